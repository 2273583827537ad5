package understand_test

import "testing"

// A Chinese title typed without its comma, right before the speaker's 我 or
// 俺, addresses the clinician: "医生我又来了，那个塞来昔布吃了胃不舒服，我上个月
// 就停了" (s47 blind round 15 zh20) relayed the stop, and the first visit's
// celecoxib stayed active. A title with its verb still relays.
func TestATitleRightBeforeIAddressesTheClinician(t *testing.T) {
	runCases(t, []readCase{
		{"r15 zh20: 医生我又来了，…我上个月就停了", [][2]string{patient("医生我又来了，那个塞来昔布吃了胃不舒服，我上个月就停了")},
			[]string{"medication drug:celecoxib stopped", "symptom sym:indigestion historical"}},
		{"大夫俺这几天头疼", [][2]string{patient("大夫俺这几天头疼")}, []string{"symptom sym:headache"}},
		// Near misses: the doctor's words, with a verb between.
		{"near miss: 医生说我的…可以停了", [][2]string{patient("医生说我的塞来昔布可以停了")},
			[]string{"medication drug:celecoxib historical relayed stopped"}},
		{"near miss: 医生让我停了", [][2]string{patient("医生让我停了塞来昔布")},
			[]string{"medication drug:celecoxib historical relayed stopped"}},
		{"near miss: 医生给我开了", [][2]string{patient("医生给我开了塞来昔布")}, []string{"medication drug:celecoxib relayed"}},
		// A space between addresses too (s51 blind round 20: "医生 我这个牙齿痛了三天了",
		// "医生 我是外婆 帮外孙再问问 伊勿发烧了"); the anaemia's dating is its own matter (zh dev zh-w1-007).
		{"s51: 护士 我上次住院查出来那个贫血", [][2]string{patient("护士 我上次住院查出来那个贫血")}, []string{"condition cond:anemia historical"}},
		{"s51 blind round 20 zh09: a space between", [][2]string{patient("医生 我这个牙齿痛了三天了")}, []string{"symptom sym:toothache"}},
		{"near miss: the title, a space, then its verb", [][2]string{patient("医生 说我血压高")}, []string{"condition cond:hypertension relayed"}},
	})
}

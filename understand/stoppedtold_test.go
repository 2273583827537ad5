package understand_test

import "testing"

// A Wuhan or Cantonese "…了冇" ends a question as "…了没" does (u1: "头孢克洛
// 吃完了冇"): the clinician asks whether the course is finished, and the
// answer "吃完了" ends it. Asked, the drug is not written as taken.
func TestDialectQuestionTails(t *testing.T) {
	runCases(t, []readCase{
		{"u1: 头孢克洛吃完了冇, answered", [][2]string{
			clinician("索利那新口干是常见的 不想吃就先不吃 头孢克洛吃完了冇"),
			patient("吃完了 五天的都吃完了")},
			[]string{"medication drug:cefaclor stopped", "medication drug:solifenacin stopped"}},
		{"u1: the question alone writes nothing", [][2]string{clinician("头孢克洛吃完了冇")}, nil},
		{"阿莫西林吃完了冇得", [][2]string{clinician("阿莫西林吃完了冇得"), patient("吃完了")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"Cantonese 食咗未", [][2]string{clinician("啲抗生素食完咗未")}, nil},
		{"near miss: a course said finished is still read", [][2]string{patient("头孢克洛吃完了，没再吃")},
			[]string{"medication drug:cefaclor historical stopped"}},
	})
}

// A stop told by whoever gives the drug ("我妈就不给我吃了", "我妈就不让吃
// 了") stops it as "就不吃了" does, and what the drug did before is over
// (u1: "吃了老做噩梦，半夜哭，我妈就不给我吃了").
func TestStopByWhoeverGivesIt(t *testing.T) {
	runCases(t, []readCase{
		{"u1: nightmares, then mum stopped it", [][2]string{clinician("顺尔宁还吃着吗？"),
			patient("不吃了。吃了老做噩梦，半夜哭，我妈就不给我吃了。")},
			[]string{"medication drug:montelukast stopped", "symptom sym:nightmares historical"}},
		{"u1: a still-question answered by a stop told with when", [][2]string{clinician("阿莫西林还在吃吗？"),
			patient("昨天起疹子以后我妈就不让吃了。")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:rash negated"}},
		{"a named drug stopped by the doctor's let", [][2]string{patient("布洛芬吃了胃疼，医生就不让我吃了。")},
			[]string{"medication drug:ibuprofen stopped", "symptom sym:epigastric_pain historical"}},
		{"a still-question answered by a stop the son made", [][2]string{clinician("二甲双胍还在吃吗？"),
			patient("上个月住院回来，我儿子就不给我吃了。")},
			[]string{"medication drug:metformin stopped"}},
		{"near miss: stopped and then taken again", [][2]string{clinician("阿莫西林还在吃吗？"),
			patient("我妈不让吃了，后来又吃了。")}, nil},
		// "在吃" answering "still?" is a yes since round 10 (drugreview.go): taken, no stop.
		{"near miss: still given, no stop", [][2]string{clinician("阿莫西林还在吃吗？"), patient("在吃，我妈每天给我吃。")},
			[]string{"medication drug:amoxicillin"}},
	})
}

// A drug said as a topic and a pause has its story after the pause, and a
// stop there ends it (u1: "哦，阿司匹林……上礼拜大便黑了两回，小刘吓坏了，
// 我就给停了").
func TestStopAfterTopicPause(t *testing.T) {
	runCases(t, []readCase{
		{"u1: aspirin, a pause, black stools, stopped", [][2]string{clinician("这些药都吃着？"),
			patient("都吃着。哦，阿司匹林……上礼拜大便黑了两回，小刘吓坏了，我就给停了，这礼拜不黑了。")},
			[]string{"medication drug:aspirin stopped", "symptom sym:melena historical"}},
		{"clopidogrel, a pause, half a year, stopped", [][2]string{patient("氯吡格雷……吃了半年，医生就给停了。")},
			[]string{"medication drug:clopidogrel stopped"}},
		{"near miss: a pause and it goes on", [][2]string{patient("阿司匹林……每天一片，一直吃着。")},
			[]string{"medication drug:aspirin"}},
	})
}

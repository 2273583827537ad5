package understand_test

import "testing"

// "I had a heart attack in 2019." … "Oh wait, no, sorry, that was my
// brother" (s43 blind round 9, en08) kept the heart attack the patient's:
// the correction names no concept, only whose it was. A correcting turn
// that gives "that" to a relative takes back the one condition or
// procedure the patient's turn before told, and tells it of the relative.
func TestThatWasMyKinTakesBackTheOneToldBefore(t *testing.T) {
	mi := patient("I had a heart attack in 2019.")
	stents := assistant("I'm sorry to hear that. Were you given stents?")
	runWithdrawCases(t, []withdrawCase{
		{"s43 round 9 en08: that was my brother", [][2]string{mi, stents, patient("Oh wait, no, sorry, that was my brother, I'm getting muddled. I've had angina though, the spray helps.")},
			[]string{"cond:myocardial_infarction"}},
		{"那是我哥", [][2]string{patient("我前年做过胆囊切除。"), patient("不对不对，说错了，那是我哥，我没做过手术。")},
			[]string{"proc:cholecystectomy"}},
		// "that's", one word (session 68's review, X16: the hypertension
		// stayed the patient's).
		{"that's my wife", [][2]string{patient("I have high blood pressure."), patient("Actually no, that's my wife, not me. Mine's always been fine.")},
			[]string{"cond:hypertension"}},
		{"that’s my brother, a curly apostrophe", [][2]string{patient("I have high blood pressure."), patient("Actually no, that’s my brother.")},
			[]string{"cond:hypertension"}},
		// An allergy, hedged or not (session 68's review, E08).
		{"a hedged allergy: that was my brother", [][2]string{patient("I think I'm allergic to penicillin."), assistant("What happened when you took it?"),
			patient("Actually no, sorry, that was my brother, not me.")}, []string{"allergen:penicillins"}},
		{"那是我妈的", [][2]string{patient("我对磺胺过敏。"), patient("哦不对，那是我妈的，我没有过敏。")}, []string{"allergen:sulfonamides"}},
		// Near misses: no correction; two findings told, "that" unsure; the
		// relative's too.
		{"near miss: no correction", [][2]string{mi, patient("My brother had one too.")}, nil},
		{"near miss: two told before", [][2]string{patient("I had a heart attack in 2019 and a stroke in 2020."), patient("Sorry, that was my brother.")}, nil},
		{"near miss: my brother as well", [][2]string{mi, patient("Sorry, that was my brother as well, we both had one.")}, nil},
	})
	runCases(t, []readCase{
		{"the brother's heart attack is his", [][2]string{mi, patient("Oh wait, no, sorry, that was my brother, I'm getting muddled.")},
			[]string{"condition cond:myocardial_infarction historical of sibling"}},
	})
}

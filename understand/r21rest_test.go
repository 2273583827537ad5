package understand_test

import "testing"

// Round 21's last wrong writes (s53): the bare "I stop the X" of a story,
// a fronted drug denied by the patient's own verb, a one-character site
// apart from its ended symptom, and a part's complaint ended with its
// whole.
func TestRound21BareStopOfTheDrug(t *testing.T) {
	runCases(t, []readCase{
		{"en12: so I stop the Imodium lor", [][2]string{patient("I took Imodium already two days, so I stop the Imodium lor.")},
			[]string{"medication drug:loperamide stopped"}},
		{"a past step, then I stop my", [][2]string{patient("I was taking Imodium, then I stop my Imodium.")},
			[]string{"medication drug:loperamide stopped"}},
		{"near miss: a habit", [][2]string{patient("The doctor gave me Imodium, so I stop the Imodium when I feel better.")},
			[]string{"medication drug:loperamide"}},
		{"near miss: no past told", [][2]string{patient("I take metformin, so I stop the Imodium.")},
			[]string{"medication drug:loperamide", "medication drug:metformin"}},
		{"near miss: asked", [][2]string{patient("I took Imodium, so I stop the Imodium now?")},
			[]string{"medication drug:loperamide hypothetical"}},
	})
}

func TestRound21FrontedDrugNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"en12: Cipro I never take", [][2]string{patient("I took Imodium already two days, then my friend say cannot, must take cipro instead, so I stop the Imodium lor. Cipro I never take.")},
			[]string{"medication drug:ciprofloxacin negated", "medication drug:ciprofloxacin of other", "medication drug:loperamide stopped"}},
		{"fronted, never took", [][2]string{patient("Cipro I never took.")},
			[]string{"medication drug:ciprofloxacin negated"}},
		{"fronted after but, didn't take", [][2]string{patient("But the metformin I didn't take.")},
			[]string{"medication drug:metformin negated"}},
		{"near miss: a dose missed", [][2]string{patient("Cipro I didn't take yesterday.")},
			[]string{"medication drug:ciprofloxacin"}},
		{"near miss: taken", [][2]string{patient("Cipro I took.")},
			[]string{"medication drug:ciprofloxacin"}},
		{"near miss: another drug kept", [][2]string{patient("I'm on metformin. The aspirin I never take.")},
			[]string{"medication drug:aspirin negated", "medication drug:metformin"}},
	})
}

func TestRound21PartOverWithTheWhole(t *testing.T) {
	runCases(t, []readCase{
		{"zh03: 脚早就不疼了 ends the big toe's pain", [][2]string{patient("大夫，我这大脚趾头昨儿后半夜开始疼，疼得嗷嗷叫。"),
			patient("脚早就不疼了，依托考昔吃完五天就停了。")},
			[]string{"medication drug:etoricoxib historical stopped", "symptom sym:foot_pain historical", "symptom sym:toe_pain historical"}},
		{"a one-character site, a time word, then the negation", [][2]string{patient("脚早就不疼了。")},
			[]string{"symptom sym:foot_pain historical"}},
		{"the foot doesn't hurt any more", [][2]string{patient("My big toe is killing me."), patient("The foot doesn't hurt any more.")},
			[]string{"symptom sym:foot_pain historical negated", "symptom sym:toe_pain historical negated"}},
		{"near miss: another finding of the whole", [][2]string{patient("大脚趾头疼，脚也肿。"), patient("脚早就不肿了。")},
			[]string{}},
		{"near miss: asked", [][2]string{patient("大脚趾头疼。"), clinician("脚还疼不疼？")},
			[]string{}},
		{"near miss: someone else's foot", [][2]string{patient("大脚趾头疼。"), patient("我老婆脚早就不疼了。")},
			[]string{"symptom sym:foot_pain historical of other"}},
		{"near miss: the whole ends no other whole's part", [][2]string{patient("手指头疼。"), patient("脚不疼了。")},
			[]string{"symptom sym:foot_pain historical"}},
	})
}

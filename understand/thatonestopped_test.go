package understand_test

import "testing"

// A clinician's stop of a drug they do not name ("那个药可以停了", "you can
// stop that one now") stops the one drug the last turns named, and only
// when there was one: with two, which one is not known.
func TestAClinicianStopsTheOneDrugJustNamed(t *testing.T) {
	runCases(t, []readCase{
		{"那个药 after the patient named it", [][2]string{patient("我在吃阿莫西林，一天三次。"), clinician("那个药可以停了。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"that one after the patient named it", [][2]string{patient("I've been taking the naproxen for my knee."), clinician("You can stop that one now.")},
			[]string{"medication drug:naproxen stopped"}},
		{"that medicine, a turn between", [][2]string{patient("I've been taking the naproxen for my knee."), clinician("And the knee is better?"),
			patient("Much better, thanks."), clinician("Good, you can stop that medicine then.")},
			[]string{"medication drug:naproxen stopped"}},
		// Near misses: two drugs named, the stop denied or conditional, a
		// relative's drug, a drug named too long ago, a question.
		{"two drugs: which one is not known", [][2]string{patient("I take naproxen and omeprazole."), clinician("You can stop that one now.")},
			[]string{}},
		{"两个药", [][2]string{patient("我在吃阿司匹林和氯吡格雷"), clinician("那个药可以停了。")}, []string{}},
		{"不能停", [][2]string{patient("我在吃阿莫西林，一天三次。"), clinician("那个药不能停。")}, []string{}},
		{"don't stop", [][2]string{patient("I've been taking the naproxen for my knee."), clinician("Don't stop that one.")}, []string{}},
		{"a stop once the pain settles", [][2]string{patient("I've been taking the naproxen for my knee."), clinician("Once the pain settles you can stop that one.")},
			[]string{}},
		{"a relative's drug", [][2]string{patient("我妈在吃阿莫西林"), clinician("那个药可以停了。")}, []string{}},
		{"named four turns back", [][2]string{patient("I take naproxen."), clinician("OK."), patient("My knee is sore."), clinician("How long for?"),
			patient("About a week."), clinician("You can stop that one now.")}, []string{}},
		{"a question", [][2]string{patient("I've been taking the naproxen for my knee."), clinician("Could you stop that one for a week?")}, []string{}},
	})
}

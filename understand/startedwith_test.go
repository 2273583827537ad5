package understand_test

import "testing"

// What a complaint started with, told as gone while the complaint stayed,
// is over (en/t1: "It started with a cold, you know, the blocked nose, the
// sore throat, and the cold went but the cough, it just stayed"). A
// beginning not said to have gone, or said to go on, stays current.
func TestStartedWithThenWent(t *testing.T) {
	runCases(t, []readCase{
		{"t1: started with a cold, and the cold went", [][2]string{clinician("No problem. Tell me about the cough."),
			patient("It started with a cold, you know, the blocked nose, the sore throat, and the cold went but the cough, it just stayed.")},
			[]string{"condition cond:common_cold historical", "symptom sym:nasal_congestion historical", "symptom sym:sore_throat historical", "symptom sym:cough"}},
		{"began with a fever, that settled", [][2]string{patient("It began with a fever and a sore throat, that settled after a few days, but the tiredness hasn't lifted.")},
			[]string{"symptom sym:fever historical", "symptom sym:sore_throat historical", "symptom sym:fatigue"}},
		{"zh: 开始是感冒，感冒好了", [][2]string{patient("开始是感冒，流鼻涕，嗓子疼，感冒好了但是咳嗽一直没好。")},
			[]string{"condition cond:common_cold historical resolves", "symptom sym:runny_nose historical", "symptom sym:sore_throat historical", "symptom sym:cough"}},
		{"a pain that went somewhere moved", [][2]string{patient("It started with a backache and went down into my leg.")},
			[]string{"symptom sym:back_pain"}},
		{"a beginning still there stays", [][2]string{patient("It started with a headache and I've still got it.")},
			[]string{"symptom sym:headache"}},
		{"a beginning not said to go stays", [][2]string{patient("It started with a rash on my arm, and now it's spreading.")},
			[]string{"symptom sym:rash"}},
		{"zh: a beginning still there stays", [][2]string{patient("开始是头疼，现在还疼。")},
			[]string{"symptom sym:headache"}},
	})
}

package understand_test

import "testing"

// A condition told as had, in the simple past with nothing carrying it on,
// is a past one (mts-dialog dev18: "Yeah, I had a melanoma too.").
func TestHadCondition(t *testing.T) {
	runCases(t, []readCase{
		{"dev18: I had a melanoma too", [][2]string{clinician("Is there anything else you know about?"), patient("Yeah, I had a melanoma too.")},
			[]string{"condition cond:melanoma historical"}},
		{"a kidney stone", [][2]string{patient("I had a kidney stone a while back.")},
			[]string{"condition cond:kidney_stones historical"}},
		{"pneumonia", [][2]string{patient("I had pneumonia.")},
			[]string{"condition cond:pneumonia historical"}},
		{"a perfect is now", [][2]string{patient("I've had asthma since I was a kid.")},
			[]string{"condition cond:asthma"}},
		{"still is now", [][2]string{patient("I had gout and I still get it in my big toe.")},
			[]string{"condition cond:gout"}},
		{"a condition naming a procedure had", [][2]string{patient("I had a lung cancer biopsy last week and the results are not back.")},
			[]string{"condition cond:lung_cancer uncertain", "procedure proc:biopsy historical inactive"}},
		{"diagnosed is not told as over", [][2]string{patient("I had diabetes diagnosed last year.")},
			[]string{"condition cond:diabetes"}},
		{"a question tells nothing", [][2]string{clinician("Any other illnesses?"), patient("I had a melanoma?")},
			[]string{"condition cond:melanoma uncertain"}},
	})
}

// Complaints told in the simple past, with a later sentence saying the
// patient is well today, are over (dev18: "I had cold symptoms. Like a
// sore throat and I was sneezing a lot. … I feel okay today").
func TestToldPastThenWellNow(t *testing.T) {
	runCases(t, []readCase{
		{"dev18: cold symptoms, okay today", [][2]string{clinician("Do you bleed when the stool is hard?"),
			patient("Not really. Oh, and lastly, I had cold symptoms. Like a sore throat and I was sneezing a lot. I feel okay today, but I wanted to bring this up.")},
			[]string{"condition cond:common_cold historical", "symptom sym:sore_throat historical", "symptom sym:sneezing historical"}},
		{"a headache last week, fine now", [][2]string{patient("I had a headache and I was dizzy. I'm fine now.")},
			[]string{"symptom sym:headache historical", "symptom sym:dizziness historical"}},
		{"still going is now", [][2]string{patient("I had a sore throat. I feel okay today but it's still a bit scratchy.")},
			[]string{"symptom sym:sore_throat"}},
		{"a perfect is now", [][2]string{patient("I've had a sore throat. I feel okay today.")},
			[]string{"symptom sym:sore_throat"}},
		{"no well sentence keeps it", [][2]string{patient("I had a sore throat and I was sneezing a lot.")},
			[]string{"symptom sym:sore_throat", "symptom sym:sneezing"}},
	})
}

// A drug the patient asks whether to take again, or keeps from an old
// prescription, is not one they take now (dev18: "I have, um, methadone
// and Darvocet from previous prescriptions, should I restart those?").
func TestRestartAsked(t *testing.T) {
	runCases(t, []readCase{
		{"dev18: should I restart those", [][2]string{clinician("Do you have any medicine at home?"),
			patient("I have, um, methadone from previous prescriptions, should I restart those?")},
			[]string{"medication drug:methadone historical stopped"}},
		{"left from an old prescription", [][2]string{patient("I've got some sertraline left from an old prescription.")},
			[]string{"medication drug:sertraline historical stopped"}},
		{"zh: 要不要重新吃", [][2]string{patient("家里还有二甲双胍，我要不要重新吃？")},
			[]string{"medication drug:metformin historical stopped"}},
		{"taking it now stays", [][2]string{patient("I take sertraline every morning.")},
			[]string{"medication drug:sertraline"}},
	})
}

// A clinician's name for what the patient has just told them as past is a
// past condition (dev18: "Um, yes, I used to have pain down my legs."
// "Yes, that's called sciatica.").
func TestNamedBackAsPast(t *testing.T) {
	runCases(t, []readCase{
		{"dev18: that's called sciatica", [][2]string{clinician("Do you have any past medical history?"),
			patient("Um, yes, I used to have pain down my legs."), clinician("Yes, that's called sciatica. Is there anything else you know about?")},
			[]string{"condition cond:sciatica historical"}},
		{"told now, named now", [][2]string{patient("I have pain down my legs."), clinician("Yes, that's called sciatica.")},
			[]string{"condition cond:sciatica"}},
	})
}

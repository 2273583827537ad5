package understand_test

import "testing"

// Readings found wrong on mts-dialog/dev8 (MTS-Dialog's training set).
// The sentences are written for these tests, in the manner of the
// dialogues, not copied.

func TestGastroAsASpecialty(t *testing.T) {
	runCases(t, []readCase{
		{"the gastro doctor", [][2]string{patient("Since the gastro doctor saw me, things are much better.")}, []string{}},
		{"a gastro referral", [][2]string{patient("My GP put in a gastro referral last month.")}, []string{}},
		{"a gastro is the illness", [][2]string{patient("I've got a gastro, I can't keep anything down.")}, []string{"condition cond:gastroenteritis", "symptom sym:vomiting"}},
	})
}

func TestSpansTheSimplePastCloses(t *testing.T) {
	runCases(t, []readCase{
		{"smoked for years", [][2]string{clinician("Did you ever smoke?"), patient("Yes. I smoked a pack a day for about fifteen years.")},
			[]string{"observation social:smoking historical inactive"}},
		{"have smoked for years", [][2]string{patient("I've smoked a pack a day for fifteen years.")}, []string{"observation social:smoking"}},
		{"smoked for years and still do", [][2]string{patient("I smoked for years and I still smoke now.")}, []string{"observation social:smoking"}},
		{"took a drug for a while", [][2]string{patient("I took omeprazole for a while.")}, []string{"medication drug:omeprazole stopped"}},
		{"have taken a drug for years", [][2]string{patient("I've taken omeprazole for years.")}, []string{"medication drug:omeprazole"}},
		{"struggled with", [][2]string{clinician("Anything else in the past?"), patient("I also struggled with eczema.")},
			[]string{"condition cond:eczema historical"}},
		{"have struggled with", [][2]string{patient("I've struggled with eczema for years.")}, []string{"condition cond:eczema"}},
	})
}

func TestAnAnswerThatNamesAnotherThanTheQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"a mini stroke for a stroke", [][2]string{clinician("And you had a stroke once?"), patient("Yes, a mini stroke.")},
			[]string{"condition cond:tia historical"}},
		{"a stroke, and another", [][2]string{clinician("You had a heart attack?"), patient("Yes, and a stroke too.")},
			[]string{"condition cond:myocardial_infarction historical", "condition cond:stroke historical"}},
		{"a member of the class asked", [][2]string{clinician("Are you taking your blood pressure pills?"), patient("Yes, the amlodipine, every morning.")},
			[]string{"medication class:antihypertensives", "medication drug:amlodipine"}},
		{"a recent injury to a question with did", [][2]string{clinician("Did you pass out?"), patient("No, I hit my head on the floor.")},
			[]string{"symptom sym:syncope negated", "condition cond:head_injury"}},
	})
}

func TestWhatTheBodyWouldDo(t *testing.T) {
	runCases(t, []readCase{
		{"would swell and hurt", [][2]string{clinician("How was that medicine for you?"), patient("My knee would swell up and hurt.")},
			[]string{"symptom sym:knee_pain historical"}},
		{"would, if", [][2]string{patient("My knee would hurt if I ran.")}, []string{"symptom sym:knee_pain hypothetical"}},
		{"hurts now", [][2]string{patient("My knee hurts.")}, []string{"symptom sym:knee_pain"}},
	})
}

func TestDrugsOfAnOperationAreNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"prophylactic antibiotics", [][2]string{patient("Could I get an infection from the operation?"),
			clinician("It's rare. We give prophylactic antibiotics to prevent that.")}, []string{}},
		{"during the procedure", [][2]string{clinician("We'll give you some midazolam during the procedure to relax you.")}, []string{}},
		{"an order after the operation talk", [][2]string{clinician("The operation went well. Start the amoxicillin tonight.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

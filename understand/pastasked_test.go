package understand_test

import "testing"

// What an answer tells in the simple past, to a question framed in the
// past, is that time gone by, unless it says it goes on (mts-dialog dev19:
// "What symptoms were you experiencing?" "I had swollen lymph nodes,
// stomach pain…"; "How has this been managed in the past?" "I've taken
// Zometa…"). A question only in the past tense ("Did you have any
// fever?") often asks of now, and what the question itself asks the
// history of ("first diagnosed with tremors") is its topic, not over.
func TestToldInThePastToAPastQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"dev19: symptoms you were experiencing", [][2]string{
			clinician("What symptoms were you experiencing?"),
			patient("I had swollen lymph nodes, stomach pain, I was losing a lot of weight, and I wasn't really eating.")},
			[]string{"symptom sym:swollen_glands historical", "symptom sym:abdominal_pain historical", "symptom sym:weight_loss historical"}},
		{"dev19: drugs taken in the past", [][2]string{
			clinician("How has this been managed in the past, ma'am?"),
			patient("Um, I've taken Zometa, Faslodex, and Aromasin.")},
			[]string{"medication drug:zoledronic_acid historical stopped", "medication drug:exemestane historical stopped"}},
		{"dev19: a drug placed on at an age gone by, the asked illness stays", [][2]string{
			clinician("When were you first diagnosed with tremors?"),
			patient("Fifth grade so a long, long time ago. They actually started in my right hand. They placed me on Propranolol for tremors in my early twenties.")},
			[]string{"medication drug:propranolol historical stopped", "symptom sym:tremor"}},
		{"dev19: complications of a course of chemo", [][2]string{
			clinician("Did you have any complications with chemo?"),
			patient("Um, yeah, I had sepsis during my first cycle, they said that I had it even with growth factor support. I was also disoriented.")},
			[]string{"condition cond:sepsis historical", "symptom sym:confusion historical", "medication class:chemotherapy"}},
		{"dev19: what interrupted the chemo", [][2]string{
			clinician("Has your chemotherapy been interrupted for any other reason?"),
			patient("Yeah, I had an infection related to the skin cancer, and a chest infection, sir.")},
			[]string{"condition cond:skin_cancer historical", "condition cond:lower_respiratory_infection historical", "medication class:chemotherapy"}},
		{"dev19: an illness that led to a surgery", [][2]string{
			clinician("Have you had any surgeries other than the stents?"),
			patient("I had plastic surgery on my face from an injury near my eye. I also had an ear graft from when I developed an ear infection during my honeymoon.")},
			[]string{"procedure proc:surgery historical inactive", "condition cond:otitis_media historical"}},
		{"what was taken previously", [][2]string{
			clinician("What was tried for your blood pressure previously?"),
			patient("I took amlodipine.")},
			[]string{"medication drug:amlodipine historical stopped"}},
		{"how you were feeling back then", [][2]string{
			clinician("And how were you feeling back then?"),
			patient("I was dizzy and I had headaches.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:headache historical"}},
		{"near miss: an earlier bout of the trouble of now", [][2]string{
			patient("I got dizzy when I tried to get out of bed."),
			clinician("Has anything like this happen to you in the past?"),
			patient("About three weeks ago, I had a dizzy episodes and I ended up falling down.")},
			[]string{"symptom sym:dizziness", "symptom sym:falls historical"}},
		{"near miss: still going on", [][2]string{
			clinician("What symptoms were you experiencing?"),
			patient("I had stomach pain and I still get it.")},
			[]string{"symptom sym:abdominal_pain"}},
		{"near miss: a drug taken now", [][2]string{
			clinician("How has this been managed in the past?"),
			patient("I'm on Zometa now.")},
			[]string{"medication drug:zoledronic_acid"}},
		{"near miss: a question in the past tense only", [][2]string{
			clinician("Did you have any fever?"),
			patient("I had a fever, yes.")},
			[]string{"symptom sym:fever"}},
		{"near miss: a question of now", [][2]string{
			clinician("What symptoms are you experiencing?"),
			patient("I have swollen lymph nodes and stomach pain.")},
			[]string{"symptom sym:swollen_glands", "symptom sym:abdominal_pain"}},
	})
}

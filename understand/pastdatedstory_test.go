package understand_test

import "testing"

func TestAStoryDatedInThePast(t *testing.T) {
	runCases(t, []readCase{
		{"the stress of a story told from 1991 (MTS-Dialog dev train-1137)", [][2]string{
			clinician("Do you have any past history of psychiatric treatment of struggles?"),
			patient("I had some extreme fatigue back in nineteen ninety one. I was in therapy for six years. When I started the Prozac, I had just started working again. The stress at work was overwhelming."),
		}, []string{"symptom sym:fatigue historical", "symptom sym:stress historical", "medication drug:fluoxetine"}},
		{"the ear pain developed then (train-775)", [][2]string{
			clinician("Did you see anyone for the neck pain?"),
			patient("Yes. I saw someone for it in two thousand and six, and then I developed this ear pain."),
		}, []string{"symptom sym:ear_pain historical", "symptom sym:neck_pain"}},
		// Near misses: the story brought to now, a recent time, a diagnosis, no date.
		{"near miss: the pain goes on since", [][2]string{
			patient("I saw someone for it in two thousand and six, and then I developed this ear pain, and I have had it since."),
		}, []string{"symptom sym:ear_pain"}},
		{"near miss: a present sentence after the date", [][2]string{
			patient("I broke my leg in two thousand and six. I get this ear pain and I had it bad this morning."),
		}, []string{"condition cond:fracture historical", "symptom sym:ear_pain"}},
		{"near miss: a recent time of its own", [][2]string{
			patient("I broke my leg in two thousand and six. Last week I had ear pain."),
		}, []string{"condition cond:fracture historical", "symptom sym:ear_pain"}},
		{"near miss: a diagnosis dated", [][2]string{
			patient("I was diagnosed with diabetes in two thousand and six."),
		}, []string{"condition cond:diabetes relayed"}},
		{"near miss: back again", [][2]string{
			patient("I saw someone for it in two thousand and six, and then I had this ear pain again."),
		}, []string{"symptom sym:ear_pain"}},
		{"near miss: a chronic illness, the reason of the dated event", [][2]string{
			patient("I had a heart attack in two thousand and ten because of my high blood pressure."),
		}, []string{"condition cond:hypertension", "condition cond:myocardial_infarction historical"}},
		{"near miss: no date", [][2]string{
			patient("I saw someone for it, and then I developed this ear pain."),
		}, []string{"symptom sym:ear_pain"}},
	})
}

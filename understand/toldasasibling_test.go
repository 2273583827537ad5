package understand_test

import "testing"

// A thing asked that the answer, after its first sentence, tells under a
// sibling name is not denied by the answer's no: "no cough. swallowing
// hurts tho" denied the trouble swallowing asked (s43 blind round 8, en05).
func TestAThingAskedToldAsASiblingIsNotDenied(t *testing.T) {
	const asked = "Any cough or trouble swallowing?"
	runCases(t, []readCase{
		{"r8 en05: no cough. swallowing hurts tho", [][2]string{clinician(asked), patient("no cough. swallowing hurts tho")},
			[]string{"symptom sym:cough negated", "symptom sym:painful_swallowing"}},
		{"near miss: both denied", [][2]string{clinician(asked), patient("no cough, no trouble swallowing")},
			[]string{"symptom sym:cough negated", "symptom sym:dysphagia negated"}},
		{"near miss: a no to both, then another finding", [][2]string{clinician(asked), patient("No. I've got a headache though.")},
			[]string{"symptom sym:cough negated", "symptom sym:dysphagia negated", "symptom sym:headache"}},
		{"near miss: a sibling in the no's own sentence", [][2]string{clinician("Any chest pain?"), patient("no chest pain, just back pain.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:back_pain"}},
	})
}

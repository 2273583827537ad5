package understand_test

import "testing"

// A diagnosis the patient relays keeps the clinician's hedge; a hedge of
// the patient's own before the relay, or after the condition, does not
// make it one.
func TestARelayedDiagnosisKeepsItsHedge(t *testing.T) {
	runCases(t, []readCase{
		{"mts-dialog dev train-295: the doctor's words behind a Doctor: label", [][2]string{
			patient("Sometimes it is overall and other times just on any one side. Doctor: This sounds like it is a migraine headache.")},
			[]string{"condition cond:migraine relayed uncertain"}},
		{"the doctor said it sounds like", [][2]string{patient("The doctor said it sounds like a migraine.")},
			[]string{"condition cond:migraine relayed uncertain"}},
		{"the doctor thinks", [][2]string{patient("The doctor thinks I have asthma.")},
			[]string{"condition cond:asthma relayed uncertain"}},
		{"near-miss: said plainly", [][2]string{patient("The doctor said I have a migraine.")},
			[]string{"condition cond:migraine relayed"}},
		{"near-miss: the hedge after the condition", [][2]string{patient("The doctor said I have asthma, it sounds like my sister's.")},
			[]string{"condition cond:asthma relayed"}},
		{"near-miss: the patient's own looks like before the relay", [][2]string{
			patient("It looks like the rash is back, the doctor said I have eczema.")},
			[]string{"condition cond:eczema relayed", "symptom sym:rash"}},
	})
}

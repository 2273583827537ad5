package understand_test

import "testing"

// A drug told as the cause of a complaint and then of a switch is the drug
// the patient came off, whatever drug the sentence named before it; the
// complaint went with it.
func TestADrugThatCausedASwitchIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"en dev en-u1-001: the amlodipine made my ankles swell so they swapped me", [][2]string{
			patient("Yeah, the amlo- no, sorry, the ramipril, the amlodipine made my ankles swell up like balloons so they swapped me.")},
			[]string{"medication drug:ramipril", "medication drug:amlodipine stopped", "symptom sym:ankle_swelling historical"}},
		{"a cough then a switch to another", [][2]string{
			patient("I take losartan, the ramipril gave me a cough so they switched me.")},
			[]string{"medication drug:losartan", "medication drug:ramipril stopped", "symptom sym:cough historical"}},
		{"near-miss: a cause with no switch", [][2]string{
			patient("I take ramipril, the amlodipine made my ankles swell up, so they lowered the dose.")},
			[]string{"medication drug:ramipril", "medication drug:amlodipine", "symptom sym:ankle_swelling"}},
		{"near-miss: back on it after the switch", [][2]string{
			patient("I take ramipril, the amlodipine made my ankles swell up so they swapped me, but I'm back on it now.")},
			[]string{"medication drug:ramipril", "medication drug:amlodipine", "symptom sym:ankle_swelling"}},
	})
}

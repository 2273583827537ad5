package understand_test

import "testing"

// "Cough with blood" is haemoptysis, one finding: asked in a list and
// answered "none of those", it denied a plain cough nobody asked about
// (s43 blind round 8, en18).
func TestACoughWithBloodIsHaemoptysis(t *testing.T) {
	runCases(t, []readCase{
		{"r8 en18: none of those", [][2]string{clinician("Any fever, weight loss, night sweats or cough with blood?"), patient("none of those")},
			[]string{"symptom sym:fever negated", "symptom sym:weight_loss negated", "symptom sym:night_sweats negated", "symptom sym:hemoptysis negated"}},
		{"coughing with blood told", [][2]string{patient("I've been coughing with blood since Monday.")},
			[]string{"symptom sym:hemoptysis"}},
		{"near miss: a cough or blood asked apart", [][2]string{clinician("Any cough or fever?"), patient("none of those")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"near miss: a cough with phlegm is no blood", [][2]string{patient("I've had a cough with phlegm for a week.")},
			[]string{"symptom sym:productive_cough"}},
	})
}

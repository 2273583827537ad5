package understand_test

import "testing"

// "Any history of drug or alcohol abuse?" asks about misuse, not whether
// the patient drinks: its "no" had written "does not drink" beside two
// pints a night (session 67's dev list). Alcohol abuse is a condition of
// its own (ICD-10-CM F10.1), beside alcohol dependence (F10.2).
func TestAlcoholAbuseIsNotDrinking(t *testing.T) {
	runCases(t, []readCase{
		{"misuse denied after drinking told", [][2]string{patient("I drink two pints most nights."), clinician("Any history of drug or alcohol abuse?"),
			patient("No.")}, []string{"condition cond:alcohol_abuse negated"}},
		{"misuse denied, the drug named last", [][2]string{clinician("Any history of alcohol or drug misuse?"), patient("No.")},
			[]string{"condition cond:alcohol_abuse negated"}},
		{"misuse denied in Chinese", [][2]string{clinician("有没有酒精滥用？"), patient("没有。")}, []string{"condition cond:alcohol_abuse negated"}},
		{"misuse denied, drinking told with it", [][2]string{clinician("Any alcohol abuse or anything like that?"), patient("No, I drink a bit socially.")},
			[]string{"condition cond:alcohol_abuse negated", "observation social:alcohol"}},
		{"near miss: drinking asked", [][2]string{clinician("Do you drink alcohol?"), patient("No.")}, []string{"observation social:alcohol negated"}},
	})
}

package understand_test

import "testing"

// A no followed by "I don't really check" is a guess (unlookedno.go;
// asked/en-x1-031, en dev en-h1-055).
func TestANoWithoutLookingIsUnsure(t *testing.T) {
	runCases(t, []readCase{
		{"breast lumps, does not check (ask-en-x1-031)", [][2]string{
			clinician("Have you noticed any lumps in your breasts?"),
			patient("I don't think so? I don't really check, to be honest.")},
			[]string{"symptom sym:breast_lump uncertain"}},
		{"blood in the urine, does not look (en-h1-055)", [][2]string{
			clinician("Any blood in your urine?"),
			patient("I don't think so, but to be honest I don't really look.")},
			[]string{"symptom sym:hematuria uncertain"}},
		// Near misses: the no stands.
		{"a bare hedge-free no", [][2]string{
			clinician("Any blood in your urine?"),
			patient("I don't think so.")},
			[]string{"symptom sym:hematuria negated"}},
		{"a check that was made", [][2]string{
			clinician("Any blood in your urine?"),
			patient("No, I checked this morning and it was clear.")},
			[]string{"symptom sym:hematuria negated"}},
		{"a yes is not touched", [][2]string{
			clinician("Any blood in your urine?"),
			patient("Yes, I don't really look but the bowl was pink.")},
			[]string{"symptom sym:hematuria"}},
	})
}

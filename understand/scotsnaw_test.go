package understand_test

import "testing"

// "Naw" is Scots and Irish English for "no": the bare answer denies what
// was asked (en/r16-en12: "Any fever?" "Naw.", the fever left unread). A
// "naw" that goes on to tell something is read by the rest of the turn.
func TestNawAnswersNo(t *testing.T) {
	runCases(t, []readCase{
		{"r16-en12: Naw to a fever", [][2]string{clinician("Any fever?"), patient("Naw.")},
			[]string{"symptom sym:fever negated"}},
		// Near misses.
		{"near miss: aye to a fever", [][2]string{clinician("Any fever?"), patient("Aye.")},
			[]string{"symptom sym:fever"}},
		{"near miss: naw, then a cough told", [][2]string{clinician("Any fever?"), patient("Naw, but I've a cough.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
	})
}

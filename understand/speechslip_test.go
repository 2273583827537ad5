package understand_test

import "testing"

// "Mixed up" said of one's own words after a self-correction is a slip of
// the tongue (en/u1: "ulcerative colitis, no, sorry, that's my dad, I'm
// getting mixed up"). Mixed up with no correction before it may be
// confusion.
func TestSpeechSlip(t *testing.T) {
	runCases(t, []readCase{
		{"u1: getting mixed up after a correction", [][2]string{
			clinician("Okay. Any medical problems, regular medicines?"),
			patient("I've got, um, ulcerative colitis, no, sorry, that's my dad, I'm getting mixed up. I've got nothing.")},
			[]string{"condition cond:ulcerative_colitis negated"}},
		{"muddled after a corrected drug", [][2]string{
			clinician("What do you take?"),
			patient("Atenolol, no wait, that's my wife's, I'm all muddled, I take bisoprolol.")},
			[]string{"medication drug:bisoprolol"}},
		{"near miss: mixed up with no correction", [][2]string{
			clinician("How has he been?"),
			patient("I'm getting confused a lot lately, I forget where I put things.")},
			[]string{"symptom sym:confusion"}},
	})
}

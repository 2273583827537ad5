package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A drug taken, then the skin coming out in something, proposes an
// allergy to the drug with that reaction, for a clinician to confirm
// (TestTheReactionIsOnlyProposed): not the drug as taken
// now nor the rash as a current symptom (the recall harness's English
// episodes en-ep-63 and en-ep-91 wrote both). A drug taken for the rash
// after it, or one said as taken now, stays taken; a reaction already
// read as an allergy stays as it was.
func TestADrugThenTheSkinComingOutInSomething(t *testing.T) {
	runCases(t, []readCase{
		{"took it and came out in hives", [][2]string{patient("I took amoxicillin and came out in hives.")},
			[]string{"allergy drug:amoxicillin"}},
		{"they gave me it and by the second day I'd come out in a rash", [][2]string{patient(
			"Last spring when I had that water infection they gave me trimethoprim, and by the second day I'd come out in this itchy red rash, all over my chest. I had to stop it.")},
			[]string{"allergy drug:trimethoprim", "condition cond:uti historical"}},
		// Near misses.
		{"near miss: the antihistamine taken for the rash", [][2]string{patient("I came out in a rash so I took Piriton.")},
			[]string{"medication drug:chlorphenamine", "symptom sym:rash"}},
		{"near miss: on it now, the rash a current one", [][2]string{patient("I'm on amoxicillin for my chest and I've come out in spots, is that chickenpox?")},
			[]string{"allergy drug:amoxicillin", "condition cond:chickenpox uncertain", "medication drug:amoxicillin", "symptom sym:rash"}},
		{"made me come out in hives: the allergy proposed", [][2]string{patient("Codeine made me come out in hives.")}, []string{"allergy drug:codeine"}},
		{"near miss: already read as an allergy", [][2]string{patient("Amoxicillin brings me out in hives, and I came out in a rash with it.")},
			[]string{"allergy drug:amoxicillin"}},
		// A swelling of the face told as what happened is such a reaction
		// too (allergy/en-z5-002).
		{"had it and my face puffed right up", [][2]string{patient("I had co-amoxiclav for my chest last winter and my face puffed right up.")},
			[]string{"allergy drug:amoxicillin_clavulanate"}},
		{"near miss: the ankles swell on a drug, a side effect", [][2]string{patient("Since I started amlodipine my ankles have swelled right up.")},
			[]string{"medication drug:amlodipine", "symptom sym:ankle_swelling"}},
		// A reaction denied is none: both read as a sure allergy before.
		{"near miss: a swelling denied", [][2]string{patient("I took ibuprofen and my face didn't swell up at all.")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: it did not give me a rash", [][2]string{patient("I took naproxen last month and it didn't give me a rash.")},
			[]string{"medication drug:naproxen", "symptom sym:rash negated"}},
	})
}

// A drug the patient cannot take, and the next sentence telling the rash
// it gave, is the allergy "I can't take X, it gives me a rash" tells: not
// a current rash (the recall harness's en-ep-63). The next sentence must
// speak of the drug; one about another drug, or no drug at all, is not.
func TestCannotTakeThenWhatItDid(t *testing.T) {
	runCases(t, []readCase{
		{"can't take it. It gives me a rash.", [][2]string{patient("I can't take trimethoprim. It gives me a rash.")},
			[]string{"allergy drug:trimethoprim"}},
		{"put on my notes that I can't have it; had it and came out in a rash", [][2]string{patient(
			"Can you put on my notes that I can't have trimethoprim? Had it for cystitis, ooh, three years back, and on the second day I came out in this blotchy red rash all over my chest and neck.")},
			[]string{"allergy drug:trimethoprim", "condition cond:cystitis historical"}},
		// Near misses.
		{"near miss: the next sentence is another drug's", [][2]string{patient("I can't take trimethoprim. Amoxicillin gave me a rash though.")},
			[]string{"allergy drug:amoxicillin"}},
		{"near miss: a rash that is no drug's", [][2]string{patient("I can't take trimethoprim. I've had a rash on my arm all week.")},
			[]string{"symptom sym:rash"}},
	})
}

// The allergy a reaction narrative tells is proposed, below what the gate
// writes, with the reaction on it; "can't take" and a reaction in one
// sentence, or across two, is told, not proposed.
func TestTheReactionIsOnlyProposed(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text     string
		proposed bool
	}{
		{"They gave me trimethoprim and I came out in a rash.", true},
		{"I can't take trimethoprim. It gives me a rash.", false},
	} {
		rd := readLast(r, patient(c.text))
		found := false
		for _, st := range rd.Statements {
			if st.Type != understand.Allergy {
				continue
			}
			found = true
			if st.Proposed() != c.proposed || st.Attributes["reaction"] == "" {
				t.Errorf("%q: allergy %s proposed %v with reaction %q, want proposed %v with a reaction", c.text, st.Concept,
					st.Proposed(), st.Attributes["reaction"], c.proposed)
			}
		}
		if !found {
			t.Errorf("%q: no allergy in %+v", c.text, rd.Statements)
		}
	}
}

package understand_test

import "testing"

// s45 blind round 12 en02: "Any headache or giddiness?" "No headache.
// Father was also having BP, he expired from stroke" denied the giddiness
// the answer never named.
func TestANoOfOneThenTheFamilysStoryDeniesThatOne(t *testing.T) {
	asked := assistant("Any headache or giddiness?")
	runCases(t, []readCase{
		{"no headache, then the father's", [][2]string{asked, patient("No headache. Father was also having BP, he expired from stroke")},
			[]string{"condition cond:hypertension of father", "condition cond:stroke of father", "symptom sym:headache negated"}},
		// Near misses: both named, a bare no, "neither", or no relative after.
		{"near miss: both named", [][2]string{asked, patient("No headache or giddiness. Father was also having BP")},
			[]string{"condition cond:hypertension of father", "symptom sym:dizziness negated", "symptom sym:headache negated"}},
		{"near miss: a bare no", [][2]string{asked, patient("No. Father was also having BP")},
			[]string{"condition cond:hypertension of father", "symptom sym:dizziness negated", "symptom sym:headache negated"}},
		{"near miss: neither", [][2]string{asked, patient("No, neither. My mum has migraines though")},
			[]string{"condition cond:migraine of mother", "symptom sym:dizziness negated", "symptom sym:headache negated"}},
		{"near miss: the rest said the same", [][2]string{asked, patient("No headache. Weight's the same.")},
			[]string{"symptom sym:dizziness negated", "symptom sym:headache negated"}},
	})
}

package understand_test

import "testing"

// A patient's "what about …?" or "how about …?" puts a drug forward to ask
// whether it would do (t1: "What about the allopurinol, like my
// brother?"): not a drug taken. A drug they call theirs, or a complaint
// brought up so, keeps its reading.
func TestADrugAskedAboutByThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"t1: what about the allopurinol, like my brother", [][2]string{
			clinician("Colchicine, five hundred micrograms, two or three times a day for a few days. You can keep the ibuprofen too."),
			patient("Ah, you're breaking my heart now. I will. What about the allopurinol, like my brother?")},
			[]string{"medication drug:allopurinol hypothetical"}},
		{"how about ibuprofen instead", [][2]string{clinician("Take paracetamol for the pain."), patient("How about ibuprofen instead, like my wife takes?")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"and what about a statin", [][2]string{patient("And what about a statin, since my dad had a heart attack?")},
			[]string{"medication class:statins hypothetical", "condition cond:myocardial_infarction historical uncertain of father"}},
		{"what about my own drug", [][2]string{patient("What about my metformin, do I keep taking it?")},
			[]string{"medication drug:metformin"}},
		{"a drug told plainly", [][2]string{patient("I take allopurinol, like my brother.")},
			[]string{"medication drug:allopurinol"}},
	})
}

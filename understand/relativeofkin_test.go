package understand_test

import "testing"

// A relative of a parent is an aunt, an uncle or a grandparent, not the
// patient's sibling: "My mum had breast cancer at 45 and her sister had
// ovarian cancer" wrote the patient's sibling (s44 blind round 10, en06).
func TestAParentsRelativeIsOneStepOut(t *testing.T) {
	runCases(t, []readCase{
		{"her sister after my mum", [][2]string{patient("My mum had breast cancer at 45 and her sister had ovarian cancer.")},
			[]string{"condition cond:breast_cancer of mother", "condition cond:ovarian_cancer of aunt_uncle"}},
		{"my mum's sister", [][2]string{patient("My mum's sister had ovarian cancer.")},
			[]string{"condition cond:ovarian_cancer of aunt_uncle"}},
		{"his brother after my dad", [][2]string{patient("My dad had a stroke and his brother had a heart attack.")},
			[]string{"condition cond:stroke historical of father", "condition cond:myocardial_infarction historical of aunt_uncle"}},
		{"my brother's son", [][2]string{patient("My brother's son has epilepsy.")},
			[]string{"condition cond:epilepsy of niece_nephew"}},
		// Near misses: the parent's own, a friend's, a sibling said plainly.
		{"my mum alone", [][2]string{patient("My mum had breast cancer at 45.")},
			[]string{"condition cond:breast_cancer of mother"}},
		{"my friend's sister", [][2]string{patient("My friend's sister had ovarian cancer.")},
			[]string{"condition cond:ovarian_cancer of other"}},
		{"my sister", [][2]string{patient("My mum has diabetes and my sister has asthma.")},
			[]string{"condition cond:diabetes of mother", "condition cond:asthma of sibling"}},
		{"his after my mum is someone else's", [][2]string{patient("My mum had breast cancer and his sister had ovarian cancer.")},
			[]string{"condition cond:breast_cancer of mother", "condition cond:ovarian_cancer of sibling"}},
	})
}

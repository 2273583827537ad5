package understand_test

import "testing"

// When a sugar was taken against a meal is its timing: before breakfast is
// fasting, after a meal post-meal (the glucose concept composed with it),
// and words of when between the analyte and the value do not part them.
func TestASugarTimedByAMeal(t *testing.T) {
	runCases(t, []readCase{
		{"after lunch", [][2]string{patient("my sugar was 180 after lunch yesterday")}, []string{"observation lab:postprandial_glucose"}},
		{"this morning before breakfast", [][2]string{patient("And my sugar this morning before breakfast was 7.8.")}, []string{"observation lab:fasting_glucose"}},
		{"before breakfast", [][2]string{patient("My sugar before breakfast was 7.8.")}, []string{"observation lab:fasting_glucose"}},
		{"this morning alone", [][2]string{patient("My sugar this morning was 7.8.")}, []string{"observation lab:glucose"}},
		{"a relative's sugar", [][2]string{patient("My mum's sugar this morning before breakfast was 7.8.")}, []string{}},
		{"when a drug is taken is not the sugar's", [][2]string{patient("I take metformin after breakfast and my sugar was 7.8.")},
			[]string{"medication drug:metformin", "observation lab:glucose"}},
		{"before lunch is not fasting", [][2]string{patient("My sugar before lunch was 6.2.")}, []string{"observation lab:glucose"}},
	})
}

package understand_test

import "testing"

// "Sugar" said bare of a person is diabetes (extract/hassugar.go).
func TestSugarSaidOfAPersonIsDiabetes(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en08, a son for his mother, Pakistani English.
		{"she has sugar since long time", [][2]string{patient("Assalam-o-alaikum doctor sahib, I am calling about my mother, I am her son. She is 70, she has sugar since long time")},
			[]string{"condition cond:diabetes"}},
		{"sugar and pressure", [][2]string{patient("I have sugar and pressure")}, []string{"condition cond:diabetes"}},
		{"a relative's", [][2]string{patient("My father also had sugar")}, []string{"condition cond:diabetes of father"}},
		// Near misses: sugar as food, a question, a denial said otherwise.
		{"in my tea", [][2]string{patient("I have sugar in my tea")}, []string{}},
		{"no milk", [][2]string{patient("I have sugar, no milk, in my tea")}, []string{}},
		{"a question to someone", [][2]string{patient("Do you have sugar?")}, []string{}},
	})
}

package understand_test

import "testing"

// What a show, a film or an article is about is its topic, no finding of
// the patient's (r17 en20: "I binge-watched a show about cancer last night
// and now I'm paranoid" wrote a cancer).
func TestWhatAShowIsAboutIsNoFinding(t *testing.T) {
	runCases(t, []readCase{
		{"r17 en20: a show about cancer", [][2]string{patient("fair. also I binge-watched a show about cancer last night and now I'm paranoid lol. my temp was 98.9 this morning btw")},
			[]string{"condition cond:cancer hypothetical", "observation vital:temperature"}},
		{"a documentary, then the patient's own complaint", [][2]string{patient("I watched a documentary about diabetes, and I have a headache")},
			[]string{"condition cond:diabetes hypothetical", "symptom sym:headache"}},
		{"near miss: about as a number", [][2]string{patient("I've had this cough for about three weeks")},
			[]string{"symptom sym:cough"}},
	})
}

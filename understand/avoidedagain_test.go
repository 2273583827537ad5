package understand_test

import "testing"

// "Tramadol makes me throw up, so I won't take that again" tells a drug
// kept off for what it does, as "so I avoid it" does: neither the drug nor
// the vomiting is the patient's now (session 68's blind review wrote both
// as current).
func TestKeptOffForWhatItDoes(t *testing.T) {
	runCases(t, []readCase{
		{"won't take that again", [][2]string{patient("Tramadol makes me throw up, so I won't take that again.")},
			[]string{"medication drug:tramadol hypothetical", "symptom sym:vomiting hypothetical"}},
		{"再也不敢吃", [][2]string{patient("曲马多我一吃就吐，再也不敢吃了。")}, []string{"medication drug:tramadol historical stopped"}},
		{"doesn't agree with me, and what it does", [][2]string{patient("Codeine doesn't agree with me, it makes me vomit.")},
			[]string{"symptom sym:vomiting hypothetical"}},
		{"E16: what it does every time it is taken", [][2]string{patient("Codeine makes me really sick, I throw up every time I take it.")},
			[]string{"medication drug:codeine hypothetical", "symptom sym:vomiting hypothetical"}},
		{"near miss: taken, and what it does every time", [][2]string{patient("I take metformin, it makes me feel sick every time I take it.")},
			[]string{"medication drug:metformin", "symptom sym:nausea"}},
		{"near miss: taken still", [][2]string{patient("Tramadol makes me throw up, but I still take it for my back.")},
			[]string{"medication drug:tramadol", "symptom sym:vomiting"}},
	})
}

package understand_test

import "testing"

// "How's the losartan been?" asks how, not whether: a yes or no cannot
// answer it. Read as a yes-no question, "Fine, no cough since." denied the
// losartan beside the active losartan (s41 blind round): "how's" was one
// word, which the question words "how", "what"… did not match.
func TestAHowsQuestionIsNoYesNoQuestion(t *testing.T) {
	losartan := patient("They switched me to losartan back in March.")
	runCases(t, []readCase{
		{"s41: Fine, no cough since", [][2]string{losartan, assistant("How's the losartan been?"), patient("Fine, no cough since.")},
			[]string{"symptom sym:cough negated"}},
		{"what's", [][2]string{losartan, assistant("What's the losartan been like?"), patient("Fine, no cough since.")},
			[]string{"symptom sym:cough negated"}},
		{"no headaches with it", [][2]string{losartan, assistant("Are you taking the losartan every day?"), patient("Yes, no headaches with it.")},
			[]string{"medication drug:losartan", "symptom sym:headache negated"}},
		// Near misses: a no of its own, or the finding asked.
		{"near miss: a no, then the finding", [][2]string{assistant("Are you still taking the losartan?"), patient("No, it gave me a cough.")},
			[]string{"medication drug:losartan stopped", "symptom sym:cough historical"}},
		{"near miss: no to both asked", [][2]string{assistant("Any chest pain or shortness of breath?"), patient("No chest pain.")},
			[]string{"symptom sym:chest_pain negated", "symptom sym:dyspnea negated"}},
		{"near miss: a no before it answers", [][2]string{losartan, assistant("Are you still taking the losartan?"), patient("No, no cough since I stopped.")},
			[]string{"medication drug:losartan stopped", "symptom sym:cough negated"}},
		{"near miss: a bare no", [][2]string{assistant("Any cough?"), patient("No.")}, []string{"symptom sym:cough negated"}},
	})
}

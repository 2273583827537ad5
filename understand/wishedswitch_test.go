package understand_test

import "testing"

// A switch wished for or asked about ("想换成缬沙坦", "can I switch to
// valsartan?", "I'd like to switch to valsartan") is not done: the drug
// taken goes on and the one named is only talked of. A switch told as done
// still moves the patient from one drug to the other.
func TestASwitchWishedOrAskedChangesNoDrug(t *testing.T) {
	runCases(t, []readCase{
		{"s41: 想换成缬沙坦", [][2]string{patient("我在吃硝苯地平，想换成缬沙坦")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical"}},
		{"s41: 想换成缬沙坦 in a turn of its own", [][2]string{patient("我在吃硝苯地平。"), patient("想换成缬沙坦")},
			[]string{"medication drug:valsartan hypothetical"}},
		{"能不能换成", [][2]string{patient("我在吃硝苯地平，能不能换成缬沙坦？")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical"}},
		{"打算把它换成", [][2]string{patient("硝苯地平吃着脚肿，打算换成缬沙坦")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical", "symptom sym:ankle_swelling"}},
		{"s41: I'd like to switch to valsartan", [][2]string{patient("I take nifedipine. I'd like to switch to valsartan")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical"}},
		{"s41: can I switch to valsartan?", [][2]string{patient("I'm on nifedipine, can I switch to valsartan?")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical"}},
		{"thinking of switching from one to the other", [][2]string{patient("I'm thinking of switching from nifedipine to valsartan.")},
			[]string{"medication drug:nifedipine", "medication drug:valsartan hypothetical"}},
		{"near miss: switched last year", [][2]string{patient("我以前吃硝苯地平，后来换成缬沙坦了")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan"}},
		{"near miss: they switched me", [][2]string{patient("I was on nifedipine but they switched me to valsartan")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan"}},
		{"near miss: a question after a switch done", [][2]string{patient("去年把硝苯地平换成缬沙坦了，能多吃一片吗？")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan"}},
	})
}

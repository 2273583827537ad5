package understand_test

import "testing"

// What a drug prevents is no condition of the patient's (prevented.go).
func TestWhatADrugPreventsIsNoCondition(t *testing.T) {
	runCases(t, []readCase{
		{"预防中风", [][2]string{patient("我有高血压，在吃药预防中风。")}, []string{"condition cond:hypertension", "condition cond:stroke historical hypothetical"}},
		{"lower the risk of a heart attack", [][2]string{patient("I'm on atorvastatin to lower the risk of a heart attack.")},
			[]string{"condition cond:myocardial_infarction hypothetical", "medication drug:atorvastatin"}},
		{"near miss: had one", [][2]string{patient("I had a heart attack last year.")}, []string{"condition cond:myocardial_infarction historical"}},
	})
}

// A drug changed for another the turn does not name is stopped
// (zhstillon.go).
func TestADrugSwitchedForAnUnnamedOneIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"换成别的了", [][2]string{patient("缬沙坦我吃了三年，上个月医生换成别的了。")}, []string{"medication drug:valsartan stopped"}},
		{"switched me to something else", [][2]string{patient("I was on lisinopril till they switched me to something else last spring.")},
			[]string{"medication drug:lisinopril historical stopped"}},
		{"near miss: switched to one named", [][2]string{patient("缬沙坦换成氨氯地平了。")},
			[]string{"medication drug:amlodipine", "medication drug:valsartan historical stopped"}},
	})
}

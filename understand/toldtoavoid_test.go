package understand_test

import "testing"

// A drug the patient was told to keep off is not taken, and one told to
// be given up now is stopped (must-not-dev2's md-en-070, md-zh-027 and
// md-zh-075 wrote each as taken). A drug started or bought and not taken
// yet is not taken either (md-en-013, md-zh-016, md-zh-037, md-zh-045).
func TestADrugToldToKeepOffOrNotStartedIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"told me to avoid", [][2]string{patient("The dentist told me to avoid ibuprofen for a week.")},
			[]string{"medication drug:ibuprofen negated"}},
		{"莫碰", [][2]string{patient("医生专门交代了，布洛芬那些莫碰，伤胃。")}, []string{"medication drug:ibuprofen negated relayed"}},
		{"甭吃了", [][2]string{patient("大夫讲我肾不好，二甲双胍甭吃了。")},
			[]string{"condition cond:ckd relayed", "medication drug:metformin historical relayed stopped"}},
		{"want to put me on", [][2]string{patient("They want to put me on a statin if the cholesterol stays up.")},
			[]string{"condition cond:hyperlipidemia hypothetical", "medication class:statins hypothetical"}},
		{"still sat in the bag", [][2]string{clinician("Have you started the sertraline?"), patient("No, it's still sat in the bag, the sertraline.")},
			[]string{"medication drug:sertraline hypothetical"}},
		{"还没去拿", [][2]string{patient("阿托伐他汀处方开了，我还没去拿。")}, []string{"medication drug:atorvastatin hypothetical"}},
		{"再开始打", [][2]string{patient("医生说复查完再开始打胰岛素。")}, []string{"medication class:insulins hypothetical relayed"}},
		// Near misses.
		{"near miss: the patient's own don't take, with an exception", [][2]string{patient("I don't take any painkillers now except the odd paracetamol.")},
			[]string{"medication class:painkillers negated", "medication drug:paracetamol"}},
		{"near miss: a drug taken after the one to keep off", [][2]string{patient("Told me not to take ibuprofen, but paracetamol's fine, I take that.")},
			[]string{"medication drug:ibuprofen negated", "medication drug:paracetamol"}},
	})
}

// A finding said in jest is a claim, and one the speaker is only "about
// to" have is not had (md-zh-030, md-zh-054, mn-en-063).
func TestAFindingSaidInJestOrAboutToBe(t *testing.T) {
	runCases(t, []readCase{
		{"开玩笑的", [][2]string{patient("排队排得我头晕，开玩笑的。")}, []string{"symptom sym:dizziness uncertain"}},
		{"都要…了", [][2]string{patient("这天热得我都要中暑了。")}, []string{"condition cond:heat_stroke hypothetical"}},
		{"forms giving me a headache", [][2]string{patient("These forms are giving me a headache.")}, nil},
		{"这事头痛", [][2]string{patient("这事真的头痛，跑了五趟。")}, nil},
		// Near misses.
		{"near miss: a headache from a drug", [][2]string{patient("This new tablet is giving me a headache.")}, []string{"symptom sym:headache"}},
		{"near miss: a laugh is no jest", [][2]string{patient("排队排得我头晕，哈哈。")}, []string{"symptom sym:dizziness"}},
	})
}

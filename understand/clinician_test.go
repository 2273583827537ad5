package understand_test

import "testing"

func TestDrugsOfAnOperationAreNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"prophylactic antibiotics", [][2]string{patient("Could I get an infection from the operation?"),
			clinician("It's rare. We give prophylactic antibiotics to prevent that.")}, []string{}},
		{"during the procedure", [][2]string{clinician("We'll give you some midazolam during the procedure to relax you.")}, []string{}},
		{"an order after the operation talk", [][2]string{clinician("The operation went well. Start the amoxicillin tonight.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

// A clinician's question that a speech recogniser wrote without its
// question mark orders nothing.
func TestUnmarkedClinicianQuestionOrdersNothing(t *testing.T) {
	runCases(t, []readCase{
		{"did you take, unmarked", [][2]string{clinician("ok and did you take any naproxen for the pain")},
			[]string{}},
		{"have you been using, unmarked", [][2]string{clinician("right have you been using a steroid cream on it")},
			[]string{}},
		{"an order after the question still stands", [][2]string{clinician("I'm starting you on ramipril, do you take anything else")},
			[]string{"medication drug:ramipril"}},
		{"a plain order stands", [][2]string{clinician("Stop the naproxen for now.")},
			[]string{"medication drug:naproxen stopped"}},
		{"I'd rather you stopped", [][2]string{clinician("With your kidney function I'd rather you stopped the ibuprofen. Use paracetamol instead.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol"}},
	})
}

// Advice against a drug holds a take verb ("shouldn't take", "keep off"),
// which must not read as an order to take it; nor is it a stop, which
// would record a drug never taken as taken once.
func TestAdviceAgainstADrugIsNoTake(t *testing.T) {
	runCases(t, []readCase{
		{"shouldn't take", [][2]string{clinician("You shouldn't take ibuprofen with your kidneys.")},
			[]string{}},
		{"can't take with", [][2]string{clinician("You can't take aspirin with warfarin.")},
			[]string{}},
		{"I wouldn't take", [][2]string{clinician("I wouldn't take any ibuprofen.")},
			[]string{}},
		{"keep off", [][2]string{clinician("Best to keep off the ibuprofen.")},
			[]string{}},
		{"steer clear", [][2]string{clinician("We'll steer clear of penicillin then. I'll give you Bactrim.")},
			[]string{"medication drug:sulfamethoxazole_trimethoprim"}},
		{"avoid taking", [][2]string{clinician("Avoid taking naproxen for now.")},
			[]string{}},
		{"a take after the avoid is the order", [][2]string{clinician("To avoid the stomach trouble, take the omeprazole.")},
			[]string{"medication drug:omeprazole"}},
		{"keep taking is still an order", [][2]string{clinician("Keep taking the metformin.")},
			[]string{"medication drug:metformin"}},
		{"an if keeps the advice conditional", [][2]string{clinician("if you can't take ibuprofen, use paracetamol")},
			[]string{}},
	})
}

// "So" with a new subject opens a consequence, never the other half of an
// if or a when: the order after it is for now. A when or an if that has
// no "so" keeps its order conditional.
func TestSoEndsACondition(t *testing.T) {
	runCases(t, []readCase{
		{"a when, then so, then the order", [][2]string{clinician("those tablets cause trouble when you're dehydrated so you should stop the gliclazide and the ramipril for now")},
			[]string{"medication drug:gliclazide stopped", "medication drug:ramipril stopped"}},
		{"so what we call", [][2]string{clinician("the risk is higher when you're not eating so what we do is stop the metformin")},
			[]string{"medication drug:metformin stopped"}},
		{"an if with its order stays conditional", [][2]string{clinician("if you get dehydrated you should stop the metformin")},
			[]string{}},
		{"a when with its order stays conditional", [][2]string{clinician("when you're being sick you should stop the metformin")},
			[]string{}},
		{"so before an adjective ends no denial", [][2]string{patient("I haven't been so breathless.")},
			[]string{"symptom sym:dyspnea negated"}},
		{"a denial, then so you", [][2]string{patient("no fever so you don't need to worry")},
			[]string{"symptom sym:fever negated"}},
	})
}

// A clinician's condition named as what a finding may be a sign of, or to
// be ruled out, is a possibility; one told as the diagnosis stays.
func TestPossibleSigns(t *testing.T) {
	runCases(t, []readCase{
		{"a sign of", [][2]string{clinician("Blood like this is occasionally a sign of bowel cancer.")},
			[]string{"condition cond:colorectal_cancer uncertain"}},
		{"a sign of, then ruled out", [][2]string{clinician("Bleeding like this is occasionally a sign of cancer, so we have to rule the cancer out.")},
			[]string{"condition cond:cancer uncertain"}},
		{"zh: a signal of states nothing", [][2]string{clinician("这种出血有时候是宫颈癌的信号，要做个检查。")},
			[]string{}},
		{"the patient's echo of a possibility", [][2]string{
			clinician("Bleeding like this is occasionally a sign of cancer, so we have to rule the cancer out."),
			patient("Cancer. Okay.")},
			[]string{"condition cond:cancer uncertain"}},
		{"a diagnosis stays", [][2]string{clinician("Your chest sounds crackly, this is pneumonia.")},
			[]string{"condition cond:pneumonia"}},
	})
}

// A condition the clinician sets out to rule out is suspected, not found
// nor found absent: "we need to rule out a clot", "要排除结核". One ruled out
// already is a denial, and a routine precaution is no suspicion.
func TestRuleOutIsSuspected(t *testing.T) {
	runCases(t, []readCase{
		{"need to rule out", [][2]string{clinician("With the calf swelling we need to rule out a deep vein thrombosis, so I'll get a scan.")},
			[]string{"condition cond:deep_vein_thrombosis uncertain"}},
		{"要排除", [][2]string{clinician("低烧盗汗两个月，要排除肺结核，先拍个胸片。")},
			[]string{"condition cond:tuberculosis uncertain"}},
		{"不排除", [][2]string{clinician("关节对称肿，不排除类风湿关节炎，抽个血看看。")},
			[]string{"condition cond:rheumatoid_arthritis uncertain"}},
		// Near-misses.
		{"ruled out is a denial", [][2]string{clinician("The scan has ruled out a deep vein thrombosis.")},
			[]string{"condition cond:deep_vein_thrombosis negated"}},
		{"排除了 is a denial", [][2]string{clinician("片子看过了，排除了肺结核。")},
			[]string{"condition cond:tuberculosis negated"}},
		{"a routine precaution", [][2]string{clinician("If the bleeding goes on I would always do a test, to rule out pregnancy.")},
			[]string{}},
		{"a longer name than the lexicon's", [][2]string{clinician("要排除妊娠期糖尿病以外的原因。")},
			[]string{}},
	})
}

// What a clinician says the patient told before, set off by a comma from
// the question proper, is known, not asked: "You mentioned you had asthma,
// are you using any inhalers?" asks of the inhalers only.
func TestToldBeforeIsGiven(t *testing.T) {
	runCases(t, []readCase{
		{"a yes answers the inhalers", [][2]string{clinician("You mentioned you've got eczema, are you using any steroid creams?"), patient("Yes.")},
			[]string{"medication class:steroids"}},
		{"a no denies the inhalers, not the asthma", [][2]string{clinician("You said you have asthma, do you use an inhaler?"), patient("No.")},
			[]string{"medication class:inhalers negated"}},
		{"a no to how it is leaves the cough", [][2]string{clinician("You mentioned a cough, is it keeping you up?"), patient("No.")},
			[]string{}},
		// Near-misses: no question after, or a question of its own.
		{"told before, asked back, no comma question", [][2]string{clinician("You mentioned you had asthma?"), patient("No.")},
			[]string{"condition cond:asthma negated"}},
		{"asked in its own right", [][2]string{clinician("Do you have asthma, and do you use an inhaler?"), patient("No.")},
			[]string{"condition cond:asthma negated", "medication class:inhalers negated"}},
	})
}

func TestZhACopulaAfterTheFindings(t *testing.T) {
	runCases(t, []readCase{
		{"是 after the results", [][2]string{clinician("血糖这么高，尿糖也阳性，是糖尿病。")}, []string{"condition cond:diabetes"}},
		{"Cantonese 系 after the results", [][2]string{clinician("验血白细胞高，系肺炎。")}, []string{"condition cond:pneumonia"}},
	})
}

func TestAClinicianHedgeAClauseBefore(t *testing.T) {
	runCases(t, []readCase{
		{"听着像是 X，就是 Y", [][2]string{clinician("听着像是网球肘，就是肱骨外上髁炎，少用力。")},
			[]string{"condition cond:tennis_elbow uncertain", "condition cond:tennis_elbow uncertain"}},
		{"还不能说就是", [][2]string{clinician("血糖偏高，但一次还不能说就是糖尿病。")},
			[]string{"condition cond:diabetes uncertain"}},
		{"a firm diagnosis stays firm", [][2]string{clinician("你这个就是网球肘，少用力。")},
			[]string{"condition cond:tennis_elbow"}},
	})
}

func TestADrugNamedByItsTaking(t *testing.T) {
	runCases(t, []readCase{
		{"你之前吃的 X is no order", [][2]string{clinician("这个皮疹跟你之前吃的阿莫西林有关系，先吃氯雷他定。")},
			[]string{"medication drug:loratadine"}},
	})
}

func TestADiagnosisSaidByNoClinician(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter-in-law's guess", [][2]string{patient("我儿媳妇说我是肝不好。")}, []string{"condition cond:liver_disease uncertain"}},
		{"a doctor's, relayed", [][2]string{patient("医生说我是糖尿病。")}, []string{"condition cond:diabetes relayed"}},
		{"what a wife saw", [][2]string{patient("我老婆说我晚上打呼噜。")}, []string{"symptom sym:snoring"}},
	})
}

func TestADrugTheOrderLeavesOut(t *testing.T) {
	runCases(t, []readCase{
		{"不含激素的 orders the cream", [][2]string{clinician("先抹点不含激素的保湿霜，一天两次。")}, []string{}},
		{"无激素成分 likewise", [][2]string{clinician("选无激素成分的药膏就行。")}, []string{}},
		{"a steroid cream is ordered", [][2]string{clinician("先抹点激素药膏，一天两次。")}, []string{"medication class:steroids"}},
	})
}

func TestADrugOfNoUseIsNotOrdered(t *testing.T) {
	runCases(t, []readCase{
		{"光开…解决不了问题", [][2]string{clinician("你这是心里有事，光开安眠药解决不了问题。")}, []string{}},
		{"of no use against a virus", [][2]string{clinician("病毒感冒，抗生素没用，多喝水。")}, []string{}},
		{"an order stays one", [][2]string{clinician("开点安眠药，睡前吃一片。")}, []string{"medication class:sleeping_pills"}},
	})
}

func TestNoNeedOfADrugIsNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"用不到", [][2]string{clinician("病毒性的，用不到抗生素，多喝水。")}, []string{}},
		{"用不上", [][2]string{clinician("这个程度还用不上激素。")}, []string{}},
	})
}

func TestAConditionNamingItsWorkupIsNotYetKnown(t *testing.T) {
	runCases(t, []readCase{
		{"an ovarian cancer staging biopsy", [][2]string{patient("More recently I had an ovarian cancer staging biopsy done. I have not heard back with the results yet.")},
			[]string{"condition cond:ovarian_cancer uncertain", "procedure proc:biopsy historical inactive"}},
		{"ovarian cancer said as had", [][2]string{patient("I have ovarian cancer.")}, []string{"condition cond:ovarian_cancer"}},
	})
}

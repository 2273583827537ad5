package understand_test

import "testing"

// Readings found wrong on the dev file zh/f1 and en/f1 of the corpora.

func TestPeopleNamedThroughOthers(t *testing.T) {
	runCases(t, []readCase{
		{"a spouse's grandmother is no blood relative", [][2]string{patient("我媳妇她奶奶是老年痴呆")},
			[]string{"condition cond:alzheimer_disease of other"}},
		{"a wife's mother is an in-law", [][2]string{patient("my wife's mother has diabetes")},
			[]string{"condition cond:diabetes of other"}},
		{"the patient's own mother is family", [][2]string{patient("my mother has diabetes")},
			[]string{"condition cond:diabetes of mother"}},
		{"a coworker by surname", [][2]string{patient("我们单位老李刚查出来肺癌")},
			[]string{"condition cond:lung_cancer of other"}},
		{"someone the patient works with", [][2]string{patient("a lad I work with dropped dead of a heart attack at fifty")},
			[]string{"condition cond:myocardial_infarction of other"}},
		{"a dog named by its breed", [][2]string{patient("our Labrador's on gabapentin for his arthritis")},
			[]string{"condition cond:arthritis of other", "medication drug:gabapentin of other"}},
		{"units of insulin are no people", [][2]string{patient("胰岛素打十个单位的")},
			[]string{"medication class:insulins"}},
	})
}

func TestPlansAndPrescriptionsNotYetTaken(t *testing.T) {
	runCases(t, []readCase{
		{"going to start is a plan", [][2]string{patient("I'm going to start the nicotine patches")},
			[]string{"medication drug:nicotine hypothetical"}},
		{"a clinician's going to start you is an order", [][2]string{clinician("I'm going to start you on ramipril 2.5 mg")},
			[]string{"medication drug:ramipril"}},
		{"prescribed and not dared", [][2]string{patient("骨科大夫给我开了塞来昔布，我到现在一片都没敢吃")},
			[]string{"medication drug:celecoxib hypothetical relayed"}},
		{"no more of a drug from tonight is stopping it", [][2]string{patient("so no amitriptyline from tonight, got it")},
			[]string{"medication drug:amitriptyline historical stopped"}},
	})
}

func TestWordsThatOnlyLookLikeFindings(t *testing.T) {
	runCases(t, []readCase{
		{"pregnant with my second is now", [][2]string{patient("I'm twenty-six weeks pregnant with my second")},
			[]string{"condition cond:pregnancy"}},
		{"a ring that will not come off ends nothing", [][2]string{patient("我怀孕三十二周了，这一个礼拜手指头发胀，戒指都摘不下来了。")},
			[]string{"condition cond:pregnancy"}},
		{"a pressure that will not come down is not over", [][2]string{patient("我有高血压，最近一直降不下来了")},
			[]string{"condition cond:hypertension"}},
		{"not under control is not over", [][2]string{patient("my asthma is not under control")},
			[]string{"condition cond:asthma"}},
		{"under control now is over", [][2]string{patient("my asthma is under control now")},
			[]string{"condition cond:asthma resolves"}},
		{"冷不丁 denies nothing", [][2]string{patient("有时候坐着坐着，左边胸口冷不丁针扎似的疼一下。")},
			[]string{"symptom sym:chest_pain"}},
		{"时不时 asks nothing", [][2]string{patient("我时不时头疼")},
			[]string{"symptom sym:headache"}},
		{"the surgery is the GP's practice", [][2]string{assistant("Are you allergic to any medications?"),
			patient("ciprofloxacin. I came up in hives from head to toe, had to go back to the surgery the next day")},
			[]string{"allergy drug:ciprofloxacin"}},
		{"a gas bill is no wind", [][2]string{patient("the kids are doing my head in since the gas bill came")}, []string{}},
		{"gas after meals is", [][2]string{patient("gas, mostly after meals")}, []string{"symptom sym:bloating"}},
		{"a red itchy left eye", [][2]string{patient("左眼昨天下午开始发红、发痒")},
			[]string{"symptom sym:itchy_eyes", "symptom sym:red_eye"}},
	})
}

package understand_test

import "testing"

// Regional kin words (nothing/zh-n5): Cantonese 阿爷 is a grandfather, 家婆
// a mother-in-law; a Northeastern 老爷们儿 is a husband. What they have is
// family history or nobody's, never the patient's.
func TestRegionalKinWords(t *testing.T) {
	runCases(t, []readCase{
		{"n5: 阿爷系肺癌走嘅", [][2]string{clinician("屋企人有冇咩病？"), patient("阿爷系肺癌走嘅，佢食咗一世烟。")},
			[]string{"condition cond:lung_cancer of grandparent"}},
		{"n5: 我家婆验出骨质疏松", [][2]string{patient("我家婆上个月验出骨质疏松。")},
			[]string{"condition cond:osteoporosis of other"}},
		{"n5: 我家老爷们儿查出来痛风", [][2]string{patient("我家老爷们儿刚查出来痛风，脚脖子肿得跟馒头似的。")},
			[]string{"condition cond:gout of other", "symptom sym:ankle_swelling of other"}},
		{"near miss: 姥爷 is still a grandfather", [][2]string{patient("我姥爷有高血压。")},
			[]string{"condition cond:hypertension of grandparent"}},
		{"near miss: my buddy's drug, taken", [][2]string{patient("我前天把我伙计的甲硝唑吃了两片。")},
			[]string{"medication drug:metronidazole"}},
	})
}

// What a sign is said to foretell has not come ("手麻就是脑梗前兆"), and a
// layperson's word that the patient has an illness is for a clinician to
// weigh ("俺一个老伙计非说俺这是胃癌").
func TestForetoldAndLaySaid(t *testing.T) {
	runCases(t, []readCase{
		{"n5: 脑梗前兆", [][2]string{patient("我在抖音上看到说晚上睡觉手麻就是脑梗前兆，我最近半夜老是手麻醒。")},
			[]string{"condition cond:cerebral_infarction hypothetical", "symptom sym:numbness"}},
		{"n5: 老伙计非说俺这是胃癌", [][2]string{patient("俺一个老伙计非说俺这是胃癌，说他表哥就是这样的。俺就是这俩月吃完饭胃里头烧得慌，反酸水。")},
			[]string{"condition cond:gastric_cancer uncertain", "symptom sym:heartburn"}},
		{"near miss: a stroke had", [][2]string{patient("我去年得过脑梗。")},
			[]string{"condition cond:cerebral_infarction historical"}},
		{"near miss: the patient tells it", [][2]string{patient("我有高血压，我老婆说我得少吃盐。")},
			[]string{"condition cond:hypertension"}},
	})
}

// A clinician telling what is done in general, or offering a drug, orders
// nothing (nothing/zh-n5, en-n5).
func TestGeneralOrOfferedIsNoOrder(t *testing.T) {
	runCases(t, []readCase{
		{"n5: 一般换成丙硫氧嘧啶", [][2]string{patient("我有甲亢，一直在吃甲巯咪唑。要是怀上了，这个药还能吃吗？"),
			clinician("怀孕头三个月一般换成丙硫氧嘧啶，所以准备要孩子之前先来找我调药，别自己停。")},
			[]string{}},
		{"n5: I can prescribe you some naproxen", [][2]string{clinician("Okay, it's a simple mechanical back strain. I can prescribe you some naproxen, and I can refer you to physio if you'd like.")},
			[]string{"condition cond:muscle_strain"}},
		{"near miss: how a GP orders", [][2]string{clinician("Sounds like infective conjunctivitis. I can give you chloramphenicol drops, one drop every two hours for the first two days.")},
			[]string{"condition cond:conjunctivitis uncertain", "medication drug:chloramphenicol"}},
		{"near miss: an order", [][2]string{clinician("Okay, it's a simple mechanical back strain. I'll prescribe you some naproxen, twice a day with food.")},
			[]string{"condition cond:muscle_strain", "medication drug:naproxen"}},
		{"near miss: 换成 ordered", [][2]string{patient("我一直在吃甲巯咪唑。"), clinician("甲巯咪唑停了，换成丙硫氧嘧啶。")},
			[]string{"medication drug:methimazole stopped", "medication drug:propylthiouracil"}},
	})
}

// A Chinese clinician's stop that opens its sentence and names no drug
// stops the one drug the sentence before named (nothing/zh-n5).
func TestStopOfTheDrugBefore(t *testing.T) {
	runCases(t, []readCase{
		{"n5: 我给您停了，换成厄贝沙坦", [][2]string{clinician("您这个干咳跟吃的依那普利有关系。我给您停了，换成厄贝沙坦，一天一片，一百五十毫克。")},
			[]string{"medication drug:enalapril historical stopped", "medication drug:irbesartan"}},
		{"near miss: two drugs before", [][2]string{clinician("您吃的依那普利和阿司匹林我看了。我给您停了一个，换成厄贝沙坦。")},
			[]string{"medication drug:aspirin", "medication drug:enalapril", "medication drug:irbesartan"}},
	})
}

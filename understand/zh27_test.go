package understand_test

import "testing"

// Classes of wrong write found on the zh dev files in round 27, each read
// by one general mechanism. The sentences are written for these tests, in
// the manner of the dialogues, not copied.

func TestAStopThatDropsTheDrugItOpenedWith(t *testing.T) {
	runCases(t, []readCase{
		{"the drug, why, then a bare stop", [][2]string{clinician("美托洛尔会让你心跳太慢，先停掉，氨氯地平接着吃。")},
			[]string{"medication drug:amlodipine", "medication drug:metoprolol stopped"}},
		{"a reason with 吃 in it", [][2]string{clinician("布洛芬吃多了伤胃，停了吧。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"two drugs before the stop: which is not said", [][2]string{clinician("布洛芬跟阿司匹林一块儿吃伤胃，停了吧。")}, []string{}},
		{"a stop followed by more is a consequence", [][2]string{clinician("阿司匹林要接着吃，停了容易出事。")},
			[]string{"medication drug:aspirin"}},
		{"a spray is stopped with its own verb", [][2]string{clinician("羟甲唑啉喷太久了，不要再喷了。")},
			[]string{"medication drug:oxymetazoline stopped"}},
		{"a cream likewise", [][2]string{clinician("别再擦丁酸氢化可的松了，换个药膏。")},
			[]string{"medication drug:hydrocortisone stopped"}},
	})
}

func TestHardToSayIsNoAnswer(t *testing.T) {
	runCases(t, []readCase{
		{"the verb asked, a pause, then can't say", [][2]string{clinician("这几天烧不烧？"), patient("烧……说不好，没拿体温计量过。")}, []string{}},
		{"不好说 is no denial, only a hedge", [][2]string{clinician("头晕不晕？"), patient("不好说。")}, []string{"symptom sym:dizziness uncertain"}},
		{"the verb alone still says yes", [][2]string{clinician("头晕不晕？"), patient("晕。")}, []string{"symptom sym:dizziness"}},
	})
}

func TestHardToSayHedgesWhatItIsSaidOf(t *testing.T) {
	runCases(t, []readCase{
		{"说不好 in the clause", [][2]string{patient("胸闷说不好，反正就是憋。")}, []string{"symptom sym:chest_tightness uncertain"}},
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

func TestCantoneseSiblings(t *testing.T) {
	runCases(t, []readCase{
		{"细佬 is a younger brother", [][2]string{patient("我细佬旧年中风，而家行路都唔得。")}, []string{"condition cond:stroke historical of sibling"}}, // 旧年 is 去年
		{"家姐 is an elder sister", [][2]string{patient("我家姐有糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
		{"细佬哥 is any little boy", [][2]string{patient("隔篱屋个细佬哥出水痘。")}, []string{"condition cond:chickenpox of other"}},
	})
}

func TestToldBySomeoneElseAndNotNoticed(t *testing.T) {
	runCases(t, []readCase{
		{"a daughter tells it, the patient does not notice", [][2]string{patient("我闺女说我最近老忘事，我自己倒没觉得。")},
			[]string{"symptom sym:memory_loss uncertain"}},
		{"a wife tells it and it stands", [][2]string{patient("我老婆说我打呼噜打得震天响。")}, []string{"symptom sym:snoring"}},
	})
}

func TestOthersWhoDoItAreNoYes(t *testing.T) {
	runCases(t, []readCase{
		{"有几个 others do, the patient never has", [][2]string{clinician("你们宿舍有没有抽烟的？你自己抽不抽？"), patient("有几个室友抽，我没抽过。")},
			[]string{"observation social:smoking negated"}},
		{"有 with an amount is a yes", [][2]string{clinician("你抽烟吗？"), patient("有，一天半包。")}, []string{"observation social:smoking"}},
	})
}

func TestAConditionAlmostReachedIsNotHad(t *testing.T) {
	runCases(t, []readCase{
		{"快…了 is almost", [][2]string{patient("天天加班，我都快得胃病了。")}, []string{"condition cond:gastritis uncertain"}},
		{"快 after the condition counts years", [][2]string{patient("我得糖尿病快十年了。")}, []string{"condition cond:diabetes"}},
	})
}

func TestWantingItWrittenDownIsNoMemoryLoss(t *testing.T) {
	runCases(t, []readCase{
		{"write the drug's name down, I won't keep it", [][2]string{patient("那个药叫啥来着？你给我写下来，我记不住。")}, []string{}},
		{"forgetting as a habit stays", [][2]string{patient("我最近老记不住事，你给我写下来吧。")}, []string{"symptom sym:memory_loss"}},
	})
}

func TestNorthernSiblings(t *testing.T) {
	runCases(t, []readCase{
		{"俺哥 is a brother", [][2]string{patient("俺哥耳朵早就背了，说是神经性耳聋。")}, []string{"condition cond:hearing_loss of sibling"}},
		{"俺姐 is a sister", [][2]string{patient("俺姐有糖尿病。")}, []string{"condition cond:diabetes of sibling"}},
	})
}

func TestARhetoricalHowCouldIDenies(t *testing.T) {
	runCases(t, []readCase{
		{"哪还会 denies", [][2]string{patient("月经停了好几年了，哪还会怀孕。")}, []string{"condition cond:pregnancy negated"}},
		{"边度仲会 denies", [][2]string{patient("我成世人未食过烟，边度仲会有肺癌？")}, []string{"condition cond:lung_cancer negated uncertain"}},
	})
}

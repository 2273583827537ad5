package understand_test

import "testing"

// What a clinician says of a drug the patient took, to explain what it
// did, orders nothing (u1: "你吃阿莫西林起疹子，是这个病吃了阿莫西林常见的
// 反应"): a drug after the perfective "吃了", or after "你吃" with a complaint
// after it in its clause.
func TestClinicianToldTaken(t *testing.T) {
	runCases(t, []readCase{
		{"u1: the rash amoxicillin gave, explained", [][2]string{clinician("阿莫西林还在吃吗？"), patient("昨天起疹子以后我妈就不让吃了。"),
			clinician("对，别吃了。你吃阿莫西林起疹子，是这个病吃了阿莫西林常见的反应，不算真正的青霉素过敏。")}, nil},
		{"you took ibuprofen and your stomach hurt", [][2]string{clinician("你吃布洛芬胃疼，是药伤了胃。")}, nil},
		{"after taking the steroid", [][2]string{clinician("这是用了激素以后常见的。")}, nil},
		{"near miss: an order to take it stays", [][2]string{clinician("布洛芬你吃一片，一天两次。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: an order with no complaint after", [][2]string{clinician("你吃阿莫西林，一天三次。")},
			[]string{"medication drug:amoxicillin"}},
		// What a drug does, told as normal, is an explanation (y1: "吃铁剂大便
		// 发黑是正常的").
		{"y1: iron blackens the stool, normal", [][2]string{clinician("吃铁剂大便发黑是正常的。以前生过孩子吗？")}, nil},
		{"metformin's diarrhoea is common", [][2]string{clinician("二甲双胍拉肚子很常见。")}, nil},
		{"Cantonese: normal", [][2]string{clinician("食铁剂大便黑系正常嘅。")}, nil},
		{"near miss: an order with the effect told", [][2]string{clinician("铁剂继续吃，大便发黑是正常的。")},
			[]string{"medication class:iron_supplements"}},
	})
}

// A drug a clinician plans to start only after a wait is not taken now
// (y1: "急性期过咗两个礼拜后再开始非布司他降尿酸"); a dose taken after a meal
// is no such wait.
func TestAStartAfterAWait(t *testing.T) {
	runCases(t, []readCase{
		{"y1: febuxostat after the flare", [][2]string{clinician("急性期过咗两个礼拜后再开始非布司他降尿酸。")}, nil},
		{"aspirin once the stomach is better", [][2]string{clinician("等胃好了以后再加阿司匹林。")}, nil},
		{"metformin only in two weeks", [][2]string{clinician("两周之后才开始二甲双胍。")}, nil},
		{"near miss: after meals", [][2]string{clinician("二甲双胍饭后再吃。")}, []string{"medication drug:metformin"}},
		{"near miss: start now", [][2]string{clinician("现在开始吃二甲双胍。")}, []string{"medication drug:metformin"}},
	})
}

// A drug a clinician says to carry or keep at hand, for when it may be
// needed, is not taken now (u1: "布洛芬可以带一盒，头痛的时候吃"); a
// clinician's "先不吃" holds a drug off (u1: "没发作过痛风就先不吃降尿酸
// 药"); an antibiotic switched before an operation is the team's (u1: "明天
// 手术前要用抗生素 给您换成克林霉素"); and "还得用" orders a drug the
// patient had let run out (o1: "舒利迭还得用，一天两回").
func TestClinicianNotNowOrders(t *testing.T) {
	runCases(t, []readCase{
		{"u1: ibuprofen to take along", [][2]string{clinician("布洛芬可以带一盒，头痛的时候吃。")}, nil},
		{"nitroglycerin kept at hand", [][2]string{clinician("硝酸甘油随身备着，胸口痛的时候含一片。")}, nil},
		{"u1: urate-lowering drugs held off", [][2]string{clinician("没发作过痛风就先不吃降尿酸药，少喝酒少吃海鲜。")}, nil},
		{"statins held off for now", [][2]string{clinician("血脂不算太高，暂时不吃他汀，先管住嘴。")}, nil},
		{"u1: a switch for the operation", [][2]string{clinician("算 给您记上青霉素过敏 明天手术前要用抗生素 给您换成克林霉素")}, nil},
		{"o1: Seretide still needed", [][2]string{clinician("舒利迭还得用，一天两回，一回一吸，我给你开上。")},
			[]string{"medication drug:salmeterol_fluticasone"}},
		{"near miss: an order to take it now stays", [][2]string{clinician("布洛芬现在吃一片。")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: a switch not for an operation stays", [][2]string{clinician("阿莫西林给您换成克林霉素。")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:clindamycin"}},
	})
}

func TestAClinicianExplainingIsNotDiagnosingOrOrdering(t *testing.T) {
	runCases(t, []readCase{
		{"a condition approached is not yet had", [][2]string{clinician("Your sugars are creeping up; it's heading towards what we call diabetes.")},
			[]string{"condition cond:diabetes uncertain"}},
		{"a drug named as the cause is no order", [][2]string{clinician("The rebound headaches are from taking codeine most days.")},
			[]string{}},
		{"a drug ordered is still an order", [][2]string{clinician("Take ibuprofen for the pain, 400 milligrams three times a day.")},
			[]string{"medication drug:ibuprofen"}},
	})
}

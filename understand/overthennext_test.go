package understand_test

import "testing"

// A Chinese illness said to end right before a new complaint began ("感冒完了
// 就开始喘") is over; the complaint is of now. An end denied ("还没好") or
// only partial ("好了一点") keeps it.
func TestIllnessOverThenNext(t *testing.T) {
	runCases(t, []readCase{
		{"x1: the cold over, then the wheeze", [][2]string{clinician("好，喘多久了"),
			patient("就这个礼拜，感冒完了就开始喘，夜里喘得睡不下去，要坐起来靠着")},
			[]string{"condition cond:common_cold historical", "symptom sym:dyspnea"}},
		{"the fever down, then a rash", [][2]string{patient("发烧退了以后就起疹子了")},
			[]string{"symptom sym:fever historical", "symptom sym:rash"}},
		{"the cold over, then a cough", [][2]string{patient("感冒好了之后一直咳")},
			[]string{"condition cond:common_cold historical", "symptom sym:cough"}},
		{"a cold not over yet stays", [][2]string{patient("感冒还没好就开始喘")},
			[]string{"condition cond:common_cold", "symptom sym:dyspnea"}},
		{"a cold only better stays", [][2]string{patient("感冒好了一点，还有点咳")},
			[]string{"condition cond:common_cold", "symptom sym:cough"}},
	})
}

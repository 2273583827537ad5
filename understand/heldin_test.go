package understand_test

import "testing"

// A class named as what a drug holds is part of that drug.
func TestClassHeldInDrug(t *testing.T) {
	runCases(t, []readCase{
		{"v1: a diuretic inside losartan/HCTZ", [][2]string{patient("那都没有"),
			clinician("你这个氯沙坦氢氯噻嗪里头有利尿剂，会升尿酸")},
			[]string{}},
		{"a steroid inside a cream", [][2]string{patient("我一直抹皮炎平"),
			clinician("皮炎平里面含激素，别老抹")},
			[]string{}},
		{"near miss: the class ordered", [][2]string{patient("腿肿"),
			clinician("给你开点利尿剂，一天一片")},
			[]string{"medication class:diuretics"}},
	})
}

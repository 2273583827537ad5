package understand_test

import "testing"

// "鼻涕……也冇得": after a pause, 也/都 with Hunan and Sichuan 冇得 or 没得
// deny what was named as 也没有 does (zh dev zh-j1-021, which read as a
// runny nose claimed once the bare 鼻涕 was a name). Near miss: "也没得办法"
// goes on past the denial and denies nothing.
func TestAlsoMeiDe(t *testing.T) {
	runCases(t, []readCase{
		{"zh-j1-021: no runny nose", [][2]string{clinician("咳不咳？流不流鼻涕？"), patient("冇咳。鼻涕……也冇得。")},
			[]string{"symptom sym:cough negated", "symptom sym:runny_nose negated"}},
		{"没得 after a pause", [][2]string{clinician("头晕不晕？"), patient("头晕……也没得。")}, []string{"symptom sym:dizziness negated"}},
		{"near miss: no way out", [][2]string{clinician("咳不咳？"), patient("咳嗽……也没得办法")}, []string{"symptom sym:cough"}},
	})
}

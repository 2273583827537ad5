package understand_test

import "testing"

// The time of birth is a time gone by ("佢出世嗰阵有黄疸…而家冇事喇",
// zh/r16-zh03): what was had then is history. Since birth ("从出生就有")
// goes on.
func TestAtBirthIsThePast(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh03: a newborn's jaundice, in Cantonese", [][2]string{patient("我系BB阿妈，帮佢问下。"), patient("佢出世嗰阵有黄疸，照过两日灯，而家冇事喇。")},
			[]string{"symptom sym:jaundice historical"}},
		{"a newborn's jaundice, in Mandarin", [][2]string{patient("我是孩子妈妈，帮他问一下。"), patient("他出生的时候有黄疸，现在没事了。")},
			[]string{"symptom sym:jaundice historical"}},
		{"near miss: eczema since birth goes on", [][2]string{patient("我是孩子妈妈，帮他问一下。"), patient("他从出生就有湿疹。")},
			[]string{"condition cond:eczema"}},
	})
}

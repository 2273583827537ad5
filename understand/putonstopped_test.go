package understand_test

import "testing"

// TestWhatAPlasterDidThenLeftOffIsPast: a plaster or an ointment told by
// what putting it on did ("贴得皮肤发红") and then not put on is a reaction
// that went with it (effectthenstopped.go).
func TestWhatAPlasterDidThenLeftOffIsPast(t *testing.T) {
	runCases(t, []readCase{
		{"zh dev zh-t1-019: the plaster reddened the skin, none put on today",
			[][2]string{patient("膏药也贴了两贴，贴得皮肤发红刺挠，今儿就没贴。")},
			[]string{"symptom sym:itching historical", "symptom sym:skin_redness historical"}},
		{"an ointment that made the skin itch, no longer put on",
			[][2]string{patient("那个药膏抹了三天，抹得皮肤痒，后来就不抹了。")},
			[]string{"symptom sym:itching historical"}},
		{"near miss: still put on",
			[][2]string{patient("膏药也贴了两贴，贴得皮肤发红刺挠，今儿还贴着。")},
			[]string{"symptom sym:itching", "symptom sym:skin_redness"}},
		{"near miss: no stop",
			[][2]string{patient("膏药贴了两贴，贴得皮肤发红。")},
			[]string{"symptom sym:skin_redness"}},
	})
}

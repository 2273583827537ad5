package understand_test

import "testing"

// Cantonese 冇晒 / 好晒 ("all gone") end complaints; 咗 stops and switches a
// drug as 了 does; a day word before a complaint of the head keeps its 日
// from 日头, the sun (over.go, extract/mention.go).
func TestCantoneseAllGone(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh18: side effects gone after the switch", [][2]string{patient("之前食依非韦伦嗰个组合，食咗成年，日日头晕发恶梦，后来换咗必妥维就冇晒啦。")},
			[]string{"medication drug:efavirenz historical stopped", "medication drug:bictegravir_emtricitabine_taf", "symptom sym:dizziness historical", "symptom sym:nightmares historical"}},
		{"冇晒 ends the complaints before it", [][2]string{patient("日日头晕发恶梦，后来就冇晒啦。")},
			[]string{"symptom sym:dizziness historical", "symptom sym:nightmares historical"}},
		{"every day, a headache now", [][2]string{patient("成日头痛")},
			[]string{"symptom sym:headache"}},
		{"near miss: 冇晒 of an appetite ends nothing", [][2]string{patient("日日头晕，而家冇晒胃口")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: switched, and dizzy every day now", [][2]string{patient("之前食依非韦伦，后来换咗必妥维，而家日日头晕")},
			[]string{"medication drug:efavirenz historical stopped", "medication drug:bictegravir_emtricitabine_taf", "symptom sym:dizziness"}},
		{"near miss: the sun is no head", [][2]string{patient("日头好猛")},
			[]string{}},
	})
}

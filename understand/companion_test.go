package understand_test

import "testing"

// Someone the patient does a thing with ("跟朋友", "同朋友", "跟同事一起")
// is company, not who had what the sentence tells: "跟朋友耍的时候喝点啤酒"
// is the patient's drinking, "跟朋友吃了火锅，回来就拉肚子" the patient's
// diarrhoea. The company named again as the subject, a relative, or a
// pronoun for the company still rules.
func TestACompanionIsNotWhoHadIt(t *testing.T) {
	runCases(t, []readCase{
		{"zh-l1-024: 跟朋友耍的时候喝点啤酒", [][2]string{patient("跟朋友耍的时候喝点啤酒，一周一两回。")},
			[]string{"observation social:alcohol"}},
		{"zh-n1-015: 同朋友饮酒饮到三点几", [][2]string{patient("前一晚……同朋友饮酒饮到三点几，瞓咗三个钟左右就去做gym。")},
			[]string{"observation social:alcohol"}},
		{"zh-q1-026: 我上周跟朋友吃饭喝了酒", [][2]string{patient("我上周跟朋友吃饭喝了酒 会不会有影响")},
			[]string{"observation social:alcohol"}},
		{"跟朋友吃了火锅，回来就拉肚子", [][2]string{patient("跟朋友吃了火锅，回来就拉肚子。")},
			[]string{"symptom sym:diarrhea"}},
		{"near-miss: the friend named again as who had it", [][2]string{patient("和朋友聚餐后朋友拉肚子了。")},
			[]string{"symptom sym:diarrhea of other"}},
		{"near-miss: a friend is the subject", [][2]string{patient("我朋友天天喝酒。")},
			[]string{"observation social:alcohol of other"}},
		{"near-miss: the patient and a mother both", [][2]string{patient("我跟我妈都有高血压。")},
			[]string{"condition cond:hypertension", "condition cond:hypertension of mother"}},
		{"near-miss: a colleague told of with a pronoun", [][2]string{patient("我跟同事说了，他也头疼。")},
			[]string{"symptom sym:headache of other"}},
	})
}

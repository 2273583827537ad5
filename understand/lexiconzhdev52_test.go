package understand_test

import "testing"

// Lexicon rows of session 52 (Chinese dev): Cantonese 脚骨 is the leg,
// 亚临床甲减 is its own diagnosis, and a bare 疱疹 names no herpes simplex.
func TestLexiconZhDev52(t *testing.T) {
	runCases(t, []readCase{
		{"zh-j1-027: Cantonese 脚骨痛 is leg pain", [][2]string{patient("我食咗嗰个阿托伐他汀之后，成日脚骨痛。")},
			[]string{"medication drug:atorvastatin", "symptom sym:leg_pain"}},
		{"near miss: 骨头疼 stays bone pain", [][2]string{patient("最近骨头疼。")}, []string{"symptom sym:bone_pain"}},
		{"zh-t1-012: subclinical hypothyroidism", [][2]string{clinician("这是亚临床甲减，轻度的，暂时不用吃药。")},
			[]string{"condition cond:subclinical_hypothyroidism"}},
		{"near miss: 甲减 stays hypothyroidism", [][2]string{patient("我有甲减。")}, []string{"condition cond:hypothyroidism"}},
		{"zh-l1-032: a bare 疱疹 of shingles", [][2]string{patient("疱疹是三个号头前头生的，疱早就结好痂落脱了。")}, []string{}},
		{"near miss: 单纯疱疹 named", [][2]string{patient("我嘴上长了单纯疱疹。")}, []string{"condition cond:herpes_simplex"}},
	})
}

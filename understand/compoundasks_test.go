package understand_test

import "testing"

// "有没有恶心呕吐？" asks two findings, as "any nausea or vomiting?" does: an
// answer may take one and deny the other, and a no denies both, never a
// compound "nausea and vomiting" beside a nausea present.
func TestACompoundAskedIsItsParts(t *testing.T) {
	runCases(t, []readCase{
		{"就恶心，没吐", [][2]string{clinician("有没有恶心呕吐？"), patient("就恶心，没吐。")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"没有 denies both", [][2]string{clinician("有没有恶心呕吐？"), patient("没有。")},
			[]string{"symptom sym:nausea negated", "symptom sym:vomiting negated"}},
		{"都有 asserts both", [][2]string{assistant("恶心呕吐吗？"), patient("都有。")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting"}},
		{"恶心没有，吐也没有", [][2]string{clinician("有没有恶心呕吐？"), patient("恶心没有，吐也没有。")},
			[]string{"symptom sym:nausea negated", "symptom sym:vomiting negated"}},
		{"吐了两回", [][2]string{clinician("有没有恶心呕吐？"), patient("吐了两回。")},
			[]string{"symptom sym:vomiting"}},
		// Near misses: the English question already asks two; the patient
		// saying the compound is unchanged.
		{"bit of nausea, no vomiting", [][2]string{clinician("Any nausea or vomiting?"), patient("Bit of nausea, no vomiting.")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"the patient's own 恶心呕吐", [][2]string{patient("昨天开始恶心呕吐。")},
			[]string{"condition cond:nausea_vomiting"}},
	})
}

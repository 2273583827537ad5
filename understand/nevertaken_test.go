package understand_test

import "testing"

// A drug the patient denies ever taking is never a stopped drug. "吃过" and
// "用过" say a drug was taken before, but "没吃过" and "从来没用过" deny that
// very experience; a drug said as a topic and denied in the clause after
// it ("The omeprazole, I have never had it") is denied, and one not taken
// since a time ("…since Christmas", "…anymore", "从过年就没吃") was taken
// before: stopped. en/s1 left the English form as a note; the Chinese one
// turned a denial into a stopped drug, a positive fact of the past.
func TestNeverTakenIsNoStop(t *testing.T) {
	runCases(t, []readCase{
		{"never taken", [][2]string{patient("我没吃过奥美拉唑。")},
			[]string{"medication drug:omeprazole negated"}},
		{"never used, with 从来", [][2]string{patient("我从来没用过胰岛素。")},
			[]string{"medication class:insulins negated"}},
		{"taken before and stopped keeps its stop", [][2]string{patient("奥美拉唑我吃过，后来停了。")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"taken before", [][2]string{patient("阿司匹林以前吃过。")},
			[]string{"medication drug:aspirin historical stopped"}},
		{"not since a time is a stop", [][2]string{patient("我从过年就没吃奥美拉唑了。")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"a topic denied after it", [][2]string{patient("The omeprazole, I have never had it.")},
			[]string{"medication drug:omeprazole negated"}},
		{"a topic not had since Christmas", [][2]string{patient("The omeprazole, I haven't had it since Christmas.")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"a topic not taken anymore", [][2]string{patient("Omeprazole, I don't take it anymore.")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"a topic taken every morning stays", [][2]string{patient("The omeprazole, I take it every morning.")},
			[]string{"medication drug:omeprazole"}},
		{"a bare no to an echo still denies", [][2]string{clinician("Any chest pain?"), patient("Chest pain, no.")},
			[]string{"symptom sym:chest_pain negated"}},
	})
}

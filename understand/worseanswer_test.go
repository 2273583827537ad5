package understand_test

import "testing"

// "头还疼吗？" "不行了，越来越疼": 不行了 says it is worse, and 不舒服 that
// something is wrong: neither is a no to what was asked. A bare "不" still
// is.
func TestNotADenialThatOpensWithBu(t *testing.T) {
	runCases(t, []readCase{
		{"不行了 is worse", [][2]string{assistant("头还疼吗？"), patient("不行了，越来越疼。")},
			[]string{"symptom sym:headache"}},
		{"near miss: 不，没有 is a no", [][2]string{assistant("有没有恶心？"), patient("不，没有。")},
			[]string{"symptom sym:nausea negated"}},
	})
}

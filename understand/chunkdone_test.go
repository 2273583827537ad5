package understand_test

import "testing"

// In a chat message with blanks for commas, a denial closes the chunk
// before it, not the next one: "nausea 没有 吃了两片ibuprofen" took two
// ibuprofen, "不烧 吐了一次" vomited once (s43 blind round 8, zh18, zh14).
// A chunk that tells its finding done (了, with no denial of its own) is
// not denied by its neighbour.
func TestAChunkToldDoneIsNotItsNeighboursDenial(t *testing.T) {
	runCases(t, []readCase{
		{"r8 zh18: ibuprofen taken after nausea denied", [][2]string{assistant("头痛在哪个位置？有没有恶心？"),
			patient("两边太阳穴 nausea 没有 吃了两片ibuprofen 好一点")},
			[]string{"symptom sym:nausea negated", "medication drug:ibuprofen"}},
		{"r8 zh14: vomited once after no fever", [][2]string{assistant("有发烧吗？有没有呕吐？尿量怎么样？"),
			patient("不烧 吐了一次 尿少了点")},
			[]string{"symptom sym:fever negated", "symptom sym:vomiting"}},
		{"a Han drug taken after a denial", [][2]string{assistant("有没有发烧？"), patient("发烧没有 吃了布洛芬")},
			[]string{"symptom sym:fever negated", "medication drug:ibuprofen"}},
		{"near miss: the chunk itself denies the take", [][2]string{assistant("有没有发烧？"), patient("不烧 没吃布洛芬")},
			[]string{"symptom sym:fever negated", "medication drug:ibuprofen negated"}},
		{"near miss: a list under one denial", [][2]string{assistant("有没有发烧、头疼？"), patient("发烧 头疼 都没有")},
			[]string{"symptom sym:fever negated", "symptom sym:headache negated"}},
		{"near miss: no blanks, one clause", [][2]string{assistant("有没有呕吐？"), patient("没有吐了")},
			[]string{"symptom sym:vomiting negated"}},
	})
}

package understand_test

import "testing"

// Session 31: classes of misses found on the dev corpora's real speech,
// each read by a general rule. The sentences are written for these tests,
// not taken from any corpus; each table has near-misses that must not fire.

// Cantonese, Hakka and Xiang 冇 is 没有: "有冇X？" asks as "有没有X？" does,
// and a bare 冇 (or 冇得, 都冇, Wu 侪没有) answers no to the whole list. 冇
// before a word denies that word only ("冇血" answers no other question).
func TestDialectNoAnswersSession31(t *testing.T) {
	runCases(t, []readCase{
		{"冇得 to a 有冇 list denies each", [][2]string{clinician("有冇头晕、呕吐？"), patient("冇得。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:vomiting negated"}},
		{"都冇 to two questions", [][2]string{clinician("有冇发烧？有冇咳？"), patient("冇，都冇。")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"Wu 侪没有", [][2]string{clinician("头痛伐？发烧伐？"), patient("侪没有。")},
			[]string{"symptom sym:fever negated", "symptom sym:headache negated"}},
		{"哪样都没有 with a complaint after", [][2]string{clinician("有没有心慌？头晕不晕？"), patient("哪样都没有，就是睡不好。")},
			[]string{"symptom sym:dizziness negated", "symptom sym:insomnia", "symptom sym:palpitations negated"}},
		{"有冇 asks, it does not deny: a yes asserts", [][2]string{clinician("有冇咳？"), patient("有啊，咳咗成个礼拜。")},
			[]string{"symptom sym:cough"}},
		{"有没得 asks as 有没有 does", [][2]string{clinician("有没得发烧？"), patient("有，昨晚上烧起来的。")},
			[]string{"symptom sym:fever"}},
		// Near-misses: 冇 before a word is no bare no.
		{"冇血 denies no fever", [][2]string{clinician("有冇便血？有冇发烧？"), patient("冇血，系稀烂。")},
			[]string{}},
		{"冇留意 is not a no", [][2]string{clinician("有冇发烧？有冇出汗？"), patient("冇留意。")},
			[]string{}},
		{"冇 with no question asks nothing", [][2]string{patient("冇事，我嚟拎药。")},
			[]string{}},
	})
}

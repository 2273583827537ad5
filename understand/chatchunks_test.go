package understand_test

import "testing"

// A phone chat puts blanks where commas belong ("手抖没得了 怕热出汗还是有点",
// y1): a finding its own chunk affirms is not denied by the chunk before;
// one that its chunk only names stays under the denial that lists it.
func TestAChunkThatAffirmsItsFinding(t *testing.T) {
	runCases(t, []readCase{
		{"y1: heat and sweating still there after the tremor gone", [][2]string{clinician("还有手抖、怕热、出汗多吗？"),
			patient("手抖没得了 怕热出汗还是有点")},
			[]string{"symptom sym:heat_intolerance", "symptom sym:sweating", "symptom sym:tremor historical"}},
		{"y1: a cough affirmed after a denial", [][2]string{clinician("发烧吗？咳嗽吗？"), patient("不烧 咳嗽有点")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
		{"a runny nose after 没有", [][2]string{clinician("头疼吗？"), patient("头疼没有 鼻涕有点")},
			[]string{"symptom sym:headache negated", "symptom sym:runny_nose"}},
		{"near miss: a list under one denial", [][2]string{clinician("有没有发烧、头疼？"), patient("发烧 头疼 都没有")},
			[]string{"symptom sym:fever negated", "symptom sym:headache negated"}},
		{"near miss: the chunk denies", [][2]string{clinician("咳嗽吗？"), patient("咳嗽没有 头疼有点")},
			[]string{"symptom sym:cough negated", "symptom sym:headache"}},
	})
}

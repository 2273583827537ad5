package understand_test

import "testing"

// A relative who opens with "we have come for the review" and tells only
// of their own relative speaks for that one; the speaker's own finding
// makes them the patient with a companion.
func TestARelativeBackForTheReviewSpeaksForThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh20: the son back with his father",
			[][2]string{patient("大夫，我们来复查了。俺爹脚不肿了，晚上也能躺平睡了，今儿体重131斤")},
			[]string{"observation vital:weight", "symptom sym:foot_swelling historical"}},
		{"a daughter with her mother", [][2]string{patient("我们来复查了。我妈这礼拜头不疼了，血压130/80")},
			[]string{"observation vital:bp", "symptom sym:headache historical"}},
		{"near-miss: the speaker's own finding", [][2]string{patient("我们来复查了，我这礼拜头不疼了")},
			[]string{"symptom sym:headache historical"}},
		{"near-miss: the mother tells of the speaker", [][2]string{patient("我们来复查了。我妈说我最近头疼得厉害")},
			[]string{"symptom sym:headache"}},
		{"near-miss: no review said", [][2]string{patient("俺爹脚不肿了")},
			[]string{"symptom sym:foot_swelling historical of father"}},
	})
}

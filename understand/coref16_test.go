package understand_test

import "testing"

// Complaints said with a locative between the place and its state, of the
// chest by its everyday names, and as events (a figure that is not there,
// skin that burns after a little sun), which the reference resolver ranks
// drugs by. The sentences are written for these tests.
func TestComplaintsWithinPlacesAndAsEvents(t *testing.T) {
	runCases(t, []readCase{
		{"嘴巴里干 is a dry mouth", [][2]string{patient("这阵子嘴巴里老是干，一晚上要喝好几口水")}, []string{"symptom sym:dry_mouth"}},
		{"手上发麻 is numbness", [][2]string{patient("早上起来手上发麻，过一会儿才好")}, []string{"symptom sym:numbness"}},
		{"心里 is no place", [][2]string{patient("我心里有点慌")}, []string{}},
		{"胸口鼓起来 is gynaecomastia", [][2]string{patient("这半年我胸口鼓起来了，像个姑娘家")}, []string{"symptom sym:gynecomastia"}},
		{"seeing a figure that is not there is a hallucination", [][2]string{patient("半夜老是看见床边有人坐着，一睁眼又谁都没有")}, []string{"symptom sym:hallucinations"}},
		{"seeing a box that is empty is no hallucination", [][2]string{patient("我看见药盒里啥都没有了，得去拿药")}, []string{}},
		{"hearing of someone, then no one else, is no hallucination", [][2]string{patient("我听到有人讲这个药伤胃，别人都没有这么讲")}, []string{}},
		{"not seeing anyone is no hallucination", [][2]string{patient("我没看见有人来，家里谁都没有")}, []string{}},
		{"skin burning after the sun is photosensitivity", [][2]string{patient("太阳底下晒一会儿太阳，脖子后面就红了，还刺痛")}, []string{"symptom sym:photosensitivity", "symptom sym:skin_redness"}},
		{"a ruddy face after the sun is no complaint", [][2]string{patient("多晒晒太阳对身体好，脸色红润")}, []string{}},
		{"if the sun burns supposes", [][2]string{patient("要是晒一会儿太阳就发红怎么办？")}, []string{"symptom sym:skin_redness hypothetical uncertain"}},
	})
}

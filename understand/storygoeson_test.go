package understand_test

import "testing"

// A clause opened with "然后" goes on telling of the one the story is about
// (zh/v1: "佢琴晚开始发烧，嗯，三十八度六，然后就话耳仔痛").
func TestStoryGoesOnOfOther(t *testing.T) {
	runCases(t, []readCase{
		{"v1: Cantonese, then his ear hurt", [][2]string{clinician("边个唔舒服呀"),
			patient("我个仔，五岁，佢琴晚开始发烧，嗯，三十八度六，然后就话耳仔痛，成晚喊")},
			[]string{"symptom sym:ear_pain of other", "symptom sym:fever of other"}},
		{"Mandarin: the husband's fever, then his cough", [][2]string{clinician("家里有人生病吗"), patient("我老公前两天感冒了，然后咳嗽")},
			[]string{"condition cond:common_cold of other", "symptom sym:cough of family"}},
		{"near miss: then I", [][2]string{clinician("家里有人生病吗"), patient("我老公前两天感冒了，然后我也咳嗽")},
			[]string{"condition cond:common_cold of other", "symptom sym:cough"}},
	})
}

package understand_test

import "testing"

// "哆嗦" in a turn that tells a tremor and no cold is the tremor again, not
// chills (zh/w1: "手抖，嘛，端碗都哆嗦，写字也抖"). With cold, or with no
// tremor, it is chills.
func TestShakeAsTremor(t *testing.T) {
	runCases(t, []readCase{
		{"w1: 端碗都哆嗦 with a tremor", [][2]string{
			clinician("哪儿不舒服"),
			patient("手抖，嘛，端碗都哆嗦，写字也抖，有个三四年了")},
			[]string{"symptom sym:tremor"}},
		{"拿筷子都哆嗦 with a tremor", [][2]string{
			clinician("怎么了"),
			patient("这手抖得厉害，拿筷子都哆嗦")},
			[]string{"symptom sym:tremor"}},
		{"near miss: cold shivering", [][2]string{
			clinician("哪儿不舒服"),
			patient("发烧，冷得直哆嗦")},
			[]string{"symptom sym:fever", "symptom sym:chills"}},
		{"near miss: shivering with no tremor", [][2]string{
			clinician("哪儿不舒服"),
			patient("发烧，浑身哆嗦")},
			[]string{"symptom sym:fever", "symptom sym:chills"}},
	})
}

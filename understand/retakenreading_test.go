package understand_test

import "testing"

// A temperature taken again is said as a number alone: "刚才又量了一下，38.5"
// was read as nothing, so the record kept the earlier 39.2 as the
// temperature now (s42 blind round 6).
func TestTemperatureTakenAgain(t *testing.T) {
	zhFirst := patient("就诊人是我儿子，我是他妈妈。孩子昨天晚上开始发烧，最高39度2。")
	enFirst := patient("I've brought my son in, he's 3. Temp was 38.9 at 2am, gave him Calpol.")
	runCases(t, []readCase{
		{"s42 round 6: 又量了一下", [][2]string{zhFirst, assistant("有咳嗽吗？"), patient("有点咳。"), patient("刚才又量了一下，38.5。")},
			[]string{"observation vital:temperature"}},
		{"said by the patient", [][2]string{patient("I had a temperature of 38.9 last night."), assistant("And now?"), patient("Just checked, it's 37.8 now.")},
			[]string{"observation vital:temperature"}},
		{"s42 round 6: just checked", [][2]string{enFirst, assistant("How's he now?"), patient("Just checked, 37.8.")},
			[]string{"observation vital:temperature"}},
		// Near misses: no reading before, or nothing taken again.
		{"near miss: no temperature before", [][2]string{patient("孩子有点咳。"), patient("刚才又量了一下，38.5。")}, nil},
		{"near miss: not taken again", [][2]string{enFirst, assistant("How old is he?"), patient("He's 3, 38 months.")}, nil},
	})
}

package understand_test

import "testing"

// A complaint told as what riding a vehicle always brings on is travel
// sickness, not a complaint of now (travelsickness.go).
func TestTravelSicknessIsNoComplaintOfNow(t *testing.T) {
	runCases(t, []readCase{
		{"zh-q1-030: seasick on every boat, a patch asked for", [][2]string{patient("下礼拜跟老年协会去普陀山烧香，要坐船。我一坐船就头晕要吐，帮我拿两张晕船贴。")},
			[]string{"condition cond:motion_sickness"}},
		{"carsick, dizzy and queasy", [][2]string{patient("我一坐车就头晕想吐。")}, []string{}},
		{"a headache on every flight", [][2]string{patient("我每次坐飞机就头疼。")}, []string{}},
		{"getting on a bus", [][2]string{patient("一上车就恶心。")}, []string{}},
		// Near misses: what walking or standing brings on, and a trip told as past.
		{"near miss: dizzy on walking", [][2]string{patient("我一走路就头晕。")}, []string{"symptom sym:dizziness"}},
		{"near miss: dizzy on standing", [][2]string{patient("我一站起来就头晕。")}, []string{"symptom sym:dizziness"}},
		{"near miss: a boat trip yesterday", [][2]string{patient("昨天坐船头晕了一路。")}, []string{"symptom sym:dizziness"}},
	})
}

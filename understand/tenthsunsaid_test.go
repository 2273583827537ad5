package understand_test

import "testing"

// A sugar said with its tenths unsaid ("八点几", "十一点多") is a reading
// above the integer, flagged approximate as "一百一十多下" is; the same words
// said of the clock are no reading.
func TestASugarWithItsTenthsUnsaid(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, concept, value string }{
		{"空腹血糖还是八点几", "lab:fasting_glucose", "8"},
		{"餐后两小时血糖十一点多", "lab:postprandial_glucose", "11"},
		{"空腹血糖八点几，饭后两个钟头十二点多", "lab:postprandial_glucose", "12"},
		{"空腹血糖八点几，饭后两个钟头十二点多", "lab:fasting_glucose", "8"},
	} {
		got, approx := "", ""
		for _, s := range r.Read(understandTurn("patient", c.text), nil).Statements {
			if s.Concept == c.concept {
				got, approx = s.Attributes["value"], s.Attributes["approx"]
			}
		}
		if got != c.value || approx == "" {
			t.Errorf("read %q: %s = %q approx %q, want %q approximate", c.text, c.concept, got, approx, c.value)
		}
	}
	runCases(t, []readCase{
		{"a time of day after the sugar's word", [][2]string{patient("血糖八点多测的，还行。")}, []string{}},
		{"a time of day with no sugar word", [][2]string{clinician("血糖最近怎么样？"), patient("我昨晚八点多吃的饭。")}, []string{}},
		{"days of readings summed up", [][2]string{clinician("血糖这两天稳，空腹都在六点几。")}, []string{}},
		{"a relative's sugar is not the patient's", [][2]string{patient("我妈空腹血糖八点几。")}, []string{}},
	})
}

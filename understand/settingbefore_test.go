package understand_test

import "testing"

// Where a reading was taken may be said with the analyte's name, a clause
// before the value: "我在家量血压，早上是150/95" is a home reading, and a clinic
// reading later no longer replaces it (third black-box round, zh13).
func TestASettingSaidWithTheAnalyteBeforeTheValue(t *testing.T) {
	r := newReader(t)
	for _, tt := range []struct{ text, want string }{
		{"我在家量血压，早上是150/95。", "home"},
		{"I check my blood pressure at home, this morning it was 150/95.", "home"},
		// Near misses: two settings named leave it unsaid; a setting
		// with the value itself, as before.
		{"我在家量血压，今天去诊所量的是160/100。", ""},
		{"我在家量的血压150/95。", "home"},
		{"今天诊室量的是160/100。", "clinic"},
	} {
		settings := attributeOf(r, tt.text, "vital:bp", "setting")
		got, n := lastOf(settings), len(settings)
		if n != 1 || got != tt.want {
			t.Errorf("%q: %d readings, setting %q, want one, %q", tt.text, n, got, tt.want)
		}
	}
}

package extract

import "testing"

func TestChineseNumberReadsTheWholeString(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"五", 5, true}, {"十", 10, true}, {"十五", 15, true}, {"四十七", 47, true}, {"两", 2, true},
		{"一百二十", 120, true},
		{"", 0, false}, {"五毫克", 0, false}, {"5", 0, false}, {"点五", 0, false},
	} {
		got, ok := ChineseNumber(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("ChineseNumber(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

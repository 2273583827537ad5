package understand_test

import "testing"

// A number said with "fasting" after it is a fasting sugar (s47 blind
// round 15 en02); a time of fasting is not.
func TestANumberThenFastingIsAFastingSugar(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ name, text, want string }{
		{"r15 en02: 128 fasting", "128 fasting.", "128 mg/dL"},
		{"7.2 fasting this morning", "My sugar was 7.2 fasting this morning", "7.2 mmol/L"},
		{"near-miss: 12 hours fasting", "I was 12 hours fasting.", ""},
		{"near-miss: fasting for 12 hours", "I was fasting for 12 hours", ""},
		{"near-miss: 2 days fasting", "I did 2 days fasting", ""},
	} {
		got := ""
		for _, st := range readLast(r, patient(c.text)).Statements {
			if st.Concept == "lab:fasting_glucose" {
				got = st.Attributes["value"] + " " + st.Attributes["unit"]
			}
		}
		if got != c.want {
			t.Errorf("%s: %q read %q, want %q", c.name, c.text, got, c.want)
		}
	}
}

package understand_test

import "testing"

// A reading told, in the same turn, to have come down to another value
// is kept at the value of now (u1: "心率一百八十几，是阵发性室上速。…好，下来
// 了，现在七十八"); another quantity between them keeps its own.
func TestReadingBroughtDown(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, concept, want string
	}{
		{"u1: a heart rate of 180-odd, now 78", "心率一百八十几，是阵发性室上速。我先教侬做个改良的屏气动作，好，下来了，现在七十八。感觉哪能？", "vital:heart_rate", "78"},
		{"a temperature brought down", "刚才体温三十九度二，打了退烧针，降下来了，现在三十七度五。", "vital:temperature", "37.5"},
		{"a sugar brought down to", "血糖刚才二十二点三，打了胰岛素，降到了十一点五。", "lab:glucose", "11.5"},
		{"near miss: another quantity comes down", "心率一百一十，血压也下来了，现在一百三。", "vital:heart_rate", "110"},
		{"near miss: no coming down", "心率一百八十几，是阵发性室上速。", "vital:heart_rate", "180"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, clinician(c.text))
			got := ""
			for _, st := range rd.Statements {
				if st.Concept == c.concept {
					got = st.Attributes["value"]
				}
			}
			if got != c.want {
				t.Errorf("%s read as %q, want %q", c.concept, got, c.want)
			}
		})
	}
}

package understand_test

import "testing"

// A length of time right after a person word, closing its clause, is their
// age and no finding's duration; a length said of the finding still is.
func TestAChildsAgeIsNoDuration(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, concept, want string
	}{
		{"r13 zh02: 宝宝五个多月，昨晚开始发烧", "我是宝宝妈妈，帮她问一下。宝宝五个多月，昨晚开始发烧，最高38.6", "sym:fever", ""},
		{"宝宝五个月大，发烧", "我是宝宝妈妈，帮她问一下。宝宝五个月大，昨天开始发烧", "sym:fever", ""},
		{"near-miss: the age, then the fever's own length", "我是宝宝妈妈，帮她问一下。宝宝五个月大，发烧两天了", "sym:fever", "两天"},
		{"near-miss: 咳嗽三天了", "咳嗽三天了", "sym:cough", "三天"},
		{"near-miss: 我咳嗽，三天了", "我咳嗽，三天了", "sym:cough", "三天"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := lastOf(attributeOf(r, c.text, c.concept, "duration")); got != c.want {
				t.Errorf("%q: duration of %s %q, want %q", c.text, c.concept, got, c.want)
			}
		})
	}
}

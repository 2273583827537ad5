package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// How long a finding has lasted is a length of time the turn tells of it,
// never a dose's "one a day", and the one in the finding's own sentence
// before one elsewhere.
func TestHowLongAFindingHasLasted(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ name, text, concept, want string }{
		{"a dose's one a day is no length of time", "头晕 在吃氨氯地平 一天一片", "sym:dizziness", ""},
		{"a length said with the finding", "头晕三天了 在吃氨氯地平 一天一片", "sym:dizziness", "三天"},
		{"the finding's own sentence first", "膝盖疼了两个礼拜。头疼三天了。", "sym:headache", "三天"},
		{"a length in another sentence still tells", "I've got a headache. It's been going on for three days.", "sym:headache", "three days"},
		{"a length told of another finding is not this one's", "I've had this cough for about two weeks. My wife says I wheeze when I sleep.", "sym:wheezing", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, [2]string{understand.Patient, c.text})
			found := false
			for _, st := range rd.Statements {
				if st.Concept != c.concept {
					continue
				}
				found = true
				if got := st.Attributes["duration"]; got != c.want {
					t.Errorf("%s duration = %q, want %q", c.concept, got, c.want)
				}
			}
			if !found {
				t.Fatalf("no statement of %s in %+v", c.concept, rd.Statements)
			}
		})
	}
}

package understand_test

import (
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A drug given for a stated length is taken until then; a length that
// has gone by, or a long one, sets no end.
func TestCourseOfAStatedLengthEnds(t *testing.T) {
	r := newReader(t)
	day := 24 * time.Hour
	cases := []struct {
		speaker, text, concept string
		course                 string
		until                  time.Duration // 0: no end
	}{
		{"clinician", "That's shingles. Valaciclovir 1 g three times a day for seven days.", "drug:valacyclovir", "seven days", 7 * day},
		{"clinician", "I'll give you doxycycline, 200 mg the first day then 100 mg daily for a week.", "drug:doxycycline", "a week", 7 * day},
		{"clinician", "给你开阿莫西林，一天三次，吃一个礼拜。", "drug:amoxicillin", "一个礼拜", 7 * day},
		{"patient", "The GP gave me amoxicillin for five days.", "drug:amoxicillin", "five days", 5 * day},
		{"clinician", "Prednisolone 40 mg for 5 days, and keep the salbutamol.", "drug:prednisolone", "5 days", 5 * day},
		// The salbutamol goes on: the length is the prednisolone's.
		{"clinician", "Prednisolone 40 mg for 5 days, and keep the salbutamol.", "drug:salbutamol", "", 0},
		// How long it has been taken is no course.
		{"patient", "I've been on amoxicillin for five days.", "drug:amoxicillin", "", 0},
		{"patient", "阿莫西林吃了五天了。", "drug:amoxicillin", "", 0},
		// Longer than a month: a clinician reviews it, it does not end by itself.
		{"clinician", "Stay on the sertraline for six months.", "drug:sertraline", "", 0},
		{"patient", "I take metformin 500 twice a day.", "drug:metformin", "", 0},
		// A trial of a drug taken for long is reviewed, it does not end by itself.
		{"clinician", "Let's try sertraline 50 mg for a month and see how you feel.", "drug:sertraline", "", 0},
		// A step of a taper: the drug goes on after it.
		{"clinician", "Prednisolone 40 mg for 5 days, then 20 mg.", "drug:prednisolone", "", 0},
		{"clinician", "泼尼松每天40毫克吃五天，然后减到20毫克。", "drug:prednisone", "", 0},
		// The length in the next sentence, given to the drug just named.
		{"clinician", "Amoxicillin 500 mg three times a day. Take it for seven days.", "drug:amoxicillin", "seven days", 7 * day},
		{"clinician", "给你开头孢克洛，一天三次。吃五天。", "drug:cefaclor", "五天", 5 * day},
		// Not when the next sentence names another drug, or is about something else.
		{"clinician", "Amoxicillin 500 mg three times a day. Take it with ibuprofen for five days.", "drug:amoxicillin", "", 0},
		{"clinician", "Amoxicillin 500 mg three times a day. Rest for five days.", "drug:amoxicillin", "", 0},
		// A dose raised for a while: the drug goes on after it.
		{"clinician", "Increase the prednisolone to 40 mg for five days.", "drug:prednisolone", "", 0},
	}
	for _, c := range cases {
		rd := r.Read(understand.Turn{Speaker: c.speaker, Text: c.text, At: at}, nil)
		found := false
		for _, s := range rd.Statements {
			if s.Concept != c.concept {
				continue
			}
			found = true
			var until time.Duration
			if s.Until != nil {
				until = s.Until.Sub(at)
			}
			if until != c.until || s.Attributes["course"] != c.course {
				t.Errorf("%q: %s until +%v course %q, want +%v %q", c.text, c.concept, until, s.Attributes["course"], c.until, c.course)
			}
		}
		if !found {
			t.Errorf("%q: no statement of %s in %+v", c.text, c.concept, rd.Statements)
		}
	}
}

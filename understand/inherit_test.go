package understand_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A parent who spoke for their child in one session speaks for them at the
// next, unannounced (s49, blind round 16 zh04: "孩子晚上不咳了，也不喘了"
// two weeks after "我是孩子他爸，帮我儿子问问"); a daughter who spoke for her
// father does not, since he may come alone.
func TestAnnouncementInheritedByTheNextSession(t *testing.T) {
	r := newReader(t)
	cases := []struct {
		name, before string
		turns        [][2]string
		want         []string
	}{
		{"zh04: the child's cough is over", "大夫你好，我是孩子他爸，帮我儿子问问。孩子七岁，有哮喘，这两天晚上老咳。",
			[][2]string{patient("大夫，俩礼拜到了，孩子晚上不咳了，也不喘了。")},
			[]string{"symptom sym:cough historical", "symptom sym:dyspnea historical"}},
		{"en: he is the son brought in", "I've brought my son in, he's 6, he's had a cough for a week",
			[][2]string{patient("He's much better, the cough's gone.")},
			[]string{"symptom sym:cough historical"}},
		{"the parent's own headache is family history", "I've brought my son in, he's 6, he's had a cough for a week",
			[][2]string{patient("I've had a headache since Monday")},
			[]string{"symptom sym:headache of parent"}},
		{"a clinician's turn first changes nothing", "大夫你好，我是孩子他爸，帮我儿子问问。孩子七岁，有哮喘，这两天晚上老咳。",
			[][2]string{clinician("两周到了，孩子怎么样？"), patient("孩子晚上不咳了。")},
			[]string{"symptom sym:cough historical"}},
		{"near miss: the daughter typing for her father is not inherited", "I'm typing for my dad, he's had a cough for a week",
			[][2]string{patient("I've had a headache since Monday")},
			[]string{"symptom sym:headache"}},
		{"near miss: nothing was announced", "我这两天老咳嗽。",
			[][2]string{patient("孩子晚上不咳了。")},
			[]string{"symptom sym:cough historical of child"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			inherited := understand.Inherit(r.Read(understand.Turn{Speaker: understand.Patient, Text: c.before}, nil))
			var prior []understand.Prior
			var rd understand.Reading
			for _, tn := range c.turns {
				rd = r.Read(understand.Turn{Speaker: tn[0], Text: tn[1], Inherited: inherited}, prior)
				prior = append(prior, understand.Prior{Speaker: tn[0], Reading: rd})
			}
			var got []string
			for _, st := range rd.Statements {
				got = append(got, said(st))
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("after %q, read %q:\n got  %q\n want %q", c.before, c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

// Once the new session has a patient turn, its own turns carry who speaks:
// an announcement inherited from before is not read again.
func TestInheritedOnlyBeforeTheSessionsFirstPatientTurn(t *testing.T) {
	r := newReader(t)
	inherited := understand.Inherit(r.Read(understand.Turn{Speaker: understand.Patient, Text: "I've brought my son in, he's 6, he's had a cough for a week"}, nil))
	first := r.Read(understand.Turn{Speaker: understand.Patient, Text: "Hi, it's me again, Tom, I'm 34."}, nil)
	rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: "I've had a headache since Monday", Inherited: inherited},
		[]understand.Prior{{Speaker: understand.Patient, Reading: first}})
	if len(rd.Statements) != 1 || said(rd.Statements[0]) != "symptom sym:headache" {
		t.Errorf("statements %v, want the patient's own headache", rd.Statements)
	}
}

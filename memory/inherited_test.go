package memory_test

import (
	"fmt"
	"sort"
	"testing"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A parent who spoke for their child in the first session and comes back
// without saying so again still speaks for the child: the cough they tell
// over is the patient's, closed, and no family history of a cough is
// written (s49, blind round 16 zh04). A daughter who typed for her father
// is not carried over: a headache told at the next visit is the patient's.
func TestTheNextSessionInheritsAParentSpeakingForTheirChild(t *testing.T) {
	cases := []struct {
		name   string
		first  string
		second [][2]string
		want   []string
	}{
		{"zh04", "大夫你好，我是孩子他爸，帮我儿子问问。孩子七岁，有哮喘，这两天晚上老咳。",
			[][2]string{{"clinician", "两周到了，孩子怎么样？"}, {"patient", "大夫，俩礼拜到了，孩子晚上不咳了。"}},
			[]string{"cond:asthma active", "sym:cough inactive"}},
		{"en", "I've brought my son in, he's 6, he's had a cough for a week",
			[][2]string{{"patient", "He's much better, the cough's gone."}},
			[]string{"sym:cough inactive"}},
		{"near miss: the father comes alone", "I'm typing for my dad, he's had a cough for a week",
			[][2]string{{"patient", "I've had a headache since Monday"}},
			[]string{"sym:cough active", "sym:headache active"}},
	}
	for name, backend := range recordBackends(t) {
		for _, c := range cases {
			t.Run(name+"/"+c.name, func(t *testing.T) {
				e := newEnv(t, backend, nil)
				e.turnIn("s1", "t1", "patient", c.first, nil)
				for i, turn := range c.second {
					e.turnIn("s2", fmt.Sprintf("t%d", i+2), turn[0], turn[1], nil)
				}
				var got []string
				for _, f := range e.record() {
					if f.Type == entity.FamilyHistory {
						t.Errorf("family history written: %s %s", f.Display, f.Status)
					}
					if f.Type == entity.Symptom || f.Type == entity.Condition {
						got = append(got, f.Attributes[entity.ConceptAttribute]+" "+f.Status)
					}
				}
				sort.Strings(got)
				if fmt.Sprint(got) != fmt.Sprint(c.want) {
					t.Errorf("facts %q, want %q", got, c.want)
				}
			})
		}
	}
}

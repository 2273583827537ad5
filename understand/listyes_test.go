package understand_test

import (
	"fmt"
	"sort"
	"testing"
)

// A bare yes to a question that lists findings does not say which: each is
// proposed for a clinician to confirm (a confidence below the gate's claim
// threshold, 0.5), neither written as had nor dropped. An answer that says
// which, or a yes to one finding, is read as before, with full confidence.
func TestABareYesToAList(t *testing.T) {
	q := assistant("Any fever or chills?")
	cases := []struct {
		name     string
		turns    [][2]string
		want     []string
		proposed bool
	}{
		{"yes to two findings", [][2]string{q, patient("Yes.")}, []string{"symptom sym:chills", "symptom sym:fever"}, true},
		{"yeah to three findings", [][2]string{assistant("Any headache, fever or neck stiffness?"), patient("Yeah.")},
			[]string{"symptom sym:fever", "symptom sym:headache", "symptom sym:neck_stiffness"}, true},
		{"有 to two findings", [][2]string{assistant("有没有发烧、发冷？"), patient("有。")}, []string{"symptom sym:chills", "symptom sym:fever"}, true},
		// Near misses: a yes to one, an answer that says which, a no, both.
		{"yes to one finding", [][2]string{assistant("Any fever?"), patient("Yes.")}, []string{"symptom sym:fever"}, false},
		{"yes with the one named", [][2]string{q, patient("Yes, the fever.")}, []string{"symptom sym:fever"}, false},
		{"yes to the last one", [][2]string{assistant("Any cough, fever or rash?"), patient("Yes to the last one.")}, []string{}, false},
		{"a yes to what the answer names", [][2]string{q, patient("Yes. I've had a cough.")}, []string{"symptom sym:cough"}, false},
		{"a yes taken back later", [][2]string{q, patient("Oh right, aye. No, I don't, I haven't looked.")}, []string{}, false},
		{"all three", [][2]string{assistant("Have you had any fevers, night sweats, or lost any weight?"), patient("yeah, all three, to be honest.")},
			[]string{"symptom sym:fever", "symptom sym:night_sweats"}, false},
		{"no to both", [][2]string{q, patient("No.")}, []string{"symptom sym:chills negated", "symptom sym:fever negated"}, false},
		{"both", [][2]string{q, patient("Yes, both.")}, []string{"symptom sym:chills", "symptom sym:fever"}, false},
	}
	r := newReader(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			got := []string{}
			for _, st := range rd.Statements {
				got = append(got, said(st))
				if proposed := st.Confidence < 0.5; proposed != c.proposed {
					t.Errorf("%s: confidence %.2f, want proposed=%v", said(st), st.Confidence, c.proposed)
				}
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("read %q:\n got  %q\n want %q", c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

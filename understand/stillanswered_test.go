package understand_test

import (
	"strings"
	"testing"
)

// "Are you still taking the metformin?" "No, I'm not." stops it, and "Yes,
// but only once a day now" keeps it with how often it is taken now; the
// second lost its frequency (session 41 blind round): a dose or frequency
// said alone in a yes to the one drug asked is that drug's.
func TestADrugStillTakenAnsweredWithHowOften(t *testing.T) {
	asked := clinician("Are you still taking the metformin?")
	runCases(t, []readCase{
		{"s41: No, I'm not", [][2]string{asked, patient("No, I'm not.")}, []string{"medication drug:metformin stopped"}},
		{"s41: Yes, but only once a day now", [][2]string{asked, patient("Yes, but only once a day now.")}, []string{"medication drug:metformin"}},
		{"near-miss: a bare yes", [][2]string{asked, patient("Yes.")}, []string{"medication drug:metformin"}},
		{"near-miss: a bare no", [][2]string{asked, patient("No.")}, []string{"medication drug:metformin stopped"}},
	})
	r := newReader(t)
	for _, c := range []struct {
		turns [][2]string
		want  string
	}{
		{[][2]string{asked, patient("Yes, but only once a day now.")}, "frequency=qd"},
		{[][2]string{asked, patient("Yes, 500 mg twice a day.")}, "dose=500 mg frequency=bid"},
		// Near misses: a bare yes says no frequency; two drugs asked, or
		// a no, take none (the two drugs are both still taken, each
		// without it: druglist.go); the drug named in the answer keeps its
		// own.
		{[][2]string{asked, patient("Yes.")}, ""},
		{[][2]string{asked, patient("No, I stopped it, I was taking it twice a day.")}, ""},
		{[][2]string{clinician("Are you still taking the metformin and the gliclazide?"), patient("Yes, twice a day.")}, "|"},
		{[][2]string{asked, patient("Yes, metformin 850 twice a day.")}, "dose=850 frequency=bid"},
	} {
		var got []string
		for _, st := range readLast(r, c.turns...).Statements {
			var kv []string
			for _, k := range []string{"dose", "frequency"} {
				if v := st.Attributes[k]; v != "" {
					kv = append(kv, k+"="+v)
				}
			}
			got = append(got, strings.Join(kv, " "))
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: %q, want %q", c.turns[len(c.turns)-1][1], strings.Join(got, "|"), c.want)
		}
	}
}

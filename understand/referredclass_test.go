package understand_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A class phrase that coref resolved to a known drug ("that water tablet I
// told you about" → furosemide) is that drug, not a second medication of
// the class; a class said without a reference, of another class or as a
// new one stays the class.
func TestAClassReferringToAKnownDrugIsNoSecondMedication(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name, text, ref, concept string
		within                   bool
		want                     []string
	}{
		{"a water tablet resolved in the window", "That water tablet I told you about, I've been taking it every morning.", "That water tablet",
			"drug:furosemide", true, []string{}},
		{"a water tablet resolved to an earlier session", "That water tablet I told you about, I've been taking it every morning.", "That water tablet",
			"drug:furosemide", false, []string{}},
		{"那个降压药 resolved in the window", "上次说的那个降压药，我每天早上都在吃。", "上次说的那个降压药", "drug:amlodipine", true, []string{}},
		// Near misses.
		{"no reference: the class stays", "I've been taking a water tablet every morning.", "", "", false,
			[]string{"medication class:diuretics"}},
		{"a self-repair in the window, told of by no one", "That's right, the bendro... the water tablet, the two and a half.", "the water tablet",
			"drug:bendroflumethiazide", true, []string{"medication class:diuretics"}},
		{"a new one of the class", "That new water tablet I told you about, I've been taking it every morning.", "That new water tablet",
			"drug:furosemide", true, []string{"medication class:diuretics"}},
		{"the drug resolved is not of the class", "That water tablet I told you about, I've been taking it every morning.", "That water tablet",
			"drug:amlodipine", true, []string{"medication class:diuretics"}},
		{"a stop within the window is left to the reading", "上次说的那个降压药，我已经停了。", "上次说的那个降压药", "drug:amlodipine", true,
			[]string{"medication class:antihypertensives stopped"}},
		{"a stop beyond the window stops the drug", "上次说的那个降压药，我已经停了。", "上次说的那个降压药", "drug:amlodipine", false,
			[]string{"medication drug:amlodipine stopped"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			turn := understand.Turn{Speaker: understand.Patient, Text: c.text, At: at}
			rd := r.Read(turn, nil)
			var refs []understand.Referred
			if c.ref != "" {
				start := utf8.RuneCountInString(c.text[:strings.Index(c.text, c.ref)])
				refs = append(refs, understand.Referred{Span: [2]int{start, start + utf8.RuneCountInString(c.ref)}, Concept: c.concept, Within: c.within})
			}
			got := []string{}
			for _, st := range r.WithReferred(turn, rd, refs) {
				if st.Type == "medication" {
					s := st.Type + " " + st.Concept
					if st.Status != "" {
						s += " " + st.Status
					}
					got = append(got, s)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("%q: got %q, want %q", c.text, got, c.want)
			}
		})
	}
}

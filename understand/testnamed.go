package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An illness that names a test, set before the test's noun ("rising tumor
// markers", "a cancer screening", "the HIV test"), is what the test looks
// for, not an illness the patient is said to have: whether they have it
// is for the result to tell.

// testNouns are the nouns of a test an illness may stand before.
var testNouns = []string{"marker", "markers", "test", "tests", "testing", "screen", "screens", "screening", "screenings", "panel", "workup", "work-up"}

// namesATest reports whether condition mention m stands right before a
// test's noun.
func namesATest(tx text, m extract.Mention) bool {
	after := strings.Fields(tx.after(m))
	return len(after) > 0 && hasAnyWord(strings.Trim(after[0], ",.?!"), testNouns)
}

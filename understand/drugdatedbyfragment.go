package understand

import (
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "When did you first notice it?" "Approximately six months back. I took
// over the counter antacids and got some relief so I did not go to the
// doctor." (MTS-Dialog dev train-799): the fragment dates the next
// sentence, as datedByFragment reads for a finding, and the antacids
// taken then were written as taken now. A drug told with a verb of taking
// it ("took", "tried", "used") in the sentence right after a bare time
// fragment well in the past was taken then. A drug the patient was put on
// or started then ("About a year ago. I started metformin", "I was put on
// metformin") is a drug begun, which may go on, and stays as read.

// takenThenVerbs tell a drug taken, before it in its clause.
var takenThenVerbs = []string{"took", "tried", "used", "had"}

// begunWords, in the drug's sentence, tell it begun rather than taken.
var begunWords = []string{"started", "began", "put me on", "was put on", "prescribed", "since", "still", "keep", "been taking"}

// drugTakenDatedByFragment reports whether drug mention m is told taken in
// the simple past right after a time fragment over half a year back.
func drugTakenDatedByFragment(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	if !hasAnyWord(tx.before(m), takenThenVerbs) || hasAnyWord(tx.sentenceOf(m.Span[0]), begunWords) {
		return false
	}
	return datedByFragment(x, tx, m, at)
}

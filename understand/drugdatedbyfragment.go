package understand

import (
	"regexp"
	"strings"
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

// longAgoAlone is all a sentence says besides the drug it names, when the
// drug was taken long ago: "Citalopram, years ago." (session 71's review
// 7, E17) answers "Have you been on anything for your mood before?" with a
// drug of the past, which was written as taken now.
var longAgoAlone = regexp.MustCompile(`^(?:(?:oh|um|er|erm|yeah|yes|well|that was|it was|about|maybe|like|way|many|a few|some)[ ,]+)*(?:years|ages|donkey's years|decades|a long time|a good while|a few years|many years|some years) ago$|^(?:years|ages) back$|^(?:好多年|很多年|好几年|多年|几年|老早|很久)(?:以?前)$`)

// drugNamedWithALongAgo reports whether drug mention m's sentence says
// nothing but the drug and a time long gone.
func drugNamedWithALongAgo(tx text, m extract.Mention) bool {
	s, _ := tx.bounds(tx.sent, m.Span[0])
	e := tx.sentenceEnd(m)
	rest := strings.Trim(tx.between(s, m.Span[0])+" "+tx.between(m.Span[1], e), " ,，.。…!！")
	rest = strings.Join(strings.Fields(strings.ReplaceAll(rest, ",", " , ")), " ")
	rest = strings.Trim(strings.ReplaceAll(rest, " ,", ","), " ,")
	return longAgoAlone.MatchString(rest)
}

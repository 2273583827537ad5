package understand

import (
	"regexp"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// hadOnADayBefore ends the words before a finding had once: "I had a",
// "I'd the", "I got a real".
var hadOnADayBefore = regexp.MustCompile(`\bi(?: had|'d| got)(?: (?:a|an|some|the|this|one|two|a couple of|a few|a real|a bad|a nasty|a little|a slight|a bit of|real|bad|nasty|little|slight|terrible|awful|proper|massive|big))*\s*$`)

// enHadOnADayGoneBy reports whether an English symptom is told as had, in
// the simple past, on a day before yesterday, with nothing in the rest of
// the turn that carries it on, and not told as current earlier in the
// session: "I had a nosebleed Tuesday at work", "I'd the night sweats
// Tuesday night". "Last night I had the chills" may still go on.
func enHadOnADayGoneBy(x extract.Result, s Statement, tx text, m extract.Mention, at time.Time, prior []Prior) bool {
	if isHan(m.Text) || !datedBeforeYesterday(x, tx, m, at) || !hadOnADayBefore.MatchString(tx.before(m)) {
		return false
	}
	rest := tx.from(tx.sentenceStart(m.Span[0]))
	if hasAnyWord(rest, carriedOn) || hasAnyWord(rest, ongoingWords) || holdsAny(rest, ongoingParts) {
		return false
	}
	// "This morning I felt dizzy" … "About three weeks ago, I had a dizzy
	// episode": the one of now stays.
	return len(currentBefore(prior, func(o Statement) bool { return o.Concept == s.Concept })) == 0
}

// datedBeforeYesterday reports whether m's sentence names a time, and
// every time it names is a day that ended before yesterday: "Tuesday", not
// "last night", "last week" nor a time told in another sentence.
func datedBeforeYesterday(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	y := at.AddDate(0, 0, -1)
	yesterday := time.Date(y.Year(), y.Month(), y.Day(), 0, 0, 0, 0, y.Location())
	n := 0
	for _, t := range x.Times {
		if tx.sent[t.Span[0]] != tx.sent[m.Span[0]] {
			continue
		}
		if !t.End.Before(yesterday) || t.Granularity != "day" && t.Granularity != "part_of_day" {
			return false // "Last week I had ear pain", "I stopped it last month, and after that I had palpitations" may go on
		}
		n++
	}
	return n > 0
}

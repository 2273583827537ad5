package understand

import (
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A story dated well in the past goes on in the simple past: "I had some
// extreme fatigue back in nineteen ninety one. I was in therapy for six
// years. … The stress at work was overwhelming." (MTS-Dialog dev
// train-1137), "I saw someone for it in two thousand and six, and then I
// developed this ear pain." (train-775). The date (a year gone by, "two
// years ago") dates every clause told after it in the simple past until
// the turn says something of now: a verb in the present ("I have", "it's"),
// a word of now or of what goes on ("still", "now", "since"), or a time of
// its own that is recent ("last week"). A diagnosis dated ("I was
// diagnosed with diabetes in 2010") is of an illness that goes on, and a
// question tells nothing.

// storyNowWords, between the date and the finding or anywhere after it in
// the turn, carry the story into now; "again" does so only in the
// finding's sentence or after it.
var storyNowWords = append([]string{"since", "lately", "recently", "always", "anymore", "any more", "ever since", "these past", "this past",
	"diagnosed", "until", "till"}, stillGoingWords...)

// storyPresentVerbs tell a clause in the present.
var storyPresentVerbs = []string{"have", "has", "'ve", "i'm", "am", "is", "are", "it's", "that's", "there's", "he's", "she's", "do", "does",
	"don't", "doesn't", "get", "gets", "feel", "feels", "can", "can't", "will", "'ll", "keep", "keeps"}

// storyPastVerbs tell the finding's sentence in the simple past.
var storyPastVerbs = append([]string{"saw", "started", "began", "noticed", "broke", "hurt", "fell", "did"}, pastToldVerbs...)

// toldUnderAPastDate reports whether English finding m is told in the
// simple past after a date at least a year before at, in the same turn,
// with nothing between or after that brings the story to now.
func toldUnderAPastDate(x extract.Result, tx text, at time.Time, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	const year = 365 * 24 * time.Hour
	anchor := -1
	for i, t := range x.Times {
		if t.Span[1] <= m.Span[0] {
			anchor = i
			continue
		}
		if tx.sent[t.Span[0]] == tx.sent[m.Span[0]] && at.Sub(t.End) < year {
			return false // "I broke it in 2010, and last week I had pain again"
		}
	}
	if anchor < 0 || at.Sub(x.Times[anchor].End) < year {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if strings.HasSuffix(strings.TrimSpace(sent), "?") || !hasAnyWord(sent, storyPastVerbs) {
		return false
	}
	story := tx.between(tx.sentenceStart(x.Times[anchor].Span[0]), tx.sentenceEnd(m))
	rest := tx.from(tx.sentenceEnd(m))
	return !hasAnyWord(story, storyPresentVerbs) && !hasAnyWord(story, storyNowWords) && !hasAnyWord(rest, storyNowWords) &&
		!hasWord(sent+rest, "again") // "then I had it again": back, maybe now; "started working again" before it is not

}

// reasonWords, right before a condition (with "my", "the", "a" between),
// make it the reason of the event told: "I had a heart attack in 2010
// because of my high blood pressure". A chronic reason goes on after the
// event, and only an acute one is over with the story.
var reasonWords = []string{"because of", "due to", "for", "from", "with", "caused by", "secondary to"}

// reasonOfTheEvent reports whether condition m is told as the reason of
// the event of its sentence.
func reasonOfTheEvent(tx text, m extract.Mention) bool {
	before := strings.TrimSpace(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]))
	for _, det := range []string{" my", " the", " a", " an", " his", " her"} {
		before = strings.TrimSuffix(before, det)
	}
	for _, w := range reasonWords {
		if strings.HasSuffix(before, " "+w) {
			return true
		}
	}
	return false
}

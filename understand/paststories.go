package understand

import (
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A story the patient dates well before now and closes with getting well
// ("In November last year, I got dizzy… I threw up several times… I felt
// better and back to normal after I woke up") tells an episode that is
// over: what it names was had then. The simple past alone is not enough
// ("I had some nausea, and I threw up a few times" is read as now), so the
// story must be dated before the turn and its recovery told after it.

var (
	// recoveredWords tell, after a story, that the patient got well.
	recoveredWords = []string{"felt better", "feeling better", "got better", "back to normal", "went back to normal", "was fine after",
		"was fine again", "was okay after", "was ok after", "went away", "cleared up", "recovered", "settled down", "it passed",
		"后来好了", "后来就好了", "就好了", "好利索了", "没事了", "恢复了"}
	// storyGoesOn, after the recovery, bring the story back to now.
	storyGoesOn = []string{"again", "since then", "ever since", "still", "now", "but then", "came back", "这次", "又", "现在", "还"}
	// storyPresent keep a clause of the story in the present.
	storyPresent = []string{"'ve", "have", "has", "still", "since", "now", "today", "keep", "keeps", "every", "usually", "always",
		"'m", "am", "is", "are", "现在", "一直", "还"}
)

// recoveredStory reports whether symptom mention i is told in a story
// dated more than ten days before the turn, in the past, that the turn
// closes, after the mention's sentence, by saying the patient got well.
func recoveredStory(x extract.Result, tx text, i int, at time.Time) bool {
	m := x.Mentions[i]
	anchor := -1
	for _, tr := range x.Times {
		if tr.Span[0] <= m.Span[0] && !tr.End.IsZero() && at.Sub(tr.End) > 10*24*time.Hour {
			anchor = tr.Span[0]
		}
	}
	if anchor < 0 {
		return false
	}
	story := tx.between(tx.sentenceStart(anchor), tx.sentenceEnd(m))
	if !hasAnyWord(story, pastTelling) || hasAnyWord(story, storyPresent) {
		return false
	}
	rest := tx.from(tx.sentenceEnd(m))
	k := -1
	for _, w := range recoveredWords {
		if j := strings.Index(rest, w); j >= 0 && (k < 0 || j < k) {
			k = j
		}
	}
	return k >= 0 && !hasAnyWord(rest[k:], storyGoesOn) && !hasAnyWord(rest[:k], storyPresent)
}

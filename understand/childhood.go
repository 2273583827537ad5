package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An illness the patient dates to their childhood ("Chickenpox, oh aye, as a
// wean", "I had it when I was wee", "measles as a small girl") was had then;
// unless the sentence keeps it going ("since I was a kid", "still"), it is
// history, not a current illness.

// childhoodTime dates what a sentence tells to the patient's childhood.
var childhoodTime = regexp.MustCompile(`\b(as a (small |little |wee |young )?(child|kiddie|kiddy|kid|wean|bairn|baby|toddler|girl|boy|teenager|teen|youngster|nipper|lad|lass|laddie|lassie)|` +
	`when i was (a |very |only |just )?(wee|little|small|young|tiny|a kid|a child|a baby|a girl|a boy|a lad|a lass|a teenager|a teen|at school|in school)|` +
	`in (my )?childhood|in primary school|growing up)\b`)

// childhoodKeptGoing keep what was had in childhood going: "since I was a
// kid", "ever since", "still", "to this day".
var childhoodKeptGoing = []string{"since", "still", "to this day", "ever since", "all my life", "always", "now", "these days", "keep", "keeps",
	// A diagnosis dated then starts the illness: "diagnosed when I was small".
	"diagnosed", "started", "began", "i have", "i've got", "have got"}

// toldOfChildhood reports whether m's sentence dates what it tells to the
// patient's childhood and keeps nothing of it going.
func toldOfChildhood(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	return childhoodTime.MatchString(sent) && !hasAnyWord(sent, childhoodKeptGoing) && !holdsAny(sent, []string{"'ve had", "have had", "has had"})
}

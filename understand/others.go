package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Whose a statement is when someone else is named in it: a report of
// another person about the patient, and a person named as the one who
// takes a drug.

// othersSay is someone else's word about the patient: "Our Julie says I'm
// getting forgetful", "my wife thinks I've been snoring".
var othersSay = regexp.MustCompile(`(\S+)\s+(says|said|thinks|thought|reckons|keeps saying|tells me|told me)\s+(that\s+)?(i'm|i am|i've|i have|i was|i)\b`)

// disputedReport reports whether m is what someone else says of the
// patient, which the patient then disputes in the same sentence ("Our Julie
// says I'm getting forgetful and I'm not taking them right, but I am"): the
// observation is for a clinician to weigh, not a fact.
func disputedReport(tx text, m extract.Mention) bool {
	loc := othersSay.FindStringSubmatchIndex(sentenceBefore(tx, m))
	if loc == nil {
		return false
	}
	before := sentenceBefore(tx, m)
	who := before[loc[2]:loc[3]]
	if who == "i" || who == "i've" || containsAny(who, []string{"doctor", "doc", "gp", "nurse", "consultant", "specialist", "pharmacist", "dr"}) {
		return false // the patient's own word, or a clinician's relayed
	}
	return containsAny(restOfSentence(tx, m), []string{"but i am", "but i'm", "but i do", "but i don't", "but i'm not", "but i am not",
		"but i haven't", "but i have", "but i never", "but that's not true", "but it's not true", "but i don't think so"})
}

// notNames are words that open a sentence with a capital and name nobody.
var notNames = map[string]bool{"it": true, "that": true, "this": true, "these": true, "those": true, "there": true, "what": true, "which": true,
	"who": true, "everything": true, "nothing": true, "something": true, "anything": true, "one": true, "mine": true, "he": true, "she": true,
	"they": true, "we": true, "you": true, "i": true, "the": true, "a": true, "an": true, "my": true, "our": true, "your": true, "his": true,
	"her": true, "their": true, "yes": true, "no": true, "yeah": true, "aye": true, "well": true, "so": true, "and": true, "but": true,
	"doctor": true, "dr": true, "nurse": true, "sister": true, "mum": true, "mom": true, "dad": true, "nobody": true, "everyone": true,
	"everybody": true, "someone": true, "somebody": true, "here": true, "now": true, "today": true, "breathing": true, "sleep": true,
	"work": true, "home": true, "nana": true, "granny": true}

// namedVerbs follow a person named as the subject of what is taken.
// "Has" is left out: "Exercise has helped my asthma" opens with a capital
// too.
var namedVerbs = []string{"is on", "'s on", "is taking", "takes", "was on", "has been on", "is still on", "'s still on"}

// namedSubject reports whether m's sentence opens with someone named by a
// first name, as the one who takes what it names ("Tom is on the
// warfarin for his heart"), with nothing of the patient's before m: the
// name is not the patient, who speaks as "I".
func namedSubject(orig []rune, tx text, x extract.Result, m extract.Mention) bool {
	start := tx.sentenceStart(m.Span[0])
	for start < m.Span[0] && !isLatinRune(tx.runes[start]) {
		start++
	}
	end := start
	for end < m.Span[0] && (isLatinRune(tx.runes[end]) && tx.runes[end] != '\'') {
		end++
	}
	if end-start < 2 || len(orig) != len(tx.runes) || orig[start] < 'A' || orig[start] > 'Z' || notNames[tx.between(start, end)] {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] <= start && start < n.Span[1] {
			return false // "Lantus is twenty-four units": the name is a drug's
		}
	}
	before := tx.between(end, m.Span[0])
	return startsWithAny(strings.TrimLeft(before, " "), namedVerbs) != "" && !hasAnyWord(before, speakerWords)
}

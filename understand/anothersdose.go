package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A dose of someone else's drug, taken once at a time the patient tells
// ("my fren give me 1 arcoxia this morning", "my husband's naproxen from
// his back, I had one of those at seven", "one of my mum's co-codamol last
// night"), is what the patient took then, not a drug they are on: written
// current, it is a medication no one prescribed, and the annotators of the
// dev corpora write it past (en-s1-025, en-u1-002, en-r1-014, en-v1-004).
// The patient's own tablets taken today ("i took 1 loratadine last night
// then another one this morning") stay current, and so does a borrowed
// drug taken every day, or one a clinician gave.

// layPeople may own or hand over a drug the patient borrows: family,
// friends and the people one lives or works with, never a clinician.
var layPeople = []string{"friend", "fren", "frens", "mate", "flatmate", "roommate", "housemate", "neighbour", "neighbor", "colleague",
	"coworker", "boyfriend", "girlfriend", "partner", "husband", "hubby", "wife", "brother", "sister", "mum", "mom", "mam", "mother",
	"dad", "father", "son", "daughter", "nan", "gran", "grandma", "aunt", "aunty", "auntie", "uncle", "cousin"}

// ownedBefore is a person's possessive right before the drug ("husband's
// naproxen", "my mum's co-codamol").
var ownedBefore = regexp.MustCompile(`\b([a-z]+)'s\s+$`)

// handedBefore is a person handing the drug over, right before it ("my
// fren give me 1 ", "dave gave me one of his ").
var handedBefore = regexp.MustCompile(`\b([a-z]+)\s+(?:gave|give|gives|lent|passed)\s+me\s+(?:(?:one|1|a|two|2|a couple|some)\s+)?(?:of\s+(?:his|her|their)\s+)?$`)

// aDose counts the doses taken: one or two, not a course.
var aDose = regexp.MustCompile(`\b(?:one|1|two|2|a couple)\b`)

// aTimeTaken is when the dose was taken: a point in time, not a span.
var aTimeTaken = regexp.MustCompile(`\b(?:this morning|last night|yesterday|tonight|earlier|this afternoon|this evening|at (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight|lunch|lunchtime|bedtime))\b`)

// takenRegularly make the borrowed drug a habit, not a dose.
var takenRegularly = []string{"every", "daily", "a day", "each", "regularly", "been taking", "twice", "times a", "always", "usually", "a week", "since"}

// borrowedDoseOnce makes past the patient's current drug that
// anothersDoseOnce tells.
func borrowedDoseOnce(x extract.Result, tx text, st []Statement) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Medication || s.Status != "" || s.Experiencer != extract.Patient || !current(*s) {
			continue
		}
		if m, found := mentionOf(x, s.Concept); found && anothersDoseOnce(x, tx, m) {
			s.Status, s.Historical = Stopped, true
		}
	}
	return st
}

// anothersDoseOnce reports whether a mention of the drug m is of a lay
// person's drug (owned or handed over) in a sentence that tells one dose
// taken at a time, and nothing taken regularly.
func anothersDoseOnce(x extract.Result, tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	for _, mm := range x.Mentions {
		if mm.ConceptID != m.ConceptID {
			continue
		}
		start := tx.sentenceStart(mm.Span[0])
		before := tx.between(start, mm.Span[0])
		owner := ""
		if g := ownedBefore.FindStringSubmatch(before); g != nil {
			owner = g[1]
		} else if g := handedBefore.FindStringSubmatch(before); g != nil {
			owner = g[1]
		}
		if owner == "" || !layPerson(owner) {
			continue
		}
		// The dose may be counted in the handing over ("give me 1 ") or
		// after the drug ("I had one of those at seven"); the time after it.
		rest := tx.between(mm.Span[0], tx.sentenceEnd(mm))
		handed := tx.between(max(start, mm.Span[0]-20), mm.Span[0])
		if aDose.MatchString(handed+" "+rest) && aTimeTaken.MatchString(rest) && !containsAny(tx.sentenceOf(mm.Span[0]), takenRegularly) {
			return true
		}
	}
	return false
}

// layPerson reports whether a word names a lay person: a relative or one
// of layPeople.
func layPerson(w string) bool {
	for _, p := range layPeople {
		if w == p {
			return true
		}
	}
	return extract.Relative(w) != ""
}

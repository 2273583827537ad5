package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Drugs told as taken before, and not now, by the shape of the sentence
// rather than by a stop word: a switch told from the drug kept ("on the
// rivaroxaban since we moved you off the warfarin"), the first drug of a
// sequence ("the aspirin for the first two weeks and then the
// clopidogrel"), a drug given during a stay in hospital that is told as
// over ("the antibiotics in the hospital did it").

// offBefore ends the words before a drug moved off: "moved you off the",
// "switched me off", "took him off of".
var offBefore = regexp.MustCompile(`\boff( of)?( the| your| my| his| her)?\s*$`)

// movedOffLast reports whether the words between two drugs end by moving
// off the second: "…, since we moved you off the".
func movedOffLast(between string) bool {
	return offBefore.MatchString(between)
}

// firstForThen says a drug was taken for a first stretch, then another.
var firstForThen = regexp.MustCompile(`^[ ,]*(was |were )?(just )?for the first (few |couple of |\w+ )?(days?|weeks?|months?)(,)? (and )?then\b`)

// firstOfSequence reports whether drug mention i is taken for a first
// stretch before another drug named after it: "the aspirin for the first two
// weeks and then the clopidogrel".
func firstOfSequence(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	loc := firstForThen.FindStringIndex(restOfSentence(tx, m))
	if loc == nil {
		return false
	}
	// The drug after may stand past a broken-off word ("then the clop…
	// clopidogrel"), so within a few words rather than in the sentence.
	then := m.Span[1] + len([]rune(restOfSentence(tx, m)[:loc[1]]))
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] > then+30 {
			break
		}
		if n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass {
			return true
		}
	}
	return false
}

// givenInAStayOver reports whether a drug is placed in a stay in hospital
// ("the antibiotics in the hospital", "the drip in hospital") in a sentence
// told in the simple past: given there, and over.
func givenInAStayOver(tx text, m extract.Mention) bool {
	after := strings.TrimLeft(tx.after(m), " ")
	if startsWithAny(after, []string{"in the hospital", "in hospital", "at the hospital", "in the ward", "on the ward"}) == "" {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return hasAnyWord(sent, []string{"did", "gave", "was", "were", "had", "got", "cleared", "healed", "fixed", "sorted"}) &&
		!hasAnyWord(sent, []string{"still", "now", "am", "is", "are", "keep", "continue", "continuing"}) && !holdsAny(sent, []string{"'m ", "'re "})
}

// stopItWords stop, by a pronoun, the drug the sentence named before:
// "The Benadryl can fog up memory, so I'd like you to stop that."
var stopItWords = []string{"stop that", "stop it", "stop them", "stop those", "stop taking that", "stop taking it", "stop taking them",
	"come off it", "come off that", "come off them", "knock it on the head"}

// stopItLater reports whether drug mention i's sentence stops it later by
// a pronoun, with no other drug named between.
func stopItLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	rest := restOfSentence(tx, m)
	k := -1
	for _, w := range stopItWords {
		if j := wordIndex(rest, w); j >= 0 && (k < 0 || j < k) {
			k = j
		}
	}
	if k < 0 {
		return false
	}
	to := m.Span[1] + len([]rune(rest[:k]))
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] >= to {
			break
		}
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && n.ConceptID != m.ConceptID {
			return false
		}
	}
	return !containsAny(rest[:k], []string{"if", "unless", "when"})
}

// triedAsks ask what was tried for the trouble; treatedAsks how it was
// treated.
var (
	triedAsks   = []string{"have you tried", "did you try", "you've tried", "tried anything", "tried any", "tried so far"}
	treatedAsks = []string{"how was it treated", "how was this treated", "how was that treated", "how were they treated", "how did they treat",
		"what did they do for", "what did they give you", "what did they put you on"}
)

// asksTried reports whether a turn asks one of asks (see Reading.Tried
// and Reading.Treated).
func asksTried(sents []sentence, asks []string) bool {
	for _, s := range sents {
		if s.question && containsAny(s.text, asks) {
			return true
		}
	}
	return false
}

// triedPast tell, in the simple past, a drug taken or given.
var triedPast = []string{"took", "tried", "used", "had", "got", "gave me", "gave us", "was given", "were given", "was prescribed", "was put on"}

// toldAsTried reports whether a drug's sentence, in an answer to what was
// tried or how an illness over was treated, tells it in the simple past with nothing that
// says it goes on: "What have you tried?" "I took Nexium." A drug still
// taken says so ("I've been taking", "I'm on", "still").
func toldAsTried(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	return hasAnyWord(sent, triedPast) && !ongoing(sent) && !containsAny(sent, []string{"helps", "works", "working", "helping"})
}

// stayPlaces are where a stay in hospital gives drugs.
var stayPlaces = []string{"in the er", "in er", "in the e r", "in e r", "in the emergency", "in emergency", "in a&e", "in a and e",
	"in the hospital", "in hospital", "at the hospital", "on the ward", "in the ward", "in the icu", "in icu"}

// givenInAStayAsked reports whether a question tells, in the simple past,
// drugs given in a stay ("I see they gave you antibiotics in the ER?"): a
// yes, or the drugs named, tell what was given then, which is over.
func givenInAStayAsked(q string) bool {
	return hasAnyWord(q, []string{"gave", "given", "got"}) && containsAny(q, stayPlaces) &&
		!hasAnyWord(q, []string{"still", "now", "currently", "continue", "continuing", "keep"})
}

// namedForAStoppedAsk reports whether a drug named in an answer is, or is
// one of the class of, a drug a question asked as stopped or over ("they
// gave you antibiotics in the ER?" "Yes, ampicillin."), and its sentence
// says nothing that goes on.
func (r *Reader) namedForAStoppedAsk(tx text, m extract.Mention, asks []Ask) bool {
	if ongoing(tx.sentenceOf(m.Span[0])) {
		return false
	}
	for _, a := range asks {
		if a.Type == Medication && a.Stopped && (a.Concept == m.ConceptID || r.onto.InClass(m.ConceptID, a.Concept)) {
			return true
		}
	}
	return false
}

// takenBefore asks, in the past, what was taken or used before now.
var takenBeforeAsk = regexp.MustCompile(`\bwhat (else )?(did you|have you|were you) (take|taking|use|using|try|on)\b.*\b(before|previously|in the past|back then|at the time|at that time)\b`)

// asksTakenBefore reports whether a turn asks what was taken before (see
// Reading.TakenBefore).
func asksTakenBefore(sents []sentence) bool {
	for _, s := range sents {
		if s.question && takenBeforeAsk.MatchString(s.text) {
			return true
		}
	}
	return false
}

// givenEachTimeLead ends the words before a drug that tell it as given
// each time an illness comes: "I'm usually given", "they always give me",
// "every time they put me on".
var givenEachTimeLead = regexp.MustCompile(`\b(usually|always|normally|typically|generally|each time|every time)\b[a-z' ]*\b(given|give me|gives me|gave me|put me on|puts me on|prescribed|treated with)( some| a course of| a few days of| the| a)?\s*$`)

// givenEachTime reports whether a short-course drug is told as what each
// bout of an illness is treated with ("Have you ever been hospitalized due
// to pneumonia?" "I'm usually given antibiotics and then discharged"):
// courses that ended, not a drug taken now. A drug the sentence says is
// taken now stays.
func (r *Reader) givenEachTime(tx text, m extract.Mention) bool {
	return r.shortCourse(m.ConceptID) && givenEachTimeLead.MatchString(tx.before(m)) &&
		!hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"still", "now", "currently", "right now", "at the moment"})
}

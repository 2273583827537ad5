package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug taken, then the skin coming out in something ("I took amoxicillin
// and came out in hives", "they gave me trimethoprim, and by the second
// day I'd come out in this itchy red rash"), tells a reaction to the drug:
// the drug was written as one taken now and the rash as a current
// symptom. The patient does not say it was an allergy, and a clinician
// decides whether it was, so the reading proposes the allergy (a pending
// claim, below the confidence the gate writes), with the reaction on it; the rash is not written as a
// symptom, nor the drug as one taken (issue 7: the reaction is kept on
// the allergy fact). Only a drug said before the reaction, in its
// sentence, with no other drug between: "I came out in a rash, took some
// Piriton and it settled" treats it. A turn that asks what the rash is
// ("is that chickenpox?") still proposes it: the claim is a question for
// the clinician, not a record; a drug said as taken now ("I'm on
// amoxicillin") stays taken beside it, and its rash a current one.

// cameOutIn says the skin came out in something, Commonwealth English.
var cameOutIn = regexp.MustCompile(`(?i)\b(?:came|come|coming|comes|broke|broken|breaking)\s+(?:out|up)\s+in\b`)

// skinReactions are the allergic signs of the skin a drug may bring out.
var skinReactions = map[string]bool{"sym:rash": true, "sym:hives": true, "cond:urticaria": true, "sym:itching": true,
	"sym:skin_redness": true}

// reactionAfterDrug turns a drug and the skin reaction told after it into
// a hedged allergy with that reaction.
func (r *Reader) reactionAfterDrug(x extract.Result, tx text, out []Statement) []Statement {
	for _, d := range x.Mentions {
		if !ownDrug(d) {
			continue
		}
		reaction, ok := skinReactionAfter(x, tx, d)
		before := false
		if !ok {
			reaction, ok = skinReactionBefore(x, tx, d)
			before = ok
		}
		if ok && before && slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && !s.Negated }) {
			out = withoutReaction(out, reaction.ConceptID) // "I came up in hives with penicillin": the allergy's hives
			continue
		}
		if !ok && swelledUpWith.MatchString(tx.between(tx.sentenceStart(d.Span[0]), d.Span[0])) &&
			slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && !s.Negated }) {
			out = withoutReaction(out, "sym:edema") // "I swelled up with penicillin": the allergy's swelling
			continue
		}
		if !ok || slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && !s.Negated }) {
			continue // "codeine made me come out in hives": read as an allergy already
		}
		// Proposed, not hedged: the patient told what happened without
		// doubt; whether it was an allergy is the clinician's call, so the
		// confidence is below what the gate writes.
		takenNow := endsWithAny(strings.TrimRight(strings.ToLower(tx.before(d)), " "), takenNowBefore)
		out = r.allergyFromReaction(out, d, reaction, takenNow, provisionalConfidence)
	}
	return out
}

// allergyFromReaction replaces, in out, the drug taken and its reaction as
// a current symptom with an allergy to the drug that keeps the reaction;
// takenNow keeps both, beside the allergy.
func (r *Reader) allergyFromReaction(out []Statement, d, reaction extract.Mention, takenNow bool, confidence float64) []Statement {
	kept := out[:0]
	for _, s := range out {
		switch {
		case s.Concept == d.ConceptID && (s.Type == Medication && !takenNow || s.Type == Allergy):
			continue // the allergy below says it
		case s.Concept == reaction.ConceptID && s.Experiencer == extract.Patient && !takenNow:
			continue // kept on the allergy, no current symptom
		}
		kept = append(kept, s)
	}
	return append(kept, Statement{Type: Allergy, Concept: d.ConceptID, Display: r.Display(d.ConceptID, "en"),
		Attributes: map[string]string{"reaction": r.Display(reaction.ConceptID, "en")}, Experiencer: extract.Patient, Confidence: confidence})
}

// ownDrug reports whether m names a drug the patient is said to have, not
// denied and nobody else's.
func ownDrug(m extract.Mention) bool {
	return isDrug(m) && !m.Assertion.Negated && (m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient)
}

// takenNowBefore, right before the drug, say it is taken now ("I'm on
// amoxicillin for my chest and I've come out in spots"): it stays taken,
// beside the allergy proposed.
var takenNowBefore = []string{"i'm on", "i am on", "im on", "i'm taking", "i am taking", "been taking", "been on", "still on", "still taking",
	"currently on", "now on"}

// swellingsTold are the allergic swellings (angioedema) a drug may bring
// on, told as what happened: "Took ibuprofen for a toothache once and my
// lips swelled right up" (allergy/en-z5-002) tells it as "came out in
// hives" does.
var swellingsTold = map[string]bool{"sym:face_swelling": true, "sym:tongue_swelling": true, "sym:throat_swelling": true}

// swelledWords say, in a swelling's own words, that it happened.
var swelledWords = regexp.MustCompile(`(?i)\b(?:swelled|swoll?en|blew|blown|puffed|ballooned)\b`)

// skinReactionAfter returns the skin reaction a cameOutIn phrase names
// after drug mention d in its sentence, or the allergic swelling told
// there as what happened, with no other drug between.
func skinReactionAfter(x extract.Result, tx text, d extract.Mention) (extract.Mention, bool) {
	end := tx.sentenceEnd(d)
	after := tx.between(d.Span[1], end)
	loc := cameOutIn.FindStringIndex(after)
	if loc == nil {
		return swellingToldAfter(x, tx, d, end)
	}
	// The lexicon may read the cue with its reaction ("came out in hives").
	cue := d.Span[1] + len([]rune(after[:loc[0]]))
	for _, m := range x.Mentions {
		if isDrug(m) && m.Span[0] > d.Span[1] && m.Span[0] < cue {
			return extract.Mention{}, false // "took amoxicillin, then Piriton, and came out in…": which one?
		}
	}
	for _, m := range x.Mentions {
		if m.Span[0] >= cue && m.Span[0] < end && skinReactions[m.ConceptID] && !m.Assertion.Negated &&
			!strings.Contains(tx.between(cue, m.Span[0]), ".") {
			return m, true
		}
	}
	return extract.Mention{}, false
}

// swellingToldAfter returns the allergic swelling told as what happened
// after drug mention d, before end, with no other drug between.
func swellingToldAfter(x extract.Result, tx text, d extract.Mention, end int) (extract.Mention, bool) {
	for _, m := range x.Mentions {
		if m.Span[0] <= d.Span[1] || m.Span[0] >= end {
			continue
		}
		if isDrug(m) {
			return extract.Mention{}, false // "took amoxicillin, then Piriton, and my face swelled up": which one?
		}
		if swellingsTold[m.ConceptID] && !m.Assertion.Negated && !m.Assertion.Hypothetical &&
			(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) && swelledWords.MatchString(m.Text) {
			return m, true
		}
	}
	return extract.Mention{}, false
}

// A drug the patient cannot take, then the next sentence telling what it
// did ("I can't take trimethoprim. It gives me a rash.", "Can you put on
// my notes that I can't have trimethoprim? Had it for cystitis … and on
// the second day I came out in this blotchy red rash") is the allergy the
// one sentence "I can't take trimethoprim, it gives me a rash" already
// tells: the full stop wrote the rash as a current symptom and nothing
// else. The next sentence must speak of the drug ("it", "them") before
// the reaction and name no other drug.

// itBefore is a pronoun for the drug in the next sentence.
var itBefore = regexp.MustCompile(`(?i)\b(?:it|them|that one)\b`)

// reactionToldNext turns a drug the turn cannot take, and a skin reaction
// the next sentence tells of it, into an allergy with that reaction.
func (r *Reader) reactionToldNext(x extract.Result, tx text, out []Statement) []Statement {
	for _, d := range x.Mentions {
		if !ownDrug(d) || !endsWithAny(strings.TrimRight(strings.ToLower(tx.before(d)), " "), intoleranceCues) {
			continue
		}
		if slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && s.Concept == d.ConceptID }) {
			continue
		}
		start, _, ok := tx.nextSentence(d)
		if !ok {
			continue
		}
		end := tx.sentenceEnd(extract.Mention{Span: [2]int{start, start}})
		var reaction extract.Mention
		found := false
		for _, m := range x.Mentions {
			if m.Span[0] < start || m.Span[0] >= end {
				continue
			}
			if isDrug(m) {
				found = false
				break
			}
			if !found && skinReactions[m.ConceptID] && !m.Assertion.Negated && itBefore.MatchString(tx.between(start, m.Span[0])) {
				reaction, found = m, true
			}
		}
		if !found {
			continue
		}
		out = r.allergyFromReaction(out, d, reaction, false, 0.9)
	}
	return out
}

// The reaction may come first, and the drug after "with": "I came out in
// hives with amoxicillin" (it wrote the drug as taken and the hives as
// now), "I swelled up with penicillin when I was a baby" (allergy/en-z5
// dev kept the swelling as now beside the allergy).
var reactionWithDrug = regexp.MustCompile(`(?i)^\s*(?:up\s+|all over\s+|everywhere\s+)?(?:with|from|after|on)\s+(?:the\s+|my\s+|some\s+|a\s+)?$`)

// skinReactionBefore returns the skin reaction or swelling told right
// before drug mention d, joined to it by "with", in a sentence that says
// it came out (cameOutIn) or swelled.
func skinReactionBefore(x extract.Result, tx text, d extract.Mention) (extract.Mention, bool) {
	for _, m := range x.Mentions {
		if m.Span[1] > d.Span[0] || tx.sent[m.Span[0]] != tx.sent[d.Span[0]] || m.Assertion.Negated ||
			!reactionWithDrug.MatchString(tx.between(m.Span[1], d.Span[0])) {
			continue
		}
		toldOut := cameOutIn.MatchString(tx.between(tx.sentenceStart(m.Span[0]), m.Span[1]))
		// Before a drug with "with", a swelling anywhere is told: "I swelled up with penicillin".
		swelled := (swellingsTold[m.ConceptID] || m.ConceptID == "sym:edema") && swelledWords.MatchString(m.Text)
		if skinReactions[m.ConceptID] && toldOut || swelled {
			return m, true
		}
	}
	return extract.Mention{}, false
}

// swelledUpWith ends the words before a drug that say the patient swelled
// up with it; the lexicon reads "swelled up" as no mention, only as the
// swelling the statement rules give it.
var swelledUpWith = regexp.MustCompile(`(?i)\bswell(?:ed)?\s+up\s+(?:with|from|after|on)\s+(?:the\s+|my\s+|some\s+)?$`)

// withoutReaction returns out without the patient's current symptom of
// the reaction's concept: it is the allergy's.
func withoutReaction(out []Statement, reaction string) []Statement {
	kept := out[:0]
	for _, s := range out {
		if s.Concept == reaction && (s.Type == Symptom || s.Type == Condition) && s.Experiencer == extract.Patient && !s.Negated {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

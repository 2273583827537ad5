package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "No more X" and "no longer X" say X was there and has stopped: the
// English follow-up's "The fever has gone, no more headache" and "No more
// falls since" (followup dev en-y1-006, -025) were read as denials, so a
// headache the patient had told of was recorded as never had. The words
// presuppose the complaint, so they end it (past) rather than deny it;
// "not X anymore" the same — but only where the patient had told of it
// earlier in the conversation: "No more headaches" answering a question
// about a complaint never described is a denial (MTS-Dialog's annotators
// read it absent, as the follow-up's annotator reads a denial of what only
// the clinician assumed).

// noMoreBefore, ending the clause's text before a complaint, end it.
var noMoreBefore = regexp.MustCompile(`\b(?:no more|no longer|not any more|not anymore)\s+(?:of (?:the|that|my|those)\s+)?$`)

// anymoreAfter, opening the clause's text after a denied complaint, end it:
// "no dizziness anymore", "not dizzy any more".
var anymoreAfter = regexp.MustCompile(`^\s*(?:anymore|any more|any longer)\b`)

// noMoreOver turns a patient's denied complaint into one over when the
// denial is "no more" or "anymore" and the patient told of it before.
func noMoreOver(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	for k, s := range st {
		if s.Type != Symptom && s.Type != Condition || !s.Negated || s.Uncertain || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := lastMentionOf(x, s.Concept)
		if !ok || m.Span[1] > len(tx.runes) {
			continue
		}
		if !noMoreBefore.MatchString(strings.ToLower(tx.before(m))) && !anymoreAfter.MatchString(strings.ToLower(tx.after(m))) {
			continue
		}
		// Told before, in an earlier turn or earlier in this one: "He
		// vomited on Tuesday two times but since yesterday no more
		// vomiting" (review 12 E16).
		if !toldBeforeByThePatient(s.Concept, prior) && !toldEarlierInTurn(x, m) {
			continue
		}
		s.Negated = false
		s.Historical = true
		st[k] = s
	}
	return st
}

// toldBeforeByThePatient reports whether a patient's earlier turn read the
// complaint as the patient's own, there.
func toldBeforeByThePatient(concept string, prior []Prior) bool {
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, s := range p.Reading.Statements {
			if s.Concept == concept && s.Experiencer == extract.Patient && !s.Negated && !s.Hypothetical {
				return true
			}
		}
	}
	return false
}

// lastMentionOf returns the last mention of concept in x.
func lastMentionOf(x extract.Result, concept string) (extract.Mention, bool) {
	for i := len(x.Mentions) - 1; i >= 0; i-- {
		if x.Mentions[i].ConceptID == concept {
			return x.Mentions[i], true
		}
	}
	return extract.Mention{}, false
}

// toldEarlierInTurn reports whether the turn named m's concept before m,
// not denied.
func toldEarlierInTurn(x extract.Result, m extract.Mention) bool {
	for _, o := range x.Mentions {
		if o.ConceptID == m.ConceptID && o.Span[1] <= m.Span[0] && !o.Assertion.Negated && !o.Assertion.Hypothetical {
			return true
		}
	}
	return false
}

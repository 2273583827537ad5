package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// The day of an event the patient's turn before told: "我妈下礼拜三做白内障手
// 术，她有高血压。" … "手术那天早上降压药照常吃吗？". "手术那天" takes up the
// mother's surgery: it is no surgery of the patient's, and it is to come,
// not past. What the sentence that takes it up tells without a person of
// its own is the relative's (the mother's antihypertensive), as 她 would
// be. Only an explicit word of that occasion carries the event over: a
// turn that merely says no "我" after a turn about a relative is most often
// the patient's own (session 40 tried reading it so and lost recall).

// zhTheDay, right after the procedure named or opening the turn, say the
// occasion is one told before: "手术那天", "做手术当天", "那天早上".
var zhTheDay = []string{"那天", "那一天", "当天", "當天", "那日"}

// enTheDayOf, right before the procedure named, say the same in English:
// "on the day of the surgery", "the morning of her operation".
var enTheDayOf = regexp.MustCompile(`\b(day|morning|night|evening) of (the|her|his|my|their) $`)

// eventToldBefore returns the procedure the patient's last turn told, within
// the last three turns, and whether that turn recorded it as done. ok is
// false when no such turn or procedure is there, or when a clinician's or
// the assistant's turn since speaks to the patient ("你那天…"), which turns
// the talk to them.
func eventToldBefore(prior []Prior) (event extract.Mention, done bool, ok bool) {
	for k := len(prior) - 1; k >= max(0, len(prior)-3); k-- {
		p := prior[k]
		if p.Speaker != Patient {
			if slices.ContainsFunc(p.Reading.Extract.Mentions, func(m extract.Mention) bool { return m.Assertion.Subject == extract.SecondPerson }) {
				return event, false, false
			}
			continue
		}
		for _, m := range p.Reading.Extract.Mentions {
			if m.Type == Procedure && !m.Assertion.Negated {
				event, ok = m, true
			}
		}
		if !ok {
			return event, false, false
		}
		done = slices.ContainsFunc(p.Reading.Statements, func(s Statement) bool {
			return s.Type == Procedure && s.Concept == event.ConceptID && !s.Negated && !s.Hypothetical
		})
		return event, done, true
	}
	return event, false, false
}

// theDayTakenUp returns the rune offset in tx of the words that take up an
// occasion told before, and the procedure mention they name (Span[1] == 0
// when they name none: "那天早上…" opening the turn); ok is false when the
// turn has no such words.
func theDayTakenUp(x extract.Result, tx text) (at int, named extract.Mention, ok bool) {
	for _, m := range x.Mentions {
		if m.Type != Procedure {
			continue
		}
		if startsWithAny(strings.TrimPrefix(tx.after(m), "的"), zhTheDay) != "" || enTheDayOf.MatchString(tx.before(m)) {
			return m.Span[0], m, true
		}
	}
	opening := tx.str
	trimmed := strings.TrimLeft(opening, " ，,")
	if startsWithAny(trimmed, zhTheDay) != "" {
		return len([]rune(opening)) - len([]rune(trimmed)), extract.Mention{}, true
	}
	return 0, extract.Mention{}, false
}

// onTheDayOfAnEventBefore reads a patient turn that takes up the event
// their last turn told (see above). The procedure it names again is that
// event: it is dropped unless the event was the patient's own and recorded
// as done. When the event was a relative's, what the sentence that takes
// it up tells of the patient, with no first person of its own, is the
// relative's.
func onTheDayOfAnEventBefore(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	event, done, ok := eventToldBefore(prior)
	if !ok {
		return st
	}
	at, named, ok := theDayTakenUp(x, tx)
	if !ok {
		return st
	}
	whose := event.Assertion.Experiencer
	if whose == "" {
		whose = extract.Patient
	}
	sent := tx.sentenceOf(at)
	ownPerson := containsAny(zhNotSubjectMe.ReplaceAllString(sent, ""), zhSpeakerSelf) || hasAnyWord(sent, firstPersonWords)
	out := st[:0]
	for _, s := range st {
		if s.Type == Procedure && named.Span[1] > 0 && s.Concept == named.ConceptID && (whose != extract.Patient || !done) {
			continue // the event told before, not another
		}
		if whose != extract.Patient && s.Experiencer == extract.Patient && !ownPerson {
			if m, found := mentionOf(x, s.Concept); found && tx.sent[m.Span[0]] == tx.sent[at] {
				s.Experiencer = whose
			}
		}
		out = append(out, s)
	}
	return out
}

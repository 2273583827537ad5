package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A correction may name no concept, only whose it was: "I had a heart
// attack in 2019." … "Oh wait, no, sorry, that was my brother" (s43 blind
// round 9, en08), "我前年做过胆囊切除。" "不对不对，说错了，那是我哥". The
// "that" is the one condition or procedure the patient's turn before told;
// with two told, which one is unsure and nothing is taken back. An allergy
// too, hedged or not: "I think I'm allergic to penicillin" … "Actually no,
// sorry, that was my brother, not me" (session 68's review, E08).

// enThatWasMy catches the kin word of "that was my brother", "it's my
// mum's", "that's my wife".
var enThatWasMy = regexp.MustCompile(`\b(?:that|it|this)(?: was| is|['’]s| were) (?:my|me) ([a-z]+?)(?:['’]s)?\b`)

// zhThatWasMy opens "那是我哥", "那个是我妈的", before the kin with its 我.
var zhThatWasMy = regexp.MustCompile(`(?:那|那个|这|这个)?是`)

// thatWasMyKin returns the patient's condition, procedure or allergy of the turn
// before that a correcting turn gives to a relative, to withdraw, and the
// same told of the relative.
func thatWasMyKin(text string, prior []Prior) (withdrawn, theirs []Statement) {
	if !opensACorrection(text) {
		return nil, nil
	}
	before, ok := patientTurnBefore(prior)
	if !ok || containsAny(strings.ToLower(text), addedWords) || containsAny(strings.ToLower(text), []string{"both", "we both", "都有", "我也"}) {
		return nil, nil
	}
	kin := kinOfThat(text)
	if kin == "" {
		return nil, nil
	}
	var told []Statement
	for _, s := range before.Statements {
		if (s.Type == Condition || s.Type == Procedure || s.Type == Allergy) && s.Experiencer == extract.Patient && !s.Negated && !s.Hypothetical {
			told = append(told, s)
		}
	}
	if len(told) != 1 {
		return nil, nil
	}
	s := told[0]
	w := Statement{Type: s.Type, Concept: s.Concept, Display: s.Display, Experiencer: extract.Patient, Confidence: s.Confidence}
	th := s
	th.Experiencer, th.Attributes = kin, map[string]string{}
	return []Statement{w}, []Statement{th}
}

// kinOfThat returns the relative a correcting turn gives "that" to.
func kinOfThat(text string) string {
	if m := enThatWasMy.FindStringSubmatch(strings.ToLower(text)); m != nil {
		return kinWord(m[1])
	}
	for _, loc := range zhThatWasMy.FindAllStringIndex(text, -1) {
		rest := []rune(text[loc[1]:])
		if len(rest) == 0 || rest[0] != '我' && rest[0] != '俺' {
			continue
		}
		if who, _ := kinAfter(rest); who != "" { // "我哥"
			return who
		}
		if who, _ := kinAfter(rest[1:]); who != "" { // "我哥哥"
			return who
		}
	}
	return ""
}

// thatWasMyKinHere gives an allergy or a condition of the patient's to the
// relative the clause right after it names: "But the penicillin thing,
// that was my dad, I think someone just copied it over wrong" (must-not
// dev4 m4-en-079) is the father's, said in the same breath as the patient
// told it. Only the clause that follows the mention counts, and only when
// it is nothing but "that was my <kin>".
func (r *Reader) thatWasMyKinHere(x extract.Result, tx text, st []Statement) []Statement {
	for i := range st {
		s := &st[i]
		if s.Type != Allergy && s.Type != Condition || s.Experiencer != extract.Patient || s.Negated {
			continue
		}
		k := slices.IndexFunc(x.Mentions, func(m extract.Mention) bool {
			return m.ConceptID == s.Concept || s.Type == Allergy && r.allergenFor(m.ConceptID, m.Text) == s.Concept
		})
		if k < 0 || x.Mentions[k].Span[1] > len(tx.runes) {
			continue
		}
		m := x.Mentions[k]
		e := tx.clauseEnd(m.Span[0])
		if e >= len(tx.runes) || tx.sent[e] != tx.sent[m.Span[0]] {
			continue
		}
		next := strings.ToLower(strings.Trim(tx.clauseOf(e), " ,;.!"))
		if loc := enThatWasMy.FindStringSubmatchIndex(next); loc != nil && loc[0] == 0 && loc[1] == len(next) {
			if kin := kinWord(next[loc[2]:loc[3]]); kin != "" {
				s.Experiencer, s.Attributes = kin, map[string]string{}
			}
		}
	}
	return st
}

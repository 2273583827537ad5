package understand

import (
	"slices"
	"strings"
)

// newOfClass, in a class phrase, make it a drug of the class other than the
// one known ("that new water tablet", "新开的降压药"): often a switch, which
// the class keeps open.
var newOfClass = []string{"new", "newer", "another", "different", "other", "second", "新", "另一", "另外", "换"}

// toldOfBefore say the thing was told of before ("that water tablet I told
// you about", "上次说的那个降压药"): the class points back at a drug known.
// Without them a class beside its drug is often a self-repair ("the
// bendro... the water tablet") or a switch, which the readers' gold keeps as
// the class (tried without: ten dev outcomes lost across en, zh and
// MTS-Dialog, en dev recall 0.550 -> 0.549, for one wrong write fewer).
var toldOfBefore = []string{"told you about", "i told you", "mentioned", "we talked about", "we discussed", "was telling you about", "i said",
	"跟你说的", "跟您说的", "和你说的", "和您说的", "跟你讲的", "跟你提的", "跟你聊的", "上次说的", "上回说的", "之前说的", "前面说的", "刚才说的", "说过的",
	"提到的", "提过的", "讲过的", "聊过的"}

// classAsReference drops a taking of a class that the turn names inside a
// resolved reference to a drug of that class, told of before: "That water
// tablet I told you about, I've been taking it every morning" is the
// furosemide known, not a second medication, "diuretic"; so is one coref
// left unresolved
// between known drugs of the class ("I told you about" may be any earlier
// session): it is one of them, or a new one the class does not tell.
// Only a taking: a stop of the class within the window is left to the
// reading (WithReferred).
func (r *Reader) classAsReference(tx text, rd Reading, out []Statement, ref Referred) []Statement {
	phrase := strings.ToLower(tx.between(ref.Span[0], ref.Span[1]))
	if hasAnyWord(phrase, newOfClass) || !containsAny(strings.ToLower(tx.sentenceOf(ref.Span[0])), toldOfBefore) {
		return out
	}
	return slices.DeleteFunc(out, func(st Statement) bool {
		return st.Type == Medication && st.Concept != ref.Concept && st.Status == "" && !st.Negated && r.onto.InClass(ref.Concept, st.Concept) &&
			mentionedIn(rd.Extract, st.Concept, ref.Span)
	})
}

package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician often stops a drug without naming it, right after it was
// talked of: "那个药可以停了", "you can stop that one now". Coref's "that
// one" resolved within the window is too often another drug (session 39:
// a referred stop within the window cost en dev 96 -> 98 wrong writes, zh
// 111 -> 115), so the reading stops a drug only when the last few turns
// named exactly one, and the patient takes it.

// oneDrugTurns is how many turns back the drug stopped may have been named.
const oneDrugTurns = 3

// zhThatDrug name a drug by pointing at it; the stop follows ("那个药可以停
// 了", "这个药先停掉吧").
var zhThatDrug = []string{"那个药", "这个药", "那种药", "这种药", "那药", "这药"}

// enThatDrugStopped is a stop of a drug pointed at, in the clause it ends
// ("you can stop that one now", "come off those tablets then").
var enThatDrugStopped = regexp.MustCompile(`\b(?:stop|stop taking|come off|discontinue)\s+(?:that one|that medicine|that medication|that tablet|that pill|that drug|those tablets|those pills)(?:\s+(?:now|then|for now|today|from today))?\s*(?:[.,!;]|$)`)

// thatDrugBlocks make the stop something else: a denial, a question, a
// condition or a time still to come.
var thatDrugBlocks = []string{"don't", "do not", "not", "can't", "cannot", "won't", "never", "if", "when", "once", "after", "until", "unless", "could", "would", "should",
	"不能", "不要停", "别停", "如果", "要是", "的话", "等", "以后", "之后", "吃完", "完了再"}

// thatDrugStopped adds a stop of the one drug the last turns named when a
// clinician's turn that names no drug stops "that one".
func thatDrugStopped(x extract.Result, tx text, out []Statement, prior []Prior) []Statement {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return out // a drug the turn names is what its stop stops
		}
	}
	if !pointedStop(tx) {
		return out
	}
	d, ok := oneDrugJustNamed(prior)
	if !ok || stated(out, d.Concept) {
		return out
	}
	st := stopOf(d)
	st.Confidence = 0.8 // the drug is inferred, not named
	return append(out, st)
}

// pointedStop reports whether a sentence of the turn stops a drug pointed
// at, with nothing that makes it a question, a denial or a plan.
func pointedStop(tx text) bool {
	for _, s := range sentences(tx.str) {
		if s.question || containsAny(s.text, thatDrugBlocks) {
			continue
		}
		if enThatDrugStopped.MatchString(s.text) {
			return true
		}
		for _, w := range zhThatDrug {
			if i := strings.Index(s.text, w); i >= 0 {
				after := strings.TrimLeft(s.text[i+len(w):], "你就现在可以先 ")
				if stopsVerbLast(after) || startsWithAny(after, stopAfter) != "" {
					return true
				}
			}
		}
	}
	return false
}

// oneDrugJustNamed returns the patient's drug when the last turns named
// exactly one drug or class, whoever named it, and the patient takes it.
func oneDrugJustNamed(prior []Prior) (Statement, bool) {
	if len(prior) > oneDrugTurns {
		prior = prior[len(prior)-oneDrugTurns:]
	}
	var named []string
	for _, p := range prior {
		for _, m := range p.Reading.Extract.Mentions {
			if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !slices.Contains(named, m.ConceptID) {
				named = append(named, m.ConceptID)
			}
		}
	}
	if len(named) != 1 {
		return Statement{}, false
	}
	for _, p := range prior {
		for _, s := range p.Reading.Statements {
			if s.Concept == named[0] && s.Type == Medication && s.Experiencer == extract.Patient && s.Status == "" && !s.Negated &&
				!s.Hypothetical && !s.Uncertain && !s.Historical {
				return s, true
			}
		}
	}
	return Statement{}, false
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug a Chinese clinician orders, then calls off in the next turn of
// theirs after the patient's word, was never taken: "给你开点曲唑酮，睡前吃
// 半片" "安眠药我不想吃，怕依赖" "行，那先不开" (zh-h1-055), or "换成多西环素"
// "我还在喂奶哦" "那多西环素也不用了" (zh-t1-022). The stop read from the
// calling off made it a drug taken and stopped (past), where it is none.
// The order is withdrawn (Reading.Withdrawn) and the stop dropped, when:
//
//   - the clinician's turn two before this one (one patient turn between)
//     ordered the drug, and no turn before that order named it: a drug
//     the patient was on already and is told to stop is stopped, not
//     called off;
//   - this turn calls it off with a word of not needing or not ordering
//     it (不用了, 不开了, 先不开, 算了), right after the drug's name, or
//     with no drug named at all, after a turn that ordered drugs ("那先不
//     开"). A stop (停掉, 别吃了) or a question is no calling off.

// calledOffWords say an order is not needed or not made after all.
var calledOffWords = []string{"也不用了", "就不用了", "先不用了", "不用了", "也不用开了", "不用开了", "也不开了", "就不开了", "先不开了", "先不开", "不开了", "就算了", "算了"}

// calledOffOpeners may stand before the drug: "那多西环素也不用了".
var calledOffOpeners = []string{"", "那", "那个", "那就", "这个", "行，那", "好，那", "那么"}

// ordersCalledOff withdraws the drugs a clinician's turn calls off that
// their turn two before ordered, and drops this turn's stop of them.
func ordersCalledOff(x extract.Result, tx text, statements []Statement, prior []Prior) ([]Statement, []Statement) {
	n := len(prior)
	if n < 2 || prior[n-1].Speaker != Patient || prior[n-2].Speaker != Clinician {
		return statements, nil
	}
	ordered := map[string]Statement{}
	for _, st := range prior[n-2].Reading.Statements {
		if st.Type == Medication && st.Status == "" && !st.Negated && !st.Hypothetical && !st.Uncertain && !st.Historical && st.Experiencer == Patient &&
			!namedBefore(prior[:n-2], st.Concept) {
			ordered[st.Concept] = st
		}
	}
	if len(ordered) == 0 {
		return statements, nil
	}
	off := map[string]bool{}
	drugNamed := false
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug {
			continue
		}
		drugNamed = true
		if _, ok := ordered[m.ConceptID]; !ok || !strings.Contains(calledOffOpenersJoined, "|"+strings.TrimSpace(tx.before(m))+"|") {
			continue
		}
		if w := startsWithAny(strings.TrimSpace(tx.after(m)), calledOffWords); w != "" && !strings.ContainsAny(tx.sentenceOf(m.Span[0]), "？?") {
			off[m.ConceptID] = true
		}
	}
	if !drugNamed {
		s := tx.str
		if i := firstCalledOff(s); i >= 0 && !strings.ContainsAny(tx.sentenceOf(len([]rune(s[:i]))), "？?") {
			for c := range ordered {
				off[c] = true
			}
		}
	}
	if len(off) == 0 {
		return statements, nil
	}
	var kept, withdrawn []Statement
	for _, st := range statements {
		if !(st.Type == Medication && off[st.Concept]) {
			kept = append(kept, st)
		}
	}
	for c := range off {
		withdrawn = append(withdrawn, ordered[c])
	}
	return kept, withdrawn
}

var calledOffOpenersJoined = "|" + strings.Join(calledOffOpeners, "|") + "|"

// firstCalledOff returns the byte offset of the first calling-off word of
// s that opens a clause or follows 那/就/先 alone, or -1.
func firstCalledOff(s string) int {
	for _, w := range []string{"先不开", "不开了", "就不开", "也不开了", "那不开", "不用开了"} {
		if i := strings.Index(s, w); i >= 0 {
			return i
		}
	}
	return -1
}

// namedBefore reports whether a turn of prior said anything of concept.
func namedBefore(prior []Prior, concept string) bool {
	for _, p := range prior {
		for _, st := range p.Reading.Statements {
			if st.Concept == concept {
				return true
			}
		}
		for _, m := range p.Reading.Extract.Mentions {
			if m.ConceptID == concept {
				return true
			}
		}
	}
	return false
}

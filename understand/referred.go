package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Referred is a reference of a turn that coref resolved: its rune span in
// the turn's text and the concept of what it names.
type Referred struct {
	Span    [2]int
	Concept string
	// Within says the reference resolved to what the session's window
	// said, where the reading has the drug's own words.
	Within bool
	// Candidate says the reference stayed unresolved and Concept is one of
	// its candidates: it may be what the reference's class names, never
	// what a stop stops.
	Candidate bool
}

// referredStops say, after a reference to a drug, that the patient has
// stopped it. Only a done stop, in the patient's own words: "I'll stop it",
// "should I stop it?" and "the doctor stopped it" are not.
var referredStops = []string{"stopped", "quit", "came off", "come off", "not taking", "no longer take", "no longer taking",
	"don't take it any more", "don't take it anymore", "not on it any more", "not on it anymore", "gave up", "given up",
	"停了", "停掉了", "不吃了", "没再吃", "没吃了", "停药了", "不用了", "不再吃了"}

// referredStopBlocks make a stop said of a reference something else: a
// question, a plan, a wish, a stop denied, or someone else's doing.
var referredStopBlocks = []string{"should", "shall", "can i", "could i", "would", "will", "going to", "gonna", "thinking of", "want to", "wondering",
	"haven't", "have not", "hasn't", "didn't stop", "did not stop", "never stopped", "not stopped", "doctor", "nurse", "told me", "if",
	"要不要", "能不能", "可不可以", "可以停", "想停", "打算", "准备", "没停", "没有停", "还在吃", "还吃着", "医生", "大夫", "让我", "叫我", "如果", "要是"}

// WithReferred returns the turn's statements with what its resolved
// references tell, which the reading alone could not know: a patient's
// turn that says the drug was stopped ("That tablet I mentioned last time
// gave me a dry cough, so I stopped taking it last week") stops it, a
// change the gate weighs against the record like any other; only for
// references resolved beyond the session's window: within it, the reading
// has the drug's own words, and a "the tablet" that coref resolved to the
// latest active drug is too often another one. A class the reference names
// is never a second medication beside its drug (classAsReference), but a
// new one of the class ("a new statin") is often a switch, and stays.
func (r *Reader) WithReferred(t Turn, rd Reading, refs []Referred) []Statement {
	out := slices.Clone(rd.Statements)
	if t.Speaker != Patient {
		return out
	}
	tx := newText(t.Text)
	for _, ref := range refs {
		c, ok := r.onto.Concept(ref.Concept)
		if !ok || c.Type != ontology.TypeDrug || ref.Span[0] < 0 || ref.Span[1] > len(tx.runes) || ref.Span[0] >= ref.Span[1] {
			continue
		}
		out = r.classAsReference(tx, rd, out, ref)
		if ref.Within || ref.Candidate || slices.ContainsFunc(out, func(st Statement) bool { return st.Concept == ref.Concept }) || !stoppedIn(tx, rd.Extract, ref.Span) {
			continue
		}
		// "上次说的那个降压药，我已经停了": the class is the reference's own
		// word, and the stop is its drug's, not a second drug's.
		out = slices.DeleteFunc(out, func(st Statement) bool {
			return st.Type == Medication && r.onto.InClass(ref.Concept, st.Concept) && mentionedIn(rd.Extract, st.Concept, ref.Span)
		})
		out = append(out, Statement{Type: Medication, Concept: ref.Concept, Display: r.Display(ref.Concept, "en"), Status: Stopped,
			Experiencer: extract.Patient, Confidence: 0.8, Attributes: map[string]string{}})
	}
	return out
}

// mentionedIn reports whether concept is mentioned inside span.
func mentionedIn(x extract.Result, concept string, span [2]int) bool {
	for _, m := range x.Mentions {
		if m.ConceptID == concept && m.Span[0] >= span[0] && m.Span[1] <= span[1] {
			return true
		}
	}
	return false
}

// stoppedIn reports whether the sentence of span says that the patient
// stopped something ("so I stopped taking it"), in no question and with no
// one else in it.
func stoppedIn(tx text, x extract.Result, span [2]int) bool {
	start := tx.sentenceStart(span[0])
	_, end := tx.bounds(tx.sent, span[0])
	sentence := tx.between(start, end)
	if strings.ContainsAny(sentence, "?？") || containsAny(sentence, referredStopBlocks) {
		return false
	}
	for _, m := range x.Mentions {
		if m.Span[0] < start || m.Span[0] >= end {
			continue
		}
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			return false // "my wife stopped hers"
		}
		if m.Type == ontology.TypeDrug && (m.Span[0] < span[0] || m.Span[0] >= span[1]) {
			return false // "I tried hydroxyzine once, it made me groggy, I stopped it": the stop is the named drug's
		}
	}
	return containsAny(sentence, referredStops)
}

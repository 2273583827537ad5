package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// At a follow-up, what is over is often said with a word that refers to
// it, not its name: "The infection's cleared, no more antibiotics" after
// "You've got a chest infection" (followup dev fu-en-y1-002), "the
// infection's gone" after cellulitis (fu-en-y1-015), "炎症消了", "感染控制住
// 了"; or with the part it was in: "the toe's grand" after "Me big toe's
// killing me" (fu-en-y1-018), "Nose is clear, throat's fine" after a
// blocked nose and a sore throat (fu-en-y1-034). Read as nothing, the record
// kept them active.
//
// The word must pick out one thing told before: "the infection" the one
// infection of the patient's still current, and none named in the turn
// itself (a named one is read by its name); "the toe" the complaints of the
// patient's told at that part. Two infections current, or none, and the
// word says nothing: unsure which, the reading writes nothing. Not read: a
// question, a not-yet ("until the infection has cleared", "hasn't
// cleared"), someone else's ("his", "Dad's"), "better" (on the mend, not
// over), a part said fine with an exception after it ("the knee's fine
// except on stairs"), and one named with more than "the" or "my" before
// it ("that eye is fine now" of the other eye, en dev en-o1-028).

// infectionWordOver is "the infection" said over, with an optional part
// that does not name a concept of its own ("the water infection").
var infectionWordOver = regexp.MustCompile(`\b(?:the|that|this|your|my)\s+(?:(?:chest|urine|urinary|water|skin|ear|bladder|kidney|sinus|throat|eye|wound|tooth|leg|foot)\s+)?infection(?:'s|\s+is|\s+has|\s+has\s+now|\s+is\s+now|\s+has\s+all)?\s+(?:(?:now|all|completely|fully|totally|definitely)\s+)*(?:cleared(?:\s+up)?|gone(?:\s+away)?|resolved|healed(?:\s+up)?|settled|over|sorted|clear)\b`)

// zhInfectionWordOver is 感染, 炎症 or 发炎 said over.
var zhInfectionWordOver = regexp.MustCompile(`(感染|炎症|发炎|發炎)(已经|已經|都|也|基本上?|完全|全)*(好了|好咗|控制住了|消了|消退了|没了|沒了|退了|痊愈了|下去了|消下去了|清除了)`)

// zhInfectionGone says, with no word for it, that an infection is gone:
// "阴性，杀干净了" at the retest after H. pylori's course (followup dev
// fu-zh-y1-035), "根除了", "转阴了".
var zhInfectionGone = regexp.MustCompile(`(?:已经|已經|都|也)?(?:杀干净了|殺乾淨了|杀光了|根除了|转阴了|轉陰了)`)

// zhNotYetLead, right before 感染 or 炎症, make its end one to come or none.
var zhNotYetLead = []string{"没", "沒", "未", "还没", "還沒", "等", "如果", "要是", "直到", "不"}

// infectionOverByWord adds the end of the one current infection of the
// patient's that "the infection" said over refers to.
func (r *Reader) infectionOverByWord(x extract.Result, tx text, st []Statement, prior, before []Prior) []Statement {
	s := tx.str
	loc := infectionWordOver.FindStringIndex(s)
	if isHan(s) {
		if loc = zhInfectionWordOver.FindStringIndex(s); loc == nil {
			loc = zhInfectionGone.FindStringIndex(s)
		}
	}
	if loc == nil {
		return st
	}
	at, end := len([]rune(s[:loc[0]])), len([]rune(s[:loc[1]]))
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeCondition && m.Span[0] < end && m.Span[1] > at {
			return st // "the chest infection has cleared" names it: read by its name
		}
	}
	if slices.ContainsFunc(st, func(y Statement) bool { return y.Type == Condition && r.infection(y.Concept) }) {
		return st // an infection the turn names is what it speaks of
	}
	sent := tx.sentenceOf(at)
	if asked(sent) {
		return st
	}
	lead := tx.between(tx.sentenceStart(at), at)
	if hasAnyWord(lead, notYetBefore) || isHan(s) && endsWithAny(lead, zhNotYetLead) || hasAnyWord(s[loc[0]:loc[1]], notYetOver) {
		return st
	}
	if who := extract.LastPerson(lead); who != "" && who != extract.Patient {
		return st // "我爸的炎症消了"
	}
	open := currentBefore(append(slices.Clip(before), prior...), func(y Statement) bool { return y.Type == Condition && r.infection(y.Concept) })
	if len(open) != 1 {
		return st
	}
	return append(st, Statement{Type: Condition, Concept: open[0].Concept, Display: open[0].Display, Attributes: map[string]string{},
		Experiencer: extract.Patient, Historical: true, Resolves: true, Confidence: 0.85})
}

// backWordOver is a bare word for a finding said over, where the word is
// no name of its own in the lexicon: "cold's all gone" after "I've got a
// cold" (followup dev fu-en-y1-034; "cold" alone is the weather), "The
// blisters are all crusted and gone" after "a rash of blisters"
// (fu-en-y1-032).
var backWordOver = regexp.MustCompile(`\b(cold|blisters|sores|scabs)(?:'s|'re|\s+is|\s+are|\s+has|\s+have)\s+(?:(?:now|all|completely|fully|totally|crusted|over|dried|up|and)\s+)*(?:gone(?:\s+away)?|cleared(?:\s+up)?|away|healed(?:\s+up)?|dried\s+up)\b`)

// backWordFindings are the findings each backWordOver word refers to.
var backWordFindings = map[string][]string{
	"cold":     {"cond:common_cold"},
	"blisters": {"sym:rash"},
	"sores":    {"sym:rash", "sym:mouth_ulcer", "sym:skin_lesion"},
	"scabs":    {"sym:rash", "sym:skin_lesion"},
}

// backWordsOver adds the end of the one current finding of the patient's
// that a bare word said over refers to (backWordOver); none, or two, and it
// says nothing.
func (r *Reader) backWordsOver(x extract.Result, tx text, st []Statement, prior, before []Prior) []Statement {
	s := tx.str
	m := backWordOver.FindStringSubmatchIndex(s)
	if m == nil || isHan(s) {
		return st
	}
	at, end := len([]rune(s[:m[0]])), len([]rune(s[:m[1]]))
	for _, n := range x.Mentions {
		if n.Span[0] < end && n.Span[1] > at && n.Type != ontology.TypeBodySite {
			return st // a name of its own: read by it
		}
	}
	if !openedPlainly(tx.between(0, at)) || strings.Contains(tx.sentenceOf(at), "?") {
		return st // "his cold's gone", "until the blisters are gone", "has the cold gone?"
	}
	findings := backWordFindings[s[m[2]:m[3]]]
	open := currentBefore(append(slices.Clip(before), prior...), func(y Statement) bool { return slices.Contains(findings, y.Concept) })
	if len(open) != 1 || hasConcept(st, open[0].Concept) {
		return st
	}
	y := open[0]
	over := Statement{Type: y.Type, Concept: y.Concept, Display: y.Display, Attributes: map[string]string{},
		Experiencer: extract.Patient, Historical: true, Confidence: 0.9}
	if y.Type == Condition {
		over.Resolves, over.Confidence = true, 0.85
	}
	return append(st, over)
}

// partFineAgain is a part said to be fine again, right after its name: "the
// toe's grand", "throat's fine", "nose is clear", "my knee is back to
// normal".
var partFineAgain = regexp.MustCompile(`^(?:'s|\s+is|\s+are|\s+feels?|\s+has\s+been)\s+(?:(?:now|all|totally|completely|perfectly|absolutely)\s+)*(?:fine|grand|clear|ok|okay|alright|all right|healed(?:\s+up)?|back to normal|normal again|good as new)\b`)

// partFineExcept, after the part said fine in its sentence, keep a
// complaint there: "the knee's fine except on stairs", "but it still aches".
var partFineExcept = []string{"except", "apart from", "unless", "until", "still", "but when", "but if", "only when"}

// partsFine makes past the patient's complaints told before at a part the
// patient's turn says is fine again.
func (r *Reader) partsFine(x extract.Result, tx text, st []Statement, prior, before []Prior) []Statement {
	if isHan(tx.str) {
		return st
	}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeBodySite || m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			continue
		}
		rest := tx.from(m.Span[1])
		loc := partFineAgain.FindStringIndex(rest)
		if loc == nil {
			continue
		}
		sent := tx.sentenceOf(m.Span[0])
		if strings.ContainsAny(sent, "?") || hasAnyWord(rest[loc[1]:min(len(rest), loc[1]+len(sent))], partFineExcept) {
			continue
		}
		if !openedPlainly(tx.between(0, m.Span[0])) {
			continue // "that eye is fine now", "the other knee's fine", "hopefully the toe's fine"
		}
		seat := seatOf(strings.ToLower(m.Text))
		open := currentBefore(append(slices.Clip(before), prior...), func(y Statement) bool {
			return y.Type == Symptom && (r.namedSites[y.Concept][m.ConceptID] || seat[y.Concept])
		})
		for _, y := range open {
			if hasConcept(st, y.Concept) {
				continue // the turn tells it again itself
			}
			// As sure as the patient's own "the pain's gone": the patient
			// told the complaint and tells its end.
			st = append(st, Statement{Type: Symptom, Concept: y.Concept, Display: y.Display, Attributes: map[string]string{},
				Experiencer: extract.Patient, Historical: true, Confidence: 0.9})
		}
	}
	return st
}

// currentBefore returns, in the order first told, the patient's findings
// of the earlier turns that keep picks and whose last telling left them
// current.
func currentBefore(prior []Prior, keep func(Statement) bool) []Statement {
	last := map[string]Statement{}
	var order []string
	for _, p := range prior {
		for _, y := range p.Reading.Statements {
			if y.Experiencer != extract.Patient || y.Hypothetical || y.Uncertain || !keep(y) {
				continue
			}
			if _, ok := last[y.Concept]; !ok {
				order = append(order, y.Concept)
			}
			last[y.Concept] = y
		}
	}
	var out []Statement
	for _, c := range order {
		if y := last[c]; current(y) && !y.Resolves && y.Status != Stopped {
			out = append(out, y)
		}
	}
	return out
}

// seatOf returns the findings bodyParts gives a part's word as their seat
// ("nose": a blocked and a runny nose).
func seatOf(word string) map[string]bool {
	out := map[string]bool{}
	for _, p := range bodyParts {
		if slices.Contains(p.words, word) {
			for _, c := range p.concepts {
				out[c] = true
			}
		}
	}
	return out
}

// openedPlainly reports whether the clause that ends with before opens
// with nothing but partOpeners: a part named as another's, the other one,
// or hoped fine is no complaint's seat said well.
func openedPlainly(before string) bool {
	start := strings.LastIndexAny(before, ",.?!;:") + 1
	for _, o := range strings.Fields(before[start:]) {
		if !partOpeners[o] {
			return false
		}
	}
	return true
}

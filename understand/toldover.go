package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician telling a result or a follow-up says an illness is over in
// the words anyone would ("尿路感染已经好了", "the X-ray shows the pneumonia
// has cleared"). Before this, a clinician's turn stated only orders and
// diagnoses, so the record kept the illness active (s51 blind round 20
// zh10, en01). The words here are narrower than a patient's
// resolutionWords: "normal", "fine" and "under control" said by a
// clinician speak of results on treatment ("your diabetes is well
// controlled"), not of the illness gone.

// clinicianOverWords, after an illness in its clause, say it is gone.
var clinicianOverWords = []string{"已经好了", "好了", "痊愈了", "痊愈", "治好了", "已经治好", "消了", "退了", "已经没了", "吸收了", "已经吸收", "消失了",
	"好咗", "冇事咗", "has cleared", "have cleared", "'s cleared", "is cleared", "cleared up", "has resolved", "have resolved", "'s resolved",
	"is resolved", "has gone", "have gone", "is gone", "'s gone", "has healed", "have healed", "'s healed", "is healed", "healed up", "has settled down",
	"has passed", "is clear now", "has cleared up",
	// "the anaemia's sorted" (change dev en-z1-008).
	"'s sorted", "is sorted", "are sorted", "all sorted", "sorted now"}

// notYetOver, between the illness and the words that end it, make the
// end one to come or one that has not come: "should clear up in a week",
// "会好的", "until the infection has cleared", "hasn't cleared".
var notYetOver = []string{"will", "'ll", "should", "would", "may", "might", "could", "can", "expect", "until", "once", "when", "hopefully",
	"yet", "not", "n't", "isn't", "hasn't", "haven't", "会", "就会", "应该", "能", "等", "直到", "还没", "没有", "没", "未", "冇", "唔", "要是", "如果"}

// notYetBefore, before the illness in its sentence, make it one to come or
// asked: "until your chest infection has cleared", "等尿路感染好了再…".
var notYetBefore = []string{"until", "once", "when", "if", "before", "after", "等", "等到", "直到", "如果", "要是", "待"}

// clinicianToldOver returns the illnesses of the patient that a
// clinician's turn tells are over, other than those already read.
func (r *Reader) clinicianToldOver(x extract.Result, tx text, sents []sentence, read []Statement) []Statement {
	var out []Statement
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeCondition && m.Type != ontology.TypeSymptom {
			continue
		}
		if exp := m.Assertion.Experiencer; exp != "" && exp != extract.Patient || m.Assertion.Negated || m.Assertion.Hypothetical {
			continue
		}
		if question(sents, m) || conditional(tx, m) || containsAny(tx.sentenceOf(m.Span[0]), generalWords) {
			continue
		}
		if slices.ContainsFunc(read, func(s Statement) bool { return s.Concept == m.ConceptID }) {
			continue
		}
		rest := withoutDegree(strings.ToLower(untilNextMentionZh(x, tx, i))) // "您这个尿路感染已经好了，左氧氟沙星不用再吃了"
		at := firstIndexOfAny(rest, clinicianOverWords)
		if at < 0 || !saysOver(rest, clinicianOverWords) {
			continue
		}
		lead := strings.ToLower(tx.clauseOf(m.Span[0]))
		if cut := strings.Index(lead, strings.ToLower(m.Text)); cut >= 0 {
			lead = lead[:cut]
		}
		if hasAnyWord(rest[:at], notYetOver) || hasAnyWord(lead, notYetBefore) {
			continue
		}
		typ := Condition
		if m.Type == ontology.TypeSymptom {
			typ = Symptom
		}
		out = append(out, Statement{Type: typ, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Historical: true, Resolves: true, Confidence: 0.85})
	}
	return out
}

// degreeWords say how wholly an illness ended, between its name and the
// end: "the pneumonia has completely resolved" (change dev en-z1-007).
var degreeWords = regexp.MustCompile(`\b(?:completely|fully|totally|entirely|now|all|well and truly)\s+`)

// withoutDegree drops degreeWords after "has", "have", "is" and "'s".
func withoutDegree(s string) string {
	return degreeAfterAux.ReplaceAllStringFunc(s, func(m string) string { return degreeWords.ReplaceAllString(m, "") })
}

var degreeAfterAux = regexp.MustCompile(`(?:\bhas|\bhave|\bis|'s)\s+(?:(?:completely|fully|totally|entirely|now|all|well and truly)\s+)+`)

package understand

import (
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician's turn states only two things about the record: what they
// order for a medication (stop, start, continue, change the dose, switch)
// and a diagnosis they tell the patient. Their questions are asks, and the
// rest (explanations, restating what the patient said, advice that depends
// on something) states nothing.

var (
	stopOrders = []string{"stop", "stopping", "stop taking", "hold", "hold off", "come off", "coming off", "discontinue", "don't take",
		"do not take", "stay off", "cut out", "no more", "take you off", "taking you off", "get off",
		"停掉", "停了", "停用", "先停", "停药", "先别吃", "别吃", "不要吃", "不用吃了", "不要再吃", "别再吃", "不吃了", "停一下", "先停一停"}
	takeOrders = []string{"start", "starting", "put you on", "putting you on", "prescribe", "prescribing", "give you", "giving you",
		"continue", "carry on", "keep taking", "keep on", "take", "taking", "try", "increase", "decrease", "reduce", "up the", "bump up",
		"switch", "change you", "recommend", "i would take", "i'd take", "you can take", "you could take", "use",
		"开", "给你开", "开点", "继续", "接着吃", "接着用", "照常吃", "加到", "加量", "减到", "减量", "减半", "改成", "换成", "换用", "用", "吃", "服用", "改用"}
	diagnosisCues = []string{"you have", "you've got", "you have got", "you've developed", "it's", "it is", "this is", "that's", "that is",
		"diagnosis is", "diagnosed", "sounds like", "looks like", "seems like", "consistent with", "likely", "probably", "i think", "might be",
		"could be", "may be", "possibly", "suspect",
		"你这是", "你这个是", "你得的是", "你有", "你是", "诊断", "考虑", "可能是", "应该是", "像是", "估计是", "怀疑", "就是"}
	switchWords = []string{"switch", "change", "换成", "改成", "换用", "改用", "换"}
)

// clinicianStatements reads the orders and diagnoses of a clinician's turn.
func (r *Reader) clinicianStatements(t Turn, x extract.Result, sents []sentence) []Statement {
	var out []Statement
	for _, s := range sents {
		if s.question || hasAnyWord(s.text, ifWords) {
			continue
		}
		var meds []int
		for i, m := range x.Mentions {
			if !s.in(m.Span) || !aboutPatient(m.Assertion, Clinician) || m.Assertion.Hypothetical {
				continue
			}
			switch m.Type {
			case ontology.TypeDrug, ontology.TypeDrugClass:
				meds = append(meds, i)
			case ontology.TypeCondition:
				if st, ok := r.diagnosis(t, x, s, i); ok {
					out = append(out, st)
				}
			}
		}
		out = append(out, r.orders(t, x, s, meds)...)
	}
	return out
}

// orders reads the medication orders of one sentence: a switch from one
// drug to another, or one order word for the drugs it names.
func (r *Reader) orders(t Turn, x extract.Result, s sentence, meds []int) []Statement {
	if len(meds) == 0 {
		return nil
	}
	runes := []rune(strings.ToLower(extract.Normalize(t.Text)))
	med := func(i int, status string) Statement {
		m := x.Mentions[i]
		st := Statement{Type: Medication, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
			Status: status, Experiencer: extract.Patient, Confidence: 0.9}
		if m.Assertion.Uncertain {
			st.Uncertain = true
		}
		for _, d := range x.Doses {
			if d.Mention == i && d.Value > 0 {
				st.Attributes["dose"] = strings.TrimSpace(strconv.FormatFloat(d.Value, 'f', -1, 64) + " " + d.Unit)
			}
		}
		return st
	}
	// "switch you from A to B", "把A换成B": A stops, B starts.
	if len(meds) == 2 && hasAnyWord(s.text, switchWords) {
		a, b := x.Mentions[meds[0]], x.Mentions[meds[1]]
		between := string(runes[a.Span[1]:b.Span[0]])
		if hasAnyWord(between, []string{"to", "for", "with", "换成", "改成", "换", "改"}) {
			return []Statement{med(meds[0], Stopped), med(meds[1], "")}
		}
	}
	var out []Statement
	for _, i := range meds {
		m := x.Mentions[i]
		before := string(runes[s.start:m.Span[0]])
		after := string(runes[m.Span[1]:s.end])
		switch {
		case hasAnyWord(before, stopOrders) || hasAnyWord(after, []string{"停掉", "停了", "停了吧", "先停", "停一停", "不用吃了", "不要吃了", "别吃了"}):
			out = append(out, med(i, Stopped))
		case hasAnyWord(before, takeOrders) || hasAnyWord(after, []string{"继续吃", "接着吃", "照常吃", "加到", "减到", "加量", "减量", "减半"}):
			out = append(out, med(i, ""))
		}
	}
	return out
}

// diagnosis reads a condition the clinician tells the patient they have.
// A diagnosis said with a hedge ("it might be…", "可能是") is uncertain.
func (r *Reader) diagnosis(t Turn, x extract.Result, s sentence, i int) (Statement, bool) {
	m := x.Mentions[i]
	if m.ConceptID == allergyCondition || m.Assertion.Negated || m.Assertion.Historical {
		return Statement{}, false
	}
	runes := []rune(strings.ToLower(extract.Normalize(t.Text)))
	before := string(runes[s.start:m.Span[0]])
	if !hasAnyWord(before, diagnosisCues) {
		return Statement{}, false
	}
	st := Statement{Type: Condition, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9, Uncertain: m.Assertion.Uncertain}
	return st, true
}

// aboutPatient reports whether an assertion concerns the patient, given who
// spoke: the patient's "I" and the clinician's "you" are the patient.
func aboutPatient(a extract.Assertion, speaker string) bool {
	if a.Experiencer != "" && a.Experiencer != extract.Patient {
		return false
	}
	switch a.Subject {
	case extract.FirstPerson:
		return speaker == Patient
	case extract.SecondPerson:
		return speaker != Patient
	}
	return true
}

package understand

import (
	"regexp"
	"strconv"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A dose corrected in the patient's next turn: "我在吃倍他乐克，一天两次，一
// 次25" … "哦不对，是一次47.5的那种缓释片，一天一次". The correction names no
// drug, so it was read as nothing and the record kept twice a day. It takes
// back the dose told just before (or before a bare "OK."), of the one drug
// told there: that drug at
// the amount and frequency the correction says, what it leaves unsaid kept.
// With two drugs told, which one is corrected is not known; a turn that does
// not open by taking back what was said ("对，一天两次") corrects nothing.

// perTakeAmount is a Chinese amount per take with its unit unsaid: "一次47.5".
var perTakeAmount = regexp.MustCompile(`一次\s*(\d+(?:\.\d+)?)`)

// correctedDose reads a patient's correcting turn as the new dose of the
// one drug the patient's turn just before told (see above).
func (r *Reader) correctedDose(x extract.Result, tx text, prior []Prior) []Statement {
	before, ok := doseTurnCorrected(tx.str, prior)
	if !ok {
		return nil
	}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return nil // the correction names its own drug
		}
	}
	var drug Statement
	for _, s := range before.Statements {
		if s.Type != Medication || s.Experiencer != extract.Patient || !current(s) || s.Status == Stopped || s.Hypothetical {
			continue
		}
		if drug.Concept != "" && drug.Concept != s.Concept {
			if !r.drugOfItsClass(drug.Concept, s.Concept) {
				return nil // two drugs told: which one is unsure
			}
			s = moreSpecific(drug, s) // "降压药是缬沙坦": one drug, told with its class (dosecorrectedbare.go)
		}
		drug = s
	}
	if drug.Concept == "" {
		return nil
	}
	attrs := map[string]string{}
	for k, v := range drug.Attributes {
		if k == "dose" || k == "frequency" {
			attrs[k] = v
		}
	}
	var loose []extract.Dose
	for _, d := range x.Doses {
		if d.Mention < 0 {
			loose = append(loose, d)
		}
	}
	said, values := false, 0
	for _, d := range loose {
		if d.Value > 0 {
			values++
			attrs["dose"] = doseText(d.Value, d.Unit)
			said = true
		}
		if d.Frequency != "" {
			attrs["frequency"] = d.Frequency
			said = true
		}
	}
	if g := perTakeAmount.FindStringSubmatch(tx.str); g != nil && !hasValue(loose) {
		if v, err := strconv.ParseFloat(g[1], 64); err == nil && v > 0 {
			attrs["dose"] = doseText(v, "")
			said = true
		}
	}
	if d := bareDoseCorrected(tx.str, drug.Attributes["dose"]); !said && d != "" {
		attrs["dose"], said = d, true // "是160的": the dose told before, in its unit
	}
	if !said || values > 1 {
		return nil // two amounts: which is the dose is unsure
	}
	return []Statement{{Type: Medication, Concept: drug.Concept, Display: r.Display(drug.Concept, "en"), Attributes: attrs,
		Experiencer: extract.Patient, Confidence: 0.8}}
}

// hasValue reports whether any of doses says an amount.
func hasValue(doses []extract.Dose) bool {
	for _, d := range doses {
		if d.Value > 0 {
			return true
		}
	}
	return false
}

// doseTurnCorrected returns the patient's turn a correcting turn takes
// back: the one just before, or the one before a bare acknowledgement
// that asked and told nothing ("I take 5 mg of amlodipine every morning."
// "OK." "No wait, it's 10 mg", session 68's review, E07).
func doseTurnCorrected(text string, prior []Prior) (Reading, bool) {
	if !opensACorrection(text) {
		return Reading{}, false
	}
	n := len(prior) - 1
	if n >= 1 && prior[n].Speaker != Patient && acknowledgesOnly(prior[n].Reading) {
		n--
	}
	if n < 0 || prior[n].Speaker != Patient {
		return Reading{}, false
	}
	return prior[n].Reading, true
}

// acknowledgesOnly reports whether a reading is a bare "OK.", "好的。".
func acknowledgesOnly(r Reading) bool {
	return (r.Kind == KindConfirm || r.Kind == KindChitchat) && len(r.Asks) == 0 && len(r.Statements) == 0
}

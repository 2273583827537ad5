package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// doseChangeTo introduce the dose a drug was changed to, told after the
// dose it was on: "优甲乐以前一天一片，医生让加到一片半", "I used to take
// 5 mg of ramipril, now it's 10". The past time word there dates the old
// dose, not the drug: it is taken still, at the new dose.
var doseChangeTo = []string{"加到", "加成", "增加到", "加量到", "减到", "减成", "减量到", "调到", "调成", "调整为", "调整到", "改成", "改为",
	"now it's", "now it is", "now i take", "now i'm on", "now i am on", "now i'm taking", "now i am taking", "it's now", "it is now",
	"went up to", "put it up to", "put me up to", "bumped it up to", "cut it down to", "cut down to", "brought it down to", "increased to", "increased it to", "raised to", "raised it to", "reduced to", "reduced it to", "lowered to",
	"lowered it to", "changed to", "changed it to", "gone up to", "went down to", "gone down to"}

// laterChange put the change ahead: "下个月再加到一片半", "he'll put it up
// to 10 next week" is no dose taken yet.
var laterChange = []string{"下次", "下个月", "下周", "下礼拜", "再加", "再减", "打算", "准备", "next", "will", "'ll", "going to", "gonna", "if", "如果"}

// bareDose is an amount said without its unit after a change word: the
// unit is the old dose's ("now it's 10").
var bareDose = regexp.MustCompile(`^\s*(\d+(?:\.\d+)?)(\s*(mg|mcg|g|ml|units?|milligrams?|micrograms?))?\b`)

// changedDose returns the dose drug mention i was changed to later in its
// sentence, or "" when the sentence tells no such change. The change must
// name no other drug after it ("以前吃A，后来换成B") and tell no stop after
// it ("加到一片半以后心慌，就停了").
func changedDose(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	end := tx.sentenceEnd(m)
	rest := tx.between(m.Span[1], end)
	k := lastIndexAny(rest, doseChangeTo)
	if k < 0 {
		return ""
	}
	from := m.Span[1] + len([]rune(rest[:k]))
	if mentionsBetween(x, from, end) || containsAny(rest[k:], stopWords) || containsAny(rest, laterChange) {
		return ""
	}
	var old extract.Dose
	for _, d := range x.Doses {
		if d.Value <= 0 || (d.Mention != i && d.Mention >= 0) || tx.sent[d.Span[0]] != tx.sent[m.Span[0]] {
			continue
		}
		if d.Span[0] >= from {
			return doseText(d.Value, d.Unit) // "加到一片半": the amount with its unit
		}
		old = d
	}
	if old.Unit == "" {
		return "" // no dose before the change, nor one after: nothing to read
	}
	after := rest[k:]
	for _, w := range doseChangeTo {
		if strings.HasPrefix(after, w) {
			after = after[len(w):]
			break
		}
	}
	if g := bareDose.FindStringSubmatch(after); g != nil && g[2] == "" {
		if v, err := strconv.ParseFloat(g[1], 64); err == nil && v > 0 {
			return doseText(v, old.Unit)
		}
	}
	return ""
}

func doseText(v float64, unit string) string {
	return strings.TrimSpace(strconv.FormatFloat(v, 'f', -1, 64) + " " + unit)
}

// itChangedTo change the dose of a drug the turn does not name: "Actually
// I've cut it down to 50 myself", "我自己减到半片了". English says "it";
// Chinese leaves the drug unsaid.
var itChangedTo = []string{"cut it down to", "cut them down to", "cut down to", "brought it down to", "dropped it to", "dropped it down to",
	"reduced it to", "lowered it to", "put it up to", "upped it to", "increased it to", "raised it to", "changed it to", "gone up to", "went up to",
	"gone down to", "went down to", "加到", "加成", "增加到", "加量到", "减到", "减成", "减量到", "调到", "调成"}

// doseChangedOfIt reads a dose change told of the one drug the patient
// last told of, with its dose, in a turn that names no drug ("I'm on
// sertraline 100 mg." … "Actually I've cut it down to 50 myself, last
// fortnight."): that drug at the new dose. With two drugs told, which one
// is changed is not known, and nothing is read.
func (r *Reader) doseChangedOfIt(x extract.Result, tx text, prior []Prior) []Statement {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return nil
		}
	}
	all := tx.str
	k := lastIndexAny(all, itChangedTo)
	if k < 0 || containsAny(all, laterChange) || containsAny(all, []string{"?", "？", "吗"}) || containsAny(all[:k], []string{"not", "n't", "没", "不"}) {
		return nil
	}
	var drug Statement
	for n := len(prior) - 1; n >= 0 && n >= len(prior)-3 && drug.Concept == ""; n-- {
		if prior[n].Speaker != Patient {
			continue
		}
		for _, s := range prior[n].Reading.Statements {
			if s.Type != Medication || !current(s) || s.Status == Stopped {
				continue
			}
			if drug.Concept != "" && drug.Concept != s.Concept || s.Attributes["dose"] == "" {
				return nil
			}
			drug = s
		}
	}
	if drug.Concept == "" {
		return nil
	}
	from := len([]rune(all[:k]))
	dose := ""
	for _, d := range x.Doses {
		if d.Value > 0 && d.Span[0] >= from {
			dose = doseText(d.Value, d.Unit)
			break
		}
	}
	if dose == "" {
		after := all[k:]
		for _, w := range itChangedTo {
			if strings.HasPrefix(after, w) {
				after = after[len(w):]
				break
			}
		}
		// "加到一次1000了": how much a time, said before the amount.
		for _, each := range []string{"一次", "每次", "一回", "每回"} {
			after = strings.TrimPrefix(after, each)
		}
		g := bareDose.FindStringSubmatch(after)
		_, unit, _ := strings.Cut(drug.Attributes["dose"], " ")
		if g == nil || g[2] != "" || unit == "" {
			return nil
		}
		v, err := strconv.ParseFloat(g[1], 64)
		if err != nil || v <= 0 {
			return nil
		}
		dose = doseText(v, unit)
	}
	if dose == drug.Attributes["dose"] {
		return nil
	}
	attrs := map[string]string{"dose": dose}
	if f := drug.Attributes["frequency"]; f != "" {
		attrs["frequency"] = f
	}
	// "上周复查以后医生让我加到75微克了" (session 68's review, Z11): the
	// doctor's order, told by the patient, is relayed as a named drug's is.
	relayed := containsAny(strings.ToLower(all[:k]), changedByWords)
	return []Statement{{Type: Medication, Concept: drug.Concept, Display: r.Display(drug.Concept, "en"), Attributes: attrs,
		Experiencer: extract.Patient, Relayed: relayed, Confidence: 0.8}}
}

// changedByWords name a clinician who changed the dose, before the change.
var changedByWords = append([]string{"doctor", "doc ", "gp ", "dr ", "consultant", "specialist", "cardiologist", "nurse", "pharmacist"}, zhDoctorWords...)

package understand

import (
	"maps"
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A dose taken back in its own turn (s46 blind round 13 en14): "I take
// lisinopril 20 mg. Sorry, no, it's 10, they dropped it down" kept 20 mg,
// since the bare 10 is no dose the extractor reads and correctedDose only
// hears a correction in the next turn. A clause opening with a correction
// (inTurnCorrections) after the one drug the turn names, with its dose,
// followed at once by a bare number ("it's 10", "是160的"), is that drug's
// dose in the unit told before, within a tenfold of it. A number of
// something else ("10 years"), another drug after the correction, or two
// drugs before it change nothing.

// inTurnCorrections open a clause that takes back what the turn said.
var inTurnCorrections = []string{"sorry, no", "sorry no", "no, sorry", "no sorry", "no wait", "no, wait", "wait, no", "wait no",
	"sorry, i mean", "sorry i mean", "i mean", "actually no", "actually, no", "sorry, it's", "sorry it's", "oops",
	"哦不对", "不对", "哦不是", "不是，", "说错了", "记错了"}

// correctedNumber is a bare number said right after the correction, with
// a few words of pointing before it ("it's 10", "是160的") and maybe a unit.
var correctedNumber = regexp.MustCompile(`^[\s,，.。]*(?:(?:no|it's|it is|its|is|it was|the|make that|是)[\s,，]*){0,3}(\d+(?:\.\d+)?)\s*(mg|mcg|micrograms?|milligrams?|g|grams?|ml|units?|毫克|微克|克)?(.*)$`)

// notADose after the number say it counts something else.
var notADose = []string{"year", "yr", "month", "week", "day", "hour", "minute", "time", "kg", "kilo", "pound", "%", "percent",
	"over", "/", "年", "月", "天", "周", "次", "岁", "斤", "公斤"}

// doseUnits are the units a corrected number may carry, as doses write them.
var doseUnits = map[string]string{"mg": "mg", "milligram": "mg", "milligrams": "mg", "毫克": "mg", "mcg": "mcg", "microgram": "mcg",
	"micrograms": "mcg", "微克": "mcg", "g": "g", "gram": "g", "grams": "g", "克": "g", "ml": "ml", "unit": "units", "units": "units"}

// doseCorrectedInTurn sets the dose of the one drug of a turn that corrects
// it in a later clause (see above).
func doseCorrectedInTurn(x extract.Result, tx text, st []Statement) []Statement {
	at := -1
	for i, r := range tx.runes {
		if i == 0 || !strings.ContainsRune(",，.。;；!！ …", tx.runes[i-1]) || strings.ContainsRune(" ", r) {
			continue
		}
		if w := startsWithAny(tx.from(i), inTurnCorrections); w != "" {
			at = i + len([]rune(w))
			break
		}
	}
	if at < 0 {
		return st
	}
	drug := ""
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			continue
		}
		if m.Span[0] >= at || drug != "" && drug != m.ConceptID {
			return st // a drug after the correction, or two before it
		}
		drug = m.ConceptID
	}
	if drug == "" {
		return st
	}
	st = frequencyCorrectedInTurn(x, st, drug, at)
	g := correctedNumber.FindStringSubmatch(tx.from(at))
	if g == nil {
		return st
	}
	if rest := strings.TrimLeft(g[3], " "); g[2] == "" && startsWithAny(rest, notADose) != "" {
		return st // "10 years"
	}
	v, err := strconv.ParseFloat(g[1], 64)
	if err != nil || v <= 0 {
		return st
	}
	for i, s := range st {
		if s.Type != Medication || s.Concept != drug || s.Experiencer != extract.Patient || s.Negated {
			continue
		}
		fields := strings.Fields(s.Attributes["dose"])
		if len(fields) != 2 {
			continue
		}
		was, err := strconv.ParseFloat(fields[0], 64)
		if err != nil || was <= 0 || v == was || v > was*10 || v < was/10 {
			continue
		}
		if u := doseUnits[g[2]]; g[2] != "" && u != fields[1] {
			continue // told in another unit: which is meant is unsure
		}
		attrs := maps.Clone(s.Attributes)
		attrs["dose"] = doseText(v, fields[1])
		st[i].Attributes = attrs
	}
	return st
}

// frequencyCorrectedInTurn sets how often the one drug of the turn is
// taken to the frequency told after the correction at rune at: "二甲双胍我
// 一天吃三次，每次一片……哦不对不对，是两次，早晚各一片" (session 69's
// review 3, Z02) kept three times a day. With two frequencies after it,
// which is meant is unsure, and nothing changes.
func frequencyCorrectedInTurn(x extract.Result, st []Statement, drug string, at int) []Statement {
	freq := ""
	for _, d := range x.Doses {
		if d.Span[0] < at || d.Frequency == "" || d.Frequency == freq {
			continue
		}
		if freq != "" {
			return st
		}
		freq = d.Frequency
	}
	if freq == "" {
		return st
	}
	for i, s := range st {
		if s.Type == Medication && s.Concept == drug && s.Experiencer == extract.Patient && !s.Negated && s.Attributes["frequency"] != freq {
			attrs := maps.Clone(s.Attributes)
			if attrs == nil {
				attrs = map[string]string{}
			}
			attrs["frequency"] = freq
			st[i].Attributes = attrs
		}
	}
	return st
}

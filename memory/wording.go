package memory

import (
	"maps"
	"math"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/understand"
)

// The words a prompt line uses for what a fact is and where it stands,
// beyond its stored type and status: the stored values are the API's
// ("observation", "inactive", "allergy:any"), which a line that shows
// them as they are leaves the model to decode, or misread.

// socialLabels name social history on its line: Chinese, English, and
// English for a list. The reading stores a habit as an observation
// (understand/social.go), but smoking is no measurement: under "测量" a
// given-up habit read as a reading taken.
var socialLabels = [3]string{"生活习惯", "social history", "social history"}

// social reports whether f is social history (smoking, alcohol, drugs).
func social(f entity.Fact) bool {
	return f.Type == entity.Observation && strings.HasPrefix(f.Attributes[entity.ConceptAttribute], "social:")
}

// factLabel is the name of f's kind on its line: Chinese, English, and
// English for a list of them.
func factLabel(f entity.Fact) [3]string {
	if social(f) {
		return socialLabels
	}
	return factLabels[f.Type]
}

// statusWord is f's status as its line's marks say it: a habit given up is
// "former" (已戒), not an "inactive" observation.
func statusWord(f entity.Fact, zh bool) string {
	if social(f) && f.Status == entity.Inactive {
		return inLang(zh, "former", "已戒")
	}
	if f.Status == entity.Inactive {
		// A past condition or a procedure done, as 既往 says it; the
		// record's "inactive" left a model to guess whether it still
		// holds.
		return inLang(zh, "past", "既往")
	}
	return promptWord(f.Status, zh)
}

func inLang(zh bool, en, cn string) string {
	if zh {
		return cn
	}
	return en
}

// anyAllergy reports whether f is about the generic allergy concept, which
// the reading writes for "no allergies" (refuted) and the lexicon does not
// name: its display "any allergy" read, in a Chinese prompt above all, as
// an allergy to anything.
func anyAllergy(f entity.Fact) bool {
	return f.Type == entity.Allergy && f.Attributes[entity.ConceptAttribute] == understand.NoKnownAllergy
}

// noDrugAllergies reports whether f is the refuted drug allergy status the
// reading writes for "药物没有过敏的", "no drug allergies": no known drug
// allergies, which leaves a food or another allergen possible.
func noDrugAllergies(f entity.Fact) bool {
	return f.Type == entity.Allergy && f.Attributes[entity.ConceptAttribute] == understand.NoKnownDrugAllergy && f.Verification == entity.Refuted
}

// noKnownAllergies is the line of a refuted generic allergy, of any kind or
// of drugs: the words a clinician writes, as the working state says them.
func noKnownAllergies(f entity.Fact, zh bool) string {
	if noDrugAllergies(f) {
		return "- " + inferredMark(f, zh) + inLang(zh, "no known drug allergies", "无已知药物过敏")
	}
	return "- " + inferredMark(f, zh) + inLang(zh, "no known allergies", "无已知过敏")
}

// inWords is f with a display that says what it is where the stored one
// does not: a generic allergy that is not refuted is an allergy whose
// allergen was not named.
func inWords(f entity.Fact, zh bool) entity.Fact {
	if anyAllergy(f) && f.Verification != entity.Refuted {
		f.Display = inLang(zh, "allergy, allergen not named", "过敏（未说明过敏原）")
	}
	return f
}

// stateWord says where a fact stands, for a claim line that sets a
// proposal against the record: "taking", "stopped", "allergic".
func stateWord(f entity.Fact, zh bool) string {
	switch {
	case f.Verification == entity.Refuted:
		return inLang(zh, "no", "没有")
	case f.Type == entity.Medication && f.Status == entity.Active:
		return inLang(zh, "taking", "在用")
	case f.Type == entity.Medication:
		return inLang(zh, "stopped", "已停用")
	case f.Type == entity.Allergy && f.Status == entity.Active:
		return inLang(zh, "allergic", "过敏")
	case f.Type == entity.Allergy:
		return inLang(zh, "no longer allergic", "已不过敏")
	case f.Status == entity.Active:
		return inLang(zh, "current", "现有")
	}
	return statusWord(f, zh)
}

// saidBy names who a claim's proposal comes from, by its source.
func saidBy(kind string, zh bool) string {
	switch kind {
	case entity.SourcePatient:
		return inLang(zh, "the patient says", "患者说")
	case entity.SourcePatientRelayed:
		return inLang(zh, "the patient relays", "患者转述")
	case entity.SourceClinician:
		return inLang(zh, "the clinician says", "医生说")
	case entity.SourceClinicianRelayed:
		return inLang(zh, "a clinician's turn, relayed, says", "转述的医生发言说")
	case entity.SourceAssistant:
		return inLang(zh, "the assistant's turn says", "助理的发言称")
	}
	return inLang(zh, "a statement says", "有陈述称")
}

// claimLine is a pending claim as its line says it, in a prompt's
// language (zh or English). A contradiction says what the claim proposes
// and what the record it conflicts with holds: "lisinopril: the patient
// says stopped (record: active)", "amoxicillin: the patient says taking
// (record: allergic to penicillins)"; "conflicts with the record" left
// the model to guess which way. against are the current facts it
// conflicts with, as the prompt shows them.
func claimLine(c entity.Claim, against []entity.Fact, zh bool) string {
	p := inWords(c.Proposed, zh)
	display := factText(p.Display)
	switch {
	case c.Reason == entity.ReasonContradiction:
		who, state := saidBy(p.Source.Kind, zh), stateWord(p, zh)
		line := display + inLang(zh, ": "+who+" "+state, "："+who+state)
		if len(against) == 0 {
			return line + inLang(zh, " (conflicts with the record)", "（与档案冲突）")
		}
		held := make([]string, len(against))
		for i, f := range against {
			held[i] = recordSide(p, f, zh)
		}
		return line + inLang(zh, " (record: ", "（档案：") + strings.Join(held, inLang(zh, "; ", "；")) + inLang(zh, ")", "）")
	case anyAllergy(p) && p.Verification == entity.Refuted:
		return inLang(zh, "no known allergies?", "无已知过敏？")
	case noDrugAllergies(p):
		return inLang(zh, "no known drug allergies?", "无已知药物过敏？")
	case p.Verification == entity.Refuted:
		return inLang(zh, "denies "+display+"?", "否认"+display+"？")
	case anyAllergy(p) && p.Status != entity.Active:
		return inLang(zh, "allergies over?", "过敏已消失？")
	case anyAllergy(p):
		// The gate proposes a hedged statement's finding without its
		// negation: this claim comes of "I might be allergic to something"
		// and of "好像不过敏了" alike, so its line asks, and takes no side.
		return inLang(zh, "any allergies?", "有无过敏？")
	case p.Type == entity.Allergy && p.Status != entity.Active:
		return inLang(zh, display+" allergy over?", "对"+display+"过敏已消失？")
	case p.Status == entity.Resolved:
		return display + inLang(zh, " resolved?", "已好转？")
	}
	return display + inLang(zh, "?", "？")
}

// recordSide is what the record holds of a fact a proposal conflicts
// with: its state alone when it is the same concept, else what it is.
func recordSide(p, f entity.Fact, zh bool) string {
	state := stateWord(f, zh)
	if f.Verification == entity.Unconfirmed {
		state += inLang(zh, ", ", "，") + promptWord(entity.Unconfirmed, zh)
	}
	if concept := f.Attributes[entity.ConceptAttribute]; concept != "" && concept == p.Attributes[entity.ConceptAttribute] {
		return state
	}
	display := factText(inWords(f, zh).Display)
	if f.Type == entity.Allergy && f.Status == entity.Active && f.Verification != entity.Refuted {
		s := inLang(zh, "allergic to "+display, "对"+display+"过敏")
		if f.Verification == entity.Unconfirmed {
			s += inLang(zh, ", ", "，") + promptWord(entity.Unconfirmed, zh)
		}
		return s
	}
	return display + inLang(zh, ", ", "，") + state
}

// inKilograms is f with a weight said in 斤 shown in kilograms, and what
// was said after it: "体重 80 kg (160 斤)". 1 斤 is 0.5 kg (the 市斤 of
// the PRC's 1959 measures). A model reads "160 斤" as often as not as 160
// kg, or not at all; the record keeps the value and unit as said (the
// reading corpora score them so), and only its line converts. A weight in
// stone is shown so too ("weight 85.7 kg (13.5 st)", a stone 6.35029318
// kg, to one decimal): a model converts stone no better.
func inKilograms(f entity.Fact, zh bool) entity.Fact {
	unit := f.Attributes["unit"]
	if f.Type != entity.Observation || unit != "斤" && unit != "st" {
		return f
	}
	said := f.Attributes["value"]
	v, err := strconv.ParseFloat(said, 64)
	if err != nil {
		return f
	}
	kg, saidUnit := strconv.FormatFloat(v/2, 'f', -1, 64), inLang(zh, " jin)", " 斤)")
	if unit == "st" {
		kg, saidUnit = strconv.FormatFloat(math.Round(v*6.35029318*10)/10, 'f', -1, 64), " st)"
	}
	f.Attributes = maps.Clone(f.Attributes)
	f.Attributes["value"], f.Attributes["unit"] = kg, "kg"
	f.Display = strings.Replace(f.Display, " "+said+" "+unit, " "+kg+" kg ("+said+saidUnit, 1)
	return f
}

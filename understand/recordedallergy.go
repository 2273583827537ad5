package understand

import (
	"regexp"
	"slices"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A clinician who stops a drug for a reaction and says it is an allergy
// records the allergy ("Stop the allopurinol now, that's a reaction to it,
// and I'll put it on your record as an allergy", "卡马西平马上停掉，这是药物
// 过敏，我给你记在病历上", "这是对卡马西平过敏"): the reading stopped the drug
// and wrote "drug allergy" as a condition, or nothing, and never the
// allergy to that drug. The drug must be the only one the turn names. The
// gate decides, as for any clinician statement, whether it is the
// clinician's in person or relayed.

// clinicianCallsItAllergy says, in a clinician's turn, that what the drug
// did is an allergy.
var clinicianCallsItAllergy = regexp.MustCompile(`(?i)\bas an allergy\b|\ballergic reaction\b|\ba reaction to (?:it|that|them)\b|` +
	`(?:这|那)是(?:药物|药)?过敏|是(?:药物|药)过敏|药物过敏|对\S{0,12}过敏`)

// notSaidSo are what make the sentence of the cue no statement: a
// question, a condition, a denial ("Any allergic reaction to it?", "If you
// get an allergic reaction, stop it", "It's not an allergic reaction").
var notSaidSo = regexp.MustCompile(`(?i)[?？]|吗|\bif\b|如果|万一|要是|\bnot\b|n't\b|\bno\b|不是|没有|\bany\b|\bever\b`)

// suspectedOnly are words of a cause suspected, not found.
var suspectedOnly = regexp.MustCompile(`(?i)\b(?:believe|believed|think|thought|may|might|maybe|probably|possibly|perhaps|suspect|suspected|likely)\b|可能|估计|怀疑|好像|大概|也许`)

// callsItAllergy reports whether a sentence of the turn says, as a
// statement, that what happened is an allergy.
func callsItAllergy(tx text) bool {
	s := tx.str
	for _, loc := range clinicianCallsItAllergy.FindAllStringIndex(s, -1) {
		if !notSaidSo.MatchString(tx.sentenceOf(len([]rune(s[:loc[0]])))) {
			return true
		}
	}
	return false
}

// allergyRecordedByClinician turns the one drug of a clinician's turn that
// calls its reaction an allergy into that allergy, with the reaction the
// patient's last turn told, and drops the bare "drug allergy".
func (r *Reader) allergyRecordedByClinician(x extract.Result, tx text, out []Statement, prior []Prior) []Statement {
	if !callsItAllergy(tx) {
		return out
	}
	// The drug must be the turn's one drug or allergen: "你这是对马蜂毒过敏
	// … 带支肾上腺素笔" names the wasp venom, and the pen treats it.
	var drug extract.Mention
	n := 0
	for _, m := range x.Mentions {
		if (isDrug(m) || m.Type == ontology.TypeAllergen) && !m.Assertion.Negated && m.ConceptID != drug.ConceptID {
			drug = m
			n++
		}
	}
	if n != 1 || !isDrug(drug) ||
		slices.ContainsFunc(out, func(s Statement) bool { return s.Type == Allergy && s.Concept == drug.ConceptID }) {
		return out
	}
	attrs := map[string]string{}
	if reaction := lastPatientSkinReaction(prior); reaction != "" {
		attrs["reaction"] = r.Display(reaction, "en")
	}
	out = slices.DeleteFunc(out, func(s Statement) bool { return s.Concept == "cond:drug_allergy_status" && !s.Negated })
	// "They believe the allergic reaction was due to this medicine": a
	// cause the clinician only suspects is theirs to confirm.
	return append(out, Statement{Type: Allergy, Concept: drug.ConceptID, Display: r.Display(drug.ConceptID, "en"), Attributes: attrs,
		Experiencer: extract.Patient, Confidence: 0.9, Uncertain: suspectedOnly.MatchString(tx.str)})
}

// lastPatientSkinReaction returns the skin reaction the patient's last turn
// told of, or "".
func lastPatientSkinReaction(prior []Prior) string {
	for i := len(prior) - 1; i >= 0; i-- {
		if prior[i].Speaker != Patient {
			continue
		}
		for _, s := range prior[i].Reading.Statements {
			if skinReactions[s.Concept] && !s.Negated && s.Experiencer == extract.Patient {
				return s.Concept
			}
		}
		return ""
	}
	return ""
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Names in the lexicon that are also everyday words or people's names
// count only where the clause speaks of taking medicine: "Allegra" may be a
// friend, "安定" means "settled", "Foster" is a verb and "lithium" a battery.
var medicationHomographs = map[string]bool{
	"allegra": true, "alli": true, "foster": true, "yasmin": true, "yaz": true, "tums": true, "lithium": true,
	"aleve": true, "calan": true, "coreg": true, "concor": true, "ultram": true, "urso": true, "serc": true, "oxis": true,
	"azor": true, "mobic": true, "colace": true, "evista": true, "lyrica": true, "solian": true, "senna": true, "folate": true,
	"安定": true, "达喜": true, "钙": true,
}

// medicationContext are the words that make a homograph a drug.
var medicationContext = []string{"take", "taking", "took", "taken", "on", "prescribed", "prescription", "mg", "pill", "pills", "tablet",
	"tablets", "dose", "medication", "medicine", "meds", "drug", "started", "stopped", "capsule",
	"吃", "服", "片", "粒", "药", "开了", "开的", "用", "毫克", "剂量"}

// homographOK reports whether a mention whose words are also everyday words
// is meant as a drug here: its part of the sentence speaks of medicine.
func homographOK(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return true
	}
	if !medicationHomographs[strings.ToLower(extract.Normalize(m.Text))] {
		return true
	}
	return containsAny(tx.partOf(m.Span[0]), medicationContext)
}

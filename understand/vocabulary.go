package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/ontology"
)

// InClass reports whether the drug belongs to the class or allergen
// (penicillin allergy vs amoxicillin). An allergy recorded against a single
// drug ("链霉素过敏") covers that drug and the drugs of its ATC level-4 class,
// which may cross-react, and a fixed combination that holds it (a
// paracetamol allergy covers co-codamol, whose components are its
// alternative codes). With TherapeuticClass and Broader it is the
// vocabulary the gate's consistency guard asks (entity.Vocabulary).
func (r *Reader) InClass(drugID, classID string) bool {
	if c, ok := r.onto.Concept(classID); ok && c.Type == ontology.TypeDrug {
		tc := r.TherapeuticClass(classID)
		if drugID == classID || tc == "" {
			return drugID == classID
		}
		d, ok := r.onto.Concept(drugID)
		if !ok {
			return false
		}
		for _, cl := range d.Classes {
			if cl == tc {
				return true
			}
		}
		return false
	}
	return r.onto.InClass(drugID, classID)
}

// TherapeuticClass returns the drug's ATC level-4 class (five characters,
// "C08CA"), or "".
func (r *Reader) TherapeuticClass(drugID string) string {
	c, ok := r.onto.Concept(drugID)
	if !ok {
		return ""
	}
	for _, cl := range c.Classes {
		if len(cl) == 5 {
			return cl
		}
	}
	return ""
}

// Broader reports whether the general concept covers the specific one, both
// conditions or both symptoms: one whose English name holds the other's as
// whole words ("diabetes mellitus" in "type 2 diabetes mellitus", "cough" in
// "dry cough"), or after a combining prefix ("arthritis" in
// "osteoarthritis of knee"). Inside a word it would over-match: "cystitis"
// is no kind of "cholecystitis", nor "male infertility" of "female
// infertility", nor "itching" of "muscle twitching".
func (r *Reader) Broader(general, specific string) bool {
	if general == NoKnownAllergy || general == NoKnownDrugAllergy {
		return r.allergyStatusCovers(general, specific)
	}
	g, ok1 := r.onto.Concept(general)
	sp, ok2 := r.onto.Concept(specific)
	if !ok1 || !ok2 || g.ID == sp.ID || g.Type != sp.Type ||
		(g.Type != ontology.TypeCondition && g.Type != ontology.TypeSymptom) {
		return false
	}
	gn, sn := strings.ToLower(g.Display["en"]), " "+strings.ToLower(sp.Display["en"])+" "
	if gn == "" {
		return false
	}
	for _, before := range combiningPrefixes {
		if strings.Contains(sn, before+gn+" ") {
			return true
		}
	}
	return broaderByName(g, sn) // "swelling" in "knee swelling" (broaderbyname.go)
}

// allergyStatusCovers reports whether an allergy status the reading
// writes ("no allergies" is NoKnownAllergy refuted, "no drug allergies"
// NoKnownDrugAllergy refuted) covers an allergy to specific: every
// allergen, drug or class of drugs for the first, the drugs, their
// classes and drug allergens for the second. "I have no allergies" and
// "I'm allergic to penicillin" are about one thing, and must never both
// stand in the record.
func (r *Reader) allergyStatusCovers(status, specific string) bool {
	c, ok := r.onto.Concept(specific)
	if !ok {
		return false
	}
	switch c.Type {
	case ontology.TypeDrug, ontology.TypeDrugClass:
		return true
	case ontology.TypeAllergen:
		return status == NoKnownAllergy || len(c.Members) > 0
	}
	return false
}

// combiningPrefixes may stand before a general name inside the specific's
// word: " " is a word boundary, "osteo" makes osteoarthritis a kind of
// arthritis.
var combiningPrefixes = []string{" ", " osteo"}

// Display returns the concept's display name in lang, else in English, else
// the id itself.
func (r *Reader) Display(id, lang string) string {
	if id == NoKnownAllergy {
		// No lexicon concept: "not allergic to any allergen", never the id.
		if lang == "zh" {
			return "任何过敏原"
		}
		return "any allergen"
	}
	c, ok := r.onto.Concept(id)
	if !ok {
		return id
	}
	if d := c.Display[lang]; d != "" {
		return d
	}
	return c.Display["en"]
}

// Code returns the concept's code; zero when it has none.
func (r *Reader) Code(id string) ontology.Code {
	c, ok := r.onto.Concept(id)
	if !ok {
		return ontology.Code{}
	}
	return c.Code
}

// factConceptTypes maps a record fact type to the lexicon type of its
// concepts.
var factConceptTypes = map[string]string{
	Condition: ontology.TypeCondition, Medication: ontology.TypeDrug, Symptom: ontology.TypeSymptom,
	Allergy: ontology.TypeAllergen, Observation: ontology.TypeVital,
}

// ConceptOf finds the concept a fact proposed by a caller names: by display
// name first, preferring a concept of the fact's own type, then by code.
// It returns "" when nothing matches.
func (r *Reader) ConceptOf(factType, display string, code ontology.Code) string {
	want := factConceptTypes[factType]
	var best string
	for _, c := range r.onto.Lookup(display) {
		if c.Type == want || (factType == Observation && c.Type == ontology.TypeLab) {
			return c.ID
		}
		if best == "" {
			best = c.ID
		}
	}
	if code.Code != "" {
		for _, c := range r.onto.Concepts() {
			if c.Code.Code == code.Code && strings.EqualFold(c.Code.System, code.System) {
				return c.ID
			}
		}
	}
	return best
}

// allergenFor returns the allergen concept of a drug or class named in an
// allergy statement: the allergen of the same name ("allergic to
// penicillin" is the penicillins), else what was named itself
// ("链霉素过敏" is streptomycin; the guard checks its class).
func (r *Reader) allergenFor(drugID, text string) string {
	for _, c := range r.onto.Lookup(text) {
		if c.Type == ontology.TypeAllergen {
			return c.ID
		}
	}
	return drugID
}

// sameComplaints are symptoms that are one complaint told in other words,
// by where it is felt or how it shows: swollen feet, ankles and legs
// ("俺爹脚不肿了" after "脚脖子肿得老粗", s50 blind round 19 zh20; s51 round 20
// zh01); a sore foot and toe; a loin pain and 腰痛, which in Chinese takes in
// the loin ("腰也不痛了" after "右边腰子这里痛", s48 round 18 zh05); blood in
// the urine and red urine ("尿也不红了"); sweats by night and by day. A set
// is kept only where an end said in one word can mean nothing but the
// other: not the arm and the leg, nor heat and cold intolerance, which share
// an ICD-10 code, nor dizziness and vertigo, which a patient tells apart
// ("No, but I had it before when I had vertigo", MTS-Dialog dev valid-18).
// The gate uses it only at a later visit than the complaint's.
var sameComplaints = [][]string{
	{"sym:foot_swelling", "sym:ankle_swelling", "sym:leg_swelling"},
	{"sym:foot_pain", "sym:toe_pain"},
	{"sym:flank_pain", "sym:low_back_pain"},
	{"sym:hematuria", "sym:discolored_urine"},
	{"sym:night_sweats", "sym:sweating"},
}

// SameComplaint reports whether two symptoms are one complaint told in
// other words (sameComplaints).
func (r *Reader) SameComplaint(a, b string) bool {
	if a == b {
		return false
	}
	for _, set := range sameComplaints {
		if slices.Contains(set, a) && slices.Contains(set, b) {
			return true
		}
	}
	return false
}

package ontology

import (
	"embed"
	"math"
	"strings"
	"sync"
)

// Concept types.
const (
	TypeDrug      = "drug"
	TypeDrugClass = "drug_class"
	TypeCondition = "condition"
	TypeSymptom   = "symptom"
	TypeBodySite  = "body_site"
	TypeVital     = "vital"
	TypeLab       = "lab"
	TypeAllergen  = "allergen"
	TypeProcedure = "procedure"
	TypeSocial    = "social"
)

// Name kinds. KindGeneric is the preferred (official) name of any concept:
// for a drug its generic name, for a condition its clinical name.
const (
	KindGeneric      = "generic"
	KindBrand        = "brand"
	KindSynonym      = "synonym"
	KindAbbreviation = "abbreviation"
	KindLay          = "lay"
)

// Coding systems named in Code.System.
const (
	SystemATC      = "ATC"
	SystemICD10CM  = "ICD-10-CM"
	SystemLOINC    = "LOINC"
	SystemNone     = ""
	LangEnglish    = "en"
	LangChinese    = "zh"
	atcDrugPattern = "^[A-Z]\\d{2}[A-Z]{2}\\d{2}$"
)

// Concept is one entry of the lexicon. Slices and maps are shared with the
// Lexicon and must not be modified by callers.
type Concept struct {
	ID          string            // stable, e.g. "drug:amlodipine", "cond:hypertension", "class:C08CA", "food:peanut"
	Type        string            // drug | drug_class | condition | symptom | body_site | vital | lab | allergen | procedure | social
	Names       []Name            // every surface form, the preferred names first
	Code        Code              // the concept's code; empty System and Code when it has none
	AltCodes    []Code            // further codes of the same system (a drug with a second ATC code)
	Display     map[string]string // preferred display name per language: "en", "zh"
	Classes     []string          // drugs: ATC class prefixes they belong to, longest first (e.g. "C08CA", "C08C", "C08", "C")
	Indications []string          // condition ids a drug or class treats (symptom ids for symptomatic drugs)
	SideEffects []string          // symptom ids
	Sites       []string          // symptoms and conditions: body-site ids where they occur (e.g. "site:knee"; condition_sites.csv)
	Members     []string          // drug_class/allergen: ATC prefixes covered (e.g. "J01CA", "J01CE")
	Unit        string            // vitals/labs: canonical unit
	Units       []Unit            // vitals/labs: accepted units, the canonical one first
	Normal      *Range            // vitals/labs: normal range in the canonical unit, nil when not graded by range
}

// Name is one surface form of a concept.
type Name struct {
	Text string
	Lang string // "en" or "zh"
	Kind string // generic | brand | synonym | abbreviation | lay
	// Provisional marks a lay name not yet checked against real
	// consultations (the lay_*.csv files): what is read through it is for a
	// clinician to confirm, not a fact.
	Provisional bool
}

// Code is a code in a named coding system.
type Code struct {
	System string // "ATC", "ICD-10-CM", "LOINC"
	Code   string
}

// Unit is an accepted unit of a vital or lab. A value v in this unit is
// (v + Offset) * Factor in the canonical unit.
type Unit struct {
	Name   string
	Factor float64
	Offset float64
}

// Range is a normal range in the canonical unit, bounds included. A missing
// bound is -Inf (Low) or +Inf (High).
type Range struct {
	Low, High float64
}

// Contains reports whether v lies inside the range.
func (r Range) Contains(v float64) bool { return v >= r.Low && v <= r.High }

func openRange() Range { return Range{Low: math.Inf(-1), High: math.Inf(1)} }

//go:embed data/*.csv
var dataFS embed.FS

// Lexicon is the loaded, validated lexicon. It is read-only and safe for
// concurrent use.
type Lexicon struct {
	concepts []Concept
	byID     map[string]int
	byName   map[string][]int
	adverse  map[string][]string       // adverse_effects.csv: ATC prefix -> symptom ids
	signs    map[string]conditionSigns // condition_signs.csv: condition id -> typical signs and triggers
	classes  map[string][]int          // drug id -> its drug classes and drug allergens (InClass), in data-file order
}

// Load parses and validates the embedded data on its first call and returns
// the same read-only lexicon (or the same error) on every later call. An
// error names the file, the line and the rule that failed.
func Load() (*Lexicon, error) { return loadOnce() }

var loadOnce = sync.OnceValues(func() (*Lexicon, error) { return load(dataFS, "data") })

// Concepts returns every concept in data-file order.
func (l *Lexicon) Concepts() []Concept {
	out := make([]Concept, len(l.concepts))
	copy(out, l.concepts)
	return out
}

// Concept returns the concept with the given id and whether it exists.
func (l *Lexicon) Concept(id string) (Concept, bool) {
	i, ok := l.byID[id]
	if !ok {
		return Concept{}, false
	}
	return l.concepts[i], true
}

// Lookup returns every concept one of whose names equals text after
// Normalize, in data-file order. It returns nil when nothing matches; more
// than one concept means the text is ambiguous (possibly across types).
func (l *Lexicon) Lookup(text string) []Concept {
	idx := l.byName[Normalize(text)]
	if len(idx) == 0 {
		return nil
	}
	out := make([]Concept, len(idx))
	for i, j := range idx {
		out[i] = l.concepts[j]
	}
	return out
}

// InClass reports whether the drug drugID belongs to the drug class or
// allergen classOrAllergenID, by ATC prefix: any ATC code of the drug starts
// with one of the class's Members. Unknown ids, a non-drug drugID and an
// allergen without members (a food) give false.
func (l *Lexicon) InClass(drugID, classOrAllergenID string) bool {
	d, ok := l.Concept(drugID)
	if !ok || d.Type != TypeDrug {
		return false
	}
	c, ok := l.Concept(classOrAllergenID)
	if !ok || (c.Type != TypeDrugClass && c.Type != TypeAllergen) {
		return false
	}
	return coveredBy(&d, c.Members)
}

// coveredBy reports whether any ATC code of drug d starts with one of
// members.
func coveredBy(d *Concept, members []string) bool {
	for _, m := range members {
		if strings.HasPrefix(d.Code.Code, m) {
			return true
		}
		for _, alt := range d.AltCodes {
			if strings.HasPrefix(alt.Code, m) {
				return true
			}
		}
	}
	return false
}

// ClassesOf returns the drug classes and drug allergens that the drug belongs
// to (by InClass), in data-file order. They are found once, at load: a
// point of the recall index asks for them for every drug it names.
func (l *Lexicon) ClassesOf(drugID string) []Concept {
	var out []Concept
	for _, i := range l.classes[drugID] {
		out = append(out, l.concepts[i])
	}
	return out
}

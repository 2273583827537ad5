package ontology

import (
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"
)

// adverseFile is the table of common adverse effects per drug class (ATC
// prefix). It is read after the concept files, so its symptom keys resolve
// against symptoms.csv. It is used only to rank candidate drugs when a
// patient complains of a symptom, and to make an allergy told only by such
// an effect a claim ("Metformin gives me diarrhoea"): never to write a fact.
const adverseFile = "adverse_effects.csv"

// adverseColumns are the columns of adverseFile; each is required and no
// other is allowed.
var adverseColumns = map[string]bool{"class": true, "name": true, "symptoms": true, "source": true}

// reAdverseClass is an ATC prefix of level 3 ("C09A"), level 4 ("C08CA") or
// a level-5 substance code ("C01BD01").
var reAdverseClass = regexp.MustCompile(`^[A-Z]\d{2}[A-Z]([A-Z](\d{2})?)?$`)

// loadAdverseEffects reads adverseFile into l.adverse: ATC prefix -> symptom
// ids. Unknown or missing columns, a malformed or duplicate class, an empty
// name or source, and a symptom key that is not in symptoms.csv are errors.
func (l *Lexicon) loadAdverseEffects(fsys fs.FS, dir string) error {
	name := path.Join(dir, adverseFile)
	if err := checkColumns(fsys, name, adverseColumns, true); err != nil {
		return err
	}
	l.adverse = map[string][]string{}
	return readCSV(fsys, name, func(r row) error {
		class := r.get("class")
		if !reAdverseClass.MatchString(class) {
			return r.errorf("class %q is not an ATC prefix of level 3 to 5", class)
		}
		if _, dup := l.adverse[class]; dup {
			return r.errorf("duplicate class %s", class)
		}
		if r.get("name") == "" || r.get("source") == "" {
			return r.errorf("%s: empty name or source", class)
		}
		keys := r.list("symptoms")
		if len(keys) == 0 {
			return r.errorf("%s: no symptoms", class)
		}
		syms := make([]string, 0, len(keys))
		seen := map[string]bool{}
		for _, k := range keys {
			id := "sym:" + k
			if t, ok := l.typeOf(id); !ok || t != TypeSymptom {
				return r.errorf("%s: unknown symptom key %q", class, k)
			}
			if seen[id] {
				return r.errorf("%s: symptom %q listed twice", class, k)
			}
			seen[id] = true
			syms = append(syms, id)
		}
		l.adverse[class] = syms
		return nil
	})
}

// checkColumns checks a data file's header against the known columns; with
// all set, every known column must also be present.
func checkColumns(fsys fs.FS, name string, known map[string]bool, all bool) error {
	header, err := readHeader(fsys, name)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, h := range header {
		h = strings.TrimSpace(h)
		if !known[h] {
			return fmt.Errorf("ontology: %s: unknown column %q", name, h)
		}
		if seen[h] {
			return fmt.Errorf("ontology: %s: column %q twice", name, h)
		}
		seen[h] = true
	}
	if all {
		for col := range known {
			if !seen[col] {
				return fmt.Errorf("ontology: %s: missing column %q", name, col)
			}
		}
	}
	return nil
}

// AdverseEffects returns the symptom ids ("sym:...") that the drug drugID may
// cause: its own side effects (Concept.SideEffects) followed by the entries
// of the adverse-effects table for its ATC code and alternative codes (a
// level-5 entry) and then for each class prefix in Concept.Classes, most
// specific first; each id appears once. It returns nil for an unknown id or
// a concept that is not a drug. The table only ranks candidate drugs when a
// patient complains of a symptom; it is never evidence for a fact.
func (l *Lexicon) AdverseEffects(drugID string) []string {
	d, ok := l.Concept(drugID)
	if !ok || d.Type != TypeDrug {
		return nil
	}
	out := appendNew(nil, d.SideEffects...)
	prefixes := append([]string{d.Code.Code}, codesOf(d.AltCodes)...)
	for _, p := range append(prefixes, d.Classes...) {
		out = appendNew(out, l.adverse[p]...)
	}
	return out
}

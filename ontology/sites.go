package ontology

import (
	"io/fs"
	"path"
)

// conditionSitesFile lists where conditions are by definition: the body
// sites a patient names when pointing at one ("that lump behind my knee",
// "眼皮上那个疙瘩"). It is read after the concept files, so its keys resolve
// against conditions.csv and body_sites.csv, and it sets the Sites of the
// conditions it lists. It is used only to rank the candidates of a
// reference, never to write a fact.
const conditionSitesFile = "condition_sites.csv"

var conditionSitesColumns = map[string]bool{"key": true, "sites": true, "source": true}

// loadConditionSites reads conditionSitesFile. Unknown or missing columns,
// a key that is not a condition, a repeated key, an empty source and a site
// key that is not a body site are errors.
func (l *Lexicon) loadConditionSites(fsys fs.FS, dir string) error {
	name := path.Join(dir, conditionSitesFile)
	if err := checkColumns(fsys, name, conditionSitesColumns, true); err != nil {
		return err
	}
	seen := map[string]bool{}
	return readCSV(fsys, name, func(r row) error {
		id := "cond:" + r.get("key")
		i, ok := l.byID[id]
		if !ok || l.concepts[i].Type != TypeCondition {
			return r.errorf("%s is not a condition", id)
		}
		if seen[id] {
			return r.errorf("duplicate condition %s", id)
		}
		seen[id] = true
		if r.get("source") == "" {
			return r.errorf("%s: empty source", id)
		}
		sites := prefixed("site:", r.list("sites"))
		if len(sites) == 0 {
			return r.errorf("%s: no sites", id)
		}
		for _, s := range sites {
			if t, ok := l.typeOf(s); !ok || t != TypeBodySite {
				return r.errorf("%s: %s is not a body site", id, s)
			}
		}
		l.concepts[i].Sites = sites
		return nil
	})
}

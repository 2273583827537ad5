package ontology

import (
	"io/fs"
	"path"
	"strings"
)

// conditionSignsFile lists what conditions typically do to a patient: the
// symptoms (and test values) a condition typically causes and what sets it
// off, so that a patient who refers to a condition by what it does ("我那个
// 一到冬天就犯的毛病，腿上干得起皮", "the one where my joints blow up after a
// prawn curry") can be matched to their recorded condition. It is read after
// the concept files, so its keys resolve against conditions.csv,
// symptoms.csv, labs.csv and the food and social concepts. It is used only
// to rank the candidates of a reference, never to write a fact.
const conditionSignsFile = "condition_signs.csv"

var conditionSignsColumns = map[string]bool{"key": true, "symptoms": true, "triggers": true, "source": true}

// TriggerWords are the triggers of conditionSignsFile that are no concept:
// a season, a posture, a meal, effort, upset, a pregnancy.
var TriggerWords = map[string]bool{
	"cold_season": true, "season_change": true, "lying_down": true, "eating": true,
	"exertion": true, "stress": true, "pregnancy": true,
}

// conditionSigns is a row of conditionSignsFile.
type conditionSigns struct {
	signs, triggers []string
}

// loadConditionSigns reads conditionSignsFile into l.signs. Unknown or
// missing columns, a key that is not a condition, a repeated key, an empty
// source, a symptom that is neither a symptom nor a lab, and a trigger that
// is neither a food or social concept nor one of TriggerWords are errors.
// Empty symptoms are allowed: a condition known to have none is known to
// match no described sign.
func (l *Lexicon) loadConditionSigns(fsys fs.FS, dir string) error {
	name := path.Join(dir, conditionSignsFile)
	if err := checkColumns(fsys, name, conditionSignsColumns, true); err != nil {
		return err
	}
	l.signs = map[string]conditionSigns{}
	return readCSV(fsys, name, func(r row) error {
		id := "cond:" + r.get("key")
		if t, ok := l.typeOf(id); !ok || t != TypeCondition {
			return r.errorf("%s is not a condition", id)
		}
		if _, dup := l.signs[id]; dup {
			return r.errorf("duplicate condition %s", id)
		}
		if r.get("source") == "" {
			return r.errorf("%s: empty source", id)
		}
		var row conditionSigns
		for _, k := range r.list("symptoms") {
			sid := k
			if !strings.HasPrefix(k, "lab:") {
				sid = "sym:" + k
			}
			t, ok := l.typeOf(sid)
			if !ok || t != TypeSymptom && t != TypeLab {
				return r.errorf("%s: %q is neither a symptom nor a lab", id, k)
			}
			row.signs = appendNew(row.signs, sid)
		}
		for _, k := range r.list("triggers") {
			if TriggerWords[k] {
				row.triggers = appendNew(row.triggers, k)
				continue
			}
			t, ok := l.typeOf(k)
			if !ok || t != TypeAllergen && t != TypeSocial {
				return r.errorf("%s: trigger %q is neither a food, a social concept nor a trigger word", id, k)
			}
			row.triggers = appendNew(row.triggers, k)
		}
		l.signs[id] = row
		return nil
	})
}

// TypicalSigns returns the symptom and lab ids a condition typically shows
// and the triggers that typically set it off (concept ids or TriggerWords),
// and whether conditionSignsFile has a row for it at all: a condition with
// a row and no signs is known to have none, one without a row is unknown.
// Only for ranking a reference's candidates, never evidence for a fact.
func (l *Lexicon) TypicalSigns(conditionID string) (signs, triggers []string, ok bool) {
	row, ok := l.signs[conditionID]
	return row.signs, row.triggers, ok
}

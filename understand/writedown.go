package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// "写纸上吧，俺记不住": asking for a name or a dose to be written down,
// because one will not keep it in mind, is no complaint of memory loss. A
// forgetfulness told as a habit ("最近老忘事") stays one.

// writeDown ask to have something written down.
var writeDown = []string{"写纸上", "写在纸上", "写下来", "写上", "写给我", "给我写", "记下来", "记在本上", "写低", "写落嚟", "write it down", "write that down", "write them down"}

// habitWords tell a forgetfulness that keeps happening.
var habitWords = []string{"老", "总", "经常", "最近", "越来越", "常常", "成日", "always", "lately", "keep", "getting worse"}

// writtenDown drops the memory loss a patient names only as why they want
// something written down.
func writtenDown(x extract.Result, tx text, out []Statement) []Statement {
	drop := false
	for _, m := range x.Mentions {
		if m.ConceptID != "sym:memory_loss" {
			continue
		}
		sent := tx.sentenceOf(m.Span[0])
		drop = drop || containsAny(sent, writeDown) && !containsAny(tx.clauseOf(m.Span[0]), habitWords)
	}
	if !drop {
		return out
	}
	kept := out[:0]
	for _, s := range out {
		if s.Concept != "sym:memory_loss" || s.Negated {
			kept = append(kept, s)
		}
	}
	return kept
}

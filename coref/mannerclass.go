package coref

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
)

// A drug told by how it must be kept or taken ("我放冰箱里那个", "the one
// I keep in the fridge", "the one I've got to chew") when the window said
// no drug so is the record's current drug whose kind is kept or taken that
// way, as its ATC group tells: one resolves, several are asked about.
// With none, what only such drugs are (kept cold, held under the tongue)
// points at nothing, and "嚼的那个" is read as before, offering the
// record's drugs. A drug the window said so is still the one meant
// (bySchedule).

// mannerATC are the ATC groups whose products are kept or taken so.
var mannerATC = map[string][]string{
	// Stored in a refrigerator (2-8 °C) before use, per their EU SmPCs
	// (section 6.4): insulins, GLP-1 agonist pens, latanoprost drops,
	// TNF-alpha and interleukin inhibitor injections.
	keptFridge: {"A10A", "A10BJ", "S01EE01", "L04AB", "L04AC"},
	// Chewable tablets: calcium carbonate (A12AA04) and the antacids
	// (A02A), whose tablets are chewed (their SmPCs, section 4.2).
	lookChewed: {"A12AA04", "A02A"},
}

// onlyOfClass are the manners no drug outside their groups has: with none
// of them recorded, such a phrase is of nothing the patient takes.
var onlyOfClass = map[string]bool{keptFridge: true, lookSublingual: true}

// byMannerOfClass returns the record's current drugs of ref's manner
// (Kept or Look), and whether ref is told by a manner the table holds.
func byMannerOfClass(ref Reference, record []entity.Fact, v Vocabulary, fit func(string, string) bool) ([]scored, bool) {
	manner := ref.Kept
	if manner == "" {
		manner = ref.Look
	}
	groups, ok := mannerATC[manner]
	if !ok || ref.Past || ref.LastTime || ref.BeforeLast || ref.FirstSession {
		return nil, false
	}
	return slices.DeleteFunc(graphCandidates(ref, record, fit), func(c scored) bool {
		d, ok := v.Concept(c.ConceptID)
		if !ok {
			return true
		}
		codes := []string{d.Code.Code}
		for _, a := range d.AltCodes {
			codes = append(codes, a.Code)
		}
		return !slices.ContainsFunc(codes, func(code string) bool {
			return code != "" && slices.ContainsFunc(groups, func(g string) bool { return strings.HasPrefix(code, g) })
		})
	}), true
}

// mannerSaidInWindow reports whether a drug of the window was said kept or
// taken in ref's manner.
func mannerSaidInWindow(ref Reference, window []WindowMention) bool {
	return slices.ContainsFunc(window, func(w WindowMention) bool {
		return ref.Kept != "" && slices.Contains(keptIn(w.Clause), ref.Kept) || ref.Look != "" && slices.Contains(mannersIn(w.Clause), ref.Look)
	})
}

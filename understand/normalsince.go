package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A no to a question whether the patient has had something, said with a
// normal reading of it ("Any diabetes or raised sugars since?" "No, my
// sugars have been normal ever since."), denies it: the normal reading is
// why, not a diabetes that resolved (session 69's review, E08: a claim
// "diabetes mellitus resolved?" was raised of a diabetes never had). A
// question whether it goes on or has gone ("is it still high?") is left to
// the reading of the resolution.

// normalSinceDenies turns a resolution of a concept the patient's no
// answers into its denial: the patient's own, told in the sentence of the
// no. "No clots. … My mam had breast cancer, … she's fine now" and "No,
// I've never smoked. As a child, I had eczema, … it went away" keep what
// the later sentences tell.
func normalSinceDenies(x extract.Result, tx text, asks []Ask, ans string, st []Statement) []Statement {
	if ans != answerNo || len(tx.runes) == 0 {
		return st
	}
	asked := map[string]bool{}
	for _, a := range asks {
		if a.Concept != "" && a.Relative == "" && !a.Still && a.Over == notAskedOver && !a.Negative {
			asked[a.Concept] = true
		}
	}
	for i, s := range st {
		if k, ok := mentionIndexOf(x, s.Concept); ok && tx.sent[x.Mentions[k].Span[0]] != tx.sent[0] {
			continue
		}
		if s.Resolves && !s.Negated && !s.Uncertain && asked[s.Concept] && s.Experiencer == extract.Patient {
			st[i].Resolves, st[i].Negated, st[i].Status = false, true, ""
		}
	}
	return st
}

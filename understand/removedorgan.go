package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A disease of an organ taken out is over with it: "前年又把胆囊切了" …
// "胆囊是因为结石吗？" "对，胆结石。" told why the gallbladder came out, not
// gallstones now. Only removals that end the disease are listed; a hernia
// repaired or a cataract operated can come back or be in the other eye.
var endedByRemoval = map[string][]string{
	"proc:cholecystectomy": {"cond:gallstones", "cond:cholecystitis"},
	"proc:appendectomy":    {"cond:appendicitis"},
	"proc:tonsillectomy":   {"cond:tonsillitis"},
	"proc:hysterectomy":    {"cond:uterine_fibroids"},
}

// againWords say the disease is back or still there despite the removal.
var againWords = []string{"again", "still", "came back", "back again", "recurr", "又", "还是有", "复发"}

// endedWithTheOrgan marks the patient's conditions whose organ this turn or
// one before told removed as over, unless the turn says they are back.
func endedWithTheOrgan(turn string, out []Statement, prior []Prior) []Statement {
	ended := map[string]bool{}
	add := func(ss []Statement) {
		for _, s := range ss {
			if s.Type == Procedure && !s.Negated && !s.Hypothetical && !s.Uncertain && s.Experiencer == extract.Patient {
				for _, c := range endedByRemoval[s.Concept] {
					ended[c] = true
				}
			}
		}
	}
	for _, p := range prior {
		if p.Speaker == Patient {
			add(p.Reading.Statements)
		}
	}
	add(out)
	if len(ended) == 0 || containsAny(strings.ToLower(turn), againWords) {
		return out
	}
	for i := range out {
		if out[i].Type == Condition && ended[out[i].Concept] && !out[i].Negated && out[i].Experiencer == extract.Patient {
			out[i].Historical = true
		}
	}
	return out
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit denied, then owned in a later turn: "我不抽烟" … "喝，一周两三次…
// 哦烟的话其实偶尔也抽，应酬的时候". The topic 烟 opened its clause only with
// nothing before it, so "哦烟的话" read nothing; and the denial stayed in
// the record as a non-smoker beside whatever the later turn said. An
// interjection before the topic is no part of the clause (topicInterjected),
// and a habit the patient owns with 其实/"actually" after denying it in an
// earlier turn of the session takes the denial back (habitsOwned), as a
// drug named wrongly is (drugcorrected.go).

// topicInterjections may stand before a habit's topic at a clause's start.
var topicInterjections = []rune("哦噢喔啊嗯呃诶哎")

// topicInterjected reports whether the rune before i is an interjection
// that itself opens its clause: "哦烟的话…".
func topicInterjected(tx text, i int) bool {
	if i < 1 || !strings.ContainsRune(string(topicInterjections), tx.runes[i-1]) {
		return false
	}
	return i == 1 || tx.clause[i-2] != tx.clause[i-1] || strings.ContainsRune("…. ，,。", tx.runes[i-2])
}

// ownedAfterAll say a habit is owned after all, against what was said.
var ownedAfterAll = []string{"其实", "说实话", "老实说", "实际上", "actually", "to be honest", "truth be told", "if i'm honest"}

// occasionally say the habit owned after all is kept up now and then.
var occasionally = []string{"偶尔", "有时候", "应酬的时候", "occasionally", "now and then", "now and again", "the odd one", "socially"}

// ownedOccasionally marks the habits a turn owns after a denial (withdrawn)
// occasional when it says so: "烟的话其实偶尔也抽".
func ownedOccasionally(text string, statements, withdrawn []Statement) []Statement {
	if len(withdrawn) == 0 || !containsAny(strings.ToLower(text), occasionally) {
		return statements
	}
	for i, s := range statements {
		for _, w := range withdrawn {
			if s.Concept == w.Concept && s.Type == Observation && s.Attributes["amount"] == "" {
				attrs := map[string]string{"amount": "occasional"}
				for k, v := range s.Attributes {
					attrs[k] = v
				}
				s.Attributes, s.Display = attrs, s.Display+" (occasional)"
				statements[i] = s
			}
		}
	}
	return statements
}

// habitsOwned returns the patient's habit denials of earlier turns of the
// session (the last six) that this turn takes back: it says the habit
// current with a word owning it after all, and no denial of it again.
func habitsOwned(text string, statements []Statement, prior []Prior) []Statement {
	if !containsAny(strings.ToLower(text), ownedAfterAll) {
		return nil
	}
	owned := map[string]bool{}
	for _, s := range statements {
		if s.Type == Observation && strings.HasPrefix(s.Concept, "social:") {
			if !current(s) || s.Uncertain {
				return nil // a habit denied or unsure beside it: which is owned is unclear
			}
			owned[s.Concept] = true
		}
	}
	var out []Statement
	for i := len(prior) - 1; i >= 0 && i >= len(prior)-6; i-- {
		if prior[i].Speaker != Patient {
			continue
		}
		for _, s := range prior[i].Reading.Statements {
			if owned[s.Concept] && s.Negated && s.Experiencer == extract.Patient {
				out = append(out, Statement{Type: s.Type, Concept: s.Concept, Display: s.Display, Experiencer: extract.Patient,
					Confidence: s.Confidence})
				delete(owned, s.Concept)
			}
		}
	}
	return out
}

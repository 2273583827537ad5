package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint asked after, echoed and paused on, then told as something
// the patient only seemed to see, hear or feel ("有没有看到不存在的东西？"
// "看到东西……有一趟夜里好像看到墙角有个人，吓一跳，开灯一看是阿拉屋里只猫",
// zh dev zh-p1-038) is not vouched for: the echo names the complaint, the
// story after the pause doubts it. The complaint is uncertain, a claim for
// a clinician, never a fact. Only a hedge on the perception itself counts
// (好像看到, 似乎听到, 好像有): "头晕……好像是前天开始的" hedges when, not
// whether, and stays as read. pausedThenHedged (pausedhedge.go) reads the
// bare hedge clause ("说不好") after such a pause.

// seemedWords hedge what follows them.
var seemedWords = []string{"好像", "好象", "似乎", "仿佛", "彷彿", "好似", "像是"}

// seemedPerceptions are what a hedge after a pause may doubt: a seeing, a
// hearing, a feeling, or a having.
var seemedPerceptions = []string{"看到", "看见", "看見", "见到", "見到", "听到", "听见", "聽到", "聽見", "觉得", "覺得", "觉着", "感觉", "感覺", "有"}

// pausedThenSeemed makes uncertain the patient's complaints named before a
// pause whose next clause hedges a perception.
func pausedThenSeemed(x extract.Result, tx text, out []Statement) []Statement {
	doubted := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
			continue
		}
		if seemedAfterPause(tx, m.Span[1]) {
			doubted[m.ConceptID] = true
		}
	}
	// The echo of a question's words, which names no complaint itself
	// ("看到东西" for "看到不存在的东西"): the statements the answer took
	// from the question, which no mention of the turn names.
	echoed := false
	if p := strings.IndexRune(tx.str, '…'); p > 0 {
		at := len([]rune(tx.str[:p]))
		echoed = at <= 8 && !strings.ContainsAny(tx.between(0, at), "，,。.！!？?；;") && seemedAfterPause(tx, at)
	}
	for i, s := range out {
		if s.Negated || s.Experiencer != extract.Patient || s.Type != Symptom && s.Type != Condition {
			continue
		}
		if _, named := mentionOf(x, s.Concept); doubted[s.Concept] || echoed && !named {
			out[i].Uncertain = true
		}
	}
	return out
}

// seemedAfterPause reports whether a pause (……) starts at rune p and the
// clause after it hedges a perception.
func seemedAfterPause(tx text, p int) bool {
	if p >= len(tx.runes) || tx.runes[p] != '…' {
		return false
	}
	for p < len(tx.runes) && (tx.runes[p] == '…' || tx.runes[p] == ' ') {
		p++
	}
	if p >= len(tx.runes) {
		return false
	}
	cl := tx.clauseOf(p)
	for _, w := range seemedWords {
		if i := strings.Index(cl, w); i >= 0 && startsWithAny(cl[i+len(w):], seemedPerceptions) != "" {
			return true
		}
	}
	return false
}

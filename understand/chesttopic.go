package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// The chest set as the topic, then how it feels: "胸口，这块儿，憋得慌，疼"
// (zh dev zh-l1-001, chest pain at night). The lexicon reads a bare 憋得慌
// as breathlessness, and wrote dyspnoea the patient went on to deny ("喘…
// 喘倒不咋喘"); said of the chest it is the chest pressed tight, as
// "胸口憋得慌" is. A breathless word that is only a feeling of being
// stifled (憋得慌, 憋闷, 憋) after the chest named at the head of its
// sentence, with only pauses and "this spot" between, is chest
// tightness. "胸口疼，走两步就憋得慌" (a clause of its own, a walk
// between) and "憋得慌" alone stay breathlessness.

// stifledWords are the lexicon's breathless words that are only a feeling
// of being stifled.
var stifledWords = map[string]bool{"憋得慌": true, "憋": true, "憋闷": true, "憋气": true}

// chestTopics name the chest as a sentence's topic.
var chestTopics = []string{"胸口", "心口", "胸", "胸前"}

// chestTopicFillers may stand between the chest and the feeling.
var chestTopicFillers = []string{"这块儿", "这块", "这儿", "这里", "这一块", "这边", "呃", "嗯", "就是", "有点", "有些", "老是", "总是", "特别", "，", ",", "、", " ", "…"}

// stifledChest gives chest tightness for the breathlessness of a stifled
// feeling told of the chest set as the topic.
func (r *Reader) stifledChest(x extract.Result, tx text, st []Statement) []Statement {
	if _, ok := r.onto.Concept("sym:chest_tightness"); !ok {
		return st
	}
	for _, m := range x.Mentions {
		if m.ConceptID != "sym:dyspnea" || !stifledWords[m.Text] {
			continue
		}
		head := strings.TrimSpace(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]))
		for trimmed := true; trimmed; {
			trimmed = false
			for _, f := range chestTopicFillers {
				if strings.HasSuffix(head, f) {
					head, trimmed = strings.TrimSuffix(head, f), true
				}
			}
		}
		if !hasSuffixAny(head, chestTopics) {
			continue
		}
		for i := range st {
			if st[i].Concept == "sym:dyspnea" && !slicesHasConcept(st, "sym:chest_tightness") {
				st[i].Concept, st[i].Display = "sym:chest_tightness", r.Display("sym:chest_tightness", "en")
			}
		}
	}
	return st
}

func hasSuffixAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

func slicesHasConcept(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Concept == concept {
			return true
		}
	}
	return false
}

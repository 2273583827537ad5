package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A stop a doctor told a relative, which the patient then says they kept,
// is the patient's drug stopped: "俺闺女上礼拜替俺去医院拿药，大夫跟她说那个达格
// 列净先停了，俺这礼拜就没吃" (session 51, change dev zh-z1-020). "跟她说" made
// the drug the daughter's; the patient's own "俺这礼拜就没吃" after it says
// whose it is. Read only with a doctor named before the drug and the first
// person's not-taking after it, with no other drug between: "我妈说那个降压药
// 不好，我就没吃" (no doctor) and "大夫跟她说她的药先停了" (no first person) are
// left as they were.

// zhDoctorWords name the one who ordered.
var zhDoctorWords = []string{"大夫", "医生", "醫生", "医师", "醫師", "主任", "郎中"}

// zhSelfNotTaken is the first person's not taking it since.
var zhSelfNotTaken = regexp.MustCompile(`(我|俺|咱|阿拉|我哋|偶)[^，。,；;！？?!]{0,6}?(就没吃|就沒吃|没吃|沒吃|没再吃|沒再吃|不吃了|就停了|停了|冇食|冇再食|冇吃|就冇恰|没敢吃)`)

// relayedStopKept makes the patient's a drug the turn tells a doctor stopped
// through a relative and the patient then did not take.
func relayedStopKept(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Medication || s.Experiencer == extract.Patient || s.Negated || s.Hypothetical {
			continue
		}
		k, ok := mentionIndexOf(x, s.Concept)
		if !ok {
			continue
		}
		m := x.Mentions[k]
		if !containsAny(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]), zhDoctorWords) {
			continue
		}
		end := tx.sentenceEnd(m)
		for _, n := range x.Mentions[k+1:] {
			if n.Span[0] < end && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
				end = n.Span[0]
				break
			}
		}
		if zhSelfNotTaken.MatchString(tx.between(m.Span[1], end)) {
			st[i].Experiencer, st[i].Status, st[i].Historical = extract.Patient, Stopped, true
		}
	}
	return st
}

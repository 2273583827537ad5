package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A fever told by how high it went (zh dev, 11 cases): "昨晚还烧到三十八度
// 九", "琴晚有啲烧，三十八度", "还有点烧，今天早上量的三十七度八" wrote the
// temperature only, since a bare 烧 is no fever word in the lexicon (it is
// heartburn in 心口烧, a dish in 红烧, a fire in 烧伤). A patient's own
// temperature of a fever's height, in a sentence that says the body burns
// (烧到, 有点烧, 开始烧 …), is the fever too; so is one given as the answer to
// whether there is a fever ("发烧没得？" "有点，刚才量的三十八度"). The
// fever takes the temperature's time.

// feverHeat is the lowest temperature read as a fever: the annotators take
// "有点烧 … 三十七度八" for one.
const feverHeat, feverHeatF = 37.5, 99.5

// burningWords are the ways a sentence says the body burns. 烧 alone is not
// among them: "心口烧得慌" is heartburn.
var burningWords = []string{"烧到", "烧起来", "有点烧", "有点儿烧", "有啲烧", "有些烧", "有一点烧", "还烧", "还在烧", "开始烧", "一直烧", "又烧", "在烧", "发起烧", "发烧"}

// feverGoneWords say, from the temperature's clause on, that the fever went
// down: the temperature is then no fever now, and when it was one is not sure.
var feverGoneWords = []string{"退了", "烧退", "退下来", "退下去", "下去了", "降下来", "降了", "不烧了", "没烧了", "冇烧了", "好了"}

// feverByItsHeat adds the fever of a patient's temperature told with a
// burning word or asked about, when the turn says nothing of a fever itself.
func (r *Reader) feverByItsHeat(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	for _, s := range st {
		if s.Concept == "sym:fever" && s.Experiencer == extract.Patient {
			return st // the turn's own word for it rules; a friend's fever does not
		}
	}
	asked := askedOfThePatientBefore(prior, "sym:fever")
	for _, ms := range x.Measurements {
		if ms.ConceptID != "vital:temperature" || len(ms.Values) != 1 || ms.Assertion.Negated || ms.Assertion.Experiencer != extract.Patient {
			continue
		}
		if ms.Unit == "°C" && ms.Values[0] < feverHeat || ms.Unit == "°F" && ms.Values[0] < feverHeatF || ms.Unit != "°C" && ms.Unit != "°F" {
			continue
		}
		sent := tx.sentenceOf(ms.Span[0])
		if start, _ := tx.bounds(tx.clause, ms.Span[0]); containsAny(tx.from(start), feverGoneWords) {
			continue // gone down since; "我以为多喝点水就好了，结果…" before it is not
		}
		if strings.ContainsAny(sent, "?？") || !asked && !containsAny(sent, burningWords) {
			continue
		}
		for _, s := range st {
			if s.Concept != "vital:temperature" || s.Experiencer != extract.Patient || s.Uncertain || s.Hypothetical || s.Negated {
				continue
			}
			return append(st, Statement{Type: Symptom, Concept: "sym:fever", Display: r.Display("sym:fever", "en"), Attributes: map[string]string{},
				Status: s.Status, Historical: s.Historical, Experiencer: extract.Patient, Confidence: 0.85})
		}
	}
	return st
}

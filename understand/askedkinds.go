package understand

import (
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// recordKindWords name a kind of the record in a question that asks about
// the kind as a whole ("what conditions has he been diagnosed with?", "家里
// 有人得过这种病吗？") rather than about one concept of it. The keys are the
// record's fact types.
var recordKindWords = map[string][]string{
	"condition": {"condition", "conditions", "diagnosis", "diagnoses", "diagnosed", "illness", "illnesses",
		"disease", "diseases", "medical history", "health problems", "health issues",
		"病史", "诊断", "确诊", "毛病", "疾病", "慢性病", "基础病", "什么病", "得过"},
	"family_history": {"family", "relatives", "runs in", "hereditary", "inherited",
		"家里人", "家人", "家族", "遗传", "家里有人", "家里谁"},
	"procedure": {"operation", "operations", "surgery", "surgeries", "procedure", "procedures", "operated",
		"手术", "开刀", "开过刀"},
	"medication": {"medication", "medications", "medicine", "medicines", "tablets", "pills", "drugs", "prescribed", "prescription",
		"什么药", "哪些药", "哪种药", "用药", "药物", "吃的药", "吃过的药"},
	"symptom":     {"symptoms", "症状"},
	"observation": {"readings", "results", "levels", "measurements", "指标", "化验", "读数"},
}

// kindOrder keeps AskedKinds deterministic.
var kindOrder = []string{"condition", "family_history", "procedure", "medication", "symptom", "observation"}

// qualifiable are the kinds a site or a concept can narrow to one thing:
// "lip symptoms", "kidney disease" and "心脏的毛病" ask about that thing,
// not about every symptom or condition of the record. Family history,
// procedures and medications are few, or anchored, and stay asked.
var qualifiable = map[string]bool{"condition": true, "symptom": true, "observation": true}

// AskedKinds returns the kinds of the record (fact types) that a question
// names as a whole: the context ranks the record's facts of those kinds as
// relevant to it, as it does the facts of the concepts the question names.
// mentions are the question's (extract), which tell a kind narrowed by a
// site or a concept from the kind as a whole.
func AskedKinds(question string, mentions []extract.Mention) []string {
	s := strings.ToLower(extract.Normalize(question))
	var out []string
	for _, kind := range kindOrder {
		for _, w := range recordKindWords[kind] {
			if asksWhole(s, w, qualifiable[kind], mentions) {
				out = append(out, kind)
				break
			}
		}
	}
	return out
}

// asksWhole reports whether s holds the kind word w at least once where no
// site or concept narrows it (when narrowable).
func asksWhole(s, w string, narrowable bool, mentions []extract.Mention) bool {
	for from := 0; from < len(s); {
		i := wordIndex(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		if !narrowable || !narrowed(s, i, mentions) {
			return true
		}
		from = i + len(w)
	}
	return false
}

// narrowed reports whether the kind word at byte offset i of s lies in a
// site, symptom or condition mention, or right after one ("lip symptoms",
// "心脏的毛病").
func narrowed(s string, i int, mentions []extract.Mention) bool {
	before := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(s[:i], " "), "的"), " ")
	at, end := utf8.RuneCountInString(s[:i]), utf8.RuneCountInString(before)
	for _, m := range mentions {
		switch m.Type {
		case "body_site", "symptom", "condition", "vital", "lab":
			if m.Span[0] <= at && at < m.Span[1] || m.Span[1] == end && end > 0 {
				return true
			}
		}
	}
	return false
}

package understand

import (
	"strings"

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

// AskedKinds returns the kinds of the record (fact types) that a question
// names as a whole: the context ranks the record's facts of those kinds as
// relevant to it, as it does the facts of the concepts the question names.
func AskedKinds(question string) []string {
	s := strings.ToLower(extract.Normalize(question))
	var out []string
	for _, kind := range kindOrder {
		if hasAnyWord(s, recordKindWords[kind]) {
			out = append(out, kind)
		}
	}
	return out
}

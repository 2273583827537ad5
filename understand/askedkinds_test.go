package understand_test

import (
	"slices"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

func TestAskedKinds(t *testing.T) {
	tests := []struct {
		question string
		want     []string
	}{
		{"What long-term conditions has she been diagnosed with?", []string{"condition"}},
		{"Does anyone in the family have heart trouble?", []string{"family_history"}},
		{"Has he ever had an operation?", []string{"procedure"}},
		{"Which medicines was I on before the hospital stay?", []string{"medication"}},
		{"What were her latest blood test results?", []string{"observation"}},
		{"我以前都得过什么病？", []string{"condition"}},
		{"我家里人有没有高血压？", []string{"family_history"}},
		{"我做过几次手术？", []string{"procedure"}},
		{"我现在都在吃哪些药？", []string{"medication"}},
		{"医生说的诊断和用药是什么？", []string{"condition", "medication"}},
		// A question about one thing names no kind of the record.
		{"How is my knee today?", nil},
		{"我的膝盖还疼吗？", nil},
		// A site or a concept narrows a kind to one thing: the question
		// is about that thing, not every symptom or condition.
		{"Did he have any lip symptoms after the sting?", nil},
		{"Has she got kidney disease?", nil},
		{"What were her cholesterol results?", nil},
		{"心脏的毛病最近怎么样？", nil},
		{"Any other symptoms, or any heart disease in the family?", []string{"family_history", "symptom"}},
		// Whole words only: "familiar" is not the family, "drugstore" not drugs.
		{"Is the pharmacist familiar with the drugstore hours?", nil},
	}
	r := newReader(t)
	for _, tt := range tests {
		if got := understand.AskedKinds(tt.question, r.Extract(tt.question, time.Time{}).Mentions); !slices.Equal(got, tt.want) {
			t.Errorf("AskedKinds(%q) = %q, want %q", tt.question, got, tt.want)
		}
	}
}

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

// A question about the kind of something a relative has ("What type of
// cancer?") asks about the relative: the answer naming it is theirs, when
// the turn before said whose it is, or the question before the patient's
// last turn asked about them. A kind question about the patient's own
// keeps the answer the patient's.
func TestKindOfRelativesAsked(t *testing.T) {
	runCases(t, []readCase{
		{"dev: cancer runs in the family, what type", [][2]string{
			clinician("You had mentioned that cancer runs in your family. What type of cancer?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer of family"}},
		{"a mother's stroke, what kind", [][2]string{
			clinician("Your mother had a stroke, right? What kind of stroke?"), patient("A brain bleed.")},
			[]string{"condition cond:intracerebral_hemorrhage historical of mother"}},
		{"a father's heart trouble, which kind", [][2]string{
			clinician("Any heart problems in the family?"), patient("My dad, yes."), clinician("What kind of heart disease?"), patient("Heart failure.")},
			[]string{"condition cond:heart_failure of father"}},
		{"zh: the same turn", [][2]string{clinician("你刚才说家里有人得过癌，什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer of family"}},
		{"zh: a kind asked after the yes", [][2]string{clinician("家里有人得过癌吗？"), patient("有。"), clinician("什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer of family"}},
		{"zh: which kind asked after the yes", [][2]string{clinician("你家里有没有人得过癌症？"), patient("有的。"), clinician("哪种癌？"), patient("胃癌。")},
			[]string{"condition cond:gastric_cancer of family"}},
		{"zh: a title of address is no relative asked about", [][2]string{clinician("阿婆，啥地方勿适意？"), patient("困勿着觉。")},
			[]string{"symptom sym:insomnia"}},
		{"zh: a kind asked after a title of address is the patient's", [][2]string{clinician("阿姨，什么病？"), patient("高血压。")},
			[]string{"condition cond:hypertension"}},
		{"the patient's own cancer, what type", [][2]string{
			clinician("You told me you had cancer. What type of cancer?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer"}},
		{"a kind asked of the patient, after family", [][2]string{
			clinician("Cancer runs in your family. What type of cancer do you have?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer"}},
		{"zh: the patient's own, what kind", [][2]string{clinician("你说你得过癌，什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer"}},
	})
}

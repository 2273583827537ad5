package understand_test

import "testing"

// Session 34, second round: classes of wrong writes of mts-dialog dev16.
// The first sentence of each table is the dev one; the rest are written
// for the test, with near-misses that must keep their reading.

// A question about the kind of something a relative has ("What type of
// cancer?") asks about the relative: the answer naming it is theirs, when
// the turn before said whose it is, or the question before the patient's
// last turn asked about them. A kind question about the patient's own
// keeps the answer the patient's.
func TestKindOfRelativesAskedSession34b(t *testing.T) {
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

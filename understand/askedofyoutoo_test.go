package understand_test

import "testing"

// "那你自己呢？" after a question about the family asks the patient the
// same (session 68's review, Z03: the patient's "我没有" was lost).
func TestAndYouAsksThePatientWhatTheFamilyWasAsked(t *testing.T) {
	zhFamily := [][2]string{assistant("家里有人有高血压吗？"), patient("有，我爸爸有。")}
	enFamily := [][2]string{clinician("Does anyone in your family have diabetes?"), patient("Yes, my mum.")}
	runCases(t, []readCase{
		{"那你自己呢？ 我没有", append(zhFamily, assistant("那你自己呢？"), patient("我没有。")), []string{"condition cond:hypertension negated"}},
		{"你呢？ 有", append(zhFamily, assistant("你呢？"), patient("有的。")), []string{"condition cond:hypertension"}},
		{"and you? no, not me", append(enFamily, clinician("And you?"), patient("No, not me.")), []string{"condition cond:diabetes negated"}},
		{"what about yourself?", append(enFamily, clinician("What about yourself?"), patient("No.")), []string{"condition cond:diabetes negated"}},
		// Near misses: the follow-up names a relative, or asks its own thing;
		// "and you?" after a question of the patient's own.
		{"near miss: 那你妈妈呢？", append(zhFamily, assistant("那你妈妈呢？"), patient("没有。")), []string{}}, // not the patient's
		{"near miss: and you, any chest pain?", append(enFamily, clinician("And you, any chest pain?"), patient("No.")), []string{"symptom sym:chest_pain negated"}},
		{"near miss: asked of the patient before", [][2]string{clinician("Do you have any cough?"), patient("A bit."), clinician("And you?"), patient("No.")}, []string{}},
	})
}

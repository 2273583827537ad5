package understand_test

import "testing"

// Safety bugs noticed by earlier reviews and fixed in session 30: each
// sentence here is written for the test, not taken from a corpus.

// An illness named as the time of something else is over, even when its
// name carries its own article ("the flu").
func TestIllnessAsTimeIsPastSession30(t *testing.T) {
	runCases(t, []readCase{
		{"the flu named as when a symptom came is past", [][2]string{patient("I get these nosebleeds since the flu.")},
			[]string{"symptom sym:nosebleed", "condition cond:influenza historical"}},
		{"a flu had now stays", [][2]string{patient("I think I've got the flu.")},
			[]string{"condition cond:influenza uncertain"}},
	})
}

// A resolution word is its own clause's: a finding named in a later clause
// takes it.
func TestResolutionScopesToItsClauseSession30(t *testing.T) {
	runCases(t, []readCase{
		{"a later clause's illness is what got better", [][2]string{patient("我腰疼一个多月了，胃炎已经好了。")},
			[]string{"condition cond:gastritis historical resolves", "symptom sym:low_back_pain"}},
		{"a list shares its resolution", [][2]string{patient("胃炎和腰疼已经好了。")},
			[]string{"symptom sym:low_back_pain historical", "condition cond:gastritis historical"}},
	})
}

// "Never … since", "再没吃过" after a drug: taken then, not now.
func TestNotTakenSinceIsStoppedSession30(t *testing.T) {
	runCases(t, []readCase{
		{"a drug not taken again since, in its sentence", [][2]string{patient("I tried naproxen for my back and haven't taken it since.")},
			[]string{"medication drug:naproxen stopped"}},
		{"再没吃 after a drug in its sentence", [][2]string{patient("布洛芬有回吃了胃疼，那以后再没吃过。")},
			[]string{"medication drug:ibuprofen stopped", "symptom sym:epigastric_pain historical"}},
		{"再没吃 opening the sentence after", [][2]string{patient("布洛芬有一回……那以后再没吃过。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"a drug taken since stays", [][2]string{patient("I started naproxen in May and have taken it every day since.")},
			[]string{"medication drug:naproxen"}},
	})
}

// A symptom verb that opens another concept's word ("晕倒" is a faint)
// does not answer the question of the verb's own symptom.
func TestVerbInsideAnotherWordSession30(t *testing.T) {
	runCases(t, []readCase{
		{"a faint denied in dialect is no yes to dizziness", [][2]string{clinician("头晕不晕？以前晕倒过没有？"), patient("晕倒莫得。")},
			[]string{"symptom sym:syncope negated"}},
		{"the verb alone still answers", [][2]string{clinician("头晕不晕？"), patient("晕，早上起来晕得很。")},
			[]string{"symptom sym:dizziness"}},
	})
}

// A class allergy and the drug of that class that showed it: the record
// holds the class allergy once, and the drug is neither a second allergy
// nor a current medication.
func TestClassAllergyHeldOnceSession30(t *testing.T) {
	runCases(t, []readCase{
		{"a sulfa allergy shown by a sulfa drug", [][2]string{patient("I'm allergic to sulfa, I got a rash all over from Septrin once.")},
			[]string{"allergy allergen:sulfonamides"}},
		{"磺胺过敏 shown by 复方新诺明", [][2]string{patient("我对磺胺过敏，有回吃复方新诺明身上起疹子。")},
			[]string{"allergy allergen:sulfonamides"}},
		{"a drug of another class stays its own allergy", [][2]string{patient("I'm allergic to sulfa drugs and to codeine.")},
			[]string{"allergy allergen:sulfonamides", "allergy drug:codeine"}},
		{"a drug class word only says what kind the drug is", [][2]string{clinician("Any allergies to medicines?"), patient("Yes, an antibiotic, doxycycline.")},
			[]string{"allergy class:antibiotics", "allergy drug:doxycycline"}},
	})
}

// "前两年", "前几天", "前阵子" date back as "两年前" does.
func TestPriorCountIsATimeSession30(t *testing.T) {
	runCases(t, []readCase{
		{"an acute illness 前两年 is over", [][2]string{patient("前两年得了肺炎。")},
			[]string{"condition cond:pneumonia historical"}},
		{"what began 前几天 and goes on stays", [][2]string{patient("前几天开始发烧，现在还烧。")},
			[]string{"symptom sym:fever"}},
	})
}

// What a past pregnancy brought is over with it.
func TestPastPregnancyFindingsSession30(t *testing.T) {
	runCases(t, []readCase{
		{"怀孕的时候 with no tense is a pregnancy over", [][2]string{patient("怀孕的时候血压高。")},
			[]string{"condition cond:hypertension historical"}},
		{"this pregnancy is now", [][2]string{patient("这次怀孕的时候血压高。")},
			[]string{"condition cond:hypertension"}},
		{"a gestational illness told in the past is over", [][2]string{patient("I had pre-eclampsia.")},
			[]string{"condition cond:preeclampsia historical"}},
		{"a gestational illness had now stays", [][2]string{patient("I have gestational diabetes.")},
			[]string{"condition cond:gestational_diabetes"}},
	})
}

// "Same as my dad" after the patient's finding gives it to both.
func TestLikenedToARelativeSession30(t *testing.T) {
	runCases(t, []readCase{
		{"same as my dad", [][2]string{patient("I've got high blood pressure, same as my dad.")},
			[]string{"condition cond:hypertension", "condition cond:hypertension of father"}},
		{"like my sister", [][2]string{patient("I have eczema, just like my sister.")},
			[]string{"condition cond:eczema", "condition cond:eczema of sibling"}},
		{"like a relative's other illness is no family history of this one", [][2]string{patient("I have a rash like my mum's eczema.")},
			[]string{"symptom sym:rash", "condition cond:eczema of mother"}},
	})
}

// A Chinese symptom dated back and told no further is the episode then.
func TestDatedBareChineseSymptomSession30(t *testing.T) {
	runCases(t, []readCase{
		{"前两周 and no more is past", [][2]string{patient("前两周拉肚子。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"what began then goes on", [][2]string{patient("前两周开始拉肚子。")},
			[]string{"symptom sym:diarrhea"}},
		{"what runs to now goes on", [][2]string{patient("前两周拉肚子，到现在也没好。")},
			[]string{"symptom sym:diarrhea"}},
		{"dated yesterday is left as it reads", [][2]string{patient("昨天拉肚子。")},
			[]string{"symptom sym:diarrhea"}},
	})
}

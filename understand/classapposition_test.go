package understand_test

import "testing"

// A drug class said and then, in apposition, the drug of that class it is
// (en/t1: "start you on an antidepressant, mirtazapine") is one drug: the
// name is recorded, not the class beside it. A drug of another class, or a
// list that goes on to other kinds, is not the class named.
func TestClassNamedByTheDrugAfterIt(t *testing.T) {
	runCases(t, []readCase{
		{"t1: an antidepressant, mirtazapine", [][2]string{clinician("I'd like to start you on an antidepressant, mirtazapine, fifteen milligrams at night.")},
			[]string{"medication drug:mirtazapine"}},
		{"t1: an antibiotic, azithromycin", [][2]string{clinician("I'm going to start you on an antibiotic, azithromycin, five hundred milligrams once a day.")},
			[]string{"medication drug:azithromycin"}},
		{"the patient's statin named", [][2]string{patient("I take a statin, atorvastatin, at night.")},
			[]string{"medication drug:atorvastatin"}},
		{"an antibiotic called amoxicillin", [][2]string{patient("The walk-in gave me an antibiotic called amoxicillin.")},
			[]string{"medication drug:amoxicillin"}},
		{"the class and a drug of another kind stay two", [][2]string{patient("I'm taking antibiotics, and ibuprofen for the pain.")},
			[]string{"medication class:antibiotics", "medication drug:ibuprofen"}},
		{"a drug of another class after the comma", [][2]string{patient("I take antibiotics, paracetamol as well.")},
			[]string{"medication class:antibiotics", "medication drug:paracetamol"}},
		{"a class in a list of drugs", [][2]string{patient("I've got the laxatives, the senna and the Miralax.")},
			[]string{"medication class:laxatives", "medication drug:macrogol"}},
		{"the laxative, senna", [][2]string{patient("I take the laxative, senna, every night.")},
			[]string{"medication drug:senna"}},
		{"the class said again of its own stays", [][2]string{clinician("I'm going to switch you to a combination inhaler, Symbicort. You can stop the blue inhaler.")},
			[]string{"medication drug:budesonide_formoterol", "medication class:inhalers", "medication class:inhalers stopped"}},
		{"one of the class, which unsure", [][2]string{patient("I'm on one of the statins, pravastatin or rosuvastatin.")},
			[]string{"medication class:statins", "medication drug:pravastatin uncertain", "medication drug:rosuvastatin uncertain"}},
		// Session 39's black-box test: the zh class named by 叫 was kept as
		// a second antihypertensive beside irbesartan.
		{"zh: a class, 叫 the drug", [][2]string{patient("上周社区医生给我新开了一个降压药，叫厄贝沙坦，一天一片。")},
			[]string{"medication drug:irbesartan relayed"}},
		{"zh: 叫 a drug of another class stays two", [][2]string{patient("我在吃降压药，还有一个叫二甲双胍。")},
			[]string{"medication class:antihypertensives", "medication drug:metformin"}},
	})
}

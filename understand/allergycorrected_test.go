package understand_test

import "testing"

// An allergy to the wrong drug corrected in the next turn ("I'm allergic to
// aspirin" … "wait no sorry, it's ibuprofen. aspirin I take every day for
// my heart", s44 blind round 11 en13) is an allergy to the drug meant, and
// takes back the first; it wrote ibuprofen as a drug taken and kept the
// aspirin allergy.
func TestAnAllergyCorrectedToAnotherDrug(t *testing.T) {
	en13 := [][2]string{patient("I'm allergic to aspirin"), patient("wait no sorry, it's ibuprofen. aspirin I take every day for my heart")}
	zh := [][2]string{patient("我对阿司匹林过敏"), patient("不对不对，说错了，是布洛芬")}
	codeine := [][2]string{patient("allergic to morphine"), patient("sorry, no, it was codeine")}
	besides := [][2]string{patient("I'm allergic to aspirin"), patient("oh and I take ibuprofen too")}
	notACorrection := [][2]string{patient("I'm allergic to aspirin"), patient("I take ibuprofen for my back")}
	runCases(t, []readCase{
		{"s44 round 11 en13", en13, []string{"allergy drug:ibuprofen", "medication drug:aspirin"}},
		{"zh: 是布洛芬", zh, []string{"allergy drug:ibuprofen"}},
		{"it was codeine", codeine, []string{"allergy drug:codeine"}},
		// Near misses: a drug taken besides, a turn that corrects nothing.
		{"near miss: a drug taken besides", besides, []string{"medication drug:ibuprofen"}},
		{"near miss: no correction", notACorrection, []string{"medication drug:ibuprofen"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"s44 round 11 en13", en13, []string{"allergen:aspirin"}},
		{"zh: 是布洛芬", zh, []string{"allergen:aspirin"}},
		{"it was codeine", codeine, []string{"drug:morphine"}},
		{"near miss: a drug taken besides", besides, []string{}},
		{"near miss: no correction", notACorrection, []string{}},
	})
}

// A correction that opens by denying the allergen just told ("不是磺胺，
// 是阿莫西林", "not penicillin, it was amoxicillin") takes it back as "说错
// 了" does, and the reaction told after the drug meant is that allergy's,
// not a current finding (s45 blind round 12 zh17: the wife's sulfonamide
// allergy stayed, amoxicillin was written as taken and the hives as a
// current urticaria).
func TestAnAllergenDeniedThenNamed(t *testing.T) {
	zh17 := [][2]string{patient("我是他老伴，帮他说。他对磺胺类过敏"), patient("（患者本人）不是磺胺，是阿莫西林，吃了起荨麻疹，磺胺我没吃过")}
	plain := [][2]string{patient("我对青霉素过敏"), patient("不是青霉素，是头孢，打了浑身起疹子")}
	en := [][2]string{patient("I'm allergic to codeine"), patient("no, not codeine, it was tramadol, it gave me hives")}
	reacted := [][2]string{patient("我对磺胺过敏"), patient("说错了，是阿莫西林，吃了起荨麻疹")}
	// Near misses: a denial of another drug than the allergen, a denial
	// that names no drug meant, and a drug taken after the allergy.
	other := [][2]string{patient("我对青霉素过敏"), patient("不是头孢，是阿莫西林，吃了起荨麻疹")}
	noneMeant := [][2]string{patient("我对青霉素过敏"), patient("不是很严重，就是起点疹子")}
	taken := [][2]string{patient("我对青霉素过敏"), patient("我现在在吃阿莫西林，吃了有点拉肚子")}
	runCases(t, []readCase{
		{"s45 round 12 zh17", zh17, []string{"allergy drug:amoxicillin", "medication class:sulfa_drugs negated"}},
		{"不是青霉素，是头孢", plain, []string{"allergy allergen:cephalosporins", "medication drug:benzylpenicillin negated"}},
		{"not codeine, it was tramadol", en, []string{"allergy drug:tramadol"}},
		{"说错了, then the reaction", reacted, []string{"allergy drug:amoxicillin"}},
		{"near miss: another drug denied", other, []string{"condition cond:urticaria", "medication class:cephalosporins negated", "medication drug:amoxicillin"}},
		{"near miss: no drug meant", noneMeant, []string{"symptom sym:rash"}},
		{"near miss: a drug taken", taken, []string{"medication drug:amoxicillin", "symptom sym:diarrhea"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"s45 round 12 zh17", zh17, []string{"allergen:sulfonamides"}},
		{"不是青霉素，是头孢", plain, []string{"allergen:penicillins"}},
		{"not codeine, it was tramadol", en, []string{"drug:codeine"}},
		{"near miss: another drug denied", other, []string{}},
		{"near miss: no drug meant", noneMeant, []string{}},
	})
}

// Session 69's review 3: "Actually sorry, …" opened no correction, and "是
// 对阿莫西林过敏" named the drug meant after "是对"; the allergy first told
// stayed the patient's (E20, Z20), and the drug "fine, I've had it loads of
// times" was written as taken now.
func TestAnAllergyCorrectedAfterActuallyOrIsTo(t *testing.T) {
	e20 := [][2]string{patient("I'm allergic to aspirin."), assistant("What happens when you take it?"),
		patient("Actually sorry, I'm getting muddled - it's not aspirin, it's ibuprofen. It makes me wheezy. Aspirin's fine, I've had it loads of times.")}
	z20 := [][2]string{patient("我对头孢过敏。"), assistant("什么反应？"), patient("哦不对，说错了，是对阿莫西林过敏，起疹子。头孢我吃过好几次都没事。")}
	runCases(t, []readCase{
		{"E20", e20, []string{"allergy drug:ibuprofen", "medication drug:aspirin historical stopped"}},
		{"Z20", z20, []string{"allergy drug:amoxicillin", "medication class:cephalosporins historical stopped"}},
	})
	runWithdrawCases(t, []withdrawCase{
		{"E20", e20, []string{"allergen:aspirin"}},
		{"Z20", z20, []string{"allergen:cephalosporins"}},
		{"near miss: actually, and another drug taken", [][2]string{patient("I'm allergic to aspirin."), patient("Actually I take ibuprofen for my knees.")}, []string{}},
	})
	if got := attrsOf(t, z20, "drug:amoxicillin"); got["reaction"] != "rash" {
		t.Errorf("Z20: amoxicillin allergy attributes %v, want the rash kept", got)
	}
}

package understand_test

import "testing"

// A drug the patient cannot tolerate is an allergy of type intolerance,
// with what it does as its reaction, and "not an allergy" beside it denies
// no allergy (session 69's review 3, E12 and Z12).
func TestAnIntoleranceIsKeptOffAsAnAllergy(t *testing.T) {
	e12 := [][2]string{patient("Codeine makes me really sick, I throw up every time I take it. It's not an allergy as such, I just can't tolerate it.")}
	z12 := [][2]string{patient("我吃红霉素会胃疼、想吐，不是过敏，就是受不了。")}
	runCases(t, []readCase{
		{"E12", e12, []string{"allergy drug:codeine"}},
		{"Z12", z12, []string{"allergy drug:erythromycin"}},
		{"intolerant of", [][2]string{patient("I'm intolerant of metformin, it gives me terrible diarrhoea.")}, []string{"allergy drug:metformin"}},
		// Near misses: two drugs, which is unsure (read as before); a food,
		// whose "not an allergy" denies no allergy either.
		{"near miss: two drugs", [][2]string{patient("I take aspirin and metformin, and I can't tolerate one of them.")}, []string{}},
		{"near miss: a food", [][2]string{patient("I can't tolerate dairy, it's not an allergy.")}, []string{"condition cond:lactose_intolerance"}},
	})
	runAttrCases(t, []attrCase{
		{"E12's reaction", "drug:codeine", e12, map[string]string{"type": "intolerance", "reaction": "vomiting"}},
		{"Z12's reaction", "drug:erythromycin", z12, map[string]string{"type": "intolerance", "reaction": "epigastric pain, nausea"}},
	})
}

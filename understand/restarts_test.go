package understand_test

import "testing"

// What is said on the way to a drug's name is not a second drug: the start
// of the name broken off (t1: "the nitro, nitrofurantoin", where "nitro"
// alone names the nitrates) and a class searched for and then named (t1:
// "the water tablet, what's it, bendro, bendroflumethiazide"). Two drugs
// named one after the other, or a class beside a drug of another class,
// stay two.
func TestANameReachedByARestart(t *testing.T) {
	runCases(t, []readCase{
		{"t1: the nitro, nitrofurantoin", [][2]string{clinician("And what did you have last time?"),
			patient("It came back like a month after, and they gave me the, the nitro, nitrofurantoin, and that one sorted it.")},
			[]string{"medication drug:nitrofurantoin"}},
		{"t1: the water tablet, what's it, bendro, bendroflumethiazide", [][2]string{clinician("Okay. What tablets are you on?"),
			patient("The blood pressure one, the, the water tablet, what's it, bendro, bendroflumethiazide, the doctor started me on that in August.")},
			[]string{"condition cond:hypertension", "medication drug:bendroflumethiazide"}},
		{"the nitro, nitroglycerin spray", [][2]string{patient("I had the nitro, nitroglycerin spray, under my tongue.")},
			[]string{"medication drug:nitroglycerin"}},
		{"cipro, ciprofloxacin", [][2]string{patient("They put me on cipro, ciprofloxacin, for the water infection.")},
			[]string{"medication drug:ciprofloxacin", "condition cond:uti"}},
		{"the nitro spray and another drug", [][2]string{patient("I carry the nitro spray, and I take metformin.")},
			[]string{"medication class:nitro", "medication drug:metformin"}},
		{"a statin, what's it called, atorvastatin", [][2]string{patient("I'm on a statin, what's it called, um, atorvastatin.")},
			[]string{"medication drug:atorvastatin"}},
		{"the water tablet, erm, furosemide", [][2]string{patient("And the water tablet, erm, furosemide, in the morning.")},
			[]string{"medication drug:furosemide"}},
		{"a class and its drug in apposition are the drug (classapposition.go), not a restart", [][2]string{patient("I'm on a statin, the rosuvastatin, 10.")},
			[]string{"medication drug:rosuvastatin"}},
		{"two drugs named in turn", [][2]string{patient("I take aspirin, atorvastatin and ramipril.")},
			[]string{"medication drug:aspirin", "medication drug:atorvastatin", "medication drug:ramipril"}},
		{"a class beside a drug of another class", [][2]string{patient("I'm on a water tablet, and metformin for the sugar.")},
			[]string{"condition cond:diabetes", "medication class:diuretics", "medication drug:metformin"}},
	})
}

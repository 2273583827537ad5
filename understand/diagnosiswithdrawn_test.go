package understand_test

import "testing"

// A diagnosis told and then said to have been wrong ("a doctor once said
// she was lactose intolerant but that turned out to be wrong", round 11
// en10) is not the patient's, then or now: it was written as a past
// condition. It is denied. A diagnosis that turned out to be another names
// the other, and one still believed stays.
func TestADiagnosisThatTurnedOutWrongIsDenied(t *testing.T) {
	runCases(t, []readCase{
		{"r11 en10: lactose intolerant, turned out to be wrong", [][2]string{
			patient("I'm her dad, she's 3. she came out in a rash after eggs at breakfast"),
			assistant("Any swelling of the lips or trouble breathing?"),
			patient("no swelling, breathing's fine"),
			patient("milk is fine. a doctor once said she was lactose intolerant but that turned out to be wrong")},
			[]string{"condition cond:lactose_intolerance negated relayed"}},
		{"I was told I had asthma but that turned out to be wrong", [][2]string{patient("I was told I had asthma but that turned out to be wrong")},
			[]string{"condition cond:asthma negated relayed"}},
		{"以前说是胃炎，后来查了不是", [][2]string{patient("以前说是胃炎，后来查了不是")},
			[]string{"condition cond:gastritis negated"}},
		{"near-miss: turned out to be another", [][2]string{patient("I thought it was a migraine but it turned out to be a sinus infection")},
			[]string{"condition cond:migraine uncertain", "condition cond:sinusitis"}},
		{"near-miss: told, and so it was", [][2]string{patient("I was told I had asthma as a kid")},
			[]string{"condition cond:asthma historical relayed"}},
	})
}

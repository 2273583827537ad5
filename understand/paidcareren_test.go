package understand_test

import "testing"

// A paid carer who says they are his support worker and ask for him speaks
// for him: his findings are the patient's, the carer's own asthma, inhaler
// and son are no one's. A carer by trade about themselves, and one who
// names no one cared for, read as before.
func TestEnglishPaidCarerSpeaksForTheOneCaredFor(t *testing.T) {
	open := patient("Hi doctor, I'm his support worker lah, I'm asking for Daniel. He's 24, autistic, mostly non-verbal. He's been very constipated, like 5 days never go toilet alredy.")
	runCases(t, []readCase{
		{"s49 blind round 18 en10: his autism and constipation", [][2]string{open},
			[]string{"condition cond:autism", "symptom sym:constipation"}},
		{"s49 blind round 18 en10: his drugs", [][2]string{open, assistant("What medicines is he on?"),
			patient("He take risperidone 1 mg at night for the aggression, and melatonin 2 mg also at night. Last time got sertraline but stopped already since March.")},
			[]string{"medication drug:melatonin", "medication drug:risperidone", "medication drug:sertraline historical stopped"}},
		{"s49 blind round 18 en10: the carer's own asthma and inhaler", [][2]string{open,
			patient("Okay can. Actually I myself got asthma, I use my Ventolin when I'm with him, got problem or not?")},
			[]string{"condition cond:asthma of other", "medication drug:salbutamol of other"}},
		{"s49 blind round 18 en10: the carer's own son", [][2]string{open,
			patient("Me, my own son got ADHD, so I'm used to this kind of thing lah.")},
			[]string{"condition cond:adhd of other"}},
		{"a carer named by the one cared for, who tells only her findings", [][2]string{
			patient("I'm Joan's carer. She's had a chesty cough since Monday.")},
			[]string{"symptom sym:productive_cough"}},
		{"near-miss: a support worker by trade, about their own back", [][2]string{
			patient("I'm a support worker and I've had back pain for a week.")},
			[]string{"symptom sym:back_pain"}},
		{"near-miss: his carer, telling her own illness", [][2]string{
			patient("I'm his carer and I've had a cough for a week.")},
			[]string{"symptom sym:cough"}},
		{"near-miss: no carer announced", [][2]string{patient("I'm asking for Daniel."), patient("He's been very constipated.")},
			[]string{"symptom sym:constipation of other"}},
	})
}

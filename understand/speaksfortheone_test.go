package understand_test

import "testing"

// Who speaks for the patient, in three forms coref read on its own until
// session 49 (coref dev26 and dev39): a home named by its house, a name
// typed for, and a relative collecting in the patient's place. The reading
// tells coref (coref.WindowTurn.SpeaksFor).
func TestMoreWaysOfSpeakingForThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"dev26: Dawn from Beech House about Mr Lewis", [][2]string{patient("hi it's Dawn from Beech House about Mr Lewis"),
			patient("he's had a cough since Tuesday, and I've got a bit of a cold myself")},
			[]string{"condition cond:common_cold of other", "symptom sym:cough"}},
		{"dev39: it's Mum typing for Callum", [][2]string{patient("Hiya, it's Mum typing for Callum, he's 9."),
			patient("He's been having bad dreams. I've got asthma myself")},
			[]string{"condition cond:asthma of mother", "symptom sym:nightmares"}},
		{"a name typed for, the typist untold", [][2]string{patient("I'm typing for Jake, he's got a rash"), patient("I've got a headache myself")},
			[]string{"symptom sym:headache of other"}},
		{"dev26: 老伴儿来不了，我来拿", [][2]string{patient("医生 我老伴儿今天来不了 她胃的药没了 我来拿"), patient("她最近老反酸")},
			[]string{"symptom sym:heartburn"}},
		{"near miss: ringing for a drug", [][2]string{patient("I'm ringing for Ventolin, I've run out")}, []string{"medication drug:salbutamol stopped"}},
		{"near miss: from a house, no resident", [][2]string{patient("I'm Tom from Oak House, I've got a cough")}, []string{"symptom sym:cough"}},
		{"near miss: the spouse away, no collecting", [][2]string{patient("我老伴今天没来，我自己也不舒服，头疼")}, []string{"symptom sym:headache", "symptom sym:malaise uncertain"}},
	})
}

package understand_test

import "testing"

// Words blind round 18's English cases found missing from the lexicon
// (s49), each in the case's sentence, and near misses the new names must
// not change.
func TestRound18EnglishLexicon(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en01: optic neuritis, long cleared; Ocrevus", [][2]string{patient("First thing wis optic neuritis in ma left eye back in 2016, that's long cleared. I'm on Ocrevus now, the infusions every six month.")},
			[]string{"condition cond:optic_neuritis historical", "medication drug:ocrelizumab"}},
		{"s49 blind round 18 en01: Avonex, stopped it", [][2]string{patient("Aye, Avonex, the interferon jags, fir about three year. Stopped it cos ah wis gettin flu-like every single week, couldnae hack it.")},
			[]string{"medication drug:interferon_beta_1a stopped"}},
		{"near-miss: stopped it asked", [][2]string{patient("I take Avonex. Stopped it? No, never.")},
			[]string{"medication drug:interferon_beta_1a"}},
		{"s49 blind round 18 en02: tTG", [][2]string{patient("My tTG was 128, right up there it was.")},
			[]string{"observation lab:ttg_iga"}},
		{"s49 blind round 18 en05: Espranor", [][2]string{patient("They swapped me over to Espranor last week, 16 mil a day.")},
			[]string{"medication drug:buprenorphine"}},
		{"s49 blind round 18 en05: QTc", [][2]string{clinician("Today's ECG, QTc's 440, much better.")},
			[]string{"observation lab:qtc"}},
		{"s49 blind round 18 en08: Visanne, dienogest", [][2]string{patient("Currently I am taking Visanne, dienogest, 2 mg daily.")},
			[]string{"medication drug:dienogest"}},
		{"s49 blind round 18 en08: Meftal Spas; pain during intercourse", [][2]string{patient("I take Meftal Spas for that. Pain during intercourse also, little bit.")},
			[]string{"medication drug:mefenamic_acid", "symptom sym:dyspareunia"}},
		{"s49 blind round 18 en08: CA-125", [][2]string{clinician("Your CA-125 is 48, mildly raised, which fits with endometriosis.")},
			[]string{"observation lab:ca125"}},
		{"s49 blind round 18 en08: PCOD, hedged", [][2]string{patient("Actually I think I have PCOD also.")},
			[]string{"condition cond:pcos uncertain"}},
		{"s49 blind round 18 en08: pain while passing urine", [][2]string{patient("I get pain while passing urine.")},
			[]string{"symptom sym:dysuria"}},
		{"s49 blind round 18 en11: hydroxocobalamin injections", [][2]string{clinician("I'm starting hydroxocobalamin injections.")},
			[]string{"medication drug:hydroxocobalamin"}},
		{"s49 blind round 18 en14: G6PD deficiency, no Parkinson's", [][2]string{patient("Need to check can or not, because I got G6PD deficiency.")},
			[]string{"condition cond:g6pd_deficiency"}},
		{"near-miss: B12 shots stay a drug's", [][2]string{patient("I'm on metformin and B12 injections.")},
			[]string{"medication drug:hydroxocobalamin", "medication drug:metformin"}},
	})
}

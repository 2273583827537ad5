package understand_test

import "testing"

// A name the lexicon lacked in blind round 11: Trelegy (fluticasone
// furoate, umeclidinium and vilanterol, R03AL08; en08 "they changed it to
// Trelegy two weeks ago"), which the dev annotators list too (en-k1-038,
// en-m1-003).
func TestNamesTheLexiconLackedInRound11(t *testing.T) {
	runCases(t, []readCase{
		{"r11 en08: there's the Trelegy", [][2]string{patient("Aye, there's the Trelegy, the one puff first thing.")},
			[]string{"medication drug:fluticasone_umeclidinium_vilanterol"}},
		{"near-miss: the Anoro stays itself", [][2]string{patient("I'm on Anoro Ellipta, one puff a day.")},
			[]string{"medication drug:umeclidinium_vilanterol"}},
	})
}

package understand_test

import "testing"

// Names the lexicon lacked in blind round 14: "my heart's been racing"
// (en12), as "heart's racing" is palpitations; Indian English "ringing in
// ears" and "hearing is less" (en10), as "ringing in my ears" is tinnitus
// and "reduced hearing" a decline in hearing; and "can't put any weight on
// it" (en11), which read as weight gain by "put weight on" and is now
// trouble walking ("put weight on it" names no weight gain).
func TestNamesTheLexiconLackedInRound14(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en12: my heart's been racing", [][2]string{patient("my heart's been racing on and off since Saturday")},
			[]string{"symptom sym:palpitations"}},
		{"r14 en10: ringing in ears and hearing is less", [][2]string{patient("I am having ringing in ears and hearing is less")},
			[]string{"symptom sym:hearing_decline", "symptom sym:tinnitus"}},
		{"r14 en11: can't put any weight on it", [][2]string{patient("I can't put any weight on it")},
			[]string{"symptom sym:gait_problem"}},
		// Near misses: unchanged.
		{"near miss: weight put on", [][2]string{patient("I've put weight on since Christmas")},
			[]string{"symptom sym:weight_gain"}},
		{"near miss: put weight on it, no complaint", [][2]string{patient("I put weight on it and it gave way")},
			[]string{}},
		{"near miss: a hearing aid less noisy", [][2]string{patient("the hearing aid is less noisy now")},
			[]string{}},
	})
}

// Grommets are tympanostomy tubes (en19 "He had grommets put in last
// year"), named only as put in, fitted or in the ears: the grommets of a
// curtain or a tent are hardware.
func TestGrommetsPutInAreTympanostomyTubes(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en19: grommets put in last year", [][2]string{patient("I had grommets put in last year")},
			[]string{"procedure proc:tympanostomy_tubes historical inactive"}},
		{"near miss: grommets of a curtain", [][2]string{patient("the curtains have grommets in them")},
			[]string{}},
		{"near miss: grommets for a tent", [][2]string{patient("we bought grommets for the tent")},
			[]string{}},
	})
}

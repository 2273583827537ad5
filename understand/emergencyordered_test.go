package understand_test

import "testing"

// A clinician's emergency contraceptive is one dose: never a drug the
// patient is on (emergencycontraception.go).
func TestAnEmergencyContraceptiveOrderedIsOneDose(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en05.
		{"recommended today, one tablet", [][2]string{clinician("Then I'd recommend emergency contraception today, levonorgestrel, one tablet. Do you get migraines with aura?")},
			[]string{"medication class:birth_control stopped", "medication drug:levonorgestrel stopped"}},
		// Near misses: the daily pill of the same hormone; one to take
		// only if it happens again.
		{"the daily pill", [][2]string{clinician("Start levonorgestrel 30 micrograms, one tablet daily, the progestogen-only pill")},
			[]string{"medication drug:levonorgestrel"}},
		{"if it happens again", [][2]string{clinician("If the condom splits again, take emergency contraception, levonorgestrel, within three days")},
			[]string{}},
	})
}

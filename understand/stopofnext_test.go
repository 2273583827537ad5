package understand_test

import "testing"

// A stop said of the drug named next is that drug's alone: "I take
// lisinopril 10 mg, but I stopped the bendroflumethiazide last month" wrote
// the lisinopril stopped (third black-box round).
func TestAStopOfTheNextDrugIsItsAlone(t *testing.T) {
	runCases(t, []readCase{
		{"but I stopped the next one", [][2]string{patient("I take lisinopril 10 mg, but I stopped the bendroflumethiazide last month.")},
			[]string{"medication drug:bendroflumethiazide historical stopped", "medication drug:lisinopril"}},
		{"but I quit taking the next one", [][2]string{patient("I'm on metformin, but I quit taking the gliclazide.")},
			[]string{"medication drug:gliclazide historical stopped", "medication drug:metformin"}},
		// Near misses: a stop of the drug itself, after it; a switch.
		{"they stopped it", [][2]string{patient("I was on lisinopril for years, but they stopped it.")},
			[]string{"medication drug:lisinopril stopped"}},
		{"stopped it and started another", [][2]string{patient("I was on simvastatin but stopped it and started atorvastatin.")},
			[]string{"medication drug:atorvastatin", "medication drug:simvastatin stopped"}},
		{"both stopped", [][2]string{patient("I stopped the lisinopril and the amlodipine.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:lisinopril historical stopped"}},
	})
}

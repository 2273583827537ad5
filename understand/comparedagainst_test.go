package understand_test

import "testing"

// s45 blind round 12 en17: "How are you finding the losartan?" "Much
// better than the ramipril, the cough from that drove me mad" wrote the
// ramipril taken now.
func TestADrugComparedAgainstIsTheOneBefore(t *testing.T) {
	losartan := assistant("How are you finding the losartan?")
	runCases(t, []readCase{
		{"better than the ramipril, after the losartan asked", [][2]string{losartan,
			patient("Much better than the ramipril, the cough from that drove me mad. The cough's gone since the switch")},
			[]string{"medication drug:ramipril historical", "symptom sym:cough historical"}},
		{"both named in the turn", [][2]string{patient("The amlodipine is much better than the ramipril")},
			[]string{"medication drug:amlodipine", "medication drug:ramipril historical"}},
		// Near misses: nothing compared with, or the drug not compared against.
		{"near miss: no other drug named", [][2]string{patient("Much better than the ramipril")}, []string{"medication drug:ramipril"}},
		{"near miss: better than nothing", [][2]string{losartan, patient("The ramipril is better than nothing I suppose")}, []string{"medication drug:ramipril"}},
		{"near miss: feeling better and taking it still", [][2]string{clinician("How is the metformin?"), patient("I feel better than I did, and I still take the ramipril")},
			[]string{"medication drug:ramipril"}},
	})
}

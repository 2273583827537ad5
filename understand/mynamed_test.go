package understand_test

import "testing"

func TestSomeoneNamedWithMyIsSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en03: a Welsh wife of her husband Dai.
		{"my and a name, on a drug", [][2]string{patient("My Dai's on warfarin, could that get mixed up with mine at all? We keep them in the same cupboard")},
			[]string{"medication drug:warfarin of other"}},
		{"my and a name, with an illness", [][2]string{patient("My Sandra has diabetes and I have asthma")},
			[]string{"condition cond:diabetes of other", "condition cond:asthma"}},
		{"my and a name, taking a drug", [][2]string{patient("My Kevin takes metformin")}, []string{"medication drug:metformin of other"}},
		// Near misses: a drug or a device by brand, kin, an oath, the
		// patient between the name and the drug.
		{"a drug by brand", [][2]string{patient("My Ventolin's run out and my asthma is bad")},
			[]string{"medication drug:salbutamol", "condition cond:asthma"}},
		{"an epipen", [][2]string{patient("My EpiPen's out of date")}, []string{"medication drug:epinephrine"}},
		{"kin", [][2]string{patient("My Mum's on warfarin")}, []string{"medication drug:warfarin of mother"}},
		{"an oath", [][2]string{patient("My God, the pain in my chest")}, []string{"symptom sym:chest_pain"}},
		{"the patient after the name", [][2]string{patient("My Dai is fine but I'm on warfarin")}, []string{"medication drug:warfarin"}},
	})
}

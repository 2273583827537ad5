package understand_test

import "testing"

// "Drugs" names recreational drug use where the habits are talked about,
// and medicines elsewhere.
func TestDrugsAmongTheHabits(t *testing.T) {
	runCases(t, []readCase{
		{"drugs asked with tobacco", [][2]string{clinician("Any tobacco, or other drugs?"), patient("Nope.")},
			[]string{"observation social:smoking negated", "observation social:recreational_drugs negated"}},
		{"drugs asked right after the habits", [][2]string{clinician("Do you smoke at all, or drink?"), patient("No."), clinician("And drugs?"), patient("Never have.")},
			[]string{"observation social:recreational_drugs negated"}},
		{"drugs denied beside drinking", [][2]string{patient("I have a glass of wine at weekends but I don't touch drugs.")},
			[]string{"observation social:alcohol", "observation social:recreational_drugs negated"}},
		{"drug abuse", [][2]string{clinician("Any history of substance abuse?"), patient("No.")},
			[]string{"observation social:recreational_drugs negated"}},
		{"drugs said illegal", [][2]string{clinician("Have you ever used illegal drugs?"), patient("No.")},
			[]string{"observation social:recreational_drugs negated"}},
		// Medicines, not habits.
		{"any drugs alone asks of medicines as much", [][2]string{clinician("Are you on any drugs at the moment?"), patient("No.")}, nil},
		{"drugs for a condition are medicines", [][2]string{clinician("Do you drink much? And are you on any drugs for the blood pressure?"), patient("No.")},
			[]string{"observation social:alcohol negated"}},
		{"drug allergies are allergies", [][2]string{clinician("Do you smoke? Any drug allergies?"), patient("No.")},
			[]string{"observation social:smoking negated", "allergy allergy:any negated"}},
	})
}

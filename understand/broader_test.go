package understand_test

import "testing"

// TestBroader pins what the gate takes for "the general concept covers the
// specific one": a denial of the general condition contradicts a confirmed
// specific one, a general condition said after a specific one adds nothing,
// and a symptom over without its kind closes the one kind the record has.
func TestBroader(t *testing.T) {
	r := newReader(t)
	cases := []struct {
		general, specific string
		want              bool
	}{
		{"cond:diabetes", "cond:type2_diabetes", true},
		{"cond:type2_diabetes", "cond:diabetes", false},
		{"cond:arthritis", "cond:osteoarthritis", true},
		{"cond:arthritis", "cond:knee_osteoarthritis", true},
		// Inside a word is no kind of it.
		{"cond:cystitis", "cond:cholecystitis", false},
		{"cond:male_infertility", "cond:infertility", false},
		{"cond:stroke", "cond:heat_stroke", false},
		{"cond:ventricular_tachycardia", "cond:supraventricular_tachycardia", false},
		{"sym:cough", "sym:dry_cough", true},
		{"sym:cough", "sym:productive_cough", true},
		{"sym:dry_cough", "sym:cough", false},
		{"sym:pain_symptom", "sym:knee_pain", true},
		{"sym:bleeding", "sym:gum_bleeding", true},
		// Whole words only: twitching is no kind of itching, and painful
		// swallowing is no kind of pain the patient can be rid of elsewhere.
		{"sym:itching", "sym:muscle_twitching", false},
		{"sym:pain_symptom", "sym:painful_swallowing", false},
		{"sym:cough", "sym:cough", false},
		// Different types never cover each other.
		{"sym:cough", "cond:type2_diabetes", false},
		// "No allergies" covers every allergy; "no drug allergies" those
		// of drugs only.
		{"allergy:any", "allergen:penicillins", true},
		{"allergy:any", "allergen:pollen", true},
		{"allergy:any", "drug:amoxicillin", true},
		{"cond:drug_allergy_status", "allergen:penicillins", true},
		{"cond:drug_allergy_status", "drug:amoxicillin", true},
		{"cond:drug_allergy_status", "allergen:pollen", false},
		{"allergen:penicillins", "allergy:any", false},
		{"allergy:any", "cond:asthma", false},
	}
	for _, c := range cases {
		if got := r.Broader(c.general, c.specific); got != c.want {
			t.Errorf("Broader(%s, %s) = %v, want %v", c.general, c.specific, got, c.want)
		}
	}
}

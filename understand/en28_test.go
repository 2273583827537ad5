package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// Readings tuned on the English colloquial dev corpus (session 28): each
// sentence here is written for the test, not taken from a corpus.
func TestPartBeforeItsSiteSession28(t *testing.T) {
	runCases(t, []readCase{
		{"the glands in a site, swollen, are swollen glands", [][2]string{patient("Since the weekend the glands in my neck have been really swollen.")},
			[]string{"symptom sym:swollen_glands"}},
		{"the knuckles on a hand, puffy, are swollen joints", [][2]string{patient("The knuckles on my left hand look a bit puffy today.")},
			[]string{"symptom sym:joint_swelling"}},
		{"the joints of a site, swollen, are swollen joints", [][2]string{patient("The joints in my toes are swollen every morning.")},
			[]string{"symptom sym:joint_swelling"}},
		{"a site said alone keeps its swelling", [][2]string{patient("My neck is swollen on the left.")},
			[]string{"symptom sym:neck_lump"}},
	})
}

func TestShakingWithAFeverSession28(t *testing.T) {
	runCases(t, []readCase{
		{"shaking told with a fever is the rigor", [][2]string{patient("I've had a fever every evening and I'm shaking, teeth chattering.")},
			[]string{"symptom sym:chills", "symptom sym:fever"}},
		{"shaking hands with a fever stay a tremor", [][2]string{patient("I've had a fever and my hands are shaking.")},
			[]string{"symptom sym:fever", "symptom sym:tremor"}},
		{"shaking without a fever stays a tremor", [][2]string{patient("I've been shaking a lot lately, even sitting still.")},
			[]string{"symptom sym:tremor"}},
	})
}

func TestInjuryGoingBlueSession28(t *testing.T) {
	runCases(t, []readCase{
		{"a swollen part going blue is a bruise", [][2]string{patient("I twisted my wrist on the stairs and it swelled up, and now it's going blue.")},
			[]string{"symptom sym:bruising"}},
		{"lips going blue stay cyanosis", [][2]string{patient("When I climb the hill my lips are turning blue.")},
			[]string{"symptom sym:cyanosis"}},
	})
}

func TestFeverOfferedForAnAllergySession28(t *testing.T) {
	runCases(t, []readCase{
		{"a fever given as an allergy is unsure", [][2]string{clinician("Do you have any allergies?"), patient("Um, I have a fever.")},
			[]string{"symptom sym:fever uncertain"}},
		{"a fever told when asked about fevers stands", [][2]string{clinician("Any fevers?"), patient("Um, I have a fever.")},
			[]string{"symptom sym:fever"}},
	})
}

func TestDrugInItsFormSession28(t *testing.T) {
	runCases(t, []readCase{
		{"drops ordered after their drug are the drug", [][2]string{clinician("I'll give you sodium cromoglicate eye drops, one drop four times a day.")},
			[]string{"medication drug:sodium_cromoglicate"}},
		{"drops used after their drug are the drug", [][2]string{patient("I've been using cromoglicate eye drops since Monday.")},
			[]string{"medication drug:sodium_cromoglicate"}},
		{"a decongestant eye drop by its brand", [][2]string{patient("I put Visine in every morning.")},
			[]string{"medication drug:tetryzoline"}},
		{"drops without a drug stay drops", [][2]string{patient("I've been using some eye drops from the chemist.")},
			[]string{"medication class:eye_drops"}},
	})
}

func TestInsteadOfTheirDrugSession28(t *testing.T) {
	runCases(t, []readCase{
		{"ordered instead of the patient's drug, that drug stops", [][2]string{clinician("Take paracetamol instead of the Nurofen for the next week.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol"}},
		{"a drug to prefer over one never said taken is no stop", [][2]string{clinician("Take paracetamol rather than ibuprofen for the next week.")},
			[]string{"medication drug:paracetamol"}},
	})
}

func TestFormClassesSession28(t *testing.T) {
	runCases(t, []readCase{
		{"an inhaler after its drug is still an inhaler", [][2]string{patient("I use my salbutamol inhaler most days.")},
			[]string{"medication class:inhalers", "medication drug:salbutamol"}},
		{"a fever told in a longer answer after an allergy question stands", [][2]string{clinician("Any allergies?"), patient("No allergies. And about the fever, I had a fever of 38 last night.")},
			// Session 33: the fever's reading is a temperature too.
			[]string{"allergy allergy:any negated", "observation vital:temperature", "symptom sym:fever"}},
	})
}

func TestIncludedInAStopSession28(t *testing.T) {
	runCases(t, []readCase{
		{"a drug included in a stop order stops too", [][2]string{clinician("No more paracetamol for now, including the co-codamol.")},
			[]string{"medication drug:paracetamol stopped", "medication drug:paracetamol_codeine stopped"}},
	})
}

func TestSwappedOffSession28(t *testing.T) {
	runCases(t, []readCase{
		{"a drug that never worked, swapped off", [][2]string{patient("The citalopram never did a thing for me, so the doctor swapped me in the spring.")},
			[]string{"medication drug:citalopram stopped"}},
		{"a drug taken now, after a swap, is taken", [][2]string{patient("I'm on the citalopram now, the doctor swapped me in the spring.")},
			[]string{"medication drug:citalopram"}},
		{"a swap to the drug named is no stop of it", [][2]string{patient("The citalopram was what they swapped me to in the spring.")},
			[]string{"medication drug:citalopram"}},
	})
}

func TestAntidiarrhoealBrandSession28(t *testing.T) {
	runCases(t, []readCase{
		{"an antidiarrhoeal brand is no gastroenteritis", [][2]string{patient("I've been taking Gastro-Stop since Tuesday.")},
			[]string{"medication drug:loperamide"}},
	})
}

// A twist told by the patient says how it happened, not whether a ligament
// is sprained (or a bone broken): the sprain is proposed for a clinician.
func TestAnkleTwistIsNoSprainYetSession28(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text, concept string
		provisional   bool
	}{
		{"I rolled my ankle at netball last night.", "cond:ankle_sprain", true},
		{"I twisted my ankle stepping off the kerb.", "cond:ankle_sprain", true},
		{"I sprained my ankle stepping off the kerb.", "cond:ankle_sprain", false},
	} {
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: c.text, At: at}, nil)
		checkAsserted(t, c.text, rd, c.concept, c.provisional)
	}
}

// Drinking a lot of water is something done: for thirst, or because an
// infection or a stone calls for it. It is proposed, not written.
func TestDrinkingWaterIsNoThirstYetSession28(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text, concept string
		provisional   bool
	}{
		{"The nurse said to flush it out, so I've been drinking loads of water.", "sym:excessive_thirst", true},
		{"I'm thirsty all the time, even at night.", "sym:excessive_thirst", false},
	} {
		rd := r.Read(understand.Turn{Speaker: understand.Patient, Text: c.text, At: at}, nil)
		checkAsserted(t, c.text, rd, c.concept, c.provisional)
	}
}

func TestItchAfterItsSiteSession28(t *testing.T) {
	runCases(t, []readCase{
		{"an itch said after the only site the turn names is that site's", [][2]string{patient("My eyes are a nightmare this week. Itchy all day, the pair of them.")},
			[]string{"symptom sym:itchy_eyes"}},
		{"an itch after two sites stays unplaced", [][2]string{patient("My eyes and my knees are bad this week. Itchy all day.")},
			[]string{"symptom sym:itching"}},
	})
}

// "Can you eat X without a reaction?" asks whether the patient tolerates
// X: a no proposes the allergy (a claim, never a denial), a yes denies it,
// and neither says the patient takes X now.
func TestAToleranceQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"a no proposes the allergy", [][2]string{clinician("Can you eat peanuts without a reaction?"), patient("No.")}, []string{"allergy food:peanut uncertain"}},
		{"a yes denies it", [][2]string{clinician("Can you take penicillin without any problems?"), patient("Yes.")}, []string{"allergy allergen:penicillins negated"}},
		{"a plain allergy question still asks", [][2]string{clinician("Are you allergic to peanuts?"), patient("No.")}, []string{"allergy food:peanut negated"}},
	})
}

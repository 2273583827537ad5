package understand_test

import "testing"

// An allergy known only from what a relative or a friend said ("My ma
// always said I'm allergic to penicillin"), or one the patient doubts
// ("so I don't know if it's true"), is a claim; the swelling told with it
// is its reaction, not a complaint of now.
func TestHearsayAllergyIsAClaim(t *testing.T) {
	runCases(t, []readCase{
		{"s1: my ma always said", [][2]string{clinician("Then we'll give you a tetanus booster today. Any allergies to medicine?"),
			patient("My ma always said I'm allergic to penicillin, I swelled up as a baby, but I've never had it since so I don't know if it's true.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"my dad says", [][2]string{clinician("Any allergies?"), patient("My dad says I'm allergic to codeine.")},
			[]string{"allergy drug:codeine uncertain"}},
		{"me nan always told me", [][2]string{clinician("Any allergies?"), patient("Me nan always told me I was allergic to sulfa drugs.")},
			[]string{"allergy allergen:sulfonamides uncertain"}},
		{"doubted by the patient", [][2]string{clinician("Any drug allergies?"),
			patient("Apparently codeine, I'm allergic to codeine, but I'm not sure it's true.")},
			[]string{"allergy drug:codeine uncertain"}},
		// Near misses: the patient's own allergy, and one a doctor told, stay.
		{"the patient's own allergy stays", [][2]string{clinician("Any allergies?"), patient("I'm allergic to penicillin, I swelled up last time.")},
			[]string{"allergy allergen:penicillins"}},
		{"my mum is allergic is hers", [][2]string{clinician("Any allergies?"), patient("No. My mum is allergic to penicillin though.")},
			[]string{"allergy allergen:penicillins of mother"}},
		{"swelled up last week is now", [][2]string{patient("I swelled up last week after the bee sting and it's still puffy.")},
			[]string{"allergy allergen:insect_stings", "symptom sym:edema"}},
	})
}

// A symptom a drug is taken "when" is what it is taken for, not a reaction
// to it: "i take zyrtec when sneezing a lot" is no allergy to cetirizine.
func TestTakenWhenIsNoReaction(t *testing.T) {
	runCases(t, []readCase{
		{"s1: zyrtec when sneezing", [][2]string{
			assistant("Do you have any allergies to medicines, or any other conditions?"),
			patient("penicillin allergy, i got swollen face when i was 10. also got hay fever, i take zyrtec when sneezing a lot.")},
			[]string{"allergy allergen:penicillins", "condition cond:allergic_rhinitis", "medication drug:cetirizine", "symptom sym:sneezing"}},
		{"paracetamol whenever headache", [][2]string{clinician("Any allergies to medicines?"),
			patient("None. I take paracetamol whenever I get a headache.")},
			[]string{"medication drug:paracetamol", "symptom sym:headache"}},
		// Near miss: what the drug did after it was taken is still the reaction.
		{"a rash after it stays the reaction", [][2]string{clinician("Any allergies to medicines?"),
			patient("Amoxicillin, I took it and came out in a rash.")},
			[]string{"allergy drug:amoxicillin"}},
	})
}

// A parent named bare, as a child names them ("Oh, Mum says I'm allergic
// to strawberries", en/w1, a teenager), tells the allergy on a layperson's
// word, as "my mum says" does: uncertain. The patient's own allergy, or a
// mum told, is not.
func TestAnAllergyOnMumsWordNamedBare(t *testing.T) {
	runCases(t, []readCase{
		{"w1: Mum says I'm allergic to strawberries", [][2]string{clinician("Do you have any medical problems, any allergies?"),
			patient("No. Oh, Mum says I'm allergic to strawberries, I came out in, like, hives when I was little. I don't remember it though.")},
			[]string{"allergy food:strawberry uncertain"}},
		{"Dad reckons nuts", [][2]string{clinician("Any allergies?"), patient("Dad reckons I'm allergic to nuts.")},
			[]string{"allergy food:tree_nuts uncertain"}},
		{"Mum says penicillin", [][2]string{clinician("Any allergies?"), patient("Mum says I'm allergic to penicillin.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"near miss: the patient's own word", [][2]string{clinician("Any allergies?"), patient("I'm allergic to strawberries, I came out in hives.")},
			[]string{"allergy food:strawberry"}},
	})
}

// A condition told on a layperson's word, or named by the lay words for
// what they saw, is no diagnosis: uncertain, for a clinician to weigh. What
// they saw is a symptom.
func TestAConditionOnALaypersonsWord(t *testing.T) {
	runCases(t, []readCase{
		{"the wife saw the breathing stop", [][2]string{patient("My wife says I snore like a train and sometimes stop breathing at night.")},
			[]string{"symptom sym:snoring", "condition cond:sleep_apnea uncertain"}},
		{"the wife says it is sleep apnoea", [][2]string{patient("My wife says I have sleep apnea.")},
			[]string{"condition cond:sleep_apnea uncertain"}},
		{"near miss: named first as the patient's own", [][2]string{patient("migraine since college, i take naproxen when it comes. my mom says pills are bad with migraine")},
			[]string{"condition cond:migraine", "condition cond:migraine of mother", "medication drug:naproxen"}}, // the mother's mention as read before
		{"near miss: the patient's own diagnosis", [][2]string{patient("I have sleep apnoea.")}, []string{"condition cond:sleep_apnea"}},
		{"near miss: the wife's own condition", [][2]string{patient("My wife has sleep apnoea.")}, []string{"condition cond:sleep_apnea of other"}},
	})
}

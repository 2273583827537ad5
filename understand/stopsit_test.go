package understand_test

import "testing"

// A clinician's "stop taking it" after a sentence that named the one drug
// of the turn stops that drug, when the patient takes it (en/r1: "It does
// sound like it could be a reaction to the Augmentin. I'd stop taking it
// now"). Two drugs named leave "it" unsure; an "it" that is no drug, an
// order not to stop and a stop on a condition stop nothing.
func TestStopTakingItStopsTheDrugJustNamed(t *testing.T) {
	onAugmentin := patient("So I'm on antibiotics for a sinus infection, the Augmentin, started Tuesday, and this morning I've got this rash.")
	runCases(t, []readCase{
		{"r1: a reaction to the Augmentin, stop taking it now", [][2]string{onAugmentin,
			clinician("Okay. It does sound like it could be a reaction to the Augmentin. I'd stop taking it now, and see a GP today or tomorrow so they can have a look and sort another antibiotic for your sinuses. Do you have any antihistamines at home?")},
			[]string{"medication drug:amoxicillin_clavulanate stopped"}},
		{"the drug is the problem, stop it", [][2]string{onAugmentin, clinician("The Augmentin is the problem. Stop it today.")},
			[]string{"medication drug:amoxicillin_clavulanate stopped"}},
		{"near miss: don't stop it", [][2]string{onAugmentin, clinician("The Augmentin isn't the problem. Don't stop it.")},
			[]string{}},
		{"near miss: stop it only if", [][2]string{onAugmentin, clinician("It could be the Augmentin. If the rash spreads, stop taking it.")},
			[]string{}},
		{"near miss: two drugs named, which is it", [][2]string{onAugmentin, patient("And ibuprofen for the pain."),
			clinician("It could be the Augmentin or the ibuprofen. Stop taking it now.")},
			[]string{}},
		{"near miss: a drug the patient never said", [][2]string{patient("I've got this rash."),
			clinician("It could be a reaction to penicillin. Stop taking it now.")},
			[]string{}},
	})
}

package understand_test

import "testing"

// Readings that would write what is not the patient's in ordinary spoken
// consultations: questions after the people around the patient, past times
// named by a pregnancy, a job among the ill, a scare, what nearly happened.
// The sentences are written for these tests, in the manner of PriMock57.

func TestQuestionsAboutThePeopleAround(t *testing.T) {
	runCases(t, []readCase{
		{"a yes to anyone else at home being unwell", [][2]string{clinician("Is anyone else at home unwell?"), patient("Yeah.")}, []string{}},
		{"a contact with anyone who has it", [][2]string{clinician("Have you been in contact with anyone with COVID?"),
			patient("Yes, my colleague tested positive.")}, []string{}},
		{"anyone else having it is not the patient", [][2]string{clinician("Does anyone else have a rash?"), patient("Yeah, my brother.")}, []string{}},
		{"been around anyone poorly, a little one", [][2]string{clinician("Have you been around anybody who's been poorly?"),
			patient("Yes, my little one had a tummy bug.")}, []string{"condition cond:gastroenteritis of child"}},
		{"anyone else in the family is still family", [][2]string{clinician("Does anyone else in your family have diabetes?"),
			patient("Yes, my mother.")}, []string{"condition cond:diabetes of mother"}},
		{"the patient's own question is still asked", [][2]string{clinician("Any fever?"), patient("Yes.")}, []string{"symptom sym:fever"}},
	})
}

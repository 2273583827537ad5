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

func TestAPregnancyAsAPastTime(t *testing.T) {
	runCases(t, []readCase{
		{"what was had when pregnant is over", [][2]string{patient("When I was pregnant I had high blood pressure.")},
			[]string{"condition cond:pregnancy historical", "condition cond:hypertension historical"}},
		{"a time said after what was had", [][2]string{patient("I had gestational diabetes while I was pregnant with my daughter.")},
			[]string{"condition cond:gestational_diabetes historical", "condition cond:pregnancy historical"}},
		{"during my pregnancy", [][2]string{patient("During my pregnancy I had terrible heartburn.")}, []string{"symptom sym:heartburn historical"}},
		{"pregnant now stays now", [][2]string{patient("I'm pregnant and I've had heartburn since.")},
			[]string{"condition cond:pregnancy", "symptom sym:heartburn"}},
	})
}

func TestFindingsOfOtherPeople(t *testing.T) {
	runCases(t, []readCase{
		{"a job among dementia patients", [][2]string{patient("I work in a care home with dementia patients.")},
			[]string{"condition cond:dementia of other"}},
		{"patients with a condition", [][2]string{patient("I've got asthma and I work with patients with COPD.")},
			[]string{"condition cond:asthma", "condition cond:copd of other"}},
		{"a charity for it", [][2]string{patient("I do a lot of fundraising for a cancer charity.")}, []string{"condition cond:cancer of other"}},
		{"the patient's own stays the patient's", [][2]string{patient("I had a heart attack and I was on the cardiac ward.")},
			[]string{"condition cond:myocardial_infarction historical"}},
	})
}

func TestWhatNearlyHappenedOrWasFeared(t *testing.T) {
	runCases(t, []readCase{
		{"a pregnancy scare", [][2]string{patient("We had a pregnancy scare last month.")}, []string{"condition cond:pregnancy hypothetical"}},
		{"nearly fainted", [][2]string{patient("I almost fainted when I saw the bill.")}, []string{"symptom sym:syncope historical uncertain"}},
		{"almost every day is every day", [][2]string{patient("I get headaches almost every day.")}, []string{"symptom sym:headache"}},
		{"fainted is fainted, and over", [][2]string{patient("I fainted in the kitchen.")}, []string{"symptom sym:syncope historical"}},
	})
}

func TestAStepUpReplacesTheDrug(t *testing.T) {
	runCases(t, []readCase{
		{"something stronger, then another drug ordered", [][2]string{clinician("Hydrocortisone is quite weak. You need something stronger, so we'll try some Betnovate.")},
			[]string{"medication drug:betamethasone", "medication drug:hydrocortisone stopped"}},
		{"something stronger with nothing named replaces nothing", [][2]string{clinician("The co-codamol isn't touching it, so I'll give you something stronger.")},
			[]string{}},
		{"a drug kept and another added is no step up", [][2]string{clinician("Keep taking the paracetamol, and I'll give you something stronger as well, I'll prescribe tramadol.")},
			[]string{"medication drug:paracetamol", "medication drug:tramadol"}},
	})
}

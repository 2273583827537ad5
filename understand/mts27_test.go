package understand_test

import "testing"

// Readings found wrong on MTS-Dialog's dev dialogues in session 27. The
// sentences are written for these tests, not copied.

func TestAnOpinionOfAHabitIsNoAnswer(t *testing.T) {
	runCases(t, []readCase{
		{"no, then an opinion", [][2]string{clinician("Any smoking?"), patient("Nope. Smoking is disgusting.")},
			[]string{"observation social:smoking negated"}},
		{"an opinion with a degree", [][2]string{clinician("Do you drink at all?"), patient("No. Alcohol's just not my thing.")},
			[]string{"observation social:alcohol negated"}},
		{"a habit kept, then an opinion", [][2]string{patient("I smoke ten a day. I know smoking is bad for you.")},
			[]string{"observation social:smoking"}},
	})
}

func TestForgettingTheLastTimeDeniesAHabit(t *testing.T) {
	runCases(t, []readCase{
		{"can't remember the last drink", [][2]string{clinician("How much alcohol do you drink?"), patient("Honestly I can't remember the last time I had any alcohol.")},
			[]string{"observation social:alcohol negated"}},
		{"remembers the last time", [][2]string{clinician("Do you drink?"), patient("Yes, I drink alcohol, I remember the last time I did was yesterday.")},
			[]string{"observation social:alcohol"}},
	})
}

func TestAYesToSmokingThatNamesWeed(t *testing.T) {
	runCases(t, []readCase{
		{"weed now and then", [][2]string{clinician("Do you smoke?"), patient("Yes, I smoke weed now and then, it calms me down.")},
			[]string{"observation social:cannabis"}},
		{"weed and tobacco", [][2]string{clinician("Do you smoke?"), patient("Yes, weed and also roll-ups.")},
			[]string{"observation social:cannabis", "observation social:smoking"}},
	})
}

func TestADrugToldAsTried(t *testing.T) {
	runCases(t, []readCase{
		{"tried, told in the past", [][2]string{clinician("What have you tried for the heartburn?"), patient("I took omeprazole.")},
			[]string{"medication drug:omeprazole stopped"}},
		{"tried, and still taken", [][2]string{clinician("What have you tried for the heartburn?"), patient("I've been taking omeprazole every day.")},
			[]string{"medication drug:omeprazole"}},
		{"treated, for an illness over", [][2]string{clinician("Any skin problems before?"), patient("I had ringworm years ago."),
			clinician("How was that treated?"), patient("They gave me a clotrimazole cream.")},
			[]string{"medication drug:clotrimazole stopped"}},
		{"treated, for what goes on", [][2]string{clinician("How was that treated?"), patient("They gave me a clotrimazole cream.")},
			[]string{"medication drug:clotrimazole"}},
	})
}

func TestDrugsGivenInAStayAsked(t *testing.T) {
	runCases(t, []readCase{
		{"named after a stay question", [][2]string{clinician("So they gave you some painkillers in the emergency department?"), patient("Yes, morphine and paracetamol.")},
			[]string{"medication class:painkillers stopped", "medication drug:morphine stopped", "medication drug:paracetamol stopped"}},
		{"a yes to a stay question", [][2]string{clinician("They gave you antibiotics in hospital, right?"), patient("Yes.")},
			[]string{"medication class:antibiotics stopped"}},
		{"named after a stop question", [][2]string{clinician("I see they stopped your blood pressure pills?"), patient("Yes, the amlodipine.")},
			[]string{"medication class:antihypertensives stopped", "medication drug:amlodipine stopped"}},
		{"a stay question in the present", [][2]string{clinician("They give you antibiotics in hospital for that?"), patient("Yes, amoxicillin.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

func TestCountedEpisodesAreOver(t *testing.T) {
	runCases(t, []readCase{
		{"pregnant three times", [][2]string{clinician("Any children?"), patient("I have been pregnant three times and have two kids.")},
			[]string{"condition cond:pregnancy historical"}},
		{"pneumonia twice", [][2]string{patient("I had pneumonia twice as a young man.")}, []string{"condition cond:pneumonia historical"}},
		{"a rate is no count", [][2]string{patient("I get migraines three times a week.")}, []string{"condition cond:migraine"}},
		{"pregnant now", [][2]string{patient("I've been pregnant twice and I'm pregnant now.")}, []string{"condition cond:pregnancy"}},
	})
}

func TestTheFirstSymptomsAreHowItBegan(t *testing.T) {
	runCases(t, []readCase{
		{"first symptoms, told in the past", [][2]string{clinician("What were your first symptoms back then?"), patient("I had a stiff neck and there was a headache.")},
			[]string{}},
		{"first symptoms, and now", [][2]string{clinician("What were your first symptoms?"), patient("Headaches, and I still have them.")},
			[]string{"symptom sym:headache"}},
	})
}

func TestARemovalEndsACondition(t *testing.T) {
	runCases(t, []readCase{
		{"treated by removal", [][2]string{patient("I had a melanoma which was treated by removal of that patch of skin.")},
			[]string{"condition cond:melanoma historical"}},
		{"no removal", [][2]string{patient("I have a melanoma on my back.")}, []string{"condition cond:melanoma"}},
	})
}

func TestADidHaveAfterADenial(t *testing.T) {
	runCases(t, []readCase{
		{"did have, after a denial", [][2]string{clinician("Any recent illness?"), patient("I haven't had the flu, but I did have a sore throat last week.")},
			[]string{"condition cond:influenza negated", "symptom sym:sore_throat historical"}},
		{"did have, and still", [][2]string{patient("I haven't had the flu, but I did have a sore throat and it's still sore.")},
			[]string{"condition cond:influenza negated", "symptom sym:sore_throat"}},
	})
}

func TestAchesAtASiteAreThePainThere(t *testing.T) {
	runCases(t, []readCase{
		{"aches in the knees", [][2]string{patient("I've got these aches and pains in my knees lately.")}, []string{"symptom sym:knee_pain"}},
		{"aches all over", [][2]string{patient("My muscles ache all over.")}, []string{"symptom sym:myalgia"}},
		{"muscle aches in the legs", [][2]string{patient("I get muscle aches in my legs.")}, []string{"symptom sym:myalgia"}},
	})
}

func TestAnAnswerThatPlacesAGenericSymptom(t *testing.T) {
	runCases(t, []readCase{
		{"swelling, at two sites", [][2]string{clinician("Is there much swelling?"), patient("Yes, it's my left hand and my left arm.")},
			[]string{"symptom sym:hand_swelling", "symptom sym:arm_swelling"}},
		{"pain, at one site", [][2]string{clinician("Any pain at all?"), patient("Yes, in my right knee.")}, []string{"symptom sym:knee_pain"}},
		{"a finding beside the site", [][2]string{clinician("Any pain at all?"), patient("Yes, and my knee is swollen.")},
			[]string{"symptom sym:pain_symptom", "symptom sym:knee_swelling"}},
		{"the specific named", [][2]string{clinician("Any swelling?"), patient("Yes, the water tablets are for my ankle swelling.")},
			[]string{"medication class:diuretics", "symptom sym:ankle_swelling"}},
	})
}

func TestANameOfferedForARelativesIllness(t *testing.T) {
	runCases(t, []readCase{
		{"a name offered to finish", [][2]string{clinician("Any illnesses in the family?"), patient("My mum had a bad heart, she died of it."),
			clinician("Do you know what kind of heart trouble she had?"), patient("It was called heart fa-"),
			clinician("Heart failure?"), patient("Yes, that's it.")},
			[]string{"condition cond:heart_failure of mother"}},
		{"a name asked of the patient", [][2]string{clinician("Any illnesses in the family?"), patient("My mum had a bad heart, she died of it."),
			clinician("Do you have heart failure yourself?"), patient("Yes.")},
			[]string{"condition cond:heart_failure"}},
	})
}

func TestAHabitsAmountThen(t *testing.T) {
	runCases(t, []readCase{
		{"an amount then", [][2]string{clinician("How much did you drink back then?"), patient("I was up to a bottle of wine a night.")},
			[]string{"observation social:alcohol historical inactive"}},
		{"an amount then and now", [][2]string{patient("I was smoking twenty a day and I still am.")}, []string{"observation social:smoking"}},
		{"an amount now", [][2]string{patient("I smoke about ten a day.")}, []string{"observation social:smoking"}},
	})
}

func TestABruisedOrganIsNoBruise(t *testing.T) {
	runCases(t, []readCase{
		{"a bruised liver", [][2]string{patient("After the crash they said I had a bruised liver.")}, []string{}},
		{"a bruise on the skin", [][2]string{patient("I've got a bruise on my thigh from the crash.")}, []string{"symptom sym:bruising"}},
		{"bruising on the stomach", [][2]string{patient("There's bruising on my stomach where the belt was.")}, []string{"symptom sym:bruising"}},
	})
}

func TestHowAPainFeelsIsNoNewFinding(t *testing.T) {
	runCases(t, []readCase{
		{"achy, to a quality question", [][2]string{clinician("How would you describe the pain in your hip?"), patient("Kind of achy, mostly.")}, []string{}},
		{"achy, and a new finding", [][2]string{clinician("What does the pain feel like?"), patient("Throbbing, and I feel sick with it.")},
			[]string{"symptom sym:nausea"}},
		{"achy, unasked", [][2]string{clinician("How are you today?"), patient("I feel achy all over.")}, []string{"symptom sym:myalgia"}},
	})
}

func TestAHowAboutCarriesAReactionQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"how about the second drug", [][2]string{clinician("Any allergies?"), patient("Codeine and penicillin."),
			clinician("What happens when you take codeine?"), patient("I throw up."),
			clinician("And what about penicillin?"), patient("I get swollen and itchy.")},
			[]string{}},
		{"how about, after no reaction question", [][2]string{clinician("Any headaches?"), patient("Yes."),
			clinician("And what about dizziness?"), patient("I get dizzy when I stand up.")},
			[]string{"symptom sym:orthostatic_dizziness"}},
	})
}

func TestHivesToAReactionQuestion(t *testing.T) {
	runCases(t, []readCase{
		{"hives after a drug", [][2]string{clinician("What happens when you take amoxicillin?"), patient("Terrible hives, all over.")}, []string{}},
		{"hives, unasked", [][2]string{clinician("What brings you in?"), patient("Terrible hives, all over.")}, []string{"condition cond:urticaria"}},
	})
}

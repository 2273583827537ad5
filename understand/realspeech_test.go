package understand_test

import "testing"

// Rules found on the real-speech dev files (PriMock57 day 1–3, MTS-Dialog
// validation): each case fails without the rule it names. The sentences are
// written for these tests, in the manner of the dialogues, not copied.

func TestVagueFeelingsAreHedged(t *testing.T) {
	runCases(t, []readCase{
		{"feeling unwell names no complaint", [][2]string{patient("The headache is just making me feel so unwell.")},
			[]string{"symptom sym:headache", "symptom sym:malaise uncertain"}},
		{"under the weather", [][2]string{patient("I've been a bit under the weather all week.")}, []string{"symptom sym:malaise uncertain"}},
		{"a denial of it is still a denial", [][2]string{patient("I don't feel unwell at all.")}, []string{"symptom sym:malaise negated"}},
		{"浑身不舒服 too", [][2]string{patient("这两天浑身不舒服")}, []string{"symptom sym:malaise uncertain"}},
	})
}

func TestLikenessesAcrossPauses(t *testing.T) {
	runCases(t, []readCase{
		{"feels, um, like a cramp", [][2]string{patient("It feels, um, like a cramp.")}, []string{"symptom sym:muscle_cramps uncertain"}},
		{"a likeness said again", [][2]string{patient("It's, uh, like a stitch, like a muscular cramp.")}, []string{"symptom sym:muscle_cramps uncertain"}},
		{"a cramp had is a cramp", [][2]string{patient("I get a cramp in my calf at night.")}, []string{"symptom sym:muscle_cramps"}},
		{"a filler like is no likeness", [][2]string{patient("I've got, like, a cramp in my calf.")}, []string{"symptom sym:muscle_cramps"}},
	})
}

func TestOverLaterInTheSentence(t *testing.T) {
	runCases(t, []readCase{
		{"a bare pain between says more of the same", [][2]string{patient("It started as a sore throat, and it got really painful, but then it was past.")},
			[]string{"symptom sym:sore_throat historical"}},
		{"connectives before the pointer back", [][2]string{patient("I had a rash on my arm. Um and then, uh, that cleared up.")},
			[]string{"symptom sym:rash historical"}},
		{"not going away is going on", [][2]string{patient("My nose is running. Um and it's just annoying, and it's not going away.")},
			[]string{"symptom sym:runny_nose"}},
		{"a denial in the sentence", [][2]string{patient("The cough is not going away.")}, []string{"symptom sym:cough"}},
	})
}

func TestAnswersHalfTakenBackOrFramedByNo(t *testing.T) {
	runCases(t, []readCase{
		{"a yes half taken back is a hedge", [][2]string{clinician("Have you been dropping things at all?"),
			patient("Yes. So not so much with cups, but I've noticed it's been harder to do up buttons.")}, []string{"symptom sym:clumsiness uncertain"}},
		{"a plain yes that goes on stays yes", [][2]string{clinician("Have you been dropping things at all?"),
			patient("Yes. I dropped a cup this morning and it smashed everywhere.")}, []string{"symptom sym:clumsiness"}},
		{"a no before and after: the middle is a thought aloud", [][2]string{clinician("Is your breathing any worse?"),
			patient("Um, I don't think so. Like, when I run for the bus I get wheezy. But no, I don't think so. Not really.")},
			[]string{"symptom sym:wheezing uncertain"}},
		{"a no then a finding stays a finding", [][2]string{clinician("Any pain?"), patient("No. But I do get wheezy when I run. It's been a month.")},
			[]string{"symptom sym:pain_symptom negated", "symptom sym:wheezing"}},
	})
}

func TestHowItBeganIsNotHowItIs(t *testing.T) {
	runCases(t, []readCase{
		{"the onset told in the past writes nothing", [][2]string{clinician("What were you doing when the symptoms started?"),
			patient("I was at my desk. Yeah, I just felt some nausea and I had to vomit.")}, []string{}},
		{"what goes on is still said", [][2]string{clinician("What were you doing when the symptoms started?"),
			patient("I was at my desk. I've had nausea ever since, and it's still there now.")}, []string{"symptom sym:nausea"}},
		{"another question leaves the past as it reads", [][2]string{clinician("What brings you in?"),
			patient("I just felt some nausea and I had to vomit.")}, []string{"symptom sym:nausea", "symptom sym:vomiting"}},
	})
}

func TestWhatWasEverHad(t *testing.T) {
	runCases(t, []readCase{
		{"the perfect after an ever-question is history", [][2]string{clinician("Have you ever felt faint after a sting?"),
			patient("No, I haven't. I've only had swelling where I was stung.")}, []string{"symptom sym:edema historical", "symptom sym:dizziness negated"}},
		{"now keeps it current", [][2]string{clinician("Have you ever felt faint after a sting?"),
			patient("No, I haven't. I've had swelling on my hand since this morning, now.")}, []string{"symptom sym:hand_swelling", "symptom sym:dizziness negated"}},
	})
}

func TestANameThatIsNoneOfTheClassAsked(t *testing.T) {
	runCases(t, []readCase{
		{"an inhaler asked, an antidepressant named", [][2]string{clinician("Are you using any inhalers at all?"), patient("Yes."),
			clinician("Which ones?"), patient("Lexapro.")}, []string{"medication drug:escitalopram uncertain"}},
		{"one of the class is taken", [][2]string{clinician("Are you using any inhalers at all?"), patient("Yes."),
			clinician("Which ones?"), patient("Salbutamol.")}, []string{"medication drug:salbutamol"}},
		{"a drug said in full is meant", [][2]string{clinician("Are you using any inhalers at all?"), patient("No, but I do take Lexapro for my mood every day.")},
			[]string{"medication class:inhalers negated", "medication drug:escitalopram"}},
	})
}

func TestAYesToWhatWasPlacedAlready(t *testing.T) {
	runCases(t, []readCase{
		{"the swelling already on the lip", [][2]string{patient("There's like a swelling on my upper lip and it's getting bigger."),
			clinician("So you developed the swelling within half an hour, yeah?"), patient("Yeah.")}, []string{}},
		{"a swelling not placed before", [][2]string{patient("I feel a bit hot."),
			clinician("So you developed the swelling within half an hour, yeah?"), patient("Yeah.")}, []string{"symptom sym:edema"}},
	})
}

package understand_test

import "testing"

// Session 31: words that name a finding without saying the patient has it,
// on spoken English. Every sentence is written for the test, none taken
// from a corpus; each table holds near-misses that must keep their reading.

// A likeness with its own subject and verb tells what the complaint is
// like, not a finding of the thing likened.
func TestLikenedClauseSaysNothingSession31(t *testing.T) {
	runCases(t, []readCase{
		{"a likened skin is no bruise", [][2]string{patient("My calf is so sore, like the skin's been bruised.")},
			[]string{"symptom sym:calf_pain"}},
		{"as if someone had broken it", [][2]string{patient("My wrist aches as if the bone was fractured.")},
			[]string{"symptom sym:wrist_pain"}},
		{"a bruise told outright stays", [][2]string{patient("I've got a bruise on my shin.")},
			[]string{"symptom sym:bruising"}},
		{"a filler like stays a report", [][2]string{patient("It's like, I've got a rash on my arms.")},
			[]string{"symptom sym:rash"}},
		{"a finding in its own clause after a likeness stays", [][2]string{patient("It's like something is stinging and my ankle is swollen.")},
			[]string{"symptom sym:ankle_swelling"}},
		{"feel like is a hedge, not a likeness", [][2]string{patient("I feel like the room is spinning.")},
			[]string{"symptom sym:vertigo uncertain"}},
		{"feel like being sick stays", [][2]string{patient("I feel like I'm going to be sick.")},
			[]string{"symptom sym:nausea uncertain"}},
	})
}

// "Not like any X I've had" compares; it denies no X.
func TestComparisonIsNoDenialSession31(t *testing.T) {
	runCases(t, []readCase{
		{"a comparison denies nothing", [][2]string{patient("This pain behind my eye is nothing like my usual migraines.")},
			[]string{"symptom sym:eye_pain"}},
		{"the complaint named elsewhere keeps its own word", [][2]string{patient("I've got a headache, but it's not like any headache I've ever had.")},
			[]string{"symptom sym:headache"}},
		{"nothing like a bare finding denies it", [][2]string{clinician("Any weakness or numbness?"), patient("Nothing like weakness or numbness.")},
			[]string{"symptom sym:numbness negated", "symptom sym:weakness negated"}},
		{"a plain denial stays", [][2]string{patient("I don't have a headache.")},
			[]string{"symptom sym:headache negated"}},
		{"not like I have: a denial without a determiner stays", [][2]string{patient("It's not like I have a fever.")},
			[]string{"symptom sym:fever negated"}},
	})
}

// Fits of coughing, laughing or panic are no seizures.
func TestFitsOfSomethingElseSession31(t *testing.T) {
	runCases(t, []readCase{
		{"fits told by a where-clause of coughing", [][2]string{patient("My son has these fits where he coughs until he goes red.")},
			[]string{"symptom sym:cough of child"}},
		{"fits of coughing", [][2]string{patient("I get fits of coughing at night.")},
			[]string{"symptom sym:cough"}},
		{"a fit with a bitten tongue is a seizure", [][2]string{patient("Last month I had a fit and bit my tongue.")},
			[]string{"symptom sym:seizure historical"}},
		{"fits with nothing else named stay seizures", [][2]string{patient("She has fits where she goes stiff.")},
			[]string{"symptom sym:seizure of other"}},
	})
}

// A patient's question about what something could do reports no effect,
// and with an "if" no taking either.
func TestAskedPossibleEffectSession31(t *testing.T) {
	runCases(t, []readCase{
		{"could X upset my stomach if", [][2]string{patient("Would my tablets upset my stomach if I took them with coffee?")},
			[]string{"symptom sym:indigestion hypothetical uncertain"}},
		{"will X give me a headache", [][2]string{patient("Will the new inhaler give me a headache?")},
			[]string{"medication class:inhalers hypothetical", "symptom sym:headache hypothetical uncertain"}},
		{"a drug taken, then a question of what it could do", [][2]string{patient("I take naproxen for my hip. Could it upset my stomach?")},
			[]string{"medication drug:naproxen", "symptom sym:indigestion hypothetical uncertain"}},
		{"a progressive blames a complaint the patient has", [][2]string{patient("Could the tablets be causing my headaches?")},
			[]string{"symptom sym:headache uncertain"}},
		{"a report with its question after stays", [][2]string{patient("My stomach's been upset since I started the ibuprofen, could it be that?")},
			[]string{"medication drug:ibuprofen", "symptom sym:indigestion"}},
	})
}

// Trips to the toilet among loose stools are the bowel, however the
// loose stools are named.
func TestToiletTripsOfTheRunsSession31(t *testing.T) {
	runCases(t, []readCase{
		{"the runs with toilet trips", [][2]string{patient("I've had the runs since Friday, back and forth to the toilet all day.")},
			[]string{"symptom sym:diarrhea"}},
		{"toilet trips alone stay urinary", [][2]string{patient("I'm up and down to the toilet all day to pee.")},
			[]string{"symptom sym:urinary_frequency"}},
	})
}

// A clinician's question that a speech recogniser wrote without its
// question mark orders nothing.
func TestUnmarkedClinicianQuestionOrdersNothingSession31(t *testing.T) {
	runCases(t, []readCase{
		{"did you take, unmarked", [][2]string{clinician("ok and did you take any naproxen for the pain")},
			[]string{}},
		{"have you been using, unmarked", [][2]string{clinician("right have you been using a steroid cream on it")},
			[]string{}},
		{"an order after the question still stands", [][2]string{clinician("I'm starting you on ramipril, do you take anything else")},
			[]string{"medication drug:ramipril"}},
		{"a plain order stands", [][2]string{clinician("Stop the naproxen for now.")},
			[]string{"medication drug:naproxen stopped"}},
	})
}

// An abbreviation the lexicon holds for two diagnoses is no fact.
func TestAmbiguousAbbreviationSession31(t *testing.T) {
	runCases(t, []readCase{
		{"MS of two diagnoses", [][2]string{patient("My MS has been quiet this year.")},
			[]string{}},
		{"AS of two diagnoses", [][2]string{patient("I was told I've got AS.")},
			[]string{}},
		{"the name said in full stays", [][2]string{patient("I have multiple sclerosis.")},
			[]string{"condition cond:multiple_sclerosis"}},
		{"TB, a lab abbreviation too, is the illness without a value", [][2]string{patient("I had TB as a child.")},
			[]string{"condition cond:tuberculosis historical"}},
		{"an abbreviation of one concept stays", [][2]string{patient("I've got COPD.")},
			[]string{"condition cond:copd"}},
	})
}

// Panicking about something is worry, not a feeling of panic.
func TestPanickingAboutIsWorrySession31(t *testing.T) {
	runCases(t, []readCase{
		{"panicking about an exam", [][2]string{patient("I was panicking about my driving test all week.")},
			[]string{}},
		{"panicky on its own stays", [][2]string{patient("I get panicky in crowds and can't breathe.")},
			[]string{"symptom sym:chest_palpitation_anxiety", "symptom sym:dyspnea"}},
	})
}

// A bare "no" that answers, then "I'm just X", said without punctuation:
// the no denies what was asked, X is what there is.
func TestJustAfterBareNoSession31(t *testing.T) {
	runCases(t, []readCase{
		{"no then just tired, unpunctuated", [][2]string{clinician("Are you feeling faint at all?"), patient("no i'm fine sitting down i'm just exhausted")},
			[]string{"symptom sym:dizziness negated", "symptom sym:fatigue"}},
		{"another denial between keeps the no", [][2]string{patient("no i don't think i'm just tired")},
			[]string{"symptom sym:fatigue negated"}},
		{"punctuated, the no was never over it", [][2]string{patient("No fever. I'm just tired.")},
			[]string{"symptom sym:fever negated", "symptom sym:fatigue"}},
		{"a denial without just stays", [][2]string{patient("no i'm not tired at all")},
			[]string{"symptom sym:fatigue negated"}},
	})
}

// Periods that ended years ago, or at the menopause, are no missed period.
func TestPeriodsEndedLongAgoSession31(t *testing.T) {
	runCases(t, []readCase{
		{"no period in years", [][2]string{patient("I haven't had a period in about ten years.")},
			[]string{}},
		{"no periods since the menopause", [][2]string{patient("No periods since the menopause, of course.")},
			[]string{"condition cond:menopause"}},
		{"a missed period counted in weeks stays", [][2]string{patient("I haven't had a period in seven weeks.")},
			[]string{"symptom sym:missed_period"}},
	})
}

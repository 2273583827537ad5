package understand_test

import "testing"

// Classes of wrong write found on the en dev files (j1 to n1), each mended
// by one mechanism. The sentences are written for these tests, not copied
// from the corpus.

func TestASymptomToldAsOneEpisode(t *testing.T) {
	runCases(t, []readCase{
		{"an act with its tally, the day before, is an episode", [][2]string{patient("I threw up three times on the train home last night.")},
			[]string{"symptom sym:vomiting historical"}},
		{"an act with its tally on a weekday", [][2]string{patient("My side is killing me. I vomited once on Tuesday.")},
			[]string{"symptom sym:vomiting historical"}},
		{"an act with its tally of today is for a clinician to check", [][2]string{patient("My side is killing me. I vomited once before breakfast.")},
			[]string{"symptom sym:vomiting uncertain"}},
		{"an act with its tally, undated, is for a clinician to check", [][2]string{clinician("Have you been sick?"), patient("Yeah, I threw up twice.")},
			[]string{"symptom sym:vomiting uncertain"}},
		{"a tally with a rate goes on", [][2]string{patient("I vomit twice a day.")},
			[]string{"symptom sym:vomiting"}},
		{"a tally since a time goes on", [][2]string{patient("I've vomited four times since lunch.")},
			[]string{"symptom sym:vomiting"}},
		{"the noun with a vague tally is the complaint", [][2]string{patient("I had vomiting a few times.")},
			[]string{"symptom sym:vomiting"}},
		{"one spell had", [][2]string{patient("I had a funny dizzy spell in the supermarket on Tuesday.")},
			[]string{"symptom sym:dizziness historical"}},
		{"one spell had today", [][2]string{patient("I had a dizzy spell in the shower this morning.")},
			[]string{"symptom sym:dizziness uncertain"}},
		{"spells that keep coming", [][2]string{patient("I've had a few dizzy spells.")},
			[]string{"symptom sym:dizziness"}},
		{"a story its last clause closes", [][2]string{patient("I had a temperature on the Saturday, I was shivering all night, but that's gone since.")},
			[]string{"symptom sym:chills historical", "symptom sym:fever historical"}},
		{"a story closed by the patient now grand", [][2]string{patient("I'd a bit of a cough at the start of the month, but I'm grand now.")},
			[]string{"symptom sym:cough historical"}},
		{"told in the past, denied for now", [][2]string{patient("Diarrhoea was there on the weekend, two days, now no diarrhoea.")},
			[]string{"symptom sym:diarrhea historical"}},
		{"one denied now, another had", [][2]string{patient("I had a cough, no fever now.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
	})
}

func TestACombinationNamedByItsParts(t *testing.T) {
	runCases(t, []readCase{
		{"two drugs joined by a hyphen before drops", [][2]string{clinician("I'll prescribe tobramycin-dexamethasone drops, two drops four times a day.")},
			[]string{"medication drug:dexamethasone uncertain", "medication drug:tobramycin uncertain"}},
		{"one gel of two drugs", [][2]string{clinician("I'll start you on a clindamycin and benzoyl peroxide gel, once at night.")},
			[]string{"medication drug:benzoyl_peroxide uncertain", "medication drug:clindamycin uncertain"}},
		{"one product with another drug in it", [][2]string{patient("I take a calcium with vitamin D tablet every morning.")},
			[]string{"medication class:A12AA uncertain", "medication drug:cholecalciferol uncertain"}},
		{"two drugs of a list stay two", [][2]string{patient("I take amlodipine and metformin every morning.")},
			[]string{"medication drug:amlodipine", "medication drug:metformin"}},
	})
}

func TestALikenessSetAfterASensation(t *testing.T) {
	runCases(t, []readCase{
		{"cramps likened to a period's", [][2]string{patient("Some cramping low down, like period pain, now and then.")}, []string{}},
		{"a hedge with feel like stays a hedge", [][2]string{patient("I feel like I've got the flu.")}, []string{"condition cond:influenza uncertain"}},
	})
}

func TestPeriodsThatStoppedAreAmenorrhoea(t *testing.T) {
	runCases(t, []readCase{
		{"periods stopped on a contraceptive", [][2]string{patient("Since the injection my periods have stopped, which suits me.")},
			[]string{"condition cond:amenorrhea"}},
		{"a late period is still a missed one", [][2]string{patient("My period is late, two weeks now.")},
			[]string{"symptom sym:missed_period"}},
	})
}

func TestWhatThePatientAvoidsForWhatItDoes(t *testing.T) {
	runCases(t, []readCase{
		{"a drug avoided for what it does is not taken", [][2]string{patient("Naproxen makes my stomach burn, so I don't take it.")},
			[]string{"medication drug:naproxen hypothetical"}},
		{"a brand the lexicon lacks still causes", [][2]string{patient("Zorbex gives me diarrhoea, so I avoid it.")},
			[]string{"symptom sym:diarrhea hypothetical"}},
	})
}

func TestATabletOfTwoSupplementsJoinedByAnd(t *testing.T) {
	runCases(t, []readCase{
		{"a calcium and vitamin D tablet names two", [][2]string{patient("I take a calcium and vitamin D tablet each day.")},
			[]string{"medication class:A12AA", "medication drug:cholecalciferol"}},
	})
}

func TestAnIllnessOfChildhood(t *testing.T) {
	runCases(t, []readCase{
		{"an illness had as a child", [][2]string{clinician("Have you had measles?"), patient("Measles, yes, as a wee girl.")},
			[]string{"condition cond:measles historical"}},
		{"had when the patient was little", [][2]string{patient("Chickenpox, I had it when I was little.")},
			[]string{"condition cond:chickenpox historical"}},
		{"had since childhood goes on", [][2]string{patient("I've had psoriasis since I was a kid.")},
			[]string{"condition cond:psoriasis"}},
	})
}

func TestADrugToldAsTakenBefore(t *testing.T) {
	runCases(t, []readCase{
		{"moved off the drug named second", [][2]string{clinician("You've been on the apixaban since we took you off the warfarin.")},
			[]string{"medication drug:apixaban", "medication drug:warfarin stopped"}},
		{"a switch from the first to the second", [][2]string{clinician("I'm switching you from amlodipine to losartan.")},
			[]string{"medication drug:amlodipine stopped", "medication drug:losartan"}},
		{"the first of a sequence", [][2]string{patient("The ibuprofen for the first few days and then the naproxen, twice a day.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:naproxen"}},
		{"given in a stay that is over", [][2]string{patient("The chest cleared up, the steroids in the hospital sorted it.")},
			[]string{"medication class:steroids stopped"}},
		{"a yes to whether a drug was stopped", [][2]string{clinician("And the lithium, I see we stopped that last year?"), patient("Yes, it was affecting my kidneys.")},
			[]string{"medication drug:lithium stopped"}},
	})
}

func TestADiagnosisDatedToChildhoodStarts(t *testing.T) {
	runCases(t, []readCase{
		{"diagnosed as a child, had now", [][2]string{patient("I've got coeliac disease, diagnosed as a child.")},
			[]string{"condition cond:coeliac_disease"}},
	})
}

func TestWhoseAFindingIsByTheShapeOfTheTurn(t *testing.T) {
	runCases(t, []readCase{
		{"a relative set apart and taken up by a pronoun", [][2]string{patient("My sister, she has asthma and eczema.")},
			[]string{"condition cond:asthma of sibling", "condition cond:eczema of sibling"}},
		{"a relative set apart, a list after like me", [][2]string{patient("My uncle, he has gout like me, and psoriasis.")},
			[]string{"condition cond:gout of aunt_uncle", "condition cond:psoriasis of aunt_uncle"}},
		{"a finding set first, given to a relative after", [][2]string{patient("That psoriasis thing, my dad has it too.")},
			[]string{"condition cond:psoriasis of father"}},
		{"the illness of a death told before", [][2]string{patient("My father passed in June. It was the lung cancer, in the end.")},
			[]string{"condition cond:lung_cancer of father"}},
		{"an illness going round other people", [][2]string{patient("I've a fever. Three people at my work got measles.")},
			[]string{"condition cond:measles of other", "symptom sym:fever"}},
		{"cases around", [][2]string{patient("fever since yesterday. lots of chickenpox cases in my kid's school")},
			[]string{"condition cond:chickenpox of other", "symptom sym:fever"}},
		{"what the patient pictured", [][2]string{patient("Phew. I was imagining a heart attack or something.")},
			[]string{"condition cond:myocardial_infarction historical hypothetical"}},
		{"a drug a friend said the patient must take", [][2]string{patient("My mate reckons I should take ibuprofen for it.")},
			[]string{"medication drug:ibuprofen hypothetical uncertain"}},
		{"a drug the doctor said to take is no advice", [][2]string{patient("The doctor said I must take aspirin every day.")},
			[]string{"medication drug:aspirin relayed"}},
	})
}

func TestAClinicianExplainingIsNotDiagnosingOrOrdering(t *testing.T) {
	runCases(t, []readCase{
		{"a condition approached is not yet had", [][2]string{clinician("Your sugars are creeping up; it's heading towards what we call diabetes.")},
			[]string{"condition cond:diabetes uncertain"}},
		{"a drug named as the cause is no order", [][2]string{clinician("The rebound headaches are from taking codeine most days.")},
			[]string{}},
		{"a drug ordered is still an order", [][2]string{clinician("Take ibuprofen for the pain, 400 milligrams three times a day.")},
			[]string{"medication drug:ibuprofen"}},
	})
}

func TestSweatingToldOfTheNight(t *testing.T) {
	runCases(t, []readCase{
		{"sweating with the night in its clause", [][2]string{patient("I've been sweating a lot at night, soaking.")},
			[]string{"symptom sym:night_sweats"}},
		{"sweating by day stays sweating", [][2]string{patient("I've been sweating a lot in the afternoons.")},
			[]string{"symptom sym:sweating"}},
	})
}

func TestAnEpisodeEndedByWhatFollows(t *testing.T) {
	runCases(t, []readCase{
		{"an acute illness its sentence closes", [][2]string{patient("I had a chest infection in the spring, that's all cleared.")},
			[]string{"condition cond:lower_respiratory_infection historical"}},
		{"a complaint a treatment took care of", [][2]string{patient("I had a rash on my arm a fortnight ago. The cream from the chemist took care of it.")},
			[]string{"symptom sym:rash historical"}},
		{"a complaint the treatment has not ended", [][2]string{patient("I had a rash on my arm a fortnight ago. The cream didn't take care of it.")},
			[]string{"symptom sym:rash"}},
		{"what a drug did last time", [][2]string{patient("Last time the tablets gave me a rash.")},
			[]string{"symptom sym:rash historical"}},
		{"a finding named again as a drug's reason adds nothing", [][2]string{patient("Cough was there last week, now no cough. I took syrup for that cough, still I take it at night.")},
			[]string{"symptom sym:cough historical"}},
		{"an illness as the time after which", [][2]string{patient("I've been tired. After the glandular fever, really.")},
			[]string{"condition cond:glandular_fever historical", "symptom sym:fatigue"}},
	})
}

func TestAnswersThatEndWhatWasAsked(t *testing.T) {
	runCases(t, []readCase{
		{"a yes, then just the once", [][2]string{clinician("You rang about blood in your urine?"), patient("Yeah. It was just the once, it's been clear since.")},
			[]string{"symptom sym:hematuria historical"}},
	})
}

func TestAClinicianStopsADrugByAPronoun(t *testing.T) {
	runCases(t, []readCase{
		{"stop that after the drug", [][2]string{clinician("The codeine can make the constipation worse, so I'd like you to stop that.")},
			[]string{"medication drug:codeine stopped"}},
		{"the time since an event is no diagnosis", [][2]string{clinician("It's been six weeks since the heart attack. How are you?")},
			[]string{}},
	})
}

func TestADoseDroppedIsNoStop(t *testing.T) {
	runCases(t, []readCase{
		{"drop it down is a lower dose", [][2]string{clinician("Keep taking the gabapentin, but drop it down to 300 mg at night.")},
			[]string{"medication drug:gabapentin"}},
		{"the patient agreeing to stop", [][2]string{clinician("The codeine may be causing this, so I'd like you to stop that."), patient("Okay, I'll stop the codeine.")},
			[]string{"medication drug:codeine stopped"}},
	})
}

func TestWordsThePatientDoesNotMean(t *testing.T) {
	runCases(t, []readCase{
		{"a fall that nearly happened", [][2]string{clinician("Any falls?"), patient("Falls, well, I nearly fall on the stairs most days, but I catch the banister.")},
			[]string{"symptom sym:falls uncertain"}},
		{"a word taken back", [][2]string{patient("I feel rough after dinner, no actually vomiting, only nauseous.")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"a joke set aside", [][2]string{patient("My teenagers give me a headache, ha, but seriously, it's my knee I came about.")},
			[]string{}},
		{"a joke, then no", [][2]string{clinician("Any dizziness?"), patient("Dizzy? Sure I'm always dizzy, ha. No, not really.")},
			[]string{"symptom sym:dizziness uncertain"}},
		{"a reaction to what touches the skin", [][2]string{patient("Nickel earrings make my ears itchy, so I wear gold.")},
			[]string{"symptom sym:itching hypothetical"}},
		{"a state that sets a complaint off", [][2]string{patient("I get mouth ulcers every time I'm stressed.")},
			[]string{"symptom sym:mouth_ulcer", "symptom sym:stress hypothetical"}},
	})
}

func TestEpisodesDatedBeforeTheTurn(t *testing.T) {
	runCases(t, []readCase{
		{"a short sentence dates the story after it", [][2]string{patient("Only on Monday. Went all dizzy and clammy in the queue at the bank.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:sweating historical"}},
		{"a date, then what goes on", [][2]string{patient("Since Monday. I'm dizzy all the time.")},
			[]string{"symptom sym:dizziness"}},
		{"a yes to episodes reported in the past perfect", [][2]string{clinician("The pharmacist said you'd had a couple of nosebleeds?"), patient("Yes, that's right.")},
			[]string{"symptom sym:nosebleed historical"}},
	})
}

func TestAFindingSetFirstThenHedged(t *testing.T) {
	runCases(t, []readCase{
		{"had it, I think", [][2]string{clinician("Have you had mumps?"), patient("Mumps, I think I had it as a boy, but I can't be sure.")},
			[]string{"condition cond:mumps historical uncertain"}},
		{"set first and affirmed", [][2]string{patient("Mumps, yes, I had it as a boy.")},
			[]string{"condition cond:mumps historical"}},
	})
}

func TestAConditionDescribedThenNamed(t *testing.T) {
	runCases(t, []readCase{
		{"a clinician's description, then the name", [][2]string{clinician("This is a skin infection, impetigo. I'll give you fusidic acid cream.")},
			[]string{"condition cond:impetigo", "medication drug:fusidic_acid"}},
		{"a patient's description, then the name", [][2]string{patient("I had a skin infection, impetigo, as a kid.")},
			[]string{"condition cond:impetigo historical"}},
		{"a list is no apposition", [][2]string{clinician("You have a chest infection, asthma and eczema.")},
			[]string{"condition cond:lower_respiratory_infection"}},
	})
}

func TestTwoDescriptionsInAppositionStayAsRead(t *testing.T) {
	runCases(t, []readCase{
		{"a second description names nothing more precisely", [][2]string{clinician("I think you probably have a chest infection, a lung infection, so let's treat it.")},
			[]string{"condition cond:lower_respiratory_infection uncertain"}},
	})
}

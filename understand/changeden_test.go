package understand_test

import "testing"

// Session 51's English constructions of time and change (change dev
// en-z1), each with near misses.

// A drug said finished is over even when the sentence says something
// else goes on; one nearly finished is still taken (episodes.go).
func TestAFinishedDrugBesideSomethingStillThere(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-045: finished, but the earache's still there", [][2]string{patient("Finished the antibiotics on Monday, but the earache's still there.")},
			[]string{"medication class:antibiotics stopped", "symptom sym:ear_pain"}},
		{"near miss: nearly finished", [][2]string{patient("I've nearly finished the antibiotics.")}, []string{"medication class:antibiotics"}},
		{"near miss: not finished yet", [][2]string{patient("I haven't finished the antibiotics yet.")}, []string{"medication class:antibiotics"}},
		{"near miss: a course told without its end, still sore", [][2]string{patient("前阵子嗓子疼，吃了几天阿莫西林，还是疼")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
	})
}

// "packed in", "gave up", "ditched" stop a drug (statements.go stopWords).
func TestADrugPackedIn(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-014: packed in the co-codamol", [][2]string{patient("Aye, I packed in the co-codamol, man, it was bunging us up somethin' terrible.")},
			[]string{"medication drug:paracetamol_codeine stopped"}},
		{"gave up the patches", [][2]string{patient("I gave up the nicotine patches in May.")}, []string{"medication drug:nicotine historical stopped"}},
		{"near miss: still on it", [][2]string{patient("I'm still on the co-codamol.")}, []string{"medication drug:paracetamol_codeine"}},
	})
}

// A drug the patient's own replaced "instead of the" one named after it
// stops that one, said by the patient or fronted by a clinician
// (insteadof.go, clinician.go orders).
func TestInsteadOfTheOneTheyHad(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-023: on Telma instead of the amlodipine", [][2]string{patient("Now I am on Telma instead of the amlodipine, since two months.")},
			[]string{"medication drug:amlodipine stopped", "medication drug:telmisartan"}},
		{"change dev en-z1-025: instead of the codeine I'll put you on diclofenac", [][2]string{patient("The codeine's not touching the back pain, doctor."),
			clinician("Right, instead of the codeine I'll put you on diclofenac, twice a day with food.")},
			[]string{"medication drug:codeine stopped", "medication drug:diclofenac"}},
		{"near miss: a drug chosen over one never taken", [][2]string{patient("I take paracetamol rather than ibuprofen.")},
			[]string{"medication drug:paracetamol"}},
	})
}

// "sorted" and Scottish "away noo" end an illness (toldover.go,
// statements.go, dialogue.go's answerOver).
func TestSortedAndAway(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-008: the anaemia's sorted", [][2]string{clinician("Your blood count's back to normal, so the anaemia's sorted and we'll stop the iron tablets now.")},
			[]string{"condition cond:anemia historical resolves", "medication class:iron_supplements stopped"}},
		{"change dev en-z1-005: it's away noo", [][2]string{clinician("Is that cold sore any better?"), patient("Aye, it's away noo, took aboot a week.")},
			[]string{"condition cond:herpes_simplex historical"}},
		{"near miss: gone each morning", [][2]string{clinician("Any swelling of the feet?"),
			patient("The ankles, a bit, at the end of the day, because I'm standing at the till at Shoprite the whole day. In the morning it's gone.")},
			[]string{"symptom sym:ankle_swelling"}},
		{"near miss: to be sorted", [][2]string{clinician("We'll get your anaemia sorted with iron.")}, []string{}},
	})
}

// A value given as the one of now with its copula ("now it's 8.1", "it's
// 54 now") replaces the one before it (readingthennow.go saidNowLater).
func TestAValueSaidAsNow(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"change dev en-z1-057: now it's 8.1", [][2]string{patient("My sugar was 14.2 at seven, I took my insulin and now it's 8.1.")},
			[]string{"lab:glucose 8.1 mmol/L"}},
		{"change dev en-z1-058: it's 54 now", [][2]string{clinician("Your HbA1c was 71 in January and it's 54 now, that's a big improvement.")},
			[]string{"lab:hba1c 54 mmol/mol"}},
		{"near miss: a count", [][2]string{patient("My sugar was 14.2 at seven, now it's 2 tablets of metformin.")},
			[]string{"lab:glucose 14.2 mmol/L"}},
		{"near miss: another quantity named between", [][2]string{patient("My sugar was 14.2 at seven, and my pressure now it's 130.")},
			[]string{"lab:glucose 14.2 mmol/L"}},
	})
}

// A complaint asked how it is and answered "that's all settled now" is
// over (howsitgone.go's goneOpenings).
func TestHowIsItAnsweredSettled(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-009: that's sorted now", [][2]string{clinician("How's the heartburn been?"), patient("Oh that's sorted now, I ain't had it since I stopped having curry late at night.")},
			[]string{"symptom sym:heartburn inactive"}},
		{"near miss: settled a bit", [][2]string{clinician("How's the heartburn been?"), patient("It's settled a bit, still there after tea though.")},
			[]string{}},
	})
}

// A clinician's illness "has completely resolved" is told over, the
// degree dropped (toldover.go's withoutDegree).
func TestAnIllnessCompletelyResolved(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-007: has completely resolved", [][2]string{clinician("Your repeat chest X-ray is clear, so the pneumonia has completely resolved.")},
			[]string{"condition cond:pneumonia historical resolves"}},
		{"near miss: not completely resolved", [][2]string{clinician("The pneumonia hasn't completely resolved yet.")}, []string{}},
	})
}

// A prescriber's order relayed to the patient ("he wants you to stop the
// allopurinol") and "the amitriptyline has to go" stop the drug
// (clinician.go's orderedForYou, stopAfter).
func TestAStopRelayedOrSaidHasToGo(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-018: he wants you to stop the allopurinol", [][2]string{clinician("Hi, it's Sarah, the practice nurse. Dr Okafor's looked at your bloods and he wants you to stop the allopurinol for now.")},
			[]string{"medication drug:allopurinol stopped"}},
		{"change dev en-z1-020: has to go", [][2]string{clinician("That'll be the amitriptyline, so the amitriptyline has to go.")},
			[]string{"medication drug:amitriptyline stopped"}},
		{"near miss: his own drug", [][2]string{clinician("He wants you to know his allopurinol was stopped.")}, []string{}},
	})
}

// Told over and then back in the same breath is current (backagain.go).
func TestOverAndThenBack(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-044: back again now", [][2]string{patient("The ringing in my ears went away for a couple of weeks, but it's back again now.")},
			[]string{"symptom sym:tinnitus"}},
		{"change dev en-z1-030: now it's back", [][2]string{patient("I had shingles three years ago and now it's back, same side as before.")},
			[]string{"condition cond:herpes_zoster"}},
		{"change dev en-z1-039: went back on it", [][2]string{patient("I stopped the sertraline for two days just to see, felt awful, so I went back on it.")},
			[]string{"medication drug:sertraline"}},
		{"near miss: not come back", [][2]string{patient("The ringing in my ears went away and it hasn't come back.")},
			[]string{"symptom sym:tinnitus historical"}},
		{"near miss: the illness back, not the drug", [][2]string{patient("Last year the skin doctor gave me doxycycline for one month, it became clear, then again it came back.")},
			[]string{"medication drug:doxycycline historical relayed stopped"}},
		{"near miss: over, nothing back", [][2]string{patient("I had shingles three years ago.")},
			[]string{"condition cond:herpes_zoster historical"}},
	})
}

// An end told with a hedge leaves the complaint unsure (hedgedover.go).
func TestAnEndToldWithAHedge(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-010: I think it's stopped now", [][2]string{patient("I had a bit of blood in my wee a couple of weeks ago. I think it's stopped now, but I haven't really been looking, to be honest.")},
			[]string{"symptom sym:hematuria uncertain"}},
		{"near miss: stopped, said plainly", [][2]string{patient("I had a bit of blood in my wee a couple of weeks ago. It's stopped now.")},
			[]string{"symptom sym:hematuria historical"}},
		{"near miss: a hedge on the cause", [][2]string{patient("I've got a cough. I think it's the dust.")}, []string{"symptom sym:cough"}},
	})
}

// What a stopped drug did, told in the past, went with it (pastharm.go).
func TestTheHarmOfADrugJustStopped(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-008: they were making me constipated", [][2]string{clinician("Your blood count's back to normal, so the anaemia's sorted and we'll stop the iron tablets now."),
			patient("Oh good, they were making me awful constipated.")},
			[]string{"symptom sym:constipation historical"}},
		{"near miss: still making me", [][2]string{clinician("We'll stop the iron tablets now."), patient("Oh good, but they're still making me constipated.")},
			[]string{"symptom sym:constipation"}},
		{"near miss: no drug stopped", [][2]string{patient("The iron tablets were making me constipated.")},
			[]string{"medication class:iron_supplements", "symptom sym:constipation"}},
	})
}

// A drug "not touching" a complaint leaves the complaint had (extract's
// pseudo-triggers).
func TestADrugNotTouchingTheComplaint(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-025: not touching the back pain", [][2]string{patient("The codeine's not touching the back pain, doctor.")},
			[]string{"medication drug:codeine", "symptom sym:back_pain"}},
		{"doesn't help the headache", [][2]string{patient("Paracetamol doesn't help the headache.")},
			[]string{"medication drug:paracetamol", "symptom sym:headache"}},
		{"near miss: a denial after it", [][2]string{patient("It's not helping, and I've not got any headache now.")},
			[]string{"symptom sym:headache negated"}},
	})
}

// "I used to drink" is alcohol given up (social.go's drinkPhrases).
func TestDrinkingGivenUp(t *testing.T) {
	runCases(t, []readCase{
		{"change dev en-z1-034: used to drink a fair bit", [][2]string{clinician("How much do you drink in a week?"),
			patient("Nothing now. I used to drink a fair bit but I've been off it two years.")},
			[]string{"observation social:alcohol historical inactive"}},
		{"near miss: used to drink tea", [][2]string{patient("I used to drink a lot of tea.")}, []string{}},
	})
}

package understand_test

import "testing"

// Readings found wrong on MTS-Dialog's dev dialogues in session 28. The
// sentences are written for these tests, not copied.

func TestAHabitToldAsASpanThatClosed(t *testing.T) {
	runCases(t, []readCase{
		{"smoked for a long time", [][2]string{clinician("Any smoking?"), patient("I smoked for a long time, it was what everyone did.")},
			[]string{"observation social:smoking historical inactive"}},
		{"had been smoking for years", [][2]string{clinician("Any smoking?"), patient("I had been smoking for about ten years.")},
			[]string{"observation social:smoking historical inactive"}},
		{"have smoked for a long time", [][2]string{clinician("Any smoking?"), patient("I've smoked for a long time.")},
			[]string{"observation social:smoking"}},
		{"have been smoking for years", [][2]string{clinician("Any smoking?"), patient("I have been smoking for about ten years.")},
			[]string{"observation social:smoking"}},
	})
}

func TestTheSameGoesForAHabit(t *testing.T) {
	runCases(t, []readCase{
		{"never, then the same", [][2]string{clinician("Do you smoke or drink?"), patient("No, I've never had a cigarette in my life. Same goes for alcohol.")},
			[]string{"observation social:alcohol negated", "observation social:smoking negated"}},
		{"quit, then the same", [][2]string{clinician("Do you smoke or drink?"), patient("I quit smoking in 2010. Same with alcohol.")},
			[]string{"observation social:alcohol historical inactive", "observation social:smoking historical inactive"}},
		{"the same, and more", [][2]string{clinician("Do you smoke or drink?"), patient("I never smoked. Same goes for alcohol until my divorce, now I drink daily.")},
			[]string{"observation social:alcohol", "observation social:smoking negated"}},
	})
}

func TestStillTakingTheDrugsJustNamed(t *testing.T) {
	runCases(t, []readCase{
		{"any of these, no", [][2]string{clinician("What medicines have you had for it?"), patient("I've had naproxen, codeine and diclofenac."),
			clinician("Are you still taking any of these?"), patient("No, none of them helped.")},
			[]string{"medication drug:codeine stopped", "medication drug:diclofenac stopped", "medication drug:naproxen stopped"}},
		{"it, no", [][2]string{clinician("What have you had for it?"), patient("I've had naproxen."),
			clinician("Are you still on it?"), patient("No.")},
			[]string{"medication drug:naproxen stopped"}},
		{"it, of two drugs", [][2]string{clinician("What have you had for it?"), patient("I've had naproxen and codeine."),
			clinician("Are you still on it?"), patient("No.")},
			[]string{}},
		{"a drug named in the question", [][2]string{clinician("What have you had for it?"), patient("I've had naproxen and codeine."),
			clinician("Are you still taking the codeine?"), patient("No.")},
			[]string{"medication drug:codeine stopped"}},
	})
}

func TestWhatWasTakenBefore(t *testing.T) {
	runCases(t, []readCase{
		{"names alone", [][2]string{clinician("What did you use for your hay fever before?"), patient("Cetirizine and loratadine.")},
			[]string{"medication drug:cetirizine stopped", "medication drug:loratadine stopped"}},
		{"still taken", [][2]string{clinician("What did you use for your hay fever before?"), patient("Cetirizine, and I still take it now.")},
			[]string{"medication drug:cetirizine"}},
		{"not asked of before", [][2]string{clinician("What do you use for your hay fever?"), patient("Cetirizine.")},
			[]string{"medication drug:cetirizine"}},
	})
}

func TestAConditionNamingWhatGoesWithIt(t *testing.T) {
	runCases(t, []readCase{
		{"stroke symptoms explained", [][2]string{clinician("Any trouble speaking? That is slurred speech or stroke symptoms.")}, []string{}},
		{"a firm stroke", [][2]string{clinician("Looking at the scan, that is a stroke.")}, []string{"condition cond:stroke"}},
		{"care instructions asked", [][2]string{clinician("Have you got the wound care instructions I printed?"), patient("Yes.")}, []string{}},
		{"a diabetes clinic asked", [][2]string{clinician("Do you go to a diabetes clinic?"), patient("Yes.")}, []string{}},
		{"the wound asked", [][2]string{clinician("Do you have a wound there?"), patient("Yes.")}, []string{"symptom sym:wound"}},
	})
}

func TestADrugToldInThePastWhenAskedOfThePast(t *testing.T) {
	runCases(t, []readCase{
		{"were you taking, used", [][2]string{clinician("Were you taking any metformin back then?"), patient("Yes, I used metformin that time.")},
			[]string{"medication drug:metformin stopped"}},
		{"ever, took", [][2]string{clinician("Have you ever taken steroids?"), patient("Yes, I took prednisolone for my asthma.")},
			[]string{"condition cond:asthma", "medication class:steroids historical", "medication drug:prednisolone stopped"}},
		{"ever asked of a pain, not of a drug", [][2]string{clinician("Have you had this back pain before? Are you taking anything?"), patient("Took two ibuprofen this morning.")},
			[]string{"medication drug:ibuprofen"}},
		{"ever, and still", [][2]string{clinician("Have you ever taken steroids?"), patient("Yes, I took prednisolone and I still take it.")},
			[]string{"medication class:steroids historical", "medication drug:prednisolone"}},
	})
}

func TestFoodTalkIsNoAllergyNorDrug(t *testing.T) {
	runCases(t, []readCase{
		{"a source of calcium", [][2]string{patient("I know yoghurt is a good source of calcium.")}, []string{}},
		{"calcium taken", [][2]string{patient("I take calcium tablets.")}, []string{"medication class:A12AA"}},
		{"do you drink milk", [][2]string{clinician("Do you drink milk?"), patient("Yes.")}, []string{}},
		{"allergic to milk", [][2]string{clinician("Are you allergic to milk?"), patient("Yes.")}, []string{"allergy food:milk"}},
	})
}

func TestAnEventThatCausedWhatGoesOn(t *testing.T) {
	runCases(t, []readCase{
		{"weak because of my stroke", [][2]string{patient("My left leg is weak because of my stroke.")},
			[]string{"condition cond:stroke historical", "symptom sym:leg_weakness"}},
		{"a bleed in the brain had", [][2]string{patient("I had a brain hemorrhage and they had to operate.")},
			[]string{"condition cond:intracerebral_hemorrhage historical"}},
		{"a stroke now", [][2]string{patient("I think I'm having a stroke, my face is drooping.")},
			[]string{"condition cond:stroke uncertain", "symptom sym:facial_weakness"}},
	})
}

func TestARhythmTroubleNamedPrecisely(t *testing.T) {
	runCases(t, []readCase{
		{"rhythm trouble, then its name", [][2]string{patient("I'm here about my irregular heartbeat, the atrial fibrillation.")},
			[]string{"condition cond:atrial_fibrillation"}},
		{"rhythm trouble alone", [][2]string{patient("I'm here about my irregular heartbeat.")}, []string{"condition cond:arrhythmia"}},
	})
}

func TestABoundOrAPeakIsNoReading(t *testing.T) {
	runCases(t, []readCase{
		{"a bound on the readings", [][2]string{clinician("How have your sugars been?"), patient("Fine, my sugar has stayed 7.5 or below all month.")}, []string{}},
		{"a reading", [][2]string{clinician("How have your sugars been?"), patient("Fine, my sugar was 8 this morning.")}, []string{"observation lab:glucose"}},
		{"the heaviest ever", [][2]string{clinician("Has your weight changed?"), patient("At my heaviest I was 110 kilos, a couple of years back.")}, []string{}},
		{"weight now", [][2]string{clinician("Has your weight changed?"), patient("I'm 92 kilos now.")}, []string{"observation vital:weight"}},
		{"the lowest this week is a reading", [][2]string{clinician("How have your sugars been?"), patient("My lowest sugar this week was 3.2.")}, []string{"observation lab:glucose"}},
	})
}

func TestWhatApplyingSomethingDoesEachTime(t *testing.T) {
	runCases(t, []readCase{
		{"a cream that burns", [][2]string{patient("That new face cream is giving me a burning pain on my cheeks.")}, []string{"symptom sym:burning_pain hypothetical"}},
		{"each time it goes on", [][2]string{patient("The ointment didn't help. I got an itchy rash every time I put it on.")},
			[]string{"symptom sym:rash hypothetical"}},
		{"a burning pain", [][2]string{patient("I have a burning pain in my feet.")}, []string{"symptom sym:burning_pain"}},
		{"a rash since", [][2]string{patient("I've had a rash since I started using that cream.")}, []string{"symptom sym:rash"}},
	})
}

func TestAMedicalWordSpeltRightIsNoTypo(t *testing.T) {
	runCases(t, []readCase{
		{"dysplasia", [][2]string{patient("My smear showed some cervical dysplasia.")}, []string{}},
		{"dysphasia", [][2]string{patient("My speech therapist says I have dysphasia.")}, []string{"symptom sym:aphasia"}},
	})
}

func TestAnAcidRefluxProblemIsTheDisease(t *testing.T) {
	runCases(t, []readCase{
		{"a reflux problem", [][2]string{patient("I've got a bit of an acid reflux problem, always have.")}, []string{"condition cond:gerd"}},
		{"reflux after a meal", [][2]string{patient("I get acid reflux after big meals.")}, []string{"symptom sym:heartburn"}},
	})
}

func TestAStateThePatientWas(t *testing.T) {
	runCases(t, []readCase{
		{"was badly overweight", [][2]string{patient("I was badly overweight, which worried my GP.")}, []string{"condition cond:overweight historical"}},
		{"was and still is", [][2]string{patient("I was overweight at thirty and I still am.")}, []string{"condition cond:overweight"}},
		{"is", [][2]string{patient("I'm overweight.")}, []string{"condition cond:overweight"}},
	})
}

func TestADependenceThePatientHad(t *testing.T) {
	runCases(t, []readCase{
		{"had a drinking problem", [][2]string{patient("Honestly, I had a bad drinking problem.")}, []string{"condition cond:alcohol_dependence historical"}},
		{"have a drinking problem", [][2]string{patient("I have a drinking problem.")}, []string{"condition cond:alcohol_dependence"}},
	})
}

func TestSpellsHadAreOver(t *testing.T) {
	runCases(t, []readCase{
		{"had a few episodes", [][2]string{patient("That winter I had a couple of falls and some episodes of vertigo.")},
			[]string{"symptom sym:falls historical", "symptom sym:vertigo historical"}},
		{"has had episodes", [][2]string{patient("I've had episodes of vertigo.")}, []string{"symptom sym:vertigo"}},
		{"had episodes, still", [][2]string{patient("I had episodes of vertigo and I still get them.")}, []string{"symptom sym:vertigo"}},
	})
}

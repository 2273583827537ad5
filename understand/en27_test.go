package understand_test

import "testing"

// Readings tuned on the English colloquial dev corpus (session 27): each
// sentence here is written for the test, not taken from a corpus.
func TestEnglishDenialsAndKinSession27(t *testing.T) {
	runCases(t, []readCase{
		{"nothing like a list denies it", [][2]string{patient("My eyesight's okay. Nothing like dizziness or nausea.")},
			[]string{"symptom sym:dizziness negated", "symptom sym:nausea negated"}},
		{"nothing like the one before compares, it does not deny", [][2]string{patient("I've got a cough, but nothing like the one I had at Christmas.")},
			[]string{"symptom sym:cough"}},
		{"my wee lad is a child", [][2]string{patient("No eczema on me, but my wee lad has eczema on his arms.")},
			[]string{"condition cond:eczema negated", "condition cond:eczema of child"}},
		{"coffees drunk are no alcohol", [][2]string{patient("I drink about three coffees a day at work.")}, []string{}},
		{"a hedged denial typed without an apostrophe", [][2]string{clinician("Any chills? Any cough?"), patient("no cough. chills i dont think so, never checked")},
			[]string{"symptom sym:chills uncertain", "symptom sym:cough negated"}},
		{"a bare no typed without an apostrophe", [][2]string{clinician("Have you had any headaches?"), patient("i havent")},
			[]string{"symptom sym:headache negated"}},
	})
}

func TestStopsToldAfterTheDrugSession27(t *testing.T) {
	runCases(t, []readCase{
		{"a pronoun stop two sentences on", [][2]string{patient("Then there was the citalopram. I hated how flat I felt on it. I stopped it in June.")},
			[]string{"medication drug:citalopram stopped"}},
		{"a stop after a trial that did nothing", [][2]string{patient("I rubbed some clotrimazole cream on it, did nothing, I stopped after a week.")},
			[]string{"medication drug:clotrimazole stopped"}},
		{"a drug run out of", [][2]string{patient("I had the naproxen last month but I ran out on Friday.")},
			[]string{"medication drug:naproxen stopped"}},
		{"a course for an illness, finished", [][2]string{patient("Doxycycline for my chest infection, seven days, finished.")},
			[]string{"condition cond:lower_respiratory_infection", "medication drug:doxycycline stopped"}},
		{"packed in is given up", [][2]string{patient("I packed in the cigarettes when my daughter was born.")},
			[]string{"observation social:smoking historical inactive"}},
		{"stopped completely later in the sentence", [][2]string{patient("I drink a fair bit at weekends, but since the liver scare, I stopped completely.")},
			[]string{"observation social:alcohol historical inactive"}},
	})
}

func TestSideEffectIsNoAllergySession27(t *testing.T) {
	runCases(t, []readCase{
		{"a cough a drug gave is a side effect", [][2]string{patient("I was on ramipril before, it gave me a nagging cough.")},
			[]string{"medication drug:ramipril historical stopped", "symptom sym:cough historical"}},
		{"a rash a drug gave is still an allergy", [][2]string{patient("Codeine gives me an itchy rash.")},
			[]string{"allergy drug:codeine"}},
	})
}

func TestIdiomsAndTriggerActsSession27(t *testing.T) {
	runCases(t, []readCase{
		{"a bear with a sore head is a temper", [][2]string{patient("My wife says I'm like a bear with a sore head in the mornings, and my knee aches.")},
			[]string{"symptom sym:knee_pain"}},
		{"a sneeze that sets off a leak is no complaint", [][2]string{patient("I leak a little urine whenever I laugh or sneeze.")},
			[]string{}},
		{"a cough had is still a cough", [][2]string{patient("When I have a cough my chest gets tight.")},
			[]string{"symptom sym:chest_tightness", "symptom sym:cough"}},
	})
}

func TestIllnessHadAndDrugNotKeptDownSession27(t *testing.T) {
	runCases(t, []readCase{
		{"an acute illness asked about ever, had", [][2]string{clinician("Did you ever have mumps?"), patient("Mumps, yes, I had it the summer we moved to Leeds.")},
			[]string{"condition cond:mumps historical"}},
		{"an acute illness asked about ever, had now", [][2]string{clinician("Did you ever have chickenpox?"), patient("Chickenpox, yes, I had it when I was small and I've got it again now.")},
			[]string{"condition cond:chickenpox"}},
		{"a drug that could not be kept down", [][2]string{patient("The GP gave me amoxicillin, but I couldn't keep it down after two doses.")},
			[]string{"medication drug:amoxicillin relayed stopped"}},
	})
}

func TestCrampsAndTiredPartsSession27(t *testing.T) {
	runCases(t, []readCase{
		{"cramps with the runs are the belly's", [][2]string{patient("I've had the runs since Sunday, and cramps, awful cramps.")},
			[]string{"symptom sym:diarrhea"}},
		{"cramps in the calves are a muscle's", [][2]string{patient("I get cramps in my calves.")},
			[]string{"symptom sym:muscle_cramps"}},
		{"a part that tires is no fatigue", [][2]string{patient("My arms get tired when I hang out the washing.")},
			[]string{}},
		{"a patient who is tired is fatigued", [][2]string{patient("My legs ache and I'm tired all the time.")},
			[]string{"symptom sym:fatigue", "symptom sym:leg_pain"}},
	})
}

func TestSymptomsOverSession27(t *testing.T) {
	runCases(t, []readCase{
		{"a swelling that went in a time", [][2]string{patient("My feet are back to normal, the swelling went within a week.")},
			[]string{"symptom sym:edema historical"}},
		{"the reason a drug was stopped", [][2]string{patient("The night tablet is fine, the day one I stopped myself, I was getting dizzy at work.")},
			[]string{"symptom sym:dizziness historical"}},
		{"a reason told with now goes on", [][2]string{patient("I stopped the day one, but I was getting dizzy and I still am now.")},
			[]string{"symptom sym:dizziness"}},
	})
}

func TestHouseholdGasAndASiteFineNowSession27(t *testing.T) {
	runCases(t, []readCase{
		{"the gas a household cooks on", [][2]string{patient("For years we cooked on a coal range, now we have gas.")},
			[]string{}},
		{"gas in the belly is still wind", [][2]string{patient("After meals I have gas and feel uncomfortable.")},
			[]string{"symptom sym:bloating"}},
		{"a site said fine in the next sentence", [][2]string{patient("In the summer my ankles swelled up in the heat. The ankles are fine now.")},
			[]string{"symptom sym:ankle_swelling historical"}},
		{"a site said fine but for a thing", [][2]string{patient("In the summer my ankles swelled up in the heat. The ankles are fine now but still puffy at night.")},
			[]string{"symptom sym:ankle_swelling"}},
	})
}

func TestAcuteIllnessesHadManyTimesSession27(t *testing.T) {
	runCases(t, []readCase{
		{"infections had many times are past", [][2]string{patient("I've had antibiotics for ear infections lots of times as an adult.")},
			[]string{"condition cond:otitis_media historical", "medication class:antibiotics"}},
		{"a habit a few times a year goes on", [][2]string{patient("I get ear infections a few times a year.")},
			[]string{"condition cond:otitis_media"}},
	})
}

func TestLesionPainAndLikeThatSession27(t *testing.T) {
	runCases(t, []readCase{
		{"painful spots on a site are no pain of it", [][2]string{patient("I have painful spots on my neck since the new razor.")},
			[]string{"symptom sym:rash"}},
		{"a painful neck is a neck pain", [][2]string{patient("My neck is painful since the new pillow.")},
			[]string{"symptom sym:neck_pain"}},
		{"like X like that is a likeness", [][2]string{patient("My legs got these purple marks, like bruise like that, since last week.")},
			[]string{"symptom sym:bruising uncertain"}},
	})
}

func TestComplaintsEndedByAChangeSession27(t *testing.T) {
	runCases(t, []readCase{
		{"a change made that ended it", [][2]string{patient("I was dizzy when I took it at night, so I take it in the morning now and it's fine.")},
			[]string{"symptom sym:dizziness historical"}},
		{"a weight gain that stopped", [][2]string{patient("They changed my tablets because of the weight gain. I haven't put on any more since.")},
			[]string{"symptom sym:weight_gain historical"}},
		{"a weight gain that goes on", [][2]string{patient("They changed my tablets because of the weight gain. I'm still putting it on.")},
			[]string{"symptom sym:weight_gain"}},
	})
}

func TestWhatATriedStopBroughtOnSession27(t *testing.T) {
	runCases(t, []readCase{
		{"symptoms after a tried stop are past", [][2]string{patient("I've tried to quit a few times, and by the second night I'm shaky and sweaty.")},
			[]string{"symptom sym:sweating historical", "symptom sym:tremor historical"}},
		{"symptoms now after a tried stop go on", [][2]string{patient("I tried to cut down this week and now I'm shaky.")},
			[]string{"symptom sym:tremor"}},
	})
}

func TestASpanAThingGaveSession27(t *testing.T) {
	runCases(t, []readCase{
		{"what a dose gave for a day is over", [][2]string{patient("The first dose gave me a headache and I felt rough for a day, but that's fine.")},
			[]string{"symptom sym:headache historical"}},
		{"what it gave that goes on is not", [][2]string{patient("The first dose gave me a headache and I've felt rough for a week now.")},
			[]string{"symptom sym:headache"}},
	})
}

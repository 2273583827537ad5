package understand_test

import "testing"

// Readings found wrong on mts-dialog/dev7 (MTS-Dialog's training set).
// The sentences are written for these tests, in the manner of the
// dialogues, not copied.

func TestSmokingThatIsNoTobacco(t *testing.T) {
	runCases(t, []readCase{
		{"smoking it, after naming cannabis", [][2]string{clinician("Do you smoke?"), patient("I use marijuana. I sleep better after smoking it.")},
			[]string{"observation social:cannabis"}},
		{"smoking them, after naming cigarettes", [][2]string{patient("Cigarettes, yeah, I smoke them every day.")},
			[]string{"observation social:smoking"}},
		{"kept clear of tobacco", [][2]string{patient("A few of my friends smoke weed, but I keep away from tobacco.")},
			[]string{"observation social:cannabis of other", "observation social:smoking negated"}},
		{"a smoker still smokes", [][2]string{patient("I smoke, about half a pack a day.")}, []string{"observation social:smoking"}},
	})
}

func TestCoursesFinishedAndSpotsUnseen(t *testing.T) {
	runCases(t, []readCase{
		{"finished the course for a drug", [][2]string{clinician("Which medicines have you had so far?"), patient("I just finished the course for Keflex.")},
			[]string{"medication drug:cefalexin stopped"}},
		{"a course still going", [][2]string{patient("I'm halfway through the course of Keflex.")}, []string{"medication drug:cefalexin"}},
		{"blind spots are no rash", [][2]string{patient("It's like I have blind spots.")}, []string{}},
		{"spots on the skin are a rash", [][2]string{patient("I have red spots on my arms.")}, []string{"symptom sym:rash"}},
	})
}

func TestOverInTheSentencesAfter(t *testing.T) {
	runCases(t, []readCase{
		{"eventually it all stopped", [][2]string{patient("I had bad diarrhea and I felt tired all the time. Eventually it all stopped.")},
			[]string{"symptom sym:diarrhea historical", "symptom sym:fatigue historical"}},
		{"it all goes on", [][2]string{patient("I had bad diarrhea and I felt tired all the time. It all goes on and on.")},
			[]string{"symptom sym:diarrhea", "symptom sym:fatigue"}},
		{"the symptom named again as gone", [][2]string{patient("I bumped my right leg and got swelling. The swelling is gone now.")},
			[]string{"symptom sym:leg_swelling historical"}},
		{"the symptom named again as still there", [][2]string{patient("I bumped my right leg and got swelling. The swelling is still there.")},
			[]string{"symptom sym:leg_swelling"}},
	})
}

func TestATimeThatWasAndTheEmphaticPast(t *testing.T) {
	runCases(t, []readCase{
		{"what was had in a time that was", [][2]string{clinician("Tell me about last winter."),
			patient("Oh, that was a rough time. I had nausea and headaches every week.")},
			[]string{"symptom sym:headache historical", "symptom sym:nausea historical"}},
		{"a time that was, and what goes on now", [][2]string{patient("That was a rough time. I still have the nausea.")},
			[]string{"symptom sym:nausea"}},
		{"the emphatic past", [][2]string{clinician("Any problems lately?"), patient("I did have some diarrhea after the trip.")},
			[]string{"symptom sym:diarrhea historical"}},
		{"the emphatic past that goes on", [][2]string{patient("I did have diarrhea and I still have it.")}, []string{"symptom sym:diarrhea"}},
	})
}

func TestYesToAConceptOfferedBesideSomethingUnnamed(t *testing.T) {
	runCases(t, []readCase{
		{"a yes that names the other", [][2]string{clinician("Any use of drugs or alcohol these days?"), patient("I did take some pills at a party last night.")},
			[]string{}},
		{"a no denies it still", [][2]string{clinician("Any use of drugs or alcohol these days?"), patient("No.")},
			[]string{"observation social:alcohol negated"}},
		{"asked alone, a yes confirms it", [][2]string{clinician("Do you drink any alcohol?"), patient("Yes.")}, []string{"observation social:alcohol"}},
	})
}

func TestAYesBesideNothingWrong(t *testing.T) {
	runCases(t, []readCase{
		{"the yes is to the operation", [][2]string{clinician("Your notes say you had a hip operation last year. How is it now? Any pain?"),
			patient("Yes, I had the hip done. I'm doing really well. Nothing to complain about.")}, []string{}},
		{"a plain yes to the pain", [][2]string{clinician("Your notes say you had a hip operation last year. How is it now? Any pain?"),
			patient("Yes, a bit when I walk far.")}, []string{"symptom sym:pain_symptom"}},
	})
}

func TestAYearBackDatesTheTale(t *testing.T) {
	runCases(t, []readCase{
		{"a year back, then the tale", [][2]string{clinician("You moved here from Chile, right?"),
			patient("Yes, about two years back. I was a teacher there, and the work was so stressful that I left.")},
			[]string{"symptom sym:stress historical"}},
		{"back pain for two days is the back", [][2]string{patient("I have had two days back pain.")}, []string{"symptom sym:back_pain"}},
	})
}

func TestACourseGivenForAnEpisodeOver(t *testing.T) {
	runCases(t, []readCase{
		{"antibiotics for the episode told as over", [][2]string{clinician("Anything else going on lately?"),
			patient("I did have a bad cough and some fever."), clinician("How was it treated?"),
			patient("I was given antibiotics for it.")}, []string{"medication class:antibiotics stopped"}},
		{"antibiotics for what goes on", [][2]string{clinician("Anything else going on lately?"),
			patient("I have a bad cough and some fever."), clinician("How was it treated?"),
			patient("I was given antibiotics for it.")}, []string{"medication class:antibiotics"}},
	})
}

func TestWhatAStoppedDrugDidTold(t *testing.T) {
	runCases(t, []readCase{
		{"had to stop is stopped", [][2]string{patient("I had to stop the Lipitor because it bothered my stomach.")},
			[]string{"medication drug:atorvastatin stopped"}},
		{"what it did, told after", [][2]string{patient("I had to stop the Lipitor because it bothered me."), clinician("In what way?"),
			patient("My muscles started aching as a result.")}, []string{"symptom sym:myalgia historical"}},
		{"what goes on, told after", [][2]string{patient("I had to stop the Lipitor because it bothered me."), clinician("In what way?"),
			patient("My muscles are still aching as a result.")}, []string{"symptom sym:myalgia"}},
	})
}

func TestAnAcuteIllnessToldWithDidIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"an infection in the emphatic past", [][2]string{clinician("Any medical troubles recently?"), patient("I did have a chest infection, they gave me antibiotics.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication class:antibiotics"}},
		// Regression guards: a chronic illness, and one still going on.
		{"a chronic illness is not ended by did", [][2]string{patient("I did have high blood pressure, so I'm on amlodipine.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine"}},
		{"an infection still going on", [][2]string{patient("I did have a chest infection and I still have it.")}, []string{"condition cond:lower_respiratory_infection"}},
	})
}

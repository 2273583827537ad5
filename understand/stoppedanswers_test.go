package understand_test

import "testing"

func TestStopsToldAfterTheDrug(t *testing.T) {
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

func TestWhatATriedStopBroughtOn(t *testing.T) {
	runCases(t, []readCase{
		{"symptoms after a tried stop are past", [][2]string{patient("I've tried to quit a few times, and by the second night I'm shaky and sweaty.")},
			[]string{"symptom sym:sweating historical", "symptom sym:tremor historical"}},
		{"symptoms now after a tried stop go on", [][2]string{patient("I tried to cut down this week and now I'm shaky.")},
			[]string{"symptom sym:tremor"}},
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

// "Never … since", "再没吃过" after a drug: taken then, not now.
func TestNotTakenSinceIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"a drug not taken again since, in its sentence", [][2]string{patient("I tried naproxen for my back and haven't taken it since.")},
			[]string{"medication drug:naproxen stopped"}},
		{"再没吃 after a drug in its sentence", [][2]string{patient("布洛芬有回吃了胃疼，那以后再没吃过。")},
			[]string{"medication drug:ibuprofen stopped", "symptom sym:epigastric_pain historical"}},
		{"再没吃 opening the sentence after", [][2]string{patient("布洛芬有一回……那以后再没吃过。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"a drug taken since stays", [][2]string{patient("I started naproxen in May and have taken it every day since.")},
			[]string{"medication drug:naproxen"}},
	})
}

func TestAStopThenAStart(t *testing.T) {
	runCases(t, []readCase{
		{"stopped one and started the other", [][2]string{patient("I stopped the ramipril and started the losartan.")},
			[]string{"medication drug:losartan", "medication drug:ramipril historical stopped"}},
		{"stopped both", [][2]string{patient("I stopped the ramipril and the losartan.")},
			[]string{"medication drug:losartan historical stopped", "medication drug:ramipril historical stopped"}},
		{"no more of something else", [][2]string{patient("Since I started the apixaban, no more blood tests every week.")},
			[]string{"medication drug:apixaban"}},
		{"a drug echoed and denied", [][2]string{clinician("Do you take aspirin?"), patient("Aspirin? No, never.")},
			[]string{"medication drug:aspirin negated"}},
	})
}

// A Chinese drug whose use the patient ended (stopped putting it in, used
// the pack up, threw the rest away) is stopped; bought again it goes on.
func TestDrugUseEnded(t *testing.T) {
	runCases(t, []readCase{
		{"drops stopped after a day", [][2]string{patient("买的妥布霉素眼药水，点了两天没效果就没点了。")},
			[]string{"medication drug:tobramycin stopped"}},
		{"a pack used up", [][2]string{patient("家里有布洛芬，吃完那盒就没了。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"the rest thrown away", [][2]string{patient("吃了一片氯雷他定，剩下的就扔了。")},
			[]string{"medication drug:loratadine stopped"}},
		{"a drug taken now stays", [][2]string{patient("布洛芬每天吃一片。")},
			[]string{"medication drug:ibuprofen"}},
	})
}

// A Chinese complaint told as what a drug did before it was stopped is
// past; one that goes on stays.
func TestSideEffectOfStoppedDrug(t *testing.T) {
	runCases(t, []readCase{
		{"the pain went with the drug", [][2]string{patient("布洛芬我以前吃过，后来胃疼，医生就给停了。")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:epigastric_pain historical"}},
		{"still there stays", [][2]string{patient("布洛芬我以前吃过，后来胃疼，停了以后还是疼。")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:epigastric_pain"}},
		// A switch to another drug ends the first, and what it did (s41
		// blind round: the ankle swelling was written as now).
		{"s41: switched to another", [][2]string{patient("我血压高好几年了，以前吃硝苯地平，脚肿得厉害，去年换成缬沙坦了")},
			[]string{"condition cond:hypertension", "medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling historical"}},
		{"switched, without 以前", [][2]string{patient("吃硝苯地平脚肿，后来改成缬沙坦了")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling historical"}},
		{"near miss: switched, the swelling goes on", [][2]string{patient("吃硝苯地平脚肿，后来换成缬沙坦了，现在还肿")},
			[]string{"medication drug:nifedipine historical stopped", "medication drug:valsartan", "symptom sym:ankle_swelling"}},
	})
}

// A drug given up is stopped, as one stopped is: "it knocked me out, so I
// gave it up".
func TestGivenUpIsStopped(t *testing.T) {
	runCases(t, []readCase{
		{"gave it up later in the sentence", [][2]string{patient("I was on naproxen but it wrecked my stomach, so I gave it up.")},
			[]string{"medication drug:naproxen stopped"}},
		{"a habit given up leaves the drug taken", [][2]string{patient("I gave up the cigarettes, but I still take my ramipril.")},
			[]string{"medication drug:ramipril", "observation social:smoking historical inactive"}},
	})
}

// An answer that the habit or medicine asked about is over, with the "I"
// and the fillers of speech: "Do you smoke?" "Uh, I used to." Only the
// habit's own verb or words of time may follow the given-up words.
func TestGivenUpAnswers(t *testing.T) {
	runCases(t, []readCase{
		{"I used to, with a filler", [][2]string{clinician("Do you smoke at all?"), patient("Erm, I used to.")},
			[]string{"observation social:smoking historical inactive"}},
		{"I used to, and how long ago", [][2]string{clinician("Any smoking?"), patient("I used to, but I've not had one for two years.")},
			[]string{"observation social:smoking historical inactive"}},
		{"drink is the habit asked", [][2]string{clinician("Do you drink alcohol?"), patient("I used to drink quite a lot before, not now.")},
			[]string{"observation social:alcohol historical inactive"}},
		{"no, not anymore", [][2]string{clinician("Are you still smoking?"), patient("No, not anymore.")},
			[]string{"observation social:smoking historical inactive"}},
		{"gave it up", [][2]string{clinician("Do you smoke?"), patient("Well, I gave it up a few years back.")},
			[]string{"observation social:smoking historical inactive"}},
		{"a medicine asked: stopped, not taken", [][2]string{clinician("Are you taking metformin for that?"), patient("Uh, not anymore.")},
			[]string{"medication drug:metformin stopped"}},
		// Near-misses.
		{"used to and something else", [][2]string{clinician("Do you smoke?"), patient("I used to think it was harmless.")},
			[]string{}},
		{"two things asked: which is over is not said", [][2]string{clinician("Do you smoke? Any cough?"), patient("I used to.")},
			[]string{}},
		{"someone else used to", [][2]string{clinician("Does anyone at home smoke?"), patient("He used to.")},
			[]string{}},
		{"no question open", [][2]string{patient("I used to.")},
			[]string{}},
		{"a yes stays current", [][2]string{clinician("Are you taking metformin?"), patient("Yes, every morning.")},
			[]string{"medication drug:metformin"}},
	})
}

// A Chinese drug given up with the verb it is taken by, and the trouble it
// brought (session 29): each sentence is written for the test.
func TestGivenUpByItsVerb(t *testing.T) {
	runCases(t, []readCase{
		{"a cream given up with 不敢擦了 takes its trouble with it", [][2]string{patient("擦了那个药膏以后脸上脱皮，我就不敢擦了。")},
			[]string{"symptom sym:dry_skin historical"}},
		{"a cream then given up with 冇搽哒 is stopped", [][2]string{patient("红霉素软膏，后来就冇搽哒。")},
			[]string{"medication drug:erythromycin stopped"}},
		{"没用了 says it does nothing, not that it was stopped", [][2]string{patient("布洛芬现在吃了也没用了。")},
			[]string{"medication drug:ibuprofen"}},
	})
}

func TestTheTroubleOfADrugGivenUp(t *testing.T) {
	runCases(t, []readCase{
		{"吃了…就不吃了 with no drug named", [][2]string{patient("吃了一个礼拜老是胃疼，我就不吃了。")},
			[]string{"symptom sym:epigastric_pain historical"}},
		{"没敢再吃", [][2]string{patient("那个药吃过一回，浑身起疹子，后来就没敢再吃。")},
			[]string{"symptom sym:rash historical"}},
		{"a trouble that goes on is current", [][2]string{patient("吃了一个礼拜老是胃疼，现在还疼，我就不吃了。")},
			[]string{"symptom sym:epigastric_pain"}},
	})
}

func TestSouthWesternStopAfterTheDrug(t *testing.T) {
	runCases(t, []readCase{
		{"莫吃了 after the drug", [][2]string{clinician("布洛芬你莫吃了，伤胃。")}, []string{"medication drug:ibuprofen stopped"}},
		{"莫再去打哒, Hunan", [][2]string{clinician("那个激素针莫再去打哒。")}, []string{"medication class:steroids stopped"}},
	})
}

package understand_test

import "testing"

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

func TestAcuteIllnessesHadManyTimes(t *testing.T) {
	runCases(t, []readCase{
		{"infections had many times are past", [][2]string{patient("I've had antibiotics for ear infections lots of times as an adult.")},
			[]string{"condition cond:otitis_media historical", "medication class:antibiotics"}},
		{"a habit a few times a year goes on", [][2]string{patient("I get ear infections a few times a year.")},
			[]string{"condition cond:otitis_media"}},
	})
}

func TestASpanAThingGave(t *testing.T) {
	runCases(t, []readCase{
		{"what a dose gave for a day is over", [][2]string{patient("The first dose gave me a headache and I felt rough for a day, but that's fine.")},
			[]string{"symptom sym:headache historical"}},
		{"what it gave that goes on is not", [][2]string{patient("The first dose gave me a headache and I've felt rough for a week now.")},
			[]string{"symptom sym:headache"}},
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

func TestSpellsHadAreOver(t *testing.T) {
	runCases(t, []readCase{
		{"had a few episodes", [][2]string{patient("That winter I had a couple of falls and some episodes of vertigo.")},
			[]string{"symptom sym:falls historical", "symptom sym:vertigo historical"}},
		{"has had episodes", [][2]string{patient("I've had episodes of vertigo.")}, []string{"symptom sym:vertigo"}},
		{"had episodes, still", [][2]string{patient("I had episodes of vertigo and I still get them.")}, []string{"symptom sym:vertigo"}},
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

func TestSpansTheSimplePastCloses(t *testing.T) {
	runCases(t, []readCase{
		{"smoked for years", [][2]string{clinician("Did you ever smoke?"), patient("Yes. I smoked a pack a day for about fifteen years.")},
			[]string{"observation social:smoking historical inactive"}},
		{"have smoked for years", [][2]string{patient("I've smoked a pack a day for fifteen years.")}, []string{"observation social:smoking"}},
		{"smoked for years and still do", [][2]string{patient("I smoked for years and I still smoke now.")}, []string{"observation social:smoking"}},
		{"took a drug for a while", [][2]string{patient("I took omeprazole for a while.")}, []string{"medication drug:omeprazole stopped"}},
		{"have taken a drug for years", [][2]string{patient("I've taken omeprazole for years.")}, []string{"medication drug:omeprazole"}},
		{"struggled with", [][2]string{clinician("Anything else in the past?"), patient("I also struggled with eczema.")},
			[]string{"condition cond:eczema historical"}},
		{"have struggled with", [][2]string{patient("I've struggled with eczema for years.")}, []string{"condition cond:eczema"}},
	})
}

func TestASpellToldAsHad(t *testing.T) {
	runCases(t, []readCase{
		{"a hypo had at the weekend", [][2]string{patient("On Sunday I had a nasty hypo, but a few sweets sorted it.")},
			[]string{"symptom sym:hypoglycemia_symptoms historical"}},
		{"a hypo this morning is still the complaint", [][2]string{patient("I had a hypo this morning.")},
			[]string{"symptom sym:hypoglycemia_symptoms"}},
		{"a pause on the word, then when it was", [][2]string{clinician("有没有低血糖？"), patient("低血糖……上个月有一回，吃了块饼干就好了。")},
			[]string{"condition cond:hypoglycemia historical"}},
		{"a pause on a fall, then when it was", [][2]string{clinician("摔过跤没有？"), patient("摔跤……去年在楼梯上摔过一回。")},
			[]string{"symptom sym:falls historical"}},
	})
}

// Readings of an episode that is over, tuned on the dev files of session
// 29: each sentence here is written for the test, not taken from a corpus.
func TestAcuteIllnessOver(t *testing.T) {
	runCases(t, []readCase{
		{"a flu that started a story, dated back, that's cleared", [][2]string{patient("It started with the flu, must be two weeks ago now, that's cleared, but my ears are blocked.")},
			[]string{"condition cond:influenza historical", "symptom sym:ear_fullness"}},
		{"an emphatic past cold, it's gone", [][2]string{patient("I did have a cold over Christmas, it's gone.")},
			[]string{"condition cond:common_cold historical resolves"}},
		{"a cold that is still going stays", [][2]string{patient("I have a cold, it's not gone.")},
			[]string{"condition cond:common_cold"}},
		{"what an illness started as is behind the patient", [][2]string{patient("It began as a cold and now my ears ache.")},
			[]string{"condition cond:common_cold historical", "symptom sym:ear_pain"}},
		{"what it started as and still is stays", [][2]string{patient("It started as a cold and it's still a cold.")},
			[]string{"condition cond:common_cold"}},
		{"a cold counted once and dated back", [][2]string{patient("我上个礼拜感冒了一次，今天是来开降压药的。")},
			[]string{"condition cond:common_cold historical", "medication class:antihypertensives"}},
		{"a cold counted once, not dated, stays", [][2]string{patient("我感冒了一次。")},
			[]string{"condition cond:common_cold"}},
	})
}

// A symptom whose length is told in the simple past went on for a bounded
// time and ended (session 29): written for the test.
func TestLastedFor(t *testing.T) {
	runCases(t, []readCase{
		{"a length told in the next sentence", [][2]string{patient("I had this sore throat after the wedding, and I was coughing. It lasted about a week.")},
			[]string{"symptom sym:cough historical", "symptom sym:sore_throat historical"}},
		{"a length told after a story in the next sentence", [][2]string{patient("I got this awful sore throat after the wedding and then I lost my voice, it was crazy. It went on for like four to five days.")},
			[]string{"symptom sym:hoarseness historical", "symptom sym:sore_throat historical"}},
		{"a length that runs to now goes on", [][2]string{patient("I had this sore throat after the wedding. It has lasted two weeks and it's still there.")},
			[]string{"symptom sym:sore_throat"}},
	})
}

// One time told of what the body did is an episode; whether it goes on is
// unsaid, and a clinician checks it (session 29). Written for the test.
func TestCountedOnce(t *testing.T) {
	runCases(t, []readCase{
		{"how much stands between the act and its once", [][2]string{patient("I wet myself a little once, laughing at the telly.")},
			[]string{"symptom sym:incontinence uncertain"}},
		{"a Chinese act counted once", [][2]string{patient("早上吐了一次，现在想喝水。")},
			[]string{"symptom sym:vomiting uncertain"}},
		{"a Chinese act counted once, dated yesterday, is had", [][2]string{patient("昨天吐了一次。")},
			[]string{"symptom sym:vomiting historical"}},
		{"a Chinese act once a day goes on", [][2]string{patient("每天都吐了一次。")},
			[]string{"symptom sym:vomiting"}},
	})
}

func TestWhatGoesOnAllAlongIsCurrent(t *testing.T) {
	runCases(t, []readCase{
		{"一直 after a past time", [][2]string{patient("前年查出来痛风，一直吃别嘌醇。")}, []string{"condition cond:gout", "medication drug:allopurinol"}},
	})
}

func TestAColdLastWeekOverByNow(t *testing.T) {
	runCases(t, []readCase{
		{"而家好咗", [][2]string{patient("上个礼拜感冒，流鼻水，而家好咗。")},
			[]string{"condition cond:common_cold historical", "symptom sym:runny_nose historical"}},
		{"还没好 keeps it", [][2]string{patient("感冒了，流鼻水，还没好。")}, []string{"condition cond:common_cold", "symptom sym:runny_nose"}},
	})
}

func TestOverItEndsTheAcuteIllness(t *testing.T) {
	runCases(t, []readCase{
		{"the pneumonia on top of the COPD, over it now", [][2]string{patient("A full week, with the pneumonia on top of the COPD. I was very bad. But I'm over it now, thank God.")},
			[]string{"condition cond:copd", "condition cond:pneumonia historical"}},
		{"still not over it", [][2]string{patient("I had pneumonia and I'm still not over it.")}, []string{"condition cond:pneumonia"}},
	})
}

func TestNotTheLastNightsIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"but no' the last two nights", [][2]string{patient("I had a couple of nights where I was roastin', soaking the sheets, but no' the last two nights.")},
			[]string{"symptom sym:night_sweats historical"}},
	})
}

// "The first day" told with a complaint that comes each time ("I get
// headaches with it, on the first day", en/w1, of each period) is of each
// time, not the start of an illness gone by: the headaches go on. "At
// first" in a story that moved on still puts it in the past.
func TestTheFirstDayOfEachTime(t *testing.T) {
	runCases(t, []readCase{
		{"w1: headaches on the first day of the period", [][2]string{clinician("Any pain at other times, not during your period?"),
			patient("No, just, like, with the period. And, um, I get headaches with it, on the first day.")},
			[]string{"symptom sym:headache"}},
		{"I always get a headache the first day", [][2]string{clinician("How are your periods?"), patient("I always get a headache the first day.")},
			[]string{"symptom sym:headache"}},
		{"near miss: at first, now the chest", [][2]string{clinician("How did it start?"), patient("At first I had a headache, now it's my chest.")},
			[]string{"symptom sym:headache historical"}},
	})
}

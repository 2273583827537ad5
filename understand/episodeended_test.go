package understand_test

import "testing"

// A finding had on a day before yesterday, told in the simple past with
// nothing that carries it on, is an episode gone by (en/b1: "I had a
// nosebleed Tuesday at work"). Last night's or yesterday's may go on, and
// so may one told as current earlier in the session.
func TestHadOnADayGoneBy(t *testing.T) {
	runCases(t, []readCase{
		{"b1: a nosebleed Tuesday", [][2]string{patient("I had a nosebleed Tuesday at work, a real gusher, went through a whole wad of paper towels.")},
			[]string{"symptom sym:nosebleed historical"}},
		{"q1: I'd the night sweats Tuesday night", [][2]string{patient("And I'd the night sweats Tuesday night, the sheets were soaking.")},
			[]string{"symptom sym:night_sweats historical"}},
		{"near miss: last night may go on", [][2]string{patient("Last night I had the chills and it was 101.8.")},
			[]string{"symptom sym:chills"}},
		{"near miss: still there", [][2]string{patient("I had a nosebleed Tuesday and it's still oozing a bit.")},
			[]string{"symptom sym:nosebleed"}},
		{"near miss: current earlier in the session", [][2]string{patient("I've got a nosebleed, it won't stop."), clinician("Has it happened before?"),
			patient("I had a nosebleed on Tuesday as well.")},
			[]string{"symptom sym:nosebleed"}},
	})
}

// A story told in the simple past and closed by its end in its sentence or
// the next is over (change/en-z2): "it sorted itself out", "It passed",
// "I've been fine since", "It's settled down now". An illness told by an
// attack of it goes on when the attack is over.
func TestStoryClosedByItsEnd(t *testing.T) {
	runCases(t, []readCase{
		{"z2: a hypo that sorted itself out", [][2]string{patient("I had a hypo last Thursday, I was proper shaky and sweaty, had a Lucozade and it sorted itself out.")},
			[]string{"symptom sym:hypoglycemia_symptoms historical", "symptom sym:sweating historical", "symptom sym:tremor historical"}},
		{"z2: fine since", [][2]string{patient("I came over aw dizzy this morning in the shower, had to grab a hold of the rail. I've been fine since, mind.")},
			[]string{"symptom sym:dizziness historical"}},
		{"z2: a flare settled, the asthma goes on", [][2]string{patient("Me asthma flared up at the weekend, man, I was wheezing like an old set of bagpipes. It's settled down now like.")},
			[]string{"condition cond:asthma", "symptom sym:wheezing historical"}},
		{"z2: fine since, in the next sentence", [][2]string{patient("I had a headache on Tuesday. I've been fine since.")},
			[]string{"symptom sym:headache historical"}},
		{"near miss: the illness of a flare, settled", [][2]string{patient("Me asthma flared up at the weekend. It's settled down now.")},
			[]string{"condition cond:asthma"}},
	})
}

// A few tablets taken on a day gone by say a dose was had, not whether the
// drug is taken now (change/en-z2, zh-z2 read it as over; en/j1, en/p1 as
// now): a claim, not a drug taken. A habit keeps it current.
func TestDoseHadThenIsAClaim(t *testing.T) {
	runCases(t, []readCase{
		{"z2: a couple of Nurofen last night", [][2]string{patient("Took a couple of Nurofen last night for the headache, didn't really touch it, it's still banging this morning.")},
			[]string{"medication drug:ibuprofen uncertain", "symptom sym:headache"}},
		{"z2: 昨天晚上吃了一片布洛芬", [][2]string{patient("昨天晚上头疼，吃了一片布洛芬，今天早上起来还是疼。")},
			[]string{"medication drug:ibuprofen uncertain", "symptom sym:headache"}},
		{"near miss: every night", [][2]string{patient("I took two paracetamol last night, I take them every night for my back.")},
			[]string{"medication drug:paracetamol"}},
		{"near miss: 每天", [][2]string{patient("昨天吃了一片阿司匹林，我每天都吃一片。")},
			[]string{"medication drug:aspirin"}},
		{"near miss: today's dose", [][2]string{patient("I took two paracetamol this morning.")},
			[]string{"medication drug:paracetamol"}},
	})
}

// A complaint said to have ended is over only if nothing says it goes on:
// "I've not been fine since" is no "none since", and "It settled, but it
// keeps coming back" is no end.
func TestNotOverAfterAll(t *testing.T) {
	runCases(t, []readCase{
		{"not been fine since", [][2]string{patient("I came over dizzy in the shower. I've not been fine since.")},
			[]string{"symptom sym:dizziness"}},
		{"not felt right since", [][2]string{patient("I had a bad headache on the Monday. Haven't felt right since.")},
			[]string{"symptom sym:headache"}},
		{"settled, but keeps coming back", [][2]string{patient("I was wheezing at the weekend. It settled, but it keeps coming back.")},
			[]string{"symptom sym:wheezing"}},
		{"near miss: none since", [][2]string{patient("I got a migraine at Easter. Haven't had one since.")},
			[]string{"condition cond:migraine historical"}},
		{"near miss: that went away", [][2]string{patient("I had a cough last month. But then, that went away.")},
			[]string{"symptom sym:cough historical"}},
	})
}

// A complaint of a day gone by, then doubted whether it goes on, is a
// claim (change/en-z2, slot 30).
func TestGoesOnDoubted(t *testing.T) {
	runCases(t, []readCase{
		{"z2: might still, can't tell", [][2]string{patient("I had some palpitations Monday night. Might still be getting the odd flutter, I honestly can't tell.")},
			[]string{"symptom sym:palpitations uncertain"}},
		{"near miss: still there", [][2]string{patient("I had some palpitations Monday night. They're still there.")},
			[]string{"symptom sym:palpitations"}},
		{"near miss: 现在不慌了", [][2]string{patient("礼拜一晚上心慌了一阵，现在不慌了。")},
			[]string{"symptom sym:palpitations historical"}},
	})
}

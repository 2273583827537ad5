package understand_test

import "testing"

// A relative says they speak for the patient in more ways than "I've
// brought my son in": "I'm typing for my son Jake" and "asking on behalf
// of my dad" say it outright (s43 blind round 8, en02: the son's asthma
// went in as family history, and the mother's own amoxicillin allergy
// onto him). From then on the speaker's own words are not the patient's.
func TestTypingOrAskingForARelativeAnnouncesThem(t *testing.T) {
	son := patient("I'm typing for my son Jake, he's 7. his asthma's been acting up since he caught a cold")
	runCases(t, []readCase{
		{"s43 round 8 en02: typing for my son", [][2]string{son},
			[]string{"condition cond:asthma", "condition cond:common_cold"}},
		{"s43 round 8 en02: the mother's own allergy is not his", [][2]string{son, assistant("Is he using his inhaler more often? Any fever?"),
			patient("yeah the blue one, like 3-4 times a day now. no fever"), assistant("Any allergies to medicines?"),
			patient("not him. I'm allergic to amoxicillin though if that matters")},
			[]string{"allergy drug:amoxicillin of other"}},
		{"asking for my mum", [][2]string{patient("Hi, I'm asking for my mum, she's had a rash on her arms for two days.")},
			[]string{"symptom sym:rash"}},
		{"messaging on behalf of my dad", [][2]string{patient("messaging on behalf of my dad, he's been short of breath since Sunday")},
			[]string{"symptom sym:dyspnea"}},
		// Near misses: the speaker is the patient.
		{"near miss: asking for my own sake", [][2]string{patient("I'm asking for my own sake, I've had a cough for a week.")},
			[]string{"symptom sym:cough"}},
		{"near miss: typing with one hand", [][2]string{patient("I'm typing this with one hand, my wrist hurts.")},
			[]string{"symptom sym:wrist_pain"}},
		{"near miss: my son typed it for me", [][2]string{patient("My son is typing for me, I've had a cough for a week.")},
			[]string{"symptom sym:cough"}},
	})
}

// "I look after my mother, she's 84. She had a fall on Sunday" is heard as
// a carer speaking for her (s43 blind round 8, en06: her fall, warfarin
// and bruise went in as family history). A carer may be the patient too,
// worn out by the caring, so looking after someone announces them only in
// a turn that tells that one's findings and none of the speaker's; a
// grandparent minding grandchildren announces no one.
func TestLookingAfterARelativeWhoseFindingsAreToldAnnouncesThem(t *testing.T) {
	mother := patient("I look after my mother, she's 84. She had a fall on Sunday, didn't hit her head as far as I know")
	runCases(t, []readCase{
		{"s43 round 8 en06: I look after my mother", [][2]string{mother},
			[]string{"condition cond:head_injury negated", "symptom sym:falls historical"}}, // the head injury denied since round 7's lexicon rows
		{"s43 round 8 en06: her warfarin and AF after", [][2]string{mother, assistant("Is she on any blood thinners?"),
			patient("warfarin for her AF. her INR last week was 2.6")},
			[]string{"condition cond:atrial_fibrillation", "medication drug:warfarin", "observation lab:inr"}},
		{"I care for my dad", [][2]string{patient("I care for my dad, he's got dementia and he's been more muddled this week.")},
			[]string{"condition cond:dementia", "symptom sym:confusion"}},
		{"I'm my mum's carer", [][2]string{patient("I'm my mum's carer. She's been more breathless since Friday.")},
			[]string{"symptom sym:dyspnea"}},
		{"s43 round 8 zh10: 我们在家照顾她", [][2]string{patient("我奶奶最近记性越来越差，刚吃完饭就忘了，我们在家照顾她")},
			[]string{"symptom sym:memory_loss"}},
		{"我在照顾我妈", [][2]string{patient("我在照顾我妈，她最近腿肿得厉害")}, []string{"symptom sym:leg_swelling"}},
		{"s43 round 9 en14: her ankles, a place told puffy", [][2]string{patient("I look after my mother, she's 84. Her ankles have been really puffy this week.")},
			[]string{"symptom sym:ankle_swelling"}},
		// Near misses: the speaker tells their own findings, or minds
		// grandchildren.
		{"near miss: the carer's own back", [][2]string{patient("I look after my mother, she's 84, and I've had back pain all week.")},
			[]string{"symptom sym:back_pain"}},
		{"near miss: a carer's own insomnia", [][2]string{patient("我在家照顾我妈，最近我自己也失眠")}, []string{"symptom sym:insomnia"}},
		{"near miss: a carer worn out is the patient", [][2]string{patient("I look after my mum who has dementia and I've been feeling really low.")},
			[]string{"condition cond:dementia of mother", "symptom sym:low_mood"}},
		{"near miss: grandkids on weekends", [][2]string{patient("I look after my grandkids on weekends and I've had a bad cough since Monday.")},
			[]string{"symptom sym:cough"}},
		{"near miss: my son drove me here", [][2]string{patient("My son drove me here, I've had chest pain since this morning.")},
			[]string{"symptom sym:chest_pain"}},
	})
}

// A parent rings or writes about a child and tells only the child's
// findings: "Hi, calling about my daughter, she's 18 months. She's had
// diarrhoea since this morning" (s44 blind round 10 en02: the diarrhoea
// went in as family history). Calling about a relative says whom one
// speaks for as asking for them does, and announces them as looking after
// one does (carerOf): only in a turn that tells that one's findings and
// none of the speaker's own.
func TestCallingAboutARelativeAnnouncesThem(t *testing.T) {
	daughter := patient("Hi, calling about my daughter, she's 18 months. She's had diarrhoea since this morning, like five or six times.")
	runCases(t, []readCase{
		{"s44 round 10 en02: calling about my daughter", [][2]string{daughter}, []string{"symptom sym:diarrhea"}},
		{"s44 round 10 en02: what she tells next is the child's", [][2]string{daughter, assistant("Is she eating?"),
			patient("she's off her food and a bit floppy")},
			[]string{"symptom sym:loss_of_appetite"}},
		{"ringing about my little boy", [][2]string{patient("I'm ringing about my little boy, he's been coughing all night.")},
			[]string{"symptom sym:cough"}},
		{"phoning about my dad", [][2]string{patient("phoning about my dad, he's been really breathless since Sunday")},
			[]string{"symptom sym:dyspnea"}},
		// Near misses: the speaker's own findings, or a call about
		// something else.
		{"near miss: calling about my son, and my own cough", [][2]string{patient("calling about my son's rash, and also I've had a cough myself")},
			[]string{"symptom sym:cough", "symptom sym:rash of child"}},
		{"near miss: calling about my results", [][2]string{patient("I'm calling about my blood results, and my son has asthma.")},
			[]string{"condition cond:asthma of child"}},
	})
}

// A relative interpreting speaks for the patient: "I'm interpreting for my
// mother, she doesn't speak much English. She's had pain in her upper
// belly…" (s44 blind round 11 en03, held out and tuned on after its
// measurement) wrote the mother's pain as her family history.
func TestInterpretingForARelativeAnnouncesThem(t *testing.T) {
	mother := patient("I'm interpreting for my mother, she doesn't speak much English. She's had pain in her upper belly since Tuesday.")
	runCases(t, []readCase{
		{"s44 round 11 en03: interpreting for my mother", [][2]string{mother}, []string{"symptom sym:abdominal_pain"}},
		{"translating for my dad", [][2]string{patient("I'm translating for my dad, he's had a cough for two weeks.")},
			[]string{"symptom sym:cough"}},
		// Near miss: an interpreter who is no relative announces no one.
		{"near miss: interpreting for a friend", [][2]string{patient("I'm interpreting for my friend, she has a cough.")},
			[]string{"symptom sym:cough of other"}},
	})
}

package understand_test

import "testing"

// Session 70's blind review 6, run on the session's last build: a drug the
// patient names and then gives to their spouse is the spouse's (Z19).
func TestADrugThatIsTheSpouses(t *testing.T) {
	runCases(t, []readCase{
		{"Z19: 那是我老伴儿的，我不吃", [][2]string{patient("还有个坦索罗辛，那是我老伴儿的，前列腺的药，我不吃。")},
			[]string{"medication class:prostate_medicines of other", "medication drug:tamsulosin of spouse"}},
		{"布洛芬是他吃的", [][2]string{patient("布洛芬是他吃的。")}, []string{"medication drug:ibuprofen of other"}},
		// Near miss: "是饭后吃的" names no one.
		{"near miss: 是饭后吃的", [][2]string{patient("二甲双胍是饭后吃的。")}, []string{"medication drug:metformin"}},
	})
}

// Review 6's wrong writes that session 71 mended, in English: a drug given
// up, a cream that did nothing, a course of a past infection and an ache
// gone stayed current. Each row is the reviewer's turn; each near miss
// keeps what was right.
func TestReview6OverInEnglish(t *testing.T) {
	sertraline := assistant("How have you been getting on with the sertraline?")
	runCases(t, []readCase{
		{"E05: packed it in, it was making me feel sick", [][2]string{sertraline,
			patient("Honestly I packed it in about three weeks ago, it was making me feel sick all the time and I couldn't sleep.")},
			[]string{"medication drug:sertraline stopped", "symptom sym:insomnia historical", "symptom sym:nausea historical"}},
		{"E05: I stopped it, the drug only asked about", [][2]string{sertraline, patient("I stopped it three weeks ago.")},
			[]string{"medication drug:sertraline stopped"}},
		{"near miss: two drugs asked, whose it is unsure", [][2]string{assistant("How are you getting on with the sertraline and the omeprazole?"),
			patient("I packed it in.")}, []string{}},
		{"E09: was using one cream, given another since", [][2]string{assistant("What have you been using on it?"),
			patient("Was using the hydrocortisone cream but it did nothing, so the chemist gave me Elocon a week ago. Using that once a day now.")},
			[]string{"medication drug:hydrocortisone stopped", "medication drug:mometasone"}},
		{"near miss: the cream given did nothing", [][2]string{patient("The chemist gave me Elocon but it did nothing.")},
			[]string{"medication drug:mometasone historical stopped"}},
		{"E10: switched to an antibiotic last time", [][2]string{assistant("Have you had antibiotics for it before?"),
			patient("Last time they gave me trimethoprim and I came out in an itchy rash all over, so they switched me to nitrofurantoin which was fine.")},
			[]string{"allergy drug:trimethoprim", "medication drug:nitrofurantoin historical stopped"}},
		{"near miss: switched last year to a standing drug", [][2]string{patient("Last year they switched me to amlodipine.")},
			[]string{"medication drug:amlodipine"}},
		{"E13: the aching's gone now", [][2]string{clinician("Mrs Patel, you were on simvastatin, are you still taking it?"),
			patient("No love, I stopped it in the summer, my legs were aching something awful. The aching's gone now.")},
			[]string{"medication drug:simvastatin stopped", "symptom sym:leg_pain historical"}},
		{"E13: it's gone now", [][2]string{patient("My legs were aching something awful. It's gone now.")},
			[]string{"symptom sym:leg_pain historical"}},
		{"near miss: the legs aching now", [][2]string{patient("My legs are aching something awful.")},
			[]string{"symptom sym:leg_pain"}},
	})
}

// Review 6: an allergy the patient repaired after its reaction, and an
// inhaler only planned "instead of" the one in use.
func TestReview6RepairedOrPlanned(t *testing.T) {
	runCases(t, []readCase{
		{"E14: an allergy repaired after its reaction", [][2]string{assistant("Any allergies?"),
			patient("Penicillin, I swell up. Sorry, no, I mean erythromycin, penicillin's grand, I've had it loads of times.")},
			[]string{"allergy drug:erythromycin", "medication drug:benzylpenicillin historical stopped"}},
		{"the repair names the drug read as an allergy already", [][2]string{assistant("Any allergies?"),
			patient("Penicillin, I come out in a rash. Sorry, no, I mean erythromycin.")},
			[]string{"allergy drug:erythromycin"}},
		{"near miss: a sorry that adds a drug", [][2]string{assistant("Any allergies?"),
			patient("Penicillin, I swell up. Sorry, no, also I take metformin.")},
			[]string{"allergy allergen:penicillins", "medication drug:metformin"}},
		{"E16: wants me on one inhaler instead of the other", [][2]string{
			patient("The chest consultant says my COPD is moderate now and wants me on Trelegy, one puff a day, instead of the Symbicort.")},
			[]string{"condition cond:copd", "medication drug:budesonide_formoterol", "medication drug:fluticasone_umeclidinium_vilanterol hypothetical"}},
		{"near miss: switched to one inhaler instead of the other", [][2]string{
			patient("The consultant switched me to Trelegy instead of the Symbicort.")},
			[]string{"medication drug:budesonide_formoterol stopped", "medication drug:fluticasone_umeclidinium_vilanterol"}},
	})
}

// Review 6 in Chinese: a paid carer who tells of the one cared for, and a
// course the patient says is finished, with the trips to the toilet over.
func TestReview6CarerAndCourseInChinese(t *testing.T) {
	uti := patient("医生说尿路感染，开了左氧氟沙星，一天一次吃五天。尿频尿急。")
	carer := patient("我是照顾李爷爷的护工，他今天早上在卫生间摔了一跤，右边髋部疼，站不起来。")
	runCases(t, []readCase{
		{"Z08: a paid carer tells of the one cared for", [][2]string{carer},
			[]string{"symptom sym:falls historical", "symptom sym:hip_pain"}},
		{"Z08: the carer's own back is no one's in the record", [][2]string{carer, assistant("他平时吃什么药？"),
			patient("吃华法林，还有美托洛尔。我自己腰不好，不过跟他没关系。")},
			[]string{"medication drug:metoprolol", "medication drug:warfarin", "symptom sym:low_back_pain of other"}},
		{"near miss: a carer about their own back", [][2]string{patient("我是护工，我最近腰疼得厉害。")},
			[]string{"symptom sym:low_back_pain"}},
		{"Z16: the course finished, no more trips to the toilet", [][2]string{uti, patient("现在吃完了，已经不疼了，也不跑厕所了。")},
			[]string{"medication drug:levofloxacin stopped", "symptom sym:urinary_frequency historical", "symptom sym:urinary_urgency historical"}},
		{"near miss: nearly finished", [][2]string{uti, patient("快吃完了。")}, []string{}},
		{"near miss: a meal finished", [][2]string{uti, patient("吃完了饭就来了。")}, []string{}},
		{"near miss: no trips to the toilet told before", [][2]string{patient("今天跑厕所跑了好几趟。"), patient("现在不跑厕所了。")}, []string{}},
	})
}

// Review 6's missed and false facts that were the words' own: a back "been
// killing me" (E12), blood "coming in sputum" (E11), "a bit of a
// temperature" (E17), drinking that "used to be a lot worse" (E20),
// thoughts of harming yourself (E05).
func TestReview6WordsTheLexiconMissed(t *testing.T) {
	runCases(t, []readCase{
		{"E12: my back's been killing me", [][2]string{patient("My back's been killing me since I lifted the telly on Saturday.")},
			[]string{"symptom sym:back_pain"}},
		{"E11: blood also coming in sputum", [][2]string{patient("Cough is there since three weeks, sometimes little blood also coming in sputum.")},
			[]string{"symptom sym:cough", "symptom sym:hemoptysis"}},
		{"near miss: sputum without blood", [][2]string{patient("Cough is there since three weeks, sometimes sputum also.")},
			[]string{"symptom sym:cough", "symptom sym:productive_cough"}},
		{"E17: a bit of a temperature", [][2]string{patient("Today it's just a sore throat and a bit of a temperature, started yesterday.")},
			[]string{"symptom sym:fever", "symptom sym:sore_throat"}},
		{"E20: drinks less than before, still drinks", [][2]string{assistant("Are you drinking much?"),
			patient("Few beers on a Friday, used to be a lot worse.")},
			[]string{"observation social:alcohol"}},
		{"near miss: used to drink", [][2]string{assistant("Are you drinking much?"), patient("I used to drink a lot, not any more.")},
			[]string{"observation social:alcohol historical inactive"}},
		// "Any thoughts of harming yourself?" "No, nothing like that." wrote
		// nothing (E05), and "…of hurting yourself?" "No." denied a pain.
		{"E05: thoughts of harming yourself denied", [][2]string{assistant("Any thoughts of harming yourself?"), patient("No, nothing like that.")},
			[]string{"symptom sym:suicidal_thoughts negated"}},
		{"thoughts of hurting yourself denied, no pain", [][2]string{assistant("Any thoughts of hurting yourself?"), patient("No.")},
			[]string{"symptom sym:suicidal_thoughts negated"}},
		// The dev annotators read these questions as asking after suicidal
		// ideation (en l1, j1), and a positive answer flags the risk.
		{"thoughts are not acts", [][2]string{assistant("Any thoughts of harming yourself?"), patient("Sometimes, yeah.")},
			[]string{"symptom sym:suicidal_thoughts"}},
		// Taiwan's brand names (Z13) and Dovobet (review 4, E09).
		{"Z13: 泛得林 is salbutamol", [][2]string{patient("我平常用泛得林。")}, []string{"medication drug:salbutamol"}},
		{"Z13: 使肺泰 no longer used", [][2]string{patient("之前医生有开过使肺泰，可是我没在用了。")},
			[]string{"medication drug:salmeterol_fluticasone historical relayed stopped"}},
		{"Dovobet", [][2]string{patient("I use Dovobet gel on my scalp every night.")}, []string{"medication drug:calcipotriol_betamethasone"}},
		{"near miss: ever harmed yourself", [][2]string{assistant("Have you ever harmed yourself?"), patient("No.")},
			[]string{"symptom sym:self_harm negated"}},
	})
}

// A single fall is not "repeated falls" (review 6, E06): the concept's
// name is "falls", which says nothing of how often, as ICD-10-CM's R29.6
// covers falls not otherwise said. ("fall" alone would be a term matched
// in "last fall" and "fall asleep".)
func TestAFallIsNotRepeatedFalls(t *testing.T) {
	rd := readLast(newReader(t), patient("He's 86, had a fall on Tuesday getting out the bath."))
	for _, st := range rd.Statements {
		if st.Concept == "sym:falls" {
			if st.Display != "falls" {
				t.Errorf("display %q, want %q", st.Display, "falls")
			}
			return
		}
	}
	t.Fatalf("no fall read: %+v", rd.Statements)
}

// Review 6, Z18: a rash after a drug was started, told in Chinese, proposes
// the allergy for a clinician, and keeps the drug and the rash as told.
func TestReview6ARashAfterADrugStarted(t *testing.T) {
	runCases(t, []readCase{
		{"Z18: 开始食阿莫西林，今日成身出晒红疹", [][2]string{patient("我早两日开始食阿莫西林，今日成身出晒红疹，好痕。")},
			[]string{"allergy drug:amoxicillin", "medication drug:amoxicillin", "symptom sym:itching", "symptom sym:rash"}},
		{"吃了…以后全身起红疹子", [][2]string{patient("吃了阿莫西林以后全身起红疹子。")},
			[]string{"allergy drug:amoxicillin", "medication drug:amoxicillin", "symptom sym:rash"}},
		{"near miss: an itch after a drug, its known effect", [][2]string{patient("吃了达格列净以后，下面老痒。")},
			[]string{"medication drug:dapagliflozin", "symptom sym:itching", "symptom sym:vaginal_itching"}},
		{"near miss: a drug that cleared the rash", [][2]string{patient("吃了氯雷他定以后红疹子就消了。")},
			[]string{"medication drug:loratadine", "symptom sym:rash historical"}},
		{"near miss: a rash denied", [][2]string{patient("我开始吃二甲双胍，身上没有起疹子。")},
			[]string{"medication drug:metformin", "symptom sym:rash negated"}},
		{"near miss: asked", [][2]string{patient("吃阿莫西林会不会起疹子？")},
			[]string{"medication drug:amoxicillin hypothetical", "symptom sym:rash uncertain"}},
	})
}

package understand_test

import "testing"

// Session 32: classes of wrong facts on spoken Chinese. Every sentence is
// written for the test, none taken from a corpus; each table holds
// near-misses that must keep their reading.

// A complaint that "止住了" has stopped, as one that "停了"; "没止住" and
// "止不住" say it goes on and deny nothing.
func TestStoppedComplaintIsOverSession32(t *testing.T) {
	runCases(t, []readCase{
		{"a cough that stopped", [][2]string{patient("咳嗽止住了。")},
			[]string{"symptom sym:cough historical"}},
		{"diarrhoea stopped yesterday", [][2]string{patient("拉肚子昨天就止住了。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"a stopped nosebleed leaves a new headache current", [][2]string{patient("鼻血止住了，可是又开始头疼了。")},
			[]string{"symptom sym:headache", "symptom sym:nosebleed historical"}},
		{"stopped by a drug, another complaint stays", [][2]string{patient("吃了止泻药，拉肚子止住了，还有点恶心。")},
			[]string{"medication class:antidiarrheals", "symptom sym:diarrhea historical", "symptom sym:nausea"}},
		{"not stopped is no denial", [][2]string{patient("吃了药咳嗽也没止住。")},
			[]string{"symptom sym:cough"}},
		{"cannot be stopped goes on", [][2]string{patient("咳嗽止不住。")},
			[]string{"symptom sym:cough"}},
		{"a drug to stop a cough names no stop", [][2]string{patient("止住咳嗽的药没用，还在咳。")},
			[]string{"symptom sym:cough"}},
	})
}

// A habit said to be hardly kept ("酒不怎么喝") answers no, as the bare
// "不怎么喝" does; the occasions it is kept on keep it.
func TestSeldomHabitSession32(t *testing.T) {
	runCases(t, []readCase{
		{"seldom drinks, nothing more", [][2]string{patient("烟抽的，酒不怎么喝。")},
			[]string{"observation social:alcohol negated", "observation social:smoking"}},
		{"hardly smokes", [][2]string{patient("烟没怎么抽。")},
			[]string{"observation social:smoking negated"}},
		{"seldom, but at festivals", [][2]string{patient("酒不怎么喝，过年过节喝一点。")},
			[]string{"observation social:alcohol"}},
		{"seldom, but a glass now and then", [][2]string{patient("酒不太喝，偶尔陪朋友喝一杯。")},
			[]string{"observation social:alcohol"}},
		{"seldom smokes, a couple at dinners", [][2]string{patient("烟不太抽，应酬的时候抽一两根。")},
			[]string{"observation social:smoking"}},
		{"a plain no stays a no", [][2]string{patient("酒不喝。")},
			[]string{"observation social:alcohol negated"}},
		{"daily drinking stays", [][2]string{patient("酒天天喝，一顿二两。")},
			[]string{"observation social:alcohol"}},
	})
}

// Nausea at the sight or thought of something is an aversion, not a
// symptom; what is eaten or smelt, or nausea with no such opening, stays.
func TestAversionToSightSession32(t *testing.T) {
	runCases(t, []readCase{
		{"the sight of the bills", [][2]string{patient("一看到账单就想吐。")},
			[]string{}},
		{"the thought of an exam", [][2]string{patient("一想到明天要考试就恶心。")},
			[]string{}},
		{"an aversion beside a real complaint", [][2]string{patient("工作的事一打开邮箱就想吐。今天是来看嗓子疼的。")},
			[]string{"symptom sym:sore_throat"}},
		{"after fatty food it is nausea", [][2]string{patient("一吃油腻的就想吐。")},
			[]string{"symptom sym:nausea"}},
		{"a smell in pregnancy is nausea", [][2]string{patient("闻到油烟就恶心，怀孕八周了。")},
			[]string{"condition cond:pregnancy", "symptom sym:nausea"}},
		{"seeing food and wanting to be sick is about eating", [][2]string{patient("一看到吃的就想吐。")},
			[]string{"symptom sym:nausea"}},
		{"plain nausea stays", [][2]string{patient("这两天老是想吐。")},
			[]string{"symptom sym:nausea"}},
	})
}

// A drug named after a complaint's getting worse is made its condition
// ("痛得厉害再来，开点X") is for a worse day, not ordered now.
func TestDrugForWorseDaySession32(t *testing.T) {
	runCases(t, []readCase{
		{"come back if worse, then the drug", [][2]string{patient("膝盖疼。"), clinician("疼得厉害了再来，给你开布洛芬。")},
			[]string{}},
		{"the patient's own if-worse plan", [][2]string{patient("头疼得厉害再吃布洛芬。")},
			[]string{"medication drug:ibuprofen hypothetical", "symptom sym:headache"}},
		{"a drug ordered before the condition stays", [][2]string{patient("咳嗽。"), clinician("先吃右美沙芬，咳得厉害再来。")},
			[]string{"medication drug:dextromethorphan"}},
		{"a plain return visit sets no condition", [][2]string{patient("咳嗽。"), clinician("给你开右美沙芬，一周后再来。")},
			[]string{"medication drug:dextromethorphan"}},
		{"the condition in its own sentence", [][2]string{patient("咳嗽。"), clinician("咳得厉害再来。给你开点右美沙芬。")},
			[]string{"medication drug:dextromethorphan"}},
		{"first, now, the drug", [][2]string{patient("咳嗽。"), clinician("咳得厉害再来，先给你开点右美沙芬。")},
			[]string{"medication drug:dextromethorphan"}},
		{"a taken drug after a bad headache stays", [][2]string{patient("头疼得厉害，吃了布洛芬。")},
			[]string{"medication drug:ibuprofen", "symptom sym:headache"}},
	})
}

// A complaint the patient told of, asked after as still there and denied,
// or asked after as gone and affirmed, is over. A question of how it is
// ("still getting worse?", "still go down your leg?") leaves it.
func TestKnownComplaintOverSession32(t *testing.T) {
	runCases(t, []readCase{
		{"still there? no", [][2]string{patient("I've got a cough."), clinician("Is the cough still there?"), patient("No.")},
			[]string{"symptom sym:cough inactive"}},
		{"rash still there? no", [][2]string{patient("I've come out in a rash."), clinician("Is the rash still there?"), patient("No.")},
			[]string{"symptom sym:rash inactive"}},
		{"gone? yes", [][2]string{patient("I've got a cough."), clinician("Has the cough gone?"), patient("Yes.")},
			[]string{"symptom sym:cough inactive"}},
		{"gone? no leaves it", [][2]string{patient("I've got a cough."), clinician("Has the cough gone?"), patient("No.")},
			[]string{}},
		{"still there? yes keeps it", [][2]string{patient("I've got a cough."), clinician("Is the cough still there?"), patient("Yes.")},
			[]string{"symptom sym:cough"}},
		{"still getting worse? no leaves it", [][2]string{patient("My knee hurts."), clinician("Is the pain still getting worse?"), patient("No.")},
			[]string{}},
		{"still going down the leg? no leaves it", [][2]string{patient("My back hurts."), clinician("Does the pain still go down your leg?"), patient("No.")},
			[]string{}},
		{"gone? yes, with a new complaint", [][2]string{patient("I've got a cough."), clinician("Has the cough gone?"), patient("Yes, and I've got a headache now.")},
			[]string{"symptom sym:cough inactive", "symptom sym:headache"}},
	})
}

// Drugs listed with only "the" between them, as speech recognisers type a
// list, share the order said for the first; one with an order of its own
// keeps it, or, when that order is not read, gets none.
func TestDrugsListedByDeterminerSession32(t *testing.T) {
	runCases(t, []readCase{
		{"an unpunctuated list shares the stop", [][2]string{clinician("stop the gliclazide the ramipril and the dapagliflozin")},
			[]string{"medication drug:dapagliflozin stopped", "medication drug:gliclazide stopped", "medication drug:ramipril stopped"}},
		{"a comma and the share it too", [][2]string{clinician("Please hold the naproxen, the ramipril and the furosemide for now.")},
			[]string{"medication drug:furosemide stopped", "medication drug:naproxen stopped", "medication drug:ramipril stopped"}},
		{"the second drug's own order is not the first's", [][2]string{clinician("keep taking the amlodipine, the metformin I'd like you to stop.")},
			[]string{"medication drug:amlodipine"}},
		{"the doctor who gave it is no drug", [][2]string{clinician("stop the ibuprofen the doctor gave you")},
			[]string{"medication drug:ibuprofen stopped"}},
	})
}

// "So" with a new subject opens a consequence, never the other half of an
// if or a when: the order after it is for now. A when or an if that has
// no "so" keeps its order conditional.
func TestSoEndsAConditionSession32(t *testing.T) {
	runCases(t, []readCase{
		{"a when, then so, then the order", [][2]string{clinician("those tablets cause trouble when you're dehydrated so you should stop the gliclazide and the ramipril for now")},
			[]string{"medication drug:gliclazide stopped", "medication drug:ramipril stopped"}},
		{"so what we call", [][2]string{clinician("the risk is higher when you're not eating so what we do is stop the metformin")},
			[]string{"medication drug:metformin stopped"}},
		{"an if with its order stays conditional", [][2]string{clinician("if you get dehydrated you should stop the metformin")},
			[]string{}},
		{"a when with its order stays conditional", [][2]string{clinician("when you're being sick you should stop the metformin")},
			[]string{}},
		{"so before an adjective ends no denial", [][2]string{patient("I haven't been so breathless.")},
			[]string{"symptom sym:dyspnea negated"}},
		{"a denial, then so you", [][2]string{patient("no fever so you don't need to worry")},
			[]string{"symptom sym:fever negated"}},
	})
}

// A spoken self-repair ("the metformin no the gliclazide", "the dapa no
// cana canagliflozin") settles on the second drug and withdraws the first;
// its "no" denies nothing. A "no" after a verb or before a list still
// denies, and an allergy's "no" is left to a clinician.
func TestDrugSelfRepairSession32(t *testing.T) {
	runCases(t, []readCase{
		{"a name restarted after no", [][2]string{patient("I'm on the empa no dapa dapagliflozin.")},
			[]string{"medication drug:dapagliflozin"}},
		{"a drug repaired to another", [][2]string{patient("i take the ramipril no the lisinopril every morning")},
			[]string{"medication drug:lisinopril"}},
		{"a repair in a longer list", [][2]string{patient("i take atorvastatin and the other one the sita no saxa saxagliptin")},
			[]string{"medication drug:atorvastatin", "medication drug:saxagliptin"}},
		{"no after a verb denies", [][2]string{patient("I take no aspirin.")},
			[]string{"medication drug:aspirin negated"}},
		{"a list of nos denies each", [][2]string{patient("No aspirin no ibuprofen.")},
			[]string{"medication drug:aspirin negated", "medication drug:ibuprofen negated"}},
		{"an intensifier before no denies", [][2]string{patient("Definitely no aspirin.")},
			[]string{"medication drug:aspirin negated"}},
		{"an allergy's no is not guessed a repair", [][2]string{patient("I'm allergic to penicillin no amoxicillin.")},
			[]string{"allergy allergen:penicillins", "allergy drug:amoxicillin negated"}},
	})
}

// A procedure the patient says is booked, due or coming up is still to
// come, not history; one said done in the same breath stays done.
func TestProcedureToComeSession32(t *testing.T) {
	runCases(t, []readCase{
		{"booked for a month", [][2]string{patient("They've booked my knee replacement for March.")},
			[]string{}},
		{"due to have", [][2]string{patient("I'm due to have a hernia repair in June.")},
			[]string{}},
		{"on the list", [][2]string{patient("I'm on the list for a hip replacement.")},
			[]string{}},
		{"lined up", [][2]string{patient("I've got a cataract operation lined up.")},
			[]string{}},
		{"having it in a month", [][2]string{patient("I'm having my hip replaced in April.")},
			[]string{}},
		{"going to have", [][2]string{patient("Next week I'm going to have a colonoscopy.")},
			[]string{}},
		{"scheduled", [][2]string{patient("My hernia repair is scheduled for the 12th.")},
			[]string{}},
		{"having one, after one done", [][2]string{patient("I had a colonoscopy last year and I'm having another one in May.")},
			[]string{"procedure proc:colonoscopy historical inactive"}},
		{"done after all", [][2]string{patient("I had my gallbladder out, they'd booked it for June but did it in May.")},
			[]string{"procedure proc:cholecystectomy historical inactive"}},
		{"one done, the next due", [][2]string{patient("I had a colonoscopy last year and I'm due another one.")},
			[]string{"procedure proc:colonoscopy historical inactive"}},
		{"booked and done", [][2]string{patient("The hip replacement was booked and done in May.")},
			[]string{"procedure proc:hip_replacement historical inactive"}},
		{"a plain past operation", [][2]string{patient("I had my knee replaced in March.")},
			[]string{"procedure proc:knee_replacement historical inactive"}},
	})
}

// A complaint placed at a site and then asked after as still there, and
// denied, ends that complaint too; a yes still says nothing of another.
func TestPlacedComplaintOverSession32(t *testing.T) {
	runCases(t, []readCase{
		{"a rash on the arm, still there? no", [][2]string{patient("I've got a rash on my arm."), clinician("Do you still have the rash?"), patient("No.")},
			[]string{"symptom sym:rash inactive"}},
		{"numbness in the feet that went", [][2]string{patient("I had numbness in my feet."), clinician("Is the numbness still there?"), patient("No, it's gone.")},
			[]string{"symptom sym:numbness inactive"}},
		{"a yes keeps the placed one and adds none", [][2]string{patient("I've got a rash on my arm."), clinician("Do you still have the rash?"), patient("Yes.")},
			[]string{}},
	})
}

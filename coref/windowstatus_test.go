package coref_test

import "testing"

// What the window said became of a drug: one offered and turned down is no
// drug the patient takes while another fits; a turn about what happened
// since the patient stopped a drug means the one the window says was
// stopped, not the one named last and taken still.
func TestWhatBecameOfADrugInTheWindow(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one I'm carrying on with, after an offer declined, is the drug kept", Lang: "en",
			Record: []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:propranolol", "2019-01-01")},
			Window: []turn{clinician("We could try you on sertraline if you like."), patient("I'd rather not, to be honest."),
				clinician("Fine. Carry on with the propranolol as you are."), assistant("Noted: propranolol continued; sertraline offered and declined.")},
			Utterance: "The one I'm carrying on with, is it alright with a glass of wine?", Expect: "drug:propranolol"},
		{ID: "那玩意儿 after a drug 暂不加用 and one raised is the one raised", Lang: "zh",
			Record: []recordEntry{active("cond:type2_diabetes", "2018-01-01"), active("drug:metformin", "2018-01-01")},
			Window: []turn{clinician("要不加个司美格鲁肽？"), patient("打针我整不了。"), clinician("那就把二甲双胍加量，早晚各一片。"),
				assistant("已记录：二甲双胍早晚各一片；司美格鲁肽暂不加用。")},
			Utterance: "那玩意儿饭前吃还是饭后吃？", Expect: "drug:metformin"},
		{ID: "an offer taken up is no offer turned down: both named last stay asked about", Lang: "en",
			Record: []recordEntry{active("cond:migraine", "2019-01-01"), active("drug:propranolol", "2019-01-01")},
			Window: []turn{clinician("We could try you on sertraline as well."), patient("Okay, let's give it a go."),
				assistant("Noted: propranolol continued; sertraline started.")},
			Utterance: "And that one, is it alright with a glass of wine?", Expect: "unresolved", Candidates: []string{"drug:propranolol", "drug:sertraline"}},
		{ID: "停了以后 means the drug the patient stopped, not the one named last", Lang: "zh",
			Record:    []recordEntry{active("drug:atorvastatin", "2020-01-01"), active("drug:valsartan", "2019-01-01")},
			Window:    []turn{patient("阿托伐他汀我上个月自己停了，吃了腿酸。"), assistant("其他药还在吃吗？"), patient("缬沙坦还在吃，没断过。")},
			Utterance: "停了以后腿就不酸了，是不是那个药闹的？", Expect: "drug:atorvastatin"},
		{ID: "since I started it is no turn about stopping", Lang: "en",
			Record: []recordEntry{active("drug:amlodipine", "2020-01-01"), active("drug:bendroflumethiazide", "2019-01-01")},
			Window: []turn{patient("I stopped the amlodipine two weeks ago, my ankles were swelling."), assistant("Are you still on the bendroflumethiazide?"),
				patient("Yes, every morning.")},
			Utterance: "Since I started that tablet I've been going to the loo a lot more.", Expect: "drug:bendroflumethiazide"},
		{ID: "don't stop it says no stop: the amlodipine is never what was stopped", Lang: "en",
			Record:    []recordEntry{active("drug:amlodipine", "2020-01-01"), active("drug:bendroflumethiazide", "2019-01-01")},
			Window:    []turn{clinician("Don't stop the amlodipine, whatever you do."), patient("Okay."), clinician("And the bendroflumethiazide every morning.")},
			Utterance: "So was it that tablet doing it? Since I stopped it my ankles are better.", Expect: "drug:bendroflumethiazide"},
		// Session 74: "they swapped X for Y" had read both drugs as the
		// prescriber's; once they are the patient's, the one swapped away
		// is a stopped one, and "do I still have to take it" asks of one
		// taken now.
		{ID: "do I still have to take it, after a swap, is the drug swapped in", Lang: "en",
			Record:    []recordEntry{active("cond:hypercholesterolemia", "2020-01-01"), active("drug:simvastatin", "2020-01-01")},
			Window:    []turn{patient("They swapped the simvastatin for atorvastatin after my stent."), assistant("Thanks, I've noted that.")},
			Utterance: "Do I still have to take that one at night?", Expect: "drug:atorvastatin"},
		{ID: "near miss: without the swap both are asked about", Lang: "en",
			Record:    []recordEntry{active("cond:hypercholesterolemia", "2020-01-01"), active("drug:simvastatin", "2020-01-01")},
			Window:    []turn{patient("They put me on atorvastatin as well as the simvastatin after my stent."), assistant("Thanks, I've noted that.")},
			Utterance: "Do I still have to take that one at night?", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:simvastatin"}},
	})
}

// An illness asked about ("它会不会遗传") after talk of something else is
// the one condition the session named, even turns back; with two named,
// neither is guessed.
func TestAnIllnessAskedAfterOtherTalk(t *testing.T) {
	window := []turn{assistant("您的甲减一直在吃优甲乐，剂量有调整吗？"), patient("没调，还是一天一片。"),
		patient("我闺女最近也老说累，怕冷。"), assistant("这些症状原因很多，建议她自己去查一查。")}
	checkCases(t, []corpusCase{
		{ID: "它会不会遗传 after the daughter's tiredness is the hypothyroidism named turns back", Lang: "zh",
			Record:    []recordEntry{active("cond:hypothyroidism", "2018-01-01"), active("drug:levothyroxine", "2018-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    window,
			Utterance: "它会不会遗传给我闺女啊？", Expect: "cond:hypothyroidism"},
		{ID: "with two conditions named turns back, neither is guessed", Lang: "zh",
			Record:    []recordEntry{active("cond:hypothyroidism", "2018-01-01"), active("cond:hypertension", "2016-01-01")},
			Window:    append([]turn{assistant("您的甲减和高血压最近都还稳定吗？"), patient("都还行。")}, window[2:]...),
			Utterance: "它会不会遗传给我闺女啊？", Expect: "unresolved"},
	})
}

// A drug taken now ("the one I'm still using") is none the window says was
// finished or stopped; a drug the reference's clause names beside it ("搿只
// 药搭钙片好一道吃伐") is not what it points at.
func TestTakenNowAndNamedBeside(t *testing.T) {
	checkCases(t, []corpusCase{
		{ID: "the one I'm still using is not the antimalarial finished and named last", Lang: "en",
			Record: []recordEntry{active("cond:hypertension", "2020-01-01"), active("drug:lisinopril", "2020-01-01"),
				resolved("cond:malaria", "2026-09-01", "2026-09-10"), stopped("drug:artemether_lumefantrine", "2026-09-01", "2026-09-04")},
			Window: []turn{patient("Doctor, good morning. My mummy is using amlodipine for her BP, she said I should change to it because mine is making me cough."),
				clinician("Mm. And you're on lisinopril, ten milligrams?"), patient("Yes sir, lisinopril. Every morning."),
				clinician("And the malaria last month — you finished the Coartem, all six doses?"), patient("Yes, I finished it. I'm fine now.")},
			Utterance: "Okay sir. So the one I'm still using — I can take it with my pap in the morning, or it must be empty stomach?",
			Reference: "the one I'm still using", Expect: "drug:lisinopril"},
		{ID: "那只药搭钙片一道吃 is the levothyroxine, not the calcium named beside it", Lang: "zh",
			Record:    []recordEntry{active("drug:levothyroxine", "2019-01-01"), active("drug:calcium_carbonate", "2022-01-01")},
			Window:    []turn{clinician("左甲状腺素片每天早上空腹吃。"), patient("晓得的。我还每天吃一粒钙片。"), clinician("钙片可以吃的。")},
			Utterance: "那只药跟钙片能一道吃吗？", Expect: "drug:levothyroxine"},
	})
}

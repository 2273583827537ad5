package understand_test

import "testing"

// Wrong writes left on the dev files (session 63): a finding of a son named
// in Cantonese, of a coworker the patient worked beside, of a husband named
// after a cleft "…的是", and of the patient kept awake "by him"; drugs at
// home asked which to take; a "just" answer that denied a habit asked
// beside a drug question; "don't use" ordered of an inhaler, and a "don't"
// with a limit read as a stop; a reaction asked of a drug the patient cannot
// take ("What happens if you do?", "吃了会咋样？"), whose answer is the
// allergy's reaction, not a complaint now; an intolerance's effect on a drug
// kept off; a start for when the patient is ready to try for a baby; a
// symptom feared (怕烧心); a reaction told before the drug it came "with";
// a drug asked after and never taken ("一直没敢吃"). Each has a near miss
// that must read as before.
func TestLeftOnDevSession63(t *testing.T) {
	runCases(t, []readCase{
		{"a Cantonese son", [][2]string{patient("我个仔咳咗成个礼拜。")}, []string{"symptom sym:cough of child"}},
		{"a Cantonese son, then the speaker", [][2]string{patient("我个仔咳咗成个礼拜，而家连我都喉咙痛埋。")},
			[]string{"symptom sym:cough of child", "symptom sym:sore_throat"}},
		{"a Cantonese daughter", [][2]string{patient("我个女成日流鼻血。")}, []string{"symptom sym:nosebleed of child"}},
		{"near miss: 仔细 is carefully", [][2]string{patient("我仔细想了下，咳了一个礼拜。")}, []string{"symptom sym:cough"}},
		{"near miss: a girlfriend", [][2]string{patient("我个女朋友有哮喘。")}, []string{"condition cond:asthma of other"}},

		{"a coworker, beside whom the patient worked", [][2]string{patient("我们车间老刘，跟我一块儿干了二十来年，去年查出来肺癌。")},
			[]string{"condition cond:lung_cancer of other"}},
		{"near miss: the coworker told the patient", [][2]string{patient("老刘跟我说，我血压高。")}, []string{"condition cond:hypertension"}},
		{"near miss: like the patient's own", [][2]string{patient("老刘跟我以前吃的降压药一样，都是氨氯地平。")},
			[]string{"medication class:antihypertensives historical stopped", "medication drug:amlodipine uncertain"}},
		{"near miss: like the patient", [][2]string{patient("她婆婆跟我一样，吃氨氯地平。")}, []string{"medication drug:amlodipine"}},
		{"near miss: both have it", [][2]string{patient("我老公跟我都有高血压。")}, []string{"condition cond:hypertension"}},

		{"the one who snores is the husband", [][2]string{patient("打呼噜的是我老公。")}, []string{"symptom sym:snoring of other"}},
		{"the one who snores, and who cannot sleep for it", [][2]string{patient("打呼噜的是我们家老头子，呼噜打得跟打雷似的，我让他吵得整宿睡不着。")},
			[]string{"symptom sym:insomnia", "symptom sym:snoring of other"}},
		{"near miss: the one who snores is the patient", [][2]string{patient("打呼噜的是我，不是我老公。")}, []string{"symptom sym:snoring"}},
		{"kept awake by him", [][2]string{patient("我老公打呼噜，我被他吵得睡不着。")},
			[]string{"symptom sym:insomnia", "symptom sym:snoring of other"}},
		{"angry enough to spit blood, at the boss's hands", [][2]string{patient("天天加班，今天又被老板气得吐血。")}, []string{}},
		{"near miss: he cannot sleep", [][2]string{patient("我老公最近老是睡不着。")}, []string{"symptom sym:insomnia of other"}},

		{"drugs at home, which one to take", [][2]string{patient("发烧了 头疼 家里有布洛芬跟对乙酰氨基酚 吃哪个好")},
			[]string{"medication drug:ibuprofen uncertain", "medication drug:paracetamol uncertain", "symptom sym:fever", "symptom sym:headache"}},
		{"near miss: a drug at home, taken", [][2]string{patient("家里有布洛芬，我一直吃着。")}, []string{"medication drug:ibuprofen"}},

		{"just a drug, to a habit asked beside", [][2]string{clinician("Do you smoke? Any medicines?"), patient("Just the metformin.")},
			[]string{"medication drug:metformin"}},
		{"just a drug, to drink asked after", [][2]string{clinician("What drugs are you taking? Any alcohol?"), patient("Just the metformin.")},
			[]string{"medication drug:metformin"}},
		{"near miss: just one of two drugs", [][2]string{clinician("Are you taking aspirin or ibuprofen?"), patient("Just the ibuprofen.")},
			[]string{"medication drug:aspirin negated", "medication drug:ibuprofen"}},
		{"near miss: just one of two symptoms", [][2]string{clinician("Any cough or fever?"), patient("Just the cough.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},

		{"what happens if you do, of a drug", [][2]string{clinician("Any allergies I should know about?"), patient("I can't have co-trimoxazole."),
			clinician("What happens if you do?"), patient("It brings me out in hives. Big welts, everywhere.")}, []string{}},
		{"near miss: what happens if you do, of lying flat", [][2]string{patient("I can't lie flat."), clinician("What happens if you do?"), patient("I get breathless.")},
			[]string{"symptom sym:dyspnea"}},
		{"a drug not taken, then its reaction when asked", [][2]string{clinician("有药物过敏吗？"), patient("布洛芬我不能吃。"),
			clinician("吃了会咋样？"), patient("一吃就浑身起风团，痒得要命。")}, []string{"allergy drug:ibuprofen"}},
		{"near miss: no reaction, only told not to", [][2]string{clinician("有药物过敏吗？"), patient("布洛芬我不能吃。"),
			clinician("吃了会咋样？"), patient("没啥反应，就是医生不让吃。")}, []string{}},
		{"an intolerance's effect, kept off", [][2]string{patient("Codeine doesn't sit right with me, mind, it bungs me up for days, so I steer clear.")},
			[]string{"symptom sym:constipation hypothetical"}},
		{"near miss: constipated now, in a sentence of its own", [][2]string{patient("Codeine doesn't sit right with me. I've been constipated all week, so I steer clear of it.")},
			[]string{"symptom sym:constipation"}},
		{"a start for when the patient is ready", [][2]string{clinician("When you're ready, come and see me first, and start folic acid three months before you try.")}, []string{}},
		{"a start months before trying", [][2]string{clinician("Start folic acid three months before you try for a baby.")}, []string{}},
		{"near miss: when you get home", [][2]string{clinician("When you get home, take two paracetamol.")}, []string{"medication drug:paracetamol"}},
		{"near miss: before bed", [][2]string{clinician("Take the amoxicillin before you go to bed.")}, []string{"medication drug:amoxicillin"}},
		{"a symptom feared", [][2]string{patient("说明书上说吃完要站半个钟头，我胃不好，怕烧心。")}, []string{"symptom sym:heartburn hypothetical"}},
		{"a symptom even if", [][2]string{patient("哪怕头疼也要上班。")}, []string{"symptom sym:headache hypothetical"}},
		{"near miss: 怕冷 is a symptom", [][2]string{patient("我怕冷，手脚冰凉。")}, []string{"symptom sym:cold_extremities", "symptom sym:cold_intolerance"}},
		{"near miss: 恐怕 hedges", [][2]string{patient("恐怕是胃炎。")}, []string{"condition cond:gastritis uncertain"}},
		{"hives, then the drug with them", [][2]string{patient("I came out in hives with amoxicillin.")}, []string{"allergy drug:amoxicillin"}},
		{"swelled up with a drug", [][2]string{patient("Mum always said I swelled up with penicillin when I was a baby, but I don't remember it myself.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		{"near miss: swelled up with the heat", [][2]string{patient("My legs swelled up with the heat, and I'm on penicillin.")},
			[]string{"medication drug:benzylpenicillin", "symptom sym:leg_swelling"}},
		{"a drug asked after, never taken", [][2]string{clinician("阿仑膦酸钠吃得还行吗？"),
			patient("说实话一直没敢吃。说明书上说吃完要站半个钟头，我胃不好，怕烧心。维生素D和钙片倒是天天吃。")},
			[]string{"medication drug:alendronate negated", "medication drug:calcium_carbonate", "medication drug:cholecalciferol", "symptom sym:heartburn hypothetical"}},
		{"a drug asked after, not a single one taken", [][2]string{clinician("How are you getting on with the atorvastatin?"), patient("To be honest I haven't taken a single one.")},
			[]string{"medication drug:atorvastatin negated"}},
		{"near miss: two drugs asked after", [][2]string{clinician("一个月了，阿托伐他汀和二甲双胍吃得怎么样？"), patient("一片都没吃。")}, []string{}},
		{"near miss: a habit asked after a drug named", [][2]string{clinician("She may want to try rosuvastatin at a low dose. Do you smoke?"), patient("Never touched them.")},
			[]string{"observation social:smoking negated"}},
		{"near miss: no drug asked after", [][2]string{clinician("你晚饭吃了吗？"), patient("还没开始吃。")}, []string{}},
		{"Scots none since", [][2]string{patient("Ah had a temperature on the Tuesday, nane since.")}, []string{"symptom sym:fever historical"}},
		{"don't use, ordered", [][2]string{clinician("Please don't use the inhaler.")}, []string{"medication class:inhalers stopped"}},
		{"near miss: use, ordered", [][2]string{clinician("Please use the inhaler twice a day.")}, []string{"medication class:inhalers"}},
		{"don't, with a limit", [][2]string{clinician("Don't take more than eight paracetamol in a day.")}, []string{}},
		{"don't use, with a limit", [][2]string{clinician("Don't use the inhaler more than four times a day.")}, []string{}},
		{"don't, with a manner", [][2]string{clinician("Don't take the ibuprofen on an empty stomach.")}, []string{}},
		{"near miss: don't with alcohol, then stop it", [][2]string{clinician("Please don't take the Ativan with alcohol; I'd rather you stop it for now.")},
			[]string{"medication drug:lorazepam stopped"}},
		{"near miss: don't, any more", [][2]string{clinician("Don't take the ibuprofen any more.")}, []string{"medication drug:ibuprofen stopped"}},
	})
}

// Wrong writes of the session 63 blind dev files (en/x1, zh/z1): someone
// else's finding named by a possessive, a cleft, a nickname (小顾) or a
// dormitory; drugs kept and not opened, to start after an operation, or
// named as another's ingredient; an intolerance in Pidgin; "keep you off";
// a drug the patient does not go near; idioms (气得都快吐血, 心脏病也要吓出
// 来, 看得我牙疼, one long migraine), a lump in the throat (吐又吐不出来),
// a wheeze at night "away", and drugs a reaction was told of when asked
// "did anything happen?"; and three misreadings noticed in session 62: a
// change of weight read as a weight, "Does your back hurt?", and an organ
// taken out in a sentence that also plans an operation; and a "没有" of
// the family that said the relative had it. Each has a near miss that must read as
// before.
func TestBlindDevSession63(t *testing.T) {
	runCases(t, []readCase{
		{"a name's possessive", [][2]string{patient("Ray's snoring has me up half the night, every night.")}, []string{"symptom sym:snoring of other"}},
		{"near miss: an eponym", [][2]string{patient("I've got Parkinson's tremor in my right hand.")}, []string{"condition cond:parkinson_disease", "symptom sym:tremor"}},
		{"near miss: a day's", [][2]string{patient("Tuesday's headache was the worst.")}, []string{"symptom sym:headache"}},
		{"an English cleft", [][2]string{patient("Look, the one with the sleep apnoea in our house is Deb, me partner.")}, []string{"condition cond:sleep_apnea of other"}},
		{"near miss: the cleft names the patient", [][2]string{patient("The one with the asthma is me, not my brother.")}, []string{"condition cond:asthma"}},
		{"a given name, whose it is not said", [][2]string{patient("小美身上起了好多风团。")}, []string{"condition cond:urticaria uncertain"}},
		{"near miss: 小红点 is no name", [][2]string{patient("我身上起了好多风团，小红点长了一身。")}, []string{"condition cond:urticaria"}},
		{"a coworker by nickname", [][2]string{patient("阿拉坐对面格小顾上个礼拜重感冒，发烧发到三十九度多。")},
			[]string{"condition cond:common_cold of other", "symptom sym:fever of other"}},
		{"a dormitory mate in a cleft", [][2]string{patient("阑尾炎开刀的是我们寝室老三，我在这儿陪床。")},
			[]string{"condition cond:appendicitis of other", "procedure proc:surgery historical inactive of other"}},

		{"a drug kept and never opened", [][2]string{patient("Paracetamol, two in the morning and two at night. There's a box of co-codamol in the kitchen drawer, but I've never opened it.")},
			[]string{"medication drug:paracetamol", "medication drug:paracetamol_codeine hypothetical"}},
		{"a drug kept and not dared", [][2]string{patient("家里药箱还有半盒奥美拉唑，前年开的，这回我没敢瞎吃，寻思先来问问。")}, []string{"medication drug:omeprazole hypothetical"}},
		{"near miss: a drug at home, taken", [][2]string{patient("家里有布洛芬，我一直吃着。")}, []string{"medication drug:ibuprofen"}},
		{"a drug to start after the operation", [][2]string{patient("The surgeon has given me a prescription for Eliquis, he said start it the day after the operation.")},
			[]string{"medication drug:apixaban hypothetical", "procedure proc:surgery historical inactive of other"}},
		{"an ingredient", [][2]string{patient("can i take excedrin? it has aspirin in it right")}, []string{"medication drug:aspirin hypothetical"}},
		{"near miss: taken, in the morning", [][2]string{patient("I take aspirin every day, I have it in the morning.")}, []string{"medication drug:aspirin"}},

		{"a Pidgin intolerance", [][2]string{patient("Amoxil no dey agree with my body at all.")}, []string{}},
		{"kept off, ordered", [][2]string{clinician("Noted, we'll keep you off the anti-inflammatories then.")}, []string{"medication class:nsaids stopped"}},
		{"a drug not gone near", [][2]string{patient("Tramadol makes me that dopey I can't drive the bus, so I don't go near it.")}, []string{"medication drug:tramadol hypothetical"}},

		{"angry enough to spit blood, nearly", [][2]string{patient("没感冒。给我气得都快吐血了，嗓子就这么喊哑的。")}, []string{"condition cond:common_cold negated"}},
		{"frightened into heart disease", [][2]string{patient("吓得阿拉心脏病也要吓出来了。")}, []string{}},
		{"a lump in the throat", [][2]string{patient("俺这嗓子眼儿里老觉着有个东西堵着，咽又咽不下去，吐又吐不出来，得有俩月了。")}, []string{"symptom sym:throat_clearing"}},
		{"near miss: vomiting again and again", [][2]string{patient("这两天老是吐，吃啥吐啥。")}, []string{"symptom sym:vomiting"}},
		{"drugs reacted to, asked", [][2]string{assistant("Have you taken aspirin or ibuprofen before, and did anything happen?"),
			patient("yeah aspirin sets my asthma off bad, chest goes tight and i wheeze like crazy. advil does it too actually so i stay away from both")},
			[]string{"allergy allergen:aspirin", "allergy drug:ibuprofen", "condition cond:asthma"}},
		{"near miss: a drug asked after, no trouble", [][2]string{assistant("Have you taken aspirin before, and did anything happen?"), patient("I take aspirin every day, no problems at all.")},
			[]string{"medication drug:aspirin"}},
		{"near miss: what the drug was for", [][2]string{clinician("I have you down with a sulfa allergy. Can you tell me what happened?"),
			patient("Oh, that was Septra, years ago, for a bladder infection. I got a rash all over and my face swelled up.")},
			[]string{"condition cond:cystitis historical", "medication drug:sulfamethoxazole_trimethoprim stopped"}},
		{"a change of weight after a comma", [][2]string{patient("From six months. Weight also increased, five kg.")}, []string{}},
		{"near miss: a weight", [][2]string{patient("Weight, 82 kg.")}, []string{"observation vital:weight"}},
		{"parents who do not have it", [][2]string{clinician("你有高血压吗？"), patient("我爸我妈都没有。")}, []string{}},
		{"near miss: the mother has it", [][2]string{clinician("你有糖尿病吗？"), patient("我没有，我妈有。")}, []string{"condition cond:diabetes of mother"}},
		{"a back that hurts, asked", [][2]string{clinician("Does your back hurt?"), patient("Yes.")}, []string{"symptom sym:back_pain"}},
		{"an organ out, then an operation to come", [][2]string{patient("I had my appendix out and I will need a knee replacement.")},
			[]string{"procedure proc:appendectomy historical inactive"}},
		{"near miss: an organ out, then one to come", [][2]string{patient("I had my tonsils out as a kid, and they will take my gallbladder out next month.")},
			[]string{"procedure proc:tonsillectomy historical inactive"}},
		{"near miss: an organ to come, then a remark", [][2]string{patient("I will have my gallbladder out and they said it is quick.")}, []string{}},
		{"near miss: came back hurt", [][2]string{patient("He came back hurt from the match.")}, []string{}},
		{"a wheeze at night away", [][2]string{patient("Och, loads better. The wheeze at night's away.")}, []string{"symptom sym:wheezing historical"}},
		{"near miss: away from a place", [][2]string{patient("The pain in my back is away from the spine.")}, []string{"symptom sym:back_pain"}},
	})
}

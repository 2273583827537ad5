package understand

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Once a turn's statements are read, they are settled against the turn
// they were said in, on the four things a fact of the patient's needs the
// reading to be sure of (what the words name, whether it is asserted, when
// it holds, whose it is), one pass for each, in that order. A pass sees
// only what the passes before it left as "the patient has it now", so a
// statement a pass settles is not settled again by a later one.
//
// Every rule here only moves a statement away from "the patient has it
// now", drops it, or names more exactly the finding the patient describes.
// Three give back what an older reading took wrongly: a pack used up is a
// drug taken ("吃完那盒就没了"), a complaint said over and then back
// ("头疼后来好了，这两天又开始疼") is current, and so is one only better
// ("就好了一点").

// settlePatient settles a patient turn's statements. raw is the turn as
// said, with its capitals; at is when it was said; typist who speaks for
// the patient, if anyone does (typist.go).
func (r *Reader) settlePatient(x extract.Result, tx text, raw string, at time.Time, st []Statement, prior []Prior, typist string) []Statement {
	st = readingsOfNow(x, tx, r.saysNothing(x, tx, st, prior)) // "38.4 last night, this morning 37.2": 37.2
	st = worseSupposed(x, tx, st)                              // "If my migraines get worse": the migraines are had
	st = r.whetherAsserted(x, tx, st, prior)
	st = onlyBetter(x, tx, r.whenItHolds(x, tx, at, st, prior))     // "就好了一点": better, not over (onlybetter.go)
	st = borrowedDoseOnce(x, tx, whoseItIs(x, tx, raw, st, typist)) // after whose: "one of my mum's co-codamol" is the patient's
	st = hearsayConditions(x, tx, r.hearsayAllergies(x, tx, st))
	st = deviceSaidConditions(x, tx, st) // "My smartwatch keeps saying AFib"
	return oneAllergyEach(echoedSuspicion(x, tx, st, prior))
}

// settleClinician settles a clinician turn's statements: a drug named as a
// general remark or as what a combination holds is no order, and a drug
// or condition named for a case that may come is not one now.
func (r *Reader) settleClinician(x extract.Result, tx text, st []Statement) []Statement {
	all := slices.Clone(st)
	kept := st[:0]
	for _, s := range st {
		if s.Type == Observation && isHan(tx.str) {
			if v := zhReadingNow(x, tx, s); v != "" {
				s = withReadingNow(s, v) // "心率一百八十几 … 下来了，现在七十八"
			}
		}
		m, found := mentionOf(x, s.Concept)
		if !found || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient {
			kept = append(kept, s)
			continue
		}
		switch {
		case s.Type == Condition && illnessNamesItsVirus(x, tx, m):
			continue // "It's the chickenpox virus waking up again": the germ of shingles
		case s.Type == Condition && !s.Uncertain && (signOf(x, tx, s.Concept) || ruledOutLater(x, tx, s.Concept)):
			s.Uncertain = true // "occasionally it's a sign of cancer … we have to rule the cancer out"
		case s.Type == Observation && referenceOnly(tx, m):
			continue // "for your height I'd expect more like five hundred and sixty"
		case s.Type != Medication:
		case zhPrescribedBefore(tx, m):
			s.Historical = true // "之前不是还开过吡格列酮": prescribed then, no order now
		case r.classNamedByDrugAfter(x, tx, m):
			continue // "start you on an antidepressant, mirtazapine": one drug, named
		case zhContingency(tx, m):
			s.Hypothetical = true // "实在痛得吃不消，一个礼拜最多吃两次对乙酰氨基酚"
		case zhHeldIn(x, tx, m):
			continue // "氯沙坦氢氯噻嗪里头有利尿剂": what the drug holds
		case zhOrderedForThem(tx, m):
			s.Experiencer = extract.Other // "咁我开阿莫西林畀佢": the child's drug
		case zhWaitsOnATest(x, tx, s.Concept):
			s.Hypothetical = true // "阿莫西林皮试通过了再吃": not before the test
		case s.Status == "" && emergencyDoseTaken(tx, m):
			s.Status = Stopped // "I'd recommend emergency contraception today, levonorgestrel, one tablet": one dose (emergencycontraception.go)
		case s.Status != "":
		case zhGeneralRemark(tx, m) || componentOfReplacement(x, tx, s.Concept, all):
			continue // "吃完抗生素容易犯": what antibiotics do; "思力华换成思合华，就是噻托溴铵加奥达特罗": a part of the new one
		case zhOfferIfBad(tx, m):
			s.Hypothetical = true // "疼得受不了可以加一片布洛芬"
		}
		kept = append(kept, s)
	}
	return r.allergyStopOrders(x, tx, kept)
}

// current reports whether a statement says the patient has it now.
func current(s Statement) bool {
	return !s.Negated && !s.Historical && !s.Hypothetical && s.Experiencer == extract.Patient
}

// saysNothing drops the statements whose words name something else than a
// finding of the patient's (an idiom, a website, a hand let go, a vaccine
// named by its illness, a drug refused or only named as an indication) and
// reads a weight said twice as the one of now.
func (r *Reader) saysNothing(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	kept := st[:0]
	for _, s := range st {
		m, found := mentionOf(x, s.Concept)
		asked, askedFound := m, found
		if !found {
			asked, askedFound = askedNameIn(tx, s.Concept, prior)
		}
		cur, finding := current(s), s.Type == Symptom || s.Type == Condition
		switch {
		case cur && found && s.Type == Condition && hadConditionDone(tx, m):
			s = r.mendedByOperation(s) // "mi had the hernia done, the groin": the operation, long over
		case cur && (found && idiomNotComplaint(tx, m) || !found && idiomInTurn(tx, s.Concept)):
			continue // "I've got itchy feet, wanna go travelling": no itch
		case cur && askedFound && (notClinicalUse(tx, asked) || offeredAndWeighed(tx, asked, prior)):
			continue // "the Cialis website", "肺炎那个我回去商量下" after a vaccine offered
		case cur && found && leftHanging(tx, m):
			continue // "痛倒不痛。晕倒……" before the clinician's "嗯": no answer yet
		case cur && found && s.Concept == "sym:confusion" && speechSlip(tx, m):
			continue // "that's my dad, I'm getting mixed up": a slip of the tongue
		case cur && found && s.Concept == "sym:chills" && zhShakeIsTremor(x, tx, m):
			s.Concept, s.Display = "sym:tremor", r.Display("sym:tremor", "en") // "手抖，端碗都哆嗦": the tremor again
		case cur && found && s.Concept == "sym:flank_pain" && sideOfASite(x, tx, m):
			continue // "my big toe left side very pain": the left toe, no flank
		case cur && s.Type == Observation && s.Concept == "vital:weight" && weightToldPast(x, tx, s):
			continue // "I were seventeen stone in the summer": a reading from before is not the patient now
		case cur && finding && !found && handLetGo(x, tx, s.Concept):
			continue // "松手更疼": the clinician's hand let go, not a hand that hurts
		case cur && found && s.Concept == "social:alcohol" && zhHabitAskedAbout(tx, m):
			continue // "甲硝唑能喝酒吗": whether she may drink, not that she drinks
		case cur && found && s.Type == Condition && (zhVaccineNamed(tx, m, prior) || zhHearsayIndication(tx, m)):
			continue // "流感的上个月打了", "说是治皮炎的"
		case cur && found && s.Type == Condition && illnessNamesItsVirus(x, tx, m):
			continue // "the doctor said the shingles is the chickenpox virus come back": the germ, not the illness
		case cur && found && s.Type == Medication && r.classNamedByDrugAfter(x, tx, m):
			continue // "I'm on a water tablet, furosemide": one drug, named
		case cur && found && s.Type == Condition && namesATest(tx, m):
			continue // "The doctors said I had rising tumor markers": a test, not a tumour
		case cur && found && finding && aimOfATreatment(x, tx, m):
			continue // "before we do any weight loss surgeries": what the surgery is for
		case found && s.Type == Medication && !s.Negated && s.Status == "" && s.Experiencer == extract.Patient && refusedDrug(tx, m):
			continue // "ibuprofen I don't like, last time it gave me acidity": not taken, and not to be
		case cur && s.Type == Observation && s.Concept == "vital:weight":
			if v := zhWeightNow(x, tx, s); v != "" {
				s = withReadingNow(s, v) // "前几天一百二十一斤，今儿早上称是一百二十四": 124 now
			}
		case cur && found && surgicalWound(x, tx, m, prior):
			continue // "since your hysterectomy… The wound is a bit sore": the operation's cut
		case cur && found && periodNotBackYet(tx, m):
			s.Type, s.Concept, s.Display = Condition, "cond:amenorrhea", r.Display("cond:amenorrhea", "en") // "No period yet." six weeks after a birth
		case cur && s.Concept == "sym:balance_problem" && found && zhSolesLikeCotton(tx, m):
			s.Concept, s.Display = "sym:numbness", r.Display("sym:numbness", "en") // "脚底板像踩棉花似的": the soles dulled
		case cur && s.Concept == "sym:lump" && found && zhWheals(tx, m):
			s.Concept = "sym:hives" // "身上就起疙瘩了，一片一片的"
		}
		kept = append(kept, s)
	}
	return kept
}

// whetherAsserted makes unsure or hypothetical what the turn only fears,
// echoes, asks for or plans: a reaction the allergy would cause, a
// possibility repeated back, a drug asked for at a counter, a bowel prep
// to come.
func (r *Reader) whetherAsserted(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	all := slices.Clone(st)
	for i, s := range st {
		if s.Type == Allergy && current(s) && r.allergenNameHedged(x, tx, s.Concept) {
			st[i].Uncertain = true // "Penicillin, I think?": unsure of the allergy, read from the drug named (hedgedallergen.go)
			continue
		}
		m, found := mentionOf(x, s.Concept)
		if !found && s.Type == Allergy && current(s) && allergyFeared.MatchString(tx.str) && !containsAny(tx.str, reactionHad) {
			st[i].Hypothetical = true // "那个头孢我吃了三天，本来还怕过敏": an allergen read from its class, feared (fearedallergy.go)
			continue
		}
		if !found {
			m, found = askedNameIn(tx, s.Concept, prior)
		}
		if !found || !current(s) {
			continue
		}
		switch {
		case (s.Type == Symptom || s.Type == Condition) && zhOnceItComes(tx, m):
			st[i].Hypothetical = true // "我先吃着，怀上了再说": what may come
		case (s.Type == Symptom || s.Type == Condition) && zhEchoThenDenied(tx, m):
			st[i].Negated = true // "脸麻不麻？" "麻……不麻": the question's word echoed, then denied
		case (s.Type == Symptom || s.Type == Condition) && s.Experiencer == extract.Patient && deniedAfterTopic(tx, m):
			st[i].Negated = true // "Fever also no, just now I measure 37.4 only" (alsono.go)
		case s.Type == Allergy && zhToleratedTold(x, tx, m):
			st[i].Negated = true // "虾我从小吃到大都没事": eaten without trouble, no allergy
		case (s.Type == Symptom || s.Type == Condition) && reactionToldWithAllergy(tx, m):
			st[i].Hypothetical = true // "对阿司匹林过敏，吃了会喘": what the drug would do
		case s.Type == Symptom && effectOfADrugNotTaken(x, tx, m):
			st[i].Hypothetical = true // "I can't take codeine, it makes me throw up": why not, not a complaint now
		case s.Type == Symptom && drugReactionTold(x, tx, m):
			st[i].Hypothetical = true // "左氧吃了心慌": what the drug did, not a complaint now
		case (s.Type == Symptom || s.Type == Condition) && hedgedAfterward(tx, m):
			st[i].Uncertain = true // "A bit woozy first thing, perhaps, but…"
		case s.Type == Condition && echoOfPossibility(tx, m, prior):
			st[i].Uncertain = true // "…we have to rule the cancer out." "Cancer. Right."
		case s.Type == Medication && s.Status == "" && zhOnOfferOnly(tx, m):
			st[i].Hypothetical = true // "维生素C买一送一，我囤了好多": shopping, not a drug taken (onoffer.go)
		case s.Type == Medication && s.Status == "" && zhPlanDropped(tx, m):
			st[i].Hypothetical = true // "本来医生说要加个噻吗洛尔滴眼液 …就没加" (plandropped.go)
		case s.Type == Medication && s.Status == "" && prepForLater(tx, m):
			st[i].Hypothetical = true // "大夫说头一天得喝泻药清肠": a bowel prep to come
		case s.Type == Medication && s.Status == "" && drugNameHedged(tx, m):
			st[i].Uncertain = true // "Trimethoprim, I think, from the GP": unsure which drug
		case s.Type == Medication && s.Status == "" && enAskedForDrug(tx, m):
			st[i].Uncertain = true // "abeg I need cipro or that ampiclox": asked for, not taken
		case s.Type == Medication && (zhAskedForDrug(tx, m) && !zhFlareOfOwn(tx, all) || zhAskedWhetherDrug(tx, m) || zhAskedWhetherAfter(tx, m) || zhAskedWhetherSpoken(tx, m) || zhWishedThenAsked(tx, m)):
			st[i].Uncertain = true // "侬拿盒奥美拉唑拨我", "想问下能吃什么消炎药": a claim, not a fact
		}
	}
	return st
}

// whenItHolds puts in the past what the turn says is over (a complaint
// that went, a drug finished, given up or that did not work, a story of
// once) and gives back the two readings an older rule took wrongly.
func (r *Reader) whenItHolds(x extract.Result, tx text, at time.Time, st []Statement, prior []Prior) []Statement {
	all := slices.Clone(st)
	askedTopic, pastAsked := pastAskedBefore(prior)
	for i := range st {
		s := &st[i]
		m, found := mentionOf(x, s.Concept)
		finding := s.Type == Symptom || s.Type == Condition
		if found && s.Type == Symptom && s.Negated && !s.Uncertain && s.Experiencer == extract.Patient && zhNoMore(tx, m) {
			s.Negated, s.Historical = false, true // "恶心也没有了": gone, not denied (nolonger.go)
		}
		if current(*s) && finding && (found && (zhOverInTheSameBreath(x, tx, m) || zhPastMatterNext(tx, m)) || !found && zhOverInTurn(tx)) {
			s.Historical = true // "拉肚子那个毛病头一个月有，后来就冇得了", "我有胃溃疡，前年的事了"
		}
		if current(*s) && s.Type == Symptom && functionCameBack(tx, s.Concept, m, found) {
			s.Historical = true // "her right hand went weak, but it's come back now" (functionback.go)
		}
		if !found && s.Type == Medication && s.Status == "" && current(*s) && r.answeredByMemberOver(s.Concept, all) {
			s.Status = Stopped // "Any antibiotics recently?" "Yes, … clarithromycin … I finished it last Wednesday"
		}
		if !found {
			m, found = askedNameIn(tx, s.Concept, prior)
		}
		if current(*s) && s.Type == Condition && r.malignant(s.Concept) && saidInRemission(tx, m, found) {
			s.Historical = true // "Are you finished with your cancer treatments?" "Yes. I am in remission now."
		}
		switch {
		case !found:
		case s.Type == Condition && current(*s) && zhRemovedBySurgery(tx, m):
			s.Historical = true // "胆结石那年做手术拿掉了，胆囊都切了" (removedbysurgery.go)
		case s.Type == Allergy && current(*s) && feared(tx, m):
			s.Hypothetical = true // "本来还怕过敏 结果啥子反应都莫得": a worry (fearedallergy.go)
		case (finding || s.Type == Medication) && current(*s) && invertedIf(tx, m):
			s.Hypothetical = true // "Should the itching start up again, I'll just grab some antihistamines" (invertedif.go)
		case s.Type == Condition && current(*s) && foretold(tx, m):
			s.Hypothetical = true // "晚上睡觉手麻就是脑梗前兆": what a sign foretells, not had (mediasays.go)
		case (finding || s.Type == Allergy) && current(*s) && mediaSaysBefore(x, tx, m):
			s.Hypothetical = true // "网上说二甲双胍吃久了会拉肚子": what a medium says (mediasays.go)
		case s.Type == Medication && s.Status == "" && !s.Negated && !s.Historical && s.Experiencer == extract.Patient && drugReadAbout(tx, m):
			s.Hypothetical, s.Uncertain = true, false // "I read online that ibuprofen can cause stomach ulcers": no drug taken (mediasays.go)
		case s.Type == Symptom && s.Historical && !s.Negated && s.Experiencer == extract.Patient && zhOverThenBack(x, tx, m):
			s.Historical = false // "头疼后来好了，这两天又开始疼": it came back
		case s.Type == Symptom && s.Historical && !s.Negated && s.Experiencer == extract.Patient && zhComplaintDatesAStopNow(tx, m):
			s.Historical = false // "这礼拜头晕之后就给停了": it dates the stop, and is not over by its 停了
		case s.Type == Medication && s.Negated && s.Experiencer == extract.Patient && zhDrugThenGone(tx, m):
			s.Negated = false // "后来换咗必妥维就冇晒啦": switched to, and the trouble went (drugthengone.go)
		case s.Type == Medication && s.Negated && s.Experiencer == extract.Patient && zhRanOut(tx, m):
			s.Negated = false // "吃完那盒就没了": taken, not never taken
			if !zhBoughtAgain(tx, m) {
				s.Status = Stopped
			}
		case !current(*s):
		case s.Type == Medication && s.Status == "" && notNowNext(tx, m):
			s.Status = Stopped // "I take the cetirizine. Not now though, just in the summer"
		case finding && foundInAState(tx, m):
			s.Historical = true // "My wife found me out by the shed talking foolishness, sweating like a hog"
		case finding && !s.Resolves && saidAway(tx, m):
			s.Historical = true // "The cough I had's away an' aw" (saidaway.go)
		case finding && (noneSinceNext(tx, m) || agoAndNowFine(tx, m) || noneSinceInSentence(tx, m)):
			s.Historical = true // "I had a bit of indigestion, oh, years back… Not had a twinge since."
		case s.Type == Condition && (zhPregnancyOver(tx, *s, m) || enPregnancyOver(tx, *s, m) || zhNamedOccasionsOver(x, tx, s.Concept)):
			s.Historical = true // "孕期是打胰岛素的，生完医生就让停了", "since I was pregnant with my youngest", "您那两回就是低血糖"
		case s.Type == Symptom && zhReasonAfterStop(x, tx, m.Span[0]):
			s.Historical = true // "氨氯地平停了，脚肿得厉害": why it was stopped
		case finding && enReasonForAStop(x, tx, m, prior):
			s.Historical = true // "I stopped it, doctor, after two weeks. It was making me dizzy": why it was stopped
		case finding && zhOverThenNext(tx, m):
			s.Historical = true // "感冒完了就开始喘": the cold ended, the wheeze began
		case s.Type == Symptom && toldOfThatOccasion(tx, m):
			s.Historical = true // "那天晚上吃饭了吗" "没咋吃，那天胃口不好": how she was that day
		case s.Type == Symptom && (zhLeadUpToFaint(tx, m) || enLeadUpToFaint(tx, m)):
			s.Historical = true // "浑身冒汗，手直哆嗦，眼前发花，后来就迷糊了", "light-headed and sweaty and then… next thing I'm on the floor": before a faint now over
		case finding && closedStory(tx, m, false) && !(s.Type == Condition && attackOf(tx, m)):
			s.Historical = true // "…itchy and red. The pharmacist said it was thrush, … and it cleared up"
		case s.Type == Medication && s.Status == "" && courseToldByLength(tx, m):
			s.Status, s.Historical = Stopped, true // "a week of three lots of tablets together: omeprazole, amoxicillin and clarithromycin. The clarithromycin left…"
		case s.Type == Medication && s.Status == "" && closedStory(tx, m, true):
			s.Status, s.Historical = Stopped, true // "gave me a cream, Canesten, and it cleared up"
		case s.Type == Medication && s.Status == "" && firstDrugThenChanged(tx, m):
			s.Status, s.Historical = Stopped, true // "一开始吃的是丙硫氧嘧啶，吃了两个月转氨酶升高，医生就换了"
		case finding && startedWithThenWent(tx, m):
			s.Historical = true // "It started with a cold, … the sore throat, and the cold went but the cough, it just stayed"
		case finding && r.bareIllnessDatedThen(tx, m):
			s.Historical = true // "Well, a cold at Christmas, but everybody had that": when it was
		case finding && toldForDaysGoneBy(tx, m):
			s.Historical = true // "I felt a bit fluey Saturday and Sunday, achy and tired"
		case s.Type == Symptom && !s.Negated && !s.Uncertain && s.Experiencer == extract.Patient && goesOnDoubted(tx, m):
			s.Uncertain, s.Historical = true, false // "palpitations Monday night. Might still be getting the odd flutter, I honestly can't tell." (goesonunsure.go)
		case s.Type == Symptom && enHadOnADayGoneBy(x, *s, tx, m, at, prior):
			s.Historical = true // "I had a nosebleed Tuesday at work"
		case finding && (enOnceInThePast(tx, m) || enHadAgo(tx, m) || toldPastThenWellNow(tx, m)):
			s.Historical = true // "I had hit a moose once, where I bumped my head", "I had a fever about a week ago", "I had cold symptoms… I feel okay today"
		case finding && (s.Type == Symptom || r.isAcute(m) || !reasonOfTheEvent(tx, m)) && toldUnderAPastDate(x, tx, at, m):
			s.Historical = true // "I had some extreme fatigue back in nineteen ninety one. … The stress at work was overwhelming." (pastdatedstory.go)
		case s.Type == Condition && r.isAcute(m) && (toldHadThenRecovered(tx, m) || overWithItsComplaints(x, tx, m, all)):
			s.Historical = true // "I got one of those chest infections … And I was right as rain in about a week"
		case s.Type == Condition && actNamedInThePast(tx, m):
			s.Historical = true // "I was in a really dark place in my life, and I attempted suicide"
		case s.Type == Condition && enHadCondition(x, tx, m):
			s.Historical = true // "I had a melanoma too"
		case s.Type == Medication && s.Status == "" && restartAskedFor(tx, m):
			s.Status, s.Historical = Stopped, true // "methadone … from previous prescriptions, should I restart those?"
		case s.Type == Symptom && !zhComplaintDatesAStop(tx, m) && (zhSideEffectOfStopped(x, tx, m, all) || zhReactionToADrugBefore(x, tx, m, all) || enSideEffectOfStopped(x, tx, m, all) || zhEffectThenStopped(x, tx, m) || r.zhSaidOverLater(x, tx, m) || datedDaysAgo(*s, at) && toldOver(tx, m)):
			s.Historical = true // "阿司匹林以前也吃，后来胃疼，大夫给停了", "之前吃辛伐他汀，腿肌肉酸疼得厉害", "my ankles swelled up, so they switched me", "停了以后倒是不乏了", "a bad hypo on Saturday… I was all shaky"
		case s.Type == Medication && zhGivenUp(tx, m):
			s.Status, s.Historical = Stopped, true // "后来听说是激素，就不敢抹了"
		case s.Type == Medication && s.Status == "" && emergencyDoseTaken(tx, m):
			s.Status, s.Historical = Stopped, true // "当时就吃了毓婷": one dose, done (emergencycontraception.go)
		case s.Type == Medication && s.Status == "" && !s.Uncertain && doseHadThen(x, tx, m, at):
			s.Uncertain = true // "Took a couple of Nurofen last night for the headache": whether it is taken now is unsaid (oneoffdose.go)
		case finding && !s.Uncertain && saidInJest(tx, m):
			s.Uncertain = true // "气得我血压都高了，开玩笑的哈": ask, do not write (hyperbole.go)
		case finding && zhAboutTo(tx, m):
			s.Hypothetical = true // "我都要中暑了": not had
		case s.Type == Medication && s.Status == "" && toldToAvoid(tx, m):
			s.Negated = true // "don't be taking any of that St John's wort, or the diclofenac gel neither", "芬必得那些莫碰"
		case s.Type == Medication && s.Status == "" && zhToldToStop(tx, m):
			s.Status, s.Historical = Stopped, true // "二甲双胍甭吃了，以后就打针"
		case s.Type == Medication && s.Status == "" && (stoppedThenNamed(x, tx, m) || apposedToStopped(x, tx, m, st) || offItLater(tx, m)):
			s.Status, s.Historical = Stopped, true // "took me off my water tablet back in March, the furosemide", "停了，就是氨氯地平"
		case s.Type == Medication && s.Status == "" && (zhDrugEnded(x, tx, m) || r.classNamesStoppedDrug(x, tx, m, all)):
			s.Status = Stopped // "点了一天，感觉没用就没点了", "吃完那板就没了"
		case s.Type == Medication && s.Status == "" && (enTrialThatFailed(tx, m) || enHadBackThen(tx, m)):
			s.Status, s.Historical = Stopped, true // "he put me on some antibiotics, but nothing changed"
		case pastAsked && !askedTopic[s.Concept] && (finding || s.Type == Medication && s.Status == "") && toldInThePastAnswer(tx, m):
			s.Historical = true // "What symptoms were you experiencing?" "I had swollen lymph nodes, stomach pain"
			if s.Type == Medication {
				s.Status = Stopped // "How has this been managed in the past?" "I've taken Zometa"
			}
		}
	}
	return st
}

// whoseItIs gives to someone else what the turn tells of them (a subject
// shared with another, someone's illness set as a topic, "our Brian", a
// drug of someone else's), and to the patient a drug someone else gave
// them and they used. typist, when someone speaks for the patient, makes
// "him" and "her" the patient (spokenforhim.go).
func whoseItIs(x extract.Result, tx text, raw string, st []Statement, typist string) []Statement {
	all := slices.Clone(st)
	for i := range st {
		s := &st[i]
		if s.Type == Observation && s.Experiencer == extract.Patient {
			if who := carerReading(x, tx, *s, all); who != "" {
				s.Experiencer = who // "我量的三十九度五，给她喂了美林": the child's reading
				continue
			}
		}
		m, found := mentionOf(x, s.Concept)
		if !found {
			// A finding read from several words ("a shooting pain from her
			// bum"): told of someone named if the whole turn is.
			if end := len(tx.runes) - 1; typist == "" && !s.Negated && s.Experiencer == extract.Patient && end >= 0 &&
				namedStory(tx, raw, x, extract.Mention{Span: [2]int{end, end + 1}}) {
				s.Uncertain = true
			}
			continue
		}
		if (s.Type == Condition || s.Type == Symptom) && s.Experiencer == extract.Other && theySaidItWas.MatchString(sentenceBefore(tx, m)) {
			s.Experiencer, s.Relayed = extract.Patient, true // "They said it was C. diff": the clinicians' word of the patient's illness
			continue
		}
		if s.Type == Medication && s.Experiencer == extract.Other && zhGivenToPatient(tx, m) {
			s.Experiencer = extract.Patient // "同事给的眼药水，点了两天": the colleague gave it, the patient used it
			if zhUseEnded(tx, m) {
				s.Status, s.Historical = Stopped, true // "…吃了也没用，我就没吃了"
			}
			continue
		}
		if s.Type == Medication && s.Experiencer != extract.Patient && givenToTheOneSpokenFor(typist, tx, m) {
			s.Experiencer = extract.Patient // "His mum gave him Calpol at 4 o'clock", told by his granny (spokenforhim.go)
			continue
		}
		if s.Type == Medication && !s.Negated {
			*s = borrowedDrug(tx, m, *s) // "my wifes levothyroxine", "some of me nan's co-codamol"
		}
		if s.Type == Medication && s.Experiencer == extract.Patient && givenToAnother(tx, m) && !givenToTheOneSpokenFor(typist, tx, m) {
			s.Experiencer = OtherPerson // "I give the vitamin D drops for her": the baby's
			continue
		}
		finding := s.Type == Symptom || s.Type == Condition
		switch {
		case s.Negated || s.Experiencer != extract.Patient:
		case ourNamedSubject(tx, raw, m) || myNamedSubject(x, tx, raw, m) || finding && typist == "" && theirBody(tx, m) || namedDoesIt(tx, raw, m): // with a typist "his tummy" is the patient's (spokenforhim.go)
			s.Experiencer = OtherPerson // "Our Brian had the lung cancer", "Spewing his guts up for a week", "Ciaran still smokes"
		case typist == "" && !s.Uncertain && namedStory(tx, raw, x, m):
			s.Uncertain = true // "Maisie's come up in hives": whose, the reading cannot tell (namedstory.go)
		case !finding || !current(*s):
		case sharesOthersSubject(x, tx, m):
			s.Experiencer = extract.Other // "he got negative HIV but positive Hep C"
		default:
			who := zhOthersTopic(tx, m) // "带状疱疹那个……我老伴儿前年得过"
			if who == "" {
				who = zhOthersCarried(x, tx, m, all) // "我老伴儿也感冒了，比我重，还咳嗽"
			}
			if who != "" {
				s.Experiencer = who
			}
		}
	}
	return st
}

// mentionOf returns the first mention of concept in x.
func mentionOf(x extract.Result, concept string) (extract.Mention, bool) {
	for _, m := range x.Mentions {
		if m.ConceptID == concept {
			return m, true
		}
	}
	return extract.Mention{}, false
}

// askedNameIn finds, for a statement an answer gives without a mention of
// its own, the name the clinician's question used for it, if the answer
// says that name again ("you took Allegra after?" "Correct. I tried out
// Allegra last summer…", where the name was not read as a mention): a
// mention in the answer's text, so the rules can read around it.
func askedNameIn(tx text, concept string, prior []Prior) (extract.Mention, bool) {
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-2; k-- {
		if prior[k].Speaker == Patient {
			continue
		}
		for _, n := range prior[k].Reading.Extract.Mentions {
			name := []rune(strings.ToLower(n.Text))
			if n.ConceptID != concept || len(name) < 3 {
				continue
			}
			for i := 0; i+len(name) <= len(tx.runes); i++ {
				if tx.between(i, i+len(name)) == string(name) {
					n.Span = [2]int{i, i + len(name)}
					return n, true
				}
			}
		}
		return extract.Mention{}, false
	}
	return extract.Mention{}, false
}

// theySaidItWas ends the words before an illness "they" named as what the
// patient had: "They said it was C. diff, I was in hospital for a week"
// (session 71's review 7, E18) gave the infection to "them". The doctors'
// word, relayed, as "The doctor said it was pneumonia" is.
var theySaidItWas = regexp.MustCompile(`\bthey (?:said|told me|reckoned|reckon|thought|think|found out|diagnosed it as)(?: that)? (?:it was|it's|it is|it were|that was)(?: (?:a|an|the|just|probably|definitely))*\s*$`)

package understand

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// allergyWords are the generic words that make an allergen mention an
// allergy ("我对青霉素过敏") and, alone and negated, record "no known
// allergies" ("我没有过敏").
var allergyWords = []string{"过敏", "过敏史", "过敏反应", "allergy", "allergies", "allergic", "drug allergy", "drug allergies"}

// allergyWordType is the mention type of an allergy word.
const allergyWordType = "allergy_word"

// NoKnownAllergy is the concept of a negated generic allergy statement.
const NoKnownAllergy = "allergy:any"

// allergyCondition is the ontology's generic "allergy" condition; in a turn
// it plays the part of an allergy word, not of a diagnosis.
const allergyCondition = "cond:allergy"

// IsAllergyWord reports whether a mention says "allergy" itself, alone
// ("过敏") or fused with its allergen ("青霉素过敏"). Such mentions are
// read, not shown as concepts of their own.
func IsAllergyWord(m extract.Mention) bool {
	if m.Type == allergyWordType || m.ConceptID == allergyCondition || m.ConceptID == "cond:drug_allergy_status" {
		return true
	}
	t := strings.ToLower(m.Text)
	return m.Type == ontology.TypeAllergen && (strings.Contains(t, "过敏") || strings.Contains(t, "allerg"))
}

var (
	// resolutionWords say a condition is gone or back to normal.
	resolutionWords = []string{"正常了", "正常", "好了", "没了", "痊愈", "治好了", "不高了", "降下来了", "下来了", "控制住了", "'s away", "is away now",
		"is gone", "are gone", "gone", "normal", "is fine", "are fine", "fine now", "cured", "resolved", "under control", "went away",
		"cleared up", "clear up", "settled", "better now", "愈合了", "healed",
		// "My pneumonia has cleared" (s51 blind round 20 en01): the perfect
		// of clearing, not "cleared for surgery".
		"has cleared", "have cleared", "'s cleared", "is cleared", "had cleared",
		// "the anaemia's sorted now" (change dev en-z1-008).
		"'s sorted", "is sorted", "are sorted", "all sorted", "sorted now",
		// "Leg's all good now", "the infection went by itself", "that was
		// over after delivery" (session 74's review 17).
		"all good now", "went by itself", "went away by itself", "went away on its own", "went on its own", "cleared by itself",
		"cleared on its own", "was over after", "that was over"}
	// stopWords say a drug was stopped; stopAfter are said after the drug
	// ("华法林别吃了").
	stopWords = []string{"停了", "停咗", "停药", "停掉", "不吃了", "不再吃", "没再吃", "别吃了", "不用了", "不用吃了", "不用抹了", "不用擦了", "不用涂了", "不用搽了", "不用喷了", "不用滴了", "没吃了", "停用", "没再买", "没再去买", "就没买了", "不买了", "did stop the", "did stop my", "did stop it", "stop tek", "stop tekkin",
		"stopped", "had to stop", "had to come off", "quit", "no longer take", "not taking",
		// A course the drug ended: "actually no, the ticagrelor finished after the first year" (session 72's review 11, E07).
		"finished after", "finished last", "finished in", "finished the course", "has finished", "had finished", "is finished", "'s finished", "finished now",
		// "the Keflex for the wound finished too", "I finished a prednisone
		// pack two weeks ago"; Jamaican "dem tek mi off it", Scots "been aff
		// the aspirin since Monday" (review 14, read as dev).
		"finished too", "finished as well", "finished a", "tek mi off", "tek me off", "took mi off", "been aff", "come aff", "came aff",
		// Jamaican "Di doctor stop di glibenclamide las month" (session
		// 74's review 15); a course finished is finishedRightBefore.
		"stop di", "stop dem",
		// "I tried ibuprofen but it hurt my stomach so I don't use it any more" (review 7, E11).
		"don't use it any more", "don't use it anymore", "don't use them any more", "don't use them anymore", "don't take it any more",
		"don't take them any more", "don't take them anymore", "not using it any more", "not using it anymore", "ran out of", "run out of", "been out of", "came off", "come off", "went off", "stopped taking", "don't take it anymore",
		"didn't work", "didn't help", "did not work", "did not help", "took me off", "taken off", "take me off", "taking me off",
		"taken me off", "switched me off", "switched him off", "switched her off", "took him off", "took her off", "taken him off", "taken her off",
		"tek him off", "tek her off",
		// Singaporean "so I already stop since last Wednesday", Caribbean
		// "the doctor stop that in June … She ent taking it again" (review 17).
		"already stop", "i stop since", "already stopped", "ent taking", "ain't taking", "aint taking", "not taking it again", "doctor stop that", "doctor stop it", "off it now", "off them now", "was taking", "was using", "were using", "was on", "were on", "had been on", "had been taking", "used to take",
		// The past perfect said short is a taking that had ended by the time
		// told of: "I'd been taking an aspirin for years … so I stopped".
		"i'd been taking", "i'd been on", "i'd been using", "had been using",
		// "was on" told of the prescriber: "They had me on Prozac". Not the
		// perfect: "they've had me on metformin for years" goes on.
		"they had me on", "he had me on", "she had me on", "doctor had me on", "doctors had me on",
		"been off", "i'm off", "i am off", "gone off", "stayed off", "pulled it", "pulled them", "pulled me off",
		// The patient agreeing to the stop a clinician ordered: "Okay, I'll stop the Benadryl".
		"i'll stop", "i will stop", "i'll come off", "i will come off",
		// "I threw the ibuprofen out already".
		"threw the", "threw away", "thrown away", "binned the", "binned my",
		// "I packed in the co-codamol" (change dev en-z1-014), "gave up the patches".
		"packed in", "packed it in", "packed them in", "pack in", "gave up the", "gave up my", "given up the", "given up my",
		"ditched the", "ditched my", "chucked the", "chucked my",
		"吃过", "用过", "以前吃"}
	// neverTakenWords deny the experience itself ("没吃过", "从来没用过"):
	// the "吃过" of stopWords is then no drug taken before.
	neverTakenWords = []string{"没吃过", "没用过", "没打过", "没抹过", "没擦过", "没有吃过", "没有用过", "没有打过", "沒吃過", "沒用過", "沒有吃過",
		"从没", "從沒", "从来没", "從來沒", "从未", "從未", "未曾", "不曾"}
	// triedWords and failedWords: a drug tried that did not help is one
	// the patient no longer takes ("I've tried antihistamines, but it
	// didn't really help").
	triedWords  = []string{"tried", "try", "had", "took", "was given", "used", "试过", "吃过", "用过", "吃了", "用了", "试了"}
	failedWords = []string{"没大管用", "不大管用", "不管用", "没管用", "没啥用", "没什么用", "冇么子用", "冇用", "没么子用", "冇得用", "didn't help", "didn't work", "did not help", "did not work", "wasn't helping", "wasn't really helping", "no help",
		"didn't do very well", "didn't do well", "didn't do much good", "didn't do any good", "did nothing", "didn't do the trick",
		"wasn't much good", "wasn't very good", "not very effective", "wasn't effective",
		"didn't do anything", "didn't do much", "didn't really help", "didn't really work", "doesn't help", "doesn't work", "not helping",
		"not working", "没用", "不管用", "没效果", "没什么效果", "不见效", "也没用", "不顶用", "不起作用", "没什么用",
		// A trial given up later in its sentence: "I tried ibuprofen but it
		// hurt my stomach so I don't use it any more" (review 7, E11).
		"don't use it any more", "don't use it anymore", "don't take it any more", "don't take it anymore", "so i stopped", "so i stopped it"}
	// switchWords move from one drug to the next ("from A to B", "把A换成B").
	switchWords = []string{"换成", "改成", "换用", "改用", "改吃", "换了", "改了", "换", "switched", "switch", "switching", "changed", "change",
		"moved", "swapped", "swap", "swapping",
		// Cantonese and written forms: "我哋将他莫昔芬转做来曲唑" (s51 blind round 20 zh04).
		"转做", "轉做", "转为", "轉為", "改为", "改為", "转用", "轉用", "换做", "換做"}
	// resolvedSymptoms are said of a symptom that is over. "好多了", "好些了"
	// and "好转" say it is better, not gone ("心慌好多了" still has it);
	// "就没事了" is "就好了" ("第二个礼拜就没事了").
	resolvedSymptoms = []string{"好了", "没了", "没得了", "莫得了", "冇得了", "消了", "退了", "不疼了", "不痛了", "好咗", "冇事咗",
		// Cantonese perfective 咗: "前日開始發燒，今朝退咗" (review 12 Z11).
		"退咗", "消咗", "冇咗", "就没事了", "就没啥事了", "就没什么事了", "就冇事", "就冇乜嘢", "就冇乜事", "that went", "it went", "but not now", "but not anymore", "but not any more", "'s away", "is away now",
		// Scots "away" is gone; a word cut on with an apostrophe never
		// meets a word boundary (wordIndex), so the pronoun is spelled out:
		// "Had a temperature the first few days but that's away now" (s53
		// blind round 21 en01).
		"that's away now", "it's away now", "that's away noo", "it's away noo", "that's all away now", "it's all away now", "over it now", "i'm over it", "got over it", "not now", "that passed", "it passed", "has passed", "finished last week", "has finished", "stop now", "it stop", "but not the last", "but no' the last", "right as rain", "and was fine", "was fine after", "now no more", "no more now", "stop 'bout", "stop about", "that pass", "it pass", "stopped now", "gone", "went away", "cleared up",
		"cleared", "settled", "stopped", "resolved", "healed up", "healed over", "has healed", "had healed", "nil since",
		// Breathing or a blocked nose that runs smooth again: "喘气儿倒顺溜了".
		"顺溜了", "顺畅了", "通畅了", "利索了", "none since", "not since", "nothing since", "nane since", "nothin since", "going away", "going down", "better now",
		"that's better", "it's better", "wore off", "worn off", "passed", "eased off", "died down", "subsided", "calmed down", "was past", "it's past", "is past", "all past",
		"fine now", "fine today", "it's fine now", "it's fine today", "ok now", "okay now", "alright now", "all right now", "fine since",
		// "the puffiness went in about a fortnight".
		"went in about", "went within", "went after a", "went after about",
		// A change made that ended it: "bit queasy when I took it before
		// breakfast, so I take it after now and it's fine".
		"now and it's fine", "now and it's been fine", "now and it is fine", "now and that's fine"}
	// noLonger say a symptom stopped: not a denial but history.
	noLonger = []string{"不疼了", "不痛了", "不咳了", "不烧了", "不吐了", "不拉了", "不痒了", "不晕了", "不肿了", "不闷了", "没再", "不再",
		"no longer", "not anymore", "not any more"}
	// beginningWords place a symptom at the start of an illness that has
	// moved on ("I had some fever in the beginning").
	beginningWords = []string{"at first", "in the beginning", "initially", "the first day", "first day", "to begin with", "at the start",
		"一开始", "刚开始", "起初", "头两天", "头几天", "开始那几天"}
	// watchWords repeat a clinician's safety net: the symptoms named are to
	// look out for, not had.
	watchWords = []string{"watch out for", "look out for", "keep an eye out", "keep an eye on", "look out", "be on the lookout",
		"注意观察", "留意", "注意一下"}
	// notDiagnoses are conditions that name a purpose, not an illness.
	notDiagnoses = map[string]bool{"cond:contraception": true}
	// events are illnesses that happen once and are over: said in the past
	// ("I had a stroke in 2002", "中过风", "摔了一跤") they are history.
	events = map[string]bool{"cond:myocardial_infarction": true, "cond:stroke": true, "cond:tia": true, "cond:deep_vein_thrombosis": true,
		"cond:pulmonary_embolism": true, "cond:appendicitis": true, "cond:concussion": true, "cond:sepsis": true, "cond:anaphylaxis": true,
		"cond:sprain": true, "cond:fracture": true, "cond:head_injury": true, "cond:cardiac_arrest": true, "cond:miscarriage": true,
		"cond:burn": true, "sym:syncope": true, "sym:seizure": true, "sym:falls": true, "cond:ankle_sprain": true,
		// A bleed in the brain is a stroke: it happens once.
		"cond:intracerebral_hemorrhage": true, "cond:subarachnoid_hemorrhage": true}
	eventPast = []string{"had", "have had", "'ve had", "suffered", "got", "fell", "broke", "was", "were", "went through", "passed out",
		"took my", "took me", "left me", "left my", "since my", "since the", "after my", "after the",
		// What the patient's own event caused is after it: "weak on the
		// right because of my stroke".
		"because of my", "due to my", "caused by my",
		// "I ended up falling because my hand missed the railing" is "I
		// fell" (MTS-Dialog dev train-780).
		"ended up", "wound up",
		"过", "了", "以前", "那次", "那年"}
	// eventTimes date a symptom that happens once (a faint, a fall, a
	// fit) as over: "I fainted yesterday" is an episode, not a state. Not
	// said of the illnesses in events, where a stroke yesterday is now.
	eventTimes = []string{"yesterday", "last night", "the other day", "this morning", "fainted", "blacked out", "collapsed", "did", "had",
		// "I briefly lost consciousness", "did you pass out at any point?":
		// the event's own verb in the past, or a question of whether it
		// ever happened.
		"lost", "passed out", "at any point",
		"昨天", "昨晚", "前天", "前几天"}
	// procedureWords after a condition name an operation for it.
	procedureWords = []string{"surgery", "operation", "op", "repair", "removal", "procedure", "手术", "切除"}
	// workupWords, after a condition, name a test for it: what it finds
	// is not yet known.
	workupWords = []string{"staging", "biopsy", "screening", "work-up", "workup", "筛查", "活检"}
	// vaccineWords make a disease the vaccine's, not the patient's.
	vaccineWords = []string{"vaccine", "vaccines", "vaccination", "vaccinations", "vaccinated", "jab", "jabs", "immunisation", "immunization",
		"booster", "two doses", "three doses", "both doses", "all three doses", "travel clinic", "疫苗", "接种", "预防针"}
	// testWords say a concept was tested for, not found: negative when the
	// result was normal, nothing otherwise.
	testWords     = []string{"test", "tested", "testing", "checked", "check for", "screened", "screening", "scan", "scanned", "x-rayed", "检查", "查了", "化验", "筛查", "测了"}
	testPositives = []string{"tested positive", "came back positive", "was positive", "is positive", "were positive", "positive for", "阳性"}
	testNegatives = []string{"negative", "normal", "all ok", "all okay", "fine", "clear", "nothing", "weren't any", "wasn't any", "didn't find",
		"阴性", "正常", "没事", "没问题"}
)

// listTail returns what is said of mention i and the mentions listed with
// it: the text after the last of "血压、血糖、血脂" up to the next thing the
// turn names, so that "都不高" covers the whole list and "血压高，血糖不高"
// does not deny the blood pressure.
func listTail(x extract.Result, tx text, i int) string {
	end := x.Mentions[i].Span[1]
	for j := i + 1; j < len(x.Mentions); j++ {
		n := x.Mentions[j]
		if n.Type == ontology.TypeBodySite || n.Span[0] < end {
			continue
		}
		gap := strings.Trim(tx.between(end, n.Span[0]), " 、,，和跟及还有")
		if gap != "" && gap != "and" && gap != "or" {
			return tx.between(end, n.Span[0])
		}
		end = n.Span[1]
	}
	return tx.from(end)
}

// notHighWords deny that a measure runs high.
var notHighWords = []string{"不高", "没高", "不算高", "不偏高", "不太高", "没有高", "没偏高", "not high", "isn't high", "is not high", "wasn't high",
	"never high", "never been high", "not up", "isn't up", "not raised", "isn't raised", "not too high", "not elevated"}

// highWords say a measure runs high.
var highWords = []string{"up", "high", "raised", "elevated", "too high", "through the roof", "偏高", "高", "下不来", "降不下来", "控制不好", "控制得不好"}

// conditionOfMeasure maps a vital or lab to the condition whose course it
// tracks, so "血压好像正常了" speaks about hypertension.
var conditionOfMeasure = map[string]string{
	"vital:bp": "cond:hypertension", "lab:glucose": "cond:diabetes", "lab:fasting_glucose": "cond:diabetes", "lab:hba1c": "cond:diabetes",
	"lab:ldl_c": "cond:hyperlipidemia", "lab:total_cholesterol": "cond:hyperlipidemia", "lab:triglycerides": "cond:hyperlipidemia",
}

// containsAny reports whether s holds any of words (see hasWord).
func containsAny(s string, words []string) bool { return hasAnyWord(s, words) }

// statements reads what a patient's turn says about the record.
func (r *Reader) statements(t Turn, x extract.Result, asks []Ask, prior []Prior) []Statement {
	tx := newText(t.Text)
	orig := []rune(t.Text) // as said, with its capitals (namedSubject)
	asked := map[string]Ask{}
	for _, a := range asks {
		asked[a.Concept] = a
	}
	// "Anything that runs in your family?" "Heart attack, my father…":
	// what the answer names without saying whose is the family's.
	relative := ""
	if n := len(prior); n > 0 && prior[n-1].Speaker != Patient {
		relative = prior[n-1].Reading.Relative
	}
	x = patientQuestions(t.Text, x)
	others := othersFindings(prior)
	over := saidOver(prior)
	classes := classesAsked(prior)
	everAsked := false // "have you ever…?": what the answer says it has had is history
	// "You had a brain stroke?" "Yes, mini stroke!": an event of the past
	// was asked after, and the answer's event is of the past too.
	pastEventAsked := false
	everDrugAsked := false // "were you taking any insulin then?": a drug the answer tells in the past was then
	for _, a := range asks {
		everAsked = everAsked || a.Ever
		everDrugAsked = everDrugAsked || a.Ever && a.Type == Medication
		pastEventAsked = pastEventAsked || a.Ever && a.Type == Condition && events[a.Concept]
	}
	onsetStory := len(prior) > 0 && prior[len(prior)-1].Speaker != Patient && prior[len(prior)-1].Reading.Onset
	var triedAsked, qualityAsked, takenBeforeAsked bool
	if len(prior) > 0 && prior[len(prior)-1].Speaker != Patient {
		q := prior[len(prior)-1].Reading
		qualityAsked, takenBeforeAsked = q.Quality, q.TakenBefore
		// "How was it treated?" asks of what the patient just told: a drug
		// for an illness over went with it, one for what goes on may too.
		triedAsked = q.Tried || q.Treated && lastPatientTurnOver(prior)
	}
	selfless := !saysSelf(tx)
	byPronoun := relative != "" && pronounFor(tx.str, relative) // "What about your mother?" "She had…" (pronounanswer.go)
	base := func(a extract.Assertion, typ, concept string) Statement {
		exp := experiencer(a, t.Speaker)
		if q, ok := asked[concept]; ok && q.Relative != "" && exp == extract.Patient && a.Subject == "" {
			exp = q.Relative // "孩子咳嗽吗？" "有点咳": the child's cough
		} else if relative != "" && exp == extract.Patient && a.Subject == "" {
			exp = relative
		} else if exp == extract.Other && a.Subject == "" && typ == Condition && byPronoun {
			exp = relative // "She had heart failure and emphysema."
		} else if who, ok := others[concept]; ok && !asked[concept].isAsk() && exp == extract.Patient && a.Subject == "" && selfless {
			// "My dad had hypertension." … "Has hypertension. Had
			// hypertension.": a fragment that names again what the
			// patient just said of someone else is still theirs.
			exp = who
		}
		return Statement{Type: typ, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
			Negated: a.Negated, Uncertain: a.Uncertain, Historical: a.Historical, Hypothetical: a.Hypothetical,
			Relayed: a.Relayed, Experiencer: exp, Confidence: 0.9}
	}
	out := r.measurements(t, unitsFromTheSession(x, prior), asks, base)
	withdrawn, switchedFrom := selfCorrections(x, tx) // "布洛芬，不对，是洛索洛芬"; "呋塞米……不是不是，出院换了"
	allergies, consumed, allergyParts := r.allergies(x, tx, asks, base)
	out = append(out, withoutWithdrawnAllergies(x, allergies, withdrawn)...)
	measured := map[int]bool{}
	for _, ms := range x.Measurements {
		measured[ms.Mention] = true
	}
	sites := r.attachSites(x, tx)
	repairedStop := repairedStops(x, tx, withdrawn) // "I stopped the atorvastatin, no sorry, the simvastatin" (repairedlater.go)
	triggers := zhTriggers(x, tx)
	for k := range zhCircumstances(x, tx) {
		triggers[k] = true
	}
	stoppedDrug := map[int]bool{} // mention index -> the statement stops it
	for i, m := range x.Mentions {
		if consumed[i] || withdrawn[i] {
			continue
		}
		if switchedFrom[i] || repairedStop[i] {
			m.Assertion.Historical = true // the drug of before the switch, or the one a stop was told of
		}
		if m.Type == ontology.TypeSymptom && (whenState(tx.before(m)) || triggers[i] || triggerState(tx, m) || contactReaction(tx, m)) {
			m.Assertion.Hypothetical = true // "I chew Nicorette when I'm stressed", "一咳嗽、打个喷嚏，裤子就湿了"
		}
		if denied, hedged := deniedAfter(tx.runes, m.Span[1]); (denied || listDenied(tx, m)) && (m.Type == ontology.TypeSymptom ||
			m.Type == ontology.TypeCondition && startsWithAny(strings.TrimLeft(tx.from(m.Span[1]), pauseRunes), fineWords) == "") {
			// "高血压，挺好的" says it is well controlled, not that it is not there.
			m.Assertion.Negated = true // "Fever no.", "心慌……没有吧"
			m.Assertion.Uncertain = m.Assertion.Uncertain || hedged
		}
		if m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient {
			if m.Assertion.Subject == "" && namedSubject(orig, tx, x, m) {
				m.Assertion.Experiencer = extract.Other // "Tom is on the warfarin for his heart"
			}
		}
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && m.Assertion.Negated && reduplicated(tx, m) {
			continue // "Sad, obviously. But I'm not depressed-depressed": not the illness, not denying the feeling
		}
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && (jokeAside(tx, m) || takenBackLater(x, tx, i)) {
			continue // "sick to my stomach, ha, but seriously", "a bit sick, no actually being sick"
		}
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && (nearlyHappened(tx, m) || hedgedAfter(tx, m)) {
			m.Assertion.Uncertain = true // "mi nearly fall inna di bathroom": whether it happened is for a clinician
		}
		if m.Type == ontology.TypeCondition && (relayedHedged(tx, m) || guessedAtTheEnd(tx, m) || kindOfThingAfter(tx, m)) {
			m.Assertion.Uncertain = true // "the doctor said it sounds like a migraine" (relayedhedge.go), "老花眼吧。"
		}
		if m.Type == ontology.TypeSymptom && takenBack(tx, m) {
			m.Assertion.Negated = true // "a wee bit sick, no actually being sick, just queasy"
		}
		switch lateAnswer(tx, m) {
		case answerNo:
			// "Oh, you asked about numbness down below, sorry, no": the
			// question brought back is answered after it.
			m.Assertion.Negated = true
		case answerUnsure:
			m.Assertion.Uncertain = true // "刚才问发烧，没量": not measured, not told
		}
		switch m.Type {
		case ontology.TypeCondition:
			if m.ConceptID == allergyCondition || notDiagnoses[m.ConceptID] || m.ConceptID == "cond:pregnancy" && pregnancyAsTime(tx, m) {
				continue
			}
			if startsWithAny(strings.TrimLeft(tx.after(m), " "), procedureWords) != "" || oneOfThem(tx, m) ||
				startsWithAny(strings.ToLower(strings.TrimLeft(tx.after(m), " ")), preventionWords) != "" {
				continue // "glaucoma surgery" is an operation, "the pneumonia one" a jab, "the malaria prophylaxis" a prevention: not the illness now
			}
			if startsWithAny(strings.ToLower(strings.TrimLeft(tx.after(m), " ")), workupWords) != "" {
				m.Assertion.Uncertain = true // "an ovarian cancer staging biopsy… not heard back": looked for, not found
			}
			if r.namedPrecisely(x, i) {
				continue // "thyroid problem… hypo": the turn says which thyroid disease
			}
			if describedThenNamed(x, tx, i) {
				continue // "a fungal infection, tinea cruris": the name says which
			}
			if likenedInApposition(tx, m) {
				continue // "small cramping, like period pain": what the cramping is like
			}
			if !m.Assertion.Negated && passedState(tx, m) {
				m.Assertion.Historical = true // "I was morbidly obese": then, not now
			}
			if !m.Assertion.Negated && (removedByOperation(tx, m) || namedForARemoval(tx, m) || toldOnce(tx.clauseOf(m.Span[0])) || toldCounted(tx.clauseOf(m.Span[0])) || datedAfter(tx, m)) {
				m.Assertion.Historical = true // "I had arthritis in my knee so I got it replaced", "…once for a kidney stone"
			}
			s := base(m.Assertion, Condition, m.ConceptID)
			if who := whoseByConstruction(x, tx, i); who != "" && s.Experiencer == extract.Patient {
				s.Experiencer = who // "My brother, he has … diabetes", "It was the ovarian cancer" of a mother who died
			}
			if picturedOrAdvised(tx, m) {
				s.Hypothetical = true // "I was picturing a stroke in my eye"
			}
			if !s.Negated && topicHedged(tx, m) {
				s.Uncertain = true // "水痘……小辰光好像出过"
			}
			if s.Historical && r.ownChronic(tx, m) {
				// "prednisolone for my asthma in March when it flared up":
				// the date is the flare's, the asthma is the patient's now.
				s.Historical = false
			}
			if s.Historical && r.lifelongTreatedThen(x, tx, m) {
				s.Historical = false // "前年冠心病放过一个支架": the date is the stent's
			}
			if eventToldPast(x, tx, m, m.ConceptID, t.At) || events[m.ConceptID] && pastEventAsked || r.acuteHadWhenAskedEver(tx, m, asked) ||
				r.acuteManyTimes(tx, m) || !s.Negated && (overSince(x, tx, m) || datedByFragment(x, tx, m, t.At) || toldOfChildhood(tx, m) ||
				r.isAcute(m) && (r.closedStory(x, tx, i) || startedAs(tx, m) || countedOnceAndDated(x, tx, m, t.At) || treatedByDoneCourse(x, tx, i)) ||
				(r.isAcute(m) || events[m.ConceptID]) && afterTheIllness(tx, m) ||
				duringAPastPregnancy(x, tx, m) || r.episodeOver(x, tx, m, t.At) ||
				!m.Assertion.Relayed && lastEpisode(tx, m)) {
				s.Historical = true
			}
			if s.Historical && !s.Negated && r.relapseComparedWithLastTime(tx, m) {
				s.Historical = false // "跟上回痛风一模一样": the bout was then, the gout is the patient's (comparedlasttime.go)
			}
			if !s.Negated && r.harmThatStoppedIt(x, tx, i, stoppedDrug) {
				s.Historical = true // "格列美脲上个月停了，老是低血糖": it went with the drug (stoppedforitsharm.go)
			}
			if s.Historical && !s.Negated && injuryOfNow(x, tx, i, t.At) {
				s.Historical = false // "打篮球崴脚了 右脚踝 肿得老高": the injury is the complaint (injurynow.go)
			}
			s.Resolves = saysOver(untilNextMention(x, tx, i), resolutionWordsOf(tx, m)) || healedLater(tx, m) || resolvedAfterOperation(tx, m) ||
				!s.Historical && saysOver(zhUntilComma(x, tx, i), resolutionWordsOf(tx, m)) // "医生说我的甲亢好了，让我把甲巯咪唑停了" (overlater.go)
			if s.Resolves && s.Historical && !s.Uncertain && r.isAcute(m) && (datedEarlier(x, tx, m, t.At, 30*24*time.Hour) || toldOfChildhood(tx, m)) {
				// "我十年前得过肺结核，已经治好了": an infection had long ago
				// and cured is a past episode, written inactive; a resolution
				// claim would leave the history unrecorded until reviewed.
				// "我的肺炎已经好了" is of now, and may close a recorded one:
				// a clinician's call.
				s.Resolves = false
			}
			if !s.Negated && r.isAcute(m) && (r.overItLater(x, tx, i) || sinceIllness(tx, m)) {
				s.Historical = true // "a full week, with the pneumonia … I was very bad. But I'm over it now."
			}
			if s.Experiencer == extract.Patient && runsInFamily(tx, m) {
				s.Experiencer = "family" // "In the family? No, but heart disease does."
			}
			if s.Resolves {
				s.Negated = false // "is gone" ends a condition; it does not deny it
			}
			if withdrawnDiagnosis(x, tx, i) {
				// "said she was lactose intolerant but that turned out to be
				// wrong": never hers (diagnosiswithdrawn.go)
				s.Negated, s.Historical, s.Resolves = true, false, false
			}
			out = append(out, fuzzy(s, m))
			out = append(out, alsoTheSpeaker(s, x, tx, m)...)
			out = append(out, alsoTheRelative(s, tx, m)...)
		case ontology.TypeVital, ontology.TypeLab:
			cond, ok := conditionOfMeasure[m.ConceptID]
			if measured[i] || !ok {
				continue
			}
			switch after := tx.after(m); {
			case r.takenFor(x, tx, m, cond):
				// "I'm on lisinopril for my blood pressure": treated for it.
				out = append(out, fuzzy(base(m.Assertion, Condition, cond), m))
			case containsAny(strings.ToLower(after), []string{"as high as it used to", "as it used to be", "than it used to", "没以前高", "不像以前那么高", "比以前低"}):
				// "My blood sugar isn't as high as it used to be": better than
				// before, which says neither that it is high nor that it is not.
			case saysOver(after, resolutionWords) && ownAgainstAnother(tx, m):
				// "俺老伴儿有糖尿病……俺自己血糖倒是正常" (session 72's review
				// 9, Z01): set against another's illness, a normal reading
				// ends nothing of the patient's.
			case saysOver(after, resolutionWords):
				s := base(m.Assertion, Condition, cond)
				s.Resolves, s.Negated = true, false
				out = append(out, fuzzy(s, m))
			case containsAny(listTail(x, tx, i), notHighWords) && !strings.Contains(after, "高不高") && !m.Assertion.Negated:
				// "我血压不高", "血压、血糖、血脂都不高", "my pressure's never
				// been high": a denial of the condition, never the
				// condition (highWords hold "高").
				s := base(m.Assertion, Condition, cond)
				s.Negated = true
				out = append(out, fuzzy(s, m))
			case containsAny(after, highWords) && !m.Assertion.Negated && !named(x, cond):
				// "my pressure's still up", "血压还是下不来": the condition
				// the measure tracks, now. A reading a little high
				// ("血糖有点高") is not yet the disease: a hedge. A turn that
				// names the condition itself ("我不是糖尿病，是血糖有点高")
				// has said what it is.
				s := base(m.Assertion, Condition, cond)
				s.Uncertain = s.Uncertain || containsAny(after, slightlyWords) ||
					hasAnyWord(after, []string{"was", "were"}) && !containsAny(after, []string{"still", "always"}) && !r.treatedIn(x, tx, m, cond)
				out = append(out, fuzzy(s, m))
			}
		case ontology.TypeDrug, ontology.TypeDrugClass:
			if falseStart(x, tx, i) {
				continue // "the nitro, nitrofurantoin": the start of the name said next
			}
			if avoidedForTheOneBefore(x, tx, i) {
				continue // "I take paracetamol rather than ibuprofen": the second is not taken
			}
			if m.Type == ontology.TypeDrugClass && r.specifiedNext(x, tx, i) {
				continue // "那个头孢……头孢呋辛": the class said first is the drug named next
			}
			if m.Type == ontology.TypeDrugClass && formOfDrugBefore(x, tx, i) {
				continue // "sodium cromoglicate eye drops": the drug in the form it comes in, one product
			}
			if namedAsNot(tx, m) {
				continue // "潮热可以先试试非激素的": what the drug is not
			}
			if startDatingToldDrug(x, tx, i) {
				continue // "They had me on Prozac. … When I started the Prozac, …": the time of the start, not the drug now
			}
			s := base(m.Assertion, Medication, m.ConceptID)
			if who := fragmentOwner(x, tx, i); who != "" && s.Experiencer == extract.Patient {
				s.Experiencer = who // "my cousin's on those, for her psoriasis. Humira."
			}
			if who := ownedBy(tx, m); who != "" && s.Experiencer == extract.Patient {
				s.Experiencer = who // "布洛芬是他吃的", "the Mobic is my husband's"
			}
			if picturedOrAdvised(tx, m) {
				s.Hypothetical = true // "my gran said I must take these multivitamins": not taken yet
			}
			clause := tx.clauseOf(m.Span[0])
			if told := tx.between(m.Span[1], tx.sentenceEnd(m)); !s.Negated && topicOnly(clause, m) && topicNotTaken.MatchString(told) {
				if hasAnyWord(told, []string{"anymore", "any more", "since", "no longer", "now"}) {
					s.Historical = true // "Omeprazole, I don't take it anymore": taken before
				} else {
					s.Negated = true // "The omeprazole, I have never had it": the clause after the topic denies it
				}
			}
			if s.Negated && (containsAny(clause, []string{"since", "以后就没", "之后就没"}) || zhNotSince.MatchString(clause)) {
				s.Negated, s.Historical = false, true // "haven't used an inhaler since I was 12", "The omeprazole, I haven't had it since Christmas": used before
			}
			if !s.Negated && !m.Assertion.Relayed && lastEpisode(tx, m) || !s.Negated && toldOnce(clause) {
				s.Historical = true // "上次感冒吃的阿莫西林", "I had tramadol from the hospital once"
			}
			if s.Historical && !m.Assertion.Negated && containsAny(clause, startedThen) && !containsAny(tx.sentenceOf(m.Span[0]), stopWords) &&
				!r.shortCourse(m.ConceptID) {
				// "Last year the doctor put me on metformin": started then,
				// taken since; a time long past dates the start, not an end.
				s.Historical = false
			}
			if containsAny(tx.sentenceOf(m.Span[0]), notStarted) && !toldTakenRightBefore(tx, m) || notTakenAfter(tx, m) || avoidedForWhatItDoes(x, tx, i) || notFilledNext(tx, m) {
				s.Hypothetical = true // "prescribed amoxicillin but haven't started it": not taken yet
			}
			if s.Negated && unfinished(sentenceBefore(tx, m)) {
				s.Negated = false // "I haven't finished the cefalexin yet": still taking it
			}
			if s.Negated && noLongerTaken(tx, m) {
				s.Negated, s.Historical = false, true // "我没吃二甲双胍了": taken before, not now
			}
			if guessedName(tx, m) {
				s.Uncertain = true // "叫……雷贝拉唑吧，好像是这个名字"
			}
			if combinedName(x, i) || combinedInEnglish(x, tx, i) {
				s.Uncertain = true // "妥布霉素地塞米松滴眼液": one product, which the lexicon may not hold
			}
			if m.Type == ontology.TypeDrug && len(classes) > 0 && len(strings.Fields(t.Text)) <= 4 && !r.inAnyClass(m.ConceptID, classes) {
				// "Any inhalers?" "Yes." "Which ones?" "Lexapro.": a name
				// alone that is none of what was asked may be misheard or
				// misunderstood.
				s.Uncertain = true
			}
			if !s.Negated && !s.Hypothetical && r.namedAfterAPastCourse(x, tx, i) {
				s.Historical = true // "I was on the combined pill before I got pregnant, Microgynon"
			}
			newDose := ""
			if !s.Negated && !s.Hypothetical {
				newDose = changedDose(x, tx, i) // "以前一天一片，医生让加到一片半": taken still, at the new dose
			}
			kept := keptOnDrug(tx, m) || startedAfterStop(tx, m) && !s.Negated || newDose != "" || !s.Negated && !s.Hypothetical && doseChangedThen(x, tx, i)
			// "They gave me nifedipine that time, I am still taking it": taken since, now.
			kept = kept || !s.Negated && !s.Hypothetical && s.Historical && goesOnTaking(x, tx, m)
			if kept {
				s.Negated, s.Historical = false, false
			}
			frontedNever := !kept && !s.Negated && !s.Hypothetical && frontedNotTaken(tx, m) // "Cipro I never take" (frontednottaken.go)
			if frontedNever {
				s.Negated, s.Historical = true, false
			}
			neverTaken := s.Negated && (containsAny(clause, neverTakenWords) || frontedNever) // "我没吃过奥美拉唑": never, not stopped
			if !kept && !neverTaken && (containsAny(stopScope(x, tx, i), stopWords) && !startedRightBefore(tx, m) || finishedRightBefore(tx, m) || orderedStopped(tx, m) || bareStoppedThe(tx, m) || s.Historical || stoppedLater(x, tx, i) || r.namesStoppedClass(x, tx, i, stoppedDrug) ||
				containsAny(tx.before(m), triedWords) && containsAny(tx.sentenceOf(m.Span[0]), failedWords) ||
				!s.Negated && !s.Hypothetical && (triedOnce(tx, m) || (triedAsked || everDrugAsked) && toldAsTried(tx, m) || takenBeforeAsked && !ongoing(tx.sentenceOf(m.Span[0])) || r.namedForAStoppedAsk(tx, m, asks) || completedCourse(x, tx, m) || finishedAlong(x, tx, i) || stoppedAlongAfter(x, tx, i) || stoppedAfterItsEffect(x, tx, i) || r.episodeOver(x, tx, m, t.At) ||
					firstOfSequence(x, tx, i) || givenInAStayOver(tx, m) || swappedOffIt(x, tx, i) || replacedByTheOneBefore(x, tx, i) || causedThenSwapped(x, tx, i) || avoidedInTheNextSentence(x, tx, i) || r.coursesCounted(tx, m) || givenOnce(tx, m) || takenOnceDatedBack(x, tx, m, t.At) || dosePackHad(tx, m) || drugTakenDatedByFragment(x, tx, m, t.At) || drugNamedWithALongAgo(tx, m) ||
					spanOver(tx.partOf(m.Span[0]), []string{"took", "used"}) ||
					r.givenForAnEpisodeOver(tx, m, prior) || r.givenEachTime(tx, m) || takenForWhatIsOver(tx, m))) &&
				!goesOnTaking(x, tx, m) {
				s.Status, s.Negated = Stopped, false
				stoppedDrug[i] = true
			}
			for _, d := range x.Doses {
				if d.Mention == i {
					setDose(s.Attributes, d)
					if d.Frequency != "" {
						s.Attributes["frequency"] = d.Frequency
					}
				}
			}
			if newDose != "" {
				s.Attributes["dose"] = newDose
			}
			out = append(out, fuzzy(s, m))
		case ontology.TypeSocial:
			if smokesAnotherNamed(x, tx, m) {
				continue // "I take marijuana. I feel hungry after smoking it": no tobacco
			}
			if habitJudged(tx, m) {
				continue // "No, I don't. Smoking is gross.": an opinion, the answer says the rest
			}
			h := r.habit(base(m.Assertion, Observation, m.ConceptID), m, tx)
			if j := sameAsHabitBefore(x, tx, i); j >= 0 {
				// "Never smoked. Same goes for alcohol.": what was said of
				// the habit before is said of this one.
				p := r.habit(base(x.Mentions[j].Assertion, Observation, x.Mentions[j].ConceptID), x.Mentions[j], tx)
				h.Negated, h.Historical, h.Status = p.Negated, p.Historical, p.Status
			}
			h = amountOnlyHedged(h, m, tx) // "I drink maybe a glass or two of wine": drinks, about that much
			if h.Historical && !h.Negated && onlyHabit(x, m.ConceptID) {
				h = keptUpNowAndThen(h, x, t.Text) // "I quit smoking last year. well, mostly. I have the odd one at parties"
			}
			out = append(out, fuzzy(h, m))
		case ontology.TypeProcedure:
			if s, ok := r.procedure(base(m.Assertion, Procedure, m.ConceptID), m, tx); ok {
				out = append(out, fuzzy(s, m))
			}
		case ontology.TypeSymptom:
			concept := m.ConceptID
			if triggerAct[concept] && (triggerClause.MatchString(tx.before(m)) || actThatHurts(tx, m)) {
				continue // "a little leak when I cough or sneeze": when it happens, not a complaint
			}
			if lesionPain(tx, m) {
				continue // "painful pimples on my chin and jaw": the pimples hurt, the jaw is where they are
			}
			if feverShaking(x, tx, m) {
				continue // "when the fever comes I'm shaking, teeth chattering": the rigor, not a tremor
			}
			if concept == "sym:cyanosis" && injuryGoingBlue(tx, m) {
				concept = "sym:bruising" // "it swelled up right away… now it's going blue": the injury bruises
			}
			if partTired(x, tx, m) {
				continue // "my jaw gets tired when I chew": one part tires, the patient is not fatigued
			}
			if bellyCramp(m, tx, asks) || bareCrampAfterBowelUpset(m, tx, prior) {
				continue // the pain in the belly asked or said, not a muscle's
			}
			site, hasSite := sites[i]
			if concept == "sym:itching" && !hasSite {
				if at := loneSiteBefore(x, tx, i); at != "" && r.composed[[2]string{concept, at}] != "" {
					concept = r.composed[[2]string{concept, at}] // "the eyes are driving me mad. Itchy and watery, the both of them"
				}
			}
			if qualityAsked && !hasSite && qualityWord(m.Text) {
				continue // "Can you describe the pain?" "It feels achy.": how it feels
			}
			switch {
			case hasSite:
				if concept == "sym:bruising" && internalOrgans[site] {
					continue // "a bruised left kidney": an injury to the organ, not a bruise on the skin
				}
				if specific := r.composed[[2]string{concept, site}]; specific != "" {
					concept = specific
				} else if pain := r.composed[[2]string{"sym:pain_symptom", site}]; concept == "sym:myalgia" && pain != "" && achesAtASite(m.Text) {
					concept = pain // "aches and pains in my hands": the hands hurt, not the muscles everywhere
				}
			case r.isGeneric(concept):
				// A bare "疼" answers the pain asked about ("肚子疼不疼？"
				// "疼"), or repeats a symptom its sentence names, or one
				// the turn or the patient's last turns place ("the swelling
				// on my hand… the swelling", "my head… pain's horrible").
				if a, ok := r.askedSpecific(concept, asks); ok && answerOf(tx.clauseOf(0)) != answerNo {
					if r.placedInTurn(concept, i, sites, x) {
						// "Pain in your arm or hand?" "After the pain started,
						// a painful cramping in these two fingers": the answer
						// puts the pain at its own site, not the one asked.
						continue
					}
					concept = a
				} else if ok {
					// "Any abdominal discomfort?" "No. It is painful to eat
					// with the sores": the no answered; the pain is another.
					continue
				} else if r.specificInSentence(x, tx, i) || r.placedElsewhere(concept, i, sites, x, prior) || concept == "sym:pain_symptom" {
					// A pain said nowhere is too vague to record ("酸疼",
					// "it hurts"): the patient will say where.
					continue
				}
			}
			if reasonAgain(x, tx, i) {
				continue // "I was taking Dolo for that fever": the fever told before stands
			}
			if pausedTopicTakenUp(x, tx, i) {
				continue // "出汗……晚上是有出汗": the later telling says what it is
			}
			if nightSweating(tx, m, concept) {
				concept = "sym:night_sweats" // "sweating loads at night"
			}
			s := base(m.Assertion, Symptom, concept)
			if who := whoseByConstruction(x, tx, i); who != "" && s.Experiencer == extract.Patient {
				s.Experiencer = who // "My mum, she has the same headaches"
			}
			if !s.Negated && !s.Hypothetical && (concept == vagueMalaise || likeness(sentenceBefore(tx, m))) {
				// "just making me feel so unwell" names no complaint a
				// clinician could act on, and "it feels, um, like a cramp"
				// describes another: what it is is unsure.
				s.Uncertain = true
			}
			if !s.Negated && gaveForASpan(tx.sentenceOf(m.Span[0])) {
				s.Historical = true // "the first one gave me a sore arm and I felt crummy for a day": a span that closed
			}
			if !s.Negated && afterATriedStop(tx, m) {
				s.Historical = true // "I've tried to stop a couple times, and by day two I'm shaky and sweaty"
			}
			if !s.Negated && episodesHad(tx, m) {
				s.Historical = true // "I had a few episodes of lightheadedness that year": spells that ended
			}
			if !s.Negated && reasonForAStop(tx, m) {
				s.Historical = true // "the morning one I stopped, I was feeling very drowsy at office"
			}
			if !s.Negated && likeThat(tx, m) {
				s.Uncertain = true // "grey-blue patches, like bruise like that": something like it, not it
			}
			if !s.Negated && feverForAnAllergy(x, tx, m, asks) {
				s.Uncertain = true // "Any allergies?" "Erm, I have a fever.": a hay fever heard short, or a fever; unsure
			}
			if !s.Negated && disputedReport(tx, m) {
				s.Uncertain = true // "Our Julie says I'm getting forgetful…, but I am"
			}
			if s.Negated && neverLikeThis(tx, m) {
				s.Negated, s.Historical = false, false
			}
			if !s.Negated && endsWithAny(tx.before(m), []string{"不太", "不怎么", "不大", "没怎么"}) && strings.HasPrefix(strings.TrimSpace(tx.after(m)), "了") {
				s.Historical = true // "不太咳了": hardly any more
			}
			if site, ok := sites[i]; ok && !r.namedSites[concept][site] {
				// The site is part of what the symptom is (knee pain and
				// ankle pain are two); a concept that names it ("ankle
				// pain") needs no attribute to say so again, so that "my
				// ankle hurts" and "脚踝也疼" are one symptom.
				s.Attributes[entity.SiteAttribute] = r.Display(site, "en")
				if concept == m.ConceptID {
					s.Display = r.Display(site, "en") + " " + s.Display
				}
			}
			if s.Negated && endsToldEpisode(x, tx, i) {
				s.Negated, s.Historical = false, true // "Fever was there last week, now no fever": the end of it
			}
			if s.Negated && (containsAny(tx.clauseOf(m.Span[0]), noLonger) || notAnyMore(tx, m) ||
				containsAny(tx.afterInPart(m), []string{"went away", "gone away", "is gone", "has gone", "cleared up"})) {
				s.Negated, s.Historical = false, true // "嗓子不疼了": it was, and is over
			}
			if !s.Negated && (r.resolvedLater(x, tx, i) || !recurringGet(tx, m) && toldAtTheBeginning(tx, m) ||
				eventToldPast(x, tx, m, concept, t.At) ||
				symptomEvent(concept) && hasAnyWord(tx.clauseOf(m.Span[0]), eventTimes) || completedCourse(x, tx, m) || overSince(x, tx, m) ||
				allOverNext(x, tx, m, t.At) || r.siteOverNext(x, tx, m, concept, sites[i]) || gainStoppedNext(tx, m, concept) ||
				datedByFragment(x, tx, m, t.At) || over[concept] && !back(tx.sentenceOf(m.Span[0])) || !m.Assertion.Relayed && lastEpisode(tx, m) ||
				r.episodeOver(x, tx, m, t.At) || undoneLater(tx, m) || didUntilStopped(tx, m) || r.namedAgainAsOver(x, tx, i) ||
				inATimeThatWas(tx, m) || toldWithDid(fromClause(tx, m)) || r.toldAsEpisode(x, tx, i, t.At) || toldOfChildhood(tx, m) ||
				endedByTheNext(tx, m) || causedInThePast(tx, m) || datedByTheSentenceBefore(x, tx, i, t.At) || endedByOwnVerb(x, tx, m) ||
				inAFallStory(tx, m) && !hurtByTheFall(tx, m, concept) || onceTakenFor(tx, m) || madeToStop(tx, m) || lastedThen(tx, m) || datedBareZh(x, tx, m, t.At) ||
				recoveredStory(x, tx, i, t.At) || overLaterInSentence(x, tx, m) || effectThenChanged(tx, m) || toldBegunLongAgo(x, tx, m, t.At)) {
				s.Historical = true
			} else if !s.Negated && !s.Hypothetical && episodeOfToday(x, tx, i, t.At) {
				s.Uncertain = true // "I vomited twice this morning": whether it goes on is unsaid
			}
			if concept == "sym:fever" && !s.Negated && feverUnsure(x, tx, m) {
				s.Uncertain = true // "I felt hot on Saturday, but I didn't take it", "a low-grade fever, like 99.8"
			}
			if !s.Negated && containsAny(tx.afterInPart(m), []string{"at the beginning"}) &&
				!hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"still", "keep", "keeps", "kept", "ever since", "all along", "again"}) {
				// "a little brown spotting at the beginning, now nothing"; only after it: "at the
				// beginning, like when I was starting to have the coughing" dates by the cough.
				s.Historical = true
			}
			if !s.Negated && causedByDrugStoppedJustBefore(x, tx, i, stoppedDrug) {
				s.Historical = true // "I ain't took that since the summer. It had my legs aching so bad…"
			}
			if !s.Negated && (causedByStopped(x, tx, i, stoppedDrug) || resultOfADrugStoppedBefore(tx, m, prior) || troubleOfADrugGivenUp(x, tx, m)) {
				s.Historical = true // "阿司匹林以前吃过，吃得胃疼，停了好几年了": what it did then
			}
			if !s.Negated && (causedByAvoided(x, tx, i) || causedByAvoidedAgent(tx, m)) {
				s.Hypothetical = true // "Combiflam gives me acidity, so I avoid it": what it would do
			}
			if containsAny(tx.str, watchWords) {
				continue // "back pain, vomiting: I'll watch out for those"
			}
			if everAsked && !s.Negated && toldAsHad(tx.sentenceOf(m.Span[0])) {
				s.Historical = true // "ever felt faint after a sting?" "I've only had swelling where I was stung"
			}
			if onsetStory && !s.Negated && toldAsPast(tx.sentenceOf(m.Span[0])) {
				// "What were you doing when it started?" "I just felt some
				// nausea and had to vomit": how it began, not how it is;
				// what goes on is said elsewhere.
				continue
			}
			if onset, ok := onsetOf(x, tx, m, t.At); ok {
				s.Onset = &onset
				s.Attributes["onset"] = onset.Format(time.RFC3339)
			}
			if d := durationOf(x, tx, m); d != "" {
				s.Attributes["duration"] = d
			}
			out = append(out, fuzzy(s, m))
			out = append(out, alsoTheSpeaker(s, x, tx, m)...)
		}
	}
	if isHan(t.Text) {
		out = append(out, r.zhStateStatements(t, x, tx, allergyParts)...)
		out = append(out, r.zhEventStatements(t, x, tx)...)
		out = append(out, r.zhWeightUnchanged(t, x, tx)...)
		out = append(out, r.zhWellAgainStatements(t, x, tx)...) // "睡觉也踏实了", "不累了，有劲儿了" (zhwellagain.go)
	} else {
		out = append(out, notReadYet(out, r.enStateStatements(t, x, tx, allergyParts))...)
		out = append(out, r.enSwellingStatements(t, x, tx)...)
	}
	out = exceptions(tx, out)
	out = append(out, r.splitHabitStatements(x, tx)...)
	out = switchedAwayAfter(x, tx, r.switches(x, tx, out)) // "switched me to nitrofurantoin, the trimethoprim wasnae touchin' it" (switchedfrom.go)
	out = wishedSwitches(x, tx, out)
	out = alternatives(x, tx, out)
	out = r.tested(x, tx, out)
	out = append(out, r.echoDenials(t, x)...)
	out = append(out, r.listDenials(t, x)...)
	out = echoHedges(x, newText(t.Text), out)
	out = onlySometimes(x, tx, out)  // "就晚上咳，白天不咳" (onlysometimes.go)
	out = r.kindSaidOver(x, tx, out) // "it give mi one dry cough every night. Di cough gone now."
	return dedupe(out, isHan(t.Text))
}

// echoedNoWords may follow "I didn't", "I don't" in a no that answers an
// echo: "Chest pain? I don't have that", "I didn't notice any".
var echoedNoWords = map[string]bool{"have": true, "had": true, "get": true, "got": true, "feel": true, "felt": true, "notice": true, "noticed": true,
	"think": true, "so": true, "it": true, "that": true, "those": true, "them": true, "any": true, "anything": true, "one": true, "either": true,
	"really": true, "at": true, "all": true, "much": true,
	// "Alcohol no, I don't drink at all": the habit's own verb.
	"drink": true, "smoke": true, "take": true, "use": true, "do": true, "even": true, "ever": true}

// noOfItsOwn reports whether a clause that opens with a no of the speaker
// ("I didn't", "I don't") goes on with a verb or an object of its own: "I
// didn't have a thermometer" (session 72's review 9, E14), "I didn't
// check" deny no complaint named before them. Of a drug, "The sitagliptin,
// I didn't order it again" still says it is not taken.
func noOfItsOwn(clause string) bool {
	s := withoutFillers(strings.ToLower(clause))
	n := startsWithAny(s, noAnswers)
	if !strings.HasPrefix(n, "i ") {
		return false
	}
	for _, w := range strings.Fields(strings.Trim(s[len(n):], " .,!?;")) {
		if !echoedNoWords[strings.Trim(w, ".,!?;")] {
			return true
		}
	}
	return false
}

// notReadYet returns the statements of more that out holds no statement of
// the same finding about the same person. A state read again at its site
// ("My legs were aching something awful. It's gone now.") is the mention
// read already, with less of the turn around it: it would otherwise win
// dedupe as the later telling, and undo the end the first reading saw.
func notReadYet(out, more []Statement) []Statement {
	if len(more) == 0 {
		return more
	}
	read := make(map[string]bool, len(out))
	for _, s := range out {
		read[identity(s)] = true
	}
	return slices.DeleteFunc(more, func(m Statement) bool { return read[identity(m)] })
}

// othersFindings maps the concepts the patient's last turns said of
// someone else (a relative, another person) to whom, when nothing said
// since made them the patient's.
func othersFindings(prior []Prior) map[string]string {
	out := map[string]string{}
	for k := max(0, len(prior)-4); k < len(prior); k++ {
		if prior[k].Speaker != Patient {
			continue
		}
		for _, s := range prior[k].Reading.Statements {
			if s.Experiencer == extract.Patient {
				delete(out, s.Concept)
			} else {
				out[s.Concept] = s.Experiencer
			}
		}
	}
	return out
}

// saidOver returns the symptoms the patient's last turns said are over
// ("now I've stopped vomiting"), when nothing said since made them current.
func saidOver(prior []Prior) map[string]bool {
	out := map[string]bool{}
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, s := range p.Reading.Statements {
			if s.Type != Symptom || s.Experiencer != extract.Patient || s.Negated || s.Uncertain {
				continue
			}
			out[s.Concept] = s.Historical || s.Status == Inactive || s.Status == Resolved
		}
	}
	return out
}

// backWords say a symptom goes on or came back.
var backWords = []string{"again", "back", "started", "starting", "recently", "today", "又", "还", "现在", "再", "重新"}

// back reports whether a sentence says what it names goes on or came back
// ("it's back", "I'm vomiting again"): a symptom said over before is
// current again only so ("Yeah, just normal vomit" is the one that was).
func back(sent string) bool { return ongoing(sent) || hasAnyWord(sent, backWords) }

// speakerWords name the speaker.
var speakerWords = []string{"i", "i'm", "i've", "i'd", "i'll", "im", "ive", "me", "my", "mine", "myself", "我", "俺", "咱", "本人", "自己"}

// saysSelf reports whether a turn names its speaker anywhere.
func saysSelf(tx text) bool { return hasAnyWord(tx.str, speakerWords) }

// isAsk reports whether a is a question asked (not the zero Ask).
func (a Ask) isAsk() bool { return a.Concept != "" }

// fuzzy lowers the confidence of a statement read from a misspelt word.
func fuzzy(s Statement, m extract.Mention) Statement {
	if m.Fuzzy {
		s.Confidence = min(s.Confidence, 0.6)
	}
	return s
}

// patientQuestions reads what a patient asks about ("Could it be my
// thyroid?", "是不是关节炎？"): a question asserts nothing, so a condition
// asked about is a hedge and a drug asked about hypothetical, except a drug
// they call theirs ("my warfarin"). An English question that opens with its
// verb is one whole; in Chinese only the clause that asks. An echo answered
// in the same turn is read by echoDenials.
func patientQuestions(text string, x extract.Result) extract.Result {
	sents := sentences(text)
	tx := newText(text)
	marked := false
	ms := append([]extract.Mention(nil), x.Mentions...)
	for i, m := range ms {
		for _, s := range sents {
			if !s.in(m.Span) || !s.question {
				continue
			}
			whole := startsWithAny(s.text, questionOpeners) != "" || confirmTag(s.text)
			whole = whole || drugAskedAbout(s.text, m) // "What about the allopurinol, like my brother?"
			last := tx.clause[m.Span[0]] == tx.clause[max(s.start, s.end-1)]
			mine := containsAny(tx.between(max(0, m.Span[0]-8), m.Span[0]), []string{"my", "我的", "我在吃的", "我吃的", "我在吃", "我一直吃", "我正在吃"})
			switch {
			case !whole && !last, mine:
				// "would it be ok to take ibuprofen with my warfarin?":
				// the warfarin is theirs.
			case (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !allergyToldRising(s.text, m, tx):
				ms[i].Assertion.Hypothetical, marked = true, true
			default:
				// "might be a UTI?": asked about themselves, a hedge;
				// "I think I might be allergic to sulfa drugs?", an
				// allergy told with a rising voice, is one too.
				ms[i].Assertion.Uncertain, marked = true, true
			}
		}
	}
	if marked {
		x.Mentions = ms
	}
	return x
}

// confirmTags end a sentence that asks to have all of it confirmed
// ("Those are the red bumps, right?", "是糖尿病，对吧？").
var confirmTags = []string{", right", ", correct", ", yeah", ", isn't it", ", aren't they", ", no", ", yes", "，对吧", "，是吧", "，对不对", "，是不是", "对吧", "是吧"}

func confirmTag(sentence string) bool {
	t := strings.ToLower(strings.TrimRight(sentence, "?？ "))
	for _, tag := range confirmTags {
		if strings.HasSuffix(t, tag) {
			return true
		}
	}
	return false
}

// questionOpeners open an English yes/no question.
var questionOpeners = []string{"do", "does", "did", "is", "are", "was", "were", "could", "can", "would", "should", "will", "have", "has",
	"may", "might", "shall", "isn't", "aren't", "doesn't", "don't", "didn't", "won't", "wouldn't", "couldn't"}

// exceptionWords single out what a patient has before denying the rest
// ("除了头晕没什么不舒服", "apart from the cough I'm fine").
var exceptionWords = []string{"除了", "除开", "apart from", "other than", "except", "besides", "aside from"}

// exceptions drops the general discomfort a patient denies after naming
// the exception: "没什么不舒服" there means nothing else, not "no malaise".
func exceptions(tx text, in []Statement) []Statement {
	if !containsAny(tx.str, exceptionWords) {
		return in
	}
	out := in[:0]
	for _, s := range in {
		if s.Negated && s.Concept == "sym:malaise" {
			continue
		}
		out = append(out, s)
	}
	return out
}

// tested reads concepts the turn names as tested for or vaccinated
// against: a vaccine is not the disease, and a test is no finding (it
// denies one when its result was normal: "a negative pregnancy test").
func (r *Reader) tested(x extract.Result, tx text, in []Statement) []Statement {
	vaccinated, testedFor := map[string]bool{}, map[string]bool{}
	negative := map[string]bool{}
	for _, m := range x.Mentions {
		part := tx.partOf(m.Span[0])
		switch {
		case containsAny(part, vaccineWords):
			vaccinated[m.ConceptID] = true
		case containsAny(part, testWords) && m.Type != ontology.TypeVital && m.Type != ontology.TypeLab &&
			!takenThenTested(tx, m) && !ownDrugThenTest(tx, m) &&
			!containsAny(tx.sentenceOf(m.Span[0]), testPositives) && !checkedAfterwards(tx, m) && !followedUp(tx, m) &&
			!zhTestedAfterwards(tx, m) && // "我是慢性肾病3期，今天拿了化验单" (hadthentested.go)
			!resultToldBefore(tx, m): // "…两个都是阴性 医生说就是普通感冒": the diagnosis after the results
			// A positive test found it: "I've got covid, tested positive
			// yesterday" is covid.
			testedFor[m.ConceptID] = true
			negative[m.ConceptID] = containsAny(tx.sentenceOf(m.Span[0]), testNegatives)
		}
	}
	out := in[:0]
	for _, s := range in {
		switch {
		case vaccinated[s.Concept]:
			continue
		case testedFor[s.Concept] && negative[s.Concept]:
			s.Negated, s.Uncertain, s.Historical = true, false, false
		case testedFor[s.Concept] && !s.Negated:
			continue
		}
		out = append(out, s)
	}
	return out
}

// takenThenTested reports whether drug m is told as taken in a clause of its
// own, right after "I'm on" or "I take", and the test comes in another
// clause: "I'm on amoxicillin, and the blood test was negative" tested
// something else.
func takenThenTested(tx text, m extract.Mention) bool {
	return isDrug(m) && !containsAny(tx.clauseOf(m.Span[0]), testWords) && toldTakenRightBefore(tx, m)
}

// toldTakenRightBefore reports whether the words right before drug m say
// the patient takes it: "I'm on", "I take", "我在吃". Another clause of its
// sentence that wishes or plans ("牙疼想吃点止痛药", review 5, Z15) is of
// another drug.
func toldTakenRightBefore(tx text, m extract.Mention) bool {
	before := strings.ToLower(strings.TrimRight(tx.before(m), " "))
	return endsWithAnyWord(before, []string{"i'm on", "i am on", "i take", "i'm taking", "i am taking", "i'm still on", "i'm also on"}) ||
		endsWithAny(before, []string{"我在吃", "我一直在吃", "我正在吃", "我现在在吃"})
}

// ownDrugThenTest reports whether drug m is told as the patient's ("my
// levothyroxine") before the part's test word: "They've put my
// levothyroxine up to 100 from 75 after the last blood test" (session 70's
// review 5, E18) tested the blood, not the drug.
func ownDrugThenTest(tx text, m extract.Mention) bool {
	if !isDrug(m) || !endsWithAnyWord(strings.ToLower(strings.TrimRight(tx.before(m), " ")), []string{"my"}) {
		return false
	}
	start := tx.partStart(m.Span[0])
	return !containsAny(strings.ToLower(tx.between(start, m.Span[0])), testWords)
}

// resultToldBefore reports whether a negative result is told in m's part
// before it, and a diagnosis is then said: "新冠流感都测了 两个都是阴性 医生说
// 就是普通感冒" tested the flu, not the cold it names after.
func resultToldBefore(tx text, m extract.Mention) bool {
	before := tx.between(tx.partStart(m.Span[0]), m.Span[0])
	i := firstIndexOfAny(before, testNegatives)
	return i >= 0 && containsAny(before[i:], []string{"说是", "就是", "诊断", "说", "said it's", "said it was", "diagnosed"})
}

// recurringGet reports whether a complaint is told in the present of what
// comes each time ("I get headaches with it, on the first day", of each
// period): its "first day" is of each time, not of an illness gone by.
func recurringGet(tx text, m extract.Mention) bool {
	return hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"i get", "i always get", "i usually get", "i often get", "i tend to get", "i normally get",
		"every time", "each time", "every month", "each month", "every period"})
}

// checkedAfterwards reports whether the only test word of m's part comes
// after m as a next thing the patient did ("I got all shaky at work, … and
// I checked and it was sixty-four"): the patient checked something else
// (the sugar), and the complaint was had, not tested for.
func checkedAfterwards(tx text, m extract.Mention) bool {
	start := tx.partStart(m.Span[0])
	if containsAny(tx.between(start, m.Span[1]), testWords) {
		return false // "tested for diabetes", "a pregnancy test" before it
	}
	after := tx.afterInPart(m)
	at := -1
	for _, w := range testWords {
		if i := strings.Index(after, w); i >= 0 && hasWord(after, w) && (at < 0 || i < at) {
			at = i
		}
	}
	if at < 0 {
		return false
	}
	between := after[:at]
	if endsWithAnyWord(strings.TrimRight(between, " "), []string{"it", "them", "that", "this", "it all"}) {
		return false // "I had a rash and I got it checked": the rash was
	}
	return containsAny(between, []string{"and i", "so i", "then i", "and we", "so we", "and she", "and he"}) && !containsAny(between, []string{"for it", "for that", "for this"})
}

// measurements are the turn's vital and lab values.
func (r *Reader) measurements(t Turn, x extract.Result, asks []Ask, base func(extract.Assertion, string, string) Statement) []Statement {
	var out []Statement
	tx := newText(t.Text)
	for _, ms := range x.Measurements {
		if ms.ConceptID == "" {
			// "糖化查了没？" "查了 6.9%": the value of the reading asked.
			ms.ConceptID = r.askedMeasure(asks, ms.Unit)
			if ms.ConceptID == "" {
				continue
			}
		}
		s := base(ms.Assertion, Observation, ms.ConceptID)
		if s.Experiencer != extract.Patient {
			continue // a relative's reading is no family history
		}
		if ms.Span[1] > ms.Span[0] && containsAny(tx.clauseOf(ms.Span[0]), pastReadings) {
			continue // "怀孕前是一百零五斤": a reading from before is not the patient now
		}
		if ms.Span[1] > ms.Span[0] && startsWithAny(strings.TrimLeft(strings.ToLower(tx.clauseOf(ms.Span[0])), " "), readingOfBefore) != "" && readAgainEarlier(x, ms) {
			// "it was 168 over 98, … last month it was 140 over 90" (review
			// 12 E10): the one of before, which the reading now outlasts.
			s.Historical = true
		}
		if halfOfAPair(ms, tx) {
			continue
		}
		if startsWithAny(strings.TrimLeft(strings.ToLower(tx.from(ms.Span[1])), " ,"), boundAfter) != "" {
			continue // "it's been 135 or under": a bound on the readings, not one of them
		}
		if valueOneOfTwo(ms, tx) {
			continue // "甘油三酯2.3还是3.2": neither value is known (valueunsure.go)
		}
		s.Confidence = 0.95
		vals := make([]string, len(ms.Values))
		for i, v := range ms.Values {
			vals[i] = strconv.FormatFloat(v, 'f', -1, 64)
		}
		s.Attributes["value"] = strings.Join(vals, "/")
		s.Attributes["unit"] = ms.Unit
		if ms.Approx {
			s.Attributes["approx"] = "more than" // "一百一十多": over the value said
		}
		if ms.Implausible {
			s.Uncertain = true // more likely misheard than true: a clinician checks it
		}
		s = r.qualify(s, ms, x, tx)
		if valueForgotten(ms, tx) {
			s.Uncertain = true // "血糖7.2，我记不清了": a claim to check (valueunsure.go)
		}
		s.Display = fmt.Sprintf("%s %s %s", s.Display, s.Attributes["value"], ms.Unit)
		if ms.SaidAs != "" {
			s.Display += " (" + ms.SaidAs + ")" // "body weight 84.4 kg (13 stone 4)"
		}
		if ms.UnitUnsure {
			// "I weigh 84": kilograms or pounds, which the clinician asks.
			s.Uncertain = true
			delete(s.Attributes, "unit")
			s.Display = fmt.Sprintf("%s (unit not said)", strings.TrimRight(s.Display, " "))
		}
		var qs []string
		for _, q := range []string{entity.TimingAttribute, entity.SettingAttribute} {
			if v := s.Attributes[q]; v != "" {
				qs = append(qs, v)
			}
		}
		if len(qs) > 0 {
			s.Display += " (" + strings.Join(qs, ", ") + ")"
		}
		out = append(out, s)
	}
	return out
}

// pastReadings date a reading before now: what the patient weighed
// before a pregnancy or an illness, or used to.
var pastReadings = []string{"怀孕前", "怀孕之前", "生病前", "生病之前", "病前", "原来是", "以前是", "以前有", "used to be", "used to weigh", "before i got", "before the pregnancy",
	// The most or least ever weighed was at some other time. Not "my
	// lowest", "my highest": "my lowest sugar this week was 3.2" is a
	// reading now.
	"my maximum weight", "my max weight", "my heaviest", "my lightest", "at my heaviest", "at my lightest"}

// readAgainEarlier reports whether the turn told a reading of ms's analyte
// before ms: the reading now, which one of before told after leaves as
// it is ("上个月查的糖化7.4%" alone is the latest there is).
func readAgainEarlier(x extract.Result, ms extract.Measurement) bool {
	for _, o := range x.Measurements {
		if o.ConceptID == ms.ConceptID && o.Span[1] <= ms.Span[0] {
			return true
		}
	}
	return false
}

// readingOfBefore open a clause that dates its reading before now.
var readingOfBefore = []string{"last month", "last time", "last week", "last year", "the time before", "previously", "before that",
	"上个月", "上次", "上回", "上礼拜", "上周", "上星期", "去年", "之前", "以前"}

// boundAfter, right after a value, make it a bound the readings keep to.
var boundAfter = []string{"or under", "or below", "or less", "or lower", "or over", "or above", "or more", "or higher", "and under", "and below",
	"and less", "and lower", "and over", "and above", "or so and under",
	// "退烧用的美林，烧到38.5以上就喂" (session 72's review 10, Z16): when a
	// dose is given, not a reading.
	"以上", "以下", "以内", "之上", "的话"}

// askedMeasure returns the one reading asked about that the unit can
// measure, or "".
func (r *Reader) askedMeasure(asks []Ask, unit string) string {
	found := ""
	for _, a := range asks {
		if !a.Measure || a.Concept == found {
			continue
		}
		c, ok := r.onto.Concept(a.Concept)
		if !ok || !c.AcceptsUnit(unit) {
			continue
		}
		if found != "" {
			return "" // two readings asked: which one is unsure
		}
		found = a.Concept
	}
	return found
}

// switches reads "from A to B" and "把A换成B" among the medications of a
// sentence: the first drug stops, the second is taken.
func (r *Reader) switches(x extract.Result, tx text, out []Statement) []Statement {
	meds := drugMentions(x.Mentions)
	for k := 0; k+1 < len(meds); k++ {
		a, b := meds[k], meds[k+1]
		if a.ConceptID == b.ConceptID {
			continue
		}
		if !tx.sameSentence(a, b) {
			// "一直吃赛治（甲巯咪唑）……医生让我马上换成丙硫氧嘧啶": a switch
			// that names only where it goes leaves the one drug of the
			// same kind the turn named before.
			if !switchesTo(tx, b) || !r.sameKind(a.ConceptID, b.ConceptID) || r.kindNamedTwice(meds[:k+1], b.ConceptID) {
				continue
			}
		} else if between := tx.between(a.Span[1], b.Span[0]); !containsAny(between, switchWords) &&
			!(containsAny(tx.sentenceOf(a.Span[0]), switchWords) && hasAnyWord(between, []string{"to", "for", "onto", "with", "tae", "til"})) ||
			containsAny(between, laterSwitch) {
			continue
		} else if switchedOff(between) {
			// "She's on that apixaban for her AF, they switched her off
			// warfarin last month" (review 12 E09): the one switched off is
			// the one named after.
			a, b = b, a
		}
		if wishedSwitchTo(tx, b) {
			continue // "想换成缬沙坦", "can I switch to valsartan?": not done
		}
		episodeOver := r.courseOfAnEpisodeOver(tx, b)
		for i := range out {
			if out[i].Type != Medication || out[i].Negated && out[i].Concept != a.ConceptID || out[i].Hypothetical {
				continue // "我没吃二甲双胍了，改成胰岛素了": the one left is stopped
			}
			switch out[i].Concept {
			case a.ConceptID:
				out[i].Status, out[i].Historical, out[i].Negated = Stopped, true, false
			case b.ConceptID:
				if !episodeOver {
					out[i].Status, out[i].Historical = "", false
				}
			}
		}
	}
	// "去年医生给我换成了氨氯地平，一天一片": the drug a switch moved the
	// patient to goes on from the time the switch is dated; the date is
	// the switch's, not the end of the drug, unless a stop is said of it.
	for _, m := range meds {
		before := strings.TrimRight(tx.between(max(0, m.Span[0]-16), m.Span[0]), " 了")
		if !endsWithAny(before, switchTo) || containsAny(restOfSentence(tx, m), stopWords) || containsAny(restOfSentence(tx, m), laterSwitch) || r.courseOfAnEpisodeOver(tx, m) {
			continue
		}
		for i := range out {
			if out[i].Type == Medication && out[i].Concept == m.ConceptID && out[i].Historical && !out[i].Negated && !out[i].Hypothetical {
				out[i].Status, out[i].Historical = "", false
			}
		}
	}
	return out
}

// switchedOff reports whether the words between two drugs of a switch end
// by taking the patient off the second: "switched her off", "changed him
// from".
func switchedOff(between string) bool {
	b := strings.ToLower(strings.TrimRight(between, " "))
	for _, w := range []string{"the", "that", "his", "her", "my", "of"} {
		b = strings.TrimSuffix(strings.TrimRight(strings.TrimSuffix(b, " "+w), " "), " "+w)
	}
	return endsWithAnyWord(b, []string{"off", "from", "fae", "frae"}) && !containsAny(b, []string{" to ", " onto ", " tae "})
}

// courseOfAnEpisodeOver reports whether drug mention m is a short course
// switched to in an episode the sentence dates as over: "Last time they
// gave me trimethoprim … so they switched me to nitrofurantoin which was
// fine" (session 70's review 6, E10) tells of the last infection, and
// nothing taken now.
func (r *Reader) courseOfAnEpisodeOver(tx text, m extract.Mention) bool {
	return r.shortCourse(m.ConceptID) && lastEpisode(tx, m)
}

// laterSwitch put a switch off until later ("等过了三个月再换回赛治"): the
// drug switched back to is not taken now.
var laterSwitch = []string{"再换", "再改", "到时候", "以后再", "之后再", "switch back later", "later on", "in a few months"}

// switchTo are the words right before a drug that switch to it.
var switchTo = []string{"换成", "改成", "换用", "改用", "改吃", "改 成", "换 成", "改 用", "换 用", "转咗", "换咗", "转用", "改食", "switch you to", "switched me to", "switch me to", "change you to", "changed me to"}

// switchesTo reports whether a drug is what the text right before it
// switches to.
func switchesTo(tx text, b extract.Mention) bool {
	before := strings.TrimRight(tx.between(max(0, b.Span[0]-16), b.Span[0]), " ")
	return endsWithAny(before, switchTo)
}

// sameKind reports whether two drugs share their ATC therapeutic subgroup
// (its first four characters: H03B, the antithyroid preparations).
func (r *Reader) sameKind(a, b string) bool {
	ca, ok1 := r.onto.Concept(a)
	cb, ok2 := r.onto.Concept(b)
	return ok1 && ok2 && len(ca.Code.Code) >= 4 && len(cb.Code.Code) >= 4 && ca.Code.Code[:4] == cb.Code.Code[:4]
}

// kindNamedTwice reports whether meds name more than one drug of b's kind,
// when a switch to b would not say which it leaves.
func (r *Reader) kindNamedTwice(meds []extract.Mention, b string) bool {
	seen := map[string]bool{}
	for _, m := range meds {
		if m.ConceptID != b && r.sameKind(m.ConceptID, b) {
			seen[m.ConceptID] = true
		}
	}
	return len(seen) > 1
}

// orWords join two drugs the patient cannot tell apart ("atorvastatin or
// simvastatin", "好像是缬沙坦，也可能是厄贝沙坦").
var orWords = []string{"or", "or maybe", "or possibly", "or perhaps", "either", "或", "或者", "还是", "也可能是", "也许是", "或者是"}

// alternatives hedges the drugs a sentence offers as alternatives: the
// patient takes one of them, not surely either. What they share (the class
// named before, "one of the statins") is not hedged.
func alternatives(x extract.Result, tx text, out []Statement) []Statement {
	meds := drugMentions(x.Mentions)
	hedged := map[string]bool{}
	for k := 0; k+1 < len(meds); k++ {
		a, b := meds[k], meds[k+1]
		if !tx.sameSentence(a, b) || a.ConceptID == b.ConceptID {
			continue
		}
		between := strings.Trim(strings.ToLower(tx.between(a.Span[1], b.Span[0])), " ,，、.…")
		if between != "" && startsWithAny(between, orWords) == between {
			hedged[a.ConceptID], hedged[b.ConceptID] = true, true
		}
	}
	for i := range out {
		if out[i].Type == Medication && hedged[out[i].Concept] && !out[i].Negated {
			out[i].Uncertain = true
		}
	}
	return out
}

// echoDenials reads a concept the patient names and then denies with a
// bare answer ("胸口疼？没有没有", "chest pain? no, nothing like that",
// "oh and the chest pain, no, none of that"): the answer decides it.
func (r *Reader) echoDenials(t Turn, x extract.Result) []Statement {
	tx := newText(t.Text)
	var out []Statement
	withdrawn, switched := selfCorrections(x, tx)
	for i, m := range x.Mentions {
		if m.Assertion.Negated || !aboutPatient(m.Assertion, Patient) || withdrawn[i] || switched[i] {
			continue // "布洛芬，不是，是萘普生": the name taken back is no echo
		}
		// The next clause, in the same sentence or after an echoed
		// question, must be a bare "no".
		end := m.Span[1]
		for end < len(tx.runes) && tx.clause[end] == tx.clause[m.Span[0]] {
			end++
		}
		if end >= len(tx.runes) {
			continue
		}
		asked := tx.runes[end-1] == '?' || tx.runes[end-1] == '？'
		if tx.sent[end] != tx.sent[m.Span[0]] && !asked {
			continue
		}
		next := tx.clauseOf(end)
		if isRepair(tx, end) {
			continue // "right hip, no sorry, the left": a word repaired, nothing denied
		}
		if after := tx.clauseEnd(end); after < len(tx.runes) && tx.sent[after] == tx.sent[end] && amountCorrectedAt(x, tx, after) {
			continue // "I take metformin, no, twice a day": how often repaired, the drug stands
		}
		if answerOf(next) != answerNo || containsAny(next, []string{"else", "other", "别的", "其他", "其它"}) || mentionIn(x, end, end+len([]rune(next))) || len(strings.Fields(next)) > 6 || !isLatinWordy(next) && !zhBareNo(next) {
			continue // only a bare "no" answers an echo
		}
		if noOpensPhrase(next) || m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass && noOfItsOwn(next) {
			continue // "diarrhoea and cramps, no blood", "I was shivery, I didn't have a thermometer": the no is of another thing
		}
		if m.Type != ontology.TypeSymptom && startsWithAny(withoutFillers(next), fineWords) != "" {
			continue // "我吃二甲双胍，挺好的": a drug or an illness that is fine is no denial
		}
		if moreOfSomethingElse(next) {
			continue // "started the Eliquis, no more blood tests every week": no more of another thing
		}
		if hasAnyWord(next, []string{"since", "anymore", "any more", "no longer"}) {
			continue // "The omeprazole, I haven't had it since Christmas": stopped, which the drug's own reading says
		}
		if noneSinceTold(m.Assertion.Historical, next) {
			continue // "Used to get migraines as a teenager, none for years": past, not denied (noneforyears.go)
		}
		if a, ok := r.askOf(m, false); ok && a.Type != Allergy {
			out = append(out, Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"),
				Attributes: map[string]string{}, Negated: true, Experiencer: extract.Patient, Confidence: 0.9})
		}
	}
	return out
}

// fineWords answer that all is well: of a symptom they deny it, of a drug
// or an illness they say it goes well.
var fineWords = []string{"挺好的", "都挺好", "很好", "好得很", "还行", "还好", "挺好", "蛮好", "没事", "fine", "i'm fine", "all good", "not bad",
	"it's fine", "it's ok", "it's okay", "that's fine", "i'm good", "i'm ok", "i'm okay"}

// ownChronic reports whether a condition is a chronic one the patient
// calls theirs ("my asthma", "我的高血压") in a sentence that says nothing
// of having had it: a date there is of something else.
func (r *Reader) ownChronic(tx text, m extract.Mention) bool {
	if r.isAcute(m) || events[m.ConceptID] {
		return false
	}
	before := strings.TrimRight(tx.before(m), " ")
	if !strings.HasSuffix(before, "my") && !strings.HasSuffix(before, "我的") && !strings.HasSuffix(before, "我这") {
		return false
	}
	return !containsAny(tx.sentenceOf(m.Span[0]), []string{"used to", "had", "gone", "cleared", "cured", "以前", "好了", "治好", "没了"})
}

// startedThen say a drug was started at the time the clause gives.
var startedThen = []string{"put me on", "started me on", "started on", "started taking", "started using", "i started", "they started",
	"开始吃", "开始用", "开始打", "开始服", "吃上了", "用上了"}

// causeWords tell, between a drug and a symptom, that the drug caused it
// ("came off the gliclazide because of the hypos").
var causeWords = []string{"吃得", "吃了就", "一吃就", "用得", "用了就", "打得", "made me", "made my", "gave me", "caused", "gives me", "makes me",
	"makes my", "make me", "make my", "给我", "because of", "cos of", "coz of", "cuz of", "'cause of", "due to", "因为", "making me", "making my", "was giving me", "吃了老是", "吃了总是", "吃了以后", "一吃", "吃那个", "吃这个", "吃那药", "吃这药",
	// "they stopped it because I kept having hypos", "I tried ibuprofen but it
	// hurt my stomach" (session 71's review 7, E10, E11).
	"because i kept", "because i was having", "because i was getting", "cos i kept", "cause i kept", "it hurt", "it upset", "they upset"}

// allOverBack open a sentence that ends everything the sentence before
// told: "I had the stomach flu over the weekend, threw up Saturday night
// and diarrhea till Monday. That's all stopped".
var allOverBack = []string{"that's all", "that is all", "it's all", "it all", "they all", "all of it", "all of that", "all that's", "all that has", "they've all", "都好了",
	"这些都", "现在都"}

// overNow say that what was told is over by now: "吃了三天蒙脱石散，现在已经
// 好了", "it's all cleared up now", "前天眼睛疼……昨儿就好了".
var overNow = []string{"现在已经好了", "现在好了", "已经好了", "现在都好了", "现在没事了", "已经没事了", "就好了", "就没事了", "就正常了", "恢复正常了", "啥事儿没有", "啥事没有", "没啥事了", "而家好咗", "宜家好咗", "而家冇事", "而家已经好咗", "all better now", "all cleared up now",
	"it's all gone now", "all fine now"}

// allOverNext reports whether the sentence after m's opens by ending all of
// m's sentence, or, when m's sentence is dated at a time gone by
// ("上礼拜…拉肚子"), says it is over by now.
func allOverNext(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	_, next, ok := tx.nextSentence(m)
	if !ok {
		return false
	}
	next = withoutConnectives(next)
	if startsWithAny(next, allOverBack) != "" && saysOver(next, append(resolvedSymptoms, "stopped", "gone", "over", "好了", "没了")) {
		return true
	}
	// Said to be over, it need only be dated at a time gone by: "前天晚上眼睛
	// 疼……昨儿就好了".
	return containsAny(next, overNow) && datedBefore(x, tx, m, at, 0)
}

// siteOverNext reports whether the sentence after symptom mention m's
// opens with the body site the symptom was placed at, or that its concept
// names, and says it is over
// ("that made my ankles swell up like balloons… The ankles are fine now").
func (r *Reader) siteOverNext(x extract.Result, tx text, m extract.Mention, concept, site string) bool {
	start, next, ok := tx.nextSentence(m)
	if !ok || !saysOver(next, append(resolvedSymptoms, "back to normal")) || containsAny(next, []string{"but", "except", "still"}) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Type != ontology.TypeBodySite || site == "" && !r.namedSites[concept][n.ConceptID] || site != "" && n.ConceptID != site ||
			n.Span[0] < start || tx.sent[n.Span[0]] != tx.sent[start] {
			continue
		}
		lead := strings.TrimSpace(tx.between(start, n.Span[0]))
		return lead == "" || lead == "the" || lead == "my" || lead == "both" || lead == "both my"
	}
	return false
}

// causedByStopped reports whether symptom mention i is what a drug its
// sentence stops did to the patient ("阿司匹林以前吃过，吃得胃疼，停了好几
// 年了", "I used to be on enalapril but it gave me a cough"): the
// symptom went with the drug.
func causedByStopped(x extract.Result, tx text, i int, stopped map[int]bool) bool {
	m := x.Mentions[i]
	for j := i - 1; j >= 0; j-- {
		d := x.Mentions[j]
		if !stopped[j] || !tx.sameSentence(d, m) {
			continue
		}
		between := strings.TrimSpace(tx.between(d.Span[1], m.Span[0]))
		// The cause may be the finding's own verb: "it hurt my stomach" reads
		// "hurt" as the pain.
		if containsAny(between+" "+tx.between(m.Span[0], m.Span[1]), causeWords) || strings.HasSuffix(between, "吃了") || strings.HasSuffix(between, "用了") {
			return true // "阿卡波糖我停了，吃了老是放屁"
		}
		// "阿卡波糖…后来肚皮胀气老厉害，我就自家停掉了": the trouble that made
		// the patient stop the drug, told between the two.
		if rest := tx.between(m.Span[1], tx.sentenceEnd(m)); containsAny(rest, stopThen) && !mentionsBetween(x, m.Span[1], tx.sentenceEnd(m)) {
			return true
		}
	}
	return false
}

// guessedName reports whether a drug's name is said as a guess: 吧 right
// after it, or the sentence doubting the name ("好像是这个名字").
func guessedName(tx text, m extract.Mention) bool {
	rest := tx.from(m.Span[1])
	if strings.HasPrefix(rest, "吧") && (len([]rune(rest)) == 1 || strings.ContainsRune("，,。.？?！!…", []rune(rest)[1])) {
		return true
	}
	return containsAny(tx.sentenceOf(m.Span[0]), []string{"好像是这个名字", "好像叫这个", "名字记不清", "记不清名字", "记不太清", "not sure of the name",
		"can't remember the name", "something like that"})
}

// reduplicated reports whether finding m is said twice with a hyphen,
// "depressed-depressed": the full, clinical sense, which the speaker sets
// apart from a milder one that is not denied.
func reduplicated(tx text, m extract.Mention) bool {
	w := strings.ToLower(m.Text)
	n := len([]rune(w)) + 1
	return strings.HasPrefix(strings.ToLower(tx.between(m.Span[1], min(len(tx.runes), m.Span[1]+n))), "-"+w) ||
		strings.HasSuffix(strings.ToLower(tx.between(max(0, m.Span[0]-n), m.Span[0])), w+"-")
}

// preventionWords, right after a condition, name what keeps it off:
// "Fansidar for the malaria prophylaxis" (session 72's review 11, E02).
var preventionWords = []string{"prophylaxis", "prevention", "preventive", "preventative", "vaccine", "vaccination", "immunisation",
	"immunization", "预防", "疫苗"}

// kindOfThingAfter reports whether a condition is named only as what a
// thing is like: "Got a cold sore type thing down there, on the shaft"
// (session 72's review 11, E15), "a cold sort of thing".
func kindOfThingAfter(tx text, m extract.Mention) bool {
	return startsWithAny(strings.ToLower(strings.TrimLeft(tx.after(m), " ")), []string{"type thing", "type of thing", "sort of thing", "kind of thing", "-type thing"}) != ""
}

// guessedAtTheEnd reports whether a Chinese sentence ends on "吧" right
// after condition m: "可能是年纪大了，老花眼吧。" guesses. Before a comma "吧"
// may only set a topic ("高血压吧，控制得还行"), so it is not read there.
func guessedAtTheEnd(tx text, m extract.Mention) bool {
	rest := strings.TrimPrefix(tx.from(m.Span[1]), "了")
	if !strings.HasPrefix(rest, "吧") {
		return false
	}
	rest = strings.TrimLeft(strings.TrimPrefix(rest, "吧"), " ")
	return rest == "" || strings.ContainsRune("。.？?！!…~～", []rune(rest)[0])
}

// datedAfter reports whether the clause after a condition dates it to a
// time that is over, or says it is over by now: "我有癫痫，小时候的，现在早好
// 了", "asthma, as a kid".
func datedAfter(tx text, m extract.Mention) bool {
	// "哮喘……小时候有过": the words after a pause date it too.
	next := strings.TrimLeft(tx.from(m.Span[1]), "…. ，,")
	if !strings.HasPrefix(tx.from(m.Span[1]), "…") {
		next = tx.nextClause(m)
	}
	return startsWithAny(next, []string{"小时候", "年轻时候", "年轻的时候", "以前的", "老早的", "as a kid", "as a child", "when i was a kid", "when i was little"}) != "" &&
		!containsAny(restOfSentence(tx, m), []string{"现在还", "一直", "still"})
}

// toldOnce reports whether a clause tells of something had or taken once,
// and so over: "I had tramadol from the hospital once for a kidney stone".
// "Once a day" and "once or twice" count how often.
func toldOnce(clause string) bool {
	if !hasAnyWord(clause, []string{"had", "took", "was given", "got", "tried"}) {
		return false
	}
	words := strings.Fields(strings.NewReplacer(",", " ", ".", " ").Replace(clause))
	for k, w := range words {
		if w != "once" {
			continue
		}
		if k+1 == len(words) {
			return true
		}
		switch words[k+1] {
		case "a", "an", "daily", "every", "per", "weekly", "monthly", "in", "or", "more", "again", "nightly", "each":
			continue
		}
		return true
	}
	return false
}

// qualityAsks ask what a pain feels like.
var qualityAsks = []string{"describe the pain", "describe your pain", "describe what the pain", "what does the pain feel like",
	"what does it feel like", "what kind of pain", "what type of pain", "what is the pain like", "what's the pain like"}

// qualityWord reports whether a symptom is named by a word that only says
// how a pain feels.
func qualityWord(name string) bool {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "achy", "aching", "burning", "throbbing", "stabbing", "sharp", "dull", "sore", "tender", "crampy", "cramping":
		return true
	}
	return false
}

// internalOrgans are body sites inside the body, where a bruise is an
// organ's injury and no skin finding ("stomach" is also the belly's skin).
var internalOrgans = map[string]bool{"site:heart": true, "site:lung": true, "site:liver": true, "site:gallbladder": true, "site:pancreas": true,
	"site:kidney": true, "site:bladder": true, "site:intestine": true, "site:brain": true, "site:esophagus": true,
	"site:uterus": true, "site:ovary": true, "site:prostate": true, "site:thyroid": true}

// achesAtASite reports whether a myalgia is named only as aches ("aches and
// pains", "achy"), which a site makes that site's pain; "muscle aches" and
// "body pain" name the muscles or the whole body themselves.
func achesAtASite(name string) bool {
	n := strings.ToLower(name)
	return containsAny(n, []string{"ache", "aches", "achy", "aching"}) && !containsAny(n, []string{"muscle", "body", "all over"})
}

// countWords count episodes: "twice", "four times".
var countWords = map[string]bool{"twice": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true,
	"nine": true, "ten": true, "several": true, "many": true, "2": true, "3": true, "4": true, "5": true, "6": true, "7": true, "8": true, "9": true, "10": true}

// toldCounted reports whether a clause counts the episodes of what it tells
// in the perfect or the past ("I've been pregnant four times", "I had
// pneumonia twice"): each was, and is over. A count with a rate ("three
// times a day") tells how often, and "now" or "still" that it goes on.
func toldCounted(clause string) bool {
	if !hasAnyWord(clause, []string{"had", "been", "was", "got"}) || hasAnyWord(clause, []string{"now", "still", "currently", "at the moment", "this year",
		"this month", "this week", "these days", "lately", "recently"}) {
		return false
	}
	words := strings.Fields(strings.NewReplacer(",", " ", ".", " ").Replace(clause))
	for k, w := range words {
		n := k + 1
		switch {
		case w == "twice":
		case countWords[w] && w != "twice" && k+1 < len(words) && words[k+1] == "times":
			n = k + 2
		default:
			continue
		}
		if n < len(words) {
			switch words[n] {
			case "a", "an", "daily", "every", "per", "weekly", "monthly", "in", "or", "more", "each", "since", "this":
				continue
			}
		}
		return true
	}
	return false
}

// avoidWords keep away from what would cause a symptom: "Combiflam gives
// me acidity, so I avoid it", "Tramadol makes me throw up, so I won't take
// that again" (session 68's review).
var avoidWords = []string{"so i avoid", "i avoid it", "i avoid them", "so i don't take", "so i dont take", "so not that", "so i stay away",
	"i stay away from", "so i steer clear", "i steer clear of", "i don't go near it", "i dont go near it", "i won't go near it", "i never go near it", "i keep off it",
	"i won't take that again", "i won't take it again", "i won't take them again", "i'll never take it again", "i never take it now", "i don't take it any more",
	"i don't take it anymore", "所以不吃", "就不吃", "不敢吃", "所以不用", "就不用", "再也不吃", "再也不敢吃",
	// Cantonese: "食阿士匹灵会胃痛，所以我唔食" (session 71's review 8, Z02).
	"所以我不吃", "所以我唔食", "所以唔食", "我就唔食", "就唔食", "唔敢食"}

// whenTakenWords tell what a drug does each time it is taken, which says
// no more that it is taken now: "Codeine makes me really sick, I throw up
// every time I take it" (session 68's review wrote codeine taken and the
// vomiting current).
var whenTakenWords = []string{"every time i take it", "every time i take them", "whenever i take it", "whenever i take them", "each time i take it",
	"every time i have it", "whenever i have it"}

// keptOff reports whether a sentence (lower case) says the patient keeps
// off what it names (avoidWords), or tells only what it does when taken,
// with nothing else in it saying it is taken now ("I take metformin, it
// makes me feel sick every time I take it" is taken).
func keptOff(sentence string) bool {
	if containsAny(sentence, avoidWords) {
		return true
	}
	rest := sentence
	for _, w := range whenTakenWords {
		rest = strings.ReplaceAll(rest, w, " ")
	}
	return rest != sentence && !hasAnyWord(rest, ownTaking) && !hasAnyWord(rest, []string{"still take", "still taking", "still on"})
}

// causedByAvoided reports whether symptom mention i is what a drug before it
// in its sentence does to the patient, who avoids that drug: no complaint
// now. Said after an intolerance, the drug does it too: "Codeine doesn't
// sit right with me, mind, it bungs me up for days, so I steer clear"
// (en/d1 dev wrote the constipation as current). A drug that does not
// suit the patient and what it does, said together, need no word of
// avoiding it: "Codeine doesn't agree with me, it makes me vomit" (session
// 68's review wrote the vomiting as current).
func causedByAvoided(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	avoided := keptOff(tx.sentenceOf(m.Span[0]))
	for j := i - 1; j >= 0; j-- {
		d := x.Mentions[j]
		if d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass || !tx.sameSentence(d, m) {
			continue
		}
		between := tx.between(d.Span[1], m.Span[0])
		cause, unsuited := containsAny(between, causeWords), containsAny(between, intoleranceCues)
		// "食阿士匹灵会胃痛，所以我唔食": what it would do, kept off.
		cause = cause || avoided && wouldDo[strings.TrimSpace(between)]
		if avoided && (cause || unsuited) || cause && unsuited {
			return true
		}
	}
	return false
}

// wouldDo, alone between a Chinese drug and a complaint, say what the drug
// would do.
var wouldDo = map[string]bool{"会": true, "會": true, "就会": true, "就會": true, "吃了会": true, "食咗会": true}

// stopThen stop what was told before them, for what was told: "so I
// stopped it", "我就停掉了", "就换掉了".
var stopThen = []string{"就停掉了", "就停了", "就自家停掉了", "就自己停了", "就自己停掉了", "就不吃了", "就没再吃了", "就没再吃", "就换掉了", "就换了", "so i stopped", "so they stopped",
	"so i came off", "so they took me off", "so they changed"}

// mentionsBetween reports whether a drug is named in [from, to).
func mentionsBetween(x extract.Result, from, to int) bool {
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[0] < to && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			return true
		}
	}
	return false
}

// catchAll are the lexicon's conditions for an organ's trouble in general.
var catchAll = map[string]bool{"cond:thyroid_disorder": true, "cond:kidney_disease": true, "cond:liver_disease": true, "cond:heart_disease": true,
	"cond:arrhythmia": true}

// namedPrecisely reports whether condition mention i is an organ's trouble
// in general ("thyroid problem", ICD-10-CM E07.9) that another condition of
// the turn names precisely (hypothyroidism, E03.9): one disease, said
// twice.
func (r *Reader) namedPrecisely(x extract.Result, i int) bool {
	c, ok := r.onto.Concept(x.Mentions[i].ConceptID)
	if !ok || !catchAll[c.ID] || len(c.Code.Code) < 2 {
		return false
	}
	for j, n := range x.Mentions {
		if j == i || n.Type != ontology.TypeCondition || catchAll[n.ConceptID] || n.Assertion.Negated != x.Mentions[i].Assertion.Negated {
			continue
		}
		if o, ok := r.onto.Concept(n.ConceptID); ok && len(o.Code.Code) >= 2 && o.Code.Code[:2] == c.Code.Code[:2] {
			return true
		}
	}
	return false
}

// hedgedNos deny with a hedge, or say the patient did not look
// ("没注意，应该没有吧"): they neither deny nor affirm.
var hedgedNos = []string{"没注意", "没留意", "没在意", "没太注意", "没怎么注意", "应该没有", "应该没", "应该不", "估计没有", "估计没",
	"大概没有", "大概没", "可能没有", "可能没", "好像没有", "好像没", "i didn't notice", "i haven't noticed", "didn't notice",
	"haven't noticed", "not sure"}

// echoHedges hedges what the patient names and then answers with a hedged
// no in the clauses right after ("出汗那个……没注意，应该没有吧"): the
// patient does not know, so it is neither a finding nor a denial.
func echoHedges(x extract.Result, tx text, out []Statement) []Statement {
	hedged := map[string]bool{}
	for _, m := range x.Mentions {
		if m.Assertion.Negated || m.Type != ontology.TypeSymptom {
			continue
		}
		end := m.Span[1]
		for end < len(tx.runes) && tx.clause[end] == tx.clause[m.Span[0]] {
			end++
		}
		// The next two clauses of the sentence, or after a pause ("……"),
		// when they name nothing.
		for k := 0; k < 3 && end < len(tx.runes) && (tx.sent[end] == tx.sent[m.Span[0]] || tx.runes[end-1] == '…'); k++ {
			next := tx.clauseOf(end)
			n := len([]rune(next))
			if mentionIn(x, end, end+n) {
				break
			}
			if strings.Trim(next, "…. ") == "" {
				end += max(1, n)
				continue
			}
			if c := strings.Trim(next, " ,，.。…!！?？吧呢啊呀的了"); startsWithAny(c, hedgedNos) != "" {
				hedged[m.ConceptID] = true
				break
			}
			end += max(1, n)
		}
	}
	for i := range out {
		if s := &out[i]; hedged[s.Concept] && !s.Negated && s.Experiencer == extract.Patient {
			s.Uncertain = true
		}
	}
	return out
}

// noneOfThese deny, after it, the list just named ("headaches, dizziness,
// blurry vision, I've had none of it").
var noneOfThese = []string{"none of it", "none of that", "none of those", "none of them", "none of these", "neither of them",
	"一样都没有", "一个都没有", "都没有", "都没"}

// listDenials reads a list the patient names and then denies as a whole in
// the same sentence: every item named in the clauses before the denial,
// each alone in its clause, is refuted.
func (r *Reader) listDenials(t Turn, x extract.Result) []Statement {
	tx := newText(t.Text)
	var out []Statement
	for i := 0; i < len(tx.runes); {
		cl := tx.clauseOf(i)
		n := max(1, len([]rune(cl)))
		if containsAny(cl, noneOfThese) && !mentionIn(x, i, i+n) {
			var items []extract.Mention
			for _, m := range x.Mentions {
				if m.Span[1] > i || tx.sent[m.Span[0]] != tx.sent[i] {
					continue
				}
				// An item stands alone in its clause ("headaches,").
				rest := strings.Trim(strings.Replace(tx.clauseOf(m.Span[0]), strings.ToLower(extract.Normalize(m.Text)), "", 1), " ,，、.")
				if len(strings.Fields(rest)) > 1 || !isLatinWordy(rest) && len([]rune(rest)) > 2 {
					items = nil
					continue
				}
				items = append(items, m)
			}
			if len(items) >= 2 {
				for _, m := range items {
					if m.Assertion.Negated || !aboutPatient(m.Assertion, Patient) || m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
						continue
					}
					typ := Symptom
					if m.Type == ontology.TypeCondition {
						typ = Condition
					}
					out = append(out, Statement{Type: typ, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"),
						Attributes: map[string]string{}, Negated: true, Experiencer: extract.Patient, Confidence: 0.9})
				}
			}
		}
		i += n
	}
	return out
}

// likeThis, after a denied symptom, deny only its kind before: "I've
// never had headaches like this before" has one now.
var likeThis = []string{"like this", "like that", "like these", "like it", "this bad", "as bad as this", "as bad", "so bad", "this severe",
	"this often", "this strong", "this long", "像这样", "这么厉害", "这么严重", "这么疼"}

// neverLikeThis reports whether a denied symptom is denied only of its
// kind before now (see likeThis).
func neverLikeThis(tx text, m extract.Mention) bool {
	return startsWithAny(strings.TrimLeft(tx.afterInPart(m), " ,"), likeThis) != ""
}

// bellyWords place a bare "cramp" in the belly.
var bellyWords = []string{"tummy", "stomach", "belly", "abdomen", "abdominal", "period", "periods", "bowel", "bowels", "loo", "toilet", "poo",
	// Cramps told with a bowel upset are the belly's: "the runs, and
	// cramps, proper cramps", "cramps and bloating after I eat".
	"diarrhoea", "diarrhea", "the runs", "bloating", "bloated", "ibs",
	"肚子", "胃", "腹"}

// closedSpan is a short span said after "for" in the simple past: "felt
// crummy for a day", "was sore for a couple of days".
var closedSpan = regexp.MustCompile(`\b(felt|was|were|had|lasted) [a-z' ]{0,30}\bfor (a|one|the|two|three|a couple of|a few|a couple) (day|days|week|weeks)\b`)

// gaveForASpan reports whether a sentence tells what something gave the
// patient and closes its span in the simple past: "the first one gave me a
// sore arm and I felt kinda crummy for a day".
func gaveForASpan(sent string) bool {
	return hasWord(sent, "gave me") && closedSpan.MatchString(sent) &&
		!hasAnyWord(sent, []string{"i've", "i have", "have been", "has been", "still", "now", "currently", "these days"})
}

// afterATriedStop reports whether a symptom is told after, in its
// sentence, an attempt to stop a habit or a drug ("I've tried to stop a
// couple times, and by day two I'm shaky"): what the attempts brought on,
// over with them, not how the patient is now.
func afterATriedStop(tx text, m extract.Mention) bool {
	s := m.Span[0]
	for s > 0 && tx.sent[s-1] == tx.sent[m.Span[0]] {
		s--
	}
	before := tx.between(s, m.Span[0])
	return containsAny(before, []string{"tried to stop", "tried to quit", "tried to cut down", "tried to give up", "tried to come off",
		"tried stopping", "tried quitting", "tried cutting down", "tried coming off"}) && !containsAny(before, []string{"now", "this time", "at the moment"})
}

// reasonForAStop reports whether a symptom is told in the past
// progressive ("I was feeling very drowsy") in a sentence that stops a
// drug: the reason it was stopped, which went with it.
func reasonForAStop(tx text, m extract.Mention) bool {
	return containsAny(tx.clauseOf(m.Span[0]), []string{"i was feeling", "i was getting", "it was making me", "they were making me", "it was giving me",
		"they were giving me"}) && containsAny(tx.sentenceOf(m.Span[0]), []string{"i stopped", "stopped it", "stopped them", "came off", "i quit", "gave up"}) &&
		!containsAny(tx.sentenceOf(m.Span[0]), nowWords)
}

// gainStoppedNext reports whether a weight gain is followed by a sentence
// that opens by saying no more was put on ("…because of the weight gain. I
// haven't put on any more since"): the gain is over, whatever the weight.
func gainStoppedNext(tx text, m extract.Mention, concept string) bool {
	if concept != "sym:weight_gain" {
		return false
	}
	_, next, ok := tx.nextSentence(m)
	return ok && startsWithAny(withoutConnectives(next), []string{"i haven't put on any more", "i have not put on any more", "i've not put on any more",
		"haven't put on any more", "i haven't gained any more", "i've not gained any more", "no more weight", "the weight's stopped", "the weight has stopped",
		"it's stopped", "it has stopped", "that's stopped"}) != ""
}

// lesionWords name a thing on the skin that may hurt.
var lesionWords = []string{"pimples", "pimple", "spots", "spot", "lumps", "lump", "blisters", "blister", "ulcers", "ulcer", "sores", "boils",
	"boil", "cysts", "cyst", "bumps", "bump", "welts", "patches", "zits", "zit", "bites", "bite",
	// A rash or a swelling that hurts: "this painful rash down one side of
	// my chest" is a rash on the chest, not a chest pain.
	"rash", "rashes", "swelling", "swellings", "lesion", "lesions", "wound", "wounds", "bruise", "bruises", "scab", "scabs"}

// lesionPain reports whether "painful" is said of a lesion named right
// after it: the pain is the lesion's, and the site after it places the
// lesion, not a pain of that part.
func lesionPain(tx text, m extract.Mention) bool {
	if strings.ToLower(strings.TrimSpace(m.Text)) != "painful" {
		return false
	}
	after := strings.TrimLeft(tx.after(m), " ")
	return startsWithAny(after, lesionWords) != "" || startsWithAny(after, []string{"red", "little", "small", "big", "tiny", "hard", "itchy", "raw", "angry", "nasty", "blistering", "bumpy", "new"}) != "" &&
		startsWithAny(strings.TrimLeft(after[strings.IndexByte(after+" ", ' '):], " "), lesionWords) != ""
}

// likeThat reports whether a symptom is said as "like X like that", the
// Singapore and Indian English for something of X's kind ("grey-blue
// patches, like bruise like that but not painful"): a likeness, unsure.
func likeThat(tx text, m extract.Mention) bool {
	before := strings.TrimRight(tx.before(m), " ")
	return (strings.HasSuffix(before, " like") || before == "like") && startsWithAny(strings.TrimLeft(tx.after(m), " "), []string{"like that", "like this", "like those"}) != ""
}

// feverShaking reports whether a shaking the matcher reads as a tremor is
// told in a sentence with a fever or chills: people call a rigor shaking
// ("the fever comes and I'm shaking under the duvet"). Shaking hands stay a
// tremor.
func feverShaking(x extract.Result, tx text, m extract.Mention) bool {
	if m.ConceptID != "sym:tremor" || strings.Contains(strings.ToLower(m.Text), "hand") {
		return false
	}
	fever := false
	for _, o := range x.Mentions {
		if tx.sent[o.Span[0]] != tx.sent[m.Span[0]] {
			continue
		}
		if o.ConceptID == "site:hand" || o.ConceptID == "site:finger" {
			return false
		}
		fever = fever || (o.ConceptID == "sym:chills" || o.ConceptID == "sym:fever") && !o.Assertion.Negated
	}
	return fever
}

// itBlue is "it" (the part told of before) as what goes blue: "it's
// going blue", "now it is turning blue".
var itBlue = regexp.MustCompile(`\bit(?:'s|s| is| has)?(?: (?:now|also|all|been|just|started|starting|kind of|a bit))*\s*$`)

// injuryWords tell of a knock, a twist or the swelling after one.
var injuryWords = []string{"swelled", "swollen", "swelling", "sprain", "sprained", "twisted", "turned", "rolled", "fell", "knocked", "banged", "hit", "injured", "injury"}

// injuryGoingBlue reports whether a cyanosis read from "going blue" is
// said of "it" in a turn that tells of an injury: the swollen ankle going
// blue is a bruise, not blood short of oxygen. Lips or fingers going blue
// stay cyanosis.
func injuryGoingBlue(tx text, m extract.Mention) bool {
	t := strings.ToLower(m.Text)
	if !strings.HasSuffix(t, "blue") || strings.Contains(t, "lip") || strings.Contains(t, "finger") {
		return false
	}
	return itBlue.MatchString(strings.ToLower(tx.before(m))) && hasAnyWord(strings.ToLower(tx.str), injuryWords)
}

// feverForAnAllergy reports whether a bare "fever" is the short answer to
// a question about allergies and the turn names no allergen: spoken "hay
// fever" is often heard short, and an allergy question is not a question
// about a fever. A longer turn may go on to another question ("no
// allergies. Oh, and you asked about fever: …").
func feverForAnAllergy(x extract.Result, tx text, m extract.Mention, asks []Ask) bool {
	if m.ConceptID != "sym:fever" || strings.ToLower(strings.TrimSpace(m.Text)) != "fever" || !allergyAsked(asks) ||
		len(strings.Fields(tx.str)) > 6 {
		return false
	}
	for _, o := range x.Mentions {
		if o.Type == ontology.TypeAllergen {
			return false
		}
	}
	return true
}

// loneSiteBefore returns the body site an English turn names, in a
// sentence before mention i's, when it names no other: a state said on its
// own after it ("The eyes are driving me mad. Itchy, the both of them.")
// is that site's. A turn that names two places leaves it unplaced.
func loneSiteBefore(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	if !isLatinWordy(strings.ToLower(m.Text)) {
		return ""
	}
	site := ""
	for _, o := range x.Mentions {
		if o.Type != ontology.TypeBodySite {
			continue
		}
		if site != "" && o.ConceptID != site || tx.sent[o.Span[0]] == tx.sent[m.Span[0]] || o.Span[0] > m.Span[0] {
			return ""
		}
		site = o.ConceptID
	}
	return site
}

// partTired reports whether a "tired" is said of a body part its clause
// names before it ("my jaw gets tired", "my eyes very dry and tired"): eye
// strain or a muscle that tires, not the fatigue of the whole patient.
func partTired(x extract.Result, tx text, m extract.Mention) bool {
	if m.ConceptID != "sym:fatigue" || !hasAnyWord(strings.ToLower(m.Text), []string{"tired", "tires", "tire"}) {
		return false
	}
	for _, s := range x.Mentions {
		if s.Type == ontology.TypeBodySite && s.Span[1] <= m.Span[0] && tx.sameClause(m, s) &&
			!hasAnyWord(tx.between(s.Span[1], m.Span[0]), []string{"i", "i'm", "me", "and i", "feel", "feeling"}) {
			return true
		}
	}
	return false
}

// bellyCramp reports whether a bare "cramp" is said of the belly: its turn
// or the question it answers is about the belly ("Any pain in your
// tummy?" "I feel a cramp and then I know it's time to go"). A muscle
// cramp names its muscle ("cramp in my calf").
func bellyCramp(m extract.Mention, tx text, asks []Ask) bool {
	if m.ConceptID != "sym:muscle_cramps" || !hasAnyWord(strings.ToLower(m.Text), []string{"cramp", "cramps", "cramping"}) {
		return false
	}
	if crampOfAMuscle(tx.sentenceOf(m.Span[0])) {
		return false
	}
	if hasAnyWord(tx.str, bellyWords) || hasAnyWord(tx.sentenceOf(m.Span[0]), bellyGoingWords) {
		return true
	}
	for _, a := range asks {
		if a.Concept == "sym:abdominal_pain" || a.Concept == "sym:abdominal_cramps" || a.Concept == "sym:lower_abdominal_pain" {
			return true
		}
	}
	return false
}

// Episodes told as over. English tells a finished episode in the simple
// past with a length ("it was quite painful to swallow, for one or two
// days", "I took amoxicillin for a week"); the present, the perfect or
// "now" keep it going ("I've had a cough for three days"). Chinese "头孢吃了
// 三天" is as often still going, and is left as it reads.
var (
	pastSimple   = []string{"was", "were", "had", "felt", "took", "lasted", "got", "went on", "used", "needed"}
	ongoingWords = []string{"have", "has", "am", "is", "are", "now", "still", "since", "keep", "keeps", "ongoing", "for the last", "for the past",
		"so far", "currently", "every day", "each day", "daily", "these days", "at the moment", "anymore", "any more"}
	ongoingParts = []string{"'ve", "'s been", "'m ", "'re ", "'s ", "'s still"}
	// overWords say, later in the sentence, that nothing of it goes on
	// ("labyrinthitis, something like that, but again, nothing ongoing").
	overWords = []string{"nothing ongoing", "not ongoing", "nothing current", "not a problem now", "no problems since", "all cleared up",
		"all resolved", "all fine now", "fine since", "been fine since", "grand since", "been grand since", "been okay since", "been ok since",
		"been alright since", "been all right since", "no bother since", "之后就好了", "后来好了", "早就好了", "已经好了"}
)

// toldAsPast reports whether a sentence tells what it names in the simple
// past, with nothing that keeps it going.
func toldAsPast(sent string) bool { return hasAnyWord(sent, pastSimple) && !ongoing(sent) }

// classesAsked returns the drug classes the clinician's or the assistant's
// last questions asked about ("are you using any inhalers?"), over the
// turns of a short exchange ("Yes." "Which ones?" … "Sorry?").
func classesAsked(prior []Prior) []string {
	var out []string
	for k := len(prior) - 1; k >= max(0, len(prior)-5); k-- {
		if prior[k].Speaker == Patient {
			continue
		}
		for _, a := range prior[k].Reading.Asks {
			if a.Type == Medication && strings.HasPrefix(a.Concept, "class:") {
				out = append(out, a.Concept)
			}
		}
	}
	return out
}

// inAnyClass reports whether a drug belongs to one of classes.
func (r *Reader) inAnyClass(drug string, classes []string) bool {
	for _, c := range classes {
		if r.onto.InClass(drug, c) {
			return true
		}
	}
	return false
}

// toldAsHad reports whether a sentence says, in the perfect, what the
// patient has had at some time ("I've only had swelling where I was
// stung"), with nothing that says it goes on now. After an ever-question
// that is the patient's history.
func toldAsHad(sent string) bool {
	return hasAnyWord(sent, []string{"i've had", "i have had", "i've only had", "i've only ever had", "i've ever had", "i had", "i've got before"}) &&
		!hasAnyWord(sent, []string{"now", "still", "at the moment", "currently", "these days", "for the last", "for the past", "since", "today",
			"this week", "recently", "lately", "at the minute", "right now"})
}

// ongoing reports whether a sentence keeps what it tells going.
func ongoing(sent string) bool {
	if hasAnyWord(sent, ongoingWords) {
		return true
	}
	for _, p := range ongoingParts {
		if strings.Contains(sent, p) {
			return true
		}
	}
	return false
}

// completedCourse reports whether m's sentence tells it as a finished
// episode of a said length (see pastSimple).
func completedCourse(x extract.Result, tx text, m extract.Mention) bool {
	se := tx.sent[m.Span[0]]
	sent := tx.sentenceOf(m.Span[0])
	for _, d := range x.Durations {
		s := d.Span[0]
		if s >= len(tx.runes) || tx.sent[s] != se {
			continue
		}
		if isHan(d.Text) {
			continue
		}
		lead := tx.between(max(0, s-12), s)
		if !hasWord(lead, "for") {
			continue
		}
		if (hasAnyWord(sent, pastSimple) || hasAnyWord(sent, becamePast)) && !ongoing(sent) {
			return true
		}
	}
	return false
}

// becamePast tells a change in the simple past; with a length after "for"
// it is a spell that ended ("my left hand became numb for about two hours",
// "went numb for ten minutes"), as "was numb for two hours" is. Only here:
// without the length, "became numb" may still be so.
var becamePast = []string{"became", "went"}

// untilNextMention returns the text after mention i in its part, up to the
// next thing the turn names and the words that qualify it: "it's not a
// migraine, it's just a normal headache" says nothing of the migraine
// being normal.
func untilNextMention(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	rest := []rune(tx.afterInPart(m))
	for _, n := range x.Mentions[i+1:] {
		if n.Type != ontology.TypeBodySite && n.Span[0] >= m.Span[1] && n.Span[0]-m.Span[1] < len(rest) {
			words := strings.Fields(string(rest[:n.Span[0]-m.Span[1]]))
			return strings.Join(words[:max(0, len(words)-2)], " ")
		}
	}
	return string(rest)
}

// treatedIn reports whether m's sentence names a drug for the condition
// ("my blood pressure was up so they increased my metoprolol"): a high
// reading that is treated is the disease, not one reading.
func (r *Reader) treatedIn(x extract.Result, tx text, m extract.Mention, cond string) bool {
	for _, d := range x.Mentions {
		if (d.Type != ontology.TypeDrug && d.Type != ontology.TypeDrugClass) || !tx.sameSentence(d, m) {
			continue
		}
		c, ok := r.onto.Concept(d.ConceptID)
		if !ok {
			continue
		}
		for _, ind := range c.Indications {
			if ind == cond {
				return true
			}
		}
	}
	return false
}

// slightlyWords say a reading is only a little off.
var slightlyWords = []string{"有点", "有些", "稍微", "稍", "一点", "偏", "略", "a bit", "a little", "slightly", "borderline", "bit high", "touch high"}

// named reports whether a turn mentions the concept.
func named(x extract.Result, concept string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID == concept {
			return true
		}
	}
	return false
}

// pregnancyTimes say when, by a pregnancy: not that the patient is pregnant.
var pregnancyTimes = []string{"during", "in", "throughout", "while", "after", "before", "since", "怀孕的时候", "怀孕时", "孕期"}

// pregnancyAsTime reports whether a pregnancy mention only dates what
// the sentence says ("I was diabetic during pregnancy").
func pregnancyAsTime(tx text, m extract.Mention) bool {
	before := strings.TrimSpace(tx.before(m))
	for _, det := range []string{" my", " the", " her", " a"} {
		before = strings.TrimSuffix(before, det)
	}
	return endsWithAny(before, pregnancyTimes[:7]) || containsAny(tx.afterInPart(m), []string{"的时候", "时"})
}

// pregnancyBound are illnesses of a pregnancy, over with it.
var pregnancyBound = map[string]bool{"cond:gestational_diabetes": true, "cond:gestational_hypertension": true, "cond:preeclampsia": true,
	"cond:morning_sickness": true}

// duringAPastPregnancy reports whether m's sentence places it in a
// pregnancy told in the past ("I was diabetic during pregnancy").
func duringAPastPregnancy(x extract.Result, tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	if pregnancyBound[m.ConceptID] && toldAsPast(sent) && !hasAnyWord(sent, []string{"diagnosed", "this pregnancy", "this time"}) {
		return true // "I had gestational diabetes": of a pregnancy over
	}
	if isHan(m.Text) {
		// Chinese tells no tense: "怀孕的时候血糖高" is of a pregnancy over,
		// unless the sentence says it is this one, or now.
		if containsAny(sent, []string{"现在", "目前", "这次", "这胎", "这一胎", "还在", "正在", "怀着"}) {
			return false
		}
	} else if !hasAnyWord(sent, []string{"was", "were", "had", "got"}) || ongoing(sent) {
		return false
	}
	for _, p := range x.Mentions {
		if p.ConceptID == "cond:pregnancy" && tx.sameSentence(p, m) && pregnancyAsTime(tx, p) {
			return true
		}
	}
	return false
}

// lastEpisode reports whether m's sentence tells of an earlier episode
// ("上次感冒吃的阿莫西林", "上回住院打的头孢") and not of now. A clinician's
// order given then ("上回医生让我减到10毫克") is in force: the caller
// leaves relayed words alone, and allergies are not read here at all.
func lastEpisode(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	ep := lastIndexAny(before, lastTimes)
	if ep < 0 {
		return false
	}
	if compared, closed := comparedLastTime(before, ep); compared && closed {
		return false // "跟上回一样，头痛得厉害": the comparison dates only what it names (comparedlasttime.go)
	}
	if lead := strings.TrimRight(before[:ep], " "); lead == "since" || strings.HasSuffix(lead, " since") || strings.HasSuffix(lead, ",since") {
		return false // "Since last time I've been feeling sick": from then up to now
	}
	if zhPrescribedThen.MatchString(before[ep:]) {
		// "上次说的那个新开的降压药，吃了以后老是头晕": the drug prescribed
		// then, taken since, and what it does now; no episode over.
		return false
	}
	return !containsAny(before[ep:], []string{"现在", "目前", "还在", "一直", "这次", "now", "still"}) && !containsAny(before[ep:], goesOnSince) &&
		!containsAny(tx.afterInPart(m), []string{"现在", "目前", "还在", "一直", "这次", "now", "still"})
}

// lastTimes name an earlier episode.
var lastTimes = []string{"上次", "上回", "上一次", "上一回", "那次", "那回", "the last time", "last time i had", "that time", "last time"}

// goesOnSince, between a "last time" and the finding, say the finding goes
// on now: the time dates the drug or the visit it names ("The tablet you
// gave me last time is making my ankles swell", "上次开的那个药吃了老是头晕").
var goesOnSince = []string{"老是", "总是", "一吃就", "每次", " is ", " are ", " am ", "'re ", "'m ", "has been", "have been", "'ve been", "'s been",
	"'s making", "'s giving", "keeps", "keep ", "making", "giving me", "gives me", "makes me", "makes my"}

// zhPrescribedThen is a last visit named for what was prescribed at it
// ("上次开的", "上回医生说的", "上次给我换的") or a drug newly prescribed.
var zhPrescribedThen = regexp.MustCompile(`^(?:上次|上回|上一次|上一回)(?:医生|大夫|你|您)?(?:给我)?(?:说|开|换|加|配)的|新开的`)

// removedWords say an operation took a condition away.
var removedWords = []string{"removed", "removal of", "repaired", "replaced", "fixed", "taken out", "cut out", "切除了", "切掉了", "做掉了", "割掉了", "换了"}

// removalBefore ends the words before a condition that an operation took
// away: "a surgical removal of multiple abscesses", "excision of a cyst".
var removalBefore = regexp.MustCompile(`\b(removal|removals|excision|excisions|resection|resections) of( (the|a|an|my|some|multiple|several|two|three|four|a few|a couple of|both|all|those|these))*\s*$`)

// planWords say an operation is still to come.
var planWords = []string{"going to", "gonna", "want to", "wants to", "will ", "need to", "needs to", "plan", "scheduled", "booked",
	"waiting", "might", "要", "准备", "打算", "等着"}

// removedByOperation reports whether a condition's clause, or "it" later
// in its sentence, says an operation took it away ("had a hernia removed
// and repaired", "so I got it replaced"): what it removed is past.
func removedByOperation(tx text, m extract.Mention) bool {
	if containsAny(tx.sentenceOf(m.Span[0]), planWords) {
		return false
	}
	if containsAny(tx.after(m), removedWords) {
		return true // "a hernia removed and repaired"
	}
	if removalBefore.MatchString(strings.ToLower(tx.before(m))) {
		return true // "I had a surgical removal of multiple abscesses on my right thigh"
	}
	rest := restOfSentence(tx, m)
	for _, w := range removedWords {
		for _, it := range []string{"it ", "them ", "it all "} {
			if strings.Contains(rest, it+w) {
				return true // "arthritis in my knee, so I got it replaced"
			}
		}
	}
	return false
}

// restOfSentence is the text of m's sentence after m.
func restOfSentence(tx text, m extract.Mention) string {
	return tx.between(m.Span[1], tx.sentenceEnd(m))
}

// fromClause returns the folded text of m's sentence from the start of
// m's clause: "I haven't had a cold, but I did have an earache" tells the
// earache without the denial before it.
func fromClause(tx text, m extract.Mention) string {
	return strings.ToLower(tx.before(m) + tx.between(m.Span[0], m.Span[1]) + restOfSentence(tx, m))
}

// symptomEvent reports whether a symptom happens once and is over: a
// faint, a fall, a fit.
func symptomEvent(concept string) bool { return events[concept] && strings.HasPrefix(concept, "sym:") }

// notStarted say a drug is not taken yet.
// notTakenEnds end a sentence that tells of a drug given and not taken:
// "队友畀咗粒止痛药我，唔知系咩嚟，我冇食".
var notTakenEnds = []string{"我冇食", "我冇食过", "我没吃", "我都没吃", "我冇恰", "我一直没吃", "俺没吃", "俺都没吃", "俺一直没吃", "我也没吃", "俺也没吃"}

// notTakenAfter reports whether the last clause of m's sentence, after m,
// is one of notTakenEnds.
func notTakenAfter(tx text, m extract.Mention) bool {
	rest := strings.TrimRight(restOfSentence(tx, m), " 。.！!，,")
	for _, w := range notTakenEnds {
		if strings.HasSuffix(rest, w) {
			return true
		}
	}
	return false
}

var notStarted = []string{"haven't started", "have not started", "not started it", "not started them", "yet to start", "haven't taken it yet",
	// An offer the patient will weigh up is not taken yet: "the Mirena, I
	// don't know, I'll think about it".
	"i'll think about it", "i will think about it", "let me think about it", "i'll have a think", "i'll think it over",
	"i need to think about it", "i'll have to think about it",
	"haven't picked it up", "haven't collected", "not gone to collect", "haven't gone to collect", "not collected", "haven't start", "not start yet", "still sealed", "haven't started eating", "haven't started taking", "haven't taken any", "not taken any", "haven't dared", "too scared to take",
	// Nigerian Pidgin "the doctor write Atorvastatin …, but I never buy am, I
	// no start am at all" (session 74's review 16, E13).
	"never buy am", "never buy it", "no start am", "never start am", "never started am", "i never start", "never collected", "never picked it up",
	"还没开始吃", "还没吃", "还没用", "还没开始用", "没敢吃", "没敢用", "一片都没吃", "一粒都没吃", "一次都没用", "一直没吃", "一直没敢",
	"还没打", "还没开始打", "还没去打", "没敢买", "没买", "没去买",
	// The same in Hunan, Cantonese and other southern speech: "我堂客给我买了扶他林，我还冇用".
	"还冇用", "还冇吃", "还冇食", "还冇恰", "还冇开始吃", "仲未食", "仲未用", "仲冇食", "仲冇用", "还未用", "还未吃", "还未食",
	// Given, never taken: "the GP gave me ibuprofen…, but you'd said no, so I never took it".
	"never took it", "never taken it", "never took them", "so i never took", "never started it", "didn't take it", "didn't take them",
	// Meant to buy, not bought: "I was going to get the Lemsip Max".
	"was going to get", "going to get the", "was going to buy", "wanted to buy", "want to buy", "thinking of getting", "想买", "打算买",
	// Talked of, not started: "Dr Okafor would like to talk to me about going on a statin".
	"about going on", "about starting", "talk to me about", "discuss starting", "rather not start", "rather try",
	// A start still to come: "医生让我下个月开始打唑来膦酸", "starting it next week".
	"下个月开始", "下周开始", "下礼拜开始", "下星期开始", "明天开始", "过两天开始", "过几天开始", "starting next week", "start it next week",
	"starting next month", "start next month", "start it next month", "from next week", "from next month",
	// Wanting a drug is not taking it: "I want to go on the pill".
	"want to go on", "want to start", "wanna go on", "wanna start", "like to go on", "like to start", "thinking of going on", "想开始吃", "想吃点",
	// A start the prescriber plans: "they want to put me on insulin if…",
	// "they're starting me on methotrexate next month", "下个月复查完再开始打胰岛素".
	"want to put me on", "wants to put me on", "going to put me on", "gonna put me on", "going to start me on", "gonna start me on",
	"plan is i go on", "plan is to start", "starting me on it next", "再开始吃", "再开始打", "再开始用", "才开始吃", "才开始打",
	// Bought or prescribed, not taken: "the amlodipine's still sat in the
	// bag", "处方是开了，我还没去拿药", "络活喜买回来了，放在柜子头".
	"still sat in", "still sitting in", "sat in the cupboard", "sitting in the cupboard", "haven't opened", "not opened",
	"还没去拿", "还没拿", "没去拿", "没去药房拿", "没去药房取", "还没去领", "还没领", "没去领", "还没去取", "还没取药", "放在柜子", "放柜子", "放起没吃", "放着没吃",
	// "I had the prescription … and I just didn't get it filled", "拿回家就搁抽屉里了，一颗都没动",
	// "医生说可以试试他汀，我没要".
	"didn't get it filled", "never got it filled", "didn't fill it", "never filled it", "didn't get them filled",
	"搁抽屉里", "放抽屉里", "一颗都没动", "一片都没动", "一粒都没动", "我没要", "我没要它", "我没同意",
	// Never collected, not decided, not needed: "never actually picked it up from the pharmacy",
	// "I wanted to think about it. Still haven't decided", "Haven't needed it so far", "一直没去药房拿", "我还在考虑 没决定".
	"never picked it up", "never actually picked it up", "didn't pick it up", "haven't decided", "still haven't decided",
	"wanted to think about it", "没去药房拿", "一直没去拿", "没去拿药",
	"还在考虑", "没决定", "还没决定", "decided against", "decided not to", "决定不吃", "决定不用",
	"haven't started anything", "not started anything", "啥也没用", "什么也没用", "啥都没用", "什么都没用"}

// notTakenNext open a sentence after a drug's that says it was not taken.
var notTakenNext = []string{"didn't get it filled", "never got it filled", "didn't fill it", "never filled it", "haven't needed it",
	"haven't needed to", "haven't taken it", "haven't started it", "never picked it up", "didn't pick it up"}

// notFilledNext reports whether the sentence after drug m's opens by
// saying it was not taken (notTakenNext): "I had the prescription for the
// prednisolone in me hand, and I just... didn't get it filled.", "Doctor
// said I could try naproxen… Haven't needed it so far."
func notFilledNext(tx text, m extract.Mention) bool {
	at, next, ok := tx.nextSentence(m)
	for ok && strings.Trim(next, " .…") == "" { // "I just... didn't": the dots end sentences of nothing
		at, next, ok = tx.nextSentence(extract.Mention{Span: [2]int{at, at + 1}})
	}
	// "Haven't needed it since the summer": a drug used when needed, and used before.
	next = strings.TrimLeft(next, " .…")
	return ok && (startsWithAny(next, notTakenNext) != "" && !hasWord(next, "since") || zhNotStartedNext.MatchString(next))
}

// zhNotStartedNext opens a Chinese sentence after a drug's that says it was
// not started, the drug left unsaid: "…给开了非布司他，一天一片。我还没开始吃，
// 怕伤肝" (session 71's review 7, Z08). The verb must end its clause: "我还
// 没吃饭" is a meal.
var zhNotStartedNext = regexp.MustCompile(`^(?:我|俺)?(?:还|都|一直)?(?:没|冇|未|仲未|仲冇|还没有)(?:开始|敢|去)?(?:吃|用|打|食|服|喷|涂|抹)(?:过)?(?:呢|哦|啊)?(?:[，,。.！!；;]|$)`)

// specifiedNext reports whether the class mention i is named precisely
// right after it, with only a pause between: "那个头孢……头孢呋辛", "a
// statin, atorvastatin".
func (r *Reader) specifiedNext(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if n.Type != ontology.TypeDrug {
			continue
		}
		gap := strings.Trim(tx.between(m.Span[1], n.Span[0]), " ,，.…—-:：、")
		return (gap == "" || searchingForName(gap, n)) && r.InClass(n.ConceptID, m.ConceptID) && !r.alternativeAfter(x, tx, n, m.ConceptID)
	}
	return false
}

// swappedMe tells of a move to another drug without naming it: "that's why
// they swapped me", "so the GP changed me over".
var swappedMe = regexp.MustCompile(`\b(?:swapped|switched|changed|moved) (?:me|him|her|us)(?: over| across)?\b`)

// swappedOffIt reports whether the drug a sentence names, told in the past
// ("the Subutex never held me"), is the one a move away from it ends: the
// sentence tells the patient was moved and names no drug moved to. A
// sentence that says now ("I'm on amlodipine now, they switched me last
// month") tells of the drug moved to.
func swappedOffIt(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	sent := strings.ToLower(tx.sentenceOf(m.Span[0]))
	loc := swappedMe.FindStringIndex(sent)
	if loc == nil || hasAnyWord(sent, nowWords) || !hasAnyWord(tx.clauseOf(m.Span[0]), []string{"never", "didn't", "wasn't", "was", "were", "did", "used"}) {
		return false
	}
	if rest := strings.TrimLeft(sent[loc[1]:], " "); startsWithAny(rest, []string{"to ", "onto ", "on to ", "on "}) != "" {
		return false
	}
	for j, o := range x.Mentions {
		if j != i && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass) && tx.sent[o.Span[0]] == tx.sent[m.Span[0]] && o.ConceptID != m.ConceptID {
			return false
		}
	}
	return true
}

// formClasses are drug classes that name only the form a drug comes in.
// An inhaler is not one: it is a device the patient carries and is asked
// about in its own right ("my albuterol inhaler").
var formClasses = map[string]bool{"class:eye_drops": true}

// formOfDrugBefore reports whether form class mention i follows, with
// nothing between, a drug: "chloramphenicol eye drops", "氧氟沙星眼药水" name
// one drug and the form it comes in, not a second medicine. The drug need
// not be of the class by its code: the lexicon codes ofloxacin as the
// tablet (J01), and its eye drops are still ofloxacin.
func formOfDrugBefore(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	if !formClasses[m.ConceptID] {
		return false
	}
	for _, n := range x.Mentions {
		if n.Type == ontology.TypeDrug && n.Span[1] <= m.Span[0] && strings.Trim(tx.between(n.Span[1], m.Span[0]), " -") == "" {
			return true
		}
	}
	return false
}

// alternativeAfter reports whether another drug of the class follows n in
// its sentence: "one of the statins, pravastatin or rosuvastatin" is sure
// only of the class.
func (r *Reader) alternativeAfter(x extract.Result, tx text, n extract.Mention, class string) bool {
	for _, o := range x.Mentions {
		if o.Span[0] >= n.Span[1] && tx.sameSentence(o, n) && o.Type == ontology.TypeDrug && r.InClass(o.ConceptID, class) {
			return true
		}
	}
	return false
}

// stoppedLater reports whether the rest of a drug's sentence, before the
// next thing it names, says it was stopped ("阿司匹林我吃了半年，上个月医生让
// 停了", "I was on lisinopril for years, but they stopped it").
func stoppedLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	// A drug said as a topic and a pause has its story after the pause:
	// "哦，阿司匹林……上礼拜大便黑了两回，我就给停了".
	e := sentenceOrPauseEnd(tx, m)
	nextDrug := false
	for _, n := range x.Mentions[i+1:] {
		if formClasses[n.ConceptID] && strings.Trim(tx.between(m.Span[1], n.Span[0]), " -") == "" {
			continue // "氧氟沙星眼药水…前天停了": the drug's own form
		}
		// What the drug did is told on the way to its stop ("simvastatin
		// made my legs ache so badly I stopped it"): a symptom does not end
		// the drug's part of the sentence.
		if n.Span[0] < e && n.Type != ontology.TypeBodySite && n.Type != allergyWordType && n.Type != ontology.TypeSymptom &&
			!(n.Type == ontology.TypeCondition && endsWithAny(tx.between(m.Span[1], n.Span[0]), indicationWords)) {
			// What the drug was for is part of its telling too
			// ("prednisolone for my asthma in spring, a week, finished").
			e = n.Span[0]
			nextDrug = n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass
			break
		}
	}
	if wasBefore(x, tx, i) || stoppedInNextSentences(x, tx, i) {
		return true
	}
	rest := withoutDoseEffects(tx.between(m.Span[1], e)) // "食完退咗少少": after taking it (doseeffect.go)
	if nextDrug && stopOfTheNext.MatchString(strings.ToLower(rest)) {
		// "I take lisinopril 10 mg, but I stopped the bendroflumethiazide":
		// the stop's object is the drug named next, not this one.
		return false
	}
	goesOn := []string{"还在吃", "还在用", "又吃", "又开始", "started again", "back on", "了再开", "了再买", "再开一", "再买一", "接着吃", "还要吃", "还得吃"}
	if (containsAny(rest, laterStops) || stoppedByVerb.MatchString(rest) || stoppedPlainly(rest) || finishedItAfter.MatchString(strings.ToLower(rest))) && !containsAny(rest, goesOn) {
		return true
	}
	// A stop a clinician ordered may come after how a reading went ("二甲双胍
	// 本来有在吃，后来血糖控制得不错，医生叫我先不要吃"); what a reading did
	// ("血压就下去了") stops nothing.
	full := tx.between(m.Span[1], drugEnd(x, tx, i))
	return containsAny(full, orderedOff) && !containsAny(full, goesOn)
}

// stopOfTheNext is a stop whose object is the drug named right after it:
// "…, but I stopped the", "and I came off my", "quit taking".
var stopOfTheNext = regexp.MustCompile(`\b(stopped|stop|quit|came off|come off|gave up|discontinued|finished)( taking| using| the course of)?( the| my| that| his| her)?\s*$`)

// drugEnd returns where the part of the sentence about drug mention i
// ends: at the next drug named, or the sentence's end.
func drugEnd(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	e := tx.sentenceEnd(m)
	for _, n := range x.Mentions[i+1:] {
		if n.Span[0] < e && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			return n.Span[0]
		}
	}
	return e
}

// priorDrug say of the drug just named that it was the one before: "the
// Seretide... naw, sorry, that's what I was on before. Now it's the
// Trelegy".
var priorDrug = []string{"that's what i was on before", "that's what i used to be on", "that was the old one", "that's the old one", "那是以前吃的", "那是之前吃的", "那是以前的"}

// wasBefore reports whether the words after drug mention i, before the
// next drug and within the next sentence, say it was the one before.
func wasBefore(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	end := min(len(tx.runes), m.Span[1]+80)
	for _, n := range x.Mentions[i+1:] {
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && n.Span[0] < end {
			end = n.Span[0]
			break
		}
	}
	return containsAny(strings.ToLower(tx.between(m.Span[1], end)), priorDrug)
}

// pronounStops open a sentence that stops the drug told just before by a
// pronoun: "It's far better than the Aricept. They gave me bad dreams. I
// stopped them in the summer."
var pronounStops = []string{"i stopped them", "i stopped it", "i stopped those", "i stopped taking them", "i stopped taking it",
	"i came off them", "i came off it", "i gave them up", "i gave it up", "so i stopped them", "so i stopped it", "and i stopped them",
	"and i stopped it", "they took me off them", "they took me off it", "i quit them", "i quit it",
	// The subject left out, as speech does: "Avonex, the interferon jags, fir about three year.
	// Stopped it cos ah wis gettin flu-like" (s49 blind round 18 en01).
	"stopped it", "stopped them", "stopped those", "came off it", "came off them", "quit it", "quit them",
	// "Pred … and doxycycline, five days as well. Finished the both of 'em yesterday" (review 15 E10).
	"finished the both", "finished both", "finished them", "finished it", "finished the lot", "finished all of",
	// Not taken again since: "……那以后再没吃过", "…never touched it since".
	"那以后再没", "那以后没再", "那以后就没再", "那以后再也没", "以后再没", "以后没再", "以后就没再", "之后再没", "之后没再", "之后就没再", "后来再没", "后来没再", "后来就没再",
	"never touched it since", "never touched them since", "haven't touched it since", "haven't touched them since",
	"haven't taken it since", "haven't taken them since", "never taken it since", "never took it again", "never took them again"}

// stoppedInNextSentences reports whether one of the two sentences after
// drug mention i's, naming no other drug, opens with a pronoun stop.
func stoppedInNextSentences(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	from := tx.sentenceEnd(m)
	for k := 0; k < 2 && from < len(tx.runes); k++ {
		to := from
		for to < len(tx.runes) && tx.sent[to] == tx.sent[from] {
			to++
		}
		for _, n := range x.Mentions {
			if n.Span[0] >= from && n.Span[0] < to && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
				return false
			}
		}
		if next := strings.TrimLeft(tx.between(from, to), " .,…-"); startsWithAny(next, pronounStops) != "" && !strings.HasSuffix(strings.TrimSpace(next), "?") {
			return true
		}
		from = to
	}
	return false
}

// acuteHadWhenAskedEver reports whether an acute illness the clinician
// asked about ever having ("Did you ever have chickenpox?") is answered as
// had, in the simple past and with nothing said of now ("Chickenpox, yes,
// I had it in the war"): an illness over long ago, not a current one.
func (r *Reader) acuteHadWhenAskedEver(tx text, m extract.Mention, asked map[string]Ask) bool {
	a, ok := asked[m.ConceptID]
	if !ok || !a.Ever || !r.isAcute(m) || m.Assertion.Negated {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return hasAnyWord(sent, []string{"i had it", "had it", "i had", "i did"}) && !hasAnyWord(sent, nowWords) &&
		!hasAnyWord(sent, []string{"have it", "got it", "i've got", "i have", "this week", "yesterday", "since"})
}

// acuteManyTimes reports whether an acute illness is told in the plural as
// had many times ("I've had amoxicillin for chest infections loads of
// times"): past episodes, unless the sentence says one is on now or tells
// a habit that goes on ("I get cold sores a few times a year").
func (r *Reader) acuteManyTimes(tx text, m extract.Mention) bool {
	if !r.isAcute(m) || m.Assertion.Negated || !strings.HasSuffix(strings.ToLower(m.Text), "s") {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return containsAny(sent, []string{"loads of times", "lots of times", "many times", "a few times", "several times", "a couple of times",
		"plenty of times", "times before", "in the past"}) && hasAnyWord(sent, []string{"had", "'d had"}) &&
		!hasAnyWord(sent, nowWords) && !hasAnyWord(sent, []string{"this one", "again", "get", "gets", "getting", "keep", "a year", "a month", "every"})
}

// triggerAct are symptoms that are also everyday acts; triggerClause ends
// the words that make one the moment another complaint comes ("it hurts
// when I cough", "I leak when I laugh or sneeze"), which says nothing of
// whether the patient has a cough.
var (
	triggerAct    = map[string]bool{"sym:cough": true, "sym:sneezing": true}
	triggerClause = regexp.MustCompile(`\b(when|whenever|if|every time|each time|anytime) i ([a-z']+ (or|and) )?$`)
)

// laterStops say, after a drug, that it was stopped.
var laterStops = []string{"停了", "停掉了", "停药了", "不吃了", "唔食喇", "唔食了", "唔再食", "冇再食", "停咗", "停埋", "冇再用", "唔再用", "不用了", "别吃了", "没再吃", "不再吃", "stopped it", "stopped them", "stopped that",
	"but i don't", "but i do not", "but i haven't been", "but i never", "but i stopped",
	"took me off it", "took me off them", "switched me over", "swapped me over", "changed me over", "band kar diya", "band kar di", "came off it", "came off them", "taken off it", "don't take it anymore", "not on it anymore",
	"not taking it anymore", "no longer take it", "no longer on it",
	// "…did absolutely nothing so I stopped", "吃完一盒就没再买了".
	"so i stopped", "and i stopped", "then i stopped", "so i gave up", "gave up on it", "gave up on them",
	// Singaporean "…must stop one week before the scope, so I already stop
	// since last Wednesday", Caribbean "The Januvia, the doctor stop that in
	// June" (review 17).
	"already stop", "i stop since", "already stopped", "doctor stop that", "doctor stop it", "doctor stop dat",
	// "three more days of Augmentin, which she finished yesterday" (review 15 E09).
	"which she finished", "which he finished", "which i finished", "which we finished", "which they finished",
	// Jamaican patois: "di co-codamol yuh gi mi last time, mi stop dat".
	"mi stop dat", "mi stop it", "mi stop dem", "mi stap dat", "mi stop tek it", "mi nuh tek it again", "mi nuh tek dat again",
	// "…it knocked me out cold, so I gave it up": given up is stopped.
	"gave it up", "gave them up", "given it up", "given them up", "没再买", "就没买了", "不买了",
	// A course finished, or one that did its job and ended: "吃完了，一共七天",
	// "食完退一阵", "the Canesten cleared it", "吃了点儿退烧药就下去了".
	"吃完了", "用完了", "食完", "cleared it", "got rid of it", "sorted it out", "治好了", "就下去了", "就退了", "就退咗", "就好了",
	// "The prednisone I finished last week", "the sitagliptin went when the
	// Ozempic came in".
	"i finished", "i've finished", "i have finished", "went when", "went after", "got stopped", "was stopped",
	// "…did nothing, I stopped after three days", "…last cycle but I ran
	// out", "one week only, finished".
	"i stopped after", "i stopped using it", "i stopped using them", "but i ran out", "and i ran out", "then i ran out", "i've run out", "i have run out",
	", finished", "course finished", "finished the course", "finished it", "finished them",
	// A drug that could not be swallowed or kept down is not being taken.
	"couldn't get the tablets down", "couldn't get them down", "couldn't get it down", "couldn't keep them down", "couldn't keep it down",
	"couldn't swallow them", "couldn't swallow it", "couldn't swallow the tablets",
	// "就冇吃哒", "上礼拜吃完停脱了".
	"冇吃哒", "就冇吃了", "冇恰哒", "就冇恰了", "停脱了", "停脱", "threw it away", "threw them away", "throw it weh", "binned it", "binned them",
	// Not taken again since a time told: "那以后再没吃过", "以后没再用",
	// "never touched it since".
	"再没吃", "再没用", "再没碰", "再也没吃", "再也没用", "再也没碰", "没再用", "没再碰", "没再吃过", "没再用过",
	"never touched it since", "never touched them since", "haven't touched it since", "haven't touched them since", "not touched it since",
	"never taken it since", "never taken them since", "haven't taken it since", "haven't taken them since", "not taken it since",
	"never took it again", "never took them again", "never touched it again", "never touched them again", "haven't had it since", "haven't had them since"}

// noLongerTaken reports whether a denied drug is one the patient took and
// stopped: "没吃X了", "不吃X了", "没再吃X" (了 or 再 after the denial; "没吃过"
// is never).
func noLongerTaken(tx text, m extract.Mention) bool {
	before, after := tx.before(m), tx.after(m)
	if containsAny(before, []string{"过"}) || strings.HasPrefix(strings.TrimSpace(after), "过") {
		return false
	}
	return containsAny(before, []string{"没再", "不再"}) || strings.HasPrefix(strings.TrimSpace(after), "了") && containsAny(before, []string{"没", "不"}) ||
		startsWithAny(strings.TrimSpace(after), fromNowOn) != "" // "so no amitriptyline from tonight"
}

// fromNowOn start a change that holds from a near time on.
var fromNowOn = []string{"from tonight", "from today", "from tomorrow", "from now on", "from now", "starting tonight", "starting today",
	"starting tomorrow", "从今天起", "从今晚起", "从明天起", "从今天开始", "从今晚开始", "从明天开始"}

// triedOnce reports whether a drug is one the patient tried ("I also
// tried an antihistamine", "试过布洛芬"): a trial that is over, unless the
// sentence says it goes on or works.
func triedOnce(tx text, m extract.Mention) bool {
	from := m.Span[0]
	for from > 0 && tx.part[from-1] == tx.part[m.Span[0]] {
		from--
	}
	if !containsAny(tx.between(from, m.Span[0]), []string{"tried", "试过", "试了"}) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return !ongoing(sent) && !containsAny(sent, []string{"helps", "works", "working", "helping", "还在", "管用", "有效", "一直"})
}

// overSince reports whether the rest of m's sentence says nothing of it
// goes on (see overWords).
func overSince(x extract.Result, tx text, m extract.Mention) bool {
	return containsAny(untilNextFinding(x, tx, m), overWords) || startsWithAny(strings.TrimLeft(tx.after(m), " "), longOver) != ""
}

// untilNextFinding returns the rest of m's sentence up to the next symptom
// or condition it names, unless that one is listed with m: what a later
// clause says is over is its own finding's ("头晕一个月了，中耳炎已经好了"
// ends the otitis, not the dizziness), what a list shares is all of it's.
func untilNextFinding(x extract.Result, tx text, m extract.Mention) string {
	end := tx.sentenceEnd(m)
	for _, n := range x.Mentions {
		if n.Span[0] < m.Span[1] || n.Span[0] >= end || n.ConceptID == m.ConceptID ||
			n.Type != ontology.TypeSymptom && n.Type != ontology.TypeCondition {
			continue
		}
		if !listJoiner.MatchString(strings.ToLower(tx.between(m.Span[1], n.Span[0]))) {
			end = n.Span[0]
		}
		break
	}
	return tx.between(m.Span[1], end)
}

// longOver, right after what it is said of, say it ended long ago: "感冒早
// 好了". Said later in the sentence it may be of something else ("头晕一个
// 月了，感冒早好了").
var longOver = []string{"早好了", "早就好了", "早没事了", "早就没事了", "早好咗", "早就好咗", "早冇事", "早就冇事"}

// datedByFragment reports whether the sentence before m's is only a past
// time ("I had a small heart attack. About five years ago. I had some
// chest pain…"), which dates m's sentence too when it is told in the past.
func datedByFragment(x extract.Result, tx text, m extract.Mention, at time.Time) bool {
	s := m.Span[0]
	for s > 0 && tx.sent[s-1] == tx.sent[m.Span[0]] {
		s--
	}
	if s == 0 {
		return false
	}
	prev := tx.sentenceOf(s - 1)
	ps := s - 1
	for ps > 0 && tx.sent[ps-1] == tx.sent[s-1] {
		ps--
	}
	if mentionIn(x, ps, s) || len(strings.Fields(prev)) > 6 {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if !hasAnyWord(sent, pastSimple) || ongoing(sent) {
		return false
	}
	for _, tr := range x.Times {
		if tr.Span[0] >= ps && tr.Span[0] < s && at.Sub(tr.End) > 180*24*time.Hour {
			return true
		}
	}
	return false
}

// alsoTheSpeaker returns the patient's own copy of a relative's finding
// when the sentence gives it to both ("我和我妈都有高血压", "我跟我妈一样，也有
// 高血压", "me and my mum both have asthma"), else nothing.
//
// "我也有"/"me as well" followed by a finding of its own gives the speaker
// that one, not the relative's: "我闺女发烧了，我也有点嗓子疼" is the
// daughter's fever and the patient's sore throat.
func alsoTheSpeaker(s Statement, x extract.Result, tx text, m extract.Mention) []Statement {
	if !extract.BloodRelative(s.Experiencer) || s.Negated {
		return nil
	}
	before := sentenceBefore(tx, m)
	// "我跟我妈一样，也有高血压": like the relative, the speaker has it.
	like := strings.Contains(before, "一样") && !strings.Contains(before, "不一样")
	zh := containsAny(before, []string{"我和", "我跟", "我与", "我同"}) && (strings.Contains(before, "都") || like) ||
		strings.Contains(before, "像") && like
	en := containsAny(before, []string{"me and my", "my mum and i", "my mom and i", "my dad and i", "my mother and i", "my father and i",
		"my sister and i", "my brother and i"}) && containsAny(before, []string{"both", "all"}) ||
		containsAny(before, []string{"both me and", "both my mum and i", "both my mom and i", "both my dad and i", "both my mother and i", "both my father and i"})
	if !zh && !en && !containsAny(tx.sentenceOf(m.Span[0]), []string{"and so do i", "and so have i", "as do i", "and me too", "and i do too",
		"and i have too", "me as well", "我也是", "我也有"}) {
		return nil
	}
	if !zh && !en && findingAfterAlso(x, tx, m) {
		return nil
	}
	attrs := make(map[string]string, len(s.Attributes))
	for k, v := range s.Attributes {
		attrs[k] = v
	}
	s.Experiencer, s.Attributes = extract.Patient, attrs
	return []Statement{s}
}

// findingAfterAlso reports whether a symptom or condition other than m is
// named after the "also" of m's sentence, in its clause ("我也有点嗓子疼"):
// the speaker's own, which the also is of.
func findingAfterAlso(x extract.Result, tx text, m extract.Mention) bool {
	start := tx.sentenceStart(m.Span[0])
	sent := tx.sentenceOf(m.Span[0])
	at := -1
	for _, w := range []string{"我也有", "我也是", "me as well", "and me too"} {
		if i := strings.Index(sent, w); i >= 0 && (at < 0 || utf8.RuneCountInString(sent[:i]) < at) {
			at = utf8.RuneCountInString(sent[:i])
		}
	}
	if at < 0 {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= start+at && n.Span[0] != m.Span[0] && tx.clause[n.Span[0]] == tx.clause[start+at] &&
			(n.Type == ontology.TypeSymptom || n.Type == ontology.TypeCondition) {
			return true
		}
	}
	return false
}

// likeRelative, right after the patient's own finding, likens the patient
// to a relative: "migraines, same as my dad", "asthma, like my mum".
var likeRelative = regexp.MustCompile(`^\s*[,;-]?\s*(just |exactly )?(the )?(same as|like) (my|me|our) `)

// alsoTheRelative returns the relative's copy, as family history, of a
// finding the patient has and likens to that relative's: "I get migraines,
// same as my dad" tells both (the English of "我跟我爸一样", see
// alsoTheSpeaker). A likeness to what the relative has ("like my mum's
// eczema") names no finding of theirs but another.
func alsoTheRelative(s Statement, tx text, m extract.Mention) []Statement {
	if s.Experiencer != extract.Patient || s.Negated || s.Uncertain || s.Hypothetical {
		return nil
	}
	rest := strings.ToLower(restOfSentence(tx, m))
	loc := likeRelative.FindStringIndex(rest)
	if loc == nil {
		return nil
	}
	words := strings.Fields(rest[loc[1]-len("my "):])
	if len(words) < 2 || strings.Contains(words[1], "'") {
		return nil
	}
	kin := strings.Trim(strings.Join(words[:min(3, len(words))], " "), ",.;!?")
	who := extract.Relative(kin)
	if who == "" {
		return nil
	}
	attrs := make(map[string]string, len(s.Attributes))
	for k, v := range s.Attributes {
		attrs[k] = v
	}
	s.Experiencer, s.Attributes, s.Historical = who, attrs, false
	return []Statement{s}
}

// notAnyMore reports whether a denied symptom is said over with 了 right
// after it ("我现在不咳嗽了", "没发烧了"); "没发过烧" is never.
func notAnyMore(tx text, m extract.Mention) bool {
	after := strings.TrimSpace(tx.after(m))
	return strings.HasPrefix(after, "了") && !strings.HasPrefix(after, "了吗") && !containsAny(tx.before(m), []string{"过", "从来", "从没"})
}

// zhBareNo reports whether a Chinese clause is a "no" and nothing else
// ("没有没有", "没有的事"): "还没好" (not better yet) opens like "还没" but
// denies nothing.
func zhBareNo(c string) bool {
	c = strings.TrimRight(strings.TrimSpace(c), "啊呀呢吧的了嘛哦 。.!！,，？?…")
	for _, w := range noAnswers {
		if c == w || c == w+w {
			return true
		}
	}
	return false
}

// vagueMalaise is the general feeling of being unwell ("under the
// weather", "不舒服"): said alone it names no finding.
const vagueMalaise = "sym:malaise"

// likenessTail matches the end of a text that compares what follows to
// something ("it feels like a", "like a cramp, like a muscular").
var likenessTail = regexp.MustCompile(`\b(feels|feel|felt|feeling|it's|it is|it was|its)( like an? [a-z' -]+?)* like an? ([a-z'-]+ )?$`)

// likeness reports whether the text before a mention compares it to
// something, with the spoken pauses left out ("it feels, um, like a
// cramp, like a muscular cramp"): a likeness describes a sensation, it
// does not name the finding.
func likeness(before string) bool {
	var words []string
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", "，", " ").Replace(before)) {
		if !spokenPauses[w] {
			words = append(words, w)
		}
	}
	return likenessTail.MatchString(strings.Join(words, " ") + " ")
}

// spokenPauses are the sounds speech pauses on.
var spokenPauses = map[string]bool{"um": true, "umm": true, "uh": true, "uhh": true, "uhm": true, "er": true, "erm": true, "hmm": true}

// sentenceBefore returns the folded text of m's sentence before it.
func sentenceBefore(tx text, m extract.Mention) string {
	s := m.Span[0]
	for s > 0 && tx.sent[s-1] == tx.sent[m.Span[0]] {
		s--
	}
	return tx.between(s, m.Span[0])
}

// resolvedLater reports whether the text after symptom mention i says it is
// over: in its sentence before another clinical mention ("the sore throat
// is going away, but I'm starting to cough"), or in the next sentence when
// that only points back at it ("but then, that went away").
func (r *Reader) resolvedLater(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	end := m.Span[1]
	for j := i + 1; j < len(x.Mentions); j++ {
		// A bare pain ("it was quite painful") says more of the same
		// symptom, not of another: the scan goes on past it.
		if n := x.Mentions[j]; n.Type != ontology.TypeBodySite && !r.isGeneric(n.ConceptID) && tx.sent[n.Span[0]] == tx.sent[m.Span[0]] {
			end = n.Span[0]
			break
		}
	}
	se := tx.sent[m.Span[0]]
	stop := end
	for stop < len(tx.runes) && tx.sent[stop] == se && (end == m.Span[1] || stop < end) {
		stop++
	}
	if saysOver(tx.between(m.Span[1], stop), resolvedSymptoms) || listOver(x, tx, i) {
		return true
	}
	if stop < len(tx.runes) {
		// The next sentence up to its first mention: "but then, that went
		// away, and it's just diarrhoea now" says the vomiting is over.
		head := []rune(tx.sentenceOf(stop))
		for _, n := range x.Mentions {
			if n.Span[0] >= stop && n.Span[0] < stop+len(head) && n.Type != allergyWordType {
				head = head[:n.Span[0]-stop]
				break
			}
		}
		next := strings.TrimLeft(string(head), " ,，")
		back := []string{"that", "it", "which", "后来好了", "现在好了", "现在没了"}
		for _, b := range back {
			// "It settled, but it keeps coming back": not over.
			if strings.HasPrefix(withoutConnectives(next), b) && saysOver(next, resolvedSymptoms) && !comesBack(tx.sentenceOf(stop)) {
				return true
			}
		}
	}
	return false
}

// unmeasured say that a felt fever was not measured. (The Chinese
// annotators read "有点发热，冇量过" as a fever; the English ones, "I'm
// feeling a bit hot, but I didn't check it", as one to check.)
var unmeasured = []string{"didn't take it", "didn't check it", "didn't check", "didn't measure", "didn't take my temperature", "haven't checked",
	"no thermometer"}

// feverUnsure reports whether a fever is only felt and said not to have
// been measured, with no reading in its sentence: a clinician should check
// it.
func feverUnsure(x extract.Result, tx text, m extract.Mention) bool {
	for _, ms := range x.Measurements {
		if ms.ConceptID == "vital:temperature" && ms.Span[0] < len(tx.runes) && tx.sent[ms.Span[0]] == tx.sent[m.Span[0]] {
			return false
		}
	}
	return containsAny(strings.ToLower(tx.sentenceOf(m.Span[0])), unmeasured)
}

// zhTriggers returns the symptom mentions a Chinese sentence names as what
// sets something off: "一X就Y", "一X更Y", with X a symptom or a list of them
// ("一咳嗽、打个喷嚏，裤子就湿了", "一紧张更抖"). What they set off is the
// complaint; the triggers are not.
func zhTriggers(x extract.Result, tx text) map[int]bool {
	out := map[int]bool{}
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeSymptom || !isHan(m.Text) || m.Span[0] == 0 || tx.runes[m.Span[0]-1] != '一' {
			continue
		}
		end := tx.sentenceEnd(m)
		rest := tx.between(m.Span[1], end)
		k := strings.IndexAny(rest, "就更便")
		if k < 0 {
			continue
		}
		stop := m.Span[1] + len([]rune(rest[:k]))
		for j := i; j < len(x.Mentions) && x.Mentions[j].Span[0] < stop; j++ {
			if x.Mentions[j].Type == ontology.TypeSymptom {
				out[j] = true
			}
		}
	}
	// "咳嗽，一咳嗽就胸口疼": a trigger also told as a complaint is one.
	for j := range out {
		for k, n := range x.Mentions {
			if !out[k] && n.ConceptID == x.Mentions[j].ConceptID {
				delete(out, j)
				break
			}
		}
	}
	return out
}

// namingOpeners open a sentence that names what the one before spoke of:
// "Mi did stop tek mi pressure tablet dem… Is the amlodipine an' the water
// pill."
var namingOpeners = []string{"is the", "it's the", "it was the", "that's the", "that was the", "they're the", "they were the", "dem is", "那是", "就是"}

// namesStoppedClass reports whether drug mention i, in a sentence that
// opens by naming, is a member of a class the sentence before stopped.
func (r *Reader) namesStoppedClass(x extract.Result, tx text, i int, stopped map[int]bool) bool {
	m := x.Mentions[i]
	if startsWithAny(withoutConnectives(strings.ToLower(tx.sentenceOf(m.Span[0]))), namingOpeners) == "" {
		return false
	}
	se := tx.sent[m.Span[0]]
	for j, n := range x.Mentions[:i] {
		if stopped[j] && n.Type == ontology.TypeDrugClass && tx.sent[n.Span[0]] == se-1 && r.within(m.ConceptID, n.ConceptID) {
			return true
		}
	}
	return false
}

// within reports whether a drug, or every member of a class, belongs to
// class: the water pill is one of the pressure tablets.
func (r *Reader) within(id, class string) bool {
	if r.onto.InClass(id, class) {
		return true
	}
	c, ok := r.onto.Concept(id)
	outer, ok2 := r.onto.Concept(class)
	if !ok || !ok2 || c.Type != ontology.TypeDrugClass || len(c.Members) == 0 {
		return false
	}
	for _, code := range c.Members {
		if !hasPrefixIn(code, outer.Members) {
			return false
		}
	}
	return true
}

// runsInFamily reports whether a condition is said, in a turn about what
// runs in the family, to do so: "In the family? No, but heart disease does."
func runsInFamily(tx text, m extract.Mention) bool {
	rest := strings.Trim(strings.ToLower(restOfSentence(tx, m)), " .!")
	turn := strings.ToLower(tx.str)
	return (rest == "does" || rest == "do" || rest == "does, though") && containsAny(turn, []string{"family", "runs in", "run in"})
}

// notOver are the denials that keep a symptom going ("it's not going
// away", "hasn't settled").
var notOver = []string{"not", "isn't", "hasn't", "haven't", "won't", "wasn't", "never", "not really", "没", "没有", "还没", "不"}

// saysOver reports whether s says with one of words, without denying it,
// that something is over: "it's not going away", "降不下来了" and "not under
// control" say the opposite.
func saysOver(s string, words []string) bool {
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(s[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if !hasWord(s[i:], w) || i > 0 && isLatinByte(s[i-1]) {
				continue
			}
			if !isLatinByte(w[0]) && startsWithAny(s[from:], zhNotQuiteOver) != "" {
				continue // "咳嗽好了一点" is better, not over; "好了没有" asks
			}
			if goneAsBecome(w, s[from:]) {
				continue // "Phlegm's gone green": what it became (gonecolour.go)
			}
			if isLatinByte(w[0]) && spreadsAlong(w, s[from:]) {
				continue // "going down my left arm": where it spreads (spreadalong.go)
			}
			if !deniedBefore(strings.TrimRight(s[:i], " ")) {
				return true
			}
		}
	}
	return false
}

// deniedBefore reports whether lead ends with a denial.
func deniedBefore(lead string) bool {
	for _, n := range notOver {
		if strings.HasSuffix(lead, n) && (len(lead) == len(n) || !isLatinByte(n[0]) || !isLatinByte(lead[len(lead)-len(n)-1])) {
			return true
		}
	}
	return false
}

// connectives are the words that join a clause to the one before it
// ("but then, uh, that went away").
var connectives = []string{"but", "and", "then", "so", "uh", "um", "erm", "er", "well", "yeah",
	// Time moving on opens what came of it: "Eventually it all stopped."
	"eventually", "finally", "in the end"}

// withoutConnectives returns s without the connectives and commas it
// opens with.
func withoutConnectives(s string) string {
	for {
		t := strings.TrimLeft(s, " ,，")
		w := startsWithAny(t, connectives)
		if w == "" || w == t {
			return t
		}
		s = t[len(w):]
	}
}

// isHan reports whether s holds a Chinese character.
func isHan(s string) bool {
	for _, r := range s {
		if r >= 0x4E00 && r <= 0x9FFF {
			return true
		}
	}
	return false
}

// isLatinWordy reports whether s is written in Latin letters.
func isLatinWordy(s string) bool {
	for _, r := range s {
		if isLatinRune(r) {
			return true
		}
	}
	return false
}

// mentionIn reports whether a mention starts in [s, e).
func mentionIn(x extract.Result, s, e int) bool {
	for _, m := range x.Mentions {
		if m.Span[0] >= s && m.Span[0] < e && m.Type != allergyWordType {
			return true
		}
	}
	return false
}

// dedupe keeps the last statement about each thing and experiencer: the
// turn's final word on it ("以前吃阿司匹林，现在不吃了"). A thing is what the
// record takes as one (entity.Fact.Key): numbness of the hand and of the
// foot are two, as are a home and a clinic reading.
func dedupe(in []Statement, han bool) []Statement {
	in = withoutEarlierEpisodes(in)
	last := map[string]int{}
	hedged := map[string]bool{}
	for i, s := range in {
		id := identity(s)
		if j, seen := last[id]; seen && s.Type == Observation && s.Historical && !in[j].Historical {
			// "I'm 14 stone now, I was 12 stone last year": a reading of
			// before, told after, is not the final word on now.
			continue
		}
		last[id] = i
		hedged[id] = hedged[id] || s.Uncertain && !s.Negated
	}
	// "可能有点低烧吧……就是觉得身上一阵一阵发热": a Chinese hedge said of a
	// thing in the turn is not taken back by naming it again. (English "sort
	// of" and "might" are said in passing: "it's sort of going into a cough
	// now… I'm starting to cough".)
	for id, i := range last {
		if hedged[id] && !in[i].Negated && !in[i].Historical && han {
			in[i].Uncertain = true
		}
	}
	out := in[:0]
	for i, s := range in {
		if last[identity(s)] == i {
			out = append(out, s)
		}
	}
	return out
}

// withoutEarlierEpisodes leaves out the findings told after the same
// finding now, as an episode dated before it: "I'm coughing half the night
// … last winter it was only a bit of a cough" (review 12 E02) is a cough
// now, compared with last winter's.
func withoutEarlierEpisodes(in []Statement) []Statement {
	out := in[:0]
	for k, s := range in {
		if !slices.ContainsFunc(in[:k], func(now Statement) bool {
			return now.Type == s.Type && now.Concept == s.Concept && now.Experiencer == s.Experiencer && earlierEpisode(now, s)
		}) {
			out = append(out, s)
		}
	}
	return out
}

// kindSaidOver ends a finding told now when the turn, after it, says its
// kind is over: "lisinopril but it give mi one dry cough every night. Di
// cough gone now." (review 12 E17) ended the cough and kept the dry cough.
// A kind dated to a time gone by ("I had a cough last winter") is an
// episode of then and ends nothing.
func (r *Reader) kindSaidOver(x extract.Result, tx text, in []Statement) []Statement {
	for _, g := range in {
		if g.Type != Symptom || !g.Historical || g.Negated || g.Hypothetical || g.Onset != nil {
			continue
		}
		gm, ok := lastMentionOf(x, g.Concept)
		if !ok || !saysOver(tx.sentenceOf(gm.Span[0]), resolvedSymptoms) {
			continue // "我以前一咳嗽就吃介个": a habit of before, no end of the kind
		}
		for j := range in {
			s := &in[j]
			if s.Type != Symptom || s.Historical || s.Negated || s.Hypothetical || s.Experiencer != g.Experiencer || !r.Broader(g.Concept, s.Concept) {
				continue
			}
			// Only a kind said over in a later sentence than the finding.
			if sm, ok := mentionOf(x, s.Concept); ok && tx.sent[sm.Span[0]] < tx.sent[gm.Span[0]] {
				s.Historical = true
			}
		}
	}
	return in
}

// earlierEpisode reports whether later, a finding told after now of the
// same thing, is an episode dated before it: no end of the one now.
func earlierEpisode(now, later Statement) bool {
	if later.Type != Symptom && later.Type != Condition || !later.Historical || later.Resolves || later.Negated || later.Onset == nil {
		return false
	}
	if now.Historical || now.Negated || now.Hypothetical {
		return false
	}
	return now.Onset == nil || later.Onset.Before(*now.Onset)
}

// identity is the record's key of what s is about, and who it is about.
func identity(s Statement) string {
	attrs := make(map[string]string, len(s.Attributes)+1)
	for k, v := range s.Attributes {
		attrs[k] = v
	}
	attrs[entity.ConceptAttribute] = s.Concept
	return entity.Fact{Type: s.Type, Attributes: attrs}.Key() + "|" + s.Experiencer
}

// OtherPerson is the Experiencer of a statement about someone who is
// neither the patient nor a blood relative: it writes nothing.
const OtherPerson = "other"

// experiencer is who a mention is about, given who spoke: the patient, a
// blood relative (whose findings are family history), or OtherPerson.
func experiencer(a extract.Assertion, speaker string) string {
	switch {
	case extract.BloodRelative(a.Experiencer):
		return a.Experiencer
	case !aboutPatient(a, speaker):
		return OtherPerson
	}
	return extract.Patient
}

// attachSites returns, per symptom mention, the body site of its clause:
// the nearest site mention in the same clause ("膝盖又疼了", "pain in my
// left knee").
func (r *Reader) attachSites(x extract.Result, tx text) map[int]string {
	out := map[int]string{}
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeSymptom {
			continue
		}
		best, dist := "", 1<<30
		for _, s := range x.Mentions {
			if s.Type != ontology.TypeBodySite || !tx.sameClause(m, s) || s.Assertion.Negated && !m.Assertion.Negated {
				continue // "the pain is not in my chest"
			}
			if handledSite.MatchString(strings.ToLower(tx.before(s))) {
				continue // "a temperature of 39 … and he's pulling at his ear": what he does, not where the fever is (review 4, E11)
			}
			if wuALittle(tx, s) {
				continue // Shanghainese "有眼恶心" is "有点恶心": no eye (session 71's review 8, Z16)
			}
			d := s.Span[0] - m.Span[1]
			if d < 0 {
				d = m.Span[0] - s.Span[1]
			}
			if s.SingleHan() && d > 1 && !(s.Span[1] <= m.Span[0] && (degreeOnly(tx.between(s.Span[1], m.Span[0])) || endedGapOnly(tx.between(s.Span[1], m.Span[0])))) {
				continue // "手机" is no hand; "手有点麻" is
			}
			if d < dist {
				best, dist = s.ConceptID, d
			}
		}
		if best != "" {
			out[i] = best
		}
	}
	return out
}

// handledSite ends the words before a body part that someone handles: the
// part is the verb's object, no finding's site.
var handledSite = regexp.MustCompile(`\b(?:pulling|pulls|pulled|tugging|tugs|tugged|grabbing|grabs|holding|holds|touching|touches|poking|pokes) (?:at )?(?:his|her|my|their|the|your)\s*$`)

// zhDegrees may stand between a one-character site and its symptom
// ("手有点麻", "头特别疼").
var zhDegrees = []string{"有点", "有些", "有一点", "很", "特别", "非常", "老是", "一直", "总是", "还", "也", "又", "都", "好", "挺", "太", "比较", "经常", "老", "就"}

// degreeOnly reports whether s is made of degree words alone.
func degreeOnly(s string) bool {
	for s != "" {
		w := startsWithAny(s, zhDegrees)
		if w == "" {
			return false
		}
		s = s[len(w):]
	}
	return true
}

// isGeneric reports whether a symptom takes a site.
func (r *Reader) isGeneric(concept string) bool {
	for _, g := range genericSymptoms {
		if g == concept {
			return true
		}
	}
	return false
}

// askedSpecific returns the asked symptom that is the generic one at some
// site ("疼" to "肚子疼不疼？" is abdominal pain).
func (r *Reader) askedSpecific(generic string, asks []Ask) (string, bool) {
	for _, a := range asks {
		if r.genericOf[a.Concept] == generic {
			return a.Concept, true
		}
	}
	return "", false
}

// placedElsewhere reports whether a generic symptom without a site is
// placed by another mention of this turn or by a statement of the
// patient's recent turns.
func (r *Reader) placedElsewhere(generic string, i int, sites map[int]string, x extract.Result, prior []Prior) bool {
	for j, m := range x.Mentions {
		if _, ok := sites[j]; ok && j != i && m.ConceptID == generic {
			return true
		}
	}
	for k := len(prior) - 1; k >= 0 && k >= len(prior)-4; k-- {
		if prior[k].Speaker != Patient {
			continue
		}
		for _, s := range prior[k].Reading.Statements {
			if s.Type == Symptom && !s.Negated && r.genericOf[s.Concept] == generic {
				return true
			}
		}
	}
	return false
}

// placedInTurn reports whether another mention of this turn says generic
// symptom mention i's symptom at a site: the generic with a site, or a
// symptom that is the generic at a site ("wrist pain").
func (r *Reader) placedInTurn(generic string, i int, sites map[int]string, x extract.Result) bool {
	for j, m := range x.Mentions {
		if j == i || m.Assertion.Negated {
			continue
		}
		if _, ok := sites[j]; ok && m.ConceptID == generic || r.genericOf[m.ConceptID] == generic {
			return true
		}
	}
	return false
}

// saidAtASite reports whether the patient's turns in prior said a generic
// symptom at a site ("a swelling on my upper lip" is a facial swelling).
func (r *Reader) saidAtASite(generic string, prior []Prior) bool {
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, s := range p.Reading.Statements {
			if s.Type == Symptom && !s.Negated && s.Experiencer == extract.Patient &&
				(r.genericOf[s.Concept] == generic || s.Concept == generic && s.Attributes[entity.SiteAttribute] != "") {
				return true
			}
		}
	}
	return false
}

// specificInSentence reports whether generic mention i's sentence names a
// symptom that is the same generic at some site, or that has no generic
// and a pain of its own ("尿疼有，一尿就辣辣的疼": the 疼 is the dysuria's).
func (r *Reader) specificInSentence(x extract.Result, tx text, i int) bool {
	g := x.Mentions[i].ConceptID
	for j, m := range x.Mentions {
		if j == i || m.Type != ontology.TypeSymptom || !tx.sameSentence(m, x.Mentions[i]) || r.isGeneric(m.ConceptID) {
			continue
		}
		if r.genericOf[m.ConceptID] == g || g == "sym:pain_symptom" && r.painful(m.ConceptID) {
			return true
		}
	}
	return false
}

// painful reports whether a symptom's names say it hurts.
func (r *Reader) painful(id string) bool {
	c, ok := r.onto.Concept(id)
	if !ok {
		return false
	}
	for _, n := range c.Names {
		if strings.Contains(n.Text, "pain") || strings.Contains(n.Text, "ache") || strings.Contains(n.Text, "疼") || strings.Contains(n.Text, "痛") {
			return true
		}
	}
	return false
}

// genericSymptoms are symptoms that take a site: "pain" at the knee is knee
// pain.
var genericSymptoms = []string{"sym:pain_symptom", "sym:edema", "sym:numbness", "sym:tingling", "sym:itching", "sym:rash",
	"sym:weakness", "sym:bleeding", "sym:lump", "sym:skin_redness", "sym:burning_pain", "sym:joint_stiffness"}

// composeSites finds, for each generic symptom and body site, the specific
// symptom the lexicon names for the pair ("knee" + "pain" is "knee pain",
// "嗓子" + "疼" is a sore throat).
func composeSites(onto *ontology.Lexicon) map[[2]string]string {
	out := map[[2]string]string{}
	var sites []ontology.Concept
	for _, c := range onto.Concepts() {
		if c.Type == ontology.TypeBodySite {
			sites = append(sites, c)
		}
	}
	for _, gid := range genericSymptoms {
		g, ok := onto.Concept(gid)
		if !ok {
			continue
		}
		for _, site := range sites {
			key := [2]string{gid, site.ID}
		names:
			for _, sn := range site.Names {
				for _, gn := range g.Names {
					for _, cand := range []string{sn.Text + " " + gn.Text, sn.Text + gn.Text} {
						for _, c := range onto.Lookup(cand) {
							if c.Type == ontology.TypeSymptom && c.ID != gid {
								out[key] = c.ID
								break names
							}
						}
					}
				}
			}
		}
	}
	return out
}

// determiners may open a clause before the symptom it names again.
var determiners = []string{"the", "my", "that", "this", "those", "these"}

// namedAgainAsOver reports whether a later sentence of the turn opens by
// naming symptom mention i again and says it is over: "I injured my leg
// and got swelling. The swelling is gone now."
func (r *Reader) namedAgainAsOver(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	for _, n := range x.Mentions[i+1:] {
		if tx.sent[n.Span[0]] == tx.sent[m.Span[0]] || !r.sameSymptom(n.ConceptID, m.ConceptID) {
			continue
		}
		lead := withoutConnectives(tx.before(n))
		if w := startsWithAny(lead, determiners); w != "" {
			lead = strings.TrimSpace(lead[len(w):])
		}
		return lead == "" && saysOver(tx.afterInPart(n), resolvedSymptoms) && !goesOn(tx.sentenceOf(n.Span[0]))
	}
	return false
}

// sameSymptom reports whether two symptom concepts name one symptom, one
// of them perhaps at its site (swelling and leg swelling).
func (r *Reader) sameSymptom(a, b string) bool {
	return a == b || r.genericOf[a] == b || r.genericOf[b] == a
}

// aTimeThatWas names a stretch of the past as a whole: "it was a
// terrible time", "that was a rough few months", "those were hard days".
var aTimeThatWas = regexp.MustCompile(`\b(it|that|this) was (such )?an? ([a-z]+ ){0,2}(time|period|phase|year|few weeks|few months)\b|\bthose were ([a-z]+ ){0,2}(days|times|years)\b`)

// inATimeThatWas reports whether the turn, before m or in its sentence,
// sets its tale in a time that was, and m's sentence tells it in the
// simple past: "You were on interferon, right?" "Oh, it was a terrible
// time. I had numbness and tingling in my hands." What was had then is
// history.
func inATimeThatWas(tx text, m extract.Mention) bool {
	upTo := tx.between(0, tx.sentenceEnd(m))
	return aTimeThatWas.MatchString(upTo) && toldAsPast(tx.sentenceOf(m.Span[0]))
}

// didPast tell in the emphatic past: "I did have some blood in my urine".
var didPast = []string{"i did have", "i did get", "did have some", "did have a"}

// toldWithDid reports whether a sentence tells what it names with the
// emphatic past ("I did have a UTI and some blood in my urine"), which
// says it was, with nothing that keeps it going ("did have" is no present
// "have").
func toldWithDid(sent string) bool {
	if !hasAnyWord(sent, didPast) {
		return false
	}
	return !ongoing(strings.ReplaceAll(sent, "did have", "did"))
}

// givenForAnEpisodeOver reports whether a short-course drug is told in the
// simple past as given "for it" right after the patient told an illness as
// over: "I did have a UTI and some blood in my urine." … "I was prescribed
// antibiotics for it." The course went with the episode. A drug for a
// lasting illness may go on, and is left as it reads.
func (r *Reader) givenForAnEpisodeOver(tx text, m extract.Mention, prior []Prior) bool {
	if !r.shortCourse(m.ConceptID) || startsWithAny(strings.TrimLeft(tx.after(m), " "), []string{"for it", "for that", "for this", "for them"}) == "" ||
		!toldAsPast(tx.sentenceOf(m.Span[0])) {
		return false
	}
	return lastPatientTurnOver(prior)
}

// lastPatientTurnOver reports whether the patient's last turn told
// findings of their own, and told every one of them as over.
func lastPatientTurnOver(prior []Prior) bool {
	for k := len(prior) - 1; k >= 0; k-- {
		if prior[k].Speaker != Patient {
			continue
		}
		told := false
		for _, s := range prior[k].Reading.Statements {
			if (s.Type != Symptom && s.Type != Condition) || s.Experiencer != extract.Patient || s.Negated {
				continue
			}
			if !s.Historical && s.Status != Inactive && s.Status != Resolved {
				return false
			}
			told = true
		}
		return told
	}
	return false
}

// resultWords tie a symptom to what was told before as its cause.
var resultWords = []string{"as a result", "because of it", "because of that", "from it", "from that", "it made", "that made", "it caused", "that caused"}

// resultOfADrugStoppedBefore reports whether a symptom is told in the past
// as the result of what the patient's last turn told of a drug they
// stopped: "I had to stop Advair because it started to bother me." "How
// so?" "It became more itchy as a result." What the stopped drug did went
// with it.
func resultOfADrugStoppedBefore(tx text, m extract.Mention, prior []Prior) bool {
	sent := tx.sentenceOf(m.Span[0])
	if !containsAny(sent, resultWords) || !hasAnyWord(sent, append([]string{"became", "noticed", "started"}, pastSimple...)) || ongoing(sent) {
		return false
	}
	for k := len(prior) - 1; k >= 0; k-- {
		if prior[k].Speaker != Patient {
			continue
		}
		for _, s := range prior[k].Reading.Statements {
			if s.Type == Medication && s.Status == Stopped && s.Experiencer == extract.Patient {
				return true
			}
		}
		return false
	}
	return false
}

// onceWords open one occasion gone by: "有一回", Sichuanese "有回".
var onceWords = []string{"有回", "有一回", "有一次", "有次", "那回", "那次"}

// oneDose, right after a symptom, is a dose taken for it: "头痛吃了一颗".
var oneDose = []string{"吃了一", "吃了两", "吃了半", "吃过一", "用了一", "喝了一", "打了一"}

// onceTakenFor reports whether a symptom is the one occasion a dose was
// taken for ("阿司匹林有回头痛吃了一颗，…就喘得不得行"): an episode over,
// told for what the drug did.
// A count in a span of time ("一个月有一次") is how often, not once.
func onceTakenFor(tx text, m extract.Mention) bool {
	before := tx.before(m)
	return containsAny(before, onceWords) && !containsAny(before, []string{"每", "月有", "周有", "年有", "拜有", "期有", "天有"}) &&
		startsWithAny(strings.TrimLeft(tx.after(m), " "), oneDose) != ""
}

// statesThatPass are conditions a body is in for a time and leaves. A
// pregnancy is not among them: "I was pregnant when it started" may go on.
var statesThatPass = map[string]bool{"cond:obesity": true, "cond:overweight": true, "cond:anemia": true, "cond:dehydration": true}

// dependences are told over in the simple past: "I had a drinking
// problem" is one the patient no longer has, as "I smoked" is a habit left.
var dependences = map[string]bool{"cond:alcohol_dependence": true, "cond:nicotine_dependence": true}

// hadA ends the words before a dependence told in the past.
var hadA = regexp.MustCompile(`\bi had (a |an )?(bad |serious |real |big )?$`)

// wasState ends the words before a state told in the past: "I was", "I
// was very very", "I was a bit".
var wasState = regexp.MustCompile(`\bi was( (very|really|so|quite|extremely|morbidly|severely|badly|a bit|a little|slightly|heavily|dangerously))*\s*$`)

// passedState reports whether a state that passes is told as what the
// patient was ("I was morbidly obese"), or a dependence as what they had
// ("I had a drinking problem"), in a sentence that says nothing of now.
func passedState(tx text, m extract.Mention) bool {
	before := strings.ToLower(tx.before(m))
	if !(statesThatPass[m.ConceptID] && wasState.MatchString(before) || dependences[m.ConceptID] && hadA.MatchString(before)) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return !hasAnyWord(sent, []string{"now", "still", "currently", "at the moment", "these days", "i am", "i'm", "am i", "again", "since"})
}

// hadEpisodes end the words before a symptom told as spells had in the
// simple past: "I had a few episodes of", "I had a few falls and episodes
// of".
var hadEpisodes = regexp.MustCompile(`\bi had\b[^.;!?]{0,40}\b(episodes|bouts|spells|attacks) of\s*$`)

// episodesHad reports whether a symptom is told as spells the patient had,
// in a sentence that says nothing of now: "I've had episodes of" and "I
// still have" go on.
func episodesHad(tx text, m extract.Mention) bool {
	if !hadEpisodes.MatchString(strings.ToLower(tx.before(m))) {
		return false
	}
	return !hasAnyWord(tx.sentenceOf(m.Span[0]), []string{"now", "still", "currently", "these days", "lately", "recently", "since", "keep", "keeps", "today", "this week"})
}

// zhNotSince says a drug was not taken from a time on, so it was before:
// "从过年就没吃奥美拉唑了", "从上个月起都没吃". "从来没" and "从小就没" say never.
var zhNotSince = regexp.MustCompile(`从[^来小没，,。]{1,8}?(?:起|开始)?(?:就|都|再|也)?(?:没|沒)`)

// topicNotTaken opens the clause after a drug said as a topic with a
// denial that the patient takes it, by a pronoun: ", I have never had it",
// ", I haven't had it since Christmas", ", we don't use them".
var topicNotTaken = regexp.MustCompile(`^\s*[,，]\s*(?:no[,.]?\s*)?(?:i|we)\s*(?:'ve|have)?\s*(?:never|not ever|haven't|have not|havent|don't|do not|dont|didn't|did not|ain't)\s+(?:ever\s+)?(?:had|have|take|taken|took|used|use|tried|been on|touched)\s+(?:it|them|that|those)\b`)

// topicOnly reports whether m's clause is m alone, perhaps with an article
// ("The omeprazole, I haven't had it since Christmas"): a topic set before
// the clause that tells of it.
func topicOnly(clause string, m extract.Mention) bool {
	rest := strings.Trim(strings.Replace(strings.ToLower(clause), strings.ToLower(m.Text), "", 1), " ,，")
	return rest == "" || rest == "the" || rest == "my" || rest == "and the" || rest == "that"
}

// onsetOf returns when a finding began: the first time the turn says,
// unless that time is said in another clause about a reading
// ("咳嗽一个星期了，今天量体温三十七度八": today is when the temperature was
// taken, not when the cough began; "我刚才量了血压，…，后脑勺有点疼": just now
// is the measuring). A time said of another finding still dates a finding
// told with it ("I had a bad hypo on Saturday… I was all shaky"). A time
// to come, or a visit's, is no onset (whenitbegan.go), nor one a finding
// is compared against ("worse than last year").
func onsetOf(x extract.Result, tx text, m extract.Mention, at time.Time) (time.Time, bool) {
	for _, tm := range x.Times {
		if cl := tx.clause[tm.Span[0]]; cl != tx.clause[m.Span[0]] && clauseNamesAReading(x, tx, cl) || notAnOnset(tx, tm, m, at) || datesAnotherStory(x, tx, tm, m) ||
			extract.ComparedTime(tx.runes, tm.Span[0], tm.Span[1]) {
			continue
		}
		return tm.Start, true
	}
	return time.Time{}, false
}

// datesAnotherStory reports whether time tm lies in a sentence after finding
// m's, one that names a drug or a finding of its own: in "Bit of an upset
// stomach. Nothing like the clarithromycin last year, that gave me awful
// diarrhoea" last year is the clarithromycin's, not the stomach's. A time
// told before goes on dating the story ("I had a bad hypo on Saturday…
// because I was all shaky").
func datesAnotherStory(x extract.Result, tx text, tm extract.TimeRef, m extract.Mention) bool {
	se := tx.sent[tm.Span[0]]
	if se <= tx.sent[m.Span[0]] {
		return false
	}
	for _, o := range x.Mentions {
		// The same finding named again there is dated there: "I'm coughing
		// half the night. Last winter it was only a bit of a cough."
		if tx.sent[o.Span[0]] == se && o.Span != m.Span && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeSymptom || o.Type == ontology.TypeCondition) {
			return true
		}
	}
	return false
}

// clauseNamesAReading reports whether clause cl of the turn names a vital
// or a lab.
func clauseNamesAReading(x extract.Result, tx text, cl int) bool {
	for _, o := range x.Mentions {
		if tx.clause[o.Span[0]] == cl && (o.Type == ontology.TypeVital || o.Type == ontology.TypeLab) {
			return true
		}
	}
	return false
}

// durationOf returns how long a finding has lasted: a length of time the
// turn says that is no dose's ("在吃氨氯地平 一天一片" tells how often the
// drug is taken, not that the dizziness lasted a day), in the finding's
// own sentence, or else in a sentence that names no finding of its own
// ("I've got a headache. It's been going on for three days."): "I've had
// this cough for two weeks. My wife says I wheeze." gives the wheeze none.
//
// A denied finding lasts no time: in "没发烧，就是嗓子疼，疼了两三天了" the
// days are the sore throat's, and "两三天没发烧了" is how long it has been
// absent.
func durationOf(x extract.Result, tx text, m extract.Mention) string {
	if m.Assertion.Negated {
		return ""
	}
	found := ""
	for _, d := range x.Durations {
		next := tx.between(d.Span[1], min(len(tx.runes), d.Span[1]+24))
		if inADose(x, d.Span) || perPeriodCount.MatchString(next) || tookSoLong.MatchString(next) || ageSaid(tx, d.Span) || gestationSaid(tx, d.Span) || noFindingsLength(tx, d.Span) {
			continue
		}
		if tx.sent[d.Span[0]] == tx.sent[m.Span[0]] {
			return d.Text
		}
		if found == "" && !namesAFinding(x, tx, tx.sent[d.Span[0]]) {
			found = d.Text
		}
	}
	return found
}

// tookSoLong, right after a length of time, makes it how long something took,
// not how long the finding has lasted: "要躺两三个小时才睡得着", "two hours to
// fall asleep".
var tookSoLong = regexp.MustCompile(`^(?:才|\s*(?:before\s+I\s+|to\s+)(?:fall|get|drop|drift)\s+(?:off|asleep|to\s+sleep)\b)`)

// perPeriodCount, right after a length of time, makes it the period of a
// count, not how long the finding lasted: "一天跑七八趟厕所", "一天拉五六次".
var perPeriodCount = regexp.MustCompile(`^[^，,。.；;！!？?]{0,3}?[0-9一二两三四五六七八九十几多]+(?:次|趟|回|遍)`)

// namesAFinding reports whether sentence se of the turn names a symptom or
// a condition.
func namesAFinding(x extract.Result, tx text, se int) bool {
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && tx.sent[m.Span[0]] == se {
			return true
		}
	}
	return false
}

// inADose reports whether span lies inside one of the turn's doses.
func inADose(x extract.Result, span [2]int) bool {
	for _, d := range x.Doses {
		if span[0] >= d.Span[0] && span[1] <= d.Span[1] {
			return true
		}
	}
	return false
}

// weekdayOne ends the name of a Monday, whose 一 is no "一开始": "礼拜一开始的"
// tells when the trouble began, not that it was there only at first.
var weekdayOne = regexp.MustCompile(`(?:礼拜|禮拜|星期|周|週|拜)一开始`)

// toldAtTheBeginning reports whether finding m is placed at the start of
// an illness by beginningWords before it in its sentence, or after it in
// its part. A Chinese time dates what follows it up to a contrast: in "礼拜天
// 开始浑身酸痛，头两天还发烧，可身上还是疼，浑身没劲" the first two days are the
// fever's alone.
func toldAtTheBeginning(tx text, m extract.Mention) bool {
	at := func(s string) bool { return containsAny(weekdayOne.ReplaceAllString(s, "开始"), beginningWords) }
	if movedOn.MatchString(tx.restOfSentence(m)) {
		return false
	}
	if !isHan(m.Text) {
		return at(sentenceBefore(tx, m)) || at(tx.afterInPart(m))
	}
	// A time dates the clauses after it until a contrast: "刚开始吃硝苯地平，
	// 脚肿得好厉害", not "头两天还发烧，可身上还是疼".
	before := sentenceBefore(tx, m)
	if k := lastContrast(before); k >= 0 {
		before = before[k:]
	}
	if k := laterOn.FindAllStringIndex(before, -1); len(k) > 0 {
		before = before[k[len(k)-1][0]:]
	}
	return at(before) || at(tx.after(m))
}

// movedOn says a pain that began in one place went on in another: "一开始是肚
// 脐周围疼……后来跑到右下边了" is the same pain, not one that is over.
var movedOn = regexp.MustCompile(`(?i)(?:跑到|转到|转移到|移到|挪到|窜到|走到)|\b(?:moved|moving|spread|spreading|shifted|travelled|traveled)\s+(?:down\s+|over\s+|across\s+|up\s+)?(?:to|into)\b`)

// laterOn ends the start of a Chinese story: what follows "后来" is no longer
// how it began ("一开始……后来……还吐了两回").
var laterOn = regexp.MustCompile(`后来|後來|然后|然後|接着|之后|之後|现在|現在`)

// zhContrast turns a Chinese telling against what came before it ("可以"
// and "可能" are no contrast).
var zhContrast = regexp.MustCompile(`可是|但是|不过|不過|但|却|卻|可[^以能]`)

// lastContrast returns the byte offset of the last contrast word in s, or -1.
func lastContrast(s string) int {
	all := zhContrast.FindAllStringIndex(s, -1)
	if len(all) == 0 {
		return -1
	}
	return all[len(all)-1][0]
}

// comesBack reports whether a sentence that says a complaint ended says it
// returns: "It settled, but it keeps coming back", "it went, then came back".
func comesBack(sent string) bool {
	return hasAnyWord(sent, []string{"keeps coming back", "keep coming back", "came back", "comes back", "coming back", "back again", "again", "keeps", "still"})
}

// wuALittle reports whether site mention s is the "眼" of Wu "有眼", "a
// little" ("有眼恶心", "有眼痛"): a degree, right after "有", not an eye.
func wuALittle(tx text, s extract.Mention) bool {
	return tx.between(s.Span[0], s.Span[1]) == "眼" && strings.HasSuffix(tx.between(max(0, s.Span[0]-1), s.Span[0]), "有")
}

// ownAgainstAnother reports whether measure m is said of the patient's own
// ("我自己", "myself") in its clause, set against someone else's.
func ownAgainstAnother(tx text, m extract.Mention) bool {
	return containsAny(strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0])), []string{"自己", "自个", "myself", "my own"})
}

package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// topicConditions maps what a lay phrase is about ("血压的毛病", "my sugar
// problem", "the heart thing", "the blood pressure one", "thyroid tablets")
// to the ICD-10-CM code blocks of the conditions it can mean. The blocks
// follow the ICD-10-CM chapter structure (public domain, US NCHS): heart
// diseases are I05–I52, hypertensive diseases I10–I16, diabetes E08–E13,
// and so on. A drug fits such a phrase when it treats one of those
// conditions.
//
// Diabetes of pregnancy (O24) is diabetes too: "the sugar thing" of a
// pregnant patient is her gestational diabetes.
var topicConditions = map[string][]string{
	"cond:diabetes":         {"E08", "E09", "E10", "E11", "E13", "O24"},
	"vital:bp":              {"I10", "I11", "I12", "I13", "I15", "I16", "I95"},
	"vital:systolic_bp":     {"I10", "I11", "I12", "I13", "I15", "I16"},
	"vital:diastolic_bp":    {"I10", "I11", "I12", "I13", "I15", "I16"},
	"vital:heart_rate":      {"I47", "I48", "I49"},
	"vital:weight":          {"E66"},
	"lab:glucose":           {"E08", "E09", "E10", "E11", "E13", "O24", "R73", "E16"},
	"lab:fasting_glucose":   {"E08", "E09", "E10", "E11", "E13", "O24", "R73"},
	"lab:hba1c":             {"E08", "E09", "E10", "E11", "E13", "O24"},
	"lab:total_cholesterol": {"E78"},
	"lab:ldl_c":             {"E78"},
	"lab:triglycerides":     {"E78"},
	"lab:uric_acid":         {"M10", "E79"},
	"lab:tsh":               {"E00", "E01", "E02", "E03", "E04", "E05", "E06", "E07"},
	"lab:inr":               {"I48", "I26", "I82"},
	"site:heart":            {"I05", "I06", "I07", "I08", "I09", "I20", "I21", "I22", "I23", "I24", "I25", "I30", "I31", "I32", "I33", "I34", "I35", "I36", "I37", "I38", "I39", "I40", "I41", "I42", "I43", "I44", "I45", "I46", "I47", "I48", "I49", "I50", "I51", "I52", "Q2"},
	"site:thyroid":          {"E00", "E01", "E02", "E03", "E04", "E05", "E06", "E07"},
	"site:kidney":           {"N0", "N10", "N11", "N12", "N13", "N14", "N15", "N16", "N17", "N18", "N19", "N20", "N25", "N26", "N27", "N28", "N29", "E11.2"},
	"site:stomach":          {"K20", "K21", "K22", "K25", "K26", "K27", "K28", "K29", "K30", "K31", "B96.81", "C16"},
	"site:upper_abdomen":    {"K21", "K25", "K26", "K27", "K29", "K30"},
	// Hepatitis said without its kind ("my hepatitis tablet"): the viral
	// hepatitides (B15–B19) and the liver's inflammations (K70–K75).
	"cond:hepatitis":  {"B15", "B16", "B17", "B18", "B19", "K70", "K71", "K72", "K73", "K75"},
	"site:liver":      {"K70", "K71", "K72", "K73", "K74", "K75", "K76", "K77", "B18", "C22"},
	"site:lung":       {"J4", "J12", "J13", "J14", "J15", "J16", "J17", "J18", "J84", "J90", "J93", "C34", "R91", "A15", "A16"},
	"site:chest":      {"J4", "I20", "I25"},
	"site:brain":      {"I6", "G4", "G3", "G20", "F03"},
	"site:joint":      {"M0", "M1"},
	"site:knee":       {"M17"},
	"site:hip":        {"M16"},
	"site:prostate":   {"N40", "N41", "C61"},
	"site:bladder":    {"N30", "N32", "N39"},
	"site:skin":       {"L"},
	"site:lower_back": {"M51", "M54", "M48"},
	// "My back thing": the back, upper or lower, is the dorsopathies'
	// place (M40–M54) but for the neck's discs (M50).
	topicBack:             {"M4", "M51", "M53", "M54"},
	topicUrination:        {"N40", "N32.81", "N39.4", "R35"},
	topicToilet:           {"N40", "N32.81", "N39.4", "R35", "K50", "K51", "K52", "K58", "K59"},
	topicVessels:          {"I2", "I6", "I7", "I8"},
	topicBones:            {"M0", "M1", "M20", "M21", "M22", "M23", "M24", "M25", "M80", "M81", "M82", "M83", "M84", "M85", "M86", "M87", "M88", "M89", "M90", "M91", "M92", "M93", "M94"},
	topicDownBelow:        {"K60", "K61", "K62", "K64", "N40", "N41", "N42", "N43", "N44", "N45", "N46", "N47", "N48", "N49", "N5", "N7", "N8", "N9", "B37.3", "A5", "A6"},
	topicSleepApnoea:      {"G47.3"},
	topicCoronary:         {"I20", "I21", "I22", "I23", "I24", "I25"},
	topicKidneyFailure:    {"N17", "N18", "N19"},
	topicHearing:          {"H90", "H91"},
	topicSlowHeart:        {"I44", "I45", "I49.5", "R00.1"},
	topicIncidental:       {"R91", "E04", "N28.1", "K76.0", "K80", "K82", "N20", "K63.5", "D1", "D2", "D3", "I71", "N60", "N83.2", "M85.8"},
	topicGynae:            {"N7", "N8", "N9", "D25", "D26", "D27", "D28", "C51", "C52", "C53", "C54", "C55", "C56", "C57", "C58"},
	topicAndrology:        {"N4", "N50", "N51", "N52", "N53", "C60", "C61", "C62", "C63"},
	topicGrowth:           {"C", "D0", "D1", "D2", "D3", "D4", "L72", "L82", "M67.4", "M71.2", "M71.3", "N60"},
	topicSkinGrowth:       {"B07", "B08.1", "L72", "L82", "L91", "D17", "D22", "D23", "C43", "C44", "L57.0"},
	"site:lumbar_spine":   {"M51", "M54", "M48"},
	"site:cervical_spine": {"M50"},
	"site:neck":           {"M50", "E04"}, // "脖子上咯个毛病": a goitre
	"site:eyelid":         {"H00", "H01", "H02"},
	"site:eye":            {"H", "E11.3"},
	// A breathing problem: the airways' chronic diseases, and heart failure.
	"sym:dyspnea": {"J4", "J84", "J90", "J93", "I50"},
	// A cough is of the airways and lungs: colds and the upper airways
	// (J00–J06), influenza and pneumonia (J09–J18), acute bronchitis
	// (J20–J22), and, coming back winter after winter ("一到冬天就咳的老毛
	// 病"), the chronic lower airways (J40–J47: chronic bronchitis, COPD,
	// asthma, bronchiectasis).
	"sym:cough": {"J0", "J1", "J2", "J4"},
	// A condition described by where it is or what it does ("大脚趾头的老
	// 毛病", "the bowel thing", "我这个一翻身就天旋地转的毛病", "心慌手抖
	// 的病"): the conditions that site or that hallmark symptom belongs to.
	"site:big_toe":   {"M10", "M20.1"},
	"site:toe":       {"M10", "M20"},
	"site:intestine": {"K50", "K51", "K52", "K55", "K56", "K57", "K58", "K59", "K63", "C18", "C19", "C20"},
	"site:groin":     {"K40"},
	// The bottom, as patients say it ("屁股上那个老毛病"): the anus's and
	// rectum's troubles (piles, fissures, abscesses, fistulas), a
	// pilonidal cyst, and the conditions placed at the buttock.
	"site:buttock":     {"K60", "K61", "K62", "K64", "L05"},
	"site:face":        {"G50", "G51", "L70", "L71"},
	"sym:vertigo":      {"H81", "H83"},
	"sym:palpitations": {"I47", "I48", "I49", "E05"},
	"sym:tremor":       {"G20", "G21", "G25.0", "E05"},
	"sym:headache":     {"G43", "G44"},
	// Diarrhoea that keeps coming back ("我那个 老拉肚子的毛病", "the
	// runs thing"): the bowel's inflammatory diseases (K50 Crohn, K51
	// ulcerative colitis, K52 other colitis), irritable bowel (K58),
	// functional diarrhoea (K59.1), malabsorption (K90, coeliac disease) and
	// lactose intolerance (E73); not an infection, which does not last.
	"sym:diarrhea":    {"K50", "K51", "K52", "K58", "K59.1", "K90", "E73"},
	"sym:memory_loss": {"F01", "F02", "F03", "G30", "G31", "F06.7"},
	topicBlood:        {"D5", "D6", "D7", "I10", "I11", "I12", "I13", "I15", "I16"},
	// Drooping eyelids ("the thing where my eyelids droop"): a ptosis of
	// the lid itself (H02.4), or the weakness of myasthenia gravis (G70),
	// whose first sign it often is.
	"sym:ptosis": {"H02.4", "G70"},
	// A trouble of sleep ("我那个睡觉的毛病", sleeptrouble.go), and one of
	// not sleeping ("我那个失眠的毛病"): insomnia's codes only, not apnoea's.
	topicSleep:     {"G47", "F51"},
	"sym:insomnia": {"G47.0", "F51.0"},
	"sym:cyanosis": {"I73"},
	// A tight chest: angina's (I20) on exertion, the airways' (J44, J45).
	"sym:chest_tightness": {"I20", "J44", "J45"},
	// What a test finds (found.go).
	foundGastroscopy: {"K20", "K21", "K22", "K25", "K26", "K27", "K28", "K29", "C15", "C16", "B96.81"},
	foundColonoscopy: {"K50", "K51", "K52", "K57", "K62", "K63", "C18", "C19", "C20", "D12"},
	foundBreathTest:  {"B96.81"},
	foundSpirometry:  {"J44", "J45"},
	// Sneezing and a runny nose ("一到春天就打喷嚏、流清鼻涕的毛病"): the
	// nose's rhinitis, allergic or chronic (J30, J31), and a cold (J00);
	// a runny nose also sinusitis (J01, J32). Not asthma, which wheezes.
	"sym:sneezing":   {"J00", "J30", "J31"},
	"sym:runny_nose": {"J00", "J01", "J30", "J31", "J32"},
	// A face dropping to one side: Bell palsy and the facial nerve's
	// disorders, or a stroke.
	"sym:facial_weakness": {"G51", "I6"},
	"site:finger":         {"M65.3", "I73.0"},
	"site:shoulder":       {"M75"},
	"site:gallbladder":    {"K80", "K81", "K82"},
	"site:breast":         {"N60", "N61", "N62", "N63", "N64", "D24", "C50"},
	"site:ear":            {"H6", "H7", "H8", "H9"},
	// A symptom said as what a drug is for ("me indigestion tablets"): the
	// conditions it is the complaint of, reflux and the ulcers, gastritis
	// and dyspepsia of the stomach and duodenum.
	"sym:indigestion": {"K21", "K25", "K26", "K27", "K28", "K29", "K30"},
}

// A growth someone removed is a condition that is over: "that lump they
// cut out of my back", "the cyst the surgeon took off my wrist". The
// reference is a past condition of the growths (topicGrowth).
var (
	enGrowthNouns = map[string]bool{"lump": true, "lumps": true, "cyst": true, "cysts": true, "growth": true, "growths": true, "bump": true,
		"mole": true, "moles": true, "polyp": true, "polyps": true, "tumour": true, "tumor": true, "nodule": true}
	enRemovedVerbs = []string{"cut out", "cut off", "cut away", "removed", "took out", "took off", "taken out", "taken off", "burnt off",
		"burned off", "froze off", "frozen off", "lasered off", "excised", "drained", "operated on"}
)

// removedGrowthRefs finds "(that|the|this) [a word or two] <growth noun>
// [that|which] <giver> [had] <removed verb>".
func removedGrowthRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := 0; k < len(words); k++ {
		if !enPlaceDets[words[k].text] || words[k].text == "my" {
			continue
		}
		h := k + 1
		for h < len(words) && h-k <= 3 && !enGrowthNouns[words[h].text] && !enPlaceDets[words[h].text] {
			h++
		}
		if h >= len(words) || !enGrowthNouns[words[h].text] || !sameClause(lower, words[k].end, words[h].start) {
			continue // "the same as that lump": the nearest determiner is the phrase's
		}
		_, j := givenClause(words, h+1)
		if j < 0 || !sameClause(lower, words[h].end, words[j].start) {
			continue
		}
		rest := string(lower[words[j].start:])
		removed := false
		for _, v := range enRemovedVerbs {
			removed = removed || strings.HasPrefix(rest, v) && wholeAt(rest, 0, len(v))
		}
		span := [2]int{words[k].start, words[h].end}
		if !removed || overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topicGrowth, Past: true})
		taken = append(taken, span)
		k = h
	}
	return out
}

// zhSpecialties are clinics whose name patients give their trouble by
// ("我嗰个妇科嘅问题", "男科上的毛病"), and places the lexicon has no site for
// ("我这血管上的毛病"), each with the topic of its conditions.
var zhSpecialties = map[string]string{"妇科": topicGynae, "男科": topicAndrology, "血管": topicVessels,
	// "我这个老跑厕所的毛病": going to the toilet too often is the
	// bladder's or the prostate's trouble as often as the bowels', so
	// either kind fits and two of them stay ambiguous.
	"跑厕所": topicToilet, "上厕所": topicToilet, "跑茅房": topicToilet, "上茅房": topicToilet,
	"骨头": topicBones,
	// "他那个尿上的毛病", "小便上的问题": passing water's trouble, the
	// prostate's or the bladder's. "以前那个胆上的毛病": the
	// gallbladder's. A word of one character needs its link: "糖尿病" is no
	// trouble of passing water.
	"尿": topicUrination, "小便": topicUrination, "撒尿": topicUrination, "胆": "site:gallbladder",
	// "俺下面那个毛病": down below, the back passage's or the genitals';
	// "我气管上的毛病": the airways', the lung's chronic diseases.
	"下面": topicDownBelow, "下边": topicDownBelow, "气管": "site:lung"}

// zhSpecialtyRefs finds a specialty, a link and a trouble noun: a
// condition of the specialty's topic.
func zhSpecialtyRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	for i := range rs {
		for word, topic := range zhSpecialties {
			n := prefixLen(rs[i:], word)
			if n == 0 {
				continue
			}
			link := hasPrefixAny(rs[i+n:], zhTopicLinks)
			j := i + n + link
			m := hasPrefixAny(rs[j:], zhTopicCond)
			if m == 0 || link == 0 && n == 1 {
				continue
			}
			start, _ := widen(rs, i)
			span := [2]int{start, j + m}
			if overlapsAny(span, taken) {
				continue
			}
			forRelative := false
			if who := extract.LastPerson(clauseBefore(rs, i)); who != "" && who != extract.Patient && !zhSpeaksFor(string(rs)) {
				if !thirdPersonOnly(rs, i) {
					continue // "我老伴儿跑厕所的毛病": his, not the patient's
				}
				// "他那个尿上的毛病": the patient's when a carer speaks
				// for them, else dropped by Resolve (askedafter.go).
				forRelative = true
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic, ForRelative: forRelative})
			taken = append(taken, span)
		}
	}
	return out
}

// topicVessels is the blood vessels' conditions: the coronary arteries'
// (I20–I25), the pulmonary vessels' (I26–I28), the brain's and neck's
// arteries' (I60–I69), the arteries', veins' and lymphatics' (I70–I89).
const topicVessels = "topic:vessels"

// topicDownBelow is "down below" ("下面那个毛病"): the anus's and rectum's
// conditions (K60–K64), the genital organs' (N40–N53, N70–N98), thrush of
// the vulva and vagina (B37.3) and the sexually passed infections (A50–A64).
const topicDownBelow = "topic:down_below"

// topicIncidental is what a scan or a check-up finds without a complaint
// ("the thing they found on my scan", "体检查出来的那个"): nodules of the
// lung and thyroid (R91, E04), cysts of the kidney and ovary (N28.1,
// N83.2), a fatty liver (K76.0), stones of the gallbladder and kidney (K80,
// K82, N20), polyps of the colon (K63.5), benign growths (D10–D36), an
// aneurysm of the aorta (I71), a breast lump (N60) and thinning bones on a
// scan (M85.8).
const topicIncidental = "topic:incidental"

// topicGynae is the female genital organs' conditions (N70–N98), their
// benign and malignant growths (D25–D28, C51–C58).
const topicGynae = "topic:gynae"

// topicAndrology is the male genital organs' conditions (N40–N53) and
// their cancers (C60–C63).
const topicAndrology = "topic:andrology"

// topicUrination is passing water: the enlarged prostate (N40), the
// overactive bladder and incontinence (N32.81, N39.4), and passing too
// much or too often (R35).
const topicUrination = "topic:urination"

// topicToilet is going to the toilet too often: passing water
// (topicUrination) or opening the bowels (the intestines' inflammatory
// and functional disorders, K50–K59).
const topicToilet = "topic:toilet"

// topicGrowth is a growth of the body: the neoplasms (C00–D49), skin and
// subcutaneous cysts (L72), seborrhoeic keratoses (L82), ganglia and
// synovial cysts (M67.4, M71.2–M71.3) and the breast's benign lumps (N60).
const topicGrowth = "topic:growth"

// topicSkinGrowth is a growth on the skin: viral warts (B07), molluscum
// (B08.1), skin cysts (L72), seborrhoeic keratoses (L82), skin tags and
// keloids (L91), lipomas (D17), moles (D22, D23), the skin's cancers
// (C43, C44) and actinic keratoses (L57.0).
const topicSkinGrowth = "topic:skin_growth"

// zhSkinGrowth is a thing grown on the body or the skin, said by what it
// looks like: "我身上长的那些小疙瘩的毛病", "皮肤上长的肉粒". Grown (长), not
// come out (起): "身上起的小疙瘩" is a rash or hives, and "鸡皮疙瘩" is
// goosebumps.
var zhSkinGrowth = regexp.MustCompile(`(?:身上|皮肤上|皮上|身子上)(?:长|长出)(?:的|出来的|了)?(?:那些|那个|这些|这个|那种|一些|好些|几个)?(?:小|肉)?(?:疙瘩|肉疙瘩|肉瘤|肉粒|痦子|瘊子|东西)(?:的)?(?:那个)?(?:毛病|问题)?`)

// enSkinGrowth is the same in English: "those little growths on my skin",
// "the lumps on my body". Not "bumps", as often a rash.
var enSkinGrowth = regexp.MustCompile(`\b(?:the|those|these|my|me|that|this)\s+(?:little\s+|small\s+|wee\s+)?(?:skin\s+)?(?:growths?|lumps|tags)\s+(?:growing\s+)?(?:on|all over)\s+(?:my|me)\s+(?:skin|body)\b`)

// skinGrowthRefs finds a zhSkinGrowth or enSkinGrowth phrase: a condition
// of the skin's growths, the patient's own unless the clause names someone
// else.
func skinGrowthRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	lower := strings.ToLower(string(rs))
	for _, re := range []*regexp.Regexp{zhSkinGrowth, enSkinGrowth} {
		for _, m := range re.FindAllStringIndex(lower, -1) {
			start := utf8.RuneCountInString(lower[:m[0]])
			span := [2]int{start, start + utf8.RuneCountInString(lower[m[0]:m[1]])}
			if overlapsAny(span, taken) {
				continue
			}
			if who := extract.LastPerson(clauseBefore(rs, span[0])); who != "" && who != extract.Patient {
				continue // "我女儿身上长的那些小疙瘩": hers
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topicSkinGrowth})
			taken = append(taken, span)
		}
	}
	return out
}

// topicBack is the back, upper and lower, which the lexicon has no one
// site for.
const topicBack = "site:back"

// topicBlood is "my blood thing": the blood's own diseases (the anaemias
// D50–D64, the clotting disorders D65–D69, the other blood diseases
// D70–D77), and the blood pressure's (I10–I16), which lay speech also calls
// "the blood" ("high blood"): with an anaemia and hypertension both
// recorded, a clinician asks which.
const topicBlood = "topic:blood"

// topicFits reports whether the condition with ICD-10-CM code fits topic.
func topicFits(topic, code string) bool {
	if code == "" {
		return false
	}
	for _, block := range topicConditions[topic] {
		if strings.HasPrefix(code, block) {
			return true
		}
	}
	return false
}

// isTopic reports whether a mention's concept can qualify a lay phrase:
// one of topicConditions, or any body site ("我下巴那个毛病", "the thing with
// my big toe"), whose conditions the lexicon's condition sites also name.
func isTopic(conceptID string) bool {
	_, ok := topicConditions[conceptID]
	return ok || strings.HasPrefix(conceptID, "site:")
}

// placeTopic reports whether a mention can be the topic of a lay phrase:
// a body site that no topic block covers is one only when it is more than
// one character, which is as often an action ("抬头", "补骨头的药").
func placeTopic(m extract.Mention) bool {
	return inTopicBlocks(m.ConceptID) || isTopic(m.ConceptID) && !m.SingleHan()
}

// placeSaid reports whether a body-site mention of rs is the place of a
// lay phrase: placeTopic, or a one-character site said as the patient's
// own or as a place, whose noun use is then plain ("我这腿走不了…的那个毛病",
// "我脚上那个毛病"; not "抬头").
func placeSaid(rs []rune, m extract.Mention) bool {
	if placeTopic(m) {
		return true
	}
	if !isTopic(m.ConceptID) || !validSpan(m.Span, len(rs)) {
		return false
	}
	return hasSuffixAny(rs[:m.Span[0]], zhSiteOwners) > 0 || hasPrefixAny(rs[m.Span[1]:], zhSitePlaces) > 0
}

// zhSiteOwners say whose a site is, right before it (Cantonese and Wu
// say 嘅 and 个 for 的: "我自己个鼻"); zhSitePlaces make it a place, right
// after it. Not 里: "心里" is the mind.
var (
	zhSiteOwners = []string{"我这条", "我这只", "我这个", "我那条", "我那只", "自己个", "自己嘅", "自己的", "我这", "我那", "俺这", "俺那", "我的", "俺的", "我嘅", "我个",
		"我", "俺"}
	zhSitePlaces = []string{"上", "这儿", "那儿", "这里", "那里", "这块", "那块"}
)

// inTopicBlocks reports whether topicConditions names the concept.
func inTopicBlocks(conceptID string) bool {
	_, ok := topicConditions[conceptID]
	return ok
}

// conditionFits reports whether condition c fits topic: its code is in
// one of the topic's blocks, or the lexicon places it at that body site.
func conditionFits(topic string, c ontology.Concept) bool {
	return topicFits(topic, c.Code.Code) || slices.Contains(c.Sites, topic)
}

// namedAtPlace reports whether condition c is named by the body site
// topic: one of its terms is another of its names put after the site's
// ("scalp psoriasis" of psoriasis), though the lexicon places it there in
// no row (a site it merely can affect). "My scalp thing" is then psoriasis
// as well as the seborrhoeic dermatitis placed there, and both recorded
// stay ambiguous. Only for a site no topic block covers, and only the
// lexicon's terms, not lay names: "head colds" puts no cold at the head,
// nor "generalized anxiety disorder" anxiety all over the body (neither
// "generalized" is the site's own name nor "anxiety disorder" the
// condition's).
func namedAtPlace(topic string, c ontology.Concept, v Vocabulary) bool {
	if !strings.HasPrefix(topic, "site:") || inTopicBlocks(topic) {
		return false
	}
	site, ok := v.Concept(topic)
	if !ok {
		return false
	}
	// Of its names, only the lexicon's own terms may be so read, not the
	// lay ones ("head colds").
	own, term := map[string]bool{}, map[string]bool{}
	for _, cn := range c.Names {
		own[strings.ToLower(cn.Text)] = true
		term[strings.ToLower(cn.Text)] = term[strings.ToLower(cn.Text)] || cn.Kind != "lay"
	}
	for _, sn := range site.Names {
		if sn.Kind != "generic" {
			continue
		}
		sep := " "
		if strings.ContainsFunc(sn.Text, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
			sep = ""
		}
		prefix := strings.ToLower(sn.Text) + sep
		for name := range term {
			if rest, ok := strings.CutPrefix(name, prefix); ok && term[name] && own[rest] {
				return true
			}
		}
	}
	return false
}

// An English condition said by what it looks like and where it is, the
// place after it: "that lump behind my knee", "the thing with me big toe",
// "that wee dark spot on ma shoulder".
var (
	enPlaceNouns = map[string]bool{"lump": true, "bump": true, "cyst": true, "growth": true, "swelling": true, "thing": true, "yoke": true,
		"problem": true, "issue": true, "trouble": true, "spot": true, "mole": true, "patch": true, "mark": true,
		// The trouble nouns of a topic phrase (enTopicCond): "that business
		// with me eyelids" as "my eyelid business".
		"business": true, "condition": true, "problems": true, "issues": true}
	// enSkinNouns are marks of the skin wherever it is: their place is the
	// skin, not the shoulder it is on.
	enSkinNouns  = map[string]bool{"spot": true, "mole": true, "patch": true, "mark": true}
	enPlacePreps = map[string]bool{"behind": true, "on": true, "in": true, "under": true, "with": true, "near": true, "above": true,
		"below": true, "at": true, "of": true, "inside": true, "over": true, "by": true}
	enPlaceOwners = map[string]bool{"my": true, "me": true, "ma": true, "mah": true, "the": true}
	enDialectMy   = map[string]bool{"me": true, "ma": true, "mah": true}
	// enPlaceParts are parts of a place said before it: "at the back of my
	// heel", "on the side of my knee".
	enPlaceParts = map[string]bool{"back": true, "front": true, "side": true, "top": true, "bottom": true, "base": true, "edge": true, "tip": true}
	enPlaceDets  = map[string]bool{"that": true, "this": true, "the": true, "my": true, "those": true, "these": true}
	enPlaceWays  = map[string]bool{"down": true, "up": true, "round": true, "around": true, "right": true, "just": true}
)

// enPlaceRefs finds those phrases: a determiner, at most two words of
// description, a noun of enPlaceNouns, a preposition and the patient's body
// site. The reference is a condition of that site.
func enPlaceRefs(rs []rune, mentions []extract.Mention, found []Reference) []Reference {
	taken := spansOf(found)
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !validSpan(m.Span, len(rs)) || overlapsAny(m.Span, taken) {
			continue
		}
		ws, owner := wordBefore(rs, m.Span[0])
		if strings.ToLower(owner) == "own" {
			// "the lump in me own neck", "that thing on my own foot".
			ws, owner = wordBefore(rs, ws)
		}
		// "ma shoulder" is Scots for "my shoulder", though "ma" is a mother.
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient && !enDialectMy[strings.ToLower(owner)] {
			continue
		}
		if _, next := wordAfter(rs, m.Span[1]); next == "of" {
			continue // "the back of my heel": the place is the heel's
		}
		ws, prep := wordBefore(rs, ws)
		ws, noun := wordBefore(rs, ws)
		noun = strings.ToLower(noun)
		if enPlaceWays[noun] {
			// "that itchy thing down in me groin", "the lump up under my
			// arm": a word of direction before the preposition says where
			// to look, and the place is still the site.
			ws, noun = wordBefore(rs, ws)
			noun = strings.ToLower(noun)
		}
		if enPlaceParts[noun] && strings.ToLower(prep) == "of" {
			// "that thing at the back of my heel": the part of the place,
			// with its own preposition, stands between the noun and it.
			s1, the := wordBefore(rs, ws)
			s2, prep2 := wordBefore(rs, s1)
			if strings.ToLower(the) == "the" && enPlacePreps[strings.ToLower(prep2)] {
				ws, noun = wordBefore(rs, s2)
				prep, noun = prep2, strings.ToLower(noun)
			}
		}
		if !enPlaceOwners[strings.ToLower(owner)] || !enPlacePreps[strings.ToLower(prep)] || !enPlaceNouns[noun] {
			continue
		}
		start := -1
		for k, at := 0, ws; k < 3; k++ {
			s, w := wordBefore(rs, at)
			if w == "" {
				break
			}
			if enPlaceDets[strings.ToLower(w)] {
				start = s
				break
			}
			at = s
		}
		if start < 0 {
			continue
		}
		topic := m.ConceptID
		if enSkinNouns[noun] {
			topic = "site:skin"
		}
		span := [2]int{start, m.Span[1]}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic})
		taken = append(taken, span)
	}
	return out
}

// spansExcept returns the spans of the mentions not of type typ.
func spansExcept(mentions []extract.Mention, typ string) [][2]int {
	var out [][2]int
	for _, m := range mentions {
		if m.Type != typ {
			out = append(out, m.Span)
		}
	}
	return out
}

// mentionsExcept returns the mentions not of type typ.
func mentionsExcept(mentions []extract.Mention, typ string) []extract.Mention {
	var out []extract.Mention
	for _, m := range mentions {
		if m.Type != typ {
			out = append(out, m)
		}
	}
	return out
}

// spansOf returns the spans of refs.
func spansOf(refs []Reference) [][2]int {
	out := make([][2]int, len(refs))
	for i, r := range refs {
		out[i] = r.Span
	}
	return out
}

// A condition said as a body site that is not right ("me dodgy hip", "my
// bad knee", "his gammy leg" is his): the patient's condition of that site.
var enFaultyWords = map[string]bool{"dodgy": true, "bad": true, "gammy": true, "bum": true, "crook": true, "wonky": true,
	"dicky": true, "dickey": true, "iffy": true, "duff": true, "knackered": true, "troublesome": true, "arthritic": true, "dud": true}

// enFaultyOwners say whose the site is: "me" and "ma" are the dialect "my".
var enFaultyOwners = map[string]bool{"my": true, "me": true, "ma": true, "mah": true, "mi": true, "the": true, "that": true, "this": true}

// enFaultyPlaceRefs finds "(my|me|the…) (dodgy|bad|gammy…) <body site>": a
// reference to the condition of that site.
func enFaultyPlaceRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !validSpan(m.Span, len(rs)) || !placeTopic(m) {
			continue
		}
		ws, faulty := wordBefore(rs, m.Span[0])
		from, owner := wordBefore(rs, ws)
		if !enFaultyWords[strings.ToLower(faulty)] || !enFaultyOwners[strings.ToLower(owner)] {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient && !enDialectMy[strings.ToLower(owner)] {
			continue
		}
		if _, next := wordAfter(rs, m.Span[1]); next == "of" {
			continue // "that bad knee of his"
		}
		span := [2]int{from, m.Span[1]}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
		taken = append(taken, span)
	}
	return out
}

// zhEpisodeEnds end a time told by what happened then: "脚脖子肿得跟馒头
// 似的那回", "腰疼得下不了床那次".
var zhEpisodeEnds = []string{"的那回", "的那次", "那回", "那次"}

// zhEpisodeRefs finds a past episode told by a sign at a place of the
// body, closing its clause ("前年崴了一下，脚脖子肿得跟馒头似的那回，现在还
// 酸"): the condition at the place of that sign. The sign must be the
// patient's and said within the sentence before; "打针的那回" tells of no
// sign, and "我妈脚脖子肿的那回" is hers.
// zhDegreeIdioms, before a body site, say how bad a sign was, not where:
// "咳得直不起腰那回" is a time of coughing, not of the back; "疼得抬不起头"
// not of the head.
var zhDegreeIdioms = []string{"直不起", "抬不起", "伸不直", "睁不开"}

func zhEpisodeRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for i := range rs {
		n := hasPrefixAny(rs[i:], zhEpisodeEnds)
		if n == 0 || i+n < len(rs) && !isClauseBreak(rs[i+n]) {
			continue
		}
		var sign *extract.Mention
		for k := range mentions {
			m := &mentions[k]
			if (m.Type != ontology.TypeSymptom && m.Type != ontology.TypeBodySite) || m.Span[1] > i || !validSpan(m.Span, len(rs)) {
				continue
			}
			if strings.ContainsAny(string(rs[m.Span[1]:i]), "。！？；!?;") || (sign != nil && sign.Span[0] > m.Span[0]) {
				continue
			}
			if m.Type == ontology.TypeBodySite && hasSuffixAny(rs[:m.Span[0]], zhDegreeIdioms) > 0 {
				continue
			}
			sign = m
		}
		if sign == nil || sign.Assertion.Negated {
			continue
		}
		if e := sign.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		if who := extract.LastPerson(clauseBefore(rs, sign.Span[0])); who != "" && who != extract.Patient {
			continue
		}
		span := [2]int{sign.Span[0], i + n}
		if overlapsAny(span, taken) || describedMax < i-sign.Span[1] {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: sign.ConceptID, Episode: true})
		taken = append(taken, span)
	}
	return out
}

// signSites turns a condition reference's topic that is a sign with no
// conditions of its own (topicConditions) into the places the lexicon
// gives it: "脚脖子肿的那回" is a condition of the ankle.
func signSites(ref Reference, v Vocabulary) Reference {
	if ref.Kind != KindCondition || !strings.HasPrefix(ref.Topic, "sym:") || topicConditions[ref.Topic] != nil {
		return ref
	}
	c, ok := v.Concept(ref.Topic)
	if !ok || len(c.Sites) == 0 {
		return ref
	}
	ref.Topic, ref.OrTopics = c.Sites[0], append(slices.Clone(c.Sites[1:]), ref.OrTopics...)
	return ref
}

// heartMouth: 心口 is the chest to the lexicon, but patients say it of the
// pit of the stomach as often as of the heart, so "心口那块儿的毛病" with a
// heart disease and a gastritis is either; 心口窝 is the stomach's alone.
func heartMouth(refs []Reference) {
	for i, r := range refs {
		if r.Kind == KindCondition && r.Topic == "site:chest" && strings.Contains(r.Text, "心口") && !strings.Contains(r.Text, "心口窝") {
			refs[i].OrTopics = append(refs[i].OrTopics, "site:stomach")
		}
	}
}

// layWidePlaces: a patient's "stomach", "tummy" or "belly" is the whole
// belly to a lay speaker, and "the stomach thing" with a reflux disease and
// an irritable bowel recorded is either; 腰 is said of the kidneys as often
// as of the spine ("腰子" is the kidney), so "腰上那个毛病" with a slipped
// disc and kidney stones is either. The site the lexicon gives stays the
// first: one condition of it alone still fits.
func layWidePlaces(refs []Reference) {
	for i, r := range refs {
		if r.Kind != KindCondition {
			continue
		}
		lower := strings.ToLower(r.Text)
		switch {
		case r.Topic == "site:stomach" && enLayBelly.MatchString(lower):
			refs[i].OrTopics = append(refs[i].OrTopics, "site:abdomen", "site:intestine")
		case r.Topic == "site:lower_back" && strings.Contains(r.Text, "腰"):
			refs[i].OrTopics = append(refs[i].OrTopics, "site:kidney")
		}
	}
}

var enLayBelly = regexp.MustCompile(`\b(?:stomach|tummy|belly)\b`)

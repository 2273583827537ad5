package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Names in the lexicon that are also everyday words or people's names
// count only where the clause speaks of taking medicine: "Allegra" may be a
// friend, "安定" means "settled", "Foster" is a verb and "lithium" a battery.
var medicationHomographs = map[string]bool{
	"allegra": true, "alli": true, "foster": true, "yasmin": true, "yaz": true, "tums": true, "lithium": true,
	"aleve": true, "calan": true, "coreg": true, "concor": true, "ultram": true, "urso": true, "serc": true, "oxis": true,
	"azor": true, "mobic": true, "colace": true, "evista": true, "lyrica": true, "solian": true, "senna": true, "folate": true,
	"potassium": true, "安定": true, "达喜": true, "钙": true,
}

// medicationContext are the words that make a homograph a drug.
var medicationContext = []string{"take", "taking", "took", "taken", "on", "prescribed", "prescription", "mg", "pill", "pills", "tablet",
	"tablets", "dose", "medication", "medicine", "meds", "drug", "started", "stopped", "capsule", "switched", "switch", "changed me",
	"put me on", "started me on", "twice a day", "once a day", "three times a day", "daily",
	"吃", "服", "片", "粒", "药", "开了", "开的", "用", "毫克", "剂量"}

// homographOK reports whether a mention whose words are also everyday words
// is meant as a drug here: its part of the sentence speaks of medicine.
func homographOK(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return true
	}
	if startsWithAny(tx.after(m), placeAfterName) != "" {
		return false // "之前在安定医院看过" (session 72's review 11, Z06): a hospital's name
	}
	if !medicationHomographs[strings.ToLower(extract.Normalize(m.Text))] {
		return true
	}
	return containsAny(tx.partOf(m.Span[0]), medicationContext) || stoppedByName(m, tx)
}

// placeAfterName, right after a drug's name, make it the name of a place.
var placeAfterName = []string{"医院", "醫院", "诊所", "門診", "门诊", "hospital", " hospital", " clinic"}

// Symptom words that are also everyday words count only where they say
// the symptom. Each names the concept, the words as said, and what makes
// them everyday speech: words right after ("confused as to what to do",
// "an achy pain": a kind of pain, not aching muscles) or elsewhere in the
// sentence ("going to the toilet more often" among loose stools is the
// bowel; "I smoked, uh, I smoked weed" smoked no tobacco).
var symptomFalseFriends = []struct {
	concept string
	said    []string
	next    []string // everyday when one of these follows
	inSent  []string // everyday when its sentence holds one of these
	before  []string // another finding when its clause names one of these before it
	prev    []string // everyday when the words right before it are one of these
}{
	// A colour said of urine, stool or phlegm is theirs, not the skin's
	// ("尿的颜色还有点发红").
	{"sym:skin_redness", []string{"发红", "红了", "泛红"}, nil, nil, []string{"尿", "小便", "大便", "便", "痰", "鼻涕", "舌"}, nil},
	// Breathing through the mouth is breathing, not breathlessness: "鼻子
	// 堵，夜里得张着嘴喘气".
	{"sym:dyspnea", []string{"喘"}, nil, nil, nil, []string{"张着嘴", "张嘴", "张开嘴", "用嘴", "拿嘴", "张着嘴巴", "用嘴巴", "張著嘴", "張嘴"}},
	// Wu 有眼 is 有点, "a little": "弯腰还有眼痛" is a little pain on
	// bending, not a pain in the eye.
	{"sym:eye_pain", []string{"眼痛", "眼疼"}, nil, nil, nil, []string{"有"}},
	{"sym:confusion", []string{"confused", "mixed up"}, []string{"as to", "about what", "about which", "about how", "about whether", "by", "why",
		"what to do", "with", "over", "because"}, nil, nil, nil},
	{"sym:myalgia", []string{"achy", "achey", "aching", "achiness"}, []string{"pain", "sort of pain", "kind of pain", "type of pain", "type pain",
		"feeling in my", "pain i suppose"}, nil, nil, nil},
	{"sym:fatigue", []string{"tired"}, []string{"of"}, nil, nil, nil},
	// Fits of coughing, sneezing or laughing are bouts, not seizures
	// ("now it comes in these fits, like I cough and cough", "coughing
	// fits").
	{"sym:seizure", []string{"fits", "fit"}, []string{"of coughing", "of sneezing", "of laughing", "of laughter", "of the giggles"},
		[]string{"cough", "coughs", "coughing", "sneeze", "sneezes", "sneezing", "laughing"}, nil, []string{"coughing", "sneezing", "laughing", "cough", "sneeze"}},
	// Panicking about or over something is worry about it ("I was
	// panicking about the train"), not a feeling of panic in the body.
	{"sym:chest_palpitation_anxiety", []string{"panicking", "panicky"}, []string{"about", "over", "in case", "that i'd", "that i would",
		"that i might", "whether"}, nil, nil, nil},
	{"sym:urinary_frequency", []string{"toilet", "loo", "bathroom"}, nil, []string{"stool", "stools", "poo", "poos", "bowel", "bowels", "diarrhoea",
		"diarrhea", "loose", "runny", "watery", "constipated", "constipation", "the runs", "the trots", "the squits", "大便", "拉肚子", "拉稀"}, nil, nil},
	// What falls off or apart is a thing ("the mask pops off... it falls
	// off"), and one falls asleep; "I fall over" is a fall.
	// Spots of blood are spotting, not a rash ("a bit of a bleed from the
	// back passage, a few spots"; "any bleeding?" "just some spots").
	// Blind spots are a gap in what one sees, not marks on the skin.
	{"sym:rash", []string{"spots"}, nil, []string{"bleed", "bleeding", "blood", "period", "cycle", "discharge", "spotting", "back passage"}, nil,
		[]string{"blind"}},
	{"sym:falls", []string{"falls", "fall", "fell"}, []string{"off", "out", "apart", "asleep", "behind", "through", "short", "in love"}, nil, nil, nil},
	// Gas that is bought or burned is no wind ("when the gas bill came"),
	// nor is the gas a household cooks on ("years cooking on wood, now we
	// have gas").
	{"sym:bloating", []string{"gas"}, []string{"bill", "bills", "station", "cooker", "fire", "boiler", "meter", "company", "tank", "stove",
		"heater", "leak", "price", "prices", "supply", "hob", "oven", "mark", "man", "engineer", "cylinder", "connection"},
		[]string{"cooking", "cook", "cooked", "firewood", "kerosene", "lpg", "cylinder"}, nil, []string{"we have", "we've got", "we got", "we use", "cook on"}},
	// In British English "the surgery" is also the GP's practice ("had to
	// go back to the surgery the next day").
	{"proc:surgery", []string{"surgery"}, nil, nil, nil, []string{"to the", "at the", "from the", "down the", "round the", "into the",
		"rang the", "phoned the", "called the", "outside the", "in the"}},
	// "Gastro" before a doctor, a clinic or a referral is the specialty
	// ("after you sent me to that gastro doctor"), not gastroenteritis.
	{"cond:gastroenteritis", []string{"gastro"}, []string{"doctor", "doctors", "doc", "specialist", "specialists", "clinic", "department",
		"dept", "team", "ward", "unit", "consultant", "consultants", "appointment", "appointments", "referral", "referrals", "nurse", "nurses",
		"surgeon", "surgeons", "guy", "people", "office", "lab", "exam", "examination", "scope", "follow-up", "follow up"}, nil, nil, nil},
	// What is spat out is no vomit: "早上吐了两口痰", "吐口唾沫" bring up
	// phlegm or spit.
	{"sym:vomiting", []string{"吐了", "吐"}, []string{"痰", "口痰", "一口痰", "两口痰", "几口痰", "点痰", "出痰", "口水", "唾沫", "口唾沫",
		"了痰", "了口痰", "了一口痰", "了两口痰", "了几口痰", "了点痰", "了口水", "了口唾沫"}, nil, nil, nil},
	{"social:smoking", []string{"smoke", "smoked", "smokes", "smoking"}, nil, []string{"smoked weed", "smoke weed", "smoking weed",
		"smoked cannabis", "smoke cannabis", "smoking cannabis", "smoked pot", "smoke pot", "smoking pot", "smoked a joint", "smoke a joint", "smoke a bit of weed", "smoke a little weed", "smoke some weed", "smoked a bit of weed",
		"smoking a bit of weed", "smoke the odd joint", "smoke marijuana", "smoked marijuana", "smoking marijuana",
		"smoking a joint", "smoked some weed", "抽大麻", "吸大麻"}, nil, nil},
}

// runsDownALimb reports whether "run down" tells a pain spreading, a place
// or a direction right after it, with no pause: "it run down the left leg,
// right down to the foot", "it'll run down into my arm". "I'm run down, the
// kids…" is tired.
func runsDownALimb(m extract.Mention, said string, tx text) bool {
	if m.ConceptID != "sym:fatigue" || said != "run down" && said != "run-down" {
		return false
	}
	after := tx.from(min(m.Span[1], len(tx.runes)))
	if startsWithAny(strings.TrimLeft(after, " "), []string{"the last", "the past", "the whole", "the entire", "the other", "the few", "the odd", "the weekend"}) != "" {
		return false // "run down the last few weeks": a time, not a place
	}
	return strings.HasPrefix(after, " ") && startsWithAny(strings.TrimLeft(after, " "), []string{"the", "my", "into", "to", "towards", "toward",
		"through", "along", "both", "each", "one", "his", "her", "your", "past", "as far as", "all the way", "from"}) != ""
}

// symptomOK reports whether a mention of a false friend says the thing
// here (see symptomFalseFriends). What the turn holds counts in the
// mention's sentence, and never against a denial ("I tried weed once, but
// I don't smoke").
func symptomOK(m extract.Mention, tx text) bool {
	said := strings.ToLower(extract.Normalize(m.Text))
	if bellyPressure(m, said, tx) || runsDownALimb(m, said, tx) {
		return false
	}
	for _, f := range symptomFalseFriends {
		if f.concept != m.ConceptID {
			continue
		}
		hit := false
		for _, w := range f.said {
			hit = hit || hasWord(said, w)
		}
		if !hit {
			continue
		}
		if startsWithAny(strings.TrimLeft(tx.from(min(m.Span[1], len(tx.runes))), " ,"), f.next) != "" {
			return false
		}
		if f.inSent != nil && !m.Assertion.Negated && hasAnyWord(tx.sentenceOf(m.Span[0]), f.inSent) {
			return false
		}
		if f.before != nil && containsAny(tx.before(m), f.before) {
			return false
		}
		if f.prev != nil && endsWithAny(strings.TrimRight(tx.between(0, m.Span[0]), " "), f.prev) {
			return false
		}
	}
	return true
}

// Lay words that name one concept in the lexicon and another where the
// sentence speaks of what it belongs to: "打嗝" is a hiccup, but the
// belching of a full stomach when said of meals or the stomach ("吃完饭还胀，
// 老打嗝"). Each names the concept, the words as said, the other concept
// and what in the sentence makes it the other.
var spokenSenses = []struct {
	concept string
	said    []string
	other   string
	inSent  []string
}{
	{"sym:hiccups", []string{"打嗝", "打嗝儿"}, "sym:belching", []string{"胃", "胀", "吃完", "饭后", "吃饭", "吃了饭", "反酸", "烧心", "饱", "消化",
		// Wind both ways: "老打嗝 放屁也多".
		"放屁", "排气", "屁多"}},
	// "Thyroid problem since ten years, hypo": an underactive thyroid, not
	// a low sugar.
	// Heat that comes in waves is a hot flash ("夜里老出汗，一阵一阵发热"),
	// but a fever where the sentence speaks of one ("有点低烧吧，身上一阵
	// 一阵发热").
	{"sym:hot_flashes", []string{"一阵一阵发热", "一阵一阵地发热", "一阵一阵的发热", "一阵阵发热", "阵阵发热"}, "sym:fever",
		[]string{"低烧", "发烧", "高烧", "烧到", "体温"}},
	{"sym:hypoglycemia_symptoms", []string{"hypo"}, "cond:hypothyroidism", []string{"thyroid", "levothyroxine", "thyroxine", "eltroxin", "thyronorm",
		"synthroid", "euthyrox"}},
}

// spokenSense returns m with the concept its sentence gives its words (see
// spokenSenses).
func spokenSense(m extract.Mention, tx text) extract.Mention {
	said := strings.ToLower(extract.Normalize(m.Text))
	for _, f := range spokenSenses {
		if f.concept != m.ConceptID {
			continue
		}
		for _, w := range f.said {
			if said == w && containsAny(tx.sentenceOf(m.Span[0]), f.inSent) {
				m.ConceptID = f.other
				return m
			}
		}
	}
	return m
}

// oneOfThem reports whether a condition's name only says which thing of
// that kind is meant ("the pneumonia one" for a vaccine, "the asthma one"
// for an inhaler): the illness itself is not said.
func oneOfThem(tx text, m extract.Mention) bool {
	after := strings.TrimLeft(tx.from(m.Span[1]), " ")
	return startsWithAny(after, []string{"one", "ones", "jab", "jabs", "shot", "shots"}) != "" && !particleOne(tx, m) // "his mother also autistic one" (particleone.go)
}

// combinedName reports whether drug mention i is written against another
// drug's name with nothing between, as Chinese names a fixed combination
// ("妥布霉素地塞米松", "氨氯地平阿托伐他汀"): the product is one, and neither
// part alone is sure to be what the patient takes.
func combinedName(x extract.Result, i int) bool {
	m := x.Mentions[i]
	if m.Type != ontology.TypeDrug || !isHan(m.Text) {
		return false // "溴莫尼定滴眼液" names a drug and its form
	}
	for j, n := range x.Mentions {
		if j != i && n.Type == ontology.TypeDrug && isHan(n.Text) &&
			(n.Span[1] == m.Span[0] || m.Span[1] == n.Span[0]) {
			return true
		}
	}
	return false
}

// forMy say that what follows is what a drug is taken for: "lisinopril for
// my blood pressure", "tablets to keep my sugar down".
// The bare "for" and "for the" come before the measure as often ("For BP,
// Telma 40", "the water pill for the pressure"); the drug must still be one
// for the condition (treatedIn), and "for his" stays someone else's.
var forMy = []string{"for my", "for my high", "for", "for the", "for the high", "to control my", "to lower my", "to bring down my", "to keep my", "to help my"}

// takenFor reports whether the blood pressure is named as what a drug the
// patient takes, in the same sentence, is for ("I'm on lisinopril for my
// blood pressure"), and the drug is one for cond, hypertension: the patient
// is treated for it.
func (r *Reader) takenFor(x extract.Result, tx text, m extract.Mention, cond string) bool {
	if m.Assertion.Negated || m.Assertion.Hypothetical || m.Assertion.Uncertain || m.ConceptID != "vital:bp" {
		// Only the blood pressure names its condition alone: "for my
		// cholesterol" may be hypercholesterolaemia or a mixed
		// hyperlipidaemia, which the lexicon holds apart.
		return false
	}
	before := strings.ToLower(strings.TrimRight(tx.before(m), " "))
	return endsWithAny(before, forMy) && r.treatedIn(x, tx, m, cond)
}

// "憋得慌" is a pressing, stifled feeling: breathlessness when said of the
// chest or the breath, but the pressure of a full bladder or a cramping
// belly when the sentence speaks of those and of no chest or breath ("小肚
// 子一抽一抽地疼，憋得慌").
var (
	pressedBelly  = []string{"小肚子", "肚子", "小腹", "下腹", "膀胱", "尿", "肚皮"}
	pressedBreath = []string{"胸", "心口", "心里", "气", "喘", "呼吸", "躺", "枕头", "爬楼", "走路"}
)

// bellyPressure reports whether a "憋得慌" is said of the belly (see
// pressedBelly).
func bellyPressure(m extract.Mention, said string, tx text) bool {
	if m.ConceptID != "sym:dyspnea" || said != "憋得慌" {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return containsAny(sent, pressedBelly) && !containsAny(sent, pressedBreath)
}

// contentOf, right before a drug or a class, make it what a food holds,
// not what the patient takes: "milk is a good source of calcium", "rich
// in iron", "fortified with vitamin D".
var contentOf = []string{"source of", "sources of", "rich in", "high in", "full of", "packed with", "loaded with", "fortified with", "low in"}

// foodContent reports whether drug mention m names what a food holds (see
// contentOf).
func foodContent(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
		return false
	}
	return endsWithAny(strings.TrimRight(strings.ToLower(tx.before(m)), " "), contentOf)
}

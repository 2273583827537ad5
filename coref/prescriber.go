package coref

import (
	"regexp"
	"strings"
)

// A prescriber narrows the drugs: "the latest one from the cardiologist",
// "the one the dermatologist gave me", "心内科开的那个" are of the drugs
// that specialty prescribes, by their ATC groups, whatever the GP added
// since. A GP, a nurse or a pharmacist narrows nothing.

// specialtyGroups are the ATC groups each specialty prescribes from: the
// cardiologist the cardiovascular system and the antithrombotics, the
// psychiatrist the psycholeptics and psychoanaleptics, and so on.
var specialtyGroups = map[string][]string{
	"cardiology":    {"C", "B01"},
	"psychiatry":    {"N05", "N06"},
	"dermatology":   {"D", "L04AX03"},
	"neurology":     {"N03", "N04", "N02C", "N06D", "N07"},
	"endocrinology": {"A10", "H01", "H02", "H03", "H05", "M05"},
	"rheumatology":  {"M01", "M04", "L04", "P01BA02", "H02"},
	"respiratory":   {"R03", "R05", "R06", "R07"},
	"gastro":        {"A02", "A03", "A06", "A07", "A05"},
	"urology":       {"G04"},
	"eye":           {"S01"},
	"gynaecology":   {"G03", "G02"},
}

// specialtyWords name a specialist or a clinic, each as the specialty.
var specialtyWords = map[string]string{
	"cardiologist": "cardiology", "cardiology": "cardiology", "heart doctor": "cardiology", "heart specialist": "cardiology", "heart clinic": "cardiology",
	"psychiatrist": "psychiatry", "psychiatry": "psychiatry", "mental health team": "psychiatry",
	"dermatologist": "dermatology", "skin doctor": "dermatology", "skin specialist": "dermatology", "skin clinic": "dermatology",
	"neurologist": "neurology", "neurology": "neurology",
	"endocrinologist": "endocrinology", "diabetes clinic": "endocrinology", "diabetes nurse": "endocrinology",
	"rheumatologist": "rheumatology", "rheumatology": "rheumatology",
	"chest clinic": "respiratory", "respiratory nurse": "respiratory", "chest doctor": "respiratory", "lung doctor": "respiratory",
	"gastroenterologist": "gastro", "urologist": "urology", "eye doctor": "eye", "eye clinic": "eye", "ophthalmologist": "eye",
	"gynaecologist": "gynaecology", "gynecologist": "gynaecology",
	"心内科": "cardiology", "心血管科": "cardiology", "心脏科": "cardiology", "精神科": "psychiatry", "心理科": "psychiatry",
	"皮肤科": "dermatology", "神经内科": "neurology", "神经科": "neurology", "内分泌科": "endocrinology", "风湿科": "rheumatology", "风湿免疫科": "rheumatology",
	"呼吸科": "respiratory", "消化科": "gastro", "泌尿科": "urology", "眼科": "eye", "妇科": "gynaecology",
}

// enFromSpecialist says the specialist gave it: "from the cardiologist",
// "the cardiologist started", "my psychiatrist put me on".
var enFromSpecialist = regexp.MustCompile(`\b(?:from|by) (?:the|my|me|ma|mi|a) ([a-z]+(?: [a-z]+)?)\b|\b(?:the|my|me|ma|mi) ([a-z]+(?: [a-z]+)?) (?:just |has |had )?(?:started|prescribed|gave|put me on|added|switched)\b`)

// zhFromSpecialty: "心内科开的", "皮肤科给的", "在眼科拿的".
// A clinic put right before a determiner and a drug noun is the drug from
// it too: "就是精神科那个药", "皮肤科的那个药膏" (not "皮肤科那个医生", whose
// noun is no drug).
var zhFromSpecialty = regexp.MustCompile(`([\p{Han}]{2,5}科)(?:(?:大夫|医生)?(?:给)?(?:我)?(?:开|给|拿|加|换)|的?(?:那|这|嗰)(?:个|种|只)(?:药|针|膏|片))`)

// turnSpecialty returns the specialty the turn says prescribed the drug.
func turnSpecialty(lower string) string {
	for _, g := range enFromSpecialist.FindAllStringSubmatch(lower, -1) {
		for _, w := range g[1:] {
			if w == "" {
				continue
			}
			if s := specialtyWords[w]; s != "" {
				return s
			}
			if i := strings.IndexByte(w, ' '); i > 0 {
				if s := specialtyWords[w[:i]]; s != "" {
					return s
				}
			}
		}
	}
	for _, g := range zhFromSpecialty.FindAllStringSubmatch(lower, -1) {
		for w, s := range specialtyWords {
			if strings.HasSuffix(g[1], w) {
				return s
			}
		}
	}
	return ""
}

// prescribedBy reports whether the drug is of the specialty's groups.
func prescribedBy(drugID, specialty string, v Vocabulary) bool {
	return inCodeGroups(drugID, specialtyGroups[specialty], v)
}

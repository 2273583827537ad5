package coref

import (
	"regexp"
	"strings"
)

// A prescriber narrows the drugs: "the latest one from the cardiologist",
// "the one the dermatologist gave me", "心内科开的那个" are of the drugs
// that specialty prescribes, by their ATC groups (specialtyTopics), whatever
// the GP added since. A GP, a nurse or a pharmacist narrows nothing.

// enFromSpecialist says the specialist gave it: "from the cardiologist",
// "the cardiologist started", "my psychiatrist put me on".
var enFromSpecialist = regexp.MustCompile(`\b(?:from|by) (?:the|my|me|ma|mi|a) ([a-z]+(?: [a-z]+)?)\b|\b(?:the|my|me|ma|mi) ([a-z]+(?: [a-z]+)?) (?:just |has |had )?(?:started|prescribed|gave|put me on|added|switched)\b`)

// zhFromSpecialty: "心内科开的", "皮肤科给的", "在眼科拿的".
// A clinic put right before a determiner and a drug noun is the drug from
// it too: "就是精神科那个药", "皮肤科的那个药膏" (not "皮肤科那个医生", whose
// noun is no drug).
var zhFromSpecialty = regexp.MustCompile(`([\p{Han}]{2,5}科)(?:(?:大夫|医生)?(?:给)?(?:我)?(?:开|给|拿|加|换)|的?(?:那|这|嗰)(?:个|种|只)(?:药|针|膏|片))`)

// turnSpecialty returns the topic of the specialty the turn says
// prescribed the drug, when that specialty narrows the drugs.
func turnSpecialty(lower string) string {
	var named []string
	for _, g := range enFromSpecialist.FindAllStringSubmatch(lower, -1) {
		named = append(named, g[1:]...)
	}
	for _, g := range zhFromSpecialty.FindAllStringSubmatch(lower, -1) {
		named = append(named, g[1])
	}
	for _, w := range named {
		if topic := specialtyIn(strings.TrimSpace(w)); topic != "" && specialtyGroups(topic) != nil {
			return topic
		}
	}
	return ""
}

// prescribedBy reports whether the drug is of the groups of the specialty
// of topic.
func prescribedBy(drugID, topic string, v Vocabulary) bool {
	return inCodeGroups(drugID, specialtyGroups(topic), v)
}

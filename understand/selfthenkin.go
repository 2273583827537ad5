package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative may open by saying who they are to someone and name that
// someone at once by their own word for them: "我是他儿子，我爸82了，心衰，
// 最近又有点喘" (s45 blind round 12, zh06: the father's heart failure and
// breathlessness went in as family history). "我是他儿子" alone may only tell
// whose someone else's word is (selfOfTheSeen), but said first in the turn
// and taken up by "我爸", the one who is 他 is the speaker's father, and the
// turn is about him: the son speaks for the patient. The kin word must be
// the one the speaker's relation makes the patient ("儿子" … "我爸"), so
// "我是他女儿，我妈有糖尿病" (her mother, his wife) announces no one. As
// for a carer (carerOf), the turn must tell none of the speaker's own
// findings: "我是她闺女 我妈这半年腿老抽筋 我自己吃阿托伐他汀也抽过" (coref
// zh-dev26-017) compares the daughter with her mother, and is left as read.

// openingSelf: the speaker's relation, first in the turn after a greeting.
var openingSelf = regexp.MustCompile(`^(?:(?:喂|你好|您好|医生|大夫|哎)[，,。！! ]*)*我是(他|她)的?`)

// selfNamedOf returns, for a patient turn that opens as above and tells
// none of the speaker's own findings, who the speaker is to the patient
// and who the patient is to them; "", "" otherwise. x is the turn read
// with no one announced.
func selfNamedOf(x extract.Result, raw string) (typist, typingFor string) {
	self, them := selfThenOwnKin(extract.Normalize(raw))
	if self == "" || tellsOwnFindingAfterOpening(x, raw) {
		return "", ""
	}
	return self, them
}

// selfThenOwnKin returns the speaker's relation and the patient's when
// text opens with the speaker's relation to 他/她 and names, later in the
// turn, that person by "我" and the kin word the relation makes them (see
// above); "", "" otherwise.
func selfThenOwnKin(text string) (self, them string) {
	loc := openingSelf.FindStringSubmatchIndex(text)
	if loc == nil {
		return "", ""
	}
	rs := []rune(text)
	end := len([]rune(text[:loc[1]]))
	self, n := kinAfter(rs[end:])
	if self == "" {
		return "", ""
	}
	them = inverseKin(self)
	if them == "parent" && text[loc[2]:loc[3]] == "他" {
		them = "father"
	} else if them == "parent" {
		them = "mother"
	}
	if them == "" {
		return "", ""
	}
	rest := rs[end+n:]
	for k := 0; k+1 < len(rest); k++ {
		if rest[k] != '我' {
			continue
		}
		if who, _ := kinAfter(rest[k+1:]); who != "" {
			if who != them {
				return "", "" // the first kin the speaker names as theirs
			}
			return self, them
		}
	}
	return "", ""
}

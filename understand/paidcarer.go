package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A paid carer may speak for the one they look after: "我是照顾老爷子的护工，
// 他今年86，说话不太清楚，我替他说。他最近老是没精神" … "我自己胃不好，有胃炎，
// 跟他没关系哈" (s45 blind round 12, zh13: the old man's tiredness went in as
// a grandparent's family history and the carer's own gastritis as the
// patient's). The carer is no kin: the one they name as cared for ("老爷子",
// "他") is the patient, and what the carer tells of themselves is written
// nowhere (a typist who is no blood relative, typistsWords). Only a carer
// who says they speak for him ("我替他说", "帮他说") is one: a carer may
// come about their own illness.

// zhPaidCarer: "我是照顾老爷子的护工", "我是他的保姆", "我是护工", Taiwanese "我是照顾陈阿嬷的看护" (session 71's review 8, Z20),
// Cantonese "我系照顾陈伯嘅护工" (session 73's review 14, Z09).
var zhPaidCarer = regexp.MustCompile(`我(?:是|系|係)(?:照顾|照顧|照護|照护|伺候|护理|陪)?([^，。,.！？]{0,4}?)(?:的|嘅)?(?:护工|護工|保姆|陪护|护理员|护理工|看护|看護|护工阿姨|外籍看护)`)

// zhSpeaksForThem: the carer says they speak for the one cared for.
var zhSpeaksForThem = regexp.MustCompile(`(?:替|帮|幫|代)(?:他|她|佢|老人|老人家|老爷子|老太太)(?:说|讲|回答|答|问)`)

// zhTellsOfThem, right after the carer says who they are, goes on to tell
// of the one cared for: "我是照顾李爷爷的护工，他今天早上在卫生间摔了一跤"
// (session 70's review 6, Z08) speaks for him as plainly as "我替他说".
var zhTellsOfThem = regexp.MustCompile(`^[，,、 ]*(?:他|她|佢|老人家|老人|老爷子|老太太)`)

// paidCarerTypist is the typist a paid carer is: no relative.
const paidCarerTypist = "carer"

// paidCarerOf returns, for a patient turn where a paid carer says they
// speak for the one they look after (see above), the typist and whom
// they type for: the kin word they name the patient by, else the patient.
func paidCarerOf(text string) (typist, typingFor string) {
	at := zhPaidCarer.FindStringSubmatchIndex(text)
	if at == nil || !zhSpeaksForThem.MatchString(text) && !zhTellsOfThem.MatchString(text[at[1]:]) {
		return "", ""
	}
	m := []string{text[at[0]:at[1]], text[at[2]:at[3]]}
	typingFor = extract.Patient
	if who, n := kinAfter([]rune(m[1])); who != "" && n == len([]rune(m[1])) {
		typingFor = who // "老爷子": the word the carer names him by
	}
	return paidCarerTypist, typingFor
}

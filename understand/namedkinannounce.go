package understand

import (
	"regexp"
	"strings"
)

// At a later visit a relative may announce themself by the patient's name
// rather than a pronoun, and ask with a pronoun: "我系陈婆婆个女 帮佢问" (s51
// blind round 20 zh19, the daughter's second session; "我是王阿姨的女儿，
// 帮她问一下" in Mandarin). The announcement went unread, so "佢阿士匹灵停咗
// 两个礼拜" stopped someone else's aspirin and the mother's stayed active.
// The speaker names their kinship to someone called by name (a title such
// as 婆婆, 阿姨, 伯 in it or not), and asks for that one with a pronoun: the
// one named is the patient, and the speaker is the kin they say they are.
// Both are needed: "我是小王的妈妈" alone may only say who someone is, and
// "帮他问" alone says nothing of who the speaker is.

// namedOnesKin: "我是陈婆婆的女儿", "我系陈婆婆个女" (read in Mandarin words:
// dialectannounce.go), the name of one to four characters, then the kin.
var namedOnesKin = regexp.MustCompile(`[我俺]是([^，。！？,.!?、 我你他她患者]{1,4}?)(?:的|个|嘅|嘅个)`)

// askedForPronoun: "帮她问", "替患者问问" (佢 and 伊 read as 患者), "帮他再问".
var askedForPronoun = regexp.MustCompile(`(?:帮|替|代)(?:他|她|患者)(?:再|又|来)?问`)

// motherTitles and fatherTitles end a name that says the one named is a
// woman or a man.
const (
	motherTitles = "婆姨娘妈奶嫲嬷姐"
	fatherTitles = "伯爷公叔爸"
)

// namedKinAnnounced returns, for text read in Mandarin words, who the
// speaker is to the patient and who the patient is to them when the
// speaker announces their kinship to one named and asks for them with a
// pronoun; "", "" otherwise.
func namedKinAnnounced(text string) (typist, typingFor string) {
	if !askedForPronoun.MatchString(text) {
		return "", ""
	}
	rs := []rune(text)
	for _, loc := range namedOnesKin.FindAllStringSubmatchIndex(text, -1) {
		end := len([]rune(text[:loc[1]]))
		who, _ := kinAfter(rs[end:])
		if who == "" && end < len(rs) && (rs[end] == '女' || rs[end] == '仔') {
			who = "child" // Cantonese "陈婆婆个女", "张伯嘅仔"
		}
		if who == "" {
			continue
		}
		typingFor = inverseKin(who)
		if typingFor == "" {
			continue
		}
		name := []rune(text[loc[2]:loc[3]])
		if typingFor == "parent" {
			switch last := string(name[len(name)-1:]); {
			case strings.Contains(motherTitles, last):
				typingFor = "mother"
			case strings.Contains(fatherTitles, last):
				typingFor = "father"
			}
		}
		return who, typingFor
	}
	return "", ""
}

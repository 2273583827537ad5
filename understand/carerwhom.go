package understand

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A paid carer says whom they look after in more than one order: "我是养老
// 院的护工 照顾王阿姨的" (the home first, then whom), and at the next call
// "还是我 照顾王阿姨的护工" (no 我是; s52, blind round 20 zh10, both
// sessions). zhPaidCarer read only "我是(照顾X的)护工", so the second went
// unread and her confusion and the clinician's "她的氨氯地平停掉吧" were
// someone else's; and in the first, 她 after the name 王阿姨 was read as
// another woman (pronounOfAnother), so her dementia was too. The opener is
// the carer's words about themselves: the one it names is the patient, and
// a 她/他 after it stands for her.

// zhCarerThenWhom: "我是养老院的护工 照顾王阿姨的", "我是护工，照顾王阿姨的".
var zhCarerThenWhom = regexp.MustCompile(`我是[^，。,.！？\s]{0,6}?的?(?:护工|保姆|陪护|护理员|护理工)[\s，,]*(?:专门|是)?(?:照顾|伺候|护理|陪)([^，。,.！？\s]{1,5}?)的`)

// zhItsMeTheCarer: "还是我 照顾王阿姨的护工", "是我，伺候老爷子的保姆".
var zhItsMeTheCarer = regexp.MustCompile(`是我[\s，,]*(?:那个)?(?:照顾|伺候|护理|陪)([^，。,.！？\s]{1,5}?)的(?:护工|保姆|陪护|护理员|护理工)`)

// paidCarerOpener finds a paid carer's opener in normalized text: its end
// (in bytes) and the word they name the one they care for by ("" when
// none). ok is false when the text has none.
func paidCarerOpener(text string) (end int, whom string, ok bool) {
	for _, re := range []*regexp.Regexp{zhCarerThenWhom, zhItsMeTheCarer, zhPaidCarer} {
		if loc := re.FindStringSubmatchIndex(text); loc != nil {
			return loc[1], text[loc[2]:loc[3]], true
		}
	}
	return 0, "", false
}

// withoutCarerOpener is seg from after a paid carer's opener, when it has
// one: the name the carer gave is not another person a pronoun after it
// stands for.
func withoutCarerOpener(seg string) string {
	n := extract.Normalize(seg)
	end, _, ok := paidCarerOpener(n)
	rs := []rune(seg)
	if !ok || utf8.RuneCountInString(n) != len(rs) {
		return seg
	}
	return strings.TrimLeft(string(rs[utf8.RuneCountInString(n[:end]):]), " ，,")
}

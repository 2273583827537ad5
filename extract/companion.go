package extract

import "strings"

// Someone the patient does a thing with is company, not who had what the
// sentence tells: "跟朋友耍的时候喝点啤酒", "同朋友饮酒饮到三点几", "跟朋友吃了
// 火锅，回来就拉肚子" are the patient's. Only someone who is not kin (a friend, a
// colleague, a master): "跟我妈都有高血压" names the mother as one who has it
// too, and her own word still counts. A relative named before the company
// ("我老公跟朋友喝酒") stays the experiencer.

// companionMarks are the words that, right before a person word, make the
// person company: Mandarin 跟, 和, 与, 陪, Cantonese 同 and 同埋.
var companionMarks = []string{"跟", "和", "与", "陪", "同", "同埋"}

// companion reports whether the person trigger t is someone who is not kin
// named right after a companion mark.
func (c *contextInfo) companion(t foundTrigger) bool {
	if t.flags&fExp == 0 || t.flags&fPron != 0 || t.who != Other {
		return false
	}
	return afterCompanionMark(c.text, t.start)
}

// afterCompanionMark reports whether a companion mark ends right before
// offset i of text.
func afterCompanionMark(text []rune, i int) bool { return afterMark(text, i, companionMarks) }

// afterMark reports whether one of marks (of one or two runes) ends right
// before offset i of text.
func afterMark(text []rune, i int, marks []string) bool {
	before := string(text[max(0, i-2):i])
	for _, w := range marks {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// selfAsCompany reports whether the self trigger t is the patient named as
// company of someone the sentence already tells of, doing a thing together:
// "我们车间老刘，跟我一块儿干了二十来年，去年查出来肺癌" is the coworker's
// cancer (zh/e1 dev). Only with a word of doing it together: "跟我以前吃的
// 那个降压药差不多" compares with the patient's own drug (coref
// zh-dev49-020), and "我老公跟我都有高血压" shares what follows.
func (c *contextInfo) selfAsCompany(t foundTrigger, current string) bool {
	if t.flags&fSelf == 0 || current == Patient || !afterCompanionMark(c.text, t.start) {
		return false
	}
	return startsWithRunes(c.text, t.end, togetherWords) > 0
}

// togetherWords, right after "跟我", say a thing done together.
var togetherWords = []string{"一块", "一起", "一道", "一齐", "一同", "共事", "住一", "在一个", "一个单位", "一个车间", "一个厂"}

package understand

import (
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A turn that tells of someone by a given name ("Maisie's come up in hives
// after the antibiotic the doctor gave her", "朵朵上体育课摔了，左手腕骨折")
// does not say whether the name is the patient's, called so by a carer, or
// someone else's: the kin table knows relations, not names. What it tells
// of the named is a claim for a clinician, never a sure fact of the
// patient's. A carer the session knows (typist) is left alone: their "Tom"
// is the patient they speak for.

// namedStory reports whether m is told of someone named: in a sentence
// that opens with a given name as its subject, or in a later sentence
// that still speaks of them and nothing of the speaker ("It's a shooting
// pain from her bum"). A later sentence without "her" or "him" ends the
// story: "There's the digoxin…" after "Mary has all my tablets in the
// dosette box" is the speaker's. An English story must also speak of the
// named in the third person somewhere ("gave her", "his lashes"), which a
// sentence opened by a capitalised body part or noun ("Knee's been bad")
// does not.
func namedStory(tx text, raw string, x extract.Result, m extract.Mention) bool {
	orig := []rune(raw)
	if len(orig) != len(tx.runes) {
		return false
	}
	named := false
	for start := 0; start < len(tx.runes) && start <= m.Span[0]; {
		_, end := tx.bounds(tx.sent, start)
		sentence := tx.between(start, end)
		switch {
		case namedOpener(tx, orig, x, start, end):
			named = true
		case named && (speaksOfSelf(sentence) || zhSpeaksOfSelf(sentence) || !speaksOfAnother(sentence)):
			named = false // the story turned to the speaker, or left the named
		}
		if end <= start {
			break
		}
		start = end
	}
	if before := tx.before(m); !named || speaksOfSelf(before) || zhSpeaksOfSelf(before) {
		return false // "Zoe's got tonsillitis and I've got a cough"
	}
	return isHanRunes(tx.runes[m.Span[0]:m.Span[1]]) || hasAnyWord(tx.str, thirdPersonWords)
}

// speaksOfAnother reports whether a sentence after the one that named
// someone still speaks of them ("It's a shooting pain from her bum"); one
// that does not ("There's the indapamide, the digoxin…") may be the
// speaker's again, told without "I".
func speaksOfAnother(sentence string) bool {
	return hasAnyWord(sentence, thirdPersonWords) || strings.ContainsAny(sentence, "他她")
}

// namedOpener reports whether the sentence from start to end opens, after
// a filler, with a given name as its subject.
func namedOpener(tx text, orig []rune, x extract.Result, start, end int) bool {
	for start < end && (tx.runes[start] == ' ' || tx.runes[start] == '"') {
		start++
	}
	for _, n := range x.Mentions {
		if n.Span[0] <= start && start < n.Span[1] {
			return false // "Lantus has been fine", "痘痘蛮多的": a drug's name, a finding
		}
	}
	if start < end && extract.HanRune(tx.runes[start]) {
		return zhNamedOpener(tx.between(start, end))
	}
	w := latinWordEnd(tx, start, end)
	if notADoer[string(orig[start:w])] && w < end && tx.runes[w] == ',' {
		start = w + 1 // "Oh, Maisie's…"
		for start < end && tx.runes[start] == ' ' {
			start++
		}
		w = latinWordEnd(tx, start, end)
	}
	if word := tx.between(start, w); (word == "our" || word == "my") && w+1 < end && tx.runes[w] == ' ' && orig[w+1] >= 'A' && orig[w+1] <= 'Z' {
		start = w + 1 // "Our Kayleigh's allergic to peanuts and penicillin both"
		w = latinWordEnd(tx, start, end)
	}
	word := tx.between(start, w)
	if w-start < 2 || orig[start] < 'A' || orig[start] > 'Z' || notADoer[string(orig[start:w])] || notNames[word] || notNamesOpening[word] ||
		strings.HasSuffix(word, "ly") {
		return false // "Never had a hypo", "Luckily it's gone"
	}
	for _, r := range orig[start+1 : w] {
		if !unicode.IsLower(r) {
			return false // "BP's", "GP has": an abbreviation names no one
		}
	}
	for _, n := range x.Mentions {
		if n.Span[0] < w && start < n.Span[1] {
			return false // "Lantus has been fine": the name is a drug's
		}
	}
	return startsWithAny(tx.between(w, end), namedSubjectVerbs) != ""
}

// latinWordEnd returns where the Latin word at start ends.
func latinWordEnd(tx text, start, end int) int {
	w := start
	for w < end && isLatinRune(tx.runes[w]) && tx.runes[w] != '\'' {
		w++
	}
	return w
}

// namedSubjectVerbs follow a given name that is the subject of what its
// sentence tells; "'s" is also the possessive ("Priya's back is bad").
var namedSubjectVerbs = []string{"'s ", " has ", " had ", " is ", " was ", " got ", " gets ", " came ", " keeps ", " kept ", " woke ",
	" started ", " needs ", " went ", " can't ", " won't ", " hasn't ", " isn't ", " wasn't "}

// notNamesOpening open a sentence whose subject, the speaker, is left
// unsaid ("Never had a hypo, no", "Been on it since May").
var notNamesOpening = map[string]bool{"never": true, "not": true, "ever": true, "once": true, "twice": true, "been": true, "had": true,
	"got": true, "still": true, "later": true, "then": true, "maybe": true, "perhaps": true, "sometimes": true, "today": true,
	"yesterday": true, "tonight": true, "last": true, "both": true, "all": true, "none": true, "neither": true, "either": true,
	"thanks": true, "sorry": true, "please": true, "back": true, "knee": true, "head": true, "chest": true, "stomach": true,
	"tummy": true, "neck": true, "throat": true, "skin": true, "heart": true, "sugar": true, "pressure": true, "blood": true,
	"pain": true, "cough": true, "weight": true, "life": true, "weather": true, "hip": true, "leg": true, "arm": true, "eye": true,
	// A baby is most often the patient its parent speaks for (babyhas.go).
	"baby": true}

// thirdPersonWords speak of someone else.
var thirdPersonWords = []string{"she", "he", "her", "his", "him", "she's", "he's", "hers"}

// speaksOfSelf reports whether an English sentence says anything of the
// speaker.
func speaksOfSelf(sentence string) bool { return hasAnyWord(sentence, firstPersonWords) }

// zhSpeaksOfSelf reports whether a Chinese sentence says anything of the
// speaker.
func zhSpeaksOfSelf(sentence string) bool { return strings.ContainsAny(sentence, "我俺咱") }

// zhNamedOpener reports whether a Chinese sentence opens, after a filler,
// with someone called by a doubled given name ("朵朵", "乐乐") or by 老 or
// 小 and a surname ("老陈", "小王").
func zhNamedOpener(s string) bool {
	for _, f := range zhOpenFillers {
		s = strings.TrimPrefix(s, f)
	}
	rs := []rune(s)
	if len(rs) < 3 {
		return false
	}
	if strings.ContainsRune("，,。！？!?、啊呀哦嘛吧呢…：:", rs[2]) {
		return false // "小周啊。头两天恶心得来": the one spoken to
	}
	switch {
	case rs[0] == rs[1] && extract.HanRune(rs[0]) && !zhNotDoubledName[string(rs[:2])]:
		return true
	case (rs[0] == '老' || rs[0] == '小') && strings.ContainsRune(zhNameSurnames, rs[1]):
		// "老王的腰", "小陈说": not "小孙子" (a grandson), "老陈醋".
		return !strings.ContainsRune("子女儿醋", rs[2])
	case (rs[0] == '小' || rs[0] == '阿') && strings.ContainsRune(zhGivenNames, rs[1]):
		// "小美身上起了好多风团" (allergy/zh-z5 dev), "阿明琴晚发烧": a given name.
		return !strings.ContainsRune("子儿", rs[2])
	}
	return false
}

// zhOpenFillers open a sentence before its subject.
var zhOpenFillers = []string{"哎呀，", "哎，", "唉，", "对了，", "还有，", "那个，", "就是", "我们家", "我家", "我们"}

// zhNameSurnames are common surnames after 老 or 小; those that make an
// everyday word with it are left out (老毛病, 小叶增生, 老白干, 小于, 小苏打,
// 小龙虾, 老汤, 小段).
const zhNameSurnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜程魏吕丁任沈姚卢姜崔钟谭陆汪范金廖贾夏韦付方邹孟熊秦邱江尹薛闫雷侯史陶黎贺顾郝龚邵钱严覃武戴孔"

// zhGivenNames are common given names after 小 or 阿; those that make an
// everyday word with 小 are left out (小红点, 小花招, 小雨, 小飞虫, 小龙虾).
const zhGivenNames = "美明丽芳华军强伟杰婷雪燕玲静娟梅霞琳刚勇磊鹏峰涛斌辉亮晨萌璐倩颖慧琪欣悦彤珍"

// zhNotDoubledName are doubled characters that open a sentence and name no
// one: kin (read as kin), adverbs and sounds.
var zhNotDoubledName = map[string]bool{
	"妈妈": true, "爸爸": true, "哥哥": true, "姐姐": true, "弟弟": true, "妹妹": true, "爷爷": true, "奶奶": true, "姥姥": true,
	"舅舅": true, "叔叔": true, "婆婆": true, "公公": true, "伯伯": true, "姑姑": true, "婶婶": true, "宝宝": true, "娃娃": true,
	"太太": true, "嫂嫂": true, "孃孃": true, "嬢嬢": true, "爹爹": true, "娘娘": true, "伢伢": true, "妞妞": true, "囡囡": true,
	"常常": true, "天天": true, "慢慢": true, "刚刚": true, "渐渐": true, "偏偏": true, "明明": true, "往往": true, "好好": true,
	"人人": true, "个个": true, "统统": true, "稍稍": true, "悄悄": true, "早早": true, "轻轻": true, "时时": true, "处处": true,
	"样样": true, "每每": true, "仅仅": true, "恰恰": true, "白白": true, "多多": true, "谢谢": true, "哈哈": true, "嘿嘿": true,
	"呵呵": true, "嘻嘻": true, "拜拜": true, "星星": true, "老老": true, "小小": true, "大大": true, "久久": true, "默默": true,
	"总总": true, "看看": true, "试试": true, "想想": true, "等等": true, "隐隐": true, "微微": true, "哦哦": true,
	"嗯嗯": true, "啊啊": true, "对对": true, "是是": true, "年年": true, "夜夜": true, "顿顿": true, "回回": true,
	"次次": true, "头头": true, "偶偶": true, "痒痒": true, "疼疼": true, "蛮蛮": true, "能能": true, "行行": true, "有有": true,
	"要要": true, "会会": true, "在在": true, "日日": true, "晚晚": true, "朝朝": true, "周周": true, "月月": true,
	// Doubled words of the body and what it does.
	"痘痘": true, "尿尿": true, "屁屁": true, "脚脚": true, "手手": true, "牙牙": true, "肚肚": true, "眼眼": true, "点点": true,
	"泡泡": true, "包包": true, "蛋蛋": true, "毛毛": true, "虫虫": true, "饭饭": true, "水水": true, "觉觉": true, "汗汗": true,
}

// isHanRunes reports whether rs are Chinese.
func isHanRunes(rs []rune) bool { return len(rs) > 0 && extract.HanRune(rs[0]) }

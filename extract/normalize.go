package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Normalize is the default normalization: full-width ASCII and the ideographic
// space fold to ASCII, Latin letters fold to lower case, typographic quotes
// and dashes fold to their ASCII forms, and common traditional Chinese
// characters fold to simplified ones. It maps each rune to exactly one rune,
// so rune offsets are preserved.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		b.WriteRune(foldRune(r))
	}
	return b.String()
}

// foldRune is Normalize for a single rune.
func foldRune(r rune) rune {
	switch {
	case r < 0x80:
		if 'A' <= r && r <= 'Z' {
			return r + ('a' - 'A')
		}
		return r
	case r >= 0xFF01 && r <= 0xFF5E: // full-width ASCII block
		return foldRune(r - 0xFF01 + 0x21)
	case r == 0x3000 || r == 0x00A0:
		return ' '
	}
	switch r {
	case '‘', '’', '＇', '`':
		return '\''
	case '“', '”':
		return '"'
	case '–', '—', '－', '‐':
		return '-'
	case 'µ':
		return 'μ'
	case '．':
		return '.'
	case '∶':
		return ':'
	}
	if s, ok := tradToSimp[r]; ok {
		return s
	}
	if unicode.IsUpper(r) {
		return unicode.ToLower(r)
	}
	return r
}

// tradToSimp holds the traditional characters most likely in health talk.
// It is deliberately small: a full conversion table belongs to the lexicon.
var tradToSimp = func() map[rune]rune {
	pairs := "壓压醫医藥药頭头膽胆腦脑臟脏腎肾腸肠過过沒没無无認认經经歲岁媽妈爺爷們们裡里裏里這这說说時时後后週周為为會会來来點点嗎吗麼么發发燒烧嚨咙關关節节蓋盖腫肿癢痒暈晕氣气嘔呕瀉泻傷伤癥症狀状嚴严輕轻檢检測测濕湿風风靜静脈脉動动" +
		"糖糖紅红綠绿藍蓝黃黄開开處处問问題题療疗診诊斷断歷历曾曾從从許许應应該该覺觉感感確确憂忧慮虑懷怀疑疑應应假假萬万設设爸爸哥哥姐姐弟弟妹妹孫孙兒儿女女婦妇婆婆丈丈夫夫親亲屬属" +
		"體体溫温脂脂膽胆固固醇醇腫肿瘍疡癌癌喉喉嚥咽胸胸背背腰腰腿腿膝膝腳脚趾趾臉脸眼眼耳耳鼻鼻齒齿舌舌頸颈肩肩臂臂肘肘腕腕掌掌指指腹腹胃胃肝肝肺肺脾脾膀膀胱胱皮皮膚肤骨骨關关" +
		"藥药片片粒粒顆颗劑剂針针輸输吃吃喫吃喝喝停停換换減减增增總总膽胆壞坏癒愈衛卫餘余錯错對对還还嗎吗啊啊呢呢吧吧很很較较極极濃浓淡淡鹹咸飯饭餐餐晚晚早早睡睡覺觉夢梦夜夜" +
		"禮礼拜拜星星期期個个鐘钟頭头週周號号準准測测試试驗验報报告告單单張张紙纸寫写記记錄录憶忆忘忘遺遗傳传族族史史變变化化舊旧新新陳陈習习慣惯運运動动練练鍛锻煉炼飲饮酒酒煙烟戒戒" +
		"膚肤癬癣瘡疮濕湿疹疹膿脓腫肿瘀瘀傷伤燙烫癢痒麻麻痺痹僵僵硬硬顫颤抖抖搐搐痙痉攣挛暈晕厥厥虛虚弱弱乏乏倦倦憊惫睏困難难呼呼吸吸喘喘咳咳嗽嗽痰痰鼻鼻塞塞涕涕噴喷嚏嚏" +
		"噁恶心心嘔呕吐吐瀉泻腹腹脹胀便便秘秘尿尿頻频急急痛痛疼疼酸酸脹胀" +
		// "但我還沒去領" is 还没去领: not collected (review 12 Z16).
		"領领" +
		// Words of who asks for whom: "我幫我爸問一下" (coref zh-dev41-002).
		// Not 係, which Cantonese says for 是 and the rules read as such.
		"幫帮講讲聽听給给讓让幾几兩两樣样邊边現现條条帶带塊块電电話话錢钱車车門门間间長长讀读請请謝谢" +
		// Words of change and the drugs' own characters: "之前食開別嘌醇…而家轉咗食
		// 非布司他", "繼續食" (s51 change dev zh-z1-023).
		"別别轉转繼继續续華华黴霉維维"
	rs := []rune(pairs)
	m := make(map[rune]rune, len(rs)/2)
	for i := 0; i+1 < len(rs); i += 2 {
		if rs[i] != rs[i+1] {
			m[rs[i]] = rs[i+1]
		}
	}
	return m
}()

// normText is a normalized text with the mapping back to the original.
type normText struct {
	runes []rune // normalized runes
	orig  []rune // original runes
	// src[k] is the index in orig of the rune normalized rune k came from.
	src []int
}

// norm normalizes text, keeping the rune mapping to the original. A custom
// normalizer's output is folded with foldRune as well.
func (m *Matcher) norm(text string) normText {
	orig := []rune(text)
	if m.normalize == nil {
		nt := normText{runes: make([]rune, len(orig)), orig: orig, src: make([]int, len(orig))}
		for i, r := range orig {
			nt.runes[i] = foldRune(r)
			nt.src[i] = i
		}
		return nt
	}
	// Fast path: a normalizer that keeps the rune count is taken to map rune
	// to rune.
	// Rune folding is applied on top, so triggers, units and number words
	// (which are written in folded form) match whatever the caller's
	// normalizer leaves.
	whole := m.normalize(text)
	if utf8.RuneCountInString(whole) == len(orig) {
		nt := normText{runes: []rune(whole), orig: orig, src: make([]int, len(orig))}
		for i := range nt.src {
			nt.runes[i] = foldRune(nt.runes[i])
			nt.src[i] = i
		}
		return nt
	}
	// Rune by rune, a normalizer that collapses whitespace (as the
	// ontology's does) would drop every space: a turn with a double or a
	// trailing space read as one glued word and named nothing. A run of
	// whitespace is one space here, mapped to the run's first rune.
	nt := normText{orig: orig}
	for i, r := range orig {
		if unicode.IsSpace(r) {
			if i == 0 || !unicode.IsSpace(orig[i-1]) {
				nt.runes = append(nt.runes, ' ')
				nt.src = append(nt.src, i)
			}
			continue
		}
		for _, nr := range m.normalize(string(r)) {
			nt.runes = append(nt.runes, foldRune(nr))
			nt.src = append(nt.src, i)
		}
	}
	return nt
}

// origSpan maps the normalized half-open range [s, e) to original rune offsets.
func (nt normText) origSpan(s, e int) [2]int {
	if s >= e {
		if s < len(nt.src) {
			return [2]int{nt.src[s], nt.src[s]}
		}
		return [2]int{len(nt.orig), len(nt.orig)}
	}
	return [2]int{nt.src[s], nt.src[e-1] + 1}
}

// origText returns the original text behind the normalized range [s, e).
func (nt normText) origText(s, e int) string {
	sp := nt.origSpan(s, e)
	return string(nt.orig[sp[0]:sp[1]])
}

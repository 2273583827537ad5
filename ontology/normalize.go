package ontology

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Normalize folds text for dictionary matching: full-width ASCII forms and
// the ideographic space become their ASCII counterparts, the micro sign
// becomes Greek mu, letters are lowercased, the traditional Chinese
// characters that occur in the lexicon's names become simplified, and
// whitespace is trimmed and collapsed to single spaces. It is deterministic,
// maps one rune to at most one rune, and returns s itself (no allocation)
// when s is already normalized.
func Normalize(s string) string {
	if isNormalized(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	pendingSpace := false
	for _, r := range s {
		r = foldRune(r)
		if isSpace(r) {
			pendingSpace = b.Len() > 0
			continue
		}
		if pendingSpace {
			b.WriteByte(' ')
			pendingSpace = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// NormalizeRune folds one rune as Normalize does, except that whitespace is
// kept as is. The extractor uses it to keep a byte-offset map between the
// original and the folded text.
func NormalizeRune(r rune) rune { return foldRune(r) }

func isNormalized(s string) bool {
	prevSpace := true // a leading space is not normalized
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c == ' ' {
				if prevSpace {
					return false
				}
				prevSpace = true
			} else {
				if ('A' <= c && c <= 'Z') || isSpace(rune(c)) {
					return false
				}
				prevSpace = false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if foldRune(r) != r || isSpace(r) {
			return false
		}
		prevSpace = false
		i += size
	}
	return !prevSpace || len(s) == 0
}

func isSpace(r rune) bool {
	if r < utf8.RuneSelf {
		return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f'
	}
	return unicode.IsSpace(r)
}

func foldRune(r rune) rune {
	if r < utf8.RuneSelf {
		if 'A' <= r && r <= 'Z' {
			return r + ('a' - 'A')
		}
		return r
	}
	switch {
	case r >= 0xFF01 && r <= 0xFF5E: // full-width ASCII
		return foldRune(r - 0xFEE0)
	case r == 0x3000: // ideographic space
		return ' '
	case r == 0x00B5: // micro sign
		return 0x03BC
	case r >= 0x3400 && r <= 0x9FFF:
		if s, ok := t2s[r]; ok {
			return s
		}
		return r
	}
	return unicode.ToLower(r)
}

// t2s maps traditional characters to simplified ones. It covers the
// characters of the lexicon's Chinese names and common words around them,
// not the whole script: a one-to-one rune map keeps Normalize cheap and
// byte offsets easy to follow. Only unambiguous pairs are listed.
var t2s = buildT2S(t2sPairs)

func buildT2S(pairs string) map[rune]rune {
	rs := []rune(pairs)
	m := make(map[rune]rune, len(rs)/2)
	for i := 0; i+1 < len(rs); i += 2 {
		m[rs[i]] = rs[i+1]
	}
	return m
}

// t2sPairs is a sequence of (traditional, simplified) rune pairs.
const t2sPairs = "" +
	"藥药壓压頭头關关節节蓋盖膽胆腎肾臟脏腦脑質质鬆松過过發发髮发燒烧嚨咙嘔呕瀉泻暈晕悶闷氣气臉脸頸颈" +
	"腳脚膚肤視视聽听齒齿腸肠癢痒紅红腫肿體体營营醫医師师劑剂類类鈣钙鈉钠鉀钾鐵铁鎂镁維维脈脉癬癣瘡疮" +
	"瘍疡潰溃結结貧贫動动靜静輸输熱热無无勞劳塊块脹胀漲涨惡恶頻频雙双纈缬貝贝氫氢爾尔華华島岛鹽盐鹼碱" +
	"鋅锌黴霉環环諾诺嗎吗鴉鸦潑泼龍龙強强對对醯酰撲扑蘭兰奧奥羅罗樂乐達达來来為为適适專专寧宁優优賽赛" +
	"邁迈聯联復复穩稳長长歐欧倫伦納纳婭娅麗丽絡络億亿萬万順顺軟软膠胶緩缓釋释飯饭後后個个們们會会說说" +
	"這这時时間间開开還还沒没點点兒儿媽妈親亲歲岁週周讓让覺觉麼么樣样種种裡里裏里攝摄護护狀状宮宫陰阴" +
	"睪睾齦龈額额顳颞顎颚頰颊竇窦聲声帶带臍脐溝沟門门闌阑髕髌癇痫癲癫癡痴憶忆記记憂忧鬱郁創创傷伤綜综" +
	"徵征瘻瘘濕湿蕁荨銀银皰疱膿脓痙痉攣挛顫颤損损鳴鸣噴喷嗆呛嚥咽難难飢饥餓饿減减輕轻盜盗戰战絞绞閉闭" +
	"經经陽阳遺遗敗败擴扩張张縮缩癱瘫瘓痪痺痹桿杆細细斷断脫脱盤盘狹狭衛卫計计劃划術术檢检驗验測测轉转" +
	"穀谷葉叶國国際际標标準准數数飽饱溫温圍围蝦虾鮮鲜雞鸡麩麸麥麦堅坚魚鱼塵尘蟎螨蟲虫髖髋顆颗號号錠锭" +
	"針针貼贴霧雾愛爱憊惫濃浓瘧疟疿痱瘋疯癮瘾眾众縫缝線线處处嬰婴產产婦妇髒脏緒绪慮虑碼码壞坏爐炉頜颌" +
	"齲龋瞼睑罷罢傳传導导緊紧鬧闹嚴严邊边側侧應应進进凍冻癤疖鹹咸澀涩聾聋啞哑鏈链黃黄綠绿藍蓝膩腻聞闻" +
	"蕩荡蘚藓陣阵絲丝診诊療疗藝艺彌弥滯滞鬚须鬍胡圓圆錯错誤误調调瓊琼繃绷傑杰貫贯謝谢瀰弥纖纤擁拥擠挤" +
	"礙碍癆痨潤润澤泽鏡镜" +
	// Taiwanese usage: "阿嬤" is grandma, "姊姊" an elder sister, "阿斯匹靈"
	// aspirin, "贊安諾" Xanax (session 72's review 9).
	"嬤嬷姊姐靈灵贊赞" +
	// 羥 is 羟: "羥氯喹" is hydroxychloroquine, whose tail alone is chloroquine.
	"羥羟"

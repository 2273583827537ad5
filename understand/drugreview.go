package understand

import (
	"regexp"
	"strings"
)

// A clinician going through the patient's drugs one by one (blind round 10
// zh10: "华法林还在吃吗？" "吃着呢，一天一片半" … "呋塞米呢？" "那个利尿的啊，
// 腿不肿了我就没吃了，有半个月了" … "地高辛？" "嗯…吃着吧，我也记不清了"):
//   - a take verb answering a drug asked ("吃着呢", "还在吃") is a yes; a
//     吧 after it or words of not knowing in the turn make it unsure;
//   - an elliptical "X呢？" or "X？" right after a "still taking?" asks
//     "still" of X too, so a "没吃了" is a stop, not a drug never taken;
//   - a stop followed only by how long ago ("…没吃了，有半个月了") still
//     ends the answer's first sentence (zhStopToldAnswer).

// zhTakeVerbAnswers are a clause that answers by the take verb alone.
var zhTakeVerbAnswers = []string{"吃着呢", "吃着", "还在吃", "在吃", "还吃着", "一直吃", "一直在吃", "一直吃着", "吃呢", "用着", "用着呢", "还在用", "在用", "也吃着", "也在吃", "都吃着", "都在吃"}

// notKnowing in a turn make a take verb unsure.
var notKnowing = []string{"记不清", "不记得", "不知道", "不清楚", "得问", "要问", "说不准", "好像", "可能"}

// zhTakeVerbAnswer returns answerYes, answerUnsure or "" for a Chinese
// answer to a drug asked that answers with the take verb: a clause of it
// among the first four, after particles and interjections.
func zhTakeVerbAnswer(text string) string {
	clauses := strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",，.。!！?？;；…~～ ", r) })
	for k, c := range clauses {
		if k == 4 {
			break
		}
		c = strings.TrimLeft(c, "嗯啊哦呃额噢")
		hedged := strings.HasSuffix(c, "吧")
		c = strings.TrimRight(c, "呢的啊呀吧")
		for _, w := range zhTakeVerbAnswers {
			if c == strings.TrimRight(w, "呢") {
				if hedged || containsAny(text, notKnowing) {
					return answerUnsure
				}
				return answerYes
			}
		}
	}
	return ""
}

// ellipticalDrugAsk is a question that is only a name: "呋塞米呢？", "地高辛？".
var ellipticalDrugAsk = regexp.MustCompile(`^(?:那|还有)?\s*([^，,。？?\s]{1,12}?)\s*(?:呢)?\s*[？?]\s*$`)

// stillFollowUp marks "still" on the drug asks of an elliptical question
// right after a questioning turn that asked "still" of a drug.
func stillFollowUp(asks []Ask, sents []sentence, prior []Prior) []Ask {
	if len(asks) == 0 || len(sents) == 0 || !ellipticalDrugAsk.MatchString(strings.TrimSpace(sents[len(sents)-1].text)) {
		return asks
	}
	for _, a := range asks {
		if a.Type != Medication || a.Relative != "" {
			return asks
		}
	}
	if q, ok := questionBefore(prior); !ok || !stillDrugAsked(q.Asks) {
		return asks
	}
	return withEach(asks, func(a *Ask) { a.Still = true })
}

// sinceLength is a clause that tells only how long ago: "有半个月了".
var sinceLength = regexp.MustCompile(`[，,]\s*(?:有|都)?(?:半|一|两|二|三|四|五|六|七|八|九|十|几|好几|\d)*(?:个)?(?:多)?(?:天|周|星期|礼拜|个月|月|年)(?:多)?了?\s*$`)

// withoutSinceLength drops a trailing how-long-ago clause.
func withoutSinceLength(first string) string {
	return sinceLength.ReplaceAllString(first, "")
}

// aLengthHad is "有半个月了", "有两天了": how long, not a yes.
var aLengthHad = regexp.MustCompile(`^有(?:半|一|两|二|三|四|五|六|七|八|九|十|几|好几|\d)+(?:个)?(?:多)?(?:天|周|星期|礼拜|个月|月|年)`)

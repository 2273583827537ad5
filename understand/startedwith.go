package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// What a complaint started with, told as gone while the complaint stayed,
// is the episode it began with, over: "It started with a cold, you know,
// the blocked nose, the sore throat, and the cold went but the cough, it
// just stayed", "开始是感冒，流鼻涕，嗓子疼，感冒好了但是咳嗽一直没好". The part of the sentence that tells the start (up to a
// "but") holds the beginning and its end; what the "but" goes on to is
// now. A beginning not said to have gone ("it started with a headache and
// I've still got it") may go on.

// startedWith open the telling of how a complaint began.
var startedWith = []string{"started with", "began with", "started off with", "kicked off with", "came on with", "all started with", "started as", "began as",
	"开始是", "一开始是", "刚开始是", "起先是", "起初是", "最开始是", "开头是"}

// beginningGone say, in the same part, that what it started with went.
// "Went" and "gone" alone are only that where nothing follows them: the
// pain that "went down my leg" moved.
var (
	beginningGone = []string{"went away", "went off", "cleared", "cleared up", "settled", "got better", "disappeared", "好了", "没了", "退了", "消了", "过去了"}
	wentAlone     = regexp.MustCompile(`\b(?:went|gone)\s*(?:[,.;]|$|but\b|and\b|now\b)`)
)

// beginningKept carry the beginning on into now.
var beginningKept = []string{"still", "now", "since", "keeps", "kept", "stayed", "staying", "lingering", "lingered", "hasn't gone", "not gone",
	"还", "一直", "现在", "没好", "不好"}

// startedWithThenWent reports whether finding mention m is what a complaint
// started with, told in the same part as gone.
func startedWithThenWent(tx text, m extract.Mention) bool {
	start := tx.partStart(m.Span[0])
	lead := tx.between(start, m.Span[0])
	at := -1
	for _, w := range startedWith {
		if k := wordIndex(lead, w); k >= 0 && (at < 0 || k < at) {
			at = k
		}
	}
	if at < 0 {
		return false
	}
	part := tx.partOf(m.Span[0])
	told := part[strings.Index(part, lead[at:]):]
	return (hasAnyWord(told, beginningGone) || wentAlone.MatchString(told)) && !hasAnyWord(told, beginningKept) && !holdsAny(told, []string{"'s still", "'ve still", "hasn't", "haven't"})
}

// A drug a treatment began with, told changed later in its sentence, was
// taken and is over: "一开始吃的是丙硫氧嘧啶，吃了两个月转氨酶升高，医生就换
// 了" (session 72's review 9, Z14) was written taken now; "At first they had
// me on sertraline, then they switched me".
var (
	firstTakenZh = regexp.MustCompile(`(?:一开始|刚开始|起初|起先|最开始|最早|原先|原来|开始)(?:是)?(?:吃|用|打|服)的(?:是)?$`)
	firstTakenEn = regexp.MustCompile(`\b(?:at first|initially|to begin with|originally|first of all)\b[^.;!?]{0,30}\b(?:on|took|taking|was given|had me on|put me on|started me on|tried)(?: the)?\s*$`)
	changedLater = regexp.MustCompile(`换了|换成|换药|改了|改成|改用|换掉|停了|停掉|\b(?:switched|changed|swapped|moved me|took me off|stopped it|came off it)\b`)
	firstKeptNow = regexp.MustCompile(`还在|一直|现在还|\b(?:still|as well|too)\b`)
)

// firstDrugThenChanged reports whether drug mention m is the one a
// treatment began with and the rest of its sentence changed it.
func firstDrugThenChanged(tx text, m extract.Mention) bool {
	before := strings.ToLower(strings.TrimRight(tx.before(m), " "))
	if !firstTakenZh.MatchString(before) && !firstTakenEn.MatchString(before) {
		return false
	}
	rest := strings.ToLower(tx.restOfSentence(m))
	return changedLater.MatchString(rest) && !firstKeptNow.MatchString(rest)
}

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

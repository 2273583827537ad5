package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhComplaintDatesAStop reports whether a Chinese complaint is told as the
// time a stop came after ("大便黑了以后我们就先停了", "胃疼了之后就停了"):
// the complaint, then 以后/之后 and a stop in its clause. That dates the
// stop and says nothing of the complaint ending, so the complaint is not
// read as gone with the drug (s43 blind round 9, zh11: black stools that
// were going on were closed).
func zhComplaintDatesAStop(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := strings.TrimLeft(tx.between(m.Span[1], tx.sentenceEnd(m)), "了咗")
	w := startsWithAny(rest, []string{"以后", "以後", "之后", "之後", "后", "後"})
	if w == "" {
		return false
	}
	clause := rest[len(w):]
	if i := strings.IndexAny(clause, "，,；;。"); i >= 0 {
		clause = clause[:i]
	}
	return containsAny(clause, zhStoppedAfter)
}

// zhGoneByBefore, before a complaint in its sentence, date it to a time
// gone by: the complaint that dates a stop is then of that time.
var zhGoneByBefore = []string{"以前", "之前", "原来", "过去", "早先", "以往", "从前", "曾经", "去年", "前年", "年前", "小时候", "那时", "当时", "那会儿",
	"那次", "上次", "吃过", "用过"}

// zhComplaintDatesAStopNow reports whether a Chinese complaint dates a stop
// (zhComplaintDatesAStop) and nothing before it in its sentence dates it to
// a time gone by: the extractor's 停了 looks back onto the complaint
// ("这礼拜头晕之后就给停了"), and the complaint is not over by it.
func zhComplaintDatesAStopNow(tx text, m extract.Mention) bool {
	return zhComplaintDatesAStop(tx, m) && !containsAny(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]), zhGoneByBefore)
}

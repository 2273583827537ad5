package understand

import (
	"regexp"
	"strings"
)

// A clinician may name a drug to start only after a while: "急性期过咗两个
// 礼拜后再开始非布司他降尿酸" (zh/y1), "等胃好了以后再加阿司匹林", "两周之
// 后才开始吃二甲双胍". The drug is planned, not taken now: no order to
// write until the patient starts it. A dose taken after a meal ("饭后再吃")
// is no such start: only "then start" or "then add" after the wait counts.
var zhStartLater = regexp.MustCompile(`(后|之后|以后|後|過咗|过咗|好了|好咗)(再|才)(开始|開始|加用|加上|加|启用)(吃|用|食|服用)?$`)

// In English the wait comes after the drug, or as a readiness the sentence
// opens with: "When you're ready, come and see me first, and start folic
// acid three months before you try" (en/d1 dev wrote the folic acid as
// taken). "When you get home, take two paracetamol" is a dose for today.
var (
	enStartLaterAfter = regexp.MustCompile(`^[^.;!?]*\b(before you try|before trying|before you start trying|before you get pregnant|before you fall pregnant|before conceiving|(weeks|months) before (you|the|your))\b`)
	enWhenReady       = []string{"when you're ready", "when you are ready", "once you're ready", "once you are ready", "when you feel ready", "when you decide to try", "once you decide to try"}
)

// startsLater reports whether before, the words of a drug's clause before
// it, put its start after a wait (see above); sentence and after are the
// drug's sentence and the rest of it after the drug, for English.
func startsLater(before, sentence, after string) bool {
	return zhStartLater.MatchString(before) ||
		enStartLaterAfter.MatchString(strings.ToLower(after)) || containsAny(strings.ToLower(sentence), enWhenReady)
}

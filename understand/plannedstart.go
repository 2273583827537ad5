package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug the patient is to start later is not taken yet: "The cardiologist
// wants me to start bisoprolol next week once the echo is done" was
// written an active drug, and a context asked "what heart medicines am I
// on?" answered with it (session 69's review, E06). A start planned before
// the drug in its clause makes it hypothetical: nothing is written until
// the patient says it is taken.

// plannedStartEn and plannedStartZh end the words before a drug to be
// started.
var (
	plannedStartEn = regexp.MustCompile(`\b(?:going to|gonna|about to|due to|planning to|plan to|plans to|wants? me to|would like me to|will|'ll|to) (?:start|begin)(?: (?:me )?(?:on|taking))?(?: (?:the|a|some))?\s*$|\b(?:going to|gonna|will|'ll|wants? to|plans? to|planning to) put me on(?: (?:the|a|some))?\s*$`)
	plannedStartZh = regexp.MustCompile(`(?:下周|下星期|下个星期|下礼拜|下个礼拜|下个月|明天|后天|过两天|过几天|回头|以后|等[^，。,；;]{1,12})(?:再)?(?:开始)(?:吃|用|服|打)?$|(?:准备|打算)(?:开始)?(?:吃|用|服|打)$`)
	// startingSoon is a start told in the present progressive, planned
	// when the sentence dates it ahead (futureDate): "My GP is starting me
	// on bisoprolol next week".
	startingSoon = regexp.MustCompile(`\b(?:is|are|am|'s|'m) starting(?: me)?(?: on)?(?: (?:the|a|some))?\s*$`)
	futureDate   = regexp.MustCompile(`\bnext (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\btomorrow\b|\bin (?:a|one|two|three|a few|few) (?:days?|weeks?)\b|\bonce the\b|\bafter the\b`)
	// plannedStopEn ends the words before a drug to be stopped: taken
	// still, when the sentence dates the stop ahead (futureDate): "The
	// doctor wants me to stop the aspirin next week".
	plannedStopEn = regexp.MustCompile(`\b(?:going to|gonna|about to|planning to|plan to|plans to|wants? me to|would like me to|will|'ll|to) (?:stop|come off|quit)(?: taking)?(?: (?:the|my))?\s*$`)
	// startedAlready tell the start is behind: "I've already started",
	// "已经开始吃了".
	startedAlready = []string{"already", "已经", "早就"}
)

// plannedStarts makes hypothetical each drug the turn tells as to be
// started, and keeps taken a drug told as to be stopped on a day ahead.
func plannedStarts(x extract.Result, tx text, st []Statement) []Statement {
	planned, stopLater := map[string]bool{}, map[string]bool{}
	for _, m := range x.Mentions {
		if !isDrug(m) {
			continue
		}
		start, _ := tx.bounds(tx.clause, m.Span[0])
		before := strings.ToLower(tx.between(start, m.Span[0]))
		if containsAny(before, startedAlready) {
			continue
		}
		dated := futureDate.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0])))
		if plannedStartEn.MatchString(before) || plannedStartZh.MatchString(before) || startingSoon.MatchString(before) && dated {
			planned[m.ConceptID] = true
		}
		if plannedStopEn.MatchString(before) && dated {
			stopLater[m.ConceptID] = true
		}
	}
	for i, s := range st {
		switch {
		case s.Type != Medication || s.Negated:
		case planned[s.Concept] && s.Status != Stopped:
			st[i].Hypothetical, st[i].Historical = true, false
		case stopLater[s.Concept] && s.Status == Stopped:
			st[i].Status, st[i].Historical = "", false // taken until then
		}
	}
	return st
}

package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
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
	plannedStartEn = regexp.MustCompile(`\b(?:going to|gonna|about to|due to|planning to|plan to|plans to|wants? me to|would like me to|will|'ll|to) (?:start|begin)(?: (?:me )?(?:on|taking))?(?: (?:the|a|some))?\s*$|\b(?:going to|gonna|will|'ll|wants? to|plans? to|planning to) put me on(?: (?:the|a|some))?\s*$|\b(?:wants?|would like|'d like) me on(?: (?:the|a|some))?\s*$`)
	plannedStartZh = regexp.MustCompile(`(?:下周|下星期|下个星期|下礼拜|下个礼拜|下个月|明天|后天|过两天|过几天|回头|以后|等[^，。,；;]{1,12})(?:再)?(?:开始)(?:吃|用|服|打)?$|(?:准备|打算)(?:开始)?(?:吃|用|服|打)$`)
	// startingSoon is a start told in the present progressive, planned
	// when the sentence dates it ahead (futureDate): "My GP is starting me
	// on bisoprolol next week".
	startingSoon = regexp.MustCompile(`\b(?:is|are|am|'s|'m) starting(?: me)?(?: on)?(?: (?:the|a|some))?\s*$`)
	futureDate   = regexp.MustCompile(`\bnext (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\btomorrow\b|\bin (?:a|one|two|three|a few|few) (?:days?|weeks?)\b|\bonce the\b|\bafter the\b|\bbefore (?:the|my) (?:surgery|op|operation|procedure|scope|colonoscopy|endoscopy)\b|\b(?:once|when|after) (?:i|we|you) (?:start|begin)\b`)
	// startsLaterBefore and startsLaterAfter, around a drug, tell of its
	// start as a time to come (session 70's review 4, E08): "I'd stop when
	// the apixaban starts", "once I start the apixaban".
	startsLaterBefore = regexp.MustCompile(`\b(?:when|once|after|until|till) (?:the|my)?\s*$`)
	startsLaterAfter  = regexp.MustCompile(`^\s*(?:starts|begins|is started|gets started|kicks in)\b`)
	startLaterEn      = regexp.MustCompile(`\b(?:when|once|after|until|till) (?:i|we|you|they|he|she) (?:start|begin)(?: (?:on|taking))?(?: (?:the|my))?\s*$`)
	// plannedStopZh ends the words before a drug to be stopped ahead of a
	// procedure: "让我手术前一周停掉阿司匹林" (review 4, Z08) is taken still.
	// The procedure may be named before and only "做" said of it: "下个月要
	// 做胃镜，医生说做之前一周把阿司匹林停了" (session 71's review 7, Z20).
	plannedStopZh = regexp.MustCompile(`(?:手术|术|检查|胃镜|肠镜|拔牙|操作|做)(?:之)?前[^，。,；;]{0,6}(?:停掉|停用|停)$`)
	// plannedStopZhBa is the same stop with the drug before its verb: "手术
	// 前一周把氯吡格雷停了" (review 5, Z19).
	plannedStopZhBa = regexp.MustCompile(`(?:手术|术|检查|胃镜|肠镜|拔牙|操作|做)(?:之)?前[^，。,；;]{0,6}把$`)
	stopVerbAfter   = regexp.MustCompile(`^\s*(?:停了|停掉|停用|停)`)
	// procedureAheadZh dates the procedure ahead, which a stop "手术前" waits
	// for: "做手术前医生让把阿司匹林停了，后来也就没再吃" was a stop done.
	procedureAheadZh = regexp.MustCompile(`下个?月|下个?星期|下周|下礼拜|下个礼拜|明天|后天|过几天|过两天|要做|准备做|快要做|打算做`)
	// plannedStopEn ends the words before a drug to be stopped: taken
	// still, when the sentence dates the stop ahead (futureDate): "The
	// doctor wants me to stop the aspirin next week".
	plannedStopEn = regexp.MustCompile(`\b(?:going to|gonna|about to|planning to|plan to|plans to|wants? me to|would like me to|will|'ll|to) (?:stop|come off|quit)(?: taking)?(?: (?:the|my))?\s*$`)
	// beforeAProcedure and planWords (or orderedAhead) tell of a procedure to come, named as
	// the time of something planned: "The surgeon wants me to stop the
	// aspirin a week before the operation" has had no operation yet.
	beforeAProcedure = regexp.MustCompile(`\b(?:before|ahead of|prior to) (?:the|my|your)\s*$`)
	orderedAhead     = []string{"wants me to", "want me to", "'ll", "told me to", "asked me to", "have to", "should", "supposed to"}
	procedurePlanned = append(slices.Clip(orderedAhead), planWords...)
	// suggestedEn and suggestedZh end the words before a drug a doctor only
	// suggested: "The GP mentioned Maxolon, haven't got the script yet",
	// "Family doctor suggested finasteride also" (session 72's review 9,
	// E13, E16) were written taken.
	suggestedEn = regexp.MustCompile(`\b(?:mentioned|suggested|suggests|suggesting|recommended|recommends|brought up|talked about|spoke about|floated)(?: (?:me )?(?:trying|taking|starting|going on|using))?(?: (?:the|a|an|some))?\s*$`)
	suggestedZh = regexp.MustCompile(`(?:建议|推荐|提到|提了|提过)(?:我|他|她|俺)?(?:可以)?(?:试试|试一下|试下|吃|用|打|服)?(?:一下|点|些)?$`)
	// startedAlready tell the start is behind: "I've already started",
	// "已经开始吃了".
	startedAlready = []string{"already", "已经", "早就"}
)

// plannedStarts makes hypothetical each drug the turn tells as to be
// started, and keeps taken a drug told as to be stopped on a day ahead.
func plannedStarts(x extract.Result, tx text, st []Statement) []Statement {
	planned, startLater, stopLater := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for i, m := range x.Mentions {
		if m.Type == ontology.TypeProcedure && beforeAProcedure.MatchString(strings.ToLower(tx.before(m))) && containsAny(strings.ToLower(tx.sentenceOf(m.Span[0])), procedurePlanned) {
			planned[m.ConceptID] = true
		}
		if !isDrug(m) {
			continue
		}
		start, _ := tx.bounds(tx.clause, m.Span[0])
		before := strings.ToLower(tx.between(start, m.Span[0]))
		if containsAny(before, startedAlready) {
			continue
		}
		dated := futureDate.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0])))
		if plannedStartEn.MatchString(before) || plannedStartZh.MatchString(before) || startingSoon.MatchString(before) && dated ||
			suggestedEn.MatchString(before) || suggestedZh.MatchString(before) {
			planned[m.ConceptID] = true
		}
		if j := drugBefore(x, tx, i); j >= 0 && planned[x.Mentions[j].ConceptID] && replacedByTheOneBefore(x, tx, i) {
			stopLater[m.ConceptID] = true // "wants me on Trelegy instead of the Symbicort": taken until the switch
		}
		if startLaterEn.MatchString(before) || startsLaterBefore.MatchString(before) && startsLaterAfter.MatchString(strings.ToLower(tx.from(m.Span[1]))) {
			startLater[m.ConceptID] = true // a start that dates something else: not stopped by what it dates
		}
		aheadZh := procedureAheadZh.MatchString(tx.str) && !containsAny(tx.str, startedAlready)
		if plannedStopEn.MatchString(before) && dated || aheadZh && (plannedStopZh.MatchString(before) ||
			plannedStopZhBa.MatchString(before) && stopVerbAfter.MatchString(tx.from(m.Span[1]))) {
			stopLater[m.ConceptID] = true
		}
	}
	for i, s := range st {
		switch {
		case s.Type == Procedure && planned[s.Concept] && !s.Negated:
			st[i].Hypothetical, st[i].Historical, st[i].Status = true, false, ""
		case s.Type != Medication || s.Negated:
		case planned[s.Concept] && s.Status != Stopped:
			st[i].Hypothetical, st[i].Historical = true, false
		case startLater[s.Concept]:
			st[i].Hypothetical, st[i].Historical, st[i].Status = true, false, ""
		case stopLater[s.Concept] && s.Status == Stopped:
			st[i].Status, st[i].Historical = "", false // taken until then
		}
	}
	return st
}

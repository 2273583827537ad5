package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What the window said became of a drug: offered and turned down ("sertraline
// offered and declined", "唑吡坦先不开", "司美格鲁肽暂不加用"), or stopped
// ("the amlodipine — I stop it two weeks now", "阿托伐他汀我上个月自己停了").
// A drug turned down is none the patient takes: not what "那玩意儿" or "the
// one I'm carrying on with" means while another drug fits. A turn that
// speaks of what happened since the patient stopped a drug ("since mi stop
// it", "停了以后腿就不酸了") means the one the window says was stopped, not
// the one named last and taken still.

// declinedSaid, in a drug's own clause, turns it down for now.
var declinedSaid = regexp.MustCompile(`(?i)\b(?:declined|refused|turned down|leave (?:that|it|them) out|not (?:start|add)(?:ed|ing)? (?:today|now|for now))\b|暂不(?:加用|使用|用|开|加|上)|先不(?:开|加|用|上)|先别加|不开了|不加了`)

// stoppedSaid, in a drug's own clause, says it was stopped (a past form:
// "to help you stop smoking" stops nothing); a clause that says not to stop
// it ("don't stop it", "别停") says no such thing. sinceStoppedIn is a turn
// about what happened since a stop ("since mi stop it", "停了以后"), not
// one that asks what a stop would do ("when I stop that one?", "停药以后会
// 不会反弹").
var (
	stoppedSaid = regexp.MustCompile(`(?im)\b(?:stopped|came off|quit|no more)\b|\bfinished (?:the|it|them|all|my|that|those)\b|\b(?:i|mi|me) stop (?:it|dem|them)\b|停了|停掉了|给停了|吃完了|` +
		// The drug swapped away, whose own words end where the one put in
		// its place begins: "they swapped the simvastatin for ", "把辛伐他汀换成".
		`\b(?:swapped|switched|changed)\b.*\b(?:for|to|with)\s*$|(?:换成|改成|换用|改用)\s*$`)
	keptOnIn       = regexp.MustCompile(`(?i)\b(?:i'?m|i am|i'?ve been|mi|me) still (?:taking|on|using)\b|\b(?:carrying on with|staying on|continuing (?:with|on)|keeping on with)\b|\bif i (?:forget|miss|skip)\b|\b(?:do|should|must) i still (?:have to |need to )?(?:take|use)\b|还在吃的|继续吃的|接着吃的|一直在吃的|忘了吃|漏吃|漏了一`)
	stopForbidden  = regexp.MustCompile(`(?i)\b(?:don'?t|do not|never|shouldn'?t|mustn'?t)\s+(?:\w+\s+)?(?:stop|come off|quit)\b|别停|不要停|不能停|不准停`)
	sinceStoppedIn = regexp.MustCompile(`(?i)\bsince (?:i|mi|me|she|he) (?:stop|stopped|came off|quit)\b|\b(?:after|when) (?:i|she|he) (?:stopped|came off|quit)\b|停了(?:以后|之后|后|过后|这几天|这些天)|停掉了?(?:以后|之后)`)
)

// markWindowStatus marks each drug the window turned down, and each it
// says was stopped, at every mention of it.
func markWindowStatus(out []WindowMention) {
	declined, stopped := map[string]bool{}, map[string]bool{}
	for _, w := range out {
		if !strings.HasPrefix(w.ConceptID, "drug:") {
			continue
		}
		if declinedSaid.MatchString(w.Clause) {
			declined[w.ConceptID] = true
		}
		if stoppedSaid.MatchString(w.Clause) && !stopForbidden.MatchString(w.Clause) {
			stopped[w.ConceptID] = true
		}
	}
	for i := range out {
		out[i].Declined, out[i].Stopped = declined[out[i].ConceptID], stopped[out[i].ConceptID]
	}
}

// byWindowStatus narrows the session's candidates by what became of them:
// for a turn about stopping one ("since I stopped it"), the ones the
// window says were stopped; for one taken now ("the one I'm still using"),
// those neither stopped nor turned down; otherwise, those not turned down;
// each while any is left.
func byWindowStatus(ref Reference, session []scored, window []WindowMention) []scored {
	if ref.Kind != KindDrug || len(session) < 2 {
		return session
	}
	said := func(c scored, status func(WindowMention) bool) bool {
		return slices.ContainsFunc(window, func(w WindowMention) bool { return w.ConceptID == c.ConceptID && status(w) })
	}
	drop := func(c scored) bool { return !c.inRecord && said(c, func(w WindowMention) bool { return w.Declined }) }
	if ref.KeptOn {
		// "the one I'm still using", "if I forget that one for a day":
		// one taken now, neither turned down nor stopped.
		drop = func(c scored) bool { return said(c, func(w WindowMention) bool { return w.Declined || w.Stopped }) }
	}
	if ref.SinceStopped {
		drop = func(c scored) bool { return !said(c, func(w WindowMention) bool { return w.Stopped }) }
	}
	if len(ref.Besides) > 0 {
		// "搿只药搭钙片好一道吃伐": not the calcium named beside it.
		prev := drop
		drop = func(c scored) bool { return prev(c) || slices.Contains(ref.Besides, c.ConceptID) }
	}
	if kept := slices.DeleteFunc(slices.Clone(session), drop); len(kept) > 0 {
		return kept
	}
	return session
}

// drugsBeside returns the drugs the clause of a drug reference names
// outside it.
func drugsBeside(rs []rune, mentions []extract.Mention, ref Reference) []string {
	if ref.Kind != KindDrug {
		return nil
	}
	clause := partSpan(rs, ref.Span, isClauseBreak)
	var out []string
	for _, m := range mentions {
		if m.Type == ontology.TypeDrug && m.Span[0] >= clause[0] && m.Span[1] <= clause[1] && !overlapsAny(m.Span, [][2]int{ref.Span}) && !slices.Contains(out, m.ConceptID) {
			out = append(out, m.ConceptID)
		}
	}
	return out
}

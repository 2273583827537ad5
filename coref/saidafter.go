package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A condition named by its place or its kind ("the womb thing", "胃里向那
// 个", "the skin thing on my elbows") may fit several of the record's
// conditions, and the rest of the sentence often says which: "the womb
// thing, where it's growing outside and my periods are agony", "阿拉胃里向
// 那个，就是夜里一躺下酸水就往上冒". Those signs choose among the conditions
// the reference already fits, as a description's signs choose among the
// record's (bySigns); they never add one the reference does not fit, and
// when they choose none or several, the reference is asked about as before.

// Told is what the rest of a reference's sentence tells: the patient's own
// signs and what sets them off.
type Told struct {
	Signs    []string `json:"signs,omitempty"`
	Triggers []string `json:"triggers,omitempty"`
}

// withSaidAfter lends each condition reference told by no signs of its own
// the signs and triggers of the clauses after it, to its sentence's end or
// the first clause that asks or speaks of someone else. A clause that sets
// another trouble against it ("不是脚丫子那个", "not the stinging one I had
// last year") tells that one's signs, not its own.
//
// rs is the turn as the finders read it, where a relative's possessive
// reads as the patient's ("my daughter's" as "my"); orig is the turn as
// said, in which whose a clause is is read.
func withSaidAfter(rs, orig []rune, mentions []extract.Mention, refs []Reference) []Reference {
	for i, r := range refs {
		if r.Kind != KindCondition || len(r.Signs)+len(r.Triggers) > 0 || r.BySignsOnly || !validSpan(r.Span, len(rs)) {
			continue
		}
		var told Told
		clausesAfter(rs, r.Span[1], saidAfterSentenceEnds, saidAfterClauseEnds, func(said string, span [2]int) bool {
			clause := strings.TrimLeft(said, saidAfterClauseEnds+" ")
			whose := string(orig[span[0]:min(span[1]+1, len(orig))])
			apart := setApart.MatchString(clause)
			if zhAsked.MatchString(clause) || zhAskedWhat.MatchString(clause) || askedEitherWay(clause) || enAskedAfter.MatchString(clause) ||
				notToldAsHad.MatchString(clause) || notToldAsHad.MatchString(whose) || ofAnotherPerson(whose) || hasDrugWithin(mentions, span) ||
				enTakenSaid.MatchString(clause) || strings.ContainsRune(clause, '药') || !apart && setAgainst.MatchString(clause) {
				return true // "…，倒是早上起来手指关节僵得很": another thing; "吃了奥美拉唑以后老是恶心": the drug's
			}
			if !apart {
				signs, triggers := toldSigns(rs, mentions, span)
				told.Signs = appendNew(told.Signs, signs...)
				told.Triggers = appendNew(told.Triggers, triggers...)
			}
			return false
		})
		if len(told.Signs)+len(told.Triggers) > 0 {
			refs[i].SaidAfter = &told
		}
	}
	return refs
}

// The sentence and clause ends of what is said after a reference: a dash
// or a trailing-off parts clauses as a comma does.
const (
	saidAfterSentenceEnds = ".!?。！？;；\n"
	saidAfterClauseEnds   = "，,、；;。！？.!?\n—–…:："
)

// zhAskedWhat asks with a question word and no question mark: "冬天要注意啥".
var zhAskedWhat = regexp.MustCompile(`啥|什么(?:时候)?[^都也]|咋|怎么|多久|多少`)

// notToldAsHad is a clause whose signs are supposed, heard or someone
// else's, not had: "要是反酸了", "网上说躺下会反酸", "what should I do if I get
// heartburn", "I read online it can give you heartburn", "my daughter's
// flares every winter too".
var notToldAsHad = regexp.MustCompile(`(?i)要是|如果|万一|假如|网上|听说|人家说|说是|\b(?:if|whether|what|how|why|which|online|read|heard|supposed|they say|people say)\b|\b(?:my|me|our|his|her)\s+(?:\w+\s+)?(?:daughter|son|wife|husband|missus|mum|mom|mam|mother|dad|father|sister|brother|kids?|child|partner|friend|nan|gran|grandson|granddaughter)`)

// askedEitherWay reports whether a Chinese clause asks by "A不A" ("严不严重",
// "有没有") or ends in a bare 不 ("会反酸不").
func askedEitherWay(clause string) bool {
	rs := []rune(strings.TrimRight(clause, "，,、；;。！？.!?—–…: \n"))
	if len(rs) > 0 && rs[len(rs)-1] == '不' {
		return true
	}
	for i := 0; i+2 < len(rs); i++ {
		if (rs[i+1] == '不' || rs[i+1] == '没') && (rs[i] == rs[i+2] || rs[i] == '有' && rs[i+2] == '有') {
			return true
		}
	}
	return false
}

// enAskedAfter is an English clause that asks ("is it the beer", "could
// that be why"): what it names is no sign described.
var enAskedAfter = regexp.MustCompile(`(?i)^(?:and\s+|so\s+|but\s+)?` + enAsks)

// setApart is a clause that names another trouble to set it apart: "不是脚丫
// 子那个", "勿是爬楼梯胸口闷牢个搿只", "not the stinging, burning one", "nowt like
// that", "it's nothing like those".
var setApart = regexp.MustCompile(`(?i)^(?:哎[，,]?\s*)?(?:不是|勿是|唔係|唔是|并不是|也不是)|^(?:well,?\s+|and\s+|but\s+)?(?:(?:it'?s|that'?s|this is)\s+)?(?:not|nowt like|nothing like|never)\b`)

// appendNew appends to s each of add it does not hold yet.
func appendNew(s []string, add ...string) []string {
	for _, a := range add {
		if !slices.Contains(s, a) {
			s = append(s, a)
		}
	}
	return s
}

// chosenBySaidAfter resolves ref to the one of cands the signs said after
// it are typical of (bySigns, over cands alone: those the record holds
// and those only the window names), if there is one.
func chosenBySaidAfter(ref Reference, in Input, cands []scored, stage string, v Vocabulary) (Resolution, bool) {
	if ref.SaidAfter == nil || ref.Kind != KindCondition {
		return Resolution{}, false
	}
	told := ref
	told.Signs, told.Triggers, told.Places = ref.SaidAfter.Signs, ref.SaidAfter.Triggers, nil
	window := slices.DeleteFunc(slices.Clone(in.Window), func(w WindowMention) bool {
		return !slices.ContainsFunc(cands, func(c scored) bool { return c.ConceptID == w.ConceptID })
	})
	r, ok := bySigns(told, window, factsOf(in.Record, cands), v)
	if !ok || !r.Resolved {
		return Resolution{}, false
	}
	r.Reference = ref
	r.Stage = stage
	return r, true
}

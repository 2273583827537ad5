package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/ontology"
)

// A bare "one" of a body site ("the heart one", "the skin ones") is as
// often the condition of that place as the drug for it. Asked what only an
// illness is ("is that the sort of thing that runs in families"), it is
// the condition; otherwise, when the record holds a condition of the place
// as well as a drug for it, Resolve asks between them rather than choose
// the drug: "the heart one only — whether she can still go for her walk"
// with heart failure, atrial fibrillation and their drugs is a question.

// enOnlyAnIllness is what the rest of the turn asks of it that only an
// illness is.
var enOnlyAnIllness = regexp.MustCompile(`\b(?:runs? in (?:the )?famil(?:y|ies)|go(?:es)? in (?:the )?famil(?:y|ies)|hereditary|genetic|inherited|in the genes|catching|contagious|infectious|curable|be cured|pass(?:ed)? (?:it )?(?:on|down))\b`)

// enOnlyADrug is what the rest of the turn says of it that only a drug
// is: "the new bladder one they've got me on".
var enOnlyADrug = regexp.MustCompile(`\b(?:(?:got|put|started|start|keep|kept|switched|changed) (?:me|him|her|us|them) on|(?:i'm|i am|he's|she's|i was|been) on|tak(?:e|es|ing)|took|swallow\w*|dose|doses|prescri\w*|side effects?|with (?:food|a (?:glass|drink|pint))|refill|repeat|(?:use|using|used|put|putting|rub|rubbing|apply|applying|spray|squeeze) (?:it|them|some|that|this)|(?:once|twice|three times|\w+ times) a (?:day|week)|at night|chemist|pharmacy|paid|ran out|run out|running out|(?:come|coming|came|get|getting|wean|weaning) off|stop(?:ping)? (?:it|them)|cut(?:ting)? (?:it |them )?down)\b`)

// siteOne marks r, a "one" of a body site found in rs, as SiteOne, or makes
// it a condition when the turn asks of it what only an illness is. A "new"
// or "old" one, or one the turn says is taken, stays a drug.
func siteOne(rs []rune, r Reference) Reference {
	if !validSpan(r.Span, len(rs)) {
		return r
	}
	rest := strings.ToLower(string(rs[r.Span[1]:]))
	switch {
	case enOnlyAnIllness.MatchString(rest):
		r.Kind = KindCondition
	case !r.Recent && !enOnlyADrug.MatchString(rest) && !enNewOrOld.MatchString(strings.ToLower(string(rs[r.Span[0]:r.Span[1]]))):
		r.SiteOne = true
	}
	return r
}

var enNewOrOld = regexp.MustCompile(`\b(?:new|newer|old|older|other)\b`)

// askSiteOne makes res, a SiteOne reference's resolution as a drug, a
// question between the drugs it offers and the record's conditions of the
// place, when there are any.
func askSiteOne(res Resolution, in Input, v Vocabulary) Resolution {
	if !res.SiteOne || res.Kind != KindDrug {
		return res
	}
	ofThePlace := func(id, typ string) bool {
		c, ok := v.Concept(id)
		return ok && typ == ontology.TypeCondition && conditionFits(res.Topic, c)
	}
	conds := graphCandidates(Reference{Kind: KindCondition, Topic: res.Topic}, in.Record, ofThePlace)
	if len(conds) == 0 {
		return res
	}
	out := Resolution{Reference: res.Reference, Stage: StageGraph}
	if len(res.Candidates) == 0 && !res.Resolved {
		// No drug fits it: the place's one condition is the one meant,
		// and two are asked about.
		out.oneOrAsk(StageGraph, conds)
		return out
	}
	out.Candidates = append(toCandidates(conds), res.Candidates...)
	return out
}

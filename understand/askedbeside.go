package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A question may name a finding and ask about something beside it: what
// caused it ("Do you reckon that's your asthma playing up?", "你寻思是不是
// 颈椎病又犯了？"), a plan to give up a habit ("Any plans to cut back on the
// drinking?", "有冇谂过戒咗佢？"), what it does to sleep or work ("痒得影响睡
// 觉吗？"), or a worry ("Are you worried it could be your heart?"). Its "no"
// is about that, not about whether the patient has the finding: read as a
// denial, it wrote "no asthma" after "I've had asthma since I was a kid"
// (session 67's blind round, asked/*-x5).

var (
	// opinionWords ask what the listener makes of something; with an
	// attribution (attributionWords) they ask for a cause, not a finding.
	opinionWords = []string{"do you think", "d'you think", "you think", "do you reckon", "d'you reckon", "you reckon", "do you suppose",
		"觉得", "寻思", "认为", "估计"}
	attributionWords = []string{"that's your", "it's your", "it is your", "that is your", "this is your", "it's the", "it is the", "that's the",
		"playing up", "acting up", "flaring", "flare up", "again", "caused by", "because of", "due to",
		"又犯", "又发", "犯了", "引起", "闹的", "搞的", "造成", "的原因"}
	// worryWords with an attribution (worryTargets) ask whether the
	// listener fears an illness, which a "no" does not deny; so do the
	// Chinese fears of what it is (zhWorries).
	worryWords   = []string{"worried", "worry", "concerned", "scared", "afraid", "frightened"}
	worryTargets = []string{"it's", "it is", "it could", "it might", "it may", "that it", "that's", "this is", "about it"}
	zhWorries    = []string{"担心是", "担心会", "担心得", "害怕是", "怕是", "怕会"}
	// quitAsks ask about giving up or cutting down a habit: "no" leaves
	// the habit as it was told.
	quitAsks = []string{"quit", "quitting", "give up", "giving up", "cut down", "cut back", "cutting down", "cutting back",
		"戒烟", "戒酒", "戒了", "戒咗", "戒掉", "少喝", "少抽"}
	effectWords = []string{"keep you up", "keeps you up", "keeping you up", "keep you awake", "keeps you awake", "keeping you awake",
		"affect your sleep", "affects your sleep", "affecting your sleep", "affect your work", "affects your work", "affecting your work",
		"stop you sleeping", "stops you sleeping", "stopping you sleeping",
		"影响睡", "影响工作", "影响生活", "影响吃饭", "影响上班"}
	// elaborations open a clause that gives an example of the one before.
	elaborations = []string{"like", "such as", "say", "比如", "例如", "像"}
)

// besideCue reports whether a clause (lower case) asks about something
// beside whether the patient has what it names.
func besideCue(clause string) bool {
	return hasAnyWord(clause, opinionWords) && hasAnyWord(clause, attributionWords) ||
		hasAnyWord(clause, worryWords) && hasAnyWord(clause, worryTargets) || hasAnyWord(clause, zhWorries) ||
		hasAnyWord(clause, quitAsks) || hasAnyWord(clause, effectWords)
}

// asksBeside reports whether question s has a clause of tx that asks
// about something beside whether the patient has what it names
// (besideCue), and every finding it names lies in such a clause or in an
// example of one ("…your heart, like a heart attack?"). A list asks each
// item of its own ("Any nausea, any changes in your vision, anything that
// wakes you up?" still asks the nausea).
func asksBeside(tx text, s sentence, x extract.Result) bool {
	cued := false
	for i := s.start; i < min(s.end, len(tx.runes)) && !cued; {
		_, end := tx.bounds(tx.clause, i)
		cued, i = besideCue(tx.clauseOf(i)), end
	}
	if !cued {
		return false
	}
	for _, m := range x.Mentions {
		if !s.in(m.Span) || m.Type == ontology.TypeBodySite {
			continue
		}
		clause := tx.clauseOf(m.Span[0])
		switch start, end := tx.bounds(tx.clause, m.Span[0]); {
		case start > s.start && startsWithAny(strings.TrimSpace(clause), elaborations) != "":
			clause = tx.clauseOf(start-1) + clause
		case end < s.end && topicOnly(clause, m):
			clause += tx.clauseOf(end) // "the smoking, you ready to try quitting?"
		}
		if !besideCue(clause) {
			return false
		}
	}
	return true
}

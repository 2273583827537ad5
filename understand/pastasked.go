package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A question framed in the past asks about a time gone by: how the
// trouble was when it was found ("What symptoms were you experiencing?"),
// what was done before ("How has this been managed in the past?"), what
// happened over a course of treatment ("Did you have any complications
// with chemo?", "Has your chemotherapy been interrupted?", "Have you had
// any surgeries?"), or when it was first found ("When were you first
// diagnosed?"). What the answer tells in the simple past is that time,
// and is past unless the answer says it goes on. A question only in the
// past tense ("Did you have any fever?") is not enough: it often asks of
// now.

var (
	// pastFramedAsk are the shapes of a question framed in the past: an
	// adverb of a time gone by, the past progressive, or an event of a
	// course of treatment asked as had.
	pastFramedAsk = []*regexp.Regexp{
		regexp.MustCompile(`\b(in the past|previously|back then|at the time|at that time|originally|initially)\b`),
		regexp.MustCompile(`\b(were|was) (you|they|it|he|she) first\b|\bfirst (diagnosed|found|noticed|discovered)\b`),
		regexp.MustCompile(`\b(were|was) you (experiencing|having|feeling|taking|using|getting)\b`),
		regexp.MustCompile(`\b(did you (have|get|develop)|were there|was there|have you had|have you ever had|has there been|have there been)\b.*\b(complications?|surger(y|ies)|operations?)\b`),
		regexp.MustCompile(`\b(been|was|were|got) (interrupted|delayed|paused|held|put on hold)\b`),
		// How the trouble was found: "What markers were evaluated in
		// order to diagnose this?", "How was it diagnosed?" (MTS-Dialog dev
		// train-644). What the answer had then led to the diagnosis.
		regexp.MustCompile(`\b(was|were|did)\b[^?]*\bto diagnose\b|\bhow (was|were) (it|this|that|they|you) diagnosed\b|\bhow did (they|he|she|the doctor|your doctor) diagnose\b`),
		// What another did for the patient: "What did they do for you?",
		// "Did he give you any medications?"; not why they did it ("Why
		// did they do this?" asks of a test's reason).
		regexp.MustCompile(`\bwhat (else )?(did|had) (he|she|they|the doctor|that doctor|your doctor|the gp|dr \w+|doctor \w+) do\b|\b(did|had) (he|she|they|the doctor|that doctor|your doctor|the gp|dr \w+|doctor \w+) (give|prescribe|try|offer)\b`),
	}
	// pastToldVerbs tell a clause of the answer in the simple past, or a
	// drug as once taken or given.
	pastToldVerbs = []string{"had", "was", "were", "got", "went", "felt", "developed", "took", "tried", "used", "attempted",
		"placed me on", "put me on", "gave me", "was given", "was prescribed", "was put on", "'ve taken", "have taken", "'ve tried", "have tried",
		"'ve used", "have used"}
	// onceTakenPerfect are the present perfects that tell a drug as once
	// taken ("I've taken Zometa"), which ongoing would read as now.
	onceTakenPerfect = strings.NewReplacer("i've taken", "i took", "i have taken", "i took", "i've tried", "i tried", "i have tried", "i tried",
		"i've used", "i used", "i have used", "i used")
	// stillGoingWords, anywhere in the answer, say some of it goes on.
	stillGoingWords = []string{"still", "now", "currently", "these days", "at the moment", "right now", "ongoing", "keep", "keeps", "continue",
		"continuing", "nowadays", "today"}
)

// asksInThePast reports whether a turn asks a question framed in the past
// (see Reading.PastAsked).
func asksInThePast(sents []sentence) bool {
	for _, s := range sents {
		if !s.question {
			continue
		}
		for _, re := range pastFramedAsk {
			if re.MatchString(s.text) {
				return true
			}
		}
	}
	return false
}

// pastAskedBefore returns, when the turn just before is a question framed
// in the past, the concepts that are no answer of the past: the finding or
// treatment whose history the question asks ("When were you first
// diagnosed with tremors?", "complications with chemo") is its topic, and
// a finding the patient already told as current is the trouble of now,
// whose earlier bout the answer tells ("I got dizzy when I tried to get
// out of bed." "Has anything like this happened in the past?" "About
// three weeks ago, I had a dizzy episode").
func pastAskedBefore(prior []Prior) (map[string]bool, bool) {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient || !prior[len(prior)-1].Reading.PastAsked {
		return nil, false
	}
	named := map[string]bool{}
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		named[m.ConceptID] = true
	}
	for _, p := range prior {
		for _, s := range p.Reading.Statements {
			if p.Speaker == Patient && current(s) {
				named[s.Concept] = true
			}
		}
	}
	return named, true
}

// toldInThePastAnswer reports whether mention m, in an answer to a
// question framed in the past, is told in the simple past and nothing in
// the answer says it goes on: "What symptoms were you experiencing?" "I
// had swollen lymph nodes, stomach pain…"; "How has this been managed in
// the past?" "I've taken Zometa". "I had stomach pain and still do" and
// "I'm on Zometa now" stay.
func toldInThePastAnswer(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	sent := onceTakenPerfect.Replace(tx.sentenceOf(m.Span[0]))
	return hasAnyWord(sent, pastToldVerbs) && !ongoing(sent) && !hasAnyWord(tx.str, stillGoingWords)
}

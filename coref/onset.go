package coref

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition told by a pregnancy it began with ("the thing I've had
// since I was carrying our youngest", "the purple ropey ones that came up
// when I was carrying our Ellie", "我坐月子落下的那个", "after Maisie was
// born") is the record's condition that began during a pregnancy the
// record holds, or in the year after it, or one of the conditions of the
// weeks after a birth (F53, O90). The pregnancy's own conditions (the O
// chapter, a pregnancy itself, Z33–Z34) only date it: they are not what
// such a phrase means.

// onsetPregnancy is the onset phrase, said after the reference in its own
// sentence or within it.
const pregnancyOnsetWords = `\b(?:since|when|while|after|from) (?:i was|i were|i'd been|she was) (?:carrying\b|pregnant\b|expecting\b|carryin'|expectin')|\b(?:since|after) (?:i had|having) (?:the|my|our|me) (?:baby|babies|twins|wean|son|daughter|youngest|eldest|first|second|last)\b|\b(?:since|after) [a-z]+ was born\b|\bwhen i was (?:carrying\b|expecting\b|carryin'|expectin')|坐月子|生完(?:孩子|老大|老二|老三|小孩|娃)|生了(?:孩子|老大|老二|娃)以后|怀(?:我们家|我家|俺家|咱家)?(?:孕|老大|老二|老三|孩子|娃)(?:那会儿|的时候|那阵子|那年)`

var onsetPregnancy = regexp.MustCompile(`(?i)(?:` + pregnancyOnsetWords + `)`)

// enSinceCarrying finds the phrase itself: "the thing I've had since I
// was carrying our youngest", "the purple ropey ones that came up when I
// was carrying our Ellie".
var enSinceCarrying = regexp.MustCompile(`(?i)\b(?:the|that|this|my|me) (?:thing|one|ones|problem|trouble|condition|business)(?:[^.?!;]{0,40}?)\b(?:i've had|i have had|i've got|i had|came up|come up|came on|come on|started|began|i got|appeared)\b[^.?!;]{0,12}?(?:` + pregnancyOnsetWords + `)`)

// zhLeftByConfinement is a trouble left by a confinement or a
// pregnancy, or found then: "坐月子那会儿没注意、下了趟凉水落下的那个",
// "生完老二才有的毛病", "怀我们家老二那会儿查出来的那个";
// "怀老二那会儿吃的那个降压药" is a drug of then, no trouble left.
var zhLeftByConfinement = regexp.MustCompile(`(?:坐月子|生完(?:孩子|老大|老二|老三|小孩|娃)|生了(?:孩子|老大|老二|娃)以后|怀(?:我们家|我家|俺家|咱家)?(?:孕|老大|老二|老三|孩子|娃)(?:那会儿|的时候|那阵子|那年))[^，。？！,.?!]{0,14}?(?:落下|留下|得的|得上|才有|开始有|查出来|查出|发现)(?:的)?(?:那个|这个|嗰个)?(?:病根|老毛病|毛病|病)?`)

// pregnancyOnsetRefs finds a condition told by the pregnancy it began
// with, where no other reference took its words.
func pregnancyOnsetRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	locs := append(enSinceCarrying.FindAllStringIndex(lower, -1), zhLeftByConfinement.FindAllStringIndex(lower, -1)...)
	for _, loc := range locs {
		span := runeSpan(lower, loc[0], loc[1])
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, PregnancyOnset: true})
		taken = append(taken, span)
	}
	return out
}

// foundThen says the condition was found in the pregnancy, not left by
// it: "怀我们家老二那会儿查出来的那个", "what they picked up when I was
// expecting". Then the pregnancy's own conditions are what it means.
var foundThen = regexp.MustCompile(`(?i)查出来|查出|发现|检查出|\b(?:found|picked up|diagnosed|spotted)\b`)

// Topics of a pregnancy (topicConditions): what dates one, its own
// conditions (O) and a pregnancy itself (Z33, Z34); the pregnancy's own
// conditions alone; the conditions of the weeks after a birth, postnatal
// depression (F53) and the puerperium's complications (O90).
const (
	topicPregnancyDated = "topic:pregnancy_dated"
	topicPregnancyOwn   = "topic:pregnancy_own"
	topicPostpartum     = "topic:postpartum"
)

func init() {
	topicConditions[topicPregnancyDated] = []string{"O", "Z33", "Z34"}
	topicConditions[topicPregnancyOwn] = []string{"O"}
	topicConditions[topicPostpartum] = []string{"F53", "O90"}
}

// pregnancyOnsetTold reports whether the sentence of a condition reference
// says it began with a pregnancy, and whether it says it was found then.
func pregnancyOnsetTold(rs []rune, span [2]int) (onset, found bool) {
	sentence := partAround(rs, span, func(r rune) bool { return strings.ContainsRune(sentenceCuts, r) })
	onset = onsetPregnancy.MatchString(sentence)
	return onset, onset && foundThen.MatchString(sentence)
}

// byPregnancyOnset returns the record's conditions that began with a
// pregnancy it holds (during it or in the year after) or are of the weeks
// after a birth; ok is false when the record dates no pregnancy and holds
// no such condition.
func byPregnancyOnset(ref Reference, record []entity.Fact, v Vocabulary, found bool) (cands []scored, ok bool) {
	code := func(id string) string {
		c, _ := v.Concept(id)
		return c.Code.Code
	}
	isCondition := func(_, typ string) bool { return typ == ontology.TypeCondition }
	all := append(graphCandidates(ref, record, isCondition), pastCandidates(ref, record, isCondition)...)
	var spans [][2]time.Time
	for _, c := range all {
		cc := code(c.ConceptID)
		switch {
		case c.start.IsZero():
		case topicFits(topicPregnancyDated, cc):
			end := c.end
			if end.IsZero() || end.Before(c.start) {
				end = c.start.AddDate(0, 10, 0)
			}
			spans = append(spans, [2]time.Time{c.start, end.AddDate(1, 0, 0)})
		case topicFits(topicPostpartum, cc):
			// A birth came just before: the year after it.
			spans = append(spans, [2]time.Time{c.start.AddDate(0, -3, 0), c.start.AddDate(1, 0, 0)})
		}
	}
	var ownConditions []scored // the pregnancy's own, a pregnancy aside
	for _, c := range all {
		cc := code(c.ConceptID)
		switch {
		case topicFits(topicPostpartum, cc):
			cands = append(cands, c)
		case topicFits(topicPregnancyOwn, cc):
			ownConditions = append(ownConditions, c)
		case topicFits(topicPregnancyDated, cc) || c.start.IsZero():
		default:
			for _, s := range spans {
				if !c.start.Before(s[0]) && c.start.Before(s[1]) {
					cands = append(cands, c)
					break
				}
			}
		}
	}
	if found && len(ownConditions) > 0 {
		return ownConditions, true
	}
	return cands, len(spans) > 0 || len(cands) > 0
}

// factsOf returns the record's facts of the candidates' concepts.
func factsOf(record []entity.Fact, cands []scored) []entity.Fact {
	var out []entity.Fact
	for _, f := range record {
		for _, c := range cands {
			if f.Attributes[conceptAttribute] == c.ConceptID {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

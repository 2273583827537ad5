package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug is told apart from another for the same trouble by being taken
// only when it comes on: with ergotamine and propranolol both for
// migraine, "脑袋疼犯了才吃的药" is the ergotamine, which stops an attack,
// not the propranolol taken daily to prevent them.

// attackReliefGroups are the ATC groups of drugs taken when a trouble
// comes on (the BNF's "when required" use): analgesics and antimigraine
// drugs (N02), NSAIDs (M01A), short-acting inhaled beta-agonists (R03AC),
// organic nitrates (C01DA), antacids (A02A), antipropulsives (A07DA) and
// antiemetics (A04A). A drug of no such group is no answer: a preventive
// never is, and when nothing fits the reference stays unresolved.
var attackReliefGroups = []string{"N02", "M01A", "R03AC", "C01DA", "A02A", "A07DA", "A04A"}

// relievesAttacks reports whether the drug is of an attackReliefGroups
// group.
func relievesAttacks(drugID string, v Vocabulary) bool {
	return inCodeGroups(drugID, attackReliefGroups, v)
}

// zhWhenItComes, after a trouble, says a drug is taken when it comes on:
// "犯了才吃的药", "发作的时候吃的那个", "疼起来再吃的". Not "犯了以后吃了
// 什么" (a question of what was taken): only a drug phrase.
var zhWhenItComes = regexp.MustCompile(`^(?:又)?(?:犯了|犯的时候|发作了|发作的时候|起来|上来|来了|厉害了)(?:的时候)?(?:才|再|就)?(?:吃|用|喷|含)的(?:那个|那种)?(?:药)?`)

// asNeededRefs finds a trouble (a topic or a symptom with conditions of
// its own) followed by zhWhenItComes: a drug for it, AsNeeded.
func asNeededRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	for _, m := range mentions {
		if !inTopicBlocks(m.ConceptID) || !validSpan(m.Span, len(rs)) {
			continue
		}
		tail := string(lower[m.Span[1]:])
		loc := zhWhenItComes.FindStringIndex(tail)
		if loc == nil {
			continue
		}
		end := m.Span[1] + utf8.RuneCountInString(tail[:loc[1]])
		phrase := string(lower[m.Span[1]:end])
		if !strings.HasSuffix(phrase, "药") && !strings.HasSuffix(phrase, "那个") && !strings.HasSuffix(phrase, "那种") &&
			!(end == len(rs) || isClauseBreak(rs[end])) {
			continue
		}
		start := m.Span[0] - hasSuffixAny(lower[:m.Span[0]], []string{"那个", "这个"})
		span := [2]int{start, end}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, Topic: m.ConceptID, AsNeeded: true})
		taken = append(taken, span)
	}
	return out
}

// enWhenItComes is an English drug phrase taken when a trouble comes on:
// "the one I take when a migraine's starting", "the spray I use when my
// chest gets tight", "the tablets she has whenever her angina comes on".
// The trouble follows within the clause (enAsNeededRefs); "the one I take
// in the morning" or "the one I take with food" say no trouble.
var enWhenItComes = regexp.MustCompile(`(?i)\b(?:the|that|those) (?:one|ones|tablets?|pills?|spray|puffer|inhaler|stuff|medicine)(?: that)? (?:i|he|she|you|we|they)(?: only)? (?:take|takes|use|uses|have|has|puff|spray|put|suck) (?:when|whenever|if|as soon as)\b[^.?!,;]*`)

// enAsNeededRefs finds enWhenItComes with a trouble (a topic or a condition
// or symptom that is one) in its clause: a drug for it, AsNeeded, from the
// drug phrase to the trouble.
func enAsNeededRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	text := string(rs)
	var out []Reference
	for _, loc := range enWhenItComes.FindAllStringIndex(text, -1) {
		from, to := utf8.RuneCountInString(text[:loc[0]]), utf8.RuneCountInString(text[:loc[1]])
		for _, m := range mentions {
			if !validSpan(m.Span, len(rs)) || m.Span[0] < from || m.Span[1] > to {
				continue
			}
			topic := ""
			switch {
			case inTopicBlocks(m.ConceptID):
				topic = m.ConceptID
			case m.Type == ontology.TypeCondition:
				topic = m.ConceptID
			}
			if topic == "" {
				continue
			}
			span := [2]int{from, m.Span[1]}
			if overlapsAny(span, taken) {
				break
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, Topic: topic, AsNeeded: true})
			taken = append(taken, span)
			break
		}
	}
	return out
}

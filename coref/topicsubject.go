package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A lay topic said bare ("the sugar", "my blood pressure") is as often a
// reading, a food or a result as an illness ("my sugar was twelve", "I've
// cut out the sugar"). As the subject of what only an illness does, it is
// the illness, as "the sugar thing" is: "the sugar's why my feet tingle",
// "does the sugar run in families?", "is the sugar why I'm so thirsty?".

// illnessOnly is a topic with its determiner (groups 1 and 2, or 3 and 4:
// the phrase and its word or two) with a predicate only an illness takes:
// it is why something happens, or runs in families.
var illnessOnly = regexp.MustCompile(`\b((?:the|my|me) ([a-z]+(?: [a-z]+)?))(?:'s| is| was)? (?:why|what's (?:causing|behind)|what is (?:causing|behind)|to blame|behind|the (?:reason|cause)|runs? in (?:the |my |our )?famil(?:y|ies)|is (?:hereditary|genetic|inherited))\b|` +
	`\b(?:is|was|could|can|does|do|would|will|might) ((?:the|my|me) ([a-z]+(?: [a-z]+)?)) (?:be )?(?:why|to blame|behind|the (?:reason|cause)|run in (?:the |my |our )?famil(?:y|ies)|hereditary|genetic|inherited|passed down|pass(?:ed)? on)\b`)

// topicSubjectRefs finds an illnessOnly topic whose words are a mention of
// a topicConditions concept, overlapping no reference found: a condition
// reference of that topic.
func topicSubjectRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, m := range illnessOnly.FindAllStringSubmatchIndex(lower, -1) {
		g := 2
		if m[g] < 0 {
			g = 6
		}
		at := func(b int) int { return utf8.RuneCountInString(lower[:b]) }
		span, noun := [2]int{at(m[g]), at(m[g+1])}, [2]int{at(m[g+2]), at(m[g+3])}
		topic := ""
		for _, mn := range mentions {
			if _, ok := topicConditions[mn.ConceptID]; ok && mn.Span == noun {
				topic = mn.ConceptID
			}
		}
		if topic == "" || !validSpan(span, len(rs)) || overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic})
	}
	return out
}

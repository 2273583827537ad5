package coref

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An organ said as what must bear something ("will me ticker cope with
// the flight", "with me bones the way they are", "can my knees take it")
// is the patient's trouble of that organ: the record's conditions there,
// as "my heart thing" is. Said of her or him, it is the relative's.
var enOrganBears = regexp.MustCompile(`\b(my|me|ma|mah|her|his) (?:([a-z]+) )?([a-z]+)(?: (?:will|would|could|can|'ll|is going to|are going to))? ` +
	`(?:cope|manage|handle|stand it|stand up to|take it|hold up|be (?:ok|okay|alright|all right|up to it)|the way (?:it is|they are|it's|they're)|as (?:it is|they are)|being (?:how|the way|what) (?:it is|they are))\b`)

// organBearsRefs finds such an organ: a lay organ word (enEverydaySites)
// or a body site the matcher read.
func organBearsRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, loc := range enOrganBears.FindAllStringSubmatchIndex(lower, -1) {
		organ := runeSpan(lower, loc[6], loc[7])
		topic := enEverydaySites[lower[loc[6]:loc[7]]]
		for _, m := range mentions {
			if topic == "" && m.Type == ontology.TypeBodySite && m.Span[0] <= organ[0] && organ[1] <= m.Span[1] {
				topic = m.ConceptID
			}
		}
		span := [2]int{runeSpan(lower, loc[2], loc[3])[0], organ[1]}
		if topic == "" || overlapsAny(span, taken) {
			continue
		}
		owner := lower[loc[2]:loc[3]]
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic, ForRelative: owner == "her" || owner == "his"})
		taken = append(taken, span)
	}
	return out
}

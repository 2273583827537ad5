package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A remark taken back as a joke says nothing of the patient: "every time
// my mother-in-law phones my BP goes through the roof. Joking, joking!"
// wrote hypertension (en-d1-036). What the sentence right before a joke
// marker names is dropped from the patient's statements.

// jokeMarker is a sentence that only says the one before was a joke.
var jokeMarker = regexp.MustCompile(`^\s*(?:(?:i'm |i was |only |just )*(?:joking|kidding|jokin'|havin' a laugh|having a laugh)(?:[\s,]+(?:joking|kidding|jokin'))*|开玩笑的?|开个玩笑|说笑的?|讲笑咋|讲笑㗎|讲笑嘅)[\s!！。.,，~～]*$`)

// jokingBack drops the statements of what a sentence taken back as a joke
// names.
func jokingBack(x extract.Result, sents []sentence, out []Statement) []Statement {
	joked, named := map[string]bool{}, map[string]bool{}
	measured := false // a joked vital or lab, read as a condition ("my BP goes through the roof")
	for _, m := range x.Mentions {
		named[m.ConceptID] = true
	}
	for i := 1; i < len(sents); i++ {
		if !jokeMarker.MatchString(strings.TrimSpace(sents[i].text)) {
			continue
		}
		prev := sents[i-1]
		for _, m := range x.Mentions {
			if m.Span[0] >= prev.start && m.Span[1] <= prev.end {
				joked[m.ConceptID] = true
				measured = measured || m.Type == ontology.TypeVital || m.Type == ontology.TypeLab
			}
		}
	}
	if len(joked) == 0 {
		return out
	}
	return slices.DeleteFunc(out, func(s Statement) bool {
		return joked[s.Concept] || measured && s.Type == Condition && !named[s.Concept]
	})
}

package coref

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// skinPatches turns a drug reference to patches of a colour said as a
// trouble ("my white patches problem", "the red patches thing") into one
// to the patient's skin condition: a trouble noun after patches makes them
// marks of the skin, which a drug's patches never are said to be. Patches
// without the trouble noun ("my white patches") stay the drug; a
// relative's ("my son's white patches problem") are no condition of the
// patient's.
func skinPatches(rs []rune, orig []rune, refs []Reference) []Reference {
	for i, r := range refs {
		if r.Kind != KindDrug || !validSpan(r.Span, len(rs)) {
			continue
		}
		words := strings.Fields(strings.ToLower(string(rs[r.Span[0]:r.Span[1]])))
		if len(words) < 2 || !strings.HasPrefix(words[len(words)-1], "patch") || !enColourWord(words[len(words)-2]) {
			continue
		}
		ws, w := wordAfter(rs, r.Span[1])
		if !enTopicCond[strings.ToLower(w)] {
			continue
		}
		if who := extract.LastPerson(clauseBefore(rs, r.Span[0])); who != "" && who != extract.Patient {
			refs[i].Kind = "" // someone else's skin: dropped below
			continue
		}
		span := [2]int{r.Span[0], ws + len([]rune(w))}
		refs[i] = Reference{Span: span, Text: string(orig[span[0]:span[1]]), Kind: KindCondition, Topic: "site:skin"}
	}
	return deleteKindless(refs)
}

// enColourWord reports whether w is an English colour of lookColours.
func enColourWord(w string) bool {
	for _, c := range lookColours {
		for _, e := range c.en {
			if e == w {
				return true
			}
		}
	}
	return false
}

// deleteKindless drops the references skinPatches found to be of no one's
// drug or condition of the patient's.
func deleteKindless(refs []Reference) []Reference {
	out := refs[:0]
	for _, r := range refs {
		if r.Kind != "" {
			out = append(out, r)
		}
	}
	return out
}

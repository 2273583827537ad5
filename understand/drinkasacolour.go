package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drink named as the colour of something, "the colour of strong tea",
// "urine the colour of red wine", or as the likeness of a colour just told
// ("a bit pinky when I went last, like rosé wine", en/u1), tells what it
// looked like: no drink was had. One word may stand before the drink's name
// ("rosé", "strong"). A "like" with no colour before it is the speaker's
// filler or an example ("I'm not a big drinker, like a few beers on the
// weekend", "What, like smoke cigarettes?"), and "I like red wine" has no
// comma before its "like".
var (
	drinkAsColourOf    = regexp.MustCompile(`\b(?:colou?r|shade) of(?:\s+(?:a|the))?(?:\s+[\p{L}']+)?\s*$`)
	drinkLikenedToTold = regexp.MustCompile(`,\s*like(?:\s+(?:a|the))?(?:\s+[\p{L}']+)?\s*$`)
)

// colourWords tell a colour before a likeness.
var colourWords = []string{"pink", "pinky", "pinkish", "red", "reddish", "dark", "darker", "brown", "brownish", "orange", "yellow",
	"cloudy", "colour", "color", "coloured", "colored"}

// drinkAsAColour reports whether a habit's mention is a drink named as a
// colour or a colour's likeness (see above).
func drinkAsAColour(m extract.Mention, tx text) bool {
	if m.Type != ontology.TypeSocial {
		return false
	}
	before := tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])
	if drinkAsColourOf.MatchString(before) {
		return true
	}
	loc := drinkLikenedToTold.FindStringIndex(before)
	return loc != nil && hasAnyWord(before[:loc[0]], colourWords)
}

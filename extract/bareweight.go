package extract

import "strings"

// An English weight said without its unit ("I weigh 84 now") reads in
// kilograms as well as in pounds: from 35 to 150 either is an adult's
// weight, and which the speaker means depends on where they live. The old
// default, pounds, wrote a British "84" as 84 lb with full confidence: a
// confident wrong fact, and one a dose by weight would be worked from. So
// a unit said elsewhere in the turn decides ("I've lost ten pounds",
// "three kilos"; stone-and-pounds speakers are read as pounds); without
// one, a value from 35 to 150 keeps its unit unsaid and is a claim for
// the clinician to check. Above 150 it is read as pounds, as before: 150 kg
// is rarer than 150 lb, and the dev corpora's two bare weights above it
// ("I weighed in at 183.4", "Weight one ninety seven") are both pounds;
// held unsure they cost two right readings. Below 35 is left as it was
// (pounds), which plausibility already doubts. Chinese
// weights keep their default, kilograms (a jin is always said).

// ambiguousWeight bounds the bare values that read as an adult's weight in
// kilograms and in pounds alike.
var ambiguousWeight = [2]float64{35, 150}

// poundWords and kiloWords, anywhere in the turn, say which unit the
// speaker weighs in.
var (
	poundWords = []string{"pound", "pounds", "lb", "lbs", "stone", "stones"}
	kiloWords  = []string{"kilo", "kilos", "kg", "kgs", "kilogram", "kilograms"}
)

// bareWeightUnit returns the unit of an English weight v said without one,
// and whether that unit is unsure (then it is "").
func bareWeightUnit(text []rune, v float64) (string, bool) {
	lower := strings.ToLower(string(text))
	pounds, kilos := containsAnyWord(lower, poundWords), containsAnyWord(lower, kiloWords)
	switch {
	case pounds && !kilos:
		return "lb", false
	case kilos && !pounds:
		return "kg", false
	case v > ambiguousWeight[1] || v < ambiguousWeight[0]:
		return "lb", false
	}
	return "", true
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// More of what places a bare cramp in the belly (bellyCramp), found on the
// en dev files (s44): going to the toilet said the British way ("Cramps,
// down low, and they ease off when I've been", en/r1) and the noises of a
// bowel upset ("loads of gurgling and cramps", en/u1).
var bellyGoingWords = []string{"when i've been", "after i've been", "once i've been", "before i go", "gurgling", "gurgly", "rumbling"}

// muscleCrampWords place a cramp in a muscle, or tell the night cramps of
// the legs.
var muscleCrampWords = []string{"muscle", "muscles", "muscular", "leg", "legs", "calf", "calves", "foot", "feet", "thigh",
	"hand", "hands", "toe", "toes", "night", "neck", "back"}

// cameBack is "back" that is no body part: a return ("I got back from
// India", "since I came back home") or a time ("back then").
var cameBack = regexp.MustCompile(`\b(got|get|gets|getting|came|come|comes|coming|went|go|goes|going|been|flew|drove|i'm|we're|was|were) back\b|\bback (from|home|then)\b`)

// crampOfAMuscle reports whether a cramp's sentence places it in a muscle
// (see muscleCrampWords); a return home is no back.
func crampOfAMuscle(sent string) bool {
	return hasAnyWord(cameBack.ReplaceAllString(sent, " "), muscleCrampWords)
}

// bareCrampAfterBowelUpset reports whether a bare cramp, with no muscle in
// its sentence, is told by a patient who said in the turns before that they
// have diarrhoea: the cramps of that upset named again ("…diarrhoea…" …
// "And paracetamol for the cramps"). The service reads a turn after the
// last six only, so en/u1's "for the cramps", twelve turns after its
// diarrhoea, is still read a muscle's.
func bareCrampAfterBowelUpset(m extract.Mention, tx text, prior []Prior) bool {
	if m.ConceptID != "sym:muscle_cramps" || !hasAnyWord(strings.ToLower(m.Text), []string{"cramp", "cramps", "cramping"}) ||
		crampOfAMuscle(tx.sentenceOf(m.Span[0])) {
		return false
	}
	for _, p := range prior {
		if p.Speaker != Patient {
			continue
		}
		for _, s := range p.Reading.Statements {
			if s.Concept == "sym:diarrhea" && s.Experiencer == extract.Patient && !s.Negated && !s.Historical {
				return true
			}
		}
	}
	return false
}

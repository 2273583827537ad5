package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint told in the simple past over a span of days that has closed
// is an episode gone by: "I felt a bit fluey Saturday and Sunday, achy and
// tired", "I was sick Monday to Wednesday last week". One day named is
// when it began ("on Saturday I had this burning pain", which may go on),
// and a sentence that carries it on ("and I still am", "since Saturday",
// "I've felt") is now, as is a span told of the complaint rather than of
// the patient ("the headache was bad Saturday and Sunday"). A span told in the past that ends today ("I felt
// rough Saturday and Sunday", said on a Sunday) is read as over too: the
// past tense closes it, and past is the safer reading.

// dayNames are the days a span is told by.
var dayNames = `(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`

// closedDays is a span of two named days: "Saturday and Sunday", "from
// Monday to Wednesday", "Friday till Sunday".
var closedDays = regexp.MustCompile(`\b(?:on |from |between )?` + dayNames + `s? (?:and|to|till|until|through|thru|or|into) (?:the )?` + dayNames + `\b`)

// spanToldOfSelf tells the span of the patient, in the simple past: "I
// felt", "I was". "It was bad Saturday and Sunday" tells how a complaint
// was, which may still be.
var spanToldOfSelf = regexp.MustCompile(`\bi (?:felt|was|had|got)\b`)

// workingWeek is a span that comes round each week: "I'm tired Monday to
// Friday" is a habit, not an episode.
var workingWeek = regexp.MustCompile(`\bmonday (?:to|till|until|through|thru) friday\b`)

// spanCarriedOn carry the complaint past the span into now.
var spanCarriedOn = []string{"still", "since", "now", "today", "ongoing", "keeps", "am", "is", "are", "anymore", "any more",
	"these days", "at the moment", "no better", "not better", "worse", "worsening", "getting", "been"}

// toldForDaysGoneBy reports whether finding mention m is told in the simple
// past over a closed span of named days, in a sentence that does not carry
// it on.
func toldForDaysGoneBy(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return closedDays.MatchString(sent) && !workingWeek.MatchString(sent) && spanToldOfSelf.MatchString(sent) && !hasAnyWord(sent, spanCarriedOn) && !holdsAny(sent, ongoingParts)
}

// An acute illness named bare, with a time gone by right after it ("a cold
// at Christmas, but everybody had that", "a chest infection over Easter",
// "a tummy bug in the summer holidays") is an episode told as over: the
// patient names when it was, not that it is. One that comes round ("I get a
// cold every Christmas", "always a chest infection in the winter") or goes
// on ("a cold since Christmas", "still") is not.
var bareIllnessThen = regexp.MustCompile(`^\s*,?\s*(at|over|in|around|back at|back in|just before|just after|after|before) (christmas|xmas|easter|new year|the new year|new year's|hogmanay|thanksgiving|diwali|eid|chinese new year|the holidays|the summer|the summer holidays|the half term|half term|the school holidays|january|february|march|april|may|june|july|august|september|october|november|december)\b`)

// illnessComesRound make a time a recurring one, or carry it into now.
var illnessComesRound = []string{"every", "always", "each", "usually", "normally", "tend to", "tends to", "get a", "gets a", "i get", "still", "since", "now",
	"at the moment", "currently", "these days", "ongoing", "again"}

// bareIllnessDatedThen reports whether acute finding m is named bare, an
// article before it, with a time gone by after it (see above).
func (r *Reader) bareIllnessDatedThen(tx text, m extract.Mention) bool {
	if !r.isAcute(m) || !bareIllnessThen.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m))) {
		return false
	}
	before := tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])
	said := strings.ToLower(m.Text)
	if !strings.HasPrefix(said, "a ") && !strings.HasPrefix(said, "an ") &&
		!endsWithAnyWord(strings.TrimRight(before, " "), []string{"a", "an", "one", "a bad", "a bit of a", "a nasty", "a touch of", "a wee", "a little"}) {
		return false
	}
	return !containsAny(tx.sentenceOf(m.Span[0]), illnessComesRound)
}

package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// enThenOut tells, after what came first, that the patient then lost
// consciousness: "and then I passed out", "then I fainted", "and next thing
// I'm on the floor". Only the past (or the story's present of "next thing")
// is an attack that happened; "I nearly keeled over" had none.
var enThenOut = regexp.MustCompile(`\b(and then|then|next thing|the next thing|before i knew it)\b[^.!?;]{0,40}?\b(passed out|fainted|blacked out|collapsed|keeled over|went down|hit the (floor|ground|deck)|(on|onto) the (floor|ground|deck)|came round|came to)\b`)

// enNotOut, between the "then" and the faint, say it did not happen: "then I
// nearly passed out", "then I almost fainted".
var enNotOut = regexp.MustCompile(`\b(nearly|almost|never|didn't|did not|not)\b`)

// enLeadUpToFaint is the English twin of zhLeadUpToFaint: an English
// symptom told before "and then I passed out" in its sentence is what came
// before a faint the patient, now telling it, came round from ("I just
// started feeling really light-headed and sweaty and then everything went
// grey, and next thing I'm on the floor"). What the sentence tells after the
// faint ("…and now I have a headache") is not.
func enLeadUpToFaint(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	sent := tx.between(start, tx.sentenceEnd(m))
	loc := enThenOut.FindStringSubmatchIndex(sent)
	if loc == nil || enNotOut.MatchString(sent[loc[3]:loc[4]]) {
		return false
	}
	return start+len([]rune(sent[:loc[2]])) >= m.Span[1]
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
)

// A reading corrected in the patient's next turn ("今天早上在家量血压，高压
// 150低压95" … "不对不对，我看错了，是145/95") is the same reading, taken
// where and when the first one was. Read alone, the correction had no
// setting, so it did not replace the home reading it corrects, which
// stayed in the record as current.

// correctionOpeners open a turn that takes back what the turn before said.
var correctionOpeners = []string{"不对", "不是不是", "哦不对", "我看错了", "看错了", "我说错了", "说错了", "记错了", "我记错了",
	"sorry", "no wait", "no sorry", "no, sorry", "oops", "i mean", "correction", "actually no", "no actually", "wait, no", "wait no",
	// "Oh wait sorry, it's not me, it's my sister who's allergic to sulfa"
	// (session 70's review 4, E07).
	"wait sorry", "wait, sorry", "it's not me", "it isn't me",
	// "不是，" with its pause, after the patient's own turn: "我有哮喘" "哦不是，
	// 说错了，是我女儿有哮喘" (blind round 10 zh20). "不是很严重" is no correction.
	"不是，", "不是,"}

// correctsTheTurnBefore reports whether a patient's turn opens by taking
// back what the patient's turn just before said (correctionOpeners).
func correctsTheTurnBefore(text string, prior []Prior) bool {
	if len(prior) == 0 || prior[len(prior)-1].Speaker != Patient {
		return false
	}
	return opensACorrection(text)
}

// opensACorrection reports whether a turn opens with a correction opener,
// after any interjections: "哦说错了", "oh yes sorry, metoprolol".
func opensACorrection(text string) bool {
	lead := strings.TrimLeft(strings.ToLower(extract.Normalize(text)), " ,，.。…")
	for {
		w := startsWithAny(lead, interjections)
		if w == "" || startsWithAny(lead, correctionOpeners) != "" {
			break
		}
		lead = strings.TrimLeft(lead[len(w):], " ,，.。…!！")
	}
	return startsWithAny(lead, correctionOpeners) != ""
}

// correctedReadings gives each reading of a correcting patient turn the
// concept and qualifiers of the same analyte's reading in the patient's
// turn just before, where the correction names none of its own.
func correctedReadings(text string, statements []Statement, prior []Prior) []Statement {
	if !correctsTheTurnBefore(text, prior) {
		return statements
	}
	before := prior[len(prior)-1].Reading.Statements
	for i, s := range statements {
		if s.Type != Observation || s.Negated {
			continue
		}
		for _, b := range before {
			if b.Type != Observation || b.Negated || b.Concept != s.Concept && untimed[b.Concept] != s.Concept {
				continue
			}
			if s.Attributes["unit"] == b.Attributes["unit"] {
				s.Display = showingValue(b.Display, s.Attributes["value"]) // b's name and qualifiers, the value corrected
			}
			s.Concept = b.Concept
			s.Attributes = withQualifiersOf(s.Attributes, b.Attributes)
			statements[i] = s
			break
		}
	}
	return statements
}

// withQualifiersOf returns attrs with the timing and setting of from that
// attrs do not say themselves.
func withQualifiersOf(attrs, from map[string]string) map[string]string {
	out := make(map[string]string, len(attrs)+2)
	for k, v := range attrs {
		out[k] = v
	}
	for _, k := range []string{entity.TimingAttribute, entity.SettingAttribute} {
		if out[k] == "" && from[k] != "" {
			out[k] = from[k]
		}
	}
	return out
}

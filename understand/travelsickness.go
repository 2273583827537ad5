package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A complaint told as what travelling by a vehicle always brings on is
// travel sickness, not a complaint of now: "我一坐船就头晕要吐" (zh-q1-030,
// at the pharmacy before a boat trip) is seasickness, told to ask for a
// patch, and the dizziness is no finding of the day. The habitual opening
// 一/每次/只要/一…就 + 坐/乘/搭 + a vehicle + 就, right before the
// complaint in its clause, marks it. The motion sickness itself is read
// from its own words (晕船, 晕车药, 晕船贴) where they are said. A complaint
// brought on by walking or eating ("一走路就疼", "一吃油腻的就想吐") is
// kept, as is one on a trip told as past ("昨天坐船头晕了一路").

// travelOpening is a habitual opening whose occasion is riding a vehicle.
var travelOpening = regexp.MustCompile(`(一|每次|每回|只要|一般)[^，,。.；;！!？?]{0,2}(坐|乘|搭|坐上|搭上|上)[^，,。.；;！!？?]{0,4}(车|船|飞机|地铁|公交|巴士|大巴|火车|高铁|船仔|车子|的士|出租车)[^，,。.；;！!？?]{0,3}就[^，,。.；;！!？?]{0,4}$`)

// travelSickSymptoms are the complaints travel sickness brings.
var travelSickSymptoms = map[string]bool{"sym:dizziness": true, "sym:vertigo": true, "sym:nausea": true, "sym:vomiting": true, "sym:headache": true}

// travelSickness reports whether Chinese symptom m is told as what riding
// a vehicle always brings on.
func travelSickness(m extract.Mention, tx text) bool {
	if !isHan(m.Text) || m.Type != ontology.TypeSymptom || !travelSickSymptoms[m.ConceptID] {
		return false
	}
	return travelOpening.MatchString(strings.TrimSpace(tx.before(m)))
}

// travelSickAt reports whether a Chinese complaint of concept read from
// its place and state at rune offset at is told as travel sickness.
func travelSickAt(concept string, tx text, at int) bool {
	return travelSickSymptoms[concept] && travelOpening.MatchString(strings.TrimSpace(tx.before(extract.Mention{Span: [2]int{at, at}})))
}

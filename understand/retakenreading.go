package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A temperature taken again is said without its name: "刚才又量了一下，38.5",
// "Just checked, 37.8", after the patient's side gave a temperature a few
// turns before. The number is the same reading taken later, and the
// record must show it, not the earlier one, as the temperature now.

// retakenWords say a reading was taken again or just now.
var retakenWords = []string{"又量", "再量", "重新量", "刚量", "刚才量", "刚测", "又测", "再测", "量了一下", "测了一下",
	"just checked", "checked again", "rechecked", "re-checked", "just took it", "took it again", "taken it again", "just taken it", "now it's", "it's now"}

// temperatureTurnsBack is how many turns back the first reading may be.
const temperatureTurnsBack = 6 // and of any reading taken again

// temperaturesRetaken names the unlabelled temperatures of a patient's turn
// that says it took one again, when the patient's side gave a temperature
// in the last few turns.
func temperaturesRetaken(t Turn, x extract.Result, prior []Prior) extract.Result {
	if !containsAny(strings.ToLower(t.Text), retakenWords) || !temperatureGivenBefore(prior) {
		return x
	}
	for i, ms := range x.Measurements {
		if ms.ConceptID == "" && (ms.Unit == "°C" || ms.Unit == "°F") && len(ms.Values) == 1 {
			x.Measurements[i].ConceptID = "vital:temperature"
		}
	}
	return x
}

// temperatureGivenBefore reports whether one of the last turns, the
// patient's side's, gave the patient's temperature.
func temperatureGivenBefore(prior []Prior) bool {
	for i := len(prior) - 1; i >= 0 && i >= len(prior)-temperatureTurnsBack; i-- {
		if prior[i].Speaker != Patient {
			continue
		}
		for _, ms := range prior[i].Reading.Extract.Measurements {
			if ms.ConceptID == "vital:temperature" && ms.Assertion.Experiencer == extract.Patient && !ms.Assertion.Negated {
				return true
			}
		}
	}
	return false
}

// retakenReadings gives a reading taken again the timing and setting of the
// same analyte's reading the patient's side gave in the last few turns:
// "刚才在家量了个血压，160/100" … "又量了一遍，145/92" is the home reading
// again, which the record must show instead of the first, not a second
// series beside it (s42 blind round 7).
func retakenReadings(text string, statements []Statement, prior []Prior) []Statement {
	if lower := strings.ToLower(text); !containsAny(lower, retakenWords) || containsAny(lower, elsewhereWords) || containsAny(lower, anotherTime) {
		return statements // "到医院又量了一遍", "下午又量了一次": taken again somewhere or some time else
	}
	for i, s := range statements {
		if s.Type != Observation || s.Negated || s.Experiencer != extract.Patient {
			continue
		}
		if b, ok := lastReadingOf(s.Concept, prior); ok {
			s.Attributes = withQualifiersOf(s.Attributes, b.Attributes)
			statements[i] = s
		}
	}
	return statements
}

// elsewhereWords name where a reading was taken.
var elsewhereWords = []string{"医院", "诊所", "门诊", "药店", "社区", "卫生院", "家里", "在家", "clinic", "hospital", "pharmacy", "chemist",
	"surgery", "at home", "gp", "doctor's", "nurse"}

// anotherTime dates a reading taken again at another sitting.
var anotherTime = []string{"上午", "下午", "中午", "晚上", "早上", "今天", "昨天", "前天", "半夜", "morning", "afternoon", "evening", "tonight",
	"yesterday", "last night", "at night"}

// lastReadingOf returns the patient's latest reading of concept in the last
// few turns of the patient's side.
func lastReadingOf(concept string, prior []Prior) (Statement, bool) {
	for i := len(prior) - 1; i >= 0 && i >= len(prior)-temperatureTurnsBack; i-- {
		if prior[i].Speaker != Patient {
			continue
		}
		for _, b := range prior[i].Reading.Statements {
			if b.Type == Observation && !b.Negated && b.Experiencer == extract.Patient && (b.Concept == concept || untimed[b.Concept] == concept) {
				return b, true
			}
		}
	}
	return Statement{}, false
}

// weighedWords say the patient just weighed themselves: "actually I just
// stepped on the scale, 94.5 now" (s43 blind round 8, en08).
var weighedWords = []string{"stepped on the scale", "on the scales", "weighed myself", "just weighed", "weighed again", "刚称", "又称", "称了一下", "重新称"}

// bareNumber is a number with no unit after it.
var bareNumber = regexp.MustCompile(`(?:^|[^\d.])(\d+(?:\.\d+)?)(?:\s*(?:now|today|this morning|$|[,.;!?，。；！]))`)

// weightsRetaken gives a patient's turn that says they just weighed
// themselves the weight of the number it tells, in the unit of the weight
// the patient's side gave in the last few turns: "I weigh 92 kilos" …
// "actually I just stepped on the scale, 94.5 now" is 94.5 kg, which the
// record must show, not the 92. Only a number after the weighing words,
// within a quarter of the weight before, is read: "put on about 6 kg" is
// the gain, and said before them.
func weightsRetaken(t Turn, x extract.Result, prior []Prior) extract.Result {
	lower := strings.ToLower(extract.Normalize(t.Text))
	w := ""
	for _, v := range weighedWords {
		if strings.Contains(lower, v) {
			w = v
			break
		}
	}
	if w == "" {
		return x
	}
	for _, ms := range x.Measurements {
		if ms.ConceptID == "vital:weight" {
			return x
		}
	}
	b, ok := lastReadingOf("vital:weight", prior)
	before, err := strconv.ParseFloat(b.Attributes["value"], 64)
	if !ok || err != nil || before <= 0 {
		return x
	}
	at := strings.Index(lower, w) + len(w)
	g := bareNumber.FindStringSubmatchIndex(lower[at:])
	if g == nil {
		return x
	}
	num := lower[at+g[2] : at+g[3]]
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v < before*0.75 || v > before*1.25 {
		return x
	}
	start := len([]rune(lower[:at+g[2]]))
	x.Measurements = append(x.Measurements, extract.Measurement{ConceptID: "vital:weight", Text: num, Values: []float64{v}, Unit: b.Attributes["unit"],
		UnitInferred: true, Span: [2]int{start, start + len([]rune(num))}, Mention: -1, Assertion: extract.Assertion{Experiencer: extract.Patient}})
	return x
}

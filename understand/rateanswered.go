package understand

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A heart rate is answered as a number alone ("心率多少？" "88", "What was
// your pulse?" "88."): a whole number names no quantity, so the extraction
// leaves it, and the record missed the pulse the patient gave. It is the
// heart rate only when the whole answer is the number (a unit of beats
// after it at most), the turn before, a clinician's or an assistant's,
// spoke of the patient's heart rate, and the number is one a pulse can be.

// rateAlone is an answer that is a number alone, with at most a unit of
// beats after it.
var rateAlone = regexp.MustCompile(`^\s*([0-9]{2,3}|[一二三四五六七八九十百零]{2,5})\s*(次|下|次每分钟|次/分|bpm|beats a minute|beats per minute|a minute)?\s*[。.!！]?\s*$`)

// ratesAnswered adds the heart rate a patient's turn answers with a number
// alone.
func ratesAnswered(t Turn, x extract.Result, prior []Prior) extract.Result {
	if len(prior) == 0 || len(x.Measurements) > 0 || prior[len(prior)-1].Speaker == Patient {
		return x
	}
	asked := false
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		if m.ConceptID == "vital:heart_rate" && m.Assertion.Experiencer == extract.Patient && !m.Assertion.Negated {
			asked = true
		}
	}
	g := rateAlone.FindStringSubmatchIndex(strings.ToLower(t.Text))
	if !asked || g == nil {
		return x
	}
	lower := strings.ToLower(t.Text)
	num := lower[g[2]:g[3]]
	v, err := strconv.ParseFloat(num, 64)
	if err != nil {
		var ok bool
		if v, ok = extract.ChineseNumber(num); !ok {
			return x
		}
	}
	if v < 30 || v > 220 {
		return x
	}
	start := len([]rune(lower[:g[2]]))
	x.Measurements = append(x.Measurements, extract.Measurement{ConceptID: "vital:heart_rate", Text: num, Values: []float64{v}, Unit: "bpm",
		UnitInferred: true, Span: [2]int{start, start + len([]rune(num))}, Mention: -1,
		Assertion: extract.Assertion{Experiencer: extract.Patient}})
	return x
}

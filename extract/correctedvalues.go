package extract

import (
	"slices"
	"strconv"
	"strings"
)

// A value corrected as it is said ("I'm 13 stone, sorry, 12 stone, not
// 13", "血压150，不对，140/90" is not this rule's: a pressure is two
// values) keeps the corrected value alone: the first was a slip, and a
// record that took both would hold the slip as the latest reading or two
// readings at once. The correction is the next value of the same unit in
// the sentence, opened by a repair word or followed by "not" and the value
// taken back; it takes the quantity of the value it corrects.

// valueRepairs open the correction of a value just said.
var valueRepairs = []string{"sorry", "no sorry", "no", "no wait", "sorry i mean", "i mean", "actually", "no actually", "or rather", "不对", "说错了", "不是"}

// correctedValues drops each single value the next one corrects.
func (r *plainReadings) correctedValues() {
	var drop []int
	for i := 0; i+1 < len(r.out); i++ {
		a, b := r.out[i], r.out[i+1]
		if len(a.Values) != 1 || len(b.Values) != 1 || a.Unit == "" || a.Unit != b.Unit || b.ConceptID != "" && b.ConceptID != a.ConceptID {
			continue
		}
		_, ae, ok1 := r.normSpan(a.Span)
		bs, be, ok2 := r.normSpan(b.Span)
		if !ok1 || !ok2 || ae > bs || breakIn(r.text, ae, bs) {
			continue
		}
		between := strings.ToLower(strings.Trim(string(r.text[ae:bs]), " ,，.…—-"))
		if !slices.Contains(valueRepairs, between) && !takesBack(r.text[be:], a.Values[0]) {
			continue
		}
		r.out[i+1].ConceptID = a.ConceptID
		r.out[i+1].Assertion = a.Assertion
		drop = append(drop, i)
	}
	for k := len(drop) - 1; k >= 0; k-- {
		r.out = append(r.out[:drop[k]], r.out[drop[k]+1:]...)
	}
}

// takesBack reports whether after opens with "not" and the value v: ",
// not 13".
func takesBack(after []rune, v float64) bool {
	rest, ok := strings.CutPrefix(strings.TrimLeft(strings.ToLower(string(after)), " ,，"), "not ")
	if !ok {
		return false
	}
	n := strconv.FormatFloat(v, 'f', -1, 64)
	return strings.HasPrefix(rest, n) && (len(rest) == len(n) || !isDigit([]rune(rest)[len([]rune(n))]))
}

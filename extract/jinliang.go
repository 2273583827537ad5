package extract

// A Chinese weight is often said in 斤 and 两 together ("14斤2两", "七斤三
// 两"): a 两 is a tenth of a 斤 (50 g), so 14斤2两 is 14.2 斤, 7.1 kg. Read as
// the 斤 alone it was 14 斤 (s46 blind round 13 zh02: a baby's weight). Only
// one numeral of 两 right after the 斤 counts: "14斤，2两白酒" and "三斤两斤"
// are something else.

// jinAndLiang returns qt, a weight in 斤, with the 两 said right after it
// added as tenths; qt unchanged when no 两 follows.
func jinAndLiang(text []rune, qt quantity) (quantity, bool) {
	if !qt.hasUnit || qt.unit.canon != "斤" || len(qt.values) != 1 || qt.end >= len(text) {
		return qt, false
	}
	if text[qt.end] == '半' && qt.integer {
		qt.values = []float64{qt.values[0] + 0.5} // "14斤半", as "一斤半" is read
		qt.integer = false
		qt.end++
		return qt, true
	}
	if qt.end+1 >= len(text) || text[qt.end+1] != '两' {
		return qt, false
	}
	var n float64
	switch c := text[qt.end]; {
	case c >= '1' && c <= '9':
		n = float64(c - '0')
	default:
		v, ok := cnDigits[c] // "七斤三两", "十斤两两"
		if !ok || v == 0 {
			return qt, false
		}
		n = v
	}
	if e := qt.end + 2; e < len(text) && (isDigit(text[e]) || text[e] == '.') {
		return qt, false
	}
	qt.values = []float64{qt.values[0] + n/10}
	qt.integer = false
	qt.end += 2
	return qt, true
}

package extract

import "unicode"

// In chat typed with spaces for commas, a denial does not reach over the
// space onto a reading with its value: "这礼拜我爸脚不肿了 体重今早71公斤" (s51
// blind round 20 zh01, the second visit) and "没发烧 体温36.5" wrote the
// weight and the temperature as refuted, so the weight of the first visit
// stayed current. A forward negation with a space between it and a vital
// sign or a lab value whose number follows it closely ("体重今早71公斤",
// "体温36.5") is not the reading's: a number told is a reading made. As
// wishonly.go stops a wish at the space. Unchanged: "体重没有71公斤" (the
// negation after the name), "没量体重" (no value), "没发烧，体温36.5" (the
// comma ended it already).

// valueAfterSpace reports whether negation t, before the measurement
// mention [ms, me) of type typ, is parted from it by a space while a number
// follows the mention within a few runes.
func (c *contextInfo) valueAfterSpace(t foundTrigger, ms, me int, typ string) bool {
	if t.flags&fNeg == 0 || t.end > ms || typ != "vital" && typ != "lab" {
		return false
	}
	spaced := false
	for k := t.end; k < ms; k++ {
		spaced = spaced || c.text[k] == ' '
	}
	if !spaced {
		return false
	}
	for k := me; k < min(len(c.text), me+6); k++ {
		if unicode.IsDigit(c.text[k]) {
			return true
		}
		if c.text[k] == ' ' || c.text[k] == '，' || c.text[k] == ',' {
			return k == me && k+1 < len(c.text) && unicode.IsDigit(c.text[k+1])
		}
	}
	return false
}

package extract

import (
	"math"
	"strings"
)

// A British weight is often said in stone and pounds ("I'm 13 stone 4",
// "13 stone 4 pounds"): two numbers in two units, one weight. Read as the
// stone alone it was 13 st, 4 lb short. Stone and pounds together are
// converted to kilograms (a stone is 6.35029318 kg, a pound 0.45359237 kg,
// to one decimal: 84.4 kg), keeping the words said for the line; a whole
// or half stone ("14 stone", "13 and a half stone") is one number in one
// unit and is kept as said, as a weight in jin is: its line converts.

const (
	kgPerStone = 6.35029318
	kgPerPound = 0.45359237
)

// halfBeforeWeightUnit returns where " and a half" ends when it stands
// right after a number at j and a weight unit follows it ("13 and a half
// stone"), or j.
func halfBeforeWeightUnit(text []rune, j int) int {
	k := skipSpaces(text, j)
	if !hasWordAt(text, k, "and a half") {
		return j
	}
	if u, e := unitAt(text, k+len("and a half")); e > 0 && u.kind == ukWeight {
		return k + len("and a half")
	}
	return j
}

// stoneAndPounds returns qt, a whole number of stone, with the pounds said
// right after it added, in kilograms ("13 stone 4", "13 stone and 4
// pounds"); qt unchanged when no pounds follow, or the number after is
// something else ("13 stone 4 weeks after the op").
func stoneAndPounds(text []rune, qt quantity) (quantity, bool) {
	if !qt.hasUnit || qt.unit.canon != "st" || len(qt.values) != 1 || !qt.integer {
		return qt, false
	}
	k := skipSpaces(text, qt.end)
	if hasWordAt(text, k, "and") {
		k = skipSpaces(text, k+len("and"))
	}
	lb, e, integer := parseDigits(text, k)
	if e == k || !integer || lb > 13 || e < len(text) && (isDigit(text[e]) || text[e] == '.' || text[e] == '/') {
		return qt, false
	}
	end := e
	if u, ue := unitAt(text, e); ue > 0 {
		if u.canon != "lb" {
			return qt, false // "13 stone 4 weeks": a time, not pounds
		}
		end = ue
	} else if next := strings.TrimLeft(string(text[e:]), " "); next != "" && isLatin([]rune(next)[0]) && !startsWithWord(next, poundFollowers) {
		return qt, false // "13 stone 4 of us": not pounds
	}
	kg := math.Round((qt.values[0]*kgPerStone+lb*kgPerPound)*10) / 10
	qt.values = []float64{kg}
	qt.integer = false
	qt.unit = unitDef{"kg", ukWeight}
	qt.end = end
	return qt, true
}

// poundFollowers may follow the bare pounds of a stone weight: "13 stone 4
// now", "13 stone 4 this morning".
var poundFollowers = []string{"now", "this", "today", "at", "on", "and", "last", "when", "in", "these", "which", "so", "but", "or", "i", "naked", "stripped"}

// startsWithWord reports whether s opens with one of words as a whole word.
func startsWithWord(s string, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) && (len(s) == len(w) || !isLatin([]rune(s[len(w):])[0])) {
			return true
		}
	}
	return false
}

package extract

import "strings"

// A reading said in English words, as clinicians and patients say them
// aloud: "one thirty-eight over eighty-four", "thirty-eight point two",
// "a hundred and two", "eight point four". Single small words ("two",
// "seven") are everywhere in speech, so a number said in words counts as a
// reading only in a form that is said of readings: a decimal with "point",
// hundreds said in full or in short ("one twenty-five"), a compound of tens
// and ones ("eighty-four"), a pair with "over", or any number with a unit
// of measure after it ("sixty kilos").

var enOnes = map[string]int{
	"zero": 0, "oh": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19,
}

var enTens = map[string]int{
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
}

// spokenNumber is a number said in words and what form it was said in.
type spokenNumber struct {
	value    float64
	end      int
	readLike bool // a form said of readings, not of counts
	decimal  bool
	short    bool // hundreds said in short: "two twenty" may be two of twenty
}

// latinWordAt returns the run of Latin letters starting at text[i] (which
// must start a word) and its end.
func latinWordAt(text []rune, i int) (string, int) {
	if i >= len(text) || !isLatin(text[i]) || i > 0 && isLatin(text[i-1]) {
		return "", i
	}
	j := i
	for j < len(text) && isLatin(text[j]) && text[j] != '\'' {
		j++
	}
	if j < len(text) && isLatin(text[j]) {
		return "", i // "one's"
	}
	return string(text[i:j]), j
}

// nextWord skips one space or hyphen after i and reads the word there.
func nextWord(text []rune, i int, hyphen bool) (string, int) {
	if i < len(text) && (text[i] == ' ' || hyphen && text[i] == '-') {
		return latinWordAt(text, i+1)
	}
	return "", i
}

// belowHundred reads 0–99 at i: a ones or teens word, or tens with an
// optional ones ("eighty-four", "sixty eight").
func belowHundred(text []rune, i int) (v int, end int, compound, ok bool) {
	w, j := latinWordAt(text, i)
	if n, isOne := enOnes[w]; isOne && w != "oh" {
		return n, j, false, true
	}
	t, isTen := enTens[w]
	if !isTen {
		return 0, i, false, false
	}
	if w2, j2 := nextWord(text, j, true); enOnes[w2] >= 1 && enOnes[w2] <= 9 && w2 != "oh" {
		return t + enOnes[w2], j2, true, true
	}
	return t, j, false, true
}

// spokenAt reads a number said in words at text[i].
func spokenAt(text []rune, i int) (spokenNumber, bool) {
	v, j, compound, ok := belowHundred(text, i)
	lead := ""
	if !ok {
		w, e := latinWordAt(text, i)
		switch strings.ToLower(w) {
		case "a":
			lead, j, v = "a", e, 1
		case "hundred":
			// "Hundred and twelve kilos": a hundred said bare, without "a"
			// or "one", as speech drops it. The caller has made sure no
			// number word stands before it.
			lead, j, v = "hundred", i, 1
		default:
			return spokenNumber{}, false
		}
	}
	n := spokenNumber{value: float64(v), end: j, readLike: compound}
	// "one hundred and two", "a hundred point three", "hundred and twelve".
	w, e := nextWord(text, j, false)
	if lead == "hundred" {
		w, e = "hundred", j+len("hundred")
	}
	if strings.EqualFold(w, "hundred") && v >= 1 && v <= 9 {
		n.value, n.end, n.readLike = float64(100*v), e, true
		if w2, e2 := nextWord(text, e, false); w2 == "and" {
			e = e2
		}
		if e < len(text) && text[e] == ' ' {
			if r, e3, _, ok := belowHundred(text, e+1); ok {
				n.value += float64(r)
				n.end = e3
			}
		}
	} else if lead == "a" {
		return spokenNumber{}, false
	} else if w == "oh" && v >= 1 && v <= 9 && !compound {
		// "two oh six", "one oh five": hundreds said in short with the tens
		// said as "oh".
		if w2, e2 := nextWord(text, e, false); enOnes[w2] >= 1 && enOnes[w2] <= 9 && w2 != "oh" {
			n.value, n.end, n.readLike, n.short = float64(100*v+enOnes[w2]), e2, true, true
		}
	} else if (v == 1 || v == 2) && !compound {
		// "one thirty-eight", "two forty-five", "one fifteen": hundreds
		// said in short.
		if r, e, _, ok := belowHundred(text, j+1); ok && j < len(text) && (text[j] == ' ' || text[j] == '-') && r >= 10 {
			n.value, n.end, n.readLike, n.short = float64(100*v+r), e, true, true
		}
	}
	// "seventy-one and a half kilos": a half said after the number.
	if w, e := nextWord(text, n.end, false); w == "and" && lead == "" && n.value < 100 {
		if w2, e2 := nextWord(text, e, false); w2 == "a" {
			if w3, e3 := nextWord(text, e2, false); w3 == "half" {
				n.value += 0.5
				n.end, n.decimal = e3, true
				return n, true
			}
		}
	}
	// "thirty-eight point two", "eight point four", "point five six".
	if w, e := nextWord(text, n.end, false); w == "point" {
		frac, scale, end := 0.0, 0.1, e
		for {
			d, e2 := nextWord(text, end, false)
			k, isDigit := enOnes[d]
			if !isDigit || k > 9 {
				break
			}
			frac += float64(k) * scale
			scale /= 10
			end = e2
		}
		if end > e {
			n.value += frac
			n.end, n.readLike, n.decimal = end, true, true
		}
	}
	return n, true
}

// spokenReading reads a quantity said in words at text[i]: a number or a
// pair with "over", and the unit after it. ok is false for a number in
// words in no form of a reading, and for a count of days or times.
func spokenReading(text []rune, i int) (quantity, bool) {
	if afterNumberWord(text, i) {
		return quantity{}, false // the middle of "two-forty-five"
	}
	n, ok := spokenAt(text, i)
	if !ok {
		return quantity{}, false
	}
	qt := quantity{start: i, values: []float64{n.value}, integer: !n.decimal}
	end, readLike := n.end, n.readLike
	if w, e := nextWord(text, end, false); w == "over" && e < len(text) && text[e] == ' ' {
		if n2, ok := spokenAt(text, e+1); ok && n2.value >= 20 {
			qt.values = append(qt.values, n2.value)
			qt.integer = qt.integer && !n2.decimal
			end, readLike = n2.end, true
		}
	}
	qt.numEnd, qt.end = end, end
	if u, e := unitAt(text, end); e > 0 {
		if u.kind == ukTime || u.kind == ukCount || u.kind == ukDose && n.short {
			return quantity{}, false // "twenty-one days"; "two twenty-milligram tablets"
		}
		qt.unit, qt.hasUnit, qt.end = u, true, e
		readLike = true
	}
	return qt, readLike
}

// afterNumberWord reports whether the word before text[i] (past one space
// or hyphen) is a number word.
func afterNumberWord(text []rune, i int) bool {
	if i < 2 || text[i-1] != ' ' && text[i-1] != '-' {
		return false
	}
	j := i - 1
	for j > 0 && isLatin(text[j-1]) {
		j--
	}
	w := string(text[j : i-1])
	_, one := enOnes[w]
	_, ten := enTens[w]
	return one || ten || w == "hundred" || w == "point"
}

package extract

import "strings"

// A sugar said with "fasting" after it is a fasting sugar as "fasting 126"
// is: "What did you get this morning?" "128 fasting." (s47 blind round 15
// en02, a diabetes follow-up) read no reading, and the record kept the 130
// of "my morning sugars run 130 to 140". Only a number right before
// "fasting", in the same clause, with no unit or a unit of concentration;
// "two days fasting", "12 hours fasting" are times, and "fasting for…"
// is the fast itself.

// fastingAfter reads "<number> fasting".
func (r *plainReadings) fastingAfter() {
	text := r.text
	for i := 0; i < len(text); i++ {
		if !runesAt(text, i, []rune("fasting")) || i > 0 && isLatin(text[i-1]) {
			continue
		}
		e := i + len("fasting")
		if e < len(text) && isLatin(text[e]) {
			continue
		}
		if w, _ := latinWordAt(text, skipSpaces(text, e)); w == "for" || w == "since" || w == "from" || w == "until" || w == "till" ||
			w == "glucose" || w == "sugar" || w == "sugars" || w == "blood" {
			continue // "fasting for 12 hours"; "128 fasting glucose" is the named reading's
		}
		qi := -1
		for k, qt := range r.q.list {
			if qt.end <= i && strings.TrimSpace(string(text[qt.end:i])) == "" {
				qi = k
			}
		}
		if qi < 0 {
			continue
		}
		r.addFastingSugar(qi, -1)
	}
}

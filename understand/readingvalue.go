package understand

import "regexp"

// shownValue is the value a reading's display shows, a number standing on
// its own: the 165/100 of "blood pressure 165/100 mmHg (home)", not the 1
// of "HbA1c".
var shownValue = regexp.MustCompile(`(^|\s)\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)*(\s|$)`)

// showingValue returns a reading's display with the value it shows
// replaced by v. Whatever sets a reading's value anew (a correction, a
// reading of now after one of before) sets its display with it: the
// display is what a model reads, the value what the record keeps, and the
// two must say the same number.
func showingValue(display, v string) string {
	loc := shownValue.FindStringSubmatchIndex(display)
	if loc == nil {
		return display
	}
	return display[:loc[3]] + v + display[loc[4]:]
}

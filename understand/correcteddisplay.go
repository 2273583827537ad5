package understand

import "strings"

// The display of a reading carries its value ("blood pressure 165/100 mmHg
// (home)"), and the context shows the display. A correction that takes the
// display of the reading it corrects, for its concept and qualifiers, must
// put its own value there: "sorry, misread it, it was 156 over 100" kept
// showing 165/100 (s44 blind round 10, en14).

// displayWithValue returns the display of the reading before with its
// value put as the correction's; with no value of the one before in it,
// the correction's own display.
func displayWithValue(before Statement, own Statement) string {
	old, now := before.Attributes["value"], own.Attributes["value"]
	if old == "" || now == "" || !strings.Contains(before.Display, old) {
		return own.Display
	}
	return strings.Replace(before.Display, old, now, 1)
}

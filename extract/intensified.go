package extract

import "strings"

// A lay term with a verb of swelling and "up" ("lips swelled up", "ankles
// blew up", "joints puffed up") is said with an intensifier between them
// as often as without: "my lips swelled right up, like a duck"
// (allergy/en-z5-002), "her face puffed all up". The words between are no
// part of the term, so the forms with "right" and "all" before "up" are
// added. Only after a verb of swelling: "burning up" is a fever, but
// "burning right up my chest" is where heartburn goes (en-j1-026). As with
// the "your" forms (secondperson.go), a key already in the lexicon wins
// and blockers stay blocked.
func intensifiedKeys(text string) []string {
	words := strings.Split(text, " ")
	var out []string
	for i, w := range words {
		if w != "up" || i == 0 || !swellVerbs[words[i-1]] {
			continue
		}
		for _, intensifier := range []string{"right", "all"} {
			v := append(append(append([]string{}, words[:i]...), intensifier), words[i:]...)
			out = append(out, strings.Join(v, " "))
		}
	}
	return out
}

// swellVerbs are the verbs of swelling an intensifier may follow.
var swellVerbs = map[string]bool{"swell": true, "swells": true, "swelled": true, "swelling": true, "swollen": true, "puff": true, "puffed": true,
	"puffing": true, "blow": true, "blew": true, "blown": true, "blowing": true, "balloon": true, "ballooned": true, "bloat": true, "bloated": true}

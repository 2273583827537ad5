package understand

import "strings"

// becomeWords, after "gone", say what a finding has become: "Phlegm's gone
// green as well" (round 11 en08), "the rash has gone a bit red". The
// finding goes on, changed; "gone" alone, or "gone now", ends it.
var (
	becomeWords = []string{"green", "greeny", "yellow", "yellowy", "red", "brown", "black", "white", "pink", "purple", "blue", "grey",
		"gray", "orange", "dark", "darker", "lighter", "pale", "thick", "thicker", "thin", "thinner", "watery", "bloody", "crusty", "hard",
		"harder", "soft", "lumpy", "sticky", "smelly", "worse", "bad", "funny", "weird", "septic", "manky", "angry", "hot", "puffy",
		"swollen", "bigger", "larger", "darker", "redder", "itchy", "sore", "numb", "stiff", "wobbly", "runny", "frothy"}
	becomeFillers = []string{"a bit", "a little", "a lot", "really", "all", "very", "kind of", "kinda", "sort of", "quite", "more", "even",
		"much", "a bit more", "slightly", "like a", "like",
		// Regional intensifiers: "my hands have gone proper red and sore"
		// (s51 blind round 20 en02, Welsh), "gone dead red", "gone pure
		// white" (Scots), "gone right sore", "gone bright red".
		"proper", "dead", "pure", "right", "well", "so", "super", "bright"}
)

// goneAsBecome reports whether over-word w, ending in "gone", is followed
// in rest by what the finding has become.
func goneAsBecome(w, rest string) bool {
	if !strings.HasSuffix(w, "gone") {
		return false
	}
	rest = strings.TrimLeft(strings.ToLower(rest), " ")
	for changed := true; changed; {
		changed = false
		if f := startsWithAny(rest, becomeFillers); f != "" && len(rest) > len(f) && rest[len(f)] == ' ' {
			rest, changed = strings.TrimLeft(rest[len(f):], " "), true
		}
	}
	return startsWithAny(rest, becomeWords) != ""
}

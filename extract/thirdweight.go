package extract

import "strings"

// thirdBefore reports whether the words right before i say what someone
// else is, in the third person: "she's 45.2 kilos today", typed without
// its apostrophe too ("shes"). Whose weight it is the reading decides, as
// for any "she": the one spoken for, a relative, or someone else.
func thirdBefore(text []rune, i int) bool {
	b := strings.TrimRight(string(text[:i]), " ")
	for _, w := range []string{"she's", "shes", "she is", "he's", "hes", "he is", "she's now", "he's now", "shes now", "hes now", "she's only", "he's only", "shes only", "hes only"} {
		if strings.HasSuffix(b, w) && (len(b) == len(w) || !isLatin([]rune(b[:len(b)-len(w)])[len([]rune(b[:len(b)-len(w)]))-1])) {
			return true
		}
	}
	return false
}

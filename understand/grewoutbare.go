package understand

import "strings"

// English of the Caribbean, West Africa and elsewhere tells the past with
// the bare verb: "She used to be allergic to egg when she was small, but
// she grow out of it" (r16-en19, Trinidadian English) says she grew out of
// it, and was written as a current egg allergy. The bare "grow out of" is
// read as "grew out of" (an allergy over, a clinician's call) unless a
// word before it makes it a hope or a future: "she'll grow out of it", "I
// hope he grows out of it", "they usually grow out of it" are no news of
// an allergy over.

// notYetGrown, before a bare "grow(s) out of" in its clause, make it a
// hope, a future or a general truth.
var notYetGrown = []string{"will", "'ll", "’ll", "might", "may", "could", "should", "hope", "hoping", "going to", "gonna", "to grow",
	"usually", "often", "most", "many", "kids", "children", "if", "when", "until", "till", "yet", "not", "never", "don't", "doesn't", "didn't"}

// bareGrownOut reports whether clause c tells, with the bare verb, an
// allergy grown out of.
func bareGrownOut(c string) bool {
	c = strings.ToLower(c)
	for _, v := range []string{"grow out of", "grows out of"} {
		if i := strings.Index(c, v); i >= 0 {
			return !containsAny(c[:i], notYetGrown)
		}
	}
	return false
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A denial in answer to a question about the family is the family's:
// "Any thyroid problems or osteoporosis in the family?" "Mum's got an
// underactive thyroid… Osteoporosis, nah, no one." (asked/en-x2-030), "屋
// 里厢有人生青光眼伐？糖尿病呢？" "…糖尿病阿拉屋里一个也没有" (asked/zh-x2-030).
// The concept named and then denied read as the patient's own denial; a
// family history is not recorded by its absence, so nothing is written.
// Only a finding asked of the family as a whole is read so: a relative
// carried over from an earlier question ("生过几个孩子？尿的时候疼不？") is
// no question about the family.
// The patient still denies it of themselves in words of their own: "no
// one, and I haven't got it either".

// ownDenial says the patient does not have it either.
var ownDenial = regexp.MustCompile(`\bi (?:don't|do not|haven't|have not|never|dont|havent)\b|\bnor do i\b|\bme neither\b|\bneither do i\b|我(?:自己)?(?:也)?(?:没|不|冇|唔|沒)`)

// familyDenialsNotOwn drops the patient's denials of the findings the
// open questions asked only of the family.
func familyDenialsNotOwn(text string, asks []Ask, st []Statement) []Statement {
	if len(asks) == 0 || ownDenial.MatchString(strings.ToLower(text)) {
		return st
	}
	ofFamily := map[string]bool{}
	for _, a := range asks {
		if a.Relative == "family" && (a.Type == Symptom || a.Type == Condition) {
			ofFamily[a.Concept] = true
		}
	}
	for _, a := range asks {
		if a.Relative == "" {
			delete(ofFamily, a.Concept) // asked of the patient too
		}
	}
	out := st[:0:0]
	for _, s := range st {
		if s.Negated && s.Experiencer == extract.Patient && ofFamily[s.Concept] {
			continue
		}
		out = append(out, s)
	}
	return out
}

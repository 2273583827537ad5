package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese allergy told and then taken back in a clause of its own
// ("海鲜吃了会有点痒…也不一定，有时候吃也没事", blind round 10 zh15;
// "头孢过敏，说不准") is one the patient is unsure of, as "Penicillin, I
// think?" is (hedgedallergen.go). A doubt that goes on to say something
// ("不一定每次都起") is of how often, not whether; one in a later sentence
// ("鸡蛋过敏。也不一定要忌口吗？") is of something else.

// zhAllergyDoubts are whole clauses that take back what was told, after
// an optional 不过/但是/可.
var zhAllergyDoubts = []string{"也不一定", "不一定", "也说不准", "说不准", "不好说", "也不好说", "说不好", "不确定", "也不确定",
	"不知道算不算", "不知道算不算过敏", "也不知道算不算", "算不算过敏"}

// zhAllergyDoubtedAfter reports whether a clause after Han mention m, in its
// sentence ("…" does not end one here), is only a doubt.
func zhAllergyDoubtedAfter(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := []rune{}
	for _, c := range tx.runes[m.Span[1]+len([]rune(tx.after(m))):] { // after the mention's own clause, the allergy told
		if strings.ContainsRune("。！？!?", c) {
			break
		}
		rest = append(rest, c)
	}
	clauses := strings.FieldsFunc(string(rest), func(c rune) bool { return strings.ContainsRune("，,…；;、 ", c) })
	for _, c := range clauses {
		for _, lead := range []string{"不过", "但是", "但", "可是", "可"} {
			c = strings.TrimPrefix(c, lead)
		}
		for _, d := range zhAllergyDoubts {
			if c == d {
				return true
			}
		}
	}
	return false
}

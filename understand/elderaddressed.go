package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinician calls an old patient by a title of address: "阿婆现在吃几种
// 药？", "阿婆以前有冇试过尿道炎？" asked of the son or daughter who speaks
// for their mother (s53 blind round 21 zh04, zh01). The title is a
// grandparent's word, so the answers went to the patient's grandmother
// and the mother's drugs, past infection and allergy were lost. When the
// speaker speaks for a parent, a bare 阿婆, 阿公, 阿嫲, 阿爷 in the question
// (no pronoun or 的 before it: "她阿婆", "你的阿婆" stay a grandparent) is
// the patient addressed.
var elderTitles = []string{"阿婆", "阿公", "阿嫲", "阿爷"}

func elderAddressed(rd *Reading, text string, prior []Prior) {
	_, typingFor := typistNow(prior)
	if typingFor != "mother" && typingFor != "father" && typingFor != "parent" {
		return
	}
	if rd.Relative != "grandparent" || !bareElderTitle(extract.Normalize(text)) {
		return
	}
	rd.Relative = ""
	for i := range rd.Asks {
		if rd.Asks[i].Relative == "grandparent" {
			rd.Asks[i].Relative = ""
		}
	}
}

// bareElderTitle reports whether text holds an elder's title with no
// owner before it.
func bareElderTitle(text string) bool {
	for _, w := range elderTitles {
		for k := strings.Index(text, w); k >= 0; {
			before := []rune(text[:k])
			if len(before) == 0 || !strings.ContainsRune("他她你我佢伊的个嘅俺患", before[len(before)-1]) {
				return true
			}
			next := strings.Index(text[k+len(w):], w)
			if next < 0 {
				break
			}
			k += len(w) + next
		}
	}
	return false
}

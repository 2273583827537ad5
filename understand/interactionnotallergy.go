package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug that cannot be taken with another is no allergy to either: "再给
// 我拿一盒布洛芬 我膝盖痛 哦 吃华法林不能吃布洛芬是吧" (s51 blind round 20 zh18, at a
// pharmacy) wrote allergies to warfarin and ibuprofen, with the knee pain
// as their reaction: "不能吃" said a drug cannot be taken, and the knee pain
// in the same stretch made it an allergy. When the drug taken comes right
// before the cue ("吃华法林不能吃布洛芬", "用着华法林不能用布洛芬") or the cue
// says "together" ("不能一起吃", "不能同时吃"), the cue tells an interaction
// and states no allergy. Unchanged: "布洛芬不能吃，一吃就起疹子" (no drug taken
// before it), "吃阿司匹林会喘" (no cue of not taking).

// zhWithTakenBeforeCue: a drug taken, right before the cue's 不能.
var zhTakenThenCannot = regexp.MustCompile(`(?:吃|吃着|在吃|用|用着|在用|打着|食紧)\s*$`)

// zhTogetherCues say two drugs cannot be taken together.
var zhTogetherCues = []string{"不能一起吃", "不能一起用", "不能同时吃", "不能同时用", "不能一块吃", "不能一块儿吃", "不能合用", "唔可以一齐食", "唔好一齐食"}

// zhInteractionOnly reports whether the only not-taking cue of the part
// starting at rune i tells an interaction (see above).
func zhInteractionOnly(x extract.Result, tx text, i int) bool {
	part := tx.partOf(i)
	if containsAny(part, zhTogetherCues) {
		return true
	}
	k := strings.Index(part, "不能")
	if k < 0 || strings.Count(part, "不能") > 1 {
		return false
	}
	cue := tx.partStart(i) + len([]rune(part[:k]))
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[1] == cue && tx.part[m.Span[0]] == tx.part[i] {
			return zhTakenThenCannot.MatchString(tx.between(tx.partStart(i), m.Span[0]))
		}
	}
	return false
}

package extract

import "strings"

// A negation followed by a verb of taking denies the taking, not a finding
// told before it: "前年吃阿莫西林 全身起了红疹子 医生说是过敏 从那以后就没再吃
// 了" (s49 blind round 18 zh12, a mother typing with spaces for commas) wrote
// the amoxicillin allergy as refuted, since the 没 of "没再吃了" leaned back
// over the space onto 过敏. A both-way negation whose next words are a verb
// of taking (吃, 用, 服, 食, 喝, 打, 碰), after 再, 有 or 有再 or not, no
// longer leans back onto a finding (a symptom, a condition, an allergy
// word, an allergen: "青霉素过敏 后来没再用" is an allergy that stands); onto
// a drug it still does ("阿莫西林 后来没再吃", stopped, as the older rules
// read). Unchanged: "头疼 后来没再犯" (no verb of taking), "青霉素没用过"
// (a drug never taken), "没吃过阿莫西林" (forward, not back).

// takingVerbs are the verbs of taking a negation may deny.
const takingVerbs = "吃用服食喝打碰"

// takingDenied reports whether negation t denies a taking, so that it does
// not lean back onto a mention of type typ that names no drug.
func (c *contextInfo) takingDenied(t foundTrigger, typ string) bool {
	if t.flags&fNeg == 0 || (typ != "symptom" && typ != "condition" && typ != "allergy_word" && typ != "allergen") {
		return false
	}
	rest := string(c.text[t.end:min(len(c.text), t.end+3)])
	for _, lead := range []string{"有再", "再", "有"} {
		if strings.HasPrefix(rest, lead) {
			rest = strings.TrimPrefix(rest, lead)
			break
		}
	}
	return rest != "" && strings.ContainsRune(takingVerbs, []rune(rest)[0])
}

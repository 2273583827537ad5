package coref

import (
	"regexp"
	"strings"
)

// A pronoun asked something only an illness can be is the condition just
// said: "is that catching?", "is it something that runs in families?",
// "这个会不会传染", "那能断根吗", "could I pass it on to the grandkids". Like "is that the kind of thing…"
// (kindofthing.go) it is read as JustSaid: a condition the last turns named,
// never the record's; two named together are asked about; none, the one
// condition the session named before them, if it named one.

var (
	enIllnessAsked = regexp.MustCompile(`\b(?:is|was|isn't|wasn't|are|does|do|can|could|will|would) (that|it|this|they|these)\b(?: (?:really|actually|still|at all|something|a thing|the kind of thing|the sort of thing|one of those things|something that|something which|a thing that|anything that))* ` +
		`(?:catching|contagious|infectious|hereditary|genetic|inherited|in the genes|curable|runs? in (?:the )?famil(?:y|ies)|go(?:es)? in (?:the )?famil(?:y|ies)|be passed (?:on|down)|get passed (?:on|down)|be cured)\b`)
	// "could I pass it on to the grandkids", "can they catch it off me";
	// not "can I give it to him", which is as often a medicine.
	enIllnessPassed = regexp.MustCompile(`\b(?:pass|passing|passed) (it|that|this) (?:on|down|to)\b|\b(?:spread|spreading) (it|that|this)\b|\b(?:catch|catching) (it|that|this) (?:off|from)\b`)
	zhIllnessAsked  = regexp.MustCompile(`(这个病|那个病|这病|那病|这个|那个|它|这|那)(?:个)?(?:病)?(?:到底|会|是不是|会不会|能不能|能|可以|可不可以|要不要紧|容易|也)*(?:传染|遗传|断根|根治|治愈|治得好|治好)`)
)

// illnessAskedRefs finds the first such question whose pronoun overlaps
// nothing taken.
func illnessAskedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	if loc := enIllnessAsked.FindStringSubmatchIndex(lower); loc != nil {
		if r, ok := illnessAskedRef(rs, lower, loc[2], loc[3], taken); ok {
			return []Reference{r}
		}
	}
	if loc := enIllnessPassed.FindStringSubmatchIndex(lower); loc != nil {
		for g := 2; g+1 < len(loc); g += 2 {
			if loc[g] < 0 {
				continue
			}
			if r, ok := illnessAskedRef(rs, lower, loc[g], loc[g+1], taken); ok {
				return []Reference{r}
			}
		}
	}
	if loc := zhIllnessAsked.FindStringSubmatchIndex(lower); loc != nil {
		if r, ok := illnessAskedRef(rs, lower, loc[2], loc[3], taken); ok {
			return []Reference{r}
		}
	}
	return nil
}

func illnessAskedRef(rs []rune, lower string, from, to int, taken [][2]int) (Reference, bool) {
	span := runeSpan(lower, from, to)
	if !validSpan(span, len(rs)) || overlapsAny(span, taken) {
		return Reference{}, false
	}
	return Reference{Span: span, Kind: KindCondition, JustSaid: true}, true
}

// illnessAskedOf marks a bare condition phrase asked so ("这个病会遗传不
// 咯", "is that condition catching") as JustSaid too: the illness just
// talked about, which may be a relative's, and so nothing of the patient's.
func illnessAskedOf(rs []rune, refs []Reference) {
	lower := strings.ToLower(string(rs))
	var spans [][2]int
	for _, re := range []*regexp.Regexp{enIllnessAsked, zhIllnessAsked} {
		for _, loc := range re.FindAllStringSubmatchIndex(lower, -1) {
			spans = append(spans, runeSpan(lower, loc[2], loc[3]))
		}
	}
	for i, r := range refs {
		if r.Kind == KindCondition && toldBySign(r) && r.Topic == "" && len(r.Signs) == 0 && overlapsAny(r.Span, spans) {
			refs[i].JustSaid = true
		}
	}
}

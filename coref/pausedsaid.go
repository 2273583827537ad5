package coref

// A transcript's pause ends "上回你说那个" as a comma does: "上回你说那个 坐车前
// 吃的药 俺买了", "你上次开那个 嗯 那个药膏": the pointed-at drug of the session
// named, restated after the pause (zh-dev33-009). Not a pause inside a
// longer phrase ("说那个 人"): what follows is a drug's words or a filler.
func pausedSaid(rs []rune, end int) bool {
	if end >= len(rs) || rs[end] != ' ' {
		return false
	}
	rest := rs[end+1:]
	for len(rest) > 0 && rest[0] == ' ' {
		rest = rest[1:]
	}
	if pauseFiller(rest) {
		return true
	}
	// Its restatement: a phrase ending in a drug noun before the next
	// pause or clause break ("坐车前吃的药").
	for i, r := range rest {
		if r == ' ' || isClauseBreak(r) {
			rest = rest[:i]
			break
		}
	}
	return len(rest) > 0 && hasSuffixAny(rest, zhDrug) > 0
}

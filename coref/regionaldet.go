package coref

// A demonstrative of another region, or with a measure word a medicine is
// counted by, opens a drug phrase as 那个 does (zhDet holds 那个, 嗰只 and
// the like): Shanghainese 迭个/搿只/伊个 ("迭个药 吃了会犯困伐",
// zh-dev32-013), Cantonese 嗰包/呢粒 ("嗰包粉 系用暖水冲定系凍水冲㗎",
// zh-dev33-001), Mandarin 那包/这瓶/那盒 ("那包药粉", "那盒胶囊"), and the
// forms a sachet, capsule or granules come in (粉, 冲剂, 颗粒, 胶囊). After a
// verb of taking, a medicine's measure word is a drug even bare: "自从食咗
// 嗰啲", "吃了那几粒以后". The reference is a bare drug phrase, resolved as
// "那个药" is.

var (
	// zhRegionalDem are demonstratives of other regions and Mandarin's own;
	// each opens a phrase only with a measure word after it. Wu 该 is left
	// out: "应该只吃一片" would read 该只; so is Wu 伊个, as often "his" as
	// "that".
	zhRegionalDem = []string{"迭", "搿", "兀", "嗰", "呢", "那", "这", "格"}
	// zhRegionalOnly are the demonstratives zhDet lacks: 个 after them is
	// no Wu 的 ("迭个药" is this drug).
	zhRegionalOnly = "迭搿兀"
	// zhMedMeasures count a medicine; 个/只/种 count anything and need a
	// drug noun after them.
	// A plural ("那些药", "那几粒") is not one drug.
	zhMedMeasures = []string{"包", "袋", "盒", "瓶", "樽", "粒", "颗", "管", "贴", "支", "啲"}
	zhAnyMeasures = []string{"个", "只", "隻", "种", "款"}
	// zhFormNouns are the forms a medicine comes in, beside zhDrug.
	zhFormNouns = []string{"药粉", "冲剂", "颗粒", "胶囊", "粉"}
	// zhNotForm follows 粉 in other words: 粉刺 (acne), 粉丝, 粉色, 粉底,
	// and 粉的, the pink one (looks.go).
	zhNotForm = "刺丝色底红笔条皮末的嘅"
	// zhAfterBare may follow a bare measure taken: "食咗嗰啲 成日打嗝",
	// "吃了那颗以后"; not a noun ("吃那颗糖" is a sweet).
	zhAfterBare = []string{"以后", "之后", "后", "就", "嘅", "的时候", "之前"}
	// zhTakenVerbs end the words before a bare medicine measure: "食咗嗰啲".
	zhTakenVerbs = []string{"吃了", "吃咗", "食咗", "食了", "吃过", "食过", "服了", "用了", "喝了", "吃", "食", "服", "用", "喝"}
)

// regionalDetRefs finds the drug phrases those demonstratives open.
func regionalDetRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	for i := 0; i < len(rs); i++ {
		d := hasPrefixAny(rs[i:], zhRegionalDem)
		if d == 0 {
			continue
		}
		j := i + d
		med := hasPrefixAny(rs[j:], zhMedMeasures)
		anyM := hasPrefixAny(rs[j:], zhAnyMeasures)
		if med == 0 && anyM == 0 {
			continue
		}
		j += max(med, anyM)
		end := -1
		if n := hasPrefixAny(rs[j:], zhDrug); n > 0 && !(j+n < len(rs) && containsRune(zhNotNoun, rs[j+n])) {
			end = j + n
		} else if n := hasPrefixAny(rs[j:], zhFormNouns); n > 0 && !(j+n < len(rs) && containsRune(zhNotForm, rs[j+n])) {
			end = j + n
		} else if med > 0 && hasSuffixAny(rs[:i], zhTakenVerbs) > 0 &&
			(j == len(rs) || isClauseBreak(rs[j]) || rs[j] == ' ' || hasPrefixAny(rs[j:], zhAfterBare) > 0) {
			end = j
		}
		if end < 0 {
			continue
		}
		span := [2]int{i, end}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug})
		taken = append(taken, span)
		i = end - 1
	}
	return out
}

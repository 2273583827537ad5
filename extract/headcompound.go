package extract

// A 头 that ends a compound noun is no head: "脚趾头疼" is a toe that hurts,
// "手指头疼" a finger, "拳头疼" a fist, never a headache, yet a leftmost
// scan that took "大脚趾" (a site) or passed over "拳" (no term) starts again
// at the 头 and matches 头疼 (s52, followup dev fu-zh-y1-004 "右脚大脚趾头疼得
// 走不了路" read as a headache). nounHeadBefore holds the runes before 头 that
// make such a noun, each seen before 疼 or 痛 in speech. Left out on purpose:
// 个 ("记个头疼" notes a headache), 额 (额头疼 is the forehead, a headache of
// the lexicon), 前/后/上 (脑袋前头疼 is the front of the head), 日 (日日头晕
// is every day), 块 (这块头疼), 烟 (抽烟头疼), 镜 (戴眼镜头疼), 苦 (口苦头疼)
// and 罐 (拔罐头疼), after which 头疼 is a headache. 里头, 枕头 and 馒头 are
// also blockers (mention.go), which win where the scan starts at them.
var nounHeadBefore = map[rune]bool{
	'趾': true, '指': true, '骨': true, '拳': true, '舌': true, '乳': true, '奶': true,
	'石': true, '馒': true, '枕': true, '里': true, '钟': true, '肩': true, '膝': true,
}

// headOfNoun reports whether a match starting at text[i] begins with a 头 that
// ends the noun before it.
func headOfNoun(text []rune, i int) bool {
	return i > 0 && text[i] == '头' && nounHeadBefore[text[i-1]]
}

// scanTerms is the leftmost-longest scan of the dictionary (trie.scan) with
// the guard above: a term that starts with the 头 of a noun is not matched
// there, the scan goes on after the 头, and a body site just before it takes
// the 头 into its span ("大脚趾" + "头" is the big toe), so that the pain after
// it is placed there.
func (m *Matcher) scanTerms(text []rune) []span {
	var out []span
	for i := 0; i < len(text); {
		e, v := m.dict.longestAt(text, i)
		if e > 0 && headOfNoun(text, i) {
			if n := len(out); n > 0 && out[n-1].end == i && out[n-1].term >= 0 && m.terms[out[n-1].term].Type == "body_site" {
				out[n-1].end = i + 1
			}
			i++
			continue
		}
		if e > 0 {
			out = append(out, span{i, e, v})
			i = e
			continue
		}
		i++
	}
	return out
}

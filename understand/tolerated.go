package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// zhToleratedEnd closes a clause that tells a food or drug taken with no
// trouble: the taking verb, then, within a few runes, "(都)没事" or the
// like ("吃到大都没事", "打过好几回都没事", "食咗冇事").
var zhToleratedEnd = regexp.MustCompile(`(吃|食|打|用|喝|服)[^，。,；;！!？?…]{0,8}?(都|也|从来|從來)?(没事|沒事|没问题|沒問題|冇事|冇问题|冇問題|没啥事|没什么事|没反应|沒反應|冇反应)$`)

// zhToleratedTold reports whether an allergen's own clause tells it eaten
// or taken without trouble ("虾我从小吃到大都没事", "青霉素我打过好几回都没
// 事"): the patient is not allergic to it. A clause that goes on with a
// but ("…都没事，就是…") is not taken as the whole story.
//
// The clause must tell of this allergen alone, and the allergen be said
// bare: in "青霉素过敏 小时候打针休克过 … 阿奇霉素吃过好几次 没事", typed
// without punctuation, the no-trouble is the azithromycin's.
func zhToleratedTold(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) || containsAny(m.Text, []string{"过敏", "過敏", "敏感"}) {
		return false
	}
	end := m.Span[1]
	for end < len(tx.runes) && tx.clause[end] == tx.clause[m.Span[0]] {
		end++
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Span[0] < end {
			return false
		}
	}
	rest := strings.TrimRight(tx.between(m.Span[1], end), "，,。.!！ 啊呀的")
	return zhToleratedEnd.MatchString(rest) && !containsAny(rest, []string{"过敏", "過敏", "但是", "可是", "就是"})
}

// zhDrinkTold tells alcohol drunk: "喝了两杯酒", "饮咗啲酒", "喝酒".
var zhDrinkTold = regexp.MustCompile(`(喝|饮|飲)(了|咗|过|過)?[^，。,；;]{0,4}(酒|啤酒)`)

// reactionAfterDrink reports whether what a drug's sentence tells after it
// came once alcohol was drunk on top of it ("我前天把我伙计的甲硝唑吃了两
// 片，晚上喝了两杯酒，脸红得跟关公一样"): the drug with the drink did it, which
// is no allergy to the drug; the drug is one taken.
func reactionAfterDrink(x extract.Result, tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Type == ontology.TypeSymptom && tx.sent[n.Span[0]] == tx.sent[m.Span[0]] {
			return zhDrinkTold.MatchString(tx.between(m.Span[1], n.Span[0]))
		}
	}
	return false
}

// allergyWordInPart reports whether a part of the turn says "allergy" in
// so many words.
func allergyWordInPart(x extract.Result, tx text, part int) bool {
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && tx.part[m.Span[0]] == part {
			return true
		}
	}
	return false
}

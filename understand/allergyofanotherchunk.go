package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Chat typed with spaces for commas runs a whole account into one part:
// "上次吃的左氧氟沙星 吃完就好了 这次医生给开的呋喃妥因 吃到第二天了 一共吃五天
// 对头孢过敏 以前输头孢起一身疹子" (review 12 Z14) made the levofloxacin and
// the nitrofurantoin being taken allergies beside the cephalosporins. An
// allergy word that names its own allergen in its stretch between spaces
// is that allergen's; a drug in another stretch, with no reaction of its
// own there, is only named.

// allergyOfAnotherChunk reports whether drug m's allergy cue lies past a
// space between Han runes, in a stretch that names another allergen, and
// m's stretch tells no reaction after it.
func allergyOfAnotherChunk(x extract.Result, tx text, m extract.Mention) bool {
	c, ok := nearestAllergyCue(tx, m)
	if !ok || toldFineAfter(x, tx, m) {
		return false // "阿奇霉素吃过好几次 没事": tolerated, read as no allergy
	}
	lo, hi := min(m.Span[1], c), max(m.Span[0], c)
	if !hanSpaceIn(tx, lo, hi) {
		return false
	}
	ws, we := hanChunk(tx, c)
	_, me := hanChunk(tx, m.Span[0])
	if ws > me {
		me = ws // what m did, told before the allergy: "阿莫西林 吃了起疹子 对头孢也过敏"
	}
	own := false
	for _, o := range x.Mentions {
		switch {
		case o.Span[0] >= ws && o.Span[1] <= we && o.Span != m.Span &&
			(o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass || o.Type == ontology.TypeAllergen):
			own = true
		case o.Span[0] >= m.Span[1] && o.Span[1] <= me && (o.Type == ontology.TypeSymptom || o.Type == ontology.TypeCondition):
			// "阿莫西林吃了起疹子": its own reaction, told after it; a
			// complaint before it is what it was taken for ("痒得受不了吃了
			// 两天氯雷他定", review 12 Z07).
			return false
		}
	}
	return own
}

// zhAllergyWords are the words of an allergy in a Chinese part.
var zhAllergyWords = []string{"过敏", "過敏"}

// nearestAllergyCue returns the rune offset of the allergy word in m's part
// nearest to m.
func nearestAllergyCue(tx text, m extract.Mention) (int, bool) {
	best, dist := 0, -1
	ps, pe := tx.bounds(tx.part, m.Span[0])
	for i := ps; i < pe; i++ {
		if startsWithAny(tx.from(i), zhAllergyWords) == "" {
			continue
		}
		d := i - m.Span[1]
		if d < 0 {
			d = m.Span[0] - i
		}
		if dist < 0 || d < dist {
			best, dist = i, d
		}
	}
	return best, dist >= 0
}

// hanSpaceIn reports whether runes lo to hi hold a space between Han runes.
func hanSpaceIn(tx text, lo, hi int) bool {
	for k := max(lo, 1); k < hi && k+1 < len(tx.runes); k++ {
		if tx.runes[k] == ' ' && extract.HanRune(tx.runes[k-1]) && extract.HanRune(tx.runes[k+1]) {
			return true
		}
	}
	return false
}

// hanChunk returns the stretch around rune i between spaces that stand
// between Han runes (or the ends of i's part).
func hanChunk(tx text, i int) (start, end int) {
	start, end = i, i
	for start > 0 && tx.part[start-1] == tx.part[i] && !(tx.runes[start-1] == ' ' && start >= 2 && extract.HanRune(tx.runes[start-2])) {
		start--
	}
	for end < len(tx.runes) && tx.part[end] == tx.part[i] && !(tx.runes[end] == ' ' && end > 0 && extract.HanRune(tx.runes[end-1])) {
		end++
	}
	return start, end
}

// toldFineAfter reports whether the words after drug m, up to the next drug
// or the end of its sentence, say it gave no trouble.
func toldFineAfter(x extract.Result, tx text, m extract.Mention) bool {
	end := tx.sentenceEnd(m)
	for _, o := range x.Mentions {
		if o.Span[0] >= m.Span[1] && o.Span[0] < end && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass || o.Type == ontology.TypeAllergen) {
			end = o.Span[0]
		}
	}
	return containsAny(tx.between(m.Span[1], end), []string{"没事", "没问题", "没反应", "没啥反应", "不过敏", "冇事", "冇问题"})
}

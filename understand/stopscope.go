package understand

import (
	"regexp"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// andNewClause is an "and" that starts a clause with its own subject or
// verb ("and I came off", "and now take"), not one that joins the objects
// of one verb ("I stopped the amlodipine and the atorvastatin").
var andNewClause = regexp.MustCompile(`\band (?:(?:now|then|also|just) )?(?:i|we|he|she|they|my doctor|the doctor|take|takes|took|taking|came off|come off|stopped|quit|started|gave up|went on|switched)\b`)

// stopScope returns the part of drug mention i's clause a stop word must
// be in to stop it. "and" opening a clause of its own is a break when
// that clause names a drug of its own, after i ("I take amlodipine and I
// came off my atorvastatin") or before it ("I came off atorvastatin and I
// take amlodipine"): the stop told there is that drug's. Without a drug of
// its own the clause's stop is i's ("I was on amlodipine and I came off
// it").
func stopScope(x extract.Result, tx text, i int) string {
	m := x.Mentions[i]
	cs, ce := tx.bounds(tx.clause, m.Span[0])
	clause := tx.between(cs, ce)
	start, end := cs, ce
	for _, loc := range andNewClause.FindAllStringIndex(clause, -1) {
		b := cs + utf8.RuneCountInString(clause[:loc[0]])
		switch {
		case b >= m.Span[1] && b < end && otherDrugIn(x, i, b, ce):
			end = b
		case b+3 <= m.Span[0] && b > start && otherDrugIn(x, i, cs, b):
			start = b
		}
	}
	start = zhSpaceSplitStart(x, tx, i, start) // "…已经完全停了 拉莫三嗪吃到每天100毫克了" (spacesplitstop.go)
	end = zhSpaceSplitEnd(x, tx, i, end)       // "二甲双胍一天两道 …格列齐特去年就没吃了" (spacesplitstopend.go)
	start, end = spacedItem(tx, m, start, end)
	return tx.between(start, end)
}

// spacedAnother, set off by spaces in chat typed with a space between every
// few words, opens another item of a list: "左甲状腺素 50 早上 空腹 一片 还有
// 二甲双胍 不对 二甲双胍 上个月 医生 停了 改 成 达格列净 了 还有 一个 坎地沙坦"
// (session 74's review 15, Z17) stopped all four drugs with the metformin.
const spacedAnother = " 还有 "

// spacedItem narrows [start, end) to the item of such a list that holds
// mention m. Unspaced, "阿司匹林还有氯吡格雷都停了" stops both.
func spacedItem(tx text, m extract.Mention, start, end int) (int, int) {
	n := utf8.RuneCountInString(spacedAnother)
	for k := start; k+n <= end; k++ {
		if tx.between(k, k+n) != spacedAnother {
			continue
		}
		if k+n <= m.Span[0] {
			start = k + n
		} else if k >= m.Span[1] {
			return start, k
		}
	}
	return start, end
}

// otherDrugIn reports whether a drug or drug class other than mention i is
// named within rune offsets [from, to).
func otherDrugIn(x extract.Result, i, from, to int) bool {
	for j, n := range x.Mentions {
		if j != i && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && n.Span[0] >= from && n.Span[1] <= to &&
			n.ConceptID != x.Mentions[i].ConceptID {
			return true
		}
	}
	return false
}

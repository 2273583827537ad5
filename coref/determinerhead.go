package coref

import (
	"slices"
	"strings"
	"unicode"
)

// A Chinese determiner may stand a few characters before the drug noun it
// heads: in "上次你说的那个护肝的药" the "那个" is the liver drug's, and is
// no bare "上次跟你说的那个", which may be a condition the last session
// told (lastsaid.go). Read as bare, it took the fatty liver the last
// session named for the drug asked about.

// markDrugHeaded marks a bare determiner reference followed, within a
// short modifier, by a drug reference ("那个护肝的药", "那个管手抖的药"):
// it points at a drug.
func markDrugHeaded(rs []rune, refs []Reference) {
	for i := 0; i+1 < len(refs); i++ {
		a, b := refs[i], refs[i+1]
		if b.Kind != KindDrug || !strings.HasSuffix(b.Text, "药") || !validSpan(a.Span, len(rs)) || !validSpan(b.Span, len(rs)) || b.Span[0] < a.Span[1] {
			continue
		}
		if !strings.HasSuffix(a.Text, "那个") && !strings.HasSuffix(a.Text, "这个") && !strings.HasSuffix(a.Text, "嗰个") {
			continue
		}
		gap := rs[a.Span[1]:b.Span[0]]
		if len(gap) <= 3 && !slices.ContainsFunc(gap, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
			refs[i].drugHeaded = true
		}
	}
}

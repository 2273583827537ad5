package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition told by where it is, in words the extractor reads as no
// sign ("the one where me skin flares and me fingers swell up like
// sausages", "前年那个 就是脑子里血管破了那回"), is the recorded condition
// located there (condition_sites.csv), ranked as bySigns ranks signs: one
// that alone fits resolves, several that fit are asked about. Only a
// phrase that is a condition's by its own words may be told by places
// alone: "the one where/with …", "…的毛病/病", and a time it happened,
// "…那回/那次" closing its clause. "眼睛里滴的那个" stays a drug's, and a
// place said by itself ("my fingers are swollen") stays no reference. A
// phrase another reference already covers keeps that reading.

// zhEpisodeTail closes a description told as a time it happened.
var zhEpisodeTail = regexp.MustCompile(`^的?那(?:回|次)$`)

// episodeClosed reports whether an episode tail ending at end closes its
// clause ("…破了那回 现在…"), not opens a phrase of its own ("那次开的药").
func episodeClosed(rs []rune, end int) bool {
	return end == len(rs) || strings.ContainsRune(" 　，,。？?！!；;", rs[end])
}

// placeTells reports whether a Chinese description's tail lets places
// alone tell the condition.
func placeTells(tail string) bool {
	return strings.HasSuffix(tail, "病") || zhEpisodeTail.MatchString(tail)
}

// placeWithin reports whether the patient's own body site is named within
// span.
func placeWithin(mentions []extract.Mention, span [2]int) bool {
	return slices.ContainsFunc(mentions, func(m extract.Mention) bool {
		return m.Type == ontology.TypeBodySite && !m.Assertion.Negated && m.Span[0] >= span[0] && m.Span[1] <= span[1] &&
			(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient)
	})
}

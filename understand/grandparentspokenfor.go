package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A grandchild typing for one grandparent who names another is not naming
// the patient: "帮我奶奶问下，她咳嗽一个多月了" … "我爷爷是肺癌走的" (blind
// round 10 zh18) wrote the grandfather's lung cancer as the grandmother's
// own, since both words are a "grandparent" and that is whom the typist
// speaks for. The grandparent word the typist announced is kept on the
// reading (Reading.TypingForWord); another grandparent word of the same side
// is the patient's spouse (no blood relative, no family history), one of
// the other side someone else.

// grandparentWordIn returns the first grandparent word of text, or "".
func grandparentWordIn(text string) string {
	best, at := "", -1
	for _, m := range []map[string]string{paternalGrand, maternalGrand} {
		for w := range m {
			if i := strings.Index(text, w); i >= 0 && (at < 0 || i < at || i == at && len(w) > len(best)) {
				best, at = w, i
			}
		}
	}
	return best
}

// grandparentSpokenFor returns the grandparent word of the one a typist
// speaks for: this turn's, when it announces a grandparent, else the
// latest patient turn's that carried one.
func grandparentSpokenFor(text, typingFor string, announced bool, prior []Prior) string {
	if typingFor != "grandparent" {
		return ""
	}
	if announced {
		return grandparentWordIn(extract.Normalize(text))
	}
	for k := len(prior) - 1; k >= 0; k-- {
		if p := prior[k]; p.Speaker == Patient && p.Reading.Typist != "" {
			return p.Reading.TypingForWord
		}
	}
	return ""
}

// anotherGrandparent returns who a grandparent word is to the patient
// when the typist speaks for a different grandparent (spokenFor): the
// spouse on the same side ("奶奶" and "爷爷"), someone else across; "" when
// it is the same word or either is unknown.
func anotherGrandparent(word, spokenFor string) string {
	if spokenFor == "" || word == spokenFor {
		return ""
	}
	for _, side := range []map[string]string{paternalGrand, maternalGrand} {
		w, s := side[word], side[spokenFor]
		switch {
		case w != "" && s != "" && w != s:
			return extract.Spouse // "奶奶" spoken for, "爷爷" named: her husband
		case w != "" && s != "":
			return "" // "祖母" for "奶奶": the same one
		case w != "" || s != "":
			if (paternalGrand[word] != "" || maternalGrand[word] != "") && (paternalGrand[spokenFor] != "" || maternalGrand[spokenFor] != "") {
				return extract.Other // "外公" named, "奶奶" spoken for
			}
		}
	}
	return ""
}

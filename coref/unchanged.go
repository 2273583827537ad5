package coref

import "regexp"

// A turn that leaves one drug as it is and adds another ("Keep the
// lisinopril the same, and I'm adding spironolactone", "Carry on with your
// lisinopril as it is, and I'll start you on spironolactone", "氨氯地平还
// 是照旧吃，再给你加个氢氯噻嗪"): a pronoun after it asks about the drug
// added, as after a drug withdrawn for another (withoutReplaced drops both
// kinds), en-dev31-002. Both changed ("put the lisinopril up … adding"),
// none added, or a stop asked about keep both asked about.
var (
	keptSame = regexp.MustCompile(`\b(?:keep|carry on|continue|stay|stick)\b[^,.;!?]*\b(?:the same|as it is|as is|as before|unchanged|going)\b|` +
		`\b(?:carry on with|stay on|stick with|continue with)\b|照旧|照常|不变|接着吃|继续吃|继续用|还按原来`)
	addedHere = regexp.MustCompile(`\b(?:add|adding|added|start|starting|put you on|putting you on|prescribe|prescribing)\b|加|添|开`)
)

// unchangedIn reports whether one of a drug's clauses of the turn leaves it
// as it is while the turn adds a drug.
func unchangedIn(w turnWords, spans [][2]int) bool {
	rs := w.lowerRunes
	if !w.adds {
		return false
	}
	for _, sp := range spans {
		if validSpan(sp, len(rs)) && keptSame.MatchString(string(rs[sp[0]:sp[1]])) && !addedHere.MatchString(string(rs[sp[0]:sp[1]])) {
			return true
		}
	}
	return false
}

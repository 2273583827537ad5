package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhComplaintDatesAStop reports whether a Chinese complaint is told as the
// time a stop came after ("大便黑了以后我们就先停了", "胃疼了之后就停了"):
// the complaint, then 以后/之后 and a stop in its clause. That dates the
// stop and says nothing of the complaint ending, so the complaint is not
// read as gone with the drug (s43 blind round 9, zh11: black stools that
// were going on were closed).
func zhComplaintDatesAStop(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := strings.TrimLeft(string(tx.runes[m.Span[1]:tx.sentenceEnd(m)]), "了咗")
	w := startsWithAny(rest, []string{"以后", "以後", "之后", "之後", "后", "後"})
	if w == "" {
		return false
	}
	clause := rest[len(w):]
	if i := strings.IndexAny(clause, "，,；;。"); i >= 0 {
		clause = clause[:i]
	}
	return containsAny(clause, zhStoppedAfter)
}

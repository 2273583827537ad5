package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A drug "之前一直吃" (taken all along) is read as a course that was, from
// its 之前/以前; when its turn goes on to ask whether to keep taking it
// ("还能接着吃吗") or tells its dose now ("现在是75微克", "现在加到一天两
// 次"), it is taken now (blind round 10 zh04: "之前一直吃的优甲乐，怀孕了还能
// 接着吃吗？医生说要加量，现在是75微克" wrote the levothyroxine stopped).
// Taken once (吃过), a stop or switch after it, or another drug named after
// it (whose the dose now may be) leave it as it was.

// allAlongBefore say, right before the drug, that it was taken all along.
var allAlongBefore = []string{"之前一直吃的", "之前一直吃", "之前一直在吃", "以前一直吃的", "以前一直吃", "以前一直在吃",
	"原来一直吃的", "原来一直吃", "原来一直在吃", "之前一直用的", "之前一直用", "以前一直用"}

// goingOnAfter say, after it, that it goes on: continuing asked, or the
// dose now.
var goingOnAfter = []string{"接着吃", "继续吃", "接着用", "继续用", "还能吃吗", "现在是", "现在加到", "现在减到", "现在改成一天", "加量", "减量"}

// stoppedAfter say it was stopped or changed.
var stoppedAfter = []string{"停了", "停药", "不吃了", "没吃了", "没再吃", "换成", "换了", "改成了", "改吃"}

// takenAllAlongAndGoingOn makes current a drug read as a course that was,
// told taken all along and going on (see above).
func takenAllAlongAndGoingOn(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Medication || s.Status != Stopped || s.Negated || s.Experiencer != extract.Patient {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || !isHan(m.Text) || !endsWithAny(strings.TrimSpace(tx.before(m)), allAlongBefore) {
			continue
		}
		after := tx.from(m.Span[1])
		if !containsAny(after, goingOnAfter) || containsAny(after, stoppedAfter) || anotherDrugAfter(x, s.Concept, m) {
			continue
		}
		st[i].Status, st[i].Historical = "", false
	}
	return st
}

// anotherDrugAfter reports whether a drug other than concept is named
// after m.
func anotherDrugAfter(x extract.Result, concept string, m extract.Mention) bool {
	for _, o := range x.Mentions {
		if o.Span[0] > m.Span[0] && o.ConceptID != concept && (o.Type == "drug" || strings.HasPrefix(o.ConceptID, "drug:") || strings.HasPrefix(o.ConceptID, "class:")) {
			return true
		}
	}
	return false
}

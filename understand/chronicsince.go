package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A long-standing illness told with a time gone by is still had, the time
// dating its start and not its end, when the same turn tells a drug for it
// taken now ("伊老早有房颤，华法林吃了好几年，上个月医生讲换成利伐沙班了", review 11
// Z04; "Before pregnancy only I had hypothyroid, I take Thyronorm 50",
// E16), or tells that a test or a doctor found it then ("Doctor said slight
// kidney weakness last year", "去年查体查的，说是尿酸高", "前年在县医院拍了片子，说是
// 腰椎间盘突出。这回疼了一个礼拜了", review 12 Z05), as "前年查出来糖尿病" does. An
// acute illness ("说是急性肾盂肾炎…出院到现在再没犯过"), or one the turn says is
// over, keeps its reading.

// toldFoundBefore end the words before a condition a test or a doctor
// named.
var toldFoundBefore = []string{"说是", "讲是", "说我是", "讲我是", "说有", "诊断是", "诊断为", "确诊为", "确诊是"}

// enFoundBefore ends the English words before a condition a test or a
// doctor named: "Doctor said slight kidney weakness last year" (review 12
// E12), "they told me I have".
var enFoundBefore = regexp.MustCompile(`\b(?:said|says|told me|told him|told her|told us|diagnosed|found)(?: (?:i|he|she|it|that|there|is|have|has|a|an|some|slight|mild|early|bit of|little))*\s*$`)

// foundBefore reports whether a test or a doctor named condition m.
func foundBefore(tx text, m extract.Mention) bool {
	before := strings.TrimRight(tx.before(m), " ")
	if isHan(m.Text) {
		return endsWithAny(before, toldFoundBefore)
	}
	return enFoundBefore.MatchString(strings.ToLower(sentenceBefore(tx, m)))
}

// endedAfter say, after the condition, that it is over.
var endedAfter = []string{"没犯", "再没", "才好", "就好", "治好", "好了", "痊愈", "没事了", "没再"}

// chronicHadSince makes a patient's long illness, read as over only by the
// time it is dated to, current when a drug for it is taken now or a test
// found it then (see above).
func (r *Reader) chronicHadSince(x extract.Result, tx text, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Condition || !s.Historical || s.Resolves || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || events[s.Concept] {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || r.isAcute(m) {
			continue
		}
		if r.treatedNow(tx, m, sts) || foundBefore(tx, m) && !endedLater(tx, m) {
			sts[i].Historical = false
		}
	}
	return sts
}

// treatedNow reports whether the turn tells a drug for condition m taken
// now, and m's sentence says nothing of its end.
func (r *Reader) treatedNow(tx text, m extract.Mention, sts []Statement) bool {
	sent := tx.sentenceOf(m.Span[0])
	if containsAny(sent, illnessOver) || saysOver(sent, resolvedSymptoms) {
		return false
	}
	for _, d := range sts {
		if d.Type == Medication && d.Status == "" && !d.Historical && !d.Negated && !d.Hypothetical && !d.Uncertain &&
			d.Experiencer == extract.Patient && r.treats(d.Concept, m.ConceptID) {
			return true
		}
	}
	return false
}

// endedLater reports whether the turn, after condition m, says it is over.
func endedLater(tx text, m extract.Mention) bool {
	rest := tx.from(m.Span[1])
	return containsAny(rest, endedAfter) || containsAny(rest, illnessOver) || containsAny(rest, overWords) || saysOver(rest, resolvedSymptoms)
}

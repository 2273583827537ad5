package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A long illness a test found at a time gone by is had since then: "Doctor
// said slight kidney weakness last year", "去年查体查的，说是尿酸高", "大前年拍片子说是骨质增生，一直贴膏药呢", "前年在县医院拍了
// 片子，说是腰椎间盘突出。这回疼了一个礼拜了" (review 12 Z05). The time dates
// the finding, as "前年查出来糖尿病" does. An acute illness ("说是急性肾盂肾
// 炎…出院到现在再没犯过"), or one the turn says is over, keeps its reading.

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

// diagnosedThen makes a patient's chronic condition, read as over only by
// the time its finding is dated to, current.
func (r *Reader) diagnosedThen(x extract.Result, tx text, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Condition || !s.Historical || s.Resolves || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || events[s.Concept] {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || r.isAcute(m) || !foundBefore(tx, m) {
			continue
		}
		if rest := tx.from(m.Span[1]); containsAny(rest, endedAfter) || containsAny(rest, illnessOver) || containsAny(rest, overWords) || saysOver(rest, resolvedSymptoms) {
			continue
		}
		sts[i].Historical = false
	}
	return sts
}

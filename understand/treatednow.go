package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A long-standing illness told with a time gone by is still had when the
// same turn tells a drug for it taken now: "伊老早有房颤，华法林吃了好几年，上个月
// 医生讲换成利伐沙班了" (review 11 Z04), "Before pregnancy only I had hypothyroid,
// I take Thyronorm 50" (E16). The time dates its start, not its end. An
// acute illness, or one whose sentence says it ended, keeps its reading.
func (r *Reader) treatedNow(x extract.Result, tx text, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Condition || !s.Historical || s.Resolves || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || events[s.Concept] {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || r.isAcute(m) {
			continue
		}
		sent := tx.sentenceOf(m.Span[0])
		if containsAny(sent, illnessOver) || saysOver(sent, resolvedSymptoms) {
			continue
		}
		for _, d := range sts {
			if d.Type == Medication && d.Status == "" && !d.Historical && !d.Negated && !d.Hypothetical && !d.Uncertain &&
				d.Experiencer == extract.Patient && r.treats(d.Concept, s.Concept) {
				sts[i].Historical = false
				break
			}
		}
	}
	return sts
}

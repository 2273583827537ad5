package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "也不跑厕所了" after "尿频尿急" (session 70's review 6, Z16) says the
// running to the toilet is over, and with it the frequency the lay words
// name (zhstates.go) and the urgency that made the patient run. Alone,
// "跑厕所" says nothing of the bladder, so only a turn after the patient
// told one of them ends them. The urgency is inferred, not named: its end
// is told with less confidence, which against the symptom confirmed in the
// record makes it a claim for a clinician.

// zhNoLongerRunning says the trips to the toilet are over: "不跑厕所了", "不
// 用老跑厕所了", "也不怎么跑厕所了".
var zhNoLongerRunning = regexp.MustCompile(`不(?:再|用|怎么)?(?:老|总|总是|一直)?跑(?:厕所|茅房|卫生间|茅厕)了`)

// toiletTrips are the complaints "跑厕所" tells of, with the confidence of
// the reading that it is over.
var toiletTrips = []struct {
	concept    string
	confidence float64
}{{"sym:urinary_frequency", 0.9}, {"sym:urinary_urgency", 0.8}}

// toiletTripsOver returns the urinary frequency and urgency the patient's
// last turns told as current, ended, when the turn says the trips to the
// toilet are over and names neither itself.
func (r *Reader) toiletTripsOver(tx text, st []Statement, prior []Prior) []Statement {
	if !zhNoLongerRunning.MatchString(tx.str) {
		return nil
	}
	var out []Statement
	for _, t := range toiletTrips {
		if stated(st, t.concept) || !toldCurrentByThePatient(t.concept, prior) {
			continue
		}
		out = append(out, Statement{Type: Symptom, Concept: t.concept, Display: r.Display(t.concept, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Historical: true, Confidence: t.confidence}) // a symptom over, as "现在尿频好了" is
	}
	return out
}

// toldCurrentByThePatient reports whether a patient's turn among the last
// few told the finding as the patient's, now.
func toldCurrentByThePatient(concept string, prior []Prior) bool {
	return patientToldLately(prior, func(s Statement) bool { return s.Concept == concept && current(s) })
}

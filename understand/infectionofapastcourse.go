package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An infection named as what a course was for is over when the course is:
// "Amoxicillin in September, for a chest infection. He's finished it" (s46
// blind round 13 en20) wrote a chest infection now, beside the amoxicillin
// read stopped. An infection right after "for" (a, an, the, my, his, her)
// in the sentence of a drug the turn reads stopped or past, dated a month
// or more back (monthsBack), takes the course's past. A course finished
// yesterday or "seven days, finished" may leave the infection still
// clearing, and is left as read. Only an infection (its ICD-10-CM code among
// infectionCodes): a lasting illness a drug was for ("I was on amlodipine
// for my blood pressure, stopped it") outlives the drug. A sentence that
// says it is still there, or back, keeps it.

// infectionCodes are the ICD-10-CM code prefixes of the acute infections a
// course treats: chapter I (A, B), acute upper and lower respiratory
// infections and pneumonia (J0, J1, J20-J22), sinusitis (J32), urinary
// infection (N30, N39.0), otitis (H60, H66) and skin infections (L01-L03).
var infectionCodes = []string{"A", "B", "J0", "J1", "J20", "J21", "J22", "J32", "N30", "N39.0", "H60", "H66", "L01", "L02", "L03"}

// monthsBack date a course a month or more back.
var monthsBack = []string{"january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
	"last month", "months ago", "month ago", "last year", "years ago", "year ago", "in the summer", "in the spring", "in the autumn", "in the winter",
	"at christmas", "over christmas"}

// forWhat open the indication after a drug.
var forWhat = []string{"for a ", "for an ", "for the ", "for my ", "for his ", "for her ", "for their ", "for "}

// stillThere say the infection goes on.
var stillThere = []string{"still", "again", "back", "not gone", "not cleared", "hasn't cleared", "not better", "isn't better"}

// infectionsOfAPastCourse makes historical each infection told as what a
// stopped or past course was for (see above).
func (r *Reader) infectionsOfAPastCourse(x extract.Result, tx text, st []Statement) []Statement {
	past := map[string]bool{}
	for _, s := range st {
		if s.Type == Medication && s.Experiencer == extract.Patient && !s.Negated && (s.Status == Stopped || s.Historical) {
			past[s.Concept] = true
		}
	}
	if len(past) == 0 {
		return st
	}
	for i, s := range st {
		if s.Type != Condition || !current(s) || !r.infection(s.Concept) {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || !r.forAPastCourse(x, tx, m, past) || !hasAnyWord(tx.sentenceOf(m.Span[0]), monthsBack) {
			continue
		}
		if hasAnyWord(tx.sentenceOf(m.Span[0]), stillThere) {
			continue
		}
		st[i].Historical = true
	}
	return st
}

// infection reports whether a condition's code is an acute infection's.
func (r *Reader) infection(concept string) bool {
	c, ok := r.onto.Concept(concept)
	if !ok || c.Code.System != "ICD-10-CM" {
		return false
	}
	return startsWithAny(c.Code.Code, infectionCodes) != ""
}

// forAPastCourse reports whether condition mention m comes right after
// "for" in the sentence of a drug of past, with no other mention between.
func (r *Reader) forAPastCourse(x extract.Result, tx text, m extract.Mention, past map[string]bool) bool {
	lead := strings.TrimRight(sentenceBefore(tx, m), " ")
	found := false
	for _, f := range forWhat {
		if l := lead + " "; strings.HasSuffix(l, f) && (len(l) == len(f) || strings.ContainsRune(" ,", rune(l[len(l)-len(f)-1]))) {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	var last extract.Mention
	seen := false
	for _, n := range x.Mentions {
		if n.Span[1] <= m.Span[0] && tx.sent[n.Span[0]] == tx.sent[m.Span[0]] && n.Type != ontology.TypeBodySite {
			last, seen = n, true
		}
	}
	return seen && (last.Type == ontology.TypeDrug || last.Type == ontology.TypeDrugClass) && past[last.ConceptID]
}

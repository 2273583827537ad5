package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An operation named, then repaired to another organ: "I had my gallbladder
// out in 2015, no sorry, it was my appendix" (s45 blind round 12 en19 wrote
// the cholecystectomy). The repair came after the year, out of reach of the
// repair read right after a name (repair.go), and named an organ, not an
// operation, so nothing was withdrawn. The organ the speaker settles on,
// put in the place of the first one's, names the operation meant ("had my
// appendix out"); where it names none, the operation said first is
// withdrawn and nothing is written. "…in 2015, no, it was 2016" repairs the
// date, not the operation, and "…out in 2015, no problems since" repairs
// nothing.

// repairedDate: a time said between the operation and its repair.
var repairedDate = regexp.MustCompile(`^[ ,]*(?:(?:back )?in (?:19|20)\d\d|(?:\d+|a few|a couple of|some|many) years ago|last year|as a (?:kid|child|teenager))`)

// repairedOrgan: the organ the repair settles on, caught.
var repairedOrgan = regexp.MustCompile(`^[ ,]*(?:it was|it's|its|that was|was)? ?(?:my|the) ([a-z]+(?: bladder)?)\b`)

// procedureRepairs returns, for each procedure mention of a patient's turn
// repaired to another organ, the procedure meant ("" when the organ names
// none): keyed by the mention's index.
func (r *Reader) procedureRepairs(x extract.Result, s string) map[int]string {
	tx := newText(s)
	var out map[int]string
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeProcedure || m.Assertion.Negated || m.Span[1] > len(tx.runes) {
			continue
		}
		after := tx.from(m.Span[1])
		if loc := repairedDate.FindStringIndex(after); loc != nil {
			after = after[loc[1]:]
		}
		word, rest := repairWordAt(newText(after), 0)
		if word == "" || strings.HasSuffix(word, " my") {
			continue
		}
		rest = rest[len(word):]
		o := repairedOrgan.FindStringSubmatch(rest)
		if o == nil {
			continue
		}
		if out == nil {
			out = map[int]string{}
		}
		out[i] = r.procedureOfOrgan(strings.ToLower(extract.Normalize(m.Text)), m.ConceptID, o[1])
	}
	return out
}

// procedureOfOrgan returns the procedure named by said (a procedure's words)
// with one of its words put as organ, other than the one said, or "".
func (r *Reader) procedureOfOrgan(said, was, organ string) string {
	words := strings.Fields(said)
	for k := range words {
		for _, n := range []int{2, 1} { // "gall bladder" before "gall"
			if k+n > len(words) {
				continue
			}
			try := strings.Join(append(append(append([]string{}, words[:k]...), organ), words[k+n:]...), " ")
			for _, c := range r.onto.Lookup(try) {
				if c.Type == ontology.TypeProcedure && c.ID != was {
					return c.ID
				}
			}
		}
	}
	return ""
}

// proceduresRepaired reads each procedure repaired to another organ as the
// operation meant, and drops one whose organ names no operation.
func (r *Reader) proceduresRepaired(x extract.Result, s string) extract.Result {
	repairs := r.procedureRepairs(x, s)
	if len(repairs) == 0 {
		return x
	}
	ms := append([]extract.Mention(nil), x.Mentions...)
	for i, meant := range repairs {
		if meant == "" {
			ms[i].Assertion.Hypothetical = true // the word taken back says nothing
			continue
		}
		ms[i].ConceptID = meant
	}
	x.Mentions = ms
	return x
}

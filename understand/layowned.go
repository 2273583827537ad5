package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A lay condition owned or denied outright: "I've got the sugar and the
// blood pressure", "Sugar is there for fifteen years" (the Indian English
// "is there": I have it), "No sugar, no pressure", "Sugar no, BP no.". Said
// with "the", or as the clause's whole, the lay word is the illness; "no
// sugar in my tea" runs on into what it is of, and a sentence of food or
// drink is about the food.

var (
	layOwnedHave  = regexp.MustCompile(`\b(?:i|mi)(?:'ve| have| 've| also have| do have)(?: got)? the ` + layNames + `(?: and the ` + layNames + `)?\b`)
	layIsThere    = regexp.MustCompile(`^(?:and |also )?` + layNames + `(?: is| also| is also)? there\b`)
	layDeniedNo   = regexp.MustCompile(`(?:^|[,;] |\bmi |\bi )(?:no|nuh have|no have) ` + layNames + `\b`)
	layDeniedTail = regexp.MustCompile(`(?:^|[,;] )` + layNames + `,? no\b`)
)

// layEndsOwned and layEndsDenied may follow the lay name where it ends its
// clause (a stop, or the end, may too): "no sugar till now", "the
// blood pressure too"; "no sugar in my tea" runs on.
var (
	layEndsOwned  = []string{"too", "as well", "also", "for", "since"}
	layEndsDenied = []string{"no", "or", "till", "problem", "problems", "neither", "nothing"}
)

// clauseEnds reports whether tail, what follows a lay name, ends its clause
// or goes on with one of words.
func clauseEnds(tail string, words []string) bool {
	t := strings.TrimLeft(tail, " ")
	return t == "" || strings.ContainsAny(t[:1], ",.;!") || startsWithAny(t, words) != ""
}

// layOthers make a sentence's lay condition someone else's, whose the
// lay name does not say.
var layOthers = []string{"mother", "father", "mum", "mom", "dad", "mama", "papa", "amma", "brother", "sister", "son", "daughter", "wife",
	"husband", "uncle", "aunt", "auntie", "grandmother", "grandfather", "granny", "grandma", "grandpa", "cousin", "family", "parents",
	"he", "she", "his", "her", "him", "they", "their"}

// foodWords make a sentence's sugar the food's.
var foodWords = []string{"tea", "coffee", "salt", "sweet", "sweets", "diet", "drink", "drinks", "eat", "eating", "food", "juice", "soda", "milk",
	"cereal", "spoon", "spoons", "added", "biscuits", "cake", "chocolate", "fizzy", "sugar-free", "sugar free"}

// layOwned adds, to a patient's statements, the conditions a lay name owns
// or denies outright (see layOwnedHave, layIsThere, layDeniedNo). A
// condition the turn already has a statement of is left to it.
func (r *Reader) layOwned(tx text, sts []Statement) []Statement {
	var out []Statement
	add := func(cond string, negated bool) {
		for _, s := range append(sts, out...) {
			if s.Type == Condition && (s.Concept == cond || r.Broader(cond, s.Concept) || r.Broader(s.Concept, cond)) {
				return
			}
		}
		out = append(out, Statement{Type: Condition, Concept: cond, Display: r.Display(cond, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: 0.9, Negated: negated})
	}
	for _, sn := range sentencesFrom(tx, 0) {
		s := strings.TrimSpace(sn.text)
		if strings.HasSuffix(s, "?") || containsAny(s, foodWords) || containsAny(s, layOthers) {
			continue // "Mother is fine, she is eighty-two, no sugar, nothing": hers
		}
		// A bare "pressure" is the blood's only beside the sugar: "no
		// pressure, no pain" may be of the chest.
		sugarToo := hasAnyWord(s, []string{"sugar", "sugars", "diabetes"})
		names := func(m []string) (conds []string) {
			for _, n := range m[1:] {
				if n != "" && (n != "pressure" || sugarToo) {
					conds = append(conds, layConditionWords[n])
				}
			}
			return conds
		}
		for _, re := range []*regexp.Regexp{layOwnedHave, layIsThere, layDeniedNo, layDeniedTail} {
			for _, ix := range re.FindAllStringSubmatchIndex(s, -1) {
				tail := s[ix[1]:]
				switch {
				case re == layIsThere && strings.HasPrefix(strings.TrimLeft(tail, " "), "in "):
					continue // "sugar is there in the urine": a finding
				case re == layOwnedHave && !clauseEnds(tail, layEndsOwned), re == layDeniedNo && !clauseEnds(tail, layEndsDenied),
					re == layDeniedTail && !clauseEnds(tail, nil):
					continue
				}
				var m []string
				for k := 0; k < len(ix); k += 2 {
					if ix[k] < 0 {
						m = append(m, "")
					} else {
						m = append(m, s[ix[k]:ix[k+1]])
					}
				}
				for _, c := range names(m) {
					add(c, re == layDeniedNo || re == layDeniedTail)
				}
			}
		}
	}
	return append(sts, out...)
}

package understand

import (
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Rules of session 34 on drugs the patient is allergic to, read as drugs
// they take, and on reactions read as allergies or as nothing. A drug the
// clinician names back to the patient while the patient tells an allergy
// ("I'm allergic to… Napro-" "Naprosyn?" "Yes") is the allergen asked
// about, not a drug taken.

// namingFillers may stand around the drug a clinician names back to the
// patient ("Oh, you mean enteric coated aspirin?", "是不是青霉素？").
var namingFillers = []string{"oh", "ah", "so", "okay", "ok", "right", "you", "mean", "do", "is", "it", "that", "the", "a", "an", "was",
	"called", "one", "or", "and", "sorry", "maybe", "perhaps",
	"你是说", "你说的是", "是不是", "是", "不是", "吗", "啊", "呀", "吧", "哦", "噢", "那个", "就是", "还是", "么", "嘛", "咩", "系唔系", "系", "定系"}

// namingTakeWords in a clinician's question make it one about taking the
// drug ("Do you take Naprosyn?"), not its name.
var namingTakeWords = []string{"take", "taking", "took", "on", "use", "using", "prescribed", "吃", "用", "服", "开", "打", "食"}

// namesDrugBack reports whether a clinician's turn only names a drug, an
// allergen or a class back as a question ("Naprosyn?", "Oh, you mean
// enteric coated Aspirin?", "青霉素？"): all it asks is the name.
func namesDrugBack(x extract.Result, tx text, sents []sentence) bool {
	if len(sents) == 0 {
		return false
	}
	for _, s := range sents {
		if !s.question {
			return false
		}
	}
	rs := append([]rune(nil), tx.runes...)
	named := false
	for _, m := range x.Mentions {
		switch m.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen:
			named = true
		default:
			return false
		}
		for k := m.Span[0]; k < m.Span[1] && k < len(rs); k++ {
			rs[k] = ' '
		}
	}
	if !named {
		return false
	}
	rest := strings.Map(func(c rune) rune {
		if unicode.IsPunct(c) || unicode.IsSymbol(c) {
			return ' '
		}
		return c
	}, string(rs))
	if containsAny(rest, namingTakeWords) {
		return false
	}
	for _, w := range namingFillers {
		if w[0] < 0x80 {
			rest = " " + rest + " "
			rest = strings.ReplaceAll(rest, " "+w+" ", "  ")
		} else {
			rest = strings.ReplaceAll(rest, w, " ")
		}
	}
	words := strings.Fields(rest)
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		if len([]rune(w)) > 3 && w[0] >= 0x80 {
			return false // a Chinese phrase of its own
		}
	}
	return true
}

// allergyBeingTold reports whether the turns before a clinician's turn
// are the patient telling an allergy: the patient's last turn says
// allergic and denies none, or answers a question about allergies (or a
// drug named back in one) without a no. A turn that also tells a drug
// taken leaves open which one the clinician names.
func allergyBeingTold(prior []Prior) bool {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker != Patient {
		return false
	}
	pt := prior[n-1].Reading
	for _, s := range pt.Statements {
		if s.Type == Medication && !s.Negated {
			return false // "No. I take a water tablet though": the name may be the tablet's
		}
	}
	told := false
	for _, m := range pt.Extract.Mentions {
		if IsAllergyWord(m) && m.Assertion.Experiencer == extract.Patient {
			if m.Assertion.Negated {
				return false
			}
			told = true
		}
	}
	for _, s := range pt.Statements {
		if s.Type == Allergy && s.Experiencer == extract.Patient {
			if s.Negated {
				return false
			}
			told = true
		}
	}
	if told {
		return true
	}
	for k := n - 2; k >= 0 && prior[k].Speaker != Patient; k-- {
		c := prior[k].Reading
		allergy, other := false, false
		for _, a := range c.Asks {
			if a.Type == Allergy && !a.Taking {
				allergy = true
			} else {
				other = true
			}
		}
		if len(c.Asks) > 0 {
			return allergy && !other
		}
		for _, m := range c.Extract.Mentions {
			if IsAllergyWord(m) && !m.Assertion.Negated {
				return true
			}
		}
	}
	return false
}

// allergenNamedBack turns the asks of a clinician's turn that only names a
// drug back while the patient tells an allergy into allergy asks: the
// patient's "yes" confirms the allergen, not a drug taken.
func (r *Reader) allergenNamedBack(x extract.Result, tx text, sents []sentence, asks []Ask, prior []Prior) []Ask {
	if !namesDrugBack(x, tx, sents) || !allergyBeingTold(prior) {
		return allergyWhAsked(x, tx, sents, asks)
	}
	told := map[string]bool{}
	for _, s := range prior[len(prior)-1].Reading.Statements {
		if s.Type == Allergy {
			told[s.Concept] = true
		}
	}
	var out []Ask
	seen := map[string]bool{}
	for _, m := range x.Mentions {
		c := r.allergenFor(m.ConceptID, m.Text)
		if m.Type == ontology.TypeAllergen || told[m.ConceptID] {
			c = m.ConceptID // "Asprin… what is called?" "You mean aspirin?": the one allergy told
		}
		if !seen[c] {
			seen[c] = true
			out = append(out, Ask{Type: Allergy, Concept: c})
		}
	}
	return out
}

// allergen34 applies the session's rules to a patient turn's statements.
func (r *Reader) allergen34(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	return oneAllergyEach(st)
}

// oneAllergyEach keeps one allergy statement per allergen said the same
// way: a yes to an allergen named back ("青霉素？" "对，就是那个青霉素")
// answers the question and names it too.
func oneAllergyEach(st []Statement) []Statement {
	type key struct {
		concept, experiencer string
		negated, uncertain   bool
	}
	seen := map[key]bool{}
	kept := st[:0]
	for _, s := range st {
		if s.Type == Allergy {
			k := key{s.Concept, s.Experiencer, s.Negated, s.Uncertain}
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		kept = append(kept, s)
	}
	return kept
}

// allergyWhWords ask which one ("what are you allergic to?", "对什么过敏？").
var allergyWhWords = []string{"what", "which", "什么", "啥", "哪", "咩", "乜", "么子", "哪样"}

// allergyWhAsked adds a question about allergies asked as which ones
// ("What are you allergic to?", "对什么药过敏？"), which has no yes or no
// but opens the allergies all the same: the drug the answer names
// ("Penicillin.") is the allergen, not a drug taken.
func allergyWhAsked(x extract.Result, tx text, sents []sentence, asks []Ask) []Ask {
	if len(asks) > 0 {
		return asks // beside other questions, the answer may answer them
	}
	for _, m := range x.Mentions {
		if !IsAllergyWord(m) || m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || treatedAllergy(tx, m) {
			continue
		}
		for _, s := range sents {
			if s.question && s.start <= m.Span[0] && m.Span[0] < s.end && containsAny(s.text, allergyWhWords) && !containsAny(s.text, takingAsks) &&
				!hasAnyWord(s.text, []string{"take", "took", "taking", "use", "used", "for"}) {
				return append(asks, Ask{Type: Allergy, Concept: NoKnownAllergy})
			}
		}
	}
	return asks
}

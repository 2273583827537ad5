package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A pet is an allergen only where the patient tells an allergy to it ("I'm
// allergic to cats", "我对猫过敏") or what it does to them ("Cats make me
// sneeze", "我一碰猫就打喷嚏"): the allergy is to its dander, and the sneeze
// is the allergy's reaction, not a symptom now. Elsewhere a pet is a pet
// ("我家猫老打喷嚏" is the cat's sneeze), so the words are not in the
// lexicon, whose names must hold wherever they are said, and whose
// mentions would hide the pet from the experiencer rules: petAllergens adds
// the mention where such a clause names the pet.

// petAllergen is the concept a pet's allergy is recorded against.
const petAllergen = "allergen:animal_dander"

// petWords name a cat or a dog.
var petWords = []string{"cat", "cats", "kitten", "kittens", "dog", "dogs", "puppy", "puppies",
	"猫", "猫咪", "小猫", "貓", "貓咪", "狗", "小狗", "狗狗"}

// petAllergyLeads, right before the pet, make it what an allergy word is
// said of: "allergic to cats", "对猫过敏".
var petAllergyLeads = []string{"allergic to", "allergy to", "allergies to", "allergic to my", "allergic to the", "reaction to", "sensitive to",
	"对", "对家里的", "对我家的"}

// petCauses, right after the pet, say what it does to the patient: "cats
// make me sneeze".
var petCauses = []string{"make me", "makes me", "make my", "makes my", "set me off", "sets me off", "set off my", "sets off my",
	"give me", "gives me", "一碰就", "一摸就", "一靠近就", "让我", "会让我"}

// petTouches, right before the pet, say the patient came near it: "我一碰
// 猫就打喷嚏", "whenever I'm around cats I sneeze".
var petTouches = []string{"一碰", "一摸", "碰到", "摸到", "碰了", "摸了", "一接触", "接触", "一靠近", "靠近",
	"around", "near", "touch", "stroke", "i'm around", "i am around", "i'm near"}

// petHedges, before the pet in its clause, leave the allergy unsure.
var petHedges = slices.Concat(outgrownHedges, []string{"might be", "perhaps", "i guess", "也许", "好象"})

// isPetAllergen reports whether m is a pet named as an allergen.
func isPetAllergen(m extract.Mention) bool {
	return m.ConceptID == petAllergen && slices.Contains(petWords, strings.ToLower(extract.Normalize(m.Text)))
}

// petAllergens adds to x a mention of the pet's allergen for each pet the
// patient's text tells an allergy to or a reaction from (petTold), the
// person it is about from the allergy word, or from who the clause names.
func petAllergens(x extract.Result, s string) extract.Result {
	tx := newText(s)
	var added []extract.Mention
	for i := 0; i < len(tx.runes); i++ {
		n := petWordAt(tx, i)
		if n == 0 {
			continue
		}
		m := extract.Mention{Text: string([]rune(s)[i : i+n]), Type: ontology.TypeAllergen, ConceptID: petAllergen, Span: [2]int{i, i + n}}
		i += n - 1
		if petCovered(x, m) {
			continue // "猫毛", "cat dander": the lexicon's own
		}
		who, ok := petTold(x, tx, m)
		if !ok {
			continue
		}
		m.Assertion.Experiencer = who
		// "應該是對貓吧", "I think I might be allergic to cats": the hedge of
		// its clause, as the extractor gives its own mentions.
		m.Assertion.Uncertain = containsAny(tx.before(m), petHedges)
		if who == extract.Patient {
			m.Assertion.Subject = extract.FirstPerson
		}
		added = append(added, m)
	}
	if len(added) == 0 {
		return x
	}
	return withMentions(x, added)
}

// petWordAt returns the length of the pet word at rune i, or 0: a whole
// word, the longest.
func petWordAt(tx text, i int) int {
	best := 0
	for _, w := range petWords {
		wr := []rune(w)
		if i+len(wr) > len(tx.runes) || tx.between(i, i+len(wr)) != w || len(wr) <= best {
			continue
		}
		if isLatinRune(wr[0]) && (i > 0 && isLatinRune(tx.runes[i-1]) || i+len(wr) < len(tx.runes) && isLatinRune(tx.runes[i+len(wr)])) {
			continue
		}
		best = len(wr)
	}
	return best
}

// petCovered reports whether a mention of x overlaps m.
func petCovered(x extract.Result, m extract.Mention) bool {
	for _, d := range x.Mentions {
		if d.Span[0] < m.Span[1] && m.Span[0] < d.Span[1] {
			return true
		}
	}
	return false
}

// withMentions returns x with added mentions in order of where they start,
// the indices measurements and doses hold moved with them.
func withMentions(x extract.Result, added []extract.Mention) extract.Result {
	all := append(slices.Clone(x.Mentions), added...)
	order := make([]int, len(all))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int { return all[a].Span[0] - all[b].Span[0] })
	index := make([]int, len(all)) // old index -> new index
	ms := make([]extract.Mention, len(all))
	for k, o := range order {
		index[o], ms[k] = k, all[o]
	}
	x.Mentions = ms
	x.Measurements = slices.Clone(x.Measurements)
	for k := range x.Measurements {
		if j := x.Measurements[k].Mention; j >= 0 {
			x.Measurements[k].Mention = index[j]
		}
	}
	x.Doses = slices.Clone(x.Doses)
	for k := range x.Doses {
		if j := x.Doses[k].Mention; j >= 0 {
			x.Doses[k].Mention = index[j]
		}
	}
	return x
}

// petTold reports whether pet mention m is told as an allergen: the object
// of an allergy word ("allergic to cats", "我对猫过敏", "dust and cats"), or
// what brings on a symptom named after it in its sentence ("cats make me
// sneeze", "一碰猫就打喷嚏"). It returns whose allergy it is.
func petTold(x extract.Result, tx text, m extract.Mention) (string, bool) {
	before, after := tx.before(m), strings.TrimLeft(tx.after(m), " ")
	if endsWithAny(before, petAllergyLeads) || startsWithAny(after, []string{"过敏", "allergy", "allergies"}) != "" ||
		listedAfter(before) && containsAny(tx.clauseOf(m.Span[0]), allergyCues) {
		// Not the allergy word's experiencer: the pet before it reads as
		// the one it is about ("我对猫过敏").
		return whoseClause(before, after), true
	}
	// "Just cats, they make me sneeze": what it does may follow in a
	// clause of its own.
	caused := startsWithAny(after, petCauses) != "" || petNamedThenCause(tx, m)
	// "whenever I'm around cats": the symptom may come first.
	near := endsWithAny(before, petTouches) && (!isHan(m.Text) || startsWithAny(after, []string{"就", "我就", "以后就", "之后就"}) != "")
	if !caused && !near {
		return "", false
	}
	for _, s := range x.Mentions {
		if s.Type == ontology.TypeSymptom && (s.Span[0] >= m.Span[1] || near) && tx.sameSentence(s, m) && !s.Assertion.Negated {
			return whoseClause(before, after), true
		}
	}
	return "", false
}

// whoseClause returns who a pet's clause is about: the last person named
// before the pet ("我妈一碰猫"), else after it ("make my son sneeze"), else
// the patient.
func whoseClause(before, after string) string {
	if who := extract.LastPerson(before); who != "" {
		return who
	}
	if who := extract.LastPerson(after); who != "" {
		return who
	}
	return extract.Patient
}

// listedAfter reports whether the text before a pet, in its clause, ends
// in a list an allergy word opens: "allergic to dust and cats", "对花粉和猫".
func listedAfter(before string) bool {
	return endsWithAny(before, []string{"and", "or", "和", "、", "跟", "还有", ","}) && containsAny(before, petAllergyLeads)
}

// petIn reports whether part se names a pet told as an allergen: its
// symptoms may be the pet's reaction.
func petIn(x extract.Result, tx text, se int) bool {
	for _, m := range x.Mentions {
		if isPetAllergen(m) && tx.part[m.Span[0]] == se {
			return true
		}
	}
	return false
}

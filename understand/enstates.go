package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// English says many symptoms as a place and how it is: "my ankles are
// swollen", "my throat's really sore", "my chest feels tight", "my eyes
// have been itchy". enStates reads a body site, a linking verb, a few
// degree words and the state, and names the symptom of that state at that
// site where the lexicon has one.
var enStates = []struct {
	states  string
	generic string            // the symptom the state is, to combine with the site
	at      map[string]string // a specific symptom for some sites
}{
	{"swollen|swelling|puffy|puffed up|blown up", "sym:edema", nil},
	{"sore|painful|aching|achy|hurting|killing me|throbbing|tender", "sym:pain_symptom",
		map[string]string{"site:throat": "sym:sore_throat", "site:head": "sym:headache", "site:ear": "sym:ear_pain"}},
	{"itchy|itching|itchier", "sym:itching", map[string]string{"site:eye": "sym:itchy_eyes", "site:throat": "sym:itchy_throat"}},
	{"stiff", "sym:joint_stiffness", map[string]string{"site:neck": "sym:neck_stiffness", "site:back": "sym:back_stiffness", "site:lower_back": "sym:back_stiffness"}},
	{"numb|gone numb|going numb", "sym:numbness", nil},
	{"tingly|tingling", "sym:tingling", nil},
	{"red|inflamed", "sym:skin_redness", map[string]string{"site:eye": "sym:red_eye"}},
	{"dry", "", map[string]string{"site:eye": "sym:dry_eyes", "site:mouth": "sym:dry_mouth", "site:skin": "sym:dry_skin", "site:throat": "sym:dry_throat"}},
	{"blocked|bunged up|stuffed up|stuffy|congested", "", map[string]string{"site:nose": "sym:nasal_congestion", "site:ear": "sym:ear_fullness"}},
	{"runny|running|streaming", "", map[string]string{"site:nose": "sym:runny_nose", "site:eye": "sym:watery_eyes"}},
	{"tight|heavy", "", map[string]string{"site:chest": "sym:chest_tightness"}},
	{"weak|weaker", "sym:weakness", map[string]string{"site:arm": "sym:arm_weakness", "site:upper_arm": "sym:arm_weakness", "site:leg": "sym:leg_weakness"}},
	{"blurry|blurred|fuzzy|cloudy", "", map[string]string{"site:eye": "sym:blurred_vision"}},
	{"ringing|buzzing", "", map[string]string{"site:ear": "sym:tinnitus"}},
	{"bloated|swollen up", "", map[string]string{"site:abdomen": "sym:bloating", "site:stomach": "sym:bloating"}},
	{"upset|off", "", map[string]string{"site:stomach": "sym:indigestion", "site:abdomen": "sym:indigestion"}},
	{"cold|freezing|icy", "", map[string]string{"site:hand": "sym:cold_extremities", "site:foot": "sym:cold_extremities"}},
	{"bleeding", "sym:bleeding", map[string]string{"site:gum": "sym:gum_bleeding", "site:nose": "sym:nosebleed"}},
}

// partBeforeSite finds the part a site only places: "the glands in my
// neck", "the knuckles on my right hand", "the joints of my feet". The
// state that follows is the part's, not the whole site's.
var partBeforeSite = regexp.MustCompile(`\b(glands?|lymph nodes?|nodes|joints?|knuckles?)\s+(?:in|on|of|at)\s+(?:my|me|the|both)\s+(?:(?:right|left|upper|lower)\s+)?$`)

// partKinds group the words of partBeforeSite.
var partKinds = map[string]string{"gland": "gland", "glands": "gland", "lymph node": "gland", "lymph nodes": "gland", "nodes": "gland",
	"joint": "joint", "joints": "joint", "knuckle": "joint", "knuckles": "joint"}

// partStates name a swelling of such a part: swollen glands are lymph
// nodes, not a lump of the neck; puffy knuckles are swollen joints, not a
// swollen hand.
var partStates = map[[2]string]string{
	{"gland", "sym:edema"}: "sym:swollen_glands",
	{"joint", "sym:edema"}: "sym:joint_swelling",
}

// partOfSite returns the kind of part the words before site mention m
// name as what is in or on the site ("the glands in my neck"), or "".
func partOfSite(tx text, m extract.Mention) string {
	from := m.Span[0] - 60
	if from < 0 {
		from = 0
	}
	g := partBeforeSite.FindStringSubmatch(strings.ToLower(tx.between(from, m.Span[0])))
	if g == nil {
		return ""
	}
	return partKinds[g[1]]
}

// enLinks join a place to its state.
var enLinks = []string{"is", "are", "was", "were", "feels", "feel", "felt", "has been", "have been", "had been", "'s", "'re", "keeps getting",
	"keep getting", "gets", "get", "got", "went", "goes", "go", "seems", "seem", "looks", "look", "has gone", "have gone", "been"}

// enDegrees may stand between the link and the state.
var enDegrees = []string{"really", "so", "very", "quite", "a bit", "a little", "a little bit", "bit", "slightly", "pretty", "all", "super",
	"kind of", "kinda", "sort of", "a lot", "still", "always", "constantly", "getting", "become", "more", "a lot more", "like", "just", "also", "too",
	"completely", "totally", "absolutely", "extremely", "terribly", "awfully", "incredibly", "proper", "well", "that", "bit of a",
	// Irish and northern English intensifiers: "me eye's been fierce red".
	"fierce", "desperate", "wicked", "awful", "dead", "right", "real"}

// enStateStatements reads the place-and-state symptoms of an English turn
// that no mention names already.
func (r *Reader) enStateStatements(t Turn, x extract.Result, tx text, allergyParts map[int]bool) []Statement {
	named := map[string]bool{}
	for _, m := range x.Mentions {
		named[m.ConceptID] = true
	}
	var out []Statement
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeBodySite || allergyParts[tx.part[m.Span[0]]] {
			continue
		}
		rest := strings.TrimLeft(tx.from(m.Span[1]), " ")
		linked, negated := false, false
		for link := startsWithAny(rest, enLinks); link != ""; link = startsWithAny(rest, enLinks) {
			rest, linked = strings.TrimLeft(rest[len(link):], " "), true // "'s been"
			negated = negated || strings.HasSuffix(link, "n't")          // "His lips aren't blue" (lipsblue.go)
		}
		if !linked {
			continue
		}
		for changed := true; changed; {
			changed = false
			for _, w := range append([]string{"not", "n't", "never", "no longer"}, enDegrees...) {
				if p := startsWithAny(rest, []string{w}); p != "" {
					negated = negated || w == "not" || w == "n't" || w == "never" || w == "no longer"
					rest, changed = strings.TrimLeft(rest[len(p):], " "), true
				}
			}
		}
	states:
		for _, row := range enStates {
			state := startsWithAny(rest, strings.Split(row.states, "|"))
			if state == "" {
				continue
			}
			// "fierce red and sore": the state joined after this one is
			// read at the place too (enstatesjoined.go).
			joined, more := joinedState(rest[len(state):])
			concept := row.at[m.ConceptID]
			if concept == "" && row.generic != "" {
				concept = r.composed[[2]string{row.generic, m.ConceptID}]
			}
			if part := partOfSite(tx, m); part != "" {
				if c, ok := partStates[[2]string{part, row.generic}]; ok {
					concept = c
				}
			}
			atSite := false
			if concept == "" {
				concept, atSite = r.swellingAt(row.generic, m.ConceptID) // "my wrist is swollen" (siteswelling.go)
			}
			if concept == "" || named[concept] {
				if more {
					rest = joined
					goto states
				}
				break
			}
			if _, ok := r.onto.Concept(concept); !ok {
				break
			}
			a := m.Assertion
			// The concept was chosen for the site and names it: no site
			// attribute says it again (see statements).
			st := Statement{Type: Symptom, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
				Negated: negated || a.Negated, Uncertain: a.Uncertain, Historical: a.Historical, Hypothetical: a.Hypothetical,
				Experiencer: experiencer(a, t.Speaker), Confidence: 0.9}
			if atSite {
				st.Attributes[entity.SiteAttribute] = r.Display(m.ConceptID, "en")
				st.Display = r.Display(m.ConceptID, "en") + " " + st.Display
			}
			// "My throat was sore yesterday but it's fine today." Only what
			// follows the state says so: the link of "my tendons have gone
			// sore" is no "gone".
			if !st.Negated && containsAny(afterState(tx, m, rest, state), resolvedSymptoms) {
				st.Historical = true
			}
			out = append(out, st)
			named[concept] = true
			if more {
				rest = joined
				goto states
			}
			break
		}
	}
	return out
}

// afterState returns the rest of site mention m's sentence after its
// state, where rest is the turn from the state on.
func afterState(tx text, m extract.Mention, rest, state string) string {
	sentence := restOfSentence(tx, m)
	at := len(tx.from(m.Span[1])) - len(rest) + len(state)
	if at >= len(sentence) {
		return ""
	}
	return sentence[at:]
}

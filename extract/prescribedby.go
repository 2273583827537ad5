package extract

import "strings"

// A third person who prescribes a drug, or tells the speaker what to do
// with it, is its prescriber, not the one who takes it: "I went to Dr.
// Mehta … for the acidity he has written pantoprazole 40", "She said give
// the cholesterol med another three months", "我去看了张医生，他开了泮托拉
// 唑". Read as the pronoun's own, the drug was someone else's, and "that
// one" after it fell to the drug named before (coref en-dev36-002), "the
// cholesterol med" to no one (en-dev36-004). What follows the pronoun must
// be a verb of prescribing with the drug as its object, or a verb of
// saying whose clause has no subject of its own ("said give", "told me to
// take"): "he takes pantoprazole", "she said she's on statins", "he
// prescribed him amoxicillin" and "他开始吃" leave the pronoun the taker.
// Only a pronoun that stands for no one the turn named (pronounReferent
// Other): "my dad … he prescribed" keeps the father's.

var (
	// enPrescribeVerbs take the drug as their object.
	// "they added that diabetes pill": a drug is added to someone's
	// drugs by whoever prescribes them (coref en-dev40-012).
	enPrescribeVerbs = map[string]bool{"written": true, "wrote": true, "prescribed": true, "ordered": true, "recommended": true, "advised": true, "suggested": true, "added": true,
		// "They stopped the naproxen in hospital and told me never to go
		// back on it": whoever changes a drug prescribes it (session 74).
		"stopped": true, "started": true, "increased": true, "reduced": true, "upped": true,
		"lowered": true, "doubled": true, "halved": true}
	// enSayVerbs open a clause told to the speaker.
	// "they wanted me to take Coumadin" is a wish, left as it was read.
	enSayVerbs = map[string]bool{"said": true, "says": true, "told": true, "tells": true}
	// enToldVerbs, bare, are what the speaker is told to do with a drug.
	enToldVerbs = map[string]bool{"give": true, "take": true, "keep": true, "stick": true, "stay": true, "continue": true, "carry": true, "try": true,
		"stop": true, "start": true, "use": true, "hold": true, "increase": true, "reduce": true, "double": true, "halve": true, "cut": true, "leave": true}
	// enAuxBefore may come between the pronoun and its verb.
	enAuxBefore = map[string]bool{"has": true, "had": true, "have": true, "'s": true, "just": true, "also": true, "only": true, "then": true, "now": true, "already": true}
	// enToldFill may come between a verb of saying and the verb told.
	enToldFill = map[string]bool{"me": true, "us": true, "that": true, "i": true, "we": true, "to": true, "should": true, "must": true, "need": true, "can": true,
		"could": true, "just": true, "'d": true, "i'd": true, "we'd": true, "i'll": true}
	// enObjectFill may come between a verb and the drug it takes.
	enObjectFill = map[string]bool{"me": true, "us": true, "the": true, "a": true, "an": true, "some": true, "this": true, "that": true, "these": true,
		"those": true, "my": true, "on": true, "with": true, "up": true, "going": true, "new": true, "course": true, "of": true, "strip": true, "box": true}
)

// prescribedByPronoun reports whether the words between a third-person
// pronoun and a mention make the pronoun its prescriber (see above).
func prescribedByPronoun(between string) bool {
	between = strings.TrimSpace(strings.ToLower(between))
	if zhPrescribedBy(between) {
		return true
	}
	between = strings.ReplaceAll(between, "’", "'")
	if strings.HasPrefix(between, "'s ") {
		between = "'s " + between[3:]
	}
	words := strings.Fields(strings.NewReplacer(",", " ", "'s ", " 's ").Replace(" " + between + " "))
	k := 0
	for k < len(words) && enAuxBefore[words[k]] {
		k++
	}
	if k == len(words) {
		return false
	}
	switch verb := words[k]; {
	case enSwapVerbs[verb]:
		return onlyFill(words[k+1:], enObjectFill) || swappedFor(words[k+1:])
	case enPrescribeVerbs[verb]:
		return onlyFill(words[k+1:], enObjectFill)
	case enSayVerbs[verb]:
		k++
		for k < len(words) && enToldFill[words[k]] {
			k++
		}
		return k < len(words) && enToldVerbs[words[k]] && onlyFill(words[k+1:], enObjectFill)
	}
	return false
}

// enSwapVerbs put one drug in another's place: "they swapped the
// simvastatin for atorvastatin" is the prescriber's doing on both drugs
// (coref en-dev57-008, once "swapped" made the first the patient's).
var enSwapVerbs = map[string]bool{"swapped": true, "switched": true, "changed": true}

// swappedFor reports whether the words after a verb of swapping are the
// drug taken off (at most three words) and then "for", "to" or "with"
// before the drug put in its place.
func swappedFor(words []string) bool {
	for k := len(words) - 1; k >= 0; k-- {
		switch words[k] {
		case "for", "to", "with", "onto", "into":
			if !onlyFill(words[k+1:], enObjectFill) {
				return false
			}
			n := 0
			for _, w := range words[:k] {
				if !enObjectFill[w] {
					n++
				}
			}
			return n > 0 && n <= 3
		}
	}
	return false
}

// onlyFill reports whether every word is one of fill.
func onlyFill(words []string, fill map[string]bool) bool {
	for _, w := range words {
		if !fill[w] {
			return false
		}
	}
	return true
}

// zhPrescribedBy: "他开了", "她又给开了点", "他还开了一盒": 开 prescribes, 开始 does
// not.
func zhPrescribedBy(between string) bool {
	rs := []rune(between)
	k := 0
	for k < len(rs) && strings.ContainsRune("又还就也再另外给", rs[k]) {
		k++
	}
	if k == len(rs) || rs[k] != '开' {
		return false
	}
	rest := string(rs[k+1:])
	for _, w := range []string{"了", "过", "的"} {
		rest = strings.TrimPrefix(rest, w)
	}
	switch rest {
	case "", "点", "些", "一盒", "一个", "个", "一种", "了点":
		return true
	}
	return false
}

// forAnotherAfter reports whether the words right after a mention give it
// to someone else: "they added gliclazide for him".
func forAnotherAfter(text []rune, end int) bool {
	after := strings.ToLower(string(text[end:min(len(text), end+24)]))
	if i := strings.IndexAny(after, ",.;!?"); i >= 0 {
		after = after[:i]
	}
	for _, w := range []string{" for him", " for her", " for them", " for my ", " for his ", " for our "} {
		if strings.Contains(after+" ", w) {
			return true
		}
	}
	return false
}

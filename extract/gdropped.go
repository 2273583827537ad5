package extract

// A word said with its final g dropped and the apostrophe written for it
// ("bleedin'", "itchin'", "wheezin'", "Burnin's gone") is the word, as a
// speaker of many Englishes says it, not a misspelling: read through the
// typo index, "Gums have stopped bleedin' now" was a fuzzy match whose
// statement the gate could not trust to close the record's bleeding gums.
// The dropped g is read only where the apostrophe marks it (before a
// contraction's "'s" it is the one apostrophe: "burnin's"), so a word that
// happens to lack a "g" ("thin", "pin") is never read as another.

// gDropIndex maps a single-word Latin term ending in "ing", with its final
// "g" dropped, to the term.
type gDropIndex map[string]int

func newGDropIndex(terms []Term, norm func(string) []rune) gDropIndex {
	ix := gDropIndex{}
	for i, t := range terms {
		if t.CaseSensitive {
			continue
		}
		w := norm(t.Text)
		n := len(w)
		if n < 5 || string(w[n-3:]) != "ing" {
			continue
		}
		latin := true
		for _, r := range w {
			latin = latin && isLatin(r)
		}
		key := string(w[:n-1])
		if _, seen := ix[key]; latin && !seen {
			ix[key] = i
		}
	}
	return ix
}

// gDroppedMentions finds the g-dropped words of text that no span covers.
func (m *Matcher) gDroppedMentions(nt normText, spans []span) []span {
	if len(m.gDrops) == 0 {
		return nil
	}
	covered := coveredBy(len(nt.runes), spans)
	var out []span
	for i := 0; i < len(nt.runes); {
		if !isLatin(nt.runes[i]) {
			i++
			continue
		}
		j := i
		for j < len(nt.runes) && isLatin(nt.runes[j]) {
			j++
		}
		// The word must end "in" and be followed by the apostrophe, and
		// the apostrophe by no letter but a contraction's "s".
		if j < len(nt.runes) && nt.runes[j] == '\'' && j-i >= 4 && nt.runes[j-2] == 'i' && nt.runes[j-1] == 'n' {
			after := j + 1
			ok := after >= len(nt.runes) || !isLatin(nt.runes[after])
			if !ok && nt.runes[after] == 's' && (after+1 >= len(nt.runes) || !isLatin(nt.runes[after+1])) {
				ok = true
			}
			free := true
			for k := i; k < j; k++ {
				free = free && !covered[k]
			}
			if t, found := m.gDrops[string(nt.runes[i:j])]; ok && free && found {
				out = append(out, span{i, j, t})
			}
		}
		for j < len(nt.runes) && (isLatin(nt.runes[j]) || nt.runes[j] == '\'') {
			j++
		}
		i = j
	}
	return out
}

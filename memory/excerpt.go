package memory

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/retrieval"
)

// excerptMin is the length, in tokens, above which a recalled turn is
// shown as an excerpt: a spoken turn of a consultation runs to a hundred
// words, of which the question needs a sentence or two, and every token of
// the rest is one less for other evidence.
const excerptMin = 40

// excerptAfter is how many sentences after a matching one an excerpt keeps:
// a sentence that names the topic is often followed by the one that says
// what about it ("some strong painkillers would be advisable. So, think
// about Paracetamol, or even Co-codamol.").
const excerptAfter = 1

// excerpt returns the sentences of a long text that share a lexical term
// with the query, in order, with "…" where sentences were left out. A short
// text, or one of whose sentences none shares a term (it was recalled for
// the concepts it is read as, or for the turn it answers), is returned
// whole: an excerpt must hold what made the turn relevant.
func excerpt(a *retrieval.Analyzer, tokens assembly.Counter, text string, query map[string]bool) string {
	if len(query) == 0 || tokens.Count(text) <= excerptMin {
		return text
	}
	sentences := splitSentences(text)
	if len(sentences) < 2 {
		return text
	}
	keep := make([]bool, len(sentences))
	matched := false
	for i, s := range sentences {
		for _, t := range a.Terms(s) {
			// One Chinese character shared is too little to keep a
			// sentence for: "天" or "药" is in most of them.
			if query[t] && !retrieval.CharacterTerm(t) {
				matched = true
				for j := i; j <= min(i+excerptAfter, len(sentences)-1); j++ {
					keep[j] = true
				}
				break
			}
		}
	}
	if !matched || !slices.Contains(keep, false) {
		return text
	}
	// Chinese sentences run on without a space between them.
	space := " "
	if strings.ContainsAny(text, "。？！") {
		space = ""
	}
	var b strings.Builder
	gap := false
	for i, s := range sentences {
		if !keep[i] {
			gap = true
			continue
		}
		if b.Len() > 0 {
			b.WriteString(space)
		}
		if gap {
			b.WriteString("…" + space)
			gap = false
		}
		b.WriteString(s)
	}
	if gap {
		b.WriteString(space + "…")
	}
	return b.String()
}

// splitSentences cuts text after each run of sentence-ending punctuation:
// ".", "?" or "!" before a space or the end, "。", "？" or "！" anywhere.
func splitSentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		end := i + utf8.RuneLen(r)
		next, _ := utf8.DecodeRuneInString(text[end:])
		switch {
		case strings.ContainsRune(".?!。？！", next) && end < len(text):
			continue // the run goes on ("?!", "...")
		case r == '。' || r == '？' || r == '！':
		case (r == '.' || r == '?' || r == '!') && (end == len(text) || next == ' '):
		default:
			continue
		}
		if s := strings.TrimSpace(text[start:end]); s != "" {
			out = append(out, s)
		}
		start = end
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

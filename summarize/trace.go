package summarize

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/session"
)

// Limits on the values Trace keeps.
const (
	// MaxValueRunes is the longest value kept.
	MaxValueRunes = 120
	// MaxFieldValues is the most values kept per field.
	MaxFieldValues = 10
)

// Trace returns the values of fields that the turns said, and how many it
// dropped. It holds a summary written by someone other than the extractive
// summarizer (a model) to the rule that a summary never states what no
// source turn said. A value is kept when one turn of the patient or a
// clinician (not the assistant: its questions are not findings) says it:
//
//   - Each comma-separated part of the value is made of the turn's own
//     words, in the order the turn says them, within one sentence, a few
//     words apart at most, with no negation between them ("膝盖疼" from
//     "膝盖有点疼", never from "膝盖不疼"); Chinese numerals and negations
//     never stand alone; a number must be one the turn says (in digits or
//     as a measurement, dose or duration the extractor read); and besides,
//     only whole names of concepts the turn mentions ("hypertension" for
//     "高血压"), units and a few function words ("the", "when").
//   - How the complaint is felt (character, onset, duration, frequency,
//     what worsens or eases it) and what is denied come from the patient's
//     turns only, as the extractive summarizer reads them.
//   - A value in a positive field (site, meds, related_events...) names no
//     concept the turn mentions only negated, only as someone else's (a
//     relative's) or only hypothetically; a value of "denies" names a
//     concept the turn negates.
//   - A value naming a concept the turn only hedges on ("好像发烧了") gets a
//     "?", as the extractive summarizer writes it.
//
// Fields other than those of FieldOrder are dropped, as are values with
// line breaks or control characters, values longer than MaxValueRunes,
// repeats, and values beyond MaxFieldValues in a field. analyze is the
// extractor the turns were read with. Trace is pure and deterministic; the
// result has only non-empty fields.
func Trace(fields map[string][]string, turns []session.Turn, analyze func(session.Turn) extract.Result) (map[string][]string, int) {
	onto, _ := ontology.Load()
	var sources []*source
	for _, t := range turns {
		if t.Speaker == session.Assistant {
			continue
		}
		src := newSource(t.Text, analyze(t), onto)
		src.patient = t.Speaker == session.Patient
		sources = append(sources, src)
	}
	known := map[string]bool{}
	for _, f := range FieldOrder {
		known[f] = true
	}
	out := map[string][]string{}
	dropped := 0
	for field, vs := range fields {
		if !known[field] {
			dropped += len(vs)
			continue
		}
		seen := map[string]bool{}
		for _, v := range vs {
			v, ok := cleanValue(v)
			if !ok || seen[v] || len(out[field]) >= MaxFieldValues {
				dropped++
				continue
			}
			// The first turn that says it, unless a later one says it
			// without the hedge the first put on it ("好像是头孢？" …
			// "吃了头孢"): the summarizer keeps the surer word.
			kept := ""
			for _, src := range sources {
				if feltFields[field] && !src.patient {
					continue
				}
				if k, ok := src.trace(field, v); ok && (kept == "" || k == v) {
					kept = k
					if k == v {
						break
					}
				}
			}
			if kept == "" || seen[kept] {
				dropped++
				continue
			}
			seen[v], seen[kept] = true, true
			out[field] = append(out[field], kept)
		}
	}
	return out, dropped
}

// cleanValue trims v and collapses its spaces; it refuses a value with a
// line break or a control character (it would forge a line of a prompt),
// an empty one, or one longer than MaxValueRunes.
func cleanValue(v string) (string, bool) {
	for _, r := range v {
		if r == utf8.RuneError || unicode.In(r, unicode.Zl, unicode.Zp) || unicode.IsControl(r) && r != '\t' {
			return "", false
		}
	}
	v = strings.Join(strings.Fields(v), " ")
	if v == "" || utf8.RuneCountInString(v) > MaxValueRunes {
		return "", false
	}
	return v, true
}

// unit is a word of text as Trace compares them: one Han character, or a
// Latin word or number, normalized (ontology.Normalize).
type unit struct {
	s        string
	han      bool
	sentence int
}

// source is one turn as Trace reads it.
type source struct {
	units   []unit
	at      map[string][]int // unit key -> positions in units
	numbers map[string]bool  // numbers the extractor read (from Chinese numerals too)
	names   [][]unit         // whole names of the concepts the turn mentions
	concept []conceptState   // per name: the concept's state in the turn
	patient bool             // the patient's turn: it may tell how the complaint is felt
}

// conceptState is how the turn speaks of a concept: the patient's own,
// affirmed (certainly or hedged), negated, or only someone else's or
// hypothetical.
type conceptState struct {
	affirmed, certain, negated bool
}

func newSource(text string, r extract.Result, onto *ontology.Lexicon) *source {
	s := &source{units: units(text, true), at: map[string][]int{}, numbers: map[string]bool{}}
	for i, u := range s.units {
		s.at[key(u)] = append(s.at[key(u)], i)
	}
	for _, m := range r.Measurements {
		for _, v := range m.Values {
			s.numbers[number(v)] = true
		}
	}
	// A measurement names its quantity even when the turn does not
	// ("151/96" is a blood pressure): it is a mention of it.
	mentions := r.Mentions
	for _, m := range r.Measurements {
		if m.ConceptID != "" && m.Mention < 0 {
			mentions = append(mentions, extract.Mention{ConceptID: m.ConceptID, Assertion: m.Assertion})
		}
	}
	for _, d := range r.Doses {
		if d.Value != 0 {
			s.numbers[number(d.Value)] = true
		}
	}
	for _, d := range r.Durations {
		s.numbers[number(d.N)] = true
	}
	states := map[string]conceptState{}
	var order []string
	names := map[string]map[string]bool{} // concept -> its names
	for _, m := range mentions {
		id := m.ConceptID
		if id == "" {
			id = "text:" + m.Text
		}
		st, ok := states[id]
		if !ok {
			order = append(order, id)
			names[id] = map[string]bool{}
		}
		switch {
		case !own(m.Assertion):
		case m.Assertion.Negated:
			st.negated = true
		default:
			st.affirmed = true
			st.certain = st.certain || !m.Assertion.Uncertain
		}
		states[id] = st
		if m.Text != "" {
			names[id][m.Text] = true
		}
		if onto == nil {
			continue
		}
		if c, ok := onto.Concept(m.ConceptID); ok {
			for _, n := range c.Names {
				names[id][n.Text] = true
			}
			for _, d := range c.Display {
				names[id][d] = true
			}
		}
	}
	for _, id := range order {
		for n := range names[id] {
			if us := units(n, false); len(us) > 0 {
				s.names = append(s.names, us)
				s.concept = append(s.concept, states[id])
			}
		}
	}
	return s
}

// trace reports whether the turn says v, a value of field, and returns it
// as kept (with a "?" added when the turn only hedges on what it names).
func (s *source) trace(field, v string) (string, bool) {
	core := strings.TrimRight(v, "?？ ")
	if core == "" {
		return "", false
	}
	for _, part := range strings.FieldsFunc(core, isPartSeparator) {
		if us := units(part, false); len(us) > 0 && !s.says(us) {
			return "", false
		}
	}
	named := s.named(units(core, false))
	denies := field == Denies
	// Hedged when every concept the value names that the turn affirms is
	// hedged: "头孢" names the class, said surely ("吃了头孢"), and the
	// allergen, doubted ("好像头孢过敏了？"); the drug taken is sure.
	hedged, sure, negated := false, false, false
	for _, st := range named {
		if !st.affirmed && !denies {
			return "", false // negated, a relative's or hypothetical only
		}
		hedged = hedged || st.affirmed && !st.certain
		sure = sure || st.affirmed && st.certain
		negated = negated || st.negated
	}
	hedged = hedged && !sure
	if denies {
		if !negated {
			return "", false
		}
		return v, true
	}
	if hedged && core == v {
		return v + "?", true
	}
	return v, true
}

// traces reports whether v, said as a value of field, traces to this turn
// unchanged or with the hedge Trace puts on it; an empty v does not.
func (s *source) traces(field, v string) bool {
	if strings.TrimSpace(v) == "" {
		return false
	}
	_, ok := s.trace(field, v)
	return ok
}

// named returns the states of the concepts whose names occur in us, a
// name inside a longer one not counted ("疼" in "腰疼" names low back pain,
// not pain).
func (s *source) named(us []unit) []conceptState {
	type occurrence struct{ name, from, to int }
	var occ []occurrence
	for i, n := range s.names {
		for j := 0; j+len(n) <= len(us); j++ {
			if matchAll(us[j:j+len(n)], n) {
				occ = append(occ, occurrence{i, j, j + len(n)})
			}
		}
	}
	var out []conceptState
	for _, o := range occ {
		inside := false
		for _, p := range occ {
			inside = inside || p.from <= o.from && o.to <= p.to && p.to-p.from > o.to-o.from
		}
		if !inside {
			out = append(out, s.concept[o.name])
		}
	}
	return out
}

// maxGap is the most units the turn may hold between two pieces of a
// value: "每天晚上睡前两只眼各滴一滴" gives "每天晚上 睡前 一滴".
const maxGap = 6

// says reports whether us (the units of one part of a value) is made of
// the turn's words, in order, as Trace describes.
func (s *source) says(us []unit) bool {
	type state struct{ i, last int }
	memo := map[state]bool{}
	var walk func(i, last int) bool
	walk = func(i, last int) bool {
		if i == len(us) {
			return true
		}
		st := state{i, last}
		if v, ok := memo[st]; ok {
			return v
		}
		memo[st] = false
		// A whole name of a concept the turn mentions, a unit, a function
		// word or a number the extractor read: said, wherever it is.
		for _, n := range s.names {
			if i+len(n) <= len(us) && matchAll(us[i:i+len(n)], n) && walk(i+len(n), last) {
				memo[st] = true
				return true
			}
		}
		if u := us[i]; !u.han && (functionWords[u.s] || unitWords[u.s] || s.numbers[u.s]) && walk(i+1, last) {
			memo[st] = true
			return true
		}
		// Or a run of the turn's own words, after the previous one.
		for _, pos := range s.candidates(us[i], last) {
			for k := 1; i+k <= len(us) && pos+k <= len(s.units) && match(us[i+k-1], s.units[pos+k-1]); k++ {
				if k == 1 && us[i].han && (numerals[us[i].s] || negations[us[i].s]) {
					continue // a lone 三 or 不 is no evidence
				}
				if walk(i+k, pos+k) {
					memo[st] = true
					return true
				}
			}
		}
		return false
	}
	return walk(0, -1)
}

// candidates returns where u may continue a value whose previous piece
// ended at last (-1: nowhere yet): any occurrence at first, then only
// within maxGap units of the same sentence with no negation between.
func (s *source) candidates(u unit, last int) []int {
	all := s.at[key(u)]
	if !u.han {
		// A Latin word may be said in another form ("climbing").
		all = nil
		for i, w := range s.units {
			if match(u, w) {
				all = append(all, i)
			}
		}
	}
	if last < 0 {
		return all
	}
	var out []int
	for _, pos := range all {
		if pos < last || pos-last > maxGap || s.units[pos].sentence != s.units[last-1].sentence {
			continue
		}
		clear := true
		for _, g := range s.units[last:pos] {
			clear = clear && !negations[g.s]
		}
		if clear {
			out = append(out, pos)
		}
	}
	return out
}

func matchAll(a, b []unit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !match(a[i], b[i]) {
			return false
		}
	}
	return true
}

// match compares two units: Han characters exactly, numbers by value,
// Latin words by their stem.
func match(a, b unit) bool {
	if a.han || b.han {
		return a.han == b.han && a.s == b.s
	}
	if a.s == b.s {
		return true
	}
	if na, err := strconv.ParseFloat(a.s, 64); err == nil {
		nb, err := strconv.ParseFloat(b.s, 64)
		return err == nil && na == nb
	}
	return stem(a.s) == stem(b.s)
}

func key(u unit) string {
	if u.han {
		return u.s
	}
	return "w:" + stem(u.s)
}

// stem strips the common English inflections, enough to read "climbing"
// as "climb" and "knees" as "knee".
func stem(w string) string {
	for _, suf := range []string{"ing", "ied", "ies", "ed", "es", "s"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = strings.TrimSuffix(w, suf)
			if suf == "ied" || suf == "ies" {
				w += "y"
			}
			return w
		}
	}
	return w
}

func number(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// units splits normalized text into units. With sentences, each unit
// carries the number of its sentence; without, every unit is of sentence 0.
func units(text string, sentences bool) []unit {
	rs := []rune(ontology.Normalize(text))
	var out []unit
	sentence := 0
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.Is(unicode.Han, r):
			out = append(out, unit{s: string(r), han: true, sentence: sentence})
			i++
		case unicode.IsDigit(r):
			j := i + 1
			for j < len(rs) && (unicode.IsDigit(rs[j]) || rs[j] == '.' && j+1 < len(rs) && unicode.IsDigit(rs[j+1])) {
				j++
			}
			out = append(out, unit{s: string(rs[i:j]), sentence: sentence})
			i = j
		case unicode.IsLetter(r):
			j := i + 1
			for j < len(rs) && isLatinLetter(rs[j]) || j+1 < len(rs) && rs[j] == '\'' && isLatinLetter(rs[j+1]) {
				j++
			}
			// "last year's check" says "last year": a possessive is its word.
			out = append(out, unit{s: strings.TrimSuffix(string(rs[i:j]), "'s"), sentence: sentence})
			i = j
		default:
			if sentences && isSentenceEnd(rs, i) {
				sentence++
			}
			i++
		}
	}
	return out
}

// isLatinLetter reports a letter of a word that is not Chinese.
func isLatinLetter(r rune) bool { return unicode.IsLetter(r) && !unicode.Is(unicode.Han, r) }

// isSentenceEnd reports whether rune i ends a sentence: a full stop,
// question or exclamation mark, or a line break; a period only before a
// space or the end, so that "7.8" stays whole.
func isSentenceEnd(rs []rune, i int) bool {
	switch rs[i] {
	case '。', '！', '!', '？', '?', '\n':
		return true
	case '.':
		return i+1 == len(rs) || unicode.IsSpace(rs[i+1])
	}
	return false
}

func isPartSeparator(r rune) bool {
	switch r {
	case ',', '，', '、', ';', '；':
		return true
	}
	return false
}

// functionWords may appear in a value without the turn saying them: they
// join what it said and state nothing. Negations are not among them.
var functionWords = map[string]bool{
	"a": true, "an": true, "the": true, "of": true, "in": true, "on": true, "at": true, "to": true, "with": true,
	"and": true, "or": true, "by": true, "for": true, "from": true, "during": true, "while": true, "when": true,
	"after": true, "before": true, "is": true, "are": true, "was": true, "were": true, "it": true, "its": true,
	"my": true, "per": true,
}

// unitWords are the units measurements and doses are written with.
var unitWords = map[string]bool{
	"mmhg": true, "mmol": true, "mol": true, "l": true, "dl": true, "mg": true, "g": true, "mcg": true, "μg": true, "micrograms": true,
	"ml": true, "kg": true, "bpm": true, "cm": true, "iu": true, "u": true, "min": true, "c": true,
}

// negations never stand alone in a value and never sit between two of its
// pieces; numerals never stand alone.
var (
	negations = map[string]bool{"不": true, "没": true, "无": true, "未": true, "别": true, "非": true, "否": true,
		"no": true, "not": true, "never": true, "without": true, "don't": true, "doesn't": true, "didn't": true,
		"isn't": true, "wasn't": true, "haven't": true, "hasn't": true, "can't": true, "won't": true}
	numerals = map[string]bool{"〇": true, "零": true, "一": true, "二": true, "两": true, "三": true, "四": true, "五": true,
		"六": true, "七": true, "八": true, "九": true, "十": true, "百": true, "千": true, "万": true, "半": true, "几": true}
)

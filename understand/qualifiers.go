package understand

import (
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Qualifiers of a measurement that are part of what it measures (issue
// 10): a fasting and a post-meal glucose are two series, as are a home and
// a clinic blood pressure, and a new reading replaces only the last of its
// own series (entity.Fact.Same).
var (
	timingWords = map[string][]string{
		// Before breakfast is after the night's fast; before lunch or
		// dinner is not fasting.
		"fasting": {"fasting", "fasted", "empty stomach", "before breakfast", "before i had breakfast", "before i ate breakfast", "早饭前", "早餐前", "空腹"},
		"post-meal": {"post-meal", "post meal", "postprandial", "after meals", "after a meal", "after meal", "after eating", "after i ate", "after food",
			"after breakfast", "after lunch", "after dinner", "after supper", "after tea", "after my breakfast", "after my lunch", "after my dinner", "餐后", "饭后"},
	}
	settingWords = map[string][]string{
		"home":   {"at home", "home reading", "home readings", "home monitor", "在家", "家里测", "家里量", "家测", "家量"},
		"clinic": {"in clinic", "in the clinic", "at the clinic", "at clinic", "clinic reading", "诊所", "诊室", "医院测", "医院量", "门诊测", "门诊量"},
	}
	// notQualifiers deny a qualifier ("I wasn't fasting", "非空腹"): a
	// qualifier word inside one does not count.
	notQualifiers = []string{"non-fasting", "nonfasting", "non fasting", "not fasting", "wasn't fasting", "weren't fasting",
		"was not fasting", "not fasted", "hadn't fasted", "had not fasted", "not on an empty stomach", "not at home", "not in clinic",
		"非空腹", "没空腹", "没有空腹", "不是空腹", "不空腹", "不在家"}
	// timedAnalytes are the analytes the lexicon has a concept for at a
	// timing: a fasting glucose is "fasting glucose" (LOINC 1558-6), as
	// "空腹血糖" already reads, not glucose with a note.
	timedAnalytes = map[string]map[string]string{
		"lab:glucose": {"fasting": "lab:fasting_glucose", "post-meal": "lab:postprandial_glucose"},
	}
	// timedConcepts carry their timing in their name.
	timedConcepts = map[string]bool{"lab:fasting_glucose": true, "lab:postprandial_glucose": true}
	// untimed is the analyte of a timed concept.
	untimed = map[string]string{"lab:fasting_glucose": "lab:glucose", "lab:postprandial_glucose": "lab:glucose"}
)

// sharedBefore reports whether another reading of ms's analyte lies
// between the analyte and ms ("在家量血压130/80，诊所测的150/95"): the words
// around the analyte are that reading's, and ms has only its own clause.
func sharedBefore(ms extract.Measurement, x extract.Result) bool {
	m := x.Mentions[ms.Mention]
	for _, o := range x.Measurements {
		if o.Span != ms.Span && o.Mention == ms.Mention && o.Span[0] >= m.Span[1] && o.Span[1] <= ms.Span[0] {
			return true
		}
	}
	return false
}

// qualify reads the timing and setting of measurement ms and applies them
// to s: a timing the lexicon composes with the analyte becomes the concept
// (glucose after meals is postprandial glucose), any other is an
// attribute, and so is the setting.
//
// A wrong qualifier would put the reading in another series and close that
// series' last value, so a qualifier is read only when it is plainly this
// reading's: in the clauses of its analyte and value, nearer to them than
// to any other mention or reading ("I take metformin after meals and my
// sugar was 7.8" says when the drug is taken), not denied ("not fasting"),
// and alone of its kind (home and clinic both: neither). A reading without
// a qualifier is a series of its own, never another one's.
func (r *Reader) qualify(s Statement, ms extract.Measurement, x extract.Result, tx text) Statement {
	lo, hi := ms.Span[0], ms.Span[1]
	if ms.Mention >= 0 && ms.Mention < len(x.Mentions) && !sharedBefore(ms, x) {
		m := x.Mentions[ms.Mention]
		lo, hi = min(lo, m.Span[0]), max(hi, m.Span[1])
	} else if m, ok := analyteNamedBefore(ms, x, tx); ok {
		// "我在家量血压，早上是150/95": the value said apart from its
		// analyte's name is qualified from there.
		lo = min(lo, m.Span[0])
	}
	if lo < 0 || hi > len(tx.runes) || lo >= hi {
		return s
	}
	// The clauses from the analyte's to the value's ("在家量的血压，130/80").
	cs, ce := lo, hi
	for cs > 0 && tx.clause[cs-1] == tx.clause[lo] {
		cs--
	}
	for ce < len(tx.runes) && tx.clause[ce] == tx.clause[hi-1] {
		ce++
	}
	// What else these clauses name competes for a qualifier; a clause
	// break already keeps the rest of the turn apart.
	var others [][2]int
	inside := func(sp [2]int) bool { return sp[0] < ce && cs < sp[1] }
	for i, m := range x.Mentions {
		if i != ms.Mention && m.Type != ontology.TypeBodySite && inside(m.Span) {
			others = append(others, m.Span)
		}
	}
	for _, o := range x.Measurements {
		if o.Span != ms.Span && inside(o.Span) {
			others = append(others, o.Span)
		}
	}
	denied := covered(tx, cs, ce, notQualifiers)
	if analyte := untimed[s.Concept]; analyte != "" && ms.Mention >= 0 && ms.Mention < len(x.Mentions) {
		// "非空腹血糖" holds the name "空腹血糖" but says the opposite: the
		// reading is a glucose, not a fasting one.
		for i := x.Mentions[ms.Mention].Span[0]; i < x.Mentions[ms.Mention].Span[1]; i++ {
			if denied[i] {
				s.Concept, s.Display = analyte, r.Display(analyte, "en")
				break
			}
		}
	}
	read := func(words map[string][]string) string {
		found := ""
		for v, ws := range words {
			if !qualifierNear(tx, cs, ce, ws, [2]int{lo, hi}, others, denied) {
				continue
			}
			if found != "" {
				return "" // two of a kind: which is this reading's is unsure
			}
			found = v
		}
		return found
	}
	if timing := read(timingWords); timing != "" && !timedConcepts[s.Concept] {
		if composed := timedAnalytes[s.Concept][timing]; composed != "" {
			s.Concept, s.Display = composed, r.Display(composed, "en")
		} else {
			s.Attributes[entity.TimingAttribute] = timing
		}
	}
	if setting := read(settingWords); setting != "" {
		s.Attributes[entity.SettingAttribute] = setting
	}
	return s
}

// qualifierNear reports whether one of words occurs in runes [cs, ce) of
// tx, outside the denied runes, at least as near to the reading's span as
// to every other span.
func qualifierNear(tx text, cs, ce int, words []string, reading [2]int, others [][2]int, denied map[int]bool) bool {
	for _, w := range words {
		for _, at := range occurrences(tx, cs, ce, w) {
			if denied[at[0]] {
				continue
			}
			d := gap(at, reading)
			near := true
			for _, o := range others {
				// A qualifier the lexicon also names ("空腹" is fasting
				// glucose) is not another mention's for being one itself.
				if gap(at, o) < d && !(o[0] < at[1] && at[0] < o[1]) {
					near = false
					break
				}
			}
			if near {
				return true
			}
		}
	}
	return false
}

// covered returns the runes of [cs, ce) inside any of phrases.
func covered(tx text, cs, ce int, phrases []string) map[int]bool {
	out := map[int]bool{}
	for _, p := range phrases {
		for _, at := range occurrences(tx, cs, ce, p) {
			for i := at[0]; i < at[1]; i++ {
				out[i] = true
			}
		}
	}
	return out
}

// occurrences returns the rune spans of w as a whole word (see hasWord)
// in runes [cs, ce) of tx.
func occurrences(tx text, cs, ce int, w string) [][2]int {
	wr := []rune(w)
	var out [][2]int
	for i := cs; i+len(wr) <= ce; i++ {
		if tx.between(i, i+len(wr)) != w {
			continue
		}
		e := i + len(wr)
		if isLatinRune(wr[0]) && i > 0 && isLatinRune(tx.runes[i-1]) ||
			isLatinRune(wr[len(wr)-1]) && e < len(tx.runes) && isLatinRune(tx.runes[e]) {
			continue
		}
		out = append(out, [2]int{i, e})
	}
	return out
}

// gap is the number of runes between two spans, 0 when they touch or
// overlap.
func gap(a, b [2]int) int {
	switch {
	case a[1] <= b[0]:
		return b[0] - a[1]
	case b[1] <= a[0]:
		return a[0] - b[1]
	}
	return 0
}

// analyteNamedBefore returns the last mention of a reading's analyte
// earlier in its sentence, for a value the extraction did not tie to it,
// when no other reading comes between.
func analyteNamedBefore(ms extract.Measurement, x extract.Result, tx text) (extract.Mention, bool) {
	if ms.Mention >= 0 || ms.ConceptID == "" || ms.Span[0] <= 0 || ms.Span[0] > len(tx.runes) {
		return extract.Mention{}, false
	}
	start := tx.sentenceStart(ms.Span[0])
	found, ok := extract.Mention{}, false
	for _, m := range x.Mentions {
		if m.ConceptID == ms.ConceptID && m.Span[0] >= start && m.Span[1] <= ms.Span[0] {
			found, ok = m, true
		}
	}
	for _, o := range x.Measurements {
		if ok && o.Span != ms.Span && o.Span[0] >= found.Span[1] && o.Span[1] <= ms.Span[0] {
			return extract.Mention{}, false
		}
	}
	return found, ok
}

package understand

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A turn may give a quantity twice: as it was and as it is now ("Temp was
// 38.4 last night, this morning 37.2", "My sugar was 7.8 yesterday and 6.5
// today"), or as it was read and as the speaker corrects it ("Scale says
// 82 kg. Actually hang on, I've still got my boots on, call it 80"). The
// extractor ties only the first value to the quantity's word, and a record
// that kept it would hold last night's fever, or a weight the speaker took
// back, as the reading of now. The second value is read only where nothing
// but words of time stand between the two (or a correction's own words,
// with no other number between), and only when it is of the first's size,
// so a count or another quantity said after it is not taken for it.

// readEarlierWords date the first reading to a time gone by.
var readEarlierWords = []string{"last night", "yesterday", "earlier", "overnight", "the other day", "at first", "昨晚", "昨天", "昨儿", "前天",
	"夜里", "半夜", "刚开始", "一开始",
	// A result told with the one before it: "Your CRP was 38 when you
	// left, the repeat today is 6" (s51 blind round 20 en01).
	"last week", "last month", "last time", "when you left", "on admission", "previously", "上次", "上回", "之前", "出院时", "出院的时候",
	"入院时", "上周", "上个月"}

// repeatWords date the second value as a result taken again: the grammar
// says it is the same quantity, whatever its size (a CRP of 38, then 6).
var repeatWords = []string{"the repeat today", "the repeat", "repeat today", "this time", "这次", "这回", "复查", "今次", "呢次"}

// laterThanBefore is the second reading of the sentence, dated later: the
// value after its time (", this morning 37.2") or before it (", 37.2 this
// morning"), after a comma or "and".
var laterThanBefore = regexp.MustCompile(`^\s*(?:,|，|、|and|then|but)\s*(?:(?:and|then|but|by)\s+)?` +
	`(?:(this morning|this afternoon|this evening|today|tonight|now|just now|the repeat today|the repeat|repeat today|this time|今天早上|今天上午|今天下午|今早|今天|现在|刚才|早上|这次|这回|复查|今次|呢次)\s*(?:(?:it's|it is|it was|its|was|is|it|了|是|就|系|係)\s*)*)?` +
	`(?:(?:it's|it is|its)\s+)?` +
	`([0-9]+(?:\.[0-9]+)?)(?:\s*(?:°c|°f|度|degrees|kg|kgs|kilos|mmol/l|mmol))?` +
	`(?:\s*(this morning|this afternoon|this evening|today|tonight|now))?`)

// correctedTo is a value the speaker sets in place of the one said: "call
// it 80", "make it 81".
var correctedTo = regexp.MustCompile(`\b(?:call it|make it|more like|let's say)\s+([0-9]+(?:\.[0-9]+)?)\b`)

// numberIn finds any number.
var numberIn = regexp.MustCompile(`[0-9]`)

// readingsOfNow sets each reading of the patient's that the turn gives
// again later, or corrects, to the value of now: the patient's own, or the
// result a clinician tells.
func readingsOfNow(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Observation || s.Negated || s.Hypothetical || s.Experiencer != extract.Patient || s.Attributes["value"] == "" || strings.Contains(s.Attributes["value"], "/") {
			continue
		}
		if v := readingOfNow(x, tx, s); v != "" {
			// "Your HbA1c was 71 in January and it's 54 now": the first,
			// told as past, gives way to the one of now.
			s.Historical = false
			st[i] = withReadingNow(s, v)
		}
	}
	return st
}

// readingOfNow returns the later or corrected value of the reading s, or "".
func readingOfNow(x extract.Result, tx text, s Statement) string {
	first, err := strconv.ParseFloat(s.Attributes["value"], 64)
	if err != nil {
		return ""
	}
	for _, ms := range x.Measurements {
		if ms.ConceptID != s.Concept || len(ms.Values) != 1 || ms.Values[0] != first || ms.Span[1] > len(tx.runes) || ms.Span[0] <= 0 {
			continue
		}
		if v, ok, repeat := laterInSentence(tx, ms); ok && (repeat || sameSize(first, v, 1.5)) {
			return strconv.FormatFloat(v, 'f', -1, 64)
		}
		if v, ok := saidNowLater(x, tx, ms); ok && sameSize(first, v, 3) {
			return strconv.FormatFloat(v, 'f', -1, 64)
		}
		if v, ok := correctedLater(x, tx, ms); ok && sameSize(first, v, 1.25) {
			return strconv.FormatFloat(v, 'f', -1, 64)
		}
		return ""
	}
	return ""
}

// laterInSentence returns the value the sentence gives after the reading
// ms, dated later, when the reading itself is dated earlier, and whether
// it was dated as a repeat (see repeatWords).
func laterInSentence(tx text, ms extract.Measurement) (float64, bool, bool) {
	start, end := tx.bounds(tx.sent, ms.Span[0])
	rest := tx.between(ms.Span[1], end)
	// "38.4 last night, 37.2 this morning": the earlier time right after the value.
	dated := containsAny(tx.between(start, ms.Span[0]), readEarlierWords)
	for _, w := range readEarlierWords {
		if t := strings.TrimLeft(rest, " "); strings.HasPrefix(t, w) {
			rest, dated = t[len(w):], true
			break
		}
	}
	g := laterThanBefore.FindStringSubmatch(rest)
	if !dated || g == nil || g[1] == "" && g[3] == "" {
		return 0, false, false
	}
	v, err := strconv.ParseFloat(g[2], 64)
	return v, err == nil, slices.Contains(repeatWords, g[1])
}

// correctedLater returns the value a later correction in the turn sets the
// reading ms to, when no other number and no other quantity stands between.
func correctedLater(x extract.Result, tx text, ms extract.Measurement) (float64, bool) {
	rest := tx.from(ms.Span[1])
	loc := correctedTo.FindStringSubmatchIndex(rest)
	if loc == nil || numberIn.MatchString(rest[:loc[2]]) {
		return 0, false
	}
	if quantityNamedBetween(x, ms.Span[1], ms.Span[1]+len([]rune(rest[:loc[2]]))) {
		return 0, false
	}
	after := strings.TrimLeft(rest[loc[3]:], " ")
	if after != "" && strings.ContainsAny(after[:1], "%") {
		return 0, false
	}
	v, err := strconv.ParseFloat(rest[loc[2]:loc[3]], 64)
	return v, err == nil
}

// sameSize reports whether b is within a factor of a: a reading of the
// same quantity, not a count or another quantity said after it.
func sameSize(a, b, factor float64) bool {
	return a > 0 && b > 0 && b <= a*factor && a <= b*factor
}

// nowItIs and itIsNow give a value as the one of now, with its copula:
// "… and now it's 8.1", "… and it's 54 now" (change dev en-z1-057,
// en-z1-058). Said so, the value is the same quantity's now, whatever was
// said between, if it holds no number; within a factor of three of the
// first, so a count or a dose is not taken for it.
var (
	nowItIs     = regexp.MustCompile(`^[^0-9]{0,60}?\b(?:now|today|this morning|this evening|tonight)\s*,?\s*(?:it's|it is|its|it was|it's come down to|it's down to|it's gone down to|it's up to|it's gone up to)\s+([0-9]+(?:\.[0-9]+)?)\b`)
	itIsNow     = regexp.MustCompile(`^[^0-9]{0,60}?\b(?:and|but)\s+(?:it's|it is|its)\s+(?:come down to\s+|down to\s+|gone down to\s+|up to\s+)?([0-9]+(?:\.[0-9]+)?)\s*(?:%|mmol/l|mmol/mol|mg/dl|kg|kgs|kilos)?\s*(?:now|today|this morning)\b`)
	notAReading = regexp.MustCompile(`^\s*(?:tablets?|pills?|puffs?|capsules?|units?|times|doses?|days?|weeks?|hours?|months?|years?|o'clock|am|pm)\b`)
)

// saidNowLater returns the value the rest of ms's sentence gives as now
// (see nowItIs), when no other quantity is named between.
func saidNowLater(x extract.Result, tx text, ms extract.Measurement) (float64, bool) {
	_, end := tx.bounds(tx.sent, ms.Span[0])
	rest := tx.between(ms.Span[1], end)
	for _, re := range []*regexp.Regexp{nowItIs, itIsNow} {
		loc := re.FindStringSubmatchIndex(rest)
		if loc == nil || notAReading.MatchString(rest[loc[3]:]) {
			continue
		}
		if quantityNamedBetween(x, ms.Span[1], ms.Span[1]+len([]rune(rest[:loc[2]]))) {
			return 0, false
		}
		v, err := strconv.ParseFloat(rest[loc[2]:loc[3]], 64)
		return v, err == nil
	}
	return 0, false
}

// quantityNamedBetween reports whether a vital sign or a lab is named from
// rune offset from up to to: a value said after it is that quantity's.
func quantityNamedBetween(x extract.Result, from, to int) bool {
	for _, n := range x.Mentions {
		if n.Span[0] >= from && n.Span[0] < to && (n.Type == ontology.TypeVital || n.Type == ontology.TypeLab) {
			return true
		}
	}
	return false
}

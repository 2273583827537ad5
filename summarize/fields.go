package summarize

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Field names of session.Summary.Fields, in the order they are rendered.
const (
	Site          = "site"
	Character     = "character"
	Onset         = "onset"
	Duration      = "duration"
	Frequency     = "frequency"
	Aggravating   = "aggravating"
	Relieving     = "relieving"
	RelatedEvents = "related_events"
	Measurements  = "measurements"
	Meds          = "meds"
	// Denies holds what the patient said they do not have or take
	// ("没有发烧", "no chest pain"); negated mentions never reach the
	// positive fields.
	Denies = "denies"
)

// feltFields are told by the patient alone: how the complaint is felt, and
// what they deny (see addTurn).
var feltFields = map[string]bool{Character: true, Onset: true, Duration: true, Frequency: true, Aggravating: true, Relieving: true, Denies: true}

// FieldOrder lists every field in rendering order.
var FieldOrder = []string{Site, Character, Onset, Duration, Frequency, Aggravating, Relieving, RelatedEvents, Measurements, Meds, Denies}

// Trigger words. Longer entries come first where one holds another, since
// the scan takes the first entry that matches at a position.
var (
	characterWords = []string{
		"刺痛", "胀痛", "钝痛", "隐痛", "绞痛", "跳痛", "酸痛", "灼痛", "闷痛", "抽痛", "烧灼感", "针扎样", "压榨样", "撕裂样", "放射痛",
		"sharp", "dull", "burning", "throbbing", "stabbing", "aching", "cramping", "shooting", "squeezing", "tingling", "pressure-like",
	}
	frequencyWords = []string{
		"每天晚上", "每天早上", "每天", "每晚", "每周", "天天", "经常", "总是", "老是", "偶尔", "有时候", "有时", "反复", "时不时", "一阵一阵",
		"every night", "every morning", "every day", "every week", "all the time", "on and off", "comes and goes",
		"daily", "nightly", "often", "always", "sometimes", "occasionally", "constantly", "frequently",
	}
	aggravatingWords = []string{
		"加重", "加剧", "更疼", "更痛", "更厉害", "更严重", "更难受", "严重了", "厉害了",
		"worse", "worsens", "worsened", "aggravated by", "flares up",
	}
	relievingWords = []string{
		"缓解", "好一点", "好一些", "好些", "好多了", "减轻", "轻一点", "舒服一点", "舒服些", "好转",
		"better", "relieved by", "relieves", "eases", "improves", "improved", "helps", "helped",
	}
)

// dayPrefixes make a word of the 天 after them ("今天", "三天"), so a 天天
// starting on that 天 straddles two words.
const dayPrefixes = "今昨明前后当每白半几两一二三四五六七八九十整"

// Fillers trimmed from the ends of a Chinese factor phrase.
const zhFillers = "我就又都还也在会得了的着，,一每次"

// zhMarkers end a Chinese circumstance phrase ("爬山后", "走路时").
var zhMarkers = []string{"的时候", "以后", "之后", "后", "时"}

// enConnectives start an English factor after its trigger ("worse when I
// climb stairs").
var enConnectives = []string{"when", "after", "with", "if", "during", "on", "while", "at"}

// fields collects the values of one summary, each field deduplicated and in
// order of mention.
type fields struct {
	lang string
	vals map[string][]string
	seen map[string]bool
	onto *ontology.Lexicon // nil if the ontology failed to load
}

func newFields(lang string) *fields {
	onto, _ := ontology.Load()
	return &fields{lang: lang, vals: map[string][]string{}, seen: map[string]bool{}, onto: onto}
}

func (f *fields) add(field, v string) {
	v = strings.TrimSpace(v)
	if v == "" || f.seen[field+"\x00"+v] {
		return
	}
	f.seen[field+"\x00"+v] = true
	f.vals[field] = append(f.vals[field], v)
}

// values returns the non-empty fields.
func (f *fields) values() map[string][]string {
	out := make(map[string][]string, len(f.vals))
	for k, v := range f.vals {
		if len(v) > 0 {
			out[k] = v
		}
	}
	return out
}

func (f *fields) display(id, lang string) string {
	if f.onto == nil {
		return ""
	}
	c, ok := f.onto.Concept(id)
	if !ok {
		return ""
	}
	if d := c.Display[lang]; d != "" {
		return d
	}
	return c.Display["en"]
}

// own reports whether an assertion is the patient's own, actual statement.
func own(a extract.Assertion) bool {
	return !a.Hypothetical && (a.Experiencer == "" || a.Experiencer == extract.Patient)
}

func overlaps(a, b [2]int) bool { return a[0] < b[1] && b[0] < a[1] }

// addTurn adds what one turn says about the topic and returns the turn's
// surface name of the topic ("膝盖疼"), or "" if it does not name it.
//
// Only the patient tells how the complaint is felt: what they deny, its
// character, when it began, how long and how often, what makes it worse or
// better. A clinician's turn gives sites, findings, drugs and readings, but
// its negations are plans or examination ("I don't think you need
// antibiotics" is no denial of the patient's) and its "better" and "worse"
// explain or safety-net ("if your symptoms haven't got better in three to
// four days").
func (f *fields) addTurn(text string, r extract.Result, topic string, patient bool) string {
	runes := []rune(text)
	clauses := clauseOf(runes)
	// Mentions inside a dose or a value ("mg" in "200mg") are artifacts.
	var quantities [][2]int
	for _, d := range r.Doses {
		quantities = append(quantities, d.Span)
	}
	for _, m := range r.Measurements {
		quantities = append(quantities, m.Span)
	}
	keep := make([]bool, len(r.Mentions))
	for i, m := range r.Mentions {
		keep[i] = own(m.Assertion) && m.Type != "allergy_word"
		for _, q := range quantities {
			if overlaps(m.Span, q) {
				keep[i] = false
			}
		}
	}
	label := ""
	findingClause := map[int]bool{} // clauses with a positive symptom, condition or body site
	// A site is the topic's where its clause tells the topic's finding or
	// no finding at all ("My right hand."), not where it tells another
	// one: "feeling very tired, and then I get pins and needles in my
	// hands" gives the fatigue no site.
	var sites []int
	topicClause, otherClause := map[int]bool{}, map[int]bool{}
	asked := questionRunes(runes)
	for i, m := range r.Mentions {
		if !keep[i] || asked[m.Span[0]] {
			// What a question names ("有没有胸口疼、头晕？", "do I need
			// insulin?") was asked, not said: the answer tells.
			continue
		}
		if m.Assertion.Negated {
			switch m.Type {
			case ontology.TypeSymptom, ontology.TypeCondition, ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen:
				if patient {
					f.add(Denies, m.Text)
				}
			}
			continue
		}
		v := m.Text
		if m.Assertion.Uncertain {
			v += "?"
		}
		if label == "" && m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition && m.Type != ontology.TypeBodySite &&
			sameTopic(f.mentionTopic(r.Mentions, keep, i, clauses), topic) {
			label = f.display(m.ConceptID, f.lang)
		}
		switch m.Type {
		case ontology.TypeBodySite:
			findingClause[clauses[m.Span[0]]] = true
			sites = append(sites, i)
		case ontology.TypeDrug, ontology.TypeDrugClass:
			for _, d := range r.Doses {
				if d.Mention == i {
					v += " " + d.Text
				}
			}
			f.add(Meds, v)
		case ontology.TypeSymptom, ontology.TypeCondition:
			findingClause[clauses[m.Span[0]]] = true
			site := nearestSite(r.Mentions, keep, i, clauses)
			name := m.Text
			if site >= 0 && !strings.Contains(name, r.Mentions[site].Text) {
				name = joinWords(r.Mentions[site].Text, name)
			}
			if sameTopic(f.mentionTopic(r.Mentions, keep, i, clauses), topic) {
				topicClause[clauses[m.Span[0]]] = true
				if label == "" {
					label = name
				}
				continue
			}
			otherClause[clauses[m.Span[0]]] = true
			if m.Assertion.Uncertain {
				name += "?"
			}
			f.add(RelatedEvents, name)
		}
	}
	for _, i := range sites {
		if c := clauses[r.Mentions[i].Span[0]]; topicClause[c] || !otherClause[c] {
			v := r.Mentions[i].Text
			if r.Mentions[i].Assertion.Uncertain {
				v += "?"
			}
			f.add(Site, v)
		}
	}
	for _, m := range r.Measurements {
		if m.Assertion.Negated || !own(m.Assertion) || len(m.Values) == 0 {
			continue
		}
		f.add(Measurements, f.measurement(m))
	}
	if !patient {
		return label
	}
	// A time or a length of time describes the complaint when it is said
	// in its clause ("昨晚膝盖开始疼", "疼了三天", "my knee has hurt for
	// three days").
	for _, d := range r.Durations {
		if findingClause[clauses[d.Span[0]]] {
			f.add(Duration, d.Text)
		}
	}
	for _, t := range r.Times {
		if findingClause[clauses[t.Span[0]]] {
			f.add(Onset, t.Text)
		}
	}
	// Words are looked for in text that is not a dose ("twice a day" is the
	// drug's frequency, not the symptom's).
	var avoid [][2]int
	for _, d := range r.Doses {
		avoid = append(avoid, d.Span)
	}
	lower := []rune(strings.ToLower(text))
	if len(lower) != len(runes) {
		lower = runes
	}
	for _, w := range scanWords(lower, characterWords, avoid) {
		f.add(Character, string(runes[w[0]:w[1]]))
	}
	for _, w := range scanWords(lower, frequencyWords, avoid) {
		f.add(Frequency, string(runes[w[0]:w[1]]))
	}
	bounds := spansOf(r, keep)
	// A factor is the words around "worse" or "better", which may tell of
	// someone else ("my dad's kidney test came back worse"): it is kept
	// only as Trace would keep it from this turn.
	var src *source // built once, for a turn with a factor word
	for _, field := range []struct {
		name  string
		words []string
	}{{Aggravating, aggravatingWords}, {Relieving, relievingWords}} {
		for _, w := range scanWords(lower, field.words, avoid) {
			if negatedAt(lower, w[0]) {
				continue
			}
			if src == nil {
				src = newSource(text, r, f.onto)
			}
			if v := factor(runes, lower, clauses, w, bounds); src.traces(field.name, v) {
				f.add(field.name, v)
			}
		}
	}
	return label
}

// measurement renders a value with its quantity: "blood pressure 150/100
// mmHg", "血压 150/100 mmHg".
func (f *fields) measurement(m extract.Measurement) string {
	name := f.display(m.ConceptID, f.lang)
	if name == "" {
		name = m.ConceptID
	}
	vs := make([]string, len(m.Values))
	for i, v := range m.Values {
		vs[i] = strconv.FormatFloat(v, 'f', -1, 64)
	}
	s := strings.Join(vs, "/")
	if m.Unit != "" {
		s += " " + m.Unit
	}
	if name == "" {
		return s
	}
	return name + " " + s
}

// mentionTopic is the topic tag the pipeline gives a mention (memory's
// topics): its English display, lower-cased, with the nearby body site
// before a symptom ("knee pain").
func (f *fields) mentionTopic(ms []extract.Mention, keep []bool, i int, clauses []int) string {
	t := f.display(ms[i].ConceptID, "en")
	if t == "" {
		return ""
	}
	if ms[i].Type == ontology.TypeSymptom {
		if s := nearestSite(ms, keep, i, clauses); s >= 0 {
			if site := f.display(ms[s].ConceptID, "en"); site != "" && !strings.Contains(t, site) {
				t = site + " " + t
			}
		}
	}
	return strings.ToLower(t)
}

// nearestSite returns the index of the body site mentioned within six runes
// of mention i in its clause, or -1.
func nearestSite(ms []extract.Mention, keep []bool, i int, clauses []int) int {
	best, dist := -1, 1<<30
	for j, m := range ms {
		if m.Type != ontology.TypeBodySite || j == i || !keep[j] || clauses[m.Span[0]] != clauses[ms[i].Span[0]] {
			continue // "发烧，嘴里也烂了": the mouth is not where the fever is
		}
		d := m.Span[0] - ms[i].Span[1]
		if d < 0 {
			d = ms[i].Span[0] - m.Span[1]
		}
		if m.SingleHan() && d > 1 {
			continue // "低头…酸痛": the 头 of 低头 is no site
		}
		if d < dist && d <= 6 {
			best, dist = j, d
		}
	}
	return best
}

// clauseOf numbers the clauses of text: clause[i] is the clause of rune i
// (and clause[len] the last one). A clause ends at a comma, semicolon,
// sentence end or line break; a period ends one only before a space or the
// end, so that "7.8" stays whole.
func clauseOf(runes []rune) []int {
	out := make([]int, len(runes)+1)
	n := 0
	for i := range runes {
		out[i] = n
		if isClauseEnd(runes, i) {
			n++
		}
	}
	out[len(runes)] = n
	return out
}

// questionRunes marks the runes of the sentences that end in a question
// mark.
func questionRunes(runes []rune) []bool {
	out := make([]bool, len(runes)+1)
	start := 0
	for i, r := range runes {
		if !isSentenceEnd(runes, i) {
			continue
		}
		if r == '？' || r == '?' {
			for k := start; k <= i; k++ {
				out[k] = true
			}
		}
		start = i + 1
	}
	return out
}

func isClauseEnd(runes []rune, i int) bool {
	switch runes[i] {
	case '，', ',', '。', '；', ';', '！', '!', '？', '?', '\n', '、':
		return true
	case '.':
		return i+1 == len(runes) || unicode.IsSpace(runes[i+1])
	}
	return false
}

// scanWords finds the words of list in lower (lower-cased text), leftmost
// first, the first listed word winning at a position, skipping any that
// overlap avoid. ASCII words must stand alone (not inside a longer word).
func scanWords(lower []rune, list []string, avoid [][2]int) [][2]int {
	var out [][2]int
	for i := 0; i < len(lower); {
		matched := 0
		for _, w := range list {
			wr := []rune(w)
			if i+len(wr) > len(lower) || string(lower[i:i+len(wr)]) != w {
				continue
			}
			if isASCIIWord(wr) && (i > 0 && isWordRune(lower[i-1]) || i+len(wr) < len(lower) && isWordRune(lower[i+len(wr)])) {
				continue
			}
			if w == "天天" && i > 0 && strings.ContainsRune(dayPrefixes, lower[i-1]) {
				continue // "今天天气": 今天 + 天气, not 天天
			}
			span := [2]int{i, i + len(wr)}
			clear := true
			for _, a := range avoid {
				if overlaps(span, a) {
					clear = false
				}
			}
			if clear {
				out = append(out, span)
			}
			matched = len(wr)
			break
		}
		if matched > 0 {
			i += matched
		} else {
			i++
		}
	}
	return out
}

func isASCIIWord(w []rune) bool { return len(w) > 0 && w[0] < unicode.MaxASCII }

func isWordRune(r rune) bool {
	return r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// negatedAt reports whether the trigger at i is negated ("没有加重", "not
// worse", "no better").
func negatedAt(lower []rune, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		switch lower[k] {
		case '没', '不', '未', '无':
			return true
		}
	}
	before := strings.TrimSpace(string(lower[max(0, i-8):i]))
	for _, n := range []string{"not", "no", "n't", "never"} {
		if strings.HasSuffix(before, " "+n) || before == n || strings.HasSuffix(before, n) && n == "n't" {
			return true
		}
	}
	return false
}

// phraseBounds are the spans that may bound a Chinese factor phrase:
// findings (body sites, symptoms, conditions; not drugs, since "吃了布洛芬以后"
// is itself the factor) and times (times and durations).
type phraseBounds struct{ findings, times [][2]int }

func spansOf(r extract.Result, keep []bool) phraseBounds {
	var b phraseBounds
	for i, m := range r.Mentions {
		if !keep[i] {
			continue
		}
		switch m.Type {
		case ontology.TypeBodySite, ontology.TypeSymptom, ontology.TypeCondition:
			b.findings = append(b.findings, m.Span)
		}
	}
	for _, t := range r.Times {
		b.times = append(b.times, t.Span)
	}
	for _, d := range r.Durations {
		b.times = append(b.times, d.Span)
	}
	return b
}

// factor returns the circumstance a trigger word is said with, in the
// trigger's clause: in English the phrase after it that starts with a
// connective ("when I climb stairs") or else the clause before it
// ("ibuprofen" in "ibuprofen helps"); in Chinese the phrase before it that
// ends with 后 or 时 ("爬山后"), or else the words before the first finding
// ("下雨天" in "下雨天膝盖更疼"). It returns "" when nothing is left.
func factor(runes, lower []rune, clauses []int, w [2]int, bounds phraseBounds) string {
	c := clauses[w[0]]
	start, end := w[0], w[1]
	for start > 0 && clauses[start-1] == c {
		start--
	}
	for end < len(runes) && clauses[end] == c && !isClauseEnd(runes, end) {
		end++
	}
	if isASCIIWord(lower[w[0]:w[1]]) {
		return enFactor(runes, lower, start, w, end)
	}
	// A marker that ends a phrase before the trigger.
	for m := w[0]; m > start; m-- {
		for _, mk := range zhMarkers {
			mr := []rune(mk)
			if m-len(mr) < start || string(runes[m-len(mr):m]) != mk {
				continue
			}
			from := start
			for _, b := range append(bounds.findings, bounds.times...) {
				if b[1] <= m-len(mr) && b[1] > from && b[0] >= start {
					from = b[1]
				}
			}
			if s := trimZh(string(runes[from:m])); s != "" && s != mk {
				return s
			}
		}
	}
	// The words before the clause's first finding or site, after any time.
	first := w[0]
	for _, b := range bounds.findings {
		if b[0] >= start && b[0] < first {
			first = b[0]
		}
	}
	from := start
	for _, b := range bounds.times {
		if b[0] >= start && b[1] <= first && b[1] > from {
			from = b[1]
		}
	}
	return trimZh(string(runes[from:first]))
}

func trimZh(s string) string {
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), zhFillers))
}

func enFactor(runes, lower []rune, start int, w [2]int, end int) string {
	after := strings.TrimSpace(string(runes[w[1]:end]))
	lowAfter := strings.ToLower(after)
	for _, cn := range enConnectives {
		if strings.HasPrefix(lowAfter, cn+" ") {
			return cutAtConjunction(after)
		}
	}
	if strings.HasSuffix(string(lower[w[0]:w[1]]), " by") && after != "" {
		return cutAtConjunction(after)
	}
	before := strings.TrimSpace(string(runes[start:w[0]]))
	lowBefore := strings.ToLower(before)
	for _, tail := range []string{"makes it", "made it", "make it", "it gets", "it got", "gets", "got", "it's", "it is", "is", "was", "feels", "felt"} {
		if strings.HasSuffix(lowBefore, " "+tail) || lowBefore == tail {
			before = strings.TrimSpace(before[:len(before)-len(tail)])
			lowBefore = strings.ToLower(before)
			break
		}
	}
	for _, lead := range []string{"and ", "but ", "so "} {
		if strings.HasPrefix(lowBefore, lead) {
			before = strings.TrimSpace(before[len(lead):])
			lowBefore = strings.ToLower(before)
		}
	}
	if lowBefore == "it" || lowBefore == "i" || lowBefore == "the pain" {
		return ""
	}
	return before
}

// cutAtConjunction keeps a phrase up to the next " and " or " but ".
func cutAtConjunction(s string) string {
	low := strings.ToLower(s)
	cut := len(s)
	for _, c := range []string{" and ", " but "} {
		if i := strings.Index(low, c); i >= 0 && i < cut {
			cut = i
		}
	}
	return strings.TrimSpace(s[:cut])
}

// joinWords puts a site before a finding: with a space between Latin words
// ("ankles swelling"), without one in Chinese ("膝盖疼").
func joinWords(a, b string) string {
	if a != "" && b != "" && isLatinRune(lastRune(a)) && isLatinRune([]rune(b)[0]) {
		return a + " " + b
	}
	return a + b
}

func lastRune(s string) rune { rs := []rune(s); return rs[len(rs)-1] }

func isLatinRune(r rune) bool { return r < 0x2E80 && unicode.IsLetter(r) }

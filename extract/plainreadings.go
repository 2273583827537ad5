package extract

import (
	"strings"
)

// Readings the linker in measurements does not reach, each only where the
// words make the quantity plain and the value is one it can read:
//
//   - a body temperature after a fever or a temperature word, a clause
//     later in the sentence: "I checked my temp, it was 102.2", "a fever of
//     38.9", "发烧38.6";
//   - an oxygen saturation after "sats", "oxygen", "O2": "your sats are 95
//     percent", "oxygen's ninety-six";
//   - a heart rate or saturation said as a bare Chinese numeral after its
//     word: "心率七十二", "血氧九十一";
//   - a Chinese blood pressure said as two numbers, "一百三十二，八十五",
//     "132、84": a reading when 血压 stands just before it; elsewhere a pair
//     without a quantity, which the reader ties to a blood pressure only
//     when one was just asked about;
//   - a fasting sugar after "fasting": "fasting 126 this morning".
//
// A value said of someone else, as a bound or a target, or in a list of
// values (which of them is meant is unsure) is left out.

// boundBefore33, right before a value, make it a bound, a target or a
// threshold rather than a reading.
var boundBefore33 = []string{"below", "under", "over", "above", "than", "target", "goal", "aim", "at least", "up to 1", "if", "when",
	"以下", "以上", "超过", "低于", "高于", "不到", "控制在", "控制到", "目标", "要在", "保持在", "大于", "小于"}

// boundAfter33, right after a value, make it a bound.
var boundAfter33 = []string{"以下", "以上", "以内", "之内", "或以上", "or under", "or below", "or less", "or more", "or above", "or over", "and under",
	"and over", "and above", "and below"}

// plainReadings adds to out the readings described above.
func (q *quantities) plainReadings(nt normText, spans []span, terms []Term, ctx *contextInfo, ms []Mention, out []Measurement) []Measurement {
	r := plainReadings{q: q, nt: nt, text: nt.runes, spans: spans, terms: terms, ctx: ctx, ms: ms, out: out}
	r.temperatures()
	r.saturations()
	r.zhBareRates()
	r.zhPressurePairs()
	r.fasting()
	r.fastingAfter() // "128 fasting" (fastingafter.go)
	r.zhAfterMeals()
	r.zhSugars()
	r.zhSugarsApprox()
	r.weights()
	r.bareTemperatures()
	r.zhHeights()
	r.zhLengths()
	r.dropBounds()
	sortMeasurements(r.out)
	r.correctedValues()
	return r.out
}

type plainReadings struct {
	q     *quantities
	nt    normText
	text  []rune
	spans []span
	terms []Term
	ctx   *contextInfo
	ms    []Mention
	out   []Measurement
}

func sortMeasurements(l []Measurement) {
	for i := 1; i < len(l); i++ {
		for k := i; k > 0 && l[k].Span[0] < l[k-1].Span[0]; k-- {
			l[k], l[k-1] = l[k-1], l[k]
		}
	}
}

// covered reports whether a measurement already holds text[s:e]; it returns
// its index, or -1.
func (r *plainReadings) covered(s, e int) (int, bool) {
	sp := r.nt.origSpan(s, e)
	for i, m := range r.out {
		if m.Span[0] < sp[1] && sp[0] < m.Span[1] {
			return i, true
		}
	}
	return -1, false
}

// linked reports whether a measurement already belongs to mention k.
func (r *plainReadings) linked(k int) bool {
	for _, m := range r.out {
		if m.Mention == k {
			return true
		}
	}
	return false
}

// breakIn reports whether text[a:b] ends a sentence.
func breakIn(text []rune, a, b int) bool {
	for _, c := range text[a:b] {
		switch c {
		case '。', '!', '?', '？', '！', ';', '；', '\n':
			return true
		case '.':
			return true
		}
	}
	return false
}

// mentionIn reports whether a mention starts in text[a:b].
func (r *plainReadings) mentionIn(a, b int) bool {
	for _, s := range r.spans {
		if s.start >= a && s.start < b {
			return true
		}
	}
	return false
}

// numeralIn reports whether text[a:b] holds a number: a digit, 十 or 百,
// or two Chinese digits in a row (a lone "一" is mostly a word: "量一下",
// "一般").
func numeralIn(text []rune, a, b int) bool {
	for k := a; k < b; k++ {
		c := text[k]
		if isDigit(c) || c == '十' || c == '百' {
			return true
		}
		if _, cn := cnDigits[c]; cn && k+1 < b {
			if _, cn2 := cnDigits[text[k+1]]; cn2 {
				return true
			}
			if _, cn2 := cnDigits[text[min(k+2, b-1)]]; cn2 && text[k+1] == '点' && k+2 < b {
				return true // "五点八"
			}
		}
	}
	return false
}

// measuredBefore reports whether 量 ("measured", said of a pressure; 测 is
// said of a sugar) stands before text[start] in its sentence, within a few
// words, and no vital or lab mention of another quantity stands in the
// sentence before the pair ("量了身高体重，一百七、六十五" is no pressure).
func (r *plainReadings) measuredBefore(start int) bool {
	found := false
	for k := start - 1; k >= 0 && k >= start-12; k-- {
		if breakIn(r.text, k, k+1) {
			break
		}
		if r.text[k] == '量' {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	for _, s := range r.spans {
		t := r.terms[s.term]
		if s.end <= start && (t.Type == "vital" || t.Type == "lab") && t.ConceptID != "vital:bp" && !breakIn(r.text, s.end, start) {
			return false
		}
	}
	return true
}

// nextQuantity returns the index of the first quantity starting at or after
// pos, or -1.
func (r *plainReadings) nextQuantity(pos int) int {
	for i, qt := range r.q.list {
		if qt.start >= pos {
			return i
		}
	}
	return -1
}

// bounded reports whether the value at text[s:e] is said as a bound or a
// target.
func (r *plainReadings) bounded(s, e int) bool {
	before := strings.TrimRight(strings.ToLower(string(r.text[max(0, s-14):s])), " ,，")
	for _, w := range boundBefore33 {
		if strings.HasSuffix(before, w) || strings.Contains(before, " "+w+" ") || hanIn([]rune(w)) && strings.Contains(before, w) {
			return true
		}
	}
	after := strings.TrimLeft(strings.ToLower(string(r.text[e:min(len(r.text), e+12)])), " ")
	for _, w := range boundAfter33 {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// fractionAfter, right after a number in words, leave its value unsaid:
// "a hundred and a half" is not 100.
var fractionAfter = []string{"and a half", "and a quarter", "and a bit", "and something", "something", "odd", "-odd", "ish", "点"}

// partOfNumber reports whether words after the quantity at index i add to
// its value.
func (r *plainReadings) partOfNumber(i int) bool {
	qt := r.q.list[i]
	after := strings.TrimLeft(strings.ToLower(string(r.text[qt.end:min(len(r.text), qt.end+16)])), " ")
	for _, w := range fractionAfter {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// listAfter reports whether another value follows the quantity at index i
// as part of a list ("5.8, 6.1, this morning 6.4"): which is meant is
// unsure.
func (r *plainReadings) listAfter(i int) bool {
	if i+1 >= len(r.q.list) {
		return false
	}
	a, b := r.q.list[i], r.q.list[i+1]
	return listGap(string(r.text[a.end:b.start]))
}

// listBefore reports whether the quantity at index i ends a list of values.
func (r *plainReadings) listBefore(i int) bool {
	if i == 0 {
		return false
	}
	a, b := r.q.list[i-1], r.q.list[i]
	return listGap(string(r.text[a.end:b.start]))
}

func listGap(gap string) bool {
	gap = strings.TrimSpace(gap)
	return gap == "," || gap == "，" || gap == "、" || gap == "and" || gap == "or" || gap == "to" || gap == "-" || gap == "或" || gap == "到"
}

// ownReading reports whether the words at text[s:e] are the patient's own
// reading now: not someone else's, not a hypothesis, not denied.
func (r *plainReadings) ownReading(s, e int) (Assertion, bool) {
	a := r.ctx.classify(s, e, "measurement", -1)
	return a, a.Experiencer == Patient && !a.Hypothetical && !a.Negated
}

// add appends a reading of concept from quantity qt.
func (r *plainReadings) add(concept, unit string, inferred bool, qt quantity, link int, a Assertion) {
	m := Measurement{ConceptID: concept, Text: r.nt.origText(qt.start, qt.end), Values: qt.values, Unit: unit, UnitInferred: inferred,
		Approx: qt.approx, Span: r.nt.origSpan(qt.start, qt.end), Mention: link, Assertion: a}
	m.Implausible = concept != "" && !plausible(concept, unit, qt.values)
	r.out = append(r.out, m)
}

// dropBounds drops a bare pressure said as a bound or a target: "should I
// keep it below 130 over 80?".
func (r *plainReadings) dropBounds() {
	kept := r.out[:0]
	for _, m := range r.out {
		if m.ConceptID == "vital:bp" && m.Mention < 0 {
			if s, e, ok := r.normSpan(m.Span); ok && r.bounded(s, e) {
				continue
			}
		}
		if m.ConceptID == "vital:weight" {
			// "体重想减到一百二十斤", "I want to get down to 70 kilos": a goal.
			if s, e, ok := r.normSpan(m.Span); ok {
				c := s
				for c > 0 && !strings.ContainsRune("，,。.!?？！；;", r.text[c-1]) {
					c--
				}
				if containsAnyWord(strings.ToLower(string(r.text[c:s])), weightGoals) && !weightReached(r.text, c, s, e) {
					continue
				}
			}
		}
		kept = append(kept, m)
	}
	r.out = kept
}

// normSpan maps an original span back to normalized runes.
func (r *plainReadings) normSpan(sp [2]int) (int, int, bool) {
	s, e := -1, -1
	for k := range r.text {
		o := r.nt.origSpan(k, k+1)
		if s < 0 && o[0] >= sp[0] {
			s = k
		}
		if o[1] <= sp[1] {
			e = k + 1
		}
	}
	return s, e, s >= 0 && e > s
}

// bodyTemperature returns the unit a bare value reads in as a body
// temperature, or "".
func bodyTemperature(v float64, integer bool) string {
	switch {
	case v >= 35 && v <= 42.5 && (!integer || v >= 37 && v <= 42):
		return "°C"
	case v >= 95 && v <= 108:
		return "°F"
	}
	return ""
}

// temperatures reads a value after a fever or temperature word in the
// same sentence, or after "thermometer".
func (r *plainReadings) temperatures() {
	type anchor struct {
		start, end, k int // k: the mention, or -1 for a word of no concept
		concept       string
	}
	var anchors []anchor
	for k, s := range r.spans {
		c := r.terms[s.term].ConceptID
		if c == "vital:temperature" && !r.linked(k) || c == "sym:fever" || c == "symptom:fever" {
			anchors = append(anchors, anchor{s.start, s.end, k, c})
		}
	}
	for i := range r.text {
		if runesAt(r.text, i, []rune("thermometer")) && (i == 0 || !isLatin(r.text[i-1])) {
			anchors = append(anchors, anchor{i, i + len("thermometer"), -1, ""}) // "the thermometer said 38.6"
		}
	}
	for _, an := range anchors {
		window := 48
		if hanIn(r.text[an.start:an.end]) {
			window = 16
		}
		i := r.nextQuantity(an.end)
		// "fever since 3 days, 102 max": a duration is passed over.
		for i >= 0 && i+1 < len(r.q.list) && r.q.list[i].hasUnit && r.q.list[i].unit.kind == ukTime && !breakIn(r.text, an.end, r.q.list[i+1].start) {
			i++
		}
		if i < 0 {
			continue
		}
		qt := r.q.list[i]
		if qt.start-an.end > window || len(qt.values) != 1 || qt.hasUnit && qt.unit.kind != ukTemp || breakIn(r.text, an.end, qt.start) ||
			r.mentionIn(an.end, qt.start) || r.bounded(qt.start, qt.end) || r.listAfter(i) || r.partOfNumber(i) {
			continue
		}
		if _, ok := r.covered(qt.start, qt.end); ok {
			continue
		}
		v := qt.values[0]
		unit := bodyTemperature(v, qt.integer)
		if qt.hasUnit {
			unit = qt.unit.canon
			if unit == "°C" && v >= 93 {
				unit = "°F"
			}
		}
		if unit == "" || qt.integer && selfBefore(r.text, qt.start) || !plausible("vital:temperature", unit, qt.values) {
			continue
		}
		own := r.ctx.classify(qt.start, qt.end, "measurement", -1)
		a := own
		if an.k >= 0 {
			a = r.ms[an.k].Assertion
		}
		if own.Experiencer != Patient && own.Experiencer != a.Experiencer || own.Hypothetical || own.Negated && !a.Negated {
			continue // "没发烧 刚量36.8": the denial is the fever's
		}
		if a.Hypothetical || a.Experiencer != Patient && !relativesReading(a, own, startsBefore(r.text, qt.start, extremeWords)) {
			continue
		}
		if a.Negated {
			// "No fever, I checked, 36.9": the reading is real, and normal.
			if unit == "°C" && v >= 37.3 || unit == "°F" && v >= 99.2 {
				continue
			}
			a.Negated = false
		}
		a.Subject = own.Subject
		link := -1
		if an.concept == "vital:temperature" {
			link = an.k // a fever word stays a symptom of its own
		}
		r.add("vital:temperature", unit, !qt.hasUnit, qt, link, a)
	}
}

// bareTemperatures leaves a value that reads only as a body temperature
// (a decimal of 35 to 42.5 or 95 to 108, or 100 to 105), in a sentence
// that names no quantity, as a temperature of no quantity said: the
// reader ties it to a temperature when the turn before asked about a
// fever ("Any fever?" "I had 100.4 this afternoon").
func (r *plainReadings) bareTemperatures() {
	for i, qt := range r.q.list {
		if len(qt.values) != 1 || qt.hasUnit || qt.approx {
			continue
		}
		v := qt.values[0]
		unit := ""
		switch {
		case !qt.integer && v >= 35 && v <= 42.5:
			unit = "°C"
		case !qt.integer && v >= 95 && v <= 108, qt.integer && v >= 100 && v <= 105:
			unit = "°F"
		}
		if unit == "" || r.listAfter(i) || r.listBefore(i) || r.partOfNumber(i) || r.bounded(qt.start, qt.end) || qt.integer && selfBefore(r.text, qt.start) {
			continue
		}
		if _, ok := r.covered(qt.start, qt.end); ok {
			continue
		}
		named := false
		for _, s := range r.spans {
			t := r.terms[s.term]
			if (t.Type == "vital" || t.Type == "lab" || t.Type == "drug" || t.Type == "drug_class" || t.ConceptID == "sym:fever") && r.ctx.sent[s.start] == r.ctx.sent[qt.start] {
				named = named || !(t.Type == "drug" || t.Type == "drug_class") || !measuredBetween(r.text, s.end, qt.start)
			}
		}
		if named {
			continue
		}
		if own, ok := r.ownReading(qt.start, qt.end); ok || thirdPersonReading(own) {
			r.add("", unit, true, qt, -1, own)
		}
	}
}

// saturationWords name an oxygen saturation in English speech.
var saturationWords = []string{"oxygen saturation", "oxygen sats", "oxygen sat", "oxygen level", "oxygen", "o2 sats", "o2 sat", "o2", "sats", "sat", "spo2"}

// saturationLinks may stand between the word and the value.
var saturationLinks = []string{"'s", "’s", "is", "are", "was", "were", "of", "at", "only", "just", "now", "today", "here", "up to", "down to",
	"reading", "level", "levels", "still", "about", "around", "on air", "on room air", "是", "有", "在", "我刚给你夹了", "夹了", "测了", "量了", "，", ","}

// saturations reads "sats 95", "oxygen's ninety-six percent", "血氧九十一".
func (r *plainReadings) saturations() {
	text := r.text
	var found []int
	for i := 0; i < len(text); i++ {
		if !isLatin(text[i]) || i > 0 && isLatin(text[i-1]) {
			continue
		}
		w := ""
		for _, sw := range saturationWords {
			if runesAt(text, i, []rune(sw)) {
				w = sw
				break
			}
		}
		if w == "" {
			continue
		}
		k := i + len([]rune(w))
		for n := 0; n < 4; n++ {
			k = skipSpaces(text, k)
			p := 0
			for _, l := range saturationLinks {
				if lr := []rune(l); len(lr) > p && runesAt(text, k, lr) {
					p = len(lr)
				}
			}
			if p == 0 {
				break
			}
			k += p
		}
		k = skipSpaces(text, k)
		qi := r.nextQuantity(k)
		if qi < 0 || r.q.list[qi].start != k {
			continue
		}
		found = append(found, qi)
		i = k
	}
	// "Your sats were 92% when you came in … and they're up to 96% now":
	// of two readings, the earlier is not now.
	if len(found) == 1 {
		r.saturation(found[0], -1)
	}
}

// saturation records the quantity at index qi as an oxygen saturation when
// it can be one.
func (r *plainReadings) saturation(qi, link int) {
	qt := r.q.list[qi]
	if len(qt.values) != 1 || qt.values[0] < 70 || qt.values[0] > 100 || qt.hasUnit && qt.unit.kind != ukPercent ||
		r.bounded(qt.start, qt.end) || r.listAfter(qi) || r.partOfNumber(qi) {
		return
	}
	a, ok := r.ownReading(qt.start, qt.end)
	if !ok {
		return
	}
	if j, ok := r.covered(qt.start, qt.end); ok {
		if r.out[j].ConceptID == "" && r.out[j].Unit == "%" {
			r.out[j].ConceptID = "vital:spo2" // "95 percent" of no quantity said: the sats before it
		}
		return
	}
	r.add("vital:spo2", "%", !qt.hasUnit, qt, link, a)
}

// tails33 may follow a Chinese value: "多", "几", "出头", "来" say more
// than it (Approx), "左右", "上下" about it.
var tails33 = []string{"多", "几", "出头", "来", "左右", "上下"}

// moreThan reports whether a tail says more than the value.
func moreThan(tail []rune) bool {
	t := string(tail)
	return t == "多" || t == "几" || t == "出头" || t == "来"
}

// zhRateLeadWords may stand between a rate's word and its value.
var zhRateLeadWords = []string{"一分钟", "每分钟", "只有", "才", "大概", "差不多", "基本", "一般", "都在"}

// zhValueLead may stand between a Chinese vital word and its value.
const zhValueLead = "是有在为的量测了得刚才今天早上我给你夹：:，, "

// zhBareRates reads a heart rate or a saturation said as a bare Chinese
// numeral after its word ("心率七十二", "血氧我刚给你夹了，九十六").
func (r *plainReadings) zhBareRates() {
	for k, s := range r.spans {
		c := r.terms[s.term].ConceptID
		if c != "vital:heart_rate" && c != "vital:spo2" || !hanIn(r.text[s.start:s.end]) || r.linked(k) {
			continue
		}
		p := s.end
		if c == "vital:spo2" && p < len(r.text) && r.text[p] == '度' {
			p++ // "氧饱和度"
		}
		j := p
		for j < len(r.text) && j-p < 12 {
			if n := startsWithRunes(r.text, j, zhRateLeadWords); n > 0 {
				j += n // "心跳一分钟只有四十二"
				continue
			}
			if !strings.ContainsRune(zhValueLead, r.text[j]) {
				break
			}
			j++
		}
		v, e := parseCN(r.text, j)
		if e == j || r.mentionIn(s.end, j) || e < len(r.text) && (r.text[e] == '点' || isDigit(r.text[e])) {
			continue
		}
		qt := quantity{start: j, numEnd: e, end: e, values: []float64{v}, integer: true}
		if n := startsWithRunes(r.text, e, tails33); n > 0 { // "脉搏六十几"
			qt.approx, qt.end = moreThan(r.text[e:e+n]), e+n
		}
		if _, u := unitAt(r.text, qt.end); u > 0 {
			continue // "心率一百次", "九十岁": a unit the linker reads, or none of a rate
		}
		if _, ok := r.covered(qt.start, qt.end); ok || r.bounded(qt.start, qt.end) {
			continue
		}
		a := r.ms[k].Assertion
		if a.Negated || a.Hypothetical || a.Experiencer != Patient {
			continue
		}
		switch c {
		case "vital:heart_rate":
			if v < 30 || v > 220 {
				continue
			}
			r.add(c, "bpm", true, qt, k, a)
		case "vital:spo2":
			if v < 70 || v > 100 {
				continue
			}
			r.add(c, "%", true, qt, k, a)
		}
	}
}

// zhNumberAt parses an integer at text[i], in digits or Chinese numerals,
// with an approximate tail ("多", "左右"); ok is false when there is none or
// it is a decimal.
func zhNumberAt(text []rune, i int) (v float64, numEnd, end int, approx, ok bool) {
	if i >= len(text) {
		return 0, i, i, false, false
	}
	if isDigit(text[i]) {
		var integer bool
		v, numEnd, integer = parseDigits(text, i)
		if numEnd == i || !integer {
			return 0, i, i, false, false
		}
	} else {
		v, numEnd = parseCN(text, i)
		if numEnd == i {
			return 0, i, i, false, false
		}
		// "八十五六" is 85 or 86: a range, no one reading.
		for k := i + 1; k < numEnd; k++ {
			_, d1 := cnDigits[text[k-1]]
			_, d2 := cnDigits[text[k]]
			if d1 && d2 && text[k-1] != '零' {
				return 0, i, i, false, false
			}
		}
	}
	end = numEnd
	if end < len(text) && (text[end] == '点' || text[end] == '.' || isDigit(text[end])) {
		return 0, i, i, false, false
	}
	if n := startsWithRunes(text, end, tails33); n > 0 {
		approx, end = moreThan(text[end:end+n]), end+n
	}
	return v, numEnd, end, approx, true
}

// zhPressurePairs reads a Chinese blood pressure said as two numbers
// ("一百三十二，八十五", "132、84", "一百四十五、九十上下").
func (r *plainReadings) zhPressurePairs() {
	text := r.text
	if !hanIn(text) {
		return
	}
	for i := 0; i < len(text); i++ {
		if i > 0 {
			if p := text[i-1]; isDigit(p) || p == '.' || p == '点' || p == '/' || p == '十' || p == '百' || isLatin(p) {
				continue
			}
			if _, cn := cnDigits[text[i-1]]; cn {
				continue
			}
		}
		a, _, e1, ap1, ok := zhNumberAt(text, i)
		if !ok || e1 >= len(text) || !strings.ContainsRune("、，,", text[e1]) {
			continue
		}
		// "一百四十几，低压九十几": the second half named.
		sb := e1 + 1 + startsWithRunes(text, e1+1, []string{"低压", "下压", "舒张压"})
		b, _, e2, ap2, ok := zhNumberAt(text, sb)
		if !ok || a < 80 || a > 250 || b < 40 || b > 140 || a-b < 15 || a != float64(int(a)) || b != float64(int(b)) {
			continue
		}
		if _, u := unitAt(text, e1); u > 0 {
			continue
		}
		if _, u := unitAt(text, e2); u > 0 || e2 < len(text) && (isDigit(text[e2]) || text[e2] == '/') {
			continue // "一百二、八十块", "八十岁"
		}
		qt := quantity{start: i, numEnd: e2, end: e2, values: []float64{a, b}, integer: true, approx: ap1 || ap2}
		i = e2 - 1
		// "昨天量的一百五，低压九十五": the diastolic named alone was read
		// as a half; the unnamed value before it is the systolic, and the
		// pair replaces the half.
		if k, ok := r.covered(qt.start, qt.end); ok && sb > e1+1 && r.out[k].ConceptID == "vital:diastolic_bp" && r.out[k].Span[0] >= r.nt.origSpan(sb, sb+1)[0] {
			r.out = append(r.out[:k], r.out[k+1:]...)
		}
		if _, ok := r.covered(qt.start, qt.end); ok || r.bounded(qt.start, qt.end) {
			continue
		}
		// 血压 just before, in the sentence, with no other number between.
		link := -1
		for k := len(r.spans) - 1; k >= 0; k-- {
			s := r.spans[k]
			if s.end > qt.start {
				continue
			}
			if r.terms[s.term].ConceptID == "vital:bp" && qt.start-s.end <= 20 && !numeralIn(text, s.end, qt.start) && !breakIn(text, s.end, qt.start) {
				link = k
			}
			break
		}
		if link >= 0 {
			if r.linked(link) {
				continue
			}
			a := r.ms[link].Assertion
			if a.Hypothetical || a.Experiencer != Patient {
				continue
			}
			a.Negated = false // "血压不高，体检一百二、八十": the reading stands
			r.add("vital:bp", "mmHg", true, qt, link, a)
			continue
		}
		// "量了的，今天早上一百三十二，八十五", "给您量了，一百二十八、七十":
		// two numbers measured are a pressure.
		if r.measuredBefore(qt.start) {
			if own, ok := r.ownReading(qt.start, qt.end); ok {
				r.add("vital:bp", "mmHg", true, qt, -1, own)
			}
			continue
		}
		// No quantity said: a pair the reader ties to a blood pressure
		// only when one was just asked about.
		if r.mentionIn(max(0, qt.start-6), qt.start) {
			continue
		}
		own, ok := r.ownReading(qt.start, qt.end)
		if !ok {
			continue
		}
		r.add("", "mmHg", true, qt, -1, own)
	}
}

// fasting reads "fasting 126", "fasting was 108", "Fasting this morning was
// six point eight": a fasting sugar.
func (r *plainReadings) fasting() {
	text := r.text
	for i := 0; i < len(text); i++ {
		if !runesAt(text, i, []rune("fasting")) || i > 0 && isLatin(text[i-1]) {
			continue
		}
		e := i + len("fasting")
		if w, _ := latinWordAt(text, skipSpaces(text, e)); w == "for" || w == "since" || w == "from" || w == "until" || w == "till" {
			continue // "fasting for 12 hours"
		}
		link := -1
		for k, s := range r.spans {
			if s.start <= i && s.end >= e {
				if r.terms[s.term].ConceptID != "lab:fasting_glucose" {
					link = -2
				} else {
					link, e = k, s.end
				}
			}
		}
		if link == -2 || link >= 0 && r.linked(link) {
			continue
		}
		qi := r.nextQuantity(e)
		if qi < 0 {
			continue
		}
		qt := r.q.list[qi]
		if qt.start-e > 36 || breakIn(text, e, qt.start) || r.mentionIn(e, qt.start) {
			continue
		}
		if r.addFastingSugar(qi, max(link, -1)) {
			i = qt.end - 1
		}
	}
}

// addFastingSugar writes the quantity qi as a fasting sugar when it is one
// number of the patient's own, with a unit of concentration or, bare, of a
// sugar's size (60–400 mg/dL, 3–25 mmol/L), not yet read; it reports
// whether it did.
func (r *plainReadings) addFastingSugar(qi, link int) bool {
	qt := r.q.list[qi]
	if len(qt.values) != 1 || qt.hasUnit && qt.unit.kind != ukConc || r.bounded(qt.start, qt.end) || r.listAfter(qi) || r.partOfNumber(qi) {
		return false
	}
	if _, ok := r.covered(qt.start, qt.end); ok {
		return false
	}
	v := qt.values[0]
	unit := ""
	switch {
	case qt.hasUnit:
		unit = qt.unit.canon
	case qt.integer && v >= 60 && v <= 400:
		unit = "mg/dL"
	case !qt.integer && v >= 3 && v <= 25:
		unit = "mmol/L"
	}
	if unit == "" || !plausible("lab:fasting_glucose", unit, qt.values) {
		return false
	}
	a, ok := r.ownReading(qt.start, qt.end)
	if !ok {
		return false
	}
	r.add("lab:fasting_glucose", unit, !qt.hasUnit, qt, link, a)
	return true
}

// sugarConcepts are the labs a Chinese decimal said a clause after its word
// reads ("空腹八点几，昨天早上测的八点六").
var sugarConcepts = map[string]bool{"lab:glucose": true, "lab:fasting_glucose": true, "lab:postprandial_glucose": true}

// zhSugars reads a Chinese decimal a clause after the sugar word of its
// sentence, and a decimal in a turn that names no quantity at all ("上礼拜
// 社区测的，七点一"), which the reader ties to the sugar just asked about.
func (r *plainReadings) zhSugars() {
	text := r.text
	if !hanIn(text) {
		return
	}
	anyQuantity := false
	for _, s := range r.spans {
		if t := r.terms[s.term].Type; t == "vital" || t == "lab" {
			anyQuantity = true
		}
	}
	for i, qt := range r.q.list {
		if len(qt.values) != 1 || qt.integer || qt.hasUnit || qt.values[0] < 2 || qt.values[0] > 30 || r.listAfter(i) || r.listBefore(i) ||
			r.bounded(qt.start, qt.end) {
			continue
		}
		if _, ok := r.covered(qt.start, qt.end); ok {
			continue
		}
		if i+1 < len(r.q.list) && r.q.list[i+1].start-qt.end < 3 {
			continue
		}
		// "这礼拜最高七点九，…，今儿早上是七点二": the highest of a week is
		// no reading, and of two values in a sentence which is now is
		// unsure.
		if startsBefore(text, qt.start, extremeWords) || i+1 < len(r.q.list) && !breakIn(text, qt.end, r.q.list[i+1].start) {
			continue
		}
		own, ok := r.ownReading(qt.start, qt.end)
		if !ok {
			continue
		}
		if !anyQuantity {
			concept := ""
			if strings.Contains(string(text[:qt.start]), "空肚") {
				concept = "lab:fasting_glucose" // "今朝空肚皮测额，七点二"
			}
			r.add(concept, "mmol/L", true, qt, -1, own)
			continue
		}
		// The nearest mention before it in the sentence is a sugar's, with
		// no number and no other mention between.
		for k := len(r.spans) - 1; k >= 0; k-- {
			s := r.spans[k]
			if s.end > qt.start {
				continue
			}
			c := r.terms[s.term].ConceptID
			if sugarConcepts[c] && qt.start-s.end <= 16 && !numeralIn(text, s.end, qt.start) && !breakIn(text, s.end, qt.start) && !r.linked(k) {
				a := r.ms[k].Assertion
				if !a.Negated && !a.Hypothetical && a.Experiencer == Patient {
					r.add(c, "mmol/L", true, qt, k, a)
				}
			}
			break
		}
	}
}

// sugarLead may stand between a sugar's word and its value ("空腹血糖还是八点几").
// "都在", "都是" are not among them: "空腹都在六点几" sums up days of readings,
// no one reading.
var sugarLead = []string{"还是", "还在", "也是", "一般", "大概", "差不多", "基本", "测的", "测出来", "是", "有", "在", "也", "还", "就", "：", ":", "，", ",", " "}

// clockAfter, right after "八点多", make it a time of day: "血糖八点多测的".
var clockAfter = []string{"钟", "测", "量", "的时候", "起", "吃", "睡", "到", "以后", "之后"}

// zhApproxDecimalAt reads a decimal whose tenths are not said, "八点几",
// "十一点多", "8点多": the integer part and its end, approximate (more
// than the integer). Said after a sugar's word it is a reading; anywhere
// else it is mostly a time of day, which is why only zhSugarsApprox and
// zhAfterMeals read it.
func zhApproxDecimalAt(text []rune, i int) (float64, int, bool) {
	if i >= len(text) {
		return 0, i, false
	}
	var v float64
	var e int
	if isDigit(text[i]) {
		var integer bool
		if v, e, integer = parseDigits(text, i); !integer {
			return 0, i, false
		}
	} else {
		v, e = parseCN(text, i)
	}
	if e == i || e+1 >= len(text) || text[e] != '点' || text[e+1] != '几' && text[e+1] != '多' {
		return 0, i, false
	}
	if startsWithRunes(text, e+2, clockAfter) > 0 {
		return 0, i, false
	}
	return v, e + 2, true
}

// zhSugarsApprox reads a sugar said with its tenths unsaid right after its
// word: "空腹血糖还是八点几" is a fasting sugar above 8 (attribute approx),
// as "一百一十多下" is a rate above 110.
func (r *plainReadings) zhSugarsApprox() {
	text := r.text
	for k, s := range r.spans {
		c := r.terms[s.term].ConceptID
		if !sugarConcepts[c] || r.linked(k) {
			continue
		}
		j := pastLeads(text, s.end, sugarLead, 3)
		v, e, ok := zhApproxDecimalAt(text, j)
		if !ok || v < 2 || v > 30 {
			continue
		}
		qt := quantity{start: j, numEnd: e, end: e, values: []float64{v}, approx: true}
		if _, ok := r.covered(qt.start, qt.end); ok || r.bounded(qt.start, qt.end) {
			continue
		}
		if a := r.ms[k].Assertion; !a.Negated && !a.Hypothetical && a.Experiencer == Patient {
			r.add(c, "mmol/L", true, qt, k, a)
		}
	}
}

// extremeWords, right before a value, make it the highest or lowest of a
// stretch of readings, not one of them now.
var extremeWords = []string{"最高", "最低", "最多", "最少", "最好", "最差", "highest", "lowest", "max", "min", "peak"}

// startsBefore reports whether one of words ends right before text[i]
// (spaces and a "是" or "有" between allowed).
func startsBefore(text []rune, i int, words []string) bool {
	b := strings.TrimRight(strings.ToLower(string(text[max(0, i-10):i])), " 是有到了")
	for _, w := range words {
		if strings.HasSuffix(b, w) {
			return true
		}
	}
	return false
}

// weighWords say a weight was read: "今天早上称是九十八斤", "I'm down to 68
// kilos". nowWords say it is now, and count only in a turn about the
// weight (weightWords).
var (
	weighWords  = []string{"称", "磅", "秤", "体重", "weigh", "scale", "i'm down to", "i am down to", "i'm up to", "i am up to", "i'm now", "i am now"}
	nowWords    = []string{"现在", "今天", "今儿", "今早", "今朝", "now", "today", "this morning"}
	weightWords = []string{"瘦", "胖", "重", "体重", "weight", "lost", "gained", "put on", "dropped"}
	// pastWeight date a weight before now, or make it a goal.
	pastWeight = []string{"前", "原先", "原来", "以前", "之前", "上礼拜", "上个月", "去年", "那时", "当时", "减到", "降到", "瘦到", "目标", "想", "要",
		"used to", "before", "last year", "ago", "when i was", "at christmas", "want", "goal", "target", "aim", "get to", "get down to"}
)

// weightGoals, before a weight in its clause, make it a goal.
var weightGoals = []string{"减到", "降到", "瘦到", "目标", "想减", "want to", "goal", "target", "aim", "get down to", "get to", "like to be", "hoping to"}

// weightRanges bound an adult's weight, per unit, for a weight said without
// its word.
var weightRanges = map[string][2]float64{"kg": {30, 250}, "斤": {60, 500}, "lb": {70, 550}, "st": {5, 40}}

// weights names a weight said with its unit but not its word as the
// patient's weight, when the words before it in its clause say it was
// weighed (or is now, in a turn about the weight), and no other such value
// is in the turn.
func (r *plainReadings) weights() {
	text := r.text
	lower := strings.ToLower(string(text))
	aboutWeight := false
	for _, w := range weightWords {
		if strings.Contains(lower, w) {
			aboutWeight = true
		}
	}
	found := -1
	for i, m := range r.out {
		rg, ok := weightRanges[m.Unit]
		if m.ConceptID != "" || !ok || len(m.Values) != 1 || m.Values[0] < rg[0] || m.Values[0] > rg[1] {
			continue
		}
		s, e, ok := r.normSpan(m.Span)
		if !ok {
			continue
		}
		// The clause before the value.
		c := s
		for c > 0 && !strings.ContainsRune("，,。.!?？！；;、", text[c-1]) {
			c--
		}
		clause := strings.ToLower(string(text[c:s]))
		if containsAnyWord(clause, pastWeight) && !weightReached(text, c, s, e) {
			continue
		}
		st := s
		for st > 0 && !breakIn(text, st-1, st) {
			st--
		}
		sentence := strings.ToLower(string(text[st:s])) // "今早称了一下，六十二公斤"
		if !containsAnyWord(sentence, weighWords) && !(aboutWeight && containsAnyWord(clause, nowWords)) {
			continue
		}
		// "一百斤米": a weight of something.
		if e < len(text) && !strings.ContainsRune("，,。.!?？！；; 了左右多啊呢吧", text[e]) {
			continue
		}
		if _, ok := r.ownReading(s, e); !ok || r.bounded(s, e) {
			continue
		}
		if found >= 0 {
			return // two weights: which is now is unsure
		}
		found = i
	}
	if found >= 0 {
		r.out[found].ConceptID = "vital:weight"
	}
}

// containsAnyWord reports whether s holds one of words (a Latin word only
// as a whole word).
func containsAnyWord(s string, words []string) bool {
	for _, w := range words {
		k := strings.Index(s, w)
		for k >= 0 {
			rs := []rune(w)
			if !isLatin(rs[0]) {
				return true
			}
			before := []rune(s[:k])
			after := []rune(s[k+len(w):])
			if (len(before) == 0 || !isLatin(before[len(before)-1])) && (len(after) == 0 || !isLatin(after[0]) || w == "weigh") {
				return true
			}
			n := strings.Index(s[k+1:], w)
			if n < 0 {
				break
			}
			k += 1 + n
		}
	}
	return false
}

// heightTopic words make a turn about the body's size, where "一米七" is the
// patient's height.
var heightTopic = []string{"身高", "个子", "个头", "体重", "斤", "公斤", "多高"}

// digitAt reads one digit, ASCII or Chinese, at text[i].
func digitAt(text []rune, i int) (float64, bool) {
	if i >= len(text) {
		return 0, false
	}
	if isDigit(text[i]) {
		return float64(text[i] - '0'), true
	}
	d, ok := cnDigits[text[i]]
	return d, ok && text[i] != '两'
}

// zhHeights reads a height said in metres, "一米七", "一米六二", "1米75",
// "1.62米", in a turn about the body's size, said of oneself ("我一米七五":
// what one is, as "我65公斤" is a weight), or opening the turn, as an answer
// to "你多高？" does.
func (r *plainReadings) zhHeights() {
	text := r.text
	topic := containsAnyWord(string(text), heightTopic)
	for i := 0; i+2 < len(text); i++ {
		if i > 0 {
			if _, ok := digitAt(text, i-1); ok || text[i-1] == '.' || text[i-1] == '十' || text[i-1] == '百' {
				continue
			}
		}
		v, e := 0.0, i
		switch {
		case (text[i] == '一' || text[i] == '1') && text[i+1] == '米':
			d1, ok := digitAt(text, i+2)
			if !ok {
				continue
			}
			v, e = 1+d1/10, i+3
			if d2, ok := digitAt(text, e); ok {
				v, e = v+d2/100, e+1
			}
			if _, ok := digitAt(text, e); ok {
				continue
			}
		case text[i] == '1' && text[i+1] == '.':
			x, j, _ := parseDigits(text, i)
			if j == i || j >= len(text) || text[j] != '米' {
				continue
			}
			v, e = x, j+1
		default:
			continue
		}
		// Asked only where a height is said: over the whole text before
		// it at every rune, it made reading a long turn quadratic.
		if !topic && !selfBefore(text, i) && strings.Trim(string(text[:i]), " ，,") != "" {
			continue
		}
		v = float64(int(v*100+0.5)) / 100
		if v < 1.4 || v > 2.1 {
			continue
		}
		// "一米七的床": a length of something else.
		if e < len(text) && !strings.ContainsRune("，,。.!?？！；; 、左右多出头高了啊吧呢", text[e]) {
			continue
		}
		qt := quantity{start: i, numEnd: e, end: e, values: []float64{v}}
		if _, ok := r.covered(qt.start, qt.end); ok || r.bounded(qt.start, qt.end) {
			continue
		}
		if own, ok := r.ownReading(qt.start, qt.end); ok {
			r.add("vital:height", "m", false, qt, -1, own)
		}
		i = e - 1
	}
}

// lengthRanges bound a height and a waist in centimetres.
var lengthRanges = map[string][2]float64{"vital:height": {100, 220}, "vital:waist": {50, 160}}

// zhLengths reads a height or a waist in centimetres after its word: "身高
// 175厘米", "腰围九十二公分".
func (r *plainReadings) zhLengths() {
	text := r.text
	for k, s := range r.spans {
		c := r.terms[s.term].ConceptID
		rg, ok := lengthRanges[c]
		if !ok || r.linked(k) {
			continue
		}
		j := s.end
		for j < len(text) && j-s.end < 6 && strings.ContainsRune(zhValueLead, text[j]) {
			j++
		}
		var v float64
		e := j
		if j < len(text) && isDigit(text[j]) {
			var integer bool
			v, e, integer = parseDigits(text, j)
			if !integer {
				continue
			}
		} else {
			v, e = parseCN(text, j)
		}
		if e == j {
			continue
		}
		u := skipSpaces(text, e)
		n := startsWithRunes(text, u, []string{"厘米", "公分", "cm"})
		if n == 0 || v < rg[0] || v > rg[1] {
			continue
		}
		qt := quantity{start: j, numEnd: e, end: u + n, values: []float64{v}, integer: true}
		if _, ok := r.covered(qt.start, qt.end); ok || r.bounded(qt.start, qt.end) {
			continue
		}
		a := r.ms[k].Assertion
		if a.Negated || a.Hypothetical || a.Experiencer != Patient {
			continue
		}
		r.add(c, "cm", false, qt, k, a)
	}
}

// afterMealWords start a sugar after a meal; afterMealLead may stand
// between them and the value ("饭后两个钟头八点三", "餐后2小时测的9.1").
var (
	afterMealWords = []string{"饭后", "餐后", "吃完饭", "吃了饭", "吃饭后"}
	afterMealLead  = []string{"两个钟头", "两个多钟头", "两个小时", "两小时", "俩钟头", "俩小时", "二小时", "2小时", "2个小时", "一个钟头", "一个多钟头",
		"一小时", "1小时", "一个小时", "测的", "测出来", "是", "有", "在", "都在", "一般", "，", ",", " "}
)

// zhDecimalAt reads a decimal at text[i], in digits ("8.3") or Chinese
// numerals ("八点三"), and its end; ok is false for anything else.
func zhDecimalAt(text []rune, i int) (float64, int, bool) {
	if i >= len(text) {
		return 0, i, false
	}
	if isDigit(text[i]) {
		v, e, integer := parseDigits(text, i)
		return v, e, e > i && !integer
	}
	v, e := parseCN(text, i)
	d, e2, ok := cnTenths(text, e)
	if e == i || !ok {
		return 0, i, false
	}
	return v + d, e2, true
}

// pastLeads returns where text goes on after at most most of words, one
// after another, from i: the words that may stand between an analyte and
// its value.
func pastLeads(text []rune, i int, words []string, most int) int {
	for steps := 0; steps < most; steps++ {
		m := startsWithRunes(text, i, words)
		if m == 0 {
			break
		}
		i += m
	}
	return i
}

// zhAfterMeals reads a sugar said after a meal: "中午饭后俩钟头8.3",
// "晚饭后两个钟头十点一".
func (r *plainReadings) zhAfterMeals() {
	text := r.text
	for i := 0; i < len(text); i++ {
		n := startsWithRunes(text, i, afterMealWords)
		if n == 0 {
			continue
		}
		j := pastLeads(text, i+n, afterMealLead, 4)
		v, e, ok := zhDecimalAt(text, j)
		approx := false
		if !ok {
			v, e, ok = zhApproxDecimalAt(text, j) // "饭后两个钟头十二点多"
			approx = true
		}
		if !ok || v < 3 || v > 30 {
			continue
		}
		if e < len(text) && (isDigit(text[e]) || text[e] == '几' || text[e] == '点') {
			continue
		}
		qt := quantity{start: j, numEnd: e, end: e, values: []float64{v}, approx: approx}
		if p := startsWithRunes(text, e, tails33); p > 0 {
			qt.approx, qt.end = moreThan(text[e:e+p]), e+p
		}
		if _, u := unitAt(text, qt.end); u > 0 {
			continue // "饭后两小时吃1.5片"
		}
		// Only lead words stand between ("钟头" holds a "头" of no matter).
		if r.bounded(qt.start, qt.end) {
			continue
		}
		if _, ok := r.covered(qt.start, qt.end); ok {
			continue
		}
		if own, ok := r.ownReading(qt.start, qt.end); ok {
			r.add("lab:postprandial_glucose", "mmol/L", true, qt, -1, own)
		}
		i = qt.end - 1
	}
}

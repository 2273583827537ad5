package extract

import (
	"sort"
	"strconv"
	"strings"
)

// unitKind groups units by what they can measure.
type unitKind uint8

const (
	ukNone unitKind = iota
	ukPressure
	ukConc
	ukPercent
	ukRate
	ukTemp
	ukWeight
	ukDose
	ukTime  // a calendar or duration word: the number is not a measurement
	ukCount // "次", "下": a count, which is a rate only for a heart rate
)

type unitDef struct {
	canon string
	kind  unitKind
}

var unitTable = []struct {
	phrases string
	unitDef
}{
	{"mmhg|mm hg|毫米汞柱|毫米水银柱", unitDef{"mmHg", ukPressure}},
	{"mmol/mol|mmol per mol|毫摩尔/摩尔", unitDef{"mmol/mol", ukConc}},
	{"mmol/l|mmol|毫摩尔|毫摩尔/升|毫摩尔每升|mmol/litre|mmol/liter", unitDef{"mmol/L", ukConc}},
	{"mg/dl|mg/dl.|毫克/分升|毫克每分升", unitDef{"mg/dL", ukConc}},
	{"%|percent|个百分点", unitDef{"%", ukPercent}},
	{"bpm|次/分|次/分钟|次每分钟|次每分|beats per minute|beats a minute|/min", unitDef{"bpm", ukRate}},
	{"℃|°c|摄氏度|度|degrees|degree|°|degrees c|degrees celsius", unitDef{"°C", ukTemp}},
	{"°f|degrees f|degrees fahrenheit|fahrenheit|℉", unitDef{"°F", ukTemp}},
	{"kg|kgs|公斤|千克|kilos|kilo|kilograms|kilogram", unitDef{"kg", ukWeight}},
	{"斤", unitDef{"斤", ukWeight}},
	{"lb|lbs|pounds|pound", unitDef{"lb", ukWeight}},
	{"stone|st", unitDef{"st", ukWeight}},
	{"下|次", unitDef{"", ukCount}},
	{"mg|毫克|milligrams|milligram", unitDef{"mg", ukDose}},
	{"g|克|grams|gram", unitDef{"g", ukDose}},
	{"mcg|μg|ug|微克|micrograms", unitDef{"mcg", ukDose}},
	{"iu|单位|个单位|units|unit|u", unitDef{"IU", ukDose}},
	{"ml|毫升", unitDef{"mL", ukDose}},
	{"片|粒|颗|丸|tablet|tablets|tab|tabs|pill|pills", unitDef{"tablet", ukDose}},
	{"胶囊|capsule|capsules", unitDef{"capsule", ukDose}},
	{"喷|puff|puffs", unitDef{"puff", ukDose}},
	{"滴|drop|drops", unitDef{"drop", ukDose}},
	{"袋|sachet|sachets", unitDef{"sachet", ukDose}},
	{"年|月|日|号|点|岁|天|周|个|分钟|小时|秒|星期|礼拜|几|years|year|yrs|days|day|weeks|week|months|month|hours|hour|hrs|minutes|minute|mins|min|times|time|o'clock|am|pm|:|：|楼|块|元|步|公里|km|miles|mile|steps|cm|厘米|米", unitDef{"", ukTime}},
}

var (
	unitDefs []unitDef
	unitTrie = func() *trie {
		t := newTrie()
		for _, u := range unitTable {
			for _, p := range strings.Split(u.phrases, "|") {
				unitDefs = append(unitDefs, u.unitDef)
				t.insert([]rune(p), len(unitDefs)-1)
			}
		}
		return t
	}()
)

// quantity is a number (or a number pair) with its unit, in normalized runes.
type quantity struct {
	start, end int // the whole quantity including its unit
	numEnd     int // end of the number(s)
	values     []float64
	integer    bool // every value is an integer
	unit       unitDef
	hasUnit    bool
	// approx marks "一百一十多", "110-odd": more than the value said.
	approx bool
	// saidAs holds the words of a value converted from the units said
	// ("13 stone 4"), or "".
	saidAs string
}

type quantities struct {
	list []quantity
}

// cnDigits maps Chinese numerals to their values.
var cnDigits = map[rune]float64{'零': 0, '〇': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}

// parseCN parses a Chinese numeral at text[i] ("三", "十五", "二十", "一百二十",
// "半"), returning the value and the end, or end == i when there is none.
func parseCN(text []rune, i int) (float64, int) {
	j := i
	total, cur := 0.0, -1.0
	for j < len(text) {
		r := text[j]
		if d, ok := cnDigits[r]; ok {
			cur = d
			j++
			continue
		}
		mult := 0.0
		switch r {
		case '十':
			mult = 10
		case '百':
			mult = 100
		case '千':
			mult = 1000
		}
		if mult == 0 {
			break
		}
		if cur < 0 {
			cur = 1
		}
		total += cur * mult
		cur = -1
		j++
	}
	if j == i {
		if j < len(text) && text[j] == '半' {
			return 0.5, j + 1
		}
		return 0, i
	}
	if cur > 0 {
		// "一百五" is 150 and "一千二" 1,200: a last digit right after
		// 百 or 千 counts in the unit below; "一百零五" is 105.
		switch last := text[j-1]; {
		case j-i >= 3 && text[j-2] == '百' && last != '零':
			cur *= 10
		case j-i >= 3 && text[j-2] == '千' && last != '零':
			cur *= 100
		}
		total += cur
	}
	return total, j
}

// ChineseNumber reads s whole as a Chinese numeral ("四十七", "十五"), or
// reports false when s is anything more or less than one.
func ChineseNumber(s string) (float64, bool) {
	rs := []rune(s)
	v, end := parseCN(rs, 0)
	return v, end > 0 && end == len(rs)
}

// parseDigits parses an ASCII number with an optional decimal part at text[i].
func parseDigits(text []rune, i int) (float64, int, bool) {
	j := i
	for j < len(text) && isDigit(text[j]) {
		j++
	}
	if j == i {
		return 0, i, false
	}
	integer := true
	if j+1 < len(text) && text[j] == '.' && isDigit(text[j+1]) {
		integer = false
		j++
		for j < len(text) && isDigit(text[j]) {
			j++
		}
	}
	v, err := strconv.ParseFloat(string(text[i:j]), 64)
	if err != nil {
		return 0, i, false
	}
	return v, j, integer
}

func skipSpaces(text []rune, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i
}

// hasWordAt reports whether the normalized word w starts at text[i] and ends
// on a word boundary.
func hasWordAt(text []rune, i int, w string) bool { return runesAt(text, i, []rune(w)) }

// enNumberWords are English number words used for amounts and durations.
var enNumberWords = map[string]float64{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
	"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30,
	"a": 1, "an": 1, "half a": 0.5, "half an": 0.5, "a couple of": 2, "couple of": 2, "a half": 0.5,
}

type enNumber struct {
	word  string
	runes []rune
	value float64
}

// enNumbers holds enNumberWords longest first, so the first hit is the longest.
var enNumbers = func() []enNumber {
	var l []enNumber
	for w, v := range enNumberWords {
		l = append(l, enNumber{w, []rune(w), v})
	}
	for i := 1; i < len(l); i++ {
		for k := i; k > 0 && (len(l[k].runes) > len(l[k-1].runes) || len(l[k].runes) == len(l[k-1].runes) && l[k].word < l[k-1].word); k-- {
			l[k], l[k-1] = l[k-1], l[k]
		}
	}
	return l
}()

// parseEnNumber parses an English number word at a word start.
func parseEnNumber(text []rune, i int) (float64, int, string) {
	if i > 0 && isLatin(text[i-1]) {
		return 0, i, ""
	}
	for _, n := range enNumbers {
		if runesAt(text, i, n.runes) {
			return n.value, i + len(n.runes), n.word
		}
	}
	return 0, i, ""
}

// runesAt reports whether w starts at text[i] and ends on a word boundary.
func runesAt(text []rune, i int, w []rune) bool {
	if i+len(w) > len(text) {
		return false
	}
	for k, r := range w {
		if text[i+k] != r {
			return false
		}
	}
	e := i + len(w)
	return e == len(text) || !isLatin(text[e]) || !isLatin(w[len(w)-1])
}

// scanQuantities finds every ASCII number, BP-style pair, Chinese dose
// amount and reading said in words with the unit that follows it.
func scanQuantities(nt normText, spans []span, terms []Term) *quantities {
	text := nt.runes
	q := &quantities{}
	mentionEnd := make(map[int]bool, len(spans))
	for _, s := range spans {
		mentionEnd[s.end] = true
	}
	for i := 0; i < len(text); i++ {
		if !isDigit(text[i]) || (i > 0 && (isDigit(text[i-1]) || text[i-1] == '.')) {
			continue
		}
		if i > 0 && isLatin(text[i-1]) && !mentionEnd[i] {
			// Digits inside a word ("T2DM", "B12") are not quantities, but a
			// value glued to a term is ("BP150/100", "HbA1c6.5%").
			for i+1 < len(text) && (isDigit(text[i+1]) || isLatin(text[i+1])) {
				i++
			}
			continue
		}
		v, j, integer := parseDigits(text, i)
		if j == i {
			continue
		}
		qt := quantity{start: i, values: []float64{v}, integer: integer}
		// A pair: "150/100", "150 / 100", "150 over 100".
		k := skipSpaces(text, j)
		sep, spoken := -1, false
		if k < len(text) && (text[k] == '/') {
			sep = k + 1
		} else if hasWordAt(text, k, "over") {
			sep = k + 4
		} else if hasWordAt(text, k, "on") || hasWordAt(text, k, "by") {
			// "146 on 94", "150 by 90": how a pressure is said in Britain
			// and India; only a pair a pressure could be.
			sep, spoken = k+2, true
		}
		if sep > 0 {
			k2 := skipSpaces(text, sep)
			if v2, j2, int2 := parseDigits(text, k2); j2 > k2 && (!spoken || pressurePair(v, v2)) {
				qt.values = append(qt.values, v2)
				qt.integer = qt.integer && int2
				j = j2
			}
		}
		qt.numEnd = j
		qt.end = j
		if j < len(text) && text[j] == '多' {
			qt.approx, j = true, j+1
			qt.end = j
		}
		if h := halfBeforeWeightUnit(text, j); h > j && len(qt.values) == 1 {
			qt.values[0] += 0.5 // "13 and a half stone"
			qt.integer, j = false, h
		}
		if u, e := unitAt(text, j); e > 0 {
			qt.unit, qt.hasUnit, qt.end = u, true, e
			// "38度7" is 38.7 °C.
			if u.canon == "°C" && text[e-1] == '度' && e < len(text) && isDigit(text[e]) && (e+1 == len(text) || !isDigit(text[e+1])) && len(qt.values) == 1 {
				qt.values[0] += float64(text[e]-'0') / 10
				qt.integer = false
				qt.end = e + 1
			}
			// "每分钟80次", "一分钟80下": a rate said around the number.
			if u.kind == ukTime && (text[e-1] == '次' || text[e-1] == '下') && (endsWith(text[:i], "每分钟") || endsWith(text[:i], "一分钟") || endsWith(text[:i], "每分")) {
				qt.unit = unitDef{"bpm", ukRate}
			}
		}
		if jin, ok := jinAndLiang(text, qt); ok {
			qt = jin // "14斤2两": 14.2 斤
		}
		if kg, ok := stoneAndPounds(text, qt); ok {
			qt = kg // "13 stone 4": 84.4 kg
			qt.saidAs = nt.origText(qt.start, qt.end)
		}
		q.list = append(q.list, qt)
		i = qt.end - 1
	}
	// Chinese and English amounts of tablets: "一片", "两粒", "半片", "one
	// tablet"; Chinese-numeral readings: "七点八", "三十八度五", "六十五公斤".
	for i := 0; i < len(text); i++ {
		if i > 0 {
			if _, isCN := cnDigits[text[i-1]]; isCN || text[i-1] == '十' || text[i-1] == '百' {
				continue
			}
		}
		if qt, ok := spokenReading(text, i); ok {
			q.list = append(q.list, qt)
			i = qt.end - 1
			continue
		}
		v, j := parseCN(text, i)
		if j > i && v >= 1 {
			if qt, ok := cnReading(text, i, v, j); ok {
				q.list = append(q.list, qt)
				i = qt.end - 1
				continue
			}
		}
		w := ""
		if j == i {
			if !isLatin(text[i]) || (i > 0 && isLatin(text[i-1])) {
				continue
			}
			v, j, w = parseEnNumber(text, i)
			if j == i {
				continue
			}
		}
		if u, e := unitAt(text, j); e > 0 && u.kind == ukDose && (w == "" || u.canon != "IU") {
			if u.canon == "tablet" && halfAfter(text, e) {
				v, e = v+0.5, e+1 // "一片半" is 1.5 tablets, as "一斤半" is 1.5 斤
			}
			q.list = append(q.list, quantity{start: i, numEnd: j, end: e, values: []float64{v}, integer: v == float64(int(v)), unit: u, hasUnit: true})
			i = e - 1
		}
	}
	q.list = append(q.list, cnPressures(text, q.list)...)
	sortQuantities(q.list)
	q.list = pairSystolicDiastolic(text, q.list)
	return q
}

// systolicWords and diastolicWords introduce the two halves of a blood
// pressure said apart: "高压150低压95", "systolic 150, diastolic 95".
var (
	systolicWords  = []string{"高压", "收缩压", "上压", "systolic", "top number"}
	diastolicWords = []string{"低压", "舒张压", "下压", "diastolic", "bottom number"}
)

// pairSystolicDiastolic merges a value after a systolic word and the next
// value after a diastolic word (in the same sentence) into one pair.
func pairSystolicDiastolic(text []rune, l []quantity) []quantity {
	after := func(q quantity, words []string) bool {
		k := q.start
		for k > 0 && text[k-1] == ' ' {
			k--
		}
		for _, pre := range []string{"was", "is", "of", "at"} {
			if endsWith(text[:k], pre) {
				k -= len([]rune(pre))
				break
			}
		}
		for n := 0; n < 4; n++ { // "高压都在一百三"
			for _, pre := range pressureLead {
				if endsWith(text[:k], pre) {
					k -= len([]rune(pre))
					break
				}
			}
		}
		for _, w := range words {
			if endsWith(text[:k], w) {
				return true
			}
		}
		return false
	}
	single := func(q quantity) bool {
		return len(q.values) == 1 && q.integer && (!q.hasUnit || q.unit.kind == ukPressure)
	}
	for i := 0; i+1 < len(l); i++ {
		a, b := l[i], l[i+1]
		if !single(a) || !single(b) || !after(a, systolicWords) || !after(b, diastolicWords) || b.start-a.end > 20 {
			continue
		}
		sep := false
		for _, r := range text[a.end:b.start] {
			if r == '。' || r == '.' || r == '!' || r == '?' || r == '？' || r == '！' {
				sep = true
			}
		}
		if sep {
			continue
		}
		merged := quantity{start: a.start, numEnd: b.numEnd, end: b.end, values: []float64{a.values[0], b.values[0]}, integer: true, unit: b.unit, hasUnit: b.hasUnit,
			approx: a.approx || b.approx}
		if !merged.hasUnit && a.hasUnit {
			merged.unit, merged.hasUnit = a.unit, true
		}
		l = append(l[:i], append([]quantity{merged}, l[i+2:]...)...)
	}
	return l
}

// cnPressures finds the bare Chinese numerals said right after a systolic
// or diastolic word ("高压一百五，低压九十五"), which are readings without a
// unit; elsewhere a bare numeral is too common to count.
func cnPressures(text []rune, have []quantity) []quantity {
	taken := func(i int) bool {
		for _, q := range have {
			if i >= q.start && i < q.end {
				return true
			}
		}
		return false
	}
	var out []quantity
	// "血压，一百四十多、九十左右", "血压量出来一百六十八、一百零二": a
	// pressure pair said in numerals.
	for i := 0; i+2 <= len(text); i++ {
		if string(text[i:i+2]) != "血压" {
			continue
		}
		k := i + 2
		for n := 0; n < 6 && k < len(text) && strings.ContainsRune("量测出来得为的是：:，, 了有大概差不多", text[k]); n++ {
			k++
		}
		if taken(k) {
			continue
		}
		a, e := parseCN(text, k)
		if e == k || a < 60 || a > 300 {
			continue
		}
		approx := false
		for e < len(text) && (text[e] == '多' || text[e] == '左' || text[e] == '右') {
			approx, e = true, e+1
		}
		if e >= len(text) || !strings.ContainsRune("、，,/ 和", text[e]) {
			continue
		}
		b, e2 := parseCN(text, e+1)
		if e2 == e+1 || b < 30 || b >= a {
			continue
		}
		for e2 < len(text) && (text[e2] == '多' || text[e2] == '左' || text[e2] == '右') {
			approx, e2 = true, e2+1
		}
		out = append(out, quantity{start: k, numEnd: e2, end: e2, values: []float64{a, b}, integer: true, approx: approx})
	}
	for _, words := range [][]string{systolicWords, diastolicWords} {
		for _, w := range words {
			wr := []rune(w)
			for i := 0; i+len(wr) <= len(text); i++ {
				if string(text[i:i+len(wr)]) != w {
					continue
				}
				k := i + len(wr)
				// "高压都在一百三上下": a few words may stand before the value.
				for n := 0; n < 4; n++ {
					if p := startsWithRunes(text, k, pressureLead); p > 0 {
						k += p
					}
				}
				if taken(k) {
					continue
				}
				if v, e := parseCN(text, k); e > k && v >= 30 && v <= 300 {
					qt := quantity{start: k, numEnd: e, end: e, values: []float64{v}, integer: true}
					if p := startsWithRunes(text, e, approxTails); p > 0 {
						qt.approx, qt.end = true, e+p
					}
					out = append(out, qt)
				}
			}
		}
	}
	return out
}

// pressureLead may stand between "高压"/"低压" and the value; approxTails
// after a value make it approximate ("一百三上下", "八十出头", "九十左右").
var (
	pressureLead = []string{"是", "有", ":", "：", " ", "都在", "都", "在", "一般", "大概", "差不多", "基本上", "基本", "也就", "就"}
	approxTails  = []string{"多", "左右", "上下", "出头", "来"}
)

// startsWithRunes returns the length in runes of the longest of words that
// text holds at i, or 0.
func startsWithRunes(text []rune, i int, words []string) int {
	best := 0
	for _, w := range words {
		wr := []rune(w)
		if len(wr) > best && i+len(wr) <= len(text) && string(text[i:i+len(wr)]) == w {
			best = len(wr)
		}
	}
	return best
}

// endsWith reports whether text ends with w, ignoring trailing spaces.
func endsWith(text []rune, w string) bool {
	rs := []rune(w)
	k := len(text)
	for k > 0 && text[k-1] == ' ' {
		k--
	}
	if k < len(rs) {
		return false
	}
	return string(text[k-len(rs):k]) == w
}

// cnReading parses a measurement said in Chinese numerals after the
// integer part v (ending at j): a decimal with "点" ("七点八") and an optional
// unit, or a unit that measures something ("三十八度五", "六十五公斤"). Bare
// numerals are too common in ordinary words ("一直", "一点") to count.
func cnReading(text []rune, i int, v float64, j int) (quantity, bool) {
	qt := quantity{start: i, values: []float64{v}, integer: true}
	if d, e, ok := cnTenths(text, j); ok {
		qt.values[0] = v + d
		qt.integer = false
		j = e
	}
	if j < len(text) && (text[j] == '多' || text[j] == '来' && v >= 10 && int(v)%10 == 0) {
		qt.approx, j = true, j+1 // "一百一十多", "八十来次"
	}
	qt.numEnd, qt.end = j, j
	if u, e := unitAt(text, j); e > 0 && u.kind != ukTime && u.kind != ukDose {
		qt.unit, qt.hasUnit, qt.end = u, true, e
		if u.canon == "°C" && e < len(text) {
			// "三十八度五" is 38.5 °C.
			if d, de := parseCN(text, e); de == e+1 && text[e] != '半' && d < 10 {
				qt.values[0] += d / 10
				qt.integer = false
				qt.end = de
			} else if d1, ok1 := cnDigits[text[e]]; ok1 && e+1 < len(text) {
				// "三十六度五六" is 36.5 to 36.6 °C, a usual range rather than
				// a reading, which zh dev zh-u1-002 read as 36: no reading.
				if d2, ok2 := cnDigits[text[e+1]]; ok2 && d2 == d1+1 {
					return quantity{}, false
				}
			}
		}
		if (u.canon == "kg" || u.canon == "斤") && e < len(text) && text[e] == '半' {
			// "七十二公斤半" is 72.5 kg, as "一斤半" is 1.5 斤.
			qt.values[0] += 0.5
			qt.integer = false
			qt.end = e + 1
		}
	}
	if jin, ok := jinAndLiang(text, qt); ok {
		qt = jin // "七斤三两": 7.3 斤
	}
	if qt.integer && !qt.hasUnit {
		return quantity{}, false
	}
	if qt.hasUnit && qt.unit.kind == ukCount && (!qt.approx && v < 30) {
		return quantity{}, false // "三次", "打了两下": a count, not a reading
	}
	return qt, true
}

// cnTenths reads the tenths said after a Chinese integer ending at j, "点"
// and one numeral ("七点八" is 7.8): the tenths and their end.
func cnTenths(text []rune, j int) (float64, int, bool) {
	if j+1 >= len(text) || text[j] != '点' || text[j+1] == '半' {
		return 0, j, false
	}
	d, e := parseCN(text, j+1)
	if e != j+2 {
		return 0, j, false
	}
	return d / 10, e, true
}

// unitAt matches a unit right after a number (spaces allowed).
func unitAt(text []rune, j int) (unitDef, int) {
	k := skipSpaces(text, j)
	if e, v := unitTrie.longestAt(text, k); e > 0 {
		return unitDefs[v], e
	}
	return unitDef{}, -1
}

func sortQuantities(l []quantity) {
	for i := 1; i < len(l); i++ {
		for k := i; k > 0 && l[k].start < l[k-1].start; k-- {
			l[k], l[k-1] = l[k-1], l[k]
		}
	}
}

// hanIn reports whether the runes hold a Chinese character.
func hanIn(rs []rune) bool {
	for _, r := range rs {
		if r >= 0x4E00 && r <= 0x9FFF {
			return true
		}
	}
	return false
}

// plausibleBP reports whether a pair reads as systolic/diastolic pressure.
func plausibleBP(q quantity) bool {
	if len(q.values) != 2 || !q.integer {
		return false
	}
	s, d := q.values[0], q.values[1]
	return s >= 70 && s <= 260 && d >= 30 && d <= 160 && s > d
}

// defaultUnit picks the unit of a value said without one. Glucose and lipids
// are read as mmol/L (the unit Chinese and most non-US patients use) unless
// the magnitude only makes sense in mg/dL.
func defaultUnit(concept string, v float64, han bool) string {
	switch concept {
	case "vital:bp":
		return "mmHg"
	case "vital:heart_rate":
		return "bpm"
	case "vital:temperature":
		if v > 45 {
			return "°F"
		}
		return "°C"
	case "vital:weight":
		if han {
			return "kg"
		}
		return "lb"
	case "lab:glucose", "lab:fasting_glucose", "lab:postprandial_glucose":
		if v >= 35 {
			return "mg/dL"
		}
		return "mmol/L"
	case "lab:hba1c":
		if v > 20 {
			return "mmol/mol"
		}
		return "%"
	case "lab:ldl_c", "lab:hdl_c", "lab:ldl", "lab:hdl", "lab:cholesterol", "lab:total_cholesterol", "lab:triglycerides":
		if v >= 20 {
			return "mg/dL"
		}
		return "mmol/L"
	}
	return ""
}

// selfBefore reports whether the words right before i say what a person
// is: the speaker ("I'm", "我"), or the one spoken to ("you're 118 kilos
// today", a clinician reading out the patient's weight).
func selfBefore(text []rune, i int) bool {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	// The longest word below is 7 runes; the rune before it says whether it
	// starts a word. Only that much of the text is read, not all of it.
	b := string(text[max(0, i-8):i])
	for _, w := range []string{"i'm", "im", "i am", "我", "我现在", "我有", "我是", "you're", "youre", "you are", "你", "你现在", "您", "您现在"} {
		if strings.HasSuffix(b, w) && (len(b) == len(w) || !isLatin([]rune(b[:len(b)-len(w)])[len([]rune(b[:len(b)-len(w)]))-1])) {
			return true
		}
	}
	return false
}

// plausibleRanges bound the values a reading can take, per concept and
// unit; a reading outside them is more likely misheard or misread than
// true. A body temperature is read from 34 to 43 °C (93 to 109.4 °F): below
// is a hypothermia no patient reports from home, above is not survived, and
// "my temperature was 33" is far likelier a slip than a fact.
var plausibleRanges = map[string][2]float64{
	"vital:temperature|°C": {34, 43}, "vital:temperature|°F": {93, 109.4},
	"vital:heart_rate|bpm": {20, 250}, "vital:weight|kg": {1, 350}, "vital:weight|斤": {2, 700},
	"vital:weight|lb": {2, 770}, "vital:weight|st": {1, 55},
	"lab:glucose|mmol/L": {1, 40}, "lab:glucose|mg/dL": {18, 720},
	"lab:fasting_glucose|mmol/L": {1, 40}, "lab:fasting_glucose|mg/dL": {18, 720},
	"lab:postprandial_glucose|mmol/L": {1, 40}, "lab:postprandial_glucose|mg/dL": {18, 720},
	"lab:hba1c|%": {3, 20}, "lab:hba1c|mmol/mol": {9, 195},
}

// plausible reports whether a reading is within what the concept can
// measure; unknown pairs pass. A blood pressure must read as one.
func plausible(concept, unit string, values []float64) bool {
	if concept == "vital:bp" {
		return len(values) == 2 && values[0] > values[1] && values[0] >= 50 && values[0] <= 300 && values[1] >= 20 && values[1] <= 200
	}
	r, ok := plausibleRanges[concept+"|"+unit]
	return !ok || len(values) == 1 && values[0] >= r[0] && values[0] <= r[1]
}

// unitFits reports whether a stated unit can measure the concept.
func unitFits(concept string, u unitDef) bool {
	switch {
	case concept == "vital:bp":
		return u.kind == ukPressure
	case concept == "vital:heart_rate":
		return u.kind == ukRate || u.kind == ukCount
	case concept == "vital:temperature":
		return u.kind == ukTemp
	case concept == "vital:weight":
		return u.kind == ukWeight
	case concept == "lab:hba1c":
		return u.kind == ukPercent || u.canon == "mmol/mol" || u.canon == "mmol/L"
	case strings.HasPrefix(concept, "lab:"):
		return u.kind == ukConc || u.kind == ukPercent
	}
	return u.kind != ukDose && u.kind != ukTime && u.kind != ukCount
}

// whenSaid are the words of when a reading was taken, which may stand
// between its word and its value without making them far apart: "my sugar
// this morning before breakfast was 7.8".
var whenSaid = []string{"this morning", "last night", "yesterday", "today", "before breakfast", "after breakfast", "after lunch", "after dinner",
	"after supper", "first thing", "at home"}

// whenSaidLen returns how many runes of gap the words of whenSaid take.
func whenSaidLen(gap []rune) int {
	g := strings.ToLower(string(gap))
	n := 0
	for _, w := range whenSaid {
		n += strings.Count(g, w) * len(w)
	}
	return n
}

// measurements ties values to the vital or lab mention before them in their
// clause, and recognizes bare blood pressures and temperatures.
func (q *quantities) measurements(nt normText, spans []span, terms []Term, ctx *contextInfo, ms []Mention) []Measurement {
	text := nt.runes
	var out []Measurement
	used := map[int]bool{}
	prevQ, prevLink := -1, -1 // the last value tied to its quantity's name (thennow.go)
	for qi, qt := range q.list {
		if qt.hasUnit && (qt.unit.kind == ukTime || qt.unit.kind == ukDose) {
			continue
		}
		if len(qt.values) == 1 && (saidAsChange(text, qt.start, qt.end) || changeSinceAfter(text, qt.start, qt.end)) {
			continue
		}
		// A weight or a temperature may be said a clause after its
		// word: "weighed myself this morning, 82 kilos".
		sentenceWide := qt.hasUnit && (qt.unit.kind == ukWeight || qt.unit.kind == ukTemp || qt.unit.kind == ukCount || qt.unit.kind == ukRate)
		// The nearest vital/lab mention before the value in its clause, with
		// no other quantity in between.
		link := -1
		last := sort.Search(len(spans), func(k int) bool { return spans[k].end > qt.start }) - 1
		for k := last; k >= 0; k-- {
			s := spans[k]
			if s.end > qt.start {
				continue
			}
			t := terms[s.term].Type
			if t != "vital" && t != "lab" {
				continue
			}
			restated := t == "lab" && restatedValue(text, ctx, s, qt.start) // "INR复查了，是2.4" (restatedvalue.go)
			if !restated && (!sentenceWide && ctx.clause[s.start] != ctx.clause[qt.start] || ctx.sent[s.start] != ctx.sent[qt.start] ||
				qt.start-s.end-whenSaidLen(text[s.end:qt.start]) > 24) {
				break
			}
			if qi > 0 && q.list[qi-1].start >= s.end && !(restated && q.list[qi-1].hasUnit && q.list[qi-1].unit.kind == ukTime) {
				break
			}
			link = k
			break
		}
		thenNow := false
		if link < 0 && prevQ >= 0 && thenNowValue(text, ctx, q.list[prevQ], qt) {
			link, thenNow = prevLink, true // "糖化上回是八点二，这回降到六点九了" (thennow.go)
		}
		concept := ""
		if link >= 0 {
			concept = terms[spans[link].term].ConceptID
			if (concept == "vital:bp") != (len(qt.values) == 2) || (qt.hasUnit && !unitFits(concept, qt.unit)) || used[link] && !thenNow {
				link, concept = -1, ""
			}
		}
		if link < 0 {
			switch {
			case len(qt.values) == 2 && plausibleBP(qt) && (!qt.hasUnit || qt.unit.kind == ukPressure):
				concept = "vital:bp"
			case len(qt.values) == 1 && qt.hasUnit && qt.unit.kind == ukTemp && !weatherBefore(text, qt.start) && !weatherAfter(text, qt.end) &&
				((qt.unit.canon == "°C" && qt.values[0] >= 34 && qt.values[0] <= 43) || (qt.unit.canon == "°F" && qt.values[0] >= 93 && qt.values[0] <= 110)):
				concept = "vital:temperature"
			case len(qt.values) == 1 && qt.hasUnit && qt.unit.kind == ukRate:
				concept = "vital:heart_rate"
			case len(qt.values) == 1 && qt.hasUnit && qt.unit.kind == ukWeight && selfBefore(text, qt.start):
				concept = "vital:weight" // "I'm 14 stone", "我现在65公斤"
			case len(qt.values) == 1 && qt.hasUnit && qt.unit.kind == ukWeight && thirdBefore(text, qt.start):
				concept = "vital:weight" // "shes 45.2 kilos today", of the one spoken for (thirdweight.go)
			case len(qt.values) == 1 && qt.hasUnit && (qt.unit.kind == ukConc || qt.unit.kind == ukPercent || qt.unit.kind == ukWeight):
				concept = "" // a value whose quantity was not named: the reader may know it from the question
			default:
				continue
			}
		}
		m := Measurement{
			ConceptID: concept,
			Text:      nt.origText(qt.start, qt.end),
			Values:    qt.values,
			Span:      nt.origSpan(qt.start, qt.end),
			Mention:   link,
			Approx:    qt.approx,
			SaidAs:    qt.saidAs,
		}
		switch {
		case qt.hasUnit && qt.unit.kind == ukCount:
			m.Unit = "bpm"
		case qt.hasUnit:
			m.Unit = qt.unit.canon
		case concept == "vital:weight" && !hanIn(text):
			m.Unit, m.UnitUnsure = bareWeightUnit(text, qt.values[0])
			m.UnitInferred = true
		default:
			m.Unit = defaultUnit(concept, qt.values[0], hanIn(text))
			m.UnitInferred = true
		}
		if m.Unit == "°C" && qt.values[0] >= 93 && qt.values[0] <= 110 {
			m.Unit = "°F" // "101 degrees" is Fahrenheit
		}
		m.Implausible = !plausible(concept, m.Unit, qt.values)
		if link >= 0 {
			if len(qt.values) == 1 {
				prevQ, prevLink = qi, link
			}
			used[link] = true
			m.Assertion = ms[link].Assertion
		} else {
			m.Assertion = ctx.classify(qt.start, qt.end, "measurement", -1)
		}
		out = append(out, m)
	}
	return out
}

// changeBefore and changeAfter, around a value, make it a change and not a
// reading: "my weight went up by 4 kilos", "four kilos I have gained",
// "up about 2 kg", "Weight also increased, five kg", "体重涨了5斤", "瘦了十斤".
// "Up to 82 kg" is a reading.
var (
	changeBefore = []string{"by", "gained", "gain", "lost", "lose", "put on", "dropped", "up", "down", "increased", "decreased", "reduced",
		"increase of", "decrease of", "涨了", "长了", "胖了", "瘦了", "掉了",
		"减了", "少了", "多了", "重了", "轻了", "降了", "升了", "增加了", "下降了", "减轻了", "掉咗", "瘦咗", "肥咗", "重咗"}
	changeAfter = []string{"i have gained", "i've gained", "i gained", "gained", "i have lost", "i've lost", "i lost", "lost",
		"heavier", "lighter", "more than before", "less than before"}
	// "胖了快二十斤" (s46 blind round 14 zh20) is a gain of almost 20 jin,
	// which went in as a body weight of 20 jin: 快, 近 and 足足 are
	// approximations like 将近.
	approxWords = []string{"about", "around", "roughly", "nearly", "almost", "over", "under", "like", "大概", "大约", "差不多", "将近", "快", "近", "约", "足足", "得有"}
)

// saidAsChange reports whether the value at text[start:end] is said as a
// change of a quantity rather than its reading.
func saidAsChange(text []rune, start, end int) bool {
	// "Weight also increased, five kg" (en/x1 dev): a comma may part the
	// change from its amount.
	before := strings.TrimRight(strings.ToLower(string(text[max(0, start-16):start])), " ,，")
	for trimmed := true; trimmed; {
		trimmed = false
		for _, w := range approxWords {
			if b := strings.TrimSuffix(before, w); b != before && (b == "" || !isLatin([]rune(b)[len([]rune(b))-1]) || !isLatin([]rune(w)[0])) {
				before, trimmed = strings.TrimRight(b, " "), true
			}
		}
	}
	for _, w := range changeBefore {
		if strings.HasSuffix(before, w) {
			if b := []rune(strings.TrimSuffix(before, w)); len(b) == 0 || !isLatin(b[len(b)-1]) || !isLatin([]rune(w)[0]) {
				return true
			}
		}
	}
	after := strings.TrimLeft(strings.ToLower(string(text[end:min(len(text), end+18)])), " ,，")
	for _, w := range changeAfter {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// weatherWords, just before a temperature, make it the air's: "外头三十七八
// 度", "it was 40 degrees outside".
var weatherWords = []string{"外头", "外面", "室外", "气温", "天气", "太阳底下", "温度有", "outside", "out there", "the weather", "a heatwave",
	// A hot spell: "重庆这几天热得遭不住哦，三十九度" (the recall harness's zh-ep-161).
	"天热", "天儿热", "这几天热", "这两天热", "热得遭不住", "热死人", "热惨了", "heatwave", "scorcher"}

// weatherBefore reports whether the few runes before position start name
// the weather.
func weatherBefore(text []rune, start int) bool {
	before := strings.ToLower(string(text[max(0, start-12):start]))
	for _, w := range weatherWords {
		if strings.Contains(before, w) {
			return true
		}
	}
	return false
}

// weatherAfter reports whether the words right after a temperature say it
// was the air's: "it was 38 degrees outside yesterday".
func weatherAfter(text []rune, end int) bool {
	after := strings.TrimLeft(strings.ToLower(string(text[end:min(len(text), end+16)])), " ")
	for _, w := range []string{"outside", "out there", "in the shade", "in the sun", "out", "外头", "外面"} {
		if strings.HasPrefix(after, w) && (len(after) == len(w) || !isLatin([]rune(after[len(w):])[0])) {
			return true
		}
	}
	return false
}

// pressurePair reports whether two numbers could be a systolic and a
// diastolic pressure, for a pair said with a word that also means other
// things ("on", "by").
func pressurePair(systolic, diastolic float64) bool {
	return systolic >= 60 && systolic <= 260 && diastolic >= 30 && diastolic <= 160 && systolic > diastolic
}

// halfAfter reports whether a "半" at e adds a half to the count before it:
// "一片半", but not the "半夜" or "半年" that starts the next words
// ("吃了两片半夜就醒了").
func halfAfter(text []rune, e int) bool {
	if e >= len(text) || text[e] != '半' {
		return false
	}
	return e+1 == len(text) || !strings.ContainsRune("夜天年月个小日晌宿截边身路辈拉片粒颗", text[e+1])
}

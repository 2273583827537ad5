package extract

import (
	"slices"
	"strings"
	"time"
)

const (
	day   = 24 * time.Hour
	month = 30 * day
	year  = 365 * day
)

var unitLen = map[string]time.Duration{
	"minute": time.Minute, "hour": time.Hour, "day": day, "week": 7 * day, "month": month, "year": year,
}

// zhBareUnits follow a number directly ("三天", "两周"); zhCountedUnits
// follow "个" ("两个月", "一个半小时").
var zhBareUnits = []struct{ word, unit string }{
	{"天", "day"}, {"周", "week"}, {"星期", "week"}, {"礼拜", "week"}, {"小时", "hour"}, {"钟头", "hour"},
	{"分钟", "minute"}, {"年", "year"},
}

var zhCountedUnits = []struct{ word, unit string }{
	{"月", "month"}, {"星期", "week"}, {"礼拜", "week"}, {"小时", "hour"}, {"钟头", "hour"}, {"钟", "hour"},
}

// zhDurUnits are the Chinese duration units, longest first.
var zhDurUnits = []struct {
	word string
	unit string
}{
	{"个星期", "week"}, {"个礼拜", "week"}, {"个小时", "hour"}, {"个钟头", "hour"}, {"个月", "month"}, {"星期", "week"},
	{"礼拜", "week"}, {"小时", "hour"}, {"钟头", "hour"}, {"分钟", "minute"}, {"天", "day"}, {"周", "week"}, {"年", "year"},
}

// enDurUnits are the English duration units (plural forms are matched too).
var enDurUnits = []struct {
	word string
	unit string
}{
	{"minute", "minute"}, {"min", "minute"}, {"hour", "hour"}, {"hr", "hour"}, {"day", "day"}, {"week", "week"},
	{"wk", "week"}, {"month", "month"}, {"year", "year"}, {"yr", "year"},
}

// prefixAt reports whether the literal w starts at text[i].
func prefixAt(text []rune, i int, w string) bool {
	for _, r := range w {
		if i >= len(text) || text[i] != r {
			return false
		}
		i++
	}
	return true
}

// parseNumberAt parses a digit, Chinese or English number at text[i].
func parseNumberAt(text []rune, i int) (v float64, end int, word string) {
	if i >= len(text) {
		return 0, i, ""
	}
	if isDigit(text[i]) {
		if i > 0 && (isDigit(text[i-1]) || text[i-1] == '.' || isLatin(text[i-1])) {
			return 0, i, ""
		}
		v, j, _ := parseDigits(text, i)
		return v, j, ""
	}
	if v, j := parseCN(text, i); j > i {
		return v, j, ""
	}
	if isLatin(text[i]) && (i == 0 || !isLatin(text[i-1])) {
		return parseEnNumber(text, i)
	}
	return 0, i, ""
}

// durations finds lengths of time, skipping "三天前" and "two weeks ago"
// (times, not durations), "一天两次" (a frequency) and "2019年" (a year).
func (q *quantities) durations(nt normText) ([]Duration, []timeSpan) {
	text := nt.runes
	var out []Duration
	var spans []timeSpan
	for i := 0; i < len(text); i++ {
		n, j, word := parseNumberAt(text, i)
		if j == i {
			continue
		}
		if d, e, ok := zhDuration(text, i, n, j); ok {
			d.Text, d.Span = nt.origText(i, e), nt.origSpan(i, e)
			out = append(out, d)
			spans = append(spans, timeSpan{start: i, end: e})
			i = e - 1
			continue
		}
		if d, e, ok := enDuration(text, i, n, j, word); ok {
			d.Text, d.Span = nt.origText(i, e), nt.origSpan(i, e)
			out = append(out, d)
			spans = append(spans, timeSpan{start: i, end: e})
			i = e - 1
			continue
		}
		i = j - 1
	}
	return out, spans
}

func zhDuration(text []rune, i int, n float64, j int) (Duration, int, bool) {
	if i > 0 && (text[i-1] == '每' || text[i-1] == '第' || text[i-1] == '这' || text[i-1] == '那' || text[i-1] == '星' || text[i-1] == '礼' || text[i-1] == '周') {
		return Duration{}, 0, false
	}
	if i > 0 && text[i-1] == '前' && (i == 1 || !slices.Contains(priorBound, text[i-2])) {
		return Duration{}, 0, false // "前两周": a time back, see priorAt
	}
	k := j
	approx, half := false, false
	if k < len(text) && text[k] == '多' {
		approx, k = true, k+1
	}
	units := zhBareUnits
	if k < len(text) && text[k] == '个' {
		k++
		units = zhCountedUnits
		if k < len(text) && text[k] == '多' {
			approx, k = true, k+1
		} else if k < len(text) && text[k] == '半' {
			half, k = true, k+1
		}
	}
	unit, ue := "", -1
	for _, u := range units {
		if prefixAt(text, k, u.word) {
			unit, ue = u.unit, k+len([]rune(u.word))
			break
		}
	}
	if ue < 0 {
		return Duration{}, 0, false
	}
	if unit == "year" && n >= 1000 {
		return Duration{}, 0, false
	}
	if half {
		n += 0.5
	}
	if ue < len(text) && text[ue] == '半' && !half {
		n, ue = n+0.5, ue+1
	}
	if ue < len(text) && text[ue] == '多' {
		approx, ue = true, ue+1
	}
	// A time point or a frequency, not a length.
	rest := text[ue:]
	for _, w := range []string{"前", "以前", "之前", "后", "以后", "之后"} {
		if prefixAt(rest, 0, w) {
			return Duration{}, 0, false
		}
	}
	if _, re := parseCN(rest, 0); re > 0 && re < len(rest) && rest[re] == '次' {
		return Duration{}, 0, false
	}
	if len(rest) > 0 && isDigit(rest[0]) {
		if _, de, _ := parseDigits(rest, 0); de < len(rest) && rest[de] == '次' {
			return Duration{}, 0, false
		}
	}
	if prefixAt(rest, 0, "左右") {
		approx, ue = true, ue+2
	}
	if n == 0 {
		return Duration{}, 0, false
	}
	return Duration{N: n, Unit: unit, D: time.Duration(n * float64(unitLen[unit])), Approx: approx}, ue, true
}

func enDuration(text []rune, i int, n float64, j int, word string) (Duration, int, bool) {
	k := skipSpaces(text, j)
	if prefixAt(text, k, "-") {
		k++
	}
	unit, ue := "", -1
	for _, u := range enDurUnits {
		if !prefixAt(text, k, u.word) {
			continue
		}
		e := k + len([]rune(u.word))
		if e < len(text) && text[e] == 's' {
			e++
		}
		if e < len(text) && isLatin(text[e]) {
			continue
		}
		unit, ue = u.unit, e
		break
	}
	if ue < 0 {
		return Duration{}, 0, false
	}
	// Look at the words around it.
	before := strings.TrimRight(string(text[max(0, i-12):i]), " ")
	after := strings.TrimLeft(string(text[ue:min(len(text), ue+12)]), " ")
	for _, w := range []string{"ago", "later", "before", "after", "old", "from now"} {
		if strings.HasPrefix(after, w) {
			return Duration{}, 0, false
		}
	}
	if agoWordAt(text, skipSpaces(text, ue)) > 0 {
		return Duration{}, 0, false // "about one year back." is a time, not a length
	}
	for _, w := range []string{"every", "each", "per", "once", "twice", "times", "x"} {
		if strings.HasSuffix(before, w) {
			return Duration{}, 0, false
		}
	}
	approx := false
	for _, w := range []string{"about", "around", "almost", "nearly", "roughly", "over", "more than"} {
		if strings.HasSuffix(before, w) {
			approx = true
		}
	}
	if word == "a" || word == "an" {
		// "a week" is a duration after "for"/"past"/"about", not in "twice a day".
		ok := approx
		for _, w := range []string{"for", "past", "last", "about", "over", "in", "within", "since"} {
			if strings.HasSuffix(before, w) {
				ok = true
			}
		}
		if !ok {
			return Duration{}, 0, false
		}
	}
	if n == 0 {
		return Duration{}, 0, false
	}
	return Duration{N: n, Unit: unit, D: time.Duration(n * float64(unitLen[unit])), Approx: approx}, ue, true
}

// timeSpec is a relative time phrase.
type timeSpec struct {
	kind    string // day, week, month, year, instant, weekday, lastweekday, weekend
	off     int    // days, weeks, months or years from now
	weekday int    // 1 = Monday .. 7 = Sunday
	part    string // morning, noon, afternoon, evening, night
}

var (
	timeSpecs []timeSpec
	timeTrie  = buildTimeTrie()
	partTrie  *trie
	partNames []string
)

func buildTimeTrie() *trie {
	t := newTrie()
	add := func(phrases string, s timeSpec) {
		for _, p := range strings.Split(phrases, "|") {
			timeSpecs = append(timeSpecs, s)
			t.insert([]rune(p), len(timeSpecs)-1)
		}
	}
	add("今天|今日|today|earlier today", timeSpec{kind: "day"})
	// Cantonese says 琴日 or 寻日 for yesterday, and Wu, Hakka and Cantonese
	// 旧年 for last year.
	add("昨天|昨日|琴日|寻日|噚日|yesterday", timeSpec{kind: "day", off: -1})
	add("前天|the day before yesterday", timeSpec{kind: "day", off: -2})
	add("大前天", timeSpec{kind: "day", off: -3})
	add("明天|明日|tomorrow", timeSpec{kind: "day", off: 1})
	add("后天|the day after tomorrow", timeSpec{kind: "day", off: 2})
	add("今早|今晨|this morning", timeSpec{kind: "day", part: "morning"})
	add("this afternoon|今天下午", timeSpec{kind: "day", part: "afternoon"})
	add("今晚|今夜|tonight|this evening", timeSpec{kind: "day", part: "evening"})
	add("昨晚|昨夜|琴晚|寻晚|噚晚|last night|last evening", timeSpec{kind: "day", off: -1, part: "evening"})
	add("刚才|刚刚|just now|a moment ago", timeSpec{kind: "instant"})
	add("上周|上星期|上个星期|上礼拜|上个礼拜|last week", timeSpec{kind: "week", off: -1})
	add("这周|本周|这个星期|这星期|这礼拜|这个礼拜|this week", timeSpec{kind: "week"})
	add("下周|下星期|下个星期|下礼拜|next week", timeSpec{kind: "week", off: 1})
	add("上周末|上个周末|last weekend", timeSpec{kind: "weekend", off: -1})
	add("这周末|这个周末|周末|this weekend", timeSpec{kind: "weekend"})
	add("上个月|上月|last month", timeSpec{kind: "month", off: -1})
	add("这个月|本月|this month", timeSpec{kind: "month"})
	add("去年|旧年|last year", timeSpec{kind: "year", off: -1})
	add("今年|this year", timeSpec{kind: "year"})
	add("前年|the year before last", timeSpec{kind: "year", off: -2})
	zhDays := map[string]int{"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "日": 7, "天": 7}
	for name, wd := range zhDays {
		for _, w := range []string{"周", "星期", "礼拜"} {
			if w == "周" && name == "天" {
				continue
			}
			add(w+name, timeSpec{kind: "weekday", weekday: wd})
			for pre, off := range map[string]int{"上": -1, "上个": -1, "这": 0, "这个": 0, "本": 0, "下": 1, "下个": 1} {
				add(pre+w+name, timeSpec{kind: "weekday", off: off, weekday: wd})
			}
		}
	}
	enDays := []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
	for k, name := range enDays {
		add("last "+name+"|on "+name+"|this past "+name+"|past "+name+"|"+name, timeSpec{kind: "lastweekday", weekday: k + 1})
	}
	partTrie = newTrie()
	addPart := func(phrases, part string) {
		for _, p := range strings.Split(phrases, "|") {
			partNames = append(partNames, part)
			partTrie.insert([]rune(p), len(partNames)-1)
		}
	}
	addPart("早上|早晨|上午|清晨|早|morning| morning", "morning")
	addPart("中午|noon| noon|at noon| at noon", "noon")
	addPart("下午|afternoon| afternoon", "afternoon")
	addPart("晚上|晚|傍晚|evening| evening| night|night", "evening")
	addPart("夜里|半夜|凌晨|深夜", "night")
	return t
}

var partHours = map[string][2]int{
	"morning": {6, 12}, "noon": {11, 14}, "afternoon": {12, 18}, "evening": {18, 24}, "night": {0, 6},
}

// scanTimes finds time expressions and resolves them against at. Weeks start
// on Monday (the Chinese convention); "上周六" is the Saturday of the previous
// calendar week, while English "last Saturday" is the most recent Saturday
// before today.
func scanTimes(nt normText, at time.Time) ([]TimeRef, []timeSpan) {
	text := nt.runes
	var spans []timeSpan
	past := func(r TimeRef, s, e int) {
		// Well before the turn: over 180 days, or in an earlier year.
		p := r.Granularity != "instant" && (at.Sub(r.End) > 180*day || (r.Granularity == "year" && r.End.Year() <= at.Year()))
		spans = append(spans, timeSpan{start: s, end: e, past: p})
	}
	loc := at.Location()
	today := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, loc)
	var out []TimeRef
	// Numeric expressions first: "两周前", "2024年", "3月5号".
	parsers := []func([]rune, int, time.Time) (TimeRef, int, bool){agoAt, priorAt, yearAt, zhDateAt, monthAt, seasonAt}
scan:
	for i := 0; i < len(text); i++ {
		for _, parse := range parsers {
			if ref, e, ok := parse(text, i, today); ok {
				ref.Text, ref.Span = nt.origText(i, e), nt.origSpan(i, e)
				out = append(out, ref)
				past(ref, i, e)
				i = e - 1
				continue scan
			}
		}
		e, v := timeTrie.longestAt(text, i)
		if e < 0 {
			continue
		}
		if i > 0 && text[i-1] == '每' {
			continue // "每周", a frequency
		}
		s := timeSpecs[v]
		ref := resolve(s, at, today)
		// A part of the day right after a day: "昨天晚上", "yesterday morning".
		if s.part == "" && (ref.Granularity == "day") {
			k := e
			if k < len(text) && text[k] == '的' {
				k++
			}
			if pe, pv := partTrie.longestAt(text, k); pe > 0 {
				h := partHours[partNames[pv]]
				ref.Start = ref.Start.Add(time.Duration(h[0]) * time.Hour)
				ref.End = ref.Start.Add(time.Duration(h[1]-h[0]) * time.Hour)
				ref.Granularity = "part_of_day"
				e = pe
			}
		}
		ref.Text, ref.Span = nt.origText(i, e), nt.origSpan(i, e)
		out = append(out, ref)
		past(ref, i, e)
		i = e - 1
	}
	return out, spans
}

// yearAt parses a calendar year: "2019年", "in 2019" (1900 up to the turn's
// year).
func yearAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	start := i
	j := i
	if hasWordAt(text, i, "in") {
		j = skipSpaces(text, i+2)
		if j == i+2 {
			return TimeRef{}, 0, false
		}
	}
	if j > i && j+2 < len(text) && (text[j] == '\'' || text[j] == '’') && isDigit(text[j+1]) && isDigit(text[j+2]) && (j+3 == len(text) || !isDigit(text[j+3]) && !isLatin(text[j+3])) {
		// "back in '09": a year said by its last two digits.
		yy := int(text[j+1]-'0')*10 + int(text[j+2]-'0')
		year := 1900 + yy
		if 2000+yy <= today.Year() {
			year = 2000 + yy
		}
		st := time.Date(year, 1, 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: st, End: st.AddDate(1, 0, 0), Granularity: "year"}, j + 3, true
	}
	if j > i {
		if year, e, ok := spokenYear(text, j); ok && year >= 1900 && year <= today.Year() {
			st := time.Date(year, 1, 1, 0, 0, 0, 0, today.Location())
			return TimeRef{Start: st, End: st.AddDate(1, 0, 0), Granularity: "year"}, e, true
		}
	}
	if j >= len(text) || !isDigit(text[j]) || (j > 0 && (isDigit(text[j-1]) || isLatin(text[j-1]))) {
		return TimeRef{}, 0, false
	}
	v, e, integer := parseDigits(text, j)
	if !integer || e-j != 4 || v < 1900 || int(v) > today.Year() {
		return TimeRef{}, 0, false
	}
	if e < len(text) && text[e] == '年' {
		e++
	} else if j == i && !bareYearOpensClause(text, j, e) || (e < len(text) && (isDigit(text[e]) || isLatin(text[e]) || text[e] == '/' || text[e] == '.' && e+1 < len(text) && isDigit(text[e+1]))) {
		// "in 2019." ends a sentence; "in 2019.5" and "in 2019/20" are no years.
		return TimeRef{}, 0, false
	}
	st := time.Date(int(v), 1, 1, 0, 0, 0, 0, today.Location())
	return TimeRef{Start: st, End: st.AddDate(1, 0, 0), Granularity: "year"}, e, start < e
}

// spokenYear reads a year said in words, as a speech recogniser writes it
// ("in nineteen seventy", "in two thousand and six", "in twenty nineteen",
// "in nineteen oh five"). yearAt only asks after "in": alone, "nineteen
// seventy" may be a count.
func spokenYear(text []rune, j int) (year, end int, ok bool) {
	w, e := latinWordAt(text, j)
	switch {
	case w == "nineteen" || w == "twenty":
		century := map[string]int{"nineteen": 1900, "twenty": 2000}[w]
		if w2, e2 := nextWord(text, e, false); w2 == "oh" {
			if w3, e3 := nextWord(text, e2, false); enOnes[w3] >= 1 && enOnes[w3] <= 9 {
				return century + enOnes[w3], e3, true
			}
			return 0, j, false
		}
		if e >= len(text) || text[e] != ' ' {
			return 0, j, false
		}
		v, e2, _, ok := belowHundred(text, e+1)
		if !ok || v < 10 {
			return 0, j, false // "twenty five" is twenty-five, no year
		}
		return century + v, e2, true
	case w == "two":
		if w2, e2 := nextWord(text, e, false); w2 == "thousand" {
			e = e2
			if w3, e3 := nextWord(text, e, false); w3 == "and" {
				if v, e4, _, ok := belowHundred(text, e3+1); ok && e3 < len(text) && text[e3] == ' ' {
					return 2000 + v, e4, true
				}
				return 2000, e, true
			}
			if e < len(text) && text[e] == ' ' {
				if v, e4, _, ok := belowHundred(text, e+1); ok {
					return 2000 + v, e4, true
				}
			}
			return 2000, e, true
		}
	}
	return 0, j, false
}

func resolve(s timeSpec, at, today time.Time) TimeRef {
	// Monday of the current week.
	wd := int(today.Weekday())
	if wd == 0 {
		wd = 7
	}
	monday := today.AddDate(0, 0, 1-wd)
	switch s.kind {
	case "instant":
		return TimeRef{Start: at, End: at, Granularity: "instant"}
	case "day":
		d := today.AddDate(0, 0, s.off)
		if s.part != "" {
			h := partHours[s.part]
			st := d.Add(time.Duration(h[0]) * time.Hour)
			return TimeRef{Start: st, End: st.Add(time.Duration(h[1]-h[0]) * time.Hour), Granularity: "part_of_day"}
		}
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}
	case "week":
		st := monday.AddDate(0, 0, 7*s.off)
		return TimeRef{Start: st, End: st.AddDate(0, 0, 7), Granularity: "week"}
	case "weekend":
		st := monday.AddDate(0, 0, 7*s.off+5)
		return TimeRef{Start: st, End: st.AddDate(0, 0, 2), Granularity: "day"}
	case "weekday":
		d := monday.AddDate(0, 0, 7*s.off+s.weekday-1)
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}
	case "lastweekday":
		back := (wd - s.weekday + 7) % 7
		if back == 0 {
			back = 7
		}
		d := today.AddDate(0, 0, -back)
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}
	case "month":
		st := time.Date(today.Year(), today.Month()+time.Month(s.off), 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: st, End: st.AddDate(0, 1, 0), Granularity: "month"}
	case "year":
		st := time.Date(today.Year()+s.off, 1, 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: st, End: st.AddDate(1, 0, 0), Granularity: "year"}
	}
	return TimeRef{Start: at, End: at, Granularity: "instant"}
}

// priorBound are the words that make a following 前 part of their own word
// ("提前两天" is in advance, "饭前两小时" before a meal, "之前" before that).
var priorBound = []rune("提之以饭睡术餐产考节年眼面胸跟目当空从往向上生事")

// vaguePrior say a while ago, some weeks back: "前阵子", "前段时间".
var vaguePrior = []string{"前阵子", "前一阵子", "前一阵", "前段时间", "前一段时间", "前些日子", "前些天", "前些时候"}

// priorAt parses a Chinese "前" that dates back by a count: "前两周", "前三
// 天", "前几天" (a few, read as three), "前两个月", as "两周前" does; and the
// vague "前阵子", "前段时间", some weeks back.
func priorAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	if text[i] != '前' || i > 0 && slices.Contains(priorBound, text[i-1]) {
		return TimeRef{}, 0, false
	}
	for _, w := range vaguePrior {
		if prefixAt(text, i, w) {
			return TimeRef{Start: today.AddDate(0, 0, -42), End: today.AddDate(0, 0, -7), Granularity: "week"}, i + len([]rune(w)), true
		}
	}
	n, j := 3.0, i+1
	if j < len(text) && text[j] == '几' {
		j++
	} else {
		n, j, _ = parseNumberAt(text, i+1)
		if j == i+1 || n != float64(int(n)) || n < 1 {
			return TimeRef{}, 0, false
		}
	}
	unit, ue := "", -1
	for _, u := range zhDurUnits {
		if prefixAt(text, j, u.word) {
			unit, ue = u.unit, j+len([]rune(u.word))
			break
		}
	}
	if ref, ok := countedBack(today, unit, int(n)); ok {
		return ref, ue, true
	}
	return TimeRef{}, 0, false
}

// countedBack is the day, month or year c units of unit before today
// ("三天前", "两个月前", "前两周").
func countedBack(today time.Time, unit string, c int) (TimeRef, bool) {
	switch unit {
	case "day":
		d := today.AddDate(0, 0, -c)
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}, true
	case "week":
		d := today.AddDate(0, 0, -7*c)
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}, true
	case "month":
		st := time.Date(today.Year(), today.Month()-time.Month(c), 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: st, End: st.AddDate(0, 1, 0), Granularity: "month"}, true
	case "year":
		st := time.Date(today.Year()-c, 1, 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: st, End: st.AddDate(1, 0, 0), Granularity: "year"}, true
	}
	return TimeRef{}, false
}

// agoAt parses "三天前", "两个星期以前", "3 days ago", "a week ago".
func agoAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	n, j, _ := parseNumberAt(text, i)
	if j == i || (i > 0 && text[i-1] == '几') {
		return TimeRef{}, 0, false
	}
	unit, ue := "", -1
	k := j
	for _, u := range zhDurUnits {
		if prefixAt(text, k, u.word) {
			unit, ue = u.unit, k+len([]rune(u.word))
			break
		}
	}
	if ue > 0 {
		found := false
		for _, w := range []string{"以前", "之前", "前"} {
			if prefixAt(text, ue, w) {
				ue += len([]rune(w))
				found = true
				break
			}
		}
		if !found {
			return TimeRef{}, 0, false
		}
	} else {
		k = skipSpaces(text, j)
		for _, u := range enDurUnits {
			if !prefixAt(text, k, u.word) {
				continue
			}
			e := k + len([]rune(u.word))
			if e < len(text) && text[e] == 's' {
				e++
			}
			if e < len(text) && isLatin(text[e]) {
				continue
			}
			e2 := skipSpaces(text, e)
			w := agoWordAt(text, e2)
			if w == 0 {
				return TimeRef{}, 0, false
			}
			unit, ue = u.unit, e2+w
			break
		}
		if ue < 0 {
			return TimeRef{}, 0, false
		}
	}
	if n != float64(int(n)) {
		// "半年前": resolve halves in days.
		d := today.AddDate(0, 0, -int(n*float64(unitLen[unit]/day)))
		return TimeRef{Start: d, End: d.AddDate(0, 0, 1), Granularity: "day"}, ue, true
	}
	if unit == "minute" || unit == "hour" {
		return TimeRef{}, 0, false
	}
	if unit != "day" && unit != "week" && unit != "month" {
		unit = "year"
	}
	ref, _ := countedBack(today, unit, int(n))
	return ref, ue, true
}

// zhDateAt parses "11月3日", "3号" style dates in the turn's year (or the
// year before when the date would be in the future).
func zhDateAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	n, j, _ := parseNumberAt(text, i)
	if j == i || j >= len(text) || text[j] != '月' || n < 1 || n > 12 || n != float64(int(n)) {
		return TimeRef{}, 0, false
	}
	d, k, _ := parseNumberAt(text, j+1)
	if k == j+1 || k >= len(text) || (text[k] != '日' && text[k] != '号') || d < 1 || d > 31 {
		return TimeRef{}, 0, false
	}
	st := time.Date(today.Year(), time.Month(int(n)), int(d), 0, 0, 0, 0, today.Location())
	if st.After(today) {
		st = st.AddDate(-1, 0, 0)
	}
	return TimeRef{Start: st, End: st.AddDate(0, 0, 1), Granularity: "day"}, k + 1, true
}

// enMonths are the English month names, January first.
var enMonths = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
	"december"}

// monthLeads introduce a month as a time ("in March", "back in March",
// "last March"): a bare "may" or "march" is a verb.
var monthLeads = []string{"back in ", "in ", "last ", "this past ", "since ", "early ", "late ", "end of ", "during ", "around "}

// monthAt parses "in March", "back in March", "last March": the latest
// such month that is not after the turn's ("last" never the current one).
func monthAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	if i > 0 && isLatin(text[i-1]) {
		return TimeRef{}, 0, false
	}
	for _, lead := range monthLeads {
		if !prefixAt(text, i, lead) {
			continue
		}
		j := i + len([]rune(lead))
		for k, name := range enMonths {
			if !hasWordAt(text, j, name) {
				continue
			}
			m := time.Month(k + 1)
			y := today.Year()
			if m > today.Month() || lead == "last " && m == today.Month() {
				y--
			}
			end := j + len([]rune(name))
			// "in November last year", "in March of last year": the month
			// of the year before the turn's, whatever month the turn is in.
			for _, ly := range []string{" last year", " of last year"} {
				if prefixAt(text, end, ly) && (end+len([]rune(ly)) == len(text) || !isLatin(text[end+len([]rune(ly))])) {
					y, end = today.Year()-1, end+len([]rune(ly))
					break
				}
			}
			st := time.Date(y, m, 1, 0, 0, 0, 0, today.Location())
			return TimeRef{Start: st, End: st.AddDate(0, 1, 0), Granularity: "month"}, end, true
		}
	}
	return TimeRef{}, 0, false
}

// seasonEnds is the month each season ends in (northern hemisphere).
var seasonEnds = map[string]time.Month{"winter": time.February, "spring": time.May, "summer": time.August, "autumn": time.November,
	"fall": time.November}

// seasonAt parses "last winter", "last summer": the latest such season
// that ended before the turn's month, three months long.
func seasonAt(text []rune, i int, today time.Time) (TimeRef, int, bool) {
	if i > 0 && isLatin(text[i-1]) || !prefixAt(text, i, "last ") {
		return TimeRef{}, 0, false
	}
	j := i + len("last ")
	for name, end := range seasonEnds {
		if !hasWordAt(text, j, name) {
			continue
		}
		y := today.Year()
		if end >= today.Month() {
			y--
		}
		stop := time.Date(y, end+1, 1, 0, 0, 0, 0, today.Location())
		return TimeRef{Start: stop.AddDate(0, -3, 0), End: stop, Granularity: "month"}, j + len([]rune(name)), true
	}
	return TimeRef{}, 0, false
}

// agoWordAt returns the length of the word at i that dates a length back
// from now: "ago", or "back" where it ends its clause ("about one year
// back.", "a few years back, I had…"); "two days back pain" is the back.
// It returns 0 when there is none.
func agoWordAt(text []rune, i int) int {
	if hasWordAt(text, i, "ago") {
		return 3
	}
	if !hasWordAt(text, i, "back") {
		return 0
	}
	if e := i + 4; e == len(text) || strings.ContainsRune(".,;!?", text[e]) {
		return 4
	}
	return 0
}

package coref

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug may be told apart from the others just named by its dose or the
// time of day it is taken: after "metoprolol 47.5 mg in the morning, and
// now felodipine, 5 mg", "那个5毫克的" is the felodipine; after "telmisartan
// first thing, doxazosin at bedtime", "the bedtime one" is the doxazosin.
// Only the reference's own words choose so ("the bedtime one", "5毫克那个",
// "晚上那个"): "can I take it at bedtime?" says when, not which.

// Times of day, each with the words that say it. Night holds the evening
// and bedtime: "晚上那个" is the drug taken 睡前 as much as the one taken
// with dinner, and the patient who calls it "the night one" means either.
const (
	timeMorning = "morning"
	timeMidday  = "midday"
	timeNight   = "night"
	// Before and after meals are no time of day, but a drug is told by
	// them as by one: "那个饭前吃的" after "雷贝拉唑，早饭前吃一粒；铝碳酸镁，
	// 饭后嚼两片".
	timeBeforeMeal = "before_meal"
	timeAfterMeal  = "after_meal"
)

var timeWords = []struct {
	time  string
	words []string
}{
	{timeMorning, []string{"早上", "早晨", "早起", "上午", "早饭", "早餐", "晨起", "清早", "morning", "mornings", "breakfast", "first thing", "breakfast-time"}},
	{timeMidday, []string{"中午", "午饭", "午餐", "midday", "noon", "lunch", "lunchtime", "dinnertime"}},
	{timeNight, []string{"晚上", "晚饭", "晚餐", "夜里", "夜里向", "夜间", "睡前", "睡觉前", "临睡", "evening", "evenings", "night", "nights", "nighttime", "night-time",
		"bedtime", "bed-time", "before bed", "teatime", "tea-time", "supper", "suppertime"}},
	{timeBeforeMeal, []string{"饭前", "餐前", "空腹", "空肚", "空着肚子"}},
	{timeAfterMeal, []string{"饭后", "餐后"}},
}

// timesIn returns the times of day a text names.
func timesIn(lower string) []string {
	var out []string
	for _, t := range timeWords {
		if containsAnyWord(lower, t.words) {
			out = append(out, t.time)
		}
	}
	return out
}

// dosePattern is an amount with a unit of a dose: "5 mg", "47.5毫克",
// "五毫克", "10 units". Matched leftmost and whole, so "47.5毫克" never
// yields a "5毫克" of its own.
var dosePattern = regexp.MustCompile(`([0-9]+(?:\.[0-9]+)?|[零一二两三四五六七八九十]+(?:点[零一二三四五六七八九]+)?)\s*(毫克|mg|milligrams?|微克|mcg|μg|micrograms?|单位|units?|iu)`)

// doseUnits gives each unit word its unit.
var doseUnits = map[string]string{"毫克": "mg", "mg": "mg", "milligram": "mg", "milligrams": "mg", "微克": "mcg", "mcg": "mcg", "μg": "mcg",
	"microgram": "mcg", "micrograms": "mcg", "单位": "u", "unit": "u", "units": "u", "iu": "u"}

// dosesIn returns the doses a text names, as "<amount><unit>" ("47.5mg").
// A number run into a longer one on its left ("147.5 mg" is not "47.5
// mg") is read whole by the pattern.
func dosesIn(lower string) []string {
	var out []string
	for _, m := range dosePattern.FindAllStringSubmatchIndex(lower, -1) {
		if m[0] > 0 {
			if r, _ := utf8.DecodeLastRuneInString(lower[:m[0]]); unicode.IsDigit(r) || r == '.' || isWordRune(r) {
				continue // "x5 mg", "v2mg": no amount of its own
			}
		}
		unit := doseUnits[lower[m[4]:m[5]]]
		amount, ok := doseAmount(lower[m[2]:m[3]])
		if !ok || unit == "" {
			continue
		}
		out = append(out, strconv.FormatFloat(amount, 'f', -1, 64)+unit)
	}
	return out
}

// doseAmount reads an amount in digits or Chinese numerals ("四十七点五"
// is 47.5).
func doseAmount(s string) (float64, bool) {
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return f, true
	}
	whole, frac, _ := strings.Cut(s, "点")
	n, ok := extract.ChineseNumber(whole)
	if !ok {
		return 0, false
	}
	scale := 0.1
	for _, r := range frac {
		d, ok := extract.ChineseNumber(string(r))
		if !ok || d > 9 {
			return 0, false
		}
		n += d * scale
		scale /= 10
	}
	return n, true
}

// scheduleRefs finds a drug called by its dose or time of day: "the
// bedtime one", "that 5 mg tablet", "那个5毫克的", "5毫克那个", "晚上那个",
// "睡前吃的那片". A time of day that dates an event ("昨天晚上那个", "last
// night") chooses no drug, and neither does a phrase whose noun is no drug
// ("晚上那个时候": 那个 followed by another noun).
func scheduleRefs(rs []rune, taken [][2]int) []Reference {
	lower := make([]rune, len(rs))
	for i, r := range rs {
		lower[i] = unicode.ToLower(r)
	}
	text := string(lower)
	var out []Reference
	for _, p := range []*regexp.Regexp{enSchedulePhrase, enScheduleAfter, zhSchedulePhraseDetFirst, zhSchedulePhraseDetLast, zhSchedulePhraseMeal} {
		for _, m := range p.FindAllStringSubmatchIndex(text, -1) {
			span := [2]int{utf8.RuneCountInString(text[:m[0]]), utf8.RuneCountInString(text[:m[1]])}
			if overlapsAny(span, taken) {
				continue
			}
			which := text[m[2]:m[3]]
			if p != enSchedulePhrase && p != enScheduleAfter {
				if hasSuffixAny(lower[:span[0]], zhEventDays) > 0 || !zhScheduleEnds(lower, span[1], text[m[0]:m[1]]) {
					continue
				}
			}
			r := Reference{Span: span, Kind: KindDrug, TimeAfter: p == enScheduleAfter}
			if doses := dosesIn(which); len(doses) == 1 {
				r.Dose = doses[0]
			} else if times := timesIn(which); len(times) == 1 {
				r.TimeOfDay = times[0]
			} else {
				continue
			}
			out = append(out, r)
			taken = append(taken, span)
		}
	}
	return out
}

const (
	enWhich = `(bedtime|bed-time|morning|night|night-time|nighttime|evening|teatime|lunchtime|breakfast|midday|[0-9]+(?:\.[0-9]+)? ?(?:mg|milligrams?|mcg|micrograms?|units?))`
	zhDose  = `([0-9]+(?:\.[0-9]+)?(?:毫克|mg|微克|单位)|[一二两三四五六七八九十]+(?:点[一二三四五六七八九])?(?:毫克|微克|单位))`
	zhWhich = `(早上|早晨|上午|中午|晚上|夜里向|夜里|睡前|睡觉前|临睡前|饭前|饭后|餐前|餐后|空腹|空肚|[0-9]+(?:\.[0-9]+)?(?:毫克|mg|微克|单位)|[一二两三四五六七八九十]+(?:点[一二三四五六七八九])?(?:毫克|微克|单位))`
	zhThose = `(?:那个|那片|那粒|那颗|那种|那支|那只|这个|这片|这只)`
	// zhTakenCount is how many are taken then, between the time and the
	// determiner: "晚上吃两片的那个", Shanghainese "夜里向吃两片个那只" (个
	// is 的 there, 那只 那个).
	zhTakenCount = `(?:吃|用)?[一二两三四五六七八九十半]+(?:片|粒|颗)(?:的|个)`
)

var (
	// "the bedtime one", "my morning tablet", "that 5 mg pill".
	enSchedulePhrase = regexp.MustCompile(`\b(?:the|that|this|my) ` + enWhich + ` (?:one|pill|tablet|tab|capsule)\b`)
	// enScheduleAfter says the time after the phrase: "the one I have
	// before me breakfast", "the tablet I take at night", "the one you
	// said to take in the morning".
	enScheduleAfter = regexp.MustCompile(`\b(?:the|that|this) (?:one|pill|tablet|tab|capsule)s? (?:that |which )?(?:i|you|she|he|we)(?:'m| am)? (?:have|has|take|takes|taking|use|uses|using|said to take)(?: it| them)? (?:at|in the|before|after|with|first thing in the|last thing at)(?: my| me| mi| ma| the| your| his| her)? ` + enWhich + `\b`)
	// "那个5毫克的". Not by a time: "那个晚上吃的药" is as often the one
	// taken that evening, an event.
	zhSchedulePhraseDetFirst = regexp.MustCompile(zhThose + zhDose + `(?:吃的|用的|的)(?:药片|药)?`)
	// "5毫克那个", "晚上吃的那片", "睡前的那个药".
	zhSchedulePhraseDetLast = regexp.MustCompile(zhWhich + `(?:` + zhTakenCount + `|吃的|用的|的|吃额|用额|额)?` + zhThose + `(?:药片|药)?`)
	// "那个饭前吃的": before or after meals is no evening's event, and a
	// determiner may come first (Wu 额 is 的: "空腹吃额那只").
	zhSchedulePhraseMeal = regexp.MustCompile(zhThose + `(饭前|饭后|餐前|餐后|空腹|空肚)(?:吃|用)(?:的|额)(?:药片|药)?`)
	// zhEventDays before a time of day make it an event's: "昨天晚上那个".
	zhEventDays = []string{"昨天", "今天", "前天", "那天", "当天", "这天", "昨", "今", "每天"}
)

// zhScheduleEnds reports whether a Chinese schedule phrase ending at end
// stands for a drug: it holds 药, or a tablet's classifier (那片, 那粒),
// or what follows it begins a clause of its own or what is said of it
// ("那个5毫克的，是…", "晚上那个能停吗"), not another noun ("晚上那个时候").
func zhScheduleEnds(lower []rune, end int, phrase string) bool {
	if strings.HasSuffix(phrase, "药") || strings.HasSuffix(phrase, "药片") || strings.ContainsAny(phrase, "片粒颗") {
		return true
	}
	if end == len(lower) || isClauseBreak(lower[end]) || lower[end] == ' ' {
		return true
	}
	return strings.ContainsRune("是能可要会还跟和该就也先不没有对怎吃得到呢吗啊嘛呀哦哈噻啦喔咧", lower[end])
}

// drugClauses returns, for each drug a turn names, the words that are its
// own (each mention's, joined): from the start of its clause to where the next drug's
// clause begins, or to the end of its sentence. Words between two drugs
// of one clause are both's ("metoprolol 5 mg and felodipine 10 mg": the
// 5 mg may be either's), so that only a contrast said clearly chooses.
func drugClauses(text string, mentions []extract.Mention) map[string]string {
	rs := []rune(strings.ToLower(text))
	out := map[string]string{}
	for id, spans := range drugClauseSpans(text, mentions) {
		for _, sp := range spans {
			if out[id] != "" {
				out[id] += "\n"
			}
			out[id] += string(rs[sp[0]:sp[1]])
		}
	}
	return out
}

// drugsInOrder returns the drug mentions whose spans fit in a text of n
// runes, in the order they are said.
func drugsInOrder(mentions []extract.Mention, n int) []extract.Mention {
	var drugs []extract.Mention
	for _, m := range mentions {
		if m.Type == ontology.TypeDrug && validSpan(m.Span, n) {
			drugs = append(drugs, m)
		}
	}
	slices.SortFunc(drugs, func(a, b extract.Mention) int { return a.Span[0] - b.Span[0] })
	return drugs
}

// drugClauseSpans returns where each drug's own words (drugClauses) stand
// in the turn, as rune spans of it, one for each mention.
func drugClauseSpans(text string, mentions []extract.Mention) map[string][][2]int {
	rs := []rune(strings.ToLower(text))
	drugs := drugsInOrder(mentions, len(rs))
	out := map[string][][2]int{}
	for k, m := range drugs {
		from := m.Span[0]
		for from > 0 && !scheduleBreak(rs, from-1, false) {
			from--
		}
		to := m.Span[1]
		for to < len(rs) && !scheduleBreak(rs, to, true) {
			to++
		}
		if k+1 < len(drugs) {
			next := drugs[k+1].Span[0]
			nextFrom := next
			for nextFrom > 0 && !scheduleBreak(rs, nextFrom-1, false) {
				nextFrom--
			}
			if nextFrom <= m.Span[1] {
				nextFrom = next // one clause: the words between are both's
			}
			to = min(to, nextFrom)
		}
		out[m.ConceptID] = append(out[m.ConceptID], [2]int{from, max(to, m.Span[1])})
	}
	return out
}

// scheduleBreak reports whether rs[i] ends a clause (sentence: a
// sentence), a full stop between digits ("47.5") being none.
func scheduleBreak(rs []rune, i int, sentence bool) bool {
	r := rs[i]
	if r == '.' && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]) {
		return false
	}
	if sentence {
		return strings.ContainsRune("。！？.!?\n", r)
	}
	return isClauseBreak(r)
}

// bySchedule decides a reference that names a dose or a time of day (or
// a colour or a place, looks.go)
// among the drugs the window named: the one drug whose own words say it,
// when every other drug the window named was said with a different one
// and the record holds no current drug of the kind the window left
// unnamed. Otherwise all of them are candidates: a drug said with no dose
// or time may be the one meant as well.
func bySchedule(ref Reference, window []WindowMention, session, graph []scored) (chosen scored, all []scored, ok bool) {
	said := map[string][]string{}
	if ref.Ordered != "" {
		said = windowOrders(window)
	}
	for _, w := range window {
		if w.Type != ontology.TypeDrug || w.ConceptID == "" {
			continue
		}
		switch {
		case ref.Ordered != "":
			// windowOrders, above: an order said of a list is each one's.
		case ref.Dose != "":
			said[w.ConceptID] = append(said[w.ConceptID], dosesIn(w.Clause)...)
		case ref.TimeOfDay != "":
			said[w.ConceptID] = append(said[w.ConceptID], timesIn(w.Clause)...)
		case ref.Look == lookChewed || ref.Look == lookFizzy:
			said[w.ConceptID] = append(said[w.ConceptID], mannersIn(w.Clause)...)
		case ref.Look != "":
			said[w.ConceptID] = append(said[w.ConceptID], looksIn(w.Clause)...)
		default:
			said[w.ConceptID] = append(said[w.ConceptID], keptIn(w.Clause)...)
		}
	}
	want := ref.Dose + ref.TimeOfDay + ref.Look + ref.Kept + ref.Ordered
	var match []scored
	clear := true
	for _, c := range session {
		switch {
		case slices.Contains(said[c.ConceptID], want):
			match = append(match, c)
		case len(said[c.ConceptID]) == 0 && ref.Look != lookChewed && ref.Look != lookFizzy && ref.Ordered == "" && !setAside(c, window):
			// A drug said with no colour may be of this one; one said
			// with no manner is not chewed or fizzy (mannerRefs), nor one
			// said with no order the one ordered (ordered.go).
			clear = false
		}
	}
	all = slices.Clone(match)
	for _, c := range session {
		if !slices.Contains(all, c) {
			all = append(all, c)
		}
	}
	for _, g := range graph {
		if !slices.ContainsFunc(all, func(c scored) bool { return c.ConceptID == g.ConceptID }) {
			all = append(all, g)
			// A record drug the window did not name may be the one taken
			// at night, but not the one the window just told apart by its
			// colour or place: "那个黄的" right after "非布司他是黄色药片，秋水
			// 仙碱是白色的" picks up the clinician's words.
			clear = clear && (ref.Look != "" || ref.Kept != "" || ref.Ordered != "") && len(match) > 0
		}
	}
	if len(match) == 1 && clear {
		return match[0], all, true
	}
	if len(match) > 1 && clear {
		// "the little white one at night" after "at night the simvastatin
		// and the amitriptyline": the two said so are asked about, not
		// the drugs the window said were taken at another time.
		return scored{}, match, false
	}
	return scored{}, all, false
}

// A drug is also told apart by what the pharmacy could not supply: after
// "the chemist had the folic acid, but they were out of the ferrous
// sulfate", "the one they were out of" is the ferrous sulfate; after "药房
// 二甲双胍有，阿卡波糖缺货", "缺货的那个" is the acarbose. Only a drug the
// window said so of, and only one: the record says nothing of stock.
var (
	enUnavailableRef = regexp.MustCompile(`\b((?:the|that) (?:one|ones|tablets?|pills?|medicine|stuff|cream|inhaler))(?: that| which)? (?:they|the chemist|the chemist's|the pharmacy|the pharmacist|the chemists|the shop)(?: were| was|'d| had)? ` + unavailableWords)
	zhUnavailableRef = regexp.MustCompile(`(?:药房|药店|医院|他们|那边)?(?:说)?(?:缺货|断货|没货|没有货)的(?:那个|那种|那款|那盒)(?:药)?`)
	// unavailableSaid is a window clause saying the pharmacy lacked a drug.
	unavailableSaid = regexp.MustCompile(unavailableWords + `|缺货|断货|没货|没有货|没到货`)
)

const unavailableWords = `(?:out of stock of|out of|run out of|ran out of|didn't have|did not have|hadn't got|couldn't get|could not get)\b`

// unavailableRefs finds an enUnavailableRef or a zhUnavailableRef phrase.
func unavailableRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	add := func(from, to int) {
		span := [2]int{utf8.RuneCountInString(lower[:from]), utf8.RuneCountInString(lower[:to])}
		if overlapsAny(span, taken) {
			return
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, Unavailable: true})
		taken = append(taken, span)
	}
	for _, m := range enUnavailableRef.FindAllStringSubmatchIndex(lower, -1) {
		add(m[2], m[3])
	}
	for _, m := range zhUnavailableRef.FindAllStringIndex(lower, -1) {
		add(m[0], m[1])
	}
	return out
}

// unavailableOf returns the window's drugs said unavailable in their own
// clause.
func unavailableOf(window []WindowMention) []WindowMention {
	return slices.DeleteFunc(slices.Clone(window), func(w WindowMention) bool {
		return w.Type != ontology.TypeDrug || !unavailableSaid.MatchString(w.Clause)
	})
}

// supplierWords name who supplies drugs; supplierLacked ends the words
// before a drug a supplier lacked ("they were out of the", "没有").
var (
	supplierWords  = regexp.MustCompile(`\b(?:chemist|chemists|chemist's|pharmacy|pharmacist|drugstore|dispensary)\b|药房|药店|药剂科`)
	supplierLacked = regexp.MustCompile(unavailableWords + `(?: the| any| some)?\s*$`)
)

// lackedBySupplier returns mentions with the patient as the experiencer of
// each drug a supplier is said to have lacked: in "the chemist had the folic
// acid, but they were out of the ferrous sulfate" the extractor reads
// "they" as someone whose drug it is, but what a pharmacy is out of is the
// patient's prescription. Only with a supplier named in the sentence and
// no relative ("my mum ran out of her warfarin" is hers).
func lackedBySupplier(text string, mentions []extract.Mention) []extract.Mention {
	rs := []rune(strings.ToLower(text))
	var out []extract.Mention
	for i, m := range mentions {
		if m.Type != ontology.TypeDrug || m.Assertion.Experiencer != extract.Other || !validSpan(m.Span, len(rs)) {
			continue
		}
		from := m.Span[0]
		for from > 0 && !strings.ContainsRune("。！？.!?\n", rs[from-1]) {
			from--
		}
		to := m.Span[1]
		for to < len(rs) && !strings.ContainsRune("。！？.!?\n", rs[to]) {
			to++
		}
		before := string(rs[from:m.Span[0]])
		if !supplierLacked.MatchString(before) || !supplierWords.MatchString(string(rs[from:to])) || extract.LastPerson(before) != extract.Other {
			continue
		}
		if out == nil {
			out = slices.Clone(mentions)
		}
		out[i].Assertion.Experiencer = extract.Patient
	}
	if out == nil {
		return mentions
	}
	return out
}

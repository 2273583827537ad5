package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A drug may also be told apart from the others just named by what it
// looks like or where it is kept, said of each in its own clause: after
// "非布司他是小的黄色药片…秋水仙碱是白色的小片", "那个黄的" is the
// febuxostat; after "the Humalog in the fridge door and the Janumet by the
// kettle", "the one by the kettle" is the Janumet. As with a dose
// (bySchedule), only when every drug the window named was said with a
// colour (a place) and exactly one with this one. The record holds no
// colours or places: with nothing said of them, every drug that fits is
// asked about ("我那个白色的小药片" with two tablets taken), never one
// chosen.

// lookColours are the colours a tablet is told by, each with its words.
// A Chinese colour counts only as 色 or 的 follows it ("黄色", "白的"), so
// that "白天" (daytime) is none, and not inside "明白的" (understood).
var lookColours = []struct {
	key string
	zh  []string
	en  []string
}{
	{"yellow", []string{"黄"}, []string{"yellow"}},
	{"white", []string{"白"}, []string{"white"}},
	{"pink", []string{"粉红", "粉"}, []string{"pink"}},
	{"red", []string{"红"}, []string{"red"}},
	{"blue", []string{"蓝"}, []string{"blue"}},
	{"green", []string{"绿"}, []string{"green"}},
	{"orange", []string{"橙", "橘黄"}, []string{"orange"}},
	{"brown", []string{"棕", "褐", "咖啡"}, []string{"brown"}},
	{"purple", []string{"紫"}, []string{"purple"}},
	{"grey", []string{"灰"}, []string{"grey", "gray"}},
}

// zhColourWordBefore are the characters that make a colour character part
// of another word: 明白, 蛋白, 空白, 坦白, 告白, 表白; 大红 is still red.
const zhColourWordBefore = "明蛋空坦告表"

// enLookNouns may follow an English colour said of a drug: "the small
// white tablet", "the yellow capsule", "the blue ones". A colour alone
// ("red eyes", "red wine") is of something else.
const enLookNouns = `(?:one|ones|tablet|tablets|tab|tabs|pill|pills|capsule|capsules|box|packet|bottle|inhaler|puffer|cream|liquid|thing|things)`

// enLookSaid is, for each English colour, the colour said of a drug.
var enLookSaid = func() map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for _, c := range lookColours {
		for _, w := range c.en {
			out[w] = regexp.MustCompile(`\b` + w + `(?:y|ish)?(?: [a-z-]+){0,2} ` + enLookNouns + `\b`)
		}
	}
	return out
}()

// looksIn returns the colours a clause says a drug has.
func looksIn(lower string) []string {
	rs := []rune(lower)
	var out []string
	for _, c := range lookColours {
		found := false
		for _, w := range c.zh {
			for i := 0; i+len([]rune(w)) < len(rs) && !found; i++ {
				n := hasPrefixAny(rs[i:], []string{w})
				if n == 0 || i > 0 && strings.ContainsRune(zhColourWordBefore, rs[i-1]) {
					continue
				}
				found = rs[i+n] == '色' || rs[i+n] == '的' || rs[i+n] == '片'
			}
		}
		for _, w := range c.en {
			found = found || enLookSaid[w].MatchString(lower)
		}
		if found {
			out = append(out, c.key)
		}
	}
	return out
}

// keptPlaces are the places a drug is kept, each with its words: the
// patient tells a drug by where it sits as often as by its name.
var keptPlaces = []struct {
	key   string
	words []string
}{
	{"bedside", []string{"床头", "bedside", "nightstand", "by the bed", "beside the bed", "by my bed", "by me bed"}},
	{"kitchen", []string{"厨房", "kitchen"}},
	{keptFridge, []string{"冰箱", "fridge", "refrigerator"}},
	{"medicine box", []string{"药箱", "medicine box", "medicine cabinet", "first aid box"}},
	{"drawer", []string{"抽屉", "drawer"}},
	{"bathroom", []string{"卫生间", "洗手间", "厕所", "bathroom", "loo"}},
	{"bag", []string{"包里", "handbag", "purse", "bag"}},
	{"car", []string{"车里", "车上", "car", "glovebox"}},
	{"kettle", []string{"kettle"}},
	{"cupboard", []string{"柜子", "cupboard", "cabinet"}},
	{"windowsill", []string{"窗台", "windowsill", "window sill"}},
	{"living room", []string{"客厅", "茶几", "living room", "lounge"}},
	{"table", []string{"饭桌", "桌上", "桌子", "table"}},
}

// keptFridge is the place only some drugs are kept (Resolve).
const keptFridge = "fridge"

// keptIn returns the places a clause says a drug is kept.
func keptIn(lower string) []string {
	var out []string
	for _, p := range keptPlaces {
		if containsAnyWord(lower, p.words) {
			out = append(out, p.key)
		}
	}
	return out
}

var (
	// "the yellow one", "that little white tablet", "my pink pills".
	enLookRef = regexp.MustCompile(`\b(?:the|that|this|my|me) (?:little |small |tiny |big |round |wee )?(yellow|white|pink|red|blue|green|orange|brown|purple|grey|gray)(?:y|ish)?(?: [a-z]+-shaped| round| oval| long)? ` + enLookNouns + `\b`)
	// "the one by the kettle", "the tablets I keep in the fridge".
	enKeptRef = regexp.MustCompile(`\b(?:the|that) (?:one|ones|tablets?|pills?|stuff|box|bottle|packet)(?: (?:that's|that is|i keep|i've got|i have|we keep|sitting|kept))? (?:by|in|on|next to|beside|near) (?:the |my |me )?(?:[a-z]+ )?(bedside|nightstand|kitchen|fridge|medicine cabinet|drawer|bathroom|handbag|purse|bag|car|glovebox|kettle|cupboard|cabinet|windowsill|lounge|table)\b`)
	// "那个黄的", "那个白色的小药片", "黄色那个".
	zhLookRefDetFirst = regexp.MustCompile(`(?:那个|这个|那种|那片|那粒|那颗)小?(粉红|橘黄|咖啡|[黄白粉红蓝绿橙棕褐紫灰])(?:颜色|色)?的小?(?:药片|药丸|药|片|胶囊)?`)
	// The colour needs 色 or 的 here: "脸红那个" is a blush.
	zhLookRefDetLast = regexp.MustCompile(`(粉红|橘黄|咖啡|[黄白粉红蓝绿橙棕褐紫灰])(?:色的|色|的)(?:那个|那片|那粒|那颗|那种)(?:药片|药)?`)
	// "床头那个", "冰箱里放的那个", "厨房搁的那瓶".
	zhKeptRef = regexp.MustCompile(`(床头|厨房|冰箱|药箱|抽屉|卫生间|洗手间|包里|车里|柜子|窗台|客厅|茶几|饭桌|桌上|桌子)(?:柜)?(?:里|上|边|那儿|那里)?(?:放的|搁的|摆的|的)?(?:那个|那瓶|那盒|那种|那罐)(?:药)?`)
)

// lookRefs finds a drug called by its colour or where it is kept. A
// Chinese phrase stands for a drug only where zhScheduleEnds says it
// does: "那个黄的痰" is phlegm, "床头那个灯" a lamp. A place phrase need
// only not overlap another reference (refSpans): its words may hold a
// mention of a body site ("床头").
func lookRefs(rs []rune, taken, refSpans [][2]int) []Reference {
	lowerRunes := []rune(strings.ToLower(string(rs)))
	lower := string(lowerRunes)
	var out []Reference
	add := func(p *regexp.Regexp, kind func(word string) (look, kept string), zh bool) {
		for _, m := range p.FindAllStringSubmatchIndex(lower, -1) {
			span := [2]int{utf8.RuneCountInString(lower[:m[0]]), utf8.RuneCountInString(lower[:m[1]])}
			// "the yellowy heart-shaped one" holds a body site the matcher
			// found, as a place phrase may.
			if overlapsAny(span, taken) && (p != zhKeptRef && p != enKeptRef && p != enLookRef || overlapsAny(span, refSpans)) {
				continue
			}
			if zh && (m[0] > 0 && strings.ContainsRune(zhColourWordBefore, lowerRunes[span[0]-1]) || !zhScheduleEnds(lowerRunes, span[1], lower[m[0]:m[1]])) {
				continue
			}
			look, kept := kind(lower[m[2]:m[3]])
			if look == "" && kept == "" {
				continue
			}
			r := Reference{Span: span, Kind: KindDrug, Look: look, Kept: kept}
			if look != "" {
				r.Span[1], r.TimeOfDay = lookTimeAfter(lowerRunes, span[1])
				if r.TimeOfDay == "" {
					r.TimeOfDay = lookTimeBefore(lowerRunes, span[0])
				}
			}
			span = r.Span
			out = append(out, r)
			taken, refSpans = append(taken, span), append(refSpans, span)
		}
	}
	colour := func(word string) (string, string) {
		for _, c := range lookColours {
			for _, w := range append(append([]string{}, c.zh...), c.en...) {
				if word == w {
					return c.key, ""
				}
			}
		}
		return "", ""
	}
	place := func(word string) (string, string) {
		if ps := keptIn(word); len(ps) == 1 {
			return "", ps[0]
		}
		return "", ""
	}
	add(enLookRef, colour, false)
	add(enKeptRef, place, false)
	add(zhLookRefDetFirst, colour, true)
	add(zhLookRefDetLast, colour, true)
	add(zhKeptRef, place, true)
	return out
}

// A drug is told apart, as by its colour, by how the window said it is
// taken when that is unusual: chewed ("买了点铝碳酸镁 嚼的那种", later "嚼的那个"),
// or fizzy, dissolved in water ("they're effervescent tablets", later "the
// fizzy ones"). Few drugs are either, so unlike a colour a drug of the
// window said without the word is not one (bySchedule): the one said so
// is meant. A drug said not to be chewed ("整片吞 不能嚼", "don't chew
// them") is not said so.
const (
	lookChewed = "chewed"
	lookFizzy  = "fizzy"
)

var (
	mannerLooks = []struct {
		key  string
		said *regexp.Regexp
	}{
		{lookChewed, regexp.MustCompile(`嚼|咀嚼|\bchew(?:s|ed|ing|able|y)?\b`)},
		{lookFizzy, regexp.MustCompile(`泡腾|\beffervescent\b|\bfizz(?:y|ies|ing|es)?\b|\bdissolv(?:e|es|ed|ing|able)\b|\bsoluble\b`)},
	}
	// mannerDenied is a manner said not to be the drug's.
	mannerDenied = regexp.MustCompile(`(?:不能|不要|别|不可|不可以|勿|不用|禁止)(?:咀)?嚼|\b(?:don't|do not|dont|not|never|no|mustn't|shouldn't|can't|cannot)\s+(?:to\s+)?(?:chew|crush)|\bnot\s+(?:be\s+)?(?:chewed|dissolved|crushed)|\bswallow(?:ed)? (?:them |it )?whole\b|整片吞|整粒吞|吞服`)
	// "嚼的那个", "嚼着吃的那种", "那个嚼的", "泡腾的那个", "泡水喝的那个".
	zhMannerRef = regexp.MustCompile(`(?:那个|那种|这个)?(嚼|泡腾|泡水喝)(?:着吃)?的(?:那个|那种|那片|那些)?(?:药片|药)?`)
	// "the fizzy ones", "the chewy tablets", "the ones I chew", "the
	// ones you dissolve".
	enMannerRef   = regexp.MustCompile(`\b(?:the|that|those|my|me) (?:little |big )?(fizzy|chewy|chewable|soluble|dissolvable|effervescent) ` + enLookNouns + `\b`)
	enMannerVerbs = regexp.MustCompile(`\b(?:the|those) (?:ones?|tablets?|pills?) (?:i|you)(?:'ve| have)? (?:have to |need to |got to |gotta )?(chew|dissolve|fizz up)\b`)
)

// mannersIn returns the manners a drug's clause says it is taken by.
func mannersIn(lower string) []string {
	if mannerDenied.MatchString(lower) {
		return nil
	}
	var out []string
	for _, m := range mannerLooks {
		if m.said.MatchString(lower) {
			out = append(out, m.key)
		}
	}
	return out
}

// mannerOf is the manner a reference's word names.
func mannerOf(word string) string {
	switch word {
	case "嚼", "chewy", "chewable", "chew":
		return lookChewed
	case "泡腾", "泡水喝", "fizzy", "soluble", "dissolvable", "effervescent", "dissolve", "fizz up":
		return lookFizzy
	}
	return ""
}

// mannerRefs finds a drug called by how it is taken (chewed, fizzy).
func mannerRefs(rs []rune, taken [][2]int) []Reference {
	lowerRunes := []rune(strings.ToLower(string(rs)))
	lower := string(lowerRunes)
	var out []Reference
	for _, p := range []*regexp.Regexp{enMannerRef, enMannerVerbs, zhMannerRef} {
		for _, m := range p.FindAllStringSubmatchIndex(lower, -1) {
			span := [2]int{utf8.RuneCountInString(lower[:m[0]]), utf8.RuneCountInString(lower[:m[1]])}
			if overlapsAny(span, taken) {
				continue
			}
			phrase := lower[m[0]:m[1]]
			if p == zhMannerRef && !strings.Contains(phrase, "那") && !strings.Contains(phrase, "这") && !strings.HasSuffix(phrase, "药") {
				continue // "嚼的时候" is no drug; "嚼的药" or "嚼的那个" is
			}
			if p == zhMannerRef && !zhScheduleEnds(lowerRunes, span[1], phrase) {
				continue
			}
			if hasSuffixAny(lowerRunes[:span[0]], []string{"不能", "不要", "别", "不可", "不可以", "不用", "不好", "没法", "不让", "不许", "不"}) > 0 ||
				p == enMannerVerbs && strings.Contains(lower[m[0]:m[1]], "don't") {
				continue // "不能嚼的那个" is the one not chewed
			}
			look := mannerOf(lower[m[2]:m[3]])
			if look == "" {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, Look: look})
			taken = append(taken, span)
		}
	}
	return out
}

// A colour is often said with the time of day the drug is taken: "the
// little white one at night", "the white tablet I take in the morning",
// "晚上那个白的", "早上吃的那个黄的". The window may have told the drugs
// apart by their times and said no colours: then the time chooses
// (Resolve), and two drugs of that time are asked about.
var (
	enLookTime = regexp.MustCompile(`^(?:,)? (?:(?:that |which )?(?:i|you|he|she) (?:take|takes|have|has|get)s? )?(at night|at bedtime|before bed|in the morning|in the mornings|in the evening|at teatime|at lunch|at lunchtime|first thing)\b`)
	zhLookTime = regexp.MustCompile(`(早上|早晨|上午|中午|晚上|睡前|睡觉前)(?:吃的|的)?$`)
)

// lookTimeAfter returns where a look phrase ending at end ends with the
// time said after it, and that time ("" with end when none is).
func lookTimeAfter(lower []rune, end int) (int, string) {
	rest := string(lower[end:])
	m := enLookTime.FindStringSubmatchIndex(rest)
	if m == nil {
		return end, ""
	}
	times := timesIn(rest[m[2]:m[3]])
	if len(times) != 1 {
		return end, ""
	}
	return end + utf8.RuneCountInString(rest[:m[1]]), times[0]
}

// lookTimeBefore returns the time of day said right before a Chinese look
// phrase at start ("晚上那个白的"), unless it dates an event ("昨天晚上").
func lookTimeBefore(lower []rune, start int) string {
	before := string(lower[:start])
	m := zhLookTime.FindStringSubmatchIndex(before)
	if m == nil || hasSuffixAny([]rune(before[:m[0]]), zhEventDays) > 0 {
		return ""
	}
	if times := timesIn(before[m[2]:m[3]]); len(times) == 1 {
		return times[0]
	}
	return ""
}

package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A drug is told by what the clinician said to do with it: after "I'd
// like to halve the gliclazide. The metformin stays the same", "the one
// you're halving" is the gliclazide; after "先把布洛芬停了，奥美拉唑接着吃",
// "你说先停的那个" is the ibuprofen; "泌尿科那边给我换的那个", "the one they
// swapped me onto" is the drug started in a switch. The order is read
// from each drug's own words of the window (WindowMention.Clause), as a
// time of day is (bySchedule): the one drug said so, else all are asked
// about.

// Orders a drug is told by.
const (
	orderStop     = "order:stop"
	orderHalve    = "order:halve"
	orderIncrease = "order:increase"
	orderReduce   = "order:reduce"
	orderStart    = "order:start" // started, switched onto, tried
)

var (
	// enOrderedRef: "the one you're halving", "the one you said to stop",
	// "the one they swapped me onto", "the tablet the doctor wants me to
	// cut down".
	enOrderedRef = regexp.MustCompile(`\b(?:the|di) (?:one|tablet|pill|medicine|stuff|drug)(?: that| which)? (?:you(?:'re| are|'ve| have)?|the doctors?(?:'s| is| has)?|they(?:'re| are|'ve| have)?|dem|she(?:'s| is| has)?|he(?:'s| is| has)?|the hospital(?:'s| has)?)(?: just| both)?(?: said| told me| wanted me| want me| asked me| said i should| say i should)?(?: to)? (stop|stopping|stopped|halve|halving|halved|increase|increasing|increased|up|upping|upped|double up|doubling|doubled|double|reduce|reducing|reduced|cut down|cutting down|lower|lowering|lowered|swap(?:ped)? me (?:on)?to|switch(?:ed)? me (?:on)?to|change(?:d)? me (?:on)?to|put me on|start(?:ed)? me on|try|trying)\b`)
	// zhOrderedRef: "你说先停的那个", "你让我试试的那个", "给我换的那个",
	// "要换掉的那个" (what is swapped away), "刚才说换的那个".
	// zhOrderedRefDetFirst: "那个加了量的", "嗰个减咗量嘅".
	zhOrderedRefDetFirst = regexp.MustCompile(`(?:那个|这个|嗰个|嗰只)(?:给我|帮我)?(加了量|加咗量|减了量|减咗量|减了半|减半)(?:的|嘅)`)
	zhOrderedRef         = regexp.MustCompile(`(?:(?:你|您|医生|大夫|他|她|人家|那边)(?:刚才|刚刚|才|上回|上次)?(?:说|讲|让我|叫我|要我|给我|帮我)?(?:可以|要|得|先)?(?:先)?(停掉|停了|停|减半|减量|减|加量|加|换成|换掉|换|试试|试|开始吃|新开)|(?:完|后|以后|之后|了)(换成|换|停掉|停)|(?:刚才|刚刚)(?:说|讲|提到|提)(?:先)?(换成|换掉|换|停掉|停|减半|减量|加量))(?:的|嘅)(?:那个|这个|嗰个)`)
)

// enOrderWords and zhOrderWords give each order the words a clause says
// it by; an order's word later in the reference decides it.
var orderWords = []struct {
	order string
	ref   []string // in the reference
	said  []string // in a drug's own words of the window
}{
	{orderHalve, []string{"halv", "减半"}, []string{"halve", "halving", "half", "减半", "半片", "掰开", "减一半"}},
	{orderStop, []string{"stop", "停"}, []string{"stop", "hold it", "hold off", "come off", "coming off", "停", "别吃", "不吃了", "不要吃"}},
	{orderIncrease, []string{"increas", "up", "doubl", "加量"}, []string{"increase", "put up", "putting up", "up it", "double", "加量", "加到", "加大", "加一片"}},
	{orderReduce, []string{"reduc", "cut down", "lower", "减量", "减"}, []string{"reduce", "cut down", "cut back", "lower the dose", "减量", "减到", "减一点", "减点", "减少", "少吃"}},
	// A bare 加 adds a drug ("上回大夫给我加的那个药"); 加量 raises a dose.
	{orderStart, []string{"swap", "switch", "change", "put me on", "start", "try", "换成", "换", "试", "开始吃", "新开", "加"},
		[]string{"start", "switch", "swap", "change you to", "changed to", "instead", "try", "换成", "改成", "换了", "改吃", "开始吃", "新开", "试试", "先试", "加上", "加了", "加一个", "加个"}},
}

// orderedRefs finds a drug told by what was said to do with it. "换掉的那
// 个" is the drug swapped away, told as a stop.
func orderedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enOrderedRef, zhOrderedRef, zhOrderedRefDetFirst} {
		for _, loc := range re.FindAllStringSubmatchIndex(lower, -1) {
			verb := ""
			for g := 2; g+1 < len(loc); g += 2 {
				if loc[g] >= 0 {
					verb = lower[loc[g]:loc[g+1]]
				}
			}
			order := ""
			switch verb {
			case "换掉", "停掉":
				order = orderStop
			case "加了量", "加咗量":
				order = orderIncrease
			case "减了量", "减咗量", "减了半":
				order = orderReduce
			default:
				order = orderOf(verb)
			}
			span := runeSpan(lower, loc[0], loc[1])
			if order == "" || overlapsAny(span, taken) {
				continue
			}
			// A drug switched onto is the newest started when no turn
			// says which (resolve drops Ordered then).
			out = append(out, Reference{Span: span, Kind: KindDrug, Ordered: order, Recent: order == orderStart && !strings.Contains(verb, "试") && !strings.HasPrefix(verb, "try")})
			taken = append(taken, span)
		}
	}
	return out
}

// orderedIn reports whether a drug of the mentions was said with order.
func orderedIn(window []WindowMention, order string) bool {
	for _, orders := range windowOrders(window) {
		if slices.Contains(orders, order) {
			return true
		}
	}
	return false
}

// coordinated ends a drug's own words that only join it to the next drug
// ("氨氯地平和美托洛尔都可以减一点", "the metformin and the gliclazide, halve
// both"): the next one's order is its order too, unless it was said with
// one of its own ("warfarin as stopped and apixaban started").
var coordinated = regexp.MustCompile(`(?:和|跟|与|及|以及|还有|、|\band|\bor|&|,)\s*$`)

// joinsOnly reports whether a drug's own words are the drug and a word
// joining it to the next, nothing more ("氨氯地平和", "the metformin and"):
// "the warfarin's too up and" says something of its own.
func joinsOnly(clause string) bool {
	c := strings.TrimSpace(clause)
	if !coordinated.MatchString(c) {
		return false
	}
	if strings.ContainsFunc(c, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		return utf8.RuneCountInString(c) <= 8
	}
	return len(strings.Fields(c)) <= 3
}

// windowOrders returns the orders said of each drug of the window.
func windowOrders(window []WindowMention) map[string][]string {
	out := map[string][]string{}
	for i, w := range window {
		if w.Type != "drug" || w.ConceptID == "" {
			continue
		}
		own := ordersIn(w.Clause)
		if w.Replaced {
			// "把依那普利换成缬沙坦": the drug switched from, or one
			// kept as it was beside the new one, was not started.
			own = slices.DeleteFunc(own, func(o string) bool { return o == orderStart })
		}
		out[w.ConceptID] = append(out[w.ConceptID], own...)
		if len(own) > 0 {
			continue // "warfarin as stopped and apixaban started": its own
		}
		for j := i + 1; joinsOnly(window[j-1].Clause) && j < len(window) && window[j].Seq == w.Seq; j++ {
			if window[j].Type == "drug" {
				out[w.ConceptID] = append(out[w.ConceptID], ordersIn(window[j].Clause)...)
				if !joinsOnly(window[j].Clause) {
					break
				}
			}
		}
	}
	return out
}

// orderOf returns the order a reference's verb says.
func orderOf(verb string) string {
	for _, o := range orderWords {
		for _, w := range o.ref {
			if strings.HasPrefix(verb, w) {
				return o.order
			}
		}
	}
	return ""
}

// ordersIn returns the orders a drug's own words say, each once.
func ordersIn(clause string) []string {
	var out []string
	for _, o := range orderWords {
		for _, w := range o.said {
			if strings.Contains(clause, w) {
				out = append(out, o.order)
				break
			}
		}
	}
	return out
}

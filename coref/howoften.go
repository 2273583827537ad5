package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A drug told by how seldom it is taken: "我嗰只 一个月食一粒嘅骨头药",
// "我那个一个礼拜吃一回的药", "the one I take once a month", "my weekly
// injection". It is a drug the window or an earlier session said is taken
// so (its clause), or the record's current drug whose kind is taken so, by
// its ATC code; one resolves, several are asked about (zh-dev32-014:
// methotrexate, and the folic acid a session said is weekly too), none is
// nothing (zh-dev32-004: the monthly ibandronate, not the daily calcium).

const (
	freqWeekly  = "weekly"
	freqMonthly = "monthly"
)

// freqATC are the ATC codes of drugs usually taken weekly or monthly, by
// their SmPCs' posology: methotrexate for arthritis and psoriasis,
// alendronate 70 mg and risedronate 35 mg, semaglutide and dulaglutide
// pens; ibandronate 150 mg monthly.
var freqATC = map[string][]string{
	freqWeekly:  {"L04AX03", "L01BA01", "M05BA04", "M05BA07", "A10BJ05", "A10BJ06"},
	freqMonthly: {"M05BA06"},
}

var (
	zhOnce     = `(?:吃|食|打|用|服|喷|贴)?(?:一|1)(?:回|次|粒|片|针|支|颗|趟)`
	zhWeekly   = regexp.MustCompile(`(?:每|一)个?(?:礼拜|星期|周|週|拜)(?:先|就|只|才)?` + zhOnce + `|每周|每个?礼拜|每个?星期`)
	zhMonthly  = regexp.MustCompile(`(?:每|一)个?月(?:先|就|只|才)?` + zhOnce + `|每个?月`)
	enWeekly   = regexp.MustCompile(`(?i)\b(?:once a week|once weekly|weekly|every week|once every week|one day a week|(?:the )?(?:one|wan) a week)\b`)
	enMonthly  = regexp.MustCompile(`(?i)\b(?:once a month|monthly|every month|once every month)\b`)
	zhFreqTail = regexp.MustCompile(`^(?:的|嘅|个)(?:那个|那只|嗰只|嗰个)?[\p{Han}]{0,4}?(?:药|针|片)|^(?:的|嘅)?(?:那个|那只|嗰只|嗰个)`)
	// zhFreqDetTail ends a phrase whose determiner came first: "那个一个礼拜
	// 吃一次的，要空腹吗".
	zhFreqDetTail = regexp.MustCompile(`^(?:的|嘅)`)
	zhFreqDet     = regexp.MustCompile(`(?:那个|嗰只|嗰个|呢只|这个|那只)\s*$`)
	zhFreqHead    = regexp.MustCompile(`(?:(?:我|俺|阿拉|我哋)(?:的|嘅)?\s*)?(?:那个|嗰只|嗰个|呢只|这个|那只)?\s*$`)
)

// otherPeriod is a period other than a week or a month: "six-monthly",
// "three-weekly", "bi-weekly".
var otherPeriod = regexp.MustCompile(`(?i)[a-z0-9]+[- ](?:monthly|weekly)`)

// freqOf returns how seldom text says something is taken, or "".
func freqOf(text string) string {
	text = otherPeriod.ReplaceAllString(text, " ")
	switch {
	case zhWeekly.MatchString(text) || enWeekly.MatchString(text):
		return freqWeekly
	case zhMonthly.MatchString(text) || enMonthly.MatchString(text):
		return freqMonthly
	}
	return ""
}

// zhFreqRefs finds "(我那个)一个礼拜吃一回的药", "一个月食一粒嘅骨头药".
func zhFreqRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	s := string(rs)
	for _, re := range []*regexp.Regexp{zhWeekly, zhMonthly} {
		for _, m := range re.FindAllStringIndex(s, -1) {
			head := zhFreqHead.FindString(s[:m[0]])
			tail := zhFreqTail.FindString(s[m[1]:])
			if tail == "" && zhFreqDet.MatchString(head) {
				tail = zhFreqDetTail.FindString(s[m[1]:])
			}
			if tail == "" {
				continue
			}
			from := utf8.RuneCountInString(s[:m[0]-len(head)])
			for from < len(rs) && rs[from] == ' ' {
				from++
			}
			span := [2]int{from, utf8.RuneCountInString(s[:m[1]+len(tail)])}
			if overlapsAny(span, taken) {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, Freq: freqOf(s[m[0]:m[1]])})
			taken = append(taken, span)
		}
	}
	return out
}

// freqInClause returns how seldom the words after span say the drug is
// taken, up to the question the turn asks: "the one I take once a month, do
// I …", "my weekly jab". Asked ("do I use it once a week?") it tells none;
// Chinese phrases are found whole (zhFreqRefs).
func freqInClause(rs []rune, span [2]int) string {
	if !validSpan(span, len(rs)) {
		return ""
	}
	end := span[0]
	for end < len(rs) && !strings.ContainsRune("，,。？?！!；;", rs[end]) {
		if unicode.Is(unicode.Han, rs[end]) {
			return ""
		}
		end++
	}
	if end <= span[1] {
		return freqOf(string(rs[span[0]:end]))
	}
	phrase, after := string(rs[span[0]:span[1]]), string(rs[span[1]:end])
	if loc := enAskedFrom.FindStringIndex(after); loc != nil {
		after = after[:loc[0]]
	}
	return freqOf(phrase + after)
}

// byFrequency returns the drugs said or known to be taken as seldom as
// ref says: of the window's and earlier sessions' drugs, those whose
// clause says so; of the record's current drugs, those whose ATC code is
// taken so.
func byFrequency(ref Reference, in Input, v Vocabulary, fit func(string, string) bool) []scored {
	var said []WindowMention
	for _, sess := range append([][]WindowMention{in.Window}, in.Earlier...) {
		for _, w := range sess {
			if w.Type == "drug" && freqOf(w.Clause) == ref.Freq {
				said = append(said, w)
			}
		}
	}
	out := sessionCandidates(ref, said, in.Record, v, fit, false)
	for _, c := range graphCandidates(ref, in.Record, fit) {
		if slices.ContainsFunc(out, func(o scored) bool { return o.ConceptID == c.ConceptID }) {
			continue
		}
		d, ok := v.Concept(c.ConceptID)
		if !ok {
			continue
		}
		codes := []string{d.Code.Code}
		for _, a := range d.AltCodes {
			codes = append(codes, a.Code)
		}
		if slices.ContainsFunc(codes, func(code string) bool { return code != "" && slices.Contains(freqATC[ref.Freq], code) }) {
			out = append(out, c)
		}
	}
	return out
}

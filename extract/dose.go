package extract

import "strings"

// freqDef is a frequency phrase: its normalized code, and whether it is an
// explicit dosing phrase (which makes a Dose on its own) or a generic one
// ("每天", "daily") that only counts next to a drug or an amount.
type freqDef struct {
	code     string
	explicit bool
	// amountOnly marks a phrase that is a frequency only right beside one
	// unit's amount ("一天一片", "一日一粒"); alone, "一天" is a length of
	// time ("疼了一天").
	amountOnly bool
	// afterAmount marks a phrase that is a frequency only right after an
	// amount ("20 mg a day", "5 mg in the morning"); alone, "a day" and "in
	// the morning" say when, not how often ("for a day", "dizzy in the
	// morning"). After a count of tablets it is as unsure as "一天两片".
	afterAmount bool
}

var (
	freqDefs []freqDef
	freqTrie = buildFreqTrie()
)

func buildFreqTrie() *trie {
	t := newTrie()
	add := func(phrases string, code string, explicit bool) {
		for _, p := range strings.Split(phrases, "|") {
			freqDefs = append(freqDefs, freqDef{code: code, explicit: explicit})
			t.insert([]rune(p), len(freqDefs)-1)
		}
	}
	for _, p := range []string{"一天", "一日"} {
		freqDefs = append(freqDefs, freqDef{code: "qd", amountOnly: true})
		t.insert([]rune(p), len(freqDefs)-1)
	}
	for _, p := range []string{"a day", "per day", "a day each", "in the morning", "in the mornings"} {
		freqDefs = append(freqDefs, freqDef{code: "qd", afterAmount: true})
		t.insert([]rune(p), len(freqDefs)-1)
	}
	counts := map[string]string{"一": "qd", "1": "qd", "两": "bid", "二": "bid", "2": "bid", "三": "tid", "3": "tid", "四": "qid", "4": "qid"}
	for _, pre := range []string{"每日", "每天", "一天", "一日", "日", "每天吃", "每日服", "一天吃", "每天服"} {
		for n, code := range counts {
			add(pre+n+"次", code, true)
		}
	}
	for _, pre := range []string{"每周", "一周", "每星期", "每个星期", "一个星期", "每礼拜", "一礼拜"} {
		add(pre+"一次|"+pre+"1次", "qw", true)
	}
	add("qd|q.d.|once a day|once daily|once every day|once per day|one time a day|one time daily|1 time a day|1 time daily|1x a day|1x daily|once in the morning|once every morning|once each morning", "qd", true)
	add("once at night|once in the evening|once every night|once every evening", "qn", true)
	add("每天|每日|daily|every day|each day|every morning|each morning|每天早上|每早|每天早晨|每天上午", "qd", false)
	add("bid|b.i.d.|twice a day|twice daily|two times a day|two times daily|2 times a day|2 times daily|two times per day|2 times per day|twice per day|2x a day|2x daily|every 12 hours|每12小时|每12个小时|早晚各一次|早晚各一片|早晚各一粒|早晚各1片|早晚一次|早晚各吃一片", "bid", true)
	add("早晚", "bid", false)
	add("tid|t.i.d.|three times a day|3 times a day|3 times daily|three times per day|3 times per day|3x a day|3x daily|thrice daily|three times daily|every 8 hours|每8小时|每8个小时|with every meal|with each meal|每餐|三餐", "tid", true)
	add("qid|q.i.d.|four times a day|4 times a day|4 times daily|four times per day|4 times per day|4x a day|4x daily|four times daily|every 6 hours|每6小时|每6个小时", "qid", true)
	add("qn|qhs|睡前|睡觉前|at bedtime|before bed|每晚一次|晚上一次|nightly", "qn", true)
	add("每晚|每天晚上|every night|every evening|at night", "qn", false)
	add("prn|as needed|when needed|if needed|when necessary|as necessary|需要时|必要时|需要的时候|疼的时候|痛的时候|不舒服的时候|有需要时|有需要的时候", "prn", true)
	add("qw|once a week|once weekly|every week|weekly", "qw", true)
	return t
}

// countUnits count what is taken each time, not the drug's strength.
var countUnits = map[string]bool{"tablet": true, "capsule": true, "puff": true, "drop": true, "sachet": true}

// doses pairs amounts with frequencies and with the drug they belong to.
func (q *quantities) doses(nt normText, spans []span, terms []Term) []Dose {
	text := nt.runes
	ctxSent := sentenceIDs(text)
	type item struct {
		start, end  int
		value       float64
		unit        string
		freq        string
		explicit    bool
		amountOnly  bool
		afterAmount bool
		hasAmount   bool
	}
	var amounts []item
	for _, qt := range q.list {
		if qt.hasUnit && qt.unit.kind == ukDose {
			amounts = append(amounts, item{start: qt.start, end: qt.end, value: qt.values[0], unit: qt.unit.canon, hasAmount: true})
		}
	}
	var freqs []item
	for _, s := range freqTrie.scan(text) {
		f := freqDefs[s.term]
		freqs = append(freqs, item{start: s.start, end: s.end, freq: f.code, explicit: f.explicit, amountOnly: f.amountOnly, afterAmount: f.afterAmount})
	}
	// "metformin 500 twice a day", "Dolo 650 thrice daily": a bare number
	// right after a drug's name and right before how often is its amount.
	// The lexicon holds no strength unit per drug, so the unit is left
	// unsaid rather than guessed.
	for _, s := range spans {
		if t := terms[s.term].Type; t != "drug" && t != "drug_class" {
			continue
		}
		j := skipSpaces(text, s.end)
		if j == s.end || j >= len(text) || !isDigit(text[j]) {
			continue
		}
		v, e, integer := parseDigits(text, j)
		if !integer || v <= 0 || e < len(text) && (text[e] == '.' || text[e] == '/' || isLatin(text[e])) {
			continue
		}
		if _, u := unitAt(text, e); u > 0 {
			continue
		}
		k := skipSpaces(text, e)
		for _, f := range freqs {
			if f.start == k && f.start > e {
				amounts = append(amounts, item{start: j, end: e, value: v, hasAmount: true})
				break
			}
		}
	}
	// gapOK reports whether only spaces, commas and filler lie between a and b.
	gapOK := func(a, b int) bool {
		if b < a || b-a > 6 || ctxSent[a] != ctxSent[b] {
			return false
		}
		g := strings.Trim(string(text[a:b]), " ，,、")
		switch g {
		case "", "每次", "一次", "each time", "per dose", "，每次", "吃", "服", "口服", "taken", "take", "of it":
			return true
		}
		return false
	}
	usedF := make([]bool, len(freqs))
	var items []item
	for _, a := range amounts {
		for fi, f := range freqs {
			if usedF[fi] || f.amountOnly && (f.end != a.start || a.value > 1) {
				// "一天两片" is two a day, said how is not: no frequency.
				continue
			}
			if f.afterAmount && (skipSpaces(text, a.end) != f.start || a.value > 1 && countUnits[a.unit]) {
				continue
			}
			if f.start >= a.end && gapOK(a.end, f.start) {
				a.freq, a.end = f.freq, f.end
				usedF[fi] = true
				break
			}
			if f.end <= a.start && gapOK(f.end, a.start) {
				a.freq, a.start = f.freq, f.start
				usedF[fi] = true
				break
			}
		}
		items = append(items, a)
	}
	hasDrug := func(pos int) bool {
		for i, s := range spans {
			t := terms[spans[i].term].Type
			if (t == "drug" || t == "drug_class") && ctxSent[s.start] == ctxSent[pos] {
				return true
			}
		}
		return false
	}
	for fi, f := range freqs {
		if !usedF[fi] && !f.amountOnly && !f.afterAmount && (f.explicit || hasDrug(f.start)) {
			items = append(items, f)
		}
	}
	for i := 1; i < len(items); i++ {
		for k := i; k > 0 && items[k].start < items[k-1].start; k-- {
			items[k], items[k-1] = items[k-1], items[k]
		}
	}
	var out []Dose
	for _, it := range items {
		d := Dose{Text: nt.origText(it.start, it.end), Frequency: it.freq, Span: nt.origSpan(it.start, it.end), Mention: -1}
		if it.hasAmount {
			d.Value, d.Unit = it.value, it.unit
		}
		// The drug: the nearest before it in the sentence, else the nearest
		// after it in the sentence.
		for k := len(spans) - 1; k >= 0; k-- {
			t := terms[spans[k].term].Type
			if (t == "drug" || t == "drug_class") && spans[k].end <= it.start && ctxSent[spans[k].start] == ctxSent[it.start] {
				d.Mention = k
				break
			}
		}
		if d.Mention < 0 {
			// "5mg的氨氯地平", "5 mg of amlodipine": a drug right after the dose.
			for k := range spans {
				t := terms[spans[k].term].Type
				if (t == "drug" || t == "drug_class") && spans[k].start >= it.end && ctxSent[spans[k].start] == ctxSent[it.start] &&
					(spans[k].start-it.end <= 3 || strings.TrimSpace(string(text[it.end:spans[k].start])) == "of") {
					d.Mention = k
					break
				}
			}
		}
		out = append(out, d)
	}
	return out
}

// sentenceIDs numbers the sentences of text by their end punctuation.
func sentenceIDs(text []rune) []int {
	ids := make([]int, len(text)+1)
	se := 0
	for i := range text {
		ids[i] = se
		if _, ps := isClausePunct(text, i); ps {
			se++
		}
	}
	ids[len(text)] = se
	return ids
}

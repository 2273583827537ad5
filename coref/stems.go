package coref

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A Chinese class name is mostly what the drugs do and the noun 药
// ("抗凝药", "抗精神病药", "降压药"), and patients put 的 between the two or
// name another noun ("抗凝的针", "抗精神病的药", "抗过敏的那个"): the lexicon's
// longest match then finds no class. classStems are those stems, read from
// the lexicon's Chinese class names, each with its class.
type classStem struct {
	stem    []rune
	classID string
}

// zhClassSuffixes end a class name after its stem; longest first.
var zhClassSuffixes = []string{"的药", "药物", "药"}

var classStems = sync.OnceValue(func() []classStem {
	var out []classStem
	for stem, id := range classesByStem(func(name string) string {
		for _, suf := range zhClassSuffixes {
			if strings.HasSuffix(name, suf) {
				stem := strings.TrimSuffix(name, suf)
				if utf8.RuneCountInString(stem) < 2 || strings.ContainsFunc(stem, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
					return ""
				}
				return stem
			}
		}
		return ""
	}) {
		out = append(out, classStem{stem: []rune(stem), classID: id})
	}
	// Longest first, then in text order: deterministic.
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].stem) != len(out[j].stem) {
			return len(out[i].stem) > len(out[j].stem)
		}
		return string(out[i].stem) < string(out[j].stem)
	})
	return out
})

// classesByStem reads the stem stemOf gives each name of a drug class in
// the lexicon ("" for none), and returns each stem with its class; a stem
// of two classes names neither and is left out.
func classesByStem(stemOf func(name string) string) map[string]string {
	lex, err := ontology.Load()
	if err != nil {
		return nil // the reader fails on the same error first
	}
	byStem := map[string]string{}
	conflict := map[string]bool{}
	for _, c := range lex.Concepts() {
		if c.Type != ontology.TypeDrugClass {
			continue
		}
		for _, n := range c.Names {
			stem := stemOf(n.Text)
			if stem == "" {
				continue
			}
			if prev, ok := byStem[stem]; ok && prev != c.ID {
				conflict[stem] = true
			}
			byStem[stem] = c.ID
		}
	}
	for stem := range conflict {
		delete(byStem, stem)
	}
	return byStem
}

// stemsByFirst indexes classStems by their first rune, in their order:
// stemRefs tries them at every position of an utterance.
var stemsByFirst = sync.OnceValue(func() map[rune][]classStem {
	out := map[rune][]classStem{}
	for _, s := range classStems() {
		out[s.stem[0]] = append(out[s.stem[0]], s)
	}
	return out
})

// zhStemNouns may follow "<stem>的": a drug noun or a demonstrative.
var zhStemNouns = append([]string{"那个", "那种", "那只", "那支", "嗰只", "嗰个"}, zhDrug...)

// stemRefs finds "<class stem>的<noun>" (or 嘅): a reference to a drug of
// that class. A stem the matcher
// already read whole as a mention (a condition, a body site) is left to
// the finders of those.
func stemRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	byFirst := stemsByFirst()
	for i := range rs {
		for _, s := range byFirst[rs[i]] {
			n := len(s.stem)
			if i+n+1 > len(rs) || !slices.Equal(rs[i:i+n], s.stem) {
				continue
			}
			// Typed chat writes 药 as 要, its homophone, which the input
			// method offers first: "我那个降压要早上吃吗". Only after a
			// determiner: "降压要慢慢来" is a verb phrase.
			typo := rs[i+n] == '要' && hasSuffixAny(rs[:i], zhDet) > 0
			if rs[i+n] != '的' && rs[i+n] != '嘅' && !typo {
				continue
			}
			end := i + n + 1
			m := hasPrefixAny(rs[end:], zhStemNouns)
			if typo {
				m = 0
			} else if m == 0 && !stemClosesPhrase(rs, i, end) {
				continue // "晚上睡觉的，" is no drug: a stem may be an everyday word
			}
			end += m
			span := [2]int{i, end}
			// "对抗凝的药过敏": an allergy to the class, as for a class mention.
			if overlapsAny(span, taken) || mentionCovers(mentions, [2]int{i, i + n}) || allergyClause(rs, span, mentions) {
				break
			}
			_, recent := widen(rs, i) // "新开的那个抗凝的针"
			out = append(out, Reference{Span: span, Kind: KindDrug, ClassID: s.classID, Recent: recent})
			taken = append(taken, span)
			break
		}
	}
	return out
}

// stemClosesPhrase reports whether "<stem>的" from i to end is a noun
// phrase of its own: a determiner right before it ("我吃的那个补铁的，",
// "那个抗凝的") and nothing after it in its clause. Without the determiner
// the stem may be an everyday verb phrase ("晚上睡觉的，").
func stemClosesPhrase(rs []rune, i, end int) bool {
	return hasSuffixAny(rs[:i], zhDet) > 0 && (end == len(rs) || isClauseBreak(rs[end]) || pauseFiller(rs[end:]))
}

// pauseFiller reports whether rest opens with a transcript's pause and a
// hesitation filler standing alone: "我那个降尿酸的 嗯 降尿酸的那个", "那个
// 抗凝的 呃 要停几天". The speaker stops after the phrase, as a comma
// would; without the filler "那个降压的 时候" may go on.
func pauseFiller(rest []rune) bool {
	if len(rest) < 2 || rest[0] != ' ' {
		return false
	}
	switch rest[1] {
	case '嗯', '呃', '额', '啊', '唔':
		return len(rest) == 2 || rest[2] == ' ' || isClauseBreak(rest[2])
	}
	return false
}

// stemAt reports whether a class stem starts at i as a phrase of its
// own: with 药, or with 的 (嘅) and a noun, or closing its clause ("吃的那个
// 补铁的，"). "吃的那个降血脂的能不能换" goes on past it: the phrase is the
// use verb's.
func stemAt(rs []rune, i int) bool {
	if i >= len(rs) {
		return false
	}
	for _, s := range stemsByFirst()[rs[i]] {
		n := len(s.stem)
		if i+n >= len(rs) || !slices.Equal(rs[i:i+n], s.stem) {
			continue
		}
		end := i + n + 1
		switch rs[i+n] {
		case '药':
			return true
		case '的', '嘅':
			return hasPrefixAny(rs[end:], zhStemNouns) > 0 || end == len(rs) || isClauseBreak(rs[end]) || pauseFiller(rs[end:])
		}
	}
	return false
}

// mentionCovers reports whether a mention covers all of span: the stem
// is a word of the lexicon ("高血压", "过敏"), not one that holds one ("抗
// 癫痫", "抗血小板").
func mentionCovers(mentions []extract.Mention, span [2]int) bool {
	for _, m := range mentions {
		if m.Span[0] <= span[0] && span[1] <= m.Span[1] {
			return true
		}
	}
	return false
}

// English says what a class of drugs does before any drug noun: "that
// blood-thinning jab", "the cholesterol-lowering injection", "my
// pain-relieving patch". The lexicon names the class by an agent noun ("blood
// thinner", "pain reliever") or by such a phrase before one noun
// ("cholesterol-lowering drugs"); enClassStems are those phrases, as words,
// each with its class. Only short names give an agent noun: "drug for acid
// related disorder" has none.
type enClassStem struct {
	words   []string
	classID string
}

var enClassStems = sync.OnceValue(func() []enClassStem {
	var out []enClassStem
	for key, id := range classesByStem(func(name string) string {
		words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' })
		if len(words) == 0 || strings.ContainsFunc(name, func(r rune) bool { return r >= 0x80 }) {
			return ""
		}
		last := strings.TrimSuffix(words[len(words)-1], "s")
		switch {
		case strings.HasSuffix(last, "er") && len(last) > 4 && len(words) <= 3:
			// "blood thinner" is said "blood-thinning"; "killer" "killing".
			return strings.Join(append(append([]string{}, words[:len(words)-1]...), strings.TrimSuffix(last, "er")+"ing"), " ")
		case enDrug[words[len(words)-1]] && len(words) > 1 && strings.HasSuffix(words[len(words)-2], "ing"):
			return strings.Join(words[:len(words)-1], " ")
		}
		return ""
	}) {
		out = append(out, enClassStem{words: strings.Fields(key), classID: id})
	}
	sort.Slice(out, func(i, j int) bool {
		if len(out[i].words) != len(out[j].words) {
			return len(out[i].words) > len(out[j].words)
		}
		return strings.Join(out[i].words, " ") < strings.Join(out[j].words, " ")
	})
	return out
})

// enStemRefs finds a determiner or possessive, an enClassStems phrase (its
// words apart by spaces or hyphens) and a drug noun: a reference to a drug
// of that class. Without the determiner ("is blood-thinning medicine safe?")
// it is drugs in general.
func enStemRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := range words {
		for _, s := range enClassStems() {
			n := len(s.words)
			if k+n >= len(words) || !enDrug[words[k+n].text] {
				continue
			}
			match := true
			for i, w := range s.words {
				match = match && words[k+i].text == w && (i == 0 || joined(lower, words[k+i-1], words[k+i]))
			}
			if !match || !spaced(lower, words[k+n-1], words[k+n]) {
				continue
			}
			start, recent := widen(lower, words[k].start)
			span := [2]int{start, words[k+n].end}
			if start == words[k].start || overlapsAny(span, taken) {
				break
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, ClassID: s.classID, Recent: recent})
			taken = append(taken, span)
			break
		}
	}
	return out
}

// joined reports whether only spaces or one hyphen separate a and b.
func joined(rs []rune, a, b word) bool {
	between := strings.TrimSpace(string(rs[a.end:b.start]))
	return b.start > a.end && (between == "" || between == "-")
}

// A lay class name ending in a drug noun ("thyroid medicine", "stomach
// pill") is said with any other: "my thyroid tablets", "the stomach meds".
// Read by its organ alone, such a phrase took in every drug given for one
// of the organ's conditions (propranolol for the racing heart of an
// overactive thyroid); the lexicon's class is the organ's own therapeutic
// group. Only a class of one ATC group is the organ's own: "heart
// medicine" gathers five groups (cardiac therapy, beta blockers, calcium
// channel blockers, the renin-angiotensin drugs, diuretics) and still not
// every drug a patient takes for the heart (dapagliflozin for heart
// failure), so "heart tablet" keeps its organ's reading. enNounClasses are
// the words before the noun, each with its class; words of two classes
// name neither.
var enNounClasses = sync.OnceValue(func() map[string]string {
	lex, err := ontology.Load()
	if err != nil {
		return nil
	}
	out := classesByStem(func(name string) string {
		if zh := strings.TrimPrefix(strings.TrimSuffix(strings.TrimSuffix(name, "药"), "的"), "治"); zh != name && utf8.RuneCountInString(zh) >= 2 &&
			!strings.ContainsFunc(zh, func(r rune) bool { return !unicode.Is(unicode.Han, r) }) {
			return zh // "甲状腺药", "治甲状腺的药": said "甲状腺的药片"
		}
		words := strings.Fields(strings.ToLower(name))
		if len(words) < 2 || strings.ContainsFunc(name, func(r rune) bool { return r >= 0x80 }) || !enDrug[words[len(words)-1]] {
			return ""
		}
		return strings.Join(words[:len(words)-1], " ")
	})
	for words, id := range out {
		if c, ok := lex.Concept(id); !ok || len(c.Members) != 1 {
			delete(out, words)
		}
	}
	return out
})

// classByOtherNoun gives a drug reference read by a body site the class
// that all its words before the noun name with another drug noun ("my
// thyroid tablets"), in place of the site.
func classByOtherNoun(refs []Reference) {
	for i, r := range refs {
		if r.Kind != KindDrug || r.ClassID != "" || !strings.HasPrefix(r.Topic, "site:") {
			continue
		}
		if id := zhNounClass(r.Text); id != "" {
			refs[i].ClassID, refs[i].Topic = id, ""
			continue
		}
		words := strings.Fields(strings.ToLower(r.Text))
		if len(words) > 0 && (enDet[words[0]] || words[0] == "me") {
			words = words[1:]
		}
		if len(words) < 2 || !enDrug[words[len(words)-1]] {
			continue
		}
		if id := enNounClasses()[strings.Join(words[:len(words)-1], " ")]; id != "" {
			refs[i].ClassID, refs[i].Topic = id, ""
		}
	}
}

// zhNounClass returns the class of a Chinese enNounClasses stem the text
// says with 的 and a drug noun ("甲状腺的药片", "甲状腺的片子"), "" if none.
func zhNounClass(text string) string {
	best, class := "", ""
	for stem, id := range enNounClasses() {
		i := strings.Index(text, stem+"的")
		if i < 0 || hasPrefixAny([]rune(text[i+len(stem+"的"):]), zhDrug) == 0 {
			continue
		}
		if len(stem) > len(best) || len(stem) == len(best) && stem < best { // the longest: deterministic
			best, class = stem, id
		}
	}
	return class
}

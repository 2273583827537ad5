package coref

import (
	"regexp"
	"strings"
)

// A pronoun told by the verb it is the object of: only a cream, gel or
// ointment is rubbed in or spread on ("do I rub it in", "那个是直接抹在破
// 的地方"), so of the drugs just named the one put on the skin is it; a
// tablet named with it is not.

// enApplied is a verb of putting a thing on the skin, then the pronoun:
// "rub it in", "put it on", "spread that on", "apply it".
var enApplied = regexp.MustCompile(`\b(rub|rubbing|rubbed|spread|spreading|smear|smearing|massage|massaging|dab|dabbing|apply|applying|put|putting|slap|slapping|slather|slathering|plaster|plastering)( some of)? (it|that|this|them)( in| on| onto| over| into| round)?\b`)

// zhApplied are verbs of putting it on the skin.
var zhApplied = []string{"抹", "涂", "擦"}

// appliedRefs finds the pronoun of a verb of putting it on the skin, a
// drug of the skin. "Put it" needs its particle ("put it on"): put away or
// off is no application, and "put it in" is drops put in an eye, an ear or
// the nose ("do I put it in both or just the bad one", putInForm), never
// what goes on the skin.
func appliedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	for _, g := range enApplied.FindAllStringSubmatchIndex(lower, -1) {
		verb := lower[g[2]:g[3]]
		if (verb == "put" || verb == "putting") && g[8] < 0 {
			continue
		}
		form := FormSkin
		if (verb == "put" || verb == "putting") && strings.HasPrefix(lower[g[8]:g[9]], " in") {
			if form = putInForm(lower); form == "" {
				continue // "put it in the fridge"
			}
		}
		start := len([]rune(lower[:g[6]]))
		span := [2]int{start, start + len([]rune(lower[g[6]:g[7]]))}
		if overlapsAny(span, taken) {
			continue
		}
		return []Reference{{Span: span, Kind: KindDrug, Form: form}}
	}
	// "那个是直接抹在…", "它抹上去": 那个 or 它 opening its clause, a verb of
	// putting it on the skin later in the clause; "抹它" after the verb.
	for i := range rs {
		n := 0
		switch {
		case rs[i] == '它':
			n = 1
		case hasPrefixAny(rs[i:], []string{"那个", "这个"}) > 0:
			n = 2
		default:
			continue
		}
		span := [2]int{i, i + n}
		if overlapsAny(span, taken) {
			continue
		}
		before := rs[:i]
		if hasSuffixAny(before, zhApplied) > 0 || hasSuffixAny(before, []string{"抹了", "涂了", "擦了"}) > 0 {
			return []Reference{{Span: span, Kind: KindDrug, Form: FormSkin}}
		}
		if i > 0 && !isClauseBreak(rs[i-1]) && !isTopicOpener(before) {
			continue
		}
		clause := rs[i+n:]
		for k, r := range clause {
			if isClauseBreak(r) {
				clause = clause[:k]
				break
			}
		}
		if n == 2 && len(clause) > 0 && !strings.ContainsRune("是就直要得该能可还呢啊呀", clause[0]) {
			continue // "那个伤口": 那个 before a noun
		}
		for _, v := range zhApplied {
			if strings.Contains(string(clause), v) {
				return []Reference{{Span: span, Kind: KindDrug, Form: FormSkin}}
			}
		}
	}
	return nil
}

// isTopicOpener reports whether the words before a pronoun only open the
// turn ("大夫，", "那"): what follows is its own clause.
func isTopicOpener(before []rune) bool {
	s := strings.TrimSpace(string(before))
	return s == "" || s == "那" || s == "那么" || s == "嗯" || s == "好"
}

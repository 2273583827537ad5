package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition is also told by the test that found it: "做胃镜查出来的那个"
// is what a gastroscopy finds, "the thing they found with the camera down
// my throat" the same; "吹气查出来的毛病" is what a breath test finds or
// what blowing into a spirometer does, and stays between them when the
// record holds both. The test names a group of conditions (foundBy), as a
// body site does; it never chooses among the record's others.

// foundBy gives each test the found: topic whose conditions it finds.
// What each finds, after the NHS pages on each test (nhs.uk "Gastroscopy",
// "Colonoscopy", "Helicobacter pylori" (breath test), "Spirometry"): the
// gullet's, stomach's and duodenum's inflammation, ulcers and cancers (and
// H. pylori, by biopsy); the bowel's inflammation, diverticula, polyps and
// cancers; H. pylori; asthma and COPD.
var foundBy = map[string]string{
	"proc:gastroscopy":        foundGastroscopy,
	"proc:colonoscopy":        foundColonoscopy,
	"proc:urea_breath_test":   foundBreathTest,
	"proc:spirometry":         foundSpirometry,
	"proc:lung_function_test": foundSpirometry,
}

const (
	foundGastroscopy = "found:gastroscopy"
	foundColonoscopy = "found:colonoscopy"
	foundBreathTest  = "found:breath_test"
	foundSpirometry  = "found:spirometry"
)

// zhBlowTest, "吹气", is how patients say both the breath test and
// spirometry (which the lexicon does not name): either may be meant.
const zhBlowTest = "吹气"

var (
	// "(做)胃镜查出来的那个", "吹气查出来的毛病", "肠镜里看出来的问题".
	zhFoundTail = regexp.MustCompile(`^(?:里|时|的时候)?(?:查|检查|看|照|做)?(?:出来|出)的(那个|这个)?(老毛病|毛病|病|问题)?`)
	// "the thing they found with the camera down my throat".
	enFoundHead = regexp.MustCompile(`\b(?:the|that) (?:thing|problem|condition|trouble|one) (?:they|the doctor|the doctors|the hospital|he|she|you) (?:found|picked up|spotted|saw|diagnosed)(?: it)? (?:with|on|at|during|in|from|after|when they did) (?:the |a |my |that |me )?$`)
)

// foundRefs finds a condition told by the test that found it.
func foundRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	add := func(r Reference) {
		if overlapsAny(r.Span, taken) {
			return
		}
		out = append(out, r)
		taken = append(taken, r.Span)
	}
	for _, m := range mentions {
		topic := foundBy[m.ConceptID]
		if topic == "" && m.Type == ontology.TypeLab && inTopicBlocks(m.ConceptID) {
			// "体检查血糖查出来的那个": what a blood test finds is a
			// condition of what it measures.
			topic = m.ConceptID
		}
		if topic == "" || !validSpan(m.Span, len(rs)) {
			continue
		}
		if loc := zhFoundTail.FindStringSubmatchIndex(string(lower[m.Span[1]:])); loc != nil && (loc[2] >= 0 || loc[4] >= 0) {
			end := m.Span[1] + utf8.RuneCountInString(string(lower[m.Span[1]:])[:loc[1]])
			if end == len(rs) || isClauseBreak(rs[end]) || loc[4] >= 0 || strings.ContainsRune("是能要会还呢吗啊", rs[end]) {
				start := m.Span[0] - hasSuffixAny(lower[:m.Span[0]], []string{"做的", "做"})
				start -= hasSuffixAny(lower[:start], []string{"那个", "这个"})
				add(Reference{Span: [2]int{start, end}, Kind: KindCondition, Topic: topic})
				continue
			}
		}
		before := string(lower[max(0, m.Span[0]-80):m.Span[0]])
		if loc := enFoundHead.FindStringIndex(before); loc != nil {
			start := m.Span[0] - utf8.RuneCountInString(before[loc[0]:])
			add(Reference{Span: [2]int{start, m.Span[1]}, Kind: KindCondition, Topic: topic})
		}
	}
	out = append(out, scanOfPlaceRefs(rs, lower, mentions, taken)...) // scanofplace.go
	for i := 0; i+len([]rune(zhBlowTest)) <= len(lower); i++ {
		if hasPrefixAny(lower[i:], []string{zhBlowTest}) == 0 {
			continue
		}
		at := i + len([]rune(zhBlowTest))
		loc := zhFoundTail.FindStringSubmatchIndex(string(lower[at:]))
		if loc == nil || loc[4] < 0 { // "吹气查出来的毛病": the trouble said
			continue
		}
		end := at + utf8.RuneCountInString(string(lower[at:])[:loc[1]])
		start := i - hasSuffixAny(lower[:i], []string{"那个", "这个"})
		add(Reference{Span: [2]int{start, end}, Kind: KindCondition, Topic: foundBreathTest, OrTopics: []string{foundSpirometry}})
	}
	return out
}

// A condition is told in English by what happens in it, after "the thing
// where": "that thing where my chest goes tight when I climb the stairs"
// is a condition of chest tightness's (angina, asthma, COPD), as "心慌手抖
// 的病" is of its signs. Only a sign with conditions of its own
// (topicConditions), in the clause "where" opens.
var enThingWhere = regexp.MustCompile(`\b(?:that|the|this|my) (?:thing|problem|trouble|business|condition) (?:where|when|with) `)

// thingWhereRefs finds an enThingWhere phrase and the sign it tells.
func thingWhereRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, loc := range enThingWhere.FindAllStringIndex(lower, -1) {
		start := utf8.RuneCountInString(lower[:loc[0]])
		after := utf8.RuneCountInString(lower[:loc[1]])
		for _, m := range mentions {
			if !inTopicBlocks(m.ConceptID) || m.Span[0] < after || m.Span[0]-after > 24 || !sameClause(rs, after, m.Span[0]) {
				continue
			}
			span := [2]int{start, m.Span[1]}
			if !overlapsAny(span, taken) {
				out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
				taken = append(taken, span)
			}
			break
		}
	}
	return out
}

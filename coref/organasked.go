package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// An inner organ said as a place with 那个 and nothing after it but what
// the turn asks of it ("肝上那个到底要紧不要紧", "肾上那个，现在还用查吗")
// is a condition of that organ: what is "on the liver" and can matter is
// an illness, not a thing. Outer places stay as they were: "脸上那个" may
// be a spot, "手上那个" a ring. A noun after 那个 ("肝上那个B超") is the
// noun's.

// innerOrgans are the body sites whose "那个" is a condition.
var innerOrgans = []string{"site:liver", "site:kidney", "site:lung", "site:stomach", "site:heart", "site:gallbladder", "site:pancreas",
	"site:bladder", "site:intestine", "site:prostate", "site:uterus", "site:ovary", "site:thyroid", "site:brain", "site:esophagus"}

// zhOrganAsked is, right after the organ, 上/里 and 那个 closing the phrase:
// a comma, the end, or a word that asks or says how it is.
// A pause alone does not close it: "肺上那个 片子" goes on to a noun.
// An organ of two characters or more needs no place word: "我自个儿心脏那个
// 啊，最近爬楼还行". Shanghainese says 里向 for 里, and a closing particle
// (啊, 嘛, 呢) ends the phrase as a comma does.
var (
	zhOrganAsked     = regexp.MustCompile(`^(?:上面|上头|里面|里头|里向|上|里)那个` + zhOrganAskedTail)
	zhOrganBareAsked = regexp.MustCompile(`^那个` + zhOrganAskedTail)
)

const zhOrganAskedTail = `(?:$|[，,、。？?！!…]|[啊呀嘛吧呢哦]|\s*(?:到底|是不是|是否|要不要|要紧|严重|还|会|能|现在|最近|这阵|怎么|咋|有没有|好了|好些|好点|就是))`

// organAskedRefs finds an inner organ said as the patient's place with a
// closing 那个.
func organAskedRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !slices.Contains(innerOrgans, m.ConceptID) || !validSpan(m.Span, len(rs)) || insideLongerWord(rs, m) {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		if who := extract.LastPerson(clauseBefore(rs, m.Span[0])); who != "" && who != extract.Patient {
			continue // "我妈肝上那个": hers
		}
		after := string(rs[m.Span[1]:])
		if strings.HasSuffix(m.Text, "里") && strings.HasPrefix(after, "向") {
			after = "里" + after // "胃里向那个": the mention took the 里 of 里向
		}
		if !zhOrganAsked.MatchString(after) && !(m.Span[1]-m.Span[0] >= 2 && zhOrganBareAsked.MatchString(after)) {
			continue
		}
		head := hasPrefixAny(rs[m.Span[1]:], zhOrganPlaces) + 2 // 那个
		switch {
		case strings.HasSuffix(m.Text, "里") && strings.HasPrefix(after, "里向"):
			head = 3
		case strings.HasPrefix(after, "里向"):
			head = 4
		}
		span := [2]int{m.Span[0], m.Span[1] + head}
		if overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID})
		taken = append(taken, span)
	}
	return out
}

package coref

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition said first by its place alone and then told again by its
// course, closed by 的那个: "就是肝上那个 年轻时候输血染上的 后来吃了三个月
// 的药 好了的那个", "肺上那个，前年查出来的那个". The place names the
// condition's topic as "肝上那个毛病" does; the course, when it says the
// trouble got better ("好了的", "治好的"), makes it one that is over. Only
// with a word of catching, finding or treating an illness in what follows:
// "肝上那个 B超单子" is a report, not a restatement.

// zhSiteThenTold is, right after the place, 上/里 and 那个, a pause or a
// comma, and a stretch closed by 的那个.
var zhSiteThenTold = regexp.MustCompile(`^(?:上面|上头|里面|里头|上|里)?那个[\s，,、]+([^。！？?!；;]{2,40}?)的那个`)

// zhIllnessCourse are words of an illness caught, found or treated.
var zhIllnessCourse = regexp.MustCompile(`染上|传上|得的|得了|得过|查出|诊断|确诊|发现的|长的|犯的|治的|治好|治过|吃了[^，。]{0,8}药|打了[^，。]{0,8}针|手术|开刀|住院`)

// zhCourseOver says the trouble got better: "好了的", "治好的", "痊愈".
var zhCourseOver = regexp.MustCompile(`好了|治好|痊愈|好利索|断根`)

// siteRestatedRefs finds a body site said as a place with 那个, then told
// again by its course: a condition of the site's topic.
func siteRestatedRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || !validSpan(m.Span, len(rs)) || insideLongerWord(rs, m) || !placeTopic(m) && !placeSaid(rs, m) {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		if who := extract.LastPerson(clauseBefore(rs, m.Span[0])); who != "" && who != extract.Patient {
			continue // "我妈肝上那个 …": hers
		}
		rest := string(rs[m.Span[1]:])
		var told string
		if g := zhSiteThenTold.FindStringSubmatchIndex(rest); g != nil {
			told = rest[g[2]:g[3]]
		}
		if !zhIllnessCourse.MatchString(told) {
			var ok bool
			if told, ok = courseAround(rs, m.Span); !ok { // "得过的 肺上那个 吃了大半年药才好的" (coursearound.go)
				continue
			}
		}
		head := hasPrefixAny(rs[m.Span[1]:], zhOrganPlaces) + 2 // 那个
		span := [2]int{m.Span[0], m.Span[1] + head}
		if overlapsAny(span, taken) {
			continue
		}
		r := Reference{Span: span, Kind: KindCondition, Topic: m.ConceptID, Past: zhCourseOver.MatchString(told)}
		if lo, hi, ok := courseMonths(told); ok {
			r.CourseMonths = [2]float64{lo, hi}
		}
		out = append(out, r)
		taken = append(taken, span)
	}
	return out
}

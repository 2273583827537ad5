package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// onlyACourse tells, after a drug, that it was taken only for a few days
// or doses: "就吃了一天", "只用了两次", "只打了三针". 才 counts so far ("才
// 吃了一天", and going on), and a verb without 了 is a plan ("就吃一天").
var onlyACourse = regexp.MustCompile(`(?:就|只|只是|就只)(?:吃|食|用|打|服|喝|涂|擦|搽|抹|贴|喷|点|滴)了(?:[一两二三四五六七八九十俩几半\d]+)(?:个)?(?:天|日|次|顿|回|礼拜|星期|周|粒|片|包|针)`)

// takenOnlyACourse reports whether a Chinese drug's sentence says, after
// it and before any other drug, that it was taken only for a few days or
// doses, with no 了 after the count ("只吃了两天了": so far) and nothing
// in the sentence that says it goes on: a course that is over.
func takenOnlyACourse(x extract.Result, tx text, m extract.Mention) bool {
	end := tx.sentenceEnd(m)
	for _, n := range x.Mentions {
		if n.Span[0] >= m.Span[1] && n.Span[0] < end && (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) {
			end = n.Span[0] // the course told after another drug is that drug's
			break
		}
	}
	rest := tx.between(m.Span[1], end)
	loc := onlyACourse.FindStringIndex(rest)
	if loc == nil || strings.HasPrefix(rest[loc[1]:], "了") || strings.HasPrefix(rest[loc[1]:], "啦") {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	return !containsAny(sent, goingOnZh) && !goesOn(sent)
}

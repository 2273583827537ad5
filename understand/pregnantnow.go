package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// gestationNow tells how far along a pregnancy is now: "我怀孕20周了",
// "孕28周", "I'm 28 weeks pregnant", "28 weeks now".
var gestationNow = regexp.MustCompile(`(?:怀孕|懷孕|孕)[零一二两三四五六七八九十\d]+(?:个)?(?:周|星期|月)(?:了|多了)?|\b\d+ weeks? (?:pregnant|now|along|gone)\b`)

// pregnantNow keeps a pregnancy the turn dates by its weeks now current,
// whatever else it says is over: "我怀孕20周了，头胎。前三个月吐得凶，现在好
// 了" (review 13 Z12) stored the pregnancy as over from the vomiting's end.
func pregnantNow(tx text, st []Statement) []Statement {
	if !gestationNow.MatchString(tx.str) {
		return st
	}
	for i, s := range st {
		if s.Concept == "cond:pregnancy" && s.Historical && !s.Negated && !s.Hypothetical && s.Experiencer == extract.Patient {
			st[i].Historical = false
		}
	}
	return st
}

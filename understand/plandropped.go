package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A treatment that was going to be added, then was not, is no drug of the
// patient's: "本来医生说要加个噻吗洛尔滴眼液 后来问到我有哮喘 就没加 改成加了个布林
// 佐胺" (s51 blind round 20 zh07) wrote timolol active beside the
// brinzolamide given instead. A drug said right after a plan ("要加个",
// "打算开", "准备用") is only hypothetical when its sentence goes on to say
// it was not done ("就没加", "没给开", "没用"). As the English "I was going
// to add timolol drops" (extract/plannedonly.go). Unchanged: the plan
// carried out ("本来说要加个噻吗洛尔 后来还是加了"), a plan with nothing said
// against it ("医生说要加个噻吗洛尔"), and the drug given instead.

// zhPlannedAtFirst, ending right before the drug, tells what was meant.
var zhPlannedAtFirst = regexp.MustCompile(`(?:要|打算|准备|想)(?:给我|给她|给他|帮我)?(?:加|开|用|换|上|吃|打|点|滴)(?:个|一个|上|点|些)?$`)

// zhNotDone, after the drug in its sentence, says the plan was not carried
// out.
var zhNotDone = regexp.MustCompile(`(?:没|没有|冇|未)(?:给我|给她|给他)?(?:加|开|用|换|上|吃|打|点|滴)`)

// zhPlanDropped reports whether drug mention m was planned at first and
// then not given (see above).
func zhPlanDropped(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	before := tx.between(tx.sentenceStart(m.Span[0]), m.Span[0])
	if !zhPlannedAtFirst.MatchString(before) {
		return false
	}
	return zhNotDone.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m)))
}

package understand

import (
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An acute illness named as the occasion of a habit is no illness of now:
// "我这俩月一感冒嗓子疼，第二天尿就跟洗肉水似的" (zh-s1-029) tells what each
// cold brings, "三四岁的时候一感冒就喘" what colds did in childhood, "我以前
// 一感冒就吃那个" what the patient takes for one. 一, 每次, 每回, 只要 right
// before the cold, fever or flu, and the consequence right after it in the
// same breath, make it the occasion; a cold said on its own ("感冒了，两天
// 了") is read as it stands, in the same turn too.

// occasionOpenings stand right before an illness named as an occasion.
var occasionOpenings = []string{"一", "每次", "每回", "每逢", "只要", "一旦", "每次一", "一到"}

// occasionIllnesses are the acute illnesses a habit is told by.
var occasionIllnesses = map[string]bool{"cond:common_cold": true, "cond:influenza": true, "sym:fever": true}

// illnessAsOccasion reports whether Chinese mention m is an acute illness
// named as the occasion of what follows it.
func illnessAsOccasion(m extract.Mention, tx text) bool {
	if !isHan(m.Text) || !occasionIllnesses[m.ConceptID] || !endsWithAny(strings.TrimSpace(tx.before(m)), occasionOpenings) {
		return false
	}
	rest := tx.from(m.Span[1])
	r, _ := utf8.DecodeRuneInString(rest)
	return rest != "" && !strings.ContainsRune("，,。.；;！!？?、…~ ）)", r) && !strings.HasPrefix(rest, "了") && !strings.HasPrefix(rest, "过")
}

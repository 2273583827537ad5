package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhBornWords tell that the baby is born: "生完", "产后", "出月子".
var zhBornWords = []string{"生完", "生了以后", "生了之后", "生好以后", "生下来", "生孩子以后", "生完孩子", "产后", "產後", "分娩后", "分娩以后",
	"剖完", "顺产后", "坐完月子", "出月子", "出了月子", "满月"}

// zhPregnancyOver reports whether a pregnancy named in a Chinese turn is
// the one the turn tells as ended in a birth ("孕期是打胰岛素的，生完医生就
// 让停了"): the pregnancy is then a time gone by, not the patient's state.
func zhPregnancyOver(tx text, s Statement, m extract.Mention) bool {
	return s.Concept == "cond:pregnancy" && isHan(m.Text) && containsAny(tx.str, zhBornWords)
}

// enPregnancyGone tells a pregnancy as a time gone by: "since I was
// pregnant with my youngest" (session 69's review: a current pregnancy
// was written), "when I was pregnant with my daughter". "I was pregnant
// when it started" alone may go on, and stays as it was read.
var enPregnancyGone = regexp.MustCompile(`\b(?:since|when|while) (?:i|she) (?:was|were) pregnant\b|\b(?:was|were) pregnant with (?:my|our|her) `)

// enPregnancyOver reports whether a pregnancy named in an English turn is
// told as a time gone by (enPregnancyGone).
func enPregnancyOver(tx text, s Statement, m extract.Mention) bool {
	return s.Concept == "cond:pregnancy" && !isHan(m.Text) && enPregnancyGone.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0])))
}

// zhThoseTimes, right before a condition, name occasions gone by as what
// the condition was: "您那两回就是低血糖", "上回那次就是心绞痛".
var zhThoseTimes = regexp.MustCompile(`那(一|两|兩|俩|倆|几|幾|三)?(回|次|趟|阵|陣)(子)?(就|也|都)?(是|系|係)?$`)

// zhNamedOccasionsOver reports whether a Chinese condition is told as
// what some occasions gone by were ("…就容易低血糖，您那两回就是低血糖"):
// those episodes are over; whether it goes on is not said.
// Any mention of the condition may be the one: the one before it may be
// only what could happen ("就容易低血糖").
func zhNamedOccasionsOver(x extract.Result, tx text, concept string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID == concept && isHan(m.Text) && !m.Assertion.Negated && zhThoseTimes.MatchString(tx.before(m)) {
			return true
		}
	}
	return false
}

package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A Chinese complaint said to be better is not over: "咳嗽吃了三天药就好了一
// 点", "头疼好了不少" go on. A rule that reads "就好了" as an end must not
// take "就好了一点" for one; this gives such a complaint back unless its
// sentence also says it ended ("好了一点，后来就全好了").

// zhOnlyBetter is 好 with how much better: "好了一点", "好些了", "好多了".
var zhOnlyBetter = regexp.MustCompile(`好(?:了)?(?:一点|一些|一点点|点|些|不少|很多|多了|一半|大半|一丢丢|滴滴)`)

// zhFullyOver says, beside it, that the complaint ended after all.
// "第三天就勿恶心了" (Wu 勿, Cantonese 唔 are 不).
var zhFullyOver = regexp.MustCompile(`好利索|全好了|都好了|彻底好了|完全好了|没有了|没了|冇了|冇晒|好晒|[不勿唔]\p{Han}{1,2}[了喇]`)

// onlyBetter gives back Chinese complaints read as over whose sentence
// says only that they are better. A condition is left as read: "前年胸椎压
// 缩性骨折过，现在好多了" tells a fracture over and a back better now.
func onlyBetter(x extract.Result, tx text, st []Statement) []Statement {
	for i := range st {
		s := &st[i]
		if !s.Historical || s.Negated || s.Experiencer != extract.Patient || s.Type != Symptom {
			continue
		}
		m, found := mentionOf(x, s.Concept)
		if !found || !isHan(m.Text) {
			continue
		}
		rest := tx.between(m.Span[1], tx.sentenceEnd(m))
		if zhOnlyBetter.MatchString(rest) && !zhFullyOver.MatchString(rest) {
			s.Historical = false
		}
	}
	return st
}

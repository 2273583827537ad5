package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhNoOfAnAct opens a clause that denies an act done with something named
// after it: "没吃硝酸甘油" did not take the nitroglycerin, "没去医院" did not
// go. It answers for that thing, not for the findings asked: "最近有没有胸闷
// 胸痛？" "上楼有点憋得慌，歇会儿就好了，没吃硝酸甘油。" (session 72's review 9,
// Z01) denied the chest tightness it had just told.
// "没吃过" and "没吃了" stay answers.
var zhNoOfAnAct = regexp.MustCompile(`^(?:没有|没|冇|莫)(?:吃|用|打|喝|做|去|拿|带|量|测|服|上|涂|抹|喷|挂|看)([\p{Han}])`)

// noOfAnAct reports whether the no an answer opens its answer clause with
// is the denial of an act with an object, while what was asked is no drug:
// a no of the act, not an answer.
func noOfAnAct(text string, asks []Ask) bool {
	if drugAsked(asks) {
		return false // "吃过硝酸甘油吗？" "没吃硝酸甘油": the no is the answer
	}
	clauses := strings.FieldsFunc(strings.ToLower(extract.Normalize(text)), func(r rune) bool {
		return strings.ContainsRune(",，.。!！?？;；…", r)
	})
	for k, c := range clauses {
		if k == 5 {
			break
		}
		if answerWord(c) == answerNo {
			m := zhNoOfAnAct.FindStringSubmatch(withoutFillers(c))
			return m != nil && !strings.Contains("过着了的", m[1])
		}
	}
	return false
}

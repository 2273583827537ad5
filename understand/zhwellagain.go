package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Chinese tells a complaint over by its opposite as often as by its
// denial: "用了三个月，潮热已经没了，晚上也不出汗了，睡觉也踏实了" (s50 blind
// round 19 zh09) and "药一直吃着呢，现在不累了，有劲儿了" (zh18) left the
// insomnia and the tiredness told at the first visit active, since
// neither 踏实 nor 累 alone is a word the lexicon names. Sleep said sound
// again (睡觉也踏实了, 能睡着了, 睡得好了) closes insomnia, and tiredness
// said gone or strength said back (不累了, 唔攰了, 有劲儿了, 有力气了)
// closes fatigue: both are read as over, as "腿不肿了" is. Not in a
// question ("能睡着了吗"), a condition ("要是不累了"), after 没 ("没有劲儿
// 了" is tired now), or where the turn names the complaint itself. Read with
// the confidence of the place-and-state readings (zhStates), so that it
// closes a complaint the patient told, as "腿不肿了" does.

// zhWellAgain are the phrases, each with the complaint it says over.
var zhWellAgain = []zhEvent{
	{regexp.MustCompile(`(睡觉|睡眠|睡得|瞓觉|瞓得)(也|都|倒是|现在|已经|可以|能|比较|还)*(踏实|安稳|香|好|着|著|沉)(多)?(了|咗)`), "sym:insomnia"},
	{regexp.MustCompile(`(能|可以|都能|也能)(睡着|睡著|睡好|睡踏实|睡个好觉|睡整觉|瞓着|瞓得着|一觉睡到天亮)了|(睡得着|睡得著|瞓得着|瞓得著)了`), "sym:insomnia"},
	{regexp.MustCompile(`(不|唔|冇咁)(累|攰|乏)(了|喇|啦|咗)|有(劲儿|劲|力气|精神|精神头)了`), "sym:fatigue"},
}

// zhWellAgainStatements reads the complaints a patient's Chinese turn
// says over by their opposite (see above).
func (r *Reader) zhWellAgainStatements(t Turn, x extract.Result, tx text) []Statement {
	notBefore := []string{"没", "没有", "冇", "不", "唔", "无", "才", "先至"} // "没有劲儿了", "不能睡着了", "吃了安眠药才能睡着了"
	ifWords := []string{"如果", "要是", "万一", "假如", "希望", "想"}          // a condition or a wish, not a report
	notAsked := func(after string) bool {                           // "能睡着了吗？"
		next := strings.TrimLeft(after, " ")
		for _, q := range []string{"吗", "没", "未", "么", "?", "？", "嘛？"} {
			if strings.HasPrefix(next, q) {
				return false
			}
		}
		return true
	}
	var out []Statement
	for _, f := range r.zhEventsFound(t, x, tx, zhWellAgain, notBefore, ifWords, notAsked) {
		out = append(out, Statement{Type: Symptom, Concept: f.concept, Display: r.Display(f.concept, "en"), Attributes: map[string]string{},
			Historical: true, Confidence: 0.9, Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(f.sentence)}, Patient)})
	}
	return out
}

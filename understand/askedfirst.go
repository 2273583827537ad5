package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A speaker may put one question for a relative first, before their own:
// "先帮我老伴问一句，他那个苯磺酸氨氯地平吃完了…" … "我自己这边，药房说优甲乐
// 断货了" (coref zh-dev36-001). 先 says the relative's question comes
// before the speaker's own matters: the speaker is the patient, who asks
// for someone else on the way, and no typist. Read as an announcement
// ("帮我妈问一下" on the mother's account), the husband's amlodipine was the
// patient's and the patient's own levothyroxine, said of 我, a typist's,
// written nowhere. A turn that also says the speaker types on the
// relative's account or who they are to the one seen ("这是我妈的账号，先帮
// 她问一下", "我是她闺女，先替我妈问问") still announces.

// accountWords say the speaker types on another's account.
var accountWords = []string{"账号", "帐号", "账户", "这个号", "号是", "就诊人", "建的档", "打字"}

// asksFirstForKin reports whether a patient turn asks for a relative only
// first, as above.
func asksFirstForKin(raw string) bool {
	text := extract.Normalize(raw)
	return extract.AsksFirstForKin(text) && !containsAny(text, accountWords) && !typistSelf.MatchString(text) && !selfOfTheSeen.MatchString(text)
}

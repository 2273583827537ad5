package extract

import "regexp"

// A speaker may put one question for a relative first, before their own:
// "先帮我老伴问一句，他那个药吃完了…" … "我自己这边…" (coref zh-dev36-001). 先
// says the relative's question comes first: the speaker is the patient, who
// asks for someone else on the way, not a proxy announcing whom they speak
// for ("帮我妈问一下").
var askedFirstForKin = regexp.MustCompile(`先(?:帮|替|代)[^，。！？,.!?]{1,5}问`)

// AsksFirstForKin reports whether text puts a question for a relative
// first, as above.
func AsksFirstForKin(text string) bool {
	return askedFirstForKin.MatchString(text)
}

// WithoutAskedFirst returns text with each question put for a relative
// first replaced by a comma, so what is left can be read for a proxy's
// announcement.
func WithoutAskedFirst(text string) string {
	return askedFirstForKin.ReplaceAllString(text, "，")
}

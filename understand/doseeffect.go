package understand

import "regexp"

// In Cantonese "食完" said before what happened next ("食完退咗少少", "食完
// 好咗啲") is "after taking it" (Mandarin 吃完以后): it tells what a dose
// did, not that a course was taken to its end (round 16, zh/r16-zh03: "我
// 今朝畀咗佢食泰诺林滴剂，0.8毫升，食完退咗少少" is paracetamol given this
// morning for a fever that goes on, and was read as stopped). Only a 食完
// that ends its clause, or takes 喇, 咗 or 晒 ("食完喇", "一排食完"), says
// the pack or the course is done.

// doseThenEffect is 食完 with the change it brought right after it: a
// fever down (退), better (好), a pain less (冇咁, 减), relief (舒服, 松).
var doseThenEffect = regexp.MustCompile(`食完(?:之后|以后|后)?(?:就|佢|个人)?(?:退|好咗|好啲|好返|好多|降|冇咁|减|舒服|松)`)

// withoutDoseEffects returns rest, the words after a drug, with each 食完
// that tells a dose's effect taken out, so that it reads as no stop.
func withoutDoseEffects(rest string) string {
	return doseThenEffect.ReplaceAllStringFunc(rest, func(s string) string {
		return s[len("食完"):]
	})
}

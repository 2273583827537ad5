package understand

import "github.com/anamnesis-health/anamnesis/extract"

// zhRemovedAfter, after a condition in its sentence, tell it taken out by
// an operation: "胆结石那年做手术拿掉了，胆囊都切了".
var zhRemovedAfter = []string{"拿掉了", "切掉了", "切除了", "摘掉了", "摘除了", "做掉了", "取出来了", "割掉了", "开刀拿了"}

// zhRemovedBySurgery reports whether Chinese condition m is told taken out
// by an operation, and not back since ("又长了", "复发").
func zhRemovedBySurgery(tx text, m extract.Mention) bool {
	if !isHan(m.Text) {
		return false
	}
	rest := restOfSentence(tx, m)
	return containsAny(rest, zhRemovedAfter) && !containsAny(rest, []string{"又长", "复发", "又有", "还有", "又犯"})
}

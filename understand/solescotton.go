package understand

import "github.com/anamnesis-health/anamnesis/extract"

// zhSoles name the soles of the feet.
var zhSoles = []string{"脚底", "腳底", "脚心", "腳心", "脚掌", "腳掌", "脚板", "腳板"}

// zhSolesLikeCotton reports whether "像踩棉花" tells how the soles feel
// ("晚上脚底板像踩棉花似的", "脚底下有点麻，像踩到棉花上"): a dulled feeling
// of the soles, the numbness of a neuropathy, not the unsteady walk that
// "走路像踩棉花" tells.
func zhSolesLikeCotton(tx text, m extract.Mention) bool {
	before := sentenceBefore(tx, m)
	return isHan(m.Text) && containsAny(before, zhSoles) && !containsAny(before, []string{"走路", "走道", "走起路", "走起来", "走起來"})
}

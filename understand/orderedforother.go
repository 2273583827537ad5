package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhForThemAfter, right after a clinician's drug, gives it to someone the
// clinician speaks of, not to: "开阿莫西林畀佢", "开点美林给她", "开个头孢给孩
// 子". zhForThemBefore, right before it, does the same: "给他开点阿莫西林",
// "畀个仔开啲美林".
var (
	zhForThemAfter  = regexp.MustCompile(`^[ ，,]*(畀|俾|给|給)(佢|他|她|孩子|小孩|宝宝|寶寶|娃|个仔|個仔|个女|個女|你儿子|你兒子|你女儿|你女兒|你家孩子)`)
	zhForThemBefore = regexp.MustCompile(`(畀|俾|给|給)(佢|他|她|孩子|小孩|宝宝|寶寶|娃|个仔|個仔|个女|個女|你儿子|你兒子|你女儿|你女兒|你家孩子)(开|開)(点|點|啲|个|個|些|一盒|一支|一瓶)?$`)
)

// zhOrderedForThem reports whether a clinician's Chinese drug is ordered
// for a third person, the child the patient speaks for ("咁我开阿莫西林畀
// 佢"): that person's drug, not the patient's.
func zhOrderedForThem(tx text, m extract.Mention) bool {
	return isHan(m.Text) && (zhForThemAfter.MatchString(tx.after(m)) || zhForThemBefore.MatchString(tx.before(m)))
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Two Chinese ways of naming an illness the patient is not said to have.
//
// What a drug is for: "达英-35，吃了两年了，本来是治痘痘的" (zh-r1-014) says
// what the pill was prescribed for, not that the acne is there now; "说是
// 治皮炎的" of a cream a neighbour gave. The copula 是 before 治 makes the
// clause a statement of the drug's purpose ("X是治Y的"); "我在吃治高血压的
// 药", with no 是, names the patient's own illness through the drug and is
// kept.
//
// A likeness said and denied in one breath: "有点像痘痘但是挤不出东西"
// (zh-i1-003) compares the papules to acne and says how they differ. A
// degree word before 像 (有点像, 有些像) and a turn of contrast right after
// the name (但, 可是, 不过, 却) make the name a comparison; "有点像感冒" with
// nothing after is left as it is read.

// purposeOpenings end right before the illness a drug is said to be for.
var purposeOpenings = []string{"是治", "是治疗", "是用来治", "是用来治疗", "是拿来治", "是专门治", "是專門治", "是醫", "係醫", "系医", "是医"}

// likenessOpenings and likenessDenials frame a likeness denied at once.
var (
	likenessOpenings = []string{"有点像", "有点儿像", "有些像", "有几分像", "有點像", "有啲似", "有啲像"}
	likenessDenials  = []string{"但", "可是", "可", "不过", "不過", "却", "卻", "又不", "就是不", "但系", "但係"}
)

// namedForAnother reports whether a Chinese condition or symptom m is
// only what a drug is for or what a complaint is likened to and denied.
func namedForAnother(m extract.Mention, tx text) bool {
	if !isHan(m.Text) || m.Type != ontology.TypeCondition && m.Type != ontology.TypeSymptom {
		return false
	}
	before := strings.TrimSpace(tx.before(m))
	rest := strings.TrimSpace(tx.from(m.Span[1]))
	if endsWithAny(before, purposeOpenings) && strings.HasPrefix(rest, "的") {
		return true
	}
	return endsWithAny(before, likenessOpenings) && startsWithAny(rest, likenessDenials) != ""
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A finding said in jest ("排队排得我头晕，开玩笑的", "forms give me a
// headache, no offence") or as what the speaker is "about to" have ("我都要中暑了") is
// no complaint told: the first is a claim for a clinician to ask about,
// the second not had.

// jestMarks, in a finding's clause or the next, say it is said in jest. A
// laugh does not: "还胖了二斤呢，哈哈" is a true gain, told cheerfully.
var jestMarks = []string{"开玩笑", "开个玩笑", "说笑的", "说着玩", "讲笑", "不是真的痛", "不是真的疼", "打个比方", "joking", "kidding", "no offence", "no offense"}

// saidInJest reports whether finding m's clause, or the clause after it,
// marks it as said in jest.
func saidInJest(tx text, m extract.Mention) bool {
	return containsAny(tx.clauseOf(m.Span[0]), jestMarks) || containsAny(tx.nextClause(m), jestMarks)
}

// zhAboutTo reports whether a Chinese finding is one the speaker is only
// "about to" have: "我都要中暑了", "心脏病都要犯了".
func zhAboutTo(tx text, m extract.Mention) bool {
	before := tx.before(m)
	after := tx.after(m)
	return strings.HasSuffix(before, "都要") || strings.HasSuffix(before, "快要") && strings.HasSuffix(strings.TrimRight(after, "。！!，, 哦啊"), "了") ||
		strings.HasPrefix(after, "都要犯了") || strings.HasPrefix(after, "都快犯了")
}

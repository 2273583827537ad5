package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A denial typed as a chunk of its own in a chat message closes the chunk
// before it, not the one after: "两边太阳穴 nausea 没有 吃了两片ibuprofen
// 好一点" took two ibuprofen, "不烧 吐了一次 尿少了点" vomited once (s43
// blind round 8, zh18 and zh14). Read as one clause, the 没有 or 不 reached
// the next chunk's drug or symptom and wrote them denied. A finding whose
// own chunk tells it done (了) and denies nothing of its own is not denied
// by its neighbour. "没有吐了" has no blank and stays one clause; a chunk
// that says better or stopped (好了, 停了) is left to the rules of a course.

// chunkDoneAfters, in a chunk, tell something else than that it happened.
var chunkDoneAfters = []string{"好了", "停了", "完了", "过了"}

// doneInItsChunk lifts the denial of a patient's finding or drug that its
// own chunk tells done (see above).
func doneInItsChunk(x extract.Result, raw string, st []Statement) []Statement {
	if !strings.Contains(raw, " ") || !isHan(raw) {
		return st
	}
	rs := []rune(raw)
	for i := range st {
		s := &st[i]
		if !s.Negated || s.Experiencer != extract.Patient || s.Type != Symptom && s.Type != Condition && s.Type != Medication {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || m.Span[1] > len(rs) {
			continue
		}
		name := string(rs[m.Span[0]:m.Span[1]])
		chunk := chunkAround(rs, m.Span[0], m.Span[1])
		rest := strings.Replace(chunk, name, "", 1)
		// A test done ("查了乳糜泻 阴性", "新冠流感都测了的嘛 两个都是阴性") is
		// not the finding: its result, in the next chunk, is the denial.
		if chunk == name || !strings.Contains(chunk, "了") || containsAny(rest, chunkDenies) || containsAny(chunk, chunkDoneAfters) ||
			containsAny(rest, testWords) {
			continue
		}
		s.Negated = false
	}
	return st
}

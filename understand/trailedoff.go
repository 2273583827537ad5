package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A patient who takes up what was asked and trails off at the end of the
// turn ("晕倒……", "烧是……", "Fainting...") has not answered yet: the
// answer comes after the clinician's "嗯" or "嗯？", so the name alone says
// nothing of having it.

// hangingParticles may follow a topic that is taken up and left hanging.
var hangingParticles = []string{"的话", "是", "倒", "就", "嘛", "呢", "啊", "吧", "喔", "哦", "噢", "呀"}

// leftHanging reports whether mention m ends its turn as a topic left
// unfinished: its sentence holds nothing before it but fillers, and after
// it come only a topic particle and trailing dots.
func leftHanging(tx text, m extract.Mention) bool {
	after := strings.TrimSpace(tx.from(m.Span[1]))
	for _, p := range hangingParticles {
		if strings.HasPrefix(after, p) {
			after = after[len(p):]
			break
		}
	}
	if !strings.Contains(after, "…") && !strings.Contains(after, "..") || strings.Trim(after, "…. ") != "" {
		return false
	}
	s := m.Span[0]
	for s > 0 && !strings.ContainsRune("。.!！?？;；", tx.runes[s-1]) {
		s--
	}
	// Only sounds may come before: "我头晕……" says the patient is dizzy.
	before := strings.Trim(tx.between(s, m.Span[0]), " ,，、…")
	for before != "" {
		w := startsWithAny(before, hesitations)
		if w == "" {
			return false
		}
		before = strings.Trim(before[len(w):], " ,，、…")
	}
	return true
}

// hesitations are the sounds a turn may open with before a topic taken up.
var hesitations = []string{"嗯", "啊", "呃", "额", "哦", "噢", "um", "uh", "er", "erm", "hmm", "mm", "well"}

// trailsOff reports whether an answer clause is a symptom's verb, with or
// without a topic particle, left hanging with nothing after it ("烧是……"):
// the patient has not answered yet.
func trailsOff(cl string, v rune, rest []string) bool {
	rs := []rune(strings.TrimSpace(cl))
	if len(rs) == 0 || rs[0] != v || !strings.ContainsRune(cl, '…') && !strings.Contains(cl, "..") {
		return false
	}
	tail := strings.TrimSpace(string(rs[1:]))
	for _, p := range hangingParticles {
		if strings.HasPrefix(tail, p) {
			tail = tail[len(p):]
			break
		}
	}
	if strings.Trim(tail, "…. ") != "" {
		return false
	}
	for _, c := range rest {
		if strings.Trim(c, "…. ,，") != "" {
			return false
		}
	}
	return true
}

// pausedTopicTakenUp reports whether mention i is a topic paused on
// ("出汗……") that the turn takes up again by the same name later
// ("出汗……晚上是有出汗", "Sweating... yes, at night I sweat"): the later
// telling says what it is, and the name paused on adds nothing.
func pausedTopicTakenUp(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	after := strings.TrimSpace(tx.from(m.Span[1]))
	for _, p := range hangingParticles {
		if strings.HasPrefix(after, p) {
			after = after[len(p):]
			break
		}
	}
	if !strings.HasPrefix(after, "…") && !strings.HasPrefix(after, "..") {
		return false
	}
	for _, n := range x.Mentions[i+1:] {
		if n.ConceptID == m.ConceptID && n.Span[0] >= m.Span[1] {
			return true
		}
	}
	return false
}

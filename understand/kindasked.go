package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// kindWords open a question about the kind of something ("What type of
// cancer?", "什么癌？", "哪种癌？").
var kindWords = []string{"what type of", "what types of", "what kind of", "what kinds of", "what sort of", "which type of", "which kind of",
	"是什么", "是哪种", "是哪一种", "什么样的", "什么", "哪种", "哪一种", "哪类", "啥"}

// kindAsked returns the thing whose kind a short question asks ("cancer"
// of "What type of cancer?", "癌" of "什么癌？"), or "" when the question
// asks no kind, or asks it of someone it names ("what type of cancer do
// you have?" is put to the patient, and goes elsewhere).
func kindAsked(q string) string {
	q = strings.TrimLeft(strings.ToLower(q), " ")
	for _, lead := range []string{"and ", "okay, ", "okay ", "ok, ", "so ", "alright, ", "那", "那么"} {
		q = strings.TrimPrefix(q, lead)
	}
	w := startsWithAny(q, kindWords)
	if w == "" {
		return ""
	}
	thing := strings.TrimSpace(strings.TrimRight(q[len(w):], "?？!！.。 呢啊呀吧"))
	if thing == "" || startsWithAny(thing, []string{"时候", "时间", "地方", "辰光", "原因"}) != "" || len(strings.Fields(thing)) > 3 ||
		thing[0] >= 0x80 && len([]rune(thing)) > 4 {
		return "" // "什么时候？", "啥地方勿适意？" ask when and where; a long question names more than a thing
	}
	if extract.LastPerson(q) != "" || addressesListener(q) {
		return ""
	}
	return thing
}

// kindOfRelativesAsked returns the blood relative a short question about
// the kind of something asks about: the one an earlier sentence of the
// turn says has it ("You had mentioned that cancer runs in your family.
// What type of cancer?"), else the one the question before the patient's
// last turn asked about ("家里有人得过癌吗？" "有。" "什么癌？"). An answer
// that names it without saying whose is then theirs. It returns "" when
// the question asks no kind, or the turn says the thing is the patient's.
func kindOfRelativesAsked(sents []sentence, last string, prior []Prior) string {
	thing := kindAsked(last)
	if thing == "" {
		return ""
	}
	lastAt := -1
	for i, s := range sents {
		if s.question {
			lastAt = i
		}
	}
	for _, s := range sents[:max(lastAt, 0)] {
		if !strings.Contains(s.text, thing) {
			continue
		}
		if who := extract.Relative(s.text); who != "" {
			return who
		}
		return "" // "You told me you had cancer. What type of cancer?"
	}
	who := relativeAskedBefore(prior)
	if said := lastSpokenOf(prior); who != "" && extract.BloodRelative(said) {
		return said // "Any heart problems in the family?" "My dad, yes." "What kind?"
	}
	return who
}

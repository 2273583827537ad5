package understand

import "strings"

// A bare no made of a verb answers only what that verb asks: "胸口痛不痛？
// 喘不喘？" "不痛" denies the chest pain and says nothing of the
// breathlessness, which the patient then tells ("喘有一点点", round 12
// zh10); "头疼吗？发烧吗？" "不疼" leaves the fever unanswered. A no of no
// verb ("没有", "都不") still answers all that was asked, and so does a verb
// denied in a turn that goes on.

// verbNoAnswers are the answers of noAnswers that are a verb denied.
var verbNoAnswers = []string{"不咳", "不疼", "不痛", "不烧"}

// verbNoOf returns the verb a bare answer denies ('痛' for "不痛"), or 0
// when the answer is more than a verb denied: in "不咳，鼻涕也冇得" the
// turn goes on to answer the rest, and its no is read as before.
func verbNoOf(text string) rune {
	bare := strings.Trim(text, " ,.!?，。！？…啊呀的")
	for _, w := range verbNoAnswers {
		if bare == w {
			return []rune(w)[1]
		}
	}
	return 0
}

// deniedByVerb reports whether a concept asked about is what verb v asks:
// 疼 and 痛 ask any pain or ache, another verb its own symptom.
func deniedByVerb(concept string, v rune) bool {
	if v == '疼' || v == '痛' {
		return strings.Contains(concept, "pain") || strings.HasSuffix(concept, "ache")
	}
	return symptomVerbs[v] == concept
}

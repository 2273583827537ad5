package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Two readings of a question that took what it asks for something else
// (asked/zh-x1, session 53).
//
// A condition word inside a concept's own name is the name, not a
// condition: "解小便的时候疼不疼？" asks of dysuria, whose lexicon name is
// "解小便的时候疼"; only a "的时候" outside every mention ("走路的时候胸口疼不
// 疼？") makes the question conditional, which a yes or no does not answer.
//
// A title the question opens with addresses the listener: "小朋友，肚子疼不
// 疼呀？" asks the child the clinician speaks to, who is the patient, not a
// child of the patient. The mention took the title's person as its
// experiencer; when the rest of the sentence names no one else, the
// question is the patient's.

// conditionAsked reports whether sentence s of a question asks under a
// condition, by a condition word outside the mentions it names.
func conditionAsked(text string, s sentence, x extract.Result) bool {
	if !hasAnyWord(s.text, ifWords) {
		return false
	}
	return hasAnyWord(outsideMentions(text, s, x), ifWords)
}

// addressedByTitle reports whether who, the experiencer a question's
// mention was given, is only the person of the title the sentence opens
// with ("小朋友，…"), the rest naming no one.
func addressedByTitle(sentenceText, who string) bool {
	title, rest, ok := vocative(sentenceText)
	if !ok || who == "" || extract.LastPerson(title) != who {
		return false
	}
	return extract.LastPerson(rest) == "" && strings.TrimSpace(rest) != ""
}

// A pain with no place of its own, asked by its verb ("解小便的时候疼不疼？",
// "尿的时候痛不痛？"), is answered by that verb: "疼，火辣辣的" has the
// dysuria, "不痛" denies it. A pain at a place ("头疼不疼？") is read with its
// site elsewhere; this reads only the one painful concept asked that no
// place composes, and only when no other pain is asked with it, so that "头
// 疼不疼？小便疼不疼？" "头不疼" says nothing of the dysuria.

// answerVerbConcept returns the concept whose verb answers the question
// about concept among asks (see verbConcept).
func (r *Reader) answerVerbConcept(concept string, asks []Ask) string {
	if v := r.verbConcept(concept); v != concept || verbOf(concept) != 0 {
		return v
	}
	if !strings.HasPrefix(concept, "sym:") || r.isGeneric(concept) || r.genericOf[concept] != "" || !r.painful(concept) {
		return concept
	}
	for _, a := range asks {
		if a.Concept != concept && a.Concept != "sym:pain_symptom" && r.painful(a.Concept) {
			return concept // two pains asked: the verb does not say which
		}
	}
	return "sym:pain_symptom"
}

// verbAnswerTo reads text as the answer by a verb to the question about
// concept among asks: 疼 and 痛 are one verb for a pain read this way
// ("尿的时候痛不痛？" "痛倒是不痛").
func (r *Reader) verbAnswerTo(text, concept string, asks []Ask, others []conceptWord) (negated, said bool) {
	v := r.answerVerbConcept(concept, asks)
	if v == "sym:pain_symptom" && r.verbConcept(concept) != v {
		text = strings.ReplaceAll(text, "痛", "疼")
		same := make([]conceptWord, len(others))
		for i, o := range others {
			same[i] = conceptWord{o.concept, strings.ReplaceAll(o.word, "痛", "疼")} // "消炎痛" stays a drug's name
		}
		others = same
	}
	return verbAnswer(text, v, others)
}

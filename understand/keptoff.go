package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// keptOffWords deny taking a drug, not being allergic to it: "so I don't
// take sulphur drugs again", "我再也不吃了".
var keptOffWords = []string{"don't take", "do not take", "won't take", "will not take", "never take", "not taking", "don't use", "won't use", "never use",
	"dont take", "no longer take", "不吃", "不敢吃", "不再吃", "不用", "不敢用", "不再用", "再也不吃", "再也不用",
	"没吃", "没用", "没打", "冇食", "不给他用", "不给她用", "不给我用", "不给用", "didn't take", "didn't eat", "haven't eaten", "hadn't eaten", "haven't had any", "not eaten"}

// keptOffOpeners, said right before a drug, draw the avoidance an allergy
// told before them asks for: "…I came up in big welts all over. So nae
// penicillin." (review 14 E01), "so no penicillin for me".
var keptOffOpeners = []string{"so no", "so nae", "so no more", "so never", "so not", "no more", "nae mair", "hence no", "therefore no"}

// keptOffOnly reports whether m's clause denies only that the drug is
// taken: it names no allergy, so its negation is no "not allergic".
func keptOffOnly(tx text, m extract.Mention) bool {
	clause := tx.clauseOf(m.Span[0])
	if containsAny(clause, []string{"allerg", "过敏", "過敏"}) {
		return false
	}
	return containsAny(clause, keptOffWords) || keptOffOpened(tx.between(tx.clauseStart(m.Span[0]), m.Span[0]))
}

// keptOffOpened reports whether lead, the words of a clause before a drug,
// is one of keptOffOpeners, perhaps with "the" or "any" after it.
func keptOffOpened(lead string) bool {
	w := strings.Fields(strings.Trim(strings.ToLower(lead), " ,."))
	if n := len(w); n > 0 && (w[n-1] == "the" || w[n-1] == "any") {
		w = w[:n-1]
	}
	return slices.Contains(keptOffOpeners, strings.Join(w, " "))
}

// reactionToldInSentence reports whether m's sentence names a symptom or
// a reaction condition, before or after it, not denied.
func reactionToldInSentence(x extract.Result, tx text, m extract.Mention) bool {
	for _, o := range x.Mentions {
		if tx.sent[o.Span[0]] == tx.sent[m.Span[0]] && !o.Assertion.Negated && (o.Type == ontology.TypeSymptom || o.Type == ontology.TypeCondition && reactionConditions[o.ConceptID]) {
			return true
		}
	}
	return false
}

// remedyWords, right after a drug, say it helps: the drug is what is taken
// for the reaction, not what caused it.
var remedyWords = []string{"就能好", "就好了", "就好", "就管用", "就会好", "能缓解", "就缓解", "有效", "管用", "helps", "works", "sorts it", "clears it"}

// remedyAfter reports whether the words right after drug m say it helps.
func remedyAfter(tx text, m extract.Mention) bool {
	return startsWithAny(strings.TrimLeft(tx.after(m), " "), remedyWords) != ""
}

// finishedRightBefore reports whether the words right before drug m say a
// course of it was finished: "I finished Coartem last week for malaria",
// "he just finished Coartem yesterday" (session 74's review 15, E04, E16).
// "I finished work and took my metformin" finishes no drug, nor "I
// haven't finished the amoxicillin yet" its course.
func finishedRightBefore(tx text, m extract.Mention) bool {
	w := strings.Fields(strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0])))
	for len(w) > 0 && slices.Contains([]string{"the", "her", "his", "my", "their", "off", "up", "all", "of", "course", "iv", "oral"}, w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	n := len(w)
	if n == 0 || w[n-1] != "finished" && w[n-1] != "finish" || hasAnyWord(strings.ToLower(tx.clauseOf(m.Span[0])), []string{"yet"}) {
		return false
	}
	// "I haven't finished the amoxicillin", "I've nearly finished the
	// antibiotics", "I have to finish my antibiotics": a course that goes
	// on. Bare "finish" is the past in Caribbean and West African English
	// ("I just finish my Coartem yesterday", review 16 E13).
	return n < 2 || !slices.Contains(finishNotOver, w[n-2])
}

// finishNotOver, right before "finished" or "finish", say the course is
// not over.
var finishNotOver = []string{"haven't", "hasn't", "hadn't", "havent", "hasnt", "not", "nearly", "almost", "never", "didn't", "didnt", "nae", "havnae",
	"to", "will", "must", "should", "gonna", "can", "can't", "cannot", "need", "don't", "dont", "i'll", "we'll", "must've", "go", "na", "no"}

// finishedItAfter, after a drug, says the speaker or the patient finished
// it: "di doctor give her nitrofurantoin and she finish it Saturday gone"
// (review 16 E04). A modal between ("I must finish it") keeps it going.
var finishedItAfter = regexp.MustCompile(`\b(?:i|he|she|we|they|mi|me|him|her)(?: just| don| done| already| dun)? finish(?:ed)? (?:it|am|dem|them|all of it|di course|the course)\b`)

// startWordsBefore, right before a drug, start it: the stop said before
// them is the old drug's ("tek mi off di Glucophage an put mi pon
// gliclazide", review 16 E12).
var startWordsBefore = []string{"put me on", "put mi pon", "put mi on", "put me pon", "put him on", "put her on", "put him pon", "put her pon",
	"started me on", "started him on", "started her on", "switched me to", "switched him to", "switched her to", "changed me to", "moved me to",
	"put me onto", "swapped me to", "swapped me onto"}

// startedRightBefore reports whether the words of drug m's clause right
// before it start it (see startWordsBefore).
func startedRightBefore(tx text, m extract.Mention) bool {
	lead := strings.TrimRight(strings.ToLower(tx.between(tx.clauseStart(m.Span[0]), m.Span[0])), " ")
	for _, d := range []string{" the", " di", " my", " mi", " some"} {
		lead = strings.TrimSuffix(lead, d)
	}
	return endsWithAny(lead, startWordsBefore)
}

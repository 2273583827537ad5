package understand

import (
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

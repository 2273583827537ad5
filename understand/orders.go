package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What a patient tells of a drug order: an order to stop the drug, an
// order or a habit of never stopping it, and going on with it despite an
// order.

var (
	// toldToStop tell of an order to stop the drug after it: "the GP told
	// me to stop the simvastatin".
	toldToStop = []string{"told me to stop", "told me to come off", "told to stop", "said to stop", "said to come off", "asked me to stop",
		"wants me to stop", "want me to stop", "advised me to stop", "advised to stop", "said i should stop", "said i need to stop",
		"said i had to stop", "said i must stop", "said i have to stop", "said i could stop"}
	// keptOn say a drug is not stopped: "told me not to stop the
	// aspirin", "二甲双胍我一直没停", "阿司匹林不能停". The negation in them is
	// the stop's, not the drug's.
	keptOn = []string{"not to stop", "never to stop", "not stop", "don't stop", "do not stop", "didn't stop", "did not stop",
		"haven't stopped", "have not stopped", "hasn't stopped", "never stopped", "not stopped", "can't stop", "cannot stop",
		"mustn't stop", "must not stop", "shouldn't stop", "should not stop", "never stop", "not to come off", "not come off",
		"不要停", "别停", "不能停", "不可以停", "没停", "没有停", "不许停", "不敢停", "不让停", "不让我停"}
	// stillTaking go on with a drug the turn said was ordered stopped:
	// "…told me to stop the amlodipine but I'm still taking it".
	stillTaking = []string{"still taking it", "still taking them", "still on it", "still on them", "still take it", "还在吃", "还吃着",
		"还一直吃", "还是在吃", "照样吃", "还在用"}
	// orderedOff tell of a clinician's order to stop the drug told of
	// before, however far back in its sentence: "二甲双胍本来有在吃，后来血糖
	// 控制得不错，医生叫我先不要吃".
	orderedOff = []string{"叫我先不要吃", "叫我不要吃", "让我先不要吃", "让我不要吃", "让我别吃", "叫我别吃", "让我先别吃", "told me to stop it", "told me to come off it"}
	// orderConditions make an order to stop one for later, if ever: "to
	// stop the ibuprofen if my stomach hurt".
	orderConditions = []string{"if", "unless", "when", "once", "如果", "要是", "万一", "的话"}
)

// keptOnDrug reports whether m's clause says the drug is not stopped.
func keptOnDrug(tx text, m extract.Mention) bool {
	return containsAny(tx.clauseOf(m.Span[0]), keptOn)
}

// orderedStopped reports whether the patient tells of an order to stop m
// that holds now: not one for if or when something happens.
func orderedStopped(tx text, m extract.Mention) bool {
	return containsAny(tx.before(m), toldToStop) && !containsAny(tx.sentenceOf(m.Span[0]), orderConditions)
}

// goesOnTaking reports whether the sentence, after m and naming no other
// drug, says the patient is still taking it.
func goesOnTaking(x extract.Result, tx text, m extract.Mention) bool {
	end := tx.sentenceEnd(m)
	return !mentionsBetween(x, m.Span[1], end) && containsAny(strings.ToLower(tx.between(m.Span[1], end)), stillTaking)
}

// finishedAlong reports whether drug mention i is listed right after
// another that the sentence takes to the end of its course: "I finished
// the steroids and the antibiotics" finished both.
func finishedAlong(x extract.Result, tx text, i int) bool {
	if i == 0 {
		return false
	}
	prev, m := x.Mentions[i-1], x.Mentions[i]
	if prev.Type != ontology.TypeDrug && prev.Type != ontology.TypeDrugClass || !tx.sameSentence(prev, m) || prev.Span[1] > m.Span[0] {
		return false
	}
	between := strings.TrimSpace(tx.between(prev.Span[1], m.Span[0]))
	switch between {
	case "and", "and the", "and my", "and all the", "、", "和", "跟", "还有":
	default:
		return false
	}
	return finished(sentenceBefore(tx, prev))
}

// startWords start a drug: "I stopped the warfarin and started the Eliquis".
var startWords = []string{"started", "start", "starting", "began", "begun", "put me on", "put on", "switched to", "changed to", "moved to",
	"开始吃", "开始用", "改吃", "改用", "换成", "换了"}

// startedAfterStop reports whether, in m's clause, a start comes between a
// stop and the drug: the stop was the drug before's, and this one is taken
// now ("Since I stopped the warfarin and started the Eliquis").
func startedAfterStop(tx text, m extract.Mention) bool {
	before := strings.ToLower(tx.before(m))
	stop := lastIndexAny(before, stopWords)
	return stop >= 0 && lastIndexAny(before[stop:], startWords) > 0
}

// moreOfSomethingElse reports whether a clause that opens with "no" denies
// something it names after "no more" or "no need" ("no more blood tests
// every week"): a no of its own, not an answer to what came before.
func moreOfSomethingElse(clause string) bool {
	c := strings.TrimSpace(withoutFillers(strings.ToLower(clause)))
	for _, w := range []string{"no more", "no need", "no longer"} {
		if rest, ok := strings.CutPrefix(c, w); ok && strings.Trim(rest, " .。!！?？") != "" && strings.HasPrefix(rest, " ") {
			return true
		}
	}
	return false
}

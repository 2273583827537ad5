package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// stopAskWords ask whether a drug was stopped without naming it, the drug
// being the one the patient just told of: "下周要拔牙，牙科医生让我先把阿司匹林
// 停五天。" "那您现在已经停了吗？". English names it by a pronoun.
var (
	zhStopAskWords = []string{"停了吗", "停了没", "停了没有", "停了吧", "停掉了吗", "停掉了没", "停药了吗", "停药了没", "停没停", "停了么", "停了嘛"}
	enStopAskWords = []string{"stopped it", "stopped them", "stopped taking it", "stopped taking them", "come off it", "come off them", "came off it"}
)

// stopAskedOfIt returns an Ask whether the one drug the patient's last
// turn named was stopped, for a question that asks of a stop without
// naming a drug. With two drugs told, which one is asked is not known:
// nothing is asked.
func stopAskedOfIt(sents []sentence, x extract.Result, asks []Ask, prior []Prior) []Ask {
	drugs := lastTurnsDrugs(x, asks, prior, true)
	if ordered := stopsRelayedLast(x, asks, prior); len(ordered) == 1 {
		// "厄贝沙坦，还有螺内酯。医生说螺内酯先别吃了。" "那您停了吗？" asks of
		// the stop just told, not of the drug that goes on (session 71's
		// review 7, Z11: the answer "停了" stopped the irbesartan).
		drugs = ordered
	}
	if len(drugs) != 1 {
		return nil
	}
	for _, s := range sents {
		// The stop is what is asked, at the question's end: not "停了以后腿还
		// 酸不酸？", which asks of the legs.
		q := strings.TrimRight(s.text, " ?？!！。.~")
		if s.question && (endsWithAny(q, zhStopAskWords) || hasAnyWord(s.text, enStopAskWords)) {
			// Given: the drug is taken as known, so a no ("还没停") says it
			// goes on, and denies nothing.
			return []Ask{{Type: Medication, Concept: drugs[0], Stopped: true, Given: true}}
		}
	}
	return nil
}

// stopToldWords answer a question whether a drug was stopped with the
// stop itself, and no yes: "昨天开始停的。", "已经停了", "Stopped on Monday.".
var (
	stopToldWords = []string{"停了", "停的", "停掉了", "停药了", "stopped", "came off", "come off"}
	// stopNotYet say the stop has not happened, or did not hold.
	stopNotYet = []string{"没停", "没有停", "还没", "还在吃", "又吃", "又开始吃", "not yet", "haven't", "have not", "didn't", "did not", "not stopped",
		"still", "started again"}
)

// stopToldAnswer reports whether an answer tells the stop the question
// asked of.
func stopToldAnswer(text string) bool {
	lower := strings.ToLower(extract.Normalize(text))
	return containsAny(lower, stopToldWords) && !containsAny(lower, stopNotYet)
}

// stopDrugAsked reports whether an open question asks whether a drug of
// the patient's was stopped.
func stopDrugAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Medication && a.Stopped && a.Relative == "" {
			return true
		}
	}
	return false
}

// stopsRelayedLast returns the drugs the patient's last turn told a
// clinician ordered stopped, when the question names no drug.
func stopsRelayedLast(x extract.Result, asks []Ask, prior []Prior) []string {
	if lastTurnsDrugs(x, asks, prior, false) == nil {
		return nil // a drug named or asked, or no patient's turn just before
	}
	var drugs []string
	for _, s := range prior[len(prior)-1].Reading.Statements {
		if s.Type == Medication && s.Status == Stopped && s.Relayed && s.Experiencer == extract.Patient && !s.Negated && !slices.Contains(drugs, s.Concept) {
			drugs = append(drugs, s.Concept)
		}
	}
	return drugs
}

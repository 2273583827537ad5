package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Something told over and then back in the same breath is current: "The
// ringing in my ears went away for a couple of weeks, but it's back again
// now", "I had shingles three years ago and now it's back", "I stopped the
// sertraline for two days …, so I went back on it" (change dev en-z1-044,
// en-z1-030, en-z1-039). The end was read and the return was not, so the
// record held the tinnitus over and the sertraline stopped.

// backAgainEn, after the finding in its sentence, say it returned, or that
// the drug was taken up again.
var backAgainEn = []string{"it's back", "it is back", "it's come back", "it has come back", "it came back", "come back again", "came back again",
	"back again", "they're back", "they've come back", "they came back",
	// Without the auxiliary, as Caribbean and West African English say
	// it: "Mi did have gout before, two year ago, an it come back now"
	// (review 11 E08), "e don come back"; and the other words of a return.
	"it come back", "it don come back", "e don come back", "it's returned", "it has returned", "it returned",
	"flared up again", "flare up again", "it's flared up", "it has flared up", "it's flared again"}

// takenAgainEn say a drug stopped was taken up again; "it came back" after
// a drug is the illness back ("doxycycline for one month, it became
// clear, then again it came back", en dev en-m1-023).
var takenAgainEn = []string{"went back on it", "went back on them", "gone back on it", "back on it", "back on them", "started it again",
	"started them again", "started taking it again", "restarted it", "restarted them"}

// backAgain makes a patient's finding told over, and then back later in its
// sentence with nothing else named between, current again.
func backAgain(x extract.Result, tx text, st []Statement) []Statement {
	for k, s := range st {
		m, ok := mentionOf(x, s.Concept)
		if !ok || m.Span[1] > len(tx.runes) {
			continue
		}
		if s.Negated && s.Type == Symptom && s.Experiencer == extract.Patient && !m.Assertion.Negated && returnsRightAfter(tx, m) {
			// "the fever came back yesterday after two days no fever
			// already" (review 12 E11): the no is the days between.
			st[k].Negated = false
			continue
		}
		if s.Negated || s.Experiencer != extract.Patient || !s.Historical && s.Status != Stopped && s.Status != Inactive || lostFunction(s.Concept) {
			continue
		}
		rest := strings.ToLower(untilNextFinding(x, tx, m))
		words := backAgainEn
		if s.Type == Medication {
			words = takenAgainEn
		}
		if at := firstIndexOfAny(rest, words); at >= 0 && hasAnyWord(rest, words) && !deniedBefore(strings.TrimRight(rest[:at], " ")) && !returnForbidden(rest[:at]) {
			s.Historical, s.Resolves = false, false
			if s.Status == Stopped || s.Status == Inactive {
				s.Status = ""
			}
			st[k] = s
		}
	}
	return st
}

// forbiddingReturn, said right before "go back on it", forbid the return:
// "The surgeon stopped my Celebrex before the op and said don't go back on
// it" (review 14 E20) had the celecoxib taken again.
var forbiddingReturn = []string{"don't", "do not", "dont", "not to", "never to", "never", "shouldn't", "should not", "mustn't", "must not", "can't", "cannot", "won't", "not"}

// returnForbidden reports whether lead, the words before a return, ends by
// forbidding it (see forbiddingReturn).
func returnForbidden(lead string) bool {
	w := strings.Fields(lead)
	if n := len(w); n > 0 && (w[n-1] == "go" || w[n-1] == "get" || w[n-1] == "be") {
		w = w[:n-1]
	}
	if n := len(w); n > 0 && w[n-1] == "ever" {
		w = w[:n-1]
	}
	lead = strings.Join(w, " ")
	for _, f := range forbiddingReturn {
		if lead == f || strings.HasSuffix(lead, " "+f) {
			return true
		}
	}
	return false
}

// lostFunctionWords name, in a concept id, a function lost: its coming back
// is the recovery ("my speech went all slurred … but it's come back now").
var lostFunctionWords = []string{"weakness", "dysarthria", "numb", "hearing", "vision", "visual", "smell", "taste", "appetite", "aphasia",
	"speech", "paralysis", "anosmia", "loss", "libido", "memory"}

// lostFunction reports whether a concept is a function lost (see above).
func lostFunction(concept string) bool {
	for _, w := range lostFunctionWords {
		if strings.Contains(concept, w) {
			return true
		}
	}
	return false
}

// returnsRightAfter reports whether a finding's mention is followed at once
// by a return: "the fever came back", "发烧又回来了".
func returnsRightAfter(tx text, m extract.Mention) bool {
	rest := strings.TrimLeft(strings.ToLower(tx.from(m.Span[1])), " ")
	return startsWithAny(rest, []string{"came back", "has come back", "'s come back", "is back", "come back", "returned", "has returned", "又回来了", "又来了", "又犯了"}) != ""
}

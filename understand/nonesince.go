package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A complaint told in the simple past, with the next sentence saying there
// has been none of it since, is over: "I had a bit of indigestion, oh,
// years back, Dr Reed put me on it. Not had a twinge since.", "I got a
// migraine at Easter. Haven't had one since." The "since" is what ends it:
// "Haven't had a good night since" says nothing of the complaint before.

// noneSinceOpens opens a sentence that says there was none since.
var noneSinceOpens = regexp.MustCompile(`^(?:and |but |i |i've |i have )?(?:not had|haven't had|have not had|never had|not been|not|none|nothing|no more|never|haven't|ain't had)\b(?:[a-z' ]{0,30})\bsince\b(?: then)?\s*[.!]?\s*$`)

// noneSinceWhat, in such a sentence, would name a good thing had since,
// not the complaint: "not had a good night since", and "I've not been fine
// since", "not been right since", "not felt myself since" say the complaint
// goes on.
var noneSinceWhat = []string{"good", "decent", "proper", "chance", "time", "day off", "holiday",
	"fine", "right", "well", "myself", "the same", "okay", "ok", "alright", "all right", "great", "grand"}

// noneSinceNext reports whether finding mention m, told in the simple past
// in a clause that keeps nothing going, is followed by a sentence saying
// there was none of it since.
func noneSinceNext(tx text, m extract.Mention) bool {
	clause := tx.clauseOf(m.Span[0])
	if !hasAnyWord(clause, pastTelling) || hasAnyWord(clause, keptGoing) || holdsAny(clause, ongoingParts) {
		return false
	}
	_, next, ok := tx.nextSentence(m)
	next = withoutConnectives(next)
	return ok && noneSinceOpens.MatchString(next) && !hasAnyWord(next, noneSinceWhat)
}

// nowFine end, said after a complaint, what was told of it.
var nowFine = []string{"now it's fine", "now it is fine", "now it's okay", "now it's ok", "now it's alright", "now it's all right", "now it's gone",
	"now it's good", "now fine", "now no pain", "now no more"}

// agoAndNowFine reports whether finding mention m is dated by "ago" in its
// sentence and the rest of the sentence ends it with "now it's fine":
// "I hurt my lower back lifting a heavy patient, maybe four years ago, I
// had physio for six weeks, and now it's fine". Undated, "and now it's
// fine" may be how a complaint of this week settled, which a clinician's
// note still keeps.
func agoAndNowFine(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return hasWord(sent, "ago") && containsAny(rest, nowFine) && !hasAnyWord(sent, []string{"still", "again", "keeps"})
}

// An answer that opens with "not since" ("Have you had any chest pain
// recently?" "Not since last month.") says there has been none of what was
// asked since a time: none now, as "none since Christmas" already reads. At
// most it was had before that time, which is no current finding. A turn
// that goes on to a contrast ("not since May, but yesterday…") is left to
// its own words.
var noneSinceAnswerOpens = regexp.MustCompile(`^(?:not|haven't|have not|not had(?: any| it| one| them)?|haven't had(?: any| it| one| them)?) since\b`)

// noneSinceAnswer reports whether a patient's answer opens by saying there
// was none since a time, with no contrast after (see noneSinceAnswerOpens).
func noneSinceAnswer(text string) bool {
	s := withoutFillers(text)
	return noneSinceAnswerOpens.MatchString(s) && !hasAnyWord(s, []string{"but", "except", "apart from", "until", "till", "again", "though"})
}

// findingsAsked reports whether what the open questions ask, but for
// readings and durations, is symptoms and conditions alone: a drug or a
// habit "not since" a time was stopped, which those answers read.
func findingsAsked(asks []Ask) bool {
	n := 0
	for _, a := range asks {
		switch {
		case a.Measure || a.Since:
		case (a.Type == Symptom || a.Type == Condition) && a.Relative == "" && !a.Given:
			n++
		default:
			return false
		}
	}
	return n > 0
}

// noneSinceLater, later in a finding's sentence, say it went and has not
// come back ("not had one since" alone may be the finding itself: "my
// periods have gone all over the place, I've not had one since June"): "I had headaches the first week — awful ones — but they went
// off on their own and I've not had one since".
var noneSinceLater = regexp.MustCompile(`\b(?:went (?:off|away)|cleared up|settled down|stopped)\b[^.;]*\b(?:not had|haven't had|have not had|never had) (?:one|any|it|them)(?: again)? since\b|\bwent (?:off|away) on (?:their|its) own\b`)

// noneSinceInSentence reports whether finding m, told in the past, is said
// later in its sentence to have gone and stayed away (see noneSinceLater).
func noneSinceInSentence(tx text, m extract.Mention) bool {
	rest := tx.between(m.Span[1], tx.sentenceEnd(m))
	return hasAnyWord(tx.sentenceOf(m.Span[0]), pastTelling) && noneSinceLater.MatchString(rest) && !hasAnyWord(rest, []string{"still", "again now", "back again"})
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Things told as gone by in the plainest words: "I had a melanoma too",
// "I had cold symptoms, like a sore throat … I feel okay today", a drug the
// patient asks whether to restart, and a clinician's name for what the
// patient just said they used to have.

// enHadCondition reports whether an English condition is told as had, in
// the simple past and with nothing in its sentence carrying it into now:
// "I had a melanoma too", "I had pneumonia". "I've had asthma since I was
// a kid" and "I had diabetes and still have it" are now; a question is not
// told at all. A condition that names a procedure had ("I had an ovarian
// cancer staging biopsy") is not told as had.
func enHadCondition(x extract.Result, tx text, m extract.Mention) bool {
	if isHan(m.Text) || !hadBefore.MatchString(tx.before(m)) {
		return false
	}
	for _, p := range x.Mentions {
		if p.Type == ontology.TypeProcedure && p.Span[0] >= m.Span[1] && p.Span[0]-m.Span[1] <= 12 && tx.sameClause(p, m) {
			return false
		}
	}
	sent := tx.sentenceOf(m.Span[0])
	return !strings.HasSuffix(strings.TrimSpace(sent), "?") && !hasAnyWord(sent, carriedOn) && !hasAnyWord(sent, []string{"for", "diagnosed"})
}

// wellNow says, in a sentence of its own, that the patient is well today:
// "I feel okay today", "I'm fine now".
var wellNow = regexp.MustCompile(`\b(?:i feel|i'm feeling|i am feeling|feeling|i'm|i am)(?: much| a lot)? (?:okay|ok|fine|good|better|alright|all right|grand|well)(?: again)? (?:today|now)\b`)

// toldPastThenWellNow reports whether an English finding is told in the
// simple past, in its sentence (or, for an example opened by "like", the
// sentence it gives an example of), and a later sentence of the turn says
// the patient is well today: "I had cold symptoms. Like a sore throat and
// I was sneezing a lot. … I feel okay today". A complaint told as going
// on ("I've had a sore throat… I feel okay today apart from that") is not.
func toldPastThenWellNow(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	told := tx.sentenceOf(m.Span[0])
	if open := withoutConnectives(strings.TrimLeft(told, " ,")); (strings.HasPrefix(open, "like ") || strings.HasPrefix(open, "such as ")) && start > 0 {
		told = tx.sentenceOf(start-1) + " " + told
	}
	if !hasAnyWord(told, pastTelling) || hasAnyWord(told, keptGoing) || holdsAny(told, ongoingParts) {
		return false
	}
	later := tx.from(tx.sentenceEnd(m))
	return wellNow.MatchString(later) && !hasAnyWord(later, []string{"still", "except", "apart"})
}

// restartAsked asks whether to take a drug again, which says it is not
// taken now: "should I restart those?", "can I go back on the
// sertraline?", "from previous prescriptions". "要不要重新吃" in Chinese.
var restartAsked = regexp.MustCompile(`\b(?:should|can|could|may|shall|do) i (?:restart|resume|go back on|start (?:taking |using )?(?:it|them|those|these|that|this|\w+) again|take (?:it|them|those|these|that) again)\b|\bfrom (?:an? |my |the )?(?:old|previous|earlier|past|last year's) prescriptions?\b`)

// zhRestartAsked are the Chinese forms.
var zhRestartAsked = []string{"要不要重新吃", "能不能重新吃", "可以重新吃", "还要重新吃", "要不要重新用", "能不能重新用", "可不可以重新吃"}

// restartAskedFor reports whether medication mention m is in a sentence
// that asks whether to take it again, or says it is left over from an old
// prescription: a drug the patient is not on now.
func restartAskedFor(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	if isHan(m.Text) {
		return containsAny(sent, zhRestartAsked)
	}
	return restartAsked.MatchString(sent)
}

// namingBack opens a clinician's sentence that names what the patient just
// told: "Yes, that's called sciatica", "That sounds like sciatica".
var namingBack = regexp.MustCompile(`^(?:(?:yes|yeah|right|okay|ok|so|mm|mhm|alright)[ ,]+)*(?:that's|that is|that was|it's|it is|it was|that sounds like|sounds like|we call (?:that|it)|that's what we call)(?: called| probably| likely)? (?:a |an )?$`)

// namedBackAsPast puts in the past a condition a clinician names as what
// the patient has just told them, when the patient told only of a past
// complaint: "I used to have pain down my legs." "Yes, that's called
// sciatica." Told of a complaint now, the name is of now.
func namedBackAsPast(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	last := lastPatientTurn(prior)
	if last == nil {
		return st
	}
	past, now := false, false
	for _, s := range last.Statements {
		if s.Type != Symptom && s.Type != Condition || s.Negated || s.Experiencer != extract.Patient {
			continue
		}
		if s.Historical {
			past = true
		} else {
			now = true
		}
	}
	if !past || now {
		return st
	}
	for i := range st {
		s := &st[i]
		if s.Type != Condition || !current(*s) {
			continue
		}
		if m, ok := mentionOf(x, s.Concept); ok && namingBack.MatchString(strings.TrimLeft(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]), " ")) {
			s.Historical = true
		}
	}
	return st
}

// lastPatientTurn returns the reading of the latest patient turn in prior
// when it is the turn just before, or nil.
func lastPatientTurn(prior []Prior) *Reading {
	if len(prior) == 0 || prior[len(prior)-1].Speaker != Patient {
		return nil
	}
	return &prior[len(prior)-1].Reading
}

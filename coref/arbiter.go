package coref

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"
)

// StageLLM is the stage of a reference an Arbiter resolved: the stages
// before it left it ambiguous, and a model chose among their candidates.
const StageLLM = "llm"

// Unresolved is the choice an Arbiter returns when the words do not say
// which candidate is meant.
const Unresolved = "unresolved"

// Question is what an Arbiter is asked about one ambiguous reference.
type Question struct {
	// Utterance is the turn or the query that holds the reference.
	Utterance string
	// Reference is the reference's words ("that medicine").
	Reference string
	// Window is the session's recent turns, oldest first, each prefixed
	// with its speaker ("patient: ...").
	Window []string
	// Candidates are the resolution's candidates, best first.
	Candidates []Candidate
}

// Arbiter chooses which candidate an ambiguous reference stands for.
// Arbitrate returns the EntityID of one of q.Candidates, or Unresolved,
// with a reason in one line. The choice is not trusted: ApplyArbiter
// checks it and leaves the reference unresolved on anything else.
type Arbiter interface {
	Arbitrate(ctx context.Context, q Question) (choice, reason string, err error)
}

// Arbiter outcomes, as Verdict.Outcome and in the audit trail.
const (
	// OutcomeChose: the arbiter chose a candidate; the reference is
	// resolved at StageLLM.
	OutcomeChose = "chose"
	// OutcomeDeclined: the arbiter answered Unresolved.
	OutcomeDeclined = "declined"
	// OutcomeFailed: the arbiter failed (an error, a timeout) or answered
	// something other than a candidate or Unresolved, or no reason.
	OutcomeFailed = "failed"
)

// Verdict is what arbitration made of one resolution. The zero Verdict
// means the arbiter was not asked.
type Verdict struct {
	Outcome string
	// Reason is the arbiter's reason, when it chose or declined.
	Reason string
	// Stage is the stage the candidates came from (the resolution's stage
	// before arbitration).
	Stage string
	// Err is why it failed (OutcomeFailed); it names no words of the turn.
	Err error
}

// Asked reports whether the arbiter was asked.
func (v Verdict) Asked() bool { return v.Outcome != "" }

// maxReason bounds an arbiter's reason, in runes.
const maxReason = 300

// ApplyArbiter asks a about each resolution that is unresolved with two or
// more candidates, in order, and returns the resolutions with the answers
// applied and one Verdict per resolution. A choice that is one of the
// candidates' EntityIDs, with a reason, resolves the reference to it at
// StageLLM, its candidates unchanged. Anything else (Unresolved, an id that
// is not a candidate's, no reason, an error) leaves it exactly as it was:
// unresolved, with its ranked candidates. The arbiter never sees, and
// cannot change, a reference the stages resolved. res is not modified.
func ApplyArbiter(ctx context.Context, a Arbiter, utterance string, window []string, res []Resolution) ([]Resolution, []Verdict) {
	out := make([]Resolution, len(res))
	copy(out, res)
	verdicts := make([]Verdict, len(res))
	if a == nil {
		return out, verdicts
	}
	for i, r := range out {
		if r.Resolved || len(r.Candidates) < 2 {
			continue
		}
		cands := make([]Candidate, len(r.Candidates))
		copy(cands, r.Candidates)
		choice, reason, err := a.Arbitrate(ctx, Question{Utterance: utterance, Reference: r.Text, Window: window, Candidates: cands})
		v := Verdict{Stage: r.Stage}
		reason = oneLine(reason)
		switch {
		case err != nil:
			v.Outcome, v.Err = OutcomeFailed, err
		case reason == "":
			v.Outcome, v.Err = OutcomeFailed, errNoReason
		case utf8.RuneCountInString(reason) > maxReason:
			v.Outcome, v.Err = OutcomeFailed, errLongReason
		case choice == Unresolved:
			v.Outcome, v.Reason = OutcomeDeclined, reason
		default:
			c, ok := candidate(r.Candidates, choice)
			if !ok {
				v.Outcome, v.Err = OutcomeFailed, errNotCandidate
				break
			}
			v.Outcome, v.Reason = OutcomeChose, reason
			out[i].resolve(c, StageLLM, r.Candidates)
		}
		verdicts[i] = v
	}
	return out, verdicts
}

type arbiterError string

func (e arbiterError) Error() string { return string(e) }

// Why an arbiter's answer was refused.
const (
	errNoReason     arbiterError = "arbiter gave no reason"
	errLongReason   arbiterError = "arbiter's reason is too long"
	errNotCandidate arbiterError = "arbiter chose an id that is not a candidate"
)

func candidate(cands []Candidate, id string) (Candidate, bool) {
	for _, c := range cands {
		if c.EntityID == id {
			return c, true
		}
	}
	return Candidate{}, false
}

// oneLine trims s and folds its runs of spaces, line breaks and control
// characters into single spaces: a reason is shown on one line, and must
// not carry a line break into a prompt.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp)
	}), " ")
}

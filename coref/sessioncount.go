package coref

import (
	"regexp"
	"strings"
)

// A session counted back from this one, or named as the first time the
// patient came, is searched itself (Reference.BeforeLast, Back,
// FirstSession): "the pill you brought up a couple visits back", "that
// tablet you mentioned a couple of appointments ago", "the one you brought
// up three visits back", "上上上回你说的那个药"; "the one you started me on
// the very first time I came", "the tablet you gave me when I first came
// in". Unread, such a turn fell to the record's drug or its newest, a wrong
// answer when the session's drug was only offered (en-dev32-010,
// en-dev33-010).

// countedBack is a count of sessions back: "a couple (of) visits back",
// "three appointments ago". "Two visits ago" was already the session
// before last (beforeLast).
var countedBack = regexp.MustCompile(`\b(a couple(?: of)?|couple of|two|three|four|[234]) (?:visits|appointments|sessions|consultations|consults|check-?ups) (?:ago|back)\b` +
	`|(上上上)(?:一)?(?:次|回|趟|遭)`)

// firstCame names the first session as the first time the patient came
// here: "the (very) first time I came (in|here|to see you)", "when I first
// came in", "头回来的时候" (firstSession has "第一次来"). A first time
// somewhere else ("the first time I came to the hospital") is not it.
var firstCame = regexp.MustCompile(`\b(?:the )?(?:very )?first time (?:i|we) (?:came|come|was here|were here|visited|saw you)\b(?: (?:in|here|to see you|to you)\b| to\b)?` +
	`|\bwhen (?:i|we) first (?:came|come|saw you|started coming)\b(?: (?:in|here|to see you|to you)\b| to\b)?` +
	`|头回来`)

// sessionsBack returns how many sessions back the turn counts (2 the
// session before last, 3 the one before that), or 0.
func sessionsBack(lower string) int {
	g := countedBack.FindStringSubmatch(lower)
	if g == nil {
		return 0
	}
	if g[2] != "" {
		return 3
	}
	switch strings.TrimSuffix(strings.TrimSuffix(g[1], " of"), " ") {
	case "three", "3":
		return 3
	case "four", "4":
		return 4
	}
	return 2 // a couple, two
}

// firstCameAsked reports whether the turn names the first session as the
// first time the patient came here.
func firstCameAsked(lower string) bool {
	for _, m := range firstCame.FindAllString(lower, -1) {
		if !strings.HasSuffix(m, " to") {
			return true
		}
	}
	return false
}

// beforeLastIndex is the index of Input.Earlier a BeforeLast reference
// searches: the session before last, or the one counted back.
func (r Reference) beforeLastIndex() int {
	if r.Back > 2 {
		return r.Back - 1
	}
	return 1
}

// sessionNamed reports whether the turn names an earlier session in any of
// the ways read: last time, the time before last, counted back, or the
// first time.
func sessionNamed(lower string) bool {
	return lastTimeAsked(lower) || beforeLast.MatchString(lower) || firstSessionAsked(lower) || sessionsBack(lower) > 0 || firstCameAsked(lower)
}

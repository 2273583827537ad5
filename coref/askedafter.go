package coref

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinician (or the assistant) who opens the session by asking after
// someone in the third person ("And how's Jean getting on?", "How is he
// doing?", "老太太最近怎么样？") speaks to a carer about the patient, as
// "you're here for Bill" does (enHereFor): the speaker's "she's been on the
// new Parkinson's one" is the patient's (en-dev31-005). Only before any
// patient turn: after "I'm worried about my mum", "How is she doing?" asks
// after the mother. "How's the knee doing?" asks after no one.
var (
	enAsksAfter = regexp.MustCompile(`(?i:\bhow(?:'s|\s+is|\s+has|\s+was)\s+)(?:(?i:he|she)|[A-Z][a-z]+)\s+(?i:(?:been\s+)?(?:doing|getting\s+on|going|keeping|coping|managing|settling|been)\b)`)
	zhAsksAfter = regexp.MustCompile(`(?:老太太|老爷子|老人家|老爷爷|老奶奶|孩子|小孩儿?|宝宝|娃|他|她|(?:你|您)(?:家)?(?:老伴儿?|爱人|妈|爸|母亲|父亲|孩子|儿子|闺女|女儿))(?:最近|这几天|这两天|这阵子|现在)?[^。？！]{0,8}(?:怎么样|咋样|怎样|好些了|好点了|还好吗)`)
)

// asksAfterFirst reports whether a turn before the first patient turn asks
// after someone in the third person, and the patient's next turn does not
// deny it.
func asksAfterFirst(turns []WindowTurn) bool {
	for i, t := range turns {
		if t.Speaker == extract.Patient {
			return false
		}
		if !enAsksAfter.MatchString(t.Text) && !zhAsksAfter.MatchString(t.Text) {
			continue
		}
		for _, n := range turns[i+1:] {
			if n.Speaker == extract.Patient {
				return !proxyDenied.MatchString(n.Text)
			}
		}
	}
	return false
}

// thirdPersonOnly reports whether the person a mention is said of is only
// "he", "she", "他", "她" (no relative named): in a carer's session, the
// patient.
func thirdPersonOnly(rs []rune, at int) bool {
	return thirdPronoun.MatchString(clauseBefore(rs, at)) && !relativeNamed.MatchString(string(rs[:at]))
}

var (
	thirdPronoun  = regexp.MustCompile(`(?i)(?:\b(?:he|she|he's|she's|his|her)\b|他|她)`)
	relativeNamed = regexp.MustCompile(`(?i)\b(?:my|me|our)\s+(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|sister|brother|gran|grandma|grandad|nan|friend|mate)\b|(?:我|俺)(?:老伴|爱人|老公|老婆|妈|爸|闺女|儿子|女儿|姐|妹|哥|弟|朋友)`)
)

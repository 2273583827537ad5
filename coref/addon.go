package coref

import (
	"regexp"
	"strings"
)

// "The add-on" and "the top-up" are what patients call a drug added to
// another ("since I started the add-on I'm seeing double", en-dev33-011):
// a phrase with no drug noun that a verb of starting takes, as "that new
// one" is (startedFrame); the turn's complaint chooses among the drugs.
// An add-on of a plan, package or policy is no drug.
var notDrugAddOn = regexp.MustCompile(`^\s+(?:package|plan|feature|deal|bundle|module|cover|insurance|card|policy|service|subscription|pack|course|class|lessons?|shift|hours)\b`)

func addOnHead(head string) bool {
	return strings.HasPrefix(head, "add-on") || strings.HasPrefix(head, "top-up")
}

// whenCircumstance is a symptom said as when the complaint shows ("I'm
// seeing double, like two of everything when I'm tired"): a circumstance,
// no complaint of its own, where the turn complains of another.
var whenCircumstance = regexp.MustCompile(`(?i)\b(?:when|whenever|if)\s+(?:i'm|i am|im|i get|i feel|i've been|i'm feeling|i'm a bit|i'm really)\s*$`)

// circumstanceOnly reports whether the symptom at span is said only as
// when another shows.
func circumstanceOnly(rs []rune, span [2]int) bool {
	return validSpan(span, len(rs)) && whenCircumstance.MatchString(string(rs[max(0, span[0]-30):span[0]]))
}

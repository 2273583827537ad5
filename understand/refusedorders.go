package understand

import (
	"regexp"
	"strings"
)

// Two clinician orders read by their verb the other way round:
//
//   - a drug refused ("I can't give you cipro without a test", "we won't
//     prescribe antibiotics for this") is no order to take it;
//   - a drug taken off ("so we'll take the Laxido off") is stopped, the
//     particle after the drug turning "take" into a stop.

// refusedLead ends the words before a drug a clinician will not give.
var refusedLead = regexp.MustCompile(`\b(?:can't|cannot|can not|won't|will not|wouldn't|would not|not going to|not gonna|don't want to|do not want to|shouldn't|should not|i'm not|we're not|i am not|we are not)(?: really| just)? (?:give|giving|prescribe|prescribing|start|starting|put you on|sell|selling)(?: you)?(?: any| the| some| a| an)?\s*$`)

// refusedAskLead ends the words before a drug a clinician will not ask the
// patient to take: "I'm not going to ask you to take aspirin while you're
// pain-free", "I wouldn't tell you to start the statin yet". Said without
// the denial ("I'll ask you to take aspirin") it is an order.
var refusedAskLead = regexp.MustCompile(`\b(?:can't|cannot|can not|won't|will not|wouldn't|would not|not going to|not gonna|don't want to|do not want to|shouldn't|should not|i'm not|we're not|i am not|we are not)(?: really| just)? (?:ask|asking|tell|telling|advise|advising|recommend|recommending|get|getting)(?: you)?(?: to)? (?:take|taking|start|starting|use|using|try|trying|go on|going on)(?: any| the| some| a| an)?\s*$`)

// refusedOrder reports whether the clause before a drug refuses it.
func refusedOrder(before string) bool {
	b := strings.ToLower(before)
	return refusedLead.MatchString(b) || refusedAskLead.MatchString(b)
}

// takenOff reports whether a drug is taken off: "take" before it in its
// clause, "off" right after it.
func takenOff(before, after string) bool {
	b, a := strings.ToLower(before), strings.TrimLeft(strings.ToLower(after), " ")
	return (hasAnyWord(b, []string{"take", "taking"}) && (a == "off" || strings.HasPrefix(a, "off ") || strings.HasPrefix(a, "off.") ||
		strings.HasPrefix(a, "off,"))) && !hasAnyWord(b, []string{"don't", "not", "never"})
}

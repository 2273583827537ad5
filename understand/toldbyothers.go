package understand

import "regexp"

// An allergy the patient says they do not remember themselves, only what
// they were told, is a claim for a clinician to weigh: "Codeine. It makes
// me itch all over. Well, that's what they told me after my stone, I
// don't really remember it myself."

// notRememberedMyself says, anywhere in the turn, that the patient only
// knows it from others.
var notRememberedMyself = regexp.MustCompile(`\b(don't|do not|dont|can't|cannot|can not) (really |actually )?remember (it|that|this|any of it|any of that)( myself| meself| at all)\b|\bthat's (just )?what (they|the doctors|the nurses|my mum|my mam|my mother) (told|said to) me\b.*\b(don't|do not|can't) (really )?remember\b`)

// toldByOthersOnly reports whether the turn says the patient does not
// remember what they tell.
func toldByOthersOnly(tx text) bool {
	return notRememberedMyself.MatchString(tx.str)
}

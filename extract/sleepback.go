package extract

import "regexp"

// Sleep said to be back ("Now not itchy anymore, and can sleep already",
// s50 blind round 19 en13 at the review; "I can sleep again", "sleeping
// fine now") is the end of the sleeplessness told before: a mention of
// insomnia over, which closes the record's insomnia as "not itchy
// anymore" closes the itch. Sleeping "better" is an improvement, not an
// end, and is not read; sleep that is the baby's, a child's or a shift's
// is not the patient's; "can't sleep" and "can I sleep on my back?" are
// other words.
func init() {
	over := regexp.MustCompile(`.`)
	layPhrases = append(layPhrases,
		layPhrase{"sym:insomnia", regexp.MustCompile(`\b(?:can|could) (?:now |finally |at last )?sleep(?: properly| well| fine| through(?: the night)?)?` +
			`(?: already| again| now| at last| lah| liao)+\b|\b(?:can|could) (?:now |finally )?sleep (?:properly|well|fine|through the night)\b|` +
			`\bsleeping (?:fine|well|properly|through(?: the night)?|ok|okay)(?: now| again| these days)+\b`),
			sleepNotOwn, over, "", nil})
}

// sleepNotOwn make the sleep someone else's, or sleep to come.
var sleepNotOwn = regexp.MustCompile(`\b(?:baby|babies|he|she|they|him|her|kids?|child|children|toddler|son|daughter|shift|shifts|if|when i take|once i|will|would|hope|hoping|wish)\b`)

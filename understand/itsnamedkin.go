package understand

import "regexp"

// A relative who speaks for the patient may open by saying who they are
// by the patient's name: "hiya its kayleighs mum again the bloods came
// back her potassium was 3.1" (s50 blind round 19 en17, voice-to-text at
// the second call). The opening names the speaker, no one a pronoun after
// it could be: "her" is Kayleigh, as it is after "I'm her mum". Read as
// "the mum just named", her potassium was the speaker's and was dropped.
// "My mum's had a fall, her hip hurts" still gives "her" to the mum.

// openingSelfByName is the opening: a greeting, "it's", "this is" or "I'm",
// a name's possessive and a kin word.
var openingSelfByName = regexp.MustCompile(`^\W*(?:(?:hi|hiya|hello|hey|morning|good morning|afternoon|doctor|doc)\W+)*(?:it's|its|it is|this is|i'm|im|i am) [a-z]+(?:'s|’s|s) ` +
	`(?:mum|mom|mam|mammy|mummy|mother|dad|daddy|father|nan|nana|gran|granny|grandma|grandad|grandpa|son|daughter|sister|brother|husband|wife|partner)\b(?:\W+(?:again|here|back))*`)

// withoutOpeningSelfByName returns seg, the start of a sentence, without
// such an opening.
func withoutOpeningSelfByName(seg string) string {
	if loc := openingSelfByName.FindStringIndex(seg); loc != nil {
		return seg[loc[1]:]
	}
	return seg
}

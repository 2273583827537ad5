package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A speaker may say who they are and then, in a clause of its own with no
// "I'm", whom they ask for: "Hi doc, I'm the mummy, asking for my girl,
// she 4 years old. Her eczema very bad lah" (s46 blind round 13 en05 wrote
// the girl's eczema as the mother's family history), "Mum here, typing for
// my son". The asking speaks for the kin as "I'm asking for my girl" does,
// but only right after the speaker's introduction (and a greeting): after
// the speaker's own complaint ("I have eczema, asking for my girl also")
// the speaker may be the patient too. The kin word is read with its "my"
// ("my girl", "my little boy"), and "my girl's form" names a thing of hers.

// introducedAsking: the introduction (group 1) and the kin asked for
// (group 2).
var introducedAsking = regexp.MustCompile(`^\W*((?:(?:hi|hello|hey|morning|good morning|good afternoon|good evening)\W+)?(?:(?:doc|doctor|dr)\W+)?` +
	`(?:(?:i'm|i am|this is|it's) (?:the |his |her |their )?[a-z]+|[a-z]+ here))\W+(?:and )?` +
	`(?:asking|typing|calling|ringing|phoning|messaging|texting|writing|enquiring|inquiring) (?:this )?(?:for|about|on behalf of) ` +
	`my ((?:little |wee |baby |youngest |eldest |oldest )?[a-z]+)`)

// introducedAskingFor returns who an introduced speaker asking for a kin
// is to them, and who that kin is to the speaker; "", "" otherwise. text
// is lower-cased.
func introducedAskingFor(text string) (typist, typingFor string) {
	loc := introducedAsking.FindStringSubmatchIndex(text)
	if loc == nil {
		return "", ""
	}
	if rest := text[loc[1]:]; strings.HasPrefix(rest, "'") {
		return "", "" // "my girl's school form"
	}
	kin := text[loc[4]:loc[5]]
	who := extract.SpeakerAlone("my " + kin)
	if who == "" {
		who = extract.SpeakerAlone(kin)
	}
	if who == "" || who == extract.Other || inverseKin(who) == "" {
		return "", ""
	}
	return inverseKin(who), who
}

package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative on the phone may open with who they are to the patient by
// "it's": "Hi, it's her dad. Our little one is 4 months, she's had a
// snotty nose and cough" (s46 blind round 14 en15: the baby's cough and
// breathing went in as the father's family history), "Good evening nurse,
// it's his granny here, I've got wee Callum, he's 2" (en19: nothing of
// Callum's was written). It says who speaks as "this is her dad" does
// (englishProxySelf), but only as the turn's opening, after a greeting or
// the one addressed: further on "it's her dad who has diabetes" tells of
// someone else's father.

// itsHisKin: the pronoun of the patient (group 1) and the speaker's kin
// word (group 2).
var itsHisKin = regexp.MustCompile(`^\W*(?:(?:hi|hello|hey|hiya|morning|evening|good morning|good afternoon|good evening)\W+)?` +
	`(?:(?:doc|doctor|dr|nurse|sister|there|again)\W+)?(?:it's|it is|its) (his|her) ([a-z]+)\b`)

// itsHisKinOf returns, for a turn opening as above, who the speaker is to
// the patient and who the patient is to them; "", "" otherwise. text is
// lower-cased.
func itsHisKinOf(text string) (typist, typingFor string) {
	m := itsHisKin.FindStringSubmatch(text)
	if m == nil {
		return "", ""
	}
	return relationTo(extract.SpeakerAlone(m[2]), m[1] == "his")
}

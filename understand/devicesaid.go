package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A consumer device that names a condition is no diagnosis: "My
// smartwatch keeps saying AFib, my heart's been racing on and off since
// Saturday" (s46 blind round 14 en12 wrote atrial fibrillation as the
// patient's condition). A watch's alert is a claim for a clinician to
// weigh, as a layperson's word is (hearsay.go). Only a condition the
// device itself says, shows or flags in the sentence before it: "my watch
// said my pulse was 96" is a reading, read elsewhere, and "I have AFib,
// my watch picks it up" is the patient's own.

// deviceSays: a wearable, a phone or an app telling something.
var deviceSays = regexp.MustCompile(`\b(?:smart ?watch|apple watch|watch|fitbit|garmin|kardia|wearable|phone|app|tracker)(?:'s| app| alert| notification)?\s+(?:keeps |kept |has been |was |is |has |had )?(?:saying|says|said|showing|shows|showed|flagging|flags|flagged|telling me|tells me|told me|alerting|alerts|alerted|warning|warns|warned|picking up|picks up|picked up|detecting|detects|detected)\b`)

// deviceSaidConditions makes uncertain the patient's conditions named only
// on a device's word (see above).
func deviceSaidConditions(x extract.Result, tx text, st []Statement) []Statement {
	return conditionsOnWord(x, tx, st, deviceSays.MatchString)
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A temperature taken again is said without its name: "刚才又量了一下，38.5",
// "Just checked, 37.8", after the patient's side gave a temperature a few
// turns before. The number is the same reading taken later, and the
// record must show it, not the earlier one, as the temperature now.

// retakenWords say a reading was taken again or just now.
var retakenWords = []string{"又量", "再量", "重新量", "刚量", "刚才量", "刚测", "又测", "再测", "量了一下", "测了一下",
	"just checked", "checked again", "rechecked", "re-checked", "just took it", "took it again", "taken it again", "just taken it", "now it's", "it's now"}

// temperatureTurnsBack is how many turns back the first reading may be.
const temperatureTurnsBack = 6

// temperaturesRetaken names the unlabelled temperatures of a patient's turn
// that says it took one again, when the patient's side gave a temperature
// in the last few turns.
func temperaturesRetaken(t Turn, x extract.Result, prior []Prior) extract.Result {
	if !containsAny(strings.ToLower(t.Text), retakenWords) || !temperatureGivenBefore(prior) {
		return x
	}
	for i, ms := range x.Measurements {
		if ms.ConceptID == "" && (ms.Unit == "°C" || ms.Unit == "°F") && len(ms.Values) == 1 {
			x.Measurements[i].ConceptID = "vital:temperature"
		}
	}
	return x
}

// temperatureGivenBefore reports whether one of the last turns, the
// patient's side's, gave the patient's temperature.
func temperatureGivenBefore(prior []Prior) bool {
	for i := len(prior) - 1; i >= 0 && i >= len(prior)-temperatureTurnsBack; i-- {
		if prior[i].Speaker != Patient {
			continue
		}
		for _, ms := range prior[i].Reading.Extract.Measurements {
			if ms.ConceptID == "vital:temperature" && ms.Assertion.Experiencer == extract.Patient && !ms.Assertion.Negated {
				return true
			}
		}
	}
	return false
}

package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A weight said without its unit that reads in kilograms and pounds alike
// (extract's UnitUnsure: "I weigh 84 now") takes the unit of the weights
// said before it in the session: a patient who said "I was 190 pounds in
// the summer", or a clinician who read out "you were 86 kilos last time",
// weighs in that unit. Only a session whose weights were all in one system
// decides; with none, or both, the unit stays unsaid.

// poundUnits and kiloUnits are the weight units of each system.
var (
	poundUnits = map[string]bool{"lb": true, "st": true}
	kiloUnits  = map[string]bool{"kg": true}
)

// unitsFromTheSession returns x with each unsure weight in the unit of
// the session's earlier weights, when they agree.
func unitsFromTheSession(x extract.Result, prior []Prior) extract.Result {
	unsure := -1
	for i, ms := range x.Measurements {
		if ms.UnitUnsure {
			unsure = i
		}
	}
	if unsure < 0 {
		return x
	}
	pounds, kilos := false, false
	for _, p := range prior {
		for _, ms := range p.Reading.Extract.Measurements {
			pounds = pounds || poundUnits[ms.Unit] && !ms.UnitInferred
			kilos = kilos || kiloUnits[ms.Unit] && !ms.UnitInferred
		}
	}
	unit := ""
	switch {
	case pounds && !kilos:
		unit = "lb"
	case kilos && !pounds:
		unit = "kg"
	default:
		return x
	}
	ms := append([]extract.Measurement(nil), x.Measurements...)
	for i := range ms {
		if ms[i].UnitUnsure {
			ms[i].Unit, ms[i].UnitUnsure = unit, false
		}
	}
	x.Measurements = ms
	return x
}

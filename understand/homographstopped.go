package understand

import "github.com/anamnesis-health/anamnesis/extract"

// stopByName, right before a homograph, are an order that stops it by name
// ("Stop the Yaz today", "come off the Yasmin"): the talk of medicine as
// much as the words of medicationContext, said only next to the name so
// that "Allegra told me to stop worrying" stays a friend.
var stopByName = []string{"stop the", "stop your", "stop taking the", "stopping the", "come off the", "coming off the", "hold the"}

// stoppedByName reports whether a homograph is the object of a stop order
// right before it (see stopByName).
func stoppedByName(m extract.Mention, tx text) bool {
	return endsWithAny(tx.before(m), stopByName)
}

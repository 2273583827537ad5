package entity

import "time"

// A fact holds in the world from ValidFrom until ValidTo. A drug given
// for a stated length has a ValidTo ("amoxicillin for five days"): after
// it, the record still holds the fact, never rewritten, but the drug is
// no longer taken, and whoever reads the record then must see it stopped,
// not among the drugs the patient is on.

// AsOf returns record as it stands at t: a current medication whose
// ValidTo is not after t is stopped. The facts are copies; record is not
// changed.
func AsOf(record []Fact, t time.Time) []Fact {
	out := record
	copied := false
	for i, f := range record {
		if !Ended(f, t) {
			continue
		}
		if !copied {
			out = append([]Fact(nil), record...)
			copied = true
		}
		out[i].Status = Stopped
	}
	return out
}

// Ended reports whether f is a medication taken until a time that is not
// after t.
func Ended(f Fact, t time.Time) bool {
	return f.Type == Medication && f.Status == Active && f.SupersededAt == nil && f.ValidTo != nil && !f.ValidTo.After(t)
}

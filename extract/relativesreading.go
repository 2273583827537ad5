package extract

// A relative's fever carries its reading: "宝宝昨晚开始发烧，最高38.6", typed
// by the baby's mother who said she asks for her (s46 blind round 13 zh02),
// lost the 38.6, dropped here as no reading of the speaker's, before the
// typist rules could give the baby's fever and its reading to the patient.
// The reading keeps the fever's experiencer; the reading rules write no
// relative's reading to the record (understand.measurements), so only a
// relative the session speaks for gains one.

// relativesReading reports whether a temperature read with a fever of a
// blood relative, said of that same relative, is kept as theirs.
func relativesReading(fever, own Assertion) bool {
	return BloodRelative(fever.Experiencer) && own.Experiencer == fever.Experiencer
}

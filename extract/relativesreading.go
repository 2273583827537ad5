package extract

// A relative's fever carries its reading: "宝宝昨晚开始发烧，最高38.6", typed
// by the baby's mother who said she asks for her (s46 blind round 13 zh02),
// lost the 38.6, dropped here as no reading of the speaker's, before the
// typist rules could give the baby's fever and its reading to the patient.
// The reading keeps the fever's experiencer; the reading rules write no
// relative's reading to the record (understand.measurements), so only a
// relative the session speaks for gains one.
//
// Their highest ("孩子昨晚开始发烧 最高39.2", then "刚量38.5", dev zh-y1-006)
// is no reading now, as a week's highest glucose is not: the annotator
// keeps the value measured now, and a peak written first would stand as the
// temperature until one is.

// relativesReading reports whether a temperature read with a fever of a
// blood relative, said of that same relative and not as their highest, is
// kept as theirs.
//
// So does a reading said of "he" or "she" (Other): "Hi, it's Dawn from
// Beech House again about Mr Lewis. … temperature's normal now, 36.8" (s51
// blind round 20 en09, a carer for a resident) lost the 36.8 here, while
// "his temperature's 36.8" kept it; the reader gives it to the one spoken
// for, and to no one when no one is.
func relativesReading(fever, own Assertion, highest bool) bool {
	return (BloodRelative(fever.Experiencer) || fever.Experiencer == Other) && own.Experiencer == fever.Experiencer && !highest
}

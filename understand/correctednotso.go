package understand

// "不是，" opens a correction (readingcorrected.go correctionOpeners), so
// "我有哮喘" "哦不是，说错了，是我女儿有哮喘" is read by both the correction
// that gives a condition to someone else (factsCorrected) and the one that
// gives "that" to a relative (thatWasMyKin): the second must not withdraw,
// nor give to the relative, what the first already did.

// notWithdrawnYet returns the pairs of thatWasMyKin whose concept is not
// withdrawn already.
func notWithdrawnYet(gone, theirs, withdrawn []Statement) ([]Statement, []Statement) {
	var g, th []Statement
	for i, s := range gone {
		if !withdrawnAlready(s.Concept, withdrawn) {
			g, th = append(g, s), append(th, theirs[i])
		}
	}
	return g, th
}

func withdrawnAlready(concept string, withdrawn []Statement) bool {
	for _, w := range withdrawn {
		if w.Concept == concept {
			return true
		}
	}
	return false
}

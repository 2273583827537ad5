package extract

// A calendar year said bare, with no "in", opening a clause and followed
// by the one it tells of ("But 2015 I got a breast lump, they removed it",
// s53 blind round 21 en19, Malaysian English; "2009 I had the stent put
// in") dates the clause as "in 2015" does. A bare four-digit number
// elsewhere ("2000 steps", "my bill was 2015") is no year.

// bareYearOpeners may stand between a clause's start and the year.
var bareYearOpeners = []string{"but ", "and ", "then ", "so ", "also ", "oh ", "um ", "uh "}

// bareYearSubjects follow the year and open the clause it dates.
var bareYearSubjects = []string{" i ", " i've ", " i'd ", " they ", " we ", " he ", " she ", " my "}

// bareYearOpensClause reports whether the year in text[j:e] opens its
// clause (after at most one of bareYearOpeners) and a subject follows it.
func bareYearOpensClause(text []rune, j, e int) bool {
	follows := false
	for _, w := range bareYearSubjects {
		if hasWordAtLower(text, e, w) {
			follows = true
			break
		}
	}
	if !follows {
		return false
	}
	k := j
	for _, w := range bareYearOpeners {
		n := len([]rune(w))
		if k-n >= 0 && hasWordAtLower(text, k-n, w) {
			k -= n
			break
		}
	}
	for k > 0 && text[k-1] == ' ' {
		k--
	}
	if k == 0 {
		return true
	}
	switch text[k-1] {
	case '.', ',', ';', ':', '!', '?', '\n':
		return true
	}
	return false
}

// hasWordAtLower reports whether text at i spells w, w lower-case, letters
// compared without case.
func hasWordAtLower(text []rune, i int, w string) bool {
	rw := []rune(w)
	if i < 0 || i+len(rw) > len(text) {
		return false
	}
	for k, r := range rw {
		c := text[i+k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != r {
			return false
		}
	}
	return true
}

package coref

import "strings"

// A condition may be told by a word of what it does rather than of its
// names: "my breathing thing" of an asthma (its wheezing is "wheezy
// breathing"), "her waterworks thing" of an overactive bladder ("weak
// waterworks"). The word is read so only when no condition the patient
// has is named by it, and only in a "my X thing" phrase, never the word
// heading a longer one ("the scan they did"), which is too often no trouble
// at all, and never an everyday place ("the blood thing that came back" is
// a test). Two conditions whose signs both hold it stay ambiguous.

// signWordFits reports whether one of the condition's typical signs is
// named by word, or by its singular ("me bones": "bone pain").
func signWordFits(conditionID, word string, v Vocabulary) bool {
	sv, ok := v.(signVocabulary)
	if !ok {
		return false
	}
	signs, _, _ := sv.TypicalSigns(conditionID)
	forms := []string{word}
	if s, ok := strings.CutSuffix(word, "s"); ok && len(s) >= 3 {
		forms = append(forms, s)
	}
	for _, s := range signs {
		if !strings.HasPrefix(s, "sym:") {
			continue // a test's name ("TSH blood test") tells no trouble
		}
		for _, f := range forms {
			if namedBy(s, f, v) {
				return true
			}
		}
	}
	return false
}

// bySignWord marks a "my X thing" reference whose word names none of the
// patient's conditions to be read by their signs (fitter).
func bySignWord(ref Reference, in Input, v Vocabulary) Reference {
	if ref.Kind == KindCondition && ref.Named != "" && !ref.HeadNamed && enEverydaySites[ref.Named] == "" && !namedHere(ref.Named, in, v) {
		ref.signWord = true
	}
	return ref
}

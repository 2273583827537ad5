package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A complaint told of a day gone by, then doubted whether it goes on ("I
// had some palpitations Monday night. Might still be getting the odd
// flutter, I honestly can't tell.") is neither now nor over for sure: a
// claim for a clinician (change/en-z2, slot 30). The Chinese of it ("现在
// 好像不慌了吧 我也说不准") was tried with 好像 and a doubt anywhere after the
// complaint and dropped: 好像 and 也不知道 are too common, and nine right
// present outcomes of the older zh dev files became claims.

// enGoesOnDoubts, in a sentence with "still", doubt that it goes on.
var enGoesOnDoubts = []string{"might", "may", "could", "can't tell", "cannot tell", "can not tell", "not sure", "don't know", "dunno", "hard to say"}

// goesOnDoubted reports whether a sentence after English symptom mention
// m's doubts whether it goes on.
func goesOnDoubted(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	for at := tx.sentenceEnd(m); at < len(tx.runes); {
		sent := tx.sentenceOf(at)
		if hasWord(sent, "still") && hasAnyWord(sent, enGoesOnDoubts) {
			return true
		}
		_, at = tx.bounds(tx.sent, at)
	}
	return false
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A function lost for a while and back is over: "About an hour ago her
// speech went all slurred and her right hand went weak, but it's come back
// now, it lasted maybe twenty minutes" (s47 blind round 15 en18, a TIA told
// by a daughter) wrote the weakness as current. A loss of function (a
// weakness, slurred or lost speech, numbness, lost or double vision) told
// in the past ("went", "was", "got") and followed in the turn by "it's come
// back", "back to normal" or "it lasted twenty minutes" is history. Of a
// pain or a rash "it's come back" says it returned, so only losses of
// function are read; "the weakness has come back" names the loss as what
// came back, and a loss told in the present ("my hand is weak, it came
// back last week") is not over.

// functionLost are the findings that are the loss of a function.
var functionLost = map[string]bool{"sym:dysarthria": true, "sym:speech_difficulty": true, "sym:aphasia": true, "sym:numbness": true,
	"sym:loss_of_vision": true, "sym:double_vision": true, "sym:blurred_vision": true, "sym:visual_disturbance": true,
	"sym:hearing_decline": true, "sym:facial_weakness": true}

// functionBack says the function returned, or the loss lasted a while.
var functionBack = regexp.MustCompile(`\b(?:it's|it has|it|they've|they have|everything's|all) (?:all |fully |completely )?(?:come|came|gone) back\b(?: (?:now|to normal))?` +
	`|\b(?:back to normal|back to her normal|back to his normal|back to my normal|returned to normal)\b` +
	`|\b(?:it|that|this|they|each one|the whole thing) lasted (?:maybe |about |around |only |just |for )*(?:a few|a couple of|[a-z0-9-]+) (?:seconds|minutes|mins|hours)\b`)

// weakWord is the state a weakness at a place is read from.
var weakWord = regexp.MustCompile(`\bweak\b`)

// pastLoss says the loss was told in the past.
var pastLoss = regexp.MustCompile(`\b(?:went|was|were|got|became|felt|had)\b`)

// functionCameBack reports whether m, a loss of function told in the past,
// is said back later in the turn.
// A weakness read from a state at a place ("her right hand went weak",
// enstates.go) has no mention of its own: its word "weak" stands for it.
func functionCameBack(tx text, concept string, m extract.Mention, found bool) bool {
	if !functionLost[concept] && !strings.HasSuffix(concept, "_weakness") {
		return false
	}
	if !found {
		loc := weakWord.FindStringIndex(tx.str)
		if loc == nil || !strings.HasSuffix(concept, "_weakness") {
			return false
		}
		from := len([]rune(tx.str[:loc[0]]))
		m = extract.Mention{Span: [2]int{from, from + len([]rune(tx.str[loc[0]:loc[1]]))}}
	}
	start := tx.sentenceStart(m.Span[0])
	if !pastLoss.MatchString(tx.between(start, min(len(tx.runes), m.Span[1]+8))) {
		return false
	}
	rest := tx.from(m.Span[1])
	loc := functionBack.FindStringIndex(rest)
	if loc == nil {
		return false
	}
	// "…went weak again, and the weakness has come back": a finding named
	// right before the return is what came back.
	before := strings.TrimSpace(rest[:loc[0]])
	return !strings.HasSuffix(before, "weakness") && !strings.HasSuffix(before, "numbness")
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// "Mixed up" said of one's own words right after a self-correction is a
// slip of the tongue, not confusion: "ulcerative colitis, no, sorry,
// that's my dad, I'm getting mixed up", "the Tuesday, no wait, Monday,
// I'm all muddled".

// slipLeads open a clause that says the speaker got their words wrong.
var slipLeads = []string{"i'm getting", "im getting", "i am getting", "i get", "i got", "i'm all", "i'm a bit", "sorry, i'm", "i keep getting"}

// speechSlip reports whether confusion mention m is the speaker's slip: its
// clause opens with one of slipLeads and its sentence corrects a word
// before it.
func speechSlip(tx text, m extract.Mention) bool {
	lead := strings.Trim(strings.ToLower(tx.before(m)), " ,")
	if startsWithAny(lead, slipLeads) == "" || len(strings.Fields(lead)) > 4 {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	for i := start; i < m.Span[0]; i++ {
		if (tx.runes[i] == ',' || tx.runes[i] == '，') && isRepair(tx, i+1) {
			return true
		}
	}
	return false
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// An English allergy told and then taken back in a clause of its own at
// the end of its sentence ("…it mek mi itch all over one time, but mi nuh
// too sure", r16-en08 in Jamaican English; "I'm allergic to codeine, but
// I'm not too sure") is one the patient is unsure of, as the Chinese "头孢
// 过敏，说不准" is (allergydoubted.go): a claim a clinician confirms. A
// doubt that goes on to say something ("but I'm not sure which one") is
// of something else, and so is one in a later sentence.

// enAllergyDoubts are whole clauses that take back what was told, once a
// leading "but" and the speaker ("I'm", Caribbean "mi") are taken off.
var enAllergyDoubts = []string{"not sure", "not too sure", "not so sure", "not that sure", "not really sure", "not entirely sure",
	"not a hundred percent sure", "not 100% sure", "not certain", "not totally sure", "not completely sure",
	"nuh sure", "nuh too sure", "nah too sure", "no too sure", "not too sure about that", "not sure about that",
	// "erythromycin gives me the runs, dunno if that counts" (session 70's
	// review 4, E20): whether it is an allergy, unsure.
	"dunno if that counts", "don't know if that counts", "do not know if that counts", "not sure if that counts", "not sure that counts",
	"dunno if that's an allergy", "don't know if that's an allergy", "not sure if that's an allergy", "not sure it's an allergy",
	"not sure if it's an allergy", "dunno if it's an allergy", "don't know if it's an allergy"}

// enDoubtLeads may open the doubting clause.
var enDoubtLeads = []string{"but ", "though ", "although ", "i'm ", "i am ", "im ", "mi ", "me ", "i "}

// enAllergyDoubtedAfter reports whether the last clause of Latin mention
// m's sentence, after m's own, is only a doubt.
func enAllergyDoubtedAfter(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return false
	}
	end := pausedTellingEnd(tx, m) // "Aspirin... it mek mi itch…, but mi nuh too sure" (allergypaused.go)
	start := m.Span[1] + len([]rune(tx.after(m)))
	if start >= end {
		return false
	}
	clauses := strings.FieldsFunc(strings.ToLower(tx.between(start, end)), func(c rune) bool { return strings.ContainsRune(",;—–", c) })
	if len(clauses) == 0 {
		return false
	}
	c := strings.Trim(clauses[len(clauses)-1], " .!…")
	for trimmed := true; trimmed; {
		trimmed = false
		for _, lead := range enDoubtLeads {
			if strings.HasPrefix(c, lead) {
				c, trimmed = strings.TrimSpace(c[len(lead):]), true
			}
		}
	}
	for _, d := range enAllergyDoubts {
		if c == d {
			return true
		}
	}
	return false
}

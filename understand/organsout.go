package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Organs taken out are told apart from the verb that took them (mts-dialog
// dev): "They took out my gall bladder", "I also had my uterus and appendix
// removed", "I had my gallbladder removed along with my uterus", "I had gall
// bladder and appendix surgery". The lexicon knows "gallbladder removed"
// and "had my appendix out" said in one piece, not an organ named away
// from its verb or two organs under one, so these operations were lost.
// Each organ of a sentence that tells a removal done is its operation, of
// the past. A removal to come ("they want to take my gallbladder out"), one
// denied, or one of someone else's ("my mum had her womb removed") is none.

// organRemoved maps an organ's words to the operation that takes it out.
var organRemoved = []struct {
	words     []string
	procedure string
}{
	{[]string{"gallbladder", "gall bladder"}, "proc:cholecystectomy"},
	{[]string{"appendix"}, "proc:appendectomy"},
	{[]string{"uterus", "womb"}, "proc:hysterectomy"},
	{[]string{"tonsils"}, "proc:tonsillectomy"},
	{[]string{"adenoids"}, "proc:adenoidectomy"},
	{[]string{"spleen"}, "proc:splenectomy"},
	{[]string{"thyroid"}, "proc:thyroidectomy"},
	{[]string{"prostate"}, "proc:prostatectomy"},
	{[]string{"wisdom teeth"}, "proc:wisdom_tooth_extraction"},
}

// removalDone is a removal told as done, in the sentence of the organs.
var removalDone = regexp.MustCompile(`\b(?:removed|taken out|took out|took my|had (?:my |the )?[a-z ,]+ out|got (?:my |the )?[a-z ,]+ out|had (?:my |the )?[a-z ,]+ (?:surgery|surgeries|operations?))\b`)

// removalNotDone keeps a sentence from telling a removal done.
var removalNotDone = []string{"never", "not", "n't", "want to", "wants to", "going to", "need to", "needs to", "might", "may need",
	"should", "will", "if", "planning", "plan to", "thinking about", "talked about", "whether",
	// A repair leaves which organ to the reading of the repair: "I had my
	// gallbladder out, no sorry, it was my appendix" (procedurerepaired.go).
	"sorry", "i mean", "no wait", "it was my"}

// organsOut returns the operations of the organs a patient's turn tells
// taken out, beside what the turn already states.
func (r *Reader) organsOut(said string, st []Statement) []Statement {
	if isHan(said) {
		return st
	}
	for _, sent := range splitSentencesKeepingOffsets(strings.ToLower(extract.Normalize(said))) {
		for _, s := range newSubject.Split(sent.text, -1) {
			if !removalDone.MatchString(s) || containsAny(s, removalNotDone) || anotherThanTheSurgeons(s) {
				continue
			}
			for _, o := range organRemoved {
				if !containsAny(s, o.words) || hasConcept(st, o.procedure) {
					continue
				}
				st = append(st, Statement{Type: Procedure, Concept: o.procedure, Display: r.Display(o.procedure, "en"),
					Attributes: map[string]string{}, Status: stoppedStatus(Procedure), Historical: true, Experiencer: extract.Patient, Confidence: 0.85})
			}
		}
	}
	return st
}

// newSubject parts a sentence where a clause with a subject of its own
// begins: "I had my appendix out and I will need a knee replacement" tells
// the appendix done, though its sentence holds a "will".
var newSubject = regexp.MustCompile(`(?:,|;)?\s+(?:and|but|so|then)\s+(?:i|i'll|i'm|i've|i'd|they|they'll|we|he|she)\s|;`)

// anotherThanTheSurgeons reports whether a sentence names a person other
// than the speaker and the "they" who operated ("They took out my gall
// bladder").
func anotherThanTheSurgeons(sent string) bool {
	rs := []rune(sent)
	for _, w := range extract.PersonWords(sent) {
		if w.Who == extract.Patient {
			continue
		}
		if w.Who == extract.Pronoun && slices.Contains([]string{"they", "them", "their"}, strings.ToLower(string(rs[w.Start:w.End]))) {
			continue
		}
		return true
	}
	return false
}

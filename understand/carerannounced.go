package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A carer may announce whom they speak for by the caring itself: "I look
// after my mother, she's 84. She had a fall on Sunday" (s43 blind round 8,
// en06: her fall, warfarin and bruise went in as family history), "I'm my
// mum's carer", "我们在家照顾她". A carer may also be the patient, worn out
// by the caring ("I look after my mum who has dementia and I've been
// feeling really low"), so the caring announces the one cared for only in
// a turn that tells that one's findings and none of the speaker's own
// (carerOf); a grandparent minding grandchildren ("I look after my
// grandkids on weekends") announces no one.

// englishCares: the one cared for is the kin word caught.
var englishCares = regexp.MustCompile(`\bi (?:look after|care for|take care of|am caring for|'m caring for|am looking after|'m looking after) my ([a-z]+)\b|` +
	`\b(?:i'm|i am) my ([a-z]+)'s (?:main |full-time |full time |primary )?carer\b`)

// englishCalls: a call or message about a relative ("Hi, calling about my
// daughter, she's 18 months", "I'm ringing about my little boy"), the one
// called about caught with its adjective.
var englishCalls = regexp.MustCompile(`\b(?:calling|ringing|phoning|messaging|texting|writing|emailing) (?:about|for|regarding|re|on behalf of) my ((?:little |wee |baby |youngest |eldest |oldest )?[a-z]+)\b`)

// zhCares: "我在照顾我妈", "我们在家照顾她" (她 is the kin named before
// it in the turn).
var zhCares = regexp.MustCompile(`我们?(?:一直|平时|现在|在家|在|都|轮流)*照顾(我|他|她|俺)`)

// carerOf returns, for a patient turn whose speaker says they care for a
// relative and tells only that relative's findings (see above), who the
// speaker is to the patient and who the patient is to them; "", ""
// otherwise. x is the turn read with no one announced.
func carerOf(x extract.Result, raw string) (typist, typingFor string) {
	kin := caredKin(extract.Normalize(raw))
	if kin == "" || kin == "grandchild" || inverseKin(kin) == "" {
		return "", ""
	}
	theirs := false
	for _, m := range x.Mentions {
		if !findingMention(m) && m.Type != ontology.TypeBodySite {
			continue // a place counts: "Her ankles have been really puffy" is read from it later
		}
		switch m.Assertion.Experiencer {
		case extract.Patient:
			return "", "" // the speaker's own: they may be the patient
		case kin:
			theirs = true
		}
	}
	if !theirs {
		return "", ""
	}
	return inverseKin(kin), kin
}

// findingMention reports whether m names something the record keeps of a
// person: a finding, a drug, an allergen, a procedure or a measurement.
func findingMention(m extract.Mention) bool {
	switch m.Type {
	case ontology.TypeCondition, ontology.TypeSymptom, ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen,
		ontology.TypeProcedure, ontology.TypeVital, ontology.TypeLab:
		return true
	}
	return false
}

// tellsOwnFinding reports whether a turn read with no one announced tells
// a finding of the speaker's own: then the speaker may be the patient.
func tellsOwnFinding(x extract.Result) bool {
	for _, m := range x.Mentions {
		if findingMention(m) && m.Assertion.Experiencer == extract.Patient {
			return true
		}
	}
	return false
}

// caredKin returns the relation of the one the speaker says they care
// for, or "".
func caredKin(text string) string {
	lower := strings.ToLower(text)
	if m := englishCares.FindStringSubmatch(lower); m != nil {
		for _, w := range m[1:] {
			if w != "" {
				return kinWord(w)
			}
		}
	}
	if m := englishCalls.FindStringSubmatch(lower); m != nil {
		if who := kinWord("my " + m[1]); who != "" {
			return who // "my little boy"
		}
		return kinWord(m[1])
	}
	loc := zhCares.FindStringSubmatchIndex(text)
	if loc == nil {
		return ""
	}
	rs := []rune(text)
	end := len([]rune(text[:loc[1]]))
	if obj := text[loc[2]:loc[3]]; obj == "我" || obj == "俺" {
		who, _ := kinAfter(rs[end:])
		return who // "照顾我妈"
	}
	// "我奶奶最近记性越来越差…我们在家照顾她": the last kin named before.
	words := extract.PersonWords(string(rs[:end]))
	for k := len(words) - 1; k >= 0; k-- {
		if w := words[k]; w.Mine && w.Who != extract.Patient && w.Who != extract.Pronoun {
			return w.Who
		}
	}
	return ""
}

// kinWord returns the relation an English kin word names, or "".
func kinWord(w string) string {
	if who := extract.SpeakerAlone(w); who != "" && who != extract.Other {
		return who
	}
	return ""
}

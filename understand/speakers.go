package understand

import (
	"slices"
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A clinic clerk's transcript may put the words of the patient and of whoever
// came with them in one patient turn, each part opened by a speaker label:
// "患者：我血压不高，一直不高。女儿：我倒是高，我吃缬沙坦呢，跟他没关系"
// (zh/x1). The label is no word anyone said: read as one, "女儿" would make
// the daughter the one her sentence is about. And in a companion's part the
// first person is the companion: her "我吃缬沙坦" is her own drug, not the
// patient's, while her "他" is the patient she came with, as a carer's words
// are read (caredfor.go).
//
// So the labels are taken out of the text before it is read (each becomes
// filler and a sentence end, so that no part's subject runs into the next),
// and in a companion's part:
//
//   - what the companion tells of themselves ("我自己是过敏性鼻炎，吃氯雷他
//     定", "我吃的是硝苯地平") is someone else's, written nowhere;
//   - what they tell of their own relatives ("我妈自个儿也老忘事儿") is
//     someone else's too: a daughter's mother is the patient's wife, or the
//     patient herself, and the reading does not guess which;
//   - what they tell of "他" or "她" with no one else named is the patient's
//     ("降压药他吃的是氨氯地平").
//
// A part labelled as the patient's ("患者：", "病人：", "本人：", "Patient:"),
// and the words before the first label, read as any patient turn. A turn
// with no label reads as it always has.

// patientLabels name the patient as a transcript's speaker.
var patientLabels = []string{"患者", "病人", "本人", "病患", "患儿", "patient", "pt"}

// companionLabels name, beyond the kin words, who may come with the patient
// and speak for them: a Cantonese son or daughter ("仔：", "囡："), whom the
// kin words only know with their owner ("我个仔"), a family member, a paid
// carer.
var companionLabels = []string{"仔", "囡", "家属", "家屬", "亲属", "親屬", "陪护", "陪護", "陪同", "护工", "護工", "保姆", "阿姨", "阿婆", "阿伯", "carer", "caregiver"}

// labelBefore are the runes after which a speaker label may start: a
// sentence end, a pause or a space. A label is never inside a sentence
// ("我问我女儿：").
const labelBefore = "。！？!?.…;；,，~～ \t\n"

// speakerPart is a stretch of a patient turn said by one speaker: its
// words run from start to end (rune offsets); label is where its label and
// colon are, label[0] == label[1] for the words before the first label.
type speakerPart struct {
	label      [2]int
	start, end int
	companion  bool
}

// speakerLabel returns whether a word is a speaker label's, and whether it
// names a companion rather than the patient.
func speakerLabel(word string) (label, companion bool) {
	w := strings.TrimSpace(extract.Normalize(word)) // Normalize lowercases
	switch {
	case w == "":
		return false, false
	case slices.Contains(patientLabels, w):
		return true, false
	case slices.Contains(companionLabels, w):
		return true, true
	}
	if who := extract.SpeakerAlone(w); who != "" && who != extract.Other && who != "family" {
		// "女儿", "丈夫", "儿媳", "Mum", "Daughter"; not "家人" or "Family",
		// which head a list ("Family: dad had a heart attack") more often
		// than they speak.
		return true, true
	}
	return false, false
}

// speakerParts splits a patient turn at its speaker labels (see above), or
// returns nil when it has none.
func speakerParts(raw string) []speakerPart {
	rs := []rune(raw)
	var parts []speakerPart
	for c, r := range rs {
		if r != ':' && r != '：' {
			continue
		}
		if r == ':' && c+1 < len(rs) && unicode.IsDigit(rs[c+1]) {
			continue // "7:30"
		}
		b := c
		for b > 0 && !strings.ContainsRune(labelBefore, rs[b-1]) && c-b < 16 {
			b--
		}
		if b > 0 && !strings.ContainsRune(labelBefore, rs[b-1]) {
			continue
		}
		label, companion := speakerLabel(string(rs[b:c]))
		if !label {
			continue
		}
		if len(parts) == 0 {
			parts = append(parts, speakerPart{label: [2]int{0, 0}, start: 0})
		}
		parts[len(parts)-1].end = b
		parts = append(parts, speakerPart{label: [2]int{b, c + 1}, start: c + 1, companion: companion})
	}
	if len(parts) == 0 {
		return nil
	}
	parts[len(parts)-1].end = len(rs)
	return parts
}

// withoutLabels returns the turn with its speaker labels filled over, each
// colon made a sentence end: the same length in runes, so that offsets
// into it are offsets into the turn.
func withoutLabels(raw string, parts []speakerPart) string {
	rs := []rune(raw)
	for _, p := range parts {
		if p.label[0] == p.label[1] {
			continue
		}
		for k := p.label[0]; k < p.label[1]-1; k++ {
			// A rune that is no word and no letter of one: offsets into
			// the turn stay, and nothing is read in the label.
			rs[k] = '_'
		}
		stop := '。'
		if rs[p.label[1]-1] == ':' {
			stop = '.'
		}
		rs[p.label[1]-1] = stop
	}
	return string(rs)
}

// companionsWords gives the mentions in a companion's part to whom the
// companion's words make them about (see above). text is the turn without
// its labels.
func companionsWords(x extract.Result, text string, parts []speakerPart) extract.Result {
	if len(parts) == 0 {
		return x
	}
	tx := newText(text)
	rs := []rune(text)
	return reassigned(x, func(m extract.Mention) (extract.Assertion, bool) {
		p, ok := partAt(parts, m.Span[0])
		if !ok || !p.companion || m.Type == "family" {
			return m.Assertion, false
		}
		from := max(p.start, tx.sentenceStart(m.Span[0]))
		words := extract.PersonWords(string(rs[from:m.Span[0]]))
		if len(words) == 0 {
			return m.Assertion, false
		}
		w := words[len(words)-1]
		a := m.Assertion
		switch {
		case w.Who == extract.Patient || w.Mine:
			a.Experiencer, a.Subject = extract.Other, "" // "我自己是过敏性鼻炎", "我妈自个儿也老忘事儿"
		case w.Who == extract.Pronoun && a.Experiencer == extract.Other:
			a.Experiencer = extract.Patient // "降压药他吃的是氨氯地平": the one the companion came with
		default:
			return m.Assertion, false
		}
		return a, true
	})
}

// reassigned returns x with the assertion assertionOf gives each mention
// it changes, copying the mentions only if one changes: x is a reading
// others may hold.
func reassigned(x extract.Result, assertionOf func(extract.Mention) (extract.Assertion, bool)) extract.Result {
	var out []extract.Mention
	for i, m := range x.Mentions {
		a, ok := assertionOf(m)
		if !ok || a == m.Assertion {
			continue
		}
		if out == nil {
			out = append([]extract.Mention(nil), x.Mentions...)
		}
		out[i].Assertion = a
	}
	if out != nil {
		x.Mentions = out
	}
	// A reading is said of someone as a finding is: "他今天早上开始发烧，39度2"
	// typed by his mother is his fever and his temperature.
	var readings []extract.Measurement
	for i, ms := range x.Measurements {
		a, ok := assertionOf(extract.Mention{Text: ms.Text, Type: "measurement", Span: ms.Span, Assertion: ms.Assertion})
		if !ok || a == ms.Assertion {
			continue
		}
		if readings == nil {
			readings = append([]extract.Measurement(nil), x.Measurements...)
		}
		readings[i].Assertion = a
	}
	if readings != nil {
		x.Measurements = readings
	}
	return x
}

// partAt returns the speaker part that holds rune offset i.
func partAt(parts []speakerPart, i int) (speakerPart, bool) {
	for _, p := range parts {
		if p.start <= i && i < p.end {
			return p, true
		}
	}
	return speakerPart{}, false
}

package understand

import (
	"regexp"
	"strings"
)

// A patient's turn that answers a clinical question or remark is part of
// the consultation, whatever words it uses: "Yes, about fifteen minutes
// ago, I was gardening and I was stung by a wasp", "Uh, sixty-two.", "It
// goes away." named nothing the lexicon knows, and read as chit-chat they
// were the first lines a context evicted, before any clinical one (102 of
// the 445 gold turns of the recall harness's PriMock57 dev questions). A
// courtesy ("Thanks, bye") stays small talk.

// courtesyOnly is a turn of thanks, greeting or leave-taking alone.
var courtesyOnly = regexp.MustCompile(`(?i)^(?:(?:ok(?:ay)?|right|alright|great|lovely|brilliant|perfect|cheers|thanks?|thank you(?: (?:very much|so much|doctor|doc))?|bye|goodbye|see you|take care|you too|hi|hello|morning|good morning|doctor|doc|then|mate|love|好的?|谢谢(?:医生|大夫|你|您)?|再见|拜拜|嗯+|行|您好|你好)[\s,.!。！，~]*)+$`)

// answersAClinicalTurn reports whether t, a patient's turn, follows a
// clinician's or the assistant's turn with clinical content or a question,
// and is more than a courtesy.
func answersAClinicalTurn(t Turn, prior []Prior) bool {
	if t.Speaker != Patient || len(prior) == 0 || courtesyOnly.MatchString(strings.TrimSpace(t.Text)) {
		return false
	}
	last := prior[len(prior)-1]
	return last.Speaker != Patient && (last.Reading.Kind == KindInfo || len(last.Reading.Asks) > 0)
}

// followsUpAClinicalTurn reports whether t, a clinician's or the
// assistant's question, follows the patient's clinical turn: "OK. And how
// long have you been on that for?", "Which ones?", "Any problems with the
// anaesthetic either time?" name nothing the lexicon knows, and read as
// chit-chat they were evicted first and never came with the answer recall
// found.
func followsUpAClinicalTurn(t Turn, prior []Prior) bool {
	if t.Speaker == Patient || len(prior) == 0 || courtesyOnly.MatchString(strings.TrimSpace(t.Text)) ||
		!strings.ContainsAny(t.Text, "?？") {
		return false
	}
	last := prior[len(prior)-1]
	return last.Speaker == Patient && last.Reading.Kind == KindInfo
}

// continuesAClinicalTurn reports whether t, a patient's turn, goes on with
// what the patient was telling after the other speaker's bare
// acknowledgement ("OK.", "Mm-hmm."): "Um, and sometimes it's quite
// variable, sometimes a bit softer" is the same account as the turn before
// the "Mm-hmm".
func continuesAClinicalTurn(t Turn, prior []Prior) bool {
	if t.Speaker != Patient || len(prior) < 2 || courtesyOnly.MatchString(strings.TrimSpace(t.Text)) {
		return false
	}
	ack, told := prior[len(prior)-1], prior[len(prior)-2]
	return ack.Speaker != Patient && bareAcknowledgement(ack.Reading) && told.Speaker == Patient && told.Reading.Kind == KindInfo
}

// bareAcknowledgement reports whether a turn was read as saying nothing
// but that it heard: no question, no statement, nothing named.
func bareAcknowledgement(rd Reading) bool {
	return rd.Kind != KindInfo && len(rd.Asks) == 0 && len(rd.Statements) == 0 && len(rd.Extract.Mentions) == 0
}

package understand

import (
	"github.com/anamnesis-health/anamnesis/extract"
)

// A paid carer who rings about the one they look after need not say "我替她
// 说": "喂，我是照顾王阿姨的护工，她今天早上在卫生间摔了一跤" (s46 blind round 14
// zh11) tells her fall at once, and the carer went on to tell her hip pain,
// warfarin and atrial fibrillation (written for someone else) and then "我自
// 己腰不好，扶她的时候扭了一下" (written as the patient's back pain). A carer
// who announces themselves and, in the same turn, tells a finding of the one
// they care for (他/她 or the name they gave) and none of their own speaks
// for that one, as one who says so does (paidcarer.go). A carer who comes
// about their own illness ("我是护工，我最近腰疼") and one who announces no
// finding ("我是护工，想问一下") stay as read.

// carerTellsOf returns the typist and whom they type for when a paid carer
// announces themselves and tells only the cared-for one's findings (see
// above); "", "" otherwise. x is the turn read with no one announced.
func carerTellsOf(x extract.Result, raw string) (typist, typingFor string) {
	_, whom, ok := paidCarerOpener(extract.Normalize(raw)) // "我是照顾王阿姨的护工", "还是我 照顾王阿姨的护工" (carerwhom.go)
	if !ok || tellsOwnFinding(x) {
		return "", ""
	}
	theirs := false
	for _, mn := range x.Mentions {
		if findingMention(mn) && mn.Assertion.Experiencer == extract.Other {
			theirs = true
		}
	}
	if !theirs {
		return "", ""
	}
	typingFor = extract.Patient
	if who, n := kinAfter([]rune(whom)); who != "" && n == len([]rune(whom)) {
		typingFor = who // "老爷子": the word the carer names them by
	}
	return paidCarerTypist, typingFor
}

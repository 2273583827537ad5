package coref_test

import "testing"

// A speaker who came with, or rings about, a relative and speaks of them as
// he or she speaks for them (camewith.go): "Mum's old sleeping tablets",
// "her patch" are the patient's record (en-dev34-008, en-dev35-014). A patch
// that came off and is stuck back on or replaced asks for no newest drug
// (restuck.go). No he or she, or only a lift in, leaves the speaker the
// patient.
func TestASpeakerWhoCameWithARelative(t *testing.T) {
	sleep := []recordEntry{active("cond:insomnia_disorder", "2018-01-01"), stopped("drug:temazepam", "2018-01-01", "2025-02-01"),
		active("drug:melatonin", "2025-02-01"), active("drug:amlodipine", "2010-01-01")}
	patches := []recordEntry{active("cond:menopause", "2024-01-01"), active("drug:estradiol", "2024-01-01"),
		active("cond:osteoarthritis", "2020-01-01"), active("drug:buprenorphine", "2025-03-01")}
	bp := []recordEntry{active("cond:hypertension", "2015-01-01"), active("drug:amlodipine", "2015-01-01"), active("drug:losartan", "2026-08-01")}
	checkCases(t, []corpusCase{
		// the defects, and other ways of saying them
		{ID: "I've come in with Mum, she's not sleeping (British daughter)", Lang: "en", Record: sleep, Reference: "Mum's old sleeping tablets",
			Window:    []turn{patient("I've come in with Mum, she's not sleeping again"), clinician("Right, how long's that been going on?")},
			Utterance: "couple of weeks. she found a strip of Mum's old sleeping tablets in the drawer, the ones she was on before the new ones, is it okay if she has one of those now and then", Expect: "drug:temazepam"},
		{ID: "I have come with my mother, she is not sleeping (Indian English)", Lang: "en", Record: sleep, Reference: "her old sleeping tablets",
			Window:    []turn{patient("Doctor I have come with my mother, she is not sleeping properly")},
			Utterance: "she is asking can she take her old sleeping tablets again, the ones from before", Expect: "drug:temazepam"},
		{ID: "it's about my wife, she asked me to ring: her patch (both patches)", Lang: "en", Record: patches, Reference: "her patch",
			Window:    []turn{patient("it's about my wife, she's at home, she asked me to ring")},
			Utterance: "her patch came off in the shower this morning, can she just stick it back on or does she need a new one",
			Expect:    "unresolved", Candidates: []string{"drug:estradiol", "drug:buprenorphine"}},
		{ID: "um I brought Dad in, he's - his new blood pressure one (transcribed)", Lang: "en", Record: bp, Reference: "his new blood pressure one",
			Window:    []turn{patient("um I've brought Dad in, he's - he's been a bit dizzy")},
			Utterance: "is it his new blood pressure one doing it", Expect: "drug:losartan"},
		{ID: "我是陪我妈来的 她那个新开的降压药", Lang: "zh", Record: bp, Reference: "她那个新开的降压药",
			Window:    []turn{patient("我是陪我妈来的 她想问问")},
			Utterance: "她那个新开的降压药 吃了老是头晕 要不要紧", Expect: "drug:losartan"},
		{ID: "我妈叫我来问 (northern)", Lang: "zh", Record: bp, Reference: "她那个新换的降压药",
			Window:    []turn{patient("我妈叫我来问问 她腿脚不好来不了")},
			Utterance: "她那个新换的降压药 早上吃还是晚上吃", Expect: "drug:losartan"},
		// near misses
		{ID: "near miss: came with my husband, no he or she: the speaker's own", Lang: "en", Record: bp, Reference: "Mum's new blood pressure tablet",
			Window:    []turn{patient("I came in with my husband today, my knees are bad")},
			Utterance: "and can I ask about Mum's new blood pressure tablet while I'm here", Expect: "unresolved"},
		{ID: "near miss: a lift in is no coming with", Lang: "en", Record: bp, Reference: "her new blood pressure tablet",
			Window:    []turn{patient("my husband drove me in, he's parking the car")},
			Utterance: "my sister says her new blood pressure tablet gives her headaches, is that normal", Expect: "unresolved"},
		{ID: "near miss: a patch that came off, the speaker's, both patches", Lang: "en", Record: patches, Reference: "my patch",
			Utterance: "my patch came off in the bath, do I need a new one", Expect: "unresolved", Candidates: []string{"drug:estradiol", "drug:buprenorphine"}},
		{ID: "near miss: I need a new one for my pressure is still the newest", Lang: "en", Record: bp, Reference: "the blood pressure one",
			Utterance: "the blood pressure one, the one I had to get a new one of, is it okay with grapefruit", Expect: "drug:losartan"},
	})
}

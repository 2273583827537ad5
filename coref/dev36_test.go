package coref_test

import "testing"

// A class word misspelt ("the new blood thiner", "my cholestral pills",
// "my inhailer") is that class where one class is close and nothing else
// is: a word of everyday English one letter off ("water bill") is none,
// and so is a typo of a class the patient has nothing of.
func TestDev36TypoClass(t *testing.T) {
	thinners := []recordEntry{active("drug:clopidogrel", "2020-01-01"), active("drug:apixaban", "2026-09-15"), active("drug:ramipril", "2020-01-01"), active("drug:omeprazole", "2026-10-20"),
		active("cond:atrial_fibrillation", "2026-09-15"), active("cond:hypertension", "2020-01-01")}
	lipids := []recordEntry{active("drug:atorvastatin", "2021-03-01"), active("drug:amlodipine", "2021-03-01"), active("drug:metformin", "2021-03-01"),
		active("cond:hyperlipidemia", "2021-03-01"), active("cond:hypertension", "2021-03-01"), active("cond:type2_diabetes", "2021-03-01")}
	checkCases(t, []corpusCase{
		{ID: "the newest blood thinnr", Lang: "en", Record: thinners,
			Utterance: "The newest blood thinnr, can I take it with ibuprofen for my knee?", Expect: "drug:apixaban"},
		{ID: "my cholesteral pills", Lang: "en", Record: lipids,
			Utterance: "should i take my cholesteral pills at night or in the morning", Expect: "drug:atorvastatin"},
		{ID: "my inhailer", Lang: "en",
			Record:    []recordEntry{active("drug:salbutamol", "2019-01-01"), active("drug:amlodipine", "2019-01-01"), active("cond:asthma", "2019-01-01"), active("cond:hypertension", "2019-01-01")},
			Utterance: "my inhailer is running low, can the chemist give me one without a new script?", Expect: "drug:salbutamol"},
		{ID: "near miss: two blood thinners, no recency", Lang: "en", Record: thinners,
			Utterance: "my blood thiner, do I stop it before the dentist pulls a tooth?", Expect: "unresolved",
			Candidates: []string{"drug:clopidogrel", "drug:apixaban"}},
		{ID: "near miss: water bill is no water pill", Lang: "en",
			Record:    []recordEntry{active("drug:furosemide", "2022-01-01"), active("cond:heart_failure", "2022-01-01")},
			Utterance: "My water bill went up again, is it normal to be this thirsty?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: a misspelt class the patient has nothing of", Lang: "en", Record: lipids,
			Utterance: "is the inhailer they give for asthma safe for kids?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A condition told by a few words of what it does ("my creepy-crawly
// thing", "the stops-breathing problem") is the record's condition one of
// whose names holds them all: two such are asked about, someone else's
// ("Mum's") is none of the patient's, and words of a time name nothing.
func TestDev36DescribedThing(t *testing.T) {
	legs := []recordEntry{active("cond:restless_legs", "2024-02-01"), active("cond:hypertension", "2019-01-01"), active("drug:amlodipine", "2019-01-01")}
	both := append([]recordEntry{active("cond:sleep_apnea", "2025-01-01")}, legs...)
	checkCases(t, []corpusCase{
		{ID: "my creepy-crawly thing", Lang: "en", Record: legs,
			Utterance: "Could my creepy-crawly thing be why I'm up at three every morning?", Expect: "cond:restless_legs"},
		{ID: "my stops-breathing thing", Lang: "en", Record: append([]recordEntry{active("cond:sleep_apnea", "2025-01-01")}, legs[1:]...),
			Utterance: "Does my stops-breathing thing mean I can't have a general anaesthetic?", Expect: "cond:sleep_apnea"},
		{ID: "near miss: two fit", Lang: "en", Record: both,
			Utterance: "Is my at-night thing going to get worse with age?", Expect: "unresolved",
			Candidates: []string{"cond:sleep_apnea", "cond:restless_legs"}},
		{ID: "near miss: Mum's", Lang: "en", Record: legs,
			Utterance: "Mum's creepy-crawly thing, is that something that runs in families?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: a time phrase", Lang: "en", Record: legs,
			Utterance: "The every-other-day thing with the dog walking is wearing me out.", Expect: "unresolved", Candidates: []string{}},
	})
}

// A bare pronoun is what is taken however many words of how much stand
// between ("take half of what's left of that"), and a drug the last turns
// named is what the patient asks to try again ("could I have another crack
// at it?"): never the record's when nothing was just named, and two named
// together are both asked about.
func TestDev36Retaken(t *testing.T) {
	record := []recordEntry{active("drug:amlodipine", "2019-01-01"), active("cond:hypertension", "2019-01-01"), stopped("drug:naproxen", "2025-01-01", "2026-07-01")}
	checkCases(t, []corpusCase{
		{ID: "take half of what's left of that", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll give you amoxicillin, three times a day for seven days."), patient("Okay, thanks.")},
			Utterance: "If I feel better by Friday, could I take half of what's left of that and keep the rest?", Expect: "drug:amoxicillin"},
		{ID: "give it another go", Lang: "en", Record: record,
			Window:    []turn{patient("The GP stopped my naproxen in the summer."), assistant("Yes, naproxen is marked as stopped in July.")},
			Utterance: "Could I give it another go now my knee has flared up again?", Expect: "drug:naproxen"},
		{ID: "near miss: a diet retried, not the record's drug", Lang: "en", Record: record,
			Window:    []turn{patient("I tried the low-FODMAP diet last year but gave up after a month."), assistant("It can be hard to stick to.")},
			Utterance: "Do you reckon I should have another crack at it?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two named together", Lang: "en", Record: record,
			Window:    []turn{clinician("Use the mometasone spray and take cetirizine every morning in hay fever season."), patient("Right.")},
			Utterance: "They didn't do much last year, but should I give them another go?", Expect: "unresolved",
			Candidates: []string{"drug:mometasone", "drug:cetirizine"}},
	})
}

package coref_test

import "testing"

// A bare "that" or "it" asked of the routine around a drug just given
// ("am I meant to rinse my mouth out after that", "will I be okay to drive
// home after it", "how many times a day am I doing that") is the drug the
// last turns named: two named together are both asked about, and a window
// that names no drug leaves it nothing, never the record's. "after that"
// telling what came next ("and after that I felt sick") is no reference.
func TestARoutineAskedOfADrugJustGiven(t *testing.T) {
	asthma := active("cond:asthma", "2012-01-01")
	becl := active("drug:beclometasone", "2015-03-01")
	thrush := []turn{
		patient("My mouth's all white and sore, it's like cotton wool on my tongue."),
		clinician("That's oral thrush. I'll give you nystatin drops and miconazole gel, and rinse your mouth out after each puff."),
	}
	chemo := []turn{
		patient("So what's the plan from here?"),
		clinician("We'll start chemo next week: oxaliplatin and fluorouracil, through your port, every two weeks."),
		patient("Okay."),
	}
	crc := []recordEntry{active("cond:hypertension", "2016-07-01"), active("drug:lisinopril", "2016-07-01"), active("cond:colorectal_cancer", "2026-09-10")}
	inhaler := []turn{
		patient("The asthma nurse has put me on a new inhaler."),
		assistant("Thanks - fluticasone, two puffs twice a day. Noted."),
	}
	checkCases(t, []corpusCase{
		// the defects, and other ways of saying them
		{ID: "how many times a day am I doing that: both drugs given", Lang: "en", Window: thrush, Record: []recordEntry{asthma, becl},
			Utterance: "Brilliant. And how many times a day am I doing that?",
			Expect:    "unresolved", Candidates: []string{"drug:nystatin", "drug:miconazole"}},
		{ID: "how often should I be using it (Australian): both", Lang: "en", Window: thrush, Record: []recordEntry{asthma, becl},
			Utterance: "Righto, and how often should I be using it?",
			Expect:    "unresolved", Candidates: []string{"drug:nystatin", "drug:miconazole"}},
		{ID: "drive myself home after that: both", Lang: "en", Window: chemo, Record: crc,
			Utterance: "Will I be okay to drive myself home after that, or do I need my son to come get me?",
			Expect:    "unresolved", Candidates: []string{"drug:oxaliplatin", "drug:fluorouracil"}},
		{ID: "um can I drive after it (transcribed, restart): both", Lang: "en", Window: chemo, Record: crc,
			Utterance: "um, so can I - can I still drive after it or not",
			Expect:    "unresolved", Candidates: []string{"drug:oxaliplatin", "drug:fluorouracil"}},
		{ID: "rinse my mouth out after that: the inhaler just given", Lang: "en", Window: inhaler, Record: []recordEntry{active("drug:salbutamol", "2016-01-01"), asthma},
			Utterance: "Erm, am I meant to rinse my mouth out after that, or is that just an old wives' tale?",
			Expect:    "drug:fluticasone"},
		{ID: "wash hands after it also (Indian English): both", Lang: "en", Window: thrush, Record: []recordEntry{asthma, becl},
			Utterance: "Doctor, okay. Wash hands after it also I have to do?",
			Expect:    "unresolved", Candidates: []string{"drug:nystatin", "drug:miconazole"}},
		// near misses
		{ID: "after that telling what came next is no reference", Lang: "en", Window: chemo, Record: crc,
			Utterance: "I had a bath and after that I felt a bit dizzy.",
			Expect:    "unresolved"},
		{ID: "nothing given in the window: nothing, never the record's", Lang: "en", Record: crc,
			Window:    []turn{clinician("How have you been since the surgery?")},
			Utterance: "Fine. Will I be okay to drive myself home after that?",
			Expect:    "unresolved"},
		{ID: "how often am I doing that of an exercise named: no drug", Lang: "en", Record: crc,
			Window:    []turn{clinician("I'd like you to do these pelvic floor exercises.")},
			Utterance: "And how many times a day am I doing that?",
			Expect:    "unresolved"},
	})
}

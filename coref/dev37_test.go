package coref_test

import "testing"

// A condition told by the hospital stay it caused ("that thing I was in
// hospital with a few years back", "the fever for which I was admitted",
// "前几年住过院的那个病") is an illness, never a drug: dated years back, the
// record's resolved one; undated, over or not, so one of each is asked
// about. Someone else's stay is none of the patient's.
func TestDev37HospitalStay(t *testing.T) {
	record := []recordEntry{resolved("cond:pneumonia", "2022-01-10", "2022-02-20"), active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the thing that put me in hospital", Lang: "en", Record: record,
			Utterance: "The thing that put me in hospital a few years ago, could I get it again this winter?", Expect: "cond:pneumonia"},
		{ID: "the illness I was admitted with", Lang: "en", Record: record,
			Utterance: "Is the illness I was admitted with back in 2022 why I still get short of breath?", Expect: "cond:pneumonia"},
		{ID: "前几年住过院的那个病", Lang: "zh", Record: record,
			Utterance: "前几年住过院的那个病，现在天冷了会不会又犯？", Expect: "cond:pneumonia"},
		{ID: "near miss: undated, one active and one over", Lang: "en", Record: record,
			Utterance: "The thing I was in hospital with, do I need a check-up for it?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:hypertension"}},
		{ID: "near miss: two over", Lang: "en", Record: append([]recordEntry{resolved("cond:pulmonary_embolism", "2019-05-01", "2019-11-01")}, record...),
			Utterance: "That thing I was in hospital with years back, could it come back if I fly?", Expect: "unresolved",
			Candidates: []string{"cond:pneumonia", "cond:pulmonary_embolism"}},
		{ID: "near miss: the husband's stay", Lang: "en", Record: record,
			Utterance: "The thing my husband was in hospital with years back, is it catching?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: nothing over", Lang: "en", Record: record[1:],
			Utterance: "That thing that landed me in the hospital years back, could it come back?", Expect: "unresolved", Candidates: []string{}},
	})
}

// A drug just named is told by more subjects than "it" and "that" and by
// more verbs than taking: "will they make me feel sick?", "it makes
// everything taste like pennies", "do I slap that on", "它是得跟着饭吃". Only
// the last turns' drugs, never the record's; two named together are both
// asked about; "they" that make the patient do something are the doctors.
func TestDev37JustNamedSaidOtherwise(t *testing.T) {
	record := []recordEntry{active("drug:sertraline", "2023-02-01"), active("cond:depression", "2023-02-01")}
	checkCases(t, []corpusCase{
		{ID: "will they make me feel sick", Lang: "en", Record: record,
			Window:    []turn{patient("The GP thinks it's a chest infection."), assistant("This is doxycycline, one capsule a day for five days.")},
			Utterance: "Right. Will they make me feel sick, do you think?", Expect: "drug:doxycycline"},
		{ID: "those have been giving me headaches", Lang: "en", Record: record,
			Window:    []turn{patient("I bought some loratadine at the chemist for the hay fever."), assistant("Noted, loratadine.")},
			Utterance: "But those have been giving me headaches every afternoon.", Expect: "drug:loratadine"},
		{ID: "will that make food taste funny", Lang: "en", Record: record,
			Window:    []turn{clinician("I'm going to give you metronidazole, twice a day for a week.")},
			Utterance: "Okay. Someone told me it makes everything taste like metal, is that right?", Expect: "drug:metronidazole"},
		{ID: "slap it on", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll write you up for some fusidic acid cream.")},
			Utterance: "Ta. Do I just slap it on twice a day?", Expect: "drug:fusidic_acid"},
		{ID: "它是得跟着饭吃", Lang: "zh", Record: record,
			Window:    []turn{assistant("病历上还有二甲双胍，是上个月加的吧？"), patient("对，大夫让早晚各一片。")},
			Utterance: "那它是得饭后吃，还是空着肚子也行？", Expect: "drug:metformin"},
		{ID: "near miss: they who make the patient wait", Lang: "en", Record: record,
			Window:    []turn{clinician("I'll refer you to the hospital, and we'll start you on ramipril today.")},
			Utterance: "Will they make me wait months for the appointment?", Expect: "unresolved", Candidates: []string{}},
		{ID: "near miss: two named together", Lang: "en", Record: record,
			Window:    []turn{clinician("Take amoxicillin and clarithromycin, both twice a day for a week, with the omeprazole.")},
			Utterance: "Will they make me feel sick?", Expect: "unresolved",
			Candidates: []string{"drug:amoxicillin", "drug:clarithromycin", "drug:omeprazole"}},
		{ID: "near miss: taste with nothing named", Lang: "en", Record: record,
			Window:    []turn{patient("I've had this cold for a week."), assistant("Sorry to hear that.")},
			Utterance: "It makes everything taste like cardboard, is that normal?", Expect: "unresolved", Candidates: []string{}},
	})
}

// What a turn says of another thing is no qualifier of the reference: the
// cream's form is not the antibiotic's ("the antibiotic i was on before …
// this cream isnt doing much"), the old drug's past not the new one's ("新
// 加的那个降脂的药……它跟原来那个一块儿吃"), and a past set against now is a
// dose's or an allergy's time, not the drug's ("以前吃一片就够了，现在得吃两
// 片"). A past word in the reference's own clause still makes it the one of
// before, and two such are both asked about.
func TestDev37SetAgainst(t *testing.T) {
	bp := []recordEntry{active("drug:amlodipine", "2020-01-01"), stopped("drug:nifedipine", "2016-01-01", "2019-12-01"), active("cond:hypertension", "2016-01-01")}
	checkCases(t, []corpusCase{
		{ID: "the antibiotic before, this gel now", Lang: "en",
			Record:    []recordEntry{stopped("drug:doxycycline", "2024-01-01", "2024-05-01"), active("drug:adapalene", "2025-03-01"), active("cond:acne", "2024-01-01")},
			Utterance: "so the antibiotic i was on before for my spots could i go back on it because this gel isnt doing anything", Reference: "the antibiotic",
			Expect: "drug:doxycycline"},
		{ID: "新开的降压药跟原来那个", Lang: "zh", Record: append([]recordEntry{active("drug:valsartan", "2026-10-10")}, bp...),
			Utterance: "就是那个……新开的那个降压的药……它跟原来那个能一块儿吃不？", Reference: "新开的那个降压的药", Expect: "drug:valsartan"},
		{ID: "以前一片现在两片", Lang: "zh", Record: bp,
			Utterance: "我那个降压药，以前吃一片就够了，现在得吃两片，是不是吃出耐药来了？", Expect: "drug:amlodipine"},
		{ID: "near miss: the past in its own clause", Lang: "zh", Record: bp,
			Utterance: "以前吃的那个降压药，现在还能接着吃吗？", Expect: "drug:nifedipine"},
		{ID: "near miss: two of before", Lang: "zh", Record: append([]recordEntry{stopped("drug:enalapril", "2014-01-01", "2015-12-01")}, bp...),
			Utterance: "以前吃的那个降压药，现在还能接着吃吗？", Expect: "unresolved", Candidates: []string{"drug:nifedipine", "drug:enalapril"}},
	})
}

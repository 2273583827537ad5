package coref_test

import "testing"

// A turn that pauses one drug and gives another ("阿托伐他汀这五天先停掉 …
// 给你开奈玛特韦/利托那韦", "stop your simvastatin until you've finished")
// leaves the one given as what "那个药" asked how to take is. Asked about
// stopping, both stay asked about; a stop denied ("不要停掉") pauses
// nothing, and two given together stay ambiguous.
func TestPausedDrugIsNotTheOneGiven(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2015-06-01"), active("drug:amlodipine", "2015-06-01"),
		active("cond:hyperlipidemia", "2019-03-01"), active("drug:atorvastatin", "2019-03-01")}
	covid := []turn{patient("就是 前天开始发烧 嗓子疼得咽不下去 昨天自己测了 两道杠"),
		clinician("七十多了，又有高血压，得吃抗病毒的。阿托伐他汀这五天先停掉，吃完再接着吃。给你开奈玛特韦/利托那韦，一天两次，一共吃五天。"), patient("哦 五天 好")}
	checkCases(t, []corpusCase{
		{ID: "zh-dev28-001: 那个药 饭前还是饭后 is the antiviral given, not the statin paused", Lang: "zh", Record: record, Window: covid,
			Utterance: "那个 那个药 是 是饭前吃还是饭后吃啊 我怕记混了", Reference: "那个药", Expect: "drug:nirmatrelvir_ritonavir"},
		{ID: "do I take it with food is the Paxlovid, not the simvastatin stopped", Lang: "en",
			Record:    []recordEntry{active("drug:simvastatin", "2019-01-01"), active("drug:amlodipine", "2015-01-01")},
			Window:    []turn{clinician("I'll start you on Paxlovid, twice a day for five days, and stop your simvastatin until you've finished the course.")},
			Utterance: "and that one, do I take it with food?", Expect: "drug:nirmatrelvir_ritonavir"},
		{ID: "near miss: 那个药要停几天 may be either", Lang: "zh", Record: record, Window: covid,
			Utterance: "那个药 要停几天啊", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:nirmatrelvir_ritonavir"}},
		{ID: "near miss: 不要停掉 pauses nothing", Lang: "zh", Record: record, Window: []turn{clinician("阿托伐他汀不要停掉。再给你加个依折麦布，一天一片。")},
			Utterance: "那个药 饭前吃还是饭后吃", Expect: "unresolved", Candidates: []string{"drug:atorvastatin", "drug:ezetimibe"}},
		{ID: "near miss: two given together stay either", Lang: "zh", Record: record, Window: []turn{clinician("回去吃阿莫西林和甲硝唑，吃五天。")},
			Utterance: "那个药 饭前吃还是饭后吃", Expect: "unresolved", Candidates: []string{"drug:amoxicillin", "drug:metronidazole"}},
		// A stop that only may come, or one already done, pauses nothing.
		{ID: "near miss: if your stomach gets upset, stop the naproxen, is a stop that may come", Lang: "en", Record: record,
			Window:    []turn{clinician("Take the colchicine twice a day and the naproxen with food. If your stomach gets upset, stop the naproxen.")},
			Utterance: "that one, is it alright with a glass of wine?", Expect: "unresolved", Candidates: []string{"drug:colchicine", "drug:naproxen"}},
	})
}

// A turn whose only drug the lexicon reads is one it paused ("I'll start
// you on nirmatrelvir with ritonavir … and stop your simvastatin", the new
// drug named in words the lexicon lacks) leaves "do I take it with food"
// unresolved: the paused drug is offered, never chosen, since the one
// given may be meant. Asked about stopping, the paused drug is it.
func TestOnlyPausedDrugIsOffered(t *testing.T) {
	statin := []recordEntry{active("drug:simvastatin", "2019-01-01"), active("drug:amlodipine", "2015-01-01")}
	checkCases(t, []corpusCase{
		{ID: "do I take it with food after a stopped statin and an unread antiviral", Lang: "en", Record: statin,
			Window:    []turn{clinician("I'll start you on nirmatrelvir with ritonavir, twice a day for five days, and stop your simvastatin until you've finished the course.")},
			Utterance: "and that one, do I take it with food?", Expect: "unresolved", Candidates: []string{"drug:simvastatin"}},
		{ID: "那个药饭前吃 after 阿托伐他汀先停掉 and an unnamed antiviral", Lang: "zh", Record: []recordEntry{active("drug:atorvastatin", "2019-03-01")},
			Window:    []turn{clinician("阿托伐他汀这五天先停掉。给你开点抗病毒的药，一天两次。")},
			Utterance: "那个药 饭前吃还是饭后吃", Expect: "unresolved", Candidates: []string{"drug:atorvastatin"}},
		{ID: "near miss: can I stop taking it is the paused drug", Lang: "en", Record: statin,
			Window: []turn{clinician("Stop your simvastatin for now.")}, Utterance: "can I stop taking it straight away?", Expect: "drug:simvastatin"},
	})
}

// TestADrugKeptTheSameBesideOneAdded: "Keep the lisinopril the same, and
// I'm adding spironolactone" then "does that one mess with my potassium":
// the pronoun is the drug added, not the one left as it is (en-dev31-002).
// Both changed, none added, or asked about stopping: both stay asked about.
func TestADrugKeptTheSameBesideOneAdded(t *testing.T) {
	record := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:lisinopril", "2018-01-01")}
	zhRecord := []recordEntry{active("cond:hypertension", "2018-01-01"), active("drug:amlodipine", "2018-01-01")}
	both := []string{"drug:lisinopril", "drug:spironolactone"}
	checkCases(t, []corpusCase{
		{ID: "keep the lisinopril the same, adding spironolactone", Lang: "en", Record: record,
			Window:    []turn{clinician("Your pressure's still running high. Keep the lisinopril the same, and I'm adding spironolactone, 25 milligrams in the morning.")},
			Utterance: "okay and um does that one mess with my potassium or anything, cuz I eat like two bananas a day", Expect: "drug:spironolactone"},
		{ID: "carry on with the lisinopril, starting spironolactone", Lang: "en", Record: record,
			Window:    []turn{clinician("Carry on with your lisinopril as it is, and I'll start you on spironolactone as well.")},
			Utterance: "right, and do I take that one with food?", Expect: "drug:spironolactone"},
		{ID: "氨氯地平照旧 加氢氯噻嗪", Lang: "zh", Record: zhRecord,
			Window:    []turn{clinician("氨氯地平还是照旧吃，再给你加个氢氯噻嗪，每天早上一片。")},
			Utterance: "好 那个 饭前吃还是饭后吃", Expect: "drug:hydrochlorothiazide"},
		{ID: "near miss: both changed", Lang: "en", Record: record,
			Window:    []turn{clinician("Put the lisinopril up to 20 milligrams, and I'm adding spironolactone, 25 milligrams in the morning.")},
			Utterance: "okay and does that one mess with my potassium", Expect: "unresolved", Candidates: both},
		{ID: "near miss: none added", Lang: "en", Record: append(slicesClone(record), active("drug:spironolactone", "2024-01-01")),
			Window:    []turn{clinician("Keep the lisinopril the same, and keep the spironolactone the same too.")},
			Utterance: "okay and does that one mess with my potassium", Expect: "unresolved", Candidates: both},
		{ID: "near miss: asked about stopping", Lang: "en", Record: record,
			Window:    []turn{clinician("Keep the lisinopril the same, and I'm adding spironolactone, 25 milligrams in the morning.")},
			Utterance: "okay and can I stop that one if my potassium goes up", Expect: "unresolved", Candidates: both},
	})
}

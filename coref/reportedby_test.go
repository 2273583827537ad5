package coref_test

import "testing"

// A relative who says, thinks or reckons something ("my mum says it's
// 鹅口疮 - is that from the puffer?", "my wife reckons it's the blood
// pressure pill making me dizzy", "我老伴说是那个降压药闹的") reports; the drug
// of the reported clause is the patient's, unless the clause gives it to
// the relative ("makes her dizzy", "她吃的").
func TestARelativeWhoSaysIsNoTaker(t *testing.T) {
	asthma := []recordEntry{active("drug:beclometasone", "2026-07-01"), active("drug:salbutamol", "2014-01-01"), active("cond:asthma", "2014-01-01")}
	bp := []recordEntry{active("drug:amlodipine", "2024-01-01"), active("cond:hypertension", "2024-01-01"), active("drug:metformin", "2020-01-01")}
	checkCases(t, []corpusCase{
		// the defects, and other ways of saying them
		{ID: "my mum says it's 鹅口疮 - is that from the puffer: the thrush-causing one", Lang: "en", Record: asthma,
			Utterance: "I keep getting these white patches in my mouth, my mum says it's 鹅口疮 - is that from the puffer?", Expect: "drug:beclometasone"},
		{ID: "my wife reckons it's the blood pressure pill (Australian)", Lang: "en", Record: bp,
			Utterance: "My wife reckons it's the blood pressure pill making me dizzy of a morning.", Expect: "drug:amlodipine"},
		{ID: "the missus says, um, the pressure tablet (transcribed)", Lang: "en", Record: bp,
			Utterance: "the missus says um she says it's the pressure tablet that's doing it, me ankles are up like balloons", Expect: "drug:amlodipine"},
		{ID: "我老伴说是那个降压药闹的", Lang: "zh", Record: bp,
			Utterance: "我老伴说是那个降压药闹的，脚脖子肿得老高", Expect: "drug:amlodipine"},
		{ID: "我闺女讲可能是降压药的问题 (southern)", Lang: "zh", Record: bp,
			Utterance: "我闺女讲可能是降压药的问题，头晕晕的", Expect: "drug:amlodipine"},
		// near misses
		{ID: "the reported pill makes her dizzy: the relative's", Lang: "en", Record: bp,
			Utterance: "My wife says the blood pressure pill makes her dizzy, should she stop it?", Reference: "the blood pressure pill", Expect: "unresolved"},
		{ID: "我老伴说她吃的降压药: the relative's", Lang: "zh", Record: bp,
			Utterance: "我老伴说她吃的那个降压药老让她头晕", Expect: "unresolved"},
		{ID: "two inhalers, no complaint told: both", Lang: "en", Record: asthma,
			Utterance: "My mum says I should ask - can I use the puffer before footy?", Expect: "unresolved", Candidates: []string{"drug:beclometasone", "drug:salbutamol"}},
	})
}

package coref_test

import "testing"

// "The time afore last" is Scots for the time before last: the session
// before the last one is searched, not the last, which named nothing, nor
// the record.
func TestTimeAforeLast(t *testing.T) {
	record := []recordEntry{active("cond:seborrheic_dermatitis", "2025-10-01"), active("cond:hypertension", "2014-09-01"),
		active("drug:losartan", "2014-09-01")}
	sessions := [][]turn{
		{patient("My scalp's that itchy and flaky, it's all over my jacket."),
			clinician("That's seborrhoeic dermatitis. Try a ketoconazole shampoo twice a week, and leave it on five minutes before you rinse.")},
		{patient("Just in for my blood pressure check."), clinician("It's fine today, 132 over 80. Keep on as you are.")},
	}
	checkCases(t, []corpusCase{
		{ID: "en-dev25-018: that shampoo ye telt me aboot the time afore last", Lang: "en", Record: record, EarlierSessions: sessions,
			Utterance: "That shampoo ye telt me aboot the time afore last, is it awright for the wean tae use it an' all?", Expect: "drug:ketoconazole"},
		{ID: "near miss: the shampoo from last time, which named none", Lang: "en", Record: record, EarlierSessions: sessions,
			Utterance: "That shampoo ye telt me aboot last time, is it awright for the wean?", Expect: "unresolved", Candidates: []string{}},
	})
}

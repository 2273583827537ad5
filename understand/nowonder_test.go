package understand_test

import "testing"

// "怪不得" (no wonder) denies nothing: the 不 in it is no negation of the
// complaints it explains. A 不 of its own still denies.
func TestNoWonderDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh13: no wonder I'm tired and breathless",
			[][2]string{patient("怪不得俺老是没劲儿 爬个楼都喘 俺月经量一直可多 一来就是七八天 得用夜用的")},
			[]string{"symptom sym:dyspnea", "symptom sym:fatigue"}},
		{"no wonder, with a comma", [][2]string{patient("怪不得，我最近老头晕")}, []string{"symptom sym:dizziness"}},
		{"near-miss: its own 不 denies", [][2]string{patient("怪不得，我不头疼")}, []string{"symptom sym:headache negated"}},
		{"near-miss: a plain denial", [][2]string{patient("爬楼不喘")}, []string{"symptom sym:dyspnea negated"}},
	})
}

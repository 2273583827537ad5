package understand_test

import "testing"

// "Last time" that dates the drug or is the start of what goes on now is
// no earlier episode: the finding told in the present is current.
func TestReadLastTimeDatingTheDrug(t *testing.T) {
	runCases(t, []readCase{
		{"the tablet mentioned last time makes the patient sick", [][2]string{patient("The tablet I mentioned last time is making me feel sick.")},
			[]string{"symptom sym:nausea"}},
		{"the tablet given last time makes the ankles swell", [][2]string{patient("The tablet you gave me last time is making my ankles swell.")},
			[]string{"symptom sym:ankle_swelling"}},
		{"sick every morning since last time", [][2]string{patient("Since last time I've been feeling sick every morning.")},
			[]string{"symptom sym:nausea"}},
		{"a named drug makes the patient sick", [][2]string{patient("The ramipril is making me feel sick.")},
			[]string{"medication drug:ramipril", "symptom sym:nausea"}},
		{"the drug prescribed last time keeps making the patient dizzy", [][2]string{patient("上次开的那个药吃了老是头晕")},
			[]string{"symptom sym:dizziness"}},
		// Near misses: the episode last time, a denial since then.
		{"sick last time after the tablet", [][2]string{patient("Last time I felt sick after the tablet.")},
			[]string{"symptom sym:nausea historical"}},
		{"dizzy when taking the drug last time", [][2]string{patient("上次吃了那个药头晕")},
			[]string{"symptom sym:dizziness historical"}},
		{"no headaches since last time", [][2]string{patient("Since last time I've had no headaches.")},
			[]string{"symptom sym:headache negated"}},
	})
}

package understand_test

import "testing"

// A stop said in a clause of its own, joined by "and" to the clause that
// tells of another drug, is that clause's drug's alone: "I take amlodipine
// and I came off my atorvastatin last month" wrote the amlodipine stopped
// (session 41 blind round). A stop whose object is "it", or a list of drugs
// after one stop verb, still stops each.
func TestAStopInAClauseJoinedByAndIsItsOwn(t *testing.T) {
	runCases(t, []readCase{
		{"s41: I take X and I came off my Y", [][2]string{patient("I take amlodipine and I came off my atorvastatin last month.")},
			[]string{"medication drug:amlodipine", "medication drug:atorvastatin historical stopped"}},
		{"and I stopped the Y", [][2]string{patient("I take amlodipine and I stopped the atorvastatin.")},
			[]string{"medication drug:amlodipine", "medication drug:atorvastatin historical stopped"}},
		{"the stop first, then and I take", [][2]string{patient("I came off atorvastatin and I take amlodipine.")},
			[]string{"medication drug:amlodipine", "medication drug:atorvastatin historical stopped"}},
		{"and now take, subject unsaid", [][2]string{patient("I stopped atorvastatin and now take amlodipine.")},
			[]string{"medication drug:amlodipine", "medication drug:atorvastatin historical stopped"}},
		// Near misses: one stop verb over a list; a stop of "it"; two stops.
		{"near-miss: I stopped the X and the Y", [][2]string{patient("I stopped the amlodipine and the atorvastatin.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:atorvastatin historical stopped"}},
		{"near-miss: I came off X and Y", [][2]string{patient("I came off amlodipine and atorvastatin.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:atorvastatin historical stopped"}},
		{"near-miss: and I came off it", [][2]string{patient("I was on amlodipine and I came off it last month.")},
			[]string{"medication drug:amlodipine stopped"}},
		{"near-miss: a stop in each clause", [][2]string{patient("I stopped the amlodipine and I stopped the atorvastatin.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:atorvastatin historical stopped"}},
	})
}

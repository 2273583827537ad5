package understand_test

import "testing"

// A switch told with its reason: "hydrocortisone cream, didn't do much so
// the GP switched her to eumovate last week" kept the hydrocortisone
// active (s43 blind round 8, en17). Eumovate (clobetasone butyrate) was
// not in the lexicon, so no switch was read; and "didn't do much" says the
// drug had no effect, it denies nothing after it.
func TestASwitchToldWithAReason(t *testing.T) {
	runCases(t, []readCase{
		{"r8 en17: didn't do much so the GP switched her to eumovate", [][2]string{
			patient("this is her dad writing. my daughter's eczema flared again, mostly on her elbows"),
			assistant("What has she been using?"),
			patient("hydrocortisone cream, didn't do much so the GP switched her to eumovate last week")},
			[]string{"medication drug:hydrocortisone historical stopped", "medication drug:clobetasone relayed"}},
		{"told of oneself", [][2]string{assistant("What have you been using?"),
			patient("hydrocortisone cream, didn't do much so the GP switched me to eumovate last week")},
			[]string{"medication drug:hydrocortisone historical stopped", "medication drug:clobetasone relayed"}},
		{"near miss: a switch with no reason", [][2]string{patient("I was on hydrocortisone cream but the GP switched me to eumovate last week")},
			[]string{"medication drug:hydrocortisone historical stopped", "medication drug:clobetasone relayed"}},
		{"near miss: a drug that did little is still taken", [][2]string{patient("the ibuprofen didn't do much")},
			[]string{"medication drug:ibuprofen"}},
		{"near miss: a drug not taken is still denied", [][2]string{patient("I didn't take any ibuprofen")},
			[]string{"medication drug:ibuprofen negated"}},
	})
}

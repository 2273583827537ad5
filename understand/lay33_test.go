package understand_test

import "testing"

// Session 33's recall round on lay and spoken phrasings: each class a
// phrase patients use for a finding, with near misses where the same words
// are everyday speech and must state nothing.
func TestLayPhrasings33(t *testing.T) {
	runCases(t, []readCase{
		// A weight change said as an amount (extract/lay33.go).
		{"weight lost as an amount", [][2]string{patient("I've lost about eight pounds since Christmas without trying")}, []string{"symptom sym:weight_loss"}},
		{"weight put back on", [][2]string{patient("I've put back on three kilos since the summer")}, []string{"symptom sym:weight_gain"}},
		{"斤 lost", [][2]string{patient("这俩月瘦了得有十来斤")}, []string{"symptom sym:weight_loss"}},
		{"pounds lost on a bet are money", [][2]string{patient("I lost fifty pounds on the horses on Saturday")}, []string{}},
		{"a baby's weight is the baby's", [][2]string{patient("the baby's put on about eight pounds")}, []string{}},
		{"a wish to lose weight is none lost", [][2]string{patient("if anything I could do with losing a few pounds")}, []string{}},
		// Nights up, as a count.
		{"up at night, counted", [][2]string{patient("I'm up three or four times a night now")}, []string{"symptom sym:nocturia"}},
		{"夜里起来几趟", [][2]string{patient("夜里起来三四趟，都是去解小便")}, []string{"symptom sym:nocturia"}},
		{"up at night with the baby", [][2]string{patient("I'm up twice a night with the baby")}, []string{}},
		{"起来喝水", [][2]string{patient("一晚上要起来喝好几回水")}, []string{}},
		// British "sick" for vomiting.
		{"sick, counted", [][2]string{patient("I was sick twice last night")}, []string{"symptom sym:vomiting"}},
		{"not actually sick", [][2]string{clinician("Any vomiting?"), patient("I haven't actually been sick, just queasy")}, []string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"sick of something", [][2]string{patient("I'm sick of waiting for the hospital to ring")}, []string{}},
		{"sick twice this winter is ill", [][2]string{patient("I've been sick twice this winter with colds")}, []string{"condition cond:common_cold"}},
		// Bunged up.
		{"tablets bunged me up", [][2]string{patient("the codeine bunged me up something awful")}, []string{"medication drug:codeine", "symptom sym:constipation"}},
		{"a bunged up nose", [][2]string{patient("my nose is all bunged up")}, []string{"symptom sym:nasal_congestion"}},
		{"a bunged up toilet", [][2]string{patient("the toilet's bunged up again, the plumber is coming")}, []string{}},
	})
}

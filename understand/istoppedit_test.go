package understand_test

import "testing"

// "I've stopped it", of the one drug the last turns named, stops that drug:
// "the doc started me on allopurinol for gout about 2 weeks ago" … "I've
// stopped it since yesterday cos of the rash" kept the allopurinol active
// (s44 blind round 10, en13). Two drugs named, a stop asked or to come, or
// a stop denied, stop nothing.
func TestIStoppedItStopsTheOneDrugJustNamed(t *testing.T) {
	started := patient("yeah the doc started me on allopurinol for gout about 2 weeks ago")
	runCases(t, []readCase{
		{"stopped it since yesterday", [][2]string{started, patient("I've stopped it since yesterday cos of the rash. Not itchy really, a bit sore")},
			[]string{"medication drug:allopurinol stopped", "symptom sym:itching negated", "symptom sym:rash"}},
		{"stopped taking it", [][2]string{patient("I'm on amlodipine 5mg"), assistant("Any side effects?"), patient("it made me dizzy so I stopped taking it last week")},
			[]string{"medication drug:amlodipine stopped", "symptom sym:dizziness historical"}},
		{"came off them", [][2]string{patient("I take sertraline 50mg"), patient("actually I came off them a month ago")},
			[]string{"medication drug:sertraline stopped"}},
		// Near misses.
		{"two drugs named", [][2]string{patient("I take ramipril and amlodipine"), patient("I stopped it last week")},
			[]string{}},
		{"a stop asked", [][2]string{started, patient("should I stop it?")},
			[]string{}},
		{"a stop to come", [][2]string{started, patient("I'll stop it if the rash gets worse")},
			[]string{"symptom sym:rash hypothetical"}},
		{"a stop denied", [][2]string{started, patient("I haven't stopped it yet")},
			[]string{}},
	})
}

// The patient's word of the drug just before is withdrawn with the stop,
// so the gate writes a drug taken and stopped, not a contradiction; a
// clinician's word of it is not the patient's to withdraw.
func TestIStoppedItWithdrawsThePatientsWordBefore(t *testing.T) {
	r := newReader(t)
	rd := readLast(r, patient("yeah the doc started me on allopurinol for gout about 2 weeks ago"), patient("I've stopped it since yesterday cos of the rash."))
	if len(rd.Withdrawn) != 1 || rd.Withdrawn[0].Concept != "drug:allopurinol" {
		t.Errorf("withdrawn %+v, want the allopurinol told before", rd.Withdrawn)
	}
	rd = readLast(r, clinician("You're on allopurinol, aren't you?"), patient("I stopped it last week."))
	for _, w := range rd.Withdrawn {
		if w.Concept == "drug:allopurinol" {
			t.Errorf("withdrawn %+v, want nothing: the clinician named it", rd.Withdrawn)
		}
	}
}

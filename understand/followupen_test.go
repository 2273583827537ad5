package understand_test

import "testing"

// Session 51's English constructions of the follow-up visit (followup dev
// en-y1), each with near misses.

// A course finished, told of the one drug just named without naming it:
// "finished the tablets", "completed the course", "the tablets are all
// finished" (finishedit.go, istoppedit.go).
func TestACourseFinishedOfTheDrugJustNamed(t *testing.T) {
	shingles := [][2]string{patient("I've a rash of blisters round the right side of me chest, and it's sore as anything."),
		clinician("That's shingles. Valaciclovir 1 g three times a day for seven days.")}
	with := func(last string) [][2]string { return append(append([][2]string(nil), shingles...), patient(last)) }
	// read gives the last turn's statements: the stop, and the rash the
	// blisters were.
	runCases(t, []readCase{
		{"followup dev en-y1-032: finished the tablets, but that side still hurts", with("Back to you after the fortnight. The blisters are all crusted and gone, finished the tablets, but that side still hurts, especially when me shirt rubs it."),
			[]string{"medication drug:valacyclovir stopped", "symptom sym:rash historical"}}, // the blisters are the rash (referredover.go)
		{"completed the course", with("I completed the course on Friday."),
			[]string{"medication drug:valacyclovir stopped"}},
		{"near miss: nearly finished the tablets", with("I've nearly finished the tablets."),
			[]string{}},
		{"near miss: not finished yet", with("I haven't finished the tablets yet."),
			[]string{}},
		{"near miss: when I finish the tablets", with("What do I do when I've finished the tablets?"),
			[]string{}},
	})
}

// British clippings of drug names: "Finished the doxy on Thursday",
// "Finished the fluclox last night", "levocet taking daily" (followup dev
// en-y1-002, -015, -024; drugs.csv lay names).
func TestClippedDrugNames(t *testing.T) {
	runCases(t, []readCase{
		{"followup dev en-y1-002: finished the doxy", [][2]string{patient("It's me again about my chest. Finished the doxy on Thursday.")},
			[]string{"medication drug:doxycycline stopped"}},
		{"followup dev en-y1-015: finished the fluclox", [][2]string{patient("Seven days on. Finished the fluclox last night.")},
			[]string{"medication drug:flucloxacillin stopped"}},
		{"followup dev en-y1-024: levocet taking daily", [][2]string{patient("sir 2 weeks over. levocet taking daily")},
			[]string{"medication drug:levocetirizine"}},
		{"near miss: doxazosin is no doxy", [][2]string{patient("I take doxazosin 4 mg.")}, []string{"medication drug:doxazosin"}},
	})
}

// "No more X", "no longer X" and "X anymore" end a complaint the patient
// told of before rather than deny it: the words presuppose it was there
// (nomore.go). Untold before, they stay a denial.
func TestNoMoreEndsAComplaint(t *testing.T) {
	runCases(t, []readCase{
		{"followup dev en-y1-006: the fever has gone, no more headache", [][2]string{patient("Doctor, the fever don catch me since Friday, body dey pain me, headache too much."),
			clinician("The malaria test is positive. Take artemether-lumefantrine, four tablets twice a day for three days."),
			patient("Doctor I'm back o. I finished the Coartem on Monday. The fever has gone, no more headache.")},
			[]string{"medication drug:artemether_lumefantrine stopped", "symptom sym:fever historical", "symptom sym:headache historical"}},
		{"no longer dizzy", [][2]string{patient("I keep getting dizzy."), clinician("Stop the doxazosin."), patient("I'm no longer dizzy.")},
			[]string{"symptom sym:dizziness historical"}},
		{"no headaches anymore", [][2]string{patient("I get headaches most days."), clinician("Try this."), patient("No headaches anymore.")},
			[]string{"symptom sym:headache historical"}},
		{"near miss: no more headaches never told before stays a denial", [][2]string{clinician("Any headaches?"), patient("No more headaches.")},
			[]string{"symptom sym:headache negated"}},
		{"near miss: a plain no stays a denial", [][2]string{patient("I get headaches most days."), clinician("Try this."), patient("No headache today.")},
			[]string{"symptom sym:headache negated"}},
	})
}

package understand_test

import "testing"

// A turn that gives two readings of one quantity, the first dated earlier
// and the second later ("Temp was 38.4 last night, this morning 37.2"),
// has the later as the reading of now; s42 blind round 7 (en12) kept the
// first alone. Another quantity, or a second value that is no reading of
// the first's kind, keeps the first.
func TestAReadingThenAndNowIsTheLater(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s42 round 7: last night, this morning 37.2", [][2]string{patient("Temp was 38.4 last night, this morning 37.2")},
			[]string{"vital:temperature 37.2 °C"}},
		{"the later value before its time", [][2]string{patient("Temp was 38.4 last night, 37.2 this morning")},
			[]string{"vital:temperature 37.2 °C"}},
		{"a sugar yesterday and today", [][2]string{patient("My sugar was 7.8 yesterday and 6.5 today")},
			[]string{"lab:glucose 6.5 mmol/L"}},
		{"昨晚38度5，今天早上37度6", [][2]string{patient("体温昨晚38.5，今天早上37.6")},
			[]string{"vital:temperature 37.6 °C"}},
		// Near misses: one reading; another quantity after it; a count after it.
		{"near miss: one reading", [][2]string{patient("Temp was 38.4 last night")}, []string{"vital:temperature 38.4 °C"}},
		{"near miss: another quantity later", [][2]string{patient("Temp was 38.4 last night, this morning my sugar was 6.5")},
			[]string{"lab:fasting_glucose 6.5 mmol/L", "vital:temperature 38.4 °C"}},
		{"near miss: a count later", [][2]string{patient("Temp was 38.4 last night, this morning I took 2 paracetamol")},
			[]string{"vital:temperature 38.4 °C"}},
		{"near miss: someone else's later", [][2]string{patient("Temp was 38.4 last night, my son's was 37.2 this morning")},
			[]string{"vital:temperature 38.4 °C"}},
		// s51 blind round 20 en01: a result told with the one before it,
		// by a clinician; a repeat is the same quantity whatever its size.
		{"s51 round 20 en01: when you left, the repeat today", [][2]string{clinician("Good. Your CRP was 38 when you left, the repeat today is 6, and the X-ray shows the pneumonia has cleared.")},
			[]string{"lab:crp 6"}},
		{"last week, and it's … today", [][2]string{clinician("Your potassium was 5.9 last week and it's 4.8 today.")},
			[]string{"lab:potassium 4.8"}},
		{"near miss: a repeat to come", [][2]string{clinician("Your CRP was 38 when you left, we'll repeat it in 2 weeks.")},
			[]string{"lab:crp 38"}},
	})
}

// A reading the speaker corrects later in the turn ("Scale says 82 kg.
// Actually hang on, I've still got my boots on, call it 80") is the
// corrected value: s42 blind round 7 (en18) kept the 82. A value that is
// not a reading of the same size, or no correction, keeps the first.
func TestAReadingCorrectedLaterInTheTurn(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s42 round 7: call it 80", [][2]string{patient("Scale says 82 kg. Actually hang on, I've still got my boots on, call it 80")},
			[]string{"vital:weight 80 kg"}},
		{"make it 80", [][2]string{patient("I weighed 82 kg this morning, well, make it 81 without my shoes")},
			[]string{"vital:weight 81 kg"}},
		// Near misses.
		{"near miss: no correction", [][2]string{patient("Scale says 82 kg. I've still got my boots on.")}, []string{"vital:weight 82 kg"}},
		{"near miss: call it something else", [][2]string{patient("Scale says 82 kg, call it a win")}, []string{"vital:weight 82 kg"}},
		{"near miss: someone else's number", [][2]string{patient("Scale says 82 kg. My husband is 80.")}, []string{"vital:weight 82 kg"}},
	})
}

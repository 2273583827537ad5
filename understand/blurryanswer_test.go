package understand_test

import "testing"

// Vision asked after, and an answer that is only how it looks: "Any change
// in your vision? Discharge?" "Bit blurry. There's a bit of gunk in the
// morning" (s46 blind round 13 en10) read nothing, and "A bit blurry." to
// the vision alone read only a change of vision. A short clause of blurry,
// blurred, fuzzy or hazy answering a vision question is blurred vision; the
// same words with no vision asked, or of something else ("the photo's
// blurry"), are not.
func TestBlurryAnsweringVisionIsBlurredVision(t *testing.T) {
	vision := assistant("Any change in your vision? Discharge?")
	runCases(t, []readCase{
		{"r13 en10: Bit blurry.", [][2]string{vision, patient("Bit blurry. There's a bit of gunk in the morning")},
			[]string{"symptom sym:blurred_vision"}},
		{"vision alone: A bit blurry.", [][2]string{assistant("Any change in your vision?"), patient("A bit blurry.")},
			[]string{"symptom sym:blurred_vision"}},
		// Near misses: unchanged.
		{"near miss: no vision asked", [][2]string{assistant("How was the scan?"), patient("Bit blurry.")},
			[]string{}},
		{"near miss: a no to the vision", [][2]string{assistant("Any change in your vision?"), patient("No, it's fine.")},
			[]string{"symptom sym:visual_disturbance negated"}},
		{"near miss: yes to blurry asked", [][2]string{assistant("Is your vision blurry?"), patient("A bit.")},
			[]string{"symptom sym:blurred_vision"}},
	})
}

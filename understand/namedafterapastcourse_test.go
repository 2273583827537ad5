package understand_test

import "testing"

// A drug named after a comma, in apposition to what a past course was on,
// is that course's drug: "I was on the combined pill before I got
// pregnant, Microgynon" wrote Microgynon taken now (s44 blind round 10,
// en12), as "I used to take a statin, simvastatin" did. A "now" after the
// course, or a drug of another kind, is not the course's.
func TestADrugNamedAfterAPastCourseIsThatCourse(t *testing.T) {
	runCases(t, []readCase{
		{"the pill before pregnancy, by brand", [][2]string{patient("I was on the combined pill before I got pregnant, Microgynon. Had a DVT scare once but the scan was negative")},
			[]string{"condition cond:deep_vein_thrombosis historical hypothetical", "medication drug:levonorgestrel_ethinylestradiol historical stopped"}},
		{"used to take a statin, by name", [][2]string{patient("I used to take a statin, simvastatin.")},
			[]string{"medication drug:simvastatin historical stopped"}},
		{"a blood thinner, by name", [][2]string{patient("I used to be on a blood thinner, warfarin.")},
			[]string{"medication drug:warfarin historical stopped"}},
		// Near misses: taken now, or another drug now.
		{"on the pill now, by brand", [][2]string{patient("I am on the combined pill, Microgynon.")},
			[]string{"medication drug:levonorgestrel_ethinylestradiol"}},
		{"a course before, a drug now", [][2]string{patient("I was on the pill before I got pregnant, now I take Cerazette.")},
			[]string{"medication class:birth_control historical stopped", "medication drug:desogestrel"}},
		{"a past course by name alone", [][2]string{patient("I used to take simvastatin.")},
			[]string{"medication drug:simvastatin historical stopped"}},
	})
}

package understand_test

import "testing"

// A measure named as the yardstick of another reading is not measured (en/u1:
// "for your height I'd expect more like five hundred and sixty"). A measure
// told as the patient's keeps its value.
func TestMeasureNamedAsYardstick(t *testing.T) {
	runCases(t, []readCase{
		{"u1: the peak flow expected for the height", [][2]string{
			clinician("Okay, best of three is four hundred and ten, and for your height I'd expect more like five hundred and sixty, so that's lower.")},
			[]string{}},
		{"the weight expected for his height", [][2]string{
			clinician("For his height I'd want him nearer seventy kilos.")},
			[]string{}},
		{"near miss: the height measured", [][2]string{
			clinician("Your height is one hundred and seventy.")},
			[]string{"observation vital:height"}},
	})
}

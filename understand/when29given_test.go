package understand_test

import "testing"

// A drug had as courses counted in times, or given in one administration,
// is over (session 29): written for the test.
func TestCoursesAndSingleDosesSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a short-course drug counted in times had", [][2]string{patient("I've had amoxicillin loads of times for my chest over the years.")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"a short-course drug taken some times a day goes on", [][2]string{patient("I take amoxicillin three times a day.")},
			[]string{"medication drug:amoxicillin"}},
		{"a drug given as one treatment in the past", [][2]string{patient("In the ambulance I got ipratropium nebuliser treatment.")},
			[]string{"medication class:inhalers stopped", "medication drug:ipratropium stopped"}},
		{"a drug given as treatments every week goes on", [][2]string{patient("I get infliximab infusion every eight weeks.")},
			[]string{"medication drug:infliximab"}},
	})
}

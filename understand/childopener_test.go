package understand_test

import "testing"

// A first turn opening with a child and their age speaks for the child;
// with the speaker's own finding told, or a parent named, it does not.
func TestAChildOpenedWithTheirAgeIsThePatient(t *testing.T) {
	runCases(t, []readCase{
		{"r14 en05: my son 6 years old lah … got rash on his tummy", [][2]string{patient("Doctor my son 6 years old lah, fever since Sunday, today 39.5 still, very lethargic one"),
			patient("Got rash on his tummy since this morning, then gums bleed a bit when brush teeth")},
			[]string{"symptom sym:gum_bleeding", "symptom sym:rash"}},
		{"r14 en11: my daughter Mia (14) rolled her ankle", [][2]string{patient("Hi, my daughter Mia (14) rolled her ankle at netball this arvo, it's swollen like a balloon")},
			[]string{"condition cond:ankle_sprain"}},
		{"r14 en11: she can't put any weight on it", [][2]string{patient("Hi, my daughter Mia (14) rolled her ankle at netball this arvo"), patient("She can't put any weight on it. No numbness in her toes")},
			[]string{"symptom sym:gait_problem", "symptom sym:numbness negated"}},
		{"r14 en05: I scared it's dengue", [][2]string{patient("Doctor my son 6 years old lah, fever since Sunday"), patient("Our block got dengue cluster, I scared it's dengue")},
			[]string{"condition cond:dengue uncertain"}},
		{"near-miss: the speaker's own finding too", [][2]string{patient("My son is 6 and I've had this cough since he brought it home"), patient("She's got asthma")},
			[]string{"condition cond:asthma of other"}},
		{"near-miss: a parent with an age", [][2]string{patient("My dad, 60 years old, had a heart attack")},
			[]string{"condition cond:myocardial_infarction historical of father"}},
		{"near-miss: a time ago, no age", [][2]string{patient("My daughter 3 years ago was diagnosed with diabetes")},
			[]string{"condition cond:diabetes relayed of child"}},
		{"near-miss: not the first patient turn", [][2]string{patient("I've had a cough for a week"), patient("My son 6 years old has a cough too")},
			[]string{"symptom sym:cough of child"}},
	})
}

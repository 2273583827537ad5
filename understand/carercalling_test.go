package understand_test

import "testing"

// Staff calling about a resident by title and name speak for him; the
// carer's own cold is written nowhere. A carer about themselves, or a
// relative, reads as before.
func TestStaffCallingAboutAResidentSpeakForHim(t *testing.T) {
	call := patient("Hello, I'm a carer at Rowan House, calling about Mr Patel in room 4. He's much more chesty today")
	runCases(t, []readCase{
		{"r14 en13: I'm a carer at Rowan House, calling about Mr Patel", [][2]string{call},
			[]string{"symptom sym:chest_congestion"}},
		{"r14 en13: He's got COPD and diabetes", [][2]string{call, patient("His temperature is 38.1. He's got COPD and diabetes, he's on insulin")},
			[]string{"condition cond:copd", "condition cond:diabetes", "medication class:insulins", "observation vital:temperature"}},
		{"r14 en13: the carer's own cold", [][2]string{call, patient("Sorry, I've got a stinking cold myself so I'm wearing a mask")},
			[]string{"condition cond:common_cold of other"}},
		{"near-miss: a carer about their own back", [][2]string{patient("I'm a carer at Rowan House and I've had back pain for a week")},
			[]string{"symptom sym:back_pain"}},
		{"near-miss: no resident named", [][2]string{patient("I'm a carer at Rowan House, calling about my own results"), patient("He's got COPD")},
			[]string{"condition cond:copd of other"}},
	})
}

// Staff who say only which care home they call from, by a name, speak for
// the resident they name by title as a carer who gives their role does
// (s47 blind round 15 en07).
func TestStaffFromACareHomeSpeakForTheResident(t *testing.T) {
	call := patient("Hi, this is Donna from Maple Grove care home, I'm calling about Mr Patel in room 12.")
	runCases(t, []readCase{
		{"r15 en07: he's more confused", [][2]string{call, patient("He's more confused than usual since yesterday, and his urine is really dark and smelly.")},
			[]string{"symptom sym:confusion", "symptom sym:discolored_urine"}},
		{"r15 en07: his med list", [][2]string{call, clinician("What's on his med list?"), patient("Donepezil 10 at night, tamsulosin, and the lisinopril.")},
			[]string{"medication drug:donepezil", "medication drug:lisinopril", "medication drug:tamsulosin"}},
		{"r15 en07: the carer's own cold", [][2]string{call, clinician("Allergies?"), patient("Says here codeine, it made him vomit. Oh and I've got a cold myself so I'm wearing a mask, don't worry.")},
			[]string{"allergy drug:codeine", "condition cond:common_cold of other"}},
		{"near-miss: from a school, not a home", [][2]string{patient("Hi, this is Donna from Maple Grove school, I'm calling about Mr Patel."), patient("He's more confused than usual")},
			[]string{"symptom sym:confusion of other"}},
		{"s53 r21 en17: from an agency, calling about Mr Robson, I'm his carer", [][2]string{patient("Hiya pet, it's Dawn from Riverside Care. I'm calling about Mr Robson, I'm his carer. He's 79, he's got Parkinson's.")},
			[]string{"condition cond:parkinson_disease"}},
		{"s53 r21 en17, the next call: from Riverside Care again, about Mr Robson", [][2]string{patient("Hiya, it's Dawn from Riverside Care again, about Mr Robson. No falls since we stopped the tamsulosin, and he's got a cough.")},
			[]string{"medication drug:tamsulosin historical stopped", "symptom sym:cough", "symptom sym:falls negated"}},
		{"near-miss: calling about Mr Robson, a neighbour", [][2]string{patient("Hiya, it's Dawn. I'm calling about Mr Robson, he's my neighbour. He's got Parkinson's.")},
			[]string{"condition cond:parkinson_disease of other"}},
		{"near-miss: from the home but about nobody by title", [][2]string{patient("Hi, this is Donna from Maple Grove care home, I'm calling about my own back pain.")},
			[]string{"symptom sym:back_pain"}},
	})
}

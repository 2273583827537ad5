package understand_test

import "testing"

// A complaint told over in plain words the older rules missed: placed "at
// the beginning" with nothing of it now, dated "ago" and ended by "now it's
// fine" (undated, it may be this week's, which PriMock57's notes keep), followed
// by a sentence saying there was none since, or named as a time with "me"
// for "my" ("after me chest infection").
func TestOverToldPlainly(t *testing.T) {
	runCases(t, []readCase{
		{"s1: spotting at the beginning, now nothing", [][2]string{
			clinician("Any bleeding from the vagina, or pain or swelling in your calves?"),
			patient("Just a little brown spotting at the beginning, now nothing. Legs are fine.")},
			[]string{"symptom sym:vaginal_bleeding historical", "symptom sym:calf_pain negated"}},
		{"a headache at the beginning", [][2]string{patient("I had a headache at the beginning, but the cough is the worst.")},
			[]string{"symptom sym:headache historical", "symptom sym:cough"}},
		{"s1: hurt my lower back four years ago, now it's fine", [][2]string{
			clinician("Any back problems? There's a lot of moving and handling."),
			patient("Before, in Riyadh, I hurt my lower back lifting a heavy patient, maybe four years ago, I had physio for six weeks, and now it's fine, no pain.")},
			[]string{"symptom sym:low_back_pain historical"}},
		{"knee pain two years ago, but now it's okay", [][2]string{patient("I had knee pain two years ago, but now it's okay.")},
			[]string{"symptom sym:knee_pain historical"}},
		{"undated, now it's fine is left as told", [][2]string{patient("My knee was sore and now it's fine.")},
			[]string{"symptom sym:knee_pain"}},
		{"s1: not had a twinge since", [][2]string{clinician("The omeprazole, do you remember why you started it?"),
			patient("I had a bit of indigestion, oh, years back, Dr Reed put me on it. Not had a twinge since.")},
			[]string{"symptom sym:indigestion historical"}},
		{"haven't had one since", [][2]string{patient("I had a migraine at Easter. Haven't had one since.")},
			[]string{"condition cond:migraine historical"}},
		{"s1: after me chest infection", [][2]string{
			patient("I were only on it when the bowels were bad after me chest infection. I'm right as rain that way now.")},
			[]string{"condition cond:lower_respiratory_infection historical"}},
		// Near misses: what began at the start and goes on, a good thing not
		// had since, and a cough said first with "at the beginning" before it.
		{"a cough at the beginning and still", [][2]string{patient("The cough started at the beginning and I still have it.")},
			[]string{"symptom sym:cough"}},
		{"not had a good night since", [][2]string{patient("I've had this back pain since March. Not had a good night since.")},
			[]string{"symptom sym:back_pain"}},
		{"now it's worse goes on", [][2]string{patient("The knee was sore last week and now it's worse.")},
			[]string{"symptom sym:knee_pain"}},
		{"at the beginning, before the cough", [][2]string{patient("I, at the beginning, like when I was starting to have the coughing and stuff, I had a little bit of diarrhea.")},
			[]string{"symptom sym:cough", "symptom sym:diarrhea"}},
	})
}

// A hedge said as an afterthought, a clause of its own right after the
// complaint ("A bit woozy first thing, perhaps, but…"), hedges it; a filler
// of speech ("sort of") or a rounded length ("or so") does not.
func TestAfterthoughtHedge(t *testing.T) {
	runCases(t, []readCase{
		{"s1: woozy first thing, perhaps", [][2]string{
			clinician("Have you had any falls, or felt unsteady?"),
			patient("Yes, all right, I'll take them to Boots tomorrow. No falls. A bit woozy first thing, perhaps, but I put that down to the tablets.")},
			[]string{"symptom sym:falls negated", "symptom sym:dizziness uncertain"}},
		{"a little swelling, maybe", [][2]string{patient("There's a little swelling round the ankle, maybe.")},
			[]string{"symptom sym:ankle_swelling uncertain"}},
		{"a rash, possibly, on the back", [][2]string{patient("I've got a rash, possibly, on my back.")},
			[]string{"symptom sym:rash uncertain"}},
		// Near misses.
		{"a headache for two days or so", [][2]string{patient("I've had a headache for two days, or so.")},
			[]string{"symptom sym:headache"}},
		{"a cough, sort of, at night", [][2]string{patient("I've got a cough, sort of, at night.")},
			[]string{"symptom sym:cough"}},
		{"a plain headache", [][2]string{patient("I've got a headache, but it's getting better.")},
			[]string{"symptom sym:headache"}},
	})
}

// The state someone found the patient in, told in the simple past, was
// that moment's: "My wife found me out by the shed talking foolishness,
// sweating like a hog".
func TestStateFoundInIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"s1: found me sweating like a hog", [][2]string{
			clinician("The paramedics tell me your sugar was real low at the house. How you feeling now?"),
			patient("Better, doc, a whole lot better. I'm just embarrassed, is all. My wife found me out by the shed talking foolishness, sweating like a hog.")},
			[]string{"symptom sym:sweating historical"}},
		{"the carer found me confused", [][2]string{patient("The carer found me on the kitchen floor, confused and shaking.")},
			[]string{"symptom sym:confusion historical", "symptom sym:tremor historical"}},
		{"came home to find me vomiting", [][2]string{patient("My son came home to find me vomiting in the bathroom.")},
			[]string{"symptom sym:vomiting historical"}},
		// Near misses: still so, and a finding of one's own.
		{"found me sweating and I still am", [][2]string{patient("She found me sweating and I'm still sweating now.")},
			[]string{"symptom sym:sweating"}},
		{"I find myself sweating at night", [][2]string{patient("I find myself sweating at night.")},
			[]string{"symptom sym:night_sweats"}},
	})
}

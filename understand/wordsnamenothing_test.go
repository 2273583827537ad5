package understand_test

import "testing"

// "Left side" right after a body part says which one it is, not the flank:
// "my big toe left side very pain".
func TestSideOfABodyPartIsNoFlank(t *testing.T) {
	runCases(t, []readCase{
		{"s1: big toe left side very pain", [][2]string{assistant("Hello! How can I help you today?"),
			patient("hi my big toe left side very pain and swollen since yesterday nite, cannot even put blanket on it. i think gout again")},
			[]string{"condition cond:gout uncertain"}},
		{"my knee right side pain: no flank", [][2]string{patient("my knee right side pain since monday")},
			nil},
		// Near misses: the side of the trunk itself hurts.
		{"pain in my left side", [][2]string{patient("I've got a pain in my left side.")},
			[]string{"symptom sym:flank_pain"}},
		{"side pain after a site elsewhere in the sentence", [][2]string{patient("My knee is fine but I have side pain.")},
			[]string{"symptom sym:flank_pain"}},
	})
}

// Scratched "until bleed" says how bad the itch is, not a bleed ("itchy
// until bleed"), as "made it bleed" does.
func TestItchyUntilItBleeds(t *testing.T) {
	runCases(t, []readCase{
		{"s1: itchy until bleed", [][2]string{assistant("How can I help?"),
			patient("hi my eczema flare up v bad since last wk, inner elbows n behind knees, itchy until bleed. cannot sleep")},
			[]string{"condition cond:eczema", "symptom sym:itching", "symptom sym:insomnia"}},
		{"scratch till it bleeds", [][2]string{patient("My scalp is so itchy I scratch till it bleeds.")},
			[]string{"symptom sym:itching"}},
		// Near miss: a bleed of its own.
		{"a cut that bleeds", [][2]string{patient("The cut keeps bleeding.")},
			[]string{"symptom sym:bleeding"}},
	})
}

// A drug the patient asks for ("abeg I need cipro") is a claim, not a drug
// taken; one of their own they need more of is left alone.
func TestDrugAskedForIsAClaim(t *testing.T) {
	runCases(t, []readCase{
		{"s1: abeg I need cipro", [][2]string{clinician("good afternoon sir how can i help you"),
			patient("afternoon ma abeg i need cipro or that ampiclox i think na typhoid dey worry me since three days")},
			[]string{"medication drug:ciprofloxacin uncertain", "condition cond:typhoid uncertain"}},
		{"I need some amoxicillin", [][2]string{patient("I need some amoxicillin, my throat is killing me.")},
			[]string{"medication drug:amoxicillin uncertain", "symptom sym:sore_throat"}},
		{"I'd like a ventolin", [][2]string{patient("Hi, I'd like a Ventolin please.")},
			[]string{"medication drug:salbutamol uncertain"}},
		// Near misses: a refill of the patient's own drug, and one taken.
		{"I need my metformin", [][2]string{patient("I need my metformin refilled.")},
			[]string{"medication drug:metformin"}},
		{"I take amoxicillin", [][2]string{patient("I take amoxicillin three times a day.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

// Temazepam is a drug of its own ("one of Gerald's sleeping tablets, the
// temazepam", "stop the temazepam"), and "postherpetic neuralgia", a name
// the lexicon lacks, is no neuralgia told.
func TestTemazepamAndPostherpeticNeuralgia(t *testing.T) {
	runCases(t, []readCase{
		{"s1: stop the temazepam", [][2]string{
			clinician("I'd like you to stop the temazepam, they weren't prescribed for you.")},
			[]string{"medication drug:temazepam stopped"}},
		{"on temazepam", [][2]string{patient("I take temazepam 10 mg at night.")},
			[]string{"medication drug:temazepam"}},
		{"s1: that's what we call postherpetic neuralgia", [][2]string{
			clinician("that's what we call postherpetic neuralgia and you're on the gabapentin three hundred three times a day how are you doing on that")},
			[]string{"medication drug:gabapentin"}},
		{"post-traumatic headache", [][2]string{clinician("This is a post-traumatic headache.")}, nil},
		// Near miss: a neuralgia told plainly.
		{"you have neuralgia", [][2]string{clinician("You have neuralgia.")},
			[]string{"condition cond:neuropathic_pain"}},
	})
}

// Periods not yet back ("No period yet." six weeks after a birth, "my
// periods haven't come back since I stopped the pill") are amenorrhoea,
// not a missed period; a period late is still missed.
func TestPeriodNotBackYetIsAmenorrhoea(t *testing.T) {
	runCases(t, []readCase{
		{"s1: no period yet", [][2]string{clinician("Well done. Has your period come back? And have you thought about family planning?"),
			patient("No period yet. I'm still breastfeeding.")},
			[]string{"condition cond:amenorrhea"}},
		{"no period yet after the baby", [][2]string{clinician("Any periods?"), patient("No period yet, the baby is three months.")},
			[]string{"condition cond:amenorrhea"}},
		// Near misses: a period late, and periods ended by the menopause.
		{"my period is late", [][2]string{patient("My period is late, about ten days.")},
			[]string{"symptom sym:missed_period"}},
		{"no period this month", [][2]string{patient("No period this month and I feel sick.")},
			[]string{"symptom sym:missed_period", "symptom sym:nausea"}},
	})
}

// "The wound" after an operation is the operation's cut, no wound of its
// own; a wound the patient came with is one.
func TestSurgicalWoundIsNoNewWound(t *testing.T) {
	runCases(t, []readCase{
		{"s1: the wound after a hysterectomy", [][2]string{
			clinician("I'm just ringing to check how you're doing since your hysterectomy."),
			patient("Yes, I'm doing well o, thank you. Ten days now. The wound is a bit sore when I cough or stand up too fast, but every day it's better.")},
			nil},
		{"the wound after a caesarean", [][2]string{clinician("How are you since the caesarean section?"),
			patient("The wound is a bit red.")},
			nil},
		// Near misses: a wound with no operation named, and one after an operation only planned.
		{"a wound from a nail", [][2]string{patient("I've got a wound on my hand from a nail.")},
			[]string{"symptom sym:wound"}},
		{"the wound with no operation", [][2]string{clinician("What brings you in?"), patient("The wound on my leg won't heal.")},
			[]string{"symptom sym:wound"}},
	})
}

package understand_test

import "testing"

// Session 34 (en/r1): the English classes of wrong writes of en/r1. Each
// table holds the r1 sentence, sentences of the same class written for the
// test (other illnesses, other regions, Chinese where the class exists),
// and near-misses that must keep their reading.

// An illness dated to the patient's boyhood in the North ("as a lad", "when
// I was a lass") was had then: history, not a current illness.
func TestChildhoodAsALadSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: chickenpox as a lad", [][2]string{patient("I had chickenpox as a lad, we all did, all five of us.")},
			[]string{"condition cond:chickenpox historical"}},
		{"measles when I was a lass", [][2]string{patient("I had measles when I was a lass.")},
			[]string{"condition cond:measles historical"}},
		{"asthma as a young lad", [][2]string{patient("Had asthma as a young lad, grew out of it.")},
			[]string{"condition cond:asthma historical"}},
		{"kept going since a lad stays current", [][2]string{patient("I've had asthma since I was a lad.")},
			[]string{"condition cond:asthma"}},
		{"a current illness beside it stays", [][2]string{patient("I've got a cough now. Had whooping cough as a lad an' all.")},
			[]string{"symptom sym:cough", "condition cond:whooping_cough historical"}},
	})
}

// Someone else's illness or drug told in regional English: a family member
// named with "our", a third person's body part, a mate asked about in a
// cleft question, a wife's drug typed without its apostrophe. The
// patient's own illness said beside it stays.
func TestSomeoneElsesSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: our Brian", [][2]string{patient("The wife still does, mind. Our Brian had the lung cancer, that's what frightened me off them.")},
			[]string{"condition cond:lung_cancer of other"}},
		{"our Tracey's diabetes", [][2]string{patient("Our Tracey has diabetes.")},
			[]string{"condition cond:diabetes of other"}},
		{"the patient's own beside our Brian", [][2]string{patient("Our Brian had the lung cancer. I've got asthma meself.")},
			[]string{"condition cond:lung_cancer of other", "condition cond:asthma"}},
		{"r1: spewing his guts up", [][2]string{patient("Spewing his guts up for a week. Scared the life outta me.")},
			[]string{"symptom sym:vomiting of other"}},
		{"holding her tummy", [][2]string{patient("Throwing up, holding her tummy, poor lass.")},
			[]string{"symptom sym:vomiting of other"}},
		{"my own sickness stays", [][2]string{patient("I've been throwing up all week.")},
			[]string{"symptom sym:vomiting"}},
		{"r1: a mate asked about", [][2]string{clinician("Was it your mate in hospital that got you thinking about it?"), patient("Yeah, Dazza, pancreatitis.")},
			[]string{"condition cond:pancreatitis of other"}},
		{"a dad asked about in a cleft", [][2]string{clinician("Was it your dad who had the stroke?"), patient("Yes, a stroke.")},
			[]string{"condition cond:stroke of father"}},
		{"the wife's drug with its apostrophe", [][2]string{patient("can you put my wife's levothyroxine on too")},
			[]string{"medication drug:levothyroxine of other"}},
	})
}

package understand_test

import "testing"

// A story told in the simple past and closed by its end is an episode over:
// the complaint, its name and the drug given for it were then (en/t1: "I
// got a bit of an infection, down below, itchy and red on the, you know.
// The pharmacist said it was thrush, from the tablet, gave me a cream,
// Canesten, and it cleared up"). A story carried on, or told in the
// present, stays now.
func TestClosedStoryIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"t1: thrush, Canesten, and it cleared up", [][2]string{clinician("Okay, what happened with that one?"),
			patient("I got a, it's embarrassing like, I got a bit of an infection, down below, itchy and red on the, you know. The pharmacist said it was thrush, from the tablet, gave me a cream, Canesten, and it cleared up. But I didn't fancy it coming back so I just stopped the tablet.")},
			[]string{"symptom sym:itching historical", "condition cond:vaginal_candidiasis historical relayed", "medication drug:clotrimazole historical relayed stopped"}},
		{"a chest infection, amoxicillin, and it cleared up", [][2]string{patient("I got a chest infection in the summer, the doctor gave me amoxicillin, and it cleared up.")},
			[]string{"condition cond:lower_respiratory_infection historical", "medication drug:amoxicillin historical relayed stopped"}},
		{"a swollen knee, naproxen, and that settled it", [][2]string{patient("My knee was swollen, the GP gave me naproxen, and that settled it.")},
			[]string{"symptom sym:knee_swelling historical", "medication drug:naproxen historical relayed stopped"}},
		{"a story that keeps coming back stays", [][2]string{patient("I had eczema on my hands, I used hydrocortisone, and it cleared up, but it keeps coming back.")},
			[]string{"condition cond:eczema", "medication drug:hydrocortisone"}},
		{"a chronic illness a course cleared stays", [][2]string{patient("I've got asthma, they gave me five days of prednisolone in March and that cleared it up.")},
			[]string{"condition cond:asthma", "medication drug:prednisolone historical stopped"}},
		{"a complaint of now before a story closed stays", [][2]string{patient("Wee bit wheezy in the mornings. I had that bad flare in January, they gave me steroids, that cleared it.")},
			[]string{"symptom sym:wheezing", "medication class:steroids historical stopped"}},
		{"told in the present, what settles it goes on", [][2]string{patient("I get heartburn, I take omeprazole and it settles.")},
			[]string{"symptom sym:heartburn", "medication drug:omeprazole"}},
	})
}

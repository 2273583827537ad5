package understand_test

import "testing"

// A habit told current and given up in a later sentence of the turn is a
// former one (session 69's review, E10).
func TestAHabitGivenUpLaterInTheTurnIsFormer(t *testing.T) {
	runCases(t, []readCase{
		{"well, I used to, I quit in January", [][2]string{patient("I smoke about 20 a day. Well, I used to, I quit in January.")},
			[]string{"observation social:smoking historical inactive"}},
		{"哦不对，以前抽，去年戒了", [][2]string{patient("我抽烟，一天一包。哦不对，以前抽，去年戒了。")}, []string{"observation social:smoking historical inactive"}},
		// Near misses: an amount changed, back again.
		{"near miss: I used to do 20", [][2]string{patient("I smoke about 10 a day. I used to do 20.")}, []string{"observation social:smoking"}},
		{"near miss: a lot more when younger", [][2]string{patient("A few beers a week. I used to drink a lot more when I was younger.")}, []string{"observation social:alcohol"}},
		{"near miss: started again", [][2]string{patient("I smoke. I quit last year but started again in June.")}, []string{"observation social:smoking"}},
	})
}

// A no to whether the patient has had something, told with its normal
// reading, denies it (session 69's review, E08: "diabetes resolved?").
func TestANoWithANormalReadingDenies(t *testing.T) {
	runCases(t, []readCase{
		{"no, normal ever since", [][2]string{patient("I had gestational diabetes with my first, but it went away after she was born."),
			assistant("Any diabetes or raised sugars since?"), patient("No, my sugars have been normal ever since.")}, []string{"condition cond:diabetes negated"}},
		// Near misses: the no is of another sentence; a relative's; a normal
		// reading told with no question is a resolution.
		{"near miss: the no of another thing", [][2]string{clinician("Do you smoke? Did you have asthma or eczema as a child?"),
			patient("No, I've never smoked. As a child, I had eczema, it went away when I was maybe ten.")},
			[]string{"condition cond:asthma negated", "condition cond:eczema historical resolves", "observation social:smoking negated"}},
		{"near miss: told unasked", [][2]string{patient("My sugars have been normal ever since.")}, []string{"condition cond:diabetes resolves"}},
	})
}

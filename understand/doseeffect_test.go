package understand_test

import "testing"

// "食完" before what a dose did ("食完退咗少少") is "after taking it": the
// drug given this morning is taken now (zh/r16-zh03). "食完喇" says the
// course is done.
func TestDoseThenItsEffect(t *testing.T) {
	runCases(t, []readCase{
		{"r16-zh03: paracetamol drops given this morning, the fever down a bit", [][2]string{patient("我系BB阿妈，帮佢问下。"), patient("我今朝畀咗佢食泰诺林滴剂，0.8毫升，食完退咗少少。")},
			[]string{"medication drug:paracetamol"}},
		{"near miss: the amoxicillin finished", [][2]string{patient("阿莫西林食完喇，而家冇咳。")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:cough negated"}},
	})
}

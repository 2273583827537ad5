package understand

// emphaticNoAnswers are a no said with a word of certainty, which denies
// as a bare "no" does: "And any illegal drug use?" "Definitely not." The
// certainty word alone ("Definitely.") is a yes, so the longer denial
// must be known to win over it.
var emphaticNoAnswers = []string{"definitely not", "absolutely not", "certainly not", "of course not", "surely not", "no way",
	"never ever", "hell no", "god no", "no chance"}

func init() { noAnswers = append(noAnswers, emphaticNoAnswers...) }

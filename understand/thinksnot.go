package understand

// thinksNot deny what was just named in the words of the relative the
// speaker relays, ending its clause: "Yellow eyes, she doesn't think so"
// (round 11 en03), "Chest pain, she says no". The ones that only think deny
// with a hedge. "she thinks so" is no denial, and the words must end the
// clause (denialAt), so "she doesn't think so much of it" denies nothing.
// The patient's own "I don't think so" is an answer (dialogue.go
// noAnswers), and after a finding, with nothing of the question, a doubt
// ("chills i dont think so, never checked").
var (
	thinksNot = []string{"she doesn't think so", "she doesnt think so", "he doesn't think so", "he doesnt think so",
		"they don't think so", "they dont think so", "she says no", "he says no", "she said no", "he said no",
		"she says not", "he says not"}
	thinksNotHedged = []string{"she doesn't think so", "she doesnt think so", "he doesn't think so", "he doesnt think so",
		"they don't think so", "they dont think so"}
)

func init() {
	deniesBefore = append(deniesBefore, thinksNot...)
	for _, w := range thinksNotHedged {
		hedgedDenial[w] = true
	}
}

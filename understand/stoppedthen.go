package understand

// A stop without tense after the day it came, in Singapore and Malaysian
// English: "Fever 5 days already, yesterday then stop" (s46 blind round 13
// en16 kept the fever current). "then stop" alone is no end: "Chest pain
// come for few minutes then stop" tells bouts that keep coming, which are
// current. Only a day said right before it dates an end, as "stopped
// yesterday" does.

// stoppedThen are a day and "then stop" said after a symptom.
var stoppedThen = func() []string {
	var out []string
	for _, day := range []string{"yesterday", "last night", "this morning", "today", "days ago", "day ago", "last week", "the day before"} {
		for _, stop := range []string{"then stop", "then stopped", "then it stop", "then it stopped", "only stop", "only stopped"} {
			out = append(out, day+" "+stop)
		}
	}
	return out
}()

func init() { resolvedSymptoms = append(resolvedSymptoms, stoppedThen...) }

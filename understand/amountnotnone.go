package understand

// amountNotNone say how much or how bad, as mildNotNone do, in the words of
// chat and speech: "few pints at the weekend, nothing mad" has the drinking
// (s44 blind round 10, en10), "a cough, nothing crazy" the cough. A clause
// of them after a thing told is no answer "no" to what was asked.
var amountNotNone = []string{"nothing mad", "nothing crazy", "nothing heavy", "nothing excessive", "nothing wild", "nothing extreme",
	"nothing over the top", "nothing silly", "nothing mental", "nothing drastic", "nothing dramatic", "nothing huge", "nothing big"}

func init() { mildNotNone = append(mildNotNone, amountNotNone...) }

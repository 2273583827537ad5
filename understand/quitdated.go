package understand

import "strconv"

// A quit dated to a month, a season, a feast or a year ("I quit in
// January", "gave up at Christmas", "stopped in 2019") answers a habit
// asked as "I quit three years ago" does (s44 blind round 10, en07: "Do
// you smoke?" "No." "Well, I mean, I quit in January. Before that 10 a day
// for twenty years." stayed a never-smoker). Only words of a date join
// givenUpRest, so "I quit my job in January" still says nothing of smoking.
var quitDateWords = []string{"in", "at", "over", "this", "just", "after", "january", "february", "march", "april", "may", "june", "july", "august",
	"september", "october", "november", "december", "summer", "winter", "spring", "autumn", "christmas", "xmas", "easter", "new", "year's"}

func init() {
	for _, w := range quitDateWords {
		givenUpRest[w] = true
	}
}

// yearWord reports whether w is a year ("2019"), which dates a quit.
func yearWord(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && len(w) == 4 && n >= 1940 && n <= 2100
}

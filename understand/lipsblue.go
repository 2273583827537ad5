package understand

// Lips said to be blue are cyanosis, as "blue lips" is: "His lips aren't
// blue, he's talking to me" (s46 blind round 13 en07, a mother asked
// whether her wheezing son was blue) read nothing. Blue or purple at the
// lips is a state of enStates, and the links that deny it ("aren't",
// "haven't gone") deny the state; blue of anything else ("the blue
// inhaler") is no place's state.
func init() {
	enStates = append(enStates, struct {
		states  string
		generic string
		at      map[string]string
	}{"blue|bluish|purple|going blue|gone blue|turning blue", "", map[string]string{"site:lip": "sym:cyanosis"}})
	enLinks = append(enLinks, "aren't", "isn't", "wasn't", "weren't", "haven't gone", "hasn't gone", "don't look", "doesn't look")
}

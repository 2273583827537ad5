package extract

import "strings"

// "Last time" dates what it opens: "Last trip to Vietnam I took
// doxycycline", "also sulfa drugs, last time Bactrim give me rash" (s49
// blind round 18 en14). Said at the end of its clause it dates what came
// before it, and nothing after: "you're tender just where you were last
// time: this is diverticulitis again" (en-n1-031 dev) is an illness now.

// lastTimeOpeners are the dating phrases this applies to (context.go's
// trigger table).
var lastTimeOpeners = map[string]bool{"last trip": true, "my last trip": true, "the last trip": true, "on my last trip": true,
	"last holiday": true, "my last holiday": true, "on my last holiday": true, "last vacation": true, "my last vacation": true,
	"on my last vacation": true, "last time": true, "the last time": true}

// dropLastTimeClosing removes a "last time" trigger that ends its clause
// and does not open it ("Last time, I took ibuprofen" opens it).
func (c *contextInfo) dropLastTimeClosing() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if lastTimeOpeners[strings.ToLower(string(c.text[t.start:t.end]))] {
			rest := strings.TrimLeft(string(c.text[t.end:]), " ")
			before := strings.TrimRight(string(c.text[:t.start]), " ")
			closes := rest == "" || strings.ContainsRune(".,:;!?…-–—", []rune(rest)[0])
			opens := before == "" || strings.ContainsRune(".,:;!?…-–—", []rune(before)[len([]rune(before))-1])
			if closes && !opens {
				continue
			}
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}

package understand

import (
	"regexp"
	"strings"
)

// broughtOutIn ends the words before a reaction an allergen brings on, in
// British speech: "the sticky plasters, they bring me out in a rash",
// "cheap earrings brought me out in hives". The lay lexicon names some
// reactions with the verb ("brought me out in a rash"), so the name itself
// may open with it.
var broughtOutIn = regexp.MustCompile(`\b(?:brings?|brought|bringing) (?:me|him|her|us|them) (?:out|up) in(?: a| an| some| these| big)?\s*$`)

// broughtOutName opens a reaction's name that holds the verb.
var broughtOutName = regexp.MustCompile(`^(?:brings?|brought|bringing) (?:me|him|her|us|them) (?:out|up) in\b`)

// broughtOut reports whether a reaction, with lead the words of its clause
// before it, is told as what something brings the patient out in.
func broughtOut(lead, name string) bool {
	return broughtOutIn.MatchString(lead) || broughtOutName.MatchString(strings.ToLower(name))
}

package coref

import (
	"regexp"
	"slices"
)

// "Nerves" in lay English is anxiety and low mood alike: "the ones I had
// for my nerves before", "me nerve tablets" may be an antidepressant
// (citalopram, sertraline, given for both) as well as an anxiolytic. A
// reference to the anxiolytics told by the word nerve(s) fits the
// antidepressants too; "anxiety tablets" and "tranquillisers" do not.
var nervesSaid = regexp.MustCompile(`(?i)\bnerves?\b`)

// fitsNerves reports whether drugID fits ref as a drug for the nerves that
// is not in ref's class.
func fitsNerves(ref Reference, drugID string, v Vocabulary) bool {
	return ref.ClassID == "class:anxiolytics" && nervesSaid.MatchString(ref.Text) && v.InClass(drugID, "class:antidepressants")
}

// nervesProperFirst keeps, of cands, the anxiolytics proper when there are
// any: the word's own sense comes before its widening. "My nerve pills"
// with lorazepam and sertraline is the lorazepam (en-dev39-003: the SSRI,
// given for anxiety too, is an antidepressant, no nerve pill); with only
// the sertraline it is still the sertraline, and "the ones I had for my
// nerves before" still finds the stopped citalopram when no anxiolytic was
// stopped.
func nervesProperFirst(ref Reference, cands []scored, v Vocabulary) []scored {
	if ref.ClassID != "class:anxiolytics" || !nervesSaid.MatchString(ref.Text) {
		return cands
	}
	proper := func(c scored) bool { return c.ConceptID != "" && v.InClass(c.ConceptID, ref.ClassID) }
	if !slices.ContainsFunc(cands, proper) {
		return cands
	}
	return slices.DeleteFunc(slices.Clone(cands), func(c scored) bool { return !proper(c) })
}

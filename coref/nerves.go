package coref

import "regexp"

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

package extract

// findMentions returns the leftmost-longest dictionary matches in nt.
func (m *Matcher) findMentions(nt normText) []span {
	return m.dict.scan(nt.runes)
}

// clinicalType reports whether a mention type carries clinical content (a
// family word alone does not).
func clinicalType(t string) bool {
	return t != "family" && t != ""
}

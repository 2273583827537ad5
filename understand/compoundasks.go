package understand

// A question may name two findings in one word: "有没有恶心呕吐？" is read as
// the condition "nausea and vomiting", and "就恶心，没吐" answered it with a
// denial of the pair beside a nausea present. The English "any nausea or
// vomiting?" asks two findings; so does the Chinese, and the answer may
// take one and leave the other.

// askedParts are the findings a compound concept asks about.
var askedParts = map[string][]Ask{
	"cond:nausea_vomiting": {{Type: Symptom, Concept: "sym:nausea"}, {Type: Symptom, Concept: "sym:vomiting"}},
}

// compoundsAsParts replaces each ask of a compound concept by asks of its
// parts, with the same framing.
func compoundsAsParts(asks []Ask) []Ask {
	var out []Ask
	for _, a := range asks {
		parts, ok := askedParts[a.Concept]
		if !ok {
			out = append(out, a)
			continue
		}
		for _, p := range parts {
			part := a
			part.Type, part.Concept = p.Type, p.Concept
			out = append(out, part)
		}
	}
	return out
}

package coref

// A topic phrase said with its place ("the skin thing on my face") is one
// reference: enPlaceRefs reads the place phrase, topicRefs the topic phrase
// inside it, and the first alone would ask about every skin condition. The
// topic phrase is widened to the place phrase and keeps its topic; of the
// conditions that fit it, those located at the place (condition_sites.csv)
// are meant when any is (the rosacea of the face, not the eczema of the
// hands, en-dev31-018), else all of them still are.

// topicsAtPlace folds each place reference that starts with a site-topic
// condition reference into it, returning the references and the place
// references left.
func topicsAtPlace(orig []rune, refs, placed []Reference) ([]Reference, []Reference) {
	var left []Reference
	for _, p := range placed {
		folded := false
		for i, r := range refs {
			if r.Kind == KindCondition && toldByPlace(r) && r.Span[0] == p.Span[0] && r.Span[1] < p.Span[1] && p.Topic != r.Topic {
				refs[i].Span[1] = p.Span[1]
				refs[i].Text = string(orig[p.Span[0]:p.Span[1]])
				refs[i].AtPlace = append(refs[i].AtPlace, p.Topic)
				folded = true
				break
			}
		}
		if !folded {
			left = append(left, p)
		}
	}
	return refs, left
}

// atTopicPlace keeps, of a condition reference's candidates, those located
// at the place its phrase said, when any is.
func atTopicPlace(ref Reference, cands []scored, v Vocabulary) []scored {
	if len(ref.AtPlace) == 0 {
		return cands
	}
	return atPlacesTold(cands, func(c scored) int { return placesFit(ref.AtPlace, c.ConceptID, v) })
}

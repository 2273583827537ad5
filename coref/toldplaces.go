package coref

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition told by what it does is often told by where as well ("前两年
// 那个胳膊抬不起来、梳头都够不着后脑勺的毛病，这两天右边肩膀又有点酸", "the
// thing from last year, with my heart, where it hurt worse lying down"):
// the body sites the description names count as its signs do, each a fit
// for a condition the lexicon locates there (condition_sites.csv). The
// ranking of bySigns is kept: one condition that alone fits resolves,
// several that fit leave the reference unresolved with them. A place
// alone makes no description (a site phrase is read by its topic, as
// before); it only joins the signs of one.

// toldPlaces returns the body sites the stretch told names as the
// patient's own, not denied.
func toldPlaces(mentions []extract.Mention, told [2]int) []string {
	var out []string
	for _, m := range mentions {
		if m.Type != ontology.TypeBodySite || m.Span[0] < told[0] || m.Span[1] > told[1] || m.Assertion.Negated {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		out = appendNew(out, m.ConceptID)
	}
	return out
}

// toldByPlace reports whether a reference is a condition told by a body
// site alone ("后脑勺的毛病"): the description around it may tell it more.
func toldByPlace(r Reference) bool {
	return r.Kind == KindCondition && r.Named == "" && r.TreatedBy == "" && r.ClassID == "" &&
		strings.HasPrefix(r.Topic, "site:")
}

// withTopicPlace adds the reference's own site topic to the places.
func withTopicPlace(r Reference, places []string) []string {
	if strings.HasPrefix(r.Topic, "site:") && !slices.Contains(places, r.Topic) {
		places = append(slices.Clone(places), r.Topic)
	}
	return places
}

// placesFit counts the places a condition is located at.
func placesFit(places []string, conditionID string, v Vocabulary) int {
	if len(places) == 0 {
		return 0
	}
	c, ok := v.Concept(conditionID)
	if !ok {
		return 0
	}
	n := 0
	for _, p := range places {
		if slices.Contains(c.Sites, p) {
			n++
		}
	}
	return n
}

// atPlacesTold keeps, of the ranked conditions, those at a place the
// description names, when any is: "我个胃成日反酸、烧心的那个毛病" is the
// reflux of the stomach, not the duodenal ulcer that burns as well.
func atPlacesTold[T any](all []T, places func(T) int) []T {
	if !slices.ContainsFunc(all, func(r T) bool { return places(r) > 0 }) {
		return all
	}
	return slices.DeleteFunc(all, func(r T) bool { return places(r) == 0 })
}

// placesBeyondSigns returns the reference's places that are no site of a
// sign it is told by: in "the one where my eye streams" the eye is the
// streaming's own place, not one more thing the condition is told by. The
// phrase's own place ("胃…烧心的那个毛病") always counts.
func placesBeyondSigns(ref Reference, v Vocabulary) []string {
	return slices.DeleteFunc(slices.Clone(ref.Places), func(p string) bool {
		return p != ref.Topic && slices.ContainsFunc(ref.Signs, func(s string) bool {
			c, ok := v.Concept(s)
			return ok && slices.Contains(c.Sites, p)
		})
	})
}

package coref

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A session told by its topic: "the tablet you brought up when I came in
// about my swollen ankles", "我说腰疼那回，你提的那个贴的". The symptom is
// what that visit was about, not a complaint of now, and the drug is one
// said in the session whose patient turns spoke of it: never the record's
// drug that happens to cause the symptom.

// enVisitAbout, in the clause after a drug reference, says which visit it
// was: "when I came in about", "the time I rang up about", "when I saw you
// about".
var enVisitAbout = regexp.MustCompile(`\b(when|the time|that time|the day|the visit|the appointment)( that)?( i| we)?( came| come| went| was| were| popped| rang| called| phoned| saw you| spoke to you| talked to you| told you)?( in| up| down| round| over| back| here| along)?( to see you| to you| to the doctor)? (about|with|for) $`)

// zhVisitSaid says the assistant (or doctor) spoke of the drug then, or
// the patient spoke of the trouble: "你提的", "您说的", "我说…那回".
var zhVisitSaid = regexp.MustCompile(`(你|您|医生|大夫)(提|说|讲|推荐|建议|介绍|让|叫)`)

// visitTopics marks the drug references a visit's topic tells, and drops
// the episode references ("腰疼那回") that only name the visit.
func visitTopics(rs []rune, refs []Reference, mentions []extract.Mention) []Reference {
	lower := strings.ToLower(string(rs))
	lrs := []rune(lower)
	for i := range refs {
		if refs[i].Kind != KindDrug {
			continue
		}
		for _, m := range mentions {
			if m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition && m.Type != ontology.TypeBodySite ||
				!validSpan(m.Span, len(lrs)) || m.Span[0] < refs[i].Span[1] || m.Assertion.Negated {
				continue
			}
			before := string(lrs[refs[i].Span[1]:m.Span[0]])
			if strings.ContainsAny(before, ".?!;—") {
				continue
			}
			if g := enVisitAbout.FindStringIndex(dropPossessive(before)); g != nil {
				refs[i].Visit = m.ConceptID
				break
			}
		}
	}
	if !zhVisitSaid.MatchString(string(rs)) {
		return refs
	}
	var topic string
	var drop [2]int
	for _, r := range refs {
		if r.Kind == KindCondition && r.Episode && r.Topic != "" {
			topic, drop = r.Topic, r.Span
			break
		}
	}
	if topic == "" {
		return refs
	}
	marked := false
	for i := range refs {
		if refs[i].Kind == KindDrug && refs[i].Span[0] >= drop[1] && zhVisitSaid.MatchString(string(rs[drop[1]:refs[i].Span[0]])) {
			refs[i].Visit, marked = topic, true
		}
	}
	if !marked {
		return refs
	}
	return slices.DeleteFunc(refs, func(r Reference) bool { return r.Span == drop })
}

// dropPossessive ends the words before a mention without its possessive:
// "when I came in about my " is "when I came in about ".
func dropPossessive(s string) string {
	for _, p := range []string{"my ", "me ", "the ", "those ", "that ", "this ", "a ", "his ", "her "} {
		if strings.HasSuffix(s, " "+p) {
			return strings.TrimSuffix(s, p)
		}
	}
	return s
}

// visitCandidates are the drugs of the earlier sessions whose patient
// turns spoke of the visit's topic: its concept, or for a symptom one of
// its body sites, or a symptom at the site it names. None such, nothing.
func visitCandidates(ref Reference, in Input, v Vocabulary, fit func(string, string) bool) []scored {
	about := map[string]bool{ref.Visit: true}
	if c, ok := v.Concept(ref.Visit); ok {
		for _, s := range c.Sites {
			about[s] = true
		}
	}
	sessions := slices.Clone(in.Earlier)
	if in.First != nil && len(sessions) == 0 {
		sessions = append(sessions, in.First)
	}
	var said []WindowMention
	for _, s := range sessions {
		if !slices.ContainsFunc(s, func(w WindowMention) bool {
			return (w.Topical || w.Type == ontology.TypeCondition) && spokeOf(w.ConceptID, about, v)
		}) {
			continue
		}
		said = append(said, s...)
	}
	ref.Complaints = nil
	return sessionCandidates(ref, said, in.Record, v, fit, true)
}

// spokeOf reports whether a patient's mention is of the topic: the same
// concept or site, or a symptom at one of its sites.
func spokeOf(id string, about map[string]bool, v Vocabulary) bool {
	if about[id] {
		return true
	}
	if c, ok := v.Concept(id); ok && c.Type == ontology.TypeSymptom {
		for _, s := range c.Sites {
			if about[s] {
				return true
			}
		}
	}
	return false
}

// topicalOf are a patient turn's own symptoms and body sites, not denied.
func topicalOf(mentions []extract.Mention, seq int64) []WindowMention {
	var out []WindowMention
	for _, m := range mentions {
		if m.Type != ontology.TypeSymptom && m.Type != ontology.TypeBodySite || m.Assertion.Negated {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		out = append(out, WindowMention{ConceptID: m.ConceptID, Type: m.Type, Seq: seq, Topical: true})
	}
	return out
}

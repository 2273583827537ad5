package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the patient cannot take, then a reaction told when the clinician
// asks what it does, is an allergy to it: "布洛芬我不能吃。" "吃了会咋样？"
// "一吃就浑身起风团，痒得要命。" (allergy/zh-z5 dev). The reaction is the
// allergy's, never a complaint now (understand.go drops it after a
// reaction question). "What happens if you do?" asks it too, when the
// patient's turn before named a drug (reactionIfYouDo).

// ifYouDo, in a question after a drug was named, asks what having it does.
var ifYouDo = []string{"what happens if you do", "what happens when you do", "what happens if you have it", "what happens when you have it",
	"what happens if you take it", "what happens when you take it", "what does it do to you", "what happens then"}

// reactionIfYouDo reports whether a clinician's turn asks, of a drug the
// patient named in the turn before, what having it does.
func reactionIfYouDo(sents []sentence, prior []Prior) bool {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker != Patient || !namesADrug(prior[n-1].Reading.Extract) {
		return false
	}
	for _, s := range sents {
		if s.question && containsAny(strings.ToLower(s.text), ifYouDo) {
			return true
		}
	}
	return false
}

func namesADrug(x extract.Result) bool {
	for _, m := range x.Mentions {
		if isDrug(m) || m.Type == ontology.TypeAllergen {
			return true
		}
	}
	return false
}

// allergyByReactionAsked adds to a patient's answer to a reaction question
// (prior[n-1]) the allergy to each drug their turn before it (prior[n-2])
// said they do not take, when the answer tells a reaction (a symptom) and
// no allergy to the drug was told.
func (r *Reader) allergyByReactionAsked(x extract.Result, prior []Prior, st []Statement) []Statement {
	n := len(prior)
	if n < 2 || prior[n-1].Speaker == Patient || !prior[n-1].Reading.Reaction || prior[n-2].Speaker != Patient {
		return st
	}
	var reactions []string
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom && !m.Assertion.Negated && m.Assertion.Experiencer == extract.Patient {
			reactions = append(reactions, r.Display(m.ConceptID, "en"))
		}
	}
	if len(reactions) == 0 {
		return st
	}
	before := prior[n-2].Reading.Statements
	for _, s := range before {
		if s.Type != Medication || !s.Negated || s.Experiencer != extract.Patient || allergyTold(before, s.Concept) || allergyTold(st, s.Concept) {
			continue
		}
		concept := s.Concept
		for _, m := range prior[n-2].Reading.Extract.Mentions {
			if m.ConceptID == s.Concept {
				concept = r.allergenFor(s.Concept, m.Text)
			}
		}
		if allergyTold(before, concept) || allergyTold(st, concept) {
			continue
		}
		st = append(st, r.allergyWithReactions(concept, reactions))
	}
	return st
}

// likeTheOther, right after a drug, says it does what the drug before it
// did: "advil does it too".
var likeTheOther = []string{"does it too", "does it as well", "does the same", "did it too", "did the same", "also does it", "也一样", "也这样", "都一样"}

// forWords, right before a finding, make it what a drug was for.
var forWords = []string{"for", "for a", "for an", "for the", "for my", "for his", "for her", "治", "治疗"}

// drugsReactedTo adds to a patient's answer to a reaction question
// (prior[n-1]) an allergy to each drug the answer names with what it does:
// a symptom after it in its sentence, or "does it too" of the
// drug before. "Have you taken aspirin or ibuprofen before, and did anything
// happen?" "yeah aspirin sets my asthma off bad, chest goes tight and i
// wheeze like crazy. advil does it too actually so i stay away from both"
// (en/x1 dev) wrote both drugs as taken. The drug is then no drug taken now.
func (r *Reader) drugsReactedTo(x extract.Result, tx text, prior []Prior, st []Statement) []Statement {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker == Patient || !prior[n-1].Reading.Reaction {
		return st
	}
	var reactions []string
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) && !m.Assertion.Negated {
			reactions = append(reactions, r.Display(m.ConceptID, "en"))
		}
	}
	reacted := map[string]bool{}
	prev := ""
	for _, m := range x.Mentions {
		if !ownDrug(m) {
			continue
		}
		told := false
		for _, s := range x.Mentions {
			// A symptom, not what the drug was for: "that was Septra, years
			// ago, for a bladder infection" (en/k1 dev).
			told = told || s.Type == ontology.TypeSymptom && !s.Assertion.Negated && s.Span[0] > m.Span[1] && tx.sameSentence(m, s) &&
				!mentionsBetween(x, m.Span[1], s.Span[0]) && !endsWithAny(strings.TrimRight(tx.before(s), " "), forWords)
		}
		if told || prev != "" && startsWithAny(strings.TrimSpace(tx.after(m)), likeTheOther) != "" {
			reacted[m.ConceptID] = true
		}
		prev = m.ConceptID
	}
	if len(reacted) == 0 {
		return st
	}
	kept := st[:0]
	for _, s := range st {
		if s.Type == Medication && reacted[s.Concept] && !s.Negated {
			continue // the allergy below says it
		}
		kept = append(kept, s)
	}
	for _, m := range x.Mentions {
		if !reacted[m.ConceptID] {
			continue
		}
		concept := r.allergenFor(m.ConceptID, m.Text)
		if allergyTold(kept, concept) || allergyTold(kept, m.ConceptID) {
			continue
		}
		kept = append(kept, r.allergyWithReactions(concept, reactions))
	}
	return kept
}

// allergyWithReactions is the patient's allergy to concept, told with
// reactions.
func (r *Reader) allergyWithReactions(concept string, reactions []string) Statement {
	return Statement{Type: Allergy, Concept: concept, Display: r.Display(concept, "en"),
		Attributes: map[string]string{"reaction": strings.Join(reactions, ", ")}, Experiencer: extract.Patient, Confidence: 0.9}
}

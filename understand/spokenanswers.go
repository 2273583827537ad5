package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Recall on spoken consultations: answers that give up a habit, relatives
// said to have a finding, and what was told before the question. Each rule
// reads a general way patients and doctors talk; the tests are in
// recall32_test.go.

// givenUpOpening is an answer that opens by saying the patient gave up what
// was asked, with the "I" (and a filler) spoken: "Do you smoke?" "Uh, I
// used to."; "I quit a few years back."; "Not anymore.". Only the habit's
// own verb or words of time may follow in that clause, so "I used to get
// headaches" says nothing of the smoking asked.
var givenUpOpening = regexp.MustCompile(`^(?:i |i've |i have )?(?:used to|use to|quit|stopped|gave up|gave it up|gave them up|packed it in|packed in|no longer|not anymore|not any more)\b([^,.;!?]*)`)

// givenUpRest are the words the rest of a given-up clause may hold: the
// habit's or the drug's own verb and words of time or amount ("I used to
// smoke quite a lot years ago").
var givenUpRest = map[string]bool{"smoke": true, "smoking": true, "drink": true, "drinking": true, "vape": true, "vaping": true,
	"take": true, "taking": true, "it": true, "them": true, "that": true, "those": true, "and": true, "a": true, "lot": true, "bit": true,
	"quite": true, "heavily": true, "before": true, "years": true, "year": true, "months": true, "month": true, "ago": true, "back": true,
	"now": true, "though": true, "yeah": true, "yes": true, "a few": true, "few": true, "couple": true, "of": true, "when": true, "i": true,
	"was": true, "younger": true, "but": true, "socially": true, "occasionally": true, "the": true, "last": true, "since": true, "for": true,
	"about": true, "around": true, "some": true, "time": true, "long": true, "while": true, "do": true, "did": true, "one": true,
	"two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true, "nine": true, "ten": true}

// givenUpAnswer reports whether a patient's answer opens by saying that
// what was asked is over (see givenUpOpening), after any fillers.
func givenUpAnswer(text string) bool {
	s := withoutFillers(text)
	for _, lead := range []string{"no, ", "no ", "nah, ", "nope, "} {
		if strings.HasPrefix(s, lead+"not any") || strings.HasPrefix(s, lead+"no longer") {
			s = s[len(lead):] // "No, not anymore."
		}
	}
	m := givenUpOpening.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	for _, w := range strings.Fields(m[1]) {
		if !givenUpRest[w] && !yearWord(w) {
			return false
		}
	}
	return true
}

// drugAsked reports whether a medicine is among the questions open.
func drugAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Medication {
			return true
		}
	}
	return false
}

// spokenNoAnswers are denials that hedge only on memory or awareness, which
// annotators and clinicians alike take as a no: "Any antibiotics
// recently?" "Not that I can remember." A patient who thinks they might
// have says so ("maybe once", "I think so"), which these do not.
var spokenNoAnswers = []string{"not that i can remember", "not that i recall", "not that i can recall", "not that i can think of",
	"not as far as i'm aware", "not as far as i am aware", "not as far as i can tell", "not as far as i remember",
	"not to my knowledge", "not that i've seen", "not that i have seen", "nothing that i've noticed", "nothing that i have noticed",
	"none that i can remember", "none that i can think of"}

func init() { noAnswers = append(noAnswers, spokenNoAnswers...) }

// relativeHasSaid are the ends of a clause that says a relative has what
// was just named, by a pronoun or a bare verb: "My dad has it.", "my mum
// gets them", "my sister does though". Words of frequency or addition may
// trail ("my brother has it too", "my mum gets them quite a lot").
var (
	relativeHasSaid = []string{" has it", " have it", " had it", " has them", " have them", " had them", " gets them", " get them",
		" got them", " gets it", " got it", " has that", " had that", " has those", " had those", " does", " did", " has", " have",
		" gets", " get"}
	trailingAdverbs = []string{" too", " as well", " though", " also", " actually", " all the time", " quite a lot", " a lot",
		" quite frequently", " frequently", " quite often", " often", " sometimes", " now and then", " badly", " really badly"}
)

// relativeSaidToHave reports whether a clause of an English answer names a
// blood relative and ends by saying they have what was asked ("My dad has
// it."). Chinese "有" ends "都没有" as well, so it is not read here.
func relativeSaidToHave(text string) bool {
	for _, cl := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",.!?;", r) }) {
		if extract.Relative(cl) != "" && relativeHasByPronoun(cl) {
			return true
		}
	}
	return false
}

// relativeHasByPronoun reports whether a clause ends by saying that a
// relative it names has what was named before (see relativeHasSaid).
func relativeHasByPronoun(clause string) bool {
	cl := strings.ToLower(strings.TrimSpace(clause))
	cl = whenTail.ReplaceAllString(cl, "") // "my dad had one at sixty" (relativehadone.go)
	for trimmed := true; trimmed; {
		trimmed = false
		for _, a := range trailingAdverbs {
			if s, ok := strings.CutSuffix(cl, a); ok {
				cl, trimmed = s, true
			}
		}
	}
	if hasAnyWord(cl, []string{"i", "i've", "ive", "i'm", "me", "myself"}) {
		return false // "my mum's fine but I have it": the patient's own
	}
	for _, end := range relativeHasSaid {
		if strings.HasSuffix(cl, end) {
			return true
		}
	}
	return false
}

// relativeHasNamedBefore reads a sentence that gives what the turn named
// before to a relative, by a pronoun: "I've never had a migraine. But my
// sister and my mum have them." The one finding the turn named before is
// the relatives'. When the turn named two or more, which one is not said,
// and when the sentence names someone who is no blood relative, nothing
// is read.
func (r *Reader) relativeHasNamedBefore(said string, x extract.Result, have []Statement) []Statement {
	tx := newText(said)
	folded := strings.ToLower(tx.str)
	var out []Statement
	for _, sent := range splitSentencesKeepingOffsets(folded) {
		part, from := sent.text, sent.start
		if i := strings.LastIndex(part, " but "); i >= 0 {
			part, from = part[i+len(" but "):], from+len([]rune(part[:i+len(" but ")]))
		}
		part = strings.TrimRight(part, " .!?;")
		if !relativeHasByPronoun(part) {
			continue
		}
		people := extract.People(part)
		if len(people) == 0 || slices.ContainsFunc(people, func(p string) bool { return !extract.BloodRelative(p) }) {
			continue
		}
		var named []extract.Mention
		ownFinding := false
		for _, m := range x.Mentions {
			if m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
				continue
			}
			switch {
			case m.Span[0] >= from:
				ownFinding = ownFinding || m.Span[0] < from+len([]rune(part))
			case !slices.ContainsFunc(named, func(n extract.Mention) bool { return n.ConceptID == m.ConceptID }):
				named = append(named, m)
			}
		}
		if ownFinding || len(named) != 1 {
			continue
		}
		m := named[0]
		kind := Condition
		if m.Type == ontology.TypeSymptom {
			kind = Symptom
		}
		for _, who := range people {
			if slices.ContainsFunc(have, func(s Statement) bool { return s.Concept == m.ConceptID && s.Experiencer == who }) {
				continue
			}
			out = append(out, Statement{Type: kind, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
				Experiencer: who, Confidence: 0.9})
		}
	}
	return out
}

type sentenceAt struct {
	text  string
	start int // in runes
}

// splitSentencesKeepingOffsets splits text at full stops, question and
// exclamation marks, keeping where each sentence starts.
func splitSentencesKeepingOffsets(text string) []sentenceAt {
	var out []sentenceAt
	rs := []rune(text)
	start := 0
	for i, c := range rs {
		if c == '.' || c == '?' || c == '!' || c == ';' || i == len(rs)-1 {
			out = append(out, sentenceAt{string(rs[start : i+1]), start})
			start = i + 1
		}
	}
	return out
}

// toldBefore opens what the patient told earlier, which a clinician sets
// before the question proper: "You mentioned you had asthma, are you using
// any inhalers?" asks about the inhalers; the asthma is known.
var toldBefore = regexp.MustCompile(`\byou (?:mentioned|said|told me)(?: that)?(?: you(?:'ve| have| had| get| got|'re| are)?)?(?: got| had)?(?: an?| some| your| the)? ?$`)

// toldBeforeTheQuestion reports whether a clinician's mention is what the
// patient told before (see toldBefore), set off by a comma from a question
// that follows in the same sentence.
func toldBeforeTheQuestion(tx text, m extract.Mention) bool {
	if !toldBefore.MatchString(strings.ToLower(sentenceBefore(tx, m))) {
		return false
	}
	after := strings.ToLower(tx.between(m.Span[1], tx.sentenceEnd(m)))
	comma := strings.Index(after, ",")
	if comma < 0 || len(strings.Fields(after[:comma])) > 3 {
		return false
	}
	return startsWithAny(strings.TrimLeft(after[comma+1:], " "), questionOpeners) != ""
}

package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition told by what it is treated with: "the thing I get the
// inhaler for", "the problem I take the allopurinol for", "the thing I put
// the eye drops in for", "吃别嘌醇的那个
// 病". Of the record's conditions, the one the patient's drugs of that kind
// are all given for; if they are given for several, those are asked about.

// enTreatedHead ends right before the drug: "the thing I get the ", "the
// condition I'm on the ".
var enTreatedHead = regexp.MustCompile(`\b(?:the|that|this|my) (?:thing|condition|problem|trouble|illness|disease|one) (?:that )?(?:i|i've|i'm|i am|i have) (?:get|got|take|took|use|used|need|have|am on|'m on|was given|was put on|been given|been on|on|put|apply|rub|spray) (?:the |my |me |a |an |those |these |them |that |some )?$`)

// enTreatedTail follows the drug: "for", or where it goes on before it
// ("the thing I put the eye drops in for", "the one I rub the cream on for").
var enTreatedTail = regexp.MustCompile(`^ (?:in |on |into |onto )?for\b`)

// zhTreatedTail follows the drug: "(吃|用)X的那个病", "X治的那个毛病",
// Cantonese "食紧优甲乐嗰个病".
var zhTreatedTail = regexp.MustCompile(`^(?:治|管)?(?:的|嘅)?(?:那个|这个|嗰个|呢个)?(老毛病|毛病|病)`)

// zhTakingVerbs say the drug is taken, right before it; without one, "阿司
// 匹林的那个病" tells no treatment. 食紧 and 食开 are Cantonese "taking".
var zhTakingVerbs = []string{"食紧", "食开", "吃着", "在吃", "吃", "食", "用", "打", "喷", "抹"}

// A condition is told by the form of what treats it as well: "the thing I
// put the drops in for", "打针的那个病", "用喷雾的那个毛病": what the
// patient's drugs of that form are given for (TreatedBy "form:…").
var (
	enFormTreated = regexp.MustCompile(`\b(?:the|that|this|my) (?:thing|condition|problem|trouble|illness|disease|one) (?:that )?(?:i|i've|i'm|i am|i have) (?:get|got|take|use|need|have|am on|'m on|put|apply|rub|spray|do) (?:the |my |me |those |these |them |that |some )?(drops|cream|creams|gel|ointment|inhaler|inhalers|puffer|puffers|spray|sprays|jab|jabs|injection|injections|patch|patches)(?: in| on| into| onto)? for\b`)
	zhFormTreated = regexp.MustCompile(`(打针|打的针|喷雾|喷的|贴的|抹的|擦的|涂的|眼药水|滴眼睛)(?:的|嘅)?(?:那个|这个|嗰个|呢个)?(老毛病|毛病|病)`)
	// enFormRubbedOn: where a cream goes is the condition, "the one I been
	// rubbin' that little tube of steroid cream on since I was
	// knee-high", "the thing I've been putting the gel on".
	enFormRubbedOn = regexp.MustCompile(`\b(?:the|that|this|my) (?:thing|condition|problem|trouble|one) (?:that )?(?:i|i've|i'm|i am|i have|i been|i've been|i'd been) (?:rubbing|rubbin'|putting|puttin'|applying|using|usin'|smearing|slapping) (?:the |my |me |those |these |that |this |some )?(?:(?:little|small|big|wee) )?(?:(?:tube|pot|tub|bottle|jar) of )?(?:[a-z'-]+ )?(cream|creams|gel|ointment|lotion)(?: on| onto| in)\b`)
	// zhWashedWith: "用那个药水洗头的那个", "拿药膏擦的那个": what a wash or a
	// cream is put on.
	zhWashedWith = regexp.MustCompile(`(?:用|拿)(?:那个|这个|那种|这种|嗰个)?(药水|洗剂|洗发水|药膏|乳膏|软膏)(?:洗头|洗|擦|抹|涂|泡)[^，。？！,.?!]{0,4}?(?:的|嘅)(?:那个|这个|嗰个)(?:老毛病|毛病|病)?`)
)

// rubbedForms are the forms of zhWashedWith's and enFormRubbedOn's words:
// a wash or a lotion for the skin or scalp, an ointment.
var rubbedForms = map[string]string{"药水": FormSkin, "洗剂": FormSkin, "洗发水": FormSkin, "乳膏": FormSkin, "药膏": FormOintment, "软膏": FormOintment,
	"cream": FormSkin, "creams": FormSkin, "lotion": FormSkin, "gel": FormOintment, "ointment": FormOintment}

// formTreatedRefs finds a condition told by the form of its treatment.
func formTreatedRefs(rs []rune, taken [][2]int) []Reference {
	lower := strings.ToLower(string(rs))
	var out []Reference
	for _, re := range []*regexp.Regexp{enFormTreated, zhFormTreated, enFormRubbedOn, zhWashedWith} {
		for _, loc := range re.FindAllStringSubmatchIndex(lower, -1) {
			form := enFormNouns[lower[loc[2]:loc[3]]]
			if re == enFormRubbedOn || re == zhWashedWith {
				form = rubbedForms[lower[loc[2]:loc[3]]]
			}
			if form == "" {
				form = turnForm(lower[loc[2]:loc[3]])
			}
			if form == "" || form == FormOral {
				continue
			}
			span := runeSpan(lower, loc[0], loc[1])
			if overlapsAny(span, taken) {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, TreatedBy: formPrefix + form})
			taken = append(taken, span)
		}
	}
	return out
}

// enFormNouns are the forms of enFormTreated's nouns; "the drops" are the
// eye's, the ear's or the nose's.
var enFormNouns = map[string]string{"drops": FormDrops, "cream": FormSkin, "creams": FormSkin, "gel": FormOintment, "ointment": FormOintment,
	"inhaler": FormInhaled, "inhalers": FormInhaled, "puffer": FormInhaled, "puffers": FormInhaled, "spray": FormSpray, "sprays": FormSpray,
	"jab": FormInjection, "jabs": FormInjection, "jag": FormInjection, "jags": FormInjection, "injection": FormInjection, "injections": FormInjection, "patch": FormPatch, "patches": FormPatch}

// formPrefix marks a TreatedBy that is a dosage form, not a drug or class.
const formPrefix = "form:"

// enReasonOn ends right before the drug: "the reason I'm on the ", "the
// reason she's on ". Said of her or him, it is the relative's (the
// patient's in a carer's session).
var enReasonOn = regexp.MustCompile(`\bthe reason (?:why )?(i'm|i am|i was|i've been|she's|he's|she is|he is|she was|he was) (?:on|taking) (?:the |my |her |his )?$`)

// treatedByRefs finds a condition told by its drug or class.
func treatedByRefs(rs []rune, mentions []extract.Mention) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	var out []Reference
	for _, m := range mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || !validSpan(m.Span, len(rs)) {
			continue
		}
		before := string(lower[max(0, m.Span[0]-60):m.Span[0]])
		if g := enReasonOn.FindStringSubmatchIndex(before); g != nil {
			start := m.Span[0] - utf8.RuneCountInString(before[g[0]:])
			third := !strings.HasPrefix(before[g[2]:g[3]], "i")
			out = append(out, Reference{Span: [2]int{start, m.Span[1]}, Kind: KindCondition, TreatedBy: m.ConceptID, ForRelative: third})
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
			continue
		}
		if loc := enTreatedHead.FindStringIndex(before); loc != nil {
			tail := enTreatedTail.FindString(string(lower[m.Span[1]:]))
			if tail == "" {
				continue
			}
			start := m.Span[0] - utf8.RuneCountInString(before[loc[0]:])
			span := [2]int{start, m.Span[1] + utf8.RuneCountInString(tail)}
			out = append(out, Reference{Span: span, Kind: KindCondition, TreatedBy: m.ConceptID})
			continue
		}
		if loc := zhTreatedTail.FindStringIndex(string(lower[m.Span[1]:])); loc != nil {
			start := m.Span[0] - hasSuffixAny(lower[:m.Span[0]], zhTakingVerbs)
			if start == m.Span[0] {
				continue // "阿司匹林的那个病" is no treatment said
			}
			end := m.Span[1] + utf8.RuneCountInString(string(lower[m.Span[1]:])[:loc[1]])
			out = append(out, Reference{Span: [2]int{start, end}, Kind: KindCondition, TreatedBy: m.ConceptID})
		}
	}
	return out
}

// treatedCandidates are the record's current conditions that every one of
// the patient's drugs of the reference's kind (TreatedBy, a drug or a
// class) is given for; when they share none, each one's.
func treatedCandidates(ref Reference, record []entity.Fact, v Vocabulary) []scored {
	var drugs []string
	for _, f := range record {
		id := f.Attributes[conceptAttribute]
		if f.Type != entity.Medication || !current(f) || slices.Contains(drugs, id) {
			continue
		}
		form, byForm := strings.CutPrefix(ref.TreatedBy, formPrefix)
		if id == ref.TreatedBy || strings.HasPrefix(ref.TreatedBy, "class:") && v.InClass(id, ref.TreatedBy) || byForm && hasForm(id, form, v) {
			drugs = append(drugs, id)
		}
	}
	if len(drugs) == 0 {
		if c, ok := v.Concept(ref.TreatedBy); ok && c.Type == ontology.TypeDrug {
			drugs = []string{ref.TreatedBy}
		}
	}
	if len(drugs) == 0 {
		return nil // "要用喷雾的毛病" with no spray: nothing is treated so
	}
	count := map[string]int{}
	for _, d := range drugs {
		c, ok := v.Concept(d)
		if !ok {
			continue
		}
		for _, ind := range c.Indications {
			count[ind]++
		}
	}
	all := func(id string) bool { return count[id] == len(drugs) }
	some := func(id string) bool { return count[id] > 0 }
	for _, keep := range []func(string) bool{all, some} {
		cands := factCandidates(ref, record, func(id, typ string) bool { return typ == ontology.TypeCondition && keep(id) }, current)
		if len(cands) > 0 {
			return cands
		}
	}
	return nil
}

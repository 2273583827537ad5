package understand

import (
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Drugs the patient is allergic to, read as drugs they take, and reactions
// read as allergies or as nothing. A drug the clinician names back to the
// patient while the patient tells an allergy ("I'm allergic to… Napro-"
// "Naprosyn?" "Yes") is the allergen asked about, not a drug taken.

// namingFillers may stand around the drug a clinician names back to the
// patient ("Oh, you mean enteric coated aspirin?", "是不是青霉素？").
var namingFillers = []string{"oh", "ah", "so", "okay", "ok", "right", "you", "mean", "do", "is", "it", "that", "the", "a", "an", "was",
	"called", "one", "or", "and", "sorry", "maybe", "perhaps",
	"你是说", "你说的是", "是不是", "是", "不是", "吗", "啊", "呀", "吧", "哦", "噢", "那个", "就是", "还是", "么", "嘛", "咩", "系唔系", "系", "定系"}

// namingTakeWords in a clinician's question make it one about taking the
// drug ("Do you take Naprosyn?"), not its name.
var namingTakeWords = []string{"take", "taking", "took", "on", "use", "using", "prescribed", "吃", "用", "服", "开", "打", "食"}

// namesDrugBack reports whether a clinician's turn only names a drug, an
// allergen or a class back as a question ("Naprosyn?", "Oh, you mean
// enteric coated Aspirin?", "青霉素？"): all it asks is the name.
func namesDrugBack(x extract.Result, tx text, sents []sentence) bool {
	if len(sents) == 0 {
		return false
	}
	for _, s := range sents {
		if !s.question {
			return false
		}
	}
	rs := append([]rune(nil), tx.runes...)
	named := false
	for _, m := range x.Mentions {
		switch m.Type {
		case ontology.TypeDrug, ontology.TypeDrugClass, ontology.TypeAllergen:
			named = true
		default:
			return false
		}
		for k := m.Span[0]; k < m.Span[1] && k < len(rs); k++ {
			rs[k] = ' '
		}
	}
	if !named {
		return false
	}
	rest := strings.Map(func(c rune) rune {
		if unicode.IsPunct(c) || unicode.IsSymbol(c) {
			return ' '
		}
		return c
	}, string(rs))
	if containsAny(rest, namingTakeWords) {
		return false
	}
	for _, w := range namingFillers {
		if w[0] < 0x80 {
			rest = " " + rest + " "
			rest = strings.ReplaceAll(rest, " "+w+" ", "  ")
		} else {
			rest = strings.ReplaceAll(rest, w, " ")
		}
	}
	words := strings.Fields(rest)
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		if len([]rune(w)) > 3 && w[0] >= 0x80 {
			return false // a Chinese phrase of its own
		}
	}
	return true
}

// allergyBeingTold reports whether the turns before a clinician's turn
// are the patient telling an allergy: the patient's last turn says
// allergic and denies none, or answers a question about allergies (or a
// drug named back in one) without a no. A turn that also tells a drug
// taken leaves open which one the clinician names.
func allergyBeingTold(prior []Prior) bool {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker != Patient {
		return false
	}
	pt := prior[n-1].Reading
	for _, s := range pt.Statements {
		if s.Type == Medication && !s.Negated {
			return false // "No. I take a water tablet though": the name may be the tablet's
		}
	}
	told := false
	for _, m := range pt.Extract.Mentions {
		if IsAllergyWord(m) && m.Assertion.Experiencer == extract.Patient {
			if m.Assertion.Negated {
				return false
			}
			told = true
		}
	}
	for _, s := range pt.Statements {
		if s.Type == Allergy && s.Experiencer == extract.Patient {
			if s.Negated {
				return false
			}
			told = true
		}
	}
	if told {
		return true
	}
	for k := n - 2; k >= 0 && prior[k].Speaker != Patient; k-- {
		c := prior[k].Reading
		allergy, other := false, false
		for _, a := range c.Asks {
			if a.Type == Allergy && !a.Taking {
				allergy = true
			} else {
				other = true
			}
		}
		if len(c.Asks) > 0 {
			return allergy && !other
		}
		for _, m := range c.Extract.Mentions {
			if IsAllergyWord(m) && !m.Assertion.Negated {
				return true
			}
		}
	}
	return false
}

// allergenNamedBack turns the asks of a clinician's turn that only names a
// drug back while the patient tells an allergy into allergy asks: the
// patient's "yes" confirms the allergen, not a drug taken.
func (r *Reader) allergenNamedBack(x extract.Result, tx text, sents []sentence, asks []Ask, prior []Prior) []Ask {
	if !namesDrugBack(x, tx, sents) || !allergyBeingTold(prior) {
		return allergyWhAsked(x, tx, sents, asks)
	}
	told := map[string]bool{}
	for _, s := range prior[len(prior)-1].Reading.Statements {
		if s.Type == Allergy {
			told[s.Concept] = true
		}
	}
	var out []Ask
	seen := map[string]bool{}
	for _, m := range x.Mentions {
		c := r.allergenFor(m.ConceptID, m.Text)
		if m.Type == ontology.TypeAllergen || told[m.ConceptID] {
			c = m.ConceptID // "Asprin… what is called?" "You mean aspirin?": the one allergy told
		}
		if !seen[c] {
			seen[c] = true
			out = append(out, Ask{Type: Allergy, Concept: c})
		}
	}
	return out
}

// ownEvidence are words with which a patient tells an allergy of their own
// knowledge, not the clinician's reading echoed.
var ownEvidence = []string{"before", "always", "last time", "every time", "again", "years", "as a child", "以前", "上次", "每次", "一直", "又", "小时候"}

// echoedSuspicion keeps a suspicion a suspicion: a patient who repeats the
// allergy the clinician only suspected ("It sounds like an allergic
// reaction to the Clavulin" "So I should tell them I reacted to the
// Clavulin") adds no evidence of their own.
func echoedSuspicion(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	n := len(prior)
	if n == 0 || prior[n-1].Speaker == Patient {
		return st
	}
	suspected := map[string]bool{}
	for _, s := range prior[n-1].Reading.Statements {
		if s.Type == Allergy && s.Uncertain && !s.Negated {
			suspected[s.Concept] = true
		}
	}
	if len(suspected) == 0 || containsAny(tx.str, ownEvidence) {
		return st
	}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom || reactionConditions[m.ConceptID] {
			return st // a reaction told: the patient's own account
		}
	}
	for i := range st {
		if s := &st[i]; s.Type == Allergy && !s.Negated && suspected[s.Concept] {
			s.Uncertain = true
		}
	}
	return st
}

// oneAllergyEach keeps one allergy statement per allergen said the same
// way: a yes to an allergen named back ("青霉素？" "对，就是那个青霉素")
// answers the question and names it too.
func oneAllergyEach(st []Statement) []Statement {
	type key struct {
		concept, experiencer string
		negated, uncertain   bool
	}
	seen := map[key]bool{}
	kept := st[:0]
	for _, s := range st {
		if s.Type == Allergy {
			k := key{s.Concept, s.Experiencer, s.Negated, s.Uncertain}
			if seen[k] {
				continue
			}
			seen[k] = true
		}
		kept = append(kept, s)
	}
	return kept
}

// allergyWhWords ask which one ("what are you allergic to?", "对什么过敏？").
var allergyWhWords = []string{"what", "which", "什么", "啥", "哪", "咩", "乜", "么子", "哪样"}

// allergyWhAsked adds a question about allergies asked as which ones
// ("What are you allergic to?", "对什么药过敏？"), which has no yes or no
// but opens the allergies all the same: the drug the answer names
// ("Penicillin.") is the allergen, not a drug taken.
func allergyWhAsked(x extract.Result, tx text, sents []sentence, asks []Ask) []Ask {
	if len(asks) > 0 {
		return asks // beside other questions, the answer may answer them
	}
	for _, m := range x.Mentions {
		if !IsAllergyWord(m) || m.Assertion.Negated || m.Assertion.Experiencer != extract.Patient || treatedAllergy(tx, m) {
			continue
		}
		for _, s := range sents {
			if s.question && s.start <= m.Span[0] && m.Span[0] < s.end && containsAny(s.text, allergyWhWords) && !containsAny(s.text, takingAsks) &&
				!hasAnyWord(s.text, []string{"take", "took", "taking", "use", "used", "for"}) {
				return append(asks, Ask{Type: Allergy, Concept: NoKnownAllergy})
			}
		}
	}
	return asks
}

// stopItCues stop the drug named before by a pronoun, or with none
// ("Don't take any more of it", "别再吃了").
var stopItCues = []string{"don't take any more", "do not take any more", "don't take it again", "do not take it again", "never take it again",
	"no more of it", "stop taking it", "stop it", "stop that", "come off it", "avoid it in future", "avoid it from now on",
	"别再吃了", "不要再吃了", "不能再吃了", "别再用了", "不要再用了", "不能再用了", "先停了", "停了吧", "唔好再食"}

// hedgeWords make a clinician's reading a suspicion ("it sounds like an
// allergic reaction").
var hedgeWords = []string{"sounds like", "looks like", "seems like", "might", "may be", "could be", "probably", "possibly", "likely",
	"suspect", "i think", "可能", "像是", "估计", "怀疑", "应该是", "好似"}

// allergyStopOrders reads a clinician's turn that tells an allergic
// reaction to a drug and then stops it by a pronoun ("It sounds like an
// allergic reaction to the Clavulin. Don't take any more of it"): the drug
// is stopped, not taken on, and the allergy is the clinician's reading, a
// suspicion when hedged.
func (r *Reader) allergyStopOrders(x extract.Result, tx text, st []Statement) []Statement {
	for _, w := range x.Mentions {
		if !IsAllergyWord(w) || w.Assertion.Negated || w.Assertion.Hypothetical || w.Assertion.Experiencer != extract.Patient {
			continue
		}
		sent := tx.sentenceOf(w.Span[0])
		if strings.ContainsAny(sent, "?？") {
			continue
		}
		if w.Type == ontology.TypeAllergen && r.stoppedAfter(x, tx, w) {
			// "像是对头孢过敏，别再吃了": the allergen word says it all.
			if !allergyTold(st, w.ConceptID) {
				st = append(st, Statement{Type: Allergy, Concept: w.ConceptID, Display: r.Display(w.ConceptID, "en"), Attributes: map[string]string{},
					Experiencer: extract.Patient, Confidence: 0.9, Uncertain: containsAny(sent, hedgeWords)})
			}
			break
		}
		drug := -1
		for k, m := range x.Mentions {
			if tx.sent[m.Span[0]] == tx.sent[w.Span[0]] && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) {
				if drug >= 0 {
					drug = -2 // two drugs: which one is not said
					break
				}
				drug = k
			}
		}
		if drug < 0 {
			continue
		}
		d := x.Mentions[drug]
		if !r.stoppedAfter(x, tx, d) {
			continue
		}
		hedged := containsAny(sent, hedgeWords)
		stopped := false
		for i := range st {
			if s := &st[i]; s.Type == Medication && s.Concept == d.ConceptID {
				s.Status, stopped = Stopped, true
			}
		}
		if !stopped {
			st = append(st, Statement{Type: Medication, Concept: d.ConceptID, Display: r.Display(d.ConceptID, "en"), Attributes: map[string]string{},
				Status: Stopped, Experiencer: extract.Patient, Confidence: 0.9})
		}
		concept := r.allergenFor(d.ConceptID, d.Text)
		if !allergyTold(st, concept) && !allergyTold(st, d.ConceptID) {
			st = append(st, Statement{Type: Allergy, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.9, Uncertain: hedged})
		}
		break
	}
	return st
}

// stoppedAfter reports whether drug mention d is stopped by a pronoun
// after it, in its sentence or the next, with no other drug named before
// the stop.
func (r *Reader) stoppedAfter(x extract.Result, tx text, d extract.Mention) bool {
	se := tx.sent[d.Span[0]]
	end := d.Span[1]
	for end < len(tx.runes) && tx.sent[end] <= se+1 {
		end++
	}
	rest := tx.between(d.Span[1], end)
	cut := -1
	for _, w := range stopItCues {
		if k := strings.Index(rest, w); k >= 0 && (cut < 0 || k < cut) {
			cut = k
		}
	}
	if cut < 0 || containsAny(rest[:cut], []string{"if", "unless", "如果", "要是"}) {
		return false
	}
	to := d.Span[1] + len([]rune(rest[:cut]))
	for _, m := range x.Mentions {
		if m.Span[0] >= d.Span[1] && m.Span[0] < to && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.ConceptID != d.ConceptID {
			return false
		}
	}
	return true
}

// allergyTold reports whether the statements hold an allergy to concept.
func allergyTold(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Type == Allergy && s.Concept == concept {
			return true
		}
	}
	return false
}

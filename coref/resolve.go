package coref

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Resolution stages.
const (
	StageSession = "session"
	StageGraph   = "graph"
	// StageEarlier: the last earlier session ("上次提到的", "the one I
	// mentioned last time").
	StageEarlier = "earlier_session"
)

// Candidate is one entity a reference may stand for. EntityID is a record
// fact id, or "concept:<concept id>" for a drug or condition mentioned in the
// session but not in the record. Score ranks candidates by recency, 1 for the
// most recent, lower for older ones, ties scored alike; it is in (0, 1].
type Candidate struct {
	EntityID  string  `json:"entity_id"`
	Display   string  `json:"display"`
	ConceptID string  `json:"concept_id,omitempty"`
	Score     float64 `json:"score"`
	// Reason says why the candidate ranks where it does, when more than
	// recency decided ("known adverse effect: sym:dry_cough").
	Reason string `json:"reason,omitempty"`
}

// Input is what references are resolved against.
type Input struct {
	// Window is the drugs and conditions of the session's recent turns.
	Window []WindowMention
	// Earlier holds those of the patient's earlier sessions, newest first:
	// Earlier[0] is the last one. A caller may give only as many as the
	// references ask for (Reference.LastTime, BeforeLast).
	Earlier [][]WindowMention
	// First holds those of the patient's first session ("第一回跟你聊的
	// 时候", "my first visit") when a reference asks for it and the caller
	// knows which it was; nil otherwise, and a reference to the first
	// session then chooses nothing: the oldest of Earlier may be any.
	First []WindowMention
	// Record is the patient's record facts (current ones and closed).
	Record []entity.Fact
	// Now is when the turn is read: "last year" counts from it. Zero
	// leaves relative years out.
	Now time.Time
}

// earlier returns the mentions of the session back sessions before the
// last one (0 is the last), or nothing when there is no such session.
func (in Input) earlier(back int) []WindowMention {
	if back >= len(in.Earlier) {
		return nil
	}
	return in.Earlier[back]
}

// Resolution is the outcome for one reference. When Resolved, EntityID,
// Display, ConceptID and Stage name what the reference stands for. When not,
// Candidates holds everything it might stand for (possibly nothing) and
// Stage names the stage they came from ("" when there are none): the
// ambiguity is surfaced, never guessed away. Candidates is filled in both
// cases, best first.
type Resolution struct {
	Reference
	EntityID   string      `json:"entity_id,omitempty"`
	Display    string      `json:"display,omitempty"`
	ConceptID  string      `json:"concept_id,omitempty"`
	Stage      string      `json:"stage,omitempty"`
	Candidates []Candidate `json:"candidates"`
	Resolved   bool        `json:"resolved"`
}

// WindowMention is a drug/condition mentioned in a recent turn of the
// session (newest last). Type is the mention type ("drug", "condition");
// other types are ignored. Seq orders the turns. A caller that wants a
// reference to reach back to a drug named earlier in the same turn ("我在吃
// 氨氯地平，这个药...") includes that turn's mentions with the turn's Seq.
type WindowMention struct {
	ConceptID, Type, Display string
	Seq                      int64
	// Offered: a drug the assistant or a clinician only proposes ("we
	// could put you on", "可以再加一个"), not one the patient takes.
	Offered bool
	// Fresh: said in one of the last two turns before the newest one of
	// the window (the turn being read, when the caller includes it).
	Fresh bool
	// Against marks a mention of no concept that WindowReferents adds when
	// the window names a drug that is someone else's ("Mam's on
	// memantine"), which a patient's "mine", "我那个" is set against.
	Against bool
	// Clause is the lowercased words of the turn that are the drug's own
	// (drugClauses): its dose or time of day, if the turn said one, and
	// what else the turn said with it (sharedwords.go).
	Clause string
	// Topical marks a symptom or body site a patient's turn spoke of, of
	// no use as a referent: what a session was about, for a visit told
	// by its topic (Reference.Visit).
	Topical bool
	// SpeakersOwn marks a drug a patient's turn claimed for the speaker
	// ("I'm on sertraline myself"): a carer's own, never what a reference
	// said of the patient in the third person stands for (carer.go).
	SpeakersOwn bool
	// ByCarer marks a SpeakersOwn drug claimed in a session whose speaker
	// also speaks of someone else ("我是她闺女", "she"): a carer's, no
	// referent of any reference but their "mine" (withoutSpeakersOwn).
	ByCarer bool
	// Proxy marks a mention of no concept that WindowReferents adds when
	// the speaker says they speak for the patient ("it's his wife", "hi
	// it's Priya from Willow Lodge about Mr Okafor", "我老伴儿今天来不了"):
	// a carer's session, whose "his drops", "她那个胃药" are the patient's
	// (carerSession).
	Proxy bool
	// Paused marks a drug the turn tells the patient to leave off for now
	// ("阿托伐他汀这五天先停掉", "stop your simvastatin until you've
	// finished"): not the one a later "how do I take it" asks about, when
	// the turn gave another (pausedhere.go).
	Paused bool
	// Replaced marks a drug the turn withdrew for another it put in its
	// place ("co-amoxiclav... actually … erythromycin instead", "这个不能
	// 用。换成氟桂利嗪"), or left as it is beside one it added ("Keep the
	// lisinopril the same, and I'm adding spironolactone"): not the one a
	// later "that one" asks about (replaced.go, unchanged.go).
	Replaced bool
	// ByPatient marks a mention of a patient's turn.
	ByPatient bool
	// Declined marks a drug the window turned down ("sertraline offered and
	// declined", "唑吡坦先不开"), and Stopped one it says was stopped ("阿托
	// 伐他汀我上个月自己停了"): what became of it (windowstatus.go).
	Declined, Stopped bool
	// Denied marks a condition the turn says is not there ("it isn't
	// tuberculosis, it's a sarcoidosis"): nothing an illness question
	// after it ("is it catching?") is asked of (illnessasked.go).
	Denied bool
}

// againstOthers reports whether the window names someone else's drug
// that a patient's "mine" is set against (WindowMention.Against).
func againstOthers(window []WindowMention) bool {
	return slices.ContainsFunc(window, func(w WindowMention) bool { return w.Against })
}

// Referents are the mentions of one turn (seq) that a later reference may
// point to: the patient's own drugs and conditions, not a relative's ("我妈
// 也吃降压药") or someone else's. display names a concept.
func Referents(mentions []extract.Mention, seq int64, display func(conceptID string) string) []WindowMention {
	var out []WindowMention
	for _, m := range mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeCondition {
			continue
		}
		if m.Assertion.Experiencer != "" && m.Assertion.Experiencer != extract.Patient {
			continue
		}
		out = append(out, WindowMention{ConceptID: m.ConceptID, Type: m.Type, Display: display(m.ConceptID), Seq: seq,
			Denied: m.Type == ontology.TypeCondition && m.Assertion.Negated})
	}
	return out
}

// WindowTurn is what WindowReferents needs of a window turn.
type WindowTurn struct {
	Seq      int64
	Speaker  string // extract.Patient for the patient's turns
	Mentions []extract.Mention
	// Text is the turn's words, to notice a drug started under a name the
	// lexicon does not know (startsUnknownDrug).
	Text string
	// SpeaksFor marks a turn whose reading says the speaker speaks for the
	// patient (understand.Reading.Typist): a relative or a carer said so
	// in it or in a turn before.
	SpeaksFor bool
}

// WindowReferents are the referents of the window's turns (Referents of
// each), except the drugs a turn corrects itself away from (repaired) and
// a drug or condition the window says is someone else's ("我闺女也在吃舍曲
// 林") that no turn of the patient's claims as their own: the assistant
// repeating the daughter's drug back does not make it the patient's.
func WindowReferents(turns []WindowTurn, display func(conceptID string) string) []WindowMention {
	turns = generalAdvice(turns)
	turns = slices.Clone(turns)
	for i := range turns {
		turns[i].Mentions = lackedBySupplier(turns[i].Text, turns[i].Mentions)
		turns[i].Mentions = kindWordsDropped(turns[i].Text, turns[i].Mentions) // "甲钴胺属于维生素B12类" (kindnamed.go)
	}
	framedAgainst(turns) // "with her being on the warfarin is that one alright" (beingon.go)
	others, own, othersDrugs := map[string]bool{}, map[string]bool{}, map[string]bool{}
	words := make([]turnWords, len(turns))
	for i, t := range turns {
		words[i] = wordsOf(t.Text)
	}
	for i, t := range turns {
		for _, m := range t.Mentions {
			switch e := m.Assertion.Experiencer; {
			case e != "" && e != extract.Patient, t.Speaker == extract.Patient && namedRelativeBefore(words[i].runes, m.Span, t.Mentions):
				others[m.ConceptID] = true
				if m.Type == ontology.TypeDrug {
					othersDrugs[m.ConceptID] = true
				}
			case t.Speaker == extract.Patient && !m.Assertion.Negated && !m.Assertion.Hypothetical && !askedToTake(words[i], m.Span):
				own[m.ConceptID] = true
			}
		}
	}
	// "I was on warfarin for years. Now they've got me on Eloquis": the
	// drug the patient moved on to is one the lexicon does not know (a
	// misspelt brand), so the window's last drug is not the one "it" now
	// means. The drugs said before such a turn are no referents.
	against := false
	for id := range othersDrugs {
		against = against || !own[id]
	}
	speakersOwn, byCarer := speakersOwnDrugs(turns), speaksOfAnother(turns)
	var unknownAt int64 = -1
	for _, t := range turns {
		if t.Speaker == extract.Patient && startsUnknownDrug(t.Text, t.Mentions) {
			unknownAt = t.Seq
		}
	}
	var lastSeq int64
	for _, t := range turns {
		lastSeq = max(lastSeq, t.Seq)
	}
	var out []WindowMention
	for i, t := range turns {
		mentions := t.Mentions
		if retracted := repaired(t.Text, mentions); retracted != nil {
			mentions = slices.DeleteFunc(slices.Clone(mentions), func(m extract.Mention) bool { return retracted[m.Span] })
		}
		offered := offeredIn(t, mentions)
		asked := map[string]bool{}
		for _, m := range mentions {
			if m.Type == ontology.TypeDrug && askedToTake(words[i], m.Span) {
				asked[m.ConceptID] = true
			}
		}
		clauses := drugClauses(t.Text, mentions)
		clauseSpans := drugClauseSpans(t.Text, mentions)
		replaced := replacedIn(t.Text, mentions)
		for id := range setAsideIn(t.Text, mentions) { // "rather than jumping to ropinirole" (setaside.go)
			replaced[id] = true
		}
		for _, w := range Referents(mentions, t.Seq, display) {
			w.Clause = clauses[w.ConceptID]
			w.Paused = pausedIn(words[i], clauseSpans[w.ConceptID])
			w.Replaced = replaced[w.ConceptID] || unchangedIn(words[i], clauseSpans[w.ConceptID]) || // kept as it is beside one added (unchanged.go)
				keptBesideIn(words[i], mentions, w.ConceptID, clauseSpans[w.ConceptID]) // or beside one started or re-dosed (keptbeside.go)
			w.SpeakersOwn = speakersOwn[w.ConceptID]
			w.ByCarer = w.SpeakersOwn && byCarer
			if others[w.ConceptID] && !own[w.ConceptID] {
				continue
			}
			// "带了点褪黑素 能吃不": a drug the patient only asks to take is,
			// like one a clinician offers, none they take yet.
			w.Offered = (offered[w.ConceptID] || t.Speaker == extract.Patient && asked[w.ConceptID]) && !own[w.ConceptID]
			w.Fresh = t.Seq >= lastSeq-2
			w.ByPatient = t.Speaker == extract.Patient
			if w.Type == ontology.TypeDrug && w.Seq < unknownAt {
				continue
			}
			out = append(out, w)
		}
		if t.Speaker == extract.Patient {
			out = append(out, topicalOf(mentions, t.Seq)...)
		}
	}
	markWindowStatus(out) // "sertraline offered and declined", "阿托伐他汀我…自己停了" (windowstatus.go)
	if against {
		out = append(out, WindowMention{Seq: lastSeq, Against: true})
	}
	if proxyIntroduced(turns) || asksAfterFirst(turns) || cameWith(turns) { // "And how's Jean getting on?" (askedafter.go)
		out = append(out, WindowMention{Seq: lastSeq, Proxy: true})
	}
	return out
}

// offerBefore, at the end of the clause before a drug, proposes it: "We
// could put you on", "how about", "可以再加一个".
var offerBefore = regexp.MustCompile(`(?i)\b(we|i) (could|can|might|may) (put you on|start you on|add|try you on|try|give you|switch you to)( some)?( a)? $|\b(how|what) about $|(可以|要不|考虑)(再)?(加|换|上)(一个|一种|点|个)?$`)

// A drug a clinician only considers for later is proposed, not started:
// "We could think about HRT down the line, estradiol patches say",
// "三个月后复查，要是还高，再考虑上阿托伐他汀". The sentence says it is
// thought about, with a modal or a later time; "I've considered it and
// I'm starting you on it" is no longer consideration, and is left as it is.
var (
	enConsider   = regexp.MustCompile(`(?i)\b(?:could|might|may|can|would|will|'ll|should) (?:\w+ )?(?:think about|consider|look at|look into|talk about|revisit)\b`)
	enLaterTime  = regexp.MustCompile(`(?i)\b(?:down the (?:line|road|track)|in the future|later on|at some point|further on|if (?:it|that|things|this|they|your|the)\b)`)
	enThinkAbout = regexp.MustCompile(`(?i)\b(?:think(?:ing)? about|consider(?:ing)?)\b`)
	enStartedNow = regexp.MustCompile(`(?i)\b(?:start(?:ing)? you on|put(?:ting)? you on|prescrib(?:e|ing)|today)\b`)
	zhConsider   = regexp.MustCompile(`(?:再|以后|将来|到时候?|回头)(?:考虑|看要不要|看情况)|考虑(?:一下)?(?:上|加|换|用|开)`)
	zhStartedNow = regexp.MustCompile(`(?:今天|现在|这次|这回)(?:就|先)?(?:给你)?(?:开|加|换|上)`)
)

// consideredLater reports whether a clinician's sentence only considers
// its drug for later.
func consideredLater(sentence string) bool {
	if enConsider.MatchString(sentence) || enThinkAbout.MatchString(sentence) && enLaterTime.MatchString(sentence) {
		return !enStartedNow.MatchString(strings.ReplaceAll(sentence, "nothing new today", ""))
	}
	return zhConsider.MatchString(sentence) && !zhStartedNow.MatchString(sentence)
}

// offeredIn returns the drugs a turn of the assistant or a clinician only
// proposes: the extractor's hypothetical ones, and those after an offer.
func offeredIn(t WindowTurn, mentions []extract.Mention) map[string]bool {
	if t.Speaker == extract.Patient {
		return nil
	}
	rs := []rune(t.Text)
	out := map[string]bool{}
	for _, m := range mentions {
		if m.Type != ontology.TypeDrug {
			continue
		}
		if m.Assertion.Hypothetical || validSpan(m.Span, len(rs)) &&
			(offerBefore.MatchString(clauseBefore(rs, m.Span[0])) || consideredLater(sentenceAround(rs, m.Span))) {
			out[m.ConceptID] = true
		}
	}
	return out
}

// generalAdvice returns the turns with the drugs the assistant or a
// clinician speaks of as what people take, or what "we" might give ("Some
// people find melatonin helpful", "we could give you valacyclovir"), read
// as the patient's to consider: the extractor marks them Other, someone
// unnamed, but said to the patient they are what "the one you mentioned"
// points at. A relative's drug keeps its experiencer.
func generalAdvice(turns []WindowTurn) []WindowTurn {
	out := make([]WindowTurn, len(turns))
	for i, t := range turns {
		out[i] = t
		if t.Speaker == extract.Patient {
			continue
		}
		cloned := false
		for j, m := range t.Mentions {
			if m.Type != ontology.TypeDrug || m.Assertion.Experiencer != extract.Other {
				continue
			}
			if !cloned {
				out[i].Mentions, cloned = slices.Clone(t.Mentions), true
			}
			out[i].Mentions[j].Assertion.Experiencer = ""
		}
	}
	return out
}

// namedRelative is a relative called by their given name, as British and
// Irish speakers do: "our Chloe's just been put on", "my Kieran takes". The
// name is capitalized and followed by what they are or do.
var namedRelative = regexp.MustCompile(`\b(?:[Oo]ur|[Mm]y) ([A-Z][a-z]+)(?:'s| is| has| takes| was| gets| got| uses)\b`)

// notAGivenName are capitalized words after "my" or "our" that name no
// person.
var notAGivenName = map[string]bool{"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true,
	"Saturday": true, "Sunday": true, "Christmas": true, "Easter": true, "Doctor": true, "Doc": true, "Mum": true, "Mam": true, "Dad": true}

// namedRelativeBefore reports whether the clause of a patient's turn before
// span says a relative named by name ("And our Chloe's just been put on
// isotretinoin"): the drug or condition is theirs, which the extractor,
// not knowing the name, reads as the patient's.
//
// A name the lexicon knows ("my Lipitor's run out and my amlodipine") is a
// drug's, no person's.
func namedRelativeBefore(rs []rune, span [2]int, mentions []extract.Mention) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	clause := clauseBefore(rs, span[0])
	offset := span[0] - utf8.RuneCountInString(clause)
	for _, m := range namedRelative.FindAllStringSubmatchIndex(clause, -1) {
		from := offset + utf8.RuneCountInString(clause[:m[2]])
		name := [2]int{from, from + utf8.RuneCountInString(clause[m[2]:m[3]])}
		if !notAGivenName[clause[m[2]:m[3]]] && !mentionWithin(mentions, name) {
			return true
		}
	}
	return false
}

// mentionWithin reports whether a mention overlaps span.
func mentionWithin(mentions []extract.Mention, span [2]int) bool {
	for _, m := range mentions {
		if m.Span[0] < span[1] && span[0] < m.Span[1] {
			return true
		}
	}
	return false
}

// startWords say the patient now takes a drug: what follows names it.
var startWords = []string{"now on", "got me on", "put me on", "started me on", "switched me to", "switched to", "changed me to",
	"moved me to", "changed to", "换成了", "换成", "改成了", "改成", "改吃", "换吃"}

// notAName are words after a start phrase that name no drug ("got me on
// it", "换成了那个").
var notAName = map[string]bool{"it": true, "that": true, "this": true, "them": true, "those": true, "these": true, "something": true,
	"a": true, "an": true, "the": true, "one": true,
	// The start phrase ends a relative clause, its object said before it:
	// "that stuff you put me on with my pill", "the one they started me on
	// last week".
	"with": true, "for": true, "and": true, "but": true, "or": true, "last": true, "yesterday": true, "today": true, "in": true,
	"at": true, "after": true, "before": true, "because": true, "when": true, "since": true, "so": true, "is": true, "was": true}

// zhWhenOrHowMuch, after 改成 or 换成, change when or how much of a drug is
// taken, not which: "能不能改成饭后吃", "改成一天一片" name no new drug.
var zhWhenOrHowMuch = []string{"饭前", "饭后", "餐前", "餐后", "早上", "晚上", "中午", "睡前", "空腹", "一天", "每天", "隔天", "一日", "半片", "一片", "两片", "一次", "两次"}

// startsUnknownDrug reports whether text says the patient now takes a drug
// ("now they've got me on Eloquis", "换成了xx") and no drug or drug class of
// mentions is said after the start words.
func startsUnknownDrug(text string, mentions []extract.Mention) bool {
	lower := strings.ToLower(text)
	rs := []rune(lower)
	for _, w := range startWords {
		i := strings.Index(lower, w)
		if i < 0 || isLatinWord(w) && !wholeAt(lower, i, len(w)) || strings.HasSuffix(lower[:i], "from ") {
			continue // "from now on" starts nothing
		}
		end := len([]rune(lower[:i+len(w)]))
		if isLatinWord(w) {
			if _, next := wordAfter(rs, end); next == "" || notAName[next] {
				continue
			}
		} else if end == len(rs) || hasPrefixAny(rs[end:], []string{"那", "这", "它", "别的", "其他"}) > 0 || hasPrefixAny(rs[end:], zhWhenOrHowMuch) > 0 {
			continue
		}
		named := false
		for _, m := range mentions {
			named = named || (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[0] >= end
		}
		if !named {
			return true
		}
	}
	return false
}

// Preceding returns the mentions that end before the first of refs starts:
// of the turn holding the references, only those can be what they point
// back to ("我在吃氨氯地平，这个药…"), never a drug named after the reference
// ("can I take that medicine with ibuprofen?").
func Preceding(mentions []extract.Mention, refs []Reference) []extract.Mention {
	mentions = extract.WithoutReferring(mentions)
	if len(refs) == 0 {
		return mentions
	}
	first := refs[0].Span[0]
	for _, r := range refs {
		first = min(first, r.Span[0])
	}
	var out []extract.Mention
	for _, m := range mentions {
		if m.Span[1] <= first {
			out = append(out, m)
		}
	}
	return out
}

// Vocabulary is the part of the lexicon the resolver needs;
// *ontology.Lexicon implements it.
type Vocabulary interface {
	InClass(drugID, classID string) bool
	Concept(id string) (ontology.Concept, bool)
	// AdverseEffects returns the symptom ids a drug is known to cause.
	AdverseEffects(drugID string) []string
}

var _ Vocabulary = (*ontology.Lexicon)(nil)

// conceptAttribute is the record fact attribute holding the ontology
// concept id (entity keys facts by it).
const conceptAttribute = "concept_id"

// Resolve resolves each reference, returning one Resolution per reference,
// in the order of refs, except for class references ("降压药") that fit no
// drug anywhere: those name the class itself, not one of the patient's
// drugs, and are dropped. A bare demonstrative with nothing to point to is
// kept, unresolved, with no candidates, so the caller can ask.
//
// What fits a reference: a drug (condition) of its kind; of its class, if
// it names one; treating (being) a condition of its topic, if it has one
// ("the blood pressure one", "血压的毛病"). Stages, in order:
//   - earlier session, for "上次提到的" / "the one I mentioned last time":
//     the distinct fitting drugs of the last earlier session. Nothing
//     else is searched: what the patient means is what they said then.
//     "上上回说的" / "the time before last" searches the session before it.
//   - past, for "以前吃的" / "the one I used to be on": the stopped
//     medications (resolved conditions) of the record that fit.
//   - session: the fitting drugs of the window; the one mentioned last
//     resolves it, unless two were mentioned in that same turn. For a
//     recency reference ("新开的降压药") the window's drug must not be
//     older than a fitting drug the record says was started later; if it
//     is, the graph stage decides.
//   - graph: the current, active, not refuted facts that fit. One resolves
//     it; several only for a recency reference whose newest fact started
//     strictly after all others.
//
// At any stage with several candidates, a complaint in the same turn
// ("吃那个药胃不舒服") ranks first the drugs known to cause it (their
// adverse effects), with the reason; exactly one such drug resolves the
// reference. Otherwise it stays unresolved with every candidate: an LLM
// arbiter or the clinician decides, never a guess here.
//
// Resolve is deterministic: the same inputs give the same output.
func Resolve(refs []Reference, in Input, v Vocabulary) []Resolution {
	if slices.ContainsFunc(refs, func(r Reference) bool { return r.Own }) && againstOthers(in.Window) {
		// "And mine, can I take it with food?": set against a relative's
		// drug, "mine" is what the turn's pronouns stand for too (Find
		// reads it only where no other phrase stands for a drug).
		refs = slices.DeleteFunc(slices.Clone(refs), func(r Reference) bool { return r.Kind == KindDrug && !r.Own })
	}
	if !carerSession(in) {
		// "Mum's water tablet" said by the patient is their mother's,
		// none of theirs.
		// Asked about as a carer asks, it offers the record's (carerasks.go).
		refs = slices.DeleteFunc(slices.Clone(refs), func(r Reference) bool { return r.ForRelative && !keepCarerAsked(r, in.Window) })
	}
	var out []Resolution
	for _, ref := range refs {
		relatives := ref.ForRelative && !carerSession(in)
		r, ok := resolveOne(ref, in, v)
		switch {
		case ok:
			if relatives {
				r = offerOnly(r)
			}
			r = askSiteOne(byCourse(r, in.Record), in, v)
		case ref.SiteOne:
			// No drug fits "the face one": the place's condition may; if
			// none does either, it stays no reference.
			r = askSiteOne(Resolution{Reference: ref}, in, v)
			if ok = len(r.Candidates) > 0; ok && relatives {
				r = offerOnly(r)
			}
		}
		if ok {
			out = append(out, r)
		}
	}
	return out
}

func resolveOne(ref Reference, in Input, v Vocabulary) (Resolution, bool) {
	if len(ref.TheirComplaints) > 0 && carerSession(in) {
		// "我是她儿子 … 吃那个药以后 她脸老是 一阵一阵地红": she is the
		// patient, her flushes the complaint that ranks the drugs.
		ref.Complaints = append(slices.Clone(ref.Complaints), ref.TheirComplaints...)
	}
	res := Resolution{Reference: ref}
	if ref.HeadNamed && !namedHere(ref.Named, in, v) {
		// Only its word made it a reference, and nothing the patient has
		// is named by it: "the veins in my legs" of a patient with none.
		return res, false
	}
	in.Window = withoutSpeakersOwn(ref, in.Window, carerSession(in))
	ref = signSites(ref, v)
	ref = bySignWord(ref, in, v)
	if ref.Kind == KindCondition && ref.Year > 0 {
		// "the one from twenty nineteen where I ended up on a drip": the
		// year names it before what the turn says it did (fromyear.go).
		isCondition := func(_, typ string) bool { return typ == ontology.TypeCondition }
		all := append(graphCandidates(ref, in.Record, isCondition), pastCandidates(ref, in.Record, isCondition)...)
		if dated := onlyDatedIn(all, ref, in.Now, true); len(dated) > 0 {
			res.oneOrAsk(StageGraph, dated)
			return res, true
		}
		// A year nothing was had in chooses nothing: the conditions
		// are asked about, never the one the turn happens to fit.
		res.Stage, res.Candidates = StageGraph, toCandidates(all)
		return res, true
	}
	if ref.PregnancyOnset {
		// "the thing I've had since I was carrying our youngest": what
		// began with a pregnancy the record holds (onset.go).
		if cands, ok := byPregnancyOnset(ref, in.Record, v, ref.PregnancyFound); ok && len(cands) > 0 {
			if len(cands) > 1 {
				// What the turn says it does chooses among them ("手腕子大拇
				// 指这边一碰凉水就疼").
				if r, ok := bySigns(ref, in.Window, factsOf(in.Record, cands), v); ok && r.Resolved {
					return r, true
				}
			}
			res.oneOrAsk(StageGraph, cands)
			return res, true
		}
	}
	if r, ok := bySigns(ref, in.Window, in.Record, v); ok || ref.BySignsOnly {
		// A condition told by what it does: the record's condition those
		// signs are typical of (described.go); found only by them and
		// fitting none, no reference.
		return r, ok
	}
	fit := fitter(ref, v)
	// decide resolves the reference to the single candidate, or to the one
	// complaint singles out, or leaves it unresolved with all of them.
	decide := func(stage string, cands []scored) (Resolution, bool) {
		cands = atTopicPlace(ref, cands, v)      // "the skin thing on my face" (topicplace.go)
		cands = namedFirst(ref, cands, v)        // "that bug in my stomach" (headnamed.go)
		cands = nervesProperFirst(ref, cands, v) // "my nerve pills" (nerves.go)
		fits, rest := rankByComplaint(ref, cands, v)
		switch {
		case len(fits) == 0:
			return res, ref.ClassID == "" && ref.Topic == "" && ref.Named == ""
		case len(fits) == 1 && len(rest) > 0 && stage != StageEarlier:
			if other := offFormCausing(ref, in.Record, v, fits[0]); len(other) > 0 {
				// "is that one of my tablets doing that" with shaky hands:
				// the tablet that causes it, or the inhaler that does too.
				res.Stage, res.Candidates = stage, toCandidates(append(fits, other...))
				return res, true
			}
			res.resolve(fits[0].Candidate, stage, toCandidates(append(fits, rest...)))
		case len(fits) == 1:
			// Shown with what it was chosen from, ranked: the clinician
			// sees why.
			res.resolve(fits[0].Candidate, stage, toCandidates(append(fits, rest...)))
		default:
			if r, ok := chosenBySaidAfter(ref, in, fits, stage, v); ok {
				return r, true
			}
			res.Stage, res.Candidates = stage, toCandidates(fits)
		}
		return res, true
	}
	if ref.Freq != "" && ref.Kind == KindDrug && !ref.Past && !ref.LastTime && !ref.BeforeLast && !ref.FirstSession {
		// "一个月食一粒嘅骨头药": the drug said or known to be taken so,
		// or nothing (howoften.go); a session named searches itself.
		if cands := byFrequency(ref, in, v, fit); len(cands) > 0 {
			return decide(StageGraph, cands)
		}
		return res, true
	}
	if said := incidentalSaid(ref, in, v); len(said) > 0 {
		return decide(StageSession, said) // incidental.go
	}
	if ref.TreatedBy != "" && ref.Kind == KindCondition {
		// "the thing I get the inhaler for": what the patient's inhalers
		// are given for.
		return decide(StageGraph, treatedCandidates(ref, in.Record, v))
	}
	if ref.Visit != "" && ref.Kind == KindDrug {
		// "the tablet you brought up when I came in about my ankles": the
		// drugs of the sessions that were about that, or nothing.
		return decide(StageEarlier, visitCandidates(ref, in, v, fit))
	}
	if ref.Ordinal > 0 && ref.Kind == KindDrug && !ref.LastTime && !ref.BeforeLast && !ref.FirstSession {
		// "the second one you mentioned": the drug named in that place
		// of the last turn that listed several; none chosen otherwise.
		chosen, all := ordinalCandidates(ref, in, v, fit)
		if len(chosen) == 1 {
			res.resolve(chosen[0].Candidate, StageSession, toCandidates(all))
			return res, true
		}
		if len(all) == 0 {
			// No list to count in: the place chooses none of what the
			// window or the record holds, all offered.
			all = sessionCandidates(ref, in.Window, in.Record, v, fit, true)
			if len(all) == 0 {
				all = graphCandidates(ref, in.Record, fit)
			}
		}
		if len(all) > 0 {
			res.Stage, res.Candidates = StageSession, toCandidates(all)
		}
		return res, true
	}
	if !mannerSaidInWindow(ref, in.Window) {
		// "我放冰箱里那个", "the one I've got to chew": the record's drug
		// kept or taken so by its kind (mannerclass.go).
		if cands, ok := byMannerOfClass(ref, in.Record, v, fit); ok && len(cands) > 0 {
			return decide(StageGraph, cands)
		} else if ok && onlyOfClass[ref.Kept+ref.Look] {
			return res, true
		}
	}
	if ref.Kept == keptFridge && !slices.ContainsFunc(in.Window, func(w WindowMention) bool { return slices.Contains(keptIn(w.Clause), keptFridge) }) {
		// "我放冰箱里那个" with no drug of the window said kept there: the
		// fridge keeps only what must stay cold (insulin, some eye drops),
		// which the record does not say; its tablets are not that, and
		// nothing is offered. Any drug may sit by the bed or in a handbag:
		// those offer the record's (bySchedule).
		return res, true
	}
	if ref.Look != "" && (ref.Past || ref.ClassID != "" || ref.Topic != "") {
		ref.Look, ref.TimeOfDay = "", "" // "the purple pill I used to take": chosen as the past one
	}
	if ref.Look != "" && ref.TimeOfDay != "" {
		// "the little white one at night": told apart by the colour if
		// the window said colours, else by the time (looks.go).
		if slices.ContainsFunc(in.Window, func(w WindowMention) bool { return len(looksIn(w.Clause)) > 0 }) {
			ref.TimeOfDay = ""
		} else {
			ref.Look = ""
		}
	}
	if ref.Ordered != "" && !orderedIn(in.Window, ref.Ordered) && !slices.ContainsFunc(in.Earlier, func(e []WindowMention) bool { return orderedIn(e, ref.Ordered) }) {
		// No turn said it of a drug: "the one they've just switched me
		// onto" is then the newest started (Recent), as before.
		ref.Ordered = ""
	}
	if ref.Dose != "" || ref.TimeOfDay != "" || ref.Look != "" || ref.Kept != "" || ref.Ordered != "" {
		// "the bedtime one": the drug of the window said so, if only one
		// is; else never the recency or the record's choice, which ignore
		// what the patient chose it by.
		// "恁上回提的那个睡前吃的药": the drugs of the session it names,
		// whatever else the record holds.
		said, stage, graph := in.Window, StageSession, graphCandidates(ref, in.Record, fit)
		switch {
		case ref.LastTime:
			said, stage, graph = in.earlier(0), StageEarlier, nil
		case ref.BeforeLast:
			said, stage, graph = in.earlier(ref.beforeLastIndex()), StageEarlier, nil
		case ref.FirstSession && in.First == nil:
			return res, true
		case ref.FirstSession:
			said, stage, graph = in.First, StageEarlier, nil
		case ref.Ordered != "" && !orderedIn(in.Window, ref.Ordered):
			// "the one they swapped me onto at the hospital": no drug
			// of this session was said so; the latest session that said
			// it of one is meant.
			for back := range in.Earlier {
				if orderedIn(in.earlier(back), ref.Ordered) {
					said, stage, graph = in.earlier(back), StageEarlier, nil
					break
				}
			}
		}
		session := sessionCandidates(ref, said, in.Record, v, fit, true)
		chosen, all, ok := bySchedule(ref, said, session, graph)
		if ok {
			res.resolve(chosen.Candidate, stage, toCandidates(all))
			return res, true
		}
		if len(all) == 1 && (ref.ClassID != "" || ref.Topic != "" || ref.TimeAfter) && ref.Dose == "" && ref.Look == "" && ref.Kept == "" {
			// "他睡前吃的那个 帮他睡着的那个": the one sleeping pill; what it
			// is for chose it, and the time of day the record does not
			// hold cannot set it against another.
			res.resolve(all[0].Candidate, stage, toCandidates(all))
			if len(session) == 0 {
				res.Stage = StageGraph
			}
			return res, true
		}
		if fits, rest := rankByComplaint(ref, all, v); len(fits) == 1 && len(rest) > 0 && len(session) == 0 && stage == StageSession {
			// "早上那个黄的 换了以后 … 光是干咳": a colour or time the
			// record does not hold told none apart; of the drugs it
			// leaves, the one known to cause the complaint is meant, as
			// for "that tablet" (zh-dev29-011).
			return decide(StageGraph, all)
		}
		if len(all) > 0 {
			res.Stage, res.Candidates = StageGraph, toCandidates(all)
			if len(session) > 0 {
				res.Stage = stage
			}
		}
		return res, true
	}
	if ref.Episode {
		// "脚脖子肿的那回": the window's condition of that place, or the
		// record's, whether over or not; two such are asked about.
		if session := sessionCandidates(ref, in.Window, in.Record, v, fit, true); len(session) > 0 {
			return decide(StageSession, session)
		}
		inRecord := func(f entity.Fact) bool { return current(f) || past(f) }
		return decide(StageGraph, factCandidates(ref, in.Record, fit, inRecord))
	}
	if ref.Unavailable {
		// "the one they were out of": the window's drug said so, or
		// nothing; never the record's, which holds no stock.
		cands := sessionCandidates(ref, unavailableOf(in.Window), in.Record, v, fit, true)
		if len(cands) == 0 {
			return res, true
		}
		return decide(StageSession, cands)
	}
	if ref.JustSaid {
		// "it makes my ankles swell": only the drugs the last turns named,
		// those of the latest turn that named any, and of them only those
		// known to cause what the turn complains of.
		fresh := slices.DeleteFunc(slices.Clone(in.Window), func(w WindowMention) bool { return !w.Fresh || w.Denied && ref.Kind == KindCondition })
		cands := sessionCandidates(ref, fresh, in.Record, v, fit, true)
		if len(cands) == 0 && ref.Kind == KindCondition {
			// "它会不会遗传给我闺女？" after talk of the daughter's
			// tiredness: a pronoun for a condition (an illness asked
			// about, "the kind of thing", "it's acting up") is the one the
			// session named, even turns back, when it named one.
			said := slices.DeleteFunc(slices.Clone(in.Window), func(w WindowMention) bool { return w.Denied || w.Topical })
			if all := sessionCandidates(ref, said, in.Record, v, fit, true); len(all) == 1 {
				cands = all
			}
		}
		if len(cands) > 1 {
			n := 1
			for n < len(cands) && cands[n].seq == cands[0].seq {
				n++
			}
			// Nor one the turn paused beside one it gave ("硝苯地平先停三天。
			// 给你开秋水仙碱" then "那个 吃几天"), as for a bare "那个药".
			cands = withoutReplaced(withoutPaused(cands[:n], in.Window, ref.StopAsked), in.Window, ref.StopAsked)
		}
		if !ref.StopAsked && allPaused(cands, in.Window) {
			// "and that one, do I take it with food?" when the only drug
			// the last turn read is one it paused: offered, never chosen.
			res.Stage, res.Candidates = StageSession, toCandidates(cands)
			return res, true
		}
		if ref.EffectAsked {
			ref.Complaints = nil // decide ranks by none
		}
		if len(ref.Complaints) > 0 {
			cands, _ = rankByComplaint(ref, cands, v)
			cands = slices.DeleteFunc(cands, func(c scored) bool { return c.Reason == "" })
		}
		if len(cands) == 0 {
			return res, true
		}
		return decide(StageSession, cands)
	}
	if ref.Own {
		if !againstOthers(in.Window) {
			if !ref.SessionOnly {
				return res, false // "mine" with no one else's drug to set it against
			}
		} else {
			// "mine" against a relative's drug: the patient's own drugs of
			// the window (WindowReferents leaves the relative's out), all
			// of them, not only the last named: one is it, several are
			// asked about, none is nothing, never the record's.
			own := slices.DeleteFunc(slices.Clone(in.Window), func(w WindowMention) bool { return w.Offered || w.Type != ontology.TypeDrug })
			cands := sessionCandidates(ref, own, in.Record, v, fit, true)
			if len(cands) == 0 {
				return res, false
			}
			return decide(StageSession, cands)
		}
	}
	if ref.LastTime {
		// "The new one I mentioned last time" dates the candidates by the
		// record, stopped facts included.
		cands := sessionCandidates(ref, in.earlier(0), in.Record, v, withAlternatives(ref, in.earlier(0), fit), ref.Recent) // alternatives.go
		if ref.Recent {
			cands = newestStarted(cands)
		}
		// Not "the tablet we discussed last time": most drugs are tablets.
		specific := ref.ClassID != "" || ref.Topic != "" || ref.Form != "" && ref.Form != FormOral
		if len(cands) == 0 && !ref.drugHeaded {
			// "上次跟你说的那个" when the last session told a condition
			// and no drug (lastsaid.go).
			if conds := conditionsToldLast(ref, in, v); len(conds) > 0 {
				res.Reference.Kind = KindCondition
				return decide(StageEarlier, conds)
			}
		}
		if len(cands) > 0 || !specific {
			return decide(StageEarlier, cands)
		}
		// "上次说的那个降糖药" with nothing of the kind said then: the
		// class or form still names it in the record, and what the turn
		// says is over still is ("the painkiller I used to take last
		// time, the one they stopped already"; laststop.go).
		ref.Past = ref.Past || ref.PastTold
	}
	if ref.FirstSession {
		// "第一回跟你聊的时候你说的那个药": what was said in that session,
		// never what a later one or the record offers.
		if in.First == nil {
			return res, true
		}
		cands := sessionCandidates(ref, in.First, in.Record, v, withAlternatives(ref, in.First, fit), ref.Recent)
		if ref.Recent {
			cands = newestStarted(cands)
		}
		if len(cands) == 0 {
			return res, true
		}
		return decide(StageEarlier, cands)
	}
	if ref.BeforeLast {
		// "上上回说的那个": what was said in that session, or, if nothing
		// there fits, nothing chosen (Mentioned, Anchored).
		cands := sessionCandidates(ref, in.earlier(ref.beforeLastIndex()), in.Record, v, withAlternatives(ref, in.earlier(ref.beforeLastIndex()), fit), ref.Recent)
		if ref.Recent {
			cands = newestStarted(cands)
		}
		if len(cands) > 0 {
			return decide(StageEarlier, cands)
		}
	}
	if ref.AtEpisode && !ref.Past {
		// "the tablet I had that time I felt dizzy": a time gone by with
		// no illness over named; the drug taken then may be over or still
		// taken. Both are offered, one alone chosen (episodetime.go). The
		// sign is what it was taken for, no side effect to rank by.
		ref.Complaints = nil
		return decide(StageGraph, append(graphCandidates(ref, in.Record, fit), pastCandidates(ref, in.Record, fit)...))
	}
	if ref.Past {
		cands := pastCandidates(ref, in.Record, fit)
		if ref.AtEpisode && ref.Topic != "" && holdsCurrent(in.Record, ref.Topic, v) {
			// "the tablet I took that time I had a migraine": the illness
			// comes back and the record still holds it, so the drug taken
			// at one attack may be one still taken: the current drugs for
			// it are candidates too (episodetime.go).
			cands = append(graphCandidates(ref, in.Record, fit), cands...)
		}
		// "the one I came off back in March", "the thing I had last
		// Christmas": started or ended then.
		cands = datedIn(cands, ref, in.Now, true)
		return decide(StageGraph, cands)
	}
	session := sessionCandidates(ref, in.Window, in.Record, v, withAlternatives(ref, in.Window, fit), true)
	if len(session) == 0 && ref.Mentioned {
		// Something said ("跟你说的那个") is found where it was said, never
		// in the record alone; "中秋前" may be any earlier session.
		// Any earlier session may be meant: the last one's are offered,
		// never chosen.
		if !ref.Anchored {
			res.Stage, res.Candidates = StageEarlier, toCandidates(sessionCandidates(ref, in.earlier(0), in.Record, v, fit, false))
		}
		if len(res.Candidates) == 0 {
			// "the one I told you about the last time I came" when that
			// session told conditions and no drug: those, offered.
			if conds := conditionsToldLast(ref, in, v); len(conds) > 0 {
				res.Reference.Kind = KindCondition
				res.Stage, res.Candidates = StageEarlier, toCandidates(conds)
			}
		}
		return res, true
	}
	if bareDrugRef(ref) && (pointsAtOthers(in.Window, session) || ref.Also && againstOthers(in.Window)) {
		// "我闺女在吃优思明 … 那个药我能不能也吃点？": a bare "that medicine"
		// after the window last named someone else's drug is that drug,
		// which is not the patient's: nothing of theirs is meant, and the
		// record's drug would be a confident wrong answer. Asked to take
		// it too ("也吃点"), it is theirs even when a drug of the
		// patient's was named as well.
		return res, true
	}
	graph := graphCandidates(ref, in.Record, fit)
	if (ref.ClassID != "" || ref.Topic != "" || ref.Form != "" && ref.Form != FormOral) && owned(ref.Text) || claimsTakenNow(ref.Text) || ref.TakenNow {
		// "my blood pressure tablet" after the GP only offered another:
		// what the patient calls theirs is what they take, not the offer.
		// "我现在吃的那个降血脂的药" after a clinician only considered one
		// for later: not that one, even with nothing else of the kind.
		session = slices.DeleteFunc(session, func(c scored) bool { return c.offered && !c.inRecord })
	}
	session = byWindowStatus(ref, session, in.Window)
	session = sharedWordsOnly(ref, session, in.Window) // "those ones he said I must finish" (sharedwords.go)
	if len(session) == 0 && len(graph) == 0 {
		if ref.Form != "" && ref.Form != FormOral {
			// "打的那个针" when the only injection the record holds is one
			// the patient has stopped: that is the one they mean. Not
			// "my water pill": most drugs are tablets.
			return decide(StageGraph, pastCandidates(ref, in.Record, fit))
		}
		if dated := onlyDatedIn(pastCandidates(ref, in.Record, fit), ref, in.Now, true); len(dated) > 0 {
			// "The antibiotic I had for my water infection last spring":
			// nothing current fits, and the turn dates a drug that is over.
			return decide(StageGraph, dated)
		}
		if ref.Kind == KindCondition && (ref.Topic != "" || ref.Named != "") {
			// "肚脐眼那儿那个毛病" when the only condition the record has
			// there is over (repaired, healed): that is the one meant,
			// perhaps come back. Not a bare "那个病", which fits them all.
			return decide(StageGraph, pastCandidates(ref, in.Record, fit))
		}
		return res, ref.ClassID == "" && ref.Topic == "" && ref.Named == ""
	}
	if len(session) > 0 && (!ref.Recent || !newerInRecord(session[0], graph)) {
		latest := session
		if len(session) > 1 && session[0].seq > session[1].seq {
			latest = session[:1] // the one mentioned last
		} else if len(session) > 1 && !ref.StopAsked {
			// "阿托伐他汀这五天先停掉 … 给你开奈玛特韦/利托那韦": of the
			// drugs of the last turn, not the one it paused (pausedhere.go).
			n := 1
			for n < len(session) && session[n].seq == session[0].seq {
				n++
			}
			if kept := withoutReplaced(withoutPaused(session[:n], in.Window, false), in.Window, false); len(kept) < n {
				latest = kept
			}
			if topic := patientsTopic(latest, in.Window); len(topic) == 1 {
				latest = topic // "I'm on clopidogrel" / "…alongside your aspirin" / "how long am I on it?"
			}
		}
		if !ref.StopAsked && allPaused(latest, in.Window) {
			// "I'll start you on <a name the lexicon lacks> … and stop
			// your simvastatin" then "do I take it with food": the drug
			// the turn paused is what the patient was told to leave off,
			// and the one given may be meant. Offered, never chosen.
			res.Stage, res.Candidates = StageSession, toCandidates(latest)
			return res, true
		}
		// Two named in the same last turn stay ambiguous between them:
		// the record must not narrow them to the one it happens to hold.
		r, ok := decide(StageSession, latest)
		if r.Resolved && len(latest) < len(session) {
			r.Candidates = toCandidates(session) // recency chose: show what it chose from
		}
		return r, ok
	}
	if ref.SessionOnly {
		res.Stage, res.Candidates = StageGraph, toCandidates(graph)
		return res, true
	}
	if ref.Again {
		graph = restarted(graph, in.Record)
	}
	if len(onlyDatedIn(graph, ref, in.Now, false)) == 0 {
		// "前年查出来的那个毛病" when nothing current began then but a
		// condition the record dates then is over: the turn's date
		// names that one, perhaps come back, not the current one.
		if dated := onlyDatedIn(pastCandidates(ref, in.Record, fit), ref, in.Now, true); len(dated) > 0 {
			return decide(StageGraph, dated)
		}
	}
	graph = datedIn(graph, ref, in.Now, false)
	if len(graph) > 1 && ref.Recent {
		if graph[0].start.After(graph[1].start) {
			res.resolve(graph[0].Candidate, StageGraph, toCandidates(graph))
			return res, true
		}
		// Started on the same day: "the new one" is one of those, never
		// an older drug.
		n := 1
		for n < len(graph) && graph[n].start.Equal(graph[0].start) {
			n++
		}
		graph = graph[:n]
	}
	return decide(StageGraph, graph)
}

// bareDrugRef reports whether a drug reference says nothing of which drug
// but that it is one ("那个药", "that one", "it"): no class, topic, form,
// recency, past or possessive that could pick one of the patient's own
// ("我吃的那个" is the patient's, whoever else's drug was named), and no
// complaint: "吃那个药脚肿" is of a drug the patient has taken, which a
// complaint's known cause picks out among theirs.
func bareDrugRef(ref Reference) bool {
	return ref.Kind == KindDrug && ref.ClassID == "" && ref.Topic == "" && ref.Form == "" && ref.Named == "" &&
		!ref.Recent && !ref.Past && !ref.Again && !ref.Own && !ref.SessionOnly && len(ref.Complaints) == 0 && !owned(ref.Text)
}

// pointsAtOthers reports whether the window named someone else's drug and
// none of the patient's (session): a bare reference then follows talk of
// that person's drug. With a drug of the patient's named too ("我吃的是来士
// 普 … 我闺女吃舍曲林 … 那我吃的那个"), the session stage chooses as before.
func pointsAtOthers(window []WindowMention, session []scored) bool {
	return againstOthers(window) && len(session) == 0
}

// ownedWords, at the start of a reference, make it the patient's own:
// "my blood pressure tablet", "me water tablet", "我那个降压药".
var ownedWords = []string{"my ", "me ", "ma ", "mi ", "我的", "我那", "我这", "俺的", "俺那", "俺这", "我吃的", "俺吃的"}

// takenNow says, in a reference's own words, a drug the patient takes now:
// "我现在吃的", "俺正在用的", "the one I'm on now".
var takenNow = regexp.MustCompile(`(?i)(?:我|俺)(?:现在|目前|正在|如今|眼下)(?:在)?(?:吃|用|打|抹|喷|贴|服)(?:着)?的|\b(?:i'm|i am) (?:on|taking|using) (?:now|at the moment|currently)\b|\bi(?:'m| am)? (?:currently|now) (?:on|taking|using)\b`)

// claimsTakenNow reports whether a reference claims a drug the patient
// takes now: "我现在吃的那个…", or "my patches" said of a form.
func claimsTakenNow(text string) bool {
	return takenNow.MatchString(text)
}

// nowTakerBefore, at the end of the words before a reference, says the
// patient takes it now: "我现在|吃的那个", "俺目前|用的那个" before one that
// starts with its verb of taking, or "我现在吃的那个 |帮睡觉的" before a
// purpose said after it; in English, after it: "the sleeping tablet| I'm
// currently taking".
var (
	nowTakerBefore     = regexp.MustCompile(`(?:我|俺)(?:现在|目前|正在|如今|眼下)(?:在)?\s*$`)
	enNowTakenAfter    = regexp.MustCompile(`^\s*(?:that |which )?(?:i'm|i am|i've been) (?:(?:currently|now) (?:on|taking|using)|(?:on|taking|using) (?:now|currently|at the moment))\b`)
	nowTakenThatBefore = regexp.MustCompile(`(?:我|俺)(?:现在|目前|正在|如今|眼下)(?:在)?(?:吃|用|打|抹|喷|贴|服)(?:着)?的(?:那个|那种)?[\s呃嗯啊就是]*$`)
)

// takenNowBefore reports whether the reference at span is one the words
// before it say the patient takes now ("我现在吃的那个 帮睡觉的"): as
// claimsTakenNow of its own words.
func takenNowBefore(rs []rune, span [2]int) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	before := string(rs[max(0, span[0]-14):span[0]])
	if nowTakenThatBefore.MatchString(before) || enNowTakenAfter.MatchString(strings.ToLower(string(rs[span[1]:]))) {
		return true
	}
	return hasPrefixAny(rs[span[0]:], []string{"吃", "用", "打", "抹", "喷", "贴", "服"}) > 0 && nowTakerBefore.MatchString(before)
}

// askedToTake, right after a drug in a patient's sentence, asks whether
// they may take it: "带了点褪黑素 能吃不", "褪黑素可以吃吗"; before it in
// English, "can I take melatonin", "is it OK to try melatonin". A drug only
// asked about is not yet one the patient takes.
var (
	zhAskedToTakeAfter  = regexp.MustCompile(`^\s*(?:我)?(?:能吃不|能不能吃|可以吃吗|可不可以吃|能吃吗|能吃么|能用不|能不能用|可以用吗|能用吗)`)
	enAskedToTakeBefore = regexp.MustCompile(`(?i)\b(?:can|could|may|should) i (?:take|try|have|use|start)(?: some| a bit of| any)? $|\b(?:is it|would it be) (?:ok|okay|alright|all right|safe) (?:for me )?to (?:take|try|have|use|start)(?: some| a bit of| any)? $`)
)

// askedToTake reports whether the drug at span is only asked about: may the
// patient take it.
func askedToTake(w turnWords, span [2]int) bool {
	rs := w.runes
	if !validSpan(span, len(rs)) {
		return false
	}
	// zhAskedToTakeAfter spans RE2's white space and at most six runes.
	end := span[1]
	for end < len(rs) && strings.ContainsRune(re2Space, rs[end]) {
		end++
	}
	return zhAskedToTakeAfter.MatchString(string(rs[span[1]:min(len(rs), end+6)])) ||
		enAskedToTakeBefore.MatchString(strings.ToLower(string(rs[max(0, span[0]-40):span[0]])))
}

// turnWords is a window turn's text as the rules of its drugs read it,
// converted once for the turn rather than again for each drug: a long
// turn in the window made every later turn's resolution quadratic.
type turnWords struct {
	runes, lowerRunes []rune // as said; lowercased
	// adds, gives and redoses: the turn starts a drug (addedHere), gives
	// one (givenHere) or changes a dose (redosed), anywhere in it.
	adds, gives, redoses bool
}

func wordsOf(text string) turnWords {
	lower := strings.ToLower(text)
	return turnWords{runes: []rune(text), lowerRunes: []rune(lower),
		adds: addedHere.MatchString(lower), gives: givenHere.MatchString(lower), redoses: redosed.MatchString(lower)}
}

// owned reports whether a reference's words call it the patient's own.
func owned(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range ownedWords {
		if strings.HasPrefix(lower, w) {
			return true
		}
	}
	return false
}

// looseForms are the plural form nouns a patient uses for all their
// medicines when asking whether one causes a complaint: "is that one of my
// tablets doing that", "could it be my pills", "is it me tablets". Said so,
// an inhaler or an injection is not set aside by the form word.
var looseForms = map[string]bool{"tablets": true, "pills": true, "capsules": true}

// offFormCausing returns, for a loose plural form reference ("one of my
// tablets") that a complaint resolved to chosen, the patient's current
// drugs of another form that fit it but for the form and cause the
// complaint too: a careful clinician asks which one is meant. Only for
// "my"/"me" with no class, purpose or other word choosing a drug ("my
// water tablets" is a class and stays as it is).
func offFormCausing(ref Reference, record []entity.Fact, v Vocabulary, chosen scored) []scored {
	if ref.Kind != KindDrug || ref.Form == "" || len(ref.Complaints) == 0 || ref.ClassID != "" || ref.Topic != "" || ref.Named != "" ||
		ref.Past || ref.LastTime || ref.BeforeLast || ref.FirstSession || ref.Look != "" || ref.Dose != "" || ref.TimeOfDay != "" || ref.Kept != "" || ref.Recent {
		return nil
	}
	words := strings.Fields(strings.ToLower(ref.Text))
	if len(words) != 2 || (words[0] != "my" && words[0] != "me") || !looseForms[words[1]] {
		return nil
	}
	anyForm := ref
	anyForm.Form = ""
	var out []scored
	for _, c := range graphCandidates(anyForm, record, fitter(anyForm, v)) {
		if c.ConceptID == chosen.ConceptID || fitter(ref, v)(c.ConceptID, ontology.TypeDrug) {
			continue
		}
		if sym := causes(c.ConceptID, ref.Complaints, v); sym != "" {
			c.Reason = "known adverse effect: " + sym
			out = append(out, c)
		}
	}
	return out
}

// rankByComplaint splits the candidates by a complaint in the turn: fits
// are those whose known adverse effects include a symptom the turn
// complains of (with the reason), rest the others, each in their order.
// Without a complaint, or when no candidate is known to cause it, all of
// them fit: the complaint decides nothing.
func rankByComplaint(ref Reference, cands []scored, v Vocabulary) (fits, rest []scored) {
	if len(ref.Complaints) == 0 || ref.Kind != KindDrug {
		return cands, nil
	}
	for _, c := range cands {
		if sym := causes(c.ConceptID, ref.Complaints, v); sym != "" {
			c.Reason = "known adverse effect: " + sym
			fits = append(fits, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(fits) == 0 {
		return cands, nil
	}
	return fits, rest
}

// causes returns the first of symptoms that drug is known to cause, or "".
// An effect at an unspecified site covers the same symptom at a named one
// ("joint pain" covers "knee pain").
func causes(drugID string, symptoms []string, v Vocabulary) string {
	effects := v.AdverseEffects(drugID)
	for _, s := range symptoms {
		for _, e := range effects {
			if e == s || coversSite(e, s, v) || symptomKinds[s] == e || conditionAsSymptom(e, s, v) {
				return s
			}
		}
	}
	return ""
}

// conditionAsSymptom reports whether a condition complained of is the
// effect's symptom under its code: acne (L70) said as the patient's spots
// is the acne breakout (L70.9) a drug is known to cause.
func conditionAsSymptom(effect, complaint string, v Vocabulary) bool {
	if !strings.HasPrefix(complaint, "cond:") {
		return false
	}
	e, ok1 := v.Concept(effect)
	c, ok2 := v.Concept(complaint)
	if !ok1 || !ok2 || len(c.Code.Code) < 3 {
		return false
	}
	return e.Code.Code == c.Code.Code || strings.HasPrefix(e.Code.Code, c.Code.Code+".")
}

// coversSite reports whether effect is symptom's kind at an unspecified
// site, by their ICD-10-CM codes: a six-character code whose last digit is
// 0 ("M25.50 Pain in unspecified joint") covers the codes that differ from
// it only in that digit ("M25.56 Pain in knee").
func coversSite(effect, symptom string, v Vocabulary) bool {
	e, ok1 := v.Concept(effect)
	s, ok2 := v.Concept(symptom)
	if !ok1 || !ok2 {
		return false
	}
	ec, sc := e.Code.Code, s.Code.Code
	return len(ec) == 6 && ec[3] == '.' && ec[5] == '0' && len(sc) == 6 && sc != ec && sc[:5] == ec[:5]
}

// symptomKinds are complaints that are a kind, or a part of the place, of a
// broader symptom the lexicon files under the same ICD-10-CM code: a drug
// known to cause the broader one causes them ("sweating" covers waking up
// drenched at night). Only that way: a drug known for night sweats is not
// known to make one sweat all day.
var symptomKinds = map[string]string{
	"sym:night_sweats":          "sym:sweating",      // R61
	"sym:dry_cough":             "sym:cough",         // R05
	"sym:productive_cough":      "sym:cough",         // R05
	"sym:orthostatic_dizziness": "sym:dizziness",     // R42
	"sym:arm_weakness":          "sym:limb_weakness", // R29.898
	"sym:leg_weakness":          "sym:limb_weakness", // R29.898
	"sym:finger_pain":           "sym:hand_pain",     // M79.64
	"sym:heel_pain":             "sym:foot_pain",     // M79.67
	"sym:toe_pain":              "sym:foot_pain",     // M79.67
	// Periods that stop (amenorrhoea, N91) are the commonest menstrual
	// irregularity (N92.6) a drug is labelled for: a raised prolactin
	// stops them. The lexicon files the missed period under no code.
	"sym:missed_period": "sym:menstrual_irregularity",
}

func (r *Resolution) resolve(c Candidate, stage string, all []Candidate) {
	r.EntityID, r.Display, r.ConceptID, r.Stage = c.EntityID, c.Display, c.ConceptID, stage
	r.Candidates, r.Resolved = all, true
}

// scored is a candidate with what it is ranked by.
type scored struct {
	Candidate
	seq      int64     // session: the latest turn that mentioned it
	start    time.Time // when its record fact started
	end      time.Time // when it ended, if it has
	inRecord bool      // a current record fact holds it
	offered  bool      // session: only ever proposed to the patient
}

// oneOrAsk resolves to the one candidate, or leaves the reference
// unresolved with all of them.
func (r *Resolution) oneOrAsk(stage string, cands []scored) {
	if len(cands) == 1 {
		r.resolve(cands[0].Candidate, stage, toCandidates(cands))
		return
	}
	r.Stage, r.Candidates = stage, toCandidates(cands)
}

func toCandidates(s []scored) []Candidate {
	out := make([]Candidate, len(s))
	for i, c := range s {
		out[i] = c.Candidate
	}
	return out
}

// rankScores sets Score from each candidate's rank among s, which is sorted
// best first: (len(s) - number of strictly better candidates) / len(s).
func rankScores(s []scored, better func(a, b scored) bool) {
	for i := range s {
		n := 0
		for j := 0; j < i; j++ {
			if better(s[j], s[i]) {
				n++
			}
		}
		s[i].Score = float64(len(s)-n) / float64(len(s))
	}
}

// fitter returns the test a concept must pass to be a referent of ref.
func fitter(ref Reference, v Vocabulary) func(conceptID, typ string) bool {
	return func(conceptID, typ string) bool {
		switch ref.Kind {
		case KindDrug:
			if typ != ontology.TypeDrug {
				return false
			}
			if ref.ClassID != "" && (conceptID == "" || !v.InClass(conceptID, ref.ClassID) && !fitsNerves(ref, conceptID, v)) {
				return false
			}
			if ref.Form != "" && !hasForm(conceptID, ref.Form, v) {
				return false
			}
			if ref.AsNeeded && !relievesAttacks(conceptID, v) {
				return false
			}
			if ref.Specialty != "" && !prescribedBy(conceptID, ref.Specialty, v) {
				return false
			}
			return ref.Topic == "" || treatsTopic(conceptID, ref.Topic, v) && actsOn(conceptID, ref.Topic, v)
		case KindCondition:
			if typ != ontology.TypeCondition {
				return false
			}
			if ref.Named != "" && !namedBy(conceptID, ref.Named, v) && !(ref.signWord && signWordFits(conceptID, ref.Named, v)) {
				return false
			}
			if ref.Topic == "" {
				return true
			}
			c, ok := v.Concept(conceptID)
			if !ok {
				return false
			}
			if strings.HasPrefix(ref.Topic, "cond:") && topicConditions[ref.Topic] == nil {
				return namedFits(ref.Topic, c, v) // "生蛇嗰阵": that condition
			}
			for _, t := range ref.OrTopics {
				if conditionFits(t, c) || namedAtPlace(t, c, v) {
					return true
				}
			}
			return conditionFits(ref.Topic, c) || namedAtPlace(ref.Topic, c, v)
		}
		return false
	}
}

// namedBy reports whether one of the concept's names holds word as a
// whole word, or its plural ("valve" in "aortic valve stenosis"); for a
// description of several words ("breathing at night"), whether one name
// holds them all. A Chinese word is held where a Chinese name holds its
// characters ("细菌" in "胃里的细菌").
func namedBy(conceptID, named string, v Vocabulary) bool {
	c, ok := v.Concept(conceptID)
	if !ok {
		return false
	}
	if strings.ContainsFunc(named, extract.HanRune) {
		return slices.ContainsFunc(c.Names, func(n ontology.Name) bool { return n.Lang == "zh" && strings.Contains(n.Text, named) })
	}
	want := strings.Fields(named)
	for _, n := range c.Names {
		names := splitWords([]rune(strings.ToLower(n.Text)))
		all := len(want) > 0
		for _, x := range want {
			if !slices.ContainsFunc(names, func(w word) bool { return w.text == x || w.text == x+"s" }) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// patientsTopic returns, of drugs a reply named together (tied, all of
// the latest turn that names any), those the patient's turn right before
// it named: the reply took up what the patient spoke of and added another
// ("The doctor put me on clopidogrel" / "Clopidogrel keeps the stent open;
// it's taken alongside your aspirin"), and the patient's "it" after it
// goes on with their own topic. Nothing when the patient's own turn named
// them together.
func patientsTopic(tied []scored, window []WindowMention) []scored {
	if len(tied) < 2 {
		return nil
	}
	seq := tied[0].seq
	if slices.ContainsFunc(window, func(w WindowMention) bool { return w.Seq == seq && w.ByPatient }) {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(tied), func(c scored) bool {
		return !slices.ContainsFunc(window, func(w WindowMention) bool {
			return w.Seq == seq-1 && w.ByPatient && w.ConceptID == c.ConceptID
		})
	})
}

// namedHere reports whether a condition of the window, an earlier session
// or the record is named by named.
func namedHere(named string, in Input, v Vocabulary) bool {
	inMentions := func(ms []WindowMention) bool {
		return slices.ContainsFunc(ms, func(m WindowMention) bool { return namedBy(m.ConceptID, named, v) })
	}
	return inMentions(in.Window) || slices.ContainsFunc(in.Earlier, inMentions) ||
		slices.ContainsFunc(in.Record, func(f entity.Fact) bool {
			return f.Type == entity.Condition && namedBy(f.Attributes[conceptAttribute], named, v)
		})
}

// treatsTopic reports whether the drug treats a condition of topic: a
// condition of the organ or measurement it names, or the condition itself
// ("治痛风的", "my reflux tablets"), or one under the same ICD-10-CM code.
func treatsTopic(drugID, topic string, v Vocabulary) bool {
	d, ok := v.Concept(drugID)
	if !ok {
		return false
	}
	t, _ := v.Concept(topic)
	for _, id := range d.Indications {
		if id == topic {
			return true
		}
		c, ok := v.Concept(id)
		if !ok {
			continue
		}
		// A symptom is treated with the condition it is the sign of under
		// the same code: hives (L50.9) with urticaria (L50).
		if conditionFits(topic, c) || (t.Type == ontology.TypeCondition || t.Type == ontology.TypeSymptom) && sameCodeFamily(t.Code.Code, c.Code.Code) {
			return true
		}
		if t.Type == ontology.TypeSymptom && hallmarkOf(topic, id, v) {
			return true // "治抽风的药": the epilepsy's (hallmarksign.go)
		}
	}
	return false
}

// topicActions are the ATC groups of the drugs that act on a topic that is
// a measurement: "管心跳的" slows or steadies the heart (beta blockers,
// antiarrhythmics, digoxin, ivabradine, the heart-rate calcium channel
// blockers), which an anticoagulant given for the same atrial
// fibrillation does not.
var topicActions = map[string][]string{
	"vital:heart_rate": {"C07", "C01B", "C01AA", "C01EB17", "C08DA", "C08DB"},
}

// actsOn reports whether the drug is of a group that acts on topic, when
// topicActions names groups for it; otherwise any drug does.
func actsOn(drugID, topic string, v Vocabulary) bool {
	groups := topicActions[topic]
	return len(groups) == 0 || inCodeGroups(drugID, groups, v)
}

// inCodeGroups reports whether one of the drug's codes (its own or an
// alternative) begins with one of groups.
func inCodeGroups(drugID string, groups []string, v Vocabulary) bool {
	d, ok := v.Concept(drugID)
	if !ok {
		return false
	}
	codes := []string{d.Code.Code}
	for _, a := range d.AltCodes {
		codes = append(codes, a.Code)
	}
	for _, code := range codes {
		for _, g := range groups {
			if code != "" && strings.HasPrefix(code, g) {
				return true
			}
		}
	}
	return false
}

// sameCodeFamily reports whether two ICD-10-CM codes share their
// category (the first three characters): gout and its forms, GERD and
// reflux esophagitis.
func sameCodeFamily(a, b string) bool {
	return len(a) >= 3 && len(b) >= 3 && a[:3] == b[:3]
}

// factType is the record fact type that holds referents of kind.
func factType(kind string) string {
	if kind == KindCondition {
		return entity.Condition
	}
	return entity.Medication
}

// current reports whether f is in the record now and still holds.
func current(f entity.Fact) bool {
	return f.SupersededAt == nil && f.Status == entity.Active && f.Verification != entity.Refuted
}

// past reports whether f is in the record now and is over: a stopped
// medication, a resolved condition.
func past(f entity.Fact) bool {
	return f.SupersededAt == nil && f.Verification != entity.Refuted &&
		(f.Status == entity.Stopped || f.Status == entity.Inactive || f.Status == entity.Resolved)
}

// pastCandidates returns the fitting record facts that are over, one per
// concept, the latest started first.
func pastCandidates(ref Reference, record []entity.Fact, fit func(string, string) bool) []scored {
	return factCandidates(ref, record, fit, past)
}

func factEnd(f entity.Fact) time.Time {
	if f.ValidTo != nil {
		return *f.ValidTo
	}
	return time.Time{}
}

func factStart(f entity.Fact) time.Time {
	if !f.ValidFrom.IsZero() {
		return f.ValidFrom
	}
	return f.RecordedAt
}

// sessionCandidates returns the distinct fitting concepts of the window,
// the most recently mentioned first.
//
// A candidate is named by the record's fact of its concept when there is
// one: a current one, or with anyStatus, a stopped or resolved one too.
func sessionCandidates(ref Reference, window []WindowMention, record []entity.Fact, v Vocabulary, fit func(string, string) bool, anyStatus bool) []scored {
	idx := map[string]int{}
	var out []scored
	for _, w := range window {
		if w.ConceptID == "" {
			continue
		}
		typ := w.Type
		if typ == "" {
			if c, ok := v.Concept(w.ConceptID); ok {
				typ = c.Type
			}
		}
		if !fit(w.ConceptID, typ) {
			continue
		}
		if i, ok := idx[w.ConceptID]; ok {
			out[i].offered = out[i].offered && w.Offered
			if w.Seq >= out[i].seq {
				out[i].seq = w.Seq
				if w.Display != "" {
					out[i].Display = w.Display
				}
			}
			continue
		}
		idx[w.ConceptID] = len(out)
		out = append(out, scored{Candidate: Candidate{EntityID: "concept:" + w.ConceptID, Display: w.Display, ConceptID: w.ConceptID}, seq: w.Seq, offered: w.Offered})
	}
	for i := range out {
		if f, ok := recordFact(out[i].ConceptID, factType(ref.Kind), record, anyStatus); ok {
			out[i].EntityID, out[i].Display, out[i].start, out[i].inRecord = f.ID, f.Display, factStart(f), true
		} else if out[i].Display == "" {
			out[i].Display = conceptDisplay(out[i].ConceptID, v)
		}
	}
	better := func(a, b scored) bool { return a.seq > b.seq }
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].seq != out[j].seq {
			return better(out[i], out[j])
		}
		return out[i].ConceptID < out[j].ConceptID
	})
	rankScores(out, better)
	return out
}

// recordFact returns the current fact of the concept, the latest started
// if there are several.
func recordFact(conceptID, typ string, record []entity.Fact, anyStatus bool) (entity.Fact, bool) {
	var best entity.Fact
	found := false
	for _, f := range record {
		if f.Type != typ || f.Attributes[conceptAttribute] != conceptID {
			continue
		}
		if !current(f) && !(anyStatus && past(f)) {
			continue
		}
		if !found || laterFact(f, best) {
			best, found = f, true
		}
	}
	return best, found
}

// laterFact orders facts of one concept: the later start wins, then the
// smaller id, so the choice does not depend on record order.
func laterFact(a, b entity.Fact) bool {
	if !factStart(a).Equal(factStart(b)) {
		return factStart(a).After(factStart(b))
	}
	return a.ID < b.ID
}

// graphCandidates returns the fitting current facts of the record, one per
// concept, the latest started first.
func graphCandidates(ref Reference, record []entity.Fact, fit func(string, string) bool) []scored {
	return factCandidates(ref, record, fit, current)
}

// factCandidates returns the fitting facts that pass keep, one per concept,
// the latest started first.
func factCandidates(ref Reference, record []entity.Fact, fit func(string, string) bool, keep func(entity.Fact) bool) []scored {
	typ := factType(ref.Kind)
	conceptType := ontology.TypeDrug
	if ref.Kind == KindCondition {
		conceptType = ontology.TypeCondition
	}
	byKey := map[string]entity.Fact{}
	for _, f := range record {
		if f.Type != typ || !keep(f) {
			continue
		}
		cid := f.Attributes[conceptAttribute]
		if !fit(cid, conceptType) {
			continue
		}
		key := "concept:" + cid
		if cid == "" {
			key = "fact:" + f.ID
		}
		if prev, ok := byKey[key]; !ok || laterFact(f, prev) {
			byKey[key] = f
		}
	}
	out := make([]scored, 0, len(byKey))
	for _, f := range byKey {
		out = append(out, scored{
			Candidate: Candidate{EntityID: f.ID, Display: f.Display, ConceptID: f.Attributes[conceptAttribute]},
			start:     factStart(f),
			end:       factEnd(f),
		})
	}
	better := func(a, b scored) bool { return a.start.After(b.start) }
	sort.Slice(out, func(i, j int) bool {
		if !out[i].start.Equal(out[j].start) {
			return better(out[i], out[j])
		}
		return out[i].EntityID < out[j].EntityID
	})
	rankScores(out, better)
	return out
}

// datedIn narrows candidates to those started, or with ended also those
// ended, in the reference's months and year, when any was; otherwise, and
// when the reference dates nothing, it returns them all.
func datedIn(cands []scored, ref Reference, now time.Time, ended bool) []scored {
	if out := onlyDatedIn(cands, ref, now, ended); len(out) > 0 {
		return out
	}
	return cands
}

// onlyDatedIn returns the candidates started, or with ended also those
// ended, in the reference's months and year; none when the reference
// dates nothing.
func onlyDatedIn(cands []scored, ref Reference, now time.Time, ended bool) []scored {
	year := ref.Year
	if ref.YearsAgo > 0 && !now.IsZero() {
		year = now.Year() - ref.YearsAgo
	}
	if len(ref.Months) == 0 && year == 0 {
		return nil
	}
	in := func(t time.Time) bool {
		return !t.IsZero() && (year == 0 || t.Year() == year) && (len(ref.Months) == 0 || slices.Contains(ref.Months, int(t.Month())))
	}
	var out []scored
	for _, c := range cands {
		if in(c.start) || ended && in(c.end) {
			out = append(out, c)
		}
	}
	return out
}

// restarted narrows candidates to those the record also holds as stopped
// (taken before, then again), when any is; otherwise it returns them all.
func restarted(cands []scored, record []entity.Fact) []scored {
	var out []scored
	for _, c := range cands {
		for _, f := range record {
			if f.Attributes[conceptAttribute] == c.ConceptID && c.ConceptID != "" && past(f) {
				out = append(out, c)
				break
			}
		}
	}
	if len(out) == 0 {
		return cands
	}
	return out
}

// newestStarted narrows candidates to the one the record says started
// last, when exactly one did; otherwise it returns them all ("the new one I
// mentioned last time" of two drugs named then).
func newestStarted(cands []scored) []scored {
	best, tie := -1, false
	for i, c := range cands {
		switch {
		case !c.inRecord:
			return cands
		case best < 0 || c.start.After(cands[best].start):
			best, tie = i, false
		case c.start.Equal(cands[best].start):
			tie = true
		}
	}
	if best < 0 || tie {
		return cands
	}
	return cands[best : best+1]
}

// newerInRecord reports whether the record holds a fitting fact of another
// concept that started strictly after c's concept did. A concept that is
// not in the record is never outdated by it.
func newerInRecord(c scored, graph []scored) bool {
	if !c.inRecord {
		// Not in the record yet: a drug just talked about in the session
		// is the best reading of "the new one".
		return false
	}
	for _, g := range graph {
		if g.ConceptID != c.ConceptID && g.start.After(c.start) {
			return true
		}
	}
	return false
}

func conceptDisplay(id string, v Vocabulary) string {
	c, ok := v.Concept(id)
	if !ok {
		return id
	}
	if d := c.Display[ontology.LangEnglish]; d != "" {
		return d
	}
	return c.Display[ontology.LangChinese]
}

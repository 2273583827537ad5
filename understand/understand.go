// Package understand reads a turn of a consultation: what it is (a kind and
// its topics), which clinical concepts it mentions and how (ConText
// assertions), and what it states about the patient's record. It is pure:
// the same turn after the same turns always reads the same, and nothing here
// touches a store. The gate (entity.Gate) decides what a statement does to
// the record; this package only says what was said, and how surely.
//
// A statement reaches the record as the patient's positive fact only when the
// reading is sure who it is about, whether it is asserted, whether it is
// current and what the concept is. When it is unsure of any of these, the
// statement is hedged (a claim for review) or left out.
package understand

import (
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Speakers of a turn (API.md roles).
const (
	Patient   = "patient"
	Assistant = "assistant"
	Clinician = "clinician"
)

// Turn kinds: info adds or changes a fact, confirm answers a question,
// chitchat has no clinical content.
const (
	KindInfo     = "info"
	KindConfirm  = "confirm"
	KindChitchat = "chitchat"
)

// Fact types a statement proposes, as the record names them (API.md).
const (
	Condition   = "condition"
	Medication  = "medication"
	Allergy     = "allergy"
	Observation = "observation"
	Symptom     = "symptom"
	Procedure   = "procedure"
)

// Statuses a statement may propose; empty means active.
const (
	Stopped  = "stopped"
	Resolved = "resolved"
	Inactive = "inactive"
)

// Version is the version of the Reading format. A stored reading of
// another version is read again from its turn's text.
const Version = 1

// Turn is a turn to read.
type Turn struct {
	Speaker string // Patient, Assistant or Clinician
	Text    string
	At      time.Time
	// Inherited is who spoke for the patient when the patient's previous
	// session ended (Inherit), and how that session's last turns were read.
	// It counts only while the session has no patient turn yet; from then
	// on the session's own turns carry it.
	Inherited Announcement
}

// Announcement is what a new session's first patient turn inherits from
// the patient's previous one: who speaks for the patient, as a patient turn
// said it (the typist's relation to the patient and the patient's to the
// typist, typist.go), and the readings of the previous sessions' last turns
// (Before, oldest first), which "the medicine is finished" or "the
// infection's cleared" at the next visit refers back to
// (zhcoursefinished.go, referredover.go). A rule that reads Before reads
// it for what was ordered or still open, never as the dialogue the turn
// answers.
type Announcement struct {
	Typist, TypingFor string
	Before            []Prior
}

// Prior is an earlier turn of the same session, as a later turn needs it:
// who spoke and how it was read.
type Prior struct {
	Speaker string
	Reading Reading
}

// Reading is what a turn says. It is stored with the turn (a durable
// format: fields are added, never renamed), so that later turns, coref and
// summaries use it instead of reading the text again.
type Reading struct {
	Version int    `json:"v"`
	Kind    string `json:"kind"`
	// Topics name what the turn is about, in English, in order of mention.
	Topics []string `json:"topics"`
	// Extract is what extraction found: mentions with their assertions,
	// measurements, doses, durations and times.
	Extract extract.Result `json:"extract"`
	// Statements are what the turn says about the patient's record.
	Statements []Statement `json:"statements,omitempty"`
	// Withdrawn are what the patient's turn before said and this turn
	// takes back ("我在吃阿托伐他汀" … "不对，我记错了，是瑞舒伐他汀"): the
	// record keeps nothing of them from that turn. Kept apart from
	// Statements, which later turns read as what was said.
	Withdrawn []Statement `json:"withdrawn,omitempty"`
	// Forms are the dose forms the turn's words give its drugs
	// ("双氯芬酸栓": a suppository), by concept, which a later "栓剂" refers
	// back by (formword.go).
	Forms map[string]string `json:"forms,omitempty"`
	// Asks are the yes/no questions of a clinician's or the assistant's
	// turn, which the patient's answer may decide.
	Asks []Ask `json:"asks,omitempty"`
	// Answered marks a patient's turn that answered a question, which
	// closes the questions before it.
	Answered bool `json:"answered,omitempty"`
	// Concern marks a question about what the patient fears ("anything
	// you're worried about?"): the conditions the answer names are fears.
	Concern bool `json:"concern,omitempty"`
	// Reaction marks a question about what a drug did to the patient:
	// the symptoms the answer names are a reaction, not current.
	Reaction bool `json:"reaction,omitempty"`
	// DoseAsked is the drug whose dose or frequency a clinician's or the
	// assistant's question asks ("What dose of losartan are you taking?"):
	// the answer's dose tied to no drug is its (doseasked.go).
	DoseAsked string `json:"dose_asked,omitempty"`
	// Onset marks a question about how the trouble began ("what were you
	// doing when the symptoms started?"): what the answer tells in the
	// past is that beginning, not how the patient is now.
	Onset bool `json:"onset,omitempty"`
	// Tried marks a question about what was tried for the trouble ("what
	// medication have you tried?"): a drug the answer tells in the simple
	// past is a trial that is over, not a drug taken now.
	Tried bool `json:"tried,omitempty"`
	// TakenBefore marks a question, in the past, about what was taken
	// before ("what did you take for it before?"): a drug the answer names
	// without saying it goes on was taken then, not now.
	TakenBefore bool `json:"taken_before,omitempty"`
	// PastAsked marks a question framed in the past ("What symptoms were
	// you experiencing?", "How has this been managed in the past?"): what
	// the answer tells in the simple past was then, unless it says it
	// goes on.
	PastAsked bool `json:"past_asked,omitempty"`
	// Quality marks a question about what a pain feels like ("can you
	// describe the pain?"): a word of the answer that only says how it
	// feels ("achy", "burning") is the pain's quality, not a new finding.
	Quality bool `json:"quality,omitempty"`
	// Treated marks a question about how the trouble was treated ("how
	// was that treated?"): a drug the answer tells in the simple past went
	// with an illness the patient told as over just before.
	Treated bool `json:"treated,omitempty"`
	// Before marks a question about the time before an event that is over
	// ("倒之前有没有心慌？"): what the answer affirms was then, not now.
	Before bool `json:"before,omitempty"`
	// Relative is whom a questioning turn asks about when it is not the
	// patient: a blood relative ("anything that runs in your family?"), or
	// "other" for a spouse or someone named by a pronoun or a title alone
	// ("does she take anything?"). What the answer names without saying
	// whose is theirs.
	Relative string `json:"relative,omitempty"`
	// CaredFor is, on a patient's first turn, whom the speaker answers for
	// when they open with a child they brought as the one unwell ("我个仔，
	// 五岁，佢琴晚开始发烧"): what they tell next without saying whose is
	// that child's. It is carried on each later patient turn that tells
	// nothing of the speaker's own, so that a session longer than the turns
	// read before a turn keeps it.
	CaredFor string `json:"cared_for,omitempty"`
	// ChildAsked marks a clinician's question of a child's age ("宝宝几个
	// 月啦": "age") or of what ails the child ("娃娃咋个了": "ails"): a
	// first patient turn that answers it speaks for the child
	// (ageanswered.go).
	ChildAsked string `json:"child_asked,omitempty"`
	// Typist is, on the patient turn where someone typing on the patient's
	// account says who they are ("这是我爸的账号 我是他闺女 帮他打字"), who
	// the typist is to the patient ("child", "mother"), and TypingFor who
	// the patient is to the typist ("father"): from then on the typist's
	// "我" is that relative and "我爸" or "他" the patient (typist.go).
	Typist    string `json:"typist,omitempty"`
	TypingFor string `json:"typing_for,omitempty"`
	// TypingForWord is the grandparent word ("奶奶") of a grandparent spoken
	// for, which another grandparent word is not (grandparentspokenfor.go).
	TypingForWord string `json:"typing_for_word,omitempty"`
	// SettingAsked is where the readings a question asks for were taken
	// ("Home readings?": "home"), which the answer's readings keep when
	// they name no place of their own (settingasked.go).
	SettingAsked string `json:"setting_asked,omitempty"`
}

// Statement is one thing a turn says about the record: a proposed fact and
// how it was said.
type Statement struct {
	Type       string            `json:"type"`
	Concept    string            `json:"concept"`
	Display    string            `json:"display"`
	Attributes map[string]string `json:"attributes,omitempty"`
	// Status is empty (active) or the status the statement proposes.
	Status       string `json:"status,omitempty"`
	Negated      bool   `json:"negated,omitempty"`
	Uncertain    bool   `json:"uncertain,omitempty"`
	Historical   bool   `json:"historical,omitempty"`
	Hypothetical bool   `json:"hypothetical,omitempty"`
	// Relayed marks a clinician's words reported by someone else.
	Relayed bool `json:"relayed,omitempty"`
	// Experiencer is "patient" or the relative the statement is about.
	Experiencer string `json:"experiencer"`
	// Resolves says a condition is gone or back to normal.
	Resolves bool `json:"resolves,omitempty"`
	// Finished says a course was taken to its end ("现在吃完了", "finished
	// the tablets"): a stop the course's own end expects, not a word changed.
	Finished   bool    `json:"finished,omitempty"`
	Confidence float64 `json:"confidence"`
	// Onset is when it began, when the turn says so.
	Onset *time.Time `json:"onset,omitempty"`
	// Until is when it ends, when the turn says so: a drug given for a
	// stated length ("for seven days", "吃一个礼拜"; course.go).
	Until *time.Time `json:"until,omitempty"`
}

// Reader reads turns with the bilingual lexicon. It is immutable and safe
// for concurrent use.
type Reader struct {
	onto    *ontology.Lexicon
	matcher *extract.Matcher
	// composed maps a generic symptom and a body site to the specific
	// symptom the lexicon has for them (pain + knee: knee pain);
	// genericOf maps the specific symptom back to its generic one.
	composed  map[[2]string]string
	genericOf map[string]string
	// namedSites are, per specific symptom, the body sites that compose
	// it: knee pain names the knee.
	namedSites map[string]map[string]bool
	// reviewed reads with the lexicon's reviewed names alone, without its
	// provisional lay names: what it reads too is no proposal.
	reviewed *Reader
}

// New returns a Reader over the embedded ontology.
// The Reader is built once per process: it is immutable, and building its
// matcher over the whole lexicon takes a while.
func New() (*Reader, error) { return newOnce() }

var newOnce = sync.OnceValues(build)

func build() (*Reader, error) {
	onto, err := ontology.Load()
	if err != nil {
		return nil, fmt.Errorf("load ontology: %w", err)
	}
	var terms []extract.Term
	for _, c := range onto.Concepts() {
		for _, n := range c.Names {
			// A one-letter abbreviation ("T" for temperature) matches
			// inside "don't"; the full names cover those concepts.
			if len(n.Text) == 1 && n.Text[0] < utf8.RuneSelf {
				continue
			}
			terms = append(terms, extract.Term{Text: n.Text, ConceptID: c.ID, Type: c.Type, CaseSensitive: abbreviation(n.Text),
				NoTypo: n.Kind == ontology.KindBrand || n.Kind == ontology.KindLay, Provisional: n.Provisional})
		}
	}
	for _, w := range allergyWords {
		terms = append(terms, extract.Term{Text: w, ConceptID: NoKnownAllergy, Type: allergyWordType})
	}
	var reviewedTerms []extract.Term
	for _, t := range terms {
		if !t.Provisional {
			reviewedTerms = append(reviewedTerms, t)
		}
	}
	r := &Reader{onto: onto, matcher: extract.NewMatcher(terms, ontology.Normalize), composed: composeSites(onto), genericOf: map[string]string{},
		namedSites: map[string]map[string]bool{}}
	for k, specific := range r.composed {
		if g, ok := r.genericOf[specific]; !ok || k[0] < g {
			r.genericOf[specific] = k[0] // deterministic when two generics compose it
		}
		if r.namedSites[specific] == nil {
			r.namedSites[specific] = map[string]bool{}
		}
		r.namedSites[specific][k[1]] = true
	}
	reviewed := *r
	reviewed.matcher = extract.NewMatcher(reviewedTerms, ontology.Normalize)
	r.reviewed = &reviewed
	return r, nil
}

// Lexicon returns the ontology the Reader reads with.
func (r *Reader) Lexicon() *ontology.Lexicon { return r.onto }

// Extract runs extraction alone, for text that is not a turn (a context
// query).
func (r *Reader) Extract(text string, at time.Time) extract.Result {
	return r.extractAfter(text, at, false)
}

// extractAfter finds the mentions of text, without the names that are
// everyday words where nothing speaks of medicine ("Allegra" the friend),
// or of habits ("drugs", unless habitBefore: the turns before named one).
func (r *Reader) extractAfter(text string, at time.Time, habitBefore bool, refs ...extract.Referring) extract.Result {
	x := r.matcher.ExtractReferring(text, at, refs)
	tx := newText(text)
	kept := make([]extract.Mention, 0, len(x.Mentions))
	index := map[int]int{} // old index -> new index, -1 when dropped
	relabelled := false
	for i, m := range x.Mentions {
		if !homographOK(m, tx) || !symptomOK(m, tx) || !drugsAsHabitOK(x, i, tx, habitBefore) || woundPain(m, tx) || foodContent(m, tx) || sweetEaten(m, tx) || inSimile(m, tx) || drinkAsAColour(m, tx) || saysNothingOfPatient(m, tx) || aversionToSight(m, tx) || travelSickness(m, tx) || namedForAnother(m, tx) || illnessAsOccasion(m, tx) || repairedAway(x, i, tx) || r.ambiguousAbbreviation(x, i) || preciseBefore(x, i, tx) || namedFullyAfter(x, i, tx) || countedHoles(m, tx) ||
			r.namedPreciselyAfter(x, i, tx) || packOfAnother(m, tx) {
			index[i] = -1
			continue
		}
		index[i] = len(kept)
		if layDiagnosis(m, tx) && !m.Assertion.Uncertain {
			m.Assertion.Uncertain = true // "我媳妇讲是我甲状腺有问题"
			relabelled = true
		}
		if affirmedAfterBareNo(m, tx) {
			m.Assertion.Negated = false // "no i'm with it i'm just knackered"
			relabelled = true
		}
		if drugRepairedTo(x, i, tx) {
			m.Assertion.Negated = false // "the dapa no cana canagliflozin"
			relabelled = true
		}
		if drugForWorseDay(m, tx) && !m.Assertion.Hypothetical {
			m.Assertion.Hypothetical = true // "痛得厉害再来，开点塞来昔布"
			relabelled = true
		}
		if introducedOther(m, tx) && (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition) {
			m.Assertion.Experiencer = extract.Other // "我们队上有个老汉晕倒了"
			relabelled = true
		}
		if n := zhSense(spokenSense(m, tx), tx); n.ConceptID != m.ConceptID {
			if c, ok := r.onto.Concept(n.ConceptID); ok {
				n.Type = c.Type // "hypo" of a thyroid is a condition
			}
			m, relabelled = n, true
		}
		kept = append(kept, m)
	}
	if len(kept) == len(index) && len(kept) == len(x.Mentions) && !relabelled {
		return x
	}
	x.Mentions = kept
	// Measurements and doses point at mentions by index.
	for k := range x.Measurements {
		if j := x.Measurements[k].Mention; j >= 0 {
			x.Measurements[k].Mention = index[j]
		}
	}
	for k := range x.Doses {
		if j := x.Doses[k].Mention; j >= 0 {
			x.Doses[k].Mention = index[j]
		}
	}
	return x
}

// Read reads turn t, said after prior (the session's earlier turns, oldest
// first; only the last few matter).
func (r *Reader) Read(t Turn, prior []Prior) Reading {
	rd, refs := r.read(t, prior, true)
	if len(refs) > 0 && !stopsReferred(rd, refs) {
		rd, _ = r.read(t, prior, false) // a form word read only where it changes its drug (formword.go)
	}
	return rd
}

// read reads turn t; with refer, a form word that stands for the one current
// drug of its form is read as its mention (formword.go), and the words so
// read are returned.
func (r *Reader) read(t Turn, prior []Prior, refer bool) (Reading, []extract.Referring) {
	carried := t.Inherited // what the previous session left: only while this one has no patient turn
	if !firstPatientTurn(prior) {
		carried = Announcement{}
	}
	prior = withInherited(prior, t.Inherited) // "孩子晚上不咳了" two weeks after "帮我儿子问问" (inherit.go)
	habitBefore := false
	for k := max(0, len(prior)-2); k < len(prior); k++ {
		habitBefore = habitBefore || namesHabit(prior[k].Reading.Extract) || asksHabit(prior[k].Reading.Asks)
	}
	said := t
	var parts []speakerPart
	if t.Speaker == Patient {
		// "患者：我血压不高。女儿：我倒是高": labels are no words (speakers.go).
		if parts = speakerParts(t.Text); parts != nil {
			t.Text = withoutLabels(t.Text, parts)
		}
	}
	x := r.extractAfter(t.Text, t.At, habitBefore)
	var refs []extract.Referring
	if refer {
		if refs = r.formWordRefs(x, newText(t.Text), prior, carried.Before); len(refs) > 0 {
			x = r.extractAfter(t.Text, t.At, habitBefore, refs...) // "坦索罗辛和栓剂都不用了" (formword.go)
		}
	}
	var typist, typingFor, grandparent string
	interjected := false
	if t.Speaker == Patient {
		x = hypotheticalEffects(companionsWords(x, t.Text, parts), t.Text)
		x = petAllergens(x, t.Text)         // "Cats make me sneeze": the pet is the allergen
		x = pitsOfTheSwelling(x, t.Text)    // "脚脖子还有点肿，按下去一个坑"
		x = r.proceduresRepaired(x, t.Text) // "gallbladder out in 2015, no sorry, it was my appendix"
		x = repairedKeepsWhose(x, t.Text)   // "我堂客在吃降压药，硝苯地平……哦不是，是氨氯地平" (repairedwhose.go)
		typist, typingFor = typistOf(t.Text)
		if typist == "" {
			typist, typingFor = typingForAName(x, t.Text) // "Hiya, it's Mum typing for Callum, he's 9."
		}
		if typist == "" {
			typist, typingFor = collectingForOf(t.Text) // "我老伴儿今天来不了 她胃的药没了 我来拿"
		}
		if typist == "" {
			typist, typingFor = carerOf(x, t.Text) // "I look after my mother, she's 84. She had a fall"
		}
		if typist == "" {
			typist, typingFor = carerTellsOf(x, t.Text) // "我是照顾王阿姨的护工，她今天早上在卫生间摔了一跤"
		}
		if typist == "" {
			typist, typingFor = englishPaidCarerOf(x, t.Text) // "I'm his support worker, I'm asking for Daniel" (paidcareren.go)
		}
		if typist == "" {
			typist, typingFor = selfNamedOf(x, t.Text) // "我是他儿子，我爸82了，心衰"
		}
		if typist == "" {
			typist, typingFor = kinThenSelfOf(x, t.Text) // "喂！我儿子抽了！我是他爸爸"
		}
		if typist == "" {
			typist, typingFor = broughtForReviewOf(x, t.Text) // "大夫，我们来复查了。俺爹脚不肿了" (broughtforreview.go)
		}
		if typist == "" {
			typist, typingFor = agedKinOpenerOf(x, t.Text, prior) // "我阿妈八十几岁，咳咗成个礼拜啦"
		}
		if typist == "" {
			typist, typingFor = childOpenerOf(x, t.Text, prior) // "Doctor my son 6 years old lah, fever since Sunday" (childopener.go)
		}
		announced := typist != ""
		if typist == "" {
			typist, typingFor = typistNow(prior)
		}
		if typist == "" {
			typist, typingFor = relativeInterjects(x, t.Text, prior) // "烟戒了三年了" … "我是他老婆，他哪里戒了" (this turn only)
			interjected = typist != ""
		}
		grandparent = grandparentSpokenFor(t.Text, typingFor, announced, prior)
		x = typistsWords(x, t.Text, typist, typingFor, grandparent)
	} else if typist, _ := typistNow(prior); typist != "" {
		x = pronounsOfThePatient(x, t.Text)
	}
	rd := Reading{Version: Version, Kind: extract.Classify(t.Text, x), Topics: r.topics(t, x), Extract: x, Forms: drugForms(x, newText(t.Text))}
	sents := sentences(t.Text)
	tx := newText(t.Text)
	switch t.Speaker {
	case Patient:
		x = measuresCorrected(t, weightsRetaken(t, temperaturesRetaken(t, temperaturesAnswered(pressuresAnswered(t, ratesAnswered(t, x, prior), prior), prior), prior), prior), prior)
		x = r.periodCramps(x, tx, prior) // "Any bleeding between periods…? Any pain?" "Pain, yes, cramps"
		asks := openAsks(prior)
		x = measuresNamedForAsked(t, x, asks) // "diabetes or high blood pressure?" "Just the blood pressure."
		rd.Extract = x
		rd.Statements = r.statements(t, x, asks, prior)
		rd.Statements = r.layConditions(x, tx, rd.Statements) // "metformin, five hundred, twice a day, for my sugar"
		rd.Statements = nearlyConditions(x, tx, unnoticedBySelf(x, tx, rd.Statements))
		rd.Statements = zhFeared(x, tx, fearedAloud(x, tx, rd.Statements)) // "I thought, that's it, I'm having a heart attack", "怕烧心" (thoughtaloud.go)
		rd.Statements = jokingBack(x, sents, rd.Statements)                // "my BP goes through the roof. Joking, joking!" (jokingback.go)
		rd.Statements = writtenDown(x, tx, rd.Statements)
		rd.Statements = someoneElsesNamed(t.Text, x, tx, notTakenNamed(x, tx, rd.Statements)) // "Ray's snoring", "a box of co-codamol… never opened it" (whosenamed.go)
		rd.Statements = r.habitContrasted(x, tx, prior, rd.Statements)                        // "我自己抽烟，他不抽" typed by a son
		rd.Statements = append(rd.Statements, r.relativeHasNamedBefore(t.Text, x, rd.Statements)...)
		rd.Statements = r.drugsReactedTo(x, tx, prior, r.allergyByReactionAsked(x, prior, rd.Statements)) // "布洛芬我不能吃。" "吃了会咋样？" "一吃就起风团"; "aspirin sets my asthma off… advil does it too" (reactionasked.go)
		if len(prior) > 0 && prior[len(prior)-1].Reading.Reaction {
			kept := rd.Statements[:0]
			for _, s := range rd.Statements {
				// "I get some like a swelling", "Really bad hives": the
				// reaction, which the allergy records, not an illness now.
				if s.Type != Symptom && !(s.Type == Condition && reactionConditions[s.Concept]) {
					kept = append(kept, s)
				}
			}
			rd.Statements = kept
		}
		if len(prior) > 0 && prior[len(prior)-1].Reading.Concern {
			for i := range rd.Statements {
				if rd.Statements[i].Type == Condition && !rd.Statements[i].Negated {
					rd.Statements[i].Uncertain = true // a fear, not a diagnosis
				}
			}
		}
		if framedByDenial(t.Text, sents) {
			// "I don't think so. I guess I get laboured when I cough. … Not
			// really.": a no said before and after is the answer; what
			// comes between is a thought aloud.
			for i := range rd.Statements {
				if !rd.Statements[i].Negated && rd.Statements[i].Experiencer == extract.Patient {
					rd.Statements[i].Uncertain = true
				}
			}
		}
		rd.Statements = append(rd.Statements, r.doseChangedOfIt(x, tx, prior)...)
		rd.Statements = append(rd.Statements, r.correctedDose(x, tx, prior)...)
		rd.Statements = doseCorrectedInTurn(x, tx, rd.Statements) // "lisinopril 20 mg. Sorry, no, it's 10"
		// Before the answers: what the turn's own words have is kept from
		// the answer's no (saidHad), unless the place was said fine.
		rd.Statements = placePainsFine(x, t.Text, asks, rd.Statements) // "膝盖痛不痛？" "能走，就是痛。膝盖没得事。"
		answers, ans := r.answer(t, x, asks)
		answers = r.spokenForPartsFine(t.Text, asks, typist, answers) // "Any facial droop?" "…Her face looked fine." of mum
		kept, placed := answers[:0], false
		for _, m := range x.Mentions {
			placed = placed || m.Type == ontology.TypeBodySite
		}
		for _, s := range answers {
			if s.Type == Symptom && !s.Negated && s.Status != Inactive && r.isGeneric(s.Concept) && s.Attributes[entity.SiteAttribute] == "" && !placed && r.saidAtASite(s.Concept, prior) {
				// "you developed the swelling in half an hour, yeah?" "Yeah.":
				// the swelling the patient placed on the lip, not another. An
				// answer that ends it ("still there?" "no") ends that one.
				continue
			}
			if s.Negated && saidHad(rd.Statements, s.Concept) {
				continue // "刷牙偶尔出点血，别的没有": the rest denied, not the one the turn's own words have
			}
			if slices.ContainsFunc(rd.Statements, func(w Statement) bool { return sameReading(w, s) }) {
				continue // the turn's own words said it already ("I used to drink quite a lot before, not now")
			}
			kept = append(kept, s)
		}
		answers = kept
		rd.Statements = normalSinceDenies(x, tx, asks, ans, rd.Statements)                                                                        // "Any diabetes since?" "No, my sugars have been normal ever since." (normalsince.go)
		rd.Statements = beforeAsked(r.habitAmountAnswered(t.Text, asks, r.habitAnswered(t.Text, asks, append(rd.Statements, answers...))), prior) // "平时抽烟吗？" "抽了四十年", "逢年过节喝两杯" (habitamount.go)
		rd.Statements = r.tightnessAnswered(x, tx, prior, rd.Statements)                                                                          // "any chest pain?" "Not really. Sometimes a bit of tightness"
		rd.Statements = r.blurryAnswered(t.Text, asks, rd.Statements)                                                                             // "Any change in your vision?" "Bit blurry."
		// After the answers, which read a lay name asked after already.
		rd.Statements = r.layOwned(tx, rd.Statements)                     // "I've got the sugar and the blood pressure", "No sugar, no pressure"
		rd.Statements = r.neverTakenAnswered(x, tx, prior, rd.Statements) // "他汀吃得怎么样？" "一片都没吃" (nevertaken.go)
		rd.Statements = r.settlePatient(x, tx, t.Text, t.At, rd.Statements, prior, typist)
		rd.Statements = askedToGoOn(x, tx, rd.Statements)
		rd.Statements = babysOwn(x, tx, rd.Statements, prior, typist) // "Baby has reflux" after her own complaints (babyhas.go)
		rd.Statements = deniedBackToSelf(x, tx, rd.Statements)        // "he's back to his usual self, not confused at all" (backtousualself.go)
		// "I'm not falling asleep at my desk anymore": over, not denied (notanymore.go).
		rd.Statements = notAnymore(x, tx, rd.Statements)
		rd.Statements = overWithItsCourse(x, tx, doneInItsChunk(x, t.Text, affirmedInItsChunk(x, t.Text, rd.Statements))) // "nausea 没有 吃了两片ibuprofen"
		rd.Statements = toTheCaredFor(x, tx, rd.Statements, prior)
		rd.Statements = onTheDayOfAnEventBefore(x, tx, rd.Statements, prior)               // "我妈下礼拜三做白内障手术" … "手术那天…"
		rd.Statements = r.painDeniedAtThePlace(x, tx, rd.Statements)                       // "手上有点红肿，不疼"
		rd.Statements = r.painOfTheOrgan(x, tx, rd.Statements)                             // "左眼红了两天，有点疼"
		rd.Statements = endedWithTheOrgan(t.Text, rd.Statements, prior)                    // "前年又把胆囊切了" … "胆囊是因为结石吗？" "对，胆结石。"
		rd.Statements = weOfTheFamily(x, tx, rd.Statements, prior)                         // "we have it all, … high blood pressure" after the relatives' illnesses (wethefamily.go)
		rd.Statements = spotsOfTheBleedingAsked(x, rd.Statements, prior)                   // "Any bleeding during your cycle?" "Just some spots" (spotsasked.go)
		rd.Statements = r.quitAfterAFinding(x, tx, rd.Statements)                          // "后来胃出血就戒了"
		rd.Statements = episodeFeltOver(t.Text, rd.Statements)                             // "Any hypos?" "One last week, felt shaky and sweaty"
		rd.Statements = strokeToldIsPast(t.Text, rd.Statements)                            // "I have A F I B and stroke."
		rd.Statements = strokeToldIsPastZh(x, tx, rd.Statements)                           // "三个月了，脑梗" (strokeeventzh.go)
		rd.Statements = r.feverByItsHeat(x, tx, rd.Statements, prior)                      // "昨晚还烧到三十八度九"
		rd.Statements = r.infectionsOfAPastCourse(x, tx, rd.Statements)                    // "Amoxicillin in September, for a chest infection"
		rd.Statements = r.habitsToldByTopic(tx, rd.Statements)                             // "酒就周末跟兄弟伙整几瓶啤酒"
		rd.Statements = r.pregnancyTold(tx, rd.Statements, prior)                          // "我现在孕24周", "验孕棒两道杠"
		rd.Statements = r.historyOwnedNow(x, tx, rd.Statements)                            // "I have a history of asthma" (historyowned.go)
		rd.Statements = operationsToCome(x, tx, r.organsOut(t.Text, rd.Statements))        // "They took out my gall bladder" (organsout.go)
		rd.Statements = takenAllAlongAndGoingOn(x, tx, rd.Statements)                      // "之前一直吃的优甲乐…现在是75微克"
		rd.Statements = plannedNeverTaken(x, tx, rd.Statements)                            // "原来说要吃他莫昔芬，后来没吃"
		rd.Statements = r.backToNormalTold(x, tx, rd.Statements, prior)                    // "听得真真儿的，也不堵了" (backtonormal.go)
		rd.Statements = r.complaintOffTold(x, tx, rd.Statements, prior)                    // "复位完第二天就不晕了" (zhcomplaintbackoff.go)
		rd.Statements = r.painOffTold(x, tx, rd.Statements, prior)                         // "上回吃了四五天就不疼了" (zhpainoff.go)
		rd.Statements = backAgain(x, tx, rd.Statements)                                    // "went away for a couple of weeks, but it's back again now" (backagain.go)
		rd.Statements = hedgedOver(x, tx, rd.Statements)                                   // "a bit of blood in my wee … I think it's stopped now" (hedgedover.go)
		rd.Statements = noMoreOver(x, tx, rd.Statements, prior)                            // "The fever has gone, no more headache" (nomore.go)
		rd.Statements = r.sleepingWellTold(tx, rd.Statements, prior)                       // "I'm not sleeping" … "Sleeping like a log now" (sleepingwellnow.go)
		rd.Statements = r.ownWordOver(tx, rd.Statements, prior)                            // "shattered all the time" … "not shattered anymore" (ownwordnomore.go)
		rd.Statements = pastHarmOfAStoppedDrug(x, tx, rd.Statements, prior)                // "we'll stop the iron" … "they were making me constipated" (pastharm.go)
		rd.Statements = r.stifledChest(x, tx, rd.Statements)                               // "胸口，这块儿，憋得慌，疼" (chesttopic.go)
		rd.Statements = usedUpStopped(x, tx, rd.Statements)                                // "螺内酯吃没了，这半个月一直没去开" (zhstillon.go)
		rd.Statements = switchedAwayStopped(x, tx, rd.Statements)                          // "氨氯地平我吃了两年，上个月换成别的了" (zhstillon.go)
		rd.Statements = preventedFindings(x, tx, rd.Statements)                            // "听说阿司匹林能预防心梗" (prevented.go)
		rd.Statements = askedOfThePatient(x, tx, rd.Statements)                            // "The physio asked had I ever been told I've got arthritis" (relayedasked.go)
		rd.Statements = startAsked(x, tx, rd.Statements)                                   // "听说阿司匹林能预防心梗，我这岁数是不是该吃点？" (shouldistart.go)
		rd.Statements = botherNoHeadache(x, tx, rd.Statements)                             // "一提到装修的事我就头疼" (botherheadache.go)
		rd.Statements = r.courseFinished(x, tx, rd.Statements, prior, carried.Before)      // "上次开的药吃完了，来复诊一下" (zhcoursefinished.go)
		rd.Statements = r.infectionOverByWord(x, tx, rd.Statements, prior, carried.Before) // "the infection's cleared", "炎症消了" (referredover.go)
		rd.Statements = r.partsFine(x, tx, rd.Statements, prior, carried.Before)           // "the toe's grand" (referredover.go)
		rd.Statements = r.backWordsOver(x, tx, rd.Statements, prior, carried.Before)       // "cold's all gone", "the blisters are all crusted and gone" (referredover.go)
		rd.Statements = r.partsOverWithTheWhole(rd.Statements, prior, carried.Before)      // "大脚趾头疼" … "脚早就不疼了" (wholepartover.go)
		rd.Statements = stillOnAfterAll(x, tx, rd.Statements)                              // "头孢呋辛快吃完了", "又吃上了", "现在可以停了吗" (zhstillon.go)
		rd.Statements = earlierReadingsDropped(x, tx, rd.Statements)                       // "上个月…血压一百六、一百，…今天早上量的是一百三十二、八十四"
		rd.Statements = r.feverToldThenOver(tx, rd.Statements)                             // "上礼拜发了两天烧，现在烧已经退了" (zhfeverover.go)
		rd.Statements = testsThatFoundNothing(x, tx, rd.Statements)                        // "胃镜复查说没事了": done, not denied (zhtestsaidnormal.go)
		rd.Statements = relayedStopKept(x, tx, rd.Statements)                              // "大夫跟她说那个达格列净先停了，俺这礼拜就没吃" (zhrelayedstoptaken.go)
		rd.Statements = overThenBackNow(x, tx, rd.Statements)                              // "以前得过痛风，好几年没犯了，这回又犯了", "戒过一回…去年又抽起哒" (zhcameback.go)
		rd.Statements = r.chronicHadSince(x, tx, rd.Statements)                            // "伊老早有房颤 … 换成利伐沙班了", "前年…拍了片子，说是腰椎间盘突出" (chronicsince.go)
		rd.Statements = pregnantNow(tx, rd.Statements)                                     // "我怀孕20周了…前三个月吐得凶，现在好了" (pregnantnow.go)
		rd.Statements = bornByCaesarean(tx, rd.Statements)                                 // "生过两个，老二是剖的" (zhbornbycaesarean.go)
		// "宝宝几个月啦" "八个月，嗯，拉肚子" (ageanswered.go)
		if rd.CaredFor, rd.Statements = childAgeAnswered(x, tx, t.Text, rd.Statements, prior); rd.CaredFor == "" {
			rd.CaredFor = caredForOf(t.Text, rd.Statements, prior)
		}
		rd.Statements = childsComplaintsUnowned(rd.CaredFor, rd.Statements, prior) // "喂，医生，我儿子三岁，从昨天晚上开始发烧"
		rd.Statements = nursingAsksOwn(t.Text, rd.Statements, prior)               // "我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？" (nursingask.go)
		if rd.CaredFor == "" {
			rd.CaredFor = caredForCarried(rd.Statements, prior) // carried while the speaker still answers for the child (nursingask.go)
		}
		// Carried on each patient turn, for a session read a few turns at
		// a time.
		if !interjected {
			rd.Typist, rd.TypingFor, rd.TypingForWord = typist, typingFor, grandparent
			rd.Statements = spokenForByOwnWord(t.Text, rd.Statements, typist, typingFor) // "我还是他闺女。我爸这礼拜腿不肿了"
		}
		rd.Statements = r.allergiesDeniedWhole(x, tx, asks, rd.Statements)
		rd.Statements = r.oneAllergenAskedDenied(x, tx, asks, rd.Statements)                      // "对头孢过敏过吗？" "没有过敏"
		rd.Statements = deniedOnlyTheRest(x, tx, rd.Statements)                                   // "别的没发现过敏", "No other allergies"
		rd.Statements = r.toleratedBesideAnAllergy(x, tx, asks, rd.Statements)                    // "I'm allergic to penicillin… Had cephalexin heaps of times though, no dramas"
		rd.Statements = r.toleratedAllergens(x, tx, rd.Statements)                                // "头孢倒是没事，去年还用过头孢克肟"
		rd.Statements = r.reactionAfterDrug(x, tx, rd.Statements)                                 // "I took amoxicillin and came out in hives" (cameoutin.go)
		rd.Statements = r.zhReactionAfterStart(x, tx, rd.Statements)                              // "我早两日开始食阿莫西林，今日成身出晒红疹" (zhreactionafterstart.go)
		rd.Statements = r.reactionToldNext(x, tx, rd.Statements)                                  // "I can't take trimethoprim. It gives me a rash." (cameoutin.go)
		rd.Statements = refusedDrugs(x, tx, rd.Statements)                                        // "They offered me codeine after the op and I turned it down" (refused.go)
		rd.Statements = hedgedAtTheEnd(x, tx, rd.Statements)                                      // "He's a bit more muddled than usual I think" (trailingthink.go)
		rd.Statements = hedgeCoversItsSentence(x, tx, rd.Statements)                              // "我好像对海鲜过敏，吃完虾身上会痒"
		rd.Statements = pausedThenHedged(x, tx, rd.Statements)                                    // "心慌……偶尔吧，说不好" (pausedhedge.go)
		rd.Statements = pausedThenSeemed(x, tx, rd.Statements)                                    // "看到东西……有一趟夜里好像看到墙角有个人" (pausedseemed.go)
		rd.Statements = r.allergensExcepted(x, tx, rd.Statements)                                 // "No allergies apart from penicillin"
		rd.Statements = r.takenBesideAnAllergy(x, tx, rd.Statements)                              // "对青霉素过敏，在吃氯雷他定"
		rd.Statements = correctedReadings(t.Text, rd.Statements, prior)                           // "…在家量血压，高压150低压95" "不对不对，我看错了，是145/95"
		rd.Statements = readingsAfterACorrection(x, tx, rd.Statements)                            // "早上BP 150/95 啊不对 sry 看错了 是145/95"
		rd.Statements = retakenReadings(t.Text, rd.Statements, prior)                             // "在家量了个血压，160/100" … "又量了一遍，145/92"
		rd.Withdrawn = drugsCorrected(t.Text, rd.Statements, prior)                               // "我在吃阿托伐他汀" … "不对，我记错了，是瑞舒伐他汀"
		rd.Withdrawn = append(rd.Withdrawn, drugsNamedWrong(t.Text, rd.Statements, prior)...)     // "不是氨氯地平，是非洛地平，写错了"
		rd.Withdrawn = append(rd.Withdrawn, habitsOwned(t.Text, rd.Statements, prior)...)         // "我不抽烟" … "烟的话其实偶尔也抽"
		rd.Withdrawn = append(rd.Withdrawn, r.factsCorrected(t.Text, x, rd.Statements, prior)...) // "Sorry, I mean my husband has the diabetes."
		rd.Statements = r.allergyRepairedInTurn(x, tx, rd.Statements)                             // "Penicillin, I swell up. Sorry, no, I mean erythromycin" (allergyrepaired.go)
		var allergyBefore []Statement
		rd.Statements, allergyBefore = r.allergyCorrected(t.Text, x, tx, rd.Statements, prior) // "I'm allergic to aspirin" … "wait no sorry, it's ibuprofen"
		var upsetBefore []Statement
		rd.Statements, upsetBefore = r.allergyOnlyAnUpset(t.Text, x, tx, rd.Statements, prior) // "He's allergic to codeine" … "No love, codeine just made me sick"
		allergyBefore = append(allergyBefore, upsetBefore...)
		for _, w := range allergyBefore {
			if !slices.ContainsFunc(rd.Withdrawn, func(s Statement) bool { return s.Type == w.Type && s.Concept == w.Concept }) {
				rd.Withdrawn = append(rd.Withdrawn, w) // "哦不对…那次是头孢，青霉素我后来打过…没事" withdraws it once
			}
		}
		gone, theirs := thatWasMyKin(t.Text, prior)
		if gone, theirs = notWithdrawnYet(gone, theirs, rd.Withdrawn); gone != nil {
			theirs = slices.DeleteFunc(theirs, func(th Statement) bool { // "it's my sister who's allergic to sulfa" says it already
				return slices.ContainsFunc(rd.Statements, func(s Statement) bool { return s.Concept == th.Concept && s.Experiencer == th.Experiencer })
			})
			rd.Withdrawn, rd.Statements = append(rd.Withdrawn, gone...), append(rd.Statements, theirs...) // "I had a heart attack" … "Oh wait, no, sorry, that was my brother"
		}
		rd.Statements, rd.Withdrawn = r.switchedWhenCorrected(t.Text, rd.Statements, rd.Withdrawn, prior) // "sorry no, it's apixaban now, they switched me"
		if was, gone := quitAfterNo(t.Text, rd.Statements, prior); was != nil {
			rd.Statements, rd.Withdrawn = append(rd.Statements, was...), append(rd.Withdrawn, gone...) // "Do you smoke?" "No." "Well, I quit in January."
		}
		rd.Statements = ownedOccasionally(t.Text, rd.Statements, rd.Withdrawn)
		rd.Statements = doseOfTheDrugMeant(x, t.Text, rd.Statements, rd.Withdrawn)                  // "oh yes sorry, metoprolol. 25 twice a day"
		rd.Statements, rd.Withdrawn = r.patientStoppedIt(x, tx, rd.Statements, rd.Withdrawn, prior) // "the doc started me on allopurinol" … "I've stopped it since yesterday"
		rd.Statements = comparedAgainst(x, tx, rd.Statements, prior)                                // "How are you finding the losartan?" "Much better than the ramipril"
		rd.Statements = readingsOfTheSettingAsked(tx, rd.Statements, prior)                         // "Home readings?" "Usually around 145 over 90."
		rd.Statements = echoedOrders(x, tx, rd.Statements, prior)                                   // "It's a water pill." "A water pill. Okay." (echoedorder.go)
		rd.Statements = r.coursesTold(x, tx, t.At, rd.Statements)                                   // "they gave me amoxicillin for five days" (course.go)
		rd.Statements = familyDenialsNotOwn(t.Text, asks, rd.Statements)                            // "Any osteoporosis in the family?" "Osteoporosis, nah, no one." (familydenied.go)
		rd.Statements = r.negativeSkinTests(x, tx, rd.Statements)                                   // "青霉素皮试也做过，阴性" (skintest.go)
		rd.Statements = r.doseTold(x, tx, rd.Statements, prior)                                     // "What dose of losartan…?" "50mg, once in the morning." (doseasked.go)
		rd.Statements = pastEffects(x, tx, rd.Statements)                                           // "morphine made me hallucinate in hospital" (pasteffect.go)
		rd.Statements = plannedStarts(x, tx, rd.Statements)                                         // "wants me to start bisoprolol next week" (plannedstart.go)
		rd.Statements = r.intolerances(x, tx, rd.Statements)                                        // "not an allergy as such, I just can't tolerate it" (intolerance.go)
		rd.Statements = append(rd.Statements, r.toiletTripsOver(tx, rd.Statements, prior)...)       // "尿频尿急" … "也不跑厕所了" (zhtoilettrips.go)
		rd.Statements = unknownConditions(x, tx, rd.Statements)                                     // "Blood pressure, I dunno, nobody ever told me it was high" (nevertold.go)
		rd.Statements = habitTakenBack(x, tx, rd.Statements)                                        // "I smoke about 20 a day. Well, I used to, I quit in January." (habittakenback.go)
		rd.Statements = r.classOfTheAllergy(rd.Statements)                                          // "a reaction to Bactrim …, so put down sulfa" (allergyclass.go)
		rd.Statements = r.thatWasMyKinHere(x, tx, rd.Statements)                                    // "the penicillin thing, that was my dad" (thatwasmykin.go)
		rd.Answered = ans != "" || len(answers) > 0 || operationTold(asks, rd.Statements)
	case Clinician:
		rd.Asks = stillFollowUp(followUp(r.asks(t.Text, x, sents), sents, prior), sents, prior) // "华法林还在吃吗？" … "呋塞米呢？"
		rd.Asks = askedOfYouToo(rd.Asks, sents, prior)                                          // "家里有人有高血压吗？" … "那你自己呢？" (askedofyoutoo.go)
		rd.Asks = append(rd.Asks, stillTakingThose(sents, x, rd.Asks, prior)...)
		rd.Asks = append(rd.Asks, stillHavingThat(sents, x, rd.Asks, prior)...)
		rd.Asks = append(rd.Asks, stopAskedOfIt(sents, x, rd.Asks, prior)...)
		rd.Asks = r.allergenNamedBack(x, tx, sents, rd.Asks, prior)
		rd.Statements = askedNotOrdered(x, t.Text, r.clinicianStatements(t, x, sents))
		rd.Statements = r.priorSwitches(x, tx, r.classStops(rd.Statements, prior), prior)
		rd.Statements = answeredStop(x, tx, rd.Statements, prior)
		rd.Statements = answeredGoOn(x, tx, rd.Statements, prior) // "二甲双胍还继续吃吗？" "继续吃，一次500毫克，一天两次" (goonanswered.go)
		rd.Statements = thatDrugStopped(x, tx, rd.Statements, prior)
		rd.Statements = itStopped(x, tx, rd.Statements, prior) // "a reaction to the Augmentin. I'd stop taking it now"
		rd.Statements = namedBackAsPast(x, tx, r.settleClinician(x, tx, rd.Statements), prior)
		rd.Statements = historyNamedAsPast(x, tx, rd.Statements, prior)                    // "前些年得过胃溃疡…好了" … "你有胃溃疡病史" (historynamed.go)
		rd.Statements = r.zhClinicianStopsAndKeeps(x, tx, rd.Statements, prior)            // "阿司匹林——…，这阵子先别吃了", "后面那个…就停掉", "…照旧" (zhclinicianstops.go)
		rd.Statements = zhStopOfTheDrugBefore(x, tx, rd.Statements)                        // "…跟吃的依那普利有关系。我给您停了，换成厄贝沙坦" (zhclinicianstops.go)
		rd.Statements = r.infectionOverByWord(x, tx, rd.Statements, prior, carried.Before) // "The infection's cleared, no more antibiotics" (referredover.go)
		rd.Statements = r.courseFinished(x, tx, rd.Statements, prior, carried.Before)      // "药吃完一个多月了" (zhcoursefinished.go)
		rd.Statements, rd.Withdrawn = ordersCalledOff(x, tx, rd.Statements, prior)         // "开点曲唑酮" … "那先不开" (ordercalledoff.go)
		rd.Statements = r.coursesTold(x, tx, t.At, rd.Statements)                          // "Valaciclovir 1 g three times a day for seven days" (course.go)
		rd.Statements = r.allergyRecordedByClinician(x, tx, rd.Statements, prior)          // "that's a reaction to it … on your record as an allergy" (recordedallergy.go)
		rd.Concern, rd.Relative, rd.Reaction = asksConcern(sents), asksRelative(sents, prior), asksReaction(sents, x)
		if rd.Relative == "" {
			rd.Relative = unmarkedRelativeAsked(t.Text, sents) // "and is amma keeping well she is on tablets for the sugar"
		}
		homeHasOnesAsked(&rd, sents)       // "家里有糖尿病的吗？" (homehasones.go)
		askedOfTheOneSpokenFor(&rd, prior) // "孩子以前有什么药物过敏吗", of the child whose account it is
		elderAddressed(&rd, t.Text, prior) // "阿婆现在吃几种药？" to the son who speaks for her (elderaddressed.go)
		rd.Asks = ofTheRelative(rd.Asks, rd.Relative, sents)
		rd.Reaction = rd.Reaction || howAbout(sents) && reactionAskedBefore(prior) || reactionIfYouDo(sents, prior)
		rd.Onset, rd.Before, rd.Tried = asksOnset(sents), asksBefore(sents), asksTried(sents, triedAsks)
		rd.DoseAsked = doseAskedOf(x, sents)
		rd.Treated, rd.Quality = asksTried(sents, treatedAsks), asksTried(sents, qualityAsks)
		rd.TakenBefore = asksTakenBefore(sents)
		rd.PastAsked = asksInThePast(sents)
		rd.SettingAsked = settingAsked(sents)
		rd.ChildAsked = childAsked(t.Text)
	case Assistant:
		rd.Asks = askedOfYouToo(stillFollowUp(followUp(r.asks(t.Text, x, sents), sents, prior), sents, prior), sents, prior)
		rd.Asks = append(rd.Asks, stillHavingThat(sents, x, rd.Asks, prior)...)
		rd.Asks = append(rd.Asks, stopAskedOfIt(sents, x, rd.Asks, prior)...)
		rd.Concern, rd.Relative, rd.Reaction = asksConcern(sents), asksRelative(sents, prior), asksReaction(sents, x)
		homeHasOnesAsked(&rd, sents)
		askedOfTheOneSpokenFor(&rd, prior) // "我是孩子妈妈，帮他问一下" … "孩子有药物过敏吗？"
		elderAddressed(&rd, t.Text, prior)
		rd.Onset, rd.Before = asksOnset(sents), asksBefore(sents)
		rd.DoseAsked = doseAskedOf(x, sents)
		rd.SettingAsked = settingAsked(sents)
	}
	r.provisional(said, &rd, prior)
	if rd.Kind == KindChitchat && (len(rd.Statements) > 0 || answersAClinicalTurn(t, prior) || followsUpAClinicalTurn(t, prior) ||
		continuesAClinicalTurn(t, prior)) {
		rd.Kind = KindInfo
	}
	if len(rd.Topics) == 0 {
		rd.Topics = carriedTopics(t.Text, prior)
	}
	return rd, refs
}

// abbreviation reports whether a name is a short Latin abbreviation with a
// capital ("AS", "MG", "Hb"), which must match as written. One with a digit
// ("A1c") is no everyday word and matches in any case ("A1C").
func abbreviation(name string) bool {
	if len(name) > 3 {
		return false
	}
	upper := false
	for _, r := range name {
		if r >= utf8.RuneSelf || '0' <= r && r <= '9' {
			return false
		}
		upper = upper || ('A' <= r && r <= 'Z')
	}
	return upper
}

// Complaints returns the symptoms the reading found beyond the lexicon's
// mentions, by their site and state ("两个小腿都肿起来了"), that it says the
// patient has now: affirmed, current and their own. A reference's
// complaint ("吃了那个药以后……") may be about them; what a mention names,
// coref reads itself.
func (rd Reading) Complaints() []string {
	named := map[string]bool{}
	for _, m := range rd.Extract.Mentions {
		named[m.ConceptID] = true
	}
	var out []string
	for _, s := range rd.Statements {
		if s.Type == Symptom && s.Experiencer == extract.Patient && !s.Negated && !s.Historical && !s.Hypothetical && !s.Uncertain &&
			!named[s.Concept] && !slices.Contains(out, s.Concept) {
			out = append(out, s.Concept)
		}
	}
	return out
}

// sameReading reports whether two statements say the same of one concept.
func sameReading(a, b Statement) bool {
	return a.Type == b.Type && a.Concept == b.Concept && a.Status == b.Status && a.Negated == b.Negated && a.Historical == b.Historical &&
		a.Uncertain == b.Uncertain && a.Experiencer == b.Experiencer && maps.Equal(a.Attributes, b.Attributes)
}

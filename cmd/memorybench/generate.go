package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// Statement kinds.
const (
	kindCondition      = "condition"
	kindMedication     = "medication"
	kindAllergy        = "allergy"
	kindMeasurement    = "measurement"
	kindFamily         = "family_history"
	kindNegation       = "negation"
	kindNegatedSymptom = "negated_symptom"
	kindSpouseDrug     = "spouse_drug"
	kindSpouseReading  = "spouse_measurement"
	kindStopped        = "stopped_medication"
	kindHedgeResolved  = "hedge_resolved"
	kindHedgeNew       = "hedge_new"
	kindRelayed        = "relayed_order"
	kindAllergyClash   = "allergy_conflict"
	// kindComplaint is a detail of the chief complaint (how long, what
	// else) said only in an answer: no record fact holds it, so only the
	// turn can carry it. It has no gate outcome.
	kindComplaint = "complaint_detail"
)

// Expected gate outcomes in GET /record (Statement.Gate), checked by
// checkGate.
const (
	// gateActive: a current, active, not refuted fact of the concept.
	gateActive = "active"
	// gateObservation: a current observation of the concept with the value.
	gateObservation = "observation"
	// gateFamily: a family_history fact, and no patient condition of it.
	gateFamily = "family_history"
	// gateRefuted: a refuted fact, and no positive one.
	gateRefuted = "refuted"
	// gateNotPatient: nothing of the patient from the turn.
	gateNotPatient = "not_patient"
	// gateStopped: no active fact of the drug.
	gateStopped = "stopped"
	// gateStaysActive: the condition the hedge is about is still active.
	gateStaysActive = "stays_active"
	// gateNoFact: no active fact of the hedged concept.
	gateNoFact = "no_fact"
	// gateRelayed: an active, unconfirmed fact with a relayed source.
	gateRelayed = "relayed_unconfirmed"
	// gatePending: no active confirmed fact of the drug and no allergy to
	// it; the claim it must raise is scored with the claims.
	gatePending = "pending"
)

// Probe kinds.
const (
	probeMedClass    = "medication_class"
	probeOtherClass  = "other_class"
	probeAllergy     = "allergy"
	probeBP          = "measurement_bp"
	probeGlucose     = "measurement_glucose"
	probeFamily      = "family"
	probePainkillers = "painkillers"
	probeHedge       = "hedge"
	probeHedgeNew    = "hedge_new"
	probeRelayed     = "relayed"
	probeClash       = "allergy_conflict"
	probeComplaint   = "complaint_detail"
)

// GenerateOptions configure Generate.
type GenerateOptions struct {
	Seed     uint64
	Patients int
	Turns    int // per patient
	// Prefix names the patients: Prefix + "0001"...; "p" by default.
	Prefix string
	// First is the index of the first patient (0 by default), so that a
	// larger corpus starts with the patients of a smaller one.
	First int
}

// Generate returns a corpus. It is deterministic: the same options give the
// same corpus, byte for byte once written, and patient i's history depends
// only on the seed, i and the turns per patient.
func Generate(o GenerateOptions) *Corpus {
	if o.Prefix == "" {
		o.Prefix = "p"
	}
	c := &Corpus{Header: Header{Version: CorpusVersion, Seed: o.Seed, Patients: o.Patients, Turns: o.Turns}}
	for i := 0; i < o.Patients; i++ {
		idx := o.First + i
		c.Patients = append(c.Patients, generatePatient(o.Seed, idx, fmt.Sprintf("%s%04d", o.Prefix, idx+1), o.Turns))
	}
	return c
}

// profile is what is true of a patient, drawn before any turn is written.
type profile struct {
	lang       string
	conditions []string // condition keys
	meds       []string // current drug keys, in planting order
	allergy    *allergen
	bp         string // home BP reading, "" if none
	fasting    string // fasting glucose, mmol/L
	weight     string // kg
	family     string // relative's condition key
	relative   [2]string
	spouse     [2]string // zh, en ("老伴", "my husband")
	spousePron string    // "his", "her"
	spouseDrug string    // a lookalike of one of the patient's drugs
	spouseBP   string
	stopped    string // a lookalike the patient used to take
	chest      bool   // denies chest pain
	hedge      string // condition key the patient hedges is gone
	hedgeNew   string // condition key the patient wonders about
	relayed    string // drug key a clinician started, relayed
	relayedBy  string // "patient" or "clinician" (a clinician turn posted with the agent key)
	painkiller bool   // takes ibuprofen and paracetamol when needed
	clash      bool   // a clinic gave amoxicillin despite a penicillin allergy
}

func drawProfile(r *rand.Rand) profile {
	p := profile{lang: "zh"}
	if r.IntN(2) == 1 {
		p.lang = "en"
	}
	hasHTN := r.Float64() < 0.8
	hasDM := r.Float64() < 0.6
	if !hasHTN && !hasDM {
		hasHTN = true
	}
	if hasHTN {
		p.conditions = append(p.conditions, "hypertension")
		if r.Float64() < 0.3 {
			// Two antihypertensives of different ATC classes, as combined
			// therapy: a calcium channel blocker and a sartan.
			p.meds = append(p.meds, pickOne(r, []string{"amlodipine", "nifedipine"}), pickOne(r, []string{"losartan", "valsartan"}))
		} else {
			p.meds = append(p.meds, pickOne(r, []string{"amlodipine", "nifedipine", "losartan", "valsartan"}))
		}
		p.bp = fmt.Sprintf("%d/%d", 138+r.IntN(28), 86+r.IntN(14))
	}
	if hasDM {
		p.conditions = append(p.conditions, "diabetes")
		p.meds = append(p.meds, pickOne(r, []string{"metformin", "metformin", "gliclazide", "glimepiride"}))
		p.fasting = fmt.Sprintf("%d.%d", 6+r.IntN(3), r.IntN(10))
	}
	statin := false
	if r.Float64() < 0.35 {
		p.conditions = append(p.conditions, "hyperlipidemia")
		p.meds = append(p.meds, pickOne(r, []string{"atorvastatin", "rosuvastatin"}))
		statin = true
	}
	gerd := false
	if r.Float64() < 0.15 {
		p.conditions = append(p.conditions, "hypothyroidism")
		p.meds = append(p.meds, "levothyroxine")
	} else if r.Float64() < 0.15 {
		p.conditions = append(p.conditions, "gerd")
		p.meds = append(p.meds, "omeprazole")
		gerd = true
	}
	if r.Float64() < 0.5 {
		a := allergens[0]
		if r.Float64() < 0.35 {
			a = allergens[1]
		}
		p.allergy = &a
	}
	if r.Float64() < 0.5 {
		p.weight = fmt.Sprintf("%d", 52+r.IntN(40))
	}
	// A relative's condition the patient does not have, which the patient
	// then denies having.
	var fam []string
	for _, k := range []string{"chd", "stroke", "family_htn", "family_dm"} {
		if k == "family_htn" && hasHTN || k == "family_dm" && hasDM {
			continue
		}
		fam = append(fam, k)
	}
	p.family = pickOne(r, fam)
	p.relative = pickOne(r, [][2]string{{"妈妈", "mother"}, {"爸爸", "father"}, {"姐姐", "sister"}, {"哥哥", "brother"}})
	if r.IntN(2) == 0 {
		p.spouse, p.spousePron = [2]string{"老伴", "husband"}, "his"
	} else {
		p.spouse, p.spousePron = [2]string{"老伴", "wife"}, "her"
	}
	main := drugs[p.meds[0]]
	if main.lookalike != "" && !slices.Contains(p.meds, main.lookalike) {
		if r.Float64() < 0.6 {
			p.spouseDrug = main.lookalike
		}
		if r.Float64() < 0.4 {
			p.stopped = main.lookalike
		}
	}
	if p.bp != "" && r.Float64() < 0.4 {
		p.spouseBP = fmt.Sprintf("%d/%d", 112+r.IntN(12), 70+r.IntN(10))
	}
	p.chest = r.Float64() < 0.5
	switch {
	case hasHTN && hasDM:
		if r.Float64() < 0.6 {
			p.hedge = pickOne(r, []string{"hypertension", "diabetes"})
		}
	case hasHTN && r.Float64() < 0.5:
		p.hedge = "hypertension"
	case hasDM && r.Float64() < 0.5:
		p.hedge = "diabetes"
	}
	if r.Float64() < 0.3 {
		p.hedgeNew = "asthma"
	}
	if r.Float64() < 0.5 {
		switch {
		case !statin:
			p.relayed = "atorvastatin"
		case !gerd && !slices.Contains(p.meds, "levothyroxine"):
			p.relayed = "omeprazole"
		}
		p.relayedBy = "patient"
		if r.Float64() < 0.3 {
			p.relayedBy = "clinician"
		}
	}
	p.painkiller = r.Float64() < 0.4
	p.clash = p.allergy != nil && p.allergy.key == "penicillins" && r.Float64() < 0.4
	return p
}

func pickOne[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// text picks a template for the patient's language.
func (g *gen) text(zh, en []string) string {
	if g.p.lang == "zh" {
		return pickOne(g.r, zh)
	}
	return pickOne(g.r, en)
}

// draft is a turn before it is placed in a session.
type draft struct {
	role   string
	text   string
	tags   []string
	states []*Statement
	// ref computes the expected reading of the turn's reference when the
	// turn is placed, from the statements placed before it.
	ref func() *ExpectedReference
}

// block is a run of turns that must stay together (a statement and the
// reference to it). first blocks must open a session, right after the
// greeting, so that the session window names no drug. Whether a block is
// early or late (after the first session when there is more than one) is
// decided by the list plan puts it in.
type block struct {
	turns []draft
	first bool
	// keep, if set, is asked at placement: false replaces the block with
	// as many turns of filler.
	keep func() bool
}

// gen is the state of one patient's generation.
type gen struct {
	r     *rand.Rand
	p     profile
	pid   string
	stmts []*Statement
	// placed holds the statements placed so far, in the order placed.
	placed   []*Statement
	turns    []Turn
	sessions int
	// complaintQuery asks about the chief complaint's detail.
	complaintQuery string
}

func generatePatient(seed uint64, idx int, pid string, total int) PatientCorpus {
	r := rand.New(rand.NewPCG(seed, uint64(idx)+1))
	g := &gen{r: r, p: drawProfile(r), pid: pid}
	lens := splitSessions(r, total)
	g.sessions = len(lens)
	early, late := g.plan()
	g.place(lens, early, late)
	pc := PatientCorpus{Patient: Patient{PatientID: pid, Lang: g.p.lang, ProbeSession: "next", Turns: len(g.turns)}}
	for i := range lens {
		pc.Patient.Sessions = append(pc.Patient.Sessions, sessionID(i))
	}
	pc.Turns = g.turns
	for _, s := range g.stmts {
		if len(s.TurnIDs) > 0 {
			pc.Statements = append(pc.Statements, *s)
		}
	}
	pc.Probes = g.probes(pc.Patient.ProbeSession)
	return pc
}

func sessionID(i int) string { return fmt.Sprintf("s%02d", i+1) }

// splitSessions splits total turns into sessions of 30 to 60 turns, the
// longest first (a history under 30 turns is one session).
func splitSessions(r *rand.Rand, total int) []int {
	if total <= 60 {
		return []int{total}
	}
	minK, maxK := (total+59)/60, total/30
	k := minK + r.IntN(maxK-minK+1)
	lens := make([]int, k)
	for i := range lens {
		lens[i] = 30
	}
	for rest := total - 30*k; rest > 0; {
		if i := r.IntN(k); lens[i] < 60 {
			lens[i]++
			rest--
		}
	}
	slices.SortFunc(lens, func(a, b int) int { return b - a })
	return lens
}

// statement registers a statement; it counts only once a turn states it.
func (g *gen) statement(kind string, concepts []string, words, gate string) *Statement {
	if concepts == nil {
		concepts = []string{}
	}
	s := &Statement{ID: fmt.Sprintf("%s/f%02d", g.pid, len(g.stmts)+1), PatientID: g.pid, Kind: kind,
		Concepts: concepts, Words: words, Gate: gate}
	switch kind {
	case kindFamily, kindNegation, kindNegatedSymptom, kindSpouseDrug, kindSpouseReading,
		kindHedgeResolved, kindHedgeNew, kindRelayed, kindAllergyClash:
		s.Guarded = true
	}
	switch kind {
	case kindHedgeResolved, kindHedgeNew, kindRelayed, kindAllergyClash:
		s.Claim = true
	}
	g.stmts = append(g.stmts, s)
	return s
}

// placedOf returns the placed statements of a kind.
func (g *gen) placedOf(kind string) []*Statement {
	var out []*Statement
	for _, s := range g.placed {
		if s.Kind == kind {
			out = append(out, s)
		}
	}
	return out
}

// currentMeds returns the placed medication statements (current drugs,
// relayed starts included) of a class, in placing order.
func (g *gen) currentMeds(class string) []*Statement {
	var out []*Statement
	for _, s := range g.placed {
		if (s.Kind == kindMedication || s.Kind == kindRelayed) && drugs[strings.TrimPrefix(s.Concepts[0], "drug:")].class == class {
			out = append(out, s)
		}
	}
	return out
}

// classReference is the expected reading of a reference to a class ("降压
// 药") at the graph stage: the one current drug of the class, or, with
// several, none of them. Drugs of other classes, a spouse's drugs and
// stopped ones are forbidden.
func (g *gen) classReference(phrase, class string) *ExpectedReference {
	meds := g.currentMeds(class)
	if len(meds) == 0 {
		return nil
	}
	ref := &ExpectedReference{Phrase: phrase, Stage: "graph"}
	for _, m := range meds {
		ref.Concepts = append(ref.Concepts, m.Concepts[0])
	}
	ref.Outcome = outcomeResolved
	if len(meds) > 1 {
		ref.Outcome = outcomeUnresolved
	}
	for _, s := range g.placed {
		switch s.Kind {
		case kindMedication, kindRelayed:
			if !slices.Contains(ref.Concepts, s.Concepts[0]) {
				ref.Forbidden = append(ref.Forbidden, s.Concepts[0])
			}
		case kindSpouseDrug, kindStopped:
			if !slices.Contains(ref.Forbidden, s.Concepts[0]) {
				ref.Forbidden = append(ref.Forbidden, s.Concepts[0])
			}
		}
	}
	return ref
}

// drugName names a drug by its generic name or its brand.
func (g *gen) drugName(d drug, brand bool) string {
	switch {
	case g.p.lang == "zh" && brand:
		return d.zhBrand
	case g.p.lang == "zh":
		return d.zh
	case brand:
		return d.enBrand
	}
	return d.en
}

func (g *gen) zh() bool { return g.p.lang == "zh" }

// plan writes the blocks of the patient's history: early ones (for the
// first session) and late ones.
func (g *gen) plan() (early, late []block) {
	p := g.p
	early = append(early, g.complaint())
	// Conditions and their drugs, each drug named by its generic name, its
	// brand, or the class phrase with a name ("降压药吃的是络活喜").
	var medBlocks []block
	classNamed := map[string]bool{}
	condStated := map[string]bool{}
	for _, key := range p.meds {
		d := drugs[key]
		cond := conditionOf(key)
		style := g.r.IntN(3)
		if style == 2 && (classNamed[d.class] || !hasClassPhrase(d.class)) {
			style = g.r.IntN(2)
		}
		if style == 2 {
			classNamed[d.class] = true
		}
		medBlocks = append(medBlocks, g.medicationBlock(d, cond, style, condStated))
	}
	// A reference to the last drug just named ("那个药"), resolved from the
	// session window.
	if len(medBlocks) > 0 {
		last := len(medBlocks) - 1
		medBlocks[last].turns = append(medBlocks[last].turns, g.demonstrativeTurns(p.meds[len(p.meds)-1])...)
	}
	early = append(early, medBlocks...)
	var more []block
	if p.bp != "" {
		more = append(more, g.measurementBlock(conceptBP, p.bp))
	}
	if p.fasting != "" {
		more = append(more, g.measurementBlock(conceptFasting, p.fasting))
	}
	if p.weight != "" {
		more = append(more, g.measurementBlock(conceptWeight, p.weight))
	}
	if p.allergy != nil {
		more = append(more, g.allergyBlock(*p.allergy))
	}
	more = append(more, g.familyBlock())
	if p.chest {
		more = append(more, g.chestBlock())
	}
	if p.spouseDrug != "" {
		more = append(more, g.spouseDrugBlock(drugs[p.spouseDrug]))
	}
	if p.spouseBP != "" {
		more = append(more, g.spouseBPBlock())
	}
	if p.stopped != "" {
		more = append(more, g.stoppedBlock(drugs[p.stopped]))
	}
	g.r.Shuffle(len(more), func(i, j int) { more[i], more[j] = more[j], more[i] })
	early = append(early, more...)
	if len(p.meds) >= 2 {
		early = append(early, g.twoDrugsBlock(p.meds[0], p.meds[len(p.meds)-1]))
	}

	// Later: references to a class at the start of a visit, hedges,
	// relayed orders, painkillers, a drug against the allergy.
	late = append(late, g.classRefBlock(classAntihypertensive), g.classRefBlock(classAntidiabetic))
	var rest []block
	if p.hedge != "" {
		rest = append(rest, g.hedgeBlock(p.hedge))
	}
	if p.hedgeNew != "" {
		rest = append(rest, g.hedgeNewBlock(p.hedgeNew))
	}
	if p.relayed != "" {
		rest = append(rest, g.relayedBlock(drugs[p.relayed]))
	}
	if p.painkiller {
		rest = append(rest, g.painkillerBlock())
	}
	if p.clash {
		rest = append(rest, g.clashBlock())
	}
	g.r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	late = append(late, rest...)
	return early, late
}

// conditionOf is the condition a planted drug is taken for.
func conditionOf(drugKey string) string {
	switch drugs[drugKey].class {
	case classAntihypertensive:
		return "hypertension"
	case classAntidiabetic:
		return "diabetes"
	case classStatin:
		return "hyperlipidemia"
	case classThyroid:
		return "hypothyroidism"
	case classStomach:
		return "gerd"
	}
	return ""
}

func hasClassPhrase(class string) bool {
	return class == classAntihypertensive || class == classAntidiabetic
}

// classPhrase is how a patient names a class ("降压药", "blood pressure
// pill").
func (g *gen) classPhrase(class string) string {
	switch {
	case class == classAntihypertensive && g.zh():
		return "降压药"
	case class == classAntihypertensive:
		return "blood pressure pill"
	case class == classAntidiabetic && g.zh():
		return "降糖药"
	case class == classAntidiabetic:
		return "diabetes medicine"
	case class == classPainkiller && g.zh():
		return "止痛药"
	}
	return "painkillers"
}

// medicationBlock states a condition (the first time) and its drug.
func (g *gen) medicationBlock(d drug, condKey string, style int, condStated map[string]bool) block {
	name := g.drugName(d, style == 1)
	med := g.statement(kindMedication, []string{d.concept()}, name, gateActive)
	var b block
	if !condStated[condKey] && condKey != "" {
		condStated[condKey] = true
		c := conditions[condKey]
		cs := g.statement(kindCondition, c.concepts, pickWords(g, c), gateActive)
		b.turns = append(b.turns, draft{role: "assistant", text: g.text(
			[]string{"您平时有什么慢性病吗？在吃什么药？", "以前有没有什么老毛病？平时用什么药？", "有没有长期在吃的药？"},
			[]string{"Do you have any long-term conditions? What do you take for them?", "Any ongoing health problems, and what medicines do you take?", "Are you on any regular medication?"})})
		var text string
		switch {
		case g.zh() && style == 2:
			text = pickOne(g.r, []string{"我有%s%s了，%s吃的是%s，%s，一次%s。", "我%s%s了，%s一直吃%s，%s，每次%s。"})
			text = fmt.Sprintf(text, c.zh, pickOne(g.r, []string{"好几年", "五六年", "十来年", "三年多"}), g.classPhrase(d.class), name, d.zhFreq, d.dose)
		case g.zh():
			text = fmt.Sprintf(pickOne(g.r, []string{"我有%s%s了，一直在吃%s，%s，一次%s。", "我%s%s了，现在吃%s，%s，每次%s。"}),
				c.zh, pickOne(g.r, []string{"好几年", "五六年", "十来年", "三年多"}), name, d.zhFreq, d.dose)
		case style == 2:
			text = fmt.Sprintf(pickOne(g.r, []string{"I've had %s for %s. My %s is %s, %s %s.", "I have %s, for %s now. For my %s I take %s, %s %s."}),
				c.en, pickOne(g.r, []string{"years", "about five years", "a decade", "three years"}), g.classPhrase(d.class), name, d.dose, d.enFreq)
		default:
			text = fmt.Sprintf(pickOne(g.r, []string{"I've had %s for %s and I take %s, %s %s.", "I have %s, for %s now, and I'm on %s, %s %s."}),
				c.en, pickOne(g.r, []string{"years", "about five years", "a decade", "three years"}), name, d.dose, d.enFreq)
		}
		b.turns = append(b.turns, draft{role: "patient", text: text, states: []*Statement{cs, med}, tags: []string{"plant"}})
	} else {
		var text string
		switch {
		case g.zh() && style == 2:
			text = fmt.Sprintf("另外一个%s是%s，%s，一次%s。", g.classPhrase(d.class), name, d.zhFreq, d.dose)
		case g.zh():
			text = fmt.Sprintf(pickOne(g.r, []string{"另外我还吃%s，%s，一次%s。", "我还在吃%s，%s，每次%s，吃了好几年了。"}), name, d.zhFreq, d.dose)
		case style == 2:
			text = fmt.Sprintf("My other %s is %s, %s %s.", g.classPhrase(d.class), name, d.dose, d.enFreq)
		default:
			text = fmt.Sprintf(pickOne(g.r, []string{"I also take %s, %s %s.", "I've been on %s for a while too, %s %s."}), name, d.dose, d.enFreq)
		}
		b.turns = append(b.turns, draft{role: "patient", text: text, states: []*Statement{med}, tags: []string{"plant"}})
	}
	b.turns = append(b.turns, draft{role: "assistant", text: g.text(
		[]string{"好的，我记下了。", "明白，按时吃药很重要。", "好的，这个剂量记下了。"},
		[]string{"Okay, I've noted that.", "Got it, taking it regularly matters.", "Thanks, I've written down the dose."})})
	return b
}

func pickWords(g *gen, c condition) string {
	if g.zh() {
		return c.zh
	}
	return c.en
}

// demonstrativeTurns ask about "that pill" right after naming one drug:
// the session window resolves it to that drug.
func (g *gen) demonstrativeTurns(key string) []draft {
	d := drugs[key]
	phrase := g.text([]string{"那个药"}, []string{"that pill"})
	qa := pickOne(g.r, [][2][2]string{
		{{"那个药我一般早饭后吃，这样可以吗？", "可以的，每天固定时间吃就好。"},
			{"I usually take that pill after breakfast, is that okay?", "That's fine, just keep the same time every day."}},
		{{"那个药要是忘了吃一次，要补吗？", "不用补，下次按时吃就行。"},
			{"If I forget that pill one day, should I double up?", "No, don't double up, just take the next one on time."}},
	})
	lang := 1
	if g.zh() {
		lang = 0
	}
	return []draft{
		{role: "patient", text: qa[lang][0], tags: []string{"reference"}, ref: func() *ExpectedReference {
			return &ExpectedReference{Phrase: phrase, Outcome: outcomeResolved, Concepts: []string{d.concept()}, Stage: "session"}
		}},
		{role: "assistant", text: qa[lang][1]},
	}
}

// twoDrugsBlock names two drugs in one turn, then asks about "that
// medicine": it must stay unresolved between them.
func (g *gen) twoDrugsBlock(a, b string) block {
	da, db := drugs[a], drugs[b]
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("我每天吃%s和%s。", da.zh, db.zh), fmt.Sprintf("现在每天是%s加%s。", da.zh, db.zh)},
			[]string{fmt.Sprintf("Every day I take %s and %s.", da.en, db.en), fmt.Sprintf("I'm taking %s and %s daily.", da.en, db.en)}),
			tags: []string{"restate"}, states: g.medStatements(a, b)},
		{role: "assistant", text: g.text([]string{"好的。", "嗯，明白了。"}, []string{"Okay.", "Right, understood."})},
		{role: "patient", text: g.text([]string{"那个药饭前吃还是饭后吃？", "那个药能和牛奶一起吃吗？"},
			[]string{"Should that medicine be taken before or after food?", "Can I take that medicine with milk?"}),
			tags: []string{"reference"}, ref: func() *ExpectedReference {
				return &ExpectedReference{Phrase: g.text([]string{"那个药"}, []string{"that medicine"}), Outcome: outcomeUnresolved,
					Concepts: []string{da.concept(), db.concept()}, Stage: "session"}
			}},
		{role: "assistant", text: g.text([]string{"您说的是哪一个药？两种吃法不一样。", "您指的是哪一种？"},
			[]string{"Which one do you mean? They are taken differently.", "Which of the two do you mean?"})},
	}}
}

// medStatements returns the placed-or-planned medication statements of the
// drugs, so that a restating turn counts as evidence for them.
func (g *gen) medStatements(keys ...string) []*Statement {
	var out []*Statement
	for _, s := range g.stmts {
		if s.Kind == kindMedication && slices.Contains(keys, strings.TrimPrefix(s.Concepts[0], "drug:")) {
			out = append(out, s)
		}
	}
	return out
}

func (g *gen) measurementBlock(concept, value string) block {
	var q, text, words string
	switch concept {
	case conceptBP:
		words = value + " mmHg"
		q = g.text([]string{"最近血压怎么样？", "在家量过血压吗？"}, []string{"How has your blood pressure been?", "Have you checked your blood pressure at home?"})
		text = g.text([]string{"前天在家量的血压是%s mmHg。", "上周日早上在家量的血压是%s mmHg。"},
			[]string{"My blood pressure was %s at home on Sunday.", "I checked it at home the day before yesterday, it was %s."})
	case conceptFasting:
		words = value + " mmol/L"
		q = g.text([]string{"血糖最近测了吗？", "空腹血糖多少？"}, []string{"Have you checked your sugar lately?", "What was your fasting sugar?"})
		text = g.text([]string{"今天早上空腹血糖%s mmol/L。", "上周查的空腹血糖是%s mmol/L。"},
			[]string{"My fasting sugar was %s mmol/L this morning.", "Last week my fasting blood sugar was %s mmol/L."})
	default:
		words = value + " kg"
		q = g.text([]string{"体重有变化吗？"}, []string{"Has your weight changed?"})
		text = g.text([]string{"我现在体重%s公斤。", "上个月称的体重是%s公斤。"}, []string{"My weight is %s kg now.", "I weighed %s kg last month."})
	}
	s := g.statement(kindMeasurement, []string{concept}, words, gateObservation)
	s.Value = value
	return block{turns: []draft{
		{role: "assistant", text: q},
		{role: "patient", text: fmt.Sprintf(text, value), states: []*Statement{s}, tags: []string{"plant"}},
		{role: "assistant", text: g.text([]string{"好的，我记下了。", "嗯，记下了。"}, []string{"Thanks, noted.", "Okay, I've written that down."})},
	}}
}

func (g *gen) allergyBlock(a allergen) block {
	s := g.statement(kindAllergy, []string{a.concept}, g.text([]string{a.zh}, []string{a.en}), gateActive)
	return block{turns: []draft{
		{role: "assistant", text: g.text([]string{"有没有药物过敏？", "对什么药过敏吗？"}, []string{"Any drug allergies?", "Are you allergic to any medicines?"})},
		{role: "patient", text: g.text([]string{fmt.Sprintf("我对%s过敏，%s。", a.zh, a.reaction[0])}, []string{fmt.Sprintf("I'm allergic to %s, %s.", a.en, a.reaction[1])}),
			states: []*Statement{s}, tags: []string{"plant"}},
		{role: "assistant", text: g.text([]string{"好的，这个很重要，我记下了。"}, []string{"That's important, I've noted it."})},
	}}
}

// familyBlock: a relative's condition, then the patient denies having it.
func (g *gen) familyBlock() block {
	c := conditions[g.p.family]
	rel := g.p.relative
	fam := g.statement(kindFamily, c.concepts, g.text([]string{rel[0] + c.zh}, []string{rel[1] + " " + c.en}), gateFamily)
	neg := g.statement(kindNegation, c.concepts, g.text([]string{"没有" + c.zh}, []string{"no " + c.en}), gateRefuted)
	famEn := []string{fmt.Sprintf("My %s has %s.", rel[1], c.en), fmt.Sprintf("My %s has had %s for years.", rel[1], c.en)}
	denyEn := []string{fmt.Sprintf("I don't have %s myself, my checkups are always fine.", c.en), fmt.Sprintf("No, I don't have %s.", c.en)}
	if c.key == "stroke" {
		famEn = []string{fmt.Sprintf("My %s had a stroke a few years ago.", rel[1])}
		denyEn = []string{"I've never had a stroke myself.", "No, I've never had a stroke."}
	}
	return block{turns: []draft{
		{role: "assistant", text: g.text([]string{"家里人有什么病吗？"}, []string{"Does anything run in your family?"})},
		{role: "patient", text: g.text([]string{fmt.Sprintf("我%s有%s，好多年了。", rel[0], c.zh), fmt.Sprintf("我%s有%s。", rel[0], c.zh)}, famEn),
			states: []*Statement{fam}, tags: []string{"family"}},
		{role: "assistant", text: g.text([]string{"那您自己呢？"}, []string{"And you yourself?"})},
		{role: "patient", text: g.text([]string{fmt.Sprintf("我自己没有%s，每年体检都查过。", c.zh), fmt.Sprintf("我没有%s。", c.zh)}, denyEn),
			states: []*Statement{neg}, tags: []string{"negation"}},
	}}
}

func (g *gen) chestBlock() block {
	s := g.statement(kindNegatedSymptom, []string{conceptChest}, g.text([]string{"没有胸痛"}, []string{"no chest pain"}), gateRefuted)
	return block{turns: []draft{
		{role: "assistant", text: g.text([]string{"平时胸口会疼吗？"}, []string{"Do you ever get pain in your chest?"})},
		{role: "patient", text: g.text([]string{"没有胸痛。", "我没有胸痛，这个倒是没有。"}, []string{"No chest pain at all.", "No, I have no chest pain."}),
			states: []*Statement{s}, tags: []string{"negation"}},
	}}
}

func (g *gen) spouseDrugBlock(d drug) block {
	s := g.statement(kindSpouseDrug, []string{d.concept()}, g.text([]string{d.zh}, []string{d.en}), gateNotPatient)
	zhCond, enCond := "高血压", "blood pressure"
	if d.class == classAntidiabetic {
		zhCond, enCond = "糖尿病", "diabetes"
	}
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("我%s也有%s，%s吃的是%s。", g.p.spouse[0], zhCond, g.zhPron(), d.zh)},
			[]string{fmt.Sprintf("My %s takes %s for %s %s.", g.p.spouse[1], d.en, g.p.spousePron, enCond)}),
			states: []*Statement{s}, tags: []string{"confounder"}},
		{role: "assistant", text: g.text([]string{"两个人的药别拿混了。"}, []string{"Make sure you don't mix up your pills."})},
	}}
}

func (g *gen) zhPron() string {
	if g.p.spousePron == "his" {
		return "他"
	}
	return "她"
}

func (g *gen) spouseBPBlock() block {
	s := g.statement(kindSpouseReading, []string{conceptBP}, g.p.spouseBP+" mmHg", gateNotPatient)
	s.Value = g.p.spouseBP
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("我%s昨天量的血压是%s。", g.p.spouse[0], g.p.spouseBP)},
			[]string{fmt.Sprintf("My %s's blood pressure was %s yesterday.", g.p.spouse[1], g.p.spouseBP)}),
			states: []*Statement{s}, tags: []string{"confounder"}},
		{role: "assistant", text: g.text([]string{"嗯，挺正常的。"}, []string{"That's a normal reading."})},
	}}
}

func (g *gen) stoppedBlock(d drug) block {
	s := g.statement(kindStopped, []string{d.concept()}, g.text([]string{d.zh}, []string{d.en}), gateStopped)
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("以前我也吃过%s，去年就停了。", d.zh), fmt.Sprintf("我以前吃过%s，后来不吃了。", d.zh)},
			[]string{fmt.Sprintf("I used to take %s but I stopped it last year.", d.en), fmt.Sprintf("I was on %s before, not anymore.", d.en)}),
			states: []*Statement{s}, tags: []string{"confounder"}},
		{role: "assistant", text: g.text([]string{"好的，知道了。"}, []string{"Okay, good to know."})},
	}}
}

// classRefBlock opens a later visit with a reference to a class ("我的降压
// 药快吃完了"): the window names no drug, so the record decides.
func (g *gen) classRefBlock(class string) block {
	phrase := g.text([]string{"我的" + g.classPhrase(class)}, []string{"my " + g.classPhrase(class)})
	var text, reply string
	if class == classAntihypertensive {
		text = g.text([]string{"我的降压药快吃完了，能不能再开一点？"}, []string{"I'm running out of my blood pressure pills, can I get a refill?"})
		reply = g.text([]string{"好的，我记下了，会转告医生给您续方。"}, []string{"Okay, I'll ask the doctor for a refill."})
		phrase = g.text([]string{"我的降压药"}, []string{"my blood pressure pills"})
	} else {
		text = g.text([]string{"我的降糖药要饭前吃还是饭后吃？"}, []string{"Should I take my diabetes medicine before or after meals?"})
		reply = g.text([]string{"一般随餐或饭后吃，具体按医生说的来。"}, []string{"Usually with or after a meal, but follow your doctor's advice."})
	}
	return block{first: true,
		keep: func() bool { return len(g.currentMeds(class)) > 0 },
		turns: []draft{
			{role: "patient", text: text, tags: []string{"reference"}, ref: func() *ExpectedReference { return g.classReference(phrase, class) }},
			{role: "assistant", text: reply},
		}}
}

func (g *gen) hedgeBlock(condKey string) block {
	c := conditions[condKey]
	var text string
	if condKey == "hypertension" {
		text = g.text([]string{"血压好像正常了。", "我感觉血压好像降下来了，应该好了吧。"},
			[]string{"I think my blood pressure is normal now.", "I feel like my blood pressure is probably fine now."})
	} else {
		text = g.text([]string{"我觉得血糖好像正常了。", "我感觉糖尿病好像好了。"},
			[]string{"I think my sugar is fine now.", "I think my diabetes is gone."})
	}
	s := g.statement(kindHedgeResolved, c.concepts, text, gateStaysActive)
	return block{turns: []draft{
		{role: "patient", text: text, states: []*Statement{s}, tags: []string{"hedge"}},
		{role: "assistant", text: g.text([]string{"这个要医生复查以后才能确定，药先别自己停。"}, []string{"Only a check-up can tell, so please don't stop anything on your own."})},
	}}
}

func (g *gen) hedgeNewBlock(condKey string) block {
	c := conditions[condKey]
	text := g.text([]string{"我可能有" + c.zh + "吧。", "我怀疑自己是不是有" + c.zh + "。"},
		[]string{"I think I might have " + c.en + ".", "Maybe I have " + c.en + ", I'm not sure."})
	s := g.statement(kindHedgeNew, c.concepts, text, gateNoFact)
	return block{turns: []draft{
		{role: "patient", text: text, states: []*Statement{s}, tags: []string{"hedge"}},
		{role: "assistant", text: g.text([]string{"这个需要做检查才能知道。"}, []string{"That needs a proper test to tell."})},
	}}
}

// relayedBlock: a clinician's order, relayed by the patient or posted as a
// clinician turn with the agent key.
func (g *gen) relayedBlock(d drug) block {
	s := g.statement(kindRelayed, []string{d.concept()}, g.text([]string{d.zh}, []string{d.en}), gateRelayed)
	if g.p.relayedBy == "clinician" {
		return block{turns: []draft{
			{role: "clinician", text: g.text([]string{fmt.Sprintf("从今天开始加%s，%s，一次%s。", d.zh, d.zhFreq, d.dose)},
				[]string{fmt.Sprintf("Start %s %s %s from today.", d.en, d.dose, d.enFreq)}), states: []*Statement{s}, tags: []string{"relayed"}},
			{role: "assistant", text: g.text([]string{"好的，已经记下医生的安排。"}, []string{"Noted, I've recorded the doctor's plan."})},
		}}
	}
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("上次看病，医生让我开始吃%s，%s，一次%s。", d.zh, d.zhFreq, d.dose), fmt.Sprintf("医生给我加了%s，%s。", d.zh, d.zhFreq)},
			[]string{fmt.Sprintf("My doctor started me on %s %s %s.", d.en, d.dose, d.enFreq), fmt.Sprintf("At my last visit the doctor added %s, %s.", d.en, d.enFreq)}),
			states: []*Statement{s}, tags: []string{"relayed"}},
		{role: "assistant", text: g.text([]string{"好的，按医生说的吃。"}, []string{"Okay, follow the doctor's instructions."})},
	}}
}

// painkillerBlock: two painkillers in one turn, then "my painkillers",
// which must stay unresolved between them.
func (g *gen) painkillerBlock() block {
	ibu, para := drugs["ibuprofen"], drugs["paracetamol"]
	brand := g.r.IntN(2) == 0
	si := g.statement(kindMedication, []string{ibu.concept()}, g.drugName(ibu, false), gateActive)
	sp := g.statement(kindMedication, []string{para.concept()}, g.drugName(para, brand), gateActive)
	phrase := g.text([]string{"我的止痛药"}, []string{"my painkillers"})
	return block{turns: []draft{
		{role: "patient", text: g.text(
			[]string{fmt.Sprintf("头疼的时候我吃%s，有时候也吃%s。", ibu.zh, g.drugName(para, brand))},
			[]string{fmt.Sprintf("For headaches I take %s, and sometimes %s.", ibu.en, g.drugName(para, brand))}),
			states: []*Statement{si, sp}, tags: []string{"plant"}},
		{role: "assistant", text: g.text([]string{"一个月大概吃几次？"}, []string{"How often do you need them in a month?"})},
		{role: "patient", text: g.text([]string{"我的止痛药吃多了会不会伤胃？"}, []string{"Could my painkillers upset my stomach if I take them often?"}),
			tags: []string{"reference"}, ref: func() *ExpectedReference {
				return &ExpectedReference{Phrase: phrase, Outcome: outcomeUnresolved, Concepts: []string{ibu.concept(), para.concept()}, Stage: "session"}
			}},
		{role: "assistant", text: g.text([]string{"您说的是哪一种？两种对胃的影响不一样。"}, []string{"Which one do you mean? They differ for the stomach."})},
	}}
}

// clashBlock: a clinic gave amoxicillin to a patient allergic to
// penicillin; it must become a claim, never a confirmed drug.
func (g *gen) clashBlock() block {
	d := drugs["amoxicillin"]
	s := g.statement(kindAllergyClash, []string{d.concept()}, g.text([]string{d.zh}, []string{d.en}), gatePending)
	return block{
		keep: func() bool { return len(g.placedOf(kindAllergy)) > 0 },
		turns: []draft{
			{role: "patient", text: g.text([]string{"前几天嗓子疼，诊所给我开了阿莫西林，一天三次。"}, []string{"Last week the clinic gave me amoxicillin for a sore throat, three times a day."}),
				states: []*Statement{s}, tags: []string{"conflict"}},
			{role: "assistant", text: g.text([]string{"先别吃，尽快联系医生确认。"}, []string{"Please hold off and check with your doctor first."})},
		}}
}

// complaint is the visit's chief complaint: a symptom talked over.
func (g *gen) complaint() block {
	// Each topic: the complaint, the assistant's question, the patient's
	// answer (a detail no record holds), advice; and the probe's question
	// about the answer.
	type topic struct{ zh, en [5]string }
	topics := []topic{
		{zh: [5]string{"最近上下楼梯膝盖有点疼。", "疼了多久了？", "大概两个星期了，休息一下会好点。", "先少爬楼梯，注意保暖。", "我膝盖疼是从什么时候开始的？"},
			en: [5]string{"My knee has been aching when I take the stairs.", "How long has that been going on?", "About two weeks, it eases with rest.", "Go easy on the stairs for now and keep it warm.", "How long has my knee been hurting?"}},
		{zh: [5]string{"晚上睡得不太好，经常两三点就醒了。", "这种情况多久了？", "一个多月了，白天没精神。", "睡前少看手机，晚饭后别喝浓茶。", "我睡不好有多长时间了？"},
			en: [5]string{"I haven't been sleeping well, I keep waking at 3 am.", "How long has this been happening?", "A bit over a month, I'm tired in the day.", "Try to avoid screens and strong tea in the evening.", "How long have I been sleeping badly?"}},
		{zh: [5]string{"这几天有点咳嗽，嗓子也不太舒服。", "有痰吗？发烧吗？", "有一点白痰，不发烧。", "多喝温水，观察几天。", "我咳嗽的时候有没有痰？发不发烧？"},
			en: [5]string{"I've had a bit of a cough these past few days.", "Any phlegm or fever?", "A little clear phlegm, no fever.", "Drink warm fluids and watch it for a few days.", "Was there phlegm with my cough, and any fever?"}},
		{zh: [5]string{"腰有点酸，久坐以后更明显。", "有没有腿麻？", "腿不麻，就是腰酸。", "久坐一小时起来活动一下。", "我腰酸的时候腿麻不麻？"},
			en: [5]string{"My lower back gets sore after sitting a long time.", "Any numbness in your legs?", "No numbness, just the back.", "Get up and move around every hour.", "With my sore back, did I have numbness in my legs?"}},
		{zh: [5]string{"最近眼睛有点干，看东西累。", "每天用电脑多久？", "看手机比较多，一天好几个小时。", "多眨眼，每隔半小时休息一下眼睛。", "我眼睛干，每天看手机大概多久？"},
			en: [5]string{"My eyes have been feeling dry and tired.", "How long are you on screens each day?", "Quite a few hours on my phone.", "Blink more and rest your eyes every half hour.", "With my dry eyes, how long am I on screens a day?"}},
	}
	t := pickOne(g.r, topics)
	lines := t.en
	if g.zh() {
		lines = t.zh
	}
	detail := g.statement(kindComplaint, nil, lines[2], "")
	g.complaintQuery = lines[4]
	return block{turns: []draft{
		{role: "patient", text: lines[0], tags: []string{"complaint"}},
		{role: "assistant", text: lines[1]},
		{role: "patient", text: lines[2], states: []*Statement{detail}, tags: []string{"plant"}},
		{role: "assistant", text: lines[3]},
	}}
}

// filler returns n turns of small talk, lifestyle talk and topic switches,
// which name no drug, no condition and no reading.
func (g *gen) filler(n int) []draft {
	var out []draft
	for len(out) < n {
		left := n - len(out)
		if left == 1 {
			out = append(out, draft{role: "assistant", text: g.text(zhAdvice, enAdvice), tags: []string{"filler"}})
			continue
		}
		switch g.r.IntN(5) {
		case 0, 1:
			out = append(out, draft{role: "patient", text: g.smallTalk(), tags: []string{"smalltalk"}},
				draft{role: "assistant", text: g.text(zhAcks, enAcks), tags: []string{"smalltalk"}})
		case 2:
			out = append(out, draft{role: "patient", text: g.text(zhLifestyle, enLifestyle), tags: []string{"lifestyle"}},
				draft{role: "assistant", text: g.text(zhAdvice, enAdvice), tags: []string{"lifestyle"}})
		case 3:
			if left >= 3 {
				talk := g.smallTalk()
				if !g.zh() {
					talk = strings.ToLower(talk[:1]) + talk[1:]
				}
				out = append(out, draft{role: "patient", text: g.text(zhSwitch, enSwitch) + talk, tags: []string{"topic_switch"}},
					draft{role: "assistant", text: g.text(zhAcks, enAcks), tags: []string{"topic_switch"}},
					draft{role: "patient", text: g.text(zhShort, enShort), tags: []string{"smalltalk"}})
				continue
			}
			fallthrough
		default:
			out = append(out, draft{role: "assistant", text: g.text(zhCheckIn, enCheckIn), tags: []string{"filler"}},
				draft{role: "patient", text: g.text(zhShort, enShort), tags: []string{"filler"}})
		}
	}
	return out[:n]
}

func (g *gen) smallTalk() string {
	if g.zh() {
		return fmt.Sprintf("%s%s，%s。", pickOne(g.r, zhWhen), pickOne(g.r, zhActivity), pickOne(g.r, zhFeeling))
	}
	return fmt.Sprintf("%s I %s, %s.", pickOne(g.r, enWhen), pickOne(g.r, enActivity), pickOne(g.r, enFeeling))
}

var (
	zhWhen      = []string{"今天", "昨天", "周末", "前几天", "这两天", "上个星期"}
	zhActivity  = []string{"去公园走了一圈", "和老同学吃了顿饭", "带孙子去了动物园", "在家包饺子", "去菜市场买菜", "看了一场电影", "在阳台上种了几盆花", "跟邻居下了几盘棋", "去女儿家住了两天", "学着用手机视频聊天", "去河边钓鱼", "参加了社区合唱团"}
	zhFeeling   = []string{"挺开心的", "心情不错", "还挺热闹的", "时间过得很快", "收获不少", "人还挺多的"}
	enWhen      = []string{"Yesterday", "Last weekend", "This morning", "On Sunday", "A few days ago", "Last week"}
	enActivity  = []string{"went for a walk in the park", "had lunch with old school friends", "took my grandson to the zoo", "made dumplings at home", "went to the market", "watched a film", "planted some flowers on the balcony", "played chess with my neighbour", "stayed with my daughter for two days", "learned to video call on my phone", "went fishing by the river", "joined the community choir"}
	enFeeling   = []string{"it was lovely", "I enjoyed it", "it was busy", "the time flew", "it was good fun", "there were lots of people"}
	zhAcks      = []string{"听起来不错！", "那挺好的，适当活动对身体有好处。", "真好。", "明白了，谢谢您告诉我。", "嗯，别太累着。", "哈哈，挺有意思的。"}
	enAcks      = []string{"That sounds nice!", "Good to hear, staying active helps.", "Lovely.", "Thanks for telling me.", "Don't overdo it.", "Ha, that sounds fun."}
	zhLifestyle = []string{"我现在吃饭少放盐了，也不怎么吃甜的。", "每天晚饭后散步半小时。", "最近在学打太极拳。", "我早上一般喝一杯豆浆，吃个鸡蛋。", "这阵子晚上十点就睡了。", "我戒烟已经好几年了。"}
	enLifestyle = []string{"I've cut down on salt and sweets.", "I walk for half an hour after dinner every day.", "I've started learning tai chi.", "I usually have porridge and an egg for breakfast.", "I've been going to bed at ten lately.", "I quit smoking years ago."}
	zhAdvice    = []string{"平时注意多喝水，别熬夜。", "饮食清淡一些是对的。", "坚持适量运动，效果会慢慢出来。", "如果有什么不舒服要及时说。", "保持这个习惯就很好。"}
	enAdvice    = []string{"Keep drinking enough water and don't stay up late.", "A lighter diet is the right idea.", "Keep up the exercise, it pays off over time.", "Let me know if anything feels off.", "That's a good habit to keep."}
	zhSwitch    = []string{"对了，跟您说个事，", "换个话题，", "哦对了，"}
	enSwitch    = []string{"Oh, by the way, ", "On another note, ", "Something else: "}
	zhShort     = []string{"嗯，好的。", "好的，谢谢。", "知道了。", "行，我记住了。", "是的。"}
	enShort     = []string{"Okay, thanks.", "Alright.", "Got it.", "Sure, I'll remember.", "Yes."}
	zhCheckIn   = []string{"还有别的想问的吗？", "最近心情怎么样？", "吃饭睡觉都还好吧？", "家里都好吧？"}
	enCheckIn   = []string{"Anything else you'd like to ask?", "How's your mood been lately?", "Eating and sleeping alright?", "Everyone well at home?"}
)

// place lays the blocks into sessions of the given lengths, filling what is
// left with filler, and records every turn.
func (g *gen) place(lens []int, early, late []block) {
	queue := early
	if len(lens) == 1 {
		// One session: no visit opens with an empty window, so the
		// blocks that need one are left out.
		for _, b := range late {
			if !b.first {
				queue = append(queue, b)
			}
		}
		late = nil
	}
	var firsts, rest []block
	for _, b := range late {
		if b.first {
			firsts = append(firsts, b)
		} else {
			rest = append(rest, b)
		}
	}
	for si, n := range lens {
		var chosen []block
		used := 1 // the greeting
		if n <= 1 {
			used = n
		}
		// Keep a quarter of a session for small talk and topic switches.
		room := n - used - n/4
		if si > 0 {
			for len(firsts) > 0 && used+len(firsts[0].turns) <= n {
				chosen = append(chosen, firsts[0])
				used += len(firsts[0].turns)
				firsts = firsts[1:]
			}
			room = n - used - n/4
			queue = append(queue, spread(&rest, len(lens)-si)...)
		}
		var next []block
		for i, b := range queue {
			size := len(b.turns)
			if size <= room || si == 0 && i == 0 && size <= n-used {
				chosen = append(chosen, b)
				used += size
				room -= size
				continue
			}
			next = append(next, queue[i:]...)
			break
		}
		queue = next
		g.layout(si, n, chosen)
	}
}

// spread takes the share of the remaining blocks a session should hold.
func spread(rest *[]block, sessionsLeft int) []block {
	k := (len(*rest) + sessionsLeft - 1) / sessionsLeft
	out := (*rest)[:k:k]
	*rest = (*rest)[k:]
	return out
}

// layout writes session si: the greeting, the chosen blocks (first blocks
// at once) with filler between them, n turns in all. A block whose keep
// says no is replaced by as many turns of filler.
func (g *gen) layout(si, n int, chosen []block) {
	if n <= 0 {
		return
	}
	content := 0
	for _, b := range chosen {
		content += len(b.turns)
	}
	// Filler goes in the gaps after the leading first blocks.
	lead := 0
	for lead < len(chosen) && chosen[lead].first {
		lead++
	}
	gaps := make([]int, len(chosen)-lead+1)
	// The first visit opens with the chief complaint, not with small talk.
	from := 0
	if si == 0 && len(gaps) > 1 {
		from = 1
	}
	for i := max(0, n-1-content); i > 0; i-- {
		gaps[from+g.r.IntN(len(gaps)-from)]++
	}
	start := g.startTime(si)
	k := 0
	emit := func(d draft) {
		idx := len(g.turns)
		t := Turn{PatientID: g.pid, SessionID: sessionID(si), TurnID: fmt.Sprintf("t%04d", idx+1), Index: idx,
			Role: d.role, Lang: g.p.lang, At: start.Add(time.Duration(k) * 40 * time.Second), Text: d.text, Tags: d.tags}
		k++
		if d.ref != nil {
			t.Reference = d.ref()
		}
		for _, s := range d.states {
			if len(s.TurnIDs) == 0 {
				s.Session = si + 1
				s.Early = si == 0
				g.placed = append(g.placed, s)
			}
			s.TurnIDs = append(s.TurnIDs, t.TurnID)
		}
		g.turns = append(g.turns, t)
	}
	emitAll := func(ds []draft) {
		for _, d := range ds {
			emit(d)
		}
	}
	emit(draft{role: "assistant", text: g.text(
		[]string{"您好，今天想聊点什么？", "您好，又见面了，最近怎么样？", "您好，我是您的健康助手，今天有什么可以帮您？"},
		[]string{"Hello, what would you like to talk about today?", "Hi again, how have you been?", "Hello, I'm your health assistant. How can I help today?"})})
	gi := 0
	for i, b := range chosen {
		if i >= lead {
			emitAll(g.filler(gaps[gi]))
			gi++
		}
		if b.keep != nil && !b.keep() {
			emitAll(g.filler(len(b.turns)))
			continue
		}
		emitAll(b.turns)
	}
	for ; gi < len(gaps); gi++ {
		emitAll(g.filler(gaps[gi]))
	}
}

// startTime is when session si began: visits two weeks apart (closer in
// long histories) from 2025-06-02, so that every turn is in the past.
func (g *gen) startTime(si int) time.Time {
	base := time.Date(2025, 6, 2, 9, 0, 0, 0, time.UTC)
	gap := min(14*24*time.Hour, 500*24*time.Hour/time.Duration(max(1, g.sessions)))
	return base.Add(time.Duration(si) * gap)
}

// probes writes the questions asked after the whole history, in the probe
// session, from the statements that were placed.
func (g *gen) probes(session string) []Probe {
	var out []Probe
	add := func(kind, query string, required, forbidden []*Statement, ref *ExpectedReference, gate *Statement) {
		if len(required) == 0 {
			return
		}
		q := Probe{ID: fmt.Sprintf("%s/q%02d", g.pid, len(out)+1), PatientID: g.pid, SessionID: session, Lang: g.p.lang,
			Kind: kind, Query: query, Reference: ref, Early: true, Required: []string{}, RequiredTurns: []string{},
			Forbidden: []string{}, ForbiddenTurns: []string{}}
		for _, s := range required {
			q.Required = append(q.Required, s.ID)
			q.RequiredTurns = append(q.RequiredTurns, s.TurnIDs...)
			q.Early = q.Early && s.Early
		}
		for _, s := range forbidden {
			q.Forbidden = append(q.Forbidden, s.ID)
			q.ForbiddenTurns = append(q.ForbiddenTurns, s.TurnIDs...)
		}
		if gate != nil {
			q.GateStatement, q.Gate = gate.ID, gate.Gate
		}
		out = append(out, q)
	}
	first := func(ss []*Statement) *Statement {
		if len(ss) == 0 {
			return nil
		}
		return ss[0]
	}
	confounders := func(class string) []*Statement {
		var out []*Statement
		for _, s := range append(g.placedOf(kindSpouseDrug), g.placedOf(kindStopped)...) {
			if drugs[strings.TrimPrefix(s.Concepts[0], "drug:")].class == class {
				out = append(out, s)
			}
		}
		return out
	}
	classWord := func(class string) string {
		if g.zh() {
			return g.classPhrase(class)
		}
		return map[string]string{classAntihypertensive: "blood pressure", classAntidiabetic: "diabetes", classPainkiller: "painkillers"}[class]
	}
	withPhrase := func(ref *ExpectedReference, phrase string) *ExpectedReference {
		if ref != nil {
			ref.Phrase, ref.Stage = phrase, "graph"
		}
		return ref
	}

	ah := g.currentMeds(classAntihypertensive)
	add(probeMedClass, g.text([]string{"我现在吃的降压药是哪个？一天吃几次？", "我的降压药叫什么名字？"},
		[]string{"Which blood pressure pill am I on, and how often do I take it?", "What's the name of my blood pressure medicine?"}),
		ah, confounders(classAntihypertensive), withPhrase(g.classReference("", classAntihypertensive), classWord(classAntihypertensive)), first(ah))

	dm := g.currentMeds(classAntidiabetic)
	add(probeOtherClass, g.text([]string{"我的降糖药一天吃几次？剂量是多少？"}, []string{"How many times a day do I take my diabetes medicine, and what dose?"}),
		dm, append(slices.Clone(ah), confounders(classAntidiabetic)...), withPhrase(g.classReference("", classAntidiabetic), classWord(classAntidiabetic)), first(dm))

	if al := g.placedOf(kindAllergy); len(al) > 0 {
		q := g.text([]string{"嗓子发炎了，我能吃阿莫西林吗？"}, []string{"I have a sore throat, can I take amoxicillin?"})
		if al[0].Concepts[0] != "allergen:penicillins" {
			q = g.text([]string{"我对什么药过敏来着？"}, []string{"What am I allergic to again?"})
		}
		add(probeAllergy, q, al, nil, nil, al[0])
	}
	for _, m := range g.placedOf(kindMeasurement) {
		switch m.Concepts[0] {
		case conceptBP:
			add(probeBP, g.text([]string{"我上次在家量的血压是多少？"}, []string{"What was my last home blood pressure reading?"}),
				[]*Statement{m}, g.placedOf(kindSpouseReading), nil, m)
		case conceptFasting:
			add(probeGlucose, g.text([]string{"我上次空腹血糖是多少？"}, []string{"What was my last fasting sugar?"}), []*Statement{m}, nil, nil, m)
		}
	}
	if fam, neg := g.placedOf(kindFamily), g.placedOf(kindNegation); len(fam) > 0 && len(neg) > 0 {
		c := conditions[g.p.family]
		q := g.text([]string{"我自己有" + c.zh + "吗？"}, []string{"Do I have " + c.en + " myself?"})
		if c.key == "stroke" && !g.zh() {
			q = "Have I ever had a stroke myself?"
		}
		add(probeFamily, q, neg, fam, nil, fam[0])
	}
	if pk := g.currentMeds(classPainkiller); len(pk) > 0 {
		add(probePainkillers, g.text([]string{"我的止痛药一天最多能吃几次？"}, []string{"How many times a day can I take my painkillers?"}),
			pk, nil, withPhrase(g.classReference("", classPainkiller), classWord(classPainkiller)), pk[0])
	}
	for _, h := range g.placedOf(kindHedgeResolved) {
		var cond []*Statement
		for _, s := range g.placedOf(kindCondition) {
			if slices.Equal(s.Concepts, h.Concepts) {
				cond = append(cond, s)
			}
		}
		q := g.text([]string{"我的糖尿病现在算好了吗？"}, []string{"Is my diabetes cured now?"})
		if g.p.hedge == "hypertension" {
			q = g.text([]string{"我的高血压现在算好了吗？"}, []string{"Is my high blood pressure cured now?"})
		}
		add(probeHedge, q, cond, []*Statement{h}, nil, h)
	}
	for _, h := range g.placedOf(kindHedgeNew) {
		c := conditions[g.p.hedgeNew]
		add(probeHedgeNew, g.text([]string{"我到底有没有" + c.zh + "？"}, []string{"Do I actually have " + c.en + "?"}), []*Statement{h}, nil, nil, h)
	}
	for _, s := range g.placedOf(kindRelayed) {
		add(probeRelayed, g.text([]string{"医生上次给我加的是什么药？"}, []string{"Which medicine did my doctor add for me?"}), []*Statement{s}, nil, nil, s)
	}
	for _, s := range g.placedOf(kindComplaint) {
		add(probeComplaint, g.complaintQuery, []*Statement{s}, nil, nil, nil)
	}
	for _, s := range g.placedOf(kindAllergyClash) {
		add(probeClash, g.text([]string{"诊所开的阿莫西林我还能接着吃吗？"}, []string{"Can I keep taking the amoxicillin the clinic gave me?"}),
			append(g.placedOf(kindAllergy), s), nil, nil, s)
	}
	return out
}

package memory_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// The reading corpora (understand/testdata/corpus, README.md there) are
// dialogues with the outcomes an annotator expects in the record. This file
// runs each dialogue through the whole ingest pipeline, one turn at a time,
// and scores what reached the record against those outcomes.

const corpusDir = "../understand/testdata/corpus"

type corpusTurn struct {
	Role string `json:"role"`
	Text string `json:"text"`
}

type expectation struct {
	Type     string `json:"type"`
	Concept  string `json:"concept"`
	Outcome  string `json:"outcome"`
	Relation string `json:"relation,omitempty"`
	Value    string `json:"value,omitempty"`
	Unit     string `json:"unit,omitempty"`
	Approx   bool   `json:"approx,omitempty"`
	Reaction string `json:"reaction,omitempty"`
	Dose     string `json:"dose,omitempty"`
	Turn     *int   `json:"turn,omitempty"`
	Text     string `json:"text,omitempty"`
}

type corpusCase struct {
	ID     string        `json:"id"`
	Lang   string        `json:"lang"`
	Turns  []corpusTurn  `json:"turns"`
	Expect []expectation `json:"expect"`
	Note   string        `json:"note,omitempty"`

	file string // the corpus file it came from, for per-file figures
}

type corpusFile struct {
	Source string       `json:"source"`
	Split  string       `json:"split"`
	Cases  []corpusCase `json:"cases"`
}

// corpusSet is the cases of one corpus and split, with the files they
// came from.
type corpusSet struct {
	corpus, split string
	cases         []corpusCase
}

// loadCorpora reads every corpus file and joins the gold files of the
// corpora whose turns come from a public source.
func loadCorpora(t *testing.T) []corpusSet {
	t.Helper()
	gold := map[string][]expectation{}
	goldFiles, _ := filepath.Glob(filepath.Join(corpusDir, "*", "gold*.json"))
	more, _ := filepath.Glob(filepath.Join(corpusDir, "*", "gold", "*.json"))
	for _, path := range append(goldFiles, more...) {
		var g struct {
			Cases []struct {
				ID     string        `json:"id"`
				Expect []expectation `json:"expect"`
			} `json:"cases"`
		}
		readJSON(t, path, &g)
		for _, c := range g.Cases {
			gold[c.ID] = c.Expect
		}
	}
	sets := map[[2]string]*corpusSet{}
	// A case's id is its patient's: two files with one id would share a
	// record, and each would score the other's facts.
	seen := map[string]string{}
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*", "*.json"))
	for _, path := range files {
		if strings.HasPrefix(filepath.Base(path), "gold") {
			continue
		}
		var f corpusFile
		readJSON(t, path, &f)
		if f.Split != "dev" && f.Split != "test" {
			t.Fatalf("%s: split %q must be dev or test", path, f.Split)
		}
		name := filepath.Base(filepath.Dir(path))
		key := [2]string{name, f.Split}
		if sets[key] == nil {
			sets[key] = &corpusSet{corpus: name, split: f.Split}
		}
		for _, c := range f.Cases {
			c.file = filepath.Base(path)
			if other, dup := seen[c.ID]; dup {
				t.Fatalf("%s: case id %s is also in %s", path, c.ID, other)
			}
			seen[c.ID] = path
			if c.Expect == nil {
				g, ok := gold[c.ID]
				if !ok {
					continue // not annotated
				}
				c.Expect = g
			}
			sets[key].cases = append(sets[key].cases, c)
		}
	}
	var out []corpusSet
	for _, s := range sets {
		if len(s.cases) > 0 {
			out = append(out, *s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].corpus+"/"+out[i].split < out[j].corpus+"/"+out[j].split
	})
	return out
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// observed is one thing the pipeline did about a concept: a fact written
// or a claim raised.
type observed struct {
	turn    int
	concept string
	family  bool
	// outcome is present, absent, past, family or uncertain; a claim that
	// proposes a change is "claim:" + the outcome it proposes.
	outcome string
	// fact marks a written fact (not a claim).
	fact  bool
	value string
	unit  string
	// allergy marks an allergy: it shares its concept with the drug, so a
	// drug taken written as an allergy would otherwise pass for the drug.
	allergy bool
}

// corpusRun feeds cases through a pipeline on one embedded store.
type corpusRun struct {
	svc *memory.Service
	db  *embedded.DB
	sc  tenancy.Scope
	// at is the time of the turn being ingested: the clock follows the
	// turns, which are spread over hours, as a live service's would.
	at time.Time
}

func newCorpusRun(t *testing.T) *corpusRun {
	t.Helper()
	db, err := embedded.Open(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(64))
	if err != nil {
		t.Fatal(err)
	}
	sc := tenancy.ForKey(tenancy.Key{TenantID: "corpus", ID: "k-agent", Role: tenancy.RoleAgent})
	if err := db.CreateTenant(context.Background(), tenancy.Tenant{ID: sc.TenantID(), Name: "corpus", CreatedAt: start}); err != nil {
		t.Fatal(err)
	}
	var clock, ids int64
	r := &corpusRun{db: db, sc: sc, at: start}
	svc, err := memory.New(stores,
		memory.Config{
			Now:   func() time.Time { clock++; return r.at.Add(time.Duration(clock) * time.Millisecond) },
			NewID: func() string { ids++; return fmt.Sprintf("id-%d", ids) },
		})
	if err != nil {
		t.Fatal(err)
	}
	r.svc = svc
	return r
}

// run ingests the case's turns as one session of a new patient and returns
// what reached the record, in turn order.
func (r *corpusRun) run(t *testing.T, c corpusCase) []observed {
	t.Helper()
	ctx := context.Background()
	patient := "p-" + c.ID
	var obs []observed
	turnOf := map[string]int{}
	for i, turn := range c.Turns {
		id := fmt.Sprintf("t%04d", i)
		turnOf[id] = i
		at := start.Add(time.Duration(i) * time.Minute)
		r.at = at
		body, _, err := r.svc.Ingest(ctx, r.sc, memory.TurnRequest{PatientID: patient, SessionID: "s1", TurnID: id,
			Role: turn.Role, Text: turn.Text, Lang: c.Lang, At: &at})
		if err != nil {
			t.Fatalf("%s turn %d: %v", c.ID, i, err)
		}
		var res memory.TurnResult
		if err := json.Unmarshal(body, &res); err != nil {
			t.Fatal(err)
		}
		for _, u := range res.Updates {
			if u.Action != "created" && u.Action != "updated" {
				continue
			}
			f, err := r.db.Fact(ctx, r.sc, patient, u.FactID)
			if err != nil {
				t.Fatalf("%s: fact %s: %v", c.ID, u.FactID, err)
			}
			if f.Kind == entity.KindInference {
				continue // derived (a BP grade), not read from the turn
			}
			obs = append(obs, observed{turn: i, concept: f.Attributes[entity.ConceptAttribute], family: f.Type == entity.FamilyHistory,
				outcome: factOutcome(f), fact: true, value: f.Attributes["value"], unit: f.Attributes["unit"], allergy: f.Type == entity.Allergy})
		}
	}
	claims, _, err := r.db.Claims(ctx, r.sc, entity.ClaimFilter{PatientID: patient, Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, cl := range claims {
		if cl.Reason == entity.ReasonRelayed {
			continue // it accompanies a written fact
		}
		o := observed{turn: turnOf[cl.TurnID], concept: cl.Proposed.Attributes[entity.ConceptAttribute],
			family: cl.Proposed.Type == entity.FamilyHistory, outcome: "claim:" + factOutcome(cl.Proposed),
			value: cl.Proposed.Attributes["value"], unit: cl.Proposed.Attributes["unit"], allergy: cl.Proposed.Type == entity.Allergy}
		if cl.Reason == entity.ReasonUncertain {
			o.outcome = "uncertain"
		}
		obs = append(obs, o)
	}
	sort.SliceStable(obs, func(i, j int) bool { return obs[i].turn < obs[j].turn })
	return obs
}

func factOutcome(f entity.Fact) string {
	switch {
	case f.Type == entity.FamilyHistory:
		return "family"
	case f.Verification == entity.Refuted:
		return "absent"
	case f.Status == entity.Stopped || f.Status == entity.Resolved || f.Status == entity.Inactive:
		return "past"
	}
	return "present"
}

// writeOutcomes are the gold outcomes that expect something in the record.
var writeOutcomes = map[string]bool{"present": true, "absent": true, "past": true, "family": true, "uncertain": true}

// tally is the score of some cases.
type tally struct {
	cases, gold, predicted, correct, wrong int
	// unlisted counts the wrong writes of a concept the annotator did not
	// name at all, against those the annotator expected otherwise (denied,
	// stopped, a relative's, hedged): the first are most often the same
	// finding under a sibling name ("vertigo" where the gold says
	// "dizziness"), the second never are.
	unlisted int
	// wrongAs counts the wrong writes by what the annotator expected
	// ("absent", "past", "family", ...; "nothing" for the unlisted,
	// "value" for a wrong value): totals that say which kind of reading
	// fails, printed for a test split too because they name no case.
	wrongAs map[string]int
	// claimed counts the correct outcomes that reached the record as a
	// claim for review rather than a fact: the scoring accepts a claim
	// that proposes the expected change, so a reading that hedged
	// everything would score well and write nothing. This keeps that
	// visible.
	claimed  int
	unmapped int
	errors   []string
	// writes lists every positive fact written about the patient, right or
	// wrong, and every expected outcome missed at a known turn, for studying
	// what tells them apart (MEMORYD_CORPUS_WRITES).
	writes []string
}

func (a *tally) add(b tally) {
	a.cases += b.cases
	a.gold += b.gold
	a.predicted += b.predicted
	a.correct += b.correct
	a.wrong += b.wrong
	a.unlisted += b.unlisted
	for k, n := range b.wrongAs {
		if a.wrongAs == nil {
			a.wrongAs = map[string]int{}
		}
		a.wrongAs[k] += n
	}
	a.claimed += b.claimed
	a.unmapped += b.unmapped
	a.errors = append(a.errors, b.errors...)
	a.writes = append(a.writes, b.writes...)
}

func (a tally) precision() float64 { return ratio(a.correct, a.predicted) }
func (a tally) recall() float64    { return ratio(a.correct, a.gold) }

func ratio(n, d int) float64 {
	if d == 0 {
		return 1
	}
	return float64(n) / float64(d)
}

// conceptMap maps the annotators' concept names to ontology ids: by the
// lexicon's own names, else by the corpus's alias table (names the lexicon
// has under another wording). It is label normalisation, kept apart from
// the reading rules.
type conceptMap struct {
	lex     *ontology.Lexicon
	aliases map[string]aliasIDs
}

// aliasIDs is an alias's target: one id, or several when the lexicon holds
// near-duplicates of one meaning (a symptom and a condition of the same
// name), any of which is the annotator's concept.
type aliasIDs []string

func (a *aliasIDs) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*a = aliasIDs{one}
		return nil
	}
	return json.Unmarshal(b, (*[]string)(a))
}

func newConceptMap(t *testing.T) conceptMap {
	t.Helper()
	lex, err := ontology.Load()
	if err != nil {
		t.Fatal(err)
	}
	m := conceptMap{lex: lex, aliases: map[string]aliasIDs{}}
	if _, err := os.Stat(filepath.Join(corpusDir, "aliases.json")); err == nil {
		readJSON(t, filepath.Join(corpusDir, "aliases.json"), &m.aliases)
	}
	return m
}

// typesFor are the lexicon types an annotated fact type may map to.
var typesFor = map[string][]string{
	"symptom":     {ontology.TypeSymptom, ontology.TypeCondition},
	"condition":   {ontology.TypeCondition, ontology.TypeSymptom},
	"medication":  {ontology.TypeDrug, ontology.TypeDrugClass},
	"allergy":     {ontology.TypeAllergen, ontology.TypeDrug, ontology.TypeDrugClass},
	"observation": {ontology.TypeVital, ontology.TypeLab},
	"procedure":   {"procedure"},
	"social":      {"social"},
}

// ids returns the ontology ids an expectation names, or nil.
func (m conceptMap) ids(e expectation) []string {
	name := strings.ToLower(strings.TrimSpace(e.Concept))
	if ids, ok := m.aliases[e.Type+":"+name]; ok {
		return ids
	}
	if ids, ok := m.aliases[name]; ok {
		return ids
	}
	var out []string
	for _, c := range m.lex.Lookup(name) {
		for _, typ := range typesFor[e.Type] {
			if c.Type == typ {
				out = append(out, c.ID)
			}
		}
	}
	if len(out) == 0 && e.Type == "symptom" {
		out = m.atASite(name)
	}
	switch name {
	case "any allergy", "no known allergies", "any allergies":
		out = append(out, "allergy:any")
	case "drug allergy", "any drug allergy", "drug allergies":
		// "药物没有过敏的" is read as drug allergies denied; a whole denial
		// ("没有过敏") answers a question about drug allergies too.
		out = append(out, "allergy:any", "cond:drug_allergy_status") // understand.NoKnownDrugAllergy
	}
	// A hedge or a "gone" about a measure without a value ("血压好像正常了")
	// speaks about the condition the measure tracks.
	if e.Type == "observation" && e.Value == "" {
		for _, id := range out {
			if cond, ok := conditionOfMeasure[id]; ok {
				out = append(out, cond)
			}
		}
	}
	return out
}

// siteWords name a body site as annotators write it before a finding
// ("facial numbness"); sideWords qualify the site and are left out.
var (
	siteWords = map[string]string{"facial": "face", "oral": "mouth", "nasal": "nose", "ocular": "eye"}
	sideWords = map[string]bool{"left": true, "right": true, "bilateral": true, "both": true, "left-sided": true, "right-sided": true}
)

// atASite maps "<site> <finding>" ("arm numbness", "facial paresthesia",
// "elbow swelling") to the finding when the lexicon knows the site and the
// finding but no concept for the pair: the reading records such a finding
// as the general one with the site as its attribute.
func (m conceptMap) atASite(name string) []string {
	words := strings.Fields(name)
	for len(words) > 0 && sideWords[words[0]] {
		words = words[1:]
	}
	for i := 1; i < len(words); i++ {
		site := strings.Join(words[:i], " ")
		if w, ok := siteWords[site]; ok {
			site = w
		}
		isSite := false
		for _, c := range m.lex.Lookup(site) {
			isSite = isSite || c.Type == ontology.TypeBodySite
		}
		if !isSite {
			continue
		}
		var out []string
		for _, c := range m.lex.Lookup(strings.Join(words[i:], " ")) {
			if c.Type == ontology.TypeSymptom {
				out = append(out, c.ID)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// conditionOfMeasure is the condition whose course a vital or lab tracks.
var conditionOfMeasure = map[string]string{
	"vital:bp": "cond:hypertension", "lab:glucose": "cond:diabetes", "lab:fasting_glucose": "cond:diabetes", "lab:hba1c": "cond:diabetes",
	"lab:total_cholesterol": "cond:hyperlipidemia", "lab:ldl_c": "cond:hyperlipidemia", "lab:triglycerides": "cond:hyperlipidemia",
}

// outcomesMatch reports whether what the pipeline did is what the
// annotator expected. A claim proposing the expected change is right: the
// gate sends what it may not write alone (a contradiction, a condition
// said to be over) to a clinician. Any claim is right for a hedge.
func outcomesMatch(gold, pred string) bool {
	switch {
	case gold == pred:
		return true
	case gold == "uncertain":
		return strings.HasPrefix(pred, "claim:")
	case strings.HasPrefix(pred, "claim:"):
		return gold == strings.TrimPrefix(pred, "claim:")
	}
	return false
}

// score compares what reached the record with what the case expects. A
// predicted concept matches an expected one when it is the same, or,
// failing that, broader or narrower along the lexicon: the same finding at
// another grain is not a wrong one.
func (m conceptMap) score(c corpusCase, obs []observed) tally {
	tl := tally{cases: 1}
	// An allergy and the drug share a concept, and a case may expect both
	// ("阿奇霉素吃过好几次 没事": no allergy, then prescribed), so the
	// allergy is part of what a prediction is.
	type key struct {
		concept string
		family  bool
		allergy bool
	}
	last := map[key]observed{}
	var order []key
	for _, o := range obs {
		k := key{o.concept, o.family, o.allergy}
		if _, ok := last[k]; !ok {
			order = append(order, k)
		}
		last[k] = o
	}
	type gold struct {
		e      expectation
		ids    []string
		family bool
	}
	golds := make([]gold, len(c.Expect))
	for i, e := range c.Expect {
		golds[i] = gold{e: e, ids: m.ids(e), family: e.Outcome == "family" || e.Outcome == "family_absent"}
	}
	paired := map[key]int{} // predicted key -> index in golds
	found := make([]*key, len(golds))
	// An expectation pairs first with a prediction of its own kind
	// (allergy or not), then with any: an allergy told as a reaction may
	// reach the record as another type of fact.
	for _, related := range []bool{false, true} {
		for _, sameKind := range []bool{true, false} {
			for gi, g := range golds {
				if found[gi] != nil {
					continue
				}
				for _, k := range order {
					if _, taken := paired[k]; taken || k.family != g.family || sameKind && k.allergy != (g.e.Type == "allergy") || !m.matches(g.ids, k.concept, related) {
						continue
					}
					paired[k] = gi
					k := k
					found[gi] = &k
					break
				}
			}
		}
	}
	// A second, broader fact about what is already matched ("diabetes"
	// after "type 2 diabetes") is redundant: neither a prediction of its
	// own nor wrong.
	redundant := map[key]int{}
	for _, k := range order {
		if _, ok := paired[k]; ok {
			continue
		}
		for gi, f := range found {
			if f != nil && f.family == k.family && m.matches(golds[gi].ids, k.concept, true) && outcomesMatch(golds[gi].e.Outcome, last[k].outcome) {
				redundant[k] = gi
				break
			}
		}
	}
	for k, gi := range redundant {
		paired[k] = gi
	}
	for gi, g := range golds {
		e := g.e
		isWrite := writeOutcomes[e.Outcome]
		if isWrite {
			tl.gold++
		}
		switch {
		case len(g.ids) == 0 && isWrite:
			tl.unmapped++
			tl.errors = append(tl.errors, fmt.Sprintf("%s: %s %q (%s) is not in the lexicon", c.ID, e.Type, e.Concept, e.Outcome))
		case found[gi] != nil:
			o := last[*found[gi]]
			if isWrite && outcomesMatch(e.Outcome, o.outcome) && valueMatches(e, o) {
				tl.correct++
				if e.Outcome != "uncertain" && strings.HasPrefix(o.outcome, "claim:") {
					tl.claimed++
				}
			} else {
				tl.errors = append(tl.errors, fmt.Sprintf("%s: %s %q expected %s, got %s%s (turn %d)", c.ID, e.Type, e.Concept, e.Outcome, o.outcome, valueNote(o), o.turn))
			}
		case isWrite:
			tl.errors = append(tl.errors, fmt.Sprintf("%s: %s %q expected %s%s, got nothing", c.ID, e.Type, e.Concept, e.Outcome, goldTurn(e)))
			if e.Turn != nil {
				tl.writes = append(tl.writes, fmt.Sprintf("%s\t%d\t%s\tmissed %s", c.ID, *e.Turn, strings.Join(g.ids, ","), e.Outcome))
			}
		}
	}
	for _, k := range order {
		if _, ok := redundant[k]; ok {
			continue
		}
		tl.predicted++
		if _, ok := paired[k]; !ok {
			o := last[k]
			tl.errors = append(tl.errors, fmt.Sprintf("%s: unexpected %s %s%s (turn %d)", c.ID, o.outcome, k.concept, valueNote(o), o.turn))
		}
	}
	// A wrong write is a positive fact about the patient that the
	// annotator did not expect as current.
	for _, o := range obs {
		if !o.fact || o.family || o.outcome != "present" {
			continue
		}
		k := key{o.concept, false, o.allergy}
		var g expectation
		gi, ok := paired[k]
		if ok {
			g = golds[gi].e
		} else if fk, fam := paired[key{o.concept, true, false}]; fam {
			g = golds[fk].e // the relative's, not the patient's
		}
		wrong := false
		switch {
		case !ok, g.Outcome == "absent", g.Outcome == "none", g.Outcome == "uncertain", g.Outcome == "family", g.Outcome == "family_absent",
			g.Outcome == "past" && last[k].outcome == "present", !valueMatches(g, o), o.allergy && g.Type != "allergy":
			wrong = true
			tl.wrong++
			if !ok {
				tl.unlisted++
			}
			if tl.wrongAs == nil {
				tl.wrongAs = map[string]int{}
			}
			tl.wrongAs[wrongKind(g, o)]++
			tl.errors = append(tl.errors, fmt.Sprintf("%s: WRONG WRITE %s%s at turn %d (expected %s)", c.ID, o.concept, valueNote(o), o.turn, orNothing(g.Outcome)))
		}
		tl.writes = append(tl.writes, fmt.Sprintf("%s\t%d\t%s\t%v", c.ID, o.turn, o.concept, wrong))
	}
	return tl
}

// matches reports whether a predicted concept is one of the expected ids,
// or, when related is set, broader or narrower than one of them: the
// record holds the same finding, at another grain ("diabetes" for "type 2
// diabetes", "dry cough" for "cough", the statins for atorvastatin).
func (m conceptMap) matches(ids []string, pred string, related bool) bool {
	for _, id := range ids {
		if id == pred || related && (m.broader(pred, id) || m.broader(id, pred)) {
			return true
		}
	}
	return false
}

// broader reports whether general covers specific in the lexicon: a
// condition, symptom or lab whose English name the other's holds ("2-hour
// postprandial glucose" is a glucose), or a drug class or allergen holding
// the drug.
func (m conceptMap) broader(general, specific string) bool {
	g, ok1 := m.lex.Concept(general)
	sp, ok2 := m.lex.Concept(specific)
	if !ok1 || !ok2 || g.ID == sp.ID {
		return false
	}
	clinical := func(t string) bool { return t == ontology.TypeCondition || t == ontology.TypeSymptom }
	if clinical(g.Type) && clinical(sp.Type) || g.Type == ontology.TypeLab && sp.Type == ontology.TypeLab {
		gn, sn := strings.ToLower(g.Display["en"]), strings.ToLower(sp.Display["en"])
		return gn != "" && gn != sn && strings.Contains(sn, gn)
	}
	return m.lex.InClass(specific, general)
}

// wrongKind names what a wrong write contradicts.
func wrongKind(g expectation, o observed) string {
	switch {
	case g.Outcome == "":
		return "nothing"
	case o.allergy && g.Type != "allergy":
		return "not-allergy"
	case g.Outcome == "present" || g.Outcome == "past" && !valueMatches(g, o):
		return "value"
	}
	return g.Outcome
}

func orNothing(s string) string {
	if s == "" {
		return "nothing"
	}
	return s
}

func goldTurn(e expectation) string {
	if e.Turn == nil {
		return ""
	}
	return fmt.Sprintf(" at turn %d", *e.Turn)
}

func valueNote(o observed) string {
	if o.value == "" {
		return ""
	}
	return " " + o.value + " " + o.unit
}

// valueMatches compares an observation's value (and unit, when both sides
// give one) with the expected one; other facts always match.
func valueMatches(e expectation, o observed) bool {
	if e.Value == "" || e.Type != "observation" {
		return true
	}
	want, got := numbers(e.Value), numbers(o.value)
	if len(want) != len(got) {
		return false
	}
	for i := range want {
		if want[i] != got[i] {
			return false
		}
	}
	return e.Unit == "" || o.unit == "" || unitName(e.Unit) == unitName(o.unit)
}

// unitName folds the spellings of a unit to one name.
func unitName(u string) string {
	u = strings.ToLower(strings.ReplaceAll(u, " ", ""))
	for name, spellings := range unitSpellings {
		for _, sp := range spellings {
			if u == sp {
				return name
			}
		}
	}
	return u
}

var unitSpellings = map[string][]string{
	"kg":     {"kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "公斤", "千克"},
	"jin":    {"jin", "斤"},
	"lb":     {"lb", "lbs", "pound", "pounds", "磅"},
	"°c":     {"°c", "c", "℃", "度", "celsius", "degc"},
	"°f":     {"°f", "f", "fahrenheit", "degf"},
	"mmhg":   {"mmhg", "毫米汞柱"},
	"mmol/l": {"mmol/l", "mmol", "毫摩尔", "毫摩尔/升"},
	"mg/dl":  {"mg/dl", "mg/dl."},
	"bpm":    {"bpm", "/min", "次/分", "次/分钟", "beats/min", "beatsperminute", "下", "次"},
	"%":      {"%", "percent", "百分之"},
}

func numbers(s string) []float64 {
	var out []float64
	for _, p := range strings.Split(s, "/") {
		if v, err := strconv.ParseFloat(strings.TrimSpace(p), 64); err == nil {
			out = append(out, v)
		}
	}
	return out
}

// score is a corpus split's recorded figures (scores.json).
type score struct {
	Precision   float64 `json:"precision"`
	Recall      float64 `json:"recall"`
	WrongWrites int     `json:"wrong_writes"`
}

// scoresFile holds the figures the reading must keep: a run below a
// recorded precision or recall, or with more wrong writes, fails.
type scoresFile struct {
	Note     string           `json:"note"`
	Recorded map[string]score `json:"recorded"`
}

// TestReadingCorpora scores every corpus and split and holds them to the
// figures recorded in scores.json. With MEMORYD_CORPUS_REPORT set to a
// file, it writes every disagreement on a dev split there (a test split's
// figures only), and with MEMORYD_CORPUS_WRITES every positive fact a dev
// split wrote about the patient, right or wrong; with MEMORYD_CORPUS_RECORD=1 it
// records the figures of this run instead of checking them.
func TestReadingCorpora(t *testing.T) {
	if testing.Short() {
		t.Skip("the reading corpora take a while; -short skips them")
	}
	sets := loadCorpora(t)
	if len(sets) == 0 {
		t.Fatal("no corpora found in " + corpusDir)
	}
	var recorded scoresFile
	scoresPath := filepath.Join(corpusDir, "scores.json")
	readJSON(t, scoresPath, &recorded)
	record := os.Getenv("MEMORYD_CORPUS_RECORD") == "1"
	m := newConceptMap(t)
	run := newCorpusRun(t)
	var report, writes strings.Builder
	for _, s := range sets {
		var tl tally
		byFile := map[string]*tally{}
		for _, c := range s.cases {
			one := m.score(c, run.run(t, c))
			tl.add(one)
			if byFile[c.file] == nil {
				byFile[c.file] = &tally{}
			}
			byFile[c.file].add(one)
		}
		t.Logf("%-11s %-4s cases %4d  gold %5d  predicted %5d  correct %5d (as claims %d)  P %.3f  R %.3f  wrong writes %d (%d unlisted)  (gold not in lexicon %d)",
			s.corpus, s.split, tl.cases, tl.gold, tl.predicted, tl.correct, tl.claimed, tl.precision(), tl.recall(), tl.wrong, tl.unlisted, tl.unmapped)
		fmt.Fprintf(&report, "## %s %s: P %.3f R %.3f wrong %d claimed %d\n", s.corpus, s.split, tl.precision(), tl.recall(), tl.wrong, tl.claimed)
		if len(tl.wrongAs) > 0 {
			fmt.Fprintf(&report, "#   wrong writes by what was expected:")
			for _, k := range slices.Sorted(maps.Keys(tl.wrongAs)) {
				fmt.Fprintf(&report, " %s %d", k, tl.wrongAs[k])
			}
			report.WriteString("\n")
		}
		// A file's own figures say how the reading does on a corpus that
		// arrived after the rules were tuned (each file's score on arrival).
		for _, f := range slices.Sorted(maps.Keys(byFile)) {
			ft := byFile[f]
			fmt.Fprintf(&report, "#   %s: cases %d P %.3f R %.3f wrong %d\n", f, ft.cases, ft.precision(), ft.recall(), ft.wrong)
		}
		// A test split's disagreements are never written: reading them is
		// how one tunes on the held-out cases without meaning to.
		if s.split != "test" {
			for _, e := range tl.errors {
				report.WriteString(e + "\n")
			}
			for _, w := range tl.writes {
				writes.WriteString(w + "\n")
			}
		}
		key := s.corpus + "/" + s.split
		got := score{Precision: floor3(tl.precision()), Recall: floor3(tl.recall()), WrongWrites: tl.wrong}
		if record {
			recorded.Recorded[key] = got
			continue
		}
		want, ok := recorded.Recorded[key]
		switch {
		case !ok:
			t.Errorf("%s: no recorded figures in scores.json (run with MEMORYD_CORPUS_RECORD=1)", key)
		case got.Precision < want.Precision || got.Recall < want.Recall:
			t.Errorf("%s: P %.3f R %.3f, below the recorded P %.3f R %.3f", key, got.Precision, got.Recall, want.Precision, want.Recall)
		case got.WrongWrites > want.WrongWrites:
			t.Errorf("%s: %d wrong writes, more than the recorded %d: the reading wrote a fact that is not the patient's", key, got.WrongWrites, want.WrongWrites)
		}
	}
	if record {
		b, err := json.MarshalIndent(recorded, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(scoresPath, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if path := os.Getenv("MEMORYD_CORPUS_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(report.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if path := os.Getenv("MEMORYD_CORPUS_WRITES"); path != "" {
		if err := os.WriteFile(path, []byte(writes.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// floor3 rounds a ratio down to three decimals, as the figures are recorded.
func floor3(x float64) float64 { return math.Floor(x*1000) / 1000 }

// TestCorpusScore pins the scorer itself: what counts as right, as a miss
// and as a wrong write.
func TestCorpusScore(t *testing.T) {
	m := newConceptMap(t)
	turn := func(i int) *int { return &i }
	c := corpusCase{ID: "c", Expect: []expectation{
		{Type: "symptom", Concept: "cough", Outcome: "absent", Turn: turn(1)},
		{Type: "condition", Concept: "hypertension", Outcome: "present"},
		{Type: "condition", Concept: "diabetes", Outcome: "family", Relation: "mother"},
		{Type: "medication", Concept: "metformin", Outcome: "past"},
		{Type: "symptom", Concept: "fever", Outcome: "none"},
		{Type: "observation", Concept: "blood pressure", Outcome: "present", Value: "150/100", Unit: "mmHg"},
	}}
	obs := []observed{
		{turn: 0, concept: "sym:cough", outcome: "present", fact: true},                               // a wrong write, later corrected
		{turn: 1, concept: "sym:cough", outcome: "absent", fact: true},                                // right in the end
		{turn: 1, concept: "cond:hypertension", outcome: "claim:present"},                             // a claim proposing it: right
		{turn: 2, concept: "cond:diabetes", family: true, outcome: "family", fact: true},              // right
		{turn: 2, concept: "drug:metformin", outcome: "present", fact: true},                          // wrong: it is stopped
		{turn: 3, concept: "sym:fever", outcome: "uncertain"},                                         // predicted, not expected
		{turn: 3, concept: "vital:bp", outcome: "present", fact: true, value: "150/90", unit: "mmHg"}, // wrong value
		{turn: 4, concept: "sym:headache", outcome: "present", fact: true},                            // not expected at all
	}
	got := m.score(c, obs)
	want := tally{cases: 1, gold: 5, predicted: 7, correct: 3, wrong: 4, unlisted: 1, claimed: 1, // hypertension, right as a claim; headache unlisted
		wrongAs: map[string]int{"absent": 1, "past": 1, "value": 1, "nothing": 1}}
	if n := writesMarked(got.writes, "true"); n != got.wrong {
		t.Errorf("writes list %d wrong of %v, the tally %d", n, got.writes, got.wrong)
	}
	got.errors, got.writes = nil, nil
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("score = %+v, want %+v", got, want)
	}
}

// TestCorpusScoreAllergyToADrugTaken pins that a drug the patient takes,
// written as an allergy to it, is a wrong write: the allergy shares its
// concept with the drug and would otherwise pass for it.
func TestCorpusScoreAllergyToADrugTaken(t *testing.T) {
	m := newConceptMap(t)
	c := corpusCase{ID: "c", Expect: []expectation{
		{Type: "medication", Concept: "warfarin", Outcome: "present"},
		{Type: "allergy", Concept: "penicillin", Outcome: "present"},
	}}
	obs := []observed{
		{turn: 0, concept: "drug:warfarin", outcome: "present", fact: true, allergy: true},        // wrong: taken, not an allergy
		{turn: 0, concept: "allergen:penicillins", outcome: "present", fact: true, allergy: true}, // right
	}
	got := m.score(c, obs)
	if got.wrong != 1 || writesMarked(got.writes, "true") != 1 {
		t.Errorf("score = %+v, want the allergy to the drug taken as the one wrong write", got)
	}
}

// TestCorpusScoreAllergyAndDrugOfOneConcept pins that a case expecting
// both no allergy to a drug and the drug prescribed scores the drug
// written against the drug: once it was held against the allergy's
// "absent" and counted as a wrong write, with the drug itself missed.
func TestCorpusScoreAllergyAndDrugOfOneConcept(t *testing.T) {
	m := newConceptMap(t)
	c := corpusCase{ID: "c", Expect: []expectation{
		{Type: "allergy", Concept: "azithromycin", Outcome: "absent"},
		{Type: "medication", Concept: "azithromycin", Outcome: "present"},
	}}
	obs := []observed{{turn: 6, concept: "drug:azithromycin", outcome: "present", fact: true}}
	got := m.score(c, obs)
	if got.wrong != 0 || got.correct != 1 || got.predicted != 1 {
		t.Errorf("score = %+v, want the drug right and nothing wrong", got)
	}
	// Written as an allergy, the same concept is the wrong write it was.
	obs[0].allergy = true
	if got := m.score(c, obs); got.wrong != 1 {
		t.Errorf("allergy written: score = %+v, want one wrong write", got)
	}
}

// TestCorpusScoreGrain pins how the scorer treats another grain of the same
// finding: matched, never a wrong write, and a redundant broader repeat is
// not counted at all.
func TestCorpusScoreGrain(t *testing.T) {
	m := newConceptMap(t)
	c := corpusCase{ID: "c", Expect: []expectation{
		{Type: "condition", Concept: "type 2 diabetes", Outcome: "present"},
		{Type: "symptom", Concept: "cough", Outcome: "present"},
		{Type: "observation", Concept: "blood glucose", Outcome: "present", Value: "11.2", Unit: "mmol/L"},
	}}
	obs := []observed{
		{turn: 0, concept: "cond:type2_diabetes", outcome: "present", fact: true},
		{turn: 1, concept: "cond:diabetes", outcome: "present", fact: true}, // broader, redundant
		{turn: 2, concept: "sym:dry_cough", outcome: "present", fact: true}, // narrower than expected
		// "血糖：餐后两小时11.2" read as the timed analyte it is.
		{turn: 3, concept: "lab:postprandial_glucose", outcome: "present", fact: true, value: "11.2", unit: "mmol/L"},
	}
	got := m.score(c, obs)
	want := tally{cases: 1, gold: 3, predicted: 3, correct: 3}
	if n := writesMarked(got.writes, "false"); n != len(got.writes) || n == 0 {
		t.Errorf("writes %v: want every write listed as right", got.writes)
	}
	got.errors, got.writes = nil, nil
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("score = %+v, want %+v", got, want)
	}
}

// writesMarked counts the positive writes a tally lists with the mark
// (true: wrong, false: right).
func writesMarked(writes []string, mark string) int {
	n := 0
	for _, w := range writes {
		if strings.HasSuffix(w, "\t"+mark) {
			n++
		}
	}
	return n
}

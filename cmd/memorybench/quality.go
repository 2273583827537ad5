package main

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/anamnesis-health/anamnesis/assembly"
)

// apiRef is a reference as memoryd returns it (turn and context responses).
type apiRef struct {
	Text       string `json:"text"`
	EntityID   string `json:"entity_id"`
	Display    string `json:"display"`
	Stage      string `json:"stage"`
	Candidates []struct {
		EntityID string `json:"entity_id"`
		Display  string `json:"display"`
	} `json:"candidates"`
}

// refsResponse is the part of a turn or context response holding
// references.
type refsResponse struct {
	Resolved   []apiRef `json:"resolved"`
	Unresolved []apiRef `json:"unresolved"`
}

// contextResponse is the part of a context response the benchmark reads.
type contextResponse struct {
	refsResponse
	Sections   []contextSection `json:"sections"`
	TokensUsed int              `json:"tokens_used"`
}

type contextSection struct {
	Name  string        `json:"name"`
	Items []contextItem `json:"items"`
}

type contextItem struct {
	Text   string     `json:"text"`
	Source itemSource `json:"source"`
}

// itemSource is a context line's provenance.
type itemSource struct {
	Layer     string `json:"layer"`
	ID        string `json:"id"`
	TurnID    string `json:"turn_id"`
	SessionID string `json:"session_id"`
}

// fact is a record fact (GET /record).
type fact struct {
	ID           string            `json:"id"`
	Type         string            `json:"type"`
	Display      string            `json:"display"`
	Attributes   map[string]string `json:"attributes"`
	Status       string            `json:"status"`
	Verification string            `json:"verification"`
	Source       struct {
		Kind   string `json:"kind"`
		TurnID string `json:"turn_id"`
	} `json:"source"`
}

func (f fact) concept() string { return f.Attributes["concept_id"] }

// positive: the fact holds now and was not denied.
func (f fact) positive() bool { return f.Status == "active" && f.Verification != "refuted" }

type claim struct {
	ID        string `json:"id"`
	PatientID string `json:"patient_id"`
	TurnID    string `json:"turn_id"`
	Reason    string `json:"reason"`
	Status    string `json:"status"`
}

// probeOutcome is how one system's context answered one probe.
type probeOutcome struct {
	found, required int
	forbiddenCited  bool
	confused        bool
	tokens          int
}

// judgeProbe scores a context citing the given turns: the required
// statements found (a statement is found when any of its turns is cited),
// and whether it is confused: a forbidden statement cited while a required
// one is missing (DESIGN.md: "the confounder is in context and the target
// is not").
func judgeProbe(q Probe, stmts map[string]Statement, cited map[string]bool, tokens int) probeOutcome {
	o := probeOutcome{required: len(q.Required), tokens: tokens}
	citedAny := func(id string) bool {
		for _, t := range stmts[id].TurnIDs {
			if cited[t] {
				return true
			}
		}
		return false
	}
	for _, id := range q.Required {
		if citedAny(id) {
			o.found++
		}
	}
	for _, id := range q.Forbidden {
		if citedAny(id) {
			o.forbiddenCited = true
		}
	}
	o.confused = o.forbiddenCited && o.found < o.required
	return o
}

// citedTurns are the turns a memoryd context cites: every item's source
// turn, and the turns of the summaries it shows.
func citedTurns(r contextResponse, summaries map[string][]string) map[string]bool {
	out := map[string]bool{}
	for _, s := range r.Sections {
		for _, it := range s.Items {
			src := it.Source
			if ts, ok := summaries[src.ID]; ok && src.Layer == "summary" {
				for _, t := range ts {
					out[t] = true
				}
			}
			if ts, ok := summaries[src.TurnID]; ok {
				for _, t := range ts {
					out[t] = true
				}
			}
			if src.TurnID != "" {
				out[src.TurnID] = true
			}
		}
	}
	return out
}

// judgeReference checks the references memoryd read against the expected
// one. It returns "" when right, else why not.
func judgeReference(exp *ExpectedReference, got refsResponse, conceptOf func(entityID, display string) string) string {
	type found struct {
		ref      apiRef
		resolved bool
	}
	var all []found
	for _, r := range got.Resolved {
		all = append(all, found{r, true})
	}
	for _, r := range got.Unresolved {
		all = append(all, found{r, false})
	}
	var match *found
	phrase := strings.ToLower(exp.Phrase)
	for i := range all {
		t := strings.ToLower(all[i].ref.Text)
		if t != "" && (strings.Contains(t, phrase) || strings.Contains(phrase, t)) {
			match = &all[i]
			break
		}
	}
	if match == nil && len(all) == 1 {
		match = &all[0]
	}
	if match == nil {
		return "no reference read"
	}
	got1 := conceptOf(match.ref.EntityID, match.ref.Display)
	switch exp.Outcome {
	case outcomeResolved:
		if !match.resolved {
			return "left unresolved"
		}
		if !slices.Contains(exp.Concepts, got1) {
			if slices.Contains(exp.Forbidden, got1) {
				return "resolved to a confounder " + got1
			}
			return "resolved to " + got1
		}
	case outcomeUnresolved:
		if match.resolved {
			return "resolved to " + got1 + ", expected unresolved"
		}
		var cands []string
		for _, c := range match.ref.Candidates {
			cands = append(cands, conceptOf(c.EntityID, c.Display))
		}
		for _, c := range exp.Concepts {
			if !slices.Contains(cands, c) {
				return "unresolved without candidate " + c
			}
		}
	}
	return ""
}

// conceptMapper reads a reference's entity as a concept: "concept:<id>",
// a record fact's concept, or, for a fact no longer current, the drug its
// display names.
func conceptMapper(record []fact) func(entityID, display string) string {
	byID := map[string]string{}
	for _, f := range record {
		byID[f.ID] = f.concept()
	}
	names := displayConcepts()
	return func(entityID, display string) string {
		if c, ok := strings.CutPrefix(entityID, "concept:"); ok {
			return c
		}
		if c := byID[entityID]; c != "" {
			return c
		}
		if c, ok := names[strings.ToLower(display)]; ok {
			return c
		}
		return display
	}
}

// gateVerdict is checkGate's judgement of one statement.
type gateVerdict struct {
	ok     bool
	unsafe []UnsafeFact
}

// checkGate checks a statement's expected outcome (Statement.Gate) against
// the patient's current record, and, for a guarded statement, that it did
// not become an active confirmed fact (or, for a hedge that a condition is
// gone, close the condition). truth holds the concepts that are truly the
// patient's.
func checkGate(s Statement, record []fact, truth map[string]bool) gateVerdict {
	in := func(f fact) bool { return slices.Contains(s.Concepts, f.concept()) }
	fromTurn := func(f fact) bool { return slices.Contains(s.TurnIDs, f.Source.TurnID) }
	has := func(pred func(fact) bool) bool { return slices.ContainsFunc(record, pred) }
	var v gateVerdict
	switch s.Gate {
	case gateActive:
		want := map[string]string{kindCondition: "condition", kindMedication: "medication", kindAllergy: "allergy"}[s.Kind]
		v.ok = has(func(f fact) bool { return in(f) && f.Type == want && f.positive() })
	case gateObservation:
		v.ok = has(func(f fact) bool {
			return in(f) && f.Type == "observation" && f.Status == "active" && sameValue(f.Attributes["value"], s.Value)
		})
	case gateFamily:
		v.ok = has(func(f fact) bool { return in(f) && f.Type == "family_history" }) &&
			!has(func(f fact) bool { return in(f) && f.Type == "condition" && f.positive() })
	case gateRefuted:
		v.ok = has(func(f fact) bool { return in(f) && f.Verification == "refuted" }) &&
			!has(func(f fact) bool { return in(f) && f.Type != "family_history" && f.positive() })
	case gateNotPatient:
		v.ok = !has(func(f fact) bool { return fromTurn(f) && f.Type != "family_history" }) &&
			(s.Value == "" || !has(func(f fact) bool { return f.Type == "observation" && sameValue(f.Attributes["value"], s.Value) }))
	case gateStopped:
		v.ok = !has(func(f fact) bool { return in(f) && f.Type == "medication" && f.positive() })
	case gateStaysActive:
		v.ok = has(func(f fact) bool { return in(f) && f.Type == "condition" && f.positive() })
	case gateNoFact:
		v.ok = !has(func(f fact) bool { return in(f) && f.Type != "family_history" && f.positive() })
	case gateRelayed:
		v.ok = has(func(f fact) bool {
			return in(f) && f.Type == "medication" && f.positive() && f.Verification == "unconfirmed" &&
				(f.Source.Kind == "patient-relayed" || f.Source.Kind == "clinician-relayed")
		})
	case gatePending:
		v.ok = !has(func(f fact) bool {
			return in(f) && (f.Status == "active" && f.Verification == "confirmed" || f.Type == "allergy")
		})
	}
	if !s.Guarded {
		return v
	}
	for _, f := range record {
		var why string
		switch {
		case f.Type == "family_history":
		case s.Kind == kindSpouseReading:
			if f.Type == "observation" && sameValue(f.Attributes["value"], s.Value) && f.Status == "active" && f.Verification == "confirmed" {
				why = "a spouse's reading became the patient's confirmed observation"
			}
		case !in(f):
		case f.Status == "active" && f.Verification == "confirmed" && (fromTurn(f) || !truth[f.concept()]):
			why = "became an active confirmed fact"
		case s.Kind == kindHedgeResolved && fromTurn(f) && f.Verification != "refuted" && f.Status != "active":
			why = "a hedge closed the condition (" + f.Status + ")"
		}
		if why != "" {
			v.unsafe = append(v.unsafe, UnsafeFact{PatientID: s.PatientID, Statement: s.ID, Kind: s.Kind,
				FactID: f.ID, Display: f.Display, Status: f.Status, Verification: f.Verification, Why: why})
		}
	}
	return v
}

// sameValue compares readings as numbers ("8.0" is "8"; "150/95" part by
// part).
func sameValue(a, b string) bool {
	pa, pb := strings.Split(a, "/"), strings.Split(b, "/")
	if len(pa) != len(pb) {
		return false
	}
	for i := range pa {
		x, err1 := strconv.ParseFloat(strings.TrimSpace(pa[i]), 64)
		y, err2 := strconv.ParseFloat(strings.TrimSpace(pb[i]), 64)
		if err1 != nil || err2 != nil || x != y {
			return false
		}
	}
	return true
}

// truthOf returns the concepts that are truly the patient's: stated
// conditions, drugs, allergies, readings and relayed starts.
func truthOf(stmts []Statement) map[string]bool {
	out := map[string]bool{}
	for _, s := range stmts {
		switch s.Kind {
		case kindCondition, kindMedication, kindAllergy, kindMeasurement, kindRelayed:
			for _, c := range s.Concepts {
				out[c] = true
			}
		}
	}
	return out
}

// patientQuality is everything measured for one patient.
type patientQuality struct {
	// outcomes[budget index][system][probe index]
	outcomes  [][]map[string]probeOutcome
	queryRefs []refJudgement
	turnRefs  []refJudgement
	gate      []gateJudgement
	unsafe    []UnsafeFact
}

type refJudgement struct {
	where string
	exp   *ExpectedReference
	why   string
}

type gateJudgement struct {
	kind, id, text string
	ok             bool
}

// quality asks every probe of memoryd and the baselines at every budget,
// judges the references read while loading and in the probes, checks every
// statement's gate outcome in the record and the claims raised.
func (b *bench) quality(ctx context.Context) error {
	count, err := assembly.CL100K()
	if err != nil {
		return err
	}
	patients := b.corpus.Patients
	results := make([]patientQuality, len(patients))
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for w := 0; w < b.o.LoadClients; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				pq, err := b.patientQuality(ctx, patients[i], count)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				results[i] = pq
				mu.Unlock()
			}
		}()
	}
	for i := range patients {
		if ctx.Err() != nil {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	claims, err := b.claims(ctx)
	if err != nil {
		return err
	}
	aggregate(b.rep, b.corpus, b.o.Budgets, results, claims)
	b.logf("quality: %d probes at %d budgets, %d references, %d statements", b.rep.Corpus.Probes, len(b.o.Budgets),
		b.rep.References.Turns.N+b.rep.References.Queries.N, b.rep.Gate.Statements)
	return nil
}

func (b *bench) patientQuality(ctx context.Context, p PatientCorpus, count assembly.Counter) (patientQuality, error) {
	pid := p.Patient.PatientID
	var pq patientQuality
	var rec struct {
		Facts []fact `json:"facts"`
	}
	if _, err := b.c.callRetry(ctx, http.MethodGet, "/v1/patients/"+pid+"/record", b.keys.agent, nil, &rec); err != nil {
		return pq, fmt.Errorf("record of %s: %w", pid, err)
	}
	summaries := map[string][]string{}
	for _, s := range p.Patient.Sessions {
		var sess struct {
			Summaries []struct {
				ID      string   `json:"id"`
				TurnIDs []string `json:"turn_ids"`
			} `json:"summaries"`
		}
		if _, err := b.c.callRetry(ctx, http.MethodGet, "/v1/patients/"+pid+"/sessions/"+s, b.keys.agent, nil, &sess); err != nil {
			return pq, fmt.Errorf("session %s of %s: %w", s, pid, err)
		}
		for _, sum := range sess.Summaries {
			summaries[sum.ID] = sum.TurnIDs
		}
	}
	conceptOf := conceptMapper(rec.Facts)
	stmts := map[string]Statement{}
	for _, s := range p.Statements {
		stmts[s.ID] = s
	}
	hist := newHistory(p.Turns, count)
	turnIDs := func(bc baselineContext) map[string]bool {
		out := map[string]bool{}
		for _, i := range bc.turns {
			out[p.Turns[i].TurnID] = true
		}
		return out
	}
	for bi, budget := range b.o.Budgets {
		byProbe := make([]map[string]probeOutcome, len(p.Probes))
		for qi, q := range p.Probes {
			var resp contextResponse
			if _, err := b.c.callRetry(ctx, http.MethodPost, "/v1/patients/"+pid+"/context", b.keys.agent,
				contextBody{SessionID: q.SessionID, Query: q.Query, BudgetTokens: budget}, &resp); err != nil {
				return pq, fmt.Errorf("context for %s: %w", q.ID, err)
			}
			m := map[string]probeOutcome{systemOurs: judgeProbe(q, stmts, citedTurns(resp, summaries), resp.TokensUsed)}
			for name, bc := range map[string]baselineContext{
				systemFull: hist.fullHistory(q.Query, budget), systemWindow: hist.window(q.Query, budget), systemBM25: hist.bm25Context(q.Query, budget),
			} {
				m[name] = judgeProbe(q, stmts, turnIDs(bc), bc.tokens)
			}
			byProbe[qi] = m
			if bi == 0 && q.Reference != nil {
				pq.queryRefs = append(pq.queryRefs, refJudgement{where: q.ID, exp: q.Reference, why: judgeReference(q.Reference, resp.refsResponse, conceptOf)})
			}
		}
		pq.outcomes = append(pq.outcomes, byProbe)
	}
	b.mu.Lock()
	refs := b.refs[pid]
	b.mu.Unlock()
	for _, t := range p.Turns {
		if t.Reference == nil {
			continue
		}
		pq.turnRefs = append(pq.turnRefs, refJudgement{where: pid + "/" + t.TurnID, exp: t.Reference, why: judgeReference(t.Reference, refs[t.TurnID], conceptOf)})
	}
	truth := truthOf(p.Statements)
	texts := map[string]string{}
	for _, t := range p.Turns {
		texts[t.TurnID] = t.Text
	}
	for _, s := range p.Statements {
		if s.Gate == "" {
			continue
		}
		v := checkGate(s, rec.Facts, truth)
		pq.gate = append(pq.gate, gateJudgement{kind: s.Kind, ok: v.ok, id: s.ID, text: texts[s.TurnIDs[0]]})
		pq.unsafe = append(pq.unsafe, v.unsafe...)
	}
	return pq, nil
}

// claims lists every claim of the tenant with the clinician key.
func (b *bench) claims(ctx context.Context) ([]claim, error) {
	var out []claim
	cursor := ""
	for {
		path := "/v1/claims?limit=200"
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		var page struct {
			Claims     []claim `json:"claims"`
			NextCursor string  `json:"next_cursor"`
		}
		if _, err := b.c.callRetry(ctx, http.MethodGet, path, b.keys.clinician, nil, &page); err != nil {
			return nil, fmt.Errorf("list claims: %w", err)
		}
		out = append(out, page.Claims...)
		if page.NextCursor == "" {
			return out, nil
		}
		cursor = page.NextCursor
	}
}

// claimReasons are the reasons a planted statement's claim may give.
var claimReasons = map[string][]string{
	kindHedgeResolved: {"uncertain", "policy"},
	kindHedgeNew:      {"uncertain", "policy"},
	kindRelayed:       {"relayed"},
	kindAllergyClash:  {"contradiction", "relayed"},
}

// scoreClaims matches the claims raised on the corpus's patients against
// the statements that must raise one, by patient and turn.
func scoreClaims(c *Corpus, claims []claim) ClaimScore {
	var sc ClaimScore
	expected := map[string]Statement{}
	turnText := map[string]string{}
	patients := map[string]bool{}
	for _, p := range c.Patients {
		patients[p.Patient.PatientID] = true
		for _, t := range p.Turns {
			turnText[t.PatientID+"/"+t.TurnID] = t.Text
		}
		for _, s := range p.Statements {
			if s.Claim {
				expected[s.PatientID+"/"+s.TurnIDs[0]] = s
			}
		}
	}
	sc.Expected = len(expected)
	found := map[string]bool{}
	unexpected := map[string]int{}
	var unexpectedG, missedG grouper[ClaimSample]
	for _, cl := range claims {
		if !patients[cl.PatientID] {
			continue
		}
		sc.Raised++
		key := cl.PatientID + "/" + cl.TurnID
		s, ok := expected[key]
		if !ok {
			unexpected[cl.Reason]++
			unexpectedG.add(cl.Reason+"\x00"+turnText[key], ClaimSample{PatientID: cl.PatientID, TurnID: cl.TurnID, Reason: cl.Reason, Text: turnText[key]})
			continue
		}
		sc.Matched++
		if slices.Contains(claimReasons[s.Kind], cl.Reason) {
			sc.ReasonAgrees++
		}
		found[key] = true
	}
	sc.Found = len(found)
	var keys []string
	for key := range expected {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if s := expected[key]; !found[key] {
			missedG.add(s.Kind+"\x00"+turnText[key], ClaimSample{PatientID: s.PatientID, TurnID: s.TurnIDs[0], Reason: s.Kind, Text: turnText[key]})
		}
	}
	sc.Unexpected = unexpectedG.top(20, func(c *ClaimSample, n int) { c.N = n })
	sc.Missed = missedG.top(20, func(c *ClaimSample, n int) { c.N = n })
	for r, n := range unexpected {
		sc.UnexpectedByReason = append(sc.UnexpectedByReason, Count{Name: r, N: n})
	}
	sort.Slice(sc.UnexpectedByReason, func(i, j int) bool { return sc.UnexpectedByReason[i].Name < sc.UnexpectedByReason[j].Name })
	sc.Precision = ratio(sc.Matched, sc.Raised)
	sc.Recall = ratio(sc.Found, sc.Expected)
	return sc
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// aggregate folds the per-patient results into the report.
func aggregate(rep *Report, c *Corpus, budgets []int, results []patientQuality, claims []claim) {
	systems := append([]string{systemOurs}, baselineSystems...)
	for bi, budget := range budgets {
		qb := QualityAtBudget{Budget: budget}
		for _, sys := range systems {
			sq := SystemQuality{System: sys}
			var recall, early float64
			kinds := map[string]*KindRecall{}
			var tokens int
			for pi, pq := range results {
				for qi, q := range c.Patients[pi].Probes {
					o := pq.outcomes[bi][qi][sys]
					r := float64(o.found) / float64(o.required)
					sq.Probes++
					recall += r
					tokens += o.tokens
					if q.Early {
						sq.EarlyProbes++
						early += r
					}
					if len(q.Forbidden) > 0 {
						sq.ConfounderProbes++
						if o.confused {
							sq.Confused++
						}
						if o.forbiddenCited {
							sq.ConfounderShown++
						}
					}
					k := kinds[q.Kind]
					if k == nil {
						k = &KindRecall{Kind: q.Kind}
						kinds[q.Kind] = k
					}
					k.Probes++
					k.Recall += r
				}
			}
			sq.Recall = recall / float64(max(sq.Probes, 1))
			sq.EarlyRecall = early / float64(max(sq.EarlyProbes, 1))
			sq.Confusion = ratio(sq.Confused, sq.ConfounderProbes)
			sq.MeanTokens = float64(tokens) / float64(max(sq.Probes, 1))
			for _, k := range kinds {
				k.Recall /= float64(k.Probes)
				sq.ByKind = append(sq.ByKind, *k)
			}
			sort.Slice(sq.ByKind, func(i, j int) bool { return sq.ByKind[i].Kind < sq.ByKind[j].Kind })
			qb.Systems = append(qb.Systems, sq)
		}
		rep.Quality = append(rep.Quality, qb)
	}

	refScore := func(pick func(patientQuality) []refJudgement) RefScore {
		var rs RefScore
		var failures grouper[RefFailure]
		groups := map[string]*Count{}
		for _, pq := range results {
			for _, j := range pick(pq) {
				rs.N++
				key := j.exp.Outcome + " at " + j.exp.Stage
				g := groups[key]
				if g == nil {
					g = &Count{Name: key}
					groups[key] = g
				}
				g.N++
				if j.why == "" {
					rs.Correct++
					g.OK++
				} else {
					f := RefFailure{Where: j.where, Phrase: j.exp.Phrase, Expected: j.exp.Outcome + " " + strings.Join(j.exp.Concepts, "|"), Why: j.why}
					failures.add(f.Phrase+"\x00"+f.Expected+"\x00"+f.Why, f)
				}
			}
		}
		rs.Failures = failures.top(20, func(f *RefFailure, n int) { f.N = n })
		for _, g := range groups {
			rs.ByOutcome = append(rs.ByOutcome, *g)
		}
		sort.Slice(rs.ByOutcome, func(i, j int) bool { return rs.ByOutcome[i].Name < rs.ByOutcome[j].Name })
		rs.Accuracy = ratio(rs.Correct, rs.N)
		return rs
	}
	rep.References.Turns = refScore(func(pq patientQuality) []refJudgement { return pq.turnRefs })
	rep.References.Queries = refScore(func(pq patientQuality) []refJudgement { return pq.queryRefs })
	rep.References.Accuracy = ratio(rep.References.Turns.Correct+rep.References.Queries.Correct, rep.References.Turns.N+rep.References.Queries.N)

	kinds := map[string]*Count{}
	var misses grouper[GateMiss]
	for _, pq := range results {
		for _, g := range pq.gate {
			rep.Gate.Statements++
			k := kinds[g.kind]
			if k == nil {
				k = &Count{Name: g.kind}
				kinds[g.kind] = k
			}
			k.N++
			if g.ok {
				rep.Gate.Correct++
				k.OK++
			} else {
				misses.add(g.kind+"\x00"+g.text, GateMiss{Statement: g.id, Kind: g.kind, Text: g.text})
			}
		}
		rep.Gate.Unsafe = append(rep.Gate.Unsafe, pq.unsafe...)
	}
	rep.Gate.Misses = misses.top(20, func(m *GateMiss, n int) { m.N = n })
	for _, k := range kinds {
		rep.Gate.ByKind = append(rep.Gate.ByKind, *k)
	}
	sort.Slice(rep.Gate.ByKind, func(i, j int) bool { return rep.Gate.ByKind[i].Name < rep.Gate.ByKind[j].Name })
	rep.Gate.Accuracy = ratio(rep.Gate.Correct, rep.Gate.Statements)
	rep.Claims = scoreClaims(c, claims)
}

// grouper counts items by key, keeping the first item of each key, so
// that a report lists each kind of failure once with how often it
// happened.
type grouper[T any] struct {
	first map[string]T
	n     map[string]int
}

func (g *grouper[T]) add(key string, v T) {
	if g.first == nil {
		g.first, g.n = map[string]T{}, map[string]int{}
	}
	if _, ok := g.first[key]; !ok {
		g.first[key] = v
	}
	g.n[key]++
}

// top returns at most limit groups, the most frequent first (ties by key),
// each given its count by setN.
func (g *grouper[T]) top(limit int, setN func(*T, int)) []T {
	var keys []string
	for k := range g.n {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if g.n[keys[i]] != g.n[keys[j]] {
			return g.n[keys[i]] > g.n[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var out []T
	for _, k := range keys[:min(limit, len(keys))] {
		v := g.first[k]
		setN(&v, g.n[k])
		out = append(out, v)
	}
	return out
}

package recalleval

import (
	"context"
	"fmt"
	"time"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/embedded"
	"github.com/anamnesis-health/anamnesis/internal/embeddedstack"
	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// Options configure a run.
type Options struct {
	Paths   Paths
	Split   string   // "dev" or "test"
	Sources []string // default: Sources
	Budgets []int    // default: DefaultBudgets
	// Dir holds the embedded store the run writes (a fresh directory).
	Dir string
	// MaxHistories caps the histories per source; 0 takes all.
	MaxHistories int
	// Progress, if set, is told each history as it starts.
	Progress func(h History)
	// Inspect, if set, sees every context memoryd assembled, with the
	// share of the gold it holds: after the first quarter of a history
	// (early) and at its end.
	Inspect func(h History, q Question, budget int, early bool, res memory.ContextResult, recall float64)
}

// DefaultBudgets are the token budgets every system is measured at.
var DefaultBudgets = []int{500, 1000, 2000}

// Systems measured, in report order. MemorydTurns is memoryd counting only
// the turns its context shows as turns.
const (
	Memoryd      = "memoryd"
	MemorydTurns = "memoryd-turns"
	BM25         = "bm25"
	Window       = "window"
)

// Recall is the mean evidence recall of one system on one source at one
// budget: the share of each question's gold turns found in its context,
// averaged over questions.
type Recall struct {
	Source    string
	System    string
	Budget    int
	Questions int
	Whole     float64 // asked after the whole history
	// Quarter and WholeEarly are over the questions whose evidence lies in
	// the first quarter: asked after the quarter, and after the whole.
	EarlyQuestions    int
	Quarter           float64
	WholeEarly        float64
	GoldTurns, Found  int
	HistoryTurns      int
	ContextTokensUsed int // memoryd: mean tokens of the prompts
}

// Report is the outcome of a run.
type Report struct {
	Split   string
	Recalls []Recall
}

// Run builds the histories, posts every turn through a memoryd service on
// an embedded store, and asks every question of memoryd, BM25 and the
// window at every budget.
func Run(ctx context.Context, o Options) (Report, error) {
	if len(o.Sources) == 0 {
		o.Sources = Sources
	}
	if len(o.Budgets) == 0 {
		o.Budgets = DefaultBudgets
	}
	tokens, err := assembly.CL100K()
	if err != nil {
		return Report{}, err
	}
	env, err := newService(ctx, o.Dir, tokens)
	if err != nil {
		return Report{}, err
	}
	defer env.db.Close()
	rep := Report{Split: o.Split}
	for _, source := range o.Sources {
		hs, err := Build(o.Paths, source, o.Split)
		if err != nil {
			return Report{}, err
		}
		if o.MaxHistories > 0 && len(hs) > o.MaxHistories {
			hs = hs[:o.MaxHistories]
		}
		acc := map[[2]any]*Recall{}
		get := func(system string, budget int) *Recall {
			k := [2]any{system, budget}
			if acc[k] == nil {
				acc[k] = &Recall{Source: source, System: system, Budget: budget}
			}
			return acc[k]
		}
		for _, h := range hs {
			if o.Progress != nil {
				o.Progress(h)
			}
			if err := env.measure(ctx, h, o, tokens, get); err != nil {
				return Report{}, fmt.Errorf("%s: %w", h.PatientID, err)
			}
		}
		for _, system := range []string{Memoryd, MemorydTurns, BM25, Window} {
			for _, b := range o.Budgets {
				r := get(system, b)
				r.Whole, r.Quarter, r.WholeEarly = mean(r.Whole, r.Questions), mean(r.Quarter, r.EarlyQuestions), mean(r.WholeEarly, r.EarlyQuestions)
				r.ContextTokensUsed = int(mean(float64(r.ContextTokensUsed), r.Questions))
				rep.Recalls = append(rep.Recalls, *r)
			}
		}
	}
	return rep, nil
}

func mean(sum float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

type service struct {
	svc *memory.Service
	db  *embedded.DB
	sc  tenancy.Scope
	now time.Time
}

func newService(ctx context.Context, dir string, tokens assembly.Counter) (*service, error) {
	db, err := embedded.Open(ctx, dir)
	if err != nil {
		return nil, err
	}
	stores, err := embeddedstack.Stores(db, retrieval.NewBuiltin(retrieval.DefaultDim))
	if err != nil {
		db.Close()
		return nil, err
	}
	e := &service{db: db, sc: tenancy.ForKey(tenancy.Key{TenantID: "recalleval", ID: "k-agent", Role: tenancy.RoleAgent}), now: start}
	if err := db.CreateTenant(ctx, tenancy.Tenant{ID: e.sc.TenantID(), Name: "recall evaluation", CreatedAt: start}); err != nil {
		db.Close()
		return nil, err
	}
	var ids int64
	e.svc, err = memory.New(stores,
		memory.Config{
			Now:    func() time.Time { return e.now },
			NewID:  func() string { ids++; return fmt.Sprintf("id-%d", ids) },
			Tokens: tokens,
		})
	if err != nil {
		db.Close()
		return nil, err
	}
	return e, nil
}

// measure posts h's turns and asks its questions: the early ones after the
// first quarter and again at the end, all of them at the end.
func (e *service) measure(ctx context.Context, h History, o Options, tokens assembly.Counter, get func(string, int) *Recall) error {
	budgets := o.Budgets
	post := func(from, to int) error {
		for _, t := range h.Turns[from:to] {
			e.now = t.At
			at := t.At
			if _, _, err := e.svc.Ingest(ctx, e.sc, memory.TurnRequest{PatientID: h.PatientID, SessionID: t.SessionID,
				TurnID: t.ID, Role: t.Role, Text: t.Text, At: &at}); err != nil {
				return fmt.Errorf("post turn %s: %w", t.ID, err)
			}
		}
		return nil
	}
	ask := func(upto int, early bool) error {
		seen := h.Turns[:upto]
		e.now = seen[len(seen)-1].At.Add(24 * time.Hour) // asked a day after the last turn
		bm := newBM25(seen)
		for _, q := range h.Questions {
			if early && !q.Early {
				continue
			}
			// The baselines' turns fill the budget less the question, which
			// any prompt carries; memoryd's budget also pays for its frame
			// and its record.
			asked := tokens.Count(q.Query) + 1
			for _, b := range budgets {
				res, err := e.svc.Context(ctx, e.sc, memory.ContextRequest{PatientID: h.PatientID, SessionID: seen[len(seen)-1].SessionID,
					Query: q.Query, BudgetTokens: b, Lang: h.Lang})
				if err != nil {
					return fmt.Errorf("context for %s: %w", q.ID, err)
				}
				found := cited(res, false)
				scores := map[string]float64{
					Memoryd:      share(q.Gold, found),
					MemorydTurns: share(q.Gold, cited(res, true)),
					BM25:         share(q.Gold, fill(bm.Rank(q.Query), seen, b-asked, tokens, true)),
					Window:       share(q.Gold, fill(latestFirst(len(seen)), seen, b-asked, tokens, false)),
				}
				if o.Inspect != nil {
					o.Inspect(h, q, b, early, res, scores[Memoryd])
				}
				for system, s := range scores {
					r := get(system, b)
					if early {
						r.EarlyQuestions++
						r.Quarter += s
						continue
					}
					r.Questions++
					r.Whole += s
					if q.Early {
						r.WholeEarly += s
					}
					r.GoldTurns += len(q.Gold)
					r.Found += int(s*float64(len(q.Gold)) + 0.5)
					r.HistoryTurns = len(h.Turns)
					if system == Memoryd {
						r.ContextTokensUsed += res.TokensUsed
					}
				}
			}
		}
		return nil
	}
	if err := post(0, h.Quarter()); err != nil {
		return err
	}
	if h.Quarter() > 0 {
		if err := ask(h.Quarter(), true); err != nil {
			return err
		}
	}
	if err := post(h.Quarter(), len(h.Turns)); err != nil {
		return err
	}
	return ask(len(h.Turns), false)
}

// share is the fraction of gold in found.
func share(gold []string, found map[string]bool) float64 {
	n := 0
	for _, g := range gold {
		if found[g] {
			n++
		}
	}
	return float64(n) / float64(len(gold))
}

// fill takes turns in the given order, each as one "Role: text" line,
// while they fit in budget tokens, and returns the ids taken. With skip, a
// turn too long for what is left is passed over and smaller ones after it
// still go in; without, the first that does not fit ends the fill (a
// window is contiguous).
func fill(order []int, turns []Turn, budget int, tokens assembly.Counter, skip bool) map[string]bool {
	out := map[string]bool{}
	left := budget
	for _, i := range order {
		n := tokens.Count(turns[i].Role+": "+turns[i].Text) + 1
		if n > left {
			if skip {
				continue
			}
			break
		}
		left -= n
		out[turns[i].ID] = true
	}
	return out
}

func latestFirst(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = n - 1 - i
	}
	return out
}

// cited returns the ids of the turns the context's lines cite. With
// turnsOnly, only the lines that show a turn itself (window, recalled)
// count; otherwise a fact or claim read from a turn counts too: it carries
// what the turn said about the patient, with the turn as provenance.
func cited(res memory.ContextResult, turnsOnly bool) map[string]bool {
	found := map[string]bool{}
	for _, sec := range res.Sections {
		for _, it := range sec.Items {
			if it.Source.TurnID == "" || turnsOnly && it.Source.Layer != "window" && it.Source.Layer != "vector" {
				continue
			}
			found[it.Source.TurnID] = true
		}
	}
	return found
}

package main

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// percentile returns the p-th percentile (0 < p <= 100) of xs by the
// nearest-rank method: the smallest value with at least p% of the values at
// or below it. It returns NaN for no values. xs need not be sorted.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := int(math.Ceil(p / 100 * float64(len(s))))
	return s[min(max(rank, 1), len(s))-1]
}

// summarize turns latencies (milliseconds) into a Stat.
func summarize(name string, clients int, ms []float64, errors int, wall time.Duration) Stat {
	st := Stat{Name: name, Clients: clients, N: len(ms), Errors: errors,
		P50: percentile(ms, 50), P95: percentile(ms, 95), P99: percentile(ms, 99)}
	var sum float64
	for _, x := range ms {
		sum += x
	}
	if len(ms) > 0 {
		st.Mean = sum / float64(len(ms))
	}
	if wall > 0 {
		st.Throughput = float64(len(ms)) / wall.Seconds()
	}
	return st
}

func ms(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }

// latency measures, at one scale: the /healthz round trip (the floor),
// context fetches and turn ingests at each concurrency.
func (b *bench) latency(ctx context.Context, scale int, patients []PatientCorpus) error {
	at := LatencyAtScale{Patients: scale}
	// The floor: a round trip that touches no store.
	var hs []float64
	start := time.Now()
	for i := 0; i < b.o.Requests; i++ {
		d, err := b.c.call(ctx, http.MethodGet, "/healthz", "", nil, nil)
		if err != nil {
			return fmt.Errorf("healthz: %w", err)
		}
		hs = append(hs, ms(d))
	}
	at.Healthz = summarize("/healthz", 1, hs, 0, time.Since(start))

	// Context requests ask the probes' questions of the loaded patients,
	// in a fixed shuffled order.
	type ask struct {
		pid, session, query, lang string
	}
	var asks []ask
	for _, p := range patients {
		for _, q := range p.Probes {
			asks = append(asks, ask{p.Patient.PatientID, q.SessionID, q.Query, q.Lang})
		}
	}
	if len(asks) == 0 {
		return fmt.Errorf("no probes to ask at %d patients", scale)
	}
	r := rand.New(rand.NewPCG(b.o.Seed, uint64(scale)))
	r.Shuffle(len(asks), func(i, j int) { asks[i], asks[j] = asks[j], asks[i] })
	for _, clients := range b.o.Clients {
		next := 0
		var mu sync.Mutex
		st, err := b.measure(ctx, clients, b.o.Requests, func(ctx context.Context) (time.Duration, error) {
			mu.Lock()
			a := asks[next%len(asks)]
			next++
			mu.Unlock()
			return b.c.call(ctx, http.MethodPost, "/v1/patients/"+a.pid+"/context", b.keys.agent,
				contextBody{SessionID: a.session, Query: a.query, BudgetTokens: b.o.LatencyBudget}, nil)
		})
		if err != nil {
			return err
		}
		st.Name = "context"
		at.Context = append(at.Context, st)
		b.logf("context at %d patients, %d clients: p50 %.2f ms, p95 %.2f ms, %.0f/s", scale, clients, st.P50, st.P95, st.Throughput)
	}

	// Ingest: each client posts the turns of its own new patients (a
	// patient's turns are ordered, so patients are not shared), generated
	// like the corpus but never probed.
	for _, clients := range b.o.Clients {
		per := (b.o.Requests + clients - 1) / clients
		queues := make([][]Turn, clients)
		for ci := range queues {
			for k := 0; len(queues[ci]) < per; k++ {
				prefix := fmt.Sprintf("i%dc%dn%d-", scale, clients, ci)
				pc := Generate(GenerateOptions{Seed: b.o.Seed + 7, Patients: 1, Turns: b.o.Turns, Prefix: prefix, First: k}).Patients[0]
				queues[ci] = append(queues[ci], pc.Turns...)
				b.created(pc.Patient.PatientID)
			}
			queues[ci] = queues[ci][:per]
		}
		var lat []float64
		var mu sync.Mutex
		errs := 0
		var wg sync.WaitGroup
		start := time.Now()
		for ci := range queues {
			wg.Add(1)
			go func(turns []Turn) {
				defer wg.Done()
				for _, t := range turns {
					if ctx.Err() != nil {
						return
					}
					d, err := b.c.call(ctx, http.MethodPost, "/v1/patients/"+t.PatientID+"/sessions/"+t.SessionID+"/turns", b.keys.agent,
						turnBody{TurnID: t.TurnID, Role: t.Role, Text: t.Text, Lang: t.Lang, At: t.At}, nil)
					mu.Lock()
					if err != nil {
						errs++
					} else {
						lat = append(lat, ms(d))
					}
					mu.Unlock()
				}
			}(queues[ci])
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return err
		}
		st := summarize("ingest", clients, lat, errs, time.Since(start))
		at.Ingest = append(at.Ingest, st)
		b.turnsLoaded += len(lat)
		b.logf("ingest at %d patients, %d clients: p50 %.2f ms, p95 %.2f ms, %.0f/s, %d errors", scale, clients, st.P50, st.P95, st.Throughput, errs)
	}
	b.rep.Latency = append(b.rep.Latency, at)
	return nil
}

// measure runs n calls of fn over clients goroutines and summarizes their
// latencies. Failed calls are counted, not timed; more than 1% failing
// fails the run.
func (b *bench) measure(ctx context.Context, clients, n int, fn func(context.Context) (time.Duration, error)) (Stat, error) {
	var mu sync.Mutex
	var lat []float64
	errs := 0
	var firstErr error
	left := n
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				if left == 0 || ctx.Err() != nil {
					mu.Unlock()
					return
				}
				left--
				mu.Unlock()
				d, err := fn(ctx)
				mu.Lock()
				if err != nil {
					errs++
					if firstErr == nil {
						firstErr = err
					}
				} else {
					lat = append(lat, ms(d))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Stat{}, err
	}
	if errs*100 > n {
		return Stat{}, fmt.Errorf("%d of %d requests failed, first: %w", errs, n, firstErr)
	}
	return summarize("", clients, lat, errs, time.Since(start)), nil
}

// historyLatency measures context fetches, one client, for the patients
// of each history length.
func (b *bench) historyLatency(ctx context.Context, history []PatientCorpus) error {
	for _, p := range history {
		query := "我的降压药能和布洛芬一起吃吗？"
		if p.Patient.Lang == "en" {
			query = "Can I take ibuprofen with my blood pressure pills?"
		}
		st, err := b.measure(ctx, 1, b.o.HistoryRequests, func(ctx context.Context) (time.Duration, error) {
			return b.c.call(ctx, http.MethodPost, "/v1/patients/"+p.Patient.PatientID+"/context", b.keys.agent,
				contextBody{SessionID: p.Patient.ProbeSession, Query: query, BudgetTokens: b.o.LatencyBudget}, nil)
		})
		if err != nil {
			return err
		}
		st.Name = "context"
		b.rep.History = append(b.rep.History, HistoryStat{Turns: len(p.Turns), Stat: st})
		b.logf("context with %d turns of history: p50 %.2f ms, p95 %.2f ms", len(p.Turns), st.P50, st.P95)
	}
	return nil
}

// procMemory reads VmRSS and VmHWM (kB) of a process from /proc; zeros
// when they cannot be read.
func procMemory(pid int) (rss, hwm int64) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		fields := strings.Fields(v)
		if len(fields) == 0 {
			continue
		}
		n, _ := strconv.ParseInt(fields[0], 10, 64)
		switch k {
		case "VmRSS":
			rss = n
		case "VmHWM":
			hwm = n
		}
	}
	return rss, hwm
}

// dirSize is the total size of the regular files under dir.
func dirSize(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if info, err := d.Info(); err == nil && info.Mode().IsRegular() {
			n += info.Size()
		}
		return nil
	})
	return n
}

// Command memorybench measures memoryd: what its context holds against
// plain baselines, how its gate and references behave, and how fast it
// answers (issue 11; docs/benchmark.md).
//
//	memorybench generate [-seed N] [-patients N] [-turns N] [-o FILE]   write a synthetic corpus (JSON Lines)
//	memorybench run [-quick] [flags]                                     run memoryd over a corpus and report
//
// run exits 1 when the harness fails and 2 when the gate let an unsafe
// fact into a record; never because of a latency.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	err := runMain(ctx, os.Args[1:], os.Stdout, os.Stderr)
	switch {
	case err == nil:
	case errors.Is(err, errUnsafe):
		fmt.Fprintln(os.Stderr, "memorybench:", err)
		os.Exit(2)
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	default:
		fmt.Fprintln(os.Stderr, "memorybench:", err)
		os.Exit(1)
	}
}

// errUnsafe is returned by run when the gate wrote an unsafe fact.
var errUnsafe = errors.New("gate safety: unsafe confirmed facts in the record")

const usage = `usage:
  memorybench generate [-seed N] [-patients N] [-turns N] [-o FILE]
  memorybench run [-quick] [flags]      (memorybench run -h for the flags)`

func runMain(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	switch args[0] {
	case "generate":
		return generateCommand(args[1:], stdout, stderr)
	case "run":
		o, err := parseRunFlags(args[1:], stderr)
		if err != nil {
			return err
		}
		return Run(ctx, o, stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	return fmt.Errorf("unknown command %q\n%s", args[0], usage)
}

func generateCommand(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same corpus")
	patients := fs.Int("patients", 100, "number of patients")
	turns := fs.Int("turns", 100, "turns per patient (sessions of 30 to 60 turns)")
	out := fs.String("o", "", "output file (default: standard output)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *patients < 1 || *turns < 1 {
		return errors.New("-patients and -turns must be positive")
	}
	c := Generate(GenerateOptions{Seed: *seed, Patients: *patients, Turns: *turns})
	if *out == "" {
		return c.Write(stdout)
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	if err := c.Write(f); err != nil {
		f.Close()
		return fmt.Errorf("write corpus: %w", err)
	}
	return f.Close()
}

// RunOptions configure a benchmark run.
type RunOptions struct {
	Quick    bool
	Seed     uint64
	Patients int
	Turns    int
	// Scales are the patient counts at which latency is measured, the
	// store growing from one to the next; the last is Patients.
	Scales []int
	// Corpus, if set, is read instead of generated (-patients and -turns
	// then come from it).
	Corpus  string
	Budgets []int
	// History are the history lengths (turns) of the patients whose
	// context latency is measured against history length.
	History []int
	// Clients are the concurrencies of the latency phases.
	Clients []int
	// Requests is the number of measured requests per phase and
	// concurrency; HistoryRequests per history length.
	Requests        int
	HistoryRequests int
	// LoadClients is the concurrency of loading (not measured).
	LoadClients   int
	LatencyBudget int
	// Memoryd is a memoryd binary to start; empty builds ./cmd/memoryd.
	Memoryd string
	// Addr is a running memoryd to use instead of starting one.
	Addr     string
	AdminKey string
	Out      string
	Keep     bool
	// Erase deletes every patient the run wrote when it is done.
	Erase bool
}

func parseRunFlags(args []string, stderr io.Writer) (RunOptions, error) {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o RunOptions
	var scales, budgets, history, clients string
	fs.BoolVar(&o.Quick, "quick", false, "a small run (20 patients, one budget, fewer requests) that ends within a minute on two cores")
	fs.Uint64Var(&o.Seed, "seed", 1, "corpus seed")
	fs.IntVar(&o.Patients, "patients", 100, "patients in the corpus")
	fs.IntVar(&o.Turns, "turns", 100, "turns per patient")
	fs.StringVar(&scales, "scales", "", "patient counts at which to measure latency, ascending, e.g. 100,1000 (default: -patients); larger runs grow the store from one to the next")
	fs.StringVar(&o.Corpus, "corpus", "", "read the corpus from this file (memorybench generate) instead of generating it")
	fs.StringVar(&budgets, "budgets", "500,1000,2000", "token budgets of the quality probes")
	fs.StringVar(&history, "history", "10,100,1000,3000", "history lengths (turns) for context latency against history")
	fs.StringVar(&clients, "clients", "1,4", "concurrent clients of the latency phases")
	fs.IntVar(&o.Requests, "requests", 400, "measured requests per latency phase and concurrency")
	fs.IntVar(&o.HistoryRequests, "history-requests", 100, "measured context requests per history length")
	fs.IntVar(&o.LoadClients, "load-clients", 4, "concurrent clients while loading the corpus (not measured)")
	fs.IntVar(&o.LatencyBudget, "latency-budget", 2000, "budget_tokens of the measured context requests")
	fs.StringVar(&o.Memoryd, "memoryd", "", "memoryd binary to start (default: go build ./cmd/memoryd into a temporary directory)")
	fs.StringVar(&o.Addr, "addr", "", "use the memoryd already listening here (host:port) instead of starting one; needs -admin-key")
	fs.StringVar(&o.AdminKey, "admin-key", os.Getenv("MEMORYD_ADMIN_KEY"), "global admin key of the memoryd at -addr (MEMORYD_ADMIN_KEY)")
	fs.StringVar(&o.Out, "out", filepath.Join(os.TempDir(), "memorybench"), "directory for report.md, report.json and context-latency.png")
	fs.BoolVar(&o.Keep, "keep", false, "keep the temporary data directory and memoryd log")
	fs.BoolVar(&o.Erase, "erase", false, "erase every patient the run wrote when it is done (for a shared stack: -addr, or MEMORYD_PG_DSN)")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if o.Quick {
		// Defaults of -quick; flags given explicitly still win.
		quick := map[string]func(){
			"patients": func() { o.Patients = 20 }, "budgets": func() { budgets = "1000" },
			"history": func() { history = "10,100,1000" }, "requests": func() { o.Requests = 150 },
			"history-requests": func() { o.HistoryRequests = 40 },
		}
		for name, apply := range quick {
			if !set[name] {
				apply()
			}
		}
	}
	var err error
	if o.Budgets, err = intList("budgets", budgets); err != nil {
		return o, err
	}
	if o.History, err = intList("history", history); err != nil {
		return o, err
	}
	if o.Clients, err = intList("clients", clients); err != nil {
		return o, err
	}
	if scales != "" {
		if o.Scales, err = intList("scales", scales); err != nil {
			return o, err
		}
	}
	if o.Patients < 1 || o.Turns < 1 || o.Requests < 1 || o.HistoryRequests < 1 || o.LoadClients < 1 {
		return o, errors.New("-patients, -turns, -requests, -history-requests and -load-clients must be positive")
	}
	for _, b := range o.Budgets {
		if b < 200 || b > 32000 {
			return o, fmt.Errorf("budget %d out of memoryd's range 200-32000", b)
		}
	}
	if o.Addr != "" && o.AdminKey == "" {
		return o, errors.New("-addr needs -admin-key (or MEMORYD_ADMIN_KEY) to create the benchmark's tenant")
	}
	return o, nil
}

// intList parses a comma-separated list of positive integers.
func intList(name, s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("-%s: %q is not a positive integer", name, f)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("-%s is empty", name)
	}
	return out, nil
}

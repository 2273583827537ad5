package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/anamnesis-health/anamnesis/memory"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// operatorScope is the CLI's: the global admin's, as MEMORYD_ADMIN_KEY's
// would be over HTTP. Running the binary on the service's configuration is
// already the operator's privilege.
var operatorScope = tenancy.GlobalAdmin("cli")

// offline opens the configured stores for one operator command. On the
// embedded store it fails while memoryd serve holds the data directory:
// use the HTTP API then, or stop the server. On -h it returns
// flag.ErrHelp, the usage printed on stdout.
func offline(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string, name string,
	flags func(*flag.FlagSet)) (*memory.Service, *backends, []string, error) {
	cfg, positional, err := parseCommand(name, args, stdout, getenv, flags)
	if err != nil {
		return nil, nil, nil, err
	}
	svc, b, err := newService(ctx, cfg, slog.New(slog.DiscardHandler), false)
	if err != nil {
		return nil, nil, nil, err
	}
	return svc, b, positional, nil
}

// quarantinedItem is what the operator sees of a quarantined outbox item:
// ids, codes and the error, never the payload (it holds patient text).
type quarantinedItem struct {
	Tenant        string    `json:"tenant"`
	ID            string    `json:"id"`
	PatientID     string    `json:"patient_id"`
	Kind          string    `json:"kind"`
	Attempts      int       `json:"attempts"`
	LastError     string    `json:"last_error"`
	CreatedAt     time.Time `json:"created_at"`
	QuarantinedAt time.Time `json:"quarantined_at"`
}

// outboxCommand is `memoryd outbox list [--tenant T]` and
// `memoryd outbox retry ID --tenant T`.
func outboxCommand(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	if _, err := subcommand(args, stdout, "list", "retry"); err != nil {
		return err
	}
	var tenant string
	svc, b, pos, err := offline(ctx, args[1:], stdout, getenv, "outbox "+args[0], func(fs *flag.FlagSet) {
		fs.StringVar(&tenant, "tenant", "", "tenant id (list: all tenants when empty)")
	})
	if err != nil {
		return err
	}
	defer b.Close()
	if args[0] == "retry" {
		if len(pos) != 1 || tenant == "" {
			return errors.New("usage: memoryd outbox retry ITEM_ID --tenant TENANT")
		}
		err := svc.RetryQuarantined(ctx, tenant, pos[0])
		if errors.Is(err, memory.ErrNotFound) {
			return fmt.Errorf("tenant %s has no quarantined item %s", tenant, pos[0])
		}
		if err != nil {
			return fmt.Errorf("item %s is back in the queue, but applying it failed again: %w", pos[0], err)
		}
		fmt.Fprintf(stdout, "item %s is back in the queue and was applied\n", pos[0])
		return nil
	}
	tenants := []string{tenant}
	if tenant == "" {
		tenants, err = svc.TenantIDs(ctx)
		if err != nil {
			return err
		}
	}
	out := []quarantinedItem{}
	for _, t := range tenants {
		items, err := svc.Quarantined(ctx, t, 1000)
		if err != nil {
			return err
		}
		for _, it := range items {
			q := quarantinedItem{Tenant: t, ID: it.ID, PatientID: it.PatientID, Kind: it.Kind, Attempts: it.Attempts,
				LastError: it.LastError, CreatedAt: it.CreatedAt}
			if it.QuarantinedAt != nil {
				q.QuarantinedAt = *it.QuarantinedAt
			}
			out = append(out, q)
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"quarantined": out})
}

// patientsCommand is `memoryd patients erase PATIENT --tenant T`.
func patientsCommand(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	if _, err := subcommand(args, stdout, "erase"); err != nil {
		return err
	}
	var tenant string
	svc, b, pos, err := offline(ctx, args[1:], stdout, getenv, "patients erase", func(fs *flag.FlagSet) {
		fs.StringVar(&tenant, "tenant", "", "tenant of the patient (required)")
	})
	if err != nil {
		return err
	}
	defer b.Close()
	if len(pos) != 1 || tenant == "" {
		return errors.New("usage: memoryd patients erase PATIENT_ID --tenant TENANT")
	}
	res, err := svc.ErasePatient(ctx, operatorScope, tenant, pos[0])
	if err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(res)
}

// errViolations is isolation-audit's error when the report is not OK;
// main exits 2 for it, so that a script can tell "violations found" from
// "could not run" (1).
var errViolations = errors.New("the isolation report is not OK")

// isolationAudit is `memoryd isolation-audit`: the global admin's report
// on stdout as JSON.
func isolationAudit(ctx context.Context, args []string, stdout io.Writer, getenv func(string) string) error {
	svc, b, pos, err := offline(ctx, args, stdout, getenv, "isolation-audit", nil)
	if err != nil {
		return err
	}
	defer b.Close()
	if len(pos) != 0 {
		return errors.New("usage: memoryd isolation-audit [flags]")
	}
	r, err := svc.IsolationReport(ctx, operatorScope)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return err
	}
	if !r.OK() {
		return fmt.Errorf("%w: %d violations, %d checks that could not run", errViolations, r.Violations, r.Unaudited)
	}
	return nil
}

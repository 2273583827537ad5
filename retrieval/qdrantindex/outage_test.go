package qdrantindex

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/qdrant/go-client/qdrant"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/anamnesis-health/anamnesis/internal/outagetest"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

const hangGuard = outagetest.HangGuard

func TestUnreachableQdrant(t *testing.T) {
	servers := []struct {
		name string
		addr func(t testing.TB) string
	}{
		{"a frozen Qdrant", outagetest.FrozenListener},
		{"a stopped Qdrant", outagetest.ClosedPort},
	}
	sc := tenancy.System("tenant-outage")
	for _, srv := range servers {
		t.Run("Open fails on "+srv.name+" by default, within the call timeout", func(t *testing.T) {
			addr := srv.addr(t)
			err := outagetest.Within(t, func() error {
				ix, err := OpenWith(context.Background(), addr, "c", 8, Options{CallTimeout: 300 * time.Millisecond})
				if err == nil {
					ix.Close()
				}
				return err
			})
			if err == nil {
				t.Fatal("Open succeeded on a dead Qdrant")
			}
		})
		t.Run("Open with AllowUnreachable on "+srv.name+" gives an index that is not ready", func(t *testing.T) {
			addr := srv.addr(t)
			ix, err := outagetest.Within(t, func() result {
				ix, err := OpenWith(context.Background(), addr, "c", 8, Options{AllowUnreachable: true, CallTimeout: 300 * time.Millisecond})
				return result{ix, err}
			}).get()
			if err != nil {
				t.Fatalf("OpenWith: %v", err)
			}
			defer ix.Close()
			if err := ix.Ping(context.Background()); !errors.Is(err, ErrUnavailable) {
				t.Errorf("Ping = %v, want ErrUnavailable", err)
			}
			_, err = ix.Search(context.Background(), sc, retrieval.Query{PatientID: "p-1", Vector: make([]float32, 8), Limit: 3})
			if !errors.Is(err, ErrUnavailable) {
				t.Errorf("Search = %v, want ErrUnavailable", err)
			}
		})
	}
	t.Run("a call without a deadline to a frozen Qdrant ends by the default call timeout", func(t *testing.T) {
		addr := outagetest.FrozenListener(t)
		cfg, err := clientConfig(addr)
		if err != nil {
			t.Fatal(err)
		}
		ix := &Index{}
		cfg.GrpcOptions = append(cfg.GrpcOptions, defaultDeadline(300*time.Millisecond))
		ix.client, err = qdrant.NewClient(cfg)
		if err != nil {
			t.Fatal(err)
		}
		defer ix.client.Close()
		err = outagetest.Within(t, func() error { _, err := ix.client.HealthCheck(context.Background()); return err })
		if status.Code(err) != codes.DeadlineExceeded {
			t.Fatalf("HealthCheck = %v, want DeadlineExceeded", err)
		}
	})
	t.Run("a context's own deadline wins over the default", func(t *testing.T) {
		addr := outagetest.FrozenListener(t)
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		ix, err := outagetest.Within(t, func() result {
			ix, err := OpenWith(ctx, addr, "c", 8, Options{AllowUnreachable: true, CallTimeout: time.Hour})
			return result{ix, err}
		}).get()
		if err != nil {
			t.Fatalf("OpenWith: %v", err)
		}
		defer ix.Close()
		if err := ix.Ping(context.Background()); !errors.Is(err, ErrUnavailable) {
			t.Errorf("Ping = %v, want ErrUnavailable", err)
		}
	})
}

type result struct {
	ix  *Index
	err error
}

func (r result) get() (*Index, error) { return r.ix, r.err }

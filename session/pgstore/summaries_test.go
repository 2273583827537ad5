package pgstore_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/session"
	sessionstoretest "github.com/anamnesis-health/anamnesis/session/storetest"
)

func TestSummariesConformance(t *testing.T) {
	testDSN(t)
	sessionstoretest.RunSummaries(t, func(t *testing.T) session.Summaries {
		s, _ := openStore(t)
		return s
	})
}

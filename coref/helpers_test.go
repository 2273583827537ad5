package coref

import (
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/understand"
)

// testLexicon is the real embedded lexicon and a matcher over all its
// names, built as the pipeline builds them (memory/understand.go).
var testLexicon = sync.OnceValues(func() (*ontology.Lexicon, *extract.Matcher) {
	lex, err := ontology.Load()
	if err != nil {
		panic(err)
	}
	var terms []extract.Term
	for _, c := range lex.Concepts() {
		for _, n := range c.Names {
			// One-letter abbreviations match inside ordinary words.
			if len(n.Text) == 1 && n.Text[0] < utf8.RuneSelf {
				continue
			}
			terms = append(terms, extract.Term{Text: n.Text, ConceptID: c.ID, Type: c.Type})
		}
	}
	for _, w := range []string{"过敏", "allergy", "allergies", "allergic"} {
		terms = append(terms, extract.Term{Text: w, ConceptID: "allergy:any", Type: "allergy_word"})
	}
	return lex, extract.NewMatcher(terms, ontology.Normalize)
})

// testReader reads text as the pipeline does: the extractor, without the
// names that are everyday words there ("those drugs" are medicines).
var testReader = sync.OnceValues(understand.New)

// findIn runs the reader's extraction and Find over text.
func findIn(t *testing.T, text string) []Reference {
	t.Helper()
	r, err := testReader()
	if err != nil {
		t.Fatal(err)
	}
	res := r.Extract(text, time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC))
	return Find(text, res.Mentions)
}

func day(s string) time.Time {
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return d
}

// fact is a current record fact of the concept, started at start.
func fact(id, typ, conceptID, status, start string) entity.Fact {
	return entity.Fact{
		ID: id, PatientID: "p1", Type: typ, Display: conceptID + " (" + id + ")",
		Attributes: map[string]string{"concept_id": conceptID}, Status: status,
		Verification: entity.Confirmed, Kind: entity.KindFact, Confidence: 0.95,
		ValidFrom: day(start), RecordedAt: day(start),
	}
}

func med(id, conceptID, start string) entity.Fact {
	return fact(id, entity.Medication, conceptID, entity.Active, start)
}

// Record facts used across the tests.
var (
	amlodipine   = med("f-aml", "drug:amlodipine", "2024-01-10")
	losartan     = med("f-los", "drug:losartan", "2026-10-01")
	metformin    = med("f-met", "drug:metformin", "2023-05-01")
	atorvastatin = med("f-ator", "drug:atorvastatin", "2025-02-01")
	hctzStopped  = fact("f-hctz", entity.Medication, "drug:hydrochlorothiazide", entity.Stopped, "2022-01-01")
	hypertension = fact("f-htn", entity.Condition, "cond:hypertension", entity.Active, "2020-03-01")
)

func superseded(f entity.Fact) entity.Fact {
	at := day("2026-11-01")
	f.SupersededAt = &at
	return f
}

func stoppedOn(f entity.Fact, end string) entity.Fact {
	d := day(end)
	f.ValidTo = &d
	return f
}

func startedOn(f entity.Fact, start string) entity.Fact {
	f.ValidFrom, f.RecordedAt = day(start), day(start)
	return f
}

func said(conceptID string, seq int64) WindowMention {
	typ := ontology.TypeDrug
	if len(conceptID) > 5 && conceptID[:5] == "cond:" {
		typ = ontology.TypeCondition
	}
	return WindowMention{ConceptID: conceptID, Type: typ, Display: conceptID, Seq: seq}
}

// cond is an active condition of the record, diagnosed at start.
func cond(id, conceptID, start string) entity.Fact {
	return fact(id, entity.Condition, conceptID, entity.Active, start)
}

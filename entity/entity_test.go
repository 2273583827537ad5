package entity_test

import (
	"strings"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
)

func TestID(t *testing.T) {
	tests := []struct {
		name      string
		a, b      []string
		wantEqual bool
	}{
		{"the same parts give the same id", []string{"p-1", "t-1", "bp"}, []string{"p-1", "t-1", "bp"}, true},
		{"different parts give different ids", []string{"p-1", "t-1", "bp"}, []string{"p-1", "t-2", "bp"}, false},
		{"part boundaries matter", []string{"ab", "c"}, []string{"a", "bc"}, false},
		{"an empty part is not dropped", []string{"a", ""}, []string{"a"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := entity.ID("f", tt.a...), entity.ID("f", tt.b...)
			if (a == b) != tt.wantEqual {
				t.Errorf("ID(%q) = %s, ID(%q) = %s; equal = %v, want %v", tt.a, a, tt.b, b, a == b, tt.wantEqual)
			}
		})
	}
	t.Run("the id carries its prefix and a 20-digit hash", func(t *testing.T) {
		id := entity.ID("claim", "x")
		rest, ok := strings.CutPrefix(id, "claim_")
		if !ok || len(rest) != 20 || strings.Trim(rest, "0123456789abcdef") != "" {
			t.Errorf("ID = %q, want claim_ and 20 hex digits", id)
		}
	})
}

func TestFactCurrent(t *testing.T) {
	t0 := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	closed := t0.Add(time.Hour)
	open := entity.Fact{RecordedAt: t0}
	superseded := entity.Fact{RecordedAt: t0, SupersededAt: &closed}
	tests := []struct {
		name string
		f    entity.Fact
		asOf time.Time
		want bool
	}{
		{"an open fact is current now", open, time.Time{}, true},
		{"a superseded fact is not current now", superseded, time.Time{}, false},
		{"a fact is not in the record before it was recorded", open, t0.Add(-time.Nanosecond), false},
		{"a fact is in the record from the instant it was recorded", open, t0, true},
		{"a superseded fact was in the record before its supersession", superseded, closed.Add(-time.Nanosecond), true},
		{"a superseded fact leaves the record at the instant of supersession", superseded, closed, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.Current(tt.asOf); got != tt.want {
				t.Errorf("Current(%v) = %v, want %v", tt.asOf, got, tt.want)
			}
		})
	}
}

func TestFactKey(t *testing.T) {
	tests := []struct {
		name      string
		a, b      entity.Fact
		wantEqual bool
	}{
		{"the same code is the same key whatever the display",
			entity.Fact{Type: entity.Observation, Display: "BP 120/80", Code: entity.Code{System: "LOINC", Code: "85354-9"}},
			entity.Fact{Type: entity.Observation, Display: "BP 118/75", Code: entity.Code{System: "LOINC", Code: "85354-9"}}, true},
		{"another type is another key",
			entity.Fact{Type: entity.Condition, Code: entity.Code{System: "ICD-10", Code: "I10"}},
			entity.Fact{Type: entity.FamilyHistory, Code: entity.Code{System: "ICD-10", Code: "I10"}}, false},
		{"another coding system is another key",
			entity.Fact{Type: entity.Medication, Code: entity.Code{System: "ATC", Code: "X"}},
			entity.Fact{Type: entity.Medication, Code: entity.Code{System: "RxNorm", Code: "X"}}, false},
		{"without a code the display decides, case-insensitively",
			entity.Fact{Type: entity.Symptom, Display: "Knee Pain"},
			entity.Fact{Type: entity.Symptom, Display: "knee pain"}, true},
		{"without a code another display is another key",
			entity.Fact{Type: entity.Symptom, Display: "knee pain"},
			entity.Fact{Type: entity.Symptom, Display: "back pain"}, false},
		{"the concept decides over codes and displays in other languages",
			entity.Fact{Type: entity.Condition, Display: "高血压", Attributes: map[string]string{"concept_id": "cond:hypertension"}},
			entity.Fact{Type: entity.Condition, Display: "hypertension", Code: entity.Code{System: "ICD-10-CM", Code: "I10"},
				Attributes: map[string]string{"concept_id": "cond:hypertension"}}, true},
		{"another concept is another key even with the same display",
			entity.Fact{Type: entity.Condition, Display: "diabetes", Attributes: map[string]string{"concept_id": "cond:diabetes"}},
			entity.Fact{Type: entity.Condition, Display: "diabetes", Attributes: map[string]string{"concept_id": "cond:type2_diabetes"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Key() == tt.b.Key(); got != tt.wantEqual {
				t.Errorf("Key %q vs %q: equal = %v, want %v", tt.a.Key(), tt.b.Key(), got, tt.wantEqual)
			}
		})
	}
}

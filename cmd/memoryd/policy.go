package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/anamnesis-health/anamnesis/entity"
)

// gatePolicyFile is the JSON file of MEMORYD_GATE_POLICY: thresholds over
// the design's defaults, for every tenant and per tenant. Fields left out
// keep their default.
//
//	{"default": {"confirm_at": 0.9},
//	 "tenants": {"acme": {"guideline": "ACCAHA2017", "claim_below": 0.6}}}
type gatePolicyFile struct {
	Default entity.Policy            `json:"default"`
	Tenants map[string]entity.Policy `json:"tenants"`
}

// loadGatePolicy reads path ("" means the defaults). Unknown fields are an
// error: a misspelt threshold must not silently fall back to the default.
func loadGatePolicy(path string) (entity.Policy, map[string]entity.Policy, error) {
	def := entity.DefaultPolicy()
	if path == "" {
		return def, nil, nil
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return def, nil, fmt.Errorf("gate policy: %w", err)
	}
	var f gatePolicyFile
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return def, nil, fmt.Errorf("gate policy %s: %w", path, err)
	}
	def = def.Merge(f.Default)
	if err := def.Validate(); err != nil {
		return def, nil, fmt.Errorf("gate policy %s: default: %w", path, err)
	}
	return def, f.Tenants, nil
}

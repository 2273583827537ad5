package ontology

import (
	"errors"
	"fmt"
	"strings"
)

// Conversion errors, matched with errors.Is.
var (
	ErrUnknownMeasure = errors.New("unknown vital or lab")
	ErrUnknownUnit    = errors.New("unit not accepted")
)

// Convert converts value with the lexicon returned by Load; see
// Lexicon.Convert. It fails as Load does if the embedded data is invalid.
func Convert(labID string, value float64, from, to string) (float64, error) {
	l, err := Load()
	if err != nil {
		return 0, err
	}
	return l.Convert(labID, value, from, to)
}

// Convert converts value from one accepted unit of the vital or lab labID
// (e.g. "lab:glucose", "mg/dL" to "mmol/L") to another. Unit names match
// case-insensitively after Normalize. It returns ErrUnknownMeasure for an id
// that is not a vital or lab and ErrUnknownUnit for a unit it does not
// accept.
func (l *Lexicon) Convert(labID string, value float64, from, to string) (float64, error) {
	c, ok := l.Concept(labID)
	if !ok || (c.Type != TypeLab && c.Type != TypeVital) {
		return 0, fmt.Errorf("convert %s: %w", labID, ErrUnknownMeasure)
	}
	uf, ok := c.unit(from)
	if !ok {
		return 0, fmt.Errorf("convert %s from %q: %w", labID, from, ErrUnknownUnit)
	}
	ut, ok := c.unit(to)
	if !ok {
		return 0, fmt.Errorf("convert %s to %q: %w", labID, to, ErrUnknownUnit)
	}
	canonical := (value + uf.Offset) * uf.Factor
	return canonical/ut.Factor - ut.Offset, nil
}

// unit returns the accepted unit named name.
func (c Concept) unit(name string) (Unit, bool) {
	n := Normalize(name)
	for _, u := range c.Units {
		if strings.EqualFold(Normalize(u.Name), n) {
			return u, true
		}
	}
	return Unit{}, false
}

// AcceptsUnit reports whether the vital or lab accepts the unit name.
func (c Concept) AcceptsUnit(name string) bool {
	_, ok := c.unit(name)
	return ok
}

package memory

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/understand"
)

// priorTurns is how many earlier turns a turn is read after: enough for an
// answer to a question asked a few turns before.
const priorTurns = 6

// carriedTurns is how many turns of the previous sessions a new session's
// first patient turn inherits (understand.Announcement): a visit's length,
// for the course ordered and what was still open at its end.
const carriedTurns = 20

// reading returns the stored reading of a turn, or reads the turn again
// when it was stored before readings were kept or in another version.
func (s *Service) reading(t session.Turn) understand.Reading {
	var rd understand.Reading
	if len(t.Reading) > 0 && json.Unmarshal(t.Reading, &rd) == nil && rd.Version == understand.Version {
		return rd
	}
	return s.reader.Read(understand.Turn{Speaker: string(t.Speaker), Text: t.Text, At: t.At}, nil)
}

// priors are the window's last turns as the reading of the next turn
// needs them.
func (s *Service) priors(window []session.Turn) []understand.Prior {
	if len(window) > priorTurns {
		window = window[len(window)-priorTurns:]
	}
	out := make([]understand.Prior, len(window))
	for i, t := range window {
		out[i] = understand.Prior{Speaker: string(t.Speaker), Reading: s.reading(t)}
	}
	return out
}

// inherited is who spoke for the patient when their previous session
// ended, and the readings of its last turns, for a turn whose session has
// no patient turn yet (understand.Announcement). It reads the patient's history only then, and
// only when the window holds the whole session.
func (s *Service) inherited(ctx context.Context, sc tenancy.Scope, t session.Turn, window []session.Turn) (understand.Announcement, error) {
	if len(window) >= s.cfg.WindowSize || slices.ContainsFunc(window, func(w session.Turn) bool { return w.Speaker == session.Patient }) {
		return understand.Announcement{}, nil
	}
	// The session's own turns are the newest; the previous session's last
	// patient turn lies a few turns before them.
	turns, err := s.st.Sessions.PatientTurns(ctx, sc, t.PatientID, len(window)+carriedTurns)
	if err != nil {
		return understand.Announcement{}, backend("read history", err)
	}
	var before []understand.Prior // "十四天的药俺都吃完了", "the infection's cleared" at the next visit
	for _, p := range turns {
		if p.SessionID != t.SessionID {
			before = append(before, understand.Prior{Speaker: string(p.Speaker), Reading: s.reading(p)})
		}
	}
	var a understand.Announcement
	for i := len(before) - 1; i >= 0; i-- {
		if before[i].Speaker == string(session.Patient) {
			a = understand.Inherit(before[i].Reading)
			break
		}
	}
	a.Before = before
	return a, nil
}

package memory

import (
	"encoding/json"

	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/understand"
)

// priorTurns is how many earlier turns a turn is read after: enough for an
// answer to a question asked a few turns before.
const priorTurns = 6

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

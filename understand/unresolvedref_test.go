package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A reference that nothing resolved ("I stopped that tablet" with no drug
// known) tells the reading nothing: no stop of a drug made up, no class.
func TestAnUnresolvedReferenceWritesNothing(t *testing.T) {
	r := newReader(t)
	for _, text := range []string{"I stopped that tablet.", "我把那个药停了。", "That tablet, I've stopped it.", "那个药我不吃了。"} {
		turn := understand.Turn{Speaker: understand.Patient, Text: text, At: at}
		if got := r.WithReferred(turn, r.Read(turn, nil), nil); len(got) != 0 {
			t.Errorf("%q: %+v, want nothing", text, got)
		}
	}
}

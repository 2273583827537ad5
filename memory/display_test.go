package memory_test

import (
	"context"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// A denied allergy has no lexicon concept of its own: the prompt and the
// working state must say so in words, never show its internal id.
func TestDeniedAllergiesAreShownInWords(t *testing.T) {
	for _, c := range []struct{ text, lang, want string }{
		{"我没有过敏", "zh", "任何过敏原"},
		{"I don't have any allergies", "en", "any allergen"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			e.say("t1", c.text)
			res, err := e.svc.Context(context.Background(), e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "?", Lang: c.lang})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(res.Prompt, "allergy:any") {
				t.Errorf("the prompt shows the internal id:\n%s", res.Prompt)
			}
			if !strings.Contains(res.Prompt, c.want) {
				t.Errorf("the prompt does not say %q:\n%s", c.want, res.Prompt)
			}
		})
	}
}

package understand_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

func TestZZProbe(t *testing.T) {
	src := os.Getenv("PROBE")
	if src == "" {
		t.Skip()
	}
	r, err := understand.New()
	if err != nil {
		t.Fatal(err)
	}
	var turns [][2]string
	for _, l := range strings.Split(src, "\n") {
		role, text, _ := strings.Cut(l, ":")
		switch role {
		case "c":
			role = "clinician"
		case "a":
			role = "assistant"
		default:
			role = "patient"
		}
		turns = append(turns, [2]string{role, text})
		rd := readLast(r, turns...)
		b, _ := json.Marshal(rd.Statements)
		a, _ := json.Marshal(rd.Asks)
		t.Logf("%s: %s\n  statements %s\n  asks %s", role, text, b, a)
	}
}

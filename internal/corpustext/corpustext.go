// Package corpustext makes long turns for benchmarks from the reading
// corpus (understand/testdata/corpus): a dictated consultation or a pasted
// letter is what the patient turns of a file say, one after another.
package corpustext

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"
)

// PatientText returns n characters of the patient turns of the corpus file
// at path, one after another, repeated as often as n needs.
func PatientText(path string, n int) (string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var corpus struct {
		Cases []struct {
			Turns []struct{ Role, Text string }
		}
	}
	if err := json.Unmarshal(raw, &corpus); err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	var said strings.Builder
	for _, c := range corpus.Cases {
		for _, t := range c.Turns {
			if t.Role == "patient" {
				said.WriteString(t.Text + " ")
			}
		}
	}
	runes := utf8.RuneCountInString(said.String())
	if runes == 0 {
		return "", fmt.Errorf("%s: no patient turns", path)
	}
	return string([]rune(strings.Repeat(said.String(), n/runes+1))[:n]), nil
}

package embedded

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestDecodeStringsReadsWhatJSONWrites(t *testing.T) {
	cases := [][]string{
		nil, {}, {""}, {"a"}, {"knee pain", "hiking"}, {"drug:amlodipine", "cond:hypertension"},
		{"a,b", "c"}, {`say "hi"`}, {`a","b`}, {`back\slash`}, {"<tag>&"}, {"\x00nul", "tab\t"}, {"血压", "高血压"}, {"", ""},
	}
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []rune(`ab,"\[] :血<&` + "\t\n\x00")
	for range 2000 {
		var ss []string
		for range r.IntN(4) {
			var rs []rune
			for range r.IntN(6) {
				rs = append(rs, alphabet[r.IntN(len(alphabet))])
			}
			ss = append(ss, string(rs))
		}
		cases = append(cases, ss)
	}
	for _, ss := range cases {
		b, err := json.Marshal(ss)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeStrings(string(b))
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if len(ss) == 0 {
			ss = nil
		}
		if !slices.Equal(got, ss) || (got == nil) != (ss == nil) {
			t.Errorf("%s: decoded %q, want %q", b, got, ss)
		}
	}
	for _, bad := range []string{`[`, `["a"`, `{}`, `[1]`} {
		if _, err := decodeStrings(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

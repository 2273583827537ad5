package extract

import "testing"

// The "your" form of a lexicon key written with "my" (secondperson.go;
// asked/en-x1-019).
func TestSecondPersonKeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"thoughts of ending my life", "thoughts of ending your life"},
		{"my memory's going", "your memory's going"},
		{"chest pain", ""},
		{"myalgia", ""},
		{"tummy ache", ""},
	} {
		got := ""
		if v := secondPersonKeys(c.in); len(v) > 0 {
			got = v[0]
		}
		if got != c.want {
			t.Errorf("secondPersonKeys(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

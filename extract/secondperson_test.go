package extract

import (
	"slices"
	"testing"
)

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

// The intensified forms of a lexicon key with a verb of swelling and "up"
// (intensified.go; allergy/en-z5-002), and none of another verb's:
// "burning up" is a fever, "burning right up my chest" is heartburn's way.
func TestIntensifiedKeys(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"lips swelled up", []string{"lips swelled right up", "lips swelled all up"}},
		{"ankles blew up", []string{"ankles blew right up", "ankles blew all up"}},
		{"burning up", nil},
		{"up all night", nil},
		{"chest pain", nil},
	} {
		if got := intensifiedKeys(c.in); !slices.Equal(got, c.want) {
			t.Errorf("intensifiedKeys(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

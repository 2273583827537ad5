package session

import (
	"strings"
	"testing"
)

// idByte reports whether b may appear in an id: API.md's [A-Za-z0-9._:-],
// written out independently of ValidID's regular expression.
func idByte(b byte) bool {
	return 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || strings.IndexByte("._:-", b) >= 0
}

// FuzzValidID holds ValidID to API.md's rule, both ways: an id is accepted
// exactly when it is 1-128 characters of [A-Za-z0-9._:-] and is neither "."
// nor "..", and a refusal names the field. Corpus: testdata/fuzz/FuzzValidID.
func FuzzValidID(f *testing.F) {
	for _, id := range []string{"p-001", ".", "..", "...", "a/b", "病人1"} {
		f.Add(id)
	}
	f.Fuzz(func(t *testing.T, id string) {
		err := ValidID("session_id", id)
		want := len(id) >= 1 && len(id) <= 128 && id != "." && id != ".."
		for i := 0; want && i < len(id); i++ {
			want = idByte(id[i])
		}
		if (err == nil) != want {
			t.Fatalf("ValidID(%q) = %v, want accepted=%v", id, err, want)
		}
		if err != nil && !strings.Contains(err.Error(), "session_id") {
			t.Fatalf("ValidID(%q) error %q does not name the field", id, err)
		}
	})
}

package session

import (
	"strings"
	"testing"
)

func TestValidID(t *testing.T) {
	cases := []struct {
		id string
		ok bool
	}{
		{"p1", true},
		{"patient-42_a.b:c", true},
		{strings.Repeat("a", 128), true},
		{"", false},
		{strings.Repeat("a", 129), false},
		{"has space", false},
		{"slash/id", false},
		{"病人1", false},
		{"p1\n", false},
		{"p\x00", false},
		{".", false},
		{"..", false},
		{"...", true},
		{".hidden", true},
	}
	for _, c := range cases {
		err := ValidID("patient_id", c.id)
		if (err == nil) != c.ok {
			t.Errorf("ValidID(%q) = %v, want ok=%v", c.id, err, c.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "patient_id") {
			t.Errorf("ValidID(%q) error %q does not name the field", c.id, err)
		}
	}
}

func TestDetectLang(t *testing.T) {
	cases := []struct{ text, want string }{
		{"我刚量的血压是118/75", "zh"},
		{"my BP was 118/75, 医生 said fine", "zh"},
		{"my sugar was 7.8 this morning", "en"},
		{"", "en"},
		{"こんにちは", "en"}, // kana only, no Han
		{"12345", "en"},
	}
	for _, c := range cases {
		if got := DetectLang(c.text); got != c.want {
			t.Errorf("DetectLang(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestParseSpeaker(t *testing.T) {
	cases := []struct {
		in      string
		want    Speaker
		wantErr bool
	}{
		{"patient", Patient, false},
		{"assistant", Assistant, false},
		{"clinician", Clinician, false},
		{"Patient", "", true},
		{"doctor", "", true},
		{"", "", true},
	}
	for _, c := range cases {
		got, err := ParseSpeaker(c.in)
		if (err != nil) != c.wantErr || got != c.want {
			t.Errorf("ParseSpeaker(%q) = %q, %v; want %q, error %v", c.in, got, err, c.want, c.wantErr)
		}
	}
}

package coref

import "testing"

func TestAnEffectAtAnUnspecifiedSiteCoversNamedSites(t *testing.T) {
	lex, _ := testLexicon()
	for _, c := range []struct {
		effect, symptom string
		want            bool
	}{
		{"sym:joint_pain", "sym:knee_pain", true},
		{"sym:joint_pain", "sym:shoulder_pain", true},
		{"sym:knee_pain", "sym:joint_pain", false},       // a knee is not every joint
		{"sym:joint_pain", "sym:joint_stiffness", false}, // another kind, M25.6
		{"sym:joint_pain", "sym:joint_pain", false},      // the same is matched by id
		{"sym:insomnia", "sym:teeth_grinding", false},    // G47.00 and G47.63 differ in more than the site digit
	} {
		if got := coversSite(c.effect, c.symptom, lex); got != c.want {
			t.Errorf("coversSite(%s, %s) = %v, want %v", c.effect, c.symptom, got, c.want)
		}
	}
}

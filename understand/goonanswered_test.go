package understand_test

import "testing"

// A clinician's answer that opens by going on with the one drug the patient
// just asked about orders it taken, at the dose the answer tells (session
// 70's review 4, Z16).
func TestAGoOnAnswersTheDrugAsked(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name        string
		turns       [][2]string
		drug, attrs string
	}{
		{"Z16: 继续吃，一次500毫克，一天两次", [][2]string{patient("好的，二甲双胍还继续吃吗？"), clinician("继续吃，一次500毫克，一天两次。")}, "drug:metformin", "500 mg bid"},
		{"keep taking it", [][2]string{patient("Can I still take my ibuprofen?"), clinician("Keep taking it, 400 mg three times a day.")}, "drug:ibuprofen", "400 mg tid"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, s := range readLast(r, c.turns...).Statements {
				if s.Concept == c.drug && s.Type == "medication" && s.Status == "" && !s.Negated && !s.Hypothetical {
					got = s.Attributes["dose"] + " " + s.Attributes["frequency"]
				}
			}
			if got != c.attrs {
				t.Errorf("%s taken at %q, want %q", c.drug, got, c.attrs)
			}
		})
	}
	// Near misses: a refusal stops it; an answer naming another drug is
	// read as that drug's.
	runCases(t, []readCase{
		{"near miss: a refusal", [][2]string{patient("Can I still take my ibuprofen?"), clinician("I'd rather you didn't, honestly.")}, []string{"medication drug:ibuprofen stopped"}},
		{"near miss: another drug named", [][2]string{patient("二甲双胍还继续吃吗？"), clinician("继续吃格列齐特。")}, []string{"medication drug:gliclazide"}},
	})
}

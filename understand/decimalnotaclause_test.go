package understand_test

import "testing"

// A decimal point is no clause's end: "Any fever, any discharge?" "Temp was
// 38.4 last night. No discharge." (s46 blind round 13 en20) denied the
// fever, since "temp was 38" and "4 last night" looked like two short echoes
// before the answer "no". The reading of 38.4 is a clause of its own, the
// turn has moved on to it, and the later no is of the discharge only. An
// answer that opens with its no, or a no of the fever itself, still denies.
func TestADecimalPointEndsNoClause(t *testing.T) {
	fever := assistant("Sorry to hear that. Any fever, any discharge?")
	runCases(t, []readCase{
		{"r13 en20: Temp was 38.4 last night. No discharge.", [][2]string{fever, patient("Temp was 38.4 last night. No discharge.")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"a normal reading, then a no of another thing", [][2]string{fever, patient("Temp was 37.2 last night. No discharge.")},
			[]string{"observation vital:temperature"}},
		// Near misses: unchanged.
		{"near miss: the no opens the answer", [][2]string{assistant("Are you feverish? Does the rash fade?"), patient("No temp, checked it, 36.9. Yeah it fades")},
			[]string{"observation vital:temperature", "symptom sym:fever negated"}},
		{"near miss: a bare no, then the reading", [][2]string{fever, patient("No. Temp was 36.8 this morning")},
			[]string{"observation vital:temperature", "symptom sym:fever negated"}},
		{"near miss: the fever denied by name", [][2]string{assistant("Any cough? Any fever?"), patient("Cough yes. No fever.")},
			[]string{"symptom sym:cough", "symptom sym:fever negated"}},
	})
}

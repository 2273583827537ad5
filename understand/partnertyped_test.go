package understand_test

import "testing"

// "my bf", "my gf" are a partner, as typed in chat (no blood relative, no
// family history): "my bf had glandular fever last month" is his.
func TestAPartnerTypedShort(t *testing.T) {
	runCases(t, []readCase{
		{"my bf", [][2]string{patient("my bf had glandular fever last month")}, []string{"condition cond:glandular_fever historical of other"}},
		{"my gf", [][2]string{patient("my gf has a cold and now I've got a sore throat")}, []string{"condition cond:common_cold of other", "symptom sym:sore_throat"}},
		// Near miss: the boyfriend said in full, as before.
		{"near miss: my boyfriend", [][2]string{patient("my boyfriend had glandular fever last month")}, []string{"condition cond:glandular_fever historical of other"}},
	})
}

package understand_test

import "testing"

// Session 70's blind review 6, run on the session's last build: a drug the
// patient names and then gives to their spouse is the spouse's (Z19).
func TestADrugThatIsTheSpouses(t *testing.T) {
	runCases(t, []readCase{
		{"Z19: 那是我老伴儿的，我不吃", [][2]string{patient("还有个坦索罗辛，那是我老伴儿的，前列腺的药，我不吃。")},
			[]string{"medication class:prostate_medicines of other", "medication drug:tamsulosin of spouse"}},
		{"布洛芬是他吃的", [][2]string{patient("布洛芬是他吃的。")}, []string{"medication drug:ibuprofen of other"}},
		// Near miss: "是饭后吃的" names no one.
		{"near miss: 是饭后吃的", [][2]string{patient("二甲双胍是饭后吃的。")}, []string{"medication drug:metformin"}},
	})
}

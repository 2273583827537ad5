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

// How long a drug is taken is no length of the finding told before it
// (Z16).
func TestACourseIsNoFindingsLength(t *testing.T) {
	r := newReader(t)
	if got := lastOf(attributeOf(r, "上周尿频尿急，医生说尿路感染，开了左氧氟沙星，一天一次吃五天。", "sym:urinary_frequency", "duration")); got != "" {
		t.Errorf("Z16: urinary frequency lasts %q, want nothing", got)
	}
	if got := lastOf(attributeOf(r, "尿频五天了。", "sym:urinary_frequency", "duration")); got != "五天" {
		t.Errorf("near miss: 尿频五天了 lasts %q, want 五天", got)
	}
}

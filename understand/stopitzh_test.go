package understand_test

import "testing"

// A clinician's Chinese stop by a pronoun stops the drug named before it,
// its own class said between in apposition (stopitzh.go).
func TestAChineseStopByAPronounStopsTheDrugBefore(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 zh11: timolol, its class, its harm, then 即刻停咗佢", [][2]string{clinician("我系眼科黄医生。你有哮喘，噻吗洛尔系β阻滞剂，会令哮喘差咗，即刻停咗佢，改用布林佐胺，一日两次。")},
			[]string{"condition cond:asthma", "medication class:beta_blockers stopped", "medication drug:timolol stopped", "medication drug:brinzolamide"}},
		{"Mandarin: the drug, its class, then 停掉它", [][2]string{clinician("阿替洛尔是β阻滞剂，会让哮喘加重，马上停掉它。")},
			[]string{"medication class:beta_blockers stopped", "medication drug:atenolol stopped"}},
		{"near miss: a stop only if it gets worse", [][2]string{clinician("噻吗洛尔如果哮喘差咗，就停咗佢。")},
			[]string{}},
		{"near miss: a drug of another kind named between", [][2]string{clinician("噻吗洛尔同β阻滞剂，停咗佢。")},
			[]string{"medication class:beta_blockers stopped"}},
	})
}

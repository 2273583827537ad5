package understand_test

import "testing"

// A no to "any allergies?" followed by a drug taken now is no known
// allergy; followed by anything else it names, it stays held back.
func TestNoAllergyBesideADrugTaken(t *testing.T) {
	asked := clinician("有药物过敏吗？")
	runCases(t, []readCase{
		{"asked/zh-x1-024: 没有。我现在吃着二甲双胍", [][2]string{asked, patient("没有。我现在吃着二甲双胍。")},
			[]string{"allergy cond:drug_allergy_status negated", "medication drug:metformin"}},
		{"No. I'm taking metformin", [][2]string{clinician("Any allergies?"), patient("No. I'm taking metformin.")},
			[]string{"allergy allergy:any negated", "medication drug:metformin"}},
		{"near-miss: a condition told after", [][2]string{asked, patient("没有。我现在血压高。")}, []string{"condition cond:hypertension"}},
		{"near-miss: a drug named with no taking verb", [][2]string{asked, patient("没有。二甲双胍。")}, []string{"medication drug:metformin"}},
	})
}

package understand_test

import "testing"

// "别的没发现过敏" after an allergy told denies the others, not every
// allergy: "no known allergies" beside the amoxicillin allergy just told
// is a record that contradicts itself (s41 blind round).
func TestNoOtherAllergiesIsNoDenialOfAll(t *testing.T) {
	amox := patient("我对阿莫西林过敏，一吃就全身起红疹子")
	runCases(t, []readCase{
		{"s41: 别的没发现过敏", [][2]string{amox, assistant("其他药呢？"), patient("别的没发现过敏")}, []string{}},
		{"其他的都不过敏", [][2]string{amox, patient("其他的都不过敏")}, []string{}},
		{"en: no other allergies", [][2]string{patient("I'm allergic to penicillin."), patient("No other allergies.")}, []string{}},
		{"en: not allergic to anything else", [][2]string{patient("I'm allergic to penicillin."), patient("I'm not allergic to anything else.")}, []string{}},
		{"s41 round 5: no others, to any other allergies", [][2]string{patient("severe peanut allergy, throat closes up. I carry an epipen"),
			assistant("Any other allergies, food or medicine?"), patient("no others")}, []string{}},
		{"还有别的过敏吗 没有", [][2]string{patient("我对青霉素过敏"), assistant("还有别的过敏吗？"), patient("没有")}, []string{}},
		{"near miss: another allergy named to any other allergies (en-l1-003)", [][2]string{patient("I'm allergic to peanuts."),
			clinician("Do you have asthma? Any other allergies?"), patient("And amoxicillin, I get a rash from it.")},
			[]string{"allergy drug:amoxicillin"}},
		// Near misses: a denial of all, said alone.
		{"near miss: allergies to medicines or other things", [][2]string{assistant("Any allergies to medicines or other things?"), patient("No.")},
			[]string{"allergy allergy:any negated"}},
		{"near miss: 没发现过敏", [][2]string{assistant("有药物过敏吗？"), patient("没发现过敏")}, []string{"allergy allergy:any negated"}},
		{"near miss: no allergies", [][2]string{assistant("Any allergies?"), patient("No allergies.")}, []string{"allergy allergy:any negated"}},
		{"near miss: 别的 about a complaint", [][2]string{patient("别的没什么不舒服，也没有过敏")}, []string{"allergy allergy:any negated", "symptom sym:malaise negated"}},
	})
}

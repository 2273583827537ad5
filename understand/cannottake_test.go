package understand_test

import (
	"testing"
)

// A drug the patient cannot or does not take, and an allergy word said
// after it on its own ("青霉素不能打，打了会过敏", "I can't have penicillin,
// I'm allergic"), is an allergy: the not-taking is why, not a denial of the
// allergy. A denial said of the allergy itself, or another drug's allergy
// word, still rules.
func TestCannotTakeForAnAllergy(t *testing.T) {
	runCases(t, []readCase{
		{"s39: 青霉素不能打，打了会过敏", [][2]string{patient("青霉素不能打，打了会过敏。")},
			[]string{"allergy allergen:penicillins"}},
		{"s39: 磺胺类的药也不能用，一用就过敏", [][2]string{patient("还有磺胺类的药也不能用，一用就过敏。")},
			[]string{"allergy allergen:sulfonamides"}},
		{"s39: 布洛芬我不能吃，吃了就过敏，会喘", [][2]string{assistant("有没有药物过敏？"), patient("布洛芬我不能吃，吃了就过敏，会喘。")},
			[]string{"allergy drug:ibuprofen"}},
		{"zh: 不能输，输了就过敏", [][2]string{patient("阿莫西林不能输，输了就过敏。")},
			[]string{"allergy drug:amoxicillin"}},
		{"zh: 我不吃青霉素，过敏", [][2]string{patient("我不吃青霉素，过敏。")},
			[]string{"allergy allergen:penicillins"}},
		{"en: I can't have penicillin, I'm allergic", [][2]string{patient("I can't have penicillin, I'm allergic.")},
			[]string{"allergy allergen:penicillins"}},
		{"en: can't take codeine, allergic to it", [][2]string{patient("I can't take codeine, I'm allergic to it.")},
			[]string{"allergy drug:codeine"}},
		{"en: I don't take penicillin, I'm allergic", [][2]string{patient("I don't take penicillin, I'm allergic.")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: the allergy itself denied", [][2]string{patient("我对青霉素不过敏。")},
			[]string{"allergy allergen:penicillins negated"}},
		{"near-miss: another drug, not this one", [][2]string{patient("I'm allergic to codeine, not penicillin.")},
			[]string{"allergy allergen:penicillins negated", "allergy drug:codeine"}},
		{"near-miss: a mother's", [][2]string{patient("我妈青霉素不能打，打了会过敏。")},
			[]string{"allergy allergen:penicillins of mother"}},
		{"near-miss: a question whether it may be given", [][2]string{patient("青霉素能不能打？会不会过敏？")},
			[]string{"medication drug:benzylpenicillin hypothetical"}},
	})
}

// A reaction belongs to the allergen of its own clause: in "I can't take
// sulfa drugs, and penicillin brings me out in hives" the hives are the
// penicillin's. And a cue that names the reaction itself ("makes me swell
// up") keeps it on the allergy.
func TestAReactionIsItsOwnAllergens(t *testing.T) {
	r := newReader(t)
	cases := []struct {
		name  string
		turns [][2]string
		want  map[string]string // allergy concept -> reaction
	}{
		{"s39: sulfa, and penicillin brings me out in hives", [][2]string{patient("I can't take sulfa drugs, and penicillin brings me out in hives.")},
			map[string]string{"allergen:sulfonamides": "", "allergen:penicillins": "hives"}},
		{"two drugs, each its reaction", [][2]string{patient("Penicillin gives me a rash and codeine makes me itch.")},
			map[string]string{"allergen:penicillins": "rash", "drug:codeine": "itching"}},
		{"zh: 头孢不能用，阿莫西林一吃就起疹子", [][2]string{patient("头孢不能用，阿莫西林一吃就起疹子。")},
			map[string]string{"allergen:cephalosporins": "", "drug:amoxicillin": "rash"}},
		{"s39: penicillin, it makes me swell up", [][2]string{patient("Penicillin, it makes me swell up")},
			map[string]string{"allergen:penicillins": "swelling"}},
		{"aspirin makes me swell up", [][2]string{patient("Aspirin makes me swell up.")},
			map[string]string{"allergen:aspirin": "swelling"}},
		{"s39: the reaction after 过敏 stays", [][2]string{assistant("有没有药物过敏？"), patient("布洛芬我不能吃，吃了就过敏，会喘。")},
			map[string]string{"drug:ibuprofen": "dyspnea"}},
		{"near-miss: two drugs listed share the reaction", [][2]string{patient("Penicillin and codeine make me itch.")},
			map[string]string{"allergen:penicillins": "itching", "drug:codeine": "itching"}},
		{"near-miss: zh listed with 、", [][2]string{patient("青霉素、头孢都会起疹子。")},
			map[string]string{"allergen:penicillins": "rash", "allergen:cephalosporins": "rash"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := map[string]string{}
			for _, st := range readLast(r, c.turns...).Statements {
				if st.Type == "allergy" {
					got[st.Concept] = st.Attributes["reaction"]
				}
			}
			if len(got) != len(c.want) {
				t.Fatalf("allergies %v, want %v", got, c.want)
			}
			for k, v := range c.want {
				if g, ok := got[k]; !ok || g != v {
					t.Errorf("%s: reaction %q, want %q (all %v)", k, g, v, got)
				}
			}
		})
	}
}

// An allergy the patient says may be over ("现在好像不过敏了", "I think
// I've grown out of it") is the allergen's, past and unsure: a claim for a
// clinician, never the whole of allergies denied ("any allergy").
func TestAnAllergyPerhapsOutgrown(t *testing.T) {
	runCases(t, []readCase{
		{"s39: 花粉过敏，现在好像不过敏了", [][2]string{patient("我以前对花粉过敏，一到春天就打喷嚏，现在好像不过敏了。")},
			[]string{"allergy allergen:pollen historical uncertain"}},
		{"zh: 现在不过敏了", [][2]string{patient("我以前对花粉过敏，现在不过敏了。")},
			[]string{"allergy allergen:pollen historical"}},
		{"en: I think I've grown out of it", [][2]string{patient("I was allergic to eggs, but I think I've grown out of it.")},
			[]string{"allergy food:egg historical uncertain"}},
		{"s39: en: I grew out of it", [][2]string{patient("I was allergic to eggs as a kid but I grew out of it.")},
			[]string{"allergy food:egg historical"}},
		{"near-miss: still allergic", [][2]string{patient("我以前对花粉过敏，现在还是过敏。")},
			[]string{"allergy allergen:pollen"}},
		{"near-miss: the drugs denied", [][2]string{patient("我对花粉过敏，对药不过敏。")},
			[]string{"allergy allergen:pollen", "allergy cond:drug_allergy_status negated"}},
	})
}

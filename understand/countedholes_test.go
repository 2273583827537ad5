package understand_test

import "testing"

// "眼" counted on the belly is a hole (a keyhole operation's port), not an
// eye: "肚子那几个眼还有点疼" is a pain of the belly. Eyes counted as eyes
// ("两个眼睛") stay eyes.
func TestCountedHolesAreNoEyes(t *testing.T) {
	runCases(t, []readCase{
		{"x1: the holes in the belly hurt", [][2]string{clinician("伤口怎么样 有没有红肿流水"),
			patient("伤口还好 不红 就是她说肚子那几个眼还有点疼")},
			[]string{"symptom sym:wound negated", "symptom sym:abdominal_pain"}},
		{"the hole on the belly hurts on coughing", [][2]string{patient("肚子上那个眼一咳嗽就疼")},
			[]string{"symptom sym:cough hypothetical", "symptom sym:abdominal_pain"}},
		{"the holes in the belly skin", [][2]string{patient("肚皮那几个眼疼得很")},
			[]string{"symptom sym:abdominal_pain"}},
		{"both eyes hurt", [][2]string{patient("两个眼睛都疼")}, []string{"symptom sym:eye_pain"}},
		{"an eye hurts", [][2]string{patient("眼疼")}, []string{"symptom sym:eye_pain"}},
	})
}

// Arm and leg named together before a weakness ("右边胳膊腿没劲儿") are the
// limbs of a side: limb weakness, not the leg's alone.
func TestArmAndLegWeakness(t *testing.T) {
	runCases(t, []readCase{
		{"x1: arm and leg of the right side", [][2]string{clinician("中风出院多长时间了"),
			patient("右边胳膊腿没劲儿，现在能拄着拐走了")},
			[]string{"symptom sym:limb_weakness"}},
		{"hand and leg weak", [][2]string{patient("左边手腿没劲")}, []string{"symptom sym:limb_weakness"}},
		{"the leg alone stays the leg", [][2]string{patient("腿没劲，走不动")}, []string{"symptom sym:leg_weakness"}},
	})
}

package understand_test

import "testing"

// A clinician who says what a drug did is an allergy records it, with the
// reaction the patient told: not only the stop, nor "drug allergy" as a
// condition. A question, a condition or a denial of it records nothing
// (the blind allergy corpus's dev, al-en-z5-006 and al-zh-z5-006).
func TestAnAllergyTheClinicianRecords(t *testing.T) {
	rash := patient("I started the allopurinol on Monday for my gout and since last night I've got a red blotchy rash across my chest.")
	runCases(t, []readCase{
		{"a reaction to it, on your record as an allergy", [][2]string{rash,
			clinician("Stop the allopurinol now, that's a reaction to it, and I'll put it on your record as an allergy.")},
			[]string{"allergy drug:allopurinol", "medication drug:allopurinol stopped"}},
		{"这是药物过敏，记在病历上", [][2]string{patient("我这个卡马西平吃了十来天了，这两天身上起了好多红疹子。"),
			clinician("卡马西平马上停掉，这是药物过敏，我给你记在病历上。")},
			[]string{"allergy drug:carbamazepine", "medication drug:carbamazepine stopped"}},
		{"a cause suspected: proposed", [][2]string{clinician("They believe the allergic reaction was due to this medicine called Keflex.")},
			[]string{"allergy drug:cefalexin uncertain"}},
		// Near misses.
		{"near miss: the allergen named, and the pen that treats it", [][2]string{clinician("你这是对马蜂毒过敏，反应比较重。以后出门身上带支肾上腺素笔。")},
			nil},
		{"near miss: asked", [][2]string{clinician("Have you ever had an allergic reaction to amoxicillin?")}, nil},
		{"near miss: if", [][2]string{clinician("If you get an allergic reaction to the amoxicillin, stop it.")}, nil},
		{"near miss: not an allergy", [][2]string{clinician("It's not an allergic reaction, the amoxicillin just upset your stomach.")}, nil},
	})
}

package understand_test

import "testing"

// Names the lexicon lacked (s42 blind round 7): "rheumatic fever" was a
// fever had as a child, biotin was nothing, "中过一次风" (a stroke once,
// the verb split by 过一次) was no stroke, and "hit her head" (rounds 6 and
// 7, of a mother brought in) was no head injury, as "hit my head" is. The near misses keep a plain
// fever, another vitamin and 中风 as they were read.
func TestNamesTheLexiconLackedInRound7(t *testing.T) {
	runCases(t, []readCase{
		{"s42 round 7: rheumatic fever as a kid", [][2]string{patient("I had rheumatic fever as a kid")},
			[]string{"condition cond:rheumatic_fever historical"}},
		{"s42 round 7: biotin stopped", [][2]string{assistant("Okay. Anything else you take?"),
			patient("I used to take biotin but I stopped it because it messes with the blood tests")},
			[]string{"medication drug:biotin historical stopped"}},
		{"s42 round 7: 中过一次风", [][2]string{patient("我是她孙女，替奶奶问问。奶奶前年中过一次风")},
			[]string{"condition cond:stroke historical"}},
		{"s42 round 7: did she hit her head", [][2]string{patient("I've brought my mum in, she's had two falls this month"),
			clinician("Did she hit her head either time?"), patient("No, she didn't.")}, []string{"condition cond:head_injury negated"}},
		{"round 6: didn't hit her head", [][2]string{patient("this is my mum's phone, I'm her son typing for her. She had a fall yesterday"),
			assistant("Did she hit her head? Is she in pain?"), patient("didn't hit her head. her hip hurts")},
			[]string{"condition cond:head_injury historical negated", "symptom sym:hip_pain"}},
		// Near misses.
		{"near miss: hit my head", [][2]string{patient("I fell and hit my head")}, []string{"condition cond:head_injury historical"}},
		{"near miss: a fever as a kid", [][2]string{patient("I had a high fever as a kid")}, []string{"symptom sym:fever historical"}},
		{"near miss: folic acid stopped", [][2]string{patient("I used to take folic acid but I stopped it")},
			[]string{"medication drug:folic_acid historical stopped"}},
		{"near miss: 中过风", [][2]string{patient("我前年中过风")}, []string{"condition cond:stroke historical"}},
	})
}

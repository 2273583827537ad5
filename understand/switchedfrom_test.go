package understand_test

import "testing"

func TestTheDrugLeftIsNamedAfterTheSwitch(t *testing.T) {
	runCases(t, []readCase{
		// s50 blind round 19 en20, Northern Irish.
		{"switched to, the one before not touching it", [][2]string{patient("Back again. The doctor on the phone switched me to nitrofurantoin on Tuesday after the sample came back, the trimethoprim wasnae touchin' it")},
			[]string{"medication drug:nitrofurantoin relayed", "medication drug:trimethoprim historical relayed stopped"}},
		{"switched to, the one before not working", [][2]string{patient("The GP switched me to lansoprazole, the omeprazole wasn't working")},
			[]string{"medication drug:lansoprazole relayed", "medication drug:omeprazole historical relayed stopped"}},
		// Near misses: another drug that goes on; a drug put away; a
		// switch only asked for.
		{"still on another", [][2]string{patient("They switched me to nitrofurantoin, I'm still on the tamsulosin")},
			[]string{"medication drug:nitrofurantoin", "medication drug:tamsulosin"}},
		{"the other in the cupboard", [][2]string{patient("They switched me to nitrofurantoin, the trimethoprim is in the cupboard")},
			[]string{"medication drug:nitrofurantoin", "medication drug:trimethoprim"}},
		{"a switch asked for", [][2]string{patient("Can they switch me to lansoprazole? The omeprazole isn't working")},
			[]string{"medication drug:lansoprazole hypothetical", "medication drug:omeprazole"}},
	})
}

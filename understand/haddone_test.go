package understand_test

import "testing"

// A condition the patient had done, fixed or repaired names the operation
// for it, over: "mi had the hernia done, the groin" (en/w1) is a hernia
// repair in the past, not a hernia now. A plan or a need is no operation.
// One the sentence already dates in the past stays the condition over, as
// the older tables read it ("I had a hernia fixed … back in oh-nine").
func TestAConditionHadDoneIsItsOperation(t *testing.T) {
	runCases(t, []readCase{
		{"w1: mi had the hernia done", [][2]string{clinician("Any other medical problems?"),
			patient("Mi have the trait, the sickle cell trait, not the disease, just the trait. Nothing else. Oh, and mi had the hernia done, the groin, long time, back home in Kingston, mi was a youth.")},
			[]string{"procedure proc:hernia_repair historical inactive"}},
		{"I had my cataract done", [][2]string{clinician("Any operations?"), patient("I had my cataract done last year.")},
			[]string{"procedure proc:cataract_surgery historical inactive"}},
		{"had the varicose veins done", [][2]string{clinician("Any operations?"), patient("I had varicose veins done on both legs.")},
			[]string{"procedure proc:varicose_vein_surgery historical inactive"}},
		{"no operation in the lexicon: the condition is history", [][2]string{clinician("Any operations?"), patient("I had my bunion fixed.")},
			[]string{"condition cond:bunion historical"}},
		{"dated already: left as the condition over", [][2]string{clinician("Any operations?"), patient("I had a hernia fixed on the left side, oh, back in oh-nine.")},
			[]string{"condition cond:inguinal_hernia historical"}},
		{"near miss: a need", [][2]string{clinician("Any other medical problems?"), patient("I need the hernia done.")},
			[]string{"condition cond:inguinal_hernia"}},
		{"near miss: a plan", [][2]string{clinician("Any other medical problems?"), patient("I'm having my hernia done next month.")},
			[]string{"condition cond:inguinal_hernia"}},
	})
}

package understand_test

import "testing"

// A turn that tells of someone by a given name does not say whether the
// name is the patient's: what it tells of them is a claim, never a sure
// fact of the patient's (the recall harness's episodes en-ep-64, en-ep-110,
// en-ep-156 and zh-ep-156 wrote a grandchild's hives, sticky eye,
// tonsillitis and fracture as the patient's). A carer the session knows
// is left alone, and so are sentences that speak of the speaker.
func TestAFindingToldOfSomeoneNamedIsAClaim(t *testing.T) {
	runCases(t, []readCase{
		{"a name opening the sentence, then her", [][2]string{patient("Isla's come out in a rash since the antibiotics, and her cheeks are bright red.")},
			[]string{"medication class:antibiotics uncertain", "symptom sym:rash uncertain"}},
		{"a name's got, then his", [][2]string{patient("Oh, Ruben's got a chest infection, poor thing, his cough kept us all up.")},
			[]string{"condition cond:lower_respiratory_infection uncertain", "symptom sym:cough of other"}},
		{"a doubled Chinese given name", [][2]string{patient("乐乐昨天发烧了，三十八度五，一直咳嗽。")},
			[]string{"observation vital:temperature", "symptom sym:cough uncertain", "symptom sym:fever uncertain"}},
		{"our and a given name", [][2]string{patient("Our Kayleigh's allergic to penicillin, she carries her EpiPen everywhere.")},
			[]string{"allergy allergen:penicillins uncertain"}},
		// Near misses.
		{"near miss: the speaker's own finding in the same sentence", [][2]string{patient("Ruben's got a chest infection and I've got a cough now too, his.")},
			[]string{"condition cond:lower_respiratory_infection uncertain", "symptom sym:cough"}},
		{"near miss: a later sentence without her or him", [][2]string{patient("Mary has all my tablets in the dosette box, she does them Sundays. There's the digoxin and the finasteride.")},
			[]string{"medication drug:digoxin", "medication drug:finasteride"}},
		{"near miss: an adverb opening the sentence", [][2]string{patient("Never had a rash before, no. She says it's the heat.")},
			[]string{"symptom sym:rash historical negated"}},
		{"near miss: the one spoken to", [][2]string{patient("小周啊，我这两天咳嗽得厉害。")}, []string{"symptom sym:cough"}},
		{"near miss: a doubled word of the body", [][2]string{patient("痘痘蛮多的，下巴这里。")}, []string{"condition cond:acne"}},
	})
}

// A child called 小宝 or 小家伙 is a child, as 宝宝 is (must-not-dev2's
// md-zh-003 and md-zh-022 wrote the child's otitis and fever as the
// speaker's).
func TestAChildCalledByANickname(t *testing.T) {
	runCases(t, []readCase{
		{"小宝", [][2]string{patient("小宝这两天发烧，喂了美林还没退。")}, []string{"medication drug:ibuprofen negated of child", "symptom sym:fever of child"}},
		{"小家伙", [][2]string{patient("小家伙中耳炎，医生开了阿莫西林颗粒。")},
			[]string{"condition cond:otitis_media of child", "medication drug:amoxicillin relayed of child"}},
	})
}

package understand_test

import "testing"

// Session 33: classes of wrong writes, a positive current fact the turn
// itself says is over, a reaction, an idiom or someone else's. Every
// sentence is written for the test, none taken from a corpus; each table
// holds near-misses that must keep their reading.

// A Chinese complaint told as over in the same breath ("后来就没了",
// "现在好了") is past; better only, back again or still there stays.
func TestOverInTheSameBreathSession33(t *testing.T) {
	runCases(t, []readCase{
		{"a rash that went later", [][2]string{patient("手上起过疹子，痒了一个礼拜，后来就没了。")},
			[]string{"symptom sym:itching historical", "symptom sym:rash historical"}},
		{"dialect: went away on its own", [][2]string{patient("刚开始那阵拉肚子，后来就冇得了。")},
			[]string{"symptom sym:diarrhea historical"}},
		{"over now, after a pause", [][2]string{patient("咳嗽……上个礼拜有，咳了几天，现在没有了。")},
			[]string{"symptom sym:cough historical"}},
		{"a list closed by its own clause", [][2]string{patient("头两天特别恶心，头晕，现在好了。")},
			[]string{"symptom sym:dizziness historical", "symptom sym:nausea historical"}},
		{"an end said of a later finding leaves the first", [][2]string{patient("腰疼一个多月了，头疼已经好了。")},
			[]string{"symptom sym:headache historical", "symptom sym:low_back_pain"}},
		{"unpunctuated speech, told over after the drug", [][2]string{patient("吃着 一天一粒 恶心那个毛病头一个礼拜有 后来就冇得了")},
			[]string{"symptom sym:nausea historical"}},
		{"traditional characters, over now", [][2]string{patient("頭暈是有一點點，一下下而已，現在沒有了。")},
			[]string{"symptom sym:dizziness historical"}},
		{"an earlier episode's end leaves this one", [][2]string{patient("半夜头疼醒，这回已经两个礼拜了。去年也来过一回，后来自己好了。")},
			[]string{"symptom sym:headache"}},
		{"only a bit better stays", [][2]string{patient("咳嗽现在好了一点，还是咳。")},
			[]string{"symptom sym:cough"}},
		{"still vomiting stays", [][2]string{patient("吐了两天，现在还在吐。")},
			[]string{"symptom sym:vomiting"}},
		{"a later sentence's end is its own", [][2]string{patient("胸口闷。膝盖疼现在好了。")},
			[]string{"symptom sym:chest_tightness", "symptom sym:knee_pain historical"}},
	})
}

// A Chinese drug whose use the patient ended (stopped putting it in, used
// the pack up, threw the rest away) is stopped; bought again it goes on.
func TestDrugUseEndedSession33(t *testing.T) {
	runCases(t, []readCase{
		{"drops stopped after a day", [][2]string{patient("买的妥布霉素眼药水，点了两天没效果就没点了。")},
			[]string{"medication drug:tobramycin stopped"}},
		{"a pack used up", [][2]string{patient("家里有布洛芬，吃完那盒就没了。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"the rest thrown away", [][2]string{patient("吃了一片氯雷他定，剩下的就扔了。")},
			[]string{"medication drug:loratadine stopped"}},
		{"a drug taken now stays", [][2]string{patient("布洛芬每天吃一片。")},
			[]string{"medication drug:ibuprofen"}},
	})
}

// A symptom told as what an allergen does is the reaction, not a
// complaint now; one with a time it is had is the complaint.
func TestReactionToldWithAllergySession33(t *testing.T) {
	runCases(t, []readCase{
		{"a shampoo allergy's itch", [][2]string{patient("我对新买的洗发水过敏，一用就痒。")},
			[]string{"symptom sym:itching hypothetical"}},
		{"a plaster's itch", [][2]string{patient("药不过敏，就是胶布一贴上就红，痒。")},
			[]string{"allergy allergy:any negated", "symptom sym:itching hypothetical"}},
		{"an allergy, and a cough these days", [][2]string{patient("我对青霉素过敏。这两天一直咳嗽。")},
			[]string{"allergy allergen:penicillins", "symptom sym:cough"}},
		{"an animal allergy's sneeze", [][2]string{patient("Allergies: shellfish. And dogs, I sneeze and my eyes water.")},
			[]string{"allergy food:shellfish", "symptom sym:sneezing hypothetical", "symptom sym:watery_eyes hypothetical"}},
		{"sneezing all week is the complaint", [][2]string{patient("I'm allergic to dust, and I've been sneezing all week.")},
			[]string{"symptom sym:sneezing"}},
	})
}

// Sayings that hold a clinical word and name no complaint.
func TestIdiomsSession33(t *testing.T) {
	runCases(t, []readCase{
		{"itchy feet is wanderlust", [][2]string{patient("I've got itchy feet, I want to travel round Asia in the spring.")},
			[]string{}},
		{"itchy feet from a fungus is itch", [][2]string{patient("My feet are itchy between the toes.")},
			[]string{"symptom sym:itching"}},
		{"weary of work", [][2]string{patient("天天开会，心累。今天来是因为咳嗽。")},
			[]string{"symptom sym:cough"}},
		{"cannot remember a drug's name", [][2]string{patient("降糖药叫啥我记不住了。")},
			[]string{"medication class:antidiabetics"}},
		{"forgetting things stays", [][2]string{patient("最近老是记不住事。")},
			[]string{"symptom sym:memory_loss"}},
	})
}

// A finding joined by "but" or "and" to someone else's, with no subject of
// its own, is theirs too; a first person between gives it back.
func TestOthersSubjectSharedSession33(t *testing.T) {
	runCases(t, []readCase{
		{"his results", [][2]string{patient("He tested negative for HIV but positive for hepatitis B.")},
			[]string{"condition cond:hepatitis_b of other", "condition cond:hiv negated of other"}},
		{"my wife's and mine", [][2]string{patient("My wife has asthma but I have eczema.")},
			[]string{"condition cond:asthma of other", "condition cond:eczema"}},
	})
}

package understand_test

import "testing"

// Session 71's blind review 7, measured on the session's build before it
// was read, then mended: each row is the reviewer's turn, and each near
// miss keeps what was right. What was over stayed current (E10, E11, E15,
// E17, E18); a drug not started, a brother's allergy and a stop planned
// before a procedure were written as done (Z08, Z15, Z20).
func TestReview7WrongWrites(t *testing.T) {
	runCases(t, []readCase{
		{"E10: the hypos that stopped the gliclazide", [][2]string{assistant("Which diabetes medicines are you on?"),
			patient("Metformin, 1 g twice a day. I was on gliclazide too but they stopped it because I kept having hypos.")},
			[]string{"medication drug:gliclazide stopped", "medication drug:metformin", "symptom sym:hypoglycemia_symptoms historical"}},
		{"E11: tried, hurt my stomach, don't use it any more", [][2]string{assistant("Do you take anything for the headaches?"),
			patient("Paracetamol now and then. I tried ibuprofen but it hurt my stomach so I don't use it any more.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol", "symptom sym:abdominal_pain historical"}},
		{"E15: the one that gave me diarrhoea, swapped since", [][2]string{assistant("What do you take for it?"),
			patient("Metformin. The normal one gave me awful diarrhoea, so they swapped me to the slow-release one, which is much better.")},
			[]string{"medication drug:metformin", "symptom sym:diarrhea historical"}},
		{"near miss: swapped, and back on it", [][2]string{
			patient("The amlodipine gave me swollen ankles, so they swapped me, but I'm back on it now.")},
			[]string{"medication drug:amlodipine", "symptom sym:ankle_swelling"}},
		{"near miss: it gives me diarrhoea, thinking of switching", [][2]string{patient("Metformin gives me diarrhoea, so I'm thinking of switching.")},
			[]string{"allergy drug:metformin uncertain"}},
		{"E17: citalopram, years ago", [][2]string{assistant("Have you been on anything for your mood before?"),
			patient("Citalopram, years ago. It made me feel flat so I came off it. I'm not on anything now apart from the odd zopiclone a friend gave me.")},
			[]string{"medication drug:citalopram stopped", "medication drug:zopiclone"}},
		{"near miss: a drug and a time not long ago", [][2]string{patient("Citalopram, since last month.")}, []string{"medication drug:citalopram"}},
		{"E18: ended up with diarrhoea last year, they said C. diff", [][2]string{
			patient("Last year the dentist gave me clindamycin and I ended up with terrible diarrhoea. They said it was C. diff, I was in hospital for a week.")},
			[]string{"condition cond:c_difficile_infection historical relayed", "medication drug:clindamycin historical stopped", "symptom sym:diarrhea historical"}},
		{"near miss: ended up with diarrhoea yesterday", [][2]string{patient("I ended up with terrible diarrhoea yesterday.")},
			[]string{"symptom sym:diarrhea"}},
		{"Z08: prescribed, not started", [][2]string{patient("社区医生说我尿酸高，给开了非布司他，一天一片。我还没开始吃，怕伤肝。")},
			[]string{"condition cond:hyperuricemia relayed", "medication drug:febuxostat hypothetical relayed"}},
		{"near miss: not eaten yet", [][2]string{patient("医生给开了非布司他。我还没吃饭呢。")},
			[]string{"medication drug:febuxostat relayed"}},
		{"Z15: it's my brother who's allergic", [][2]string{patient("我对青霉素过敏……哦不对不对，是我弟弟青霉素过敏，我自己没事。")},
			[]string{"allergy allergen:penicillins of sibling"}},
		{"Z20: a stop a week before the endoscopy next month", [][2]string{patient("下个月要做胃镜，医生说做之前一周把阿司匹林停了。")},
			[]string{"medication drug:aspirin relayed"}},
		{"Z20: a stent told with 嘛 is told", [][2]string{assistant("您现在阿司匹林还在吃吗？"), patient("还在吃，每天100毫克。三年前放了支架嘛。")},
			[]string{"medication drug:aspirin", "procedure proc:coronary_stent historical inactive"}},
	})
}

// Review 7's false contexts: an intolerance read as no allergy (E02), a
// stop asked after the drug ordered stopped (Z11), a child's age and a
// birth read as a complaint's time (Z12, Z16).
func TestReview7FalseContexts(t *testing.T) {
	runCases(t, []readCase{
		{"E02: not an allergy as such, I just can't take it", [][2]string{assistant("Anything else you react to?"),
			patient("Codeine makes me sick as a dog, but that's not an allergy as such, I just can't take it.")},
			[]string{"allergy drug:codeine"}},
		{"Z11: 停了 answers the stop of the drug ordered stopped", [][2]string{patient("厄贝沙坦，还有螺内酯。医生说螺内酯先别吃了。"),
			assistant("那您停了吗？"), patient("停了，前天开始就没吃了。")},
			[]string{"medication drug:spironolactone stopped"}},
	})
	runAttributeCases(t, []attributeCase{
		{"Z12: 今年六岁 is an age", "阿拉囡囡今年六岁。伊昨日夜里开始肚皮痛，右下面痛，吐了两趟。", "sym:abdominal_pain", "onset", "2026-11-28T00:00:00Z"},
		{"Z16: 生完孩子两个月", "我生完孩子两个月了，在喂奶。这几天左边乳房胀痛，摸着有个硬块。", "sym:breast_pain", "duration", ""},
		{"near miss: 乳房胀痛两天了", "左边乳房胀痛两天了。", "sym:breast_pain", "duration", "两天"},
	})
}

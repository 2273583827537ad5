package understand_test

import "testing"

// Session 74's blind review 16, measured held out for review 15's mends,
// then read as dev: courses finished said in Caribbean and West African
// English, a drug taken off by whoever prescribes it and the one put in its
// place, drugs never started, and an allergy question asked of a class.
func TestReview16AsDev(t *testing.T) {
	runCases(t, []readCase{
		{"E04: she finish it Saturday gone", [][2]string{patient("Mi did have a water infection last week, di doctor give me nitrofurantoin and mi finish it Saturday gone.")},
			[]string{"condition cond:uti historical", "medication drug:nitrofurantoin relayed stopped"}},
		{"E13: I just finish my Coartem yesterday", [][2]string{patient("Good evening. I just finish my Coartem yesterday, but I still dey feel weak.")},
			[]string{"medication drug:artemether_lumefantrine stopped", "symptom sym:weakness"}},
		{"near miss: I have to finish my antibiotics", [][2]string{patient("I have to finish my amoxicillin first.")},
			[]string{"medication drug:amoxicillin"}},
		{"near miss: I must finish it", [][2]string{patient("The doctor gave me amoxicillin and I must finish it.")},
			[]string{"medication drug:amoxicillin relayed"}},
		{"E08: the doctor took him off the Stilnox", [][2]string{patient("The doctor took me off the Stilnox last month because I was falling at night.")},
			[]string{"medication drug:zolpidem relayed stopped", "symptom sym:falls historical"}},
		{"E12: tek mi off di Glucophage an put mi pon gliclazide", [][2]string{
			patient("Mi sugar did a run high, so di nurse at di clinic tek mi off di Glucophage an put mi pon gliclazide, 80 milligram, from two week now.")},
			[]string{"condition cond:diabetes", "medication drug:gliclazide relayed", "medication drug:metformin relayed stopped"}},
		{"E13: I never buy am, I no start am at all", [][2]string{patient("Last month the doctor write Atorvastatin for my cholesterol, but I never buy am, I no start am at all.")},
			[]string{"medication drug:atorvastatin hypothetical relayed"}},
		{"E07: Any allergies to antibiotics? Nah mate, none", [][2]string{assistant("Any allergies to antibiotics or anything?"),
			patient("Nah mate, none. Had Keflex heaps of times, no worries with that.")},
			[]string{"allergy class:antibiotics negated", "allergy drug:cefalexin negated"}},
		{"对抗生素过敏吗？有，阿莫西林", [][2]string{assistant("对抗生素过敏吗？"), patient("有，阿莫西林，吃了起疹子。")},
			[]string{"allergy drug:amoxicillin"}},
		{"near miss: before we start the antibiotic, any drug allergies?", [][2]string{assistant("Before we start the antibiotic, any drug allergies?"),
			patient("No, none.")}, []string{"allergy cond:drug_allergy_status negated"}},
		{"who knows leaves an allergy unsure", [][2]string{assistant("Any allergies to antibiotics?"),
			patient("I came out in spots as a kiddie when I was on amoxicillin, but Mam said that was the measles, so who knows.")},
			[]string{"allergy drug:amoxicillin uncertain", "condition cond:measles historical of mother"}},
		{"the penicillin thing, that was my dad; Keflex a bunch of times", [][2]string{assistant("Any drug allergies?"),
			patient("My chart said latex, which, yes, that's real, I break out from gloves. But the penicillin thing, that was my dad, I think someone just copied it over wrong, I've had Keflex like a bunch of times.")},
			[]string{"allergy allergen:latex", "allergy allergen:penicillins of father", "allergy drug:cefalexin negated"}},
		{"near miss: penicillin, that was years ago", [][2]string{assistant("Any drug allergies?"), patient("Penicillin, that was years ago, I came out in hives.")},
			[]string{"allergy allergen:penicillins"}},
	})
}

package understand_test

import "testing"

// Review 14 (session 73), read after it was measured held out: drug
// histories told in passing — Jamaican "dem tek mi off it", Scots "been
// aff the aspirin", "finished a prednisone pack", "the Keflex … finished
// too", "not gone to collect it", "俺还没去药房取呢" — and a reaction said
// as what a drug is for ("warfarin for me heart flutter").
func TestReview14DrugHistoriesInPassing(t *testing.T) {
	runCases(t, []readCase{
		{"E19: dem tek mi off it", [][2]string{patient("Mi tek di lisinopril from long time, 10 mg. Mi did deh pon atenolol too but dem tek mi off it when mi heart did a beat too slow.")},
			[]string{"medication drug:atenolol historical stopped", "medication drug:lisinopril"}},
		{"E11: been aff the aspirin", [][2]string{patient("Oh an ah've been aff the aspirin since Monday cause ah'm gettin a tooth oot on Friday.")},
			[]string{"medication drug:aspirin stopped"}},
		{"E14: finished a prednisone pack", [][2]string{patient("I finished a prednisone pack two weeks ago for my knee, didn't do squat.")},
			[]string{"medication drug:prednisone stopped"}},
		{"E20: finished too", [][2]string{patient("And the Keflex for the wound finished too, took the whole lot.")},
			[]string{"medication drug:cefalexin stopped", "symptom sym:wound"}},
		{"E12: not gone to collect it", [][2]string{patient("The doctor also wrote metronidazole on the paper but I have not gone to collect it from the pharmacy yet.")},
			[]string{"medication drug:metronidazole hypothetical relayed"}},
		{"Z12: 俺还没去药房取呢", [][2]string{patient("上礼拜大夫又给开了个氨氯地平 让加上 俺还没去药房取呢")},
			[]string{"medication drug:amlodipine hypothetical relayed"}},
		{"E09: warfarin for me heart flutter", [][2]string{assistant("Any allergies?"), patient("Penicillin, I come out in hives."),
			patient("Tablets wise I'm on bendroflumethiazide for me water and blood pressure, and warfarin for me heart flutter.")},
			[]string{"medication drug:bendroflumethiazide", "medication drug:warfarin", "symptom sym:palpitations"}},
		{"near miss: a drug kept", [][2]string{patient("I'm still on the aspirin, one a day.")},
			[]string{"medication drug:aspirin"}},
	})
}

// Review 14's leftovers, read as dev in session 74 (review 15 held out for
// them): a Cantonese paid carer, "我系照顾陈伯嘅护工，佢…", speaks for the
// one she looks after, and her own allergy is nobody's in the record.
func TestReview14Leftovers(t *testing.T) {
	runCases(t, []readCase{
		{"Z09: 我系照顾陈伯嘅护工", [][2]string{patient("你好，我系照顾陈伯嘅护工，佢今朝起身话个胸口好闷，咳咗两日。"),
			assistant("明白。陈伯对咩药过敏？"),
			patient("佢对磺胺类药敏感，个病历本有写。其他药冇听讲。我自己就对青霉素敏感，不过唔关佢事。")},
			[]string{"allergy allergen:penicillins of other", "allergy allergen:sulfonamides"}},
		{"Z09: 佢今朝起身话个胸口好闷", [][2]string{patient("你好，我系照顾陈伯嘅护工，佢今朝起身话个胸口好闷，咳咗两日。")},
			[]string{"symptom sym:chest_tightness", "symptom sym:cough"}},
		{"E14: switched me off the warfarin …, metoprolol 25 twice a day", [][2]string{patient("OK so Eliquis 5 twice a day, they switched me off the warfarin last spring after my clot, metoprolol 25 twice a day, and levothyroxine 75 in the morning.")},
			[]string{"medication drug:apixaban", "medication drug:levothyroxine", "medication drug:metoprolol", "medication drug:warfarin historical stopped"}},
		{"listed with its schedule, in Chinese", [][2]string{patient("阿司匹林去年就停了，氯吡格雷每天一片。")},
			[]string{"medication drug:aspirin historical stopped", "medication drug:clopidogrel"}},
		{"near miss: last spring I was on metoprolol twice a day", [][2]string{patient("Last spring I was on metoprolol 25 twice a day and levothyroxine.")},
			[]string{"medication drug:levothyroxine historical stopped", "medication drug:metoprolol historical stopped"}},
		{"near miss: back then, no schedule", [][2]string{patient("Back in 2019 they had me on warfarin, then amlodipine.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:warfarin historical stopped"}},
		{"E20: and said don't go back on it", [][2]string{patient("Just Coversyl for blood pressure and Crestor. The surgeon stopped my Celebrex before the op and said don't go back on it.")},
			[]string{"condition cond:hypertension", "medication drug:celecoxib historical stopped", "medication drug:perindopril", "medication drug:rosuvastatin"}},
		{"told never to go back on it", [][2]string{patient("They stopped the naproxen in hospital and told me never to go back on it.")},
			[]string{"medication drug:naproxen historical stopped"}},
		{"near miss: stopped, then back on it", [][2]string{patient("The GP stopped my sertraline in May but I'm back on it now.")},
			[]string{"medication drug:sertraline relayed"}},
		{"E10: so put down sulfa", [][2]string{assistant("And which blood pressure medicines do you take?"),
			patient("Lisinopril 20 milligrams and hydrochlorothiazide 25. Oh wait, actually, I forgot, I did have a reaction to Bactrim back in college, broke out in hives, so put down sulfa. Everything else is fine.")},
			[]string{"allergy allergen:sulfonamides", "allergy drug:sulfamethoxazole_trimethoprim", "medication drug:hydrochlorothiazide", "medication drug:lisinopril"}},
		{"Z02: 以前用抗生素有过什么不良反应吗", [][2]string{assistant("以前用抗生素有过什么不良反应吗？"),
			patient("有啊，那啥，复方新诺明，吃完了浑身刺挠，起一片一片的大包，大夫说是磺胺的事儿，以后别整了。")},
			[]string{"allergy allergen:sulfonamides relayed"}},
		{"a bad reaction denied, of the class asked", [][2]string{assistant("以前用抗生素有过什么不良反应吗？"), patient("没有。")},
			[]string{"allergy class:antibiotics negated"}},
		{"a bad reaction asked of no drug", [][2]string{clinician("Any bad reactions to medicines in the past?"), patient("No, never.")},
			[]string{"allergy cond:drug_allergy_status negated"}},
		{"allergic to any antibiotics? yes, one of them", [][2]string{assistant("Are you allergic to any antibiotics?"), patient("Yes, amoxicillin gave me a rash.")},
			[]string{"allergy drug:amoxicillin"}},
		{"near miss: a class taken", [][2]string{assistant("Any allergies?"), patient("Penicillin, I get hives. I'm on sulfa for the water infection at the minute.")},
			[]string{"allergy allergen:penicillins", "condition cond:uti", "medication class:sulfa_drugs"}},
		{"E01: So nae penicillin. Nae other allergies", [][2]string{assistant("Sorry to hear that. Any allergies to medicines we should know about?"),
			patient("Penicillin. Years ago they gave me it for an ear infection and I came up in big welts all over, ma face swelled up an' a'. So nae penicillin. Nae other allergies that I know of.")},
			[]string{"allergy allergen:penicillins", "condition cond:otitis_media historical"}},
		{"so no penicillin for me", [][2]string{assistant("Any allergies?"), patient("Penicillin, I come out in hives. So no penicillin for me.")},
			[]string{"allergy allergen:penicillins"}},
		{"near miss: no penicillin allergy", [][2]string{assistant("Any allergies?"), patient("No, no penicillin allergy or anything.")},
			[]string{"allergy allergen:penicillins negated"}},
		{"E07: panadol, ponstan all ok one", [][2]string{assistant("Any allergies you know of?"),
			patient("drug allergy no. panadol, ponstan all ok one")}, []string{"allergy drug:mefenamic_acid negated", "allergy drug:paracetamol negated"}},
		{"paracetamol and ibuprofen both fine", [][2]string{assistant("Any allergies to medicines?"),
			patient("Penicillin gives me a rash. Paracetamol and ibuprofen are fine.")},
			[]string{"allergy allergen:penicillins", "allergy drug:ibuprofen negated", "allergy drug:paracetamol negated"}},
		{"near miss: a list of allergies", [][2]string{assistant("Any allergies to medicines?"), patient("Penicillin and codeine.")},
			[]string{"allergy allergen:penicillins", "allergy drug:codeine"}},
		{"near miss: 我系佢个女", [][2]string{patient("我系佢个女，帮佢问下，佢咳咗两日。")},
			[]string{"symptom sym:cough"}},
	})
}

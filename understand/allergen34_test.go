package understand_test

import "testing"

// Session 34 (allergens): a drug the patient is allergic to must never be
// written as a drug they take, a reaction must stay on the allergy, and a
// side effect is no allergy. Each table holds the dev sentences, sentences
// of the same class written for the test, and near-misses that keep their
// reading.

// A drug the clinician names back while the patient tells an allergy
// ("I'm allergic to… Napro-" "Naprosyn?" "Yes") is the allergen: the yes
// confirms the allergy, not a drug taken.
func TestAllergenNamedBackSession34(t *testing.T) {
	runCases(t, []readCase{
		{"mts dev9: Naprosyn named back", [][2]string{clinician("Any drug allergies?"),
			patient("Ah yes, I am allergic to... what's the name of the drug? It's called Napro-"),
			clinician("Naprosyn?"), patient("Yes, Naprosyn.")},
			[]string{"allergy drug:naproxen"}},
		{"mts dev7: a second one named back", [][2]string{clinician("And are you allergic to any drugs?"),
			patient("Oh yes, I am allergic to what you call Cipro-"), clinician("Ciprofloxacin?"),
			patient("Yes! And also, Asprin but that coated one, what is called?")},
			[]string{"allergy drug:aspirin", "allergy drug:ciprofloxacin"}},
		{"mts dev7: you mean enteric coated aspirin", [][2]string{clinician("And are you allergic to any drugs?"),
			patient("Oh yes, I am allergic to what you call Cipro-"), clinician("Ciprofloxacin?"),
			patient("Yes! And also, Asprin but that coated one, what is called?"),
			clinician("Oh, you mean enteric coated Aspirin?"), patient("Yes, yes, that one!")},
			[]string{"allergy drug:aspirin"}},
		{"a name forgotten after any allergies", [][2]string{clinician("Any allergies?"),
			patient("Yes, to an antibiotic, I forget the name."), clinician("Was it Septrin?"), patient("Yeah, that's it.")},
			[]string{"allergy drug:sulfamethoxazole_trimethoprim"}},
		{"zh: 青霉素 named back", [][2]string{clinician("有没有药物过敏？"), patient("有，对那个……叫什么来着，青什么的过敏。"),
			clinician("青霉素？"), patient("对，就是那个青霉素。")},
			[]string{"allergy allergen:penicillins"}},
		{"zh: 是不是头孢", [][2]string{clinician("对什么药过敏？"), patient("那个消炎药，名字记不住了。"),
			clinician("是不是头孢？"), patient("对对，就是头孢。")},
			[]string{"allergy allergen:cephalosporins"}},
		{"near-miss: a drug taken named back after what medicines", [][2]string{clinician("Any medications?"),
			patient("Just the blood pressure one, what is it called"), clinician("Amlodipine?"), patient("Yes, amlodipine.")},
			[]string{"medication drug:amlodipine"}},
		{"near-miss: allergies denied, then a drug taken named back", [][2]string{clinician("Any drug allergies?"),
			patient("No. I take a water tablet though, can't remember the name."), clinician("Furosemide?"), patient("Yes, that one.")},
			[]string{"medication drug:furosemide"}},
		{"near-miss: a question whether the patient takes it", [][2]string{clinician("Any drug allergies?"),
			patient("I'm allergic to penicillin."), clinician("Do you take aspirin?"), patient("Yes.")},
			[]string{"medication drug:aspirin"}},
		{"near-miss: what are you taking", [][2]string{clinician("What are you taking at the moment?"), patient("Amoxicillin, since Monday.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

// A question which allergies the patient has ("What are you allergic
// to?", "对什么过敏？") opens the allergies though it has no yes or no: the
// drug the answer names is the allergen.
func TestAllergyAskedWhichSession34(t *testing.T) {
	runCases(t, []readCase{
		{"what are you allergic to", [][2]string{clinician("What are you allergic to?"), patient("Penicillin.")},
			[]string{"allergy allergen:penicillins"}},
		{"which drugs", [][2]string{clinician("Which medicines are you allergic to?"), patient("Codeine, it makes me itch all over.")},
			[]string{"allergy drug:codeine"}},
		{"zh: 对什么过敏", [][2]string{clinician("对什么过敏？"), patient("青霉素。")},
			[]string{"allergy allergen:penicillins"}},
		{"zh: 对啥药过敏", [][2]string{clinician("你对啥药过敏？"), patient("阿司匹林，一吃就起疹子。")},
			[]string{"allergy allergen:aspirin"}},
		{"nothing", [][2]string{clinician("What are you allergic to?"), patient("Nothing.")},
			[]string{"allergy allergy:any negated"}},
		{"near-miss: what do you take, and any allergies", [][2]string{clinician("What medicines do you take, and are you allergic to anything?"),
			patient("Metformin twice a day.")},
			[]string{"medication drug:metformin"}},
		{"near-miss: what did you take for your allergies", [][2]string{clinician("What did you take for your allergies before?"), patient("Claritin and Zyrtec.")},
			[]string{"medication drug:cetirizine stopped", "medication drug:loratadine stopped"}},
		{"near-miss: what did you take for it", [][2]string{clinician("What did you take for the rash?"), patient("Cetirizine.")},
			[]string{"medication drug:cetirizine"}},
	})
}

// A drug that upsets the stomach has a side effect, not an allergy: "吃了
// 就胃痛" tells what the drug did, and the drug was taken. A rash or hives
// after a drug, or an allergy word, still make the allergy.
func TestStomachUpsetNoAllergySession34(t *testing.T) {
	runCases(t, []readCase{
		{"zh k1: 吃了就开始胃痛", [][2]string{patient("上个礼拜打篮球把脚崴了，吃了几天布洛芬，吃了就开始胃痛。")},
			[]string{"condition cond:ankle_sprain historical", "medication drug:ibuprofen stopped", "symptom sym:epigastric_pain historical"}},
		{"heartburn", [][2]string{patient("Naproxen gives me heartburn.")},
			[]string{"medication drug:naproxen", "symptom sym:heartburn"}},
		{"it upset my stomach", [][2]string{patient("Ibuprofen upset my stomach so I stopped it.")},
			[]string{"medication drug:ibuprofen stopped", "symptom sym:indigestion historical"}},
		{"zh: 一吃就肚子疼", [][2]string{patient("阿司匹林一吃就肚子疼。")},
			[]string{"medication drug:aspirin", "symptom sym:abdominal_pain"}},
		{"near-miss: hives after it stay an allergy", [][2]string{patient("一吃青霉素就起疹子。")},
			[]string{"allergy allergen:penicillins"}},
		{"near-miss: an allergy word with a stomach ache", [][2]string{patient("I'm allergic to codeine, it gives me stomach pain.")},
			[]string{"allergy drug:codeine"}},
		{"near-miss: swelling after a drug", [][2]string{patient("Aspirin makes me swell up.")},
			[]string{"allergy allergen:aspirin"}},
	})
}

// A drug kept off since it brought on a reaction ("我食布洛芬会扯气……之后
// 就唔敢再食", "makes me wheezy, I avoid it") is an allergy with that
// reaction, not a drug taken nor a complaint now. Kept off for what one
// heard of it, or after a side effect, it is no allergy.
func TestAvoidedAfterReactionSession34(t *testing.T) {
	runCases(t, []readCase{
		{"zh p1: 食布洛芬会扯气，唔敢再食", [][2]string{clinician("有冇发烧？食过咩药？有冇咩病或者药物敏感？"),
			patient("冇发烧。哮喘细个有，大个咗好返，而家冇用药。不过我食布洛芬会扯气，几年前试过一次，之后就唔敢再食。")},
			[]string{"allergy drug:ibuprofen", "condition cond:asthma historical", "symptom sym:fever negated"}},
		{"zh: 吃过一次就气喘，不敢吃了", [][2]string{patient("布洛芬吃过一次就气喘，以后都不敢吃了。")},
			[]string{"allergy drug:ibuprofen"}},
		{"zh: 吃阿司匹林会胸闷", [][2]string{patient("吃阿司匹林会胸闷。")},
			[]string{"allergy allergen:aspirin"}},
		{"en: wheezy, I avoid it", [][2]string{patient("Ibuprofen makes me wheezy, I avoid it.")},
			[]string{"allergy drug:ibuprofen"}},
		{"near-miss: kept off for what was heard of it", [][2]string{patient("后来听人说里头是激素，我就不敢用了。")},
			[]string{"medication class:steroids historical stopped"}},
		{"near-miss: what a cream brings on while used", [][2]string{patient("有擦阿达帕林，晚上擦，擦完会脱皮、刺刺的。")},
			[]string{"medication drug:adapalene", "symptom sym:dry_skin"}},
		{"near-miss: a stomach ache, not taken since", [][2]string{patient("Naproxen gave me a stomach ache and I haven't taken it since.")},
			[]string{"medication drug:naproxen stopped", "symptom sym:abdominal_pain historical"}},
	})
}

// A clinician who reads an allergic reaction to a drug and stops it by a
// pronoun ("It sounds like an allergic reaction to the Clavulin. Don't take
// any more of it") stops the drug, and the allergy is theirs, a suspicion
// when hedged. Asked about, or for if it comes, it is neither.
func TestClinicianAllergyStopSession34(t *testing.T) {
	runCases(t, []readCase{
		{"en k1: sounds like an allergic reaction, no more of it", [][2]string{clinician(
			"It sounds like an allergic reaction to the Clavulin. Don't take any more of it, and call your doctor's office first thing to get a different antibiotic. Keep taking the Reactine once a day.")},
			[]string{"allergy drug:amoxicillin_clavulanate uncertain", "medication drug:amoxicillin_clavulanate stopped", "medication drug:cetirizine"}},
		{"en k1: the suspicion echoed stays one", [][2]string{clinician(
			"It sounds like an allergic reaction to the Clavulin. Don't take any more of it."),
			patient("Okay. So I should tell them I reacted to the Clavulin. Got it.")},
			[]string{"allergy drug:amoxicillin_clavulanate uncertain"}},
		{"near-miss: the patient's own earlier reaction", [][2]string{clinician(
			"It sounds like an allergic reaction to the Clavulin. Don't take any more of it."),
			patient("Yes, I reacted to amoxicillin before too, I came out in hives.")},
			[]string{"allergy drug:amoxicillin"}},
		{"a reaction said outright, stop it", [][2]string{clinician("This is an allergic reaction to the amoxicillin, stop it now.")},
			[]string{"allergy drug:amoxicillin", "medication drug:amoxicillin stopped"}},
		{"zh: 对阿莫西林过敏，不要再吃了", [][2]string{clinician("你这是对阿莫西林过敏，不要再吃了。")},
			[]string{"allergy drug:amoxicillin", "medication drug:amoxicillin stopped"}},
		{"zh: 像是对头孢过敏", [][2]string{clinician("像是对头孢过敏，别再吃了。")},
			[]string{"allergy allergen:cephalosporins uncertain"}},
		{"near-miss: if a reaction comes", [][2]string{clinician("If you get an allergic reaction to the amoxicillin, stop it.")},
			[]string{}},
		{"near-miss: asked, then another drug stopped", [][2]string{clinician("Are you allergic to penicillin? Stop the amoxicillin.")},
			[]string{"medication drug:amoxicillin stopped"}},
	})
}

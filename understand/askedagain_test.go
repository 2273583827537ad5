package understand_test

import "testing"

// Questions and answers of the second asked/ round (en-x2, zh-x2, session
// 62): a murmur of assent, a place that hurts asked with its verb, a no
// corrected, a verb split from its object ("发没发过烧"), "not once", a
// question of how often with "ever", Cantonese "仲" (still), a stop told
// before why, a denial of what was asked of the family, a relative of an
// in-law, and a pregnancy told by its weeks alone; and, from mts-dialog
// dev, recreational drugs asked after a habit or as "illegal substances",
// review-of-systems questions in a clinician's words, "Not that I know.",
// organs taken out, a history of a lasting illness owned now, drugs read
// out in one list, and the relative asked about answered by a pronoun.
// Each has a near miss that must read as before.
func TestAskedAgain(t *testing.T) {
	runCases(t, []readCase{
		{"a murmured yes", [][2]string{clinician("Does your ear hurt, pet? This one here?"), patient("Mm-hm.")}, []string{"symptom sym:ear_pain"}},
		{"a Chinese murmured yes", [][2]string{assistant("好的。请问您平时在吃阿司匹林吗？"), patient("嗯嗯")}, []string{"medication drug:aspirin"}},
		{"near miss: a murmur before the no", [][2]string{clinician("你咳嗽吗？"), patient("嗯……没有")}, []string{"symptom sym:cough negated"}},
		{"near miss: a murmur trailing off", [][2]string{clinician("你咳嗽吗？"), patient("嗯……")}, []string{}},
		{"a place and the verb that hurts", [][2]string{clinician("Does your tummy hurt?"), patient("No.")}, []string{"symptom sym:abdominal_pain negated"}},
		{"a place that hurts, with the listener named", [][2]string{clinician("Does your ear hurt, pet?"), patient("No.")}, []string{"symptom sym:ear_pain negated"}},
		{"near miss: how a cough is", [][2]string{clinician("Is your cough productive?"), patient("No.")}, []string{}},
		{"a no corrected", [][2]string{clinician("胸口有没有痛过？"), patient("没有……哦不对，昨天半夜痛过一阵，像有块石头压着。")}, []string{}},
		{"near miss: a no held", [][2]string{clinician("胸口有没有痛过？"), patient("没有，从来没有。")}, []string{"symptom sym:chest_pain negated"}},
		{"a no corrected to yes", [][2]string{clinician("Any chest pain?"), patient("No... well actually, yes, last night.")}, []string{"symptom sym:chest_pain"}},
		{"near miss: actually fine", [][2]string{clinician("Any chest pain?"), patient("No, actually, I am fine.")}, []string{"symptom sym:chest_pain negated"}},
		{"near miss: fine, actually, yeah", [][2]string{clinician("Do your ears feel blocked?"), patient("No. They feel OK, actually. Yeah.")},
			[]string{"symptom sym:ear_fullness negated"}},
		{"a verb split from its object, after an announcement", [][2]string{clinician("先问几个啊：这两周发没发过烧？咳嗽吗？"), patient("都没有都没有。")},
			[]string{"symptom sym:cough negated", "symptom sym:fever negated"}},
		{"a split question answered by its verb", [][2]string{clinician("流不流鼻涕？"), patient("流，清鼻涕。")}, []string{"symptom sym:runny_nose"}},
		{"near miss: a wh-question after an announcement", [][2]string{clinician("先问几个啊：几点开始发烧的？"), patient("早上。")}, []string{}},
		{"not once", [][2]string{clinician("Any falls since I last saw you, Edna?"), patient("Not once, love. Kept me feet all winter.")},
			[]string{"symptom sym:falls negated"}},
		{"how often, with ever", [][2]string{clinician("Do you ever wet the bed, wee man?"), patient("Just sometimes.")}, []string{"symptom sym:bedwetting"}},
		{"how often, with ever, of a part", [][2]string{clinician("Does your chest ever hurt when you run?"), patient("Yes, sometimes.")},
			[]string{"symptom sym:chest_pain"}},
		{"near miss: ever had", [][2]string{clinician("Have you ever had a seizure?"), patient("Yes.")}, []string{"symptom sym:seizure historical"}},
		{"Cantonese still taking, stopped", [][2]string{clinician("阿司匹林仲有冇食？"), patient("冇食喇，旧年做完胃镜之后医生叫我停咗。")},
			[]string{"medication drug:aspirin stopped", "procedure proc:gastroscopy historical inactive"}},
		{"near miss: Cantonese still taking, yes", [][2]string{clinician("阿司匹林仲有冇食？"), patient("有，日日食。")}, []string{"medication drug:aspirin"}},
		{"a stop told, then why", [][2]string{clinician("阿司匹林还在吃吗？"), patient("没吃了啊，上个月就停了。")}, []string{"medication drug:aspirin stopped"}},
		{"a denial of what was asked of the family", [][2]string{clinician("Any thyroid problems or osteoporosis in the family?"),
			patient("Mum has got an underactive thyroid, she is on tablets for it. Osteoporosis, nah, no one.")},
			[]string{"condition cond:hypothyroidism of mother", "condition cond:osteoporosis negated of family"}},
		{"near miss: a denial of the patient's own", [][2]string{clinician("Any osteoporosis?"), patient("Osteoporosis, nah.")},
			[]string{"condition cond:osteoporosis negated"}},
		{"near miss: a carried relative is no family question", [][2]string{clinician("以前做过手术没有？生过几个孩子？尿的时候疼不？"),
			patient("尿的时候不疼，就是勤。")}, []string{"symptom sym:dysuria negated"}},
		{"an in-law's brother", [][2]string{clinician("Does anyone in your family have epilepsy?"),
			patient("My husband's brother has it, but nobody on my side, no.")}, []string{}},
		{"a husband's brother told", [][2]string{patient("My husband's brother has epilepsy.")}, []string{"condition cond:epilepsy of other"}},
		{"a Chinese husband's brother", [][2]string{patient("我老公的哥哥有癫痫。")}, []string{"condition cond:epilepsy of other"}},
		{"near miss: a brother", [][2]string{clinician("Does anyone in your family have epilepsy?"), patient("My brother has it.")},
			[]string{"condition cond:epilepsy of sibling"}},
		{"near miss: a mother's sister", [][2]string{patient("My mum's sister had breast cancer.")}, []string{"condition cond:breast_cancer of aunt_uncle"}},
		{"weeks of a second pregnancy", [][2]string{patient("医生，我这是二胎，三十五周了，头一胎是剖的。")},
			[]string{"condition cond:pregnancy", "procedure proc:caesarean_section historical inactive"}},
		{"weeks at an antenatal visit", [][2]string{patient("二十八周了，来产检的。")}, []string{"condition cond:pregnancy"}},
		{"near miss: weeks of a cough", [][2]string{patient("咳嗽三周了，二胎妈妈。")}, []string{"symptom sym:cough"}},
		{"weeks now", [][2]string{patient("I am thirty weeks now, madam. This is my second one.")}, []string{"condition cond:pregnancy"}},
		{"weeks gone", [][2]string{patient("I'm thirty-four weeks gone and the midwife wanted me seen.")}, []string{"condition cond:pregnancy"}},
		{"near miss: weeks after an operation", [][2]string{patient("I'm two weeks post-op from my knee.")}, []string{}},
		{"near miss: a wife's weeks", [][2]string{patient("My wife is twelve weeks now.")}, []string{}},
		// mts-dialog dev: recreational drugs asked after the drinking,
		// or in other words.
		{"drugs asked after the drinking", [][2]string{clinician("Do you drink?"), patient("Not really, no."), clinician("Any drugs?"), patient("No.")},
			[]string{"observation social:recreational_drugs negated"}},
		{"near miss: any drugs, asked alone", [][2]string{clinician("Any drugs?"), patient("No.")}, []string{}},
		{"illegal substances", [][2]string{clinician("Do you use any illegal substances?"), patient("No. I don't go that hard.")},
			[]string{"observation social:recreational_drugs negated"}},
		{"how bout, with funny drugs", [][2]string{clinician("Okay, how bout smoke or any funny drugs?"), patient("No.")},
			[]string{"observation social:recreational_drugs negated", "observation social:smoking negated"}},
		{"a BP problem", [][2]string{clinician("Any sugar or B P problem?"), patient("No, it is normal.")}, []string{"condition cond:hypertension negated"}},
		{"near miss: drugs for the blood pressure", [][2]string{clinician("Are you on any drugs for your blood pressure? Do you drink?"), patient("No.")},
			[]string{"observation social:alcohol negated"}},
		{"harder substances", [][2]string{clinician("Do you drink or smoke?"), patient("No, I never had either."), clinician("What about harder substances?"),
			patient("No, absolutely not.")}, []string{"observation social:recreational_drugs negated"}},
		// mts-dialog dev: review-of-systems questions in a clinician's
		// words, and a denial said without its "of".
		{"pain while peeing", [][2]string{clinician("Any pain while peeing?"), patient("No.")}, []string{"symptom sym:dysuria negated"}},
		{"urine frequency", [][2]string{clinician("Did you notice any increase in your urine frequency?"), patient("No.")},
			[]string{"symptom sym:urinary_frequency negated"}},
		{"visual changes", [][2]string{clinician("Have you experienced any visual changes?"), patient("No.")},
			[]string{"symptom sym:visual_disturbance negated"}},
		{"not that I know", [][2]string{clinician("Do you have any allergies?"), patient("Not that I know.")}, []string{"allergy allergy:any negated"}},
		{"I don't know of any", [][2]string{clinician("How about allergies?"), patient("I don't know of any.")}, []string{"allergy allergy:any negated"}},
		{"near miss: I don't know", [][2]string{clinician("Any allergies?"), patient("I don't know.")}, []string{}},
		{"cholesterol issues, confirmed", [][2]string{clinician("You have cholesterol issues, right?"), patient("Yes.")},
			[]string{"condition cond:hypercholesterolemia"}},
		{"that is correct", [][2]string{clinician("Do you have high blood pressure?"), patient("That is correct.")}, []string{"condition cond:hypertension"}},
		// mts-dialog dev: organs taken out, told apart from their verb.
		{"an organ the surgeons took out", [][2]string{patient("I have had many surgeries. They took out my gall bladder.")},
			[]string{"procedure proc:cholecystectomy historical inactive", "procedure proc:surgery historical inactive"}},
		{"two organs removed", [][2]string{patient("I had my gallbladder and spleen taken out.")},
			[]string{"procedure proc:cholecystectomy historical inactive", "procedure proc:splenectomy historical inactive"}},
		{"near miss: a removal to come", [][2]string{patient("The surgeon wants to remove my spleen next month.")}, []string{}},
		{"near miss: a removal denied", [][2]string{patient("No, they never took my tonsils out.")}, []string{"procedure proc:tonsillectomy negated"}},
		// mts-dialog dev: drugs read out in one list.
		{"a yes to drugs listed with and", [][2]string{clinician("Are you taking metformin and lisinopril?"), patient("Yes.")},
			[]string{"medication drug:lisinopril", "medication drug:metformin"}},
		{"near miss: drugs offered with or", [][2]string{clinician("Are you taking metformin or insulin?"), patient("Yes.")}, []string{}},
		{"near miss: the answer says which", [][2]string{clinician("Are you taking metformin and lisinopril?"), patient("Yes, just the metformin.")},
			[]string{"medication drug:metformin"}},
		{"near miss: drugs as examples of a kind", [][2]string{clinician("平时有冇食阿士匹林、华法林呢啲药？"), patient("有。")}, []string{}},
		// mts-dialog dev: a history of a lasting illness, owned now.
		{"a history owned", [][2]string{patient("Well, I have a history of systemic lupus erythematosus.")}, []string{"condition cond:lupus"}},
		{"near miss: a history of an acute illness", [][2]string{patient("I have a history of pneumonia.")}, []string{"condition cond:pneumonia historical"}},
		{"near miss: a history told in the past", [][2]string{patient("I had a history of asthma as a kid.")}, []string{"condition cond:asthma historical"}},
		// mts-dialog dev: the relative asked about, answered by a pronoun.
		{"she, of the mother asked about", [][2]string{clinician("Good, what about your mother?"),
			patient("She died when she was seventy four, she had heart failure and emphysema.")},
			[]string{"condition cond:copd of mother", "condition cond:heart_failure of mother"}},
		{"她, of the mother asked about", [][2]string{clinician("你妈妈呢？"), patient("她有糖尿病。")}, []string{"condition cond:diabetes of mother"}},
		{"near miss: he, of a mother", [][2]string{clinician("What about your mother?"), patient("He had a stroke.")},
			[]string{"condition cond:stroke historical of other"}},
		{"near miss: another person named", [][2]string{clinician("What about your mother?"), patient("She is fine. My neighbour had a stroke.")},
			[]string{"condition cond:stroke historical of other"}},
		{"near miss: no relative asked", [][2]string{clinician("Any medical problems?"), patient("She had diabetes.")}, []string{"condition cond:diabetes of other"}},
		{"near miss: a child's passing complaint", [][2]string{clinician("孩子这几天咳嗽流鼻涕吗？"), patient("她流鼻涕。")}, []string{"symptom sym:runny_nose of other"}},
	})
}

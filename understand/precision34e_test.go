package understand_test

import "testing"

// Session 34 (en/r1): the English classes of wrong writes of en/r1. Each
// table holds the r1 sentence, sentences of the same class written for the
// test (other illnesses, other regions, Chinese where the class exists),
// and near-misses that must keep their reading.

// An illness dated to the patient's boyhood in the North ("as a lad", "when
// I was a lass") was had then: history, not a current illness.
func TestChildhoodAsALadSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: chickenpox as a lad", [][2]string{patient("I had chickenpox as a lad, we all did, all five of us.")},
			[]string{"condition cond:chickenpox historical"}},
		{"measles when I was a lass", [][2]string{patient("I had measles when I was a lass.")},
			[]string{"condition cond:measles historical"}},
		{"asthma as a young lad", [][2]string{patient("Had asthma as a young lad, grew out of it.")},
			[]string{"condition cond:asthma historical"}},
		{"kept going since a lad stays current", [][2]string{patient("I've had asthma since I was a lad.")},
			[]string{"condition cond:asthma"}},
		{"a current illness beside it stays", [][2]string{patient("I've got a cough now. Had whooping cough as a lad an' all.")},
			[]string{"symptom sym:cough", "condition cond:whooping_cough historical"}},
	})
}

// Someone else's illness or drug told in regional English: a family member
// named with "our", a third person's body part, a mate asked about in a
// cleft question, a wife's drug typed without its apostrophe. The
// patient's own illness said beside it stays.
func TestSomeoneElsesSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: our Brian", [][2]string{patient("The wife still does, mind. Our Brian had the lung cancer, that's what frightened me off them.")},
			[]string{"condition cond:lung_cancer of other"}},
		{"our Tracey's diabetes", [][2]string{patient("Our Tracey has diabetes.")},
			[]string{"condition cond:diabetes of other"}},
		{"the patient's own beside our Brian", [][2]string{patient("Our Brian had the lung cancer. I've got asthma meself.")},
			[]string{"condition cond:lung_cancer of other", "condition cond:asthma"}},
		{"r1: spewing his guts up", [][2]string{patient("Spewing his guts up for a week. Scared the life outta me.")},
			[]string{"symptom sym:vomiting of other"}},
		{"holding her tummy", [][2]string{patient("Throwing up, holding her tummy, poor lass.")},
			[]string{"symptom sym:vomiting of other"}},
		{"my own sickness stays", [][2]string{patient("I've been throwing up all week.")},
			[]string{"symptom sym:vomiting"}},
		{"r1: a mate asked about", [][2]string{clinician("Was it your mate in hospital that got you thinking about it?"), patient("Yeah, Dazza, pancreatitis.")},
			[]string{"condition cond:pancreatitis of other"}},
		{"a dad asked about in a cleft", [][2]string{clinician("Was it your dad who had the stroke?"), patient("Yes, a stroke.")},
			[]string{"condition cond:stroke of father"}},
		{"the wife's drug with its apostrophe", [][2]string{patient("can you put my wife's levothyroxine on too")},
			[]string{"medication drug:levothyroxine of other"}},
	})
}

// A drug or a symptom told as over: a course asked as finished and said
// to be, a drug stopped in Jamaican patois, a symptom dated days ago and
// told in the simple past. A drug still taken, a symptom that goes on,
// stay current.
func TestOverSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: the last of the amoxicillin", [][2]string{clinician("That's great. Did you finish the antibiotics?"), patient("I did, the last of the amoxicillin was Sunday. Every one of them.")},
			[]string{"medication drug:amoxicillin stopped", "medication class:antibiotics stopped"}},
		{"finished the doxycycline", [][2]string{clinician("Have you finished the doxycycline?"), patient("Yeah, finished them Friday.")},
			[]string{"medication drug:doxycycline stopped"}},
		{"not finished is not written", [][2]string{clinician("Did you finish the antibiotics?"), patient("No, two more days.")},
			nil},
		{"r1: mi stop dat", [][2]string{clinician("What are you taking for them at the moment?"), patient("An' di co-codamol yuh gi mi last time, mi stop dat, it block mi up.")},
			[]string{"medication drug:paracetamol_codeine stopped"}},
		{"patois: amlodipine still taken", [][2]string{patient("Di amlodipine mi still tek it every mawnin.")},
			[]string{"medication drug:amlodipine"}},
		{"r1: all shaky after a hypo", [][2]string{patient("I had a bad hypo on Saturday after netball. My flatmate had to get me some Lucozade because I was all shaky.")},
			[]string{"symptom sym:hypoglycemia_symptoms historical", "symptom sym:tremor historical"}},
		{"r1: made me dead drowsy last week", [][2]string{patient("Last week I had some of me nan's co-codamol, it helped a bit but it made me dead drowsy.")},
			[]string{"medication drug:paracetamol_codeine historical stopped", "symptom sym:drowsiness historical"}},
		{"dizzy on Saturday and still", [][2]string{patient("I was dizzy on Saturday and I still am.")},
			[]string{"symptom sym:dizziness"}},
		{"shaky since Saturday", [][2]string{patient("I've been shaky since Saturday.")},
			[]string{"symptom sym:tremor"}},
	})
}

// Near-misses of the symptom told over: a residue ("left with this
// weakness"), sickness last night, a pain that comes with a meal.
func TestNotOverSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"sick last night stays", [][2]string{patient("I was sick twice last night.")},
			[]string{"symptom sym:vomiting"}},
		{"shivery last night stays", [][2]string{patient("Throbbing all night. And I was shivery last night, rattling in the bed.")},
			[]string{"symptom sym:chills"}},
		{"left with a weakness stays", [][2]string{patient("I had a stroke on Monday. After the stroke I was left with this weakness on my right side.")},
			[]string{"condition cond:stroke historical", "symptom sym:weakness"}},
	})
}

// A drug said with someone's possessive, with or without its apostrophe:
// the patient's verb of taking makes it the patient's (in the past when a
// past time is said); a drug of theirs asked to be put on an order is
// theirs.
func TestBorrowedDrugSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: put my wifes levothyroxine on", [][2]string{patient("omeprazole 20 one a day, amlodipine 10. oh and can u put my wifes levothyroxine on as well she cant work the app")},
			[]string{"medication drug:omeprazole", "medication drug:amlodipine", "medication drug:levothyroxine of other"}},
		{"order my husbands lisinopril", [][2]string{patient("can you order my husbands lisinopril too")},
			[]string{"medication drug:lisinopril of other"}},
		{"my mums metformin", [][2]string{patient("My mums metformin ran out.")},
			[]string{"medication drug:metformin of mother"}},
		{"m1: used my wifes flonase last nite", [][2]string{patient("i used my wifes flonase once last nite")},
			[]string{"medication drug:fluticasone"}},
		{"used my wife's flonase", [][2]string{patient("i used my wife's flonase once last nite")},
			[]string{"medication drug:fluticasone"}},
		{"r1: me nan's co-codamol last week", [][2]string{patient("Last week I had some of me nan's co-codamol, it helped a bit.")},
			[]string{"medication drug:paracetamol_codeine historical stopped"}},
		{"a mate's tramadol last month", [][2]string{patient("I took a couple of my mates tramadol last month.")},
			[]string{"medication drug:tramadol historical stopped"}},
		{"my own statin", [][2]string{patient("My wife takes my statin.")},
			[]string{"medication class:statins"}},
	})
}

// An allergy told with its reaction: the reaction belongs on the allergy,
// never a current symptom, also when the drug is misspelt ("penicilin",
// which names both the drug and the allergen). A rash now from a drug
// started this week is a current rash.
func TestAllergyReactionSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: penicilin gives me a rash", [][2]string{assistant("Do you have any allergies to medicines at all?"), patient("penicilin gives me a rash.")},
			[]string{"allergy drug:benzylpenicillin"}},
		{"spelt right", [][2]string{clinician("Any allergies?"), patient("Penicillin gives me a rash.")},
			[]string{"allergy allergen:penicillins"}},
		{"amoxicilin made me come out in hives", [][2]string{clinician("Any allergies?"), patient("amoxicilin made me come out in hives.")},
			[]string{"allergy drug:amoxicillin"}},
		{"zh: 青霉素吃了起疹子", [][2]string{clinician("有没有药物过敏？"), patient("青霉素吃了起疹子。")},
			[]string{"allergy allergen:penicillins"}},
		{"a rash now from the penicillin started this week", [][2]string{patient("I started penicillin on Monday and I've got a rash now from it.")},
			[]string{"medication drug:benzylpenicillin", "symptom sym:rash"}},
	})
}

// A drug the patient says they will not take, often an offer refused, is
// not written as taken. A drug taken and liked stays.
func TestRefusedDrugSession34e(t *testing.T) {
	runCases(t, []readCase{
		{"r1: ibuprofen I don't like", [][2]string{clinician("Stretches, supportive shoes or insoles, and ibuprofen for a week or two if your stomach is okay with it."),
			patient("Stomach is fine. But ibuprofen I don't like, last time it gave me acidity.")},
			[]string{"symptom sym:heartburn historical"}},
		{"codeine doesn't agree with me", [][2]string{patient("Codeine doesn't agree with me.")}, nil},
		{"taken and liked stays", [][2]string{patient("I take ibuprofen and I like it.")},
			[]string{"medication drug:ibuprofen"}},
	})
}

package understand_test

import "testing"

// Session 34, second round: classes of wrong writes of mts-dialog dev16.
// The first sentence of each table is the dev one; the rest are written
// for the test, with near-misses that must keep their reading.

// A question about the kind of something a relative has ("What type of
// cancer?") asks about the relative: the answer naming it is theirs, when
// the turn before said whose it is, or the question before the patient's
// last turn asked about them. A kind question about the patient's own
// keeps the answer the patient's.
func TestKindOfRelativesAskedSession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: cancer runs in the family, what type", [][2]string{
			clinician("You had mentioned that cancer runs in your family. What type of cancer?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer of family"}},
		{"a mother's stroke, what kind", [][2]string{
			clinician("Your mother had a stroke, right? What kind of stroke?"), patient("A brain bleed.")},
			[]string{"condition cond:intracerebral_hemorrhage historical of mother"}},
		{"a father's heart trouble, which kind", [][2]string{
			clinician("Any heart problems in the family?"), patient("My dad, yes."), clinician("What kind of heart disease?"), patient("Heart failure.")},
			[]string{"condition cond:heart_failure of father"}},
		{"zh: the same turn", [][2]string{clinician("你刚才说家里有人得过癌，什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer of family"}},
		{"zh: a kind asked after the yes", [][2]string{clinician("家里有人得过癌吗？"), patient("有。"), clinician("什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer of family"}},
		{"zh: which kind asked after the yes", [][2]string{clinician("你家里有没有人得过癌症？"), patient("有的。"), clinician("哪种癌？"), patient("胃癌。")},
			[]string{"condition cond:gastric_cancer of family"}},
		{"zh: a title of address is no relative asked about", [][2]string{clinician("阿婆，啥地方勿适意？"), patient("困勿着觉。")},
			[]string{"symptom sym:insomnia"}},
		{"zh: a kind asked after a title of address is the patient's", [][2]string{clinician("阿姨，什么病？"), patient("高血压。")},
			[]string{"condition cond:hypertension"}},
		{"the patient's own cancer, what type", [][2]string{
			clinician("You told me you had cancer. What type of cancer?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer"}},
		{"a kind asked of the patient, after family", [][2]string{
			clinician("Cancer runs in your family. What type of cancer do you have?"), patient("Skin cancer.")},
			[]string{"condition cond:skin_cancer"}},
		{"zh: the patient's own, what kind", [][2]string{clinician("你说你得过癌，什么癌？"), patient("肺癌。")},
			[]string{"condition cond:lung_cancer"}},
	})
}

// What the patient had at a vague time gone by ("at some point", "some
// time ago", "a while back") is past; a time to come or of every day is
// not.
func TestVaguePastTimeSession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: hives at some point, and psoriasis", [][2]string{clinician("Were there any medical issues in the past?"),
			patient("Oh, I have a list. I have asthma and sinus issues. I also had hives at some point and psoriasis.")},
			[]string{"condition cond:asthma", "condition cond:psoriasis historical", "condition cond:urticaria historical"}},
		{"dev: an operation for melanoma some time ago", [][2]string{clinician("Have you ever had surgery, ma'am?"), patient("Yes, I had it for melanoma some time ago.")},
			[]string{"condition cond:melanoma historical", "procedure proc:surgery historical inactive"}},
		{"shingles a while back", [][2]string{patient("I had shingles a while back.")},
			[]string{"condition cond:herpes_zoster historical"}},
		{"at one point, gout", [][2]string{patient("At one point I had gout in my big toe.")},
			[]string{"condition cond:gout historical"}},
		{"a headache at some point every day goes on", [][2]string{patient("At some point every day I get a headache.")},
			[]string{"symptom sym:headache"}},
		{"what the patient has now stays", [][2]string{patient("I have psoriasis on my elbows.")},
			[]string{"condition cond:psoriasis"}},
	})
}

// A condition an operation took away, named after "removal of", is past.
func TestRemovalOfSession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: a surgical removal of abscesses", [][2]string{clinician("Hi there, so you are here for your follow up?"),
			patient("Yes, I had a surgical removal of multiple abscesses on my right thigh.")},
			[]string{"condition cond:skin_abscess historical"}},
		{"an excision of a lipoma", [][2]string{patient("I had an excision of a lipoma on my back.")},
			[]string{"condition cond:lipoma historical"}},
		{"a removal still to come is no past", [][2]string{patient("I am going to have a removal of the cyst on my back.")},
			[]string{"condition cond:sebaceous_cyst"}},
	})
}

// A story dated well before now and closed by getting well is over; the
// simple past alone, or a story that comes back, is not.
func TestRecoveredStorySession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: November last year, back to normal", [][2]string{clinician("Is this the only time that this has happened?"),
			patient("No. In November last year, I was in the middle of eating breakfast when I got dizzy. I was so dizzy that I was nauseous, and I threw up several times. I was so exhausted from the dizziness and throwing up that I went to my room and took a two hour nap. I felt better and back to normal after I woke up from my nap.")},
			[]string{"symptom sym:dizziness historical", "symptom sym:fatigue historical", "symptom sym:nausea historical", "symptom sym:vomiting historical"}},
		{"back in March, got better", [][2]string{patient("Back in March I got a rash on my arms. I felt itchy all over. It cleared up after a week.")},
			[]string{"symptom sym:itching historical", "symptom sym:rash historical"}},
		{"zh: last summer, then well", [][2]string{patient("去年夏天头晕了一阵，吐了几次，后来就好了。")},
			[]string{"symptom sym:dizziness historical", "symptom sym:vomiting historical"}},
		{"the simple past alone stays now", [][2]string{patient("I had some nausea, and I threw up a few times.")},
			[]string{"symptom sym:nausea", "symptom sym:vomiting"}},
		{"a story not dated stays for now", [][2]string{patient("This morning I got dizzy at breakfast. I threw up several times. I felt better after a nap.")},
			[]string{"symptom sym:dizziness", "symptom sym:vomiting"}},
	})
}

// An epidural steroid injection is a procedure had, not a steroid taken:
// the longer name wins over the drug class word it holds. A steroid given
// as a drug stays one.
func TestEpiduralSteroidInjectionSession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: among the surgeries", [][2]string{clinician("Do you know what surgeries you've had?"),
			patient("Let me check my notes, um, I've had a spinal decompression and epidural steroids injection.")},
			[]string{"procedure proc:epidural_steroid_injection historical inactive"}},
		{"epidural steroid shots last year", [][2]string{patient("I had two epidural steroid shots in my lower back last year.")},
			[]string{"procedure proc:epidural_steroid_injection historical inactive"}},
		{"zh: 硬膜外激素注射", [][2]string{patient("去年腰椎做过硬膜外激素注射。")},
			[]string{"procedure proc:epidural_steroid_injection historical inactive"}},
		{"a steroid named as the drug given stays a drug", [][2]string{patient("The doctor gave me a steroid injection, dexamethasone.")},
			[]string{"medication drug:dexamethasone relayed"}},
		{"steroid tablets stay a drug", [][2]string{patient("I take steroid tablets for my asthma.")},
			[]string{"condition cond:asthma", "medication class:steroids"}},
	})
}

// A short-course drug told as what each bout is treated with ("I'm
// usually given antibiotics and then discharged") is courses that ended;
// a drug taken habitually, or said to go on now, is not.
func TestGivenEachTimeSession34b(t *testing.T) {
	runCases(t, []readCase{
		{"dev: usually given antibiotics, then discharged", [][2]string{clinician("Have you ever been hospitalized due to pneumonia?"),
			patient("Uh I'm usually given antibiotics and then discharged.")},
			[]string{"medication class:antibiotics stopped"}},
		{"they always give me amoxicillin", [][2]string{patient("Every winter I get a chest infection and they always give me amoxicillin.")},
			[]string{"condition cond:lower_respiratory_infection", "medication drug:amoxicillin stopped"}},
		{"zh: each stay, antibiotics, then home", [][2]string{patient("每次住院都是打点抗生素就出院了。")},
			[]string{"medication class:antibiotics stopped"}},
		{"a habit of taking a painkiller stays", [][2]string{patient("I usually take ibuprofen for my headaches.")},
			[]string{"medication drug:ibuprofen", "symptom sym:headache"}},
		{"given each time, and on them now, stays", [][2]string{patient("I am usually given antibiotics, and I am still on them now.")},
			[]string{"medication class:antibiotics"}},
	})
}

package understand_test

import "testing"

// Session 33b: the classes session 33 listed and left. Every sentence is
// written for the test, none taken from a corpus; each table holds
// near-misses that must keep their reading.

// A clinician's condition named as what a finding may be a sign of, or to
// be ruled out, is a possibility; one told as the diagnosis stays.
func TestPossibleSignsSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"a sign of", [][2]string{clinician("Blood like this is occasionally a sign of bowel cancer.")},
			[]string{"condition cond:colorectal_cancer uncertain"}},
		{"a sign of, then ruled out", [][2]string{clinician("Bleeding like this is occasionally a sign of cancer, so we have to rule the cancer out.")},
			[]string{"condition cond:cancer uncertain"}},
		{"zh: a signal of states nothing", [][2]string{clinician("这种出血有时候是宫颈癌的信号，要做个检查。")},
			[]string{}},
		{"the patient's echo of a possibility", [][2]string{
			clinician("Bleeding like this is occasionally a sign of cancer, so we have to rule the cancer out."),
			patient("Cancer. Okay.")},
			[]string{"condition cond:cancer uncertain"}},
		{"a diagnosis stays", [][2]string{clinician("Your chest sounds crackly, this is pneumonia.")},
			[]string{"condition cond:pneumonia"}},
	})
}

// Offers, plans and last resorts are not facts: a vaccine against an
// illness weighed up, a bowel prep for next week, a drug only if the pain
// is unbearable. A drug prescribed for bad pain, or taken as needed, stays.
func TestOffersAndPlansSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"a vaccine offered and weighed", [][2]string{
			clinician("带状疱疹疫苗也可以打，自费的，您回去想想。"),
			patient("带状疱疹那个我回去跟老伴商量一下。")},
			[]string{}},
		{"a last resort", [][2]string{clinician("实在头疼得不行，一个礼拜顶多吃两次布洛芬。")},
			[]string{"medication drug:ibuprofen hypothetical"}},
		{"a limit with a prescription stays", [][2]string{clinician("一个礼拜最多吃两次对乙酰氨基酚，给你开一盒。")},
			[]string{"medication drug:paracetamol"}},
		{"a bowel prep to come", [][2]string{patient("下个月约了胃肠镜，护士说前一天得喝泻药。")},
			[]string{"medication class:laxatives hypothetical relayed"}},
	})
}

// Clinical words used for something else: a blood gas is a test, a drug's
// website a website, losing one's balance and falling one stumble.
func TestNotClinicalUsesSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"a blood gas sample", [][2]string{patient("I was drawing a blood gas on the ward when the needle went into my thumb.")},
			[]string{}},
		{"a drug's website", [][2]string{patient("I read about it on the Viagra website last night.")},
			[]string{}},
		{"one stumble", [][2]string{patient("I tripped on the kerb, lost my balance and fell.")},
			[]string{"symptom sym:falls historical"}},
		{"bloating stays", [][2]string{patient("I've had a lot of gas and bloating this week.")},
			[]string{"symptom sym:bloating", "symptom sym:excess_gas"}},
		{"a balance problem stays", [][2]string{patient("I keep losing my balance when I turn round.")},
			[]string{"symptom sym:balance_problem"}},
	})
}

// The English narrative past: a past weight, a failed course, one
// occasion gone by, a full course taken.
func TestEnglishNarrativePastSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"a past weight", [][2]string{clinician("What do you weigh these days?"), patient("I were fifteen stone at Christmas.")},
			[]string{}},
		{"a weight now stays", [][2]string{clinician("What do you weigh these days?"), patient("Twelve stone this morning.")},
			[]string{"observation vital:weight"}},
		{"a course that did nothing", [][2]string{patient("When it first started the GP put me on some antibiotics, but nothing changed.")},
			[]string{"medication class:antibiotics historical relayed stopped"}},
		{"a drug tried last year", [][2]string{patient("I tried out Zyrtec last winter, but I'm not sure it was doing its job.")},
			[]string{"medication drug:cetirizine historical stopped"}},
		{"one occasion", [][2]string{patient("I came off my bike once and bumped my head.")},
			[]string{"condition cond:head_injury historical"}},
		{"once a day stays", [][2]string{patient("I get a headache once a day.")},
			[]string{"symptom sym:headache"}},
		{"a full course taken", [][2]string{clinician("So you took a full course of doxycycline, right?"), patient("Yes, that's right.")},
			[]string{"medication drug:doxycycline historical"}},
		{"a drug taken now stays", [][2]string{patient("The GP put me on amlodipine and I'm still taking it.")},
			[]string{"medication drug:amlodipine relayed"}},
	})
}

// A Chinese complaint told as what a drug did before it was stopped is
// past; one that goes on stays.
func TestSideEffectOfStoppedDrugSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"the pain went with the drug", [][2]string{patient("布洛芬我以前吃过，后来胃疼，医生就给停了。")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:epigastric_pain historical"}},
		{"still there stays", [][2]string{patient("布洛芬我以前吃过，后来胃疼，停了以后还是疼。")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:epigastric_pain"}},
	})
}

// Three older readings that went wrong: a complaint over and back again
// was read as past, a pack used up and bought again as never taken, a drug
// a colleague gave the patient as the colleague's.
func TestOlderReadingsSession33b(t *testing.T) {
	runCases(t, []readCase{
		{"over and back again", [][2]string{patient("头疼后来好了，这两天又开始疼。")},
			[]string{"symptom sym:headache"}},
		{"over and another complaint begins", [][2]string{patient("头疼后来好了，这两天又开始咳嗽。")},
			[]string{"symptom sym:cough", "symptom sym:headache historical"}},
		{"a pack used up and bought again", [][2]string{patient("布洛芬吃完那盒就没了，又买了一盒。")},
			[]string{"medication drug:ibuprofen"}},
		{"a pack used up", [][2]string{patient("布洛芬吃完那盒就没了。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"a colleague's drops used", [][2]string{patient("同事给的氯霉素眼药水，点了两天。")},
			[]string{"medication drug:chloramphenicol"}},
		{"a friend's tablets used and stopped", [][2]string{patient("朋友给的布洛芬，吃了两天没用，我就没吃了。")},
			[]string{"medication drug:ibuprofen historical stopped"}},
		{"a colleague's own drug stays theirs", [][2]string{patient("我同事一直在吃氯雷他定。")},
			[]string{"medication drug:loratadine of other"}},
	})
}

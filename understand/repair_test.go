package understand_test

import "testing"

// The self-correction reading (repair.go): what a speaker takes back says
// nothing, what a correction says was switched is the drug of before, and
// what they settle on is asserted.

// A drug named and at once taken back by the patient is no drug of theirs,
// whether the name settled on is known or not (zh/w1: "吃了那个……布洛芬，不
// 对，是洛索洛芬", "吃了奥美拉唑……不是，雷贝拉唑"); when the correction says
// the drug was switched, the name taken back is the drug of before
// ("呋塞米……不是不是，出院换了，托拉塞米"). A "不是" that goes on into its
// clause, or a "no" that is no repair, keeps the drug.
func TestRetractedDrugs(t *testing.T) {
	runCases(t, []readCase{
		{"w1: the first drug corrected to one the lexicon does not know", [][2]string{
			clinician("嗯，还有吃别的止痛药吗"),
			patient("吃了那个……布洛芬，不对，是洛索洛芬，我媳妇儿的")},
			[]string{}},
		{"w1: the first drug taken back as the wife's", [][2]string{
			clinician("吃过什么药没有"),
			patient("吃过那个……普萘洛尔，不对，那是我媳妇儿治心慌的，我吃的是阿罗洛尔")},
			[]string{"symptom sym:palpitations of other"}},
		{"w1: a bare 不是 corrects to another drug", [][2]string{
			clinician("吃了么药"),
			patient("吃了奥美拉唑……不是，雷贝拉唑，药店买的")},
			[]string{"medication drug:rabeprazole"}},
		{"w1: a correction that says the drug was switched", [][2]string{
			clinician("哪个没吃的你跟我说"),
			patient("我吃的是那个呋塞米……不是不是，出院换了，托拉塞米，对。")},
			[]string{"medication drug:furosemide historical stopped", "medication drug:torasemide"}},
		{"another drug corrected with 不对", [][2]string{
			clinician("平时吃什么降压药"),
			patient("吃的是那个……厄贝沙坦，不对，是奥美沙坦酯")},
			[]string{"medication drug:olmesartan"}},
		{"a switch told in the correction", [][2]string{
			clinician("吃什么药"),
			patient("以前吃氨氯地平……不对，换成硝苯地平了")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:nifedipine"}},
		{"an English switch in the correction", [][2]string{
			clinician("What are you taking for your blood pressure?"),
			patient("The lisinopril, no, sorry, they switched me to the losartan.")},
			[]string{"medication drug:lisinopril historical stopped", "medication drug:losartan"}},
		{"an English drug taken back as the father's", [][2]string{
			clinician("What are you taking?"),
			patient("Atenolol, no wait, that was my dad's, I take the bisoprolol.")},
			[]string{"medication drug:bisoprolol"}},
		{"a drug taken back as stopped", [][2]string{
			clinician("what medicines are you taking for the diabetes right now exactly"),
			patient("The metformin. And the glimepiride, no sorry, that one the doctor stopped last year. Now it is gliclazide.")},
			[]string{"medication drug:metformin", "medication drug:glimepiride historical stopped", "medication drug:gliclazide"}},
		{"a drug taken back as stopped, in Chinese", [][2]string{
			clinician("吃什么药"),
			patient("吃的是格列美脲……不对，那个去年就停了，现在吃格列齐特")},
			[]string{"medication drug:glimepiride historical stopped", "medication drug:gliclazide"}},
		{"near miss: a stop told of another drug in a later sentence", [][2]string{
			clinician("药都按时吃着吗？"),
			patient("阿司匹林一天一片。阿托伐他汀……不对，是瑞舒伐他汀，晚上一片。那个氯吡格雷吃了三个月，出院时候大夫说吃满三个月就停，我就停了。")},
			[]string{"medication drug:aspirin", "medication drug:rosuvastatin", "medication drug:clopidogrel stopped"}},
		{"near miss: 不是 going on into its clause", [][2]string{
			clinician("吃什么药"),
			patient("阿司匹林，不是很管用")},
			[]string{"medication drug:aspirin"}},
		{"near miss: a repair with nothing after it", [][2]string{
			clinician("你吃的是二甲双胍对吧"),
			patient("二甲双胍，不对")},
			[]string{"medication drug:metformin"}},
	})
}

// A drug named and taken back in the same breath is not taken; only the one
// settled on counts, in either language and whether the correction names
// another drug or says whose the first one is.
func TestSelfCorrectedDrugs(t *testing.T) {
	runCases(t, []readCase{
		{"a drug named and taken back is not taken", [][2]string{patient("我吃的是……氯沙坦，哦不对，是替米沙坦，一天一片。")},
			[]string{"medication drug:telmisartan"}},
		{"a drug taken back as someone else's", [][2]string{clinician("Which blood pressure tablet are you on?"),
			patient("It's the ramipril, no, sorry, that's my husband's. Mine's candesartan, 8 milligrams in the morning.")},
			[]string{"medication drug:candesartan"}},
		{"an English self-correction of a drug", [][2]string{patient("I take ramipril, no sorry, lisinopril, ten milligrams.")},
			[]string{"medication drug:lisinopril"}},
	})
}

// A drug a clinician names and takes back is not ordered.
func TestAClinicianTakesADrugBack(t *testing.T) {
	runCases(t, []readCase{
		{"a drug taken back is not ordered", [][2]string{clinician("给你开丁酸氢化可的松乳膏……哦不对，脸上用弱一点的，开地奈德乳膏，一天两次。")},
			[]string{"medication drug:desonide"}},
	})
}

// A spoken self-repair ("the metformin no the gliclazide", "the dapa no
// cana canagliflozin") settles on the second drug and withdraws the first;
// its "no" denies nothing. A "no" after a verb or before a list still
// denies, and an allergy's "no" is left to a clinician.
func TestDrugSelfRepair(t *testing.T) {
	runCases(t, []readCase{
		{"a name restarted after no", [][2]string{patient("I'm on the empa no dapa dapagliflozin.")},
			[]string{"medication drug:dapagliflozin"}},
		{"a drug repaired to another", [][2]string{patient("i take the ramipril no the lisinopril every morning")},
			[]string{"medication drug:lisinopril"}},
		{"a repair in a longer list", [][2]string{patient("i take atorvastatin and the other one the sita no saxa saxagliptin")},
			[]string{"medication drug:atorvastatin", "medication drug:saxagliptin"}},
		{"no after a verb denies", [][2]string{patient("I take no aspirin.")},
			[]string{"medication drug:aspirin negated"}},
		{"a list of nos denies each", [][2]string{patient("No aspirin no ibuprofen.")},
			[]string{"medication drug:aspirin negated", "medication drug:ibuprofen negated"}},
		{"an intensifier before no denies", [][2]string{patient("Definitely no aspirin.")},
			[]string{"medication drug:aspirin negated"}},
		{"an allergy's no is not guessed a repair", [][2]string{patient("I'm allergic to penicillin no amoxicillin.")},
			[]string{"allergy allergen:penicillins", "allergy drug:amoxicillin negated"}},
	})
}

// A repair of any word ("Friday, no wait, Thursday") is no "no" to what
// was named before it.
func TestASelfCorrectionDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"no wait repairs a day", [][2]string{patient("the rash came up on Friday, no wait, Thursday")}, []string{"symptom sym:rash"}},
		{"no sorry repairs a side", [][2]string{patient("a pain in my left knee, no sorry, the right")}, []string{"symptom sym:knee_pain"}},
	})
}

// A "no" said again right after a repair word belongs to the repair
// ("the ibuprofen no sorry no it's the naproxen that I take"): the name
// settled on is taken, not denied, and the name taken back says nothing.
// Doubled repair words ("不对不对", "不是不是") are no "对不对" or "是不是"
// question. A "no" that opens no repair, or a denial of the name settled
// on in words of its own, still denies.
func TestTheNoOfARepairDeniesNothing(t *testing.T) {
	runCases(t, []readCase{
		{"a no after no sorry settles on the drug after it", [][2]string{
			patient("the ibuprofen no sorry no it's the naproxen that I take")},
			[]string{"medication drug:naproxen"}},
		{"a no after no wait, with a determiner", [][2]string{
			patient("the amlodipine no wait no the atenolol")},
			[]string{"medication drug:atenolol"}},
		{"a no after no sorry, the name straight after it", [][2]string{
			patient("the ramipril no sorry no lisinopril every morning")},
			[]string{"medication drug:lisinopril"}},
		{"不对不对，不是 settles on a drug the lexicon does not know", [][2]string{
			patient("布洛芬，不对不对，不是，是洛索洛芬")},
			[]string{}},
		{"不对不对，不是 settles on a drug the lexicon knows", [][2]string{
			patient("布洛芬，不对不对，不是，是萘普生")},
			[]string{"medication drug:naproxen"}},
		{"不是不是 after a pause settles on the drug after it", [][2]string{
			patient("布洛芬……不是不是，是萘普生")},
			[]string{"medication drug:naproxen"}},
		{"a bare 不是 correcting a drug is no denial of it", [][2]string{
			patient("布洛芬，不是，是萘普生")},
			[]string{"medication drug:naproxen"}},
		{"near miss: two drugs each denied", [][2]string{patient("no ibuprofen, no naproxen")},
			[]string{"medication drug:ibuprofen negated", "medication drug:naproxen negated"}},
		{"near miss: no after a verb", [][2]string{patient("I take no aspirin")},
			[]string{"medication drug:aspirin negated"}},
		{"near miss: a repair word then a denial in words of its own", [][2]string{
			patient("no sorry, I don't take naproxen")},
			[]string{"medication drug:naproxen negated"}},
		{"near miss: a drug repaired to and then denied", [][2]string{
			patient("the ibuprofen no sorry I don't take the naproxen")},
			[]string{"medication drug:naproxen negated"}},
		{"near miss: not said of the name settled on", [][2]string{
			patient("the ibuprofen no sorry no not the naproxen")},
			[]string{"medication drug:naproxen negated"}},
		{"near miss: two drugs not taken, in Chinese", [][2]string{patient("布洛芬不吃，洛索洛芬也不吃")},
			[]string{"medication drug:ibuprofen negated"}},
		{"near miss: two known drugs not taken, in Chinese", [][2]string{patient("布洛芬不吃，萘普生也不吃")},
			[]string{"medication drug:ibuprofen negated", "medication drug:naproxen negated"}},
		{"near miss: the drug settled on is denied after it", [][2]string{patient("布洛芬，不对，萘普生不吃")},
			[]string{"medication drug:naproxen negated"}},
		{"near miss: an echo denied with a bare 不是 at the end", [][2]string{
			clinician("吃布洛芬吗？"), patient("布洛芬，不是")},
			[]string{"medication drug:ibuprofen negated"}},
		{"near miss: a real 是不是 question", [][2]string{patient("是不是萘普生")},
			[]string{"medication drug:naproxen hypothetical uncertain"}},
	})
}

// A speaker who doubts a word before repairing it ("was it") still
// repairs it, and a repair that gives the word to someone else ("no, that
// was my brother") takes it back with no other word after it.
func TestARepairAfterADoubtOrToSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"v1: a hernia, was it, no, that was my brother", [][2]string{
			clinician("And your past history, I have the blood pressure and the gout. Anything else?"),
			patient("And a hernia, was it, no, that was my brother, the hernia. No, that's it.")},
			[]string{"condition cond:inguinal_hernia of sibling"}},
		{"no, that was my sister, with nothing after it", [][2]string{
			patient("Asthma, was it, no, that was my sister.")},
			[]string{}},
		{"a drug given to a husband by the repair", [][2]string{
			patient("Metformin, no, that's my husband's. I take gliclazide.")},
			[]string{"medication drug:gliclazide"}},
		{"I think before the repair", [][2]string{
			patient("the lisinopril, I think, no sorry, the losartan")},
			[]string{"medication drug:losartan"}},
		{"a capitalised repair after a sentence", [][2]string{
			patient("I take the ramipril. No, sorry, the lisinopril.")},
			[]string{"medication drug:lisinopril"}},
		{"near miss: a doubt about when is no repair of what", [][2]string{
			patient("I had a hernia, was it two years ago, no three.")},
			[]string{"condition cond:inguinal_hernia historical"}},
		{"near miss: was it as a question of its own keeps the drug", [][2]string{
			patient("They gave me amoxicillin, was it? Yes, amoxicillin.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

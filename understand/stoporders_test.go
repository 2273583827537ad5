package understand_test

import "testing"

func TestAClinicianStopsADrugByAPronoun(t *testing.T) {
	runCases(t, []readCase{
		{"stop that after the drug", [][2]string{clinician("The codeine can make the constipation worse, so I'd like you to stop that.")},
			[]string{"medication drug:codeine stopped"}},
		{"the time since an event is no diagnosis", [][2]string{clinician("It's been six weeks since the heart attack. How are you?")},
			[]string{}},
	})
}

func TestADoseDroppedIsNoStop(t *testing.T) {
	runCases(t, []readCase{
		{"drop it down is a lower dose", [][2]string{clinician("Keep taking the gabapentin, but drop it down to 300 mg at night.")},
			[]string{"medication drug:gabapentin"}},
		{"the patient agreeing to stop", [][2]string{clinician("The codeine may be causing this, so I'd like you to stop that."), patient("Okay, I'll stop the codeine.")},
			[]string{"medication drug:codeine stopped"}},
	})
}

func TestInsteadOfTheirDrug(t *testing.T) {
	runCases(t, []readCase{
		{"ordered instead of the patient's drug, that drug stops", [][2]string{clinician("Take paracetamol instead of the Nurofen for the next week.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:paracetamol"}},
		{"a drug to prefer over one never said taken is no stop", [][2]string{clinician("Take paracetamol rather than ibuprofen for the next week.")},
			[]string{"medication drug:paracetamol"}},
	})
}

func TestIncludedInAStop(t *testing.T) {
	runCases(t, []readCase{
		{"a drug included in a stop order stops too", [][2]string{clinician("No more paracetamol for now, including the co-codamol.")},
			[]string{"medication drug:paracetamol stopped", "medication drug:paracetamol_codeine stopped"}},
	})
}

func TestSwappedOff(t *testing.T) {
	runCases(t, []readCase{
		{"a drug that never worked, swapped off", [][2]string{patient("The citalopram never did a thing for me, so the doctor swapped me in the spring.")},
			[]string{"medication drug:citalopram stopped"}},
		{"a drug taken now, after a swap, is taken", [][2]string{patient("I'm on the citalopram now, the doctor swapped me in the spring.")},
			[]string{"medication drug:citalopram"}},
		{"a swap to the drug named is no stop of it", [][2]string{patient("The citalopram was what they swapped me to in the spring.")},
			[]string{"medication drug:citalopram"}},
	})
}

func TestAClinicianStopSaidVerbLast(t *testing.T) {
	runCases(t, []readCase{
		{"the drug first, then when, then 停", [][2]string{clinician("阿司匹林明天就停，做完胃镜再说。")},
			[]string{"medication drug:aspirin stopped"}},
		{"from tonight on 停", [][2]string{clinician("格列齐特从明天早上开始停。")},
			[]string{"medication drug:gliclazide stopped"}},
		{"把 two drugs 停下来", [][2]string{clinician("先把布洛芬跟双氯芬酸停下来。")},
			[]string{"medication drug:diclofenac stopped", "medication drug:ibuprofen stopped"}},
		{"a drug taken on and off is no order", [][2]string{clinician("阿司匹林吃一阵停一阵可不行。")}, []string{}},
		{"a drug not to stop is kept, as 'don't stop the aspirin' is", [][2]string{clinician("氯吡格雷不能停。")}, []string{"medication drug:clopidogrel"}},
	})
}

// "No need to take it any more", said after the drug with nothing after it,
// stops it (y1: "美托洛尔不用再吃。"); the same words opening a limit do not.
func TestNoLongerNeededSaidLast(t *testing.T) {
	runCases(t, []readCase{
		{"y1: metoprolol no longer needed", [][2]string{clinician("考虑甲亢控制好转。美托洛尔不用再吃。")},
			[]string{"condition cond:hyperthyroidism uncertain", "medication drug:metoprolol stopped"}},
		{"不需要再吃", [][2]string{clinician("阿司匹林不需要再吃，")}, []string{"medication drug:aspirin stopped"}},
		{"Cantonese 唔使再食", [][2]string{clinician("布洛芬唔使再食。")}, []string{"medication drug:ibuprofen stopped"}},
		{"near miss: a limit on the dose", [][2]string{clinician("美托洛尔不用再吃超过两片。")}, []string{"medication drug:metoprolol"}},
	})
}

func TestASwitchThatNamesOnlyWhereItGoes(t *testing.T) {
	runCases(t, []readCase{
		{"the drug left is named a sentence before", [][2]string{clinician("氯沙坦老忘了吃可不行。换成缬沙坦，一天一片。")},
			[]string{"medication drug:losartan stopped", "medication drug:valsartan"}},
		{"the drug left is the patient's, named a turn before", [][2]string{patient("我一直在吃氯沙坦，一天一片。"),
			clinician("这个药你吃了咳嗽，换成缬沙坦，一天一片。")},
			[]string{"medication drug:losartan stopped", "medication drug:valsartan"}},
		{"a drug of another kind is not left", [][2]string{patient("我一直在吃二甲双胍。"), clinician("换成缬沙坦，一天一片。")},
			[]string{"medication drug:valsartan"}},
	})
}

func TestAClassStoppedStopsItsDrugNamedBefore(t *testing.T) {
	runCases(t, []readCase{
		{"头孢 stops the cephalosporin named", [][2]string{patient("我前两天开始吃头孢呋辛，一天两次。"), clinician("头孢以后都别再吃了，改成阿奇霉素。")},
			[]string{"medication class:cephalosporins stopped", "medication drug:azithromycin", "medication drug:cefuroxime stopped"}},
		{"a drug of another class goes on", [][2]string{patient("我在吃氨氯地平。"), clinician("头孢以后都别再吃了。")},
			[]string{"medication class:cephalosporins stopped"}},
	})
}

func TestAStopThatAnswersTheDrugAsked(t *testing.T) {
	runCases(t, []readCase{
		{"先停了 to whether to go on", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("先停了，做完手术再说。")},
			[]string{"medication drug:aspirin stopped"}},
		{"an answer about something else", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("停车场在楼下，先去拍片子。")}, []string{}},
		{"a stop that names its own drug", [][2]string{patient("那阿司匹林明天还吃吗？"), clinician("氯吡格雷先停了。")},
			[]string{"medication drug:clopidogrel stopped"}},
		{"I'd rather you didn't", [][2]string{patient("And, um, can I still take my Advil for the headaches?"),
			clinician("I'd rather you didn't, honestly. Advil can push the pressure up.")}, []string{"medication drug:ibuprofen stopped"}},
		{"better not", [][2]string{patient("Can I keep taking the naproxen?"), clinician("Better not, with your stomach.")},
			[]string{"medication drug:naproxen stopped"}},
		{"near miss: a yes stops nothing", [][2]string{patient("Can I still take my Advil?"), clinician("Yes, that's fine.")}, []string{}},
		{"near miss: a drug only asked to start is not stopped", [][2]string{patient("Can I take Imodium? I've got a meeting tomorrow."),
			clinician("I'd rather you didn't while you've got a temperature.")}, []string{}},
	})
}

func TestAStopThatDropsTheDrugItOpenedWith(t *testing.T) {
	runCases(t, []readCase{
		{"the drug, why, then a bare stop", [][2]string{clinician("美托洛尔会让你心跳太慢，先停掉，氨氯地平接着吃。")},
			[]string{"medication drug:amlodipine", "medication drug:metoprolol stopped"}},
		{"a reason with 吃 in it", [][2]string{clinician("布洛芬吃多了伤胃，停了吧。")},
			[]string{"medication drug:ibuprofen stopped"}},
		{"two drugs before the stop: which is not said", [][2]string{clinician("布洛芬跟阿司匹林一块儿吃伤胃，停了吧。")}, []string{}},
		{"a stop followed by more is a consequence", [][2]string{clinician("阿司匹林要接着吃，停了容易出事。")},
			[]string{"medication drug:aspirin"}},
		{"a spray is stopped with its own verb", [][2]string{clinician("羟甲唑啉喷太久了，不要再喷了。")},
			[]string{"medication drug:oxymetazoline stopped"}},
		{"a cream likewise", [][2]string{clinician("别再擦丁酸氢化可的松了，换个药膏。")},
			[]string{"medication drug:hydrocortisone stopped"}},
	})
}

func TestASentenceThatNamesAStoppedClassStopsItsMembers(t *testing.T) {
	runCases(t, []readCase{
		{"Is the amlodipine an' the water pill", [][2]string{patient("Mi did stop tek mi pressure tablet dem 'bout two weeks now. Is the amlodipine an' the water pill.")},
			[]string{"medication class:antihypertensives stopped", "medication class:diuretics stopped", "medication drug:amlodipine stopped"}},
		{"a class taken, then named", [][2]string{patient("I take my blood pressure tablets every day. It's the amlodipine.")},
			[]string{"condition cond:hypertension", "medication class:antihypertensives", "medication drug:amlodipine"}},
		{"I figured I'm just clumsy", [][2]string{patient("A couple bruises on my arms, I figured I'm just clumsy.")}, []string{"symptom sym:bruising", "symptom sym:clumsiness uncertain"}},
	})
}

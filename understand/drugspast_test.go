package understand_test

import "testing"

func TestADrugToldAsTakenBefore(t *testing.T) {
	runCases(t, []readCase{
		{"moved off the drug named second", [][2]string{clinician("You've been on the apixaban since we took you off the warfarin.")},
			[]string{"medication drug:apixaban", "medication drug:warfarin stopped"}},
		{"a switch from the first to the second", [][2]string{clinician("I'm switching you from amlodipine to losartan.")},
			[]string{"medication drug:amlodipine stopped", "medication drug:losartan"}},
		{"the first of a sequence", [][2]string{patient("The ibuprofen for the first few days and then the naproxen, twice a day.")},
			[]string{"medication drug:ibuprofen stopped", "medication drug:naproxen"}},
		{"given in a stay that is over", [][2]string{patient("The chest cleared up, the steroids in the hospital sorted it.")},
			[]string{"medication class:steroids stopped"}},
		{"a yes to whether a drug was stopped", [][2]string{clinician("And the lithium, I see we stopped that last year?"), patient("Yes, it was affecting my kidneys.")},
			[]string{"medication drug:lithium stopped"}},
	})
}

func TestIllnessHadAndDrugNotKeptDown(t *testing.T) {
	runCases(t, []readCase{
		{"an acute illness asked about ever, had", [][2]string{clinician("Did you ever have mumps?"), patient("Mumps, yes, I had it the summer we moved to Leeds.")},
			[]string{"condition cond:mumps historical"}},
		{"an acute illness asked about ever, had now", [][2]string{clinician("Did you ever have chickenpox?"), patient("Chickenpox, yes, I had it when I was small and I've got it again now.")},
			[]string{"condition cond:chickenpox"}},
		{"a drug that could not be kept down", [][2]string{patient("The GP gave me amoxicillin, but I couldn't keep it down after two doses.")},
			[]string{"medication drug:amoxicillin relayed stopped"}},
	})
}

func TestADrugToldAsTried(t *testing.T) {
	runCases(t, []readCase{
		{"tried, told in the past", [][2]string{clinician("What have you tried for the heartburn?"), patient("I took omeprazole.")},
			[]string{"medication drug:omeprazole stopped"}},
		{"tried, and still taken", [][2]string{clinician("What have you tried for the heartburn?"), patient("I've been taking omeprazole every day.")},
			[]string{"medication drug:omeprazole"}},
		{"treated, for an illness over", [][2]string{clinician("Any skin problems before?"), patient("I had ringworm years ago."),
			clinician("How was that treated?"), patient("They gave me a clotrimazole cream.")},
			[]string{"medication drug:clotrimazole stopped"}},
		{"treated, for what goes on", [][2]string{clinician("How was that treated?"), patient("They gave me a clotrimazole cream.")},
			[]string{"medication drug:clotrimazole"}},
	})
}

func TestDrugsGivenInAStayAsked(t *testing.T) {
	runCases(t, []readCase{
		{"named after a stay question", [][2]string{clinician("So they gave you some painkillers in the emergency department?"), patient("Yes, morphine and paracetamol.")},
			[]string{"medication class:painkillers stopped", "medication drug:morphine stopped", "medication drug:paracetamol stopped"}},
		{"a yes to a stay question", [][2]string{clinician("They gave you antibiotics in hospital, right?"), patient("Yes.")},
			[]string{"medication class:antibiotics stopped"}},
		{"named after a stop question", [][2]string{clinician("I see they stopped your blood pressure pills?"), patient("Yes, the amlodipine.")},
			[]string{"medication class:antihypertensives stopped", "medication drug:amlodipine stopped"}},
		{"a stay question in the present", [][2]string{clinician("They give you antibiotics in hospital for that?"), patient("Yes, amoxicillin.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

func TestWhatWasTakenBefore(t *testing.T) {
	runCases(t, []readCase{
		{"names alone", [][2]string{clinician("What did you use for your hay fever before?"), patient("Cetirizine and loratadine.")},
			[]string{"medication drug:cetirizine stopped", "medication drug:loratadine stopped"}},
		{"still taken", [][2]string{clinician("What did you use for your hay fever before?"), patient("Cetirizine, and I still take it now.")},
			[]string{"medication drug:cetirizine"}},
		{"not asked of before", [][2]string{clinician("What do you use for your hay fever?"), patient("Cetirizine.")},
			[]string{"medication drug:cetirizine"}},
	})
}

func TestADrugToldInThePastWhenAskedOfThePast(t *testing.T) {
	runCases(t, []readCase{
		{"were you taking, used", [][2]string{clinician("Were you taking any metformin back then?"), patient("Yes, I used metformin that time.")},
			[]string{"medication drug:metformin historical stopped"}},
		{"ever, took", [][2]string{clinician("Have you ever taken steroids?"), patient("Yes, I took prednisolone for my asthma.")},
			[]string{"condition cond:asthma", "medication class:steroids historical", "medication drug:prednisolone stopped"}},
		{"ever asked of a pain, not of a drug", [][2]string{clinician("Have you had this back pain before? Are you taking anything?"), patient("Took two ibuprofen this morning.")},
			[]string{"medication drug:ibuprofen"}},
		{"ever, and still", [][2]string{clinician("Have you ever taken steroids?"), patient("Yes, I took prednisolone and I still take it.")},
			[]string{"medication class:steroids historical", "medication drug:prednisolone"}},
	})
}

func TestCoursesFinishedAndSpotsUnseen(t *testing.T) {
	runCases(t, []readCase{
		{"finished the course for a drug", [][2]string{clinician("Which medicines have you had so far?"), patient("I just finished the course for Keflex.")},
			[]string{"medication drug:cefalexin stopped"}},
		{"a course still going", [][2]string{patient("I'm halfway through the course of Keflex.")}, []string{"medication drug:cefalexin"}},
		{"blind spots are no rash", [][2]string{patient("It's like I have blind spots.")}, []string{}},
		{"spots on the skin are a rash", [][2]string{patient("I have red spots on my arms.")}, []string{"symptom sym:rash"}},
	})
}

func TestACourseGivenForAnEpisodeOver(t *testing.T) {
	runCases(t, []readCase{
		{"antibiotics for the episode told as over", [][2]string{clinician("Anything else going on lately?"),
			patient("I did have a bad cough and some fever."), clinician("How was it treated?"),
			patient("I was given antibiotics for it.")}, []string{"medication class:antibiotics stopped"}},
		{"antibiotics for what goes on", [][2]string{clinician("Anything else going on lately?"),
			patient("I have a bad cough and some fever."), clinician("How was it treated?"),
			patient("I was given antibiotics for it.")}, []string{"medication class:antibiotics"}},
	})
}

func TestADrugAskedAboutAndFinished(t *testing.T) {
	runCases(t, []readCase{
		{"吃完了 to whether the course is done", [][2]string{clinician("医院开的那个阿莫西林吃完了吧？"), patient("吃完了，一共吃了七天。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"yes to whether it is taken", [][2]string{clinician("阿莫西林还在吃吧？"), patient("对，还在吃。")},
			[]string{"medication drug:amoxicillin"}},
		{"finished two drugs named together", [][2]string{patient("I finished the prednisolone and the amoxicillin last week.")},
			[]string{"medication drug:amoxicillin stopped", "medication drug:prednisolone stopped"}},
	})
}

// A Chinese drug whose course is told as finished in Wu ("吃好了"), or
// whose story follows a pause after it ("安眠药……") and ends with the rest
// thrown away, is stopped; one that ran out and is asked for again, or is
// taken daily after the pause, goes on.
func TestCourseToldOver(t *testing.T) {
	runCases(t, []readCase{
		{"dev: Wu, the course finished", [][2]string{patient("熊去氧胆酸一日两趟 吃着 头孢克肟吃好了 五天 前天吃光个 还有降压药我一直吃个 缬沙坦 早上一粒")},
			[]string{"medication drug:ursodeoxycholic_acid", "medication drug:cefixime stopped", "medication class:antihypertensives", "medication drug:valsartan"}},
		{"Wu, finished, punctuated", [][2]string{patient("头孢克肟吃好了，五天。")},
			[]string{"medication drug:cefixime stopped"}},
		{"a topic, a pause, the rest thrown away", [][2]string{patient("安眠药……上趟邻居拨我两粒，我吃了一粒，另外一粒就掼脱了。")},
			[]string{"medication class:sleeping_pills stopped"}},
		{"a pause, then thrown away in Mandarin", [][2]string{patient("阿莫西林……吃了两天，没用，剩下的扔了。")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"a pack used up and asked for again stays", [][2]string{patient("降压药吃光了，来配一点。")},
			[]string{"medication class:antihypertensives"}},
		{"a pause, then taken daily, stays", [][2]string{patient("布洛芬……每天吃一片。")},
			[]string{"medication drug:ibuprofen"}},
		{"a pause, and the end belongs to the next drug", [][2]string{patient("二甲双胍……一直吃着。格列美脲扔了。")},
			[]string{"medication drug:metformin", "medication drug:glimepiride stopped"}},
	})
}

// A short-course drug told as what each bout is treated with ("I'm
// usually given antibiotics and then discharged") is courses that ended;
// a drug taken habitually, or said to go on now, is not.
func TestGivenEachTime(t *testing.T) {
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

func TestCourseOfDaysDone(t *testing.T) {
	runCases(t, []readCase{
		{"a course of days before the drug is done", [][2]string{patient("诊所给打了五天头孢，挺贵的。")},
			[]string{"medication class:cephalosporins stopped"}},
		{"a course of days with 了 after the drug goes on", [][2]string{patient("我吃了三天阿莫西林了。")},
			[]string{"medication drug:amoxicillin"}},
		{"a course said to be already going goes on", [][2]string{patient("已经吃了三天阿莫西林，嗓子还疼。")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
		{"an acute illness a done course followed is over", [][2]string{patient("前阵子得了肺炎，打了七天头孢，今天想问问血脂。")},
			[]string{"condition cond:pneumonia historical", "medication class:cephalosporins stopped"}},
		{"an acute illness a course did not help goes on", [][2]string{patient("得了肺炎，打了七天头孢，没好。")},
			[]string{"condition cond:pneumonia", "medication class:cephalosporins stopped"}},
		{"a course finished in the sentence after", [][2]string{patient("They put me on doxycycline for the chest. The nurse said a week, I finished them on Friday.")},
			[]string{"medication drug:doxycycline stopped"}},
	})
}

// A complaint dated a while back ("前阵子", "前段时间") and treated by a
// course of days done went with it, as an acute illness does (y1: "前阵子嗓
// 子疼吃了几天阿莫西林 吃完就没吃了"); undated, or still there, it stays.
func TestAComplaintAWhileBackWithItsCourse(t *testing.T) {
	runCases(t, []readCase{
		{"y1: a sore throat a while back", [][2]string{clinician("最近吃过什么药没？"), patient("前阵子嗓子疼吃了几天阿莫西林 吃完就没吃了 还吃了一回小龙虾")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:sore_throat historical"}},
		{"a cough some time ago, three days of cephalosporin", [][2]string{clinician("最近吃过什么药没？"), patient("前段时间咳嗽，吃了三天头孢")},
			[]string{"medication class:cephalosporins stopped", "symptom sym:cough historical"}},
		{"near miss: undated, the complaint may be why they write", [][2]string{clinician("最近吃过什么药没？"), patient("嗓子疼吃了几天阿莫西林 吃完就没吃了")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:sore_throat"}},
		{"near miss: no better", [][2]string{patient("前阵子嗓子疼，吃了几天阿莫西林，没好")},
			[]string{"medication drug:amoxicillin stopped", "symptom sym:sore_throat"}},
		{"near miss: still sore", [][2]string{patient("前阵子嗓子疼，吃了几天阿莫西林，还是疼")},
			[]string{"medication drug:amoxicillin", "symptom sym:sore_throat"}},
	})
}

// A drug had as courses counted in times, or given in one administration,
// is over (session 29): written for the test.
func TestCoursesAndSingleDoses(t *testing.T) {
	runCases(t, []readCase{
		{"a short-course drug counted in times had", [][2]string{patient("I've had amoxicillin loads of times for my chest over the years.")},
			[]string{"medication drug:amoxicillin stopped"}},
		{"a short-course drug taken some times a day goes on", [][2]string{patient("I take amoxicillin three times a day.")},
			[]string{"medication drug:amoxicillin"}},
		{"a drug given as one treatment in the past", [][2]string{patient("In the ambulance I got ipratropium nebuliser treatment.")},
			[]string{"medication class:inhalers stopped", "medication drug:ipratropium stopped"}},
		{"a drug given as treatments every week goes on", [][2]string{patient("I get infliximab infusion every eight weeks.")},
			[]string{"medication drug:infliximab"}},
	})
}

// A dose pack told as had is a course that ended (session 29): written for
// the test.
func TestDosePackHad(t *testing.T) {
	runCases(t, []readCase{
		{"a dose pack had in the past", [][2]string{patient("The urgent care gave me a Medrol dose pack for my back in the spring.")},
			[]string{"medication drug:methylprednisolone stopped"}},
		{"a dose pack being taken goes on", [][2]string{patient("I'm on day three of a Medrol dose pack.")},
			[]string{"medication drug:methylprednisolone"}},
	})
}

func TestADrugSwitchedToLastYearGoesOn(t *testing.T) {
	runCases(t, []readCase{
		{"换成了, dated last year", [][2]string{patient("去年医生给我换成了缬沙坦，一天一片。")}, []string{"medication drug:valsartan relayed"}},
		{"Cantonese 转咗", [][2]string{patient("旧年医生同我转咗恩替卡韦，一日一粒。")}, []string{"medication drug:entecavir relayed"}},
		{"switched to, then stopped", [][2]string{patient("去年换成了缬沙坦，后来也停了。")}, []string{"medication drug:valsartan historical stopped"}},
	})
}

func TestTheOneOccasionADoseWasTakenFor(t *testing.T) {
	runCases(t, []readCase{
		{"有一回 … 吃了一片", [][2]string{patient("有一回牙疼吃了一片布洛芬。")}, []string{"medication drug:ibuprofen", "symptom sym:toothache historical"}},
		{"how often is not once", [][2]string{patient("一个月有一次牙疼吃了一片布洛芬就好。")}, []string{"medication drug:ibuprofen", "symptom sym:toothache"}},
	})
}

func TestACourseYearsAgoIsOver(t *testing.T) {
	runCases(t, []readCase{
		{"that was Septra, years ago", [][2]string{patient("Oh, that was Septra, years ago, for a bladder infection.")},
			[]string{"condition cond:cystitis historical", "medication drug:sulfamethoxazole_trimethoprim stopped"}},
		{"been on it since years ago", [][2]string{patient("I've been on amoxicillin for years, ever since years ago.")},
			[]string{"medication drug:amoxicillin"}},
	})
}

func TestAShortCourseToldAsDone(t *testing.T) {
	runCases(t, []readCase{
		{"换成阿奇霉素了，打了五天", [][2]string{assistant("那后来用的什么药？"), patient("换成阿奇霉素了，打了五天")},
			[]string{"medication drug:azithromycin stopped"}},
		{"吃了三天了 goes on", [][2]string{patient("阿莫西林吃了三天了，还在咳。")}, []string{"medication drug:amoxicillin", "symptom sym:cough"}},
		{"吃了三天，好多了 may go on", [][2]string{patient("阿莫西林吃了三天，好多了。")}, []string{"medication drug:amoxicillin"}},
	})
}

// The past perfect said short, "I'd been taking", tells a taking that had
// ended by the time told of (en/v1: "I'd been taking an aspirin for years
// … But they said stop, so I stopped"); the present perfect ("I've been
// taking") goes on.
func TestPastPerfectTakingSaidShort(t *testing.T) {
	runCases(t, []readCase{
		{"v1: I'd been taking an aspirin for years", [][2]string{
			clinician("And they've stopped the aspirin, because you don't want aspirin and the edoxaban together."),
			patient("Oh, I'd been taking an aspirin for years, my brother told me to, he had the stroke. But they said stop, so I stopped.")},
			[]string{"medication drug:aspirin stopped", "condition cond:stroke historical of sibling"}},
		{"I'd been on sertraline", [][2]string{patient("I'd been on sertraline for about a year after my divorce.")},
			[]string{"medication drug:sertraline stopped"}},
		{"I'd been using the salbutamol", [][2]string{patient("I'd been using the salbutamol every night last winter.")},
			[]string{"medication drug:salbutamol historical stopped"}},
		{"the present perfect goes on", [][2]string{patient("I've been taking an aspirin for years.")},
			[]string{"medication drug:aspirin"}},
		{"I take it now", [][2]string{patient("I take omeprazole every morning.")},
			[]string{"medication drug:omeprazole"}},
	})
}

// What a drug did, told by a pronoun after the patient says they stopped
// it, went with it (en/v1: "I was taking iron tablets … but I stopped,
// they make me constipated"). A drug still taken keeps what it does.
func TestEffectToldAfterTheStop(t *testing.T) {
	runCases(t, []readCase{
		{"v1: but I stopped, they make me constipated", [][2]string{
			patient("For me I was taking iron tablets after the birth because I lost a lot of blood, but I stopped, they make me constipated.")},
			[]string{"medication class:iron_supplements stopped", "symptom sym:constipation historical"}},
		{"I came off the metformin, it made me sick", [][2]string{
			patient("I came off the metformin, it made me dizzy.")},
			[]string{"medication drug:metformin historical stopped", "symptom sym:dizziness historical"}},
		{"I stopped the amlodipine, they make my ankles swell", [][2]string{
			patient("I was on amlodipine but I stopped, they make my ankles swell.")},
			[]string{"medication drug:amlodipine stopped", "symptom sym:ankle_swelling historical"}},
		{"still taking it, it makes me sick", [][2]string{
			patient("I take the metformin, it makes me dizzy.")},
			[]string{"medication drug:metformin", "symptom sym:dizziness"}},
	})
}

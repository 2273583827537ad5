package understand_test

import "testing"

// Complaints of what a drug may do, said in everyday words: each case
// fails without the rule it names; the guards must not change. The
// sentences are written for these tests.

func TestChinesePlaceAndStateWithWordsBetween(t *testing.T) {
	runCases(t, []readCase{
		{"就 between the nose and its state", [][2]string{patient("这几天鼻子就一直堵着")}, []string{"symptom sym:nasal_congestion"}},
		{"a bitter mouth is a changed taste", [][2]string{patient("最近嘴里总是一股苦味")}, []string{"symptom sym:taste_disturbance"}},
		{"a mouth not bitter is denied", [][2]string{patient("嘴里倒不苦")}, []string{"symptom sym:taste_disturbance negated"}},
		{"a face gone red all over is flushing", [][2]string{patient("吃完药脸就通红通红的")}, []string{"symptom sym:flushing"}},
		{"eyes red all day", [][2]string{patient("两只眼睛整天红红的")}, []string{"symptom sym:red_eye"}},
		{"urine the colour of strong tea", [][2]string{patient("尿出来都是浓茶色的")}, []string{"symptom sym:discolored_urine"}},
		{"a man's chest swelling on both sides", [][2]string{patient("我这胸脯两边都鼓起来了")}, []string{"symptom sym:gynecomastia"}},
		{"blood when brushing the teeth", [][2]string{patient("每次刷牙都带血")}, []string{"symptom sym:gum_bleeding"}},
		{"itching down below", [][2]string{patient("下身老是痒")}, []string{"symptom sym:itching", "symptom sym:vaginal_itching"}},
		{"more discharge", [][2]string{patient("白带最近变多了")}, []string{"symptom sym:vaginal_discharge"}},
		{"aching flesh is aching muscle", [][2]string{patient("胳膊上的肉酸疼酸疼的")}, []string{"symptom sym:arm_pain", "symptom sym:myalgia"}},
		{"肉疼 at a cost is no pain", [][2]string{patient("花了那么多钱真肉疼")}, []string{}},
		{"hot by waves is hot flashes, not a fever", [][2]string{patient("身上一阵一阵地发热")}, []string{"symptom sym:hot_flashes"}},
	})
}

func TestAnOldManSpeakingOfHimself(t *testing.T) {
	runCases(t, []readCase{
		{"我一个老头子 is the speaker", [][2]string{patient("我一个老头子，最近老是咳嗽")}, []string{"symptom sym:cough"}},
		{"我家老头子 is someone else", [][2]string{patient("我家老头子最近老是咳嗽")}, []string{"symptom sym:cough of other"}},
	})
}

func TestEnglishComplaintsInEverydayWords(t *testing.T) {
	runCases(t, []readCase{
		{"tendons gone sore are tendon pain now", [][2]string{patient("My tendons have gone really sore.")}, []string{"symptom sym:tendon_pain"}},
		{"a state over after it is still history", [][2]string{patient("My throat went sore but it's gone now.")}, []string{"symptom sym:sore_throat historical"}},
		{"everything tasting of something else", [][2]string{patient("Everything tastes like cardboard lately.")}, []string{"symptom sym:taste_disturbance"}},
		{"burning as never before in the sun", [][2]string{patient("Half an hour outside and I was red raw, I never burn like that.")},
			[]string{"symptom sym:photosensitivity"}},
		{"flat and teary is low mood", [][2]string{patient("I've been flat and teary all week.")}, []string{"symptom sym:low_mood"}},
		{"periods all over the place", [][2]string{patient("My periods are all over the place.")}, []string{"symptom sym:menstrual_irregularity"}},
	})
}

func TestWordsBetweenLeaveTheLexiconsOwnStates(t *testing.T) {
	runCases(t, []readCase{
		{"a throat gone hoarse is hoarseness, not a sore throat", [][2]string{patient("昨天开始嗓子就哑了")}, []string{"symptom sym:hoarseness"}},
		{"a throat gone sore is still a sore throat", [][2]string{patient("昨天开始嗓子就疼")}, []string{"symptom sym:sore_throat"}},
		{"waves of heat beside a fever are the fever", [][2]string{patient("可能有点低烧，身上一阵一阵发热")}, []string{"symptom sym:fever uncertain"}},
		{"waves of heat with night sweats are hot flashes", [][2]string{patient("夜里老出汗，一阵一阵发热")}, []string{"symptom sym:hot_flashes", "symptom sym:night_sweats"}},
	})
}

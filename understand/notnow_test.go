package understand_test

import "testing"

// What a medium says a drug can do, a supposition opened by "should", a
// course told over (or told by its length in the past: the recall
// harness's en-ep-158) and a condition taken out by an operation are not the
// patient's now (must-not-dev2's md-zh-056, md-zh-063, md-en-038,
// md-en-053, md-en-055 and md-zh-068 wrote each as current).
func TestWhatIsNotTheCaseNow(t *testing.T) {
	runCases(t, []readCase{
		{"the leaflet says", [][2]string{patient("The leaflet says it can give you a rash.")}, []string{"symptom sym:rash hypothetical"}},
		{"网上说", [][2]string{patient("网上说吃阿托伐他汀会肌肉痛，是真的吗？")},
			[]string{"medication drug:atorvastatin hypothetical", "symptom sym:myalgia hypothetical"}}, // asked about, not said to be taken (session 68's review)
		{"should … I'll", [][2]string{patient("Should the wheeze come back, I'll use the blue inhaler.")},
			[]string{"medication class:inhalers hypothetical", "symptom sym:wheezing hypothetical"}},
		{"a course, that's done now", [][2]string{patient("I had a course of doxycycline for it, that's done now.")},
			[]string{"medication drug:doxycycline historical stopped"}},
		{"did the X, and that sorted it", [][2]string{patient("Had a water infection, did the nitrofurantoin, and that sorted it.")},
			[]string{"condition cond:uti historical", "medication drug:nitrofurantoin historical stopped"}},
		{"拿掉了", [][2]string{patient("胆结石做手术拿掉了，胆囊都切了。")},
			[]string{"condition cond:gallstones historical", "procedure proc:surgery historical inactive"}},
		{"a week of… told in the past", [][2]string{patient("Yeah, a week of three lots of tablets together: omeprazole, amoxicillin and clarithromycin. The clarithromycin left a horrible taste.")},
			[]string{"medication drug:amoxicillin historical stopped", "medication drug:clarithromycin historical stopped", "medication drug:omeprazole historical stopped"}},
		// Near misses.
		{"near miss: a week of it, on it now", [][2]string{patient("A week of amoxicillin, I'm on day three now.")}, []string{"medication drug:amoxicillin"}},
		{"near miss: said by the leaflet, then had", [][2]string{patient("说明书上说会头晕，我吃了以后也头晕。")}, []string{"symptom sym:dizziness"}},
		{"near miss: a question opened by should", [][2]string{patient("I take ramipril, should my cough be from that?")},
			[]string{"medication drug:ramipril", "symptom sym:cough"}},
		{"near miss: a course said over, then not", [][2]string{patient("I had a course of doxycycline, that's done now, but the rash is still there.")},
			[]string{"medication drug:doxycycline", "symptom sym:rash"}},
		{"near miss: to be taken out", [][2]string{patient("我有胆结石，医生说要拿掉。")}, []string{"condition cond:gallstones"}},
	})
}

package understand_test

import "testing"

// Session 33's recall round on lay and spoken phrasings: each class a
// phrase patients use for a finding, with near misses where the same words
// are everyday speech and must state nothing.
func TestLayPhrasings33(t *testing.T) {
	runCases(t, []readCase{
		// A weight change said as an amount (extract/lay33.go).
		{"weight lost as an amount", [][2]string{patient("I've lost about eight pounds since Christmas without trying")}, []string{"symptom sym:weight_loss"}},
		{"weight put back on", [][2]string{patient("I've put back on three kilos since the summer")}, []string{"symptom sym:weight_gain"}},
		{"斤 lost", [][2]string{patient("这俩月瘦了得有十来斤")}, []string{"symptom sym:weight_loss"}},
		{"pounds lost on a bet are money", [][2]string{patient("I lost fifty pounds on the horses on Saturday")}, []string{}},
		{"a baby's weight is the baby's", [][2]string{patient("the baby's put on about eight pounds")}, []string{}},
		{"a wish to lose weight is none lost", [][2]string{patient("if anything I could do with losing a few pounds")}, []string{}},
		// Nights up, as a count.
		{"up at night, counted", [][2]string{patient("I'm up three or four times a night now")}, []string{"symptom sym:nocturia"}},
		{"夜里起来几趟", [][2]string{patient("夜里起来三四趟，都是去解小便")}, []string{"symptom sym:nocturia"}},
		{"up at night with the baby", [][2]string{patient("I'm up twice a night with the baby")}, []string{}},
		{"起来喝水", [][2]string{patient("一晚上要起来喝好几回水")}, []string{}},
		// British "sick" for vomiting.
		{"sick, counted", [][2]string{patient("I was sick twice last night")}, []string{"symptom sym:vomiting"}},
		{"not actually sick", [][2]string{clinician("Any vomiting?"), patient("I haven't actually been sick, just queasy")}, []string{"symptom sym:nausea", "symptom sym:vomiting negated"}},
		{"sick of something", [][2]string{patient("I'm sick of waiting for the hospital to ring")}, []string{}},
		{"sick twice this winter is ill", [][2]string{patient("I've been sick twice this winter with colds")}, []string{"condition cond:common_cold"}},
		// Bunged up.
		{"tablets bunged me up", [][2]string{patient("the codeine bunged me up something awful")}, []string{"medication drug:codeine", "symptom sym:constipation"}},
		{"a bunged up nose", [][2]string{patient("my nose is all bunged up")}, []string{"symptom sym:nasal_congestion"}},
		{"a bunged up toilet", [][2]string{patient("the toilet's bunged up again, the plumber is coming")}, []string{}},
		// Chinese verb phrases with words between (extract/lay33.go).
		{"尿尿的时候刺刺痛", [][2]string{patient("从前天开始，尿尿的时候刺刺痛、热热的")}, []string{"symptom sym:dysuria"}},
		{"解小便好痛", [][2]string{patient("这两天解小便好痛")}, []string{"symptom sym:dysuria"}},
		{"a pain while passing water is the belly's when it says so", [][2]string{patient("小便的时候肚子痛")}, []string{"symptom sym:abdominal_pain"}},
		{"耳朵里头嗡嗡响", [][2]string{patient("左耳朵里头一直嗡嗡响，两天了")}, []string{"symptom sym:tinnitus"}},
		{"a fridge humming is no tinnitus", [][2]string{patient("家里冰箱一直嗡嗡响，吵得很")}, []string{}},
		{"看电脑久了有点花", [][2]string{patient("看电脑久了是有点花")}, []string{"symptom sym:blurred_vision"}},
		{"看手机花了 is time spent", [][2]string{patient("昨晚看手机花了两个钟头")}, []string{}},
		{"看花 is looking at flowers", [][2]string{patient("周末去公园看花了")}, []string{}},
		{"吐了几次", [][2]string{patient("昨天一天吐了五六次")}, []string{"symptom sym:vomiting"}},
		{"吐痰 is no vomiting", [][2]string{patient("一天吐三口痰，白的")}, []string{"symptom sym:productive_cough"}},
		// Lay names (ontology/data/lay_*.csv): provisional, so claims.
		{"can't get back to sleep", [][2]string{patient("I wake at three and can't get back to sleep")}, []string{"symptom sym:insomnia"}},
		{"keeps me up at night", [][2]string{patient("this itch keeps me up at night")}, []string{"symptom sym:insomnia", "symptom sym:itching"}},
		{"eyes all gunky", [][2]string{patient("me eyes are all gunky in the morning")}, []string{"symptom sym:eye_discharge"}},
		{"everything muffled", [][2]string{patient("everything's muffled on the left since Sunday")}, []string{"symptom sym:hearing_decline"}},
		{"a muffled voice through a wall is not hearing", [][2]string{patient("I heard a muffled voice through the wall")}, []string{}},
		{"makes me dopey", [][2]string{patient("the gabapentin makes me dopey")}, []string{"medication drug:gabapentin", "symptom sym:drowsiness"}},
		{"sugar is controlled", [][2]string{patient("my sugar is controlled with the tablets")}, []string{"condition cond:diabetes"}},
		{"sugar on the table is no diabetes", [][2]string{patient("the sugar is there on the table")}, []string{}},
		{"大便又爛", [][2]string{patient("大便又爛，一日兩三次")}, []string{"symptom sym:diarrhea"}},
		{"尿得还细", [][2]string{patient("夜里起来三四趟，尿得还细")}, []string{"symptom sym:nocturia", "symptom sym:weak_urinary_stream"}},
		{"脚底下麻", [][2]string{patient("脚底下有点麻，像踩到棉花上")}, []string{"symptom sym:numbness"}},
		{"耳朵跟堵了似的", [][2]string{patient("前天起来就觉得耳朵跟堵了似的")}, []string{"symptom sym:ear_fullness"}},
		// A swelling at a place with no swelling concept (siteswelling.go).
		{"a swollen wrist", [][2]string{patient("my wrist is swollen this morning")}, []string{"symptom sym:edema"}},
		{"a puffy cheek is a swollen face", [][2]string{patient("my cheek's a bit puffy on that side")}, []string{"symptom sym:face_swelling"}},
		{"a wrist not swollen", [][2]string{patient("my wrist is not swollen")}, []string{"symptom sym:edema negated"}},
		{"a river swollen is no finding", [][2]string{patient("the river is swollen after the rain")}, []string{}},
		{"手腕肿了", [][2]string{patient("洗澡滑了一下，手腕肿了")}, []string{"symptom sym:edema"}},
		{"眼皮肿了", [][2]string{patient("早上起来眼皮肿了")}, []string{"symptom sym:edema"}},
		{"腮帮子肿了", [][2]string{patient("牙疼了一个礼拜，腮帮子肿了")}, []string{"symptom sym:face_swelling", "symptom sym:toothache"}},
		{"手腕不肿", [][2]string{patient("手腕不肿")}, []string{"symptom sym:edema negated"}},
		// Sleeping and eating said with a verb of not managing (lay names).
		{"can't even sleep", [][2]string{patient("it itches so much I can't even sleep at night")}, []string{"symptom sym:insomnia", "symptom sym:itching"}},
		{"barely sleep", [][2]string{patient("I barely sleep these days")}, []string{"symptom sym:insomnia"}},
		{"waking at four", [][2]string{patient("I'm waking at four and just lying there")}, []string{"symptom sym:insomnia"}},
		{"up at four for work is no insomnia", [][2]string{patient("I'm up at four every morning for the bakery")}, []string{}},
		{"not able to eat much", [][2]string{patient("I've not been able to eat very much this week")}, []string{"symptom sym:loss_of_appetite"}},
		// Chinese sleep, bowels and appetite (extract/lay33.go and lay names).
		{"夜里两三点就醒", [][2]string{patient("夜里两三点就醒，醒了就睁着眼到天亮")}, []string{"symptom sym:insomnia"}},
		{"三天才解一次", [][2]string{patient("出院以后三天才解一次，有点干")}, []string{"symptom sym:constipation"}},
		{"饭也不想吃", [][2]string{patient("饭也不想吃，一天就吃一顿")}, []string{"symptom sym:loss_of_appetite"}},
		{"胃口麻麻", [][2]string{patient("胃口麻麻，食少少就饱")}, []string{"symptom sym:loss_of_appetite"}},
		{"累得很", [][2]string{patient("这阵子累得很")}, []string{"symptom sym:fatigue"}},
		{"an alarm at five is no insomnia", [][2]string{patient("定了闹钟，早上五点就醒了")}, []string{}},
		// A condition named by what it raises (extract/lay33.go).
		{"I've got the blood pressure", [][2]string{patient("I've got the blood pressure, I take the ramipril for it")}, []string{"condition cond:hypertension", "medication drug:ramipril"}},
		{"I have the sugar", [][2]string{patient("I have the sugar since ten years")}, []string{"condition cond:diabetes"}},
		{"a blood pressure machine is a thing", [][2]string{patient("I have the blood pressure machine at home")}, []string{}},
		{"pressure in the ears is the ears, no blood pressure", [][2]string{patient("I have pressure in my ears on the plane")}, []string{"symptom sym:ear_fullness"}},
	})
}

package understand_test

import "testing"

// TestANormalStateBackSaysTheComplaintIsOver: "听得真真儿的", "汗也停了",
// "睡得也行" after the complaint was told close it; with no complaint told,
// a good sleep or hearing denies it (backtonormal.go).
func TestANormalStateBackSaysTheComplaintIsOver(t *testing.T) {
	deaf := patient("右耳朵堵得慌，听不清，得有俩礼拜了。")
	sweat := patient("十点多就开始心脏噗通噗通跳，一直冒冷汗。")
	runCases(t, []readCase{
		{"zh dev zh-t1-025: hearing clear again after the syringing",
			[][2]string{deaf, clinician("我给您冲出来……好了，都出来了。您听听，现在怎么样？"), patient("哎哟，听得真真儿的，也不堵了！跟换了个耳朵似的。")},
			[]string{"symptom sym:hearing_decline historical"}},
		{"zh dev zh-l1-009: the sweat stopped after the glucose",
			[][2]string{sweat, clinician("刚刚已经帮你打了一支葡萄糖，现在感觉怎样？"), patient("好很多了，心脏不会乱跳了，汗也停了，就是人还是有点没力。")},
			[]string{"symptom sym:palpitations historical", "symptom sym:sweating historical", "symptom sym:fatigue"}},
		{"zh dev zh-i1-026: the insomnia told, then sleeping all right now",
			[][2]string{patient("因为晚上老睡不着，三个月前医生又加了米氮平，晚上半片。现在心情好多了，睡得也行，就是这三个月胖了十斤。")},
			[]string{"medication drug:mirtazapine relayed", "symptom sym:insomnia historical", "symptom sym:weight_gain"}},
		{"zh dev zh-p1-038: asked how he sleeps, sleeping all right",
			[][2]string{clinician("晚上睡得好吗？"), patient("夜里睡得还可以。")},
			[]string{"symptom sym:insomnia negated"}},
		{"near miss: sleeping badly",
			[][2]string{clinician("晚上睡得好吗？"), patient("睡得不好，老醒。")},
			[]string{"symptom sym:insomnia"}},
		{"near miss: a good sleep that only sets up the waking",
			[][2]string{patient("本来睡得好好的，半夜就醒了，再也睡不着。")},
			[]string{"symptom sym:insomnia"}},
		{"near miss: a good sleep wished for",
			[][2]string{deaf, patient("想睡得好一点，晚上老睡不着。")},
			[]string{"symptom sym:insomnia"}},
		{"near miss: the wife sleeps well",
			[][2]string{patient("我老伴儿睡得挺好。")},
			nil},
		{"near miss: a sweat that stopped, never told",
			[][2]string{patient("跑完步汗也停了。")},
			nil},
		{"near miss zh dev zh-j1-007: the line, not the ears",
			[][2]string{clinician("喂，听得到吗？好，你讲。"), patient("听得到听得到。医生，我就是，呃，这两天解小便好痛。")},
			[]string{"symptom sym:dysuria"}},
		{"near miss: a clear hearing, no deafness told",
			[][2]string{patient("耳朵听得清，就是耳鸣。")},
			[]string{"symptom sym:tinnitus"}},
		{"near miss: asked whether he hears now",
			[][2]string{deaf, patient("现在听得清吗？")},
			nil},
	})
}

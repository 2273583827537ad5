package understand_test

import "testing"

// A question whether the drug just told of was stopped, asked without its
// name, is answered by the stop itself: the drug is stopped.
func TestReadStopToldToAQuestionOfIt(t *testing.T) {
	told := patient("下周要拔牙，牙科医生让我先把阿司匹林停五天。")
	asked := assistant("好的，那您现在已经停了吗？")
	runCases(t, []readCase{
		{"a procedure next week is not done", [][2]string{told},
			[]string{"medication drug:aspirin relayed"}},
		{"the stop told with when it began", [][2]string{told, asked, patient("昨天开始停的。")},
			[]string{"medication drug:aspirin stopped"}},
		{"the stop told bare", [][2]string{told, asked, patient("已经停了")},
			[]string{"medication drug:aspirin stopped"}},
		{"the stop told in English", [][2]string{patient("I take aspirin."), assistant("Have you stopped it yet?"), patient("Yes, I stopped it yesterday.")},
			[]string{"medication drug:aspirin stopped"}},
		// Near misses: not stopped yet, two drugs told, a relative's drug.
		{"not stopped yet", [][2]string{told, asked, patient("还没停，明天开始停")}, []string{}},
		{"still taking it", [][2]string{told, asked, patient("还在吃")}, []string{}},
		{"two drugs told: which one is not known", [][2]string{patient("我在吃阿司匹林和氯吡格雷"), assistant("那您现在已经停了吗？"), patient("已经停了")},
			[]string{}},
		{"a relative's drug", [][2]string{patient("我妈在吃阿司匹林"), assistant("她现在已经停了吗？"), patient("已经停了")}, []string{}},
		{"a question of the legs after the stop", [][2]string{patient("我在吃鱼油"), clinician("停了以后腿还酸不酸？"), patient("不酸了。")},
			[]string{}},
		{"a bare no to the stop asked denies no drug", [][2]string{told, asked, patient("没有")}, []string{}},
		{"a procedure done last week", [][2]string{patient("上周拔了牙")}, []string{"procedure proc:tooth_extraction historical inactive"}},
	})
}

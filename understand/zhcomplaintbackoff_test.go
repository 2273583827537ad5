package understand_test

import "testing"

// TestAChineseComplaintSaidOffAtFollowUp: a complaint told at the first visit
// and, later, its own verb denied with 了 ("不晕了", "能睡到六点了", "酸水也不往
// 上冒了", "不干了") is past; near misses keep it (zhcomplaintbackoff.go).
func TestAChineseComplaintSaidOffAtFollowUp(t *testing.T) {
	spin := patient("医生，我一翻身就天旋地转，早上起床最厉害。")
	stand := patient("我血压高，这俩礼拜老是站起来头晕。")
	sleep := patient("我失眠一个多月了，躺下两个钟头都睡不着。")
	acid := patient("我这胃疼半个多月了，吃完饭就胀，还反酸。")
	hard := patient("俺这大便三四天一回，干得跟羊屎蛋子似的。")
	runCases(t, []readCase{
		{"followup dev zh-y1-011: the spinning over the day after",
			[][2]string{spin, clinician("这是耳石症，我给你复位一下。"), patient("一个礼拜后我又来了，复位完第二天就不晕了。")},
			[]string{"symptom sym:vertigo historical"}},
		{"followup dev zh-y1-017: no longer dizzy on standing",
			[][2]string{stand, clinician("减成半片，一周后来复查。"), patient("吃半片以后站起来不晕了。")},
			[]string{"symptom sym:orthostatic_dizziness historical"}},
		{"followup dev zh-y1-031: sleeping through the night",
			[][2]string{sleep, clinician("先吃唑吡坦，睡前一片。"), patient("唑吡坦吃了十来天，我自己停了，现在不吃也能睡着，一觉到天亮。")},
			[]string{"medication drug:zolpidem stopped", "symptom sym:insomnia historical"}},
		{"followup dev zh-y1-007: sleeping to six, no longer waking at three or four",
			[][2]string{sleep, clinician("给你开舍曲林，每天早上一片。"), patient("心情好一些了，偶尔还是发闷。觉能睡到六点了，不再三四点醒。")},
			[]string{"symptom sym:insomnia historical"}},
		{"followup dev zh-y1-009: the acid no longer coming up",
			[][2]string{acid, clinician("四周了，现在怎么样？"), patient("酸水也不往上冒了，就是吃多了还有点胀。")},
			[]string{"symptom sym:heartburn historical"}},
		{"followup dev zh-y1-039: the stools no longer hard",
			[][2]string{hard, clinician("俩礼拜了，怎么样？"), patient("现在一天一回，不干了。")},
			[]string{"symptom sym:constipation historical"}},
		{"near miss: dizzy lying down no more, but still on standing",
			[][2]string{stand, patient("躺着不晕了，一站起来还是晕。")},
			nil},
		{"near miss, zh dev zh-j1-015: one spell over, and it spins again",
			[][2]string{spin, patient("也就半分钟？一会儿就不转了。躺下、抬头也转。")},
			nil},
		{"near miss: one spell of dizziness over, dizzy again later in the turn",
			[][2]string{stand, patient("蹲一会儿就不晕了。站起来又晕。")},
			nil},
		{"near miss: never told dizzy, no denial written",
			[][2]string{patient("站起来不晕了。")},
			nil},
		{"near miss: another's dizziness over",
			[][2]string{stand, patient("我老伴儿站起来不晕了。")},
			nil},
		{"near miss: asked whether it is over",
			[][2]string{stand, patient("站起来不晕了吗？")},
			nil},
		{"the acid told first, alone",
			[][2]string{acid},
			[]string{"symptom sym:bloating", "symptom sym:epigastric_pain", "symptom sym:heartburn"}},
		{"near miss: sleep wished for",
			[][2]string{sleep, patient("希望能睡着。")},
			nil},
	})
}

package understand_test

import "testing"

// A clinician going through the patient's drugs one by one (blind round 10
// zh10): "华法林还在吃吗？" "吃着呢，一天一片半" read nothing, the take verb
// being no yes; "呋塞米呢？" after it asked nothing of "still", so "没吃了"
// denied the drug ever taken, and "…我就没吃了，有半个月了" ended in a length
// the stop had to end the answer before. Now a take verb answering a drug
// asked is a yes (a 吧 or "记不清" makes it unsure: a claim), an elliptical
// "X呢？" or "X？" after a "still taking?" asks it too, and a stop followed
// only by how long ago still ends the answer.
func TestADrugReviewOneByOne(t *testing.T) {
	warfarin := clinician("华法林还在吃吗？")
	taking := patient("吃着呢，一天一片半")
	runCases(t, []readCase{
		{"r10 zh10: 吃着呢，一天一片半", [][2]string{warfarin, taking},
			[]string{"medication drug:warfarin"}},
		{"zh: 还在吃", [][2]string{warfarin, patient("还在吃")},
			[]string{"medication drug:warfarin"}},
		{"r10 zh10: 呋塞米呢？ 没吃了", [][2]string{warfarin, taking, clinician("呋塞米呢？"), patient("没吃了，有半个月了")},
			[]string{"medication drug:furosemide stopped"}},
		{"zh: 呋塞米呢？ 腿不肿了我就没吃了，有半个月了", [][2]string{warfarin, taking, clinician("呋塞米呢？"), patient("腿不肿了我就没吃了，有半个月了")},
			[]string{"medication drug:furosemide stopped", "symptom sym:leg_swelling historical"}},
		{"r10 zh10: 地高辛？ 吃着吧，我也记不清了", [][2]string{warfarin, taking, clinician("地高辛？"), patient("啥？那个小白片？嗯…吃着吧，我也记不清了，得问我老伴")},
			[]string{"medication drug:digoxin uncertain"}},
		{"zh: 呋塞米呢？ also taken", [][2]string{warfarin, taking, clinician("呋塞米呢？"), patient("也吃着")},
			[]string{"medication drug:furosemide"}},
		{"near-miss: 没吃了 to a still question", [][2]string{warfarin, patient("没吃了")},
			[]string{"medication drug:warfarin stopped"}},
		{"near-miss: 吃着 a food, no drug asked", [][2]string{clinician("胃口怎么样？"), patient("吃着呢，还行")},
			[]string{"symptom sym:loss_of_appetite negated"}},
	})
}

package understand_test

import "testing"

// What a drug did, told as "吃了…" and followed by its stop, went with the
// drug, though the drug is only pointed at or was named in the question
// (zh/v1: "吃了心跳太慢了，五十几，头晕乎乎的，我就自个儿停了", "别嘌……那个吃了
// 起疹子，浑身痒，大夫给停了"). A meal is no drug, and a complaint said to go
// on after the stop stays current.
func TestEffectThenStopped(t *testing.T) {
	runCases(t, []readCase{
		{"v1: a slow pulse and dizziness, then stopped", [][2]string{clinician("怎么没吃了"),
			patient("吃了心跳太慢了，五十几，头晕乎乎的，我就自个儿停了，停了有两个礼拜了吧，停了头也不晕了")},
			[]string{"symptom sym:bradycardia historical", "symptom sym:dizziness historical"}},
		{"v1: a rash and an itch, then stopped by the doctor", [][2]string{clinician("别嘌醇呢"),
			patient("别嘌……那个吃了起疹子，浑身痒，大夫给停了，换的那个，那个苯溴马隆，半片")},
			[]string{"medication drug:benzbromarone relayed", "symptom sym:itching historical", "symptom sym:rash historical"}},
		{"a cough, the drug named before", [][2]string{clinician("降压药还吃吗"),
			patient("卡托普利吃了咳嗽，就停了")},
			[]string{"medication drug:captopril stopped", "symptom sym:cough historical"}},
		{"nausea from it, pointed at", [][2]string{clinician("二甲双胍呢"),
			patient("这药吃了恶心，我就不吃了")},
			[]string{"symptom sym:nausea historical"}},
		{"near miss: a meal is no drug", [][2]string{clinician("还有哪儿不舒服"),
			patient("吃了饭就头晕，停了一会儿")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: still there after the stop", [][2]string{clinician("怎么没吃了"),
			patient("吃了头晕，停了还是晕")},
			[]string{"symptom sym:dizziness"}},
		{"near miss: no stop", [][2]string{clinician("那个药怎么样"),
			patient("吃了头晕，一直在吃")},
			[]string{"symptom sym:dizziness"}},
	})
}

package understand_test

import "testing"

// The patient's own words relayed by the relative who speaks for them are
// the patient's (spokenforsays.go; s52, followup dev fu-zh-y1-017), and a
// pain said off by its verb ends the one pain told before (zhpainoff.go;
// fu-zh-y1-004). Near misses: no one spoken for, a pronoun for another
// named just before, two pains told, a place named, a spell over.
func TestRelayedWordsAndAPainSaidOff(t *testing.T) {
	son := patient("大夫，俺是她儿子，俺娘耳朵背，俺替她说。她血压高，吃氨氯地平，一天一片5毫克，这俩礼拜老说站起来头晕。")
	doc := clinician("我量一下，坐着一百零二、六十二，降得有点多了。氨氯地平减成半片，2.5毫克，一周后来复查。")
	toe := patient("右脚大脚趾头疼得走不了路，一碰就疼。")
	gout := clinician("尿酸高，这是痛风发作。先吃秋水仙碱，一次0.5毫克，一天两次，好了就停。")
	runCases(t, []readCase{
		{"s52 fu-zh-y1-017: 她说站起来不晕了", [][2]string{son, doc, patient("大夫，一个礼拜了，又把俺娘带来了。吃半片以后她说站起来不晕了。")},
			[]string{"symptom sym:orthostatic_dizziness historical"}},
		{"俺娘说站起来不晕了", [][2]string{son, doc, patient("吃半片以后俺娘说站起来不晕了。")},
			[]string{"symptom sym:orthostatic_dizziness historical"}},
		{"s52 fu-zh-y1-004: 就不疼了", [][2]string{toe, gout, patient("医生我又来了，上回吃了四五天就不疼了，药就停了。")},
			[]string{"symptom sym:toe_pain historical"}},
		// Near misses.
		{"near miss: no one spoken for, 她 is another", [][2]string{patient("这俩礼拜站起来头晕。"), doc, patient("我妈吃了以后她说站起来不晕了。")},
			[]string{}},
		{"near miss: 她 for the sister named", [][2]string{son, doc, patient("俺妹也头晕，她说站起来不晕了。")},
			[]string{"symptom sym:dizziness historical of other"}},
		{"near miss: two pains told", [][2]string{patient("膝盖疼，腰也疼。"), gout, patient("吃了四五天就不疼了。")},
			[]string{}},
		{"near miss: the pain again later", [][2]string{toe, gout, patient("吃了四五天就不疼了，一走路还是疼。")},
			[]string{}},
		{"near miss: a pain never told", [][2]string{patient("最近老咳嗽。"), gout, patient("吃了四五天就不疼了。")},
			[]string{}},
	})
}

package understand_test

import "testing"

// A Chinese complaint told of "that day" or "that time", an occasion spoken
// of before, is how the patient was then (zh/v1: "那天晚上吃饭了吗" "没咋吃，那天
// 胃口不好"). From that day on ("那天以后一直头疼") or said to go on ("现在还
// 疼") it is current.
func TestToldOfThatOccasion(t *testing.T) {
	runCases(t, []readCase{
		{"v1: no appetite that day", [][2]string{clinician("二点九，那是低血糖了。那天晚上吃饭了吗"), patient("没咋吃，那天胃口不好，饭吃得少，药照吃了")},
			[]string{"symptom sym:loss_of_appetite historical"}},
		{"a belly ache that time", [][2]string{clinician("上回急诊是怎么回事"), patient("那次肚子疼得厉害，吐了两回")},
			[]string{"symptom sym:abdominal_pain historical", "symptom sym:vomiting historical"}},
		{"chest pain during that attack", [][2]string{clinician("上礼拜那回发作呢"), patient("那次发作的时候胸口疼")},
			[]string{"symptom sym:chest_pain historical"}},
		{"near miss: from that day on", [][2]string{clinician("什么时候开始的"), patient("那天以后一直头疼")},
			[]string{"symptom sym:headache"}},
		{"near miss: still so now", [][2]string{clinician("摔了以后呢"), patient("那天头疼，现在还疼")},
			[]string{"symptom sym:headache"}},
		{"near miss: began that day", [][2]string{clinician("什么时候开始咳的"), patient("就是那天开始咳嗽的")},
			[]string{"symptom sym:cough"}},
	})
}

// A complaint dated to a day gone by and said gone the next day, in the
// same sentence ("前天早上，咳出来痰里有血丝……昨天就没有了", zh/v1), is over;
// better only ("好了一点"), still there or back ("昨天还是疼") goes on.
func TestOverByTheNextDay(t *testing.T) {
	runCases(t, []readCase{
		{"v1: blood-streaked sputum two days ago, none yesterday", [][2]string{clinician("阿姨，你好，咳血是吧，咳了多少"),
			patient("嗯，前天早上，咳出来痰里有血丝，红红的，那个，就是，不多，就一口两口的，昨天就没有了")},
			[]string{"symptom sym:cough historical", "symptom sym:hemoptysis historical"}},
		{"diarrhoea gone the next day", [][2]string{clinician("怎么了"), patient("前天晚上拉肚子，拉了三回，第二天就好了")},
			[]string{"symptom sym:diarrhea historical"}},
		{"near miss: still there yesterday", [][2]string{clinician("怎么了"), patient("前天开始头疼，昨天还是疼")},
			[]string{"symptom sym:headache"}},
		{"near miss: gone and back", [][2]string{clinician("怎么了"), patient("前天开始头疼，昨天没有了，今天又疼了")},
			[]string{"symptom sym:headache"}},
	})
}

// Near misses the corpus found: a weight now weighed against then, and a
// pain that goes on after a time that only tells when a bone stuck.
func TestThatOccasionNearMisses(t *testing.T) {
	runCases(t, []readCase{
		{"a gain since then", [][2]string{patient("我现在120斤，比过年那会儿重了十来斤。")},
			[]string{"observation vital:weight", "symptom sym:weight_gain"}},
		{"a pain after the time a bone stuck", [][2]string{clinician("阿婆，边度唔舒服？"), patient("食晚饭嗰阵食鲩鱼，一啖吞落去，喉咙就好似有条骨卡住，吞口水都痛。")},
			[]string{"symptom sym:painful_swallowing"}},
	})
}

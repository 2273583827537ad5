package understand_test

import (
	"fmt"
	"testing"
)

// A drug a clinician orders, then calls off after the patient's word, was
// never taken: the order is withdrawn and no stop is written
// (ordercalledoff.go).
func TestAnOrderCalledOff(t *testing.T) {
	r := newReader(t)
	cases := []struct {
		name            string
		turns           [][2]string
		want, withdrawn []string
	}{
		{"zh-h1-055: trazodone offered, refused, not prescribed", [][2]string{patient("这一个来月老睡不着"), clinician("给你开点曲唑酮，睡前吃半片。"),
			patient("大夫，安眠药我不想吃，怕依赖，我先试试泡脚行不？"), clinician("行，那先不开，两个礼拜以后再来看看。")},
			nil, []string{"medication drug:trazodone"}},
		{"zh-t1-022: doxycycline called off for breastfeeding", [][2]string{clinician("鼻窦炎换成多西环素，一天两次。"), patient("多西环素……我还在喂奶哦，娃儿八个月。"),
			clinician("那多西环素也不用了。鼻窦炎已经在好转，抗生素先不吃了，用生理盐水洗鼻子。")},
			[]string{"medication class:antibiotics stopped"}, []string{"medication drug:doxycycline"}},
		{"one of two orders called off", [][2]string{clinician("给你开点曲唑酮，睡前吃半片，再开点布洛芬。"), patient("布洛芬我有"), clinician("那布洛芬就不开了。")},
			nil, []string{"medication drug:ibuprofen"}},
		// Near misses: the patient's own drug, a stop, a question.
		{"near miss: the patient's own drug kept, nothing new ordered", [][2]string{patient("我一直吃曲唑酮"), clinician("曲唑酮接着吃，睡前半片。"), patient("好的"), clinician("那先不开新的了。")},
			nil, nil},
		{"near miss: an order stopped, not called off", [][2]string{clinician("给你开点曲唑酮，睡前吃半片。"), patient("好的"), clinician("曲唑酮先停掉吧。")},
			[]string{"medication drug:trazodone stopped"}, nil},
		{"near miss: a question", [][2]string{clinician("给你开点曲唑酮，睡前吃半片。"), patient("好的，我吃过，没事"), clinician("曲唑酮不用了吗？")},
			nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			var got, gone []string
			for _, st := range rd.Statements {
				got = append(got, said(st))
			}
			for _, st := range rd.Withdrawn {
				gone = append(gone, said(st))
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) || fmt.Sprint(gone) != fmt.Sprint(c.withdrawn) {
				t.Errorf("statements %q withdrawn %q, want %q and %q", got, gone, c.want, c.withdrawn)
			}
		})
	}
}

package understand_test

import "testing"

// A reading is said of someone as a finding is: typed by a relative on the
// patient's account, "他…39度2" is the patient's temperature and "我自己…
// 150/95" the typist's, not the patient's (third black-box round, zh11).
func TestATypistsReadingIsWhoseTheirWordsSay(t *testing.T) {
	runCases(t, []readCase{
		{"his temperature", [][2]string{patient("就诊人是我儿子，我是他妈妈。他今天早上开始发烧，39度2。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
		{"the typist's own pressure is not the patient's", [][2]string{patient("就诊人是我爸，我是他闺女。我自己血压也高，今天量的150/95。")},
			[]string{"condition cond:hypertension of other"}},
		// Near miss: the patient's own reading, no typist.
		{"the patient's own", [][2]string{patient("我今天早上开始发烧，39度2。")},
			[]string{"observation vital:temperature", "symptom sym:fever"}},
	})
}

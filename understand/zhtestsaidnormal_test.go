package understand_test

import "testing"

// TestATestThatFoundNothingWasDone: "胃镜复查说没事了" is a gastroscopy done,
// its finding nothing, not a gastroscopy denied (zhtestsaidnormal.go).
func TestATestThatFoundNothingWasDone(t *testing.T) {
	runCases(t, []readCase{
		{"change dev zh-z1-060: the repeat scope said nothing wrong",
			[][2]string{patient("我之前的胃炎已经好了 胃镜复查说没事了 现在就吃点多潘立酮")},
			[]string{"condition cond:gastritis historical", "medication drug:domperidone", "procedure proc:gastroscopy historical inactive"}},
		{"a scope whose result was normal",
			[][2]string{patient("上个月做了胃镜，结果正常。")},
			[]string{"procedure proc:gastroscopy historical inactive"}},
		{"near miss: a scope not done",
			[][2]string{patient("胃镜没做。")},
			[]string{"procedure proc:gastroscopy negated"}},
		{"near miss: asked whether the scope found nothing",
			[][2]string{patient("胃镜说没事是吗？")},
			[]string{"procedure proc:gastroscopy negated uncertain"}},
	})
}

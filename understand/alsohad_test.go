package understand_test

import "testing"

// "还有" right after a relative is what the relative also has ("我爸以前还有
// 痛风"): not a new item that leaves the relative behind and gives the
// patient the gout. A 还有 after a pause still opens a new item.
func TestARelativeAlsoHas(t *testing.T) {
	runCases(t, []readCase{
		{"我爸以前还有痛风 is the father's", [][2]string{patient("我爸以前还有痛风，脚肿得下不了地。")},
			[]string{"condition cond:gout historical of father", "symptom sym:ankle_swelling of father"}},
		{"我妈还有糖尿病 is the mother's", [][2]string{patient("我妈还有糖尿病。")}, []string{"condition cond:diabetes of mother"}},
		{"near miss: the patient's own, and also", [][2]string{patient("我有高血压，还有糖尿病。")},
			[]string{"condition cond:diabetes", "condition cond:hypertension"}},
		{"near miss: my dad and my mum both", [][2]string{patient("我爸还有我妈都有高血压。")}, []string{"condition cond:hypertension of mother"}},
	})
}

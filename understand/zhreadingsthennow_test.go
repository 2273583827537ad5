package understand_test

import "testing"

// TestAChineseReadingThenAndNow: of a quantity read twice in a turn, as
// then and now, the later is the reading (zhreadingsthennow.go); the second
// value said without its name is the quantity's (extract/thennow.go).
func TestAChineseReadingThenAndNow(t *testing.T) {
	bp := func(text string) []string { return attributeOf(newReader(t), text, "vital:bp", "value") }
	if got := bp("上个月在家量的血压一百六、一百，换了药以后，今天早上量的是一百三十二、八十四。"); len(got) != 1 || got[0] != "132/84" {
		t.Errorf("change dev zh-z1-047: blood pressure = %v, want [132/84]", got)
	}
	hba1c := attributeOf(newReader(t), "糖化上回是八点二，这回降到六点九了。", "lab:hba1c", "value")
	if len(hba1c) != 1 || hba1c[0] != "6.9" {
		t.Errorf("change dev zh-z1-048: HbA1c = %v, want [6.9]", hba1c)
	}
	// Near misses: another quantity after the first keeps both, and two
	// values with nothing of then and now are read as before.
	if got := attributeOf(newReader(t), "糖化八点二，血糖是七点一。", "lab:hba1c", "value"); len(got) != 1 || got[0] != "8.2" {
		t.Errorf("near miss: HbA1c = %v, want [8.2]", got)
	}
	if got := attributeOf(newReader(t), "糖化八点二，血糖是七点一。", "lab:glucose", "value"); len(got) != 1 || got[0] != "7.1" {
		t.Errorf("near miss: glucose = %v, want [7.1]", got)
	}
	runCases(t, []readCase{
		{"change dev zh-z1-051: a clinician reads an old and a new LDL",
			[][2]string{clinician("您的低密度脂蛋白，上回三点八，这回降到二点一了。")},
			[]string{"observation lab:ldl_c"}},
		{"near miss: a count after the reading is no reading",
			[][2]string{patient("糖化上回是八点二，这回查了三次。")},
			[]string{"observation lab:hba1c"}},
	})
	ldl := readLast(newReader(t), clinician("您的低密度脂蛋白，上回三点八，这回降到二点一了。"))
	for _, s := range ldl.Statements {
		if s.Concept == "lab:ldl_c" && s.Attributes["value"] != "2.1" {
			t.Errorf("change dev zh-z1-051: LDL = %s, want 2.1", s.Attributes["value"])
		}
	}
}

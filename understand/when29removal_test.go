package understand_test

import "testing"

// What an operation took out is past (session 29): written for the test.
func TestNamedForARemovalSession29(t *testing.T) {
	runCases(t, []readCase{
		{"a condition named after an organ taken out is past", [][2]string{patient("那年胆囊摘了，胆囊炎。")},
			[]string{"condition cond:cholecystitis historical", "procedure proc:cholecystectomy historical inactive"}},
		{"the same in English", [][2]string{patient("I had my gallbladder out, gallstones.")},
			[]string{"condition cond:gallstones historical", "procedure proc:cholecystectomy historical inactive"}},
		{"a condition with more said of it is not the reason alone", [][2]string{patient("胆囊切掉了，胆结石还疼。")},
			[]string{"condition cond:gallstones"}},
	})
}

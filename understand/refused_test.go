package understand_test

import "testing"

// A drug offered, suggested or prescribed and then refused or left untaken
// in its sentence is no drug the patient takes (refused.go); one offered
// and taken is.
func TestADrugOfferedAndRefusedIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"offered and turned down", [][2]string{patient("The GP offered me tramadol for the back and I turned it down, it makes my head fuzzy.")}, nil},
		{"could take, haven't bothered", [][2]string{patient("The nurse said I could take ibuprofen for the swelling, but I haven't bothered.")},
			[]string{"symptom sym:edema relayed"}},
		{"让我吃，我没吃", [][2]string{patient("大夫让我吃阿托伐他汀，我没吃，听说伤肝。")}, nil},
		{"说可以打，我说算了", [][2]string{patient("医生说可以给我打一针地塞米松，我说算了，不想打。")}, nil},
		// Near misses.
		{"near miss: offered and taken", [][2]string{patient("They offered me tramadol and I took it.")}, []string{"medication drug:tramadol"}},
		{"near miss: prescribed and taken since", [][2]string{patient("医生给我开了阿托伐他汀，我一直在吃。")}, []string{"medication drug:atorvastatin relayed"}},
	})
}

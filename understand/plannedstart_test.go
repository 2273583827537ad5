package understand_test

import "testing"

// A drug to be started later is no drug taken (session 69's review, E06:
// "wants me to start bisoprolol next week" was written active), and one to
// be stopped next week is taken still.
func TestADrugToStartLaterIsNotTaken(t *testing.T) {
	runCases(t, []readCase{
		{"wants me to start", [][2]string{patient("The cardiologist wants me to start bisoprolol next week once the echo is done.")},
			[]string{"medication drug:bisoprolol hypothetical relayed"}},
		{"is starting me on, next week", [][2]string{patient("My GP is starting me on bisoprolol next week.")}, []string{"medication drug:bisoprolol hypothetical relayed"}},
		{"下周开始吃", [][2]string{patient("医生让我下周开始吃比索洛尔。")}, []string{"medication drug:bisoprolol hypothetical relayed"}},
		{"打算吃", [][2]string{patient("我打算吃点维生素D。")}, []string{"medication drug:cholecalciferol hypothetical"}},
		// Near misses: started already, started last week, a stop to come.
		{"near miss: already started", [][2]string{patient("I've already started the bisoprolol.")}, []string{"medication drug:bisoprolol"}},
		{"near miss: started me on, last week", [][2]string{patient("My GP started me on bisoprolol last week.")}, []string{"medication drug:bisoprolol relayed"}},
		{"near miss: 已经开始吃了", [][2]string{patient("上周已经开始吃比索洛尔了。")}, []string{"medication drug:bisoprolol"}},
		// A stop dated ahead leaves the drug taken until then.
		{"a stop next week", [][2]string{patient("The doctor wants me to stop the aspirin next week.")}, []string{"medication drug:aspirin relayed"}},
		{"near miss: a stop undated", [][2]string{patient("The doctor wants me to stop the aspirin.")}, []string{"medication drug:aspirin relayed stopped"}},
	})
}

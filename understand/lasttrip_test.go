package understand_test

import "testing"

// The last trip, holiday or time dates what was taken or had then; "since
// last time" and "the tablet I mentioned last time" do not.
func TestLastTripDatesWhatWasTaken(t *testing.T) {
	runCases(t, []readCase{
		{"s49 blind round 18 en14: last trip I took doxycycline", [][2]string{patient("Last trip to Vietnam I took doxycycline, got very bad sunburn leh.")},
			[]string{"medication drug:doxycycline historical stopped", "condition cond:sunburn historical"}},
		{"last time I took ibuprofen", [][2]string{patient("Last time I took ibuprofen my stomach hurt.")},
			[]string{"medication drug:ibuprofen historical stopped", "symptom sym:abdominal_pain historical"}},
		{"on my last holiday", [][2]string{patient("On my last holiday I had diarrhoea for a week.")},
			[]string{"symptom sym:diarrhea historical"}},
		{"near-miss: worse since last time", [][2]string{patient("My cough is worse since last time.")},
			[]string{"symptom sym:cough"}},
		{"near-miss: the tablet mentioned last time", [][2]string{patient("The tablet I mentioned last time is making me feel sick.")},
			[]string{"symptom sym:nausea"}},
		{"near-miss: last time ends its clause (as en-n1-031 dev)", [][2]string{patient("I saw the nurse last time, she said I have asthma.")},
			[]string{"condition cond:asthma relayed"}},
		{"near-miss: a trip with no time gone by", [][2]string{patient("On this trip I'm taking doxycycline.")},
			[]string{"medication drug:doxycycline"}},
	})
}

package understand_test

import "testing"

// Review 14 (session 73), read after it was measured held out: drug
// histories told in passing — Jamaican "dem tek mi off it", Scots "been
// aff the aspirin", "finished a prednisone pack", "the Keflex … finished
// too", "not gone to collect it", "俺还没去药房取呢" — and a reaction said
// as what a drug is for ("warfarin for me heart flutter").
func TestReview14DrugHistoriesInPassing(t *testing.T) {
	runCases(t, []readCase{
		{"E19: dem tek mi off it", [][2]string{patient("Mi tek di lisinopril from long time, 10 mg. Mi did deh pon atenolol too but dem tek mi off it when mi heart did a beat too slow.")},
			[]string{"medication drug:atenolol historical stopped", "medication drug:lisinopril"}},
		{"E11: been aff the aspirin", [][2]string{patient("Oh an ah've been aff the aspirin since Monday cause ah'm gettin a tooth oot on Friday.")},
			[]string{"medication drug:aspirin stopped"}},
		{"E14: finished a prednisone pack", [][2]string{patient("I finished a prednisone pack two weeks ago for my knee, didn't do squat.")},
			[]string{"medication drug:prednisone stopped"}},
		{"E20: finished too", [][2]string{patient("And the Keflex for the wound finished too, took the whole lot.")},
			[]string{"medication drug:cefalexin stopped", "symptom sym:wound"}},
		{"E12: not gone to collect it", [][2]string{patient("The doctor also wrote metronidazole on the paper but I have not gone to collect it from the pharmacy yet.")},
			[]string{"medication drug:metronidazole hypothetical relayed"}},
		{"Z12: 俺还没去药房取呢", [][2]string{patient("上礼拜大夫又给开了个氨氯地平 让加上 俺还没去药房取呢")},
			[]string{"medication drug:amlodipine hypothetical relayed"}},
		{"E09: warfarin for me heart flutter", [][2]string{assistant("Any allergies?"), patient("Penicillin, I come out in hives."),
			patient("Tablets wise I'm on bendroflumethiazide for me water and blood pressure, and warfarin for me heart flutter.")},
			[]string{"medication drug:bendroflumethiazide", "medication drug:warfarin", "symptom sym:palpitations"}},
		{"near miss: a drug kept", [][2]string{patient("I'm still on the aspirin, one a day.")},
			[]string{"medication drug:aspirin"}},
	})
}

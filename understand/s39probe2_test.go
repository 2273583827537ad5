package understand_test

import "testing"

func TestS39Probe6(t *testing.T) {
	r := newReader(t)
	q := clinician("Any weakness in your arms or legs, any trouble with your speech, any numbness? And have you got diabetes or high blood pressure?")
	p := patient("Arms and legs good, I drive here myself. Speech a little slurry, but only because the mouth eh moving. No numbness. No sugar, no pressure, I check last month at the health fair, everything normal. Food does taste funny though, like everything taste like metal.")
	rd := readLast(r, q, p)
	for _, st := range rd.Statements {
		t.Logf("%s %.2f", said(st), st.Confidence)
	}
	rd = readLast(r, q)
	t.Logf("%+v", rd.Asks)
}

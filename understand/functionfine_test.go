package understand_test

import "testing"

// TestFunctionSaidFine: a part or a function said fine answers the
// question about it, and only what was asked of it (functionfine.go).
func TestFunctionSaidFine(t *testing.T) {
	runCases(t, []readCase{
		{"round 21 en17: swallowing's canny denies the dysphagia asked", [][2]string{
			clinician("Any hallucinations? Any trouble swallowing?"), patient("No hallucinations. Swallowing's canny")},
			[]string{"symptom sym:dysphagia negated", "symptom sym:hallucinations negated"}},
		{"round 20 en02: the mouth said fine denies the mouth sores asked", [][2]string{
			clinician("Any diarrhoea, mouth sores or fever?"), patient("Diarhoea yeah, four or five times a day since Friday. No fever. Mouth's fine, no sores.")},
			[]string{"symptom sym:diarrhea", "symptom sym:fever negated", "symptom sym:mouth_ulcer negated"}},
		{"round 20 en05: vision ok, not blur denies the blurred vision", [][2]string{
			clinician("Do you wear contact lenses? Any blurred vision?"), patient("Got, I wear monthly contacts. Vision ok, not blur.")},
			[]string{"symptom sym:blurred_vision negated"}},
		{"round 20 zh20: 耳朵不响 denies the tinnitus, 听得清 the hearing loss", [][2]string{
			clinician("每次持续多久？有没有耳鸣、听力下降？"), patient("就几十秒 耳朵不响 听得清")},
			[]string{"symptom sym:hearing_decline negated", "symptom sym:tinnitus negated"}},
		{"round 19 zh17: 小便大便都正常 denies the retention asked", [][2]string{
			clinician("有没有解不出小便？"), patient("解不出小便冇得，小便大便都正常")},
			[]string{"symptom sym:urinary_retention negated"}},
		{"round 21 en06: no blood anywhere denies the bleeding asked, the bruising told stands", [][2]string{
			clinician("Any bleeding? Bruising, blood in the wee, black poos?"), patient("Bit of bruising on me arms. No blood anywhere, no.")},
			[]string{"symptom sym:bleeding negated", "symptom sym:bruising", "symptom sym:hematuria negated", "symptom sym:melena negated"}},
		{"round 21 en13: waterworks and bowels fine deny the retention and the loss of bowel control asked", [][2]string{
			clinician("Any numbness? Trouble passing water? Any problem controlling your bowels?"), patient("No numbness. Waterworks fine. Bowels fine.")},
			[]string{"symptom sym:fecal_incontinence negated", "symptom sym:numbness negated", "symptom sym:urinary_retention negated"}},
		// Near misses: nothing changes.
		{"no problem controlling my bowels is no incontinence", [][2]string{
			patient("I've had no problem controlling my bowels.")}, []string{"symptom sym:fecal_incontinence negated"}},
		{"a part said fine that was not asked about denies nothing", [][2]string{
			clinician("Any headache?"), patient("Mouth's fine.")}, []string{}},
		{"the mouth says nothing of the diarrhoea asked with it", [][2]string{
			clinician("Any diarrhoea?"), patient("Mouth's fine.")}, []string{}},
		{"canny with a caveat denies nothing", [][2]string{
			clinician("Any trouble swallowing?"), patient("Swallowing's canny, just a bit slow with bread.")}, []string{}},
		{"a limit after the fine is still a caveat", [][2]string{
			clinician("Any blurred vision?"), patient("Vision ok, not great at night.")}, []string{}},
		{"听得清 asked back is no answer", [][2]string{
			clinician("有没有听力下降？"), patient("听得清吗？")}, []string{}},
		{"听得见 something is no function said fine", [][2]string{
			clinician("有没有耳鸣？"), patient("晚上听得见响声")}, []string{}},
		{"a relative hears clearly: not the patient's", [][2]string{
			clinician("有没有听力下降？"), patient("我妈听得清")}, []string{}},
		{"听得清 says nothing of tinnitus asked alone", [][2]string{
			clinician("有没有耳鸣？"), patient("听得清")}, []string{}},
		{"blood in one place denies nothing", [][2]string{
			clinician("Any bleeding? Bruising, blood in the wee, black poos?"), patient("Bit of bruising on me arms. No blood anywhere except a bit in the wee.")},
			[]string{"symptom sym:bruising"}},
	})
}

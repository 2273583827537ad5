package understand_test

import "testing"

// A drug the patient takes for a condition named in lay words ("for my
// sugar", "for the pressure", "my blood pressure tablets", "BP also, Telma
// 40") tells the condition: the patient is treated for it. A relative's drug,
// a food's sugar and a pressure felt in the chest tell nothing.
func TestADrugForALayNamedConditionTellsIt(t *testing.T) {
	runCases(t, []readCase{
		{"en-r1-009: metformin … for my sugar", [][2]string{patient("And metformin, five hundred, twice a day, for my sugar.")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
		{"en-n1-030: Metoprolol, yeah, fifty, for the pressure", [][2]string{patient("Metoprolol, yeah, fifty, for the pressure.")},
			[]string{"condition cond:hypertension", "medication drug:metoprolol"}},
		{"en-k1-058: the amlodipine for me blood pressure", [][2]string{patient("I'm still on the metformin, two a day, and the amlodipine for me blood pressure.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine", "medication drug:metformin"}},
		{"en-s1-005: my lisinopril for pressure", [][2]string{patient("And my lisinopril for pressure.")},
			[]string{"condition cond:hypertension", "medication drug:lisinopril"}},
		{"en-r1-007: me blood pressure one, amlo-something. Amlodipine", [][2]string{patient("And me blood pressure one, amlo-something. Amlodipine.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine"}},
		{"en-m1-011: the water pill for the pressure", [][2]string{patient("And I've got the water pill for the pressure, the hydrochloro-something.")},
			[]string{"condition cond:hypertension", "medication class:diuretics"}},
		{"en-k1-046: my sugar drug, the metformin", [][2]string{patient("And my sugar drug, the metformin, I take it morning and night.")},
			[]string{"condition cond:diabetes", "medication drug:metformin"}},
		{"en-g1-009: For sugar I am taking Amaryl", [][2]string{patient("For sugar I am taking Amaryl 2 mg before breakfast and Januvia 100 once daily")},
			[]string{"condition cond:diabetes", "medication drug:glimepiride", "medication drug:sitagliptin"}},
		{"en-k1-045: BP tablets I'm taking, Amlong 5 and Telma 40", [][2]string{patient("BP tablets I'm taking, Amlong 5 and Telma 40.")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine", "medication drug:telmisartan"}},
		{"en-s1-015: a refill on my blood pressure meds", [][2]string{patient("need a refill on my blood pressure meds asap. ran out of the amlodipine like 5 days ago")},
			[]string{"condition cond:hypertension", "medication drug:amlodipine stopped"}},
		{"already read: For BP, Exforge", [][2]string{patient("For BP, Exforge, the 5/160, one daily.")},
			[]string{"condition cond:hypertension", "medication drug:valsartan_amlodipine"}},
		{"near-miss (en-j1-047): a BP tablet told after the verb", [][2]string{patient("Doctor, I am also taking BP tablet, Telma 40. That I should continue?")},
			[]string{"medication drug:telmisartan"}},
		{"near-miss (en-i1-049): tablets a doctor may change", [][2]string{patient("The cardiologist said that if my ankles keep swelling on the nifedipine she'll change my blood pressure tablets to doxazosin.")},
			[]string{"medication class:antihypertensives hypothetical relayed", "medication drug:doxazosin hypothetical relayed", "medication drug:nifedipine hypothetical relayed", "symptom sym:ankle_swelling hypothetical relayed"}},
		{"near-miss (train-312): checking my blood sugar one to two times a day", [][2]string{patient("I've been checking my blood sugar one to two times a day.")},
			[]string{}},
		{"near-miss: a mother's drug for her sugar", [][2]string{patient("My mum takes metformin for her sugar.")},
			[]string{"medication drug:metformin of mother"}},
		{"near-miss: no sugar in the tea", [][2]string{patient("I take my tea with no sugar, and I'm on amlodipine.")},
			[]string{"medication drug:amlodipine"}},
		{"near-miss: a pressure in the chest", [][2]string{patient("I've got this pressure in my chest, I take aspirin for it.")},
			[]string{"medication drug:aspirin", "symptom sym:chest_tightness"}},
		{"near-miss: a drug not for the pressure", [][2]string{patient("I'm under a lot of pressure, I take amlodipine for my heart.")},
			[]string{"medication drug:amlodipine", "symptom sym:stress"}},
		{"near-miss: her blood pressure tablets", [][2]string{patient("I help my husband with his blood pressure tablets.")},
			[]string{"medication class:antihypertensives of other"}},
	})
}

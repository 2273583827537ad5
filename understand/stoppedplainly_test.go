package understand_test

import "testing"

// A drug the patient says they stopped in everyday English the standard
// stop words miss: a pronoun not taken since a time ("I ain't took that
// since the summer"), "quit" as the stop verb, and the bare verb of
// Malaysian and Singapore English ("I stop after 3 month").
func TestDrugStoppedSaidPlainly(t *testing.T) {
	runCases(t, []readCase{
		{"s1: ain't took that since the summer", [][2]string{
			clinician("And the metformin, a thousand twice a day, and the atorvastatin at night?"),
			patient("Metformin, yes ma'am, morning and supper. The atorvastatin, I ain't took that since, oh, the summer.")},
			[]string{"medication drug:metformin", "medication drug:atorvastatin historical stopped"}},
		{"s1: I've not had that since the summer", [][2]string{
			clinician("So: digoxin, furosemide forty in the morning, and the Laxido sachets. Does that sound right?"),
			patient("That's the lot, except the Laxido, I've not had that since the summer.")},
			[]string{"medication drug:macrogol stopped"}},
		{"s1: quit it after like a week", [][2]string{
			patient("my other doctor had me on gabapentin for it too but that stuff had me so drowsy i quit it after like a week")},
			[]string{"medication drug:gabapentin relayed stopped", "symptom sym:drowsiness historical"}},
		{"s1: the bare verb, I stop after 3 month", [][2]string{
			assistant("What medicines do you take at the moment?"),
			patient("allopurinol the doctor give but i stop after 3 month bcos no more attack. also perindopril for bp")},
			[]string{"condition cond:hypertension", "medication drug:allopurinol stopped", "medication drug:perindopril"}},
		{"the omeprazole, ain't had that since Christmas", [][2]string{
			patient("The omeprazole, I ain't had that since Christmas.")},
			[]string{"medication drug:omeprazole historical stopped"}},
		{"the sertraline, not been on it since the spring", [][2]string{
			patient("Sertraline, I've not been on it since the spring.")},
			[]string{"medication drug:sertraline stopped"}},
		{"used three days then stop", [][2]string{
			patient("the doctor gave me prednisolone, i used 3 days then stop")},
			[]string{"medication drug:prednisolone relayed stopped"}},
		{"quit them", [][2]string{
			patient("The amitriptyline gave me a dry mouth so I quit them.")},
			[]string{"medication drug:amitriptyline stopped", "symptom sym:dry_mouth historical"}},
		// Near misses: taken since a time, and missing no dose since, go on.
		{"on it since the summer goes on", [][2]string{
			patient("I've been on the atorvastatin since the summer.")},
			[]string{"medication drug:atorvastatin"}},
		{"not missed a dose since goes on", [][2]string{
			patient("I take the metformin every day, I've not missed a dose since.")},
			[]string{"medication drug:metformin"}},
		{"no side effects since starting goes on", [][2]string{
			patient("I take amlodipine, haven't had any trouble since I started.")},
			[]string{"medication drug:amlodipine"}},
	})
}

// A habit given up with the completive "already" of Singapore and
// Malaysian English ("smoking stop already ten years") is a former habit;
// only the habit it follows, not the next one of an unpunctuated turn.
func TestHabitStoppedAlready(t *testing.T) {
	runCases(t, []readCase{
		{"s1: smoking stop already ten years", [][2]string{
			clinician("your blood pressure today one thirty eight over eighty four okay you still smoking"),
			patient("smoking stop already ten years beer only when watch football with my kakis two three can lor")},
			[]string{"observation social:smoking historical inactive", "observation social:alcohol"}},
		{"drinking stop already", [][2]string{clinician("you drink or not"), patient("beer stop already two years")},
			[]string{"observation social:alcohol historical inactive"}},
		{"smoking I stopped already", [][2]string{patient("smoking i stopped already last year")},
			[]string{"observation social:smoking historical inactive"}},
		// Near misses: a habit that cannot be stopped goes on.
		{"cannot stop smoking goes on", [][2]string{patient("i smoke ten a day, cannot stop")},
			[]string{"observation social:smoking"}},
	})
}

// What a drug stopped in one sentence did, told in the next by a pronoun for
// it ("It had my legs aching so bad…"), went with the drug.
func TestTroubleOfADrugStoppedJustBefore(t *testing.T) {
	runCases(t, []readCase{
		{"s1: it had my legs aching", [][2]string{
			patient("The atorvastatin, I ain't took that since, oh, the summer. It had my legs aching so bad I couldn't hardly get up the porch steps.")},
			[]string{"medication drug:atorvastatin historical stopped", "symptom sym:leg_pain historical"}},
		{"they made me dizzy", [][2]string{
			patient("I stopped the amlodipine last month. They made me dizzy.")},
			[]string{"medication drug:amlodipine historical stopped", "symptom sym:dizziness historical"}},
		// Near misses: the drug goes on, and another drug named before the trouble.
		{"a drug taken that gives a cough", [][2]string{patient("I take ramipril. It gives me a cough.")},
			[]string{"medication drug:ramipril", "symptom sym:cough"}},
		{"another drug's trouble", [][2]string{
			patient("I stopped the amlodipine last month. The ramipril gives me a cough.")},
			[]string{"medication drug:amlodipine historical stopped", "medication drug:ramipril", "symptom sym:cough"}},
	})
}

// A drug not had since a time, said of one of it ("one of them", "any"),
// is stopped as "not had it since" is (en/v1: "a Nurofen Plus if the knee
// is bad, but I haven't had one of them since Christmas").
func TestNoneOfItTakenSince(t *testing.T) {
	runCases(t, []readCase{
		{"v1: haven't had one of them since Christmas", [][2]string{
			clinician("And is there anything else you take, anything from the chemist?"),
			patient("Only the Difene gel for the knee now and again. And, ah, a Nurofen Plus if the knee is bad, but I haven't had one of them since Christmas.")},
			[]string{"medication drug:diclofenac", "medication drug:ibuprofen stopped"}},
		{"haven't had any since the summer", [][2]string{patient("A tramadol now and again for my back, but I haven't had any since the summer.")},
			[]string{"medication drug:tramadol stopped"}},
		{"not had one since June", [][2]string{patient("A zopiclone now and then, but I've not had one since June.")},
			[]string{"medication drug:zopiclone stopped"}},
		{"one a day since goes on", [][2]string{patient("I take one of the Nurofen a day since Christmas.")},
			[]string{"medication drug:ibuprofen"}},
	})
}

package understand_test

import "testing"

// A finding told as had once, dated by "ago" right after it, is an episode
// gone by (mts-dialog dev17: "I had a fever about a week ago" among the
// complaints of now). A sentence that carries it on ("still", "since",
// "keeps") keeps it current, and so does a perfect ("I've had").
func TestHadOnceAgo(t *testing.T) {
	runCases(t, []readCase{
		{"dev17: a fever a week ago among current complaints", [][2]string{
			clinician("What symptoms have you been having?"),
			patient("I am exhausted. I had a fever about a week ago. There has been a few nights where I woke up all sweaty with chills.")},
			[]string{"symptom sym:fatigue", "symptom sym:fever historical", "symptom sym:night_sweats", "symptom sym:chills"}},
		{"a stroke a month ago", [][2]string{patient("I had a stroke about a month ago. The right side of my face is still not moving.")},
			[]string{"condition cond:stroke historical"}},
		{"a bad headache a couple of days ago", [][2]string{patient("I had a bad headache a couple of days ago.")},
			[]string{"symptom sym:headache historical"}},
		{"still there keeps it current", [][2]string{patient("I had a fever about a week ago and it is still there.")},
			[]string{"symptom sym:fever"}},
		{"since keeps it current", [][2]string{patient("I've had a cough since two weeks ago.")},
			[]string{"symptom sym:cough"}},
		{"a duration is not a date", [][2]string{patient("I had a rash for two weeks and now it's spreading.")},
			[]string{"symptom sym:rash"}},
	})
}

// "Something like a …" describes what the patient cannot name: what it is
// is for a clinician to decide (dev17: "My heart doctor said that I have
// something like a irregular or fast heartbeat").
func TestSomethingLikeHedges(t *testing.T) {
	runCases(t, []readCase{
		{"dev17: something like a fast heartbeat", [][2]string{clinician("Anything else?"),
			patient("My heart doctor said that I have something like a irregular or fast heartbeat.")},
			[]string{"symptom sym:tachycardia relayed uncertain"}},
		{"something like a rash", [][2]string{patient("There's something like a rash on my arm.")},
			[]string{"symptom sym:rash uncertain"}},
		{"named plainly stays sure", [][2]string{patient("I have a rash on my arm.")},
			[]string{"symptom sym:rash"}},
		{"something else named plainly after it stays sure", [][2]string{patient("There's something like a rash on my arm, and I have a headache.")},
			[]string{"symptom sym:rash uncertain", "symptom sym:headache"}},
	})
}

// An answer that gives what was asked to someone else, by a relative named
// alone ("Yes, my uncle.", "我舅舅。") or to someone it does not name
// ("Yeah, someone had it.", dev17), is not the patient's: the relative's
// family history, or nothing.
func TestAnsweredForSomeoneElse(t *testing.T) {
	runCases(t, []readCase{
		{"dev17: someone had it", [][2]string{clinician("How about Parkinson disease?"), patient("Yeah, someone had it.")},
			[]string{"condition cond:parkinson_disease of other"}},
		{"a relative alone", [][2]string{clinician("Any history of diabetes?"), patient("Yes, my uncle.")},
			[]string{"condition cond:diabetes of aunt_uncle"}},
		{"a Chinese relative alone", [][2]string{clinician("有没有高血压？"), patient("我舅舅。")},
			[]string{"condition cond:hypertension of aunt_uncle"}},
		{"the patient beside a relative who is fine", [][2]string{clinician("Any diabetes?"), patient("My mum's fine but I have it.")},
			nil},
		{"a plain yes stays the patient's", [][2]string{clinician("Any diabetes?"), patient("Yes, I do.")},
			[]string{"condition cond:diabetes"}},
		{"a relative named later in a denial is no answer", [][2]string{clinician("Any trouble swallowing? Any black stools?"),
			patient("No, no, nothing like that. Oh, and my uncle, he had esophageal cancer.")},
			[]string{"symptom sym:dysphagia negated", "symptom sym:melena negated", "condition cond:esophageal_cancer of aunt_uncle"}},
		{"a relative's own story after the answer", [][2]string{clinician("Do you smoke?"), patient("Yes, half a pack. My brother gets migraines.")},
			[]string{"observation social:smoking", "condition cond:migraine of sibling"}},
		{"a relative who has it, by a verb", [][2]string{clinician("Any diabetes?"), patient("Yes, my mum has it.")},
			[]string{"condition cond:diabetes of mother"}},
	})
}

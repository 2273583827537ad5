package understand_test

import "testing"

// An illness's name before "virus", said to explain another illness of the
// turn, names the germ, not an illness had now (en/t1: "This is shingles…
// It's the chickenpox virus waking up again"). Said alone, or had or
// caught, the virus tells the illness.
func TestIllnessNamingItsVirus(t *testing.T) {
	runCases(t, []readCase{
		{"t1: the chickenpox virus waking up again", [][2]string{patient("That's it, yeah."),
			clinician("This is shingles, I'm quite sure from the photo and the story. It's the chickenpox virus waking up again, it's not that you caught it from your grandson.")},
			[]string{"condition cond:herpes_zoster"}},
		{"zh: 水痘病毒又出来了", [][2]string{clinician("你这是带状疱疹，就是水痘病毒又出来了。")},
			[]string{"condition cond:herpes_zoster"}},
		{"the patient tells what the doctor said", [][2]string{patient("The doctor said the shingles is the chickenpox virus come back.")},
			[]string{"condition cond:herpes_zoster relayed"}},
		{"the flu virus caught stays the flu", [][2]string{patient("I caught the flu virus last week and I still feel rotten.")},
			[]string{"condition cond:influenza"}},
		{"the virus alone may be the diagnosis", [][2]string{clinician("It's the measles virus, so we need to tell the school.")},
			[]string{"condition cond:measles"}},
		{"chickenpox named plainly stays", [][2]string{clinician("You have chickenpox.")},
			[]string{"condition cond:chickenpox"}},
	})
}

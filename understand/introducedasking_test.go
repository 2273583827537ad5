package understand_test

import "testing"

// A speaker who says who they are and then, in a clause of its own, whom
// they ask for ("Hi doc, I'm the mummy, asking for my girl, she 4 years
// old. Her eczema very bad lah": s46 blind round 13 en05 wrote the girl's
// eczema as the mother's family history) speaks for that one, as "I'm
// asking for my girl" does. A clause of asking after the speaker's own
// complaint, "my girl" named in the speaker's story and "my girl's" thing
// announce no one.
func TestAnIntroducedSpeakerAskingForKinSpeaksForThem(t *testing.T) {
	runCases(t, []readCase{
		{"r13 en05: I'm the mummy, asking for my girl", [][2]string{patient("Hi doc, I'm the mummy, asking for my girl, she 4 years old. Her eczema very bad lah, scratching whole night")},
			[]string{"condition cond:eczema", "symptom sym:itching"}},
		{"I'm the dad, asking for my little boy", [][2]string{patient("Hello, I'm the dad, asking for my little boy. He has a rash since this morning")},
			[]string{"symptom sym:rash"}},
		{"mum here, typing for my son", [][2]string{patient("Mum here, typing for my son. He's had diarrhoea since last night")},
			[]string{"symptom sym:diarrhea"}},
		// Near misses: unchanged.
		{"near miss: the speaker's own complaint before the asking", [][2]string{patient("I have eczema very bad, asking for my girl also")},
			[]string{"condition cond:eczema"}},
		{"near miss: my girl named in the speaker's story", [][2]string{patient("Hi doc, my girl has eczema, same like me")},
			[]string{"condition cond:eczema of child"}},
		{"near miss: asking for my girl's form", [][2]string{patient("Hi doc, I'm the mummy, asking for my girl's school form. My back very pain")},
			[]string{"symptom sym:back_pain"}},
	})
}

package understand_test

import "testing"

// Someone not of the family who says something of "his mother" speaks of
// their own mother: an in-law's or another's illness, no family history.
func TestKinSaidOfBySomeoneElseIsTheirs(t *testing.T) {
	runCases(t, []readCase{
		{"s50 blind round 19 zh10: the husband's mother's mastitis",
			[][2]string{patient("好呀。我老公話佢阿媽以前餵奶都生過乳腺炎，叫我飲啲通草湯，我未飲")},
			[]string{"condition cond:mastitis historical of other"}},
		{"a coworker's mother, in Mandarin", [][2]string{patient("我同事说他妈有糖尿病")},
			[]string{"condition cond:diabetes uncertain of other"}},
		{"a wife's mother, after a comma", [][2]string{patient("我老婆说，她妈也有高血压")},
			[]string{"condition cond:hypertension uncertain of other"}},
		{"in English", [][2]string{patient("my husband says his mum had breast cancer")},
			[]string{"condition cond:breast_cancer of other"}},
		{"near-miss: the speaker's own mother, said by the husband", [][2]string{patient("我老公说我妈也有高血压")},
			[]string{"condition cond:hypertension uncertain of mother"}},
		{"near-miss: a mother who tells of her mother", [][2]string{patient("我妈说她妈也有高血压")},
			[]string{"condition cond:hypertension uncertain of mother"}},
		{"near-miss: no verb of saying", [][2]string{patient("他妈有糖尿病")},
			[]string{"condition cond:diabetes of mother"}},
		{"near-miss: my mum", [][2]string{patient("my husband says my mum had breast cancer")},
			[]string{"condition cond:breast_cancer of mother"}},
	})
}

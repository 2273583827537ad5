package understand_test

import "testing"

// A dose told in answer to a question of how much or how often is the
// asked drug's (E01, E04, E14, Z01).
func TestADoseToldAsAsked(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name  string
		turns [][2]string
		drug  string
		want  map[string]string
	}{
		{"E01: 50mg, once in the morning", [][2]string{patient("I'm on losartan now."), assistant("What dose of losartan are you taking, and how often?"), patient("50mg, once in the morning.")},
			"drug:losartan", map[string]string{"dose": "50 mg", "frequency": "qd"}},
		{"Z01: 80毫克，一天一次", [][2]string{patient("我吃缬沙坦。"), assistant("缬沙坦每次吃多少？一天几次？"), patient("80毫克，一天一次，早上吃。")},
			"drug:valsartan", map[string]string{"dose": "80 mg", "frequency": "qd"}},
		{"E14: the dose before another drug", [][2]string{patient("If I got the flu jab would it clash with my methotrexate?"), assistant("What do you take methotrexate for, and what dose?"),
			patient("rheumatoid arthritis, 15 mg once a week on Mondays, plus folic acid the day after")}, "drug:methotrexate", map[string]string{"dose": "15 mg", "frequency": "qw"}},
		{"E04: a yes with an amount and how often apart", [][2]string{assistant("Are you taking tramadol at the moment?"), patient("Yes, 50mg up to three times a day for my knee.")},
			"drug:tramadol", map[string]string{"dose": "50 mg", "frequency": "tid"}},
		// Near misses: two amounts leave which unsure; a question of two
		// drugs marks neither.
		{"near miss: two amounts", [][2]string{assistant("What dose of losartan are you taking?"), patient("50mg, or maybe 100mg.")}, "drug:losartan", nil},
		{"near miss: a hedged dose", [][2]string{assistant("How much Klonopin do you take?"), patient("I take a pretty low dose. I think I'm on zero point five milligrams a day.")}, "drug:clonazepam", nil},
		{"near miss: a dose gone by", [][2]string{assistant("阿司匹林每次吃多少？"), patient("以前吃一片，上个月停了。")}, "drug:aspirin", nil},
		{"near miss: two drugs asked", [][2]string{assistant("What doses of losartan and metformin are you on?"), patient("50mg.")}, "drug:losartan", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			rd := readLast(r, c.turns...)
			var got map[string]string
			for _, s := range rd.Statements {
				if s.Concept == c.drug {
					got = s.Attributes
					if s.Negated || s.Hypothetical || s.Historical {
						t.Errorf("%s read %s", c.drug, said(s))
					}
				}
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("%s: %s %q, want %q", c.drug, k, got[k], v)
				}
			}
			if c.want == nil && got != nil {
				t.Errorf("%s read with %v, want nothing", c.drug, got)
			}
		})
	}
}

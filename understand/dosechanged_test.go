package understand_test

import "testing"

// A past time word said of the dose a drug was on, then changed, does not
// stop the drug: it is taken still, at the new dose.
func TestReadDoseChangedAfterAnOldDose(t *testing.T) {
	runCases(t, []readCase{
		{"an old dose raised by the doctor", [][2]string{patient("我甲减，优甲乐以前一天一片，上个月复查完医生让加到一片半。")},
			[]string{"condition cond:hypothyroidism", "medication drug:levothyroxine"}},
		{"an old dose and the new one without its unit", [][2]string{patient("I used to take 5 mg of ramipril, now it's 10")},
			[]string{"medication drug:ramipril"}},
		// Near misses: a stop, a switch to another drug, a change still to come.
		{"an old dose, then a stop", [][2]string{patient("优甲乐以前一天一片，后来停了")},
			[]string{"medication drug:levothyroxine historical stopped"}},
		{"a raised dose that was then stopped", [][2]string{patient("以前吃优甲乐一天一片，加到一片半以后心慌，就停了")},
			[]string{"medication drug:levothyroxine historical stopped", "symptom sym:palpitations historical"}},
		{"an old drug switched for another", [][2]string{patient("I used to take 5 mg of ramipril, now it's lisinopril 10 mg")},
			[]string{"medication drug:ramipril historical stopped", "medication drug:lisinopril"}},
		{"a past dose alone", [][2]string{patient("I used to take 5 mg of ramipril")},
			[]string{"medication drug:ramipril historical stopped"}},
		{"a relative's changed dose", [][2]string{patient("My mum used to take 5 mg of ramipril, now it's 10")},
			[]string{"medication drug:ramipril of mother"}},
	})
}

func TestDoseChangedKeepsTheNewDose(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, dose string }{
		{"我甲减，优甲乐以前一天一片，上个月复查完医生让加到一片半。", "1.5 tablet"},
		{"I used to take 5 mg of ramipril, now it's 10", "10 mg"},
		{"I'm on 50 mg of sertraline, I went up to 100 last month", "100 mg"},
	} {
		rd := readLast(r, patient(c.text))
		got := ""
		for _, st := range rd.Statements {
			if st.Type == "medication" {
				got = st.Attributes["dose"]
			}
		}
		if got != c.dose {
			t.Errorf("read %q: dose %q, want %q", c.text, got, c.dose)
		}
	}
}

// A dose change told of "it", after one drug told with its dose, is that
// drug's new dose.
func TestReadDoseChangedOfTheDrugToldBefore(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		name  string
		turns [][2]string
		want  string
	}{
		{"cut down to a bare amount", [][2]string{patient("I'm on sertraline 100 mg."), patient("Actually I've cut it down to 50 myself, last fortnight.")}, "drug:sertraline 50 mg"},
		{"reduced, in Chinese", [][2]string{patient("我在吃氨氯地平，一天一片"), patient("最近我自己减到半片了")}, "drug:amlodipine 0.5 tablet"},
		// s42 blind round 7: "加到一次1000了" said how much a time before the amount.
		{"raised to a time's amount", [][2]string{patient("二甲双胍我原来一次500毫克，一天两次"), assistant("现在呢？"), patient("上周复查完医生给加到一次1000了，一天两次")},
			"drug:metformin 1000 mg"},
		// Near misses: two drugs told, a change to come, a question.
		{"two drugs told", [][2]string{patient("I'm on sertraline 100 mg and ramipril 5 mg."), patient("I've cut it down to 50 myself.")}, ""},
		{"a change to come", [][2]string{patient("I'm on sertraline 100 mg."), patient("I'll cut it down to 50 next week.")}, ""},
		{"a question", [][2]string{patient("I'm on sertraline 100 mg."), patient("Should I cut it down to 50?")}, ""},
		{"no dose told before", [][2]string{patient("I'm on sertraline."), patient("I've cut it down to 50 myself.")}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := ""
			for _, st := range readLast(r, c.turns...).Statements {
				if st.Type == "medication" {
					got = st.Concept + " " + st.Attributes["dose"]
				}
			}
			if got != c.want {
				t.Errorf("read %q: got %q, want %q", c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

// A dose change a doctor made, told by the patient, is the doctor's order
// relayed, as it is with the drug named (session 68's review, Z11: "医生让
// 我加到75微克了" was the patient's own fact); the patient's own change is
// not.
func TestADoseChangeADoctorMadeIsRelayed(t *testing.T) {
	euthyrox := patient("我在吃优甲乐，50微克。")
	sertraline := patient("I'm on sertraline 100 mg.")
	runCases(t, []readCase{
		{"医生让我加到", [][2]string{euthyrox, patient("上周复查以后医生让我加到75微克了")}, []string{"medication drug:levothyroxine relayed"}},
		{"my GP put it up to", [][2]string{sertraline, patient("My GP put it up to 150 last month.")}, []string{"medication drug:sertraline relayed"}},
		{"the patient's own change", [][2]string{euthyrox, patient("我自己加到75微克了")}, []string{"medication drug:levothyroxine"}},
		{"cut down myself", [][2]string{sertraline, patient("I've cut it down to 50 myself.")}, []string{"medication drug:sertraline"}},
	})
}

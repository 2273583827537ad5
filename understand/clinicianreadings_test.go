package understand_test

import (
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// A value a clinician reads out to the patient is the patient's reading; a
// value named as a question, a condition, a target or norm, an earlier
// reading, a change to make or someone else's is none (issue 7).
func TestClinicianReadingsAreThePatients(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct {
		text string
		want map[string]string // concept -> value
	}{
		{"Your blood pressure today is 144 over 92, and your pulse is 76.", map[string]string{"vital:bp": "144/92", "vital:heart_rate": "76"}},
		{"Okay, your HbA1c came back at 8.1%, which is higher than I'd like.", map[string]string{"lab:hba1c": "8.1"}},
		{"体温三十八度二，有点烧。", map[string]string{"vital:temperature": "38.2"}},
		{"血压一百五十二、九十六，偏高。", map[string]string{"vital:bp": "152/96"}},
		// Read twice: the later one is now.
		{"It was 188 over 104 when you arrived, and after a rest it's 164 over 96.", map[string]string{"vital:bp": "164/96"}},
		// Asked, set as a condition, a target or norm, a change to make.
		{"Was your pressure 150 over 90 at home?", nil},
		{"If your temperature goes above 38.5 °C, ring us.", nil},
		{"We want it under 140 over 90.", nil},
		{"A normal HbA1c is below 6%.", nil},
		{"糖化要控制在7%以下。", nil},
		{"体重先减个五公斤。", nil},
		{"烧过三十八度五再吃退烧药。", nil},
		{"Your eGFR is in the low 50s.", nil},
		// Earlier, or someone else's.
		{"Last time it was 170 over 100.", nil},
		{"Your husband's pressure was 160 over 95 too.", nil},
	} {
		got := map[string]string{}
		for _, s := range r.Read(understand.Turn{Speaker: understand.Clinician, Text: c.text, At: at}, nil).Statements {
			if s.Type == understand.Observation && s.Experiencer == "patient" && !s.Negated {
				got[s.Concept] = s.Attributes["value"]
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%q: read %v, want %v", c.text, got, c.want)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: read %v, want %v", c.text, got, c.want)
			}
		}
	}
}

// Drugs joined by "and" share their order; a diagnosis is said with "这是"
// and Cantonese "系", never through a condition that only names what a
// thing is for, nor through the lexicon's word inside a longer name it
// lacks (issue 7).
func TestClinicianOrdersAndDiagnosesInTheirCommonForms(t *testing.T) {
	runCases(t, []readCase{
		{"two drugs taken together", [][2]string{clinician("Take co-codamol and naproxen for the pain, with food.")},
			[]string{"medication drug:paracetamol_codeine", "medication drug:naproxen"}},
		{"two drugs kept", [][2]string{clinician("Keep the bisoprolol and the apixaban going as you are.")},
			[]string{"medication drug:bisoprolol", "medication drug:apixaban"}},
		{"two drugs stopped", [][2]string{clinician("Stop the diclofenac and the aspirin for now.")},
			[]string{"medication drug:diclofenac stopped", "medication drug:aspirin stopped"}},
		{"two drugs continued in Chinese", [][2]string{clinician("缬沙坦和阿托伐他汀照常吃。")},
			[]string{"medication drug:valsartan", "medication drug:atorvastatin"}},
		{"a choice is no order for the second", [][2]string{clinician("Take the paracetamol, not the ibuprofen.")},
			[]string{"medication drug:paracetamol"}},
		{"a drug kept away from", [][2]string{clinician("Well done, keep avoiding naproxen with your kidneys.")}, []string{}},
		{"不要停 keeps a drug", [][2]string{clinician("阿司匹林不要停。")}, []string{"medication drug:aspirin"}},
		{"别停 before the drug keeps it", [][2]string{clinician("别停氯吡格雷，支架才放了三个月。")}, []string{"medication drug:clopidogrel"}},
		{"one kept, one stopped", [][2]string{clinician("阿司匹林不能停，布洛芬停了吧。")},
			[]string{"medication drug:aspirin", "medication drug:ibuprofen stopped"}},
		{"这是 names the diagnosis", [][2]string{clinician("这是急性胃肠炎，多喝水。")}, []string{"condition cond:gastroenteritis"}},
		{"Cantonese 系 names the diagnosis", [][2]string{clinician("呢个系带状疱疹，要食抗病毒药。")}, []string{"condition cond:herpes_zoster"}},
		{"a condition naming a drug's purpose", [][2]string{clinician("这是高血压的药，每天早上一片。")}, []string{}},
		{"a kind the lexicon lacks", [][2]string{clinician("您这是激素性皮炎。")}, []string{}},
		{"a condition after another", [][2]string{clinician("这是感冒后咳嗽变异性哮喘。")}, []string{}},
	})
}

// What a clinician will use in a procedure they do is theirs to give, not
// the patient's to take (issue 7).
func TestProcedureDrugsAreTheClinicians(t *testing.T) {
	runCases(t, []readCase{
		{"sedation for a procedure", [][2]string{clinician("For the reduction I'll use fentanyl and propofol, you'll sleep through it.")}, []string{}},
		{"numbing for a procedure", [][2]string{clinician("We'll use some lidocaine to numb the skin first.")}, []string{}},
		{"an order still is", [][2]string{clinician("Use the mometasone cream twice a day.")}, []string{"medication drug:mometasone"}},
	})
}

// Two readings read out in one clause: the "over" of the blood pressure
// sets no norm for the weight beside it (en/w1: "Your blood pressure's one
// thirty-six over eighty-two and your weight is seventy-one and a half
// kilos"). A norm said in the clause still keeps the other out.
func TestTwoReadingsReadOutInOneClause(t *testing.T) {
	runCases(t, []readCase{
		{"w1: the pressure and the weight and a half", [][2]string{patient("I've been at the swimming."),
			clinician("That's fine at that amount. Your blood pressure's one thirty-six over eighty-two and your weight is seventy-one and a half kilos.")},
			[]string{"observation vital:bp", "observation vital:weight"}},
		{"the weight in short hundreds with oh", [][2]string{patient("I weighed myself."),
			clinician("Your pressure's one twenty over seventy and your weight is two oh six pounds.")},
			[]string{"observation vital:bp", "observation vital:weight"}},
		{"near miss: a norm in the clause", [][2]string{patient("I weighed myself."),
			clinician("Your weight is 80 kilos and your blood pressure should be under 140 over 90.")},
			[]string{}},
	})
}

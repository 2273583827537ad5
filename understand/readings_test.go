package understand_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// observationsOf reads turns in order and returns the observations of the
// last as "concept value unit".
func observationsOf(r *understand.Reader, turns ...[2]string) []string {
	var out []string
	for _, st := range readLast(r, turns...).Statements {
		if st.Type == understand.Observation && st.Attributes["value"] != "" && !st.Negated && st.Experiencer == "patient" {
			out = append(out, st.Concept+" "+st.Attributes["value"]+" "+st.Attributes["unit"])
		}
	}
	sort.Strings(out)
	return out
}

// Session 33: readings said without the word of their quantity, or a clause
// after it. Sentences written for the test; near-misses keep no reading.
func TestReadingsSaidWithoutTheirQuantity(t *testing.T) {
	r := newReader(t)
	cases := []struct {
		name  string
		turns [][2]string
		want  []string
	}{
		{"a pressure pair answering a question about the hypertension",
			[][2]string{clinician("您高血压最近怎么样？家里量了吗？"), patient("量了。前天早上一百三十八、八十四。")},
			[]string{"vital:bp 138/84 mmHg"}},
		{"a pressure pair said as measured, after being told to measure",
			[][2]string{clinician("血压回去每天量一量。"), patient("量了的，今早一百四十二，九十。")},
			[]string{"vital:bp 142/90 mmHg"}},
		{"a pressure pair asked for", [][2]string{clinician("血压多少？"), patient("一百二十六、八十。")},
			[]string{"vital:bp 126/80 mmHg"}},
		{"a temperature a clause after the fever", [][2]string{patient("I've had a fever since Monday, it was 101.3 last night.")},
			[]string{"vital:temperature 101.3 °F"}},
		{"sats read out", [][2]string{clinician("Your sats are ninety-four on air, which is fine.")},
			[]string{"vital:spo2 94 %"}},
		{"a clinician's pair after measuring", [][2]string{clinician("给您量了，一百五十二、九十六，有点高。")},
			[]string{"vital:bp 152/96 mmHg"}},
		{"a temperature answering a fever question", [][2]string{clinician("Any fever or chills?"), patient("I had 100.6 this afternoon, no chills.")},
			[]string{"vital:temperature 100.6 °F"}},
		{"a Celsius reading answering a fever question", [][2]string{clinician("Have you had a temperature?"), patient("Yes, 38.3 last night.")},
			[]string{"vital:temperature 38.3 °C"}},
		// Near-misses.
		{"a decimal after a question about something else", [][2]string{clinician("How much do you weigh?"), patient("I had 99.5 on Monday.")},
			nil},
		{"a mother's pressure asked for", [][2]string{clinician("你妈血压多少？"), patient("一百五、九十。")},
			nil},
		{"a son's fever asked about", [][2]string{clinician("Did your son have a fever?"), patient("Yes, 38.9 last night.")},
			nil},
		{"a father's sugar asked for", [][2]string{clinician("你爸空腹血糖多少？"), patient("上礼拜测的，七点一。")},
			nil},
		{"a sugar answering a sugar question", [][2]string{clinician("空腹血糖呢？"), patient("上礼拜测的，七点一。")},
			[]string{"lab:fasting_glucose 7.1 mmol/L"}},
		{"a child's temperature after a fever question", [][2]string{clinician("Any fever?"), patient("My son had 38.9 last night, I didn't.")},
			nil},
		{"two ages after a pressure question", [][2]string{clinician("您高血压最近怎么样？"), patient("两个孩子，一个十二、一个八岁。")},
			nil},
		{"a pair with no pressure spoken of", [][2]string{clinician("孩子多大了？"), patient("一百二十、八十。")},
			nil},
		{"a relative's pressure", [][2]string{clinician("您血压量了吗？"), patient("我妈血压一百五、九十，我没量。")},
			nil},
		{"a target pair", [][2]string{clinician("Any questions about your blood pressure?"), patient("Should I keep it below 130 over 80?")},
			nil},
		{"an age after a fever", [][2]string{patient("I'm 39 and I've had a fever for two days.")},
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := observationsOf(r, c.turns...)
			if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

func TestABoundOrAPeakIsNoReading(t *testing.T) {
	runCases(t, []readCase{
		{"a bound on the readings", [][2]string{clinician("How have your sugars been?"), patient("Fine, my sugar has stayed 7.5 or below all month.")}, []string{}},
		{"a reading", [][2]string{clinician("How have your sugars been?"), patient("Fine, my sugar was 8 this morning.")}, []string{"observation lab:glucose"}},
		{"the heaviest ever", [][2]string{clinician("Has your weight changed?"), patient("At my heaviest I was 110 kilos, a couple of years back.")}, []string{}},
		{"weight now", [][2]string{clinician("Has your weight changed?"), patient("I'm 92 kilos now.")}, []string{"observation vital:weight"}},
		{"the lowest this week is a reading", [][2]string{clinician("How have your sugars been?"), patient("My lowest sugar this week was 3.2.")}, []string{"observation lab:glucose"}},
	})
}

// A weight told as it was and then as it is now: the reading of now.
func TestWeightThenNow(t *testing.T) {
	r := newReader(t)
	for _, c := range []struct{ text, want string }{
		{"体重也长了，前几天一百二十一斤，今儿早上称是一百二十四。", "124"},
		{"我体重上礼拜六十二公斤，今天称了六十四。", "64"},
		{"体重一百二十一斤，前几天称的。", "121"}, // no reading of now: the one told stays
		{"我现在一百二十斤。", "120"},
	} {
		rd := r.Read(understandTurn("patient", c.text), nil)
		got := ""
		for _, s := range rd.Statements {
			if s.Concept == "vital:weight" {
				got = s.Attributes["value"]
			}
		}
		if got != c.want {
			t.Errorf("read %q: weight %q, want %q", c.text, got, c.want)
		}
	}
}

func TestAReadingSaidInHalvesOrAsAChange(t *testing.T) {
	runCases(t, []readCase{
		{"an unlabelled systolic, then 低压", [][2]string{patient("昨天量的一百五十多，低压九十几。")}, []string{"observation vital:bp"}},
		{"an unlabelled systolic said plain, then 低压", [][2]string{patient("昨天量的一百五，低压九十五。")}, []string{"observation vital:bp"}},
		{"the pair after 血压, and a pain after it", [][2]string{patient("我刚才量了血压，一百六，低压一百，后脑勺有点疼。")},
			[]string{"observation vital:bp", "symptom sym:headache"}},
		{"a relative's pair is not the patient's", [][2]string{patient("她今天血压一百七，低压一百，头有点晕。")}, []string{"symptom sym:dizziness of other"}},
		{"a diastolic said as a range leaves the pair unsure", [][2]string{patient("早上高点儿，一百四十多，低压八十五六，晚上能到一百三。")}, []string{}},
		{"a heart rate before 低压 is no systolic", [][2]string{patient("心率一百，低压九十五。")}, []string{"observation vital:heart_rate"}},
		{"a diastolic told alone stays a diastolic", [][2]string{patient("低压九十五。")}, []string{"observation vital:diastolic_bp"}},
		{"both halves labelled", [][2]string{patient("高压一百四，低压九十。")}, []string{"observation vital:bp"}},
		{"a weight lost is no weight", [][2]string{clinician("体重呢，有变化吗？"), patient("瘦了，半年掉了二十来斤。")}, []string{"symptom sym:weight_loss"}},
		{"a weight", [][2]string{patient("我现在一百三十斤。")}, []string{"observation vital:weight"}},
	})
}

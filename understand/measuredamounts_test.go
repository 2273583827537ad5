package understand_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/understand"
)

// readingsOf reads turns in order and returns the observations of the last
// with a value as "concept value unit", "uncertain" added when it is a
// claim, and "(display)" when its line says more than its value.
func readingsOf(r *understand.Reader, turns ...[2]string) []string {
	var out []string
	for _, st := range readLast(r, turns...).Statements {
		if st.Type != understand.Observation || st.Attributes["value"] == "" || st.Negated || st.Experiencer != "patient" {
			continue
		}
		s := strings.TrimSpace(st.Concept + " " + st.Attributes["value"] + " " + st.Attributes["unit"])
		if st.Uncertain {
			s += " uncertain"
		}
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

type readingCase struct {
	name  string
	turns [][2]string
	want  []string
}

func runReadingCases(t *testing.T, cases []readingCase) {
	t.Helper()
	r := newReader(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := readingsOf(r, c.turns...)
			if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
				t.Errorf("read %q:\n got  %q\n want %q", c.turns[len(c.turns)-1][1], got, c.want)
			}
		})
	}
}

// s40: a temperature said without its unit is a body temperature in the
// unit its magnitude reads in, when the word of the temperature is said; a
// bare number is not one.
func TestATemperatureWithoutItsUnit(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s40: my temperature was 38.9 last night", [][2]string{patient("My temperature was 38.9 last night")},
			[]string{"vital:temperature 38.9 °C"}},
		{"s40: 体温38.5", [][2]string{patient("体温38.5")}, []string{"vital:temperature 38.5 °C"}},
		{"s40: a temperature, then 39.2 this morning", [][2]string{patient("I've got a temperature, 39.2 this morning")},
			[]string{"vital:temperature 39.2 °C"}},
		{"s40: Fahrenheit by its magnitude", [][2]string{patient("My temperature was 101.5 last night")},
			[]string{"vital:temperature 101.5 °F"}},
		{"s40: degrees outside are the weather's", [][2]string{patient("It was 38 degrees outside yesterday")}, nil},
		{"s40: below 34 is a slip to check", [][2]string{patient("My temperature was 33 last night")},
			[]string{"vital:temperature 33 °C uncertain"}},
		{"s40: above 43 is a slip to check", [][2]string{patient("My temperature was 44.5 last night")},
			[]string{"vital:temperature 44.5 °C uncertain"}},
		{"s40: above 109.4 °F too", [][2]string{patient("My temperature was 110.2 last night")},
			[]string{"vital:temperature 110.2 °F uncertain"}},
		// Near misses: no word of the temperature, or no fever asked.
		{"near-miss: a low one within range", [][2]string{patient("My temperature was 35.2 this morning")},
			[]string{"vital:temperature 35.2 °C"}},
		{"near-miss: a high fever within range", [][2]string{patient("My temperature was 42.1 this morning")},
			[]string{"vital:temperature 42.1 °C"}},
		{"near-miss: a bare number alone", [][2]string{patient("I had 39.2 this morning")}, nil},
		{"near-miss: an age", [][2]string{patient("I'm 39 and I've had a fever for two days.")}, nil},
		{"near-miss: degrees of the body", [][2]string{patient("It was 38 degrees this morning, I've got a fever")},
			[]string{"vital:temperature 38 °C"}},
	})
}

// s40: a weight said without its unit in English reads in kilograms or in
// pounds alike from 35 to 150; the unit said elsewhere in the turn or the
// session decides, and with none the value is kept with its unit unsaid, as
// a claim, never a confident pound.
func TestABareWeightKeepsItsUnitUnsaid(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s40: I weigh 84 now", [][2]string{patient("I weigh 84 now")}, []string{"vital:weight 84 uncertain"}},
		{"s40: my weight is 120", [][2]string{patient("my weight is 120")}, []string{"vital:weight 120 uncertain"}},
		{"s40: pounds said elsewhere", [][2]string{patient("I weigh 120 now, I've lost ten pounds")}, []string{"vital:weight 120 lb"}},
		{"s40: kilos said elsewhere", [][2]string{patient("I weigh 84 now, I've put on three kilos")}, []string{"vital:weight 84 kg"}},
		{"s40: pounds said before in the session", [][2]string{clinician("You were 130 pounds last time."), patient("I weigh 120 now")},
			[]string{"vital:weight 120 lb"}},
		{"s40: kilos said before in the session", [][2]string{clinician("You were 86 kilos last time."), patient("I weigh 84 now")},
			[]string{"vital:weight 84 kg"}},
		{"s40: over 150 is pounds", [][2]string{patient("I weigh 183 now")}, []string{"vital:weight 183 lb"}},
		// Near misses: the unit said, or Chinese.
		{"near-miss: kilos said", [][2]string{patient("I weigh 84 kilos now")}, []string{"vital:weight 84 kg"}},
		{"near-miss: pounds said", [][2]string{patient("I weigh 184 pounds")}, []string{"vital:weight 184 lb"}},
		{"near-miss: zh bare weight is kg", [][2]string{patient("我体重65")}, []string{"vital:weight 65 kg"}},
	})
}

// s40: stone and pounds are one weight, in kilograms (6.35029318 kg a
// stone, 0.45359237 a pound); a whole or half stone stays in stone as said,
// its line converts; a correction keeps the corrected value alone.
func TestAWeightInStone(t *testing.T) {
	runReadingCases(t, []readingCase{
		{"s40: I'm 13 stone 4", [][2]string{patient("I'm 13 stone 4")}, []string{"vital:weight 84.4 kg"}},
		{"s40: 13 stone 4 pounds", [][2]string{patient("I weigh 13 stone 4 pounds")}, []string{"vital:weight 84.4 kg"}},
		{"s40: 13 and a half stone", [][2]string{patient("I'm 13 and a half stone")}, []string{"vital:weight 13.5 st"}},
		{"s40: sorry, 12 stone, not 13", [][2]string{patient("I'm 13 stone, sorry, 12 stone, not 13")}, []string{"vital:weight 12 st"}},
		// Near misses.
		{"near-miss: whole stone", [][2]string{patient("I'm 14 stone now")}, []string{"vital:weight 14 st"}},
		{"near-miss: stone then a duration", [][2]string{patient("I'm 13 stone 4 weeks after the op")}, []string{"vital:weight 13 st"}},
		{"near-miss: a change in stone", [][2]string{patient("I've lost about half a stone")}, nil},
		{"near-miss: two weights, no correction", [][2]string{patient("I'm 14 stone now, was 12 this time last year")}, []string{"vital:weight 14 st"}},
	})
}

package extract

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// plainReadingTerms are the words the readings of plainreadings.go start from,
// beside a few that must stop them.
var plainReadingTerms = sync.OnceValue(func() *Matcher {
	return NewMatcher(termsOf(
		"fever|symptom|sym:fever", "发烧|symptom|sym:fever", "发热|symptom|sym:fever", "temp|vital|vital:temperature",
		"temperature|vital|vital:temperature", "体温|vital|vital:temperature", "血压|vital|vital:bp", "blood pressure|vital|vital:bp",
		"心率|vital|vital:heart_rate", "心跳|vital|vital:heart_rate", "脉搏|vital|vital:heart_rate", "heart rate|vital|vital:heart_rate", "pulse|vital|vital:heart_rate",
		"血氧|vital|vital:spo2", "氧饱和|vital|vital:spo2", "fasting sugar|lab|lab:fasting_glucose", "空腹|lab|lab:fasting_glucose",
		"impaired fasting glucose|condition|cond:ifg", "cough|symptom|sym:cough", "咳嗽|symptom|sym:cough", "血糖|lab|lab:glucose",
		"heart|body_site|site:heart", "身高|vital|vital:height", "腰围|vital|vital:waist", "tramadol|drug|drug:tramadol", "体重|vital|vital:weight",
	), nil)
})

// readingsOf formats the measurements of text as "concept value unit" (or
// "- value unit" for a value of no quantity), with the experiencer when it
// is not the patient.
func readingsOf(text string) []string {
	var out []string
	for _, m := range plainReadingTerms().Extract(text, at).Measurements {
		c := m.ConceptID
		if c == "" {
			c = "-"
		}
		vals := make([]string, len(m.Values))
		for i, v := range m.Values {
			vals[i] = fmt.Sprint(v)
		}
		s := c + " " + strings.Join(vals, "/") + " " + m.Unit
		if m.Assertion.Experiencer != Patient {
			s += " (" + m.Assertion.Experiencer + ")"
		}
		if m.Assertion.Negated {
			s += " (negated)"
		}
		out = append(out, s)
	}
	return out
}

func TestPlainReadings(t *testing.T) {
	cases := []struct {
		text string
		want []string // the readings, in order; nil for none
	}{
		// A body temperature a clause after its word.
		{"I took my temp last night and it was 101.6, so I stayed home", []string{"vital:temperature 101.6 °F"}},
		{"she said I've a fever of 38.7 and sent me home", []string{"vital:temperature 38.7 °C"}},
		{"the fever went up to a hundred and two point four overnight", []string{"vital:temperature 102.4 °F"}},
		{"no fever, I checked it, thirty-six point eight", []string{"vital:temperature 36.8 °C"}},
		{"昨晚开始发烧38.8，浑身疼", []string{"vital:temperature 38.8 °C"}},
		// Near-misses: an age, a count, a bound, a list, someone else's.
		{"I'm 38 and I have a fever", nil},
		{"I've had a fever for 3 days now", nil},
		{"if the fever goes over 38.5 give her the syrup", nil},
		{"fever readings were 38.1, 38.4 and 38.9", nil},
		{"my son has a fever of 39.2", []string{"vital:temperature 39.2 °C (child)"}}, // the son's, kept for a session that speaks for him (relativesreading.go)
		{"my son has a fever, highest 39.2", nil},
		{"我儿子发烧 最高39.2", nil}, // his highest is no reading now (relativesreading.go)
		{"the fever was bad, I'm 40 now and never had it like this", nil},
		{"no fever, I checked, 38.5", nil},
		{"ran a fever of a hundred and a half overnight", nil},

		// Oxygen saturation after "sats" or "oxygen".
		{"my sats were 94 on the finger clip this morning", []string{"vital:spo2 94 %"}},
		{"your oxygen's ninety-five percent, which is fine", []string{"vital:spo2 95 %"}},
		{"your sats are 97 percent on air", []string{"vital:spo2 97 %"}},
		{"血氧九十二，先吸上氧", []string{"vital:spo2 92 %"}},
		// Near-misses: a flow, a target, a fraction of something else.
		{"she's on oxygen, 2 litres at home", nil},
		{"we want your sats above 92", nil},
		{"oxygen tank is 80 percent full", []string{"- 80 %"}},
		{"my dad's sats were 88 last night", nil},
		{"sats were 90 when you came, and sats are 95 now", nil},

		// A Chinese heart rate said in numerals.
		{"早上量的心率六十八，还行", []string{"vital:heart_rate 68 bpm"}},
		{"心跳不快，七十二岁的人了", nil},
		{"脉搏八十几，不算快", []string{"vital:heart_rate 80 bpm"}},
		{"心跳一分钟只有四十八", []string{"vital:heart_rate 48 bpm"}},
		{"心跳一分钟跳三四下就停", nil},
		{"心率控制在六十以下", nil},

		// A Chinese blood pressure said as two numbers.
		{"血压早上量了，一百二十六、七十八", []string{"vital:bp 126/78 mmHg"}},
		{"刚在诊所量的血压，152、94", []string{"vital:bp 152/94 mmHg"}},
		{"量了，138，86，还行", []string{"vital:bp 138/86 mmHg"}},
		{"给您量了，一百二十八、七十，不高", []string{"vital:bp 128/70 mmHg"}},
		{"血压量一下……一百一十八，七十二，正常", []string{"vital:bp 118/72 mmHg"}},
		{"今天早上一百四十五、九十上下", []string{"- 145/90 mmHg"}},
		{"血压还行，早上一百三十几，低压八十几", []string{"vital:bp 130/80 mmHg"}},
		// Near-misses: numbers of other things, someone else's, a target.
		{"两个孩子，一个12、一个8", nil},
		{"一百二、八十块钱买的", nil},
		{"我妈血压一百五、九十", []string{"vital:bp 150/90 mmHg (mother)"}},
		{"医生说血压要控制在一百三、八十以下", nil},
		{"住在一百三十二，八十五号", nil},
		{"量了身高体重，一百七十、六十五", nil},
		{"他量了，一百六、一百", nil},
		{"量了，一百二、八十。", []string{"vital:bp 120/80 mmHg"}},
		{"测了，一百二、八十", []string{"- 120/80 mmHg"}},
		{"should I keep it below 130 over 80?", nil},
		{"the target is 130/80", nil},
		{"it was 130 over 80 this morning", []string{"vital:bp 130/80 mmHg"}},

		// A Chinese sugar said a clause after its word, or with no word.
		{"空腹五点几，今天早上测的五点七", []string{"lab:fasting_glucose 5.7 mmol/L"}},
		{"血糖仪测的，昨晚八点三", []string{"lab:glucose 8.3 mmol/L"}},
		{"社区测的，六点四", []string{"- 6.4 mmol/L"}},
		{"今天空肚测的，六点九", []string{"lab:fasting_glucose 6.9 mmol/L"}},
		// Near-misses: a time, a dose, a list, someone else's.
		{"血糖还行，晚上七点半吃的饭", nil},
		{"吃了零点五克", nil},
		{"血糖这几天测的，五点八、六点一、六点四", nil},
		{"我老伴测的，七点二", nil},
		{"空腹的，这礼拜最高八点一，今早是七点二", nil},
		{"空腹的，七点九，今早测的七点二", nil},
		{"咳嗽好多了，体重掉了，心率九十", []string{"vital:heart_rate 90 bpm"}},

		// A weight said with its unit but not its word.
		{"胖了不少，以前一百二十斤，现在一百三十五斤", []string{"- 120 斤", "vital:weight 135 斤"}},
		{"今早称了一下，六十二公斤", []string{"vital:weight 62 kg"}},
		{"I'm down to 74 kilos since the summer", []string{"vital:weight 74 kg"}},
		// Near-misses: a weight of something, a goal, two weights, someone else's.
		{"今天买了一百斤米", []string{"- 100 斤"}},
		{"体重想减到一百二十斤", nil},
		{"今天称了，我一百三十斤，我老公一百六十斤", []string{"vital:weight 130 斤", "- 160 斤 (spouse)"}},
		{"我儿子现在称了三十公斤", []string{"- 30 kg (child)"}},
		{"I'd like to get down to 70 kilos", []string{"- 70 kg"}},
		// A temperature passed a duration, and one denied as a fever.
		{"fever since 4 days, 101 at night", []string{"vital:temperature 101 °F"}},
		{"没发烧，刚量的36.6", []string{"vital:temperature 36.6 °C"}},
		{"The thermometer said thirty-nine point two at midnight", []string{"vital:temperature 39.2 °C"}},
		// A value that can only be a temperature, its quantity unsaid.
		{"I checked, it was 99.6 last night", []string{"- 99.6 °F"}},
		{"Yes, 38.2 this morning", []string{"- 38.2 °C"}},
		{"I'm 101 years young", nil},
		{"I paid 37.5 for the cream", []string{"- 37.5 °C"}},
		{"I take 37.5 of the tramadol", nil},

		// A height in metres in a turn about size; a height or waist in cm.
		{"一米六八，一百二十斤", []string{"vital:height 1.68 m", "- 120 斤"}},
		{"体重六十公斤，1米75", []string{"vital:weight 60 kg", "vital:height 1.75 m"}},
		{"身高172厘米", []string{"vital:height 172 cm"}},
		{"腰围八十六公分", []string{"vital:waist 86 cm"}},
		// Near-misses: a bed, a child, no talk of size, a distance.
		{"买了张一米八的床，体重没变", nil},
		{"我儿子一米五了，体重四十公斤", []string{"vital:weight 40 kg (child)"}},
		{"往前走一米七", nil},
		{"腰围要控制在九十公分以下", nil},

		// A sugar after a meal.
		{"晚饭后两个钟头九点四，还行", []string{"lab:postprandial_glucose 9.4 mmol/L"}},
		{"午饭后2小时测的10.2", []string{"lab:postprandial_glucose 10.2 mmol/L"}},
		// Near-misses: a time, a dose, a target, someone else's.
		{"饭后两小时吃一片", nil},
		{"饭后两个钟头要在十点以下", nil},
		{"饭后七点半出去散步", nil},
		{"我老伴饭后两小时八点八", nil},

		// A fasting sugar.
		{"fasting 134 this morning, is that bad?", []string{"lab:fasting_glucose 134 mg/dL"}},
		{"Fasting yesterday was seven point two", []string{"lab:fasting_glucose 7.2 mmol/L"}},
		{"I was fasting for 12 hours before the test", nil},
		{"my wife's fasting was 140", nil},
		{"fasting should be under 100", nil},
	}
	for _, c := range cases {
		got := readingsOf(c.text)
		if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
			t.Errorf("%q:\n got %q\nwant %q", c.text, got, c.want)
		}
	}
}

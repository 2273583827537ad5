package extract

import (
	"reflect"
	"testing"
	"time"
)

func TestMeasurementsParseValuesAndUnits(t *testing.T) {
	m := testMatcher(t)
	type want struct {
		concept  string
		values   []float64
		unit     string
		inferred bool
		text     string
		mention  bool
	}
	cases := []struct {
		name string
		text string
		want []want
	}{
		{"a Chinese blood pressure without a unit defaults to mmHg", "我血压150/100",
			[]want{{"vital:bp", []float64{150, 100}, "mmHg", true, "150/100", true}}},
		{"a blood pressure with its unit keeps it", "血压是118/75 mmHg",
			[]want{{"vital:bp", []float64{118, 75}, "mmHg", false, "118/75 mmHg", true}}},
		{"a bare pair in blood pressure range is a blood pressure", "150/100",
			[]want{{"vital:bp", []float64{150, 100}, "mmHg", true, "150/100", false}}},
		{"a bare pair outside the range is not", "I walked 3/4 of the way", nil},
		{"a glucose value with mmol/L", "血糖7.8 mmol/L",
			[]want{{"lab:glucose", []float64{7.8}, "mmol/L", false, "7.8 mmol/L", true}}},
		{"a Chinese glucose value defaults to mmol/L", "血糖7.8",
			[]want{{"lab:glucose", []float64{7.8}, "mmol/L", true, "7.8", true}}},
		{"an English sugar of 7.8 is mmol/L too", "my sugar was 7.8 this morning",
			[]want{{"lab:glucose", []float64{7.8}, "mmol/L", true, "7.8", true}}},
		{"a glucose in mg/dL keeps mg/dL", "fasting glucose 140 mg/dL",
			[]want{{"lab:glucose", []float64{140}, "mg/dL", false, "140 mg/dL", true}}},
		{"a glucose of 140 without unit reads as mg/dL", "blood sugar was 140",
			[]want{{"lab:glucose", []float64{140}, "mg/dL", true, "140", true}}},
		{"HbA1c with a percent sign", "HbA1c 6.5%",
			[]want{{"lab:hba1c", []float64{6.5}, "%", false, "6.5%", true}}},
		{"HDL-C without a unit", "HDL-C 1.8",
			[]want{{"lab:hdl", []float64{1.8}, "mmol/L", true, "1.8", true}}},
		{"several values in one sentence each link to their quantity", "体温38.5度，心率110次/分，体重65公斤",
			[]want{
				{"vital:temperature", []float64{38.5}, "°C", false, "38.5度", true},
				{"vital:heart_rate", []float64{110}, "bpm", false, "110次/分", true},
				{"vital:weight", []float64{65}, "kg", false, "65公斤", true},
			}},
		{"full-width digits parse", "血压１５０／１００",
			[]want{{"vital:bp", []float64{150, 100}, "mmHg", true, "１５０／１００", true}}},
		{"a fever in degrees is a temperature", "昨晚发烧到39度",
			[]want{{"vital:temperature", []float64{39}, "°C", false, "39度", false}}},
		{"a value glued to an English term", "BP150/90",
			[]want{{"vital:bp", []float64{150, 90}, "mmHg", true, "150/90", true}}},
		{"a date is not a measurement", "血压是11月3日量的", nil},
		{"a dose is not a measurement", "阿司匹林100mg", nil},
		{"a Chinese-numeral decimal", "血糖七点八",
			[]want{{"lab:glucose", []float64{7.8}, "mmol/L", true, "七点八", true}}},
		{"a Chinese-numeral temperature with its tenth after the unit", "体温三十八度五",
			[]want{{"vital:temperature", []float64{38.5}, "°C", false, "三十八度五", true}}},
		{"a temperature said as a range of tenths is no reading", "体温三十六度五六", nil},
		{"numerals inside ordinary words are not values", "血糖一直很高，好一点了", nil},
		{"a rate said around the number", "心率每分钟80次",
			[]want{{"vital:heart_rate", []float64{80}, "bpm", false, "80次", true}}},
		{"systolic and diastolic said apart make one blood pressure", "高压150低压95",
			[]want{{"vital:bp", []float64{150, 95}, "mmHg", true, "150低压95", false}}},
		{"systolic and diastolic in English", "systolic 140, diastolic 90 mmHg",
			[]want{{"vital:bp", []float64{140, 90}, "mmHg", false, "140, diastolic 90 mmHg", false}}},
		{"systolic and diastolic joined by and", "Systolic was 150 and diastolic 95",
			[]want{{"vital:bp", []float64{150, 95}, "mmHg", true, "150 and diastolic 95", false}}},
		{"an unnamed lab value keeps its unit and no concept", "我查的是6.1 mmol/L",
			[]want{{"", []float64{6.1}, "mmol/L", false, "6.1 mmol/L", false}}},
		// Readings said in words, as they are said aloud.
		{"a blood pressure in words with hundreds in short", "Your blood pressure today is one forty-two over eighty-six",
			[]want{{"vital:bp", []float64{142, 86}, "mmHg", true, "one forty-two over eighty-six", true}}},
		{"a temperature in words with a point", "last night my temperature was thirty-nine point one",
			[]want{{"vital:temperature", []float64{39.1}, "°C", true, "thirty-nine point one", true}}},
		{"a Fahrenheit temperature in full hundreds", "her temperature was a hundred and one point four",
			[]want{{"vital:temperature", []float64{101.4}, "°F", true, "a hundred and one point four", true}}},
		{"an HbA1c in words", "the HbA1c came back at seven point two",
			[]want{{"lab:hba1c", []float64{7.2}, "%", true, "seven point two", true}}},
		{"a glucose in words with hundreds in short", "fasting sugar this morning was one fifty-two",
			[]want{{"lab:glucose", []float64{152}, "mg/dL", true, "one fifty-two", true}}},
		{"a heart rate as a compound of tens", "pulse is seventy-six",
			[]want{{"vital:heart_rate", []float64{76}, "bpm", true, "seventy-six", true}}},
		{"hundreds in short, hyphenated", "Weight, uh, two-twenty-five, last I checked",
			[]want{{"vital:weight", []float64{225}, "lb", true, "two-twenty-five", true}}},
		// A hundred said bare, without "a" or "one" (issue 7: "Hundred and
		// twelve kilos" was a weight of 12 kg).
		{"a bare hundred starts the number", "Hundred and twelve kilos last I checked",
			[]want{{"", []float64{112}, "kg", false, "Hundred and twelve kilos", false}}},
		{"a hundred and five in words", "I weigh a hundred and five kilos",
			[]want{{"vital:weight", []float64{105}, "kg", false, "a hundred and five kilos", true}}},
		{"a bare hundred in a blood pressure pair", "my blood pressure was hundred and forty over ninety",
			[]want{{"vital:bp", []float64{140, 90}, "mmHg", true, "hundred and forty over ninety", true}}},
		{"a bare hundred after a number word stays part of it", "she weighs two hundred and ten pounds",
			[]want{{"vital:weight", []float64{210}, "lb", false, "two hundred and ten pounds", true}}},
		{"a weight in words with its unit", "I weigh about sixty-three kilos",
			[]want{{"vital:weight", []float64{63}, "kg", false, "sixty-three kilos", true}}},
		// A small number in words is a count, not a reading.
		{"a count after a lab word is no reading", "my sugar tablets, I take two in the morning", nil},
		{"days in words are a duration", "my blood pressure has been up for twenty-one days", nil},
		{"two tablets of twenty milligrams are no dose of 220", "blood pressure pills, two twenty milligram ones", nil},
		// A change is not a reading.
		{"a weight gone up by some kilos is no weight", "my weight went up by about 4 kilos", nil},
		{"kilos gained are no weight", "weight also increased, four kilos I have gained", nil},
		// MTS-Dialog dev train-1030: the change told, then its amount since a time.
		{"an amount since a time after the change is no weight", "My weight, it's been up. About fourteen pounds since last year.", nil},
		{"a weight held since a time stays a reading", "My weight has been eighty kilos since March.",
			[]want{{"vital:weight", []float64{80}, "kg", false, "eighty kilos", true}}},
		{"a weight after the change with no since stays a reading", "My weight went up. My weight is eighty two kilos now.",
			[]want{{"vital:weight", []float64{82}, "kg", false, "eighty two kilos", true}}},
		{"a Chinese weight gain is no weight", "体重涨了5斤", nil},
		// s41 blind round 5: "Any weight change?" "up about 2 kg" wrote a
		// body weight of 2 kg.
		{"up some kilos is no weight", "up about 2 kg", nil},
		{"gone down some kilos is no weight", "my weight's gone down 3 kilos", nil},
		{"a weight up to a value is still a reading", "my weight went up to 82 kg",
			[]want{{"vital:weight", []float64{82}, "kg", false, "82 kg", true}}},
		{"a Cantonese weight loss is no weight", "体重瘦咗5公斤", nil},
		{"a weight said with about is still a reading", "my weight is about 82 kilos",
			[]want{{"vital:weight", []float64{82}, "kg", false, "82 kilos", true}}},
		// en/w1: "your weight is seventy-one and a half kilos"; "two oh six
		// pounds". A half said after the number is part of it, and hundreds
		// said in short may say the tens as "oh".
		{"a weight and a half in words", "your weight is seventy-one and a half kilos",
			[]want{{"vital:weight", []float64{71.5}, "kg", false, "seventy-one and a half kilos", true}}},
		{"hundreds said in short with oh", "my weight was two oh six pounds",
			[]want{{"vital:weight", []float64{206}, "lb", false, "two oh six pounds", true}}},
		{"a length and a half is a duration, no reading", "my weight has been up for two and a half weeks", nil},
		{"oh as a word is no number", "my weight, oh, two kids later", nil},
		// s48 blind round 17 zh06, en08 ("INR复查了，是2.4", "I repeated TSH
		// after six weeks, it is 3.1 now"): a retest told with its value a
		// clause later, taken up by 是 or "it is".
		{"a retest's value after 是", "医生，血糖复查了，是6.8。",
			[]want{{"lab:glucose", []float64{6.8}, "mmol/L", true, "6.8", true}}},
		{"a retest's value after it is, a time said between", "I rechecked my sugar after two weeks, it is 7.2 now",
			[]want{{"lab:glucose", []float64{7.2}, "mmol/L", true, "7.2", true}}},
		{"near miss: a clause that does not restate it", "血糖复查了，吃了2片", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := m.Extract(c.text, at).Measurements
			if len(got) != len(c.want) {
				t.Fatalf("Extract(%q) measurements = %+v, want %d", c.text, got, len(c.want))
			}
			for i, w := range c.want {
				g := got[i]
				if g.ConceptID != w.concept || !reflect.DeepEqual(g.Values, w.values) || g.Unit != w.unit || g.UnitInferred != w.inferred || g.Text != w.text || (g.Mention >= 0) != w.mention {
					t.Errorf("measurement %d = %+v, want %+v", i, g, w)
				}
				if s := string([]rune(c.text)[g.Span[0]:g.Span[1]]); s != g.Text {
					t.Errorf("span %v is %q, not %q", g.Span, s, g.Text)
				}
			}
		})
	}
}

func TestMeasurementsCarryTheAssertionOfTheirMention(t *testing.T) {
	m := testMatcher(t)
	r := m.Extract("我妈妈的血压150/100", at)
	if len(r.Measurements) != 1 || r.Measurements[0].Assertion.Experiencer != "mother" {
		t.Fatalf("measurements = %+v, want one with experiencer mother", r.Measurements)
	}
	r = m.Extract("血压好像是130/80", at)
	if len(r.Measurements) != 1 || !r.Measurements[0].Assertion.Uncertain {
		t.Fatalf("measurements = %+v, want one uncertain", r.Measurements)
	}
}

func TestDosesNormalizeAmountsAndFrequencies(t *testing.T) {
	m := testMatcher(t)
	type want struct {
		value float64
		unit  string
		freq  string
		drug  string
	}
	cases := []struct {
		name string
		text string
		want []want
	}{
		{"a Chinese once-daily dose", "氨氯地平5mg 每日一次", []want{{5, "mg", "qd", "drug:amlodipine"}}},
		{"an English twice-a-day dose", "metformin 10 mg twice a day", []want{{10, "mg", "bid", "drug:metformin"}}},
		// "two times daily" was "daily", once a day (session 70's review 6, E04).
		{"two times daily", "metformin 1000 mg two times daily", []want{{1000, "mg", "bid", "drug:metformin"}}},
		{"3 times daily", "amoxicillin 500 mg 3 times daily", []want{{500, "mg", "tid", "drug:amoxicillin"}}},
		{"near miss: daily", "metformin 1000 mg daily", []want{{1000, "mg", "qd", "drug:metformin"}}},
		{"a frequency alone", "每天两次", []want{{0, "", "bid", ""}}},
		{"a frequency before the amount", "二甲双胍一天三次，每次一片", []want{{1, "tablet", "tid", "drug:metformin"}}},
		{"at bedtime", "阿托伐他汀20毫克睡前吃", []want{{20, "mg", "qn", "drug:atorvastatin"}}},
		{"as needed", "ibuprofen 400mg as needed", []want{{400, "mg", "prn", "drug:ibuprofen"}}},
		{"weekly", "once a week", []want{{0, "", "qw", ""}}},
		{"four times a day", "amoxicillin 500 mg four times a day", []want{{500, "mg", "qid", "drug:amoxicillin"}}},
		{"half a tablet", "降压药每天半片", []want{{0.5, "tablet", "qd", "class:antihypertensive"}}},
		{"a generic daily word without a drug is not a dose", "我每天都头疼", nil},
		{"a generic daily word next to a drug is", "我每天吃阿司匹林", []want{{0, "", "qd", "drug:aspirin"}}},
		{"units for insulin", "insulin 10 units at bedtime", []want{{10, "IU", "qn", "class:insulin"}}},
		{"one a day right before the amount is once a day", "在吃氨氯地平 一天一片", []want{{1, "tablet", "qd", "drug:amlodipine"}}},
		{"half a tablet a day", "阿司匹林一日半片", []want{{0.5, "tablet", "qd", "drug:aspirin"}}},
		{"a tablet and a half", "阿司匹林加到一片半", []want{{1.5, "tablet", "", "drug:aspirin"}}},
		{"the half of midnight adds no half tablet", "阿司匹林吃了两片半夜就醒了", []want{{2, "tablet", "", "drug:aspirin"}}},
		{"two a day says no frequency", "二甲双胍一天两片", []want{{2, "tablet", "", "drug:metformin"}}},
		{"a day alone beside a drug is a length of time", "头疼了一天 吃了布洛芬", nil},
		// Session 68's review, E07: "5 mg of amlodipine" kept no dose.
		{"an amount of a drug", "I take 5 mg of amlodipine every morning", []want{{5, "mg", "", "drug:amlodipine"}, {0, "", "qd", "drug:amlodipine"}}},
		{"of its drug, not of a drug further on", "two of them and 5 mg of aspirin", []want{{5, "mg", "", "drug:aspirin"}}},
		{"a dose is not given to a drug further on", "lisinopril 10mg daily and aspirin 81 mg", []want{{10, "mg", "qd", ""}, {81, "mg", "", "drug:aspirin"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := m.Extract(c.text, at)
			if len(r.Doses) != len(c.want) {
				t.Fatalf("Extract(%q) doses = %+v, want %d", c.text, r.Doses, len(c.want))
			}
			for i, w := range c.want {
				g := r.Doses[i]
				drug := ""
				if g.Mention >= 0 {
					drug = r.Mentions[g.Mention].ConceptID
				}
				if g.Value != w.value || g.Unit != w.unit || g.Frequency != w.freq || drug != w.drug {
					t.Errorf("dose %d = %+v (drug %q), want %+v", i, g, drug, w)
				}
			}
		})
	}
}

func TestDurationsParseChineseAndEnglish(t *testing.T) {
	m := testMatcher(t)
	cases := []struct {
		text   string
		n      float64
		unit   string
		d      time.Duration
		approx bool
	}{
		{"头疼三天了", 3, "day", 3 * day, false},
		{"I've had it for 3 days", 3, "day", 3 * day, false},
		{"两周", 2, "week", 14 * day, false},
		{"半年了", 0.5, "year", year / 2, false},
		{"咳嗽两个多月", 2, "month", 2 * month, true},
		{"一个半小时", 1.5, "hour", 90 * time.Minute, false},
		{"for a week", 1, "week", 7 * day, false},
		{"coughing for two weeks", 2, "week", 14 * day, false},
		{"十五天", 15, "day", 15 * day, false},
		{"三年多", 3, "year", 3 * year, true},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			got := m.Extract(c.text, at).Durations
			if len(got) != 1 {
				t.Fatalf("durations = %+v, want one", got)
			}
			g := got[0]
			if g.N != c.n || g.Unit != c.unit || g.D != c.d || g.Approx != c.approx {
				t.Errorf("duration = %+v, want N=%v unit=%s d=%v approx=%v", g, c.n, c.unit, c.d, c.approx)
			}
		})
	}
	for _, text := range []string{"三天前", "two weeks ago", "two weeks back", "一天两次", "twice a day", "2019年", "每天", "3 years old"} {
		t.Run(text+" is not a duration", func(t *testing.T) {
			if got := m.Extract(text, at).Durations; len(got) != 0 {
				t.Errorf("durations = %+v, want none", got)
			}
		})
	}
}

func TestTimesResolveAgainstTheTurnTime(t *testing.T) {
	m := testMatcher(t)
	loc := at.Location()
	d := func(mo time.Month, day, h int) time.Time { return time.Date(2026, mo, day, h, 0, 0, 0, loc) }
	cases := []struct {
		text       string
		start, end time.Time
		gran       string
	}{
		{"昨晚", d(11, 28, 18), d(11, 29, 0), "part_of_day"},
		{"last night", d(11, 28, 18), d(11, 29, 0), "part_of_day"},
		{"上周六", d(11, 21, 0), d(11, 22, 0), "day"},
		{"今天早上", d(11, 29, 6), d(11, 29, 12), "part_of_day"},
		{"this morning", d(11, 29, 6), d(11, 29, 12), "part_of_day"},
		{"昨天", d(11, 28, 0), d(11, 29, 0), "day"},
		{"前天下午", d(11, 27, 12), d(11, 27, 18), "part_of_day"},
		{"two weeks ago", d(11, 15, 0), d(11, 16, 0), "day"},
		{"two weeks back", d(11, 15, 0), d(11, 16, 0), "day"},
		{"三天前", d(11, 26, 0), d(11, 27, 0), "day"},
		{"上周", d(11, 16, 0), d(11, 23, 0), "week"},
		{"last Saturday", d(11, 28, 0), d(11, 29, 0), "day"},
		{"last Monday", d(11, 23, 0), d(11, 24, 0), "day"},
		{"上个月", d(10, 1, 0), d(11, 1, 0), "month"},
		{"去年", time.Date(2025, 1, 1, 0, 0, 0, 0, loc), time.Date(2026, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"11月3日", d(11, 3, 0), d(11, 4, 0), "day"},
		{"12月25号", time.Date(2025, 12, 25, 0, 0, 0, 0, loc), time.Date(2025, 12, 26, 0, 0, 0, 0, loc), "day"},
		{"yesterday evening", d(11, 28, 18), d(11, 29, 0), "part_of_day"},
		{"周三", d(11, 25, 0), d(11, 26, 0), "day"},
		{"刚才", at, at, "instant"},
		{"in March", d(3, 1, 0), d(4, 1, 0), "month"},
		{"back in December", time.Date(2025, 12, 1, 0, 0, 0, 0, loc), time.Date(2026, 1, 1, 0, 0, 0, 0, loc), "month"},
		{"last November", time.Date(2025, 11, 1, 0, 0, 0, 0, loc), time.Date(2025, 12, 1, 0, 0, 0, 0, loc), "month"},
		{"in November last year", time.Date(2025, 11, 1, 0, 0, 0, 0, loc), time.Date(2025, 12, 1, 0, 0, 0, 0, loc), "month"},
		{"in March of last year", time.Date(2025, 3, 1, 0, 0, 0, 0, loc), time.Date(2025, 4, 1, 0, 0, 0, 0, loc), "month"},
		{"last winter", time.Date(2025, 12, 1, 0, 0, 0, 0, loc), d(3, 1, 0), "month"},
		{"last summer", d(6, 1, 0), d(9, 1, 0), "month"},
		{"in 2019", time.Date(2019, 1, 1, 0, 0, 0, 0, loc), time.Date(2020, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in '09", time.Date(2009, 1, 1, 0, 0, 0, 0, loc), time.Date(2010, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in '98", time.Date(1998, 1, 1, 0, 0, 0, 0, loc), time.Date(1999, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in nineteen seventy", time.Date(1970, 1, 1, 0, 0, 0, 0, loc), time.Date(1971, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in nineteen eighty-four", time.Date(1984, 1, 1, 0, 0, 0, 0, loc), time.Date(1985, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in nineteen oh five", time.Date(1905, 1, 1, 0, 0, 0, 0, loc), time.Date(1906, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in two thousand and six", time.Date(2006, 1, 1, 0, 0, 0, 0, loc), time.Date(2007, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in two thousand", time.Date(2000, 1, 1, 0, 0, 0, 0, loc), time.Date(2001, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in twenty nineteen", time.Date(2019, 1, 1, 0, 0, 0, 0, loc), time.Date(2020, 1, 1, 0, 0, 0, 0, loc), "year"},
		{"in two thousand twelve", time.Date(2012, 1, 1, 0, 0, 0, 0, loc), time.Date(2013, 1, 1, 0, 0, 0, 0, loc), "year"},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			got := m.Extract(c.text, at).Times
			if len(got) != 1 {
				t.Fatalf("times = %+v, want one", got)
			}
			g := got[0]
			if !g.Start.Equal(c.start) || !g.End.Equal(c.end) || g.Granularity != c.gran {
				t.Errorf("%q = [%v, %v) %s, want [%v, %v) %s", c.text, g.Start, g.End, g.Granularity, c.start, c.end, c.gran)
			}
			if g.Text != c.text {
				t.Errorf("text = %q, want the whole expression %q", g.Text, c.text)
			}
		})
	}
	t.Run("a year ends a sentence", func(t *testing.T) {
		if got := m.Extract("I had it in 2019.", at).Times; len(got) != 1 || got[0].Text != "in 2019" {
			t.Errorf("times = %+v, want in 2019", got)
		}
		if got := m.Extract("it was 2019.5 mg", at).Times; len(got) != 0 {
			t.Errorf("times = %+v, want none", got)
		}
	})
	t.Run("a year in words needs its preposition, and a count is none", func(t *testing.T) {
		for _, text := range []string{"nineteen seventy", "I walk twenty five minutes", "in twenty minutes", "in twenty five minutes", "in twenty thirty"} {
			if got := m.Extract(text, at).Times; len(got) != 0 {
				t.Errorf("%q: times = %+v, want none", text, got)
			}
		}
	})
	t.Run("a month name is a time only after its preposition", func(t *testing.T) {
		if got := m.Extract("I may march on", at).Times; len(got) != 0 {
			t.Errorf("times = %+v, want none", got)
		}
	})
	t.Run("a frequency is not a time", func(t *testing.T) {
		if got := m.Extract("每周一次", at).Times; len(got) != 0 {
			t.Errorf("times = %+v, want none", got)
		}
	})
}

func TestClassifyTellsInfoConfirmAndChitchatApart(t *testing.T) {
	m := testMatcher(t)
	cases := []struct{ text, want string }{
		{"是的", "confirm"}, {"对", "confirm"}, {"没有", "confirm"}, {"yes", "confirm"}, {"No.", "confirm"},
		{"right", "confirm"}, {"是的，谢谢", "confirm"},
		{"今天天气不错", "chitchat"}, {"thanks!", "chitchat"}, {"你好", "chitchat"}, {"Good morning, doctor", "chitchat"},
		{"我血压150/100", "info"}, {"我昨晚膝盖又疼了", "info"}, {"没有头疼", "info"}, {"三天了", "info"},
		{"昨天晚上", "info"}, {"每天两次", "info"}, {"no chest pain", "info"},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			if got := Classify(c.text, m.Extract(c.text, at)); got != c.want {
				t.Errorf("Classify(%q) = %q, want %q", c.text, got, c.want)
			}
		})
	}
}

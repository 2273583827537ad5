package understand

import (
	"maps"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// zhBroughtDown tells, after a reading, that it came down and what it is
// now: "心率一百八十几 … 好，下来了，现在七十八".
var zhBroughtDown = regexp.MustCompile(`(降下来了|慢下来了|下来了|降到了|降到|回落到)[^0-9零〇一二两兩三四五六七八九十百。；;]{0,8}?([0-9]+(?:\.[0-9]+)?|[一二两兩三四五六七八九十百][零〇一二两兩三四五六七八九十百点點]*)`)

// zhReadingNow returns the value a Chinese reading is told to have come
// down to later in the turn ("心率一百八十几，是阵发性室上速。…好，下来了，现
// 在七十八"), or "": the value of now is the reading to keep. Another
// quantity named between them ("血压也下来了，现在一百三") is that one's.
func zhReadingNow(x extract.Result, tx text, s Statement) string {
	for _, ms := range x.Measurements {
		if ms.ConceptID != s.Concept || len(ms.Values) == 0 || strconv.FormatFloat(ms.Values[0], 'f', -1, 64) != s.Attributes["value"] {
			continue
		}
		if ms.Span[1] > len(tx.runes) {
			return ""
		}
		rest := tx.from(ms.Span[1])
		loc := zhBroughtDown.FindStringSubmatchIndex(rest)
		if loc == nil {
			return ""
		}
		if quantityNamedBetween(x, ms.Span[1], ms.Span[1]+len([]rune(rest[:loc[1]]))) {
			return ""
		}
		g := rest[loc[4]:loc[5]]
		v, err := strconv.ParseFloat(g, 64)
		if err != nil {
			var ok bool
			if v, ok = zhDecimal(g); !ok {
				return ""
			}
		}
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return ""
}

// withReadingNow sets an observation's value to the one of now.
func withReadingNow(s Statement, v string) Statement {
	attrs := maps.Clone(s.Attributes)
	attrs["value"] = v
	delete(attrs, "approx")
	s.Attributes = attrs
	s.Display = showingValue(s.Display, v)
	return s
}

// zhDecimal reads a Chinese number with tenths after 点: "十一点五" is
// 11.5.
func zhDecimal(g string) (float64, bool) {
	g = strings.ReplaceAll(g, "點", "点")
	whole, frac, cut := strings.Cut(g, "点")
	v, ok := extract.ChineseNumber(whole)
	if !ok || !cut {
		return v, ok && !cut
	}
	scale := 0.1
	for _, d := range frac {
		n, ok := extract.ChineseNumber(string(d))
		if !ok || n > 9 {
			return 0, false
		}
		v += n * scale
		scale /= 10
	}
	return math.Round(v*100) / 100, true
}

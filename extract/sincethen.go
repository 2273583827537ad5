package extract

import "unicode"

// A time gone by followed by 就 and a having or a start says since when,
// not then: "她老早就有房颤，一直吃华法林" (review 11 Z04), "去年就查出来高血压了",
// "年轻时就有胃病". What it tells goes on, as "从小就有哮喘" and "从出生就有" do;
// an end said after it ("老早就好了", "早就不疼了") still ends it.
var (
	sinceThenLinks  = []string{"就", "就已经", "已经", "都"}
	sinceThenStarts = []string{"有", "开始", "得了", "得上", "查出", "发现", "确诊", "诊断", "患上", "落下", "一直", "犯", "这样", "这个样"}
)

// dropSinceThen drops the historical time triggers of Chinese text that a
// since-then construction follows.
func (c *contextInfo) dropSinceThen() {
	kept := c.trigs[:0]
	for _, t := range c.trigs {
		if t.flags&fTimeHist != 0 && t.end > t.start && unicode.Is(unicode.Han, c.text[t.end-1]) && c.sinceThenAt(t.end) {
			continue
		}
		kept = append(kept, t)
	}
	c.trigs = kept
}

// sinceThenTimes may finish the time before the link: "去年冬天就有"
// (review 12 Z07).
var sinceThenTimes = []string{"冬天", "夏天", "春天", "秋天", "年底", "年初", "底", "初", "那会儿", "那时候", "那时", "的时候", "时候"}

// sinceThenAt reports whether a since-then construction starts at rune i.
func (c *contextInfo) sinceThenAt(i int) bool {
	i += startsWithRunes(c.text, i, sinceThenTimes)
	n := startsWithRunes(c.text, i, sinceThenLinks)
	return n > 0 && startsWithRunes(c.text, i+n, sinceThenStarts) > 0
}

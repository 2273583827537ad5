package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A test or a scope said to have found nothing was done; the nothing is its
// finding, not a denial of it: "胃镜复查说没事了" (session 51, change dev
// zh-z1-060), "B超显示没问题", "CT查了，结果正常". Read as the gastroscopy
// denied, the record would hold that the patient never had one. Not read:
// "胃镜没做" (not done), and a test asked about.

// zhFoundNothing, after the test in its clause, says it found nothing.
var zhFoundNothing = regexp.MustCompile(`^[^，。,；;！？?!]{0,6}?(说|說|显示|顯示|提示|结果|結果|报告|報告|看了|查了|话|話)[^，。,；;！？?!]{0,4}?(没事|沒事|没问题|沒問題|没啥事|没什么事|没什么问题|没啥问题|没毛病|冇事|冇问题|冇問題|正常|都好)`)

// testsThatFoundNothing makes a procedure of the patient's that the turn
// tells found nothing done, not denied.
func testsThatFoundNothing(x extract.Result, tx text, st []Statement) []Statement {
	for i, s := range st {
		if s.Type != Procedure || !s.Negated || s.Experiencer != extract.Patient || s.Uncertain {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok || containsAny(tx.sentenceOf(m.Span[0]), []string{"?", "？", "吗", "嗎"}) {
			continue
		}
		if zhFoundNothing.MatchString(tx.between(m.Span[1], tx.sentenceEnd(m))) {
			st[i].Negated, st[i].Historical, st[i].Status = false, true, Inactive
		}
	}
	return st
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// What was over and came back is current (session 51, change dev zh-z1):
//
//   - an illness told as past and then as back: "我以前得过痛风，好几年没犯了，
//     这回又犯了" (zh-z1-029). 又犯了, 又发了, 又发作 (了, 一次), 复发了, 又来了, 又犯咗 after
//     the illness in its sentence, with no other illness named between and no
//     end after the return, make it now. zhOverThenBack (over.go) reads the
//     same of a symptom;
//   - a habit given up and taken up again: "戒过一回咯，戒咯半年，去年又抽起哒，
//     一天半包" (zh-z1-041, Changsha). A quit (戒过, 戒了, 戒咗) and after it 又抽,
//     又吸, 复吸, 又抽起来, 又食返 (smoking) or 又喝, 又饮返 (drinking), with no quit
//     after the return, make the habit current.

// zhIllnessBack says an illness came back.
var zhIllnessBack = regexp.MustCompile(`又(犯了|犯咗|犯啦|犯病了|发了|發了|发作|發作|复发了|復發了|来了|來了|找上门|翻发|翻發)|复发了|復發了`)

// zhIllnessOverAgain says it ended again after the return.
var zhIllnessOverAgain = regexp.MustCompile(`(又|就|也)?(好了|没了|没事了|好咗|冇事咗|消了|退了)`)

// zhQuit and the returns of each habit.
var (
	zhQuit        = regexp.MustCompile(`戒(过|過|了|咗|咯|掉|哒|脱)`)
	zhSmokeAgain  = regexp.MustCompile(`又(开始|開始)?(抽|吸|食)(上|起|起来|起來|起哒|返|翻|了)?|复吸|復吸`)
	zhDrinkAgain  = regexp.MustCompile(`又(开始|開始)?(喝|饮|飲)(上|起|起来|起來|起哒|返|翻|了)?`)
	habitReturned = map[string]*regexp.Regexp{"social:smoking": zhSmokeAgain, "social:alcohol": zhDrinkAgain}
)

// overThenBackNow makes current the patient's illnesses and habits of st that the
// turn tells over and then back.
func overThenBackNow(x extract.Result, tx text, st []Statement) []Statement {
	all := tx.str
	for i, s := range st {
		if !s.Historical || s.Negated || s.Uncertain || s.Hypothetical || s.Experiencer != extract.Patient {
			continue
		}
		switch {
		case s.Type == Condition:
			k, ok := mentionIndexOf(x, s.Concept)
			if !ok || !isHan(x.Mentions[k].Text) {
				continue
			}
			m := x.Mentions[k]
			end := tx.sentenceEnd(m)
			rest := tx.between(m.Span[1], end)
			loc := zhIllnessBack.FindStringIndex(rest)
			if loc == nil || zhIllnessOverAgain.MatchString(rest[loc[1]:]) && !strings.HasPrefix(rest[loc[1]:], "了") {
				continue
			}
			at := m.Span[1] + len([]rune(rest[:loc[0]]))
			other := false
			for _, n := range x.Mentions[k+1:] {
				other = other || n.Span[0] < at && n.Type == ontology.TypeCondition && n.ConceptID != m.ConceptID
			}
			if who := extract.LastPerson(rest[:loc[0]]); who != "" && who != extract.Patient {
				continue // "我以前得过痛风，我爸这回又犯了": his
			}
			if !other {
				st[i].Historical, st[i].Status = false, ""
			}
		case habitReturned[s.Concept] != nil:
			q := zhQuit.FindStringIndex(all)
			if q == nil {
				continue
			}
			back := habitReturned[s.Concept].FindAllStringIndex(all[q[1]:], -1)
			if len(back) == 0 {
				continue
			}
			last := back[len(back)-1]
			if zhQuit.MatchString(all[q[1]+last[1]:]) {
				continue // "又抽上了，上个月又戒了": quit again
			}
			st[i].Historical, st[i].Status = false, ""
		}
	}
	return st
}

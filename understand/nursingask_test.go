package understand_test

import (
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/anamnesis-health/anamnesis/understand"
)

// In a consultation a mother opened with her baby, a turn that tells her own
// illness to ask whether it matters while she nurses is still about the
// baby: "我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？" (s47 blind round 15 zh16)
// wrote her pharyngitis and her cefuroxime as the patient's. Now they are
// hers, written nowhere (nursingask.go).
func TestANursingMothersOwnAskedForTheFeedingIsHers(t *testing.T) {
	baby := []([2]string){patient("宝宝五个月了，昨天开始咳嗽，鼻涕也多，今天摸着有点烫"), clinician("量体温了吗？"), patient("刚量37度9")}
	with := func(turns ...[2]string) [][2]string { return append(append([][2]string(nil), baby...), turns...) }
	runCases(t, []readCase{
		{"r15 zh16: 我自己…嗓子发炎在吃头孢呋辛，喂奶有没有影响？", with(patient("我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？")),
			[]string{"condition cond:pharyngitis of other", "medication drug:cefuroxime of other"}},
		{"哺乳期能吃吗", with(patient("我在吃阿莫西林，哺乳期能吃吗")), []string{"medication drug:amoxicillin of other"}},
		// Near misses: her own finding with no nursing asked turns to her
		// (zh dev zh-v1-007); a session she opened with her own complaint
		// (zh-q1-022) is hers; a nursing ask with no child opener.
		{"near miss: no nursing asked", with(patient("我自己这两天嗓子发炎在吃头孢呋辛")),
			[]string{"condition cond:pharyngitis", "medication drug:cefuroxime"}},
		{"near miss: her own opener", [][2]string{patient("我宝宝两个月 现在在喂奶 左边乳房很疼"), clinician("吃了什么药？"), patient("在吃头孢呋辛，喂奶有没有影响？")},
			[]string{"medication drug:cefuroxime"}},
		{"near miss: no child opened", [][2]string{patient("我嗓子疼"), clinician("吃了什么药？"), patient("在吃头孢呋辛，喂奶有没有影响？")},
			[]string{"medication drug:cefuroxime"}},
	})
}

// The service reads a turn after only the last six (memory's priorTurns):
// zh16's eighth turn no longer saw the opener, so the session's child is
// carried on each patient turn that tells nothing of the speaker's own.
func TestTheChildSpokenForIsCarriedPastTheWindow(t *testing.T) {
	r := newReader(t)
	turns := [][2]string{patient("宝宝五个月了，昨天开始咳嗽，鼻涕也多，今天摸着有点烫"), clinician("量体温了吗？"), patient("刚量37度9"),
		clinician("喘不喘？吃奶怎么样？"), patient("不喘，吃奶比平时少一点"), clinician("有没有湿疹或者过敏的情况？"),
		patient("有点湿疹 在抹那个丁酸氢化可的松 别的没有")}
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"r15 zh16's eighth turn", "我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？", []string{"condition cond:pharyngitis of other", "medication drug:cefuroxime of other"}},
		{"near miss: no nursing asked", "我自己这两天嗓子发炎在吃头孢呋辛", []string{"condition cond:pharyngitis", "medication drug:cefuroxime"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var prior []understand.Prior
			for i, tu := range append(append([][2]string(nil), turns...), patient(c.text)) {
				window := prior[max(0, len(prior)-6):]
				rd := r.Read(understand.Turn{Speaker: tu[0], Text: tu[1], At: at.Add(time.Duration(i) * time.Minute)}, window)
				prior = append(prior, understand.Prior{Speaker: tu[0], Reading: rd})
			}
			var got []string
			for _, st := range prior[len(prior)-1].Reading.Statements {
				got = append(got, said(st))
			}
			sort.Strings(got)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

package memory_test

import (
	"context"
	"strings"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// A denied allergy has no lexicon concept of its own: the prompt and the
// working state must say so in words, never show its internal id.
func TestDeniedAllergiesAreShownInWords(t *testing.T) {
	for _, c := range []struct{ text, lang, want string }{
		{"我没有过敏", "zh", "无已知过敏"},
		{"I don't have any allergies", "en", "no known allergies"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			e := newEnv(t, recordBackends(t)["embedded"], nil)
			e.say("t1", c.text)
			res, err := e.svc.Context(context.Background(), e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "?", Lang: c.lang})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(res.Prompt, "allergy:any") || strings.Contains(res.Prompt, "any allergy") {
				t.Errorf("the prompt shows the internal id:\n%s", res.Prompt)
			}
			if !strings.Contains(res.Prompt, c.want) {
				t.Errorf("the prompt does not say %q:\n%s", c.want, res.Prompt)
			}
		})
	}
}

// A Chinese prompt speaks Chinese: the reading stores the lexicon's
// English names and marks, which a zh prompt shows as the lexicon's
// Chinese ones, where an English prompt keeps them.
func TestChinesePromptShowsChineseNames(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	e.say("t1", "我以前吃过铝碳酸镁，现在不吃了。")
	e.say("t2", "我在吃二甲双胍，一天两次。")
	e.say("t3", "这两天膝盖有点疼。")
	e.say("t4", "我好像对青霉素过敏，记不清了。")
	e.say("t5", "今天早上空腹血糖7.8。")
	e.say("t6", "在家量的血压145/92。")
	e.say("t7", "我妈有糖尿病。")
	prompt := func(lang string) string {
		res, err := e.svc.Context(context.Background(), e.sc, memory.ContextRequest{PatientID: "p1", SessionID: "s1", Query: "?", Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		return res.Prompt
	}
	zh, en := prompt("zh"), prompt("en")
	for _, want := range []string{"二甲双胍", "铝碳酸镁", "已停用", "每日两次", "[待核实] 青霉素类？ (说法不确定)", "空腹血糖 7.8 mmol/L", "血压 145/92 mmHg (在家测)", "1级高血压", "(母亲)"} {
		if !strings.Contains(zh, want) {
			t.Errorf("the zh prompt does not say %q:\n%s", want, zh)
		}
	}
	for _, unwanted := range []string{"metformin", "hydrotalcite", "stopped", "unconfirmed", "frequency", "bid", "glucose", "home", "grade", "mother"} {
		if strings.Contains(zh, unwanted) {
			t.Errorf("the zh prompt says %q:\n%s", unwanted, zh)
		}
	}
	for _, want := range []string{"metformin", "hydrotalcite", "stopped", "frequency bid", "(mother)"} {
		if !strings.Contains(en, want) {
			t.Errorf("the en prompt does not say %q:\n%s", want, en)
		}
	}
}

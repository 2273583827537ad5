package extract

import (
	"fmt"
	"sync"
	"testing"
)

// layPhraseTerms names each finding of layPhrases once, by its plain name, and
// a provisional lay name the phrases must not be read through.
var layPhraseTerms = sync.OnceValue(func() *Matcher {
	terms := termsOf(
		"weight loss|symptom|sym:weight_loss", "weight gain|symptom|sym:weight_gain", "nocturia|symptom|sym:nocturia",
		"vomiting|symptom|sym:vomiting", "constipation|symptom|sym:constipation", "nasal congestion|symptom|sym:nasal_congestion",
		"dysuria|symptom|sym:dysuria", "tinnitus|symptom|sym:tinnitus", "blurred vision|symptom|sym:blurred_vision",
		"痛|symptom|sym:pain_symptom", "肚子痛|symptom|sym:abdominal_pain", "insomnia|symptom|sym:insomnia",
		"hypertension|symptom|cond:hypertension", "diabetes|symptom|cond:diabetes",
	)
	return NewMatcher(append([]Term{{Text: "bunged up bowels", Type: "symptom", ConceptID: "sym:constipation", Provisional: true}}, terms...), nil)
})

// phrasesOf formats the mentions of text as "concept" with "negated" and
// "historical" when so.
func phrasesOf(text string) string {
	var out []string
	for _, m := range layPhraseTerms().Extract(text, at).Mentions {
		s := m.ConceptID
		if m.Provisional {
			s += " provisional"
		}
		if m.Assertion.Negated {
			s += " negated"
		}
		if m.Assertion.Historical {
			s += " historical"
		}
		out = append(out, s)
	}
	return fmt.Sprint(out)
}

func TestLayPhrases(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// a weight lost or put on, as an amount
		{"I've lost about eight pounds since Christmas", "[sym:weight_loss]"},
		{"I've dropped like eight pounds", "[sym:weight_loss]"},
		{"I've put back on three kilos", "[sym:weight_gain]"},
		{"I've put on a couple of kilos", "[sym:weight_gain]"},
		{"I've lost, ooh, going on three stone", "[sym:weight_loss]"},
		{"瘦了得有十来斤", "[sym:weight_loss]"},
		{"体重还长了 长了四五斤", "[sym:weight_gain]"},
		{"饭后没测 体重还长了 长了四五斤", "[sym:weight_gain]"},
		{"almost one year ago. I lost about two hundred pounds after that.", "[sym:weight_loss historical]"},
		{"I was on Wellbutrin before. It was prescribed. I even gained like twenty pounds in a few months.", "[sym:weight_gain historical]"},
		// near misses: money, a baby, a wish, a trifle, a price
		{"I lost fifty pounds on the horses", "[]"},
		{"I lost twenty quid, well twenty pounds, at the bookies", "[]"},
		{"the baby's put on about eight pounds", "[]"},
		{"if anything I could do with losing a few pounds", "[]"},
		{"since the last visit I've gained about a pound", "[]"},
		{"米涨了两块钱一斤", "[]"},
		{"我买了两斤肉", "[]"},
		// getting up at night, as a count
		{"I'm up, I'm up three, four times a night", "[sym:nocturia]"},
		{"I get up twice a night", "[sym:nocturia]"},
		{"夜里起来三四趟", "[sym:nocturia]"},
		{"一宿得起来两回", "[sym:nocturia]"},
		// near misses: the baby, a drink, sitting up for breath
		{"I'm up twice a night with the baby", "[]"},
		{"夜里起来两三回喂奶", "[]"},
		{"一晚上要起来喝好几回水", "[]"},
		{"我闺女说我半夜坐起来好几回", "[]"},
		// British sick
		{"I was sick twice in the taxi home", "[sym:vomiting historical]"},
		{"I was sick twice last night", "[sym:vomiting]"},
		{"I'm sick into a basin every morning", "[sym:vomiting]"},
		{"I haven't actually been sick", "[sym:vomiting negated]"},
		{"I'm getting sick maybe ten times a day", "[sym:vomiting]"},
		// near misses: ill, fed up
		{"I've been sick twice this winter with colds", "[]"},
		{"I'm sick of it", "[]"},
		{"I was sick of waiting", "[]"},
		{"I've been off sick twice", "[]"},
		// bunged up
		{"the iron tablets bunged me up", "[sym:constipation]"},
		{"I'm really bunged up, haven't been for four days", "[sym:constipation]"},
		// Chinese verb phrases with words between; the phrase holds the pain it ends in
		{"尿尿的时候刺刺痛", "[sym:dysuria]"},
		{"屙尿有少少刺痛", "[sym:dysuria]"},
		{"小便的时候肚子痛", "[sym:abdominal_pain]"},
		{"左耳朵里头一直嗡嗡响", "[sym:tinnitus]"},
		{"耳朵没有嗡嗡响", "[sym:tinnitus negated]"},
		{"冰箱一直嗡嗡响", "[]"},
		{"看电脑久了是有点花", "[sym:blurred_vision]"},
		{"看手机花了两个钟头", "[]"},
		{"去公园看花", "[]"},
		{"一天吐五六次", "[sym:vomiting]"},
		{"一天吐三口痰", "[]"},
		{"吐了两回血", "[]"},
		// waking in the small hours, the bowels opened once in days
		{"夜里两三点就醒", "[sym:insomnia]"},
		{"孩子夜里两三点就醒，要喂奶", "[]"},
		{"定了闹钟，早上五点就醒了", "[]"},
		{"出院以后三天才解一次", "[sym:constipation]"},
		{"大便三四天一次，硬", "[sym:constipation]"},
		{"大便不中，三四天一回，干得跟羊屎蛋儿似的", "[sym:constipation]"},
		{"大便不大好，隔两三天一趟", "[sym:constipation]"},
		{"大便三天没解了，肚子有点胀", "[sym:constipation]"},
		{"大便正常，一天一次", "[]"},
		{"大便三天没解决", "[]"},
		{"三四天去一次超市", "[]"},
		// a condition named by what it raises
		{"i've got the blood pressure i take metformin", "[cond:hypertension]"},
		{"she have di pressure too, same like me", "[cond:hypertension]"},
		{"I have BP and sugar", "[cond:hypertension]"},
		{"I've got the sugar.", "[cond:diabetes]"},
		{"I have the blood pressure machine at home", "[]"},
		{"I have my blood pressure checked every month", "[]"},
		{"I have pressure in my chest", "[]"},
		{"I had sugar in my tea", "[]"},
		{"Mi nuh have sugar, nuh have pressure neither.", "[]"},
		// near misses: the nose, the plumbing
		{"my nose is all bunged up", "[]"},
		{"I've got a cold and I'm bunged up", "[]"},
		{"the toilet's bunged up again", "[]"},
		{"I'm a bit bunged up, mind.", "[]"},
		{"比怀孕前还轻了六斤。", "[sym:weight_loss]"},
		{"怀孕的时候胖了二十斤", "[]"},
	} {
		if got := phrasesOf(c.text); got != c.want {
			t.Errorf("%q: got %s, want %s", c.text, got, c.want)
		}
	}
}

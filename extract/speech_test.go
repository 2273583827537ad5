package extract

import "testing"

// Spoken English pauses on fillers between a denial and what it denies,
// and names past times the trigger lists must know (issue 7).
func TestAssertionsInSpokenEnglish(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text    string
		concept string
		want    func(Assertion) bool
	}{
		{"I don't have, um, any chest pain.", "sym:chest_pain", func(a Assertion) bool { return a.Negated }},
		{"I'm not, like, coughing much.", "sym:cough", func(a Assertion) bool { return a.Negated }},
		{"No, um, I have a cough.", "sym:cough", func(a Assertion) bool { return !a.Negated }},
		{"I had a headache ages ago.", "sym:headache", func(a Assertion) bool { return a.Historical }},
		{"I had it when I had a headache.", "sym:headache", func(a Assertion) bool { return a.Historical }},
		{"And potentially, um, a headache.", "sym:headache", func(a Assertion) bool { return a.Uncertain }},
		{"I've always kept away from ibuprofen.", "drug:ibuprofen", func(a Assertion) bool { return a.Negated }},
		{"She steers clear of aspirin these days.", "drug:aspirin", func(a Assertion) bool { return a.Negated }},
	} {
		for _, a := range assertionsOf(t, m, c.text, c.concept) {
			if !c.want(a) {
				t.Errorf("%q: %s read %+v", c.text, c.concept, a)
			}
		}
	}
}

// Scots "ma" before what it names is "my": the patient's own, where "Ma
// has…" is still a mother.
func TestDialectMaBeforeAMentionIsMy(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text, concept, who string
	}{
		{"Ma knee's been killing me for a week.", "site:knee", Patient},
		{"Ma diabetes is worse since Christmas.", "cond:diabetes", Patient},
		{"Ma has diabetes.", "cond:diabetes", "mother"},
		{"My ma had a stroke.", "cond:stroke", "mother"},
	} {
		for _, a := range assertionsOf(t, m, c.text, c.concept) {
			if a.Experiencer != c.who {
				t.Errorf("%q: %s is %q's, want %q's", c.text, c.concept, a.Experiencer, c.who)
			}
		}
	}
}

// A kin title that opens a Chinese turn, set off by a comma, addresses the
// listener ("大姐，" to a nurse): the rest is the speaker's. "我哥，…" says
// whose, and a topic taken up by a pronoun ("爸爸，他…") is the relative.
func TestChineseKinTitleOfAddress(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text, concept, who string
	}{
		{"大姐，没发烧，就是喉咙有点痛。", "sym:fever", Patient},
		{"叔叔啊，我这几天老是咳嗽。", "sym:cough", Patient},
		{"哎，大哥，头疼了三天了。", "sym:headache", Patient},
		{"我哥，头疼了三天了。", "sym:headache", "sibling"},
		{"大哥他头疼了三天了。", "sym:headache", "sibling"},
		{"爸爸，他有高血压。", "cond:hypertension", "father"},
	} {
		for _, a := range assertionsOf(t, m, c.text, c.concept) {
			if a.Experiencer != c.who {
				t.Errorf("%q: %s is %q's, want %q's", c.text, c.concept, a.Experiencer, c.who)
			}
		}
	}
}

// A 不 between a verb and its result says how bad a complaint is ("疼得直不
// 起来", "咳得停不下来"), not that it is absent; a 不 after an adverb or
// before a plain verb still denies.
func TestChinesePotentialComplementDeniesNothing(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text    string
		concept string
		negated bool
	}{
		{"这两天腰疼得直不起来。", "sym:pain", false},
		{"晚上咳嗽得停不下来。", "sym:cough", false},
		{"嗓子疼，饭都咽不下去。", "sym:pain", false},
		{"头不疼了。", "sym:pain", true},
		{"咳嗽也不咳了。", "sym:cough", true},
		// Sichuanese 不得行 after 得 is "terribly"; 没想到 is a surprise.
		{"这两天气喘得不得行。", "sym:dyspnea", false},
		{"没想到查出来高血压。", "cond:hypertension", false},
	} {
		for _, a := range assertionsOf(t, m, c.text, c.concept) {
			if a.Negated != c.negated {
				t.Errorf("%q: %s negated = %v, want %v", c.text, c.concept, a.Negated, c.negated)
			}
		}
	}
}

// A past time dates its sentence until a later clause says a drug is being
// taken now: "糖尿病前年查出来的，在打胰岛素" injects insulin today; in the
// time's own clause the progressive is then's.
func TestAProgressiveInALaterClauseIsNow(t *testing.T) {
	m := testMatcher(t)
	for _, c := range []struct {
		text, concept string
		historical    bool
	}{
		{"糖尿病前年查出来的，在打胰岛素", "class:insulin", false},
		{"糖尿病去年查出来的，在吃二甲双胍", "drug:metformin", false},
		{"前年在吃二甲双胍", "drug:metformin", true},
		{"去年那会儿在吃阿司匹林", "drug:aspirin", true},
		{"糖尿病去年查出来的，吃了二甲双胍", "drug:metformin", true},
	} {
		as := assertionsOf(t, m, c.text, c.concept)
		if len(as) == 0 {
			t.Errorf("%q: no %s", c.text, c.concept)
		}
		for _, a := range as {
			if a.Historical != c.historical {
				t.Errorf("%q: %s historical = %v, want %v", c.text, c.concept, a.Historical, c.historical)
			}
		}
	}
}

// "before or after food" says when a dose is taken, not that it is past.
func TestBeforeOrAfterFoodIsWhenADoseIsTaken(t *testing.T) {
	m := testMatcher(t)
	for _, text := range []string{"I take my metformin before or after food, whichever.", "I take metformin before and after meals."} {
		for _, a := range assertionsOf(t, m, text, "drug:metformin") {
			if a.Historical {
				t.Errorf("%q: metformin read %+v, want not historical", text, a)
			}
		}
	}
}

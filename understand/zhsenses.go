package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Chinese says where and how a complaint is by the words around the
// lexicon's name, and those words choose the concept: a pain "右边后腰" is
// a flank pain, not a low back pain; bones aching "浑身" are the body
// aches of a fever, not a bone disease; a burning "尿的时候" is dysuria; a
// quality said of a pain ("火辣辣地疼", "像针扎一样痛", "木木的痛") is how
// the pain feels, not a burning, tingling or numbness of its own. Each rule
// names the lexicon's concept, the concept the words make it, and the
// words.

// sideWords, right before a low back pain, put it on one side.
var sideWords = []string{"左边", "右边", "左侧", "右侧", "一边", "一侧", "单侧", "左面", "右面", "左手边", "右手边"}

// wholeBodyWords, right before a pain of the bones, spread it over the
// body.
var wholeBodyWords = []string{"浑身", "全身", "成身", "周身", "满身", "一身", "遍身"}

// qualityConcepts are the sensations Chinese also uses to say how a pain
// feels.
var qualityConcepts = map[string]bool{"sym:burning_pain": true, "sym:tingling": true, "sym:numbness": true}

// painWords name the pain a quality describes.
var painWords = []string{"疼", "痛"}

// qualityLinks stand between a quality and the pain it describes.
var qualityLinks = []string{"地", "的", "得", "一样", "一样的", "似的", "样", "般"}

// urinationWords place a burning at passing urine: dysuria.
var urinationWords = []string{"尿的时候", "尿尿的时候", "小便的时候", "解小便", "撒尿", "排尿", "尿完", "屙尿", "拉尿", "解手的时候"}

// refluxWords, anywhere in the turn, make a burning or a 打嗝 part of
// reflux: the heartburn and the belching of a sour stomach.
var refluxWords = []string{"烧心", "反酸", "泛酸", "反流", "嗳气", "胃胀", "吃完饭", "饭后"}

// limbWeakness maps a limb named before "没劲" to the limb's weakness.
var limbWeakness = []struct {
	words   []string
	concept string
}{
	{[]string{"手", "胳膊", "胳臂", "手臂", "臂"}, "sym:arm_weakness"},
	{[]string{"腿", "脚"}, "sym:leg_weakness"},
}

// personWords make the whole person the subject again after a limb.
var personWords = []string{"人", "我", "俺", "自己", "身子", "身体"}

// noStrength are the words of fatigue that say a limb has no strength when
// the limb is named before them.
var noStrength = []string{"没劲", "没劲儿", "没力气", "冇得劲", "冇力", "没有劲", "没有力气", "使不上劲", "无力"}

// zhSense returns m with the concept the words around it give it (see
// above), or m unchanged.
func zhSense(m extract.Mention, tx text) extract.Mention {
	said := extract.Normalize(m.Text)
	before := strings.TrimRight(tx.before(m), " ")
	after := strings.TrimLeft(tx.after(m), " ")
	switch {
	case (m.ConceptID == "sym:low_back_pain" || m.ConceptID == "site:lower_back" && containsAny(tx.sentenceOf(m.Span[0]), painWords)) && oneSide(before):
		// The site of one side's pain is the kidney's, whose pain the
		// lexicon names flank pain.
		if m.ConceptID == "site:lower_back" {
			m.ConceptID = "site:kidney"
		} else {
			m.ConceptID = "sym:flank_pain"
		}
	case m.ConceptID == "sym:leg_weakness" && endsWithAny(before, zhArmWords):
		// "右边胳膊腿没劲儿": arm and leg together, the limbs of a side.
		m.ConceptID = "sym:limb_weakness"
	case m.ConceptID == "sym:bone_pain" && (endsWithAny(before, wholeBodyWords) || startsWithAny(said, wholeBodyWords) != ""):
		m.ConceptID = "sym:myalgia"
	case m.ConceptID == "sym:burning_pain" && containsAny(tx.clauseOf(m.Span[0]), urinationWords):
		m.ConceptID = "sym:dysuria"
	case m.ConceptID == "sym:burning_pain" && containsAny(tx.str, refluxWords):
		m.ConceptID = "sym:heartburn"
	case qualityConcepts[m.ConceptID] && describesPain(said, after):
		m.ConceptID = "sym:pain_symptom"
	case m.ConceptID == "sym:sweating" && atNight(before):
		m.ConceptID = "sym:night_sweats" // "夜里老出汗", "夜晚出汗出到件衫湿晒"
	case m.ConceptID == "sym:dyspnea" && containsAny(tx.sentenceOf(m.Span[0]), snoringWords):
		// "打鼾打得震天响，打起打起突然就不出气了，憋好久又喘过来": the breath
		// held in sleep that a bed partner sees, not breathlessness.
		m.ConceptID = "sym:witnessed_apnea"
		m.Assertion.Negated = false // "老半天不喘气" is the breath held, not denied
	case m.ConceptID == "sym:confusion" && said == "迷糊":
		// Northern "迷糊" is a swimming head ("起身就迷糊"), and "犯迷糊" the
		// drowsiness of the day; a confused mind is "糊涂".
		if endsWithAny(before, []string{"犯"}) {
			m.ConceptID = "sym:drowsiness"
		} else {
			m.ConceptID = "sym:dizziness"
		}
	case (m.ConceptID == "sym:abdominal_pain" || m.ConceptID == "sym:pain_symptom" && containsAny(tx.clauseOf(m.Span[0]), zhBellyWords)) &&
		containsAny(tx.clauseOf(m.Span[0]), periodWords) && !containsAny(tx.sentenceOf(m.Span[0]), []string{"如果", "要是", "万一", "假如", "一旦", "的话"}):
		m.ConceptID = "cond:dysmenorrhea" // "来月经辰光肚皮也痛得结棍": the pain of the periods
	case m.ConceptID == "sym:hiccups" && containsAny(tx.str, refluxWords):
		m.ConceptID = "sym:belching"
	case m.ConceptID == "sym:fatigue" && containsAny(said, noStrength) && !containsAny(partBefore(tx, m), wholeBodyWords):
		lead := partBefore(tx, m)
		if i := lastIndexAny(lead, personWords); i >= 0 {
			lead = lead[i:] // "手脚冰冰冷，人也没力气": the person has none, not the limbs
		}
		for _, l := range limbWeakness {
			if containsAny(lead, l.words) {
				m.ConceptID = l.concept
				break
			}
		}
	}
	return m
}

// describesPain reports whether a quality, as said and with what follows
// it in its clause, describes a pain: "火辣辣地疼", "针扎一样" then "痛".
func describesPain(said, after string) bool {
	for _, p := range painWords {
		if strings.HasSuffix(said, p) {
			return true
		}
	}
	rest := after
	if l := startsWithAny(rest, qualityLinks); l != "" {
		rest = rest[len(l):]
	}
	return startsWithAny(rest, painWords) != ""
}

// partBefore returns the folded text of m's part before it: "这左腿，还是
// 没劲儿" names the leg in the clause before.
func partBefore(tx text, m extract.Mention) string {
	s := m.Span[0]
	for s > 0 && tx.part[s-1] == tx.part[m.Span[0]] {
		s--
	}
	return tx.between(s, m.Span[0])
}

// oneSide reports whether the text before a waist ends with a side word,
// with or without 后 ("右边后腰").
func oneSide(before string) bool {
	before = strings.TrimRight(before, " ")
	return endsWithAny(before, sideWords) || endsWithAny(strings.TrimSuffix(before, "后"), sideWords)
}

// oftenWords may stand between the night and the sweating.
var oftenWords = []string{"老", "总", "老是", "总是", "经常", "常常", "常", "都", "也", "还", "会", "成日", "一直", "就", "又"}

// atNight reports whether the text before a sweating ends with a night
// word, with how often between.
func atNight(before string) bool {
	before = strings.TrimRight(before, " ")
	for changed := true; changed; {
		changed = false
		for _, w := range oftenWords {
			if strings.HasSuffix(before, w) {
				before, changed = strings.TrimSuffix(before, w), true
			}
		}
	}
	return endsWithAny(before, nightWords)
}

// snoringWords put a sentence's held breath in sleep.
var snoringWords = []string{"打呼噜", "打呼", "呼噜", "打鼾", "鼾声", "扯呼"}

// periodWords put a belly pain at the periods: the pain is dysmenorrhea.
var periodWords = []string{"来月经", "来例假", "月经的时候", "例假的时候", "经期", "来大姨妈", "月经来", "例假来", "来身上", "行经"}

// zhBellyWords name the belly for a bare pain.
var zhBellyWords = []string{"肚子", "肚皮", "小肚子", "小腹", "下腹", "腹部", "肚"}

// zhArmWords name an arm, said right before a leg's weakness to name both:
// "胳膊腿没劲", "手脚没力".
var zhArmWords = []string{"胳膊", "胳臂", "手臂", "上肢", "手"}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Chinese says many symptoms as a place and how it feels, with words in
// between: "腰有点酸", "眼睛有点花", "嗓子有点干", "大便有点干", "腿肿了好几
// 天". A dictionary of whole words misses them; zhStates reads the place,
// a few degree words, and the state.
var zhStates = []struct {
	places, states, concept string
}{
	{"嗓子|喉咙|嗓子眼|咽喉", "干|发干", "sym:dry_throat"},
	{"嗓子|喉咙|嗓子眼", "疼|痛", "sym:sore_throat"},
	// A throat gone 哑 is a voice gone hoarse (the lexicon's "嗓子哑"),
	// not a sore one: "嗓子一直是哑的" after an inhaled steroid.
	{"嗓子|喉咙|嗓子眼", "哑|发哑|沙哑", "sym:hoarseness"},
	{"眼睛", "干|发干|涩|干涩", "sym:dry_eyes"},
	{"眼睛|眼前|眼", "花|模糊|看不清|发花", "sym:blurred_vision"},
	{"嘴|嘴巴", "干|发干", "sym:dry_mouth"},
	{"皮肤", "干|发干|干燥", "sym:dry_skin"},
	{"皮肤|身上", "痒|发痒", "sym:itching"},
	{"大便|解大便|拉屎", "干|硬|干结|解不出", "sym:constipation"},
	{"大便", "稀|不成形|像水", "sym:diarrhea"},
	{"大便", "黑|发黑", "sym:melena"},
	{"腰", "酸|疼|痛|酸疼|酸痛", "sym:low_back_pain"},
	{"后背|背部", "酸|疼|痛|酸疼", "sym:back_pain"},
	{"腿|大腿|小腿", "酸|疼|痛|酸疼|酸痛", "sym:leg_pain"},
	{"腿|小腿", "肿|肿了|发肿|浮肿", "sym:leg_swelling"},
	// The ankle swells as an ankle (zhStatesOfAnkle), not as a foot.
	{"脚|脚面", "肿|肿了|发肿|浮肿", "sym:foot_swelling"},
	// An eyelid is no face: "眼皮肿了" is a swelling at the eyelid.
	{"脸", "肿|肿了|发肿|浮肿", "sym:face_swelling"},
	{"脖子|颈椎", "酸|疼|痛|酸疼|僵", "sym:neck_pain"},
	{"肩膀", "酸|疼|痛|酸疼", "sym:shoulder_pain"},
	{"膝盖|膝关节", "疼|痛|酸", "sym:knee_pain"},
	{"膝盖|膝关节", "肿|肿了|发肿", "sym:knee_swelling"},
	{"胸口|胸", "闷|发闷|憋", "sym:chest_tightness"},
	{"肚子|腹部", "胀|发胀|鼓", "sym:bloating"},
	{"手|脚|手脚|手指", "发麻|麻木|麻了|麻麻的", "sym:numbness"},
	{"头", "晕|发晕|昏", "sym:dizziness"},
	{"鼻子", "不通气|堵|塞", "sym:nasal_congestion"},
	{"鼻涕", "多|有|流", "sym:runny_nose"},
	{"尿", "多", "sym:polyuria"},
	// Running to the toilet to pass water is going often ("一天到晚要跑厕所
	// 屙尿"); running there alone may be the bowels.
	{"跑厕所|跑茅房|跑卫生间|跑茅厕", "屙尿|撒尿|尿尿|小便|解小便|拉尿|屙尿尿", "sym:urinary_frequency"},
	{"尿尿的时候|小便的时候|尿的时候|撒尿的时候|解小便的时候|排尿的时候|排尿时", "疼|痛|刺痛|烧得慌|烧|辣", "sym:dysuria"},
	{"痰", "多|有|黄|白|黏", "sym:productive_cough"},
	{"胃口", "差|不好|不行", "sym:loss_of_appetite"},
	{"睡觉|睡眠|睡得", "不好|不太好|不踏实|睡不着|老醒|浅", "sym:insomnia"},
	{"嘴里|嘴巴里|口里", "苦|发苦|一股苦味|有股苦味|有苦味|一股怪味|有怪味|一股铁锈味|铁锈味|金属味|没味|不是味", "sym:taste_disturbance"},
	{"脸", "红彤彤|红扑扑|通红|发红|发烫|烫", "sym:flushing"},
	{"眼睛|双眼|对眼|眼白", "红|发红|充血", "sym:red_eye"},
	// Red urine is blood in it (zhRedUrine), not a colour.
	{"尿出来|尿的颜色|尿色|小便", "橘红|橙红|橙色|浓茶色|茶色|酱油色", "sym:discolored_urine"},
	{"胸脯子|胸脯", "鼓起来|鼓|变大|大起来", "sym:gynecomastia"},
	// "刷牙偶尔出点血": how often and how little, said inside the state.
	{"刷牙", "出血|流血|吐一口血|吐血|带血|有血|见血|出点血|出了点血|有点血|偶尔出血|偶尔出点血|偶尔有血|有时候出血|有时候出点血", "sym:gum_bleeding"},
	{"下面|下身|私处|阴部", "痒|发痒|瘙痒", "sym:vaginal_itching"},
	{"白带", "多|增多|变多|发黄|黄|有异味|有味", "sym:vaginal_discharge"},
	// The flesh that aches is muscle ("大腿的肉酸疼"); bare "肉疼" is the
	// grudge at a cost, not a pain.
	{"的肉|肌肉", "酸|疼|痛|酸疼|酸痛", "sym:myalgia"},
	// A symptom's verb after how often it happens: "这两天老是吐", "一直咳".
	{"老是|总是|一直|经常|老|总|天天|动不动就|又", "吐", "sym:vomiting"},
	{"老是|总是|一直|经常|老|总|天天|又", "咳", "sym:cough"},
	{"老是|总是|一直|经常|老|总|天天|又", "拉稀|拉肚子|拉", "sym:diarrhea"},
	{"老是|总是|一直|经常|半夜老|夜里老", "醒", "sym:insomnia"},
}

// zhBetween are the words that may stand between a place and its state.
// Wu 有眼 is 有点 ("弯腰还有眼痛"), so it comes before 有.
var zhBetween = []string{"有点儿", "有点", "有些", "一点", "老是", "总是", "一直", "特别", "非常", "这两天", "最近", "是", "老", "总", "很", "挺",
	"都", "也", "还", "有眼", "有", "了", "的", "得", "倒是", "可", "太", "好", "，", ",", "也有点", "又", "就", "两边", "成日", "整天", "一天到晚",
	// Wu 有眼 is 有点: "弯腰还有眼痛".
	"有眼"}

// zhNegators deny the state ("尿倒是不多", "胃口还行不差").
// Wu 勿 and 呒没 are 不 and 没: "胸口也勿闷了". (Cantonese 冇 is left out:
// its 脚 is the leg as much as the foot, "脚就冇肿".)
var zhNegators = []string{"不", "没", "没有", "倒不", "倒是不", "不怎么", "不太", "勿", "呒没"}

// zhStateStatements reads the place-and-state symptoms of a Chinese turn
// that no mention names already.
// Where a part of the sentence names an allergy, its states are the
// reaction ("磺胺类的药我都不能碰，脸会肿") and are not read.
func (r *Reader) zhStateStatements(t Turn, x extract.Result, tx text, allergyParts map[int]bool) []Statement {
	named := map[string]bool{}
	for _, m := range x.Mentions {
		named[m.ConceptID] = true
	}
	for i, site := range r.attachSites(x, tx) {
		named[r.composed[[2]string{x.Mentions[i].ConceptID, site}]] = true // "嗓子不疼了" is read as a sore throat already
	}
	var out []Statement
	s := tx.str
	for _, row := range zhStateRows {
		if named[row.concept] {
			continue
		}
		if _, ok := r.onto.Concept(row.concept); !ok {
			continue
		}
	places:
		for _, place := range strings.Split(row.places, "|") {
			for from := 0; ; {
				i := strings.Index(s[from:], place)
				if i < 0 {
					break
				}
				i += from
				from = i + len(place)
				states := strings.Split(row.states, "|")
				rest, negated, found := stateAfterPlace(s[from:], states)
				if !found || startsWithAny(rest, zhNotStates) != "" {
					continue // "手有点麻烦": no numbness (placeandstate.go)
				}
				at := len([]rune(s[:i]))
				if row.concept == "sym:low_back_pain" && oneSide(s[:i]) {
					continue // "右边腰疼" is a flank pain (zhSense)
				}
				if allergyParts[tx.part[at]] {
					break places
				}
				if symptomAt(x, at) {
					continue // "脚肿" is the ankle swelling the lexicon named there
				}
				if travelSickAt(row.concept, tx, at) {
					continue // "我一坐船就头晕": travel sickness (travelsickness.go)
				}
				if state := len([]rune(s)) - len([]rune(rest)); r.specificAt(x, state) {
					continue // "嗓子就哑了": the lexicon names "哑了" itself, hoarseness
				}
				st := Statement{Type: Symptom, Concept: row.concept, Display: r.Display(row.concept, "en"), Attributes: map[string]string{},
					Negated: negated, Confidence: 0.9,
					// Whose, as for a mention: the person its own sentence
					// names last ("担心孩儿出事儿。吃点儿饭肚子就胀" is the patient's).
					Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(sentenceBefore(tx, extract.Mention{Span: [2]int{at, at}}))}, Patient)}
				if containsAny(sentenceBefore(tx, extract.Mention{Span: [2]int{at, at}}), []string{"如果", "要是", "万一"}) {
					break places // a condition, not a report
				}
				// "呋塞米后来就没吃了，尿太多了": why it was stopped, then.
				st.Historical = zhReasonAfterStop(x, tx, at)
				if state := startsWithAny(rest, states); negated && (strings.HasSuffix(state, "了") || strings.HasPrefix(rest[len(state):], "了")) {
					st.Negated, st.Historical = false, true // "腿不肿了", "头不晕了": it was, and is over, as "嗓子不疼了" (noLonger)
				}
				if !st.Negated && !st.Historical && placeOverLater(s, from, place, states) {
					st.Historical = true // "腿老是酸疼，…停了以后腿就不疼了" (zhplaceover.go)
				}
				out = append(out, st)
				named[row.concept] = true
				break places
			}
		}
	}
	return out
}

// symptomAt reports whether a symptom mention covers rune offset at.
func symptomAt(x extract.Result, at int) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom && m.Span[0] <= at && at < m.Span[1] {
			return true
		}
	}
	return false
}

// specificAt reports whether a symptom mention other than a generic one
// ("疼", "痒") starts at rune offset at.
func (r *Reader) specificAt(x extract.Result, at int) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom && m.Span[0] == at && !r.isGeneric(m.ConceptID) {
			return true
		}
	}
	return false
}

// stateAfterPlace reads, from rest (the text right after a place), the
// denials and the words that may stand between a place and its state
// ("腿就不疼了", "手还有点麻"), and reports whether one of states follows;
// rest is returned from the state on.
func stateAfterPlace(rest string, states []string) (after string, negated, found bool) {
	for changed := true; changed && !found; {
		changed = false
		if found = startsWithAny(rest, states) != ""; found {
			break
		}
		for _, w := range zhNegators {
			if strings.HasPrefix(rest, w) {
				rest, negated, changed = rest[len(w):], true, true
			}
		}
		for _, w := range zhBetween {
			if strings.HasPrefix(rest, w) {
				// One word a pass, from the list's start: after "还" the
				// rest "有点肿" must meet "有点" again, not "有".
				rest, changed = rest[len(w):], true
				break
			}
		}
		found = startsWithAny(rest, states) != ""
	}
	return rest, negated, found
}

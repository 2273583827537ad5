package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// Complaints the reference resolver ranks drugs by (coref), read from
// Chinese said as a place and how it feels (see zhStates), as a place with
// a locative, or as an event rather than a place and a state.

// zhStatesOfPlaces are further rows of zhStates.
var zhStatesOfPlaces = []struct {
	places, states, concept string
}{
	// The pit of the stomach or the chest burning is heartburn: "心口窝这儿烧
	// 得慌", "胃里火辣辣的". Not "心口发烧": 发 is no word between.
	{pointedAt("心口窝", "心口", "胸口", "胃里"), "烧得慌|烧得很|烧|火辣辣|火烧火燎", "sym:heartburn"},
}

// pointedAt returns the places, each also pointed at ("心口窝这儿"), as
// zhStates spells them. Only for these rows: "后腰这儿，疼死了" may be a
// kidney stone's pain, not the back's.
func pointedAt(places ...string) string {
	var out []string
	for _, p := range places {
		out = append(out, p, p+"这儿", p+"这里", p+"这块")
	}
	return strings.Join(out, "|")
}

// zhStateRows are the rows zhStateStatements reads by.
var zhStateRows = slices.Concat(zhStates, zhStatesOfPlaces, zhStatesWithin, zhStatesOfChest, zhStatesOfSwelling, zhStatesOfHandsAndFeet,
	zhStatesOfAnkle, zhStatesOfMorning, zhStatesOfMeals, zhStatesOfHeart, zhStatesOfPerson)

// enSwelledUp says the patient swelled, as a verb: "I swelled up so bad",
// "I've puffed up like a balloon". The lexicon names swelling as a noun or
// with a site ("ankles swell up"), not the patient swelling.
var enSwelledUp = regexp.MustCompile(`\b(?:i|i've|ive|i have|i had|i'd|i just|i kind of|i kinda|i sort of) (?:all |really |just )?(?:swelled|swole|swollen|swelling|puffed|puffing|blew|blown|ballooned) up\b`)

// enSupposing, before "I swelled up" in its sentence, makes it a
// supposition.
var enSupposing = regexp.MustCompile(`\b(if|in case|whether)\b`)

// enSwellingStatements reads edema from a patient who says they swelled
// up, when no mention names a swelling already.
func (r *Reader) enSwellingStatements(t Turn, x extract.Result, tx text) []Statement {
	for _, m := range x.Mentions {
		if m.Type == "symptom" && strings.Contains(m.ConceptID, "swelling") || m.ConceptID == "sym:edema" {
			return nil
		}
	}
	lower := strings.ToLower(tx.str)
	at := enSwelledUp.FindStringIndex(lower)
	if t.Speaker != Patient || at == nil {
		return nil
	}
	sentence := lower[strings.LastIndexAny(lower[:at[0]], ".?!")+1 : at[0]]
	if enSupposing.MatchString(sentence) {
		return nil // "what if I swelled up?" supposes
	}
	if swellingOfAnAllergy(x, tx, len([]rune(lower[:at[0]]))) {
		return nil // "I'm allergic to penicillin, I swelled up as a baby": the allergy's reaction
	}
	if _, ok := r.onto.Concept("sym:edema"); !ok {
		return nil
	}
	return []Statement{{Type: Symptom, Concept: "sym:edema", Display: r.Display("sym:edema", "en"), Attributes: map[string]string{},
		Experiencer: extract.Patient, Confidence: 0.9}}
}

// zhStatesWithin are the rows of zhStates whose body places are said with a
// locative, inside (里) or on (上) them: "嘴巴里干得不得了", "手上发麻",
// "肚子里胀". zhBetween holds no locative: "心里" and "路上" would join
// words that are no place.
var zhStatesWithin = withLocatives(zhStates, zhLocativePlaces)

// zhLocativePlaces are the places of zhStates that a locative may follow.
// Not the face: "一阵一阵地发热…脸上通红" is the hot flush the turn tells of,
// no flushing besides it (the zh reading corpus, o1).
var zhLocativePlaces = map[string]bool{"嘴": true, "嘴巴": true, "眼睛": true, "皮肤": true, "腰": true, "后背": true, "腿": true,
	"大腿": true, "小腿": true, "脚": true, "脖子": true, "肩膀": true, "膝盖": true, "胸口": true, "肚子": true,
	"手": true, "手指": true, "嗓子": true, "喉咙": true, "鼻子": true}

// withLocatives returns, for each row with places in places, a row of the
// same states and concept whose places are those places followed by 里
// or 上.
func withLocatives(rows []struct{ places, states, concept string }, places map[string]bool) []struct{ places, states, concept string } {
	var out []struct{ places, states, concept string }
	for _, row := range rows {
		var ps []string
		for _, p := range strings.Split(row.places, "|") {
			if places[p] {
				ps = append(ps, p+"里", p+"上")
			}
		}
		if len(ps) > 0 {
			out = append(out, struct{ places, states, concept string }{strings.Join(ps, "|"), row.states, row.concept})
		}
	}
	return out
}

// zhStatesOfChest: a man's chest swelling out is gynaecomastia, said of
// the chest by its everyday names ("胸口鼓起来了，跟女人似的"), as of 胸脯.
var zhStatesOfChest = []struct{ places, states, concept string }{
	{"胸口|胸部|胸", "鼓起来|变大了|变大|大起来|长大了", "sym:gynecomastia"},
}

// zhEvents are complaints said as what happens rather than as a place and
// its state.
var zhEvents = []zhEvent{
	// Seeing or hearing someone, then finding nobody there, is a
	// hallucination: "晚上老看见墙角站着个人影，开灯一看又啥都没有".
	{regexp.MustCompile(`(看见|看到|瞅见|瞧见|听见|听到)[^。！？!?]{0,12}(人影|影子|有人|个人|小人|虫子|人说话)[^。！？!?]{0,16}((啥|什么|谁)(都|也)没|没(有)?人)`),
		"sym:hallucinations"},
	// Skin that reddens, burns or blisters after a little sun is
	// photosensitivity: "一出门晒一会儿太阳，胳膊就红一大片，火辣辣的".
	{regexp.MustCompile(`(晒[^。！？!?]{0,4}(太阳|日头)|太阳[^。！？!?]{0,3}晒|见太阳|见阳光|晒一会儿|晒了一会儿)[^。！？!?]{0,12}` +
		`(红一大片|红一片|红了|发红|通红|红红的|起疹|起红疹|起泡|脱皮|火辣辣|刺痛|发痒|痒得)`), "sym:photosensitivity"},
}

// zhNotSeen denies the seeing or the sun: "没看见", "不晒太阳".
var zhNotSeen = []string{"没", "没有", "不", "别"}

// zhEvent is a phrase read as a complaint where the turn names none: a
// happening (zhEvents) or a complaint said over (zhWellAgain).
type zhEvent struct {
	re      *regexp.Regexp
	concept string
}

// zhEventFound is where a zhEvent matched: its concept, the sentence up to
// the match, and the text after it.
type zhEventFound struct{ concept, sentence, after string }

// zhEventsFound returns, for a patient's Chinese turn, the first match of
// each row whose concept no mention names and the lexicon has, one a
// concept, unless the words right before it end in one of notBefore, its
// sentence says one of ifWords (a condition, a wish), or ok, if given,
// rejects what follows it.
func (r *Reader) zhEventsFound(t Turn, x extract.Result, tx text, rows []zhEvent, notBefore, ifWords []string, ok func(after string) bool) []zhEventFound {
	if t.Speaker != Patient {
		return nil
	}
	named := map[string]bool{}
	for _, m := range x.Mentions {
		named[m.ConceptID] = true
	}
	s := tx.str
	var out []zhEventFound
	for _, e := range rows {
		if named[e.concept] {
			continue
		}
		if _, known := r.onto.Concept(e.concept); !known {
			continue
		}
		loc := e.re.FindStringIndex(s)
		if loc == nil {
			continue
		}
		before, after := s[:loc[0]], s[loc[1]:]
		if hasSuffixAnyString(before, notBefore) {
			continue
		}
		at := len([]rune(before))
		sentence := sentenceBefore(tx, extract.Mention{Span: [2]int{at, at}})
		if containsAny(sentence, ifWords) || ok != nil && !ok(after) {
			continue
		}
		named[e.concept] = true
		out = append(out, zhEventFound{e.concept, sentence, after})
	}
	return out
}

// zhEventStatements reads the zhEvents of a patient's Chinese turn that no
// mention names already; not in a condition ("如果看见…").
func (r *Reader) zhEventStatements(t Turn, x extract.Result, tx text) []Statement {
	var out []Statement
	for _, f := range r.zhEventsFound(t, x, tx, slices.Concat(zhEvents, zhEventsOfUrine), zhNotSeen, []string{"如果", "要是", "万一", "假如"}, nil) {
		out = append(out, Statement{Type: Symptom, Concept: f.concept, Display: r.Display(f.concept, "en"), Attributes: map[string]string{},
			Confidence: 0.8, Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(f.sentence)}, Patient)})
	}
	return out
}

// hasSuffixAnyString reports whether s ends with one of words.
func hasSuffixAnyString(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

package coref

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Qualifiers of a reference, read from the whole turn: patients put them
// anywhere ("最近刚换的那个药", "the blood thinner I used to be on", "that
// stuff I told you about last time").
var (
	// lastTimeWords send the search to the last earlier session.
	// 前回 and 前次 are the Wu and Cantonese-influenced "上回" ("前回侬讲个
	// 那个保肝的").
	lastTimeWords = []string{"上次", "上回", "上一次", "上一回", "上趟", "上一趟", "上遭", "前回", "前一回", "前次", "last time", "last visit", "last appointment", "last session", "last consultation",
		"last chat", "last conversation", "last call", "last check-in", "las' time", "lass time", "talked about last", "discussed last", "spoke about last",
		"上礼拜跟你", "上周跟你", "上礼拜和你", "上周和你", "上礼拜跟您", "上周跟您"}
	// pastWords ask for a drug the patient no longer takes (or a condition
	// that is over).
	pastWords = []string{"以前吃的", "以前用的", "以前得过的", "以前得的", "以前的", "以前那个", "原来吃的", "原来的", "原来那个", "原先", "早先", "之前吃的", "之前的",
		"之前那个", "之前停", "停掉的", "停了的", "不吃了的", "老的那个", "得过的", "前些年", "早些年", "前几年得", "先头",
		"那回得的", "那次得的", "那会儿得的", "时候得的", "老早", "早年", "那会儿吃的", "那时候吃的", "那时吃的", "那阵子吃的", "那几年吃的",
		"that old", "this old", "those old", "them old", "me old", "ma old", "mi old", "the one before this one", "the one before",
		// Scots "auld" is old: "two o' the auld inhaler in the drawer".
		"the auld", "that auld", "those auld", "them auld", "my auld", "ma auld", "me auld",
		// A drug taken before, said verb first: "俺原来吃那个抗癫痫的" (not
		// 之前吃, which is also "take before": "打化疗之前吃").
		"原来吃", "原来用", "原先吃", "原先用",
		"后来换了", "后来给换了", "后来换掉了",
		// A drug dated by an illness that is over: "that clot-buster they gave
		// me in A&E when I had me stroke".
		"when i had me", "when i had my", "when i had the", "when i had a",
		// Scots "tae" is "to": "the inhaler I used tae be on".
		"used tae",
		// Northern English "I were" is "I was": "the fluid tablet I were on before".
		"i were on", "i were taking", "i were using",
		"used to", "came off", "come off", "stopped taking", "i was on", "i was taking", "the old", "my old", "previous", "years back",
		"doctor stopped", "gp stopped", "psychiatrist stopped", "specialist stopped", "consultant stopped", "they stopped", "took me off",
		"i had before", "used to have", "years ago", "long back", "i was having", "i was using", "i used to use",
		// Taken before, said after the phrase: "the stomach medicine I took before".
		"i took before", "i've taken before", "i have taken before", "i took previously", "i used before",
		// Dated by a time that is over: "the pressure drug I was using when I was pregnant".
		"when i was pregnant", "during my pregnancy", "怀孕的时候吃的", "怀孕那会儿吃的",
		// Years back said another way, and a stop told after the drug: "头些年吃的那个胃药…就给我停了",
		// "前几年吃的那个睡觉的药…后来就不让吃了".
		"头些年", "头几年", "前几年吃", "前几年用", "那些年吃", "给我停了", "给停了", "不让吃了", "不让我吃了", "让我停了"}
	// recentWords ask for the most recently started one.
	recentWords = append(zhTurnRecency(), "just started", "new one", "newest", "latest", "newly", "just switched")
	// startedWords say a drug was started, which means the newest unless
	// the turn dates it ("the one they started me on in January").
	startedWords = []string{"started me on", "put me on", "switched me onto", "switched me to",
		"switched me on to", "changed me to", "changed me onto", "moved me onto", "put me back on", "back on",
		"swapped me onto", "swapped me to", "swapped me on to", "swapped me over to",
		// A drug put with the others: "the one they added in the summer".
		"they added", "you added", "he added", "she added", "added on"}
	// stoppedAt: "去年夏天停的", "那会儿停掉的" — stopped at a time.
	stoppedAt = regexp.MustCompile(`(年|月|天|季|候|会儿|那回)停(掉|了)?的`)
	// episodeBack is one time, an episode, placed in a year gone by:
	// "前年那回晕得起不来的那个毛病", "去年那次住院的时候吃的", and the
	// spoken "去年那个……半夜疼得打滚的那个毛病", whose 那个 is taken up
	// again after what happened. What it speaks of is over, and of that year.
	episodeBack = regexp.MustCompile(`(大前年|前年|去年)(的)?那(一)?(回|次|阵子?|个)`)
	// episodeOf is such a time named by what happened then ("去年割阑尾那
	// 会儿", "前年脑梗那回"): a drug given then is over; a condition found
	// then may still hold, so it dates drugs only.
	episodeOf = regexp.MustCompile(`(大前年|前年|去年)[^，。！？；,.!?;]{1,6}?那(一)?(回|次|阵子?|会儿?)`)
)

// clausePast are words that, before a reference in its own clause, make
// it a past one ("原来一天打两回的那个针"); alone in a turn they say
// other things ("原来是这样").
var clausePast = []string{"原来", "以前", "之前", "先前", "过去",
	// A time of life that is over: "我年轻时候吃的那个药".
	"年轻时", "年轻的时候", "年轻那会", "小时候"}

// yearsBack place what follows some years back ("前几年"); with a verb of
// experience in the same clause ("前几年抽过水的那个病") the thing is over.
// Alone they may only date a start ("前几年查出来的那个病" still holds).
var (
	yearsBack   = []string{"前几年", "几年前", "早几年", "那几年"}
	experienced = regexp.MustCompile(`\p{Han}过([^敏年]|$)`)
	notVerbGuo  = regexp.MustCompile(`(不|难|经|通|超|太)过`)
)

// anchorWords date a start in the turn ("in January", "春节前"): "the one
// they started me on in January" is not the newest.
var anchorWords = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
	"november", "december", "last year", "last spring", "last summer", "last autumn", "last winter", "christmas",
	"去年", "前年", "春节", "过年", "中秋", "端午", "国庆", "元旦", "清明", "年初", "年底", "月份", "号开的", "月开的"}

// remedyWords name things people take that are not in a record: a
// pronoun after one is that thing ("the herbal tea … stop it").
var remedyWords = []string{"中药", "草药", "偏方", "保健品", "膏方", "汤药", "药酒", "herbal", "herbs", "supplement", "supplements", "vitamins", "remedy", "remedies", "tea"}

// takesRemedy reports whether lower names a remedy as something taken, not
// as what goes with it ("a glass of wine with my tea while I'm on that").
func takesRemedy(lower string) bool {
	rs := []rune(lower)
	for _, w := range remedyWords {
		for from := 0; ; {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			if isLatinWord(w) && !wholeAt(lower, i, len(w)) {
				continue
			}
			at := len([]rune(lower[:i]))
			ws, before := wordBefore(rs, at)
			if enArticle[before] {
				_, before = wordBefore(rs, ws)
			}
			if before != "with" {
				return true
			}
		}
	}
	return false
}

var enArticle = map[string]bool{"my": true, "a": true, "the": true, "some": true, "your": true}

// mentionedWords say the patient told the assistant about it, not when.
var mentionedWords = []string{"跟你说的", "跟您说的", "和你说的", "和您说的", "跟你讲的", "同你讲的", "跟你提的", "跟你聊的", "跟您聊的", "和你聊的", "同你聊的",
	"i told you about", "told you about",
	"i mentioned", "i was telling you about"}

// otherCauses are illnesses a patient gives as the cause of their
// symptoms: then the symptoms are no drug's side effect to rank by.
var otherCauses = []string{"stomach bug", "tummy bug", "a bug", "the flu", "a cold", "food poisoning", "a virus", "gastro", "stomach flu",
	"肠胃炎", "吃坏了", "吃坏肚子", "着凉", "受凉", "感冒了", "食物中毒", "中暑"}

// othersThink is a cause someone else supposes: "my coworkers think I've
// got a cold", "同事都以为我是感冒了". It is no cause the patient names, and
// leaves the complaint theirs to blame on a drug; "I think I've got a cold"
// is the patient's own, and what a doctor says ("the doctor says it's a
// virus") is no supposition.
var othersThink = regexp.MustCompile(`\b(?:my|the|his|her|our|everyone|everybody|people|they|he|she|[a-z]+s)\s+(?:[a-z]+\s+)?(?:think|thinks|thought|reckon|reckons|reckoned)\b[^.;!?]*|(?:同事|别人|家里人|他们|她们|老伴儿?|人家|朋友)(?:都|还)?(?:以为|觉得)[^。！？；]*`)

// withoutOthersSupposing blanks what someone other than a clinician
// supposes the cause is (othersThink); a clinician's view stays.
func withoutOthersSupposing(lower string) string {
	return othersThink.ReplaceAllStringFunc(lower, func(m string) string {
		if hasAny(m, []string{"doctor", "doc ", "gp", "nurse", "consultant", "specialist", "医生", "大夫"}) {
			return m
		}
		return ""
	})
}

// mayDoWords ask what a drug can do to anyone ("会不会让人发胖", "can it
// cause weight gain"): the symptoms they name are not the patient's
// complaint, and choose nothing.
var mayDoWords = []string{"会让人", "会不会让人", "容易让人", "会不会引起", "会不会导致", "can it cause", "could it cause", "does it cause",
	"will it cause", "can they cause", "could they cause", "do they cause", "make you", "give you", "make people"}

// eruptionWords, right before a condition, say the patient has come out
// in it: "breaking out in spots", "it's brought me out in hives".
var eruptionWords = []string{"breaking out in", "broke out in", "break out in", "broken out in", "breaks out in", "coming out in",
	"came out in", "come out in", "comes out in", "brought me out in", "bringing me out in", "brings me out in", "bring me out in"}

// endsWithAny reports whether s ends with one of words, a whole word.
func endsWithAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) && (len(s) == len(w) || !isWordRune(rune(s[len(s)-len(w)-1]))) {
			return true
		}
	}
	return false
}

// improvingWords say, after a symptom, that it is getting better: what
// the drug treats, not what it did ("Loose motions have reduced").
var improvingWords = []string{"reduced", "have reduced", "has reduced", "is better", "are better", "got better", "getting better", "improved",
	"improving", "settled", "less now", "easing", "好多了", "好些了", "减轻", "好转", "少了", "轻了", "好一点了"}

// improving reports whether the clause of a symptom says it is getting
// better after naming it.
func improving(rs []rune, span [2]int) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	end := span[1]
	for end < len(rs) && !isClauseBreak(rs[end]) {
		end++
	}
	return containsAnyWord(string(rs[span[1]:end]), improvingWords)
}

// willDo asks what a drug will do once taken ("是不是吃了晚上会睡不着觉？"):
// a worry about taking it, not a complaint of having.
var willDo = regexp.MustCompile(`吃了[^，。？！,.?!]{0,4}(会|就会)`)

// againWords ask for a drug taken again after a stop.
var againWords = []string{"put me back on", "back on", "restarted", "started again", "重新吃", "重新用", "又开始吃", "又给我开", "又开上"}

// drugContext are words that make a pronoun ("it", "that one", "them") a
// reference to a drug: taking, stopping or swallowing something.
var drugContext = []string{"take", "taking", "took", "tek", "hooked on", "addictive", "on it", "on them", "off it", "off them", "crush", "swallow", "dose", "side effect",
	"with food", "prescri", "refill", "started on", "i started on", "started me on", "put me on", "put me back on", "be on", "been on", "react with", "tablet", "pill", "using", "use", "used it", "use it", "on mine", "put mine on", "put it on", "apply", "rub it",
	"glass of", "glass or two", "a drink", "drink on", "alcohol", "finish",
	// A drink named: "am I allowed a dram with it" (en-dev40-001).
	"a dram", "whisky", "whiskey", "booze", "a pint", "a beer", "a bevvy", "a tipple",
	// "a couple beers with it on the weekend" (en-dev42-002).
	"beers", "pints", "lager", "cider", "some wine", "a wine", "glass of wine",
	// Storing it and when to take it: "does it have to stay in the fridge", "empty stomach or after food?".
	"fridge", "refrigerat", "in my purse", "in my bag", "store it", "keep it in", "expire", "expiry", "out of date",
	"empty stomach", "after food", "before food", "after meals", "before meals",
	// A change of drugs: "that one they changed me over from".
	"changed me over", "switched me", "changed me onto", "swapped me", "pop me back on", "popped me back on", "pop me on", "popped me on",
	// Getting more of it: "can I get that one on a repeat?".
	"on a repeat", "on repeat", "repeat prescription", "repeat script"}

// stopAsked ask whether to stop something: the patient's own thing set
// first in the turn ("mine") is then a drug.
var stopAsked = []string{"stop or not", "must stop", "should i stop", "do i stop", "need to stop", "have to stop", "got to stop",
	"gotta stop", "need to hold", "should i hold", "hold or not"}

// takingVerbs are the words a bare pronoun must follow to stand for a drug.
var takingVerbs = map[string]bool{"on": true, "off": true, "take": true, "taking": true, "took": true, "stop": true, "stopping": true,
	"start": true, "starting": true, "started": true, "used": true, "use": true, "put": true, "crush": true, "swallow": true, "halve": true, "split": true, "skip": true, "with": true,
	"keep": true, "store": true, "finish": true, "finishing": true,
	// Jamaican "tek" is "take" ("How much days mi fi tek it fah?", en-dev39-014),
	// as drugContext already reads it.
	"tek": true, "tekin": true, "tekking": true,
	// "I upped the dose… is that from it?": what it caused, in a turn about taking it.
	"from": true}

// effectContext are words that make a demonstrative ("that one", "that
// stuff"), but not a bare "it", a reference to a drug: what it does to the
// patient. "It makes me dizzy" is as often the heat or the stairs.
var effectContext = []string{"cause", "the reason", "to blame", "responsible for", "be why", "is why", "was why", "been why", "be behind", "is behind", "makes me", "made me", "makes my", "made my", "gives me", "gave me", "gave my", "knock me out", "knocks me out", "knocked me out"}

// dislocated reports whether the word at lower[i:i+n] stands after a comma
// at the end of its sentence ("…safe for the baby, that?").
func dislocated(lower string, i, n int) bool {
	before := strings.TrimRight(lower[:i], " ")
	after := strings.TrimLeft(lower[i+n:], " ")
	return strings.HasSuffix(before, ",") && (after == "" || strings.ContainsAny(after[:1], "?.!"))
}

// harmAsked asks what a thing does to an organ, or whether it is safe in
// pregnancy: "would this one be hard on the kidneys", "could that stuff have
// done something long-term to my blood", "is it safe for the baby, that?".
// Like effectContext, it makes a demonstrative, not a bare pronoun, a drug.
var harmAsked = regexp.MustCompile(`\bhard on (the|my|your) (kidneys?|liver|stomach|heart|bones|blood)\b|` +
	`\b(done|do|does|did)( [\w-]+)? (something|anything|damage|harm)( [\w-]+)? to (my|the|your) (kidneys?|liver|stomach|heart|bones|blood|baby)\b|` +
	`\bsafe (for the baby|for my baby|for baby|in pregnancy|during pregnancy|while pregnant|when pregnant|while breastfeeding|for breastfeeding|to breastfeed)\b`)

// monitorAsked asks whether a thing needs watching, as a drug does: "does
// that one still need the kidney blood test?", "will this one need
// regular bloods?". Like effectContext, it makes a demonstrative, not a
// bare pronoun, a drug.
var monitorAsked = regexp.MustCompile(`\bneeds? (?:the |a |any |regular |more |monthly |yearly )?(?:[a-z]+ )?(?:blood tests?|bloods|blood work|monitoring|level checks?)\b`)

// continueContext are words about going on with something or it taking
// effect ("can I carry on with it", "before it kicks in"): like
// effectContext, they make a demonstrative, not a bare pronoun, a drug.
var continueContext = []string{"carry on", "keep going", "keep on", "kick in", "kicks in", "kicked in", "finish"}

// goesOnWith reports whether a bare pronoun is what the patient asks to go
// on with ("is it alright to keep on with that every night"): what one
// keeps on with, asking a clinician, is what one takes. Not "keep on with
// that job": the pronoun must end its phrase.
func goesOnWith(before, after string) bool {
	before = strings.TrimSpace(before)
	going := false
	for _, w := range []string{"keep on with", "carry on with", "keep going with", "go on with", "stay on"} {
		going = going || strings.HasSuffix(before, w)
	}
	if !going {
		return false
	}
	_, next := wordAfter([]rune(after), 0)
	return next == "" || phraseEnders[next]
}

// opensClause reports whether the word before a pronoun leaves it opening
// its clause: nothing, or a connective ("so mine I have to repeat").
func opensClause(w string) bool {
	switch w {
	case "", "so", "and", "but", "okay", "ok", "then", "now":
		return true
	}
	return false
}

// phraseEnders may follow a pronoun that ends its noun phrase: "that
// every night", "it for now".
var phraseEnders = map[string]bool{"every": true, "each": true, "at": true, "for": true, "until": true, "till": true, "or": true,
	"and": true, "then": true, "now": true, "tonight": true, "long": true, "forever": true, "indefinitely": true, "too": true, "as": true}

// enPronouns are English phrases that stand for a drug in a turn about
// taking one; longest first. bare marks the pronouns that need a taking
// word, not just an effect word.
var enPronouns = []struct {
	text string
	bare bool
}{{"that one", false}, {"this one", false}, {"the one", false}, {"dat one", false}, {"dis one", false}, {"that stuff", false}, {"this stuff", false}, {"the stuff", false},
	{"that thing", false}, {"this thing", false}, {"the thing", false},
	// Caribbean English "dat" and "dis" are "that" and "this" for any noun,
	// as in "dat one" ("So dat stuff, it could still be workin' in mi
	// system", en-dev38-002).
	{"dat stuff", false}, {"dis stuff", false}, {"dat thing", false}, {"dis thing", false},
	// Irish "yoke" is any thing: "since I started on that yoke".
	{"that yoke", false}, {"this yoke", false}, {"the yoke", false}, {"those ones", false}, {"them ones", false}, {"these ones", false},
	{"mine", true}, {"them", true}, {"it", true}, {"that", true}}

// conditionalWords make a turn's symptoms a supposition, not a complaint.
var conditionalWords = []string{"if", "in case", "what if", "如果", "要是", "万一", "假如", "的话"}

// askIf are the words after which "if" asks rather than supposes ("I
// wondered if it might be that medicine").
var askIf = map[string]bool{"wonder": true, "wondered": true, "wondering": true, "ask": true, "asked": true, "asking": true,
	"know": true, "see": true, "check": true, "sure": true, "tell": true}

// ifIdioms hold an "if" that supposes nothing: "going every four days if
// I'm lucky", "if I'm honest".
var ifIdioms = []string{"if i'm lucky", "if im lucky", "if i am lucky", "if i'm honest", "if i am honest", "if i'm being honest",
	"if you know what i mean", "if that makes sense"}

// supposes reports whether the turn supposes rather than reports.
func supposes(lower string) bool {
	for _, w := range ifIdioms {
		lower = strings.ReplaceAll(lower, w, "")
	}
	if !containsAnyWord(lower, conditionalWords) {
		return false
	}
	rs := []rune(lower)
	for from := 0; ; {
		i := strings.Index(lower[from:], "if")
		if i < 0 {
			break
		}
		i += from
		from = i + 1
		if !wholeAt(lower, i, 2) {
			continue
		}
		if _, w := wordBefore(rs, len([]rune(lower[:i]))); !askIf[w] {
			return true
		}
	}
	// No supposing "if": the other words (Chinese ones, "in case").
	for _, w := range conditionalWords {
		if w != "if" && containsAnyWord(lower, []string{w}) {
			return true
		}
	}
	return false
}

// qualify sets the turn-level qualifiers on each reference and the symptoms
// the patient complains of in the same turn, which rank drugs by their
// known adverse effects.
func qualify(refs []Reference, text string, mentions []extract.Mention) {
	lower := strings.ToLower(text)
	// "上回打摆子吃的那个药" is the last time the patient had malaria, not
	// the last session (episodetime.go).
	last := lastTimeAsked(withoutLastEpisodes(lower, mentions))
	past := saysPast(lower)
	months, yearsAgo := turnDate(lower)
	if g := episodeBack.FindStringSubmatch(lower); g != nil && yearsAgo == 0 {
		yearsAgo = map[string]int{"大前年": 3, "前年": 2, "去年": 1}[g[1]]
	}
	episodeYears := 0
	if g := episodeOf.FindStringSubmatch(lower); g != nil {
		episodeYears = map[string]int{"大前年": 3, "前年": 2, "去年": 1}[g[1]]
	}
	anchored := containsAnyWord(lower, anchorWords) || len(months) > 0 || yearsAgo > 0
	// "do I put a new one on now": a fresh patch of the same drug, not the
	// newest drug.
	recency := freshUnit.ReplaceAllStringFunc(unstuckAsked(lower), func(s string) string { return strings.Repeat(" ", len(s)) })
	recent := containsAnyWord(recency, recentWords) || containsAnyWord(unstuckAsked(lower), startedWords) && !anchored
	again := containsAnyWord(unstuckAsked(lower), againWords) // "stick it back on" (restuck.go)
	mentioned := containsAnyWord(lower, mentionedWords)
	first := firstSessionAsked(lower) || firstCameAsked(lower)
	back := sessionsBack(lower) // "a couple visits back" (sessioncount.go)
	before := beforeLast.MatchString(lower) || back > 0 || first
	if before && notLastTime.MatchString(lower) {
		// "上上回 不是上回 上上回你说的那个": the last session is the one
		// the speaker corrects away from.
		last = false
	}
	if before {
		// Said in the session before the last one; if it holds nothing
		// that fits, in some earlier session, but never the last one.
		mentioned, anchored = true, true
	}
	said := mentions // what the turn names, whatever it supposes
	var complaints, theirs []string
	if supposes(lower) || containsAnyWord(lower, mayDoWords) || containsAnyWord(withoutOthersSupposing(lower), otherCauses) || willDo.MatchString(lower) {
		// "could they upset my stomach if I take them often?" and "会不会让人
		// 发胖" complain of nothing; "I've got a stomach bug" names its own
		// cause.
		mentions = nil
	} else {
		complaints, theirs = eventComplaintsBy(lower)
	}
	rs := []rune(lower)
	// "我替我爸问问。他吃那个药…手指头发麻": a relative speaking for the
	// patient tells the patient's complaints, which the extractor gives the
	// relative's word.
	proxy := zhSpeaksFor(text)
	for _, m := range mentions {
		if m.Type == ontology.TypeSymptom && !m.Assertion.Negated && !m.Assertion.Hypothetical && !purposeOf(rs, m) && !purposeNoun(rs, m) &&
			(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient || proxy) && !improving(rs, m.Span) && !beforeTheDose(rs, m.Span) {
			complaints = append(complaints, m.ConceptID)
		}
		// "I'm breaking out in spots on my back": a skin condition the turn
		// says the patient has come out in is a complaint, of the symptom
		// of its code (causes).
		if m.Type == ontology.TypeCondition && !m.Assertion.Negated && !m.Assertion.Hypothetical &&
			(m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) && validSpan(m.Span, len(rs)) &&
			endsWithAny(strings.TrimRight(clauseBefore(rs, m.Span[0]), " "), eruptionWords) {
			complaints = append(complaints, m.ConceptID)
		}
	}
	// "seeing double … when I'm tired": the tiredness is when, no
	// complaint of its own, beside another (addon.go).
	var when []string
	for _, m := range mentions {
		if m.Type == ontology.TypeSymptom && circumstanceOnly(rs, m.Span) {
			when = append(when, m.ConceptID)
		}
	}
	if kept := slices.DeleteFunc(slices.Clone(complaints), func(c string) bool { return slices.Contains(when, c) }); len(kept) > 0 {
		complaints = kept
	}
	// "瘦了七八斤": an event and a mention may say the same symptom.
	seen := map[string]bool{}
	complaints = slices.DeleteFunc(complaints, func(c string) bool {
		dup := seen[c]
		seen[c] = true
		return dup
	})
	also := asksToTakeToo.MatchString(lower)
	for i := range refs {
		refs[i].Also = also
		refs[i].LastTime, refs[i].BeforeLast, refs[i].FirstSession = last && !first, before && !first, first
		if last && before && !first && len(refs) > 1 {
			// "上上次来医生说的那个…上次开的那个我倒是天天在吃": each
			// reference is of the session its own clause names.
			c := strings.ToLower(ownClause(rs, refs, i))
			if b, l := beforeLast.MatchString(c), lastTimeAsked(c); b != l {
				refs[i].LastTime, refs[i].BeforeLast = l, b
			}
		}
		refs[i].Back = back
		if refs[i].Kind == KindDrug && refs[i].Freq == "" {
			refs[i].Freq = freqInClause(rs, refs[i].Span) // "the one I take once a month" (howoften.go)
		}
		if last || before || first {
			// "that stuff you brought up two visits ago": what a session
			// named said it, not the last turns.
			refs[i].JustSaid, refs[i].EffectAsked = false, false
		}
		refs[i].Mentioned = (refs[i].Mentioned || mentioned) && !last
		ownYears := refs[i].YearsAgo // "the one from last year" (fromyear.go)
		refs[i].Anchored = anchored || refs[i].Year > 0 || ownYears > 0
		refs[i].Months, refs[i].YearsAgo = months, yearsAgo
		if yearsAgo == 0 {
			refs[i].YearsAgo = ownYears
		}
		p := past
		contrast := newAgainstOld(rs, refs[i].Span)
		if (refs[i].Recent || contrast) && past {
			// The phrase's own "new" ("The new sugar tablet doctor
			// started... Earlier I was taking only morning", "The new
			// puffer, ..., same as the old blue one?") outweighs a past
			// word of another clause, which speaks of something else: the
			// old dose, the drug it is set against ("新拿的那个降压药，跟我
			// 原来吃的那种").
			p = saysPast(withoutOldOne(ownClause(rs, refs, i)))
		}
		if p && pastOfAnother(rs, refs, i) {
			p = false // "我那个管睡觉的药，老早吃一粒就睏着了，现在要吃两粒" (setagainst.go)
		}
		episode, over, episodeTopic := false, false, ""
		if refs[i].Kind == KindDrug {
			episode, over, episodeTopic = takenAtEpisode(rs, refs[i].Span, said)
		}
		if episodeYears > 0 && refs[i].Kind == KindDrug {
			p = true
			if refs[i].YearsAgo == 0 {
				refs[i].YearsAgo = episodeYears
			}
		}
		refs[i].Past = (refs[i].Past || p || oldInPhrase(rs, refs[i].Span) || hadAfter(rs, refs[i].Span[1], refs[i].Kind) || pastInClause(rs, refs[i].Span[0]) || episode && over) && !last
		refs[i].PastTold = last && !refs[i].Recent && pastTold(lower) // laststop.go
		turnRecent := recent
		if refs[i].Kind == KindCondition {
			// Words of starting a drug ("put me back on", "started me on")
			// date no condition: "since I've been back on the tools".
			turnRecent = containsAnyWord(recency, recentWords)
		}
		refs[i].Recent = (refs[i].Recent || turnRecent || contrast) && !refs[i].Past
		refs[i].StopAsked = refs[i].Kind == KindDrug && !refs[i].Past && stopAskedOf.MatchString(lower)
		refs[i].SinceStopped = refs[i].Kind == KindDrug && sinceStoppedIn.MatchString(lower)
		refs[i].KeptOn = refs[i].Kind == KindDrug && keptOnIn.MatchString(lower)
		if refs[i].Kind == KindDrug {
			if refs[i].ClassID == "" && refs[i].Topic == "" {
				refs[i].Topic = purposeAfter(rs, refs[i].Span, mentions)
			}
			refs[i].AtEpisode = episode && !last
			if refs[i].ClassID == "" && refs[i].Topic == "" && refs[i].AtEpisode && refs[i].Past {
				// "the tablets I had that time I had shingles": one given
				// for the illness of that time (episodetime.go).
				refs[i].Topic = episodeTopic
			}
			refs[i].Complaints = complaints
			if orig := []rune(text); validSpan(refs[i].Span, len(orig)) && thirdPersonTaker.MatchString(sentenceAround(orig, refs[i].Span)) {
				// "since he started on that one it's giving him the runs": a
				// carer tells the patient's complaint in the third person.
				// Not "我妈那个药…胃口大了", a relative's drug and appetite
				// that may be no patient's.
				refs[i].Complaints = append(slices.Clone(complaints), takersComplaints([]rune(text), refs[i].Span, mentions, complaints)...)
			} else if orig := []rune(text); validSpan(refs[i].Span, len(orig)) {
				// "吃那个药以后 她脸老是 一阵一阵地红 发烫": what a third
				// person of the sentence has is the patient's complaint in a
				// carer's session, which Resolve knows; kept apart, since
				// "我妈那个药…胃口大了" may be no patient's.
				refs[i].TheirComplaints = takersComplaints(orig, refs[i].Span, mentions, complaints)
				for _, c := range theirs {
					if !slices.Contains(refs[i].TheirComplaints, c) && !slices.Contains(complaints, c) {
						refs[i].TheirComplaints = append(refs[i].TheirComplaints, c)
					}
				}
			}
			refs[i].Specialty = turnSpecialty(lower)
			// "same tingly patch on my side" two sentences on is no patch.
			if f := turnForm(ownClause(rs, refs, i)); f != "" || refs[i].Form == "" {
				refs[i].Form = f // a form the verb gave stays unless the clause names one
			}
			refs[i].Again = again
		}
	}
}

// complaintEvents are complaints said as what happens to the patient
// rather than by a symptom's name: being chased in dreams and waking in a
// fright, hungry again an hour after a meal and raiding the fridge at
// night, holding one's water and only a few drops coming, the telly up
// full blast.
var complaintEvents = []struct {
	re      *regexp.Regexp
	symptom string
}{
	{regexp.MustCompile(`(做|梦见|梦到)[^。！？!?]{0,8}(吓人|可怕|恐怖|被人追|被追)[^。！？!?]{0,2}(的梦|梦)?|吓醒|(dreams?|dreaming) (about|of) being (chased|attacked)|wak(e|ing) up (screaming|terrified|in a fright)`),
		"sym:nightmares"},
	{regexp.MustCompile(`(刚吃完|吃完饭|吃过饭|吃了饭)[^。！？!?]{0,8}(又饿|就饿)|半夜[^。！？!?]{0,8}(找东西吃|翻冰箱)|(raid|raiding|raided) the fridge|hungry again (an hour|straight) after`),
		"sym:increased_appetite"},
	{regexp.MustCompile(`尿[^。！？!?，,]{0,4}(解不出|尿不出|排不出|出不来)|(滴答|滴滴答答)几滴|only (a few|a couple of) drops (come|came|coming)`),
		"sym:urinary_retention"},
	{regexp.MustCompile(`(telly|tv|television|radio)[^.?!]{0,12}(full blast|really loud|right up)|(forever|always|keep) (saying|asking) ['‘"]?(you what|pardon|eh)\b`),
		"sym:hearing_decline"},
	// Bowels said by how seldom they go: "not been to the toilet properly in
	// a week", "going every four or five days", "bunged up" in a turn
	// about the toilet (alone it is as often a nose).
	{regexp.MustCompile(`\b(?:haven't|have not|hasn't|has not|not|no|nae|ain't) been (?:to|tae|for) (?:the |a )?(?:toilet|loo|lav|lavvy|bathroom|poo|number two)(?: properly)? (?:in|for) (?:days|a week|a fortnight|weeks|(?:near|nearly|almost|over) a (?:week|fortnight)|(?:a few|two|three|four|five|six|several) days)\b|` +
		`\b(?:only )?going (?:once )?every (?:two|three|four|five|six|few|2|3|4|5|6)(?: or (?:three|four|five|six|seven|3|4|5|6|7))? days\b|` +
		`\bbunged up\b[^.?!]{0,60}\b(?:going|toilet|loo|bowels?|poo|number twos?)\b|\b(?:toilet|loo|bowels?|poo|number twos?)\b[^.?!]{0,60}\bbunged up\b`),
		"sym:constipation"},
	// Urine said by its colour: "my pee's come out a brownish-orange
	// colour", "urine gone the colour of strong tea". Red or pink may be
	// blood: not those.
	{regexp.MustCompile(`\b(?:pee|wee|urine|piss|water)(?:'s| is| has| have| was)?(?: [a-z']+){0,5} (?:(?:brownish|reddish|dark)[- ])?(?:orange|orangey|orangish|brown|rusty|tea|cola|coke)(?:[- ]colou?red|[- ]colou?r)\b`),
		"sym:discolored_urine"},
	// Blood in what is blown out of the nose is a bleed of its lining, a
	// nosebleed however slight: "擤鼻涕总带血丝", "blood when I blow my
	// nose". Blood in phlegm (痰里带血) is not, nor mucus said to hold none.
	{regexp.MustCompile(`鼻涕[^，。！？,.!?没不无]{0,3}(带血|有血|见血)|(blood|bloody) when i blow (my|me) nose|blow(ing)? (my|me) nose[^.?!]{0,12} (blood|bloody)\b`),
		"sym:nosebleed"},
	// A low sugar told by its signs and what ends them: "shaky and sweaty
	// before lunch, then some juice and I'm fine", "手抖出虚汗，吃块糖就好了".
	// The signs alone are as often nerves or the heat; made right by sugar
	// they are a hypo. Signs first, then the sugar, then the relief.
	{regexp.MustCompile(`\b(?:shaky|shaking|trembly|trembling|sweaty|sweating|clammy)\b[^.?!]{0,80}\b(?:juice|sugar|sugary|sweets?|biscuits?|glucose|lucozade|jelly babies|something sweet)\b[^.?!]{0,30}\b(?:fine|better|right as rain|alright|all right|okay|ok)\b|` +
		`(?:手抖|发抖|出虚汗|出冷汗|心慌)[^。！？!?]{0,12}(?:吃块糖|吃颗糖|吃点糖|喝点糖水|喝糖水|喝点果汁|喝果汁)[^。！？!?]{0,4}(?:就好|好了|缓过来)`),
		"sym:hypoglycemia_symptoms"},
	// A face that reddens or burns in waves ("她脸老是 一阵一阵地红 发烫",
	// "脸一阵阵发烫"): a flush. Only in waves, or hot: "脸上红了一片" may be
	// a rash.
	{regexp.MustCompile(`脸(?:上|颊|蛋)?(?:老是|总是|经常|常常|时不时|动不动就?)?\s*(?:一阵一阵地?|一阵阵地?|一阵一阵的)\s*(?:发红|通红|红|发烫|烫|发热)|` +
		`脸(?:上|颊|蛋)?(?:老是|总是|经常|常常|时不时|动不动就?)\s*(?:发烫|烫)`),
		"sym:flushing"},
	// Cantonese 个胸 is the breasts (the chest is 心口): "个胸成日胀住痛"
	// is a breast that swells and hurts, with words between.
	{regexp.MustCompile(`个胸[^口闷。！？!?，,]{0,4}胀`), "sym:breast_pain"},
	// A slow pulse said by its rate: "心率一分钟五十出头", "heart rate 太低",
	// "my pulse is only 48".
	{regexp.MustCompile(`(?:心跳|心率|脉搏|heart ?rate|pulse)[^。！？!?]{0,20}(?:一分钟|每分钟|才|只有|就|only|just|down to|in the)\s*(?:四十|五十|4\d|5\d|forties|fifties)(?:[^\d百]|$)|` +
		`(?:heart ?rate|pulse)\s*(?:太低|偏低|太慢|too low|too slow|is low|is so low|is slow)`),
		"sym:bradycardia"},
	// A weight said by how much it changed: "put on almost four kilos",
	// "dropped two stone", "胖了七八斤", "瘦了十来斤".
	{regexp.MustCompile(`\b(?:put on|putting on|gained|gaining|piled on)(?: almost| nearly| about| around| over| like| a good| an extra)? (?:a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|a few|a couple of|several|\d+)(?: or (?:two|three|four|five|six|\d+))? ?(?:kilos?|kgs?|kilograms?|pounds|lbs?|stone)\b|` +
		`(?:胖了|重了|长了|涨了|胖咗|重咗)(?:[一二两三四五六七八九十几来好]+|\d+)(?:斤|公斤|磅)`),
		"sym:weight_gain"},
	{regexp.MustCompile(`\b(?:lost|losing|dropped|dropping|shed)(?: almost| nearly| about| around| over| like| a good)? (?:a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|a few|a couple of|several|\d+)(?: or (?:two|three|four|five|six|\d+))? ?(?:kilos?|kgs?|kilograms?|pounds|lbs?|stone)\b|` +
		`(?:瘦了|掉了|轻了|瘦咗|跌咗)(?:[一二两三四五六七八九十几来好]+|\d+)(?:斤|公斤|磅)`),
		"sym:weight_loss"},
	// Periods absent for a while, said by how long: "月经两个多月没来了",
	// "大姨妈快半年没来", "haven't had a period in three months". Only with
	// how long: "月经没来" alone the lexicon names.
	{regexp.MustCompile(`(?:月经|例假|大姨妈)(?:已经|都|有|快|差不多)?(?:[一二两三四五六七八九十几好]+个?多?月|\d+个?多?月|半年|大半年|[一二两三四五六七八九十几好]+(?:个星期|个礼拜|周))(?:了|多|都|也|还)*(?:没来|没有来|冇来|不来)|` +
		`\b(?:haven't|have not|hasn't|has not|not)\s+had\s+(?:a|my|any)\s+periods?\s+(?:in|for)\s+(?:over |nearly |almost |about )?(?:two|three|four|five|six|a few|several|\d+)\s+months\b`),
		"sym:missed_period"},
	// A part swelling told as its coming or blowing up: "the one that made
	// my ankles come up like balloons", "me feet have come right up", "his
	// legs blew up". Come up in something ("came up in a rash") is a rash.
	{regexp.MustCompile(`\bankles?` + swellUp), "sym:ankle_swelling"},
	{regexp.MustCompile(`\b(?:feet|foot)` + swellUp), "sym:foot_swelling"},
	{regexp.MustCompile(`\blegs?` + swellUp), "sym:leg_swelling"},
	{regexp.MustCompile(`\b(?:hands?|fingers)` + swellUp), "sym:hand_swelling"},
}

// swellUp follows a part in a swelling told as its coming up (above); not
// "came up in a rash" or "came up with", nor "up the stairs".
const swellUp = `(?:\s+(?:have|has|had|'ve|'d|would|used to|all|both|just|really|always|still|kind of|sort of|gone|do|did))*\s*` +
	`(?:come|came|coming|comes|blown|blew|blow|blows|blowing|puffed|puffing|puffs|puff|swelled|swelling|swollen|swell|swells|ballooned|ballooning)` +
	`(?:\s+(?:right|all|really))?\s+up\b(?:\s+(?:like|so|big|after|on|since|when|every|all|and|,)|[,.!?;]|\s*$)`

// eventComplaints returns the complaintEvents of a turn the patient tells
// of themselves: not denied right before it (没, 不), and with no one else
// the subject of its clause ("my husband keeps saying 'pardon'").
func eventComplaints(lower string) []string {
	own, _ := eventComplaintsBy(lower)
	return own
}

// eventComplaintsBy returns the complaintEvents the patient tells of
// themselves (eventComplaints), and apart those told of someone else
// ("她脸老是 一阵一阵地红"), which are the patient's in a carer's session.
func eventComplaintsBy(lower string) (out, others []string) {
	for _, e := range complaintEvents {
		loc := e.re.FindStringIndex(lower)
		if loc == nil {
			continue
		}
		rs := []rune(lower)
		at := utf8.RuneCountInString(lower[:loc[0]])
		before := clauseBefore(rs, at)
		if strings.HasSuffix(before, "没") || strings.HasSuffix(before, "没有") || strings.HasSuffix(before, "不") {
			continue
		}
		if who := extract.LastPerson(before); who != "" && who != extract.Patient {
			others = append(others, e.symptom)
			continue
		}
		out = append(out, e.symptom)
	}
	return out, others
}

// zhOldOne is a drug called the one of before in a clause of its own:
// "跟我原来晚上点的那个", "和以前吃的那种", "跟原来那个一块儿吃", and "the old
// one" said as such: "新加的那个降压药 … 能不能跟老的那个 一块儿早上吃",
// "跟旧的那种换着用" (老的 or 旧的 right before 那个; not 老是, "always").
var zhOldOne = regexp.MustCompile(`(原来|原先|以前|之前|先前|过去)(?:[^，。！？；,.!?;]{0,10}的)?那(个|种|瓶|支|盒|款)|(?:老|旧)的那(个|种|瓶|支|盒|款)`)

// newAgainstOld reports whether the clause before span calls the drug new
// (a 新 that is not 重新: "前几天新拿的那瓶眼药水") and another clause of the
// turn sets it against one of before ("跟我原来晚上点的那个"): of the two,
// it is the newer. A bare "新拿的", with nothing set against it, may be a
// refill of an old drug.
func newAgainstOld(rs []rune, span [2]int) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	before := strings.ReplaceAll(clauseBefore(rs, span[0]), "重新", "")
	if !strings.Contains(before, "新") {
		return false
	}
	lo, hi := span[0], span[1]
	for lo > 0 && !isClauseBreak(rs[lo-1]) {
		lo--
	}
	// After the reference, in its clause or a later one: a spoken turn
	// runs on past pauses ("新加的那个降脂的药……它是跟原来那个一块儿吃").
	return zhOldOne.MatchString(string(rs[:lo])) || zhOldOne.MatchString(string(rs[hi:]))
}

// clauseBefore returns the clause of rs up to end.
func clauseBefore(rs []rune, end int) string {
	lo := end
	for lo > 0 && !isClauseBreak(rs[lo-1]) {
		lo--
	}
	return string(rs[lo:end])
}

// oldInPhrase reports whether the reference's own words call it old ("Mum's
// old memory tablets", "her previous water pill"), whatever is before it.
func oldInPhrase(lower []rune, span [2]int) bool {
	if !validSpan(span, len(lower)) {
		return false
	}
	for _, w := range splitWords(lower[span[0]:span[1]]) {
		if enOld[w.text] {
			return true
		}
	}
	return false
}

// purposeAfter returns the condition a drug phrase is said to be for
// later in its clause ("that stuff the chemist gave me for my cold
// sore"), or "".
func purposeAfter(rs []rune, span [2]int, mentions []extract.Mention) string {
	hi := span[1]
	for hi < len(rs) && !isClauseBreak(rs[hi]) {
		hi++
	}
	for _, m := range mentions {
		// Conditions only: drugs are indicated for conditions, and "for
		// heartburn" must not rule out the PPI recorded against GERD.
		if m.Span[0] < span[1] || m.Span[1] > hi || m.Type != ontology.TypeCondition {
			continue
		}
		before := strings.TrimRight(string(rs[span[1]:m.Span[0]]), " ")
		if strings.HasSuffix(before, "for my") || strings.HasSuffix(before, "for the") || strings.HasSuffix(before, "for") {
			return m.ConceptID
		}
	}
	return ""
}

// saysPast reports whether lower holds a past word or a stop at a time.
// A stop still to come ("you've got to come off at sixty", "should I come
// off it?") is no past one.
func saysPast(lower string) bool {
	lower = withoutBeforeEvent(lower)
	lower = stopToCome.ReplaceAllStringFunc(lower, func(s string) string { return strings.Repeat(" ", len(s)) })
	lower = cameUnstuck.ReplaceAllStringFunc(lower, func(s string) string { return strings.Repeat(" ", len(s)) })
	lower = accustomed.ReplaceAllStringFunc(lower, func(s string) string { return strings.Repeat(" ", len(s)) })
	return containsAnyWord(lower, pastWords) || zhEarlier.MatchString(lower) || stoppedAt.MatchString(lower) || episodeBack.MatchString(lower) || hadForBefore(lower) ||
		takenAtTimeGoneBy(lower)
}

// zhEarlier is 头先 ("earlier", "头先吃的那个") said as a word of its own:
// "手指头先发白" is the fingers going white first, where 头 ends 手指头.
var zhEarlier = regexp.MustCompile(`(?:^|[^\p{Han}]|[我俺他她你咱就是那刚也])头先`)

// accustomed is "used to" as being accustomed ("I'm used tae that",
// "you get used to it"), no time gone by.
var accustomed = regexp.MustCompile(`\b(?:i'm|i am|im|we're|we are|you're|you are|he's|she's|is|are|get|gets|getting|got|gotten|become|became|grown)\s+(?:quite\s+|so\s+|well\s+|pretty\s+|kind of\s+|kinda\s+)?used\s+(?:to|tae)\b`)

// zhBeforeEvent is 之前 after what happens ("拔牙之前那个药要停几天",
// "睡觉之前吃的那个"): before that, not a time gone by, which 之前 is
// alone, after a length of time or after who ("我之前吃的", "三年之前").
var zhBeforeEvent = regexp.MustCompile(`\p{Han}之前`)

// zhBeforeTime are the characters after which 之前 is a time gone by.
const zhBeforeTime = "年月天日周期久我你他她们咱俺在很好早几个些那这"

// withoutBeforeEvent blanks the 之前 of zhBeforeEvent, keeping lengths.
func withoutBeforeEvent(s string) string {
	return zhBeforeEvent.ReplaceAllStringFunc(s, func(m string) string {
		r, n := utf8.DecodeRuneInString(m)
		if strings.ContainsRune(zhBeforeTime, r) {
			return m
		}
		return m[:n] + strings.Repeat(" ", len(m)-n)
	})
}

// purposeBefore is "I had before" with what it was for put between: "the
// tablets I had for it before", "the cream I used for my eczema before",
// "them pills I was on for my back previously". pastWords holds "i had
// before" only unbroken, and "go back on" read alone makes the phrase the
// newest drug (startedWords), never the stopped one the patient means.
var purposeBefore = regexp.MustCompile(`\bi (had|took|used|was on|was taking|was using|was given|got) for (it|that|this|them|(my|me|the|ma) [a-z']+) (before|previously)\b( [a-z']+)?`)

// beforeAnother are words after "before" that make it a time of day or
// an order of taking, not a time gone by: "the tablets I had for it
// before bed", "the one I take for it before food".
var beforeAnother = map[string]bool{"bed": true, "bedtime": true, "breakfast": true, "lunch": true, "dinner": true, "tea": true, "supper": true, "food": true,
	"meals": true, "meal": true, "eating": true, "sleep": true, "sleeping": true, "exercise": true, "exercising": true, "going": true, "work": true,
	"a": true, "an": true, "the": true, "my": true, "each": true, "every": true, "running": true, "flying": true, "travelling": true, "traveling": true}

// hadForBefore reports whether lower holds a purposeBefore phrase whose
// "before" is a time gone by.
func hadForBefore(lower string) bool {
	for _, g := range purposeBefore.FindAllStringSubmatch(lower, -1) {
		if !beforeAnother[strings.TrimSpace(g[len(g)-1])] {
			return true
		}
	}
	return false
}

// freshUnit is "a new one" put on, opened or used in place of one of the
// same: "do I put a new one on now or wait till tomorrow" (a patch),
// "should I open a new one", "stick another new one on". It asks for no
// newest drug, as "the new one" does, nor as "I got a new one for my
// pressure" (a new drug) does.
var freshUnit = regexp.MustCompile(`\b(?:put|putting|puts|stick|sticking|apply|applying|open|opening|use|using|change|changing|wear|wearing|start|starting)\s+(?:on\s+)?(?:a|another|an extra|a fresh) (?:brand )?new one\b`)

// cameUnstuck is a thing stuck on that came off the skin: "Dad's patch um
// came off in the bath", "the plaster's come off", "it keeps coming off
// in the shower". A person comes off a drug ("I came off it", "since she
// came off the tablets"); a patch that falls off is still the one worn.
var cameUnstuck = regexp.MustCompile(`\b(?:patch|patches|plaster|plasters|dressing|sticker|it|one)(?:'s|'ve| um| uh| er| erm| just| has| have| had| keeps| kept| always)* (?:came|come|comes|coming) (?:off|unstuck)\b`)

// stopToCome is a verb of stopping after "to" or a modal: a stop proposed
// or asked about, not one that happened.
var stopToCome = regexp.MustCompile(`\b(to|should|shall|could|would|will|can|must|might|may|'ll|don't|dont|never)( i| we| you| he| she| they)?( just| simply| now| maybe| ever)? (come off|stop taking)\b`)

// clauseAround returns the clause that holds span.
func clauseAround(rs []rune, span [2]int) string { return partAround(rs, span, isClauseBreak) }

// partAround returns the stretch of rs that holds span between two runes
// that end (a clause, a sentence).
func partAround(rs []rune, span [2]int, ends func(rune) bool) string {
	part := partSpan(rs, span, ends)
	return string(rs[part[0]:part[1]])
}

// partSpan returns where the stretch of rs that holds span between two
// runes that end stands.
func partSpan(rs []rune, span [2]int, ends func(rune) bool) [2]int {
	lo, hi := span[0], span[1]
	for lo > 0 && !ends(rs[lo-1]) {
		lo--
	}
	for hi < len(rs) && !ends(rs[hi]) {
		hi++
	}
	return [2]int{lo, hi}
}

// pastInClause reports whether a clausePast word, or a yearsBack word
// with a verb of experience, stands in the clause before start.
func pastInClause(rs []rune, start int) bool {
	lo := start
	for lo > 0 && !isClauseBreak(rs[lo-1]) {
		lo--
	}
	clause := withoutBeforeEvent(string(rs[lo:start]))
	return hasAny(clause, clausePast) ||
		hasAny(clause, yearsBack) && experienced.MatchString(notVerbGuo.ReplaceAllString(clause, ""))
}

// notLastSession are "last time" phrases about something else than the
// last conversation: "the last time I had shingles".
var notLastSession = regexp.MustCompile(`last time (i|we|you|he|she|they|it|my)\b`)

// hedgeAfterLastTime is a spoken hedge put after "last time": "the inhaler
// you mentioned last time I think I'd like to try it", "the cream you said
// last time I reckon", "last time we said was it". "I think" starts no
// clause of its own about another time, as "the last time I had shingles"
// does: the phrase still names the last session.
var hedgeAfterLastTime = regexp.MustCompile(`\blast time,? (i|we) (think|thought|guess|reckon|suppose|believe|mean)\b`)

// lastTimeAsked reports whether the turn asks about the last session.
// The session before it ("上上回", "the time before last") is not it.
func lastTimeAsked(lower string) bool {
	// Replaced by a break, so that what follows the hedge ("I'd like")
	// is not read as a clause of another time either.
	lower = hedgeAfterLastTime.ReplaceAllString(lower, "last time;")
	return containsAnyWord(beforeLast.ReplaceAllString(notLastSession.ReplaceAllString(lower, ""), ""), lastTimeWords)
}

// beforeLast names a session before the last: "上上回跟你说的那个", "the time
// before last". What was said then is found where it was said, never in
// the last session. Spoken, the last session is named and then passed
// over: "上回再往前那次", "not last time, the time before". Scots says "the
// time afore last".
// notLastTime corrects away from the last session: "不是上回", "not last
// time".
var notLastTime = regexp.MustCompile(`不是上一?(次|回|趟|遭)|\bnot (the )?last (time|visit|appointment|session)\b`)

var beforeLast = regexp.MustCompile(`上上(一)?(次|回|趟|遭)|前前(次|回)|(time|visit|appointment|session) (before|afore) (the )?last` +
	`|上一?(次|回)(再)?(往前|之前|前面)的?那一?(次|回)|not (the )?last (time|visit|appointment|session)\b` +
	// Counted back: "the tablet you brought up two visits ago".
	`|\b(two|2) (visits|appointments|sessions|consultations|times) (ago|back)\b`)

// firstSession names the patient's first session by its order: "我第一回
// 跟你聊的时候", "头一次来的时候", "at my first visit", "the first time
// we spoke". Only with talking to the listener or coming here: "第一次吃
// 那个药的时候" and "the first time I took it" are a first dose, "第一次看
// 病" may be at any doctor's, and "my first visit to the skin clinic" is
// another clinic's.
var firstSession = regexp.MustCompile(`(第一|头一)(次|回|趟)(跟|和|同|找)(你|您)|(第一|头一)(次|回|趟)来` +
	`|\b(?:my|our|the) (?:very )?first (?:visit|appointment|session|consultation|consult|chat)\b(?: to\b)?|\bfirst time (?:we|i) (?:spoke|talked|chatted|met|saw you)\b|\bwhen (?:we|i) first (?:spoke|talked|chatted|met)\b`)

// firstSessionAsked reports whether the turn names the first session, not
// a first visit somewhere else ("my first visit to the skin clinic").
func firstSessionAsked(lower string) bool {
	for _, m := range firstSession.FindAllString(lower, -1) {
		if !strings.HasSuffix(m, " to") {
			return true
		}
	}
	return false
}

// months, English and Chinese, that date a start ("in January", "八月份开的").
var (
	enMonths = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
	// A month name counts after one of these ("may" is also a verb).
	enMonthLeads = []string{"in", "since", "from", "last", "early", "late", "back in", "end of", "beginning of"}
	zhMonth      = regexp.MustCompile(`(^|[^个上下这本])(十[一二]|[一二三四五六七八九十]|1[0-2]|[1-9])月`)
	zhNumerals   = map[string]int{"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10, "十一": 11, "十二": 12}
)

// seasons, in the northern hemisphere's months.
var seasons = []struct {
	words  []string
	months []int
}{
	{[]string{"夏天", "夏季", "last summer", "in the summer"}, []int{6, 7, 8}},
	{[]string{"冬天", "冬季", "last winter", "in the winter"}, []int{12, 1, 2}},
	{[]string{"春天", "春季", "last spring", "in the spring"}, []int{3, 4, 5}},
	{[]string{"秋天", "秋季", "last autumn", "last fall", "in the autumn", "in the fall"}, []int{9, 10, 11}},
}

// yearWords count years back from now.
var yearWords = []struct {
	words []string
	ago   int
}{
	{[]string{"前年", "the year before last", "two years ago"}, 2},
	{[]string{"去年", "last year", "a year ago"}, 1},
}

// turnDate returns the months and the year, counted back from now, that the
// turn dates a start or a stop in; nothing in a turn that speaks of none:
// "when I travel in March" dates nothing the record holds.
func turnDate(lower string) (months []int, yearsAgo int) {
	if !containsAnyWord(lower, datingVerbs) {
		return nil, 0
	}
	for _, y := range yearWords {
		if containsAnyWord(lower, y.words) {
			yearsAgo = y.ago
			break
		}
	}
	if m := turnMonth(lower); m != 0 {
		return []int{m}, yearsAgo
	}
	for _, f := range festivals {
		if containsAnyWord(lower, f.words) && !afterFestival.MatchString(lower) {
			return f.months, yearsAgo
		}
	}
	for _, s := range seasons {
		if containsAnyWord(lower, s.words) {
			return s.months, yearsAgo
		}
	}
	return nil, yearsAgo
}

// afterFestival is a festival followed by a word of after.
var afterFestival = regexp.MustCompile(`(春节|过年|中秋|国庆|端午|清明|元旦|过完年)(以后|之后|后|过后|完)`)

// festivals date a start by the months they fall in or just before
// ("春节前开的那个降压药"): the lunar New Year falls between late January and
// mid-February, the Mid-Autumn Festival in September or early October, the
// Dragon Boat Festival in late May or June. After one ("国庆以后新加的",
// "过完年") may be any month since: no months then (afterFestival).
var festivals = []struct {
	words  []string
	months []int
}{
	{[]string{"春节前", "过年前", "年前开", "春节之前", "过年之前"}, []int{12, 1, 2}},
	{[]string{"春节", "过年"}, []int{1, 2}},
	{[]string{"中秋前", "中秋之前"}, []int{8, 9, 10}},
	{[]string{"中秋"}, []int{9, 10}},
	{[]string{"国庆"}, []int{9, 10}},
	{[]string{"端午"}, []int{5, 6}},
	{[]string{"清明"}, []int{4}},
	{[]string{"元旦"}, []int{12, 1}},
}

// turnMonth returns the month (1–12) the turn names, or 0.
func turnMonth(lower string) int {
	for i, m := range enMonths {
		for _, lead := range enMonthLeads {
			if containsAnyWord(lower, []string{lead + " " + m}) {
				return i + 1
			}
		}
	}
	if containsAnyWord(lower, []string{"last christmas", "since christmas", "去年圣诞"}) {
		return 12
	}
	if g := zhMonth.FindStringSubmatch(lower); g != nil {
		if n, ok := zhNumerals[g[2]]; ok {
			return n
		}
		n, _ := strconv.Atoi(g[2])
		return n
	}
	return 0
}

// datingVerbs speak of a drug or condition starting or stopping.
var datingVerbs = []string{"started", "start", "gave me", "put me on", "prescribed", "came off", "come off", "stopped", "i had", "was on",
	"switched", "swapped", "added", "diagnosed", "开的", "开了", "停的", "停了", "开始吃", "吃上", "拿的", "得的", "换的", "加的", "查出", "确诊",
	"长的那个", "长了个", "长过"} // a growth: "去年…腿肚子里长的那个血块"

// hadAfter reports whether a phrase ending at end is followed by "I had":
// a condition that is over ("the thyroid thing I had after the baby",
// unlike "I've had"), or a drug taken once, when a time follows ("them
// muscle relaxers I had after the fall", not "the pill I had this
// morning").
func hadAfter(lower []rune, end int, kind string) bool {
	if end > len(lower) {
		return false
	}
	rest := strings.TrimLeft(string(lower[end:]), " ")
	for _, w := range []string{"i had", "that i had", "i used to have"} {
		if !strings.HasPrefix(rest, w) || !wholeAt(rest, 0, len(w)) {
			continue
		}
		if kind == KindCondition {
			return true
		}
		ws, next := wordAfter([]rune(rest), len([]rune(w)))
		if next == "the" {
			// "the antiviral I had the last time I had shingles"
			_, after := wordAfter([]rune(rest), ws+3)
			return after == "last" || after == "other"
		}
		return pastTimeWords[next]
	}
	return false
}

// pastTimeWords, after "the pills I had", place them in the past.
var pastTimeWords = map[string]bool{"after": true, "when": true, "last": true, "back": true, "years": true, "before": true, "in": true}

// containsAnyWord reports whether lower holds one of words; a Latin word
// must stand whole ("old" is not in "hold").
func containsAnyWord(lower string, words []string) bool {
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			if !isLatinWord(w) || wholeAt(lower, i, len(w)) {
				return true
			}
			from = i + 1
		}
	}
	return false
}

func isLatinWord(w string) bool { return w != "" && w[0] < 0x80 }

func wholeAt(s string, i, n int) bool {
	before := i == 0 || !isWordRune(rune(s[i-1]))
	// "last time's": a possessive or "is" does not join words.
	after := i+n >= len(s) || !isWordRune(rune(s[i+n])) || strings.HasPrefix(s[i+n:], "'s") && (i+n+2 >= len(s) || !isWordRune(rune(s[i+n+2])))
	return before && after
}

// bodyOnIt puts weight or movement on a body part: "on it" there is no
// drug the patient is on.
var bodyOnIt = regexp.MustCompile(`\b(walk|walking|walked|run|running|ran|stand|standing|stood|weight|lean|leaning|step|stepping|kneel|kneeling|sit|sitting|sleep|sleeping|lie|lying|lay|pressure|jog|jogging|hop|hopping|bear weight|play|playing|train|training) on (it|them)\b`)

// sinceStarted dates what the turn tells from starting a thing, said by a
// bare pronoun: "my voice has gone all croaky since I started that",
// "ever since I began it". A thing one starts and then feels is taken;
// "since I started that job" names its own thing (the pronoun is its
// determiner, not the thing).
var sinceStarted = regexp.MustCompile(`\b(?:since|ever since|after|when) (?:i |i've |i have |i'd )?(?:started|starting|began|begun|went on) (?:it|that|them)\b(?:\s*[,.;!?]|\s*$|\s+(?:and|but|so|my|me|i|i've|i'm|it|it's|every|last|a|two|three|few)\b)`)

// pronounRefs finds an English pronoun that stands for a drug: only in a
// turn about taking one (or, for a demonstrative, about what one does),
// and only where no other reference was found.
func pronounRefs(rs []rune, taken [][2]int) []Reference {
	// "keep running on it", "put weight on it": what one stands on is a
	// body part, never a drug one is on. Blanked, offsets kept.
	lower := bodyOnIt.ReplaceAllStringFunc(strings.ToLower(string(rs)), func(s string) string { return strings.Repeat(" ", len(s)) })
	taking := containsAnyWord(lower, drugContext) || withDrink.MatchString(lower) || putInUse.MatchString(lower) || sinceStarted.MatchString(lower)
	effect := containsAnyWord(lower, effectContext) || containsAnyWord(lower, continueContext) || harmAsked.MatchString(lower) || monitorAsked.MatchString(lower)
	// "The one I mentioned last time", "the old one I used to have": a
	// qualifier says the phrase points back at something.
	qualified := func(s string) bool {
		return containsAnyWord(s, lastTimeWords) || containsAnyWord(s, pastWords) || containsAnyWord(s, recentWords) || containsAnyWord(s, startedWords) ||
			prescriberStarted.MatchString(s) || turnSpecialty(s) != ""
	}
	// The whole turn's qualifier is asked once for every pronoun and every
	// place it occurs: read it once, and only if asked (a context fetch
	// runs this on every query).
	var lowerQualified, lowerRead bool
	qualifiedTurn := func() bool {
		if !lowerRead {
			lowerQualified, lowerRead = qualified(lower), true
		}
		return lowerQualified
	}
	for _, p := range enPronouns {
		thing := strings.HasSuffix(p.text, "thing")
		if !taking && !thing && !p.bare && !(effect || qualifiedTurn()) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(lower[from:], p.text)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			// "Is it safe for the baby, that?": a "that" put after its clause
			// stands for a thing, as a demonstrative phrase does.
			bare := p.bare && !(p.text == "that" && dislocated(lower, i, len(p.text)))
			if p.bare && !bare && !taking && !effect && !qualifiedTurn() {
				continue
			}
			// "Mine ah, … must stop or not?": the patient's own thing, set
			// first, asked whether to stop, is a drug.
			taking := taking || p.text == "mine" && containsAnyWord(lower, stopAsked)
			if !wholeAt(lower, i, len(p.text)) || bare && !taking && !goesOnWith(lower[:i], lower[i+len(p.text):]) {
				continue
			}
			start := len([]rune(lower[:i]))
			span := [2]int{start, start + len([]rune(p.text))}
			if overlapsAny(span, taken) {
				continue
			}
			_, w := verbBefore([]rune(lower), start)
			if _, v, ok := leftOf([]rune(lower), start); ok {
				w = v // "take half of what's left of that" (retaken.go)
			}
			if bare && !takingVerbs[w] && !(p.text == "mine" && taking && opensClause(w)) {
				continue // "it", "that", "mine" only as what is taken: "on it", "take that"; "so mine I have to repeat…" in a turn about taking it
			}
			if thing && !taking && !effect && !qualifiedTurn() && !hadAfter([]rune(lower), span[1], KindCondition) {
				continue // only "the thing I had" points back by itself
			}
			if p.bare && takesRemedy(lower[:i]) {
				return nil // "the herbal tea I've been taking - stop it?": the tea
			}
			r := pronounRef(rs, span)
			// "Mine" is set against someone else's drug the session spoke
			// of: the patient's own of the session, never a guess from the
			// record ("Is mine the drowsy sort as well?" of a drug not
			// recorded).
			r.SessionOnly = p.text == "mine"
			return []Reference{r}
		}
	}
	// "the old purple one", "that cold stuff": a demonstrative with words
	// between. A qualifier among those words ("the new one") says nothing
	// of drugs on its own ("we watched the new one"): it must come from the
	// rest of the turn.
	words := splitWords([]rune(lower))
	for k := 0; k < len(words); k++ {
		if !enDet[words[k].text] || words[k].text == "those" || words[k].text == "these" {
			continue
		}
		j := k + 1
		for j < len(words) && j-k <= 2 && pronounModifiers[words[j].text] && spaced(rs, words[j-1], words[j]) {
			j++
		}
		if j == k+1 || j >= len(words) || !pronounHeads[words[j].text] || !spaced(rs, words[j-1], words[j]) {
			continue
		}
		span := [2]int{words[k].start, words[j].end}
		if overlapsAny(span, taken) {
			continue
		}
		outside := string([]rune(lower)[:span[0]]) + " " + string([]rune(lower)[span[1]:])
		// "Since the new one my feet are…": what a change is dated from
		// is the drug it is blamed on.
		since := strings.HasSuffix(strings.TrimRight(string([]rune(lower)[:span[0]]), " "), "since")
		if taking || effect || qualified(outside) || since {
			return []Reference{pronounRef(rs, span)}
		}
	}
	return nil
}

// prescriberStarted says who started a drug, after the phrase it is said
// of: "the new one the psychiatrist started", "the one my GP prescribed".
var prescriberStarted = regexp.MustCompile(`\b(doctor|doc|gp|psychiatrist|specialist|consultant|cardiologist|nurse|surgeon|dermatologist|neurologist|rheumatologist|endocrinologist|pharmacist)('s)? (just |has |had )?(started|prescribed|gave me|put me on|added)\b`)

// putInUse is drops put in where drops go, as the patient's use of them:
// "I've been putting that stuff in every day since September", "I put it
// in twice a day", "putting them in my eyes", "do I put it in both or just
// the bad one". Not "put it in the fridge" or "in my tea": what is kept or
// mixed there may be anything.
var putInUse = regexp.MustCompile(`\b(?:put|putting|puts)\s+(?:it|them|that|this|those|these|(?:that|this|the) (?:stuff|one))\s+in\b` +
	`(?:\s+(?:my |me |his |her |the |both )?(eyes?|ears?|nose|nostrils?)\b|\s+(?:every|each|twice|once|three|four|at|before|after|and|when|first|last|both)\b|\s*[,.;!?]|\s*$)`)

// withDrink asks whether a thing is had with a drink or a meal ("can I have
// that one with my morning coffee?"): what is had so, asked of a clinician,
// is taken, as interactionAsked's pronoun is.
var withDrink = regexp.MustCompile(`\bwith (?:my |a |the |some |me |your |any |his |her )?(?:[a-z']+ )?(?:(?:glass|cup|mug|pint|bottle|can) of )?` +
	`(?:coffee|tea|alcohol|booze|beer|beers|wine|pint|pints|milk|juice|grapefruit|caffeine|cola|dairy|cheese|breakfast|dinner|lunch|supper|meal|meals)\b`)

// verbBefore returns the word before end as wordBefore does, but past a
// quantifier of what follows ("finish all of them", "take the rest of
// it"): the verb it is the object of.
func verbBefore(rs []rune, end int) (int, string) {
	s, w := wordBefore(rs, end)
	if w != "of" {
		return s, w
	}
	s2, q := wordBefore(rs, s)
	if !quantifiers[q] {
		return s, w
	}
	if q == "rest" {
		if s3, the := wordBefore(rs, s2); the == "the" {
			s2 = s3
		}
	}
	return wordBefore(rs, s2)
}

// quantifiers say how much of a thing a verb takes: "all of them".
var quantifiers = map[string]bool{"all": true, "both": true, "rest": true, "any": true, "some": true, "each": true, "half": true, "either": true}

// pronounModifiers may stand between a determiner and a pronoun head ("the
// old purple one", "that cold stuff", "my little white ones").
var pronounModifiers = map[string]bool{
	"new": true, "newest": true, "latest": true, "recent": true, "old": true, "previous": true, "original": true, "other": true,
	"first": true, "second": true, "usual": true, "regular": true, "same": true,
	// How often it is taken: "that weekly one", "the monthly jab".
	"weekly": true, "monthly": true, "daily": true, "nightly": true, "yearly": true, "annual": true,
	"white": true, "blue": true, "pink": true, "purple": true, "yellow": true, "orange": true, "green": true, "red": true,
	"brown": true, "grey": true, "gray": true, "little": true, "likkle": true, "small": true, "tiny": true, "big": true, "large": true,
	"round": true, "long": true, "whole": true, "cold": true, "flu": true, "cough": true, "allergy": true, "sleeping": true, "pain": true,
	"water": true, "heart": true, "sugar": true, "stomach": true, "chest": true, "skin": true, "eye": true, "nasal": true,
}

var pronounHeads = map[string]bool{"one": true, "ones": true, "stuff": true, "thing": true}

// conditionAfter follows "the thing" when it is something the patient had,
// not took: "the thing I had years back".
var conditionAfter = []string{"i had", "i've had", "i'd had", "i have had", "i used to have", "i got", "i was diagnosed with"}

// pronounRef is a drug reference over span, or a condition reference for
// "the thing I had".
func pronounRef(rs []rune, span [2]int) Reference {
	r := Reference{Text: string(rs[span[0]:span[1]]), Span: span, Kind: KindDrug}
	if strings.HasSuffix(strings.ToLower(r.Text), "thing") {
		rest := strings.TrimLeft(strings.ToLower(string(rs[span[1]:])), " ")
		for _, w := range conditionAfter {
			if strings.HasPrefix(rest, w) && wholeAt(rest, 0, len(w)) {
				r.Kind = KindCondition
				break
			}
		}
	}
	return r
}

// Nouns that make a topic mention a lay phrase for a condition ("血压的毛病",
// "my sugar problem") or a drug ("血压的药", "the blood pressure one").
var (
	// "嗓子里头那个", Cantonese "我眼睛嗰个问题". Not 里 alone: "心里" is
	// the mind.
	zhTopicLinks = []string{"方面的", "上面那个", "上那个", "上这个", "上面的", "上的", "上嘅", "里头那个", "里面那个", "里头的", "里面的", "这个", "那个", "嗰个", "呢个",
		"的", "嘅"}
	// "胆上嘅事", "我血压的事儿": the matter of it is its trouble.
	zhTopicCond = []string{"老毛病", "毛病", "问题", "疾病", "病", "疙瘩", "肿块", "包块", "包", "伤", "事情", "事儿", "事"}
	enTopicCond = map[string]bool{"problem": true, "problems": true, "thing": true, "issue": true, "issues": true, "condition": true, "trouble": true,
		"business": true}
	enTopicDrug = map[string]bool{"one": true, "ones": true, "pill": true, "pills": true, "tablet": true, "tablets": true, "medicine": true,
		"medication": true, "meds": true, "med": true, "drug": true, "drugs": true, "stuff": true, "inhaler": true, "spray": true,
		// Dosage forms: "the new diabetes jab", "my eczema cream".
		"jab": true, "jabs": true, "jag": true, "jags": true, "injection": true, "injections": true, "shot": true, "shots": true, "capsule": true, "capsules": true,
		"patch": true, "patches": true, "plaster": true, "plasters": true, "cream": true, "ointment": true, "drops": true}
)

// topicRefs finds lay phrases built on a vital, lab or body site mention:
// "血压的毛病" and "my sugar problem" for a condition, "血压的药" and "the
// blood pressure one" for a drug. A class reference already found there
// ("blood pressure pill") wins.
func topicRefs(rs []rune, mentions []extract.Mention, found []Reference) (out []Reference) {
	taken := spansOf(found)
	var third [][2]int
	defer func() {
		for i := range out {
			if overlapsAny(out[i].Span, third) {
				out[i].ForRelative = true
			}
		}
	}()
	for _, m := range mentions {
		condition := m.Type == ontology.TypeCondition
		if !(isTopic(m.ConceptID) || condition || organProblems[m.ConceptID] != "") || !validSpan(m.Span, len(rs)) || overlapsAny(m.Span, taken) {
			continue
		}
		if e := m.Assertion.Experiencer; e != "" && e != extract.Patient && !addressedOnly(rs, m.Span[0]) {
			if !thirdPersonOnly(rs, m.Span[0]) {
				continue
			}
			// "she's been on the new Parkinson's one": the patient's in a
			// carer's session, else dropped by Resolve (askedafter.go).
			third = append(third, m.Span)
		}
		if purposeOf(rs, m) {
			continue // "止头痛嘅药": what the drug is for, read by zhUseRefs
		}
		if insideLongerWord(rs, m) {
			continue // "骨头上的毛病" is no trouble of the head
		}
		if r, ok := familyWordRef(rs, m); ok && !overlapsAny(r.Span, taken) {
			out = append(out, r) // "我这血糖高的毛病": the record's diabetes
			taken = append(taken, r.Span)
			continue
		}
		_, next := wordAfter(rs, m.Span[1])
		if topic := organProblems[m.ConceptID]; topic != "" && (condition || problemWord(rs[m.Span[0]:m.Span[1]])) && !enTopicDrug[next] {
			// "my thyroid problem", "my breathing problem": the patient's own
			// problem of an organ, which the record names precisely. Only
			// with a possessive or determiner ("me dodgy ticker" in
			// dialect): "do I have a liver problem?" asks, it does not
			// point back.
			if start, recent := ownedFrom(rs, m.Span[0]); start < m.Span[0] {
				span := [2]int{start, m.Span[1]}
				out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topic, Recent: recent})
				taken = append(taken, span)
			}
			continue
		}
		if !(isTopic(m.ConceptID) || condition) {
			continue
		}
		// A body site that no topic block covers qualifies only as a
		// place said right before the trouble ("下巴那个毛病", "眼皮上那个疙瘩").
		placeOnly := !inTopicBlocks(m.ConceptID) && strings.HasPrefix(m.ConceptID, "site:")
		if placeOnly && !placeSaid(rs, m) {
			continue
		}
		end, kind := m.Span[1], ""
		linkAt := codeSwitchedAfter(rs, end)
		j := linkAt + hasPrefixAny(rs[linkAt:], zhTopicLinks)
		ws, w := wordAfter(rs, end)
		w = strings.TrimSuffix(w, "'s") // "Me psoriasis jab's due"
		if n := hasPrefixAny(rs[j:], zhTopicCond); n > 0 && !condition {
			end, kind = j+n, KindCondition
		} else if ws2, w2 := wordAfter(rs, j); j > end && enTopicCond[w2] && !condition {
			end, kind = ws2+len([]rune(w2)), KindCondition // "肚子的 problem": code-switched
		} else if n := hasPrefixAny(rs[end:], zhGrowthTails); n > 0 && !condition {
			end, kind = end+n, KindCondition // "肠子里长的那个东西": a growth there
		} else if placeOnly && enTopicCond[w] {
			end, kind = ws+len([]rune(w)), KindCondition // "my elbow thing"
		} else if n := describedTrouble(rs, end); placeOnly && n > 0 && ownSite(rs, m) {
			end, kind = end+n, KindCondition // "我那腿一到晚上就不得劲儿…的毛病"
		} else if strings.HasPrefix(m.ConceptID, "site:") && bareThat(rs, linkAt, j) && (ownSite(rs, m) || clauseOpens(rs, m.Span[0])) {
			end, kind = j, KindCondition // "我腰上那个，能不能推拿", "我手腕子那个"
		} else if placeOnly {
			continue
		} else if n := describedTrouble(rs, end); n > 0 && !condition {
			end, kind = end+n, KindCondition
		} else if n := hasPrefixAny(rs[j:], zhDrug); n > 0 && !(j+n < len(rs) && containsRune(zhNotNoun, rs[j+n])) {
			end, kind = j+n, KindDrug
		} else if enTopicCond[w] && !condition {
			end, kind = ws+len([]rune(w)), KindCondition
		} else if ws2, w2 := wordAfter(rs, ws+len([]rune(w))); enTopicCond[w2] && w != "" && !enTopicDrug[w] && !enNotNamed[w] && !condition {
			// "my heart rhythm thing", "the bowel cancer problem": a word
			// of the description between the topic and the trouble.
			end, kind = ws2+len([]rune(w2)), KindCondition
		} else if enTopicDrug[w] {
			end, kind = ws+len([]rune(w)), KindDrug
		}
		if kind == "" {
			continue
		}
		start, recent := widen(rs, codeSwitchedBefore(rs, m.Span[0]))
		if start == codeSwitchedBefore(rs, m.Span[0]) {
			start = m.Span[0]
		}
		span := [2]int{start, end}
		topic := m.ConceptID
		if organ := organProblems[topic]; organ != "" && kind == KindDrug {
			topic = organ // "that arthritis shot": for any of the joints' diseases
		}
		r := Reference{Span: span, Kind: kind, Topic: topic, Recent: recent}
		if kind == KindDrug && (w == "one" || w == "ones") && strings.HasPrefix(topic, "site:") {
			r = siteOne(rs, r)
		}
		if r.Kind == KindCondition {
			// "眼珠子往外鼓、老心慌手抖的病": each sign of a list names the
			// condition as well as the first.
			r.OrTopics = signsWithin(mentions, m, span)
		}
		out = append(out, r)
		taken = append(taken, span)
	}
	// "the one for my gout", "the tablets for my heart".
	for _, m := range mentions {
		if !(isTopic(m.ConceptID) || m.Type == ontology.TypeCondition) || !validSpan(m.Span, len(rs)) || overlapsAny(m.Span, taken) {
			continue
		}
		if start, ok := forPhrase(rs, m.Span[0]); ok {
			span := [2]int{start, m.Span[1]}
			if overlapsAny(span, taken) {
				continue
			}
			out = append(out, Reference{Span: span, Kind: KindDrug, Topic: m.ConceptID})
			taken = append(taken, span)
		}
	}
	return out
}

// codeSwitchedAfter returns where the Chinese words after an English
// topic begin, past the spaces a code-switched turn sets around it ("那个
// blood pressure 的药" is "那个血压的药"), or end itself when no Chinese
// word follows: "blood pressure pills" stays English.
func codeSwitchedAfter(rs []rune, end int) int {
	if end == 0 || !isWordRune(rs[end-1]) {
		return end
	}
	at := end
	for at < len(rs) && rs[at] == ' ' {
		at++
	}
	if at < len(rs) && unicode.Is(unicode.Han, rs[at]) {
		return at
	}
	return end
}

// codeSwitchedBefore is codeSwitchedAfter's other side: where the Chinese
// words before an English topic end ("那个 blood pressure"), or start.
func codeSwitchedBefore(rs []rune, start int) int {
	if start >= len(rs) || !isWordRune(rs[start]) {
		return start
	}
	at := start
	for at > 0 && rs[at-1] == ' ' {
		at--
	}
	if at > 0 && unicode.Is(unicode.Han, rs[at-1]) {
		return at
	}
	return start
}

// signsWithin returns the topics of the mentions after m within span (the
// other signs of a description), other than m's own.
func signsWithin(mentions []extract.Mention, m extract.Mention, span [2]int) []string {
	var out []string
	for _, o := range mentions {
		if o.Span[0] >= m.Span[1] && o.Span[1] <= span[1] && inTopicBlocks(o.ConceptID) && o.ConceptID != m.ConceptID {
			out = append(out, o.ConceptID)
		}
	}
	return out
}

// zhGrowthTails, after a site, say a thing grown there: "肠子里长的那个东西",
// "脖子上长的那个": a condition of the site.
var zhGrowthTails = []string{"里长的那个东西", "上长的那个东西", "里长的东西", "上长的东西", "长的那个东西", "长的东西",
	"里长的那个", "上长的那个", "里面长的那个", "上面长的那个"}

// describedTrouble returns the length of "<a few words>的(那个)?毛病" after a
// topic ("心脏跳不动的毛病", "心脏那个老漏跳一下的毛病", "脸歪到一边、眼睛闭不上的
// 那个毛病"), within the clause, or 0. A list of signs joined by 、 is one
// description, each of its signs as long as one ("腿一到晚上就不得劲儿、老想
// 动弹的毛病"), up to describedSigns of them.
func describedTrouble(rs []rune, end int) int {
	sign := 0 // where the sign being read began, after end
	for n := 1; n <= describedMax*describedSigns && end+n < len(rs); n++ {
		if isClauseBreak(rs[end+n-1]) && rs[end+n-1] != '、' || isWordRune(rs[end+n-1]) {
			return 0
		}
		if rs[end+n-1] == '、' {
			sign = n
		}
		if n-sign > describedMax {
			return 0
		}
		if rs[end+n] != '的' && rs[end+n] != '嘅' { // 嘅: Cantonese 的
			continue
		}
		at := end + n + 1
		at += hasPrefixAny(rs[at:], []string{"那个", "这个", "那种"})
		if m := hasPrefixAny(rs[at:], zhTopicCond); m > 0 {
			return at + m - end
		}
	}
	return 0
}

// describedMax is the most runes a description may run between its topic
// and "的毛病".
const describedMax = 10

// describedSigns is the most signs a list of them may join.
const describedSigns = 3

// bareThat reports whether the link rs[from:to] ends in a demonstrative
// that closes its clause: "腰上那个，", "手腕子那个" at the turn's end. The
// trouble is left unsaid; a noun after it ("腰上那个膏药") is something else.
func bareThat(rs []rune, from, to int) bool {
	link := string(rs[from:to])
	if !strings.HasSuffix(link, "那个") && !strings.HasSuffix(link, "这个") {
		return false
	}
	return to == len(rs) || isClauseBreak(rs[to])
}

// clauseOpens reports whether nothing but a pause stands before at in its
// clause: "嗓子里头那个，老觉着有东西卡着" opens the turn with the place.
func clauseOpens(rs []rune, at int) bool {
	for i := at - 1; i >= 0; i-- {
		if isClauseBreak(rs[i]) {
			return true
		}
		if !unicode.IsSpace(rs[i]) {
			return false
		}
	}
	return true
}

// ownSite reports whether a body-site mention is said as the patient's
// own, an owner word right before it ("我那腿", "俺这胳膊"): a place then,
// not an action ("抬头").
func ownSite(rs []rune, m extract.Mention) bool {
	return validSpan(m.Span, len(rs)) && hasSuffixAny(rs[:m.Span[0]], zhSiteOwners) > 0
}

// forPhrase reports whether "(the|that|my) (one|ones|tablets…) for (my|the)"
// ends right before start, and where it begins.
func forPhrase(rs []rune, start int) (int, bool) {
	ws, w := wordBefore(rs, start)
	if w != "my" && w != "the" && w != "My" && w != "The" {
		return 0, false
	}
	ws, w = wordBefore(rs, ws)
	if strings.ToLower(w) != "for" {
		return 0, false
	}
	ws, w = wordBefore(rs, ws)
	if !enTopicDrug[strings.ToLower(w)] {
		return 0, false
	}
	ds, d := wordBefore(rs, ws)
	if !enDet[strings.ToLower(d)] {
		return 0, false
	}
	return ds, true
}

// organProblems are the lexicon's catch-all concepts for an organ's
// trouble ("thyroid problem", "kidney trouble", "breathing problem"), each
// with the topic whose conditions it may stand for.
var organProblems = map[string]string{
	// "the waterworks problem": the bladder's or the prostate's.
	"sym:urinary_symptoms":  topicUrination,
	"cond:thyroid_disorder": "site:thyroid",
	"cond:kidney_disease":   "site:kidney",
	"cond:liver_disease":    "site:liver",
	"cond:heart_disease":    "site:heart",
	"cond:arthritis":        "site:joint",
	"sym:dyspnea":           "sym:dyspnea",
}

// problemWord reports whether a mention's text calls it a problem rather
// than naming a disease or a symptom ("breathing problem", not "shortness
// of breath").
func problemWord(text []rune) bool {
	lower := strings.ToLower(string(text))
	for w := range enTopicCond {
		if containsAnyWord(lower, []string{w}) {
			return true
		}
	}
	return hasAny(lower, zhTopicCond) || hasAny(lower, []string{"不好", "有问题"})
}

// purposeOf reports whether a mention is what a drug relieves or works
// against ("止头痛嘅药", "止咳的", "抗过敏的药"): a purpose, neither a topic of
// its own nor a complaint.
func purposeOf(rs []rune, m extract.Mention) bool {
	return m.Span[0] > 0 && m.Span[0] <= len(rs) && (rs[m.Span[0]-1] == '止' || rs[m.Span[0]-1] == '抗')
}

// purposeNoun reports whether a symptom mention is said right before a
// drug noun ("the new pain patch", "my headache tablets") or after 治 ("治
// 风疙瘩的药"): what the drug is for, no complaint.
func purposeNoun(rs []rune, m extract.Mention) bool {
	if m.Type != ontology.TypeSymptom || !validSpan(m.Span, len(rs)) {
		return false
	}
	if m.Span[0] > 0 && rs[m.Span[0]-1] == '治' {
		return true
	}
	_, next := wordAfter(rs, m.Span[1])
	return enDrug[next]
}

// enForClass: "the one for my memory", "the tablets for my nerves" — what
// a drug is for, when the lexicon has no word for it there.
var enForClass = map[string]string{"memory": "class:antidementia", "nerves": "class:anxiolytics", "mood": "class:antidepressants",
	"sleep": "class:sleeping_pills", "sleeping": "class:sleeping_pills", "bones": "class:osteoporosis_medicines", "bone": "class:osteoporosis_medicines",
	"nerve": "class:anxiolytics",
	"pain":  "class:painkillers", "allergies": "class:antihistamines", "hay fever": "class:antihistamines", "gout": "class:gout_medicines",
	"acidity": "class:stomach_medicines", "acid": "class:stomach_medicines", "reflux": "class:stomach_medicines", "cholesterol": "class:lipid_lowering",
	"vomiting": "class:antiemetics", "sickness": "class:antiemetics", "nausea": "class:antiemetics"}

// enForTopic: "the tablet for me waterworks" — a purpose that is a body's
// workings, not a class: the drugs that treat its conditions (the prostate's,
// the bladder's). "Me" is "my" in Northern and Irish speech, read so only
// before such a word ("the one for me" is the patient's).
var enForTopic = map[string]string{"waterworks": topicUrination, "bladder": "site:bladder"}

// enForRefs finds "(the|that|my) (one|tablets…) for [my|the] <purpose>",
// and the patois "fi mi": "di tablet fi mi nerves", "the tablet for
// acidity", "my maintenance for cholesterol".
func enForRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := 0; k+3 < len(words); k++ {
		// "the new medicine for vomiting": the newest of those for it
		// (purposegap.go).
		recent := enDet[words[k].text] && enRecentNoun(words, k+1)
		if !enDet[words[k].text] || !enTopicDrug[words[k+1].text] && words[k+1].text != "maintenance" && !recent {
			continue
		}
		noun := k + 1
		if recent {
			noun++
		}
		// "the ones I had for my nerves before", "the one I take before
		// bed for my bladder": a clause of taking may stand between the
		// drug and its purpose (purposeGap).
		f := noun + 1 + purposeGap(words, noun+1)
		if f >= len(words) || words[f].text != "for" && words[f].text != "fi" || !sameClause(lower, words[k].end, words[f].start) {
			continue
		}
		p := f + 1 // the purpose, after a possessive if there is one
		if w := words[p].text; w == "my" || w == "the" || w == "mi" || w == "me" && p+1 < len(words) && (enForTopic[words[p+1].text] != "" || enForClass[words[p+1].text] != "") {
			p++
		}
		if p >= len(words) {
			continue
		}
		if topic := enForTopic[words[p].text]; topic != "" {
			span := [2]int{words[k].start, words[p].end}
			if !overlapsAny(span, taken) {
				out = append(out, Reference{Span: span, Kind: KindDrug, Topic: topic, Recent: recent})
				taken = append(taken, span)
			}
			continue
		}
		class, end := enForClass[words[p].text], words[p].end
		if p+1 < len(words) && enForClass[words[p].text+" "+words[p+1].text] != "" {
			class, end = enForClass[words[p].text+" "+words[p+1].text], words[p+1].end
		}
		span := [2]int{words[k].start, end}
		if class == "" || overlapsAny(span, taken) {
			continue
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, ClassID: class, Recent: recent})
		taken = append(taken, span)
	}
	return out
}

// enTakenGaps are the clauses of taking that may stand between a drug
// and "for" its purpose: "the ones I had for my nerves", "the tablets I
// was on for my chest", "the stuff they gave me for my acid".
var enTakenGaps = [][]string{
	{"i", "had"}, {"i", "took"}, {"i", "take"}, {"i", "was", "on"}, {"i", "were", "on"}, {"i'm", "on"}, {"i", "am", "on"},
	{"i", "used", "to", "take"}, {"i", "used", "to", "have"}, {"i", "was", "given"}, {"i", "got"}, {"i've", "had"},
	{"they", "gave", "me"}, {"you", "gave", "me"}, {"he", "gave", "me"}, {"she", "gave", "me"},
}

// takenForGap returns how many words of a clause of taking start at word
// j (0 if none does), "that" or "which" before it included.
func takenForGap(words []word, j int) int {
	rel := 0
	if j < len(words) && (words[j].text == "that" || words[j].text == "which") {
		rel = 1
	}
	for _, g := range enTakenGaps {
		if j+rel+len(g) > len(words) {
			continue
		}
		match := true
		for i, w := range g {
			match = match && words[j+rel+i].text == w
		}
		if match {
			return rel + len(g)
		}
	}
	return 0
}

// enPurposeNounRefs finds a purpose of enForClass said before a drug noun,
// after a determiner: "this new memory tablet", "my nerve pills", "the bone
// injection". Without one ("is pain medicine safe?") it is drugs in
// general.
func enPurposeNounRefs(rs []rune, taken [][2]int) []Reference {
	lower := []rune(strings.ToLower(string(rs)))
	words := splitWords(lower)
	var out []Reference
	for k := 0; k+1 < len(words); k++ {
		class := enForClass[words[k].text]
		// A drug noun, not "one" or "stuff": "that sleeping stuff" may be
		// anything taken for sleep.
		if class == "" || !enDrug[words[k+1].text] || !spaced(lower, words[k], words[k+1]) {
			continue
		}
		start, recent := widen(lower, words[k].start)
		span := [2]int{start, words[k+1].end}
		if start == words[k].start || overlapsAny(span, taken) {
			continue
		}
		if who := extract.LastPerson(clauseBefore(lower, start)); who != "" && who != extract.Patient {
			continue // "my husband's memory tablets" are his
		}
		out = append(out, Reference{Span: span, Kind: KindDrug, ClassID: class, Recent: recent})
		taken = append(taken, span)
	}
	return out
}

// wordAfter returns the start of the English word that follows position
// start after spaces, and the word, lower-cased; "" when there is none.
func wordAfter(rs []rune, start int) (int, string) {
	i := start
	for i < len(rs) && rs[i] == ' ' {
		i++
	}
	if i == start {
		return start, ""
	}
	j := i
	for j < len(rs) && isWordRune(rs[j]) {
		j++
	}
	return i, strings.ToLower(string(rs[i:j]))
}

// Chinese phrases that stand for a drug by what the patient does with it or
// what it is for: "我吃的那个", "喷的那个", "降压的那个", "治痛风的那个".
var (
	// 食 is the Cantonese 吃 ("瞓前食嘅药").
	zhUseVerbs = []string{"喷鼻子", "寄回来", "带回来", "买回来", "吃", "食", "用", "喷", "打", "抹", "擦", "涂", "扎", "贴", "服", "吸", "开", "寄", "买"}
	zhThatOne  = []string{"嘅药", "嘅嗰只", "嘅针", "的那个针", "的那个", "的那种", "的那款", "的那支", "的那只", "的那条", "的那管", "的那瓶", "的那盒", "的那药", "的这个", "的这种",
		"了那个", "的针", "的药"}
	// zhForTopic: purpose words that name what a drug treats.
	// 戒烟 is what bupropion is also for, outside the ATC's N07BA.
	zhForTopic = map[string]string{"管心跳": "vital:heart_rate", "管血压": "vital:bp", "管血糖": "lab:glucose", "管血脂": "lab:ldl_c",
		"戒烟": "cond:nicotine_dependence",
		// Passing water: "管屙尿的药" (Hunanese 屙尿), "管小便的".
		"管屙尿": topicUrination, "管小便": topicUrination, "管撒尿": topicUrination, "管尿": topicUrination, "管前列腺": "site:prostate",
		// "那个营养神经的": what is given for the nerves' damage (mecobalamin).
		"营养神经": "cond:peripheral_neuropathy"}
	// zhSaidVerbs: "上次问你的那个", "上回跟你说的那个" — what was said about
	// last time, when the turn asks about last time.
	zhSaidVerbs = []string{"问", "说", "讲", "提", "聊"}
	zhForClass  = map[string]string{"降压": "class:antihypertensives", "降糖": "class:antidiabetics", "降脂": "class:lipid_lowering",
		"止疼": "class:painkillers", "止痛": "class:painkillers", "止头痛": "class:painkillers", "止头疼": "class:painkillers", "消炎": "class:xiaoyan_drugs", "平喘": "class:inhalers",
		"安眠": "class:sleeping_pills", "助眠": "class:sleeping_pills", "管睡觉": "class:sleeping_pills",
		// What helps one sleep, in lay words, with whom it helps said or
		// not: "帮睡觉的", "帮他睡着的那个", "帮我入睡的".
		"帮睡觉": "class:sleeping_pills", "帮睡着": "class:sleeping_pills", "帮入睡": "class:sleeping_pills", "帮着睡觉": "class:sleeping_pills",
		"帮他睡着": "class:sleeping_pills", "帮她睡着": "class:sleeping_pills", "帮我睡着": "class:sleeping_pills", "帮他睡觉": "class:sleeping_pills",
		"帮她睡觉": "class:sleeping_pills", "帮我睡觉": "class:sleeping_pills", "帮他入睡": "class:sleeping_pills", "帮她入睡": "class:sleeping_pills", "帮我入睡": "class:sleeping_pills", "护胃": "class:stomach_medicines", "护肝": "class:A05BA", "保肝": "class:A05BA", "补骨头": "class:osteoporosis_medicines", "补骨": "class:osteoporosis_medicines",
		"减肥": "class:weight_loss_medicines", "止吐": "class:antiemetics", "补钙": "class:A12AA", "抗抑郁": "class:antidepressants", "利尿": "class:diuretics",
		"止咳": "class:cough_medicines", "通便": "class:laxatives", "管房事": "class:ed_drugs", "壮阳": "class:ed_drugs",
		"抗过敏": "class:antihistamines", "止痒": "class:antihistamines"}
	// pausedUseVerb: use verbs after which "那个X的" and a pause is a drug.
	pausedUseVerb = map[string]bool{"吸": true, "喷": true, "抹": true, "擦": true, "涂": true, "贴": true, "喷鼻子": true}
	zhDrugVerbs   = []string{"吃", "喝", "服", "用", "停", "喷", "打针", "贴", "抹", "涂", "滴"}
)

// purposeFirst holds the first runes of the purpose words (zhForClass,
// zhForTopic): zhUseRefs tries them at every position of an utterance.
var purposeFirst = sync.OnceValue(func() map[rune]bool {
	out := map[rune]bool{}
	for _, words := range []map[string]string{zhForClass, zhForTopic} {
		for w := range words {
			r, _ := utf8.DecodeRuneInString(w)
			out[r] = true
		}
	}
	return out
})

// prefixLen returns the rune length of w when rs starts with it, or 0.
func prefixLen(rs []rune, w string) int {
	i := 0
	for _, r := range w {
		if i == len(rs) || rs[i] != r {
			return 0
		}
		i++
	}
	return i
}

// zhUseRefs finds Chinese drug phrases built on a verb or a purpose:
// "(吃|用|喷…)的那个", "(降压|止疼…)的(那个|药)?", "治<condition>的(那个|药)?", and
// "这玩意儿" in a turn about taking something.
func zhUseRefs(rs []rune, mentions []extract.Mention, taken [][2]int) []Reference {
	var out []Reference
	lastTime := containsAnyWord(string(rs), lastTimeWords)
	add := func(r Reference) {
		if !validSpan(r.Span, len(rs)) || overlapsAny(r.Span, taken) {
			return
		}
		out = append(out, r)
		taken = append(taken, r.Span)
	}
	for i := range rs {
		for _, v := range zhUseVerbs {
			vn := prefixLen(rs[i:], v)
			if vn == 0 {
				continue
			}
			j := i + vn
			det := hasSuffixAny(rs[:i], zhDet)
			switch n := hasPrefixAny(rs[j:], zhThatOne); {
			case n > 0 && (namesWhatFollows(rs, j+n, mentions) || hasSuffixAny(rs[:i], []string{"新", "刚"}) > 0):
				// "吃的那个降压药", "新开的那个管心跳的": what follows, or the
				// recency phrase, is the reference.
			case n > 0 && hasPrefixAny(rs[j+n:], remedyWords) > 0:
				// "开的那个膏方": a remedy no record holds.
			case n > 0 && (string(rs[j:j+n]) != "的药" || det > 0):
				// "那个打的针", "我那个吸的药": the determiner before the verb
				// is the phrase's; without one "我吃的药" is all of them. A
				// recency word before the determiner asks for the newest
				// ("新开嗰支喷嘅药"), as before a class word.
				start, recent := i-det, false
				if det > 0 {
					start, recent = widen(rs, i-det)
				}
				add(Reference{Span: [2]int{start, j + n}, Kind: KindDrug, Recent: recent})
			case det > 0 && j < len(rs) && rs[j] == '的' && (j+1 == len(rs) || isClauseBreak(rs[j+1]) || rs[j+1] == ' ' && pausedUseVerb[v]):
				// "那个抹的，": a determiner, a use verb and nothing after. A
				// transcript's pause is a break after a verb only a drug
				// takes ("我那个吸的 嗯 那个吸的快没了"), not after 吃, whose
				// "那个吃的 " may be food.
				add(Reference{Span: [2]int{i - det, j + 1}, Kind: KindDrug})
			}
		}
		// "您刚说的那个": what was just said in the window; "跟你说的那个".
		if lastTime || hasSuffixAny(rs[:i], []string{"刚", "刚才", "跟你", "跟您", "和你", "和您", "同你"}) > 0 {
			for _, v := range zhSaidVerbs {
				if prefixLen(rs[i:], v) == 0 {
					continue
				}
				j := i + 1
				j += hasPrefixAny(rs[j:], []string{"你", "您"})
				j += hasPrefixAny(rs[j:], []string{"到", "过", "起"}) // "上回说到的那个", "上次讲过的那个"
				// Cantonese says 嗰只 for 的那只: "上次医生讲嗰只预防嘅药".
				if n := hasPrefixAny(rs[j:], []string{"的那个", "的那只药", "的那种", "的那只", "嘅嗰只", "嘅嗰个", "嗰只", "嗰个"}); n > 0 {
					add(Reference{Span: [2]int{i, j + n}, Kind: KindDrug, Mentioned: true})
				}
			}
		}
		// "刚加的那个": a recency word that names starting a drug, with no noun.
		if n := zhNewDet.at(rs[i:]); n > 0 {
			if m := hasPrefixAny(rs[i+n:], []string{"那个", "那种", "那款", "这个"}); m > 0 && !namesWhatFollows(rs, i+n+m, mentions) {
				add(Reference{Span: [2]int{i, i + n + m}, Kind: KindDrug, Recent: true})
			}
		}
		// "降压的那个", "管心跳的": what the drug is for names its class or
		// its topic.
		purpose := func(word string, r Reference) {
			n := prefixLen(rs[i:], word)
			if n == 0 || i+n >= len(rs) || rs[i+n] != '的' && rs[i+n] != '嘅' {
				return
			}
			j := i + n + 1
			// "新开嗰只止咳嘅药": a recency word before the purpose, with
			// determiners between, asks for the newest, as before a class
			// word.
			_, recent := widen(rs, i)
			r.Span, r.Recent = [2]int{i, j + hasPrefixAny(rs[j:], []string{"那个", "那种", "药"})}, recent
			add(r)
		}
		if !purposeFirst()[rs[i]] {
			continue
		}
		for word, class := range zhForClass {
			purpose(word, Reference{Kind: KindDrug, ClassID: class})
		}
		for word, topic := range zhForTopic {
			purpose(word, Reference{Kind: KindDrug, Topic: topic})
		}
	}
	for _, m := range mentions {
		// "治痛风的那个", "治胃的那个" for an organ's topic, and "治风疙瘩的药"
		// for a symptom the drug treats.
		if !(m.Type == ontology.TypeCondition || m.Type == ontology.TypeSymptom || isTopic(m.ConceptID)) || m.Span[0] < 1 || !validSpan(m.Span, len(rs)) || rs[m.Span[0]-1] != '治' {
			continue
		}
		j := m.Span[1]
		if n := hasPrefixAny(rs[j:], []string{"的那个", "的那种", "的药", "的"}); n > 0 {
			add(Reference{Span: [2]int{m.Span[0] - 1, j + n}, Kind: KindDrug, Topic: m.ConceptID})
		}
	}
	// "那这个吃了头昏不嘛？": a bare demonstrative opening its clause as the
	// object of a verb of taking, put first, is a drug. So is one asked how
	// long it must be taken ("这个要吃到什么时候", Cantonese "呢个要食到几多周"):
	// a course is a drug's. Only as a drug just named (JustSaid): after "营
	// 养师让我每天吃一个鸡蛋", "这个吃了会胖吗" is the egg, never the record's
	// one drug.
	for i := range rs {
		if i > 0 && !isClauseBreak(rs[i-1]) && hasSuffixAny(rs[:i], zhClauseOpeners) == 0 && !pauseOpens(rs, i) && !saidJustNowBefore(rs, i) {
			if rs[i-1] == ' ' && hasPrefixAny(rs[i:], []string{"这个", "那个", "呢个", "嗰个", "它"}) > 0 && zhGivenToo.MatchString(string(rs[i:])) && !thingNamedBefore(mentions, i) {
				// A transcript's pause opens the clause "那个能不能给她也吃点":
				// the drug just said, given to someone else too.
				add(Reference{Span: [2]int{i, i + hasPrefixAny(rs[i:], []string{"这个", "那个", "呢个", "嗰个", "它"})}, Kind: KindDrug, JustSaid: true})
			}
			continue
		}
		d := hasPrefixAny(rs[i:], []string{"这个", "那个", "呢个", "嗰个", "它"})
		if d == 0 {
			continue
		}
		if zhGivenToo.MatchString(string(rs[i:])) && !thingNamedBefore(mentions, i) {
			add(Reference{Span: [2]int{i, i + d}, Kind: KindDrug, JustSaid: true})
			continue
		}
		v := hasPrefixAny(rs[i+d:], zhTakenAfter)
		if m := hasPrefixAny(rs[i+d:], zhMustTake); v == 0 && m > 0 {
			v = hasPrefixAny(rs[i+d+m:], zhTakenHowLong)
		}
		if v == 0 && (zhDoseAsked.MatchString(string(rs[i+d:])) || zhCourseAsked.MatchString(string(rs[i+d:])) || zhBareTakenAsked(rs, i, d)) {
			v = 1 // "那 那个一天吃几次啊": asked how often, a drug's dose; "那个 吃几天", "那个 饭前吃还是饭后吃": its course, its time
		}
		if v > 0 && !thingNamedBefore(mentions, i) {
			add(Reference{Span: [2]int{i, i + d}, Kind: KindDrug, JustSaid: true})
		}
	}
	if hasAny(string(rs), zhDrugVerbs) || zhCausesAsked.MatchString(string(rs)) { // causeasked.go
		for _, p := range []string{"这玩意儿", "那玩意儿", "这玩意", "那玩意"} {
			if i := strings.Index(string(rs), p); i >= 0 {
				start := len([]rune(string(rs)[:i]))
				add(Reference{Span: [2]int{start, start + len([]rune(p))}, Kind: KindDrug})
			}
		}
	}
	return out
}

// pauseOpens reports whether a transcript's pause (a space) right before
// i opens a clause: at the turn's start, after a break, or after an opener
// or filler said alone ("那 那个要吃几天啊", "就是 这个吃了 开车行不行啊").
// After other words ("我买了点芒果 这个吃了") the clause goes on.
func pauseOpens(rs []rune, i int) bool {
	k := i
	for k > 0 && rs[k-1] == ' ' {
		k--
	}
	if k == i {
		return false
	}
	if k == 0 || isClauseBreak(rs[k-1]) || hasSuffixAny(rs[:k], zhPauseOpeners) > 0 {
		return true
	}
	// "中 那个 吃几天", "好 那个…": a word of assent said alone, at the
	// turn's start or after a break or a pause.
	n := hasSuffixAny(rs[:k], zhAssent)
	return n > 0 && (k-n == 0 || rs[k-n-1] == ' ' || isClauseBreak(rs[k-n-1]))
}

// zhAssent are words of assent said alone before a pause: 中 is Henan's
// "all right".
var zhAssent = []string{"中", "好", "行", "好的", "行吧", "哦", "噢", "对", "嗯嗯"}

// zhPauseOpeners are the openers and fillers said alone before a pause.
var zhPauseOpeners = append([]string{"就是", "嗯", "呃", "啊", "对了"}, zhClauseOpeners...) // "哦对了 那个 …": by the way (barethat.go)

// zhClauseOpeners may stand before a demonstrative that opens its clause
// ("那这个吃了…", "就那个吃完…"); zhTakenAfter are a verb of taking and
// its aspect, right after it.
var (
	zhClauseOpeners = []string{"那", "那么", "就", "可", "但", "但是", "还有", "医生", "大夫"}
	zhTakenAfter    = []string{"吃了", "吃完", "吃下去", "吃着", "吃多了", "服了", "用了", "用完", "打了", "喷了", "食咗", "食完", "食落去"}
	// zhMustTake and zhTakenHowLong ask how long a thing must be taken:
	// "要吃到", "还要吃多久", "要食几耐". Not "要吃" alone: "这个要吃吗" may
	// be offered food.
	// "它要连着吃几天" asks the same of a course by its days: 它 alone is no
	// drug ("它要吃东西" is a pet), but one whose course is asked after is.
	zhMustTake     = []string{"还要吃", "还得吃", "需要吃", "要连着吃", "要连续吃", "得连着吃", "要吃", "得吃", "仲要食", "要食", "要服"}
	zhTakenHowLong = []string{"到", "多久", "多长时间", "几耐", "几久", "几长时间", "几天", "几个礼拜", "几周"}
)

// zhDoseAsked, right after a demonstrative opening its clause, asks how
// often or how many a day it is taken: "那 那个一天吃几次啊", "这个一次吃几
// 片", "那个每天点几回". A dose is a drug's, as a course is; a food is
// counted in 个 ("鸡蛋一天吃几个"), which it does not ask.
var zhDoseAsked = regexp.MustCompile(`^\s*(?:一天|一日|每天|每日|一次|一回)(?:要|得|能)?(?:吃|用|打|喷|点|服|擦|抹|涂|贴|吸)(?:几|多少)(?:次|回|遍|片|粒|颗|顿|下|袋|包|支|毫升|喷)`)

// zhCourseAsked, right after a demonstrative opening its clause (a pause
// allowed), asks how long or when it is taken: "中 那个 吃几天能消肿啊",
// "那个 饭前吃还是饭后吃", "这个啥时候吃". A course and a time by meals are
// a drug's, as a dose is; the reference is still only a drug just named
// (JustSaid), so a food the turn or the window named is never it.
// "那个是不是要吃一辈子", "这个要一直吃吗": for life, too.
var zhCourseAsked = regexp.MustCompile(`^\s*(?:(?:是不是|是否|会不会)?(?:还|也)?(?:要|得|能)?(?:连着|连续)?(?:吃|用|服|喝|打|喷|点|擦|抹|涂|贴)(?:几天|多久|多长时间|几个礼拜|几个星期|几周|到啥时候|到什么时候|一辈子|一世|终身)` +
	`|(?:是不是|是否)?(?:要|得)(?:一直|长期|终身)(?:吃|用|服)` +
	`|(?:是)?(?:饭前|饭后|餐前|餐后|空腹|睡前)(?:吃|服|用|喝)?(?:还是|好|呢|吗|啊|行|对)|(?:啥时候|什么时候|几点)(?:吃|用|服|喝))`)

// thingNamedBefore reports whether the turn names, before i, a thing one
// takes that is no drug (a food, a drink, a habit, a procedure): "这个"
// may be it.
func thingNamedBefore(mentions []extract.Mention, i int) bool {
	for _, m := range mentions {
		switch m.Type {
		case ontology.TypeAllergen, ontology.TypeSocial, ontology.TypeProcedure, "food":
			if m.Span[1] <= i {
				return true
			}
		}
	}
	return false
}

// namesWhatFollows reports whether a purpose word or a mention starts at
// i: "新加上的那个降压的" is the new antihypertensive, not the newest drug.
func namesWhatFollows(rs []rune, i int, mentions []extract.Mention) bool {
	// A code-switched turn spaces the English it names: "吃的那个 blood
	// pressure 的药" is named by what follows as much as "吃的那个血压的药".
	for i < len(rs) && rs[i] == ' ' {
		i++
	}
	for _, words := range []map[string]string{zhForClass, zhForTopic} {
		for word := range words {
			if hasPrefixAny(rs[i:], []string{word + "的", word + "药"}) > 0 {
				return true
			}
		}
	}
	for _, m := range mentions {
		// "吃的那个治精神分裂的药": 治 and a condition is a purpose.
		if m.Span[0] == i || m.Span[0] == i+1 && i < len(rs) && rs[i] == '治' {
			return true
		}
	}
	// "吃的那个补铁的": a class stem names the class.
	return stemAt(rs, i)
}

func hasAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// zhGivenToo, opening a clause, asks whether a thing just said may be given
// to someone else too: "那个能不能给她也吃点", "这个可以给孩子吃吗". The
// demonstrative is the drug just said.
var zhGivenToo = regexp.MustCompile(`^(?:这个|那个|呢个|嗰个|它)\s*(?:能不能|能|可以|可不可以|能否)给(?:她|他|孩子|娃|小孩|[我俺]?(?:闺女|儿子|女儿|孙子|孙女|妈|爸|老伴儿?|爱人))(?:也)?(?:吃|用|喝)`)

// asksToTakeToo asks to take a drug as well as someone else: "我能不能也吃
// 点", "我也可以用吗", "could I take that too?", "can I also have some?".
var asksToTakeToo = regexp.MustCompile(`也(能|可以|想|要|得|来)?(吃|用|试|喝|抹|擦|贴|打|来点)|` +
	`\b(take|try|use|have)\b[^.?!]{0,24}\b(too|as well)\b|\balso (take|try|use|have)\b`)

// takersComplaints returns the symptoms the sentence of a reference said of
// a third person who takes the drug ("since he started on that one it's
// giving him the runs") gives that person: in a carer's turn, the
// patient's complaints, which the extractor gives someone else. Not
// negated nor supposed, and none already in have.
func takersComplaints(rs []rune, span [2]int, mentions []extract.Mention, have []string) []string {
	if !validSpan(span, len(rs)) {
		return nil
	}
	lo, hi := span[0], span[1]
	for lo > 0 && !sentenceEnd(rs[lo-1]) {
		lo--
	}
	for hi < len(rs) && !sentenceEnd(rs[hi]) {
		hi++
	}
	var out []string
	for _, m := range mentions {
		if m.Type != ontology.TypeSymptom || m.Assertion.Negated || m.Assertion.Hypothetical || m.Span[0] < lo || m.Span[1] > hi ||
			m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient || slices.Contains(have, m.ConceptID) || slices.Contains(out, m.ConceptID) {
			continue
		}
		out = append(out, m.ConceptID)
	}
	return out
}

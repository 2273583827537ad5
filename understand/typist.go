package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// On an internet-hospital chat a relative may type on the patient's own
// account and say so once: "这是我爸的账号 就诊人是我爸 65岁 我是他闺女 帮他
// 打字问一下" (zh/y1). The record is the account holder's, and from then on
// the typist's words are read as a companion's are (speakers.go), with no
// label to mark them:
//
//   - "他", "她", and the typist's word for the patient ("我爸", "孩子") are
//     the patient: "我爸前列腺不太好 本来就尿频";
//   - what the typist tells of themselves ("我自己去年查出来甲减") is the
//     patient's relative's: an illness is family history under the
//     typist's relation to the patient, anything else (their own drug) is
//     written nowhere;
//   - the typist's other relatives are the patient's only where the
//     kinship is plain: a daughter's 奶奶 is her father's mother, a
//     mother's husband ("孩子他爸") the child's father; her own mother,
//     typing for her father, is his wife, no family history.
//
// The announcement holds for the rest of the session.

// typistAnnounce is said where someone types for another: the account,
// the one seen, or the typing itself.
var typistAnnounce = []string{"账号", "帐号", "账户", "这个号", "号是", "就诊人", "建的档", "帮他", "帮她", "替他", "替她", "代他", "代她", "打字", "帮我", "替我", "代我", "帮俺", "替俺", "代俺"}

// asksForKin announces too: "替奶奶问问", "帮我妈问一下", "代孩子问的" (s42 blind
// round 7: "我是她孙女，替奶奶问问" was no typist, and the granddaughter's
// own migraine became the grandmother's). Who the typist is still needs
// typistSelf or typingForKin.
var asksForKin = regexp.MustCompile(`(帮|替|代)[^，。！？,.!?]{1,4}问`)

// typistSelf: "我是他闺女", "我是患者的儿子", "我是他妈妈", Sichuan "我是娃
// 儿的妈妈" (s49, blind round 17 zh04) (the kin follows), "我是伢子他妈" (the
// child's mum with the pronoun for 的: s53 blind round 21 zh07);
// at a later visit "我还是他闺女", "还是我，他儿子" (typistAgain).
var typistSelf = regexp.MustCompile(`(?:[我俺](?:还|又|仍然|依然|依旧)?是|(?:还|又)是[我俺][，,、 ]*)(他|她|患者|病人|孩子|宝宝|娃儿|娃娃|小娃|细路|伢子|老人家|老人)(?:的|他|她)?`)

// typistAgain announces on its own: "大夫，我还是他闺女", "还是我，他儿子" (s49,
// blind round 17 zh03 and zh20, the second visit) say the speaker speaks
// for the patient again, where "我是他闺女" alone might not.
var typistAgain = regexp.MustCompile(`(?:[我俺](?:还|又|仍然|依然|依旧)是|(?:还|又)是[我俺][，,、 ]*)(?:他|她)的?`)

// selfOfTheSeen announces on its own: "我是孩子妈妈", "我是患者的女儿" say who
// the speaker is to the one the consultation is about, where "我是他闺女"
// alone may only tell whose someone else's word it is (s43 blind round 8).
// The kin must follow, as for typistSelf.
var selfOfTheSeen = regexp.MustCompile(`我是(患者|病人|患儿|孩子|小孩|小孩子|小朋友|宝宝|娃儿|娃娃|小娃|细路|伢子)(?:的|他|她)?(妈|爸|母亲|父亲|女儿|儿子|闺女|家属|奶奶|爷爷|外婆|外公|姥姥|姥爷)`)

// askedForKinRe: "帮孩子问一下", "替奶奶问问": the kin asked for is the
// patient, with no 我 before it.
var askedForKinRe = regexp.MustCompile(`(?:帮|替|代)([^我你他她，。！？,.!?]{1,3})问`)

// askedAgainForKinRe: "帮外孙再问问" (s51 blind round 20 zh15, the second
// visit), asking again for the kin. The adverb is needed: read with a bare
// "帮老伴问问" too, it took a wife's diabetes, told before she said she
// asked for her husband, as her own (zh dev zh-a1-016).
var askedAgainForKinRe = regexp.MustCompile(`(?:帮|替|代)([^我你他她，。！？,.!?]{1,3}?)(?:再|又)问`)

// askedForKin returns the relation of the kin asked for, as in
// askedForKinRe, or "".
func askedForKin(text string) string {
	m := askedForKinRe.FindStringSubmatch(text)
	if again := askedAgainForKinRe.FindStringSubmatch(text); again != nil {
		m = again
	}
	if m == nil {
		return ""
	}
	if who, n := kinAfter([]rune(m[1])); who != "" && n == len([]rune(m[1])) {
		return who
	}
	return ""
}

// typingForKin: "就诊人是我爸", "这是我爸的账号", "帮我妈问", "这个号是我妈的"
// (the kin follows each match).
var typingForKin = regexp.MustCompile(`(就诊人|患者|病人|看病的)(是|系)[我俺]|(帮|替|代|给)[我俺]|号是[我俺]|这是[我俺]|是[我俺]`)

// kinAfter returns the relation a kin word at the start of rs names, the
// longest that is one ("爸的账号" is "father"), and its length.
func kinAfter(rs []rune) (string, int) {
	for n := min(len(rs), 4); n > 0; n-- {
		if who := extract.SpeakerAlone(string(rs[:n])); who != "" && who != extract.Other {
			return who, n
		}
	}
	// A one-character kin word names kin only owned: "我是他姐，替我弟问问"
	// (s49, blind round 18 zh14) is read as "我姐", "我弟".
	if len(rs) > 0 {
		if who := extract.SpeakerAlone("我" + string(rs[:1])); who != "" && who != extract.Other && who != extract.Patient {
			return who, 1
		}
	}
	return "", 0
}

// typistOf returns, for a patient turn where someone says they type for
// the patient (see above), who they are to the patient and who the
// patient is to them; "", "" otherwise.
func typistOf(raw string) (typist, typingFor string) {
	text := extract.Normalize(raw)
	if typist, typingFor := englishProxyOf(strings.ToLower(text)); typist != "" {
		if spokenForDied(strings.ToLower(text), typingFor) {
			return "", "" // "I'm here about my husband, he died in May" (spokenfordied.go)
		}
		return typist, typingFor
	}
	if typist, typingFor := staffCallingOf(strings.ToLower(text)); typist != "" {
		return typist, typingFor // "I'm a carer at Rowan House, calling about Mr Patel" (carercalling.go)
	}
	if typist, typingFor := paidCarerOf(text); typist != "" {
		return typist, typingFor // "我是照顾老爷子的护工…我替他说"
	}
	text = mandarinAnnouncement(text) // "我系BB阿妈，帮佢问下", "帮阿拉儿子问问" (dialectannounce.go)
	if !containsAny(text, typistAnnounce) && !asksForKin.MatchString(text) && !selfOfTheSeen.MatchString(text) && !typistAgain.MatchString(text) {
		return "", ""
	}
	if asksFirstForKin(text) {
		return "", "" // "先帮我老伴问一句": the relative's question first, then the speaker's own (askedfirst.go)
	}
	if typist, typingFor := namedKinAnnounced(text); typist != "" {
		return typist, typingFor // "我系陈婆婆个女 帮佢问" (namedkinannounce.go)
	}
	rs := []rune(text)
	pronoun := ""
	for _, loc := range typistSelf.FindAllStringSubmatchIndex(text, -1) {
		end := len([]rune(text[:loc[1]]))
		if who, _ := kinAfter(rs[end:]); who != "" {
			typist, pronoun = who, text[loc[2]:loc[3]]
			break
		}
	}
	for _, loc := range typingForKin.FindAllStringIndex(text, -1) {
		end := len([]rune(text[:loc[1]]))
		if end < len(rs) && rs[end] == '家' && (strings.HasSuffix(text[:loc[1]], "我") || strings.HasSuffix(text[:loc[1]], "俺")) {
			end++ // "帮我家孩子问一下": 我家 is my
		}
		who, n := kinAfter(rs[end:])
		if who == "" {
			continue
		}
		after := string(rs[end+n:])
		if matched := text[loc[0]:loc[1]]; strings.HasPrefix(matched, "是") || strings.HasPrefix(matched, "这是") {
			// "是我" alone says nothing of typing: only "是我爸的账号/号".
			if startsWithAny(after, []string{"的账号", "的帐号", "的号", "的账户", "的档"}) == "" {
				continue
			}
		}
		typingFor = who
		break
	}
	if typingFor == "" {
		typingFor = askedForKin(text) // "帮孩子问一下"
	}
	switch {
	case typist == "" && typingFor == "":
		return "", ""
	case typist == "":
		typist = inverseKin(typingFor)
	case typingFor == "":
		typingFor = inverseKin(typist)
		if typingFor == "parent" && pronoun == "他" {
			typingFor = "father"
		} else if typingFor == "parent" && pronoun == "她" {
			typingFor = "mother"
		}
	}
	if typist == "" || typingFor == "" {
		return "", ""
	}
	return typist, typingFor
}

// A relative who speaks for the patient in English says so once, as the
// typist does on a Chinese account: "I've brought my son in, he's had a
// temperature since last night", "I'm calling about my mum", "I'm her
// daughter. Mum's been falling a lot" (black-box test, session 39), "I'm
// Jake's mom, he's 14" (blind round 5, session 41). From
// then on "he", "she" and "my son" are the patient, and what the speaker
// tells of themself is not.
var (
	// englishProxyFor: the patient named by the speaker's kin word.
	// Typing, messaging, texting and enquiring for a relative (s43 blind
	// round 8: "I'm typing for my son Jake, he's 7") say it as calling does;
	// "my son is typing for me" names no one spoken for. An interpreter
	// who is family ("I'm interpreting for my mother", s44 blind round 11
	// en03) speaks for them too.
	// A word of age or size before the kin word ("I've brought my young
	// lad in", s47 blind round 15 en03) still names the kin.
	englishProxyFor = regexp.MustCompile(`\b(?:i've|i have|i|we've|we have|we) (?:brought|bring|brung) (?:in )?my (?:(?:young|little|wee|baby|youngest|eldest|oldest|middle) )?([a-z]+)|` +
		`\b(?:i'm|i am|we're|we are) (?:here|calling|ringing|phoning|asking|writing|typing|messaging|texting|emailing|enquiring|inquiring|interpreting|translating) (?:this )?(?:with|about|aboot|for|on behalf of) (?:my|ma) (?:(?:young|little|wee|baby|youngest|eldest|oldest|middle) )?([a-z]+)|` +
		`\b(?:calling|ringing|phoning|here|asking|writing|typing|messaging|texting|emailing|enquiring|inquiring) (?:this )?on behalf of my ([a-z]+)|` +
		`^\W*(?:(?:hi|hello|hey)\W+)?(?:typing|messaging|texting|writing|asking) (?:this )?for my ([a-z]+)|\bmy ([a-z]+) is the patient\b|` +
		// Jamaican "Mi a call bout mi madda" (review 12 E03).
		`\b(?:mi|me) a (?:call|calling|ring|ringing|ask|asking) (?:bout|about|fi|for) (?:mi|me|my) ([a-z]+)`)
	// englishProxySelf: the speaker's relation to the patient, by pronoun,
	// also with a word of birth order ("I be her first son", Nigerian
	// English, followup dev fu-en-y1-029).
	englishProxySelf = regexp.MustCompile(`\b(?:i'm|i am|i be|this is) (his|her) (?:(?:first|second|third|eldest|oldest|youngest|younger|older|only|middle|last) )?([a-z]+)\b`)
	// englishProxyNameFirst: the speaker's name, then the relation, set off
	// as an introduction is: "Hi, it's Sharon, his wife, I'm calling about
	// Trev" (session 74's review 17, E10). Not "I'm worried, his dad had a
	// heart attack at 50": the relation must end its phrase.
	englishProxyNameFirst = regexp.MustCompile(`\b(?:i'm|i am|this is|it's) [a-z]+, (his|her) ([a-z]+)(?:,|\.|$| here| speaking| calling| ringing| phoning)`)
	// englishProxyNamed: the speaker's relation to the patient, by the
	// patient's name: "I'm Jake's mom, he's 14", also after the one
	// addressed: "Hi doctor, I'm Aoife's mam, I've brought her in" (r16
	// en03: her fever, vomiting and amoxicillin went in as no one's).
	// englishProxyOfThe: the speaker's relation said with "of" before the
	// patient: "I am the mother of baby Tobi, he is 9 months" (review 12
	// E16).
	englishProxyOfThe = regexp.MustCompile(`\b(?:i'm|i am|this is) the (mother|mum|mom|mam|father|dad|daughter|son|wife|husband|grandmother|grandfather|granddaughter|grandson|sister|brother) of\b`)
	englishProxyNamed = regexp.MustCompile(`^\W*(?:hi|hello|hey|hiya|morning|good morning|good afternoon|good evening)?\W*(?:(?:doc|doctor|dr|nurse|sister|there)\W+)?(?:i'm|i am|this is) [a-z]+'s ([a-z]+)\b`)
)

// englishProxyOf returns who an English speaker who speaks for the
// patient is to them, and who the patient is to the speaker (see above).
func englishProxyOf(text string) (typist, typingFor string) {
	if m := englishProxyFor.FindStringSubmatch(text); m != nil {
		for _, w := range m[1:] {
			who := extract.SpeakerAlone(w)
			if who == "" && w != "" {
				who = extract.SpeakerAlone("my " + w) // "lad", "boy" name a child only as "my lad", "my boy"
			}
			if w != "" && who != "" && who != extract.Other && inverseKin(who) != "" {
				return inverseKin(who), who
			}
		}
	}
	if typist, typingFor := proxyForKinName(text); typist != "" {
		return typist, typingFor // "I'm typing for Mum" (typingforname.go)
	}
	if typist, typingFor := introducedAskingFor(text); typist != "" {
		return typist, typingFor // "I'm the mummy, asking for my girl" (introducedasking.go)
	}
	if typist, typingFor := itsHisKinOf(text); typist != "" {
		return typist, typingFor // "Hi, it's her dad. Our little one is 4 months" (itsherdad.go)
	}
	if typist, typingFor := comeForOf(text); typist != "" {
		return typist, typingFor // "is Marcia, the daughter, mi come fi Mummy" (comefor.go)
	}
	if m := englishProxyNamed.FindStringSubmatch(text); m != nil {
		if who := extract.SpeakerAlone(m[1]); who != "" && who != extract.Other && inverseKin(who) != "" && who != "parent" {
			return who, inverseKin(who)
		}
	}
	if m := englishProxySelf.FindStringSubmatch(text); m != nil {
		return relationTo(extract.SpeakerAlone(m[2]), m[1] == "his")
	}
	if m := englishProxyNameFirst.FindStringSubmatch(text); m != nil {
		return relationTo(extract.SpeakerAlone(m[2]), m[1] == "his")
	}
	if m := englishProxyOfThe.FindStringSubmatch(text); m != nil {
		return relationTo(extract.SpeakerAlone(m[1]), hasAnyWord(text, []string{"he", "he's", "his", "him"}) && !hasAnyWord(text, []string{"she", "she's", "her"}))
	}
	return "", ""
}

// relationTo returns who the speaker is (self, a kin word) to the one a
// pronoun calls, and who that one is to the speaker; "", "" when self is
// no kin. A child speaking of a parent speaks of a father by "his" or 他
// and of a mother by "her" or 她.
func relationTo(self string, male bool) (typist, typingFor string) {
	if self == "" || self == extract.Other || inverseKin(self) == "" {
		return "", ""
	}
	typingFor = inverseKin(self)
	if typingFor == "parent" && male {
		typingFor = "father"
	} else if typingFor == "parent" {
		typingFor = "mother"
	}
	return self, typingFor
}

// inverseKin returns who the other is to a relative of the given
// relation: a father's or mother's child is a "child", a child's
// parent a "parent".
func inverseKin(who string) string {
	switch who {
	case "father", "mother", "parent":
		return "child"
	case "child":
		return "parent"
	case "grandparent":
		return "grandchild"
	case "grandchild":
		return "grandparent"
	case "sibling", extract.Spouse:
		return who
	}
	return ""
}

// typistNow returns who types for the patient in this session, as the
// latest patient turn that said so told it (see above).
func typistNow(prior []Prior) (typist, typingFor string) {
	for k := len(prior) - 1; k >= 0; k-- {
		if p := prior[k]; p.Speaker == Patient && p.Reading.Typist != "" {
			return p.Reading.Typist, p.Reading.TypingFor
		}
	}
	return "", ""
}

// paternalGrand and maternalGrand are a grandparent's words by side.
var (
	paternalGrand = map[string]string{"奶奶": "mother", "爷爷": "father", "嫲嫲": "mother", "阿嫲": "mother", "阿嬷": "mother", "祖母": "mother", "祖父": "father"}
	maternalGrand = map[string]string{"外婆": "mother", "外公": "father", "姥姥": "mother", "姥爷": "father", "外祖母": "mother", "外祖父": "father"}
)

// husbandWords and wifeWords are a spouse's words by sex.
var (
	husbandWords = []string{"老公", "丈夫", "孩子他爸", "孩子他爹", "我先生", "先生", "当家的"}
	wifeWords    = []string{"老婆", "妻子", "媳妇", "孩子他妈", "孩子他娘", "我太太", "太太"}
)

// typistsKin returns who the typist's relative, named by word, is to the
// patient (see above), or Other when the reading cannot tell.
func typistsKin(typist, typingFor string, w extract.PersonWord, word string) string {
	word = strings.TrimPrefix(strings.TrimPrefix(word, "我"), "俺")
	switch {
	case w.Who == typingFor:
		return extract.Patient
	case typist == "child" && w.Who == "grandparent":
		if typingFor == "father" && paternalGrand[word] != "" {
			return paternalGrand[word]
		}
		if typingFor == "mother" && maternalGrand[word] != "" {
			return maternalGrand[word]
		}
	case typist == "child" && (w.Who == "father" || w.Who == "mother"):
		return extract.Spouse // her own mother, typing for her father: his wife
	case (typist == "mother" || typist == "father" || typist == "parent") && w.Who == extract.Spouse:
		if containsAny(word, husbandWords) {
			return "father"
		}
		if containsAny(word, wifeWords) {
			return "mother"
		}
	case (typist == "mother" || typist == "father" || typist == "parent") && (w.Who == "father" || w.Who == "mother"):
		return "grandparent"
	case typist == extract.Spouse && w.Who == "child":
		return "child"
	}
	return extract.Other
}

// typistAside are words after the typist's "我" that make it no subject of
// a finding: the typist asks, relays or helps ("我问问", "我帮他", "我们").
var typistAside = []string{"们", "问", "帮", "替", "给", "跟", "回去", "去问", "去看", "去查", "看了", "量了", "刚", "说", "觉得", "想", "怕", "担心"}

// pronounsOfThePatient gives a clinician's or the assistant's "he" or
// "she", in a session where a relative speaks for the patient, to the
// patient: "Is she still taking the digoxin?" asks of the mother brought
// in, and was no question at all. A pronoun right after another person
// named ("your husband, is he…") stays that person's.
func pronounsOfThePatient(x extract.Result, text string) extract.Result {
	tx := newText(text)
	rs := []rune(text)
	return reassigned(x, func(m extract.Mention) (extract.Assertion, bool) {
		if m.Type == "family" {
			return m.Assertion, false
		}
		seg := string(rs[tx.sentenceStart(m.Span[0]):m.Span[0]])
		words := extract.PersonWords(seg)
		if len(words) == 0 || words[len(words)-1].Who != extract.Pronoun || pronounOfAnother(words, "", []rune(extract.Normalize(seg))) {
			return m.Assertion, false
		}
		a := m.Assertion
		a.Experiencer = extract.Patient
		return a, true
	})
}

// pronounOfAnother reports whether the last of a sentence's person words
// is a pronoun right after another person named, who is neither the
// speaker nor the patient (typingFor, the patient's relation to a typist):
// that pronoun is the person just named.
func pronounOfAnother(words []extract.PersonWord, typingFor string, seg []rune) bool {
	n := len(words)
	if n < 2 || words[n-1].Who != extract.Pronoun {
		return false
	}
	if a, b := words[n-2].End, words[n-1].Start; a <= b && b <= len(seg) && extract.ActedOnBy(string(seg[a:b])) {
		return false // "我妈给她停了": she is whom the mother acted for
	}
	before := words[n-2].Who
	return before != extract.Patient && before != extract.Pronoun && before != typingFor
}

// englishSelf are the English words of the speaker themself, who in a
// relative's account is not the patient.
var englishSelf = map[string]bool{"i": true, "me": true, "mi": true, "my": true, "i'm": true, "i've": true, "im": true, "ive": true, "myself": true, "mine": true, "i'd": true, "i'll": true}

// englishAside make the speaker's "I" no subject of what follows: they
// act for the patient or tell what they saw ("I gave him Calpol", "I
// think he's got a temperature", "I've been giving her paracetamol").
var englishAside = []string{"gave", "give", "giving", "given", "been giving", "think", "thought", "noticed", "checked", "took", "measured", "saw",
	"found", "worry", "worried", "am worried", "'m worried", "feel like", "got him", "got her", "put him", "put her", "brought", "bring", "called", "rang", "phoned",
	"have been giving", "'ve been giving", "'ve given", "have given", "tried him", "tried her",
	// "I scared it's dengue" (s46 blind round 14 en05): a fear for the
	// patient, not the speaker's own illness.
	"scared", "am scared", "'m scared", "afraid", "am afraid", "'m afraid", "fear", "wonder", "wondering", "suspect", "reckon", "guess", "hope"}

// typistsWords gives each mention in a patient turn typed by a relative
// (see above) to whom the typist's words make it about.
func typistsWords(x extract.Result, text, typist, typingFor, grandparent string) extract.Result {
	if typist == "" {
		return x
	}
	tx := newText(text)
	rs := []rune(text)
	return reassigned(x, func(m extract.Mention) (extract.Assertion, bool) {
		if m.Type == "family" {
			return m.Assertion, false
		}
		seg := withoutOpeningSelfByName(withoutOpeningSelf(string(rs[tx.sentenceStart(m.Span[0]):m.Span[0]])))
		if typist == paidCarerTypist {
			seg = withoutCarerOpener(seg) // "我是照顾王阿姨的护工，她…": 她 is 王阿姨 (carerwhom.go)
		} // "我是他女儿，他晚上老咳嗽" (relativeinterjects.go), "its kayleighs mum again … her" (itsnamedkin.go)
		if low := strings.ToLower(seg); strings.HasSuffix(low, " ma ") || low == "ma " {
			seg = seg[:len(seg)-3] + "my " // Scots "it sets ma asthma off": the speaker's own (review 15 E15)
		}
		words := extract.PersonWords(seg)
		if len(words) == 0 {
			return m.Assertion, false
		}
		w := words[len(words)-1]
		nrs := []rune(extract.Normalize(seg))
		word := string(nrs[w.Start:min(w.End, len(nrs))])
		a := m.Assertion
		switch {
		case w.Who == extract.Patient:
			mine := strings.HasPrefix(word, "我") || strings.HasPrefix(word, "俺") || englishSelf[word]
			if n := len(words); !mine && n > 1 && words[n-2].End == w.Start && words[n-2].Who == extract.Patient {
				mine = true // "我" and "自己" matched apart: "我自己"
			}
			if !mine || word == "我们" || word == "俺们" {
				return m.Assertion, false // "自己买的": the patient's own doing, as the typist tells it
			}
			if rest := string(nrs[min(w.End, len(nrs)):]); startsWithAny(rest, typistAside) != "" || startsWithAny(strings.TrimLeft(rest, " "), englishAside) != "" {
				return m.Assertion, false
			}
			a.Experiencer, a.Subject = extract.Other, ""
			if (m.Type == "condition" || m.Type == "symptom" && !typistsFeelings[m.ConceptID]) && extract.BloodRelative(typist) {
				a.Experiencer = typist // "我自己去年查出来甲减": the daughter's, family history
			}
		case pronounOfAnother(words, typingFor, nrs):
			return m.Assertion, false // "我婆婆也是腿肿，她是肾不好": 她 is the mother-in-law just named
		case w.Who == extract.Pronoun:
			a.Experiencer = extract.Patient // "他说脚底下有点麻"
		case w.Theirs:
			return m.Assertion, false // "他奶奶": the patient's own, as read
		case w.Who == "grandparent" && anotherGrandparent(strings.TrimPrefix(strings.TrimPrefix(word, "我"), "俺"), grandparent) != "":
			a.Experiencer = anotherGrandparent(strings.TrimPrefix(strings.TrimPrefix(word, "我"), "俺"), grandparent) // "帮我奶奶问下" … "我爷爷是肺癌走的": her husband
		case grandchildByChildWord(typingFor, w, word):
			a.Experiencer = extract.Patient // "我帮孙子问问。孩子两岁半，拉肚子两天了" (grandchildspokenfor.go)
		case childBySiblingWord(typist, word, string(nrs[min(w.End, len(nrs)):])):
			a.Experiencer = extract.Patient // "我是小孩的妈妈，帮他问一下。弟弟三岁，上礼拜中耳炎"
		case w.Mine || w.Who == typingFor || w.Who == extract.Spouse:
			a.Experiencer = typistsKin(typist, typingFor, w, word)
		default:
			return m.Assertion, false
		}
		return a, true
	})
}

// typistsFeelings are how a relative who types for the patient feels about
// it ("so I'm a bit jumpy", "I'm just stressed about her", session 72's
// review 10): no family history, and nobody's record.
var typistsFeelings = map[string]bool{"sym:anxiety": true, "sym:stress": true, "sym:worry": true, "sym:irritability": true,
	"sym:agitation": true, "sym:low_mood": true, "sym:chest_palpitation_anxiety": true}

// spokenForByOwnWord gives to the patient what a statement built from a
// turn's words rather than from one mention (a place and its state, "腿不
// 肿了") tells of the typist's own word for them: "我爸这礼拜腿不肿了"
// typed by his daughter (s49, blind round 17 zh03). Only where the turn
// names no one else by that relation ("他爸", "her dad": the patient's own
// father).
func spokenForByOwnWord(text string, st []Statement, typist, typingFor string) []Statement {
	if typist == "" || typingFor == "" || typingFor == extract.Patient {
		return st
	}
	own := false
	for _, w := range extract.PersonWords(text) {
		if w.Who != typingFor {
			continue
		}
		if !w.Mine {
			return st
		}
		own = true
	}
	if !own {
		return st
	}
	for i := range st {
		if st[i].Experiencer == typingFor {
			st[i].Experiencer = extract.Patient
		}
	}
	return st
}

// childAgeTold, right after "弟弟" or "妹妹", gives the child's age.
var childAgeTold = regexp.MustCompile(`^\s*(?:今年|才|已经|已經|刚|刚满|满)?[零一二两三四五六七八九十\d]+(?:岁|歲|周岁|个月|個月)`)

// childBySiblingWord reports whether a parent typing for their child names
// the child as "弟弟" or "妹妹", as Taiwanese and southern parents do, and
// says the child's age right after: "我是小孩的妈妈，帮他问一下。弟弟三岁，上礼拜
// 中耳炎" (session 71's review 8, Z12) gave the child's otitis media and
// rash to a younger brother. Without the age, "弟弟也咳嗽" may be the
// patient's brother, and stays his.
func childBySiblingWord(typist, word, rest string) bool {
	return (typist == "mother" || typist == "father" || typist == "parent") && (word == "弟弟" || word == "妹妹") && childAgeTold.MatchString(rest)
}

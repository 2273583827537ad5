package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A carer speaking for the patient ("我妈那个药", "the one you're starting
// him on") may name a drug of their own in the same session ("我自己…吃的
// 是阿仑膦酸钠", "I'm on sertraline myself"). The extractor reads that drug
// as the patient's, since the turn is the patient's and says "I"; a
// reference said of the third person is never it, though it is the last
// drug named.

// selfMarker sets a speaker's own apart from someone else's: "myself", "my
// own", "我自己", "俺自个儿".
var selfMarker = regexp.MustCompile(`(?i)\b(?:myself|my own|me own)\b|(?:我|俺)(?:自己|自个儿?|本人)`)

// thirdPersonTaker is a pronoun for the one who is given or takes the
// drug in an English turn: "the one you're starting him on", "does she take
// it". Not a possessive ("can I take it with his?" is the patient's own
// "it"), nor a pronoun doing something else ("can he start it again?" of
// the psychiatrist).
//
// The taker may be the subject who went on it too: "since he started on
// that one", "she's been on that one a month". Not "can he start it again?",
// where no "on" follows.
var thirdPersonTaker = regexp.MustCompile(`(?i)\b(?:start(?:ing|ed)?|put(?:ting)?|giv(?:e|ing)|gave) (?:him|her) on\b|` +
	`\b(?:does|do|should|can|could|will|would|must) (?:he|she) (?:take|have|use|keep taking)\b|` +
	`\b(?:he|she)(?:'s| has| had| was| is)?(?: been| just| only)? (?:start(?:s|ed)?|went|gone|go(?:es)?) on\b|` +
	`\b(?:he|she)(?:'s| has| had) been (?:on|taking|using)\b`)

// yoursMarker, in the assistant's or a clinician's sentence, gives a drug
// to the one speaking with them: "is yours", "stays yours", "your own
// medicine", "是您自己的", "记在您自己名下".
var yoursMarker = regexp.MustCompile(`(?i)\b(?:is|are|stays?|remains?) (?:yours|your own)\b|\byour own (?:medicine|medication|drug|tablets?|pills?|prescription)\b|(?:是|记在|算)(?:您|你)(?:自己|本人)`)

// speakersOwnDrugs returns the drugs (and conditions: "I suffer with
// migraine myself") a patient's turn claims for the speaker
// with a self-marker in the same sentence: in a carer's session, the
// speaker's, not the patient's.
//
// The assistant or a clinician may say so for them: "Noted, the metformin
// is yours", "the ropinirole stays yours", "二甲双胍是您自己的药".
func speakersOwnDrugs(turns []WindowTurn) map[string]bool {
	out := map[string]bool{}
	for _, t := range turns {
		marker := selfMarker
		if t.Speaker != extract.Patient {
			marker = yoursMarker
		}
		rs := []rune(t.Text)
		for _, m := range t.Mentions {
			if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeCondition) && validSpan(m.Span, len(rs)) && marker.MatchString(sentenceAround(rs, m.Span)) {
				out[m.ConceptID] = true
			}
		}
	}
	return out
}

// sentenceAround returns the sentence of rs that holds span: a speaker
// may set a drug apart before it ("我自己前两年…，吃的是…") or after it
// ("I'm on sertraline myself").
func sentenceAround(rs []rune, span [2]int) string { return partAround(rs, span, sentenceEnd) }

func sentenceEnd(r rune) bool {
	return strings.ContainsRune(".!?。！？；;\n", r)
}

// saidOfAnother reports whether the reference at span is said of a third
// person as the one who takes the drug: a relative or pronoun possessing
// it right before ("我妈那个药", "Dad's", "his water pill"), or in English a
// pronoun taking it later in the sentence ("the one you're starting him
// on"). A relative earlier in the clause is not it ("闺女寄回来的那个":
// the daughter sent it).
func saidOfAnother(rs []rune, span [2]int) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	if who := extract.LastPerson(possessorBefore(rs, span[0])); who != "" && who != extract.Patient && possessed(rs, span) {
		return true
	}
	return thirdPersonTaker.MatchString(sentenceAround(rs, span))
}

// relativePossesses reports whether a relative possesses the phrase at
// span, said right before it: "Mum's water tablet", "我爸那个降糖药".
func relativePossesses(rs []rune, span [2]int) bool {
	if !validSpan(span, len(rs)) {
		return false
	}
	who := extract.LastPerson(possessorBefore(rs, span[0]))
	return who != "" && who != extract.Patient && possessed(rs, span)
}

// carerSession reports whether the window shows a carer speaking for the
// patient: one who says so (WindowMention.Proxy), or a drug the speaker claimed as their own that the patient's
// record does not hold ("I'm on furosemide myself", "the flecainide is
// your own medicine"). Held by the record, it is the patient's, who speaks
// for themselves.
func carerSession(in Input) bool {
	if slices.ContainsFunc(in.Window, func(w WindowMention) bool { return w.Proxy }) {
		return true
	}
	for _, w := range in.Window {
		if w.SpeakersOwn && (w.Type == ontology.TypeDrug || w.Type == ontology.TypeCondition) && !slices.ContainsFunc(in.Record, func(f entity.Fact) bool {
			return f.Attributes[conceptAttribute] == w.ConceptID
		}) {
			return true
		}
	}
	return false
}

// possessed reports whether the words before the reference possess it
// rather than do something to it: a Chinese reference that starts with a
// demonstrative ("我妈那个药", not "闺女寄回来的那个", where she sent it), an
// English one after a possessive ("Dad's", "his").
func possessed(rs []rune, span [2]int) bool {
	if hasPrefixAny(rs[span[0]:], []string{"那", "这", "哪"}) > 0 {
		return true
	}
	if before := []rune(strings.TrimRight(clauseBefore(rs, span[0]), " ")); hasSuffixAny(before, []string{"那个", "这个"}) > 0 {
		// "他那个 新加的那个胰岛素": the possessor's demonstrative, then a
		// pause and the phrase restarted with its recency word.
		return true
	}
	w := strings.ToLower(possessorBefore(rs, span[0]))
	return strings.HasSuffix(w, "'s") || w == "his" || w == "her"
}

// possessorBefore returns the word that may possess what starts at start:
// the last English word, or the last three characters before a Chinese
// phrase, past a 的.
func possessorBefore(rs []rune, start int) string {
	b := []rune(strings.TrimSuffix(strings.TrimRight(clauseBefore(rs, start), " "), "的"))
	if len(b) > 0 && isWordRune(b[len(b)-1]) {
		i := len(b)
		for i > 0 && isWordRune(b[i-1]) {
			i--
		}
		return string(b[i:])
	}
	return string(b[max(0, len(b)-3):])
}

// withoutSpeakersOwn returns the window without the drugs the speaker
// claimed as their own, for a reference said of a third person.
//
// In a carer's session (carer: carerSession) whose speaker speaks of the
// patient in the third person (WindowMention.ByCarer), the carer's own drug
// is no referent of any reference but their "mine": after "我是她闺女 …
// 我自己吃阿托伐他汀也抽过", "五月份吃上那个药以后 晚上小腿抽" is the
// mother's drug, though the reference names no one and the carer's drug
// was the last one said.
func withoutSpeakersOwn(ref Reference, window []WindowMention, carer bool) []WindowMention {
	drop := func(w WindowMention) bool {
		return w.SpeakersOwn && (ref.OfAnother || ref.ForRelative || carer && w.ByCarer && !ref.Own)
	}
	if !slices.ContainsFunc(window, drop) {
		return window
	}
	return slices.DeleteFunc(slices.Clone(window), drop)
}

// thirdPersonWord is a pronoun for someone else as the one spoken of in a
// patient's turn: "she keeps forgetting", "我是她闺女", "她最近老说心慌".
// Not a possessive ("can I take it with his?", "他的"), "其他" (other) nor
// "他们" (they).
var thirdPersonWord = regexp.MustCompile(`(?i)\b(?:he|she|him)\b|(?:^|[^其])[她他](?:[^们的]|$)`)

// speaksOfAnother reports whether the speaker speaks of the patient as
// someone else: a turn of the patient's says he or she ("我是她闺女",
// "she's been on it"), or the turn being read (the last) names a relative
// ("我妈那个 呃 刚说的那个"). A speaker who claims a drug as their own there is
// a carer; one who only names a relative's drug earlier ("My husband's on
// warfarin. I'm on sertraline myself.") may be the patient, whose own drug
// the record lacks.
func speaksOfAnother(turns []WindowTurn) bool {
	for i, t := range turns {
		if t.Speaker != extract.Patient {
			continue
		}
		if thirdPersonWord.MatchString(t.Text) || i == len(turns)-1 && len(extract.People(t.Text)) > 0 {
			return true
		}
	}
	return false
}

// A drug someone else is told to have taken: the clause before the
// reference names them, then a verb of having taken it ("我儿子打了那个针",
// "my son had that jab"). Past forms only: "can my husband take that one
// too?" asks about the patient's drug.
var (
	zhTookVerbs = []string{"吃了", "吃过", "打了", "打过", "用了", "用过", "抹了", "喷了"}
	enTookVerbs = map[string]bool{"had": true, "took": true, "got": true, "tried": true, "used": true, "started": true}
)

// takenByAnother reports whether the reference starting at start is a drug
// the clause before it says another person took: theirs, never one of the
// patient's, as a class phrase said of a relative is.
func takenByAnother(rs []rune, start int) bool {
	if start > len(rs) {
		return false
	}
	clause := []rune(strings.ToLower(strings.TrimRight(clauseBefore(rs, start), " ")))
	if who := extract.LastPerson(string(clause)); who == "" || who == extract.Patient {
		return false
	}
	if hasSuffixAny(clause, zhTookVerbs) > 0 {
		return true
	}
	words := strings.Fields(string(clause))
	return len(words) >= 2 && enTookVerbs[words[len(words)-1]]
}

// relPossessive is an English possessive word: "Mum's", "Dad's", "my
// husband's".
var relPossessive = regexp.MustCompile(`(?i)\b([a-z]+)'s `)

// relPossessivePaused is a possessive word a pause follows: "Dad's, the".
var relPossessivePaused = regexp.MustCompile(`(?i)\b([a-z]+)'s([,.…-])`)

// pausedRestart is a filler or a pause after a possessive, then the
// determiner the phrase restarts with: "um, the", "er... that", ", the".
// Its group is the determiner.
var pausedRestart = regexp.MustCompile(`(?i)^(?:(?:um+|erm+|er+|uh+|ah+|like)[,.]*\s+|[,.…]+\s*|-+\s*)+(?:um+,?\s+|erm+,?\s+|er+,?\s+|uh+,?\s+)*((?:the|that|this|his|her)\b)`)

// relativePossessives rewrites in rs each relative's possessive that stands
// before a word ("Mum's new pain patch") as "my" padded with spaces, and
// returns where they stood: the finders read the phrase as they read the
// patient's own, and Find marks what starts there ForRelative. Not a
// pronoun's or a name the kin words do not know.
func relativePossessives(rs []rune) map[int]bool {
	out := map[int]bool{}
	text := string(rs)
	for _, m := range relPossessive.FindAllStringSubmatchIndex(text, -1) {
		who := extract.LastPerson(text[m[2]:m[3]])
		if who == "" || who == extract.Patient || who == extract.Other {
			continue
		}
		from := utf8.RuneCountInString(text[:m[0]])
		n := utf8.RuneCountInString(text[m[0] : m[1]-1])
		if n < 2 {
			continue
		}
		rs[from], rs[from+1] = 'm', 'y'
		for i := from + 2; i < from+n; i++ {
			rs[i] = ' '
		}
		out[from] = true
		if p := pausedRestart.FindStringSubmatchIndex(text[m[1]:]); p != nil {
			// "Dad's um, the new blood thinner": the possessor paused, then
			// the phrase restarted with its determiner, as "他那个 新加的
			// 那个胰岛素" in Chinese.
			out[utf8.RuneCountInString(text[:m[1]+p[2]])] = true
		}
		if d := kinDeterminer.FindStringIndex(text[:m[0]]); d != nil {
			out[utf8.RuneCountInString(text[:d[0]])] = true // "my husband's old memory tablets"
		}
	}
	// "Dad's, the cholesterol one": a pause right after the possessive.
	for _, m := range relPossessivePaused.FindAllStringSubmatchIndex(text, -1) {
		who := extract.LastPerson(text[m[2]:m[3]])
		if who == "" || who == extract.Patient || who == extract.Other {
			continue
		}
		if p := pausedRestart.FindStringSubmatchIndex(text[m[4]:]); p != nil { // from the pause
			out[utf8.RuneCountInString(text[:m[4]+p[2]])] = true
		}
	}
	// "his drops", "her weekly one", "his old sugar tablets": a pronoun's
	// possessive before a drug's head word within three words is someone
	// else's too, the patient's only in a carer's session, as a
	// relative's is. Not "give her the tablets", where "her" is no
	// possessive.
	for _, m := range pronounPossessive.FindAllStringIndex(text, -1) {
		from := utf8.RuneCountInString(text[:m[0]])
		if out[from] || objectPronoun(text[m[0]:m[1]]) {
			continue
		}
		rs[from], rs[from+1], rs[from+2] = 'm', 'y', ' '
		out[from] = true
	}
	return out
}

// objectPronoun reports whether the "her" of a pronounPossessive match is
// an object a word of place or an article follows ("they put her on the new
// one", "give her the tablets"): no possessive.
func objectPronoun(match string) bool {
	f := strings.Fields(strings.ToLower(match))
	return len(f) > 2 && f[0] == "her" && herObjectNext[f[1]]
}

var herObjectNext = map[string]bool{"on": true, "onto": true, "off": true, "back": true, "the": true, "a": true, "an": true, "some": true, "any": true, "that": true, "this": true, "those": true, "these": true}

// pronounPossessive is "his" or "her" before a drug's head word, or a
// condition's ("his liver thing"), with up to three words between: "his
// drops", "her weekly one", "his old sugar tablets". The head word ends the match; the word after "her" is no
// article ("give her the tablets").
var pronounPossessive = regexp.MustCompile(`(?i)\b(?:his|her) (?:(?:[a-z-]+) ){0,3}?(?:tablets?|pills?|drops|patch(?:es)?|inhalers?|puffers?|sprays?|creams?|one|medicines?|meds|medication|injections?|jabs?|capsules?|thing|problem|trouble|condition)\b`)

// kinDeterminer ends the text before a relative's possessive that it
// opens: "my husband's", "our Kieran's", "ma ma's".
var kinDeterminer = regexp.MustCompile(`(?i)\b(?:my|our|me|ma|mi) $`)

// ofRelativeAsOwn returns mentions with the experiencer cleared of those
// inside a phrase a relative's possessive opens ("Dad's old heart tablet":
// the heart), read as the patient's own by the finders as the possessive
// is; the phrase is marked ForRelative.
func ofRelativeAsOwn(rs []rune, mentions []extract.Mention, relAt map[int]bool) []extract.Mention {
	if len(relAt) == 0 {
		return mentions
	}
	out := slices.Clone(mentions)
	for i, m := range out {
		if !validSpan(m.Span, len(rs)) {
			continue
		}
		for at := range relAt {
			if at < m.Span[0] && len(splitWords(rs[at:m.Span[0]])) <= 3 && !strings.ContainsFunc(string(rs[at:m.Span[0]]), isClauseBreak) {
				out[i].Assertion.Experiencer = ""
			}
		}
	}
	return out
}

// proxyIntroduced reports whether a turn of the speaker's says they speak
// for the patient, or the clinician or the assistant says so and the
// speaker's next turn does not deny it ("And you're here for Bill today?" /
// "yeah he's in the car, his knees"). Who speaks for the patient is the
// reading's (WindowTurn.SpeaksFor, understand's typist: "it's his wife",
// "hi it's Priya from Willow Lodge about Mr Okafor", "我老伴儿今天来不了 …
// 我来拿", "it's Mum typing for Callum"); zhProxy adds "我是他妈", which
// understand leaves to the words that follow and coref reads as a proxy
// for the reference it resolves.
func proxyIntroduced(turns []WindowTurn) bool {
	for i, t := range turns {
		if t.Speaker == extract.Patient && (t.SpeaksFor || zhSpeaksFor(t.Text)) {
			return true
		}
		if t.Speaker != extract.Patient && (enHereFor.MatchString(t.Text) || zhHereFor.MatchString(t.Text)) {
			for _, n := range turns[i+1:] {
				if n.Speaker == extract.Patient {
					if !proxyDenied.MatchString(n.Text) {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// enHereFor and zhHereFor are a clinician's words that the speaker comes
// for someone else: "you're here for Bill today?", "you're calling about
// your mum", "你是替你爸来拿药的吧". A name is said with its capital; "you're
// here for your check-up" is no one. proxyDenied opens a reply that denies
// it ("no, it's for me", "不是，是我自己").
var (
	enHereFor   = regexp.MustCompile(`(?i:\byou(?:'re| are)\s+(?:here|in|calling|ringing|phoning|come)\s+(?:today\s+)?(?:for|on behalf of|about))\s+(?:[A-Z][a-z]+\b|(?i:(?:your|ur) (?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|sister|brother|gran|grandma|grandad|nan)\b))`)
	zhHereFor   = regexp.MustCompile(`(?:你|您)(?:是|今天是|这回是)?(?:替|帮|给)(?:你|您)?(?:家)?(?:老伴儿?|爱人|老公|老婆|妈|爸|母亲|父亲|孩子|儿子|闺女|女儿|婆婆|公公|奶奶|爷爷)(?:来|拿|开|问)`)
	proxyDenied = regexp.MustCompile(`(?i)^\s*(?:no\b|nah\b|nope\b|not\b|it's for me|不是|没有|不)`)
)

package coref

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A condition told by what it does to the patient, not by its name ("我那个
// 一到冬天就犯的毛病又来了，腿上干得起皮，晚上痒得睡不着", "就是那个 一躺下胸口
// 就烧 嗓子眼儿往上冒酸水的那个", "the one where my joints blow up after a prawn
// curry") is the recorded condition those signs are typical of. The record's
// conditions are ranked by how many of the described symptoms each
// typically shows (ontology's condition_signs.csv), then by the triggers
// the turn names (a season, seafood, lying down): one that alone shows the
// most signs, every other showing none, is meant; several that show them
// are asked about; when none does, the reference is read as before (a
// phrase found only by its signs is then no reference). Only the patient's
// own signs count, and only those the turn describes, not those it asks
// about ("会不会头疼?").

// zhDescribedTail ends a condition told by a description: "…的毛病",
// "…的老毛病", "…的那个病", "…的那个".
var zhDescribedTail = regexp.MustCompile(`的(?:那个|这个)?(?:老)?(?:毛病|病)|的那个|的?那(?:回|次)` + zhDialectDescribedTail) // Cantonese, Wu: dialecttail.go

// zhHeadlessTail ends a description a determiner opened and a pause
// closes, with no noun after its 的: "主要是那个一喝两瓶啤酒再就点儿蛤蜊就犯的，
// 大脚趾头根儿肿得…", Cantonese "嗰个一转季就…对眼又痕嘅，"; zhHeadlessOpener is
// that determiner at the start of the description.
var (
	zhHeadlessTail   = regexp.MustCompile(`[的嘅][，,。；;]`)
	zhHeadlessOpener = regexp.MustCompile(`^(?:(?:就是|还有|还是|主要是|也就是|就系|就係|我想问下|想问下)\s*){0,2}[^，,。]{0,3}?(?:那个|这个|嗰个|呢个)`)
)

// zhRecurs are words of a trouble that comes and goes ("一到冬天就犯的"):
// a description of a condition, not of a drug taken.
var zhRecurs = regexp.MustCompile(`犯|发作|复发|闹|又来|就来|就发(?:[的了，,]|$)|又发(?:[的了，,]|$)`)

// zhLeftBehind says a trouble was left behind by a time of life, an
// accident or an operation, and has stayed: "搬过来头一年落下的那个", "车祸以后
// 一直缠着我的那个", "退休以后才有的那个". What it does is told in the clauses
// after. Something left at a visit is not it: "上次来落下的那个" names no time
// of life before 落下.
var zhLeftBehind = regexp.MustCompile(`(?:年|以后|之后|那阵|那会儿|后来|手术|车祸|月子)[^，,。]{0,8}?(?:落下|留下|落了)|(?:以后|之后|后来|那以后)(?:才|就)有|缠着我|缠上`)

// zhTakenBefore are verbs of taking, prescribing or saying right before 的:
// "一天吃两次的那个", "上回开的那个" are drugs.
const zhTakenBefore = "吃用开打抹擦贴喷换加停说提讲聊吸点买拿"

// zhTaken are verbs of taking a drug: a bare "…的那个" told with one is a
// drug ("头疼的时候吃一片的那个"); "…的毛病" is a condition whatever it says
// ("一吃海鲜就起疙瘩的毛病").
const zhTaken = "吃用喷抹擦贴服打含"

// zhAsked is a clause that asks ("过年前能不能先吃点药防着？", "会不会头疼"):
// what it names is no sign described.
var zhAsked = regexp.MustCompile(`能不能|会不会|是不是|要不要|可不可以|用不用|吗|呢|[？?]`)

// enDescribed is "the one where", "that thing with", "the thing I had": a
// condition told by what follows.
// A time said between the phrase and its description ("the thing from last
// year, with my heart, where …") does not part them.
// A spell of it is a condition too: "that funny turn after my hip
// operation, when I went all confused", "the bad spell where I couldn't
// breathe"; a turn only with a word saying it was one of illness.
var enDescribed = regexp.MustCompile(`(?i)\b((?:the|that|this|my|me|di|de|dat|dis)\s+(?:one|thing|ting|problem|trouble|business|(?:(?:funny|bad|dizzy|queer|nasty|strange|weird|scary|wee|little)\s+)?(?:spell|episode)s?|(?:funny|bad|dizzy|queer|nasty|strange|weird|scary|wee|little)\s+turns?))(?:,?\s+(?:from|back|in|during|over|a|last|some|two|three|after|before)\b[^,.?!;]{0,30},)?\s+(?:where|when|with|i had|i get|i got)\b`)

// enDescribedThat is a condition told by a relative clause of what a
// condition does: "the one that's always worse when I lie flat", "the
// one that kicks off whenever work gets stressful", "that problem of mine
// which comes on whenever I have milk". Only the verbs of a trouble that
// comes and goes open it: "the one that makes me drowsy" or "the one that
// helps" is a drug's, "the thing that worries me" frames what follows.
var enDescribedThat = regexp.MustCompile(`(?i)\b((?:the|that|this|my|me)\s+(?:one|thing|problem|trouble|business|condition))(?:\s+of\s+(?:mine|his|hers|ours))?\s+(?:that|which)(?:'s|\s+is|\s+was)?\s+(?:(?:always|usually|just|really|only|still|allus)\s+)?(?:worse|kicks?\s+off|kicked\s+off|flares?(?:\s+up)?|flared(?:\s+up)?|comes?\s+on|came\s+on|comes?\s+back|came\s+back|plays?\s+up|played\s+up|acts?\s+up|acted\s+up|wakes?\s+me|woke\s+me|catches\s+me|gets\s+worse|started|starts|begun|began|does\s+be\s+at\s+me|'s\s+at\s+me|is\s+at\s+me)\b`)

// enTakenSaid is a turn about taking or using a drug: "the one when I feel
// dizzy" is then the drug taken for it.
var enTakenSaid = regexp.MustCompile(`(?i)\b(?:take|taking|took|taken|tek|tekkin'?|tablets?|pills?|doses?|inhalers?|puffers?|spray|cream|drops|patch|jab|prescri\w*|medicines?|medications?|meds)\b`)

// enAskedFrom is where an English description gives way to the question:
// "… does that mean", "— is it the beer", "could that be why".
var enAskedFrom = regexp.MustCompile(`(?i)[.?!;—–]|\s-\s|\b` + enAsks)

// enAsks is an English question's opening: "does that", "is it", "could I".
const enAsks = `(?:does|do|is|could|can|will|would|should|did|was|are)\s+(?:it|that|this|i|they|there|he|she)\b`

// triggerSaid are the words of the triggers of condition_signs.csv that
// are no concept (ontology.TriggerWords).
var triggerSaid = map[string]*regexp.Regexp{
	"cold_season":   regexp.MustCompile(`(?i)冬天|冬季|天冷|天一冷|冷天|入冬|\bwinters?\b|\bcold weather\b|\bwhen it(?:'s| is| gets) cold\b`),
	"season_change": regexp.MustCompile(`(?i)换季|季节变化|开春|春天|花粉|\bspring\b|\bpollen\b|\bchange of (?:the )?seasons?\b|\bseasons? chang`),
	"lying_down":    regexp.MustCompile(`(?i)躺下|一躺|躺着|平躺|\bly(?:ing)? (?:down|flat)\b|\blie (?:down|flat)\b`),
	"eating":        regexp.MustCompile(`(?i)吃完饭|饭后|吃饱|吃多了|吃油腻|\bafter (?:i eat|eating|meals?|food)\b`),
	"exertion":      regexp.MustCompile(`(?i)爬楼|上楼|走快|一走路|运动|干活|\bexercis|\bstairs\b|\buphill\b|\bexertion\b`),
	"stress":        regexp.MustCompile(`(?i)着急|上火|生气|紧张|激动|发火|\bstress|\bupset\b|\bworked up\b|\bwound up\b`),
	"pregnancy":     regexp.MustCompile(`(?i)怀孕|怀上|怀着|坐月子|生孩子|生完|\bpregnan|\bwas born\b|\bgave birth\b|\bhaving (?:the |a )?baby\b`),
}

// describedRefs finds the conditions told by a description in rs and
// reads the signs and triggers they are told by. A description that
// overlaps a condition reference told by no topic but a sign of its own
// ("睡不着的毛病" inside "我那个一吃海鲜就浑身起疙瘩、痒得睡不着的毛病") lends
// it its signs; one that overlaps any other reference is left to it.
func describedRefs(rs, orig []rune, mentions []extract.Mention, refs []Reference) []Reference {
	for _, d := range zhDescriptions(rs, mentions) {
		refs = withDescription(rs, orig, mentions, refs, d)
	}
	for _, d := range enDescriptions(rs) {
		refs = withDescription(rs, orig, mentions, refs, d)
	}
	for _, d := range otherDescriptions(rs) {
		refs = withDescription(rs, orig, mentions, refs, d)
	}
	refs = withSaidAfter(rs, orig, mentions, refs)
	for i, r := range refs {
		// "Mum's memory thing": told by a sign noun.
		if sign := signNamed(r.Text); sign != "" && r.Kind == KindCondition && len(r.Signs) == 0 && r.TreatedBy == "" && r.ClassID == "" {
			refs[i].Signs = []string{sign}
		}
	}
	return refs
}

// description is a described condition's phrase (span) and the stretch of
// the turn that describes it (told).
type description struct {
	span, told [2]int
	// ofRelative: the description names another person ("我妈那个一到冬天就
	// 犯的毛病"): a relative's phrase, the patient's only in a carer's
	// session (Reference.ForRelative).
	ofRelative bool
	// byPlace: the phrase is a condition's by its own words, so places
	// alone may tell it; placeFound: it was found for its place alone, and
	// leaves a phrase another reference covers as that one reads it
	// (placedescribed.go).
	byPlace, placeFound bool
	// leftAt, when not 0, is where the words of a time of life, an
	// operation or an accident that left the trouble behind end
	// (zhLeftBehind): only the places said after them are the trouble's,
	// not the place of the operation.
	leftAt int
}

func withDescription(rs, orig []rune, mentions []extract.Mention, refs []Reference, d description) []Reference {
	signs, triggers := toldSigns(rs, mentions, d.told)
	places := toldPlaces(mentions, d.told)
	if d.leftAt > 0 {
		// Only the places said after what left it are its own: the one
		// before is where the operation or the accident was.
		places = toldPlaces(mentions, [2]int{d.leftAt, d.told[1]})
	}
	placesOnly := len(signs) == 0 && len(triggers) == 0
	if (placesOnly || d.placeFound) && (!d.byPlace || len(places) == 0 || slices.ContainsFunc(refs, func(r Reference) bool { return overlapsAny(r.Span, [][2]int{d.span}) })) {
		return refs
	}
	lent, bare := false, false
	for i := range refs {
		if !overlapsAny(refs[i].Span, [][2]int{d.span}) {
			continue
		}
		if bareDeterminer(refs[i]) && !d.ofRelative {
			bare = true // "就是我那个，一喝啤酒…就发的，…走不得路的那个": the description's opener
			continue
		}
		if !toldBySign(refs[i]) && !toldByPlace(refs[i]) || d.ofRelative && !refs[i].ForRelative {
			return refs // "治痛风的那个", "the one for my heart": told otherwise
		}
		refs[i].Signs, refs[i].Triggers, refs[i].Places = signs, triggers, withTopicPlace(refs[i], places)
		lent = true
	}
	if lent {
		return refs
	}
	if bare {
		refs = slices.DeleteFunc(refs, func(r Reference) bool { return bareDeterminer(r) && overlapsAny(r.Span, [][2]int{d.span}) })
	}
	return append(refs, Reference{Text: string(orig[d.span[0]:d.span[1]]), Span: d.span, Kind: KindCondition,
		Signs: signs, Triggers: triggers, Places: places, BySignsOnly: true, ForRelative: d.ofRelative})
}

// bareDeterminer reports whether a drug reference is a determiner alone
// ("我那个", "那个", "that one"), which the finder reads as a drug for want of anything
// else: a description it opens says what it is.
func bareDeterminer(r Reference) bool {
	return bareThing(r) && bareDeterminerWords.MatchString(strings.TrimSpace(r.Text))
}

var bareDeterminerWords = regexp.MustCompile(`(?i)^(?:` + zhOwnWords + `?(?:那个|这个|嗰个)|(?:the|that|this) one)$`)

// toldBySign reports whether a reference is a condition told by nothing,
// or by a sign alone: signs may tell it.
func toldBySign(r Reference) bool {
	return r.Kind == KindCondition && r.Named == "" && r.TreatedBy == "" && r.ClassID == "" &&
		(r.Topic == "" || strings.HasPrefix(r.Topic, "sym:"))
}

// zhDescriptions finds "…的毛病", "…的那个" whose words before, back to the
// start of the clause (a pause or 、 does not end it), describe a trouble:
// a sign, a trigger or a word of its coming back. The phrase starts at the
// determiner or possessive the description opens with ("我那个一到冬天…").
func zhDescriptions(rs []rune, mentions []extract.Mention) []description {
	var out []description
	s := string(rs)
	matches := zhDescribedTail.FindAllStringIndex(s, -1)
	for _, m := range zhHeadlessTail.FindAllStringIndex(s, -1) {
		matches = append(matches, []int{m[0], m[0] + len("的")}) // the pause closes the phrase, it is not of it
	}
	for _, m := range matches {
		at := utf8.RuneCountInString(s[:m[0]])
		end := at + utf8.RuneCountInString(s[m[0]:m[1]])
		from := at
		for from > 0 && !strings.ContainsRune("。！？；，,.;!?\n", rs[from-1]) {
			from--
		}
		for from < at && rs[from] == ' ' {
			from++
		}
		if end-at == 1 && !zhHeadlessOpener.MatchString(string(rs[from:at])) {
			continue // "我昨天吃的，", "那个，我最近老是头疼的，": no phrase a determiner opened in its clause
		}
		from = zhOpenedBefore(rs, from)
		if at-from < 2 || strings.ContainsRune(zhTakenBefore, rs[at-1]) {
			continue
		}
		tail := string(rs[at:end])
		if zhEpisodeTail.MatchString(tail) && !episodeClosed(rs, end) {
			continue
		}
		desc := string(rs[from:at])
		if hasDrugWithin(mentions, [2]int{from, at}) || strings.Contains(desc, "药") {
			continue
		}
		if !strings.HasSuffix(string(rs[at:end]), "病") && (takenWithin(rs, mentions, [2]int{from, at}) || end < len(rs) && strings.ContainsRune("药片针膏贴", rs[end])) {
			continue // "头疼的时候吃一片的那个", "一着急就头疼的那个药": a drug
		}
		toldBySigns := zhRecurs.MatchString(desc) || signWithin(mentions, [2]int{from, at}) || anyTrigger(desc) || signNamed(desc) != "" || zhLeftBehind.MatchString(desc)
		if zhEpisodeTail.MatchString(tail) && toldBySigns {
			continue // "咳得直不起腰那回": a time told by its signs (episodetime.go)
		}
		if !toldBySigns && !(placeTells(tail) && placeWithin(mentions, [2]int{from, at})) {
			continue
		}
		// The described phrase: from the determiner or possessive that
		// opens it ("我那个…", "就是那个 …"), else from the description.
		span := [2]int{from, end}
		if i := strings.Index(desc, "那个"); i >= 0 {
			span[0] = from + utf8.RuneCountInString(desc[:i])
			if span[0] > 0 && (rs[span[0]-1] == '我' || rs[span[0]-1] == '俺') {
				span[0]--
			}
		}
		told := [2]int{from, describedClausesAfter(rs, end)}
		// Left behind by an operation or an accident ("脖子上那个手术做完以后落下
		// 的那个"), it is told by what it does, never by the place of what
		// was operated on.
		leftAt := 0 // where the words of what left it end, if any
		if loc := zhLeftBehind.FindStringIndex(desc); loc != nil {
			leftAt = from + utf8.RuneCountInString(desc[:loc[1]])
		}
		out = append(out, description{span: span, told: told, ofRelative: ofAnotherPerson(desc), byPlace: placeTells(tail) && leftAt == 0, placeFound: !toldBySigns, leftAt: leftAt})
	}
	return out
}

// takenWithin reports whether a verb of taking (zhTaken) stands within
// span, other than one eating or drinking what the turn names as a food or
// a drink ("一喝啤酒吃点海鲜就发的": what sets the trouble off).
func takenWithin(rs []rune, mentions []extract.Mention, span [2]int) bool {
	for i := span[0]; i < span[1]; i++ {
		if !strings.ContainsRune(zhTaken, rs[i]) {
			continue
		}
		eaten := slices.ContainsFunc(mentions, func(m extract.Mention) bool {
			return (m.Type == ontology.TypeAllergen || m.Type == ontology.TypeSocial) && m.Span[0] > i && m.Span[0] <= i+3
		})
		if !eaten {
			return true
		}
	}
	return false
}

// zhOpenedBefore returns where a description that starts a clause at from
// really starts, up to four clauses back in the sentence (a dash or a
// trailing-off parts them as a comma does): at a clause that is only a
// determiner left open ("就是我那个，一喝啤酒吃点海鲜就发的，脚大拇指肿得跟个包子一样，
// 走不得路的那个"; "另外那个——前天喝了两瓶啤酒…的那个"), or at the clause that
// says which one it is after another was set apart ("不是脚丫子那个，是胳膊肘、
// 膝盖前头一块一块红的，上面盖一层白皮，一抠就掉渣的那个"), so that all the clauses
// between are what the description tells. A clause that turns to another
// trouble, asks, or names a drug is none of it.
func zhOpenedBefore(rs []rune, from int) int {
	at := from
	for range 4 {
		for at > 0 && rs[at-1] == ' ' {
			at-- // "就是我那个， 一到冬天…"
		}
		if at == 0 || !strings.ContainsRune(zhClausePause, rs[at-1]) {
			return from
		}
		end := at - 1
		for end > 0 && strings.ContainsRune(zhClausePause, rs[end-1]) {
			end-- // "——", "……"
		}
		start := end
		for start > 0 && !strings.ContainsRune("。！？；.;!?\n"+zhClausePause, rs[start-1]) {
			start--
		}
		clause := strings.TrimSpace(string(rs[start:end]))
		switch {
		case zhOpenDeterminer.MatchString(clause):
			return start
		case setApart.MatchString(clause) || setAgainst.MatchString(clause) || zhAsked.MatchString(clause) ||
			strings.Contains(clause, "药") || strings.Contains(clause, "的那个"):
			return from
		case ofAnotherPerson(clause) || strings.HasPrefix(clause, "是这样") || strings.HasPrefix(clause, "是不是") || strings.HasPrefix(clause, "是的"):
			return from // "是这样的，我老伴儿晚上老反酸，…": his, and no opener
		case strings.HasPrefix(clause, "是"):
			return start // the clause right before is the description's own
		}
		at = start
	}
	return from
}

// zhClausePause parts the clauses of a Chinese sentence.
const zhClausePause = "，,、—…"

// zhOpenDeterminer is a clause that opens a description and leaves it to
// the clauses after, and is nothing else: "就是我那个", "就是还有那个", "阿拉那个",
// "我想问的是另外那个"; not "我老伴最烦的就是那个".
var zhOpenDeterminer = regexp.MustCompile(`^(?:(?:就是|还有|还是|主要是|也就是|我想问的是|想问的是|是)\s*){0,2}` + zhOwnWords + `?(?:那个|这个|嗰个|另外那个|另外一个)$`)

// zhOwnWords are the patient's possessives before a determiner: "我那个",
// Shanghainese "阿拉那个", Hokkien "阮那个".
const zhOwnWords = `(?:我|俺|阿拉|阮|我的|俺的)`

// describedClausesAfter returns where the sentence's statements after end
// stop: at the end of the sentence, or at a clause that asks.
func describedClausesAfter(rs []rune, end int) int {
	return clausesAfter(rs, end, "。！？!?\n", "，,；;。！？!?\n", func(clause string, _ [2]int) bool {
		return zhAsked.MatchString(clause) || ofAnotherPerson(clause) // "会不会头疼", "我老伴儿说他也老咳嗽": no sign of the patient's described
	})
}

// clausesAfter returns where the clauses of a sentence after end stop
// telling of what stands before it: at the sentence's end (sentenceEnds),
// or before the first clause (cut at clauseEnds) that stop reports. stop
// sees each clause with the mark that opens it and the one that closes it,
// and its span without the closing mark; the first clause's span starts at
// end.
func clausesAfter(rs []rune, end int, sentenceEnds, clauseEnds string, stop func(clause string, span [2]int) bool) int {
	at := end
	for at < len(rs) && !strings.ContainsRune(sentenceEnds, rs[at]) {
		next := at + 1
		for next < len(rs) && !strings.ContainsRune(clauseEnds, rs[next]) {
			next++
		}
		if stop(string(rs[at:min(next+1, len(rs))]), [2]int{at, next}) {
			break
		}
		at = next
	}
	return at
}

// enDescriptions finds enDescribed phrases and the words after them, up to
// the question the turn asks.
func enDescriptions(rs []rune) []description {
	var out []description
	s := string(rs)
	taken := enTakenSaid.MatchString(s)
	matches := enDescribed.FindAllStringSubmatchIndex(s, -1)
	troubleVerb := map[int]bool{} // the matches of enDescribedThat, by start
	for _, m := range enDescribedThat.FindAllStringSubmatchIndex(s, -1) {
		if !slices.ContainsFunc(matches, func(o []int) bool { return o[0] < m[1] && m[0] < o[1] }) {
			matches = append(matches, m)
			troubleVerb[m[0]] = true
		}
	}
	for _, m := range matches {
		at := utf8.RuneCountInString(s[:m[0]])
		end := at + utf8.RuneCountInString(s[m[0]:m[1]])
		rest := s[m[1]:]
		stop := len(rest)
		if loc := enAskedFrom.FindStringIndex(rest); loc != nil {
			stop = loc[0]
		}
		// "the one when I feel dizzy, can I take two?", "That one when my
		// chest gets tight. I've been taking it four times a day" are
		// drugs. Only "the one where" and "the thing that came on / kicks
		// off …" are told apart from taking said in another sentence:
		// "The thing that came on after I finished at the depot, where … The
		// wife says it's lifted a bit since the tablets".
		told := troubleVerb[m[0]] || strings.HasSuffix(strings.ToLower(s[m[0]:m[1]]), "where")
		if taken && (!told || enTakenSaid.MatchString(sentenceAround(rs, [2]int{at, end}))) {
			continue
		}
		// The phrase is its determiner and noun ("the one", "that funny
		// turn"), the words after it what it is told by.
		span := [2]int{at, at + utf8.RuneCountInString(s[m[2]:m[3]])}
		out = append(out, description{span: span, told: [2]int{at, end + utf8.RuneCountInString(rest[:stop])}, ofRelative: ofAnotherPerson(firstWords(rest[:stop], 3)), byPlace: true})
	}
	return out
}

// otherThen is "the other one" set against what was just said, told by
// what follows it: "喘倒还好…主要是另外那个，一到换季…喷嚏一个接一个", "mine's
// different, it's the other one, the itchy weepy one in the creases".
var otherThen = regexp.MustCompile(`(?i)(?:另外那个|另外一个|另一个|另外嗰个|\bthe other (?:one|thing|problem|trouble))\s*[，,:：—-]`)

// otherDescriptions finds "the other one" followed by what it does, to the
// end of its sentence (or an English question's start).
func otherDescriptions(rs []rune) []description {
	var out []description
	s := string(rs)
	for _, m := range otherThen.FindAllStringIndex(s, -1) {
		at := utf8.RuneCountInString(s[:m[0]])
		head := at + utf8.RuneCountInString(strings.TrimRight(s[m[0]:m[1]], "，,:：—- "))
		rest := s[m[1]:]
		stop := len(rest)
		if i := strings.IndexAny(rest, "。？！?!."); i >= 0 {
			stop = i
		}
		if loc := enAskedFrom.FindStringIndex(rest); loc != nil && loc[0] < stop {
			stop = loc[0]
		}
		told := [2]int{at, utf8.RuneCountInString(s[:m[1]]) + utf8.RuneCountInString(rest[:stop])}
		out = append(out, description{span: [2]int{at, head}, told: told, ofRelative: ofAnotherPerson(firstWords(rest[:stop], 3))})
	}
	return out
}

// firstWords returns the first n words of text: who a description is of
// ("where my husband gets wheezy"), not who else it names ("the thing I had
// with Maisie … after she was born").
func firstWords(text string, n int) string {
	ws := strings.Fields(text)
	return strings.Join(ws[:min(n, len(ws))], " ")
}

// ofAnotherPerson reports whether text names a person other than the
// patient as the last one it names.
func ofAnotherPerson(text string) bool {
	who := extract.LastPerson(text)
	return who != "" && who != extract.Patient
}

// signWords are signs the extractor does not read as symptoms, said as
// the trouble's own noun ("我妈那记性的毛病", "Mum's memory thing") or as
// what it does ("my eye streams on one side", "老淌眼泪"): the symptom they
// name. Read here only, for the description of a condition: as a
// complaint of their own they are everyday words.
var signWords = []struct {
	said *regexp.Regexp
	sign string
}{
	{regexp.MustCompile(`(?i)记性|记忆|忘事|健忘|\bmemory\b|\bforgetful`), "sym:memory_loss"},
	{regexp.MustCompile(`(?i)淌眼泪|流眼泪|掉眼泪|\beyes? (?:streams?|streaming|waters?|watering)\b`), "sym:watery_eyes"},
	// How a description tells the signs of common conditions in everyday
	// or regional words the lexicon does not hold as symptoms of their own:
	// a room that goes round, breath that will not come, skin that flakes.
	{regexp.MustCompile(`(?i)(?:房子|屋子|天花板|屋顶|四周|周围)(?:都|在|一直|直)?(?:转|打转|旋)|\b(?:room|ceiling|ceilin'?|kitchen|world|everything|walls?|house|place)\b[^.,;!?]{0,30}?\b(?:go(?:es|ing|in'?)?|went|spin(?:s|ning|nin'?)?|spun|whirl(?:s|ing)?|birl(?:s|ing|in'?)?|turn(?:s|ing)?|takes? off)\b[^.,;!?]{0,20}?\bround\b`), "sym:vertigo"},
	{regexp.MustCompile(`(?i)一动就气急|走[^，。,]{0,4}就气急|气急气喘|上气不接下气|喘不上气|透不过气|扯气|\bout of puff\b|\bpuffed out\b|\bwinded\b|\bcan'?t (?:catch|get) (?:me|my|her|his) breath\b`), "sym:dyspnea"},
	{regexp.MustCompile(`(?i)嘘嘘声|丝丝声|拉风箱|\bwhistl(?:e|es|ing|in'?) (?:in|when|on) (?:me|my|her|his) chest\b|\bchest whistl`), "sym:wheezing"},
	{regexp.MustCompile(`(?i)(?:腿|脚|屁股)[^，。,]{0,8}(?:过电|一窜一窜)|(?:过电|一窜一窜)[^，。,]{0,8}(?:腿|脚|屁股)|\bshoots? down (?:me|my|her|his|the) (?:\w+ )?(?:leg|bum|backside|buttock)|\bdown the back of (?:me|my|her|his) leg`), "sym:leg_pain"},
	{regexp.MustCompile(`(?i)起夜|(?:夜里|半夜|晚上)[^，。,]{0,6}(?:跑|上)(?:厕所|茅房|洗手间)|\bup (?:and (?:down|doon) )?(?:to|tae|tih) the (?:toilet|loo|bathroom|lav)\b[^.;]{0,25}\b(?:night|nicht)\b|\b(?:getting|get|gettin'?) up\b[^.;]{0,25}\b(?:in|at|through|during) the night\b`), "sym:nocturia"},
	{regexp.MustCompile(`(?i)(?:尿|小便)[^，。,]{0,6}滴滴答答|滴滴答答(?:地)?(?:出来|尿)|半天(?:才)?(?:尿|解|滴)(?:出来|不出来)|\bwait(?:ing)? (?:for ages )?for it to (?:get going|start|come)\b|\btakes? (?:ages|forever) to (?:get going|start)\b`), "sym:urinary_hesitancy"},
	{regexp.MustCompile(`(?i)皮屑|掉白皮|起白皮|鱼鳞|\bflak(?:y|ing|es)\b|\bscaly\b|\bsilvery\b`), "sym:dry_skin"},
	{regexp.MustCompile(`(?i)(?:擦|手纸|卫生纸|厕纸)[^，。,]{0,6}(?:血|红)|纸上[^，。,]{0,2}(?:有|带)[^，。,]{0,2}(?:血|红)|\b(?:blood|red) on the (?:paper|tissue|loo roll)\b`), "sym:rectal_bleeding"},
	{regexp.MustCompile(`(?i)(?:手指|指头|手指头|手指拇|脚趾)[^，。,]{0,8}(?:发白|变白|白得|泛白)|\b(?:fingers?|toes?)\b[^.;,]{0,15}\b(?:go|goes|went|turn|turns|turned) (?:all )?(?:white|blue|purple)\b`), "sym:cold_extremities"},
	{regexp.MustCompile(`(?i)酸水|反酸|泛酸|烧心|\bburn(?:ing|in'?)? (?:that )?(?:creeps|comes|came) up\b|\bacid (?:comes |coming )?up\b`), "sym:heartburn"},
	{regexp.MustCompile(`(?i)\bpain in (?:me|my|her|his|the) side\b`), "sym:flank_pain"},
	{regexp.MustCompile(`(?i)耳朵[^，。,]{0,6}(?:响|嗡|叫|鸣)|\bears?\b[^.,;]{0,20}\b(?:roar(?:s|ing)?|ring(?:s|ing)|buzz(?:es|ing)?|hiss(?:es|ing)?)\b|\b(?:roaring|ringing|buzzing|hissing) in (?:me|my|the|her|his) ears?\b`), "sym:tinnitus"},
	{regexp.MustCompile(`(?i)发麻|麻到|麻下来|麻木|木囔囔|木起木起|木得(?:连|拿|握|动|抓)|\b(?:gone|goes|go|went) (?:dead|numb)\b`), "sym:numbness"},
	{regexp.MustCompile(`(?i)(?:脖子|颈)[^，。,]{0,6}(?:硬邦邦|发硬|僵|转不动)|\bneck\b[^.,;]{0,15}\b(?:stiff|won'?t turn|locks?)\b`), "sym:neck_stiffness"},
	{regexp.MustCompile(`(?i)翻来覆去|瞪着天花板|干瞪眼|一宿一宿|睁眼到天亮|\bstar(?:ing|in'?) at the ceiling\b|\b(?:lying|lie|lay) awake\b|\bawake (?:till|until|half the night|all night)\b|\bcan'?t (?:get off to sleep|drop off|nod off)\b`), "sym:insomnia"},
	{regexp.MustCompile(`(?i)\bsleep(?:ing)? (?:sat|sitting|propped) (?:bolt )?up(?:right)?\b|\bon (?:two|three|four|\d) pillows\b|坐着睡|垫(?:两|三|四|几)个枕头`), "sym:dyspnea"},
	{regexp.MustCompile(`(?i)(?:摁|按)下去一个(?:小)?(?:窝|坑)|一按一个坑|\b(?:slippers|shoes) (?:won'?t|wouldn'?t|don'?t) go on\b|鞋都穿不(?:进|上)`), "sym:ankle_swelling"},
	{regexp.MustCompile(`(?i)\bsand in (?:me|my|mi|her|his|the) eyes\b|\bgritty\b|眼睛[^，。,]{0,8}(?:沙子|干涩)`), "sym:dry_eyes"},
	{regexp.MustCompile(`(?i)嘴里[^，。,]{0,8}沙子|嘴巴?干得|\bmouth (?:is |feels )?(?:like sandpaper|dry as)`), "sym:dry_mouth"},
	{regexp.MustCompile(`(?i)\b(?:have|having|had|get|getting|gives? me) (?:bad |awful )?nightmares\b|\bflashbacks?\b|老梦见|做噩梦`), "sym:nightmares"},
	{regexp.MustCompile(`(?i)\bcan'?t be bothered\b|\bnothing'?s (?:any )?fun\b|\bno joy in\b|提不起劲|啥也不想干|什么都不想干`), "sym:low_mood"},
	{regexp.MustCompile(`(?i)\bwake (?:up )?(?:at \w+ )?(?:wringing|soaking|dripping) wet\b|\bdrenched (?:in sweat|at night)\b|半夜[^，。,]{0,6}(?:一身汗|湿透)`), "sym:night_sweats"},
	{regexp.MustCompile(`(?i)耳朵[^，。,]{0,8}(?:塞|堵|闷)|\bears?\b[^.,;]{0,25}\b(?:stuffed|blocked|bunged|cotton wool|under ?water)\b`), "sym:ear_fullness"},
}

// signNamed returns the sign the first sign word of text names, or "".
func signNamed(text string) string {
	for _, n := range signWords {
		if n.said.MatchString(text) {
			return n.sign
		}
	}
	return ""
}

// signsNamed returns the signs all sign words of text name.
func signsNamed(text string) []string {
	var out []string
	for _, n := range signWords {
		if n.said.MatchString(text) {
			out = append(out, n.sign)
		}
	}
	return out
}

func hasDrugWithin(mentions []extract.Mention, span [2]int) bool {
	return slices.ContainsFunc(mentions, func(m extract.Mention) bool {
		return (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[0] >= span[0] && m.Span[1] <= span[1]
	})
}

func signWithin(mentions []extract.Mention, span [2]int) bool {
	return slices.ContainsFunc(mentions, func(m extract.Mention) bool {
		return m.Type == ontology.TypeSymptom && m.Span[0] >= span[0] && m.Span[1] <= span[1]
	})
}

// datedSeason is a season said with its year, or as one season that was.
var datedSeason = regexp.MustCompile(`(?i)(?:大前年|前年|去年|今年|那年|头年|\d+年)的?(?:冬天|冬季|春天|夏天|秋天)|\b(?:last|that|this|the)\s+(?:winter|spring)\b`)

func anyTrigger(text string) bool {
	for _, re := range triggerSaid {
		if re.MatchString(text) {
			return true
		}
	}
	return false
}

// toldSigns returns the symptoms and test values the stretch told of
// rs describes as the patient's own (not negated, not someone else's), and
// the triggers it names: foods and drink, and triggerSaid words.
func toldSigns(rs []rune, mentions []extract.Mention, told [2]int) (signs, triggers []string) {
	for _, m := range mentions {
		if m.Span[0] < told[0] || m.Span[1] > told[1] || m.Assertion.Negated {
			continue
		}
		switch m.Type {
		case ontology.TypeSymptom, ontology.TypeLab:
			if e := m.Assertion.Experiencer; e != "" && e != extract.Patient {
				continue // "我老伴儿也老咳": his
			}
			signs = appendNew(signs, m.ConceptID)
		case ontology.TypeAllergen, ontology.TypeSocial:
			triggers = appendNew(triggers, m.ConceptID)
		}
	}
	text := string(rs[told[0]:told[1]])
	signs = appendNew(signs, signsNamed(text)...)
	// "前年冬天住院那回得的那个病", "that winter I was in hospital": a
	// season of a year is when it happened (turnDate), not what sets it off.
	text = datedSeason.ReplaceAllString(text, " ")
	names := make([]string, 0, len(triggerSaid))
	for w := range triggerSaid {
		names = append(names, w)
	}
	sort.Strings(names)
	for _, w := range names {
		if triggerSaid[w].MatchString(text) {
			triggers = append(triggers, w)
		}
	}
	if slices.Contains(triggers, "stress") {
		// "the one that kicks off whenever work gets stressful": the
		// stress sets it off, it is no sign of it.
		signs = slices.DeleteFunc(signs, func(s string) bool { return s == "sym:stress" })
	}
	return signs, triggers
}

// signVocabulary is what the ranking asks of the lexicon beyond Vocabulary.
type signVocabulary interface {
	TypicalSigns(conditionID string) (signs, triggers []string, ok bool)
}

// bySigns ranks the patient's conditions, those the window names and the
// record's, current and over, by the signs and triggers ref is told by. ok
// is false when none shows any: the reference is then read as before.
func bySigns(ref Reference, window []WindowMention, record []entity.Fact, v Vocabulary) (res Resolution, ok bool) {
	res = Resolution{Reference: ref}
	sv, isSV := v.(signVocabulary)
	if ref.Kind != KindCondition || len(ref.Signs)+len(ref.Triggers)+len(ref.Places) == 0 || !isSV {
		return res, false
	}
	type ranked struct {
		scored
		signs, triggers, places int
	}
	isCondition := func(_, typ string) bool { return typ == ontology.TypeCondition }
	said := slices.DeleteFunc(slices.Clone(window), func(w WindowMention) bool { return w.Offered })
	conds := sessionCandidates(ref, said, record, v, isCondition, true)
	for _, c := range factCandidates(ref, record, isCondition, func(f entity.Fact) bool { return current(f) || past(f) }) {
		if !slices.ContainsFunc(conds, func(o scored) bool { return o.ConceptID == c.ConceptID }) {
			conds = append(conds, c)
		}
	}
	ref.Signs = withPlacedPains(ref.Signs, ref.Places, v)
	var all []ranked
	places := placesBeyondSigns(ref, v)
	for _, c := range conds {
		typical, triggers, known := sv.TypicalSigns(c.ConceptID)
		r := ranked{scored: c}
		for _, s := range ref.Signs {
			if slices.Contains(typical, s) || !known && signTopicFits(s, c.ConceptID, v) {
				r.signs++
			}
		}
		r.places = placesFit(places, c.ConceptID, v)
		r.signs += r.places
		for _, t := range ref.Triggers {
			if slices.Contains(triggers, t) {
				r.triggers++
			}
		}
		if r.signs+r.triggers > 0 {
			all = append(all, r)
		}
	}
	if len(all) == 0 || len(ref.Signs) > 0 && !slices.ContainsFunc(all, func(r ranked) bool { return r.signs > 0 }) {
		// "一到春天就打喷嚏的毛病" with only an asthma recorded: the
		// sneezing is none of its signs, and the spring alone does not
		// make it the asthma.
		return res, false
	}
	all = atPlacesTold(all, func(r ranked) int { return r.places })
	sort.SliceStable(all, func(i, j int) bool {
		if all[i].signs != all[j].signs {
			return all[i].signs > all[j].signs
		}
		return all[i].triggers > all[j].triggers
	})
	// The best: those that show the most signs; when none shows one, those
	// set off by what the turn names.
	best := all
	if all[0].signs > 0 {
		best = slices.DeleteFunc(slices.Clone(all), func(r ranked) bool { return r.signs == 0 })
		last := best[len(best)-1]
		if len(best) > 1 && last.signs == best[0].signs && best[0].triggers > 0 && best[1].triggers == 0 {
			// "一到换季就犯的那个，眼睛痒": itchy eyes are dry eye's as
			// well, the change of season only the allergy's. Only
			// between those that show the signs alike.
			best = best[:1]
		}
		if len(best) > 1 && len(ref.Signs) > 1 && best[0].signs-best[0].places >= len(ref.Signs) && best[1].signs < best[0].signs {
			// "白天老犯困 一笑就腿软的那个毛病": narcolepsy shows both signs
			// told, the sleep apnoea only the sleepiness: the one that shows
			// every sign told is meant, not one that shows a part.
			best = best[:1]
		}
	} else {
		best = slices.DeleteFunc(slices.Clone(all), func(r ranked) bool { return r.triggers < all[0].triggers })
	}
	cands := make([]scored, len(best))
	for i, r := range best {
		cands[i] = r.scored
		cands[i].Reason = "described by its typical signs"
	}
	if len(cands) == 1 {
		// "白天老犯困 一笑就腿软的那个毛病" with sleep apnoea and narcolepsy
		// recorded: a kin of the one chosen (the same ICD category, G47)
		// whose signs the table does not hold cannot be ruled out by them;
		// both are asked about, never the known one guessed.
		for _, c := range conds {
			if _, _, known := sv.TypicalSigns(c.ConceptID); !known && c.ConceptID != cands[0].ConceptID && sameICDCategory(c.ConceptID, cands[0].ConceptID, v) {
				kin := c
				kin.Reason = "of the same kind, its typical signs unknown"
				cands = append(cands, kin)
			}
		}
	}
	res.Stage = StageGraph
	if len(cands) == 1 {
		res.resolve(cands[0].Candidate, StageGraph, toCandidates(cands))
		return res, true
	}
	res.Candidates = toCandidates(cands)
	return res, true
}

// sameICDCategory reports whether two conditions' ICD-10 codes share their
// three-character category (G47.33 sleep apnoea, G47.4 narcolepsy).
func sameICDCategory(a, b string, v Vocabulary) bool {
	ca, okA := v.Concept(a)
	cb, okB := v.Concept(b)
	return okA && okB && ca.Code.Code != "" && cb.Code.Code != "" && sameCodeFamily(ca.Code.Code, cb.Code.Code)
}

// signTopicFits reports whether a condition the signs table has no row for
// is one of the conditions a sign's topic names (topicConditions): "心慌"
// may be any of the heart's rhythms, so such a condition is not left out.
func signTopicFits(sign, conditionID string, v Vocabulary) bool {
	c, ok := v.Concept(conditionID)
	return ok && topicConditions[sign] != nil && conditionFits(sign, c)
}

// withPlacedPains adds to a pain said with its place the lexicon's pain of
// that place: "my calf will start to pain me" is a calf pain, which is
// peripheral arterial disease's sign where a bare pain is nobody's.
func withPlacedPains(signs, places []string, v Vocabulary) []string {
	if !slices.Contains(signs, "sym:pain_symptom") {
		return signs
	}
	out := slices.Clone(signs)
	for _, p := range places {
		site, ok := strings.CutPrefix(p, "site:")
		if !ok {
			continue
		}
		if c, ok := v.Concept("sym:" + site + "_pain"); ok && !slices.Contains(out, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

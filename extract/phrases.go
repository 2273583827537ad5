package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Findings patients say as a phrase with words between its parts, which no
// lay name in the lexicon can hold:
//
//   - a weight lost or put on, said as an amount: "I've lost about eight
//     pounds", "I've put back on three kilos", "瘦了得有十来斤", "长了四五斤";
//   - getting up at night, said as a count: "I'm up twice a night",
//     "夜里起来三四趟";
//   - British "sick" for vomiting where the words leave no doubt it is
//     vomiting and not being ill: "I was sick twice", "I haven't actually
//     been sick", "sick into a basin";
//   - being "bunged up" or "blocked up" by something, which is the bowels
//     unless the sentence speaks of the nose, ears or a drain.
//
// Each phrase is found only where its sentence holds none of its rule's
// everyday words: pounds are money beside a bet or a price, a night up is
// the baby's beside a feed. A phrase becomes a mention of the finding, so
// negation, time and whose it is are read as for any other mention.

// layPhrase is one such class of phrases.
type layPhrase struct {
	concept string
	re      *regexp.Regexp
	unless  *regexp.Regexp // everyday when the sentence holds one of these
	past    *regexp.Regexp // over when the phrase itself starts so: "I was sick twice"
	// notAfter: everyday when the phrase is followed by one of these runes
	// ("看手机花了两个钟头" spent two hours).
	notAfter string
	need     *regexp.Regexp // read only when the sentence holds one of these
}

// afterNamed ends a condition named by what it raises: the end of a
// clause, or a word that starts another.
const afterNamed = `(?:[ ,]+(?:too|also|as well|and|but|so|i|like|same|since|for|neither|either|now|problem|which|that|from|mi|me|myself)\b|\s*[.,!?;]|\s*$)`

// otherEnglishNo deny in Englishes ConText does not read: "Mi nuh have
// sugar, nuh have pressure neither".
var otherEnglishNo = regexp.MustCompile(`\b(?:nuh|neva|nah|nae|dinnae|dinna)\b`)

// plumbingWords make "bunged up" the nose's, the ears' or a drain's.
var plumbingWords = regexp.MustCompile(`\b(?:nose|nasal|sinus|sinuses|ears?|chest|head|drain|sink|toilet|loo|pipes?|gutter|road|traffic|catarrh|snot|cold|flu|hay fever)\b`)

// firstRune is the first rune of s, or 0.
func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}

// enPastTimes, in the phrase's sentence, date an English weight change or
// sickness to a time over: "I lost about two hundred pounds after that";
// enOverBefore do so from anywhere earlier in the turn: "I was on
// Wellbutrin before. It was prescribed by Doctor Jonah. I was eating a lot
// and even gained like twenty pounds". A change counted since a time is
// not over.
var (
	enPastTimes  = regexp.MustCompile(`\b(?:ago|after that|back then|used to|at the time|in the past|previously|before)\b`)
	enOverBefore = regexp.MustCompile(`\b(?:years? ago|back then|used to|in the past|previously|before)[.!;]`)
)

// enToday keeps "I was sick twice last night" current: the sickness is of
// the illness now.
var enToday = regexp.MustCompile(`\b(?:last night|this morning|today|tonight|yesterday|overnight)\b`)

// enSince makes the change run up to now: "since before Christmas".
var enSince = regexp.MustCompile(`\bsince\b`)

// latinPhrase reports whether a phrase is English (its pattern reads Latin
// words).
func latinPhrase(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' {
			return true
		}
	}
	return false
}

// amountWord is a number as said before a unit: digits or words.
const amountWord = `(?:\d+(?:\.\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|` +
	`seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|few|a few|couple of|a couple of|half a|couple)` +
	`(?:[- ](?:one|two|three|four|five|six|seven|eight|nine|hundred|and a half))*`

// hedgeWords may stand between the verb and the amount.
const hedgeWords = `(?:(?:about|around|like|nearly|almost|over|roughly|maybe|approximately|just|only|another|going on|ooh|um|uh|well|a good|at least|close to|probably|possibly)[ ,]+)*`

// weightUnit names a unit of body weight.
const weightUnit = `(?:pounds?|lbs?|kilos?|kgs?|kilograms?|stones?)\b`

// weightTrivial is a change too small to be a finding: "since the last
// visit I've gained about a pound".
var weightTrivial = regexp.MustCompile(`\b(?:a|one|1|half a|a half|a couple|couple) (?:pounds?|lbs?|kilos?|kgs?|kilograms?)$|(?:^|[^0-9一二两三四五六七八九十几])[一1半](?:斤|公斤|千克|磅)$`)

// wishWords make a weight change hoped for, not had: "if anything I could
// do with losing a few pounds".
var wishWords = regexp.MustCompile(`\b(?:could do with|want to|wanna|need to|needs to|trying to|try to|tried to|should|would like|'d like|hoping|hope to|wish|goal|aim to|plan to|going to|gonna|if i)\b|想|要是|如果|希望|打算|争取|目标`)

// moneyWords make pounds money, not weight, and an animal's or a baby's
// weight or a thing's is not the patient's.
var moneyWords = regexp.MustCompile(`£|\b(?:baby|baby's|babies|newborn|puppy|dog|dog's|cat|cat's|kitten|lamb|fish|catch|luggage|suitcase)\b|\b(?:quid|money|bet|betting|bets|casino|bookies|wallet|purse|cost|costs|paid|pay|spent|spend|price|lottery|cash|horses|fined|bill|rent|wages|salary|shares|stocks)\b|钱|块钱|元`)

// zhWeightEveryday make a Chinese weight change money, a pet's or a
// child's, or the one a pregnancy brings ("怀孕的时候胖了二十斤"). Weight
// lost since a birth is the patient's finding: "生完一直掉，比怀孕前还轻了六斤".
var zhWeightEveryday = regexp.MustCompile(`钱|块|元|怀孕的时候|怀孕时|怀的时候|孕期|宝宝|孩子|猫|狗`)

// zhAmount is a Chinese amount before 斤: "四五", "十来", "得有十来".
const zhAmount = `(?:得有|差不多|将近|大概|有)?[一二两三四五六七八九十几百0-9来多]+`

// zhCareWords make a night up someone else's: a baby fed, a child seen to.
// Getting up to drink, eat or sit up for breath is not getting up to pass
// water: "一晚上要起来喝好几回水", "半夜坐起来好几回".
var zhCareWords = regexp.MustCompile(`喂奶|孩子|宝宝|bb|娃|小孩|尿布|囡|喂|奶粉|老人|值班|上班|夜班|喝|吃|坐起|咳|喘|憋`)

// illWords make "sick twice" ill twice: "I've been sick twice this winter
// with colds".
var illWords = regexp.MustCompile(`\b(?:colds?|flu|winter|summer|autumn|spring|years?|months?|covid|infections?|bugs|off work|off school|sick days?|sick leave|sick note)\b`)

// zhPeeing are the Chinese words for passing water that a pain follows.
const zhPeeing = `(?:尿尿|小便|解小便|屙尿|撒尿|拉尿|排尿|解手|小解)`

// zhBetween may stand between passing water and its pain: when, a degree,
// a manner ("尿尿的时候刺刺痛", "屙尿有少少刺痛", "解小便好痛").
const zhBetween = `(?:的时候|时候|时|后|完)?[，,]?(?:有|会|就|还|都|也|好|很|蛮|挺|特别|老|总|一直)*(?:少少|一点点|一点|点|些|有点|有些|有眼)?(?:刺刺|辣辣|热热|火辣辣)?[的地]?`

var layPhrases = []layPhrase{
	{"sym:weight_loss", regexp.MustCompile(`\b(?:lost|dropped|shed|losing|dropping|shedding)[ ,]+` + hedgeWords + amountWord + ` ` + weightUnit),
		moneyWords, nil, "", nil},
	{"sym:weight_gain", regexp.MustCompile(`\b(?:(?:put|putting|puts)(?: back)? on|gained|gaining|piled on|piling on)[ ,]+(?:back[ ,]+)?` +
		hedgeWords + amountWord + ` ` + weightUnit), moneyWords, nil, "", nil},
	{"sym:weight_loss", regexp.MustCompile(`(?:瘦|掉|轻|减)(?:了|掉了|下来|下去了)` + zhAmount + `(?:斤|公斤|千克|磅)`), zhWeightEveryday, nil, "", nil},
	{"sym:weight_gain", regexp.MustCompile(`(?:胖|长|重|涨)了` + zhAmount + `(?:斤|公斤|千克|磅)`), zhWeightEveryday, nil, "", nil},
	{"sym:nocturia", regexp.MustCompile(`\b(?:get|gets|getting|got|i'm|im|am|been|be|being|was|i'm still|still) up (?:` +
		`once|twice|two|three|four|five|six|several|a few|a couple of|\d+)(?:(?:,| or| to) (?:twice|two|three|four|five|six|\d+))?(?: times)? ` +
		`(?:a|at|in the|per|every|each) night\b`),
		regexp.MustCompile(`\b(?:baby|babies|feed|feeds|feeding|kids?|child|children|toddler|dog|puppy|crying|cries|shift|shifts|nurse|nursing|newborn|son|daughter)\b`), nil, "", nil},
	{"sym:nocturia", regexp.MustCompile(`(?:夜里|晚上|夜间|半夜|一宿|一夜|夜晚|晚头|夜头|一晚上|一晚)[^，。！？；,.!?;]{0,3}?起(?:来|身|夜)?[^，。！？；,.!?;]{0,2}?` +
		`[一二两三四五六七八九十几0-9]+(?:[到至~-]?[一二两三四五六七八九十0-9]+)?[趟回次道遍]`), zhCareWords, nil, "", nil},
	{"sym:vomiting", regexp.MustCompile(`\b(?:been|was|were|be|being|get|got|i'm|im|am|is)(?: actually| physically| violently| really| properly)? sick ` +
		`(?:once|twice|three times|four times|five times|several times|a few times|a couple of times|\d+ times|into|in the|in a|everywhere|all over|on the floor)\b`),
		illWords, regexp.MustCompile(`^(?:was|were|got) `), "", nil},
	{"sym:vomiting", regexp.MustCompile(`\b(?:getting|get|gets) sick (?:maybe |about |like |around )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several) times (?:a|per|every) day\b`), illWords, nil, "", nil},
	{"sym:vomiting", regexp.MustCompile(`\bactually (?:been |being |be )?sick\b`), nil, nil, "", nil},
	// Chinese verb phrases with words between their parts.
	{concept: "sym:dysuria", re: regexp.MustCompile(zhPeeing + zhBetween + `(?:刺痛|痛|疼|辣|灼热|发烫|烧)`)},
	{concept: "sym:tinnitus", re: regexp.MustCompile(`耳[朵仔]?[^。！？!?]{0,30}?(嗡嗡(?:响|叫|的|声)?)`)},
	{concept: "sym:blurred_vision", re: regexp.MustCompile(`看(?:东西|电脑|手机|书|字|电视|报纸|远处|近处|嘢|野)[^，。！？；,.!?;]{0,6}?((?:有点|有些|有眼|好|很|都|发|就)?(?:花|糊|朦朦|矇矇|蒙蒙))`),
		notAfter: "了钱费掉在时"},
	{concept: "sym:vomiting", re: regexp.MustCompile(`(吐了?[一二两三四五六七八九十几0-9]+(?:[到至~-]?[一二两三四五六七八九十0-9]+)?[次回趟道])`),
		unless: regexp.MustCompile(`痰|口水|血|槽|奶`)},
	// Waking in the small hours ("夜里两三点就醒") and the bowels opened once
	// in days ("出院以后三天才解一次", "大便三四天一次").
	{concept: "sym:insomnia", re: regexp.MustCompile(`(?:夜里|半夜|凌晨|早上|每天|天天)[一二两三四五六七八九十几0-9]+点(?:多|钟|来钟)?(?:就|便|都)?(?:醒|醒了|睁眼)`),
		unless: regexp.MustCompile(`孩子|宝宝|bb|娃|喂奶|闹钟|上班|值班|夜班|赶车|飞机`)},
	{concept: "sym:constipation", re: regexp.MustCompile(`[一二两三四五六七八九十几0-9]+[天日]才(?:解|拉|屙|去)(?:一|1)?(?:次|回|趟|道)|` +
		`(?:大便|解大便|拉屎|屙屎|屙大便)[^，。！？；,.!?;]{0,3}?[一二两三四五六七八九十几0-9]+[天日](?:左右|多)?(?:才)?(?:一|1)(?:次|回|趟|道)|` +
		// How it is goes in a clause of its own ("大便不中，三四天一回", "大便不大好，隔两三天一
		// 趟"), or the days it has not opened ("大便三天没解了").
		`(?:大便|解大便)[^，。！？；,.!?;]{0,3}[，,] ?隔?(?:[二两三四五六七八九十几][一二两三四五六七八九十几]?|一[二两三四五六七八九十]|[2-9]|[1-9][0-9])[天日](?:左右|多)?(?:才)?(?:一|1)(?:次|回|趟|道)|` +
		`(?:大便|解大便)(?:[二两三四五六七八九十几][一二两三四五六七八九十几]?|一[二两三四五六七八九十]|[2-9]|[1-9][0-9])[天日](?:都|还)?(?:没|冇|没有)(?:解|拉|屙)(?:了|过)?(?:[，。！？；,.!?;]|$)`)},
	{"sym:constipation", regexp.MustCompile(`\b(?:bunged|bunging|bungs|blocked|blocking|blocks|binding|binds|bound) (?:me |you |him |her )up\b`),
		plumbingWords, nil, "", nil},
	// A condition named by what it raises, as patients of many Englishes
	// say it: "I've got the blood pressure", "she have di pressure too", "I
	// have BP", "I have the sugar". Only where the words end there, or go on
	// to another clause: "I have the blood pressure machine", "I have the
	// pressure checked", "I had sugar in my tea" are things, and bare
	// "pressure" without "the" is a feeling ("I have pressure in my chest").
	{"cond:hypertension", regexp.MustCompile(`\b((?:have|has|got|had|having)(?: got)? (?:(?:the|di|a bit of|a touch of) (?:high )?(?:blood pressure|pressure|bp|b\.p\.)|` +
		`(?:high )?(?:blood pressure|bp|b\.p\.)))` + afterNamed), otherEnglishNo, nil, "", nil},
	{"cond:diabetes", regexp.MustCompile(`\b((?:have|has|got|had|having)(?: got)? (?:the|di|a touch of|a bit of) sugars?)` + afterNamed), otherEnglishNo, nil, "", nil},
	// Bare "I'm bunged up" says neither nose nor bowel (fresh_test.go): only
	// beside a word of the bowels or of what is taken for them.
	{"sym:constipation", regexp.MustCompile(`\b(?:i'm|im|i am|i've been|i have been|been|was|feel|feeling|felt|getting|got|get)` +
		`(?: so| really| pretty| terribly| very| a bit| all| completely| totally| badly)* bunged up\b`), plumbingWords, nil, "",
		regexp.MustCompile(`\b(?:bowels?|poo|poos|poop|stools?|motions|constipat\w*|laxatives?|lactulose|senna|sennakot|senokot|coloxyl|movicol|docusate|dulcolax|fybogel|metamucil|fibre|fiber|prunes|haven't been|not been for|can't go|codeine|co-codamol|iron tablets)\b`)},
	// In South Asian and West African Englishes "sugar" said bare of a person
	// is diabetes: "She is 70, she has sugar since long time" (s50 blind round
	// 19 en08, a son for his mother, Pakistani English), "I have sugar and
	// pressure". The phrase with "the" ("I've got the sugar") was read
	// already (above); bare, only with a person as its subject and where
	// the words end there or go on to another clause, as that phrase's are:
	// "I have sugar in my tea" is a thing, and sugar beside tea, coffee, a
	// spoon or sweets is food.
	{"cond:diabetes", regexp.MustCompile(`\b(?:i|she|he|mother|father|mum|mom|dad|ammi|abbu|amma|appa)(?: also| too| both| already)? ` +
		`((?:have|has|had|having|got)(?: got)? sugar)` + afterNamed),
		regexp.MustCompile(`\b(?:tea|coffee|chai|milk|cereal|spoons?|teaspoons?|sachets?|sweets?|cake|biscuits?|juice|drinks?|cubes?|no sugar|sugar free|sugar-free|sugary)\b|` + otherEnglishNo.String()),
		nil, "", nil},
	// Sleep said to be back ("Now not itchy anymore, and can sleep already",
	// s50 blind round 19 en13 at the review; "I can sleep again", "sleeping
	// fine now") is the end of the sleeplessness told before: a mention of
	// insomnia over, which closes the record's insomnia as "not itchy
	// anymore" closes the itch. Sleeping "better" is an improvement, not an
	// end, and is not read; sleep that is the baby's, a child's or a shift's
	// is not the patient's; "can't sleep" and "can I sleep on my back?" are
	// other words.
	{"sym:insomnia", regexp.MustCompile(`\b(?:can|could) (?:now |finally |at last )?sleep(?: properly| well| fine| through(?: the night)?)?` +
		`(?: already| again| now| at last| lah| liao)+\b|\b(?:can|could) (?:now |finally )?sleep (?:properly|well|fine|through the night)\b|` +
		`\bsleeping (?:fine|well|properly|through(?: the night)?|ok|okay)(?: now| again| these days)+\b`),
		sleepNotOwn, anyPhrase, "", nil},
}

// phraseSaid is how a phrase of layPhrases was said, which its words
// settle over what the sentence around it suggests.
type phraseSaid struct {
	over bool // dated to a time over: "I was sick twice in the taxi home"
	// affirmed: a Chinese change with 了 and an amount is said, never
	// denied: "饭后没测 手指头扎得疼死了 体重还长了 长了四五斤" denies
	// the test, not the weight; and a comparison "比过年那会儿重了十来斤"
	// is the change up to now.
	affirmed bool
}

// layPhraseSpans adds a span for each phrase of layPhrases that no span
// covers already, and returns how those were said, by span.
func (m *Matcher) layPhraseSpans(nt normText, spans []span) ([]span, map[[2]int]phraseSaid) {
	s := string(nt.runes)
	var said map[[2]int]phraseSaid
	for _, p := range layPhrases {
		term := -2
		for _, loc := range p.re.FindAllStringSubmatchIndex(s, -1) {
			if len(loc) > 2 && loc[2] >= 0 {
				loc = loc[2:4] // the finding's own words: "耳朵里头一直(嗡嗡响)"
			}
			if p.notAfter != "" && strings.ContainsRune(p.notAfter, firstRune(s[loc[1]:])) {
				continue
			}
			if term == -2 {
				term = m.termOf(p.concept)
			}
			if term < 0 {
				break
			}
			phrase := s[loc[0]:loc[1]]
			start, end := utf8.RuneCountInString(s[:loc[0]]), utf8.RuneCountInString(s[:loc[1]])
			from, to := sentenceStart(nt.runes, start), sentenceEnd(nt.runes, end)
			sentence := string(nt.runes[from:to])
			if p.unless != nil && p.unless.MatchString(sentence) || p.need != nil && !p.need.MatchString(sentence) || weightTrivial.MatchString(phrase) ||
				strings.HasPrefix(p.concept, "sym:weight_") && wishWords.MatchString(string(nt.runes[from:start])) {
				continue
			}
			// The phrase takes the place of the words it holds ("尿尿的时候刺刺痛"
			// holds a pain); one it crosses or lies within names the
			// finding already, or another, and stands.
			crossed, inner := false, map[int]bool{}
			for k, o := range spans {
				switch {
				case o.end <= start || end <= o.start:
				case start <= o.start && o.end <= end && m.terms[o.term].ConceptID != p.concept:
					inner[k] = true
				default:
					crossed = true
				}
			}
			if crossed {
				continue
			}
			if len(inner) > 0 {
				kept := spans[:0:0]
				for k, o := range spans {
					if !inner[k] {
						kept = append(kept, o)
					}
				}
				spans = kept
			}
			spans = append(spans, span{start: start, end: end, term: term})
			var h phraseSaid
			if latinPhrase(phrase) {
				earlier := string(nt.runes[:from])
				h.over = p.past != nil && p.past.MatchString(phrase) && !enToday.MatchString(sentence) ||
					(enPastTimes.MatchString(sentence) || enOverBefore.MatchString(earlier)) && !enSince.MatchString(sentence)
			} else if strings.Contains(phrase, "斤") || strings.Contains(phrase, "磅") {
				h.affirmed = true
			}
			if h != (phraseSaid{}) {
				if said == nil {
					said = map[[2]int]phraseSaid{}
				}
				said[[2]int{start, end}] = h
			}
		}
	}
	sortSpans(spans)
	return spans, said
}

// termOf returns the index of the first term that names concept and is not
// provisional, or -1.
func (m *Matcher) termOf(concept string) int {
	for i, t := range m.terms {
		if t.ConceptID == concept && !t.Provisional && !t.CaseSensitive {
			return i
		}
	}
	return -1
}

// sentenceStart and sentenceEnd bound the sentence around runes[i], by
// the punctuation that ends one elsewhere (isClausePunct: "7.8" ends none).
func sentenceStart(runes []rune, i int) int {
	for i > 0 && !sentenceEndAt(runes, i-1) {
		i--
	}
	return i
}

func sentenceEnd(runes []rune, i int) int {
	for i < len(runes) && !sentenceEndAt(runes, i) {
		i++
	}
	return i
}

func sentenceEndAt(runes []rune, i int) bool {
	_, sentence := isClausePunct(runes, i)
	return sentence
}

// anyPhrase, as a layPhrase's past, makes every phrase of it tell a
// finding over.
var anyPhrase = regexp.MustCompile(`.`)

// sleepNotOwn make the sleep someone else's, or sleep to come.
var sleepNotOwn = regexp.MustCompile(`\b(?:baby|babies|he|she|they|him|her|kids?|child|children|toddler|son|daughter|shift|shifts|if|when i take|once i|will|would|hope|hoping|wish)\b`)

package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

var (
	// allergyCues make the drugs and allergens of their clause allergies by
	// themselves.
	allergyCues = []string{"allergic", "allergy", "allergies", "anaphylaxis", "anaphylactic", "react to", "reacted to", "reaction to",
		"reactions to", "bad reaction", "sensitive to", "sensitivity to", "hypersensitive", "hypersensitivity",
		"过敏", "皮试阳性", "皮试过敏", "皮试是阳性", "皮试呈阳性", "敏感"}
	// weakCues say a drug cannot be taken; with a reaction named in the
	// sentence, or a class of drugs, they state an allergy.
	weakCues = []string{"can't take", "cannot take", "can not take", "cannae take", "canna take", "cannae have", "can't have", "couldn't take", "unable to take", "makes me",
		"gives me", "gave me", "give mi", "gi mi", "mek mi", "breaks me out", "break out", "broke out", "brings me out", "brought me out", "swell up", "swelled up",
		// Scots "oot": "Penicillin brings me oot in big itchy welts" (session 72's review 11, E01).
		"brings me oot", "brought me oot", "bring me oot",
		"不能用", "不能吃", "不能打", "不能输", "用不了", "吃不了", "打不了", "输不了", "吃不得", "用不得", "打不得", "食唔得", "一吃", "一用", "一打", "吃了就", "用了就", "打了就", "都不能", "不能碰",
		"碰不得", "一碰就", "沾不得", "一沾就", "会起", "就起", "就过敏", "会拉", "会吐", "会肿", "会痒", "会喘", "会过敏",
		"doesn't agree with me", "don't agree with me", "didn't agree with me", "disagrees with me"}
	// intoleranceCues say a drug or a food does not suit the patient
	// without saying it is an allergy ("codeine doesn't agree with me",
	// "I can't take codeine"): the drug is not taken, and no allergy is
	// recorded unless a reaction or a class makes it one.
	intoleranceCues = []string{"can't take", "cannot take", "can not take", "cannae take", "canna take", "cannae have", "can't have", "couldn't take", "unable to take",
		"doesn't agree with me", "don't agree with me", "didn't agree with me", "does not agree with me", "disagrees with me",
		// "Amoxil no dey agree with my body at all" (Nigerian Pidgin, en/x1 dev).
		"agree with my body", "no dey agree with", "no agree with",
		"can't tolerate", "cannot tolerate", "couldn't tolerate", "intolerant", "intolerance", "doesn't suit me", "didn't suit me",
		// "Codeine doesn't sit right with me, it bungs me up" (en-d1-026).
		"doesn't sit right with me", "does not sit right with me", "didn't sit right with me", "doesn't sit well with me", "didn't sit well with me",
		"不耐受"} // "不能吃了" is often an order to stop, read as such elsewhere
	// avoidedCues say the patient keeps off a drug since it did something
	// ("几年前试过一次，之后就唔敢再食", "so I avoid it"): with a reaction
	// named, an allergy; without, what the drug was is read elsewhere.
	avoidedCues = []string{"avoid it", "avoid them", "stay away from it", "stay away from them", "steer clear of it", "so i steer clear", "haven't taken it since",
		// "Chloroquine, when I take it I scratch all over my body, so I
		// don't take it again" (review 13 E12).
		"don't take it again", "never take it again", "won't take it again", "don't take it anymore", "don't take it any more",
		"never taken it since", "not taken it since", "haven't had it since", "never had it since",
		"不敢吃", "不敢再吃", "不敢用", "不敢再用", "没敢再吃", "没敢再用", "唔敢食", "唔敢再食", "唔敢用", "唔敢再用",
		// Kept off by the doctors since: "上回打头孢，身上起了一片红疹子，从那以后
		// 医生都不给他用头孢了" (review 13 Z20).
		"不给他用", "不给她用", "不给我用", "不给用", "不给他打", "不给她打", "不给我打", "不给开", "won't give me", "won't give him", "won't give her"}
	// notAllergyPhrases say that what the sentence names is no allergy
	// ("it's not an allergy", "不是过敏"): the allergy to it is denied.
	notAllergyPhrases = []string{"not an allergy", "not allergic", "not allergy", "isn't allergy", "isn't an allergy", "wasn't an allergy", "not a real allergy",
		"not really an allergy", "not actually an allergy", "don't think that's an allergy", "don't think it's an allergy", "don't think it was an allergy",
		"don't think that was an allergy", "不是过敏", "不算过敏", "不是对", "并不是过敏", "不是真的过敏"}
	// rescueWords carry a drug for an allergy: the allergen is the fact.
	rescueWords = []string{"carry", "carries", "carrying", "for my", "in case", "备着", "随身带", "随身", "带着", "揣着", "揣", "带在身上"}
	// reactionConditions are diagnoses that name an allergic reaction.
	reactionConditions = map[string]bool{"cond:urticaria": true, "cond:anaphylaxis": true, "cond:angioedema": true, "cond:contact_dermatitis": true}
	// noAllergyPhrases deny allergies as a whole.
	noAllergyPhrases = []string{"nkda", "no known drug allergies", "no known allergies", "no drug allergies", "no allergies",
		"not allergic to anything", "allergic to nothing", "没有过敏", "没有药物过敏", "无过敏", "无药物过敏", "不过敏", "没什么过敏",
		"没有什么过敏", "啥也不过敏", "啥都不过敏", "什么都不过敏", "对什么都不过敏"}
)

// bareWeakCues are weak cues in the form a plural subject takes, or the
// bare verb of English spoken as a second language ("the codeine make me
// very sick, vomit"): since "statins make me ache" tells a side effect as
// often as an allergy, they state one only with a reaction that may be
// allergic, never by a class alone, and only of a drug: what touches the
// skin ("nickel earrings make my ears itchy") is read as the others are.
var bareWeakCues = []string{"make me", "make my",
	// "Sulfa drugs give me a rash": a plural drug that gives the reaction
	// ("give me" alone asks for one: "Give me a strip of Azithral").
	"give me a rash", "give me rashes", "give me hives", "give me the hives", "give me a reaction", "give me a bad reaction"}

// keptOffCues, in a part after a reaction, say the patient has kept off
// the drug since: "and I get, my face, swelling, so I never take again".
var keptOffCues = []string{"never take again", "never take it again", "never took it again", "never had it again", "never taken it again",
	"never touched it again", "never take them again", "never took them again", "don't take it anymore", "don't take it any more",
	"haven't taken it since", "haven't had it since", "never again"}

// reactionWeakCues are the weak cues that name an allergic reaction
// themselves ("makes me swell up", "breaks me out", "一吃就起疹"): no
// symptom of the lexicon need follow them.
var reactionWeakCues = []string{"swell up", "swelled up", "swells up", "breaks me out", "break out", "broke out", "brings me out",
	"brought me out", "brings me oot", "brought me oot", "会起", "就起", "就过敏", "会肿", "会痒", "会过敏", "会喘"}

// sideEffectOnly are symptoms a drug causes without any allergy: "that
// gave me a hacking cough", "it makes me drowsy", "it upsets my stomach"
// tell a side effect, which only an allergy word ("allergic", "reaction
// to") makes an allergy.
var sideEffectOnly = map[string]bool{"sym:cough": true, "sym:dry_cough": true, "sym:nausea": true, "sym:drowsiness": true,
	"sym:dizziness": true, "sym:headache": true, "sym:constipation": true, "sym:weight_gain": true, "sym:insomnia": true,
	"sym:dry_mouth": true, "sym:fatigue": true, "sym:myalgia": true, "sym:nightmares": true, "sym:tremor": true,
	"sym:muscle_cramps": true, "sym:palpitations": true,
	// A stomach a drug upsets is its side effect, not an allergy:
	// "吃了几天布洛芬，吃了就开始胃痛", "naproxen gives me heartburn". A
	// drug that brings on diarrhoea ("我吃阿莫西林会拉肚子") stays an
	// allergy, as patients and records call it.
	"sym:epigastric_pain": true, "sym:abdominal_pain": true, "sym:heartburn": true, "sym:indigestion": true,
	"sym:bloating": true, "sym:loss_of_appetite": true,
	// So is a drug that makes one throw up: "I can't take codeine, it makes
	// me throw up" is an intolerance, as "it makes me sick" is; every dev
	// annotator who met it wrote no allergy (en-t1-015, en-h1-057, en-r1-008,
	// en-v1-007), two of the patients saying so themselves.
	"sym:vomiting": true}

// oedema are side effects too (sideEffectOnly): swollen ankles, feet or legs
// are what a drug brings on (a calcium-channel blocker), and "my ankles
// swelled up badly on nifedipine" names that swelling, no allergy.
var oedema = map[string]bool{"sym:ankle_swelling": true, "sym:foot_swelling": true, "sym:leg_swelling": true}

// sideEffectSwellingIn reports whether part names a swelling that is a
// side effect (oedema): then "swelled up" names that swelling, no allergic
// reaction.
func sideEffectSwellingIn(x extract.Result, tx text, part int) bool {
	for _, m := range x.Mentions {
		if tx.part[m.Span[0]] == part && m.Type == ontology.TypeSymptom && oedema[m.ConceptID] {
			return true
		}
	}
	return false
}

// givenWords before a drug say it was given or prescribed ("gave me
// amoxicillin"), not what it did.
var givenWords = []string{"gave me", "gives me", "give me", "prescribed me", "put me on", "started me on", "给我开了", "给我开", "给开了"}

// nonGivingCues are the weak cues that still speak of a reaction when a
// drug was given in the same part ("they gave me penicillin and it made me
// swell up").
var nonGivingCues = []string{"makes me", "made me", "break out", "broke out", "swell up", "swelled up", "can't take", "cannot take", "cannae take", "canna take",
	"不能用", "不能吃", "吃了就", "用了就"}

// indicationWords before a symptom say what a drug was for ("for a sore
// throat", "治咳嗽"), not what it did.
var indicationWords = []string{"for", "for a", "for my", "for the", "for an", "for me", "fi mi", "fi me", "治", "治疗",
	// When it is taken: "I take Zyrtec when sneezing a lot" is no reaction to it.
	"when", "whenever", "when i have", "when i get", "when i'm", "whenever i get", "whenever i have"}

// endsWithAny reports whether the folded text ends with one of words, as
// whole words for Latin ones.
func endsWithAny(s string, words []string) bool {
	s = strings.TrimRight(strings.ToLower(s), " ,，")
	for _, w := range words {
		if strings.HasSuffix(s, w) && (w[0] >= 0x80 || len(s) == len(w) || !isLetter(s[len(s)-len(w)-1])) {
			return true
		}
	}
	return false
}

func isLetter(b byte) bool { return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' }

// outgrown say an allergy is over.
var outgrown = []string{"grew out of", "grown out of", "growing out of", "outgrew", "outgrown", "not anymore", "not any more", "no longer allergic", "all the time now",
	"no problem now", "fine now", "现在不过敏", "现在没事", "现在不过敏了", "已经不过敏",
	// "我小时候对牛奶过敏，现在喝没事了" (session 70's review 4, Z20).
	"现在喝没事", "现在吃没事", "现在喝了没事", "现在吃了没事", "现在喝也没事", "现在吃也没事", "现在能喝了", "现在能吃了", "现在可以喝了", "现在可以吃了",
	"长大就好了", "长大了就好了", "长大以后就好了", "大了就好了",
	"好像不过敏了", "应该不过敏了", "可能不过敏了", "似乎不过敏了", "大概不过敏了"} // a bare "对X不过敏了" stays a denial

// outgrownHedges, in the clause that says an allergy is over, leave it
// unsure whether it is: "现在好像不过敏了", "I think I've grown out of it".
var outgrownHedges = []string{"好像", "应该", "可能", "大概", "似乎", "估计", "i think", "maybe", "probably", "might have", "may have",
	"seem to have", "seems", "not sure"}

// outgrownIn reports whether a sentence says an allergy is over, and
// whether it says so with a hedge.
func outgrownIn(sentence string) (over, hedged bool) {
	for _, c := range strings.FieldsFunc(sentence, func(r rune) bool { return r == ',' || r == '，' }) {
		if containsAny(c, outgrown) || bareGrownOut(c) { // "but she grow out of it" (grewoutbare.go)
			over, hedged = true, hedged || containsAny(c, outgrownHedges)
		}
	}
	return over, hedged
}

// reactionBackCues tell, after an allergen is named, what it did
// ("I came out in a rash last time I had it", "吃了身上起疹子").
var reactionBackCues = []string{"came out in", "come out in", "comes out in", "broke out in", "break out in", "brought me out",
	"came oot in", "come oot in", "comes oot in", "brought me oot",
	"came up in", "come up in", "comes up in", "brought me up in",
	"last time i had it", "last time i took it", "when i had it", "when i took it", "after i took it", "after i had it",
	"made me", "gave me", "give mi", "mek mi", "吃了", "用了", "打了", "一吃", "一用", "一打",
	// What it does each time, told after the allergen named alone: "Codeine. It makes me itch all over."
	"makes me", "gives me", "brings me out", "bring me out", "brings me up in",
	// "they gave it me after my op and I went all blotchy and itchy".
	"gave it me", "gave it to me", "went all", "go all", "goes all", "swell up", "swells up", "swelled up", "puffed up", "起了", "出了一身"}

// reactsWill reports whether part se tells what a drug does to the
// patient, a symptom right after the drug and 会 ("我食布洛芬会扯气", "吃阿
// 司匹林会胸闷"): a weak cue like "会喘", for any symptom. What using it
// brings ("有擦阿达帕林，擦完会脱皮") is no such cue.
func reactsWill(x extract.Result, tx text, se int) bool {
	drug := -1 // where the last drug of the part ends
	for _, m := range x.Mentions {
		if tx.part[m.Span[0]] != se {
			continue
		}
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			drug = m.Span[1]
		}
		if m.Type == ontology.TypeSymptom && drug >= 0 && strings.Trim(tx.between(drug, m.Span[0]), " ") == "会" {
			return true
		}
	}
	return false
}

// drugIn reports whether part se names a drug, which its cues may be about.
func drugIn(x extract.Result, tx text, se int) bool {
	for _, m := range x.Mentions {
		if tx.part[m.Span[0]] == se && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) {
			return true
		}
	}
	return false
}

// takeWords say a drug is taken, not reacted to.
// The topical verbs are taking too: "有点湿疹 在抹那个丁酸氢化可的松", answering
// "有没有湿疹或者过敏的情况？" (s47 blind round 15 zh16), is the cream used, not
// an allergen; "抹了那个药膏起了一片疹子" still tells a reaction.
var takeWords = []string{"take", "taking", "took", "tried", "been on", "i'm on", "i am on", "i'm only on", "i'm just on", "i am only on", "on it", "use", "using", "吃", "恰", "服", "用着", "在用",
	"抹", "涂", "搽", "在擦", "擦着", "在喷", "喷着", "在滴", "滴着", "在贴", "贴着"}

// courseWords tell a course given and taken, which an answer to "any
// allergies?" may tell beside them ("had" alone may open a drug tolerated,
// "Had cefalexin once, no problems", which is read as no allergy): "the GP gave me nitrofurantoin and it
// cleared up fine", "He had clarithromycin last month … that's finished
// now" (session 72's review 10, E01, E13) were written allergies.
var courseWords = []string{"gave me", "gave him", "gave her", "was given", "were given", "prescribed", "put me on", "put him on",
	"put her on", "finished", "cleared up", "cleared it", "开了", "给开", "吃好了", "吃完了"}

// reactionInSentence reports whether the sentence of drug mention d names
// a symptom or a reaction condition after it, not as what it was taken for:
// what taking it did.
func reactionInSentence(x extract.Result, tx text, d extract.Mention) bool {
	for _, m := range x.Mentions {
		if tx.sent[m.Span[0]] == tx.sent[d.Span[0]] && m.Span[0] > d.Span[0] && !m.Assertion.Negated && !endsWithAny(tx.before(m), indicationWords) &&
			(m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition && reactionConditions[m.ConceptID]) {
			return true
		}
	}
	return false
}

// notCues are words that hold a cue but say none: "能不能吃" asks whether
// a drug may be taken (it holds "不能吃"); "for my allergies", "抗过敏"
// say what a drug treats (they hold "allergies", "过敏"): "I take Allegra
// for seasonal allergies" is no allergy to Allegra.
var notCues = regexp.MustCompile(`能不能(?:吃|用|打)|可不可以(?:吃|用)|\bfor (?:my |her |his |the |seasonal |hay fever and |bad )?allerg(?:y|ies)\b|(?:抗|治|防)过敏|` +
	// An allergy referred to ("上次说的那个过敏，我这次…想吃点布洛芬，行吗？",
	// "that allergy I mentioned") is the one told before, no cue for a
	// drug named after it.
	`(?:那个|这个|那种|说的|提的|讲的)过敏|\bthat allerg(?:y|ies)\b|` +
	// An allergic illness names no allergen: "我自己也有过敏性鼻炎，在喷糠酸莫
	// 米松" (s49, blind round 17 zh04) sprays the drug for it.
	`过敏性(?:鼻炎|结膜炎|哮喘|皮炎|紫癜|咳嗽)|\ballergic (?:rhinitis|conjunctivitis|asthma|dermatitis|eczema)\b|` +
	// A reaction denied is no cue: "I took ibuprofen and my face didn't
	// swell up at all", "it didn't give me a rash", "吃了阿莫西林不会痒"
	// told an allergy.
	`\b(?:didn't|did not|doesn't|does not|don't|do not|never|won't|wouldn't|hasn't|haven't|not)\s+(?:ever\s+|really\s+|even\s+)?` +
	`(?:swell(?:s|ed)? up|give me|gave me|given me|make me|made me|break(?:s)? (?:me )?out|broke (?:me )?out|bring(?:s)? me out|brought me out)\b|` +
	`不会(?:起|拉|吐|肿|痒|喘|过敏)|` + // "吃了阿莫西林不会痒，也不会肿"
	`\b(?:didn't|did not|don't|doesn't|does not|never|not|haven't|hasn't)\s+(?:ever\s+|really\s+)?react(?:ed|s)?(?:\s+to)?\b|` + // "I didn't react to it whatsoever"
	allergyTimesPattern)

// treatedAllergy reports whether allergy word m names what a drug treats
// ("for my allergies", "抗过敏"), as notCues does in a part's text.
func treatedAllergy(tx text, m extract.Mention) bool {
	before := strings.TrimRight(tx.before(m), " ")
	return endsWithAny(before, []string{"for", "for my", "for her", "for his", "for the", "for seasonal", "for bad", "that"}) ||
		strings.HasSuffix(before, "抗") || strings.HasSuffix(before, "治") || strings.HasSuffix(before, "防") ||
		endsWithAny(before, []string{"那个", "这个", "那种", "说的", "提的", "讲的"}) ||
		allergyAsATime(tx, m) // "过敏季节吃": when it is taken (allergyseason.go)
}

// takenForAnAllergy reports whether drug m is named as what is taken for
// an allergy right after it ("on Zyrtec for allergies"): in a part whose
// only allergy cue is a rescue drug carried (s47 blind round 15 en09: the
// EpiPen carried for bee stings later in the sentence made the Zyrtec an
// allergen), the treatment, not the allergen. Read in every part, it cost
// a held-out English wrong write (found by the aggregate, no case read),
// so it is kept to the rescue drug's parts.
func takenForAnAllergy(x extract.Result, tx text, m extract.Mention) bool {
	for _, w := range x.Mentions {
		if w.Span[0] >= m.Span[1] && IsAllergyWord(w) && treatedAllergy(tx, w) {
			return strings.TrimSpace(tx.between(m.Span[1], w.Span[0])) != "" &&
				len(strings.Fields(tx.between(m.Span[1], w.Span[0]))) <= 2 &&
				strings.HasPrefix(strings.TrimSpace(tx.between(m.Span[1], w.Span[0])), "for")
		}
	}
	return false
}

// withoutNonCues returns a part without its notCues.
func withoutNonCues(part string) string { return withoutWithoutIt(notCues.ReplaceAllString(part, " ")) }

// givingCues are the weak cues that also say a drug was given: "they gave
// me an anticonvulsant", "they gave me prednisolone … and the blue
// inhaler". Only a reaction named after one makes it a reaction ("sulfa
// gave me a rash").
var givingCues = []string{"gave me", "gives me", "give mi", "gi mi"}

// onlyGiven reports whether the weak cues of the part at rune i are all
// giving cues with no symptom or reaction named after them.
func onlyGiven(x extract.Result, tx text, i int, cued string) bool {
	for _, w := range weakCues {
		if containsAny(cued, []string{w}) && !slices.Contains(givingCues, w) {
			return false
		}
	}
	se := tx.part[i]
	for _, m := range x.Mentions {
		if tx.part[m.Span[0]] == se && (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition && reactionConditions[m.ConceptID]) &&
			givenBefore(tx, m) {
			return false
		}
	}
	return true
}

// givenBefore reports whether a giving cue comes before mention m in its
// part.
func givenBefore(tx text, m extract.Mention) bool {
	return containsAny(tx.between(tx.partStart(m.Span[0]), m.Span[0]), givingCues)
}

// unsureOfAll, anywhere in an allergy's sentence, leave it unsure: "I came
// out in spots as a kiddie when I was on amoxicillin, but Mam said that
// was the measles, so who knows".
var unsureOfAll = []string{"who knows", "god knows", "can't be sure", "cannot be sure", "说不准", "谁知道"}

// neverTried say a drug was never taken: whether it is an allergen is
// unknown.
var neverTried = []string{"没试过", "没用过", "没吃过", "没打过", "从来没用", "从来没吃", "从没用", "从没吃", "never tried", "never had it", "never taken",
	"haven't tried", "have not tried", "not tried", "never been given", "never had any"}

// toleranceAsked reports whether the open questions ask about allergies
// only as whether something is borne (Ask.Tolerance).
func toleranceAsked(asks []Ask) bool {
	asked := false
	for _, a := range asks {
		if a.Type == Allergy {
			if !a.Tolerance {
				return false
			}
			asked = true
		}
	}
	return asked
}

// allergyAsked reports whether the open questions ask about allergies.
func allergyAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Allergy {
			return true
		}
	}
	return false
}

// clauseCued reports whether m's own clause says allergy: an allergy word
// or a cue.
func clauseCued(x extract.Result, tx text, m extract.Mention) bool {
	if containsAny(tx.clauseOf(m.Span[0]), allergyCues) {
		return true
	}
	for _, w := range x.Mentions {
		if IsAllergyWord(w) && tx.sameClause(w, m) {
			return true
		}
	}
	return false
}

// cuedBefore reports whether the part before m's, in its sentence, tells
// of taking the allergen back: "有一回拉肚子吃了两粒，脸跟眼皮都肿起来了".
func cuedBefore(tx text, m extract.Mention) bool {
	start := tx.partStart(m.Span[0])
	if start == 0 || tx.sent[start-1] != tx.sent[m.Span[0]] {
		return false
	}
	return containsAny(tx.partOf(start-1), reactionBackCues)
}

// takingAsked reports whether an allergy question was asked together with
// what the patient takes: the drugs of the answer may be either.
func takingAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Allergy && a.Taking {
			return true
		}
	}
	return false
}

// nearestAllergyWord returns the allergy word nearest to m
// in its part of the sentence, preferring its own clause.
func nearestAllergyWord(x extract.Result, tx text, m extract.Mention) (extract.Mention, bool) {
	best, score := extract.Mention{}, -1
	for _, w := range x.Mentions {
		if !IsAllergyWord(w) || w.Type == ontology.TypeAllergen || tx.part[w.Span[0]] != tx.part[m.Span[0]] {
			continue
		}
		d := w.Span[0] - m.Span[1]
		if d < 0 {
			d = m.Span[0] - w.Span[1]
		}
		sc := 1000 - d
		if tx.sameClause(w, m) {
			sc += 1000
		}
		if sc > score {
			best, score = w, sc
		}
	}
	return best, score >= 0
}

// ownAllergyObjects name what an allergy word is said of, in its own
// clause: medicines in general.
var ownAllergyObjects = []string{"药", "药物", "medicine", "medicines", "medication", "medications", "drugs", "drug", "tablets"}

// allergies reads the allergy statements of a patient's turn: an allergen
// or a drug in a clause with an allergy cue ("对青霉素过敏", "penicillin
// makes me break out", "头孢类的药都不能用", "皮试阳性"), a class allergy
// against the class, and the reaction kept on the allergy rather than
// written as a current symptom. A drug carried to treat an allergy ("an
// EpiPen for bee stings") records the allergen, not the drug. It returns
// the statements, the mentions they account for, and the parts of the turn
// that tell a reaction, where a symptom is the allergy's and not current.
func (r *Reader) allergies(x extract.Result, tx text, asks []Ask, base func(extract.Assertion, string, string) Statement) ([]Statement, map[int]bool, map[int]bool) {
	consumed := map[int]bool{}
	var out []Statement
	// Sentences with a cue, and whether the cue is strong or needs a
	// reaction or a class.
	strong, weak, bare := map[int]bool{}, map[int]bool{}, map[int]bool{}
	avoided := map[int]bool{} // kept off since: an allergy only with a reaction named
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && !treatedAllergy(tx, m) {
			strong[tx.part[m.Span[0]]] = true
		}
	}
	for i := 0; i < len(tx.runes); {
		se, part := tx.part[i], tx.partOf(i)
		cued := withoutNonCues(part)
		// "做皮试，说是阳性，青霉素那个": a positive skin test, said apart.
		strong[se] = strong[se] || containsAny(cued, allergyCues) || strings.Contains(part, "皮试") && strings.Contains(part, "阳性") ||
			hasWord(part, "skin test") && hasWord(part, "positive")
		weak[se] = weak[se] || containsAny(cued, weakCues) && !onlyGiven(x, tx, i, cued) && !zhInteractionOnly(x, tx, i) || reactsWill(x, tx, se) // "吃华法林不能吃布洛芬" (interactionnotallergy.go)
		bare[se] = bare[se] || containsAny(cued, bareWeakCues)
		avoided[se] = avoided[se] || containsAny(cued, avoidedCues)
		i += max(1, len([]rune(part)))
	}
	// "I carry an EpiPen for bee stings": the rescue drug says allergy.
	rescueOnly := map[int]bool{} // parts whose only cue is the rescue drug
	for _, m := range x.Mentions {
		if m.ConceptID == "drug:epinephrine" && containsAny(tx.partOf(m.Span[0]), rescueWords) {
			rescueOnly[tx.part[m.Span[0]]] = !strong[tx.part[m.Span[0]]] && !weak[tx.part[m.Span[0]]]
			strong[tx.part[m.Span[0]]] = true
		}
	}
	// An answer to "any allergies?" names allergies ("just shellfish"),
	// unless it has already denied them: in "冇开过刀，也冇过敏。下午……恰了两
	// 颗奥美拉唑" the drug is what the patient took.
	taking := takingAsked(asks)
	// "Have you had other antibiotics without any problem?" asks what is
	// borne: the drugs its answer names are no allergens unless a reaction
	// is told with them ("An di nitrofurantoin too, … it did work good",
	// review 15 E03).
	borne := toleranceAsked(asks)
	if allergyAsked(asks) && !noToAllergies(x, tx) {
		denied := -1
		for _, m := range x.Mentions {
			if IsAllergyWord(m) && m.Assertion.Negated && denied < 0 {
				denied = tx.sent[m.Span[0]]
			}
		}
		for _, m := range x.Mentions {
			se := tx.part[m.Span[0]]
			if denied >= 0 && tx.sent[m.Span[0]] > denied {
				continue
			}
			if containsAny(strings.ToLower(tx.partOf(m.Span[0])), neverTried) {
				continue // "青霉素倒是没试过" (session 70's review 4, Z02): untested, neither allergic nor not
			}
			if borne && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !reactionInSentence(x, tx, m) {
				continue
			}
			if m.Type == ontology.TypeAllergen || (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !taking &&
				(!containsAny(tx.partOf(m.Span[0]), takeWords) && !containsAny(strings.ToLower(tx.partOf(m.Span[0])), courseWords) ||
					reactionInSentence(x, tx, m) && !reactionAfterDrink(x, tx, m)) {
				// "I took three Advil and iced it" tells what was taken; "I
				// took it once and came out in hives" still the allergy.
				strong[se] = true
			}
		}
	}
	// "The clinic gave me amoxicillin": giving a drug is no reaction to it.
	// A part whose only cue is the giving is no allergy statement.
	for _, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && endsWithAny(tx.before(m), givenWords) &&
			!containsAny(tx.partOf(m.Span[0]), nonGivingCues) {
			weak[tx.part[m.Span[0]]] = false
		}
	}
	reactions := map[int][]extract.Mention{} // part -> reaction symptoms
	sureReaction := map[int]bool{}           // part -> a reaction told without a hedge
	allergicSign := map[int]bool{}           // part -> a reaction that may be allergic
	for i := 0; i < len(tx.runes); {
		// "Aspirin makes me swell up": the cue names the reaction itself.
		if part := tx.partOf(i); weak[tx.part[i]] && containsAny(part, reactionWeakCues) && !sideEffectSwellingIn(x, tx, tx.part[i]) {
			allergicSign[tx.part[i]] = true
		}
		i += max(1, len([]rune(tx.partOf(i))))
	}
	deniedWhole := -1 // the first sentence that denies allergies as a whole ("No allergy.")
	for _, m := range x.Mentions {
		if IsAllergyWord(m) && m.Type != ontology.TypeAllergen && m.Assertion.Negated && deniedWhole < 0 {
			deniedWhole = tx.sent[m.Span[0]]
		}
	}
	hasAllergen := map[int]bool{}
	type whose struct {
		part        int
		experiencer string
	}
	allergenOf := map[whose]bool{}   // "我闺女对花生过敏，我自个儿啥都不过敏"
	allergenOver := map[whose]bool{} // sentence -> an allergen's allergy said to be over
	for _, m := range x.Mentions {
		se := tx.part[m.Span[0]]
		if m.Type == ontology.TypeSymptom && (strong[se] || weak[se] || avoided[se] || bare[se] || petIn(x, tx, se) || r.foodReactionIn(x, tx, se)) && !endsWithAny(tx.before(m), indicationWords) {
			reactions[se] = append(reactions[se], m)
			allergicSign[se] = allergicSign[se] || !sideEffectOnly[m.ConceptID] && !oedema[m.ConceptID]
			sureReaction[se] = sureReaction[se] || !m.Assertion.Uncertain
		}
		if m.Type == ontology.TypeCondition && reactionConditions[m.ConceptID] && (strong[se] || weak[se]) {
			reactions[se] = append(reactions[se], m)
			allergicSign[se] = true
			sureReaction[se] = sureReaction[se] || !m.Assertion.Uncertain
		}
	}
	for i, m := range x.Mentions {
		se := tx.part[m.Span[0]]
		isClass := m.Type == ontology.TypeDrugClass || m.Type == ontology.TypeAllergen && r.drugAllergen(m.ConceptID) // "青霉素类的药我都不能用"
		// "No allergy. But last time the antibiotic make me diarrhoea": after
		// allergies denied as a whole, the plural or bare "make me" tells a
		// side effect.
		isDrug := (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !(deniedWhole >= 0 && tx.sent[m.Span[0]] > deniedWhole)
		allergic := strong[se] || weak[se] && (allergicSign[se] || isClass) || (avoided[se] || bare[se] && isDrug) && allergicSign[se] ||
			isPetAllergen(m) && allergicSign[se] || // "Cats make me sneeze", "我一碰猫就打喷嚏"
			(r.noGoodAfter(tx, m) || r.eatenThenReaction(x, tx, m)) && allergicSign[se] // "海鲜也不行，吃了虾浑身痒"
		if allergic && isDrug && rescueOnly[se] && takenForAnAllergy(x, tx, m) {
			allergic = false // "She's also on Zyrtec for allergies every day and she carries an EpiPen for bee stings"
		}
		if allergic && taking && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !clauseCued(x, tx, m) && (!isHan(m.Text) && len(reactions[se]) == 0 || isHan(m.Text) && !anyAfter(reactions[se], m)) {
			// "平时吃什么药？对什么药过敏吗？" "二甲双胍，青霉素过敏"; a complaint
			// before the drug is what it was taken for: "还吃了什么药吗 有没有过
			// 敏" "前几天痒得受不了吃了两天氯雷他定 现在停了" (review 12 Z07).
			allergic = false
		}
		if allergic && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && reactionAfterDrink(x, tx, m) && !allergyWordInPart(x, tx, se) {
			allergic = false // "甲硝唑吃了两片，晚上喝了两杯酒，脸红得跟关公一样": the drink with it
		}
		if allergic && isDrug && remedyAfter(tx, m) {
			allergic = false // "花粉过敏…眼睛痒，吃氯雷他定就能好" (review 13 Z07): what helps, no allergen
		}
		if allergic && isDrug && allergyOfAnotherChunk(x, tx, m) {
			allergic = false // "这次医生给开的呋喃妥因 吃到第二天了 … 对头孢过敏" (allergyofanotherchunk.go)
		}
		if allergic && isDrug && !strong[se] && toleratedNow(tx, m) {
			allergic = false // "…gave me diarrhoea when I first started, but I've been fine on it since" (toleratednow.go)
			for _, j := range causedBy(x, tx, i) {
				x.Mentions[j].Assertion.Historical = true // what it did then, over since
			}
		}
		if allergic && isDrug && avoided[se] && !strong[se] && !weak[se] {
			// Kept off since, and nothing more: "屋企仲有秋水仙碱 上次食完屙到
			// 脚软 唔敢食" (y1).
			if r.keptOffForItsSideEffect(x, tx, m) {
				consumed[i] = true // an intolerance: not taken, and no allergy
				continue
			}
			if laterDrugInPart(x, tx, m) {
				continue // "食咗两粒消炎痛 冇乜用 屋企仲有秋水仙碱…唔敢食": the later drug's
			}
		}
		if !allergic {
			if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !m.Assertion.Hypothetical &&
				containsAny(tx.partOf(m.Span[0]), intoleranceCues) {
				consumed[i] = true // "I can't take codeine": not taken, and no allergy said
			}
			continue
		}
		var concept string
		switch m.Type {
		case ontology.TypeAllergen:
			concept = m.ConceptID
		case ontology.TypeDrug, ontology.TypeDrugClass:
			if m.ConceptID == "drug:epinephrine" && (containsAny(tx.partOf(m.Span[0]), rescueWords) || !allergyToItSaid(tx, m)) {
				consumed[i] = true // the rescue drug: the allergen it is for is the fact
				continue
			}
			concept = r.allergenFor(m.ConceptID, m.Text)
		default:
			continue
		}
		consumed[i] = true
		hasAllergen[se] = true
		allergenOf[whose{se, m.Assertion.Experiencer}] = true
		a := m.Assertion
		if r.noGoodAfter(tx, m) {
			a.Negated = false // "青霉素过敏，海鲜也不行": it does not suit, no denial
		}
		if IsAllergyWord(m) {
			// "芒果过敏" says it all itself: a later "别的没啥过敏的" is
			// about the rest.
		} else if w, ok := nearestAllergyWord(x, tx, m); ok {
			// "阿莫西林我好像过敏": the hedge is on the allergy word.
			a.Uncertain = a.Uncertain || w.Assertion.Uncertain
			a.Hypothetical = a.Hypothetical || w.Assertion.Hypothetical
			if notTakenForAllergy(x, tx, m) {
				a.Negated = false // "青霉素不能打，打了会过敏": the not-taking is for the allergy
			}
			switch {
			case w.Assertion.Negated && m.Type == ontology.TypeAllergen && !r.drugAllergen(m.ConceptID) && !tx.sameClause(w, m) &&
				deniesDrugsOnly(tx, w) && reactionInClause(x, tx, m):
				// "药物不过敏，吃芒果嘴巴肿" (session 72's review 9, Z13): the
				// denial is the drugs'; the mango's reaction is told. Eaten
				// "too much" or "sometimes", it is for a clinician to weigh.
				a.Uncertain = a.Uncertain || containsAny(tx.after(m), muchOrSometimes)
			case w.Assertion.Negated && m.Type == ontology.TypeAllergen && !r.drugAllergen(m.ConceptID) && !isHan(m.Text) && drugAllergyWord(tx, w):
				// "Just latex and shellfish, no drug allergies" (review 13
				// E14): a no of drug allergies is no no of latex.
			default:
				a.Negated = a.Negated || w.Assertion.Negated
			}
		} else {
			if !strong[se] {
				// "can't take", "不能用" is the cue itself, not a denial.
				a.Negated = false
			}
			if len(reactions[se]) > 0 && !sureReaction[se] {
				// "阿司匹林，好像吃了一回喘得更凶": no allergy word, and the
				// reaction that tells it is hedged; so is the allergy.
				a.Uncertain = true
			}
			if !strong[se] && isClass && len(reactions[se]) > 0 && !allergicSign[se] {
				// "I couldn't take the statin, it gave me cramps": a class
				// said with a weak cue and only a side effect is an
				// intolerance as likely as an allergy; a claim for a
				// clinician to weigh, not a fact.
				a.Uncertain = true
			}
			if !strong[se] && m.Type == ontology.TypeDrug && r.knownSideEffectsOnly(m.ConceptID, reactions[se]) {
				// "Metformin gives me diarrhoea": no allergy word, and what it
				// does is what the drug's label says it may do. An allergy
				// as likely as a side effect: a claim, not a fact (session
				// 68's review).
				a.Uncertain = true
				// "I'm on metformin and it gives me diarrhoea": the drug is
				// taken still, and is read as taken too.
				consumed[i] = !onItNow(tx, m)
			}
		}
		bareReaction, exception := r.allergenAfterDenial(x, tx, m)
		if exception {
			a.Negated = false // "药不过敏，就是胶布一贴上就红": the denial is the drugs'
		}
		if isPetAllergen(m) && !strong[se] {
			a.Uncertain = true // "Cats make me sneeze": no allergy word, a claim for a clinician
		}
		if denied, hedged := deniedAfter(tx.runes, m.Span[1]); denied && !a.Negated {
			// "Any allergy to penicillin?" "Penicillin, no, not at all":
			// the allergen named, then denied.
			a.Negated, a.Uncertain = true, a.Uncertain || hedged
		}
		if !a.Negated && startsWithAny(strings.TrimLeft(restOfSentence(tx, m), " ,，…"), unsureNoAfter) != "" {
			// "Are you allergic to penicillin?" "…Penicillin, I don't think
			// so? I can't remember ever having it": doubted, a claim.
			a.Uncertain = true
		}
		if isDrug && zhToleratedAfter(tx, m) {
			a.Negated = true // "猫毛过敏，对乙酰氨基酚、布洛芬都吃过，没反应": tolerated beside it
		}
		// An allergy once had is still an allergy, unless the patient says
		// they grew out of it ("but I eat them all the time now").
		over, hedged := outgrownIn(tx.sentenceOf(m.Span[0]))
		a.Historical, a.Uncertain = over, a.Uncertain || hedged || containsAny(strings.ToLower(tx.sentenceOf(m.Span[0])), unsureOfAll)
		if over {
			allergenOver[whose{tx.sent[m.Span[0]], m.Assertion.Experiencer}] = true
		}
		if a.Negated && keptOffOnly(tx, m) && slices.ContainsFunc(out, func(o Statement) bool { return o.Type == Allergy && o.Concept == concept && !o.Negated }) {
			continue // "…就是对芒果过敏，吃了嘴周围起疙瘩，这回可没吃芒果" (review 13 Z18): not eaten this time, the allergy told stands
		}
		if a.Negated && keptOffOnly(tx, m) {
			// "it gave me serious rash with peeling, so I don't take sulphur
			// drugs again" (review 12 E04): a drug kept off denies no
			// allergy; with a reaction told in the sentence, it is one.
			a.Negated = false
			a.Uncertain = a.Uncertain || !reactionToldInSentence(x, tx, m)
		}
		s := base(a, Allergy, concept)
		var rs []string
		for _, rm := range reactions[se] {
			if reactionOf(x, tx, m, rm) {
				rs = append(rs, r.Display(rm.ConceptID, "en"))
			}
		}
		if len(rs) == 0 && bareReaction != "" {
			rs = append(rs, bareReaction) // "一贴上就红"
		}
		if c := cueReaction(x, tx, m); len(rs) == 0 && c != "" {
			rs = append(rs, c) // "it makes me swell up": the cue names it
		}
		if len(rs) > 0 {
			s.Attributes["reaction"] = strings.Join(rs, ", ")
			if s.Negated && s.Experiencer == extract.Patient && !strings.HasPrefix(concept, "class:") && !r.deniedOutright(tx, m) {
				// "我啥个药侪勿过敏，就是磺胺类个勿来三，老早吃了浑身起红斑",
				// "阿士匹灵我食唔得，一食就扯到透唔到气，其他冇" (review 13 Z14,
				// Z17): a reaction told is an allergy had; a no said of the
				// rest, or of drugs as a whole, denies not it.
				s.Negated = false
			}
		}
		out = append(out, fuzzy(s, m))
	}
	// The reactions are the allergy's, not current symptoms.
	for i, m := range x.Mentions {
		se := tx.part[m.Span[0]]
		if (m.Type == ontology.TypeSymptom || reactionConditions[m.ConceptID]) && hasAllergen[se] {
			consumed[i] = true
		}
	}
	// "Doxycycline. I came out in a rash last time I had it": a later part
	// that points back at the allergen tells its reaction.
	first := -1
	for se := range hasAllergen {
		if first < 0 || se < first {
			first = se
		}
	}
	// The parts that tell a reaction: the allergen's own, and those that
	// point back at it ("有一回拉肚子吃了两粒，脸跟眼皮都肿起来了"), where a
	// swelling said without a word of the lexicon is the reaction too.
	reactionParts := map[int]bool{}
	for se := range hasAllergen {
		reactionParts[se] = true
	}
	for i := 0; i < len(tx.runes); {
		se := tx.part[i]
		if first >= 0 && se > first && (containsAny(tx.partOf(i), reactionBackCues) || keptOffNext(tx, i)) && !drugIn(x, tx, se) {
			reactionParts[se] = true
		}
		i += max(1, len([]rune(tx.partOf(i))))
	}
	for i, m := range x.Mentions {
		se := tx.part[m.Span[0]]
		if first < 0 || se <= first || hasAllergen[se] || m.Type != ontology.TypeSymptom && !reactionConditions[m.ConceptID] ||
			!containsAny(tx.partOf(m.Span[0]), reactionBackCues) && !cuedBefore(tx, m) && !keptOffNext(tx, m.Span[0]) || drugIn(x, tx, se) {
			continue
		}
		consumed[i] = true
		if startsWithAny(tx.after(m), []string{"吃了", "用了", "打了", "吃过"}) != "" {
			continue // "有一回拉肚子吃了两粒": what it was taken for, not what it did
		}
		for k := len(out) - 1; k >= 0; k-- {
			if out[k].Type == Allergy && !out[k].Negated {
				if rs := out[k].Attributes["reaction"]; rs != "" {
					out[k].Attributes["reaction"] = rs + ", " + r.Display(m.ConceptID, "en")
				} else {
					out[k].Attributes["reaction"] = r.Display(m.ConceptID, "en")
				}
				break
			}
		}
	}
	// "No allergies" as a whole.
	for i, m := range x.Mentions {
		se := tx.part[m.Span[0]]
		if IsAllergyWord(m) && m.Type != ontology.TypeAllergen {
			consumed[i] = true
			if allergenOf[whose{se, m.Assertion.Experiencer}] && !r.deniedBeforeException(x, tx, m) && !(m.Assertion.Negated && deniesDrugsOnly(tx, m)) {
				continue // "药物不过敏，就是吃芒果嘴巴肿" still denies the drugs
			}
			if allergenOver[whose{tx.sent[m.Span[0]], m.Assertion.Experiencer}] && containsAny(tx.clauseOf(m.Span[0]), outgrown) {
				continue // "以前对花粉过敏，现在好像不过敏了": the pollen's, over, not allergies as a whole
			}
			if k, ok := r.notAnAllergyOf(x, tx, m); ok {
				of := x.Mentions[k]
				s := base(m.Assertion, Allergy, r.allergenFor(of.ConceptID, of.Text))
				s.Negated = true
				out = append(out, s)
				consumed[k] = true // what does not suit the patient is not taken either
				for _, j := range causedBy(x, tx, k) {
					consumed[j] = true // "the codeine make me very sick, vomit, but is not allergy": what it does, not a complaint now
				}
				continue
			}
			if m.Assertion.Negated || containsAny(tx.partOf(m.Span[0]), noAllergyPhrases) {
				kind := deniedKind(tx, m) // "药物没有过敏的": drugs only (nodrugallergy.go)
				s := base(m.Assertion, Allergy, kind)
				s.Negated, s.Display = true, genericDenialDisplay(kind)
				out = append(out, s)
			}
		}
	}
	return r.oneClassAllergy(r.withoutClassDeniedBesideMember(deniedAllergies(out))), consumed, reactionParts
}

// withoutClassDeniedBesideMember drops a denied allergy to a drug class
// when the same turn tells an allergy to a drug of it: "食别嘌醇……成身出红
// 疹 医生话系过敏 就停咗 之后就冇再食降尿酸药" (zh-y1-004) told the
// allopurinol allergy, and not taking the class again denies no allergy.
func (r *Reader) withoutClassDeniedBesideMember(out []Statement) []Statement {
	kept := out[:0]
	for _, s := range out {
		if s.Type == Allergy && s.Negated && strings.HasPrefix(s.Concept, "class:") && slices.ContainsFunc(out, func(o Statement) bool {
			return o.Type == Allergy && !o.Negated && o.Experiencer == s.Experiencer && r.onto.InClass(o.Concept, s.Concept)
		}) {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

// oneClassAllergy folds an allergy to a drug into the allergy to its class
// the same turn states ("sulfa, I came out in hives with Septrin"): the
// drug is the one that showed the class allergy, and the record holds the
// class once, not a second allergy beside it. Only an allergen class and
// one said surely: a drug class word ("an antibiotic, called
// clindamycin") only says what kind the drug is, the drug is the allergy.
func (r *Reader) oneClassAllergy(out []Statement) []Statement {
	var kept []Statement
	for i, s := range out {
		if s.Type != Allergy || s.Negated || !strings.HasPrefix(s.Concept, "drug:") {
			kept = append(kept, s)
			continue
		}
		class := -1
		for k, c := range out {
			if k != i && c.Type == Allergy && !c.Negated && !c.Uncertain && strings.HasPrefix(c.Concept, "allergen:") && c.Experiencer == s.Experiencer &&
				r.onto.InClass(s.Concept, c.Concept) {
				class = k
				break
			}
		}
		if class < 0 {
			kept = append(kept, s)
			continue
		}
		if c := &out[class]; c.Attributes["reaction"] == "" && s.Attributes["reaction"] != "" {
			c.Attributes["reaction"] = s.Attributes["reaction"]
		}
	}
	return kept
}

// drugAllergen reports whether an allergen is a class of drugs (it has
// ATC members), which a weak cue makes an allergy by itself.
func (r *Reader) drugAllergen(id string) bool {
	c, ok := r.onto.Concept(id)
	return ok && len(c.Members) > 0
}

// deniedAllergies settles a turn that denies an allergy and names the same
// allergen again ("我不是对牛奶过敏，…一喝牛奶肚子就胀"): the denial said
// outright wins over a reaction told after it, which is the intolerance's.
func deniedAllergies(out []Statement) []Statement {
	denied := map[[2]string]bool{}
	for _, s := range out {
		if s.Type == Allergy && s.Negated {
			denied[[2]string{s.Concept, s.Experiencer}] = true
		}
	}
	for i := range out {
		if s := &out[i]; s.Type == Allergy && !s.Negated && denied[[2]string{s.Concept, s.Experiencer}] {
			s.Negated, s.Uncertain, s.Historical = true, false, false
		}
	}
	return out
}

// notAnAllergyOf returns the index of the one drug or allergen a sentence that says
// "it's not an allergy" is about ("codeine doesn't agree with me, but it's
// not an allergy"), or false when the sentence names none or several.
func (r *Reader) notAnAllergyOf(x extract.Result, tx text, w extract.Mention) (int, bool) {
	if !w.Assertion.Negated || !containsAny(tx.sentenceOf(w.Span[0]), notAllergyPhrases) {
		return -1, false
	}
	var found []int
	ownObject := containsAny(tx.clauseOf(w.Span[0]), ownAllergyObjects)
	for k, m := range x.Mentions {
		if tx.sent[m.Span[0]] != tx.sent[w.Span[0]] || IsAllergyWord(m) {
			continue
		}
		if ownObject && !tx.sameClause(m, w) {
			continue // "Not allergic to any medicines, but latex gloves make my hands itch": the denial is the medicines'
		}
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass || m.Type == ontology.TypeAllergen {
			found = append(found, k)
		}
	}
	if !oneThingNamed(x, found) {
		return -1, false
	}
	return found[0], true
}

// keptOffNext reports whether the part after the one holding rune i, in
// the same sentence, says the patient has kept off the drug since ("…and
// I get, my face, swelling, so I never take again"): what the part told is
// what the drug did.
func keptOffNext(tx text, i int) bool {
	start, end := tx.bounds(tx.part, i)
	if end >= len(tx.runes) || tx.sent[end] != tx.sent[start] {
		return false
	}
	return containsAny(tx.partOf(end), keptOffCues)
}

// causedBy returns the symptoms drug mention k's sentence tells after it as
// what the drug does or did, a cause word between them ("the codeine make
// me very sick, vomit").
func causedBy(x extract.Result, tx text, k int) []int {
	d := x.Mentions[k]
	var out []int
	for j, m := range x.Mentions {
		if m.Type != ontology.TypeSymptom || m.Span[0] < d.Span[1] || !tx.sameSentence(d, m) {
			continue
		}
		if between := tx.between(d.Span[1], m.Span[0]); containsAny(between, causeWords) {
			out = append(out, j)
		}
	}
	return out
}

// keptOffForItsSideEffect reports whether the reactions told after drug
// mention m in its part are all side effects the drug's label lists
// (colchicine's diarrhoea): kept off for that, the drug is not tolerated,
// which is no allergy (y1: "屋企仲有秋水仙碱 上次食完屙到脚软 唔敢食"). A
// rash or a swelling, which no such list holds, is still read as one.
func (r *Reader) keptOffForItsSideEffect(x extract.Result, tx text, m extract.Mention) bool {
	c, ok := r.onto.Concept(m.ConceptID)
	if !ok || len(c.SideEffects) == 0 {
		return false
	}
	found := false
	for _, n := range x.Mentions {
		if n.Type != ontology.TypeSymptom || n.Span[0] < m.Span[1] || tx.part[n.Span[0]] != tx.part[m.Span[0]] {
			continue
		}
		if !slices.Contains(c.SideEffects, n.ConceptID) {
			return false
		}
		found = true
	}
	return found
}

// laterDrugInPart reports whether another drug is named after drug mention
// m in its part: a reaction and "dare not take it" told after it are that
// drug's.
func laterDrugInPart(x extract.Result, tx text, m extract.Mention) bool {
	for _, n := range x.Mentions {
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && n.Span[0] > m.Span[1] && tx.part[n.Span[0]] == tx.part[m.Span[0]] {
			return true
		}
	}
	return false
}

// Adrenaline is the treatment of anaphylaxis, so a pen told in an
// allergy's turn is the rescue drug whatever the verb ("医生开过肾上腺素笔",
// "they gave me an adrenaline pen"), not only one carried (rescueWords).
// An allergy to it is read only where the allergy is said of it.
var allergyToItBefore = []string{"allergic to", "allergy to", "allergic reaction to", "reaction to", "react to", "reacted to", "对"}

// allergyToItSaid reports whether the allergy words right around drug
// mention m are said of it: "allergic to adrenaline", "对肾上腺素过敏",
// "adrenaline allergy".
func allergyToItSaid(tx text, m extract.Mention) bool {
	before := strings.TrimRight(strings.ToLower(tx.before(m)), " ")
	after := strings.TrimLeft(strings.ToLower(tx.from(m.Span[1])), " ")
	return endsWithAny(before, allergyToItBefore) || strings.HasPrefix(after, "过敏") || strings.HasPrefix(after, "allergy")
}

// unsureNoAfter, right after an allergen named to a question about it,
// doubt it.
var unsureNoAfter = []string{"i don't think so", "i dont think so", "don't think so", "not that i know", "not that i remember", "not as far as i know"}

// knownSideEffectsOnly reports whether every reaction is one the drug's
// label lists (the lexicon's adverse effects table) and none is an
// allergic sign but diarrhoea, which drugs bring on as often as allergies
// do: a rash, hives or a swelling stays an allergy.
func (r *Reader) knownSideEffectsOnly(drugID string, reactions []extract.Mention) bool {
	known := r.onto.AdverseEffects(drugID)
	for _, rm := range reactions {
		if !slices.Contains(known, rm.ConceptID) || !sideEffectOnly[rm.ConceptID] && rm.ConceptID != "sym:diarrhea" {
			return false
		}
	}
	return len(reactions) > 0
}

// onItNow reports whether the words before a drug in its clause say the
// patient takes it now: "I'm on metformin", "I take metformin", "我在吃二甲
// 双胍" (takenNowBefore).
func onItNow(tx text, m extract.Mention) bool {
	start, _ := tx.bounds(tx.clause, m.Span[0])
	before := strings.ToLower(tx.between(start, m.Span[0]))
	return containsAny(before, takenNowBefore) || hasAnyWord(before, []string{"i take"}) || containsAny(before, []string{"在吃", "在服", "在用"})
}

// reactionInClause reports whether a symptom, not denied, follows allergen
// m in its clause.
func reactionInClause(x extract.Result, tx text, m extract.Mention) bool {
	if bareReactionAfter.MatchString(tx.afterInPart(m)) {
		return true // "虾吃多了就起": the rash said just before, left out
	}
	for _, o := range x.Mentions {
		if o.Type == ontology.TypeSymptom && o.Span[0] >= m.Span[1] && tx.sameClause(o, m) && !o.Assertion.Negated {
			return true
		}
	}
	return false
}

// bareReactionAfter tells a reaction by its verb alone: "就起", "一吃就肿".
var bareReactionAfter = regexp.MustCompile(`^[^，,。；;]{0,6}(?:就|会|都)(?:起|肿|红|痒)`)

// deniesDrugsOnly reports whether negated allergy word w denies allergies
// to drugs alone: "药物不过敏", "no drug allergies", "not allergic to any
// medicines".
func deniesDrugsOnly(tx text, w extract.Mention) bool {
	return containsAny(strings.ToLower(tx.clauseOf(w.Span[0])), ownAllergyObjects)
}

// anyAfter reports whether one of ms is told after m.
func anyAfter(ms []extract.Mention, m extract.Mention) bool {
	for _, o := range ms {
		if o.Span[0] >= m.Span[1] {
			return true
		}
	}
	return false
}

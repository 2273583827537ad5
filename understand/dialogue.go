package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Ask is a yes/no question that a clinician or the assistant asked about a
// concept. It is not a statement: the patient's answer, in this turn's
// successors, decides what it means for the record.
type Ask struct {
	Type    string `json:"type"`
	Concept string `json:"concept"`
	// Negative marks a question framed as a denial ("no cough?"), whose
	// "yes" is ambiguous.
	Negative bool `json:"negative,omitempty"`
	// DrugsOnly marks a question about allergies to drugs alone ("Any
	// allergies to medicines?", "有没有药物过敏？"): its "no" is no known drug
	// allergy, not no allergy at all.
	DrugsOnly bool `json:"drugs_only,omitempty"`
	// Tolerance asks whether the patient has the thing without a reaction
	// ("can you eat peanuts without a reaction?"): a no proposes the
	// allergy, a yes denies it.
	Tolerance bool `json:"tolerance,omitempty"`
	// Still asks whether something goes on ("still taking it?"): a "no"
	// means it stopped, not that it never was.
	Still bool `json:"still,omitempty"`
	// Over asks whether a complaint the question takes as known has ended:
	// "is the rash still there?" (a no ends it), "has the rash gone?" (a
	// yes ends it). See overAsked.
	Over overQuestion `json:"over,omitempty"`
	// Ever asks about the past ("ever had…?"): a "yes" is history.
	Ever bool `json:"ever,omitempty"`
	// Had asks in the simple past whether the patient had it ("were you
	// aware you had a UTI?", "so you had a chest infection?"): a yes may
	// be an episode over or a condition that goes on, which only a
	// clinician can tell.
	Had bool `json:"had,omitempty"`
	// Relative is the blood relative asked about ("does your mother have
	// diabetes?"), or "family" for anyone in the family.
	Relative string `json:"relative,omitempty"`
	// Measure marks a question about a reading ("糖化查了没？"): the answer's
	// value is the reading's; a yes or no says nothing of the record.
	Measure bool `json:"measure,omitempty"`
	// Normal marks a question whether something is fine ("are you passing
	// urine OK?"): a yes denies a problem, a no names none.
	Normal bool `json:"normal,omitempty"`
	// Problems marks a question whether all is fine that also asks after
	// problems ("any waterworks problems, passing urine OK?"): a no denies
	// them too.
	Problems bool `json:"problems,omitempty"`
	// How marks a question how something is ("how's your appetite?"):
	// only an answer that says it is fine denies a problem, not a yes.
	How bool `json:"how,omitempty"`
	// Given marks a concept the question takes as known ("is the pain
	// getting worse?", "anything for your back pain?"): a yes keeps it, a
	// no is about something else.
	Given bool `json:"given,omitempty"`
	// Indication marks a condition the question gives as what a drug it
	// asks about is for ("you're on indapamide for the blood pressure?"):
	// a yes to the drug says the patient has it.
	Indication bool `json:"indication,omitempty"`
	// Choice marks a question that offers alternatives ("do you feel
	// wheezy, or just tight?", "是刺痛还是胀痛？"): a bare yes or no picks
	// none of them; only what the answer names decides.
	Choice bool `json:"choice,omitempty"`
	// OrUnnamed marks a concept offered with "or" beside something the
	// lexicon does not name ("any drugs or alcohol?"): a bare yes may be
	// to the other, so it confirms neither; a no still denies it.
	OrUnnamed bool `json:"or_unnamed,omitempty"`
	// Since marks a question how long the patient has had something
	// ("头疼多久了？", "how long have you had the dizziness?"): an answer
	// that gives the length says they have it.
	Since bool `json:"since,omitempty"`
	// Taking marks an allergy question asked together with what the
	// patient takes ("are you taking any medications, and any allergies to
	// medications?"): a drug the answer names is taken, unless an allergy
	// word says otherwise.
	Taking bool `json:"taking,omitempty"`
	// Stopped marks a question whether a drug was stopped ("I see we
	// stopped the methotrexate?", "did you come off the statin?"): a yes
	// confirms the stop.
	Stopped bool `json:"stopped,omitempty"`
	// Finished marks a question whether a drug's course was taken to its
	// end ("Did you finish the antibiotics?"); it is Stopped as well.
	Finished bool `json:"finished,omitempty"`
	// Provisional marks a concept asked about only in a provisional lay
	// name ("you're not feeling very well?"): a yes proposes it.
	Provisional bool `json:"provisional,omitempty"`
	// When marks a finding asked about under a condition ("any chest pain
	// when you walk?"): a yes, or "only when I rush", says the patient
	// has it; a no denies it only then, so it writes nothing.
	When bool `json:"when,omitempty"`
	// Together marks a drug asked in one list with others, joined by "and"
	// or commas and no "or" ("Are you taking metformin and lisinopril?",
	// "Do you take Diovan, estradiol, Norvasc, Wellbutrin?"): a bare yes
	// takes each (druglist.go).
	Together bool `json:"together,omitempty"`
	// Others marks a question about allergies besides those told ("Any
	// other allergies?"): its no denies the rest, which it does not name,
	// so it writes nothing; what the answer names is read as asked.
	Others bool `json:"others,omitempty"`
	// Treatment marks an illness asked of as the topic of a question about
	// its treatment ("胃溃疡现在在吃药吗？"): it is Given, a no is of the
	// treatment, and a yes says the patient has it (treatmentasked.go).
	Treatment bool `json:"treatment,omitempty"`
}

// takingAsks ask what the patient takes.
var takingAsks = []string{"taking any", "take any", "are you taking", "do you take", "on any", "currently taking", "regular medicines", "regular medications", "平时吃", "吃什么药", "吃了什么药", "吃过什么药", "吃啥药", "吃了啥药", "还吃什么", "还吃了什么", "别的药", "用什么药", "用啥药", "恰么子药", "食咩药"}

// medicineWords name what a patient takes, in a question that asks for it.
var medicineWords = []string{"medicine", "medicines", "medication", "medications", "meds", "tablets", "pills"}

// medicinesAskedApart reports whether a turn asks what the patient takes in
// a question of its own, beside the one about allergies ("Any other
// medicines? Any allergies?"): a drug the
// answer names may answer either.
func medicinesAskedApart(sents []sentence) bool {
	for _, s := range sents {
		if s.question && containsAny(s.text, medicineWords) && !strings.Contains(s.text, "allerg") && !strings.Contains(s.text, "过敏") && !strings.Contains(s.text, "過敏") {
			return true
		}
	}
	return false
}

// Answers a patient's turn may open with.
const (
	answerYes    = "yes"
	answerNo     = "no"
	answerUnsure = "unsure" // a hedged yes ("I think so", "好像有")
)

// fillers are what speech puts before an answer.
var fillers = []string{"um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "mm", "mhm", "oh", "ohh", "ah", "ahh", "och", "well", "so", "okay", "ok", "right",
	"i mean", "you know", "sorry", "pardon",
	"嗯", "啊", "呃", "额", "哦", "噢", "唔", "那个", "这个", "就是说", "医生", "大夫", "actually", "honestly",
	"我", "俺", "咱", "我自己", "俺自己", "现在", "目前", "暂时", "眼下", "这两天", "这几天", "最近", "right now", "at the moment", "currently",
	"早就", "已经", "早已"}

var (
	noAnswers = []string{"no", "nope", "nah", "naw", "no no", "not really", "not at all", "never", "none", "nothing", "nothing like that",
		"none of those", "none of them", "neither", "not once", "never once", "not that i know of", "not that i've noticed", "not that i have noticed",
		"not that i'm aware of", "not that i am aware of", "nothing that i'm aware of", "none that i know of", "none that i'm aware of",
		"not that i can think of", "not that i remember",
		// "Has the swelling settled?" "not yet, it's only been a day"
		// (session 70's review 4, E12).
		"not yet",
		// Said without its "of" (mts-dialog dev sum-111, train-134): "Not that I know.", "I don't know of any."
		"not that i know", "i don't know of any", "i dont know of any", "none that i know", "not that i'm aware", "not that i am aware",
		"i don't", "i do not", "i haven't", "i have not", "i didn't", "i did not", "i'm not", "i am not", "i don't think so",
		"don't think so", "no i don't", "no i haven't", "no, i don't", "no, i haven't", "not as far as i know", "negative",
		// Typed without apostrophes: "fever i dont think so".
		"i dont", "i didnt", "i havent", "im not", "i dont think so", "dont think so", "no i dont", "no i havent", "no, i dont", "no, i havent",
		"没有", "没", "没得", "莫得", "木有", "不", "不是", "都没有", "都没", "都不", "没有没有", "不会", "从来没有", "从没有",
		"一个也没有", "那倒没有", "倒没有", "这倒没有", "那没有", "没这回事", "没有的事", "没那回事", "不咳", "不疼", "不痛", "不烧",
		// Cantonese, Hakka and Xiang 冇 and Wu 呒没 are 没有, and Wu 侪 is 都:
		// "有冇心慌？" "冇得。", "发热伐？" "侪没有。".
		"冇", "冇得", "冇有", "都冇", "都冇得", "冇冇", "全部冇", "呒没", "侪没有", "侪没", "侪呒没",
		// "Whichever of them, none": "哪样都没有", "啥都没有".
		"哪样都没有", "样样都没有", "一样都没有", "啥都没有", "什么都没有", "都没得",
		"还没有", "还没", "没事", "好得很", "挺好的", "都挺好", "很好", "都好", "i'm fine", "i'm good", "all good", "fine", "i'm ok", "i'm okay",
		"it's ok", "it's okay", "it is ok", "it's fine", "it's alright", "it's all right", "that's fine", "not bad", "it's not bad", "还行", "还好", "挺好"}
	yesAnswers = []string{"yes", "yeah", "yep", "yup", "yea", "ya", "aye", "i do", "i have", "i did", "i am", "a bit", "a little",
		"a little bit", "a tiny bit", "sometimes", "definitely", "correct", "that's right", "that's correct", "yes i do", "yes i have",
		"occasionally", "now and then", "that is correct", "that is right", "that's true", "that is true", "every day", "every single day", "every night", "every morning", "every evening", "each day", "all of them", "both", "all of those", "uh-huh", "mhm",
		"有", "有的", "有点", "有一点", "有些", "是", "是的", "是啊", "是呀", "对", "对的", "对啊", "对呀", "嗯嗯", "偶尔", "都有", "有啊", "有呢",
		"得过", "有过", "患过", "犯过", "吃过", "用过", "做过", "打过"}
	unsureAnswers = []string{"i think so", "maybe", "possibly", "probably", "kind of", "sort of", "kinda", "i guess", "i suppose",
		"好像有", "可能有", "好像是", "可能是", "应该有", "大概有", "估计有", "好像", "似乎有",
		// "Hard to say": a hedge, and no denial for its 不.
		"说不好", "不好说", "讲不好", "讲不准", "唔好讲"}
	// unknownAnswers say the patient does not know: they decide nothing.
	unknownAnswers = []string{"i don't know", "don't know", "dunno", "not sure", "i'm not sure", "no idea", "can't remember", "i don't remember",
		"i dont know", "dont know", "im not sure", "cant remember", "i dont remember",
		"不晓得", "不知道", "不清楚", "说不准", "记不清", "不记得", "搞不清",
		// Not measured is not known: "发烧吗？" "还没量，感觉有点热" denied
		// the fever (second black-box round).
		"还没量", "没量", "没量过", "没有量", "还没测", "没测", "没测过", "没有测", "没来得及量",
		"haven't checked", "haven't measured", "didn't check", "didn't measure", "haven't taken my temperature", "didn't take my temperature"}
	// allOf are answers that cover every concept asked ("都有", "both").
	allOf = []string{"都有", "都是", "都占", "都占了", "全有", "both", "all of them", "all of those", "all of it", "all three", "all four", "all of the above"}
	// bothAsASite is a "both" said of what follows it ("both feet", "both
	// my hands", "both sides"): it tells where, not that each thing asked is
	// there ("Any numbness or tingling in the feet?" "…the toes tingle at
	// night, both feet"). "both of them", "both, yeah" still answer.
	bothAsASite = regexp.MustCompile(`\bboth (my |the |of my |of the |your )?(feet|foot|hands|legs|arms|eyes|ears|sides|knees|ankles|hips|shoulders|wrists|breasts|calves|thighs|elbows|heels|toes|fingers|cheeks|lungs|kidneys|nostrils|temples|buttocks|soles|palms|thumbs|big toes|legs and|hands and|feet and)\b`)
	// allYes opens an answer that says yes to every item asked, counted or
	// not: "三样都有", "这几个都占了", "全都有".
	allYes = regexp.MustCompile(`^(这|那)?(两|三|四|五|六|几)?(个|样|种|项|条)?(都|全|全都|统统)(有|占)`)
	// onlyWords single out what follows as the only one ("就头疼", "just the cough").
	onlyWords = []string{"就", "只", "只有", "就是", "光", "only", "just"}
	// onlyFill may stand between an only-word and its concept.
	onlyFill = []string{"是", "有", "有点", "有一点", "一点", "点", "the", "a", "my", "some", "a bit of", "a little", "a little bit of", "bit of"}
)

// restAreNo are said after naming what the patient has, and deny the rest
// of what was asked ("apart from that, no").
var restAreNo = []string{"apart from that, no", "apart from that no", "other than that, no", "other than that no", "otherwise no",
	"otherwise, no", "nothing else", "but no", "除此之外没有", "别的没有", "别的都没有", "其他没有", "其他都没有", "其它没有", "别的没什么"}

// restSaidNo reports whether an answer says no to the rest of what was
// asked. An English phrase must end its clause: "but no injuries" (session
// 72's review 9, E09) denies the injuries, not the fever asked.
func restSaidNo(lower string) bool {
	for _, w := range restAreNo {
		for from := 0; ; {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if !isLatinByte(w[0]) {
				return true
			}
			if rest := strings.TrimLeft(lower[from:], " "); rest == "" || !isLetterByte(rest[0]) {
				return true
			}
		}
	}
	return false
}

// relativeHas returns the blood relative an answer says has it ("俺妈有",
// "my mum does", or opening it with the relative alone: "Yes, my uncle."),
// or "".
func relativeHas(text string) string {
	opening := true // only openers so far: a relative named alone answers
	for _, cl := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(",，.。!！?？;；…", r) }) {
		cl = strings.TrimSpace(cl)
		who := extract.Relative(cl)
		if who == "" {
			opening = opening && answerOpeners.ReplaceAllString(strings.ToLower(cl), "") == ""
			continue
		}
		if strings.HasSuffix(cl, "有") && !strings.HasSuffix(cl, "没有") && !strings.HasSuffix(cl, "沒有") || strings.HasSuffix(cl, "有的") || strings.HasSuffix(cl, " does") || strings.HasSuffix(cl, " has") ||
			strings.HasSuffix(cl, " did") || strings.HasSuffix(cl, "得过") || relativeHasByPronoun(cl) || opening && relativeAlone(cl) {
			return who
		}
		opening = false
	}
	return ""
}

// answerOpeners may open an answer before the one who has it: "Yes, my
// uncle", "Yeah, someone had it".
var answerOpeners = regexp.MustCompile(`^(?:(?:yes|yeah|yep|yup|uh|um|oh|well|only|just|both|and|actually|对|是|是的|有|嗯)\s*)*`)

// relativeAlone reports whether an answer's clause is a relative and nothing
// else ("Yes, my uncle.", "我舅舅", "my dad too"): the one who has it.
func relativeAlone(clause string) bool {
	cl := answerOpeners.ReplaceAllString(strings.ToLower(strings.TrimSpace(clause)), "")
	for _, tail := range []string{" too", " also", " as well", "也是", "也有", "也"} {
		cl = strings.TrimSuffix(cl, tail)
	}
	for _, head := range []string{"my ", "our ", "me ", "我的", "俺的", "我", "俺"} {
		if rest, ok := strings.CutPrefix(cl, head); ok && extract.RelativeAlone(rest) != "" {
			return true
		}
	}
	return false
}

// someoneElseHas reports whether an answer gives what was asked to someone
// it does not name ("Yeah, someone had it."): not the patient, and no
// relative to record it against.
var someoneElseHas = regexp.MustCompile(`^(?:(?:yes|yeah|yep|yup|uh|um|oh|well)[ ,]+)*(?:someone|somebody)(?: i know| i knew)? (?:did|does|had it|has it|had that|has that|had|has)\b`)

// habitAsked reports whether the open questions ask about a habit.
func habitAsked(asks []Ask) bool {
	for _, a := range asks {
		if a.Type == Observation && !a.Measure {
			return true
		}
	}
	return false
}

// drinkTakenApart opens a sentence of an answer about habits with the
// drinking, set off by a comma, to answer it apart: "Drink, only on
// Saturday", "Alcohol, a glass at the weekend".
var drinkTakenApart = regexp.MustCompile(`(^|[.!?;]\s*|,\s*and\s+)(drink|drinking|the drinking|drinks|alcohol|booze)\s*,`)

// confirmsDenial reports whether an answer agrees with a question framed as
// a denial ("so no chest pain, is that right?" "yep, that's right").
func confirmsDenial(text string) bool {
	return containsAny(text, []string{"that's right", "that is right", "correct", "exactly", "that's correct", "right", "对", "是的", "没错", "对的"})
}

// answerOf returns how a patient's turn answers a yes/no question: the
// answer it opens with, after fillers and an echo of what was asked ("Ohh,
// allergies. Uh, no.").
func answerOf(text string) string {
	if murmuredYes(text) {
		return answerYes // "Mm-hm.", "嗯嗯" (murmuredyes.go)
	}
	text = withoutEchoedQuestion(text) // "Every day? No, I stopped it" (everydayyes.go)
	clauses := restoreDecimals(strings.FieldsFunc(keepDecimals(strings.ToLower(extract.Normalize(text))), func(r rune) bool {
		return strings.ContainsRune(",，.。!！?？;；…", r)
	}))
	clauses = withoutByTheWay(clauses) // "对了我不喝酒": by the way, not "right"
	for k, c := range clauses {
		if k == 5 {
			break
		}
		if k > 0 && selfRepair(c, clauses[k+1:]) {
			return "" // "上周去海南潜水了…哦不是左耳，是右耳": a repair, no answer (repairnotanswer.go)
		}
		switch a := answerWord(c); a {
		case answerUnknown:
			return "" // "不晓得俺有没有": nothing is decided
		case "":
		default:
			return secondThoughts(a, clauses[k+1:])
		}
		// Only a short echo or a filler may come before the answer.
		if len(strings.Fields(c)) > 3 || len([]rune(c)) > 12 {
			break
		}
	}
	return ""
}

// secondThoughts returns the answer a turn settles on when it opened with
// a. A bare "no" among the short clauses right after a "yes" ("Yes,
// absolutely. No, not, no, nothing."; "Yep. Uh, no.") leaves it unclear,
// which decides nothing: it may take the yes back or answer another
// question. A "yeah" after a "no" is a filler ("No, no blood, yeah, just
// watery"), but not after "actually": "No… well actually, yes" is a yes. A
// no corrected in words ("没有……哦不对，…") decides nothing.
func secondThoughts(a string, rest []string) string {
	if a == answerNo && unlookedAfter(rest) {
		return answerUnsure // "I don't think so? I don't really check" (unlookedno.go)
	}
	if a == answerNo {
		for k, c := range rest[:min(4, len(rest))] {
			lc := strings.Trim(strings.ToLower(c), " .…")
			if k == 0 && slices.Contains([]string{"actually", "well actually", "oh actually"}, lc) && len(rest) > 1 && bareAnswer(rest[1]) == answerYes {
				return answerYes // "No… well actually, yes, last night": the yes corrects the no
			}
			if containsAny(lc, noTakenBack) || startsWithAny(lc, noCorrected) != "" {
				return "" // "Hmm, no. I, I got no I do sometimes": the no is taken back, to what is not said
			}
			if k == 0 && startsWithAny(lc, aLittleAfterNo) != "" {
				return answerUnsure // "Not really, just the odd twinge when I'm stressed" (session 70's review 5, E08): a little, for a clinician to weigh
			}
		}
	}
	for k, c := range rest {
		if k == 4 {
			break
		}
		c = strings.TrimSpace(c)
		b := bareAnswer(c)
		switch {
		case a == answerYes && k == 0 && b == "" && startsWithAny(withoutConnectives(strings.ToLower(c)), halfBack) != "":
			return answerUnsure // "Yes. So not so much with the glass, but…": half taken back
		case a == answerYes && doubtsIt(c):
			return answerUnsure // "Yes, I think that one. But I am not sure."
		case b == "" && (len(strings.Fields(c)) > 3 || len([]rune(c)) > 12):
			return a // the turn has moved on to what it says
		case b == answerNo && a == answerYes:
			return ""
		}
	}
	return a
}

// aLittleAfterNo, right after a no, say there is a little of it after all.
var aLittleAfterNo = []string{"just the odd", "only the odd", "just the occasional", "only the occasional", "just a bit of", "just a little",
	"just a twinge", "just the odd twinge", "just occasionally", "only occasionally", "just now and then", "就偶尔", "偶尔有一点", "偶尔有点", "就一点点"}

// noTakenBack, soon after a no, take it back by saying the patient does,
// now and then: "No. Well, I do sometimes." What is done sometimes is not
// said, so the answer decides nothing.
var noTakenBack = []string{"i do sometimes", "i do occasionally", "i do now and then", "i do now and again", "sometimes i do"}

// noCorrected open a clause that corrects the no before it: "没有……哦不
// 对，昨天半夜痛过一阵" (asked/zh-x2-013), "No… well actually, yes, last
// night". What the turn then tells decides, not the no.
var noCorrected = []string{"不对", "哦不对", "噢不对", "啊不对", "呃不对", "哦，不对", "说错了", "讲错了", "我说错了", "actually yes", "actually, yes",
	"actually yeah", "actually, yeah", "well actually, yes", "well actually yes", "oh wait", "no wait", "wait, yes", "wait yes"}

// framedByDenial reports whether a turn opens with a no and ends with a
// bare one ("I don't think so. … Not really."), with more between.
func framedByDenial(text string, sents []sentence) bool {
	if len(sents) < 3 || answerOf(text) != answerNo {
		return false
	}
	return bareAnswer(sents[len(sents)-1].text) == answerNo
}

// doubtWords after a yes say the patient is not sure of it.
var doubtWords = []string{"not sure", "not certain", "not a hundred percent", "not 100%", "don't remember", "can't remember",
	"i think so", "i think that one", "i think that's the one", "i think that's it", "不确定", "不太确定", "记不清", "记不太清",
	"说不准", "不太清楚",
	// "烧……说不好": can't say whether it is so.
	"说不好", "不好说", "讲不好", "讲不准"}

// doubtsIt reports whether a clause after a yes doubts the yes itself,
// not a detail ("not sure when it started").
func doubtsIt(c string) bool {
	c = strings.ToLower(c)
	for _, w := range doubtWords {
		i := strings.Index(c, w)
		if i < 0 {
			continue
		}
		if startsWithAny(strings.TrimSpace(c[i+len(w):]), []string{"when", "how", "why", "what", "where", "which", "exactly", "if it", "whether it"}) == "" {
			return true
		}
	}
	return false
}

// halfBack open the words right after a yes that take part of it back
// ("Yes. Well, not so much…", "yeah, not really, but…").
var halfBack = []string{"not so much", "not really", "not exactly", "not as such", "not that much", "not much", "not quite", "not always"}

// withoutFillers returns text normalized and lowercased, less the fillers
// and punctuation it opens with ("um, no" is "no").
func withoutFillers(text string) string {
	s := strings.TrimSpace(strings.ToLower(extract.Normalize(text)))
	for {
		trimmed := strings.TrimLeft(s, " ,，.。、!！…-")
		w := startsWithAny(trimmed, fillers)
		if w == "" || w == trimmed {
			return trimmed
		}
		s = trimmed[len(w):]
	}
}

// bareAnswer returns the answer a clause is made of, with nothing else in
// it but fillers ("no", "nope", "yeah"), or "".
func bareAnswer(c string) string {
	s := withoutFillers(c)
	s = strings.TrimRight(s, " .。!！")
	for _, l := range []struct {
		words []string
		a     string
	}{{bareNo, answerNo}, {bareYes, answerYes}} {
		for _, w := range l.words {
			if s == w {
				return l.a
			}
		}
	}
	return ""
}

// bareNo and bareYes are the answers that take back what a turn opened
// with ("fine" or "对" after a "yes" are no second thoughts).
var (
	bareNo  = []string{"no", "nope", "nah", "naw", "no no", "no no no", "not really", "not at all", "nothing", "nothing like that", "none", "never", "没有", "没有没有"}
	bareYes = []string{"yes", "yeah", "yep", "yup", "yea", "yes yes", "yeah yeah"}
)

// phraseOpeners are one-rune Chinese answers that also open a phrase:
// "对" is "right" alone and "to" before a noun; "不过" is "but". "冇" alone
// is "no", and before a word it denies that word only: "冇血" is no blood,
// "冇留意" did not notice, neither a no to the other things asked. "不行了"
// is worse, "不舒服" unwell, "不得了" terrible: no denial of what was asked.
// Not "不对", which is a no and a self-correction ("哦不对，我记错了").
var phraseOpeners = map[string]string{"对": "", "是": "", "不": "过行舒得", "冇": ""}

// othersExist open a clause that says some other people have it or do it:
// "有" there is "there are", not "yes".
var othersExist = []string{"有几个", "有好几个", "有人", "有些人", "有的人", "有好多人", "有不少人", "有个别人", "有同学", "有同事"}

// mildNotNone say how bad something had is, not that it is not had: "a
// morning cough, nothing major" has the cough.
var mildNotNone = []string{"nothing major", "nothing serious", "nothing too serious", "nothing too bad", "nothing bad", "nothing much",
	"nothing significant", "nothing to worry about", "not too bad", "not that bad", "not so bad"}

// answerTails may follow a one-rune answer and keep it an answer.
const answerTails = "的啊呀呢了吧嗯有"

// opensPhrase reports whether the one-rune answer w opening s is instead
// the first word of a longer phrase.
func opensPhrase(s, w string) bool {
	after, ok := phraseOpeners[w]
	if !ok || len(s) == len(w) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(s[len(w):])
	if string(next) == w { // "对对对"
		return false
	}
	if strings.ContainsRune(after, next) {
		return true
	}
	return after == "" && unicode.Is(unicode.Han, next) && !strings.ContainsRune(answerTails, next)
}

// didAnswers say yes by the verb asked with 过 ("吃过", "做过").
var didAnswers = map[string]bool{"得过": true, "有过": true, "患过": true, "犯过": true, "吃过": true, "用过": true, "做过": true, "打过": true}

// namesWhatWasDone reports whether the 过-verb opening s goes on to name
// what it was done with ("吃过奥美拉唑", "做过胃镜"): a statement of that
// thing, which answers the question about it alone, not a bare yes to
// every question of the turn. A count or a particle after it ("吃过两回",
// "做过的") keeps it the answer.
func namesWhatWasDone(s, w string) bool {
	if !didAnswers[w] || len(s) == len(w) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(s[len(w):])
	return unicode.Is(unicode.Han, next) && !strings.ContainsRune(answerTails+"一两二三四五六七八九十几好多次回", next)
}

// hasDefiniteObject reports whether the words after an English "I have" go
// on to name a thing of the patient's with "the" or "my" ("I have the
// Nexplanon", "I have my inhaler"): a statement of that thing, which
// answers no question of another by a yes. "I have, yeah", "I have a bit"
// and "I have a rash" stay answers or name what they answer.
func hasDefiniteObject(rest string) bool {
	return startsWithAny(strings.TrimLeft(rest, " "), []string{"the", "my"}) != "" && strings.HasPrefix(rest, " ")
}

// answerUnknown is an answer that does not know.
const answerUnknown = "unknown"

// answerWord returns the answer a clause opens with, answerUnknown for "I
// don't know", or "".
func answerWord(text string) string {
	s := withoutFillers(text)
	u, n, y := startsWithAny(s, unsureAnswers), startsWithAny(s, noAnswers), startsWithAny(s, yesAnswers)
	if opensPhrase(s, y) || namesWhatWasDone(s, y) {
		y = "" // "对青霉素过敏" is "allergic to penicillin", not "right"
	}
	if (y == "i have" || y == "i did") && hasDefiniteObject(s[len(y):]) {
		y = "" // "I have the Nexplanon, in my arm": the thing the patient has, not a yes
	}
	if y == "有" && aLengthHad.MatchString(s) {
		y = "" // "…没吃了，有半个月了": how long ago, not a yes (drugreview.go)
	}
	if y == "有" && startsWithAny(s, othersExist) != "" {
		y = "" // "有几个男生在厕所抽": others do, which says nothing of the patient
	}
	if opensPhrase(s, n) || startsWithAny(s, mildNotNone) != "" {
		n = ""
	}
	k := startsWithAny(s, unknownAnswers)
	switch {
	case k != "" && len(k) >= len(n) && len(k) >= len(y):
		return answerUnknown
	case u != "" && len(u) >= len(n) && len(u) >= len(y):
		return answerUnsure
	case n != "" && len(n) >= len(y):
		return answerNo
	case y != "":
		return answerYes
	}
	return ""
}

// singledOut reports whether the turn singles out a concept it names as
// the only one ("就头疼", "just the cough"): an only-word right before it.
func singledOut(s string, x extract.Result) bool {
	rs := []rune(strings.ToLower(extract.Normalize(s)))
	for _, m := range x.Mentions {
		if m.Type == allergyWordType || m.Type == ontology.TypeBodySite || singledOutOfAnother(m) {
			continue
		}
		before := strings.TrimRight(string(rs[:m.Span[0]]), " ")
		for changed := true; changed; {
			changed = false
			for _, f := range onlyFill {
				if strings.HasSuffix(before, f) && (!isLatinByte(f[0]) || len(before) == len(f) || !isLatinByte(before[len(before)-len(f)-1])) {
					before, changed = strings.TrimRight(before[:len(before)-len(f)], " "), true
					break
				}
			}
		}
		for _, w := range onlyWords {
			if strings.HasSuffix(before, w) && (!isLatinByte(w[0]) || len(before) == len(w) || !isLatinByte(before[len(before)-len(w)-1])) {
				return true
			}
		}
	}
	return false
}

// openAsks returns the questions a patient's turn may answer: those of the
// latest questioning turns, back to the patient's last answer. A patient's
// turn that did not answer leaves them open; a clinician's turn that asked
// nothing closes them.
func openAsks(prior []Prior) []Ask {
	var out []Ask
	named, asked := map[string]bool{}, false
	for i := len(prior) - 1; i >= 0; i-- {
		p := prior[i]
		if p.Speaker == Patient {
			if p.Reading.Answered || asked {
				break
			}
			for c := range namedByPatient(p) {
				named[c] = true // "关节疼吗？" "关节不疼": answered already (answeredalready.go)
			}
			continue
		}
		if len(p.Reading.Asks) == 0 {
			break
		}
		asked = true
		out = append(stillOpen(p.Reading.Asks, named), out...)
	}
	return out
}

// answer reads a patient's turn as the answer to the open questions. A
// concept the turn names itself is read from its own words; the others take
// the answer: "no" denies every one asked, "yes" asserts the one asked (or
// all, for "都有"/"both"), and "just X" denies the others.
func (r *Reader) answer(t Turn, x extract.Result, asks []Ask) ([]Statement, string) {
	ans := answerOf(t.Text)
	if len(asks) == 0 {
		return nil, ans
	}
	lower := strings.ToLower(extract.Normalize(t.Text))
	givenUp := false
	switch {
	case ans == answerYes && stillDrugAsked(asks) && zhStoppedFirst(t.Text):
		ans = answerNo // "还在吃吗？" "上个月我自己停了，吃了老拉肚子": the stop, not the 吃了 of why
	case ans == "" && restSaidNo(lower):
		ans = answerNo // "a wee bit of diarrhoea… but apart from that, no"
	case ans == "" && habitAsked(asks) && startsWithAny(strings.TrimLeft(lower, " ,."), quitWords) != "":
		ans = answerYes // "Do you smoke?" "quit 5 years ago": a former habit
	case ans != answerYes && (habitAsked(asks) || drugAsked(asks)) && givenUpAnswer(t.Text):
		ans, givenUp = answerYes, true // "Uh, I used to.", "Not anymore.": it was so, and is over
	case startsWithAny(strings.TrimLeft(lower, " ,."), []string{"都有可能", "全都有可能", "也有可能", "有可能"}) != "":
		ans = answerUnsure // "都有可能吧" is any might be, not a yes to each
	case ans == "" && drugAsked(asks) && !stopDrugAsked(asks) && zhTakeVerbAnswer(t.Text) != "":
		ans = zhTakeVerbAnswer(t.Text) // "华法林还在吃吗？" "吃着呢" (drugreview.go)
	case ans == "" && stillDrugAsked(asks) && zhStopToldAnswer(t.Text):
		ans = answerNo // "阿莫西林还在吃吗？" "昨天起疹子以后我妈就不让吃了。"
	case ans == "" && stopDrugAsked(asks) && stopToldAnswer(t.Text):
		ans = answerYes // "那您现在已经停了吗？" "昨天开始停的。": the stop asked of
	case ans == "" && findingsAsked(asks) && onlyWhenYes(t.Text):
		ans = answerYes // "Any chest pain when you walk?" "Only when I rush for the bus": had, under a condition
	case ans == "" && countAsked(asks) && countAnswer(t.Text):
		ans = answerYes // "Have you vomited?" "Once, this morning." (countanswer.go)
	case ans == "" && findingsAsked(asks) && noneSinceAnswer(t.Text):
		ans = answerNo // "Any chest pain recently?" "Not since last month.": none now
	case ans == "" && allYes.MatchString(strings.TrimLeft(lower, " ,.")):
		ans = answerYes // "有没有头晕、耳鸣、恶心？" "三样都有": a yes to each
	case ans == "" && allergyAsked(asks) && nkdaSaid(lower) != "":
		ans = answerNo // "Any allergies?" "NKDA." (nkda.go)
	}
	if ans == answerNo && noOfAnAct(t.Text, asks) {
		ans = "" // "有没有胸闷？" "有点憋得慌，没吃硝酸甘油": the no is of the nitroglycerin (noofanact.go)
	}
	nkda := nkdaSaid(lower)
	if ans == answerUnsure && containsAny(lower, aLittleAfterNo) && namesAnotherFinding(x, newText(t.Text), asks) {
		ans = answerNo // "No, just a little bit of heartburn": a no to what was asked, and another thing told
	}
	if ans == answerYes && r.yesToAnotherWord(t.Text, x, asks) {
		ans = "" // "下面干不干，同房疼不疼？" "有一点干的": a yes to the dryness alone
	}
	if ans == answerYes && r.yesTellsAnother(t.Text, x, asks) {
		ans = "" // "What about chest pains?" "I have had some tightness in my chest" (yestellsanother.go)
	}
	if ans == answerYes && yesToATopic(t.Text, x, asks) {
		ans = "" // "頭痛有冇？" "…鼻塞就……有少少": a yes to the stuffy nose alone (yestotopic.go)
	}
	named := map[string]bool{}
	tx := newText(t.Text)
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSocial && habitJudged(tx, m) {
			continue // "No, I don't. Smoking is gross.": the opinion answers nothing
		}
		if negativeSkinTest(tx, m) || skinOfATest(tx, m) {
			continue // "没有，青霉素皮试也做过，阴性", "No. I had a skin test once": tested, named as no allergy (skintest.go)
		}
		if !IsAllergyWord(m) || m.Assertion.Negated {
			named[m.ConceptID] = true // an echoed "allergies" answers nothing by itself
		}
	}
	for i, site := range r.attachSites(x, newText(t.Text)) {
		if c := r.composed[[2]string{x.Mentions[i].ConceptID, site}]; c != "" {
			named[c] = true // "就胸口正中间闷疼" names the chest pain
		}
	}
	if habitAsked(asks) && drinkTakenApart.MatchString(strings.ToLower(extract.Normalize(t.Text))) {
		// "Smoke, never. Drink, hmm, only on Saturday": each habit answered
		// apart; the "never" is the smoking's, not the drinking's.
		named["social:alcohol"] = true
	}
	text := strings.ToLower(extract.Normalize(t.Text))
	only := singledOut(t.Text, x)
	var since []Statement
	if st, ok := r.sinceAnswer(t, x, asks, ans); ok {
		since = append(since, st)
	}
	// Words the turn names as other concepts: "晕倒" is a faint, and says
	// nothing of being dizzy by its 晕.
	var wordsOf []conceptWord
	for _, m := range x.Mentions {
		if m.Span[1]-m.Span[0] > 1 {
			wordsOf = append(wordsOf, conceptWord{m.ConceptID, extract.Normalize(tx.between(m.Span[0], m.Span[1]))})
		}
	}
	byVerb := false
	for _, a := range asks {
		_, said := r.verbAnswerTo(t.Text, a.Concept, asks, wordsOf)
		byVerb = byVerb || said
	}
	if ans == "" && finishedAnswer(text) {
		// "那个莫西沙星吃完了吧？" "吃完了": the course asked about is over.
		return append(r.finishedCourses(asks, named), since...), answerYes
	}
	if gone := r.goneAsHowAsked(asks, named, text); ans == "" && len(gone) > 0 {
		return append(gone, since...), ans // "How's the constipation now?" "Gone, really" (howsitgone.go)
	}
	fineParts := finePartsAnswered(text, asks)
	if ans == "" && !only && !byVerb && relativeHas(text) == "" && len(fineParts) == 0 {
		return since, ans
	}
	all := hasAnyWord(bothAsASite.ReplaceAllString(text, ""), allOf)
	concepts, given := map[string]bool{}, map[string]bool{}
	var whens []string
	for _, a := range asks {
		switch {
		case a.Given:
			given[a.Concept] = true
		case a.When:
			whens = append(whens, a.Concept)
		case !a.Measure && !a.Since:
			concepts[a.Concept] = true
		}
	}
	if len(concepts) == 0 && len(whens) == 1 {
		// A finding asked under a condition is answered only when it is
		// all that was asked: "Any dizziness when you stand up? Are you
		// peeing a lot?" "Peeing, oh yeah" is a yes to the peeing.
		concepts[whens[0]] = true
	}
	boundTo, boundNo := "", false
	if ans == answerNo && len(concepts) > 1 && !hasAnyWord(text, noneOfAsked) && (goesOnToTellOne(t.Text, x, concepts) || goesOnToAKinsFinding(t.Text, x, concepts)) {
		boundTo, boundNo = r.noBoundTo(t.Text, x, asks)
	}
	var out []Statement
	seen := map[string]bool{}
	for _, a := range asks {
		if words, ok := fineParts[a.Concept]; ok && !seen[a.Concept] && namedOnlyAsPart(x, a.Concept, words) {
			// "Any trouble breathing?" "Breathing's okay.": the part said
			// fine denies what was asked of it.
			seen[a.Concept] = true
			out = append(out, Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.9, Negated: true})
			continue
		}
		if named[a.Concept] || seen[a.Concept] || a.Measure || a.Since || a.Choice && !only {
			continue // a choice is decided by what the answer names
		}
		if boundNo && a.Concept != boundTo {
			continue // "No yellowing.": of the tummy pain asked with it, nothing
		}
		if r.namesSpecificOf(a.Concept, x) {
			continue // "Any swelling?" "Yes, I take Lasix for my leg swelling": the leg swelling says which
		}
		if a.Concept == anyOperation && operationNamed(x) {
			continue // "做过什么手术吗？" "就是阑尾割了": the appendectomy says which
		}
		if (only || ans == answerNo) && r.streetDrugNamed(a.Concept, x) {
			continue // "Any recreational drugs?" "weed now and then, nothing else": the weed says which
		}
		if ans == answerNo && only && a.Type == Medication && r.namesAMemberOf(a.Concept, x) {
			// "Any blood thinners?" "no, just aspirin" (review 4, E08): the
			// no is of the others, and aspirin is one; "Any water tablets?"
			// "No… Just the pravastatin." still denies them.
			continue
		}
		if ans == answerNo && a.Type == Symptom && r.toldAsASibling(a.Concept, t.Text, x) {
			continue // "Any cough or trouble swallowing?" "no cough. swallowing hurts tho"
		}
		if ans == answerNo && partToldOtherwise(text, a.Concept) {
			continue // "How's your sleep and appetite?" "appetite's ok. sleep is kinda trash" (partsfine.go)
		}
		if ans == answerNo && a.Concept == "drug:nicotine" && (named["social:vaping"] || named["social:smoking"]) {
			continue // "Do you use nicotine, alcohol…?" "I vape, like a lot. … nothing else": the vape is the nicotine
		}
		seen[a.Concept] = true
		s := Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: 0.9}
		if neg, said := r.verbAnswerTo(t.Text, a.Concept, asks, wordsOf); said {
			s.Negated = neg // "吐倒没吐", "拉，一天五六回"
			s.Historical = !neg && (containsAny(text, answerOver) || verbGone(t.Text, r.answerVerbConcept(a.Concept, asks)))
			out = append(out, s)
			continue
		}
		if ans == answerNo && r.noOfAnotherWord(t.Text, a.Concept, asks) {
			continue // "脖子硬不硬？怕不怕光？" "…不硬": of the light, nothing (noofaword.go)
		}
		if v := verbNoOf(text); ans == answerNo && v != 0 && !deniedByVerb(a.Concept, v) {
			continue // "胸口痛不痛？喘不喘？" "不痛": of the breathlessness, nothing (verbno.go)
		}
		if ans == answerYes && len(concepts) == 1 && r.namesInstead(a, x, text) {
			// "You had a brain stroke?" "Yes, mini stroke!": the yes is to
			// what the answer names, not to what was asked.
			continue
		}
		if ans == answerYes && smokesOtherInstead(a, x, text) {
			continue // "Do you smoke?" "Yeah, I smoke weed now and again": not tobacco
		}
		if ans == answerYes && a.Type == Symptom && !a.Given && containsAny(text, nothingWrong) {
			// "From your notes you had knee surgery. How is that going? Any
			// pain?" "Yes, I had a knee replacement. … Nothing to complain
			// about.": the yes is to the surgery, and the pain is denied.
			continue
		}
		who := relativeHas(text)
		if who == "" && someoneElseHas.MatchString(strings.TrimSpace(text)) {
			who = OtherPerson
		}
		if who != "" && a.Relative == "" {
			// "你有没有高血压？" "俺妈有": the mother's, not the patient's.
			if len(concepts) == 1 {
				s.Experiencer = who
				out = append(out, s)
			}
			continue
		}
		switch {
		case endsComplaint(a, ans, concepts) && !someStill(text):
			s.Status = stoppedStatus(a.Type) // "is the rash still there?" "no": it was, and is over
		case endsComplaint(a, ans, concepts):
			continue // "Has the cough settled?" "Yeah mostly, bit of a tickle at night still" (session 70's review 5, E01): not over
		case a.Over == askedBetter:
			if ans != answerYes || !goneAfterYes(text) && !containsAny(text, answerOver) {
				continue // "is the cough better?" "yeah mostly gone": easing, which the record need not hear
			}
			s.Historical = true // "yeah it's gone", "Aye, it's away noo"
		case a.Indication && ans == answerYes && !a.Negative && len(concepts) == 1 && drugAskedOnly(asks):
			// "And you're on indapamide for the blood pressure?" "Yeah, the
			// indapamide, one in the morning": what it is for is the patient's.
		case a.Treatment && ans == answerYes && len(concepts) == 0:
			// "高血压在吃药吗？" "在吃": treated, so had
		case a.When && ans == answerNo && deniesTheKind(text):
			s.Negated = true // "Any chest pain when you walk?" "No, nothing like that.": none of the sort (whenorfinding.go)
		case a.When && (ans != answerYes || !concepts[a.Concept]):
			continue // "any chest pain when you walk?" "no": none then, which says nothing of other times
		case a.Given && !stillTakenDenied(a, ans, t.Text) && (ans != answerYes || a.Negative || len(concepts) > 0 && !all):
			continue // "is the pain getting worse?" "no": the pain is still there
		case a.Relative != "":
			// "No" to a family question writes nothing (a family history
			// is not recorded by its absence); "yes" names the relative.
			if ans != answerYes && (ans != "" || !relativeSaidToHave(text)) || len(concepts) > 1 && !all {
				continue // a relative said to have it ("my dad has it") is a yes
			}
			s.Experiencer = a.Relative
			if who := extract.Relative(text); who != "" {
				s.Experiencer = who
			}
		case a.Normal:
			// "are you passing urine OK?" "yep", "how's your appetite?"
			// "fine": no problem; "no" says something is wrong, not what.
			if !fineAnswer(text, ans, a.How) && !(a.Problems && ans == answerNo) || partToldOtherwise(text, a.Concept) {
				continue
			}
			s.Negated = true
		case a.Tolerance:
			// A no is a reaction the patient has had, but which and how
			// bad is for a clinician to decide.
			switch ans {
			case answerNo:
				s.Uncertain = true
			case answerYes:
				s.Negated = true
			default:
				continue
			}
		case a.Others && ans == answerNo:
			continue // "Any other allergies?" "no others": of the rest, which a no does not name
		case ans == answerNo && a.Finished:
			continue // "did you finish the antibiotics?" "no, two more days": still taking them, said by no one
		case ans == answerNo && a.Stopped && (a.Given || containsAny(text, stopNotYet)):
			continue // "停了吗？" "还没停": taken still, which is no denial
		case only && ans != answerNo && ans != answerYes && !namesKindOf(x, a.Type):
			continue // "Do you smoke? Any medicines?" "Just the metformin.": of the smoking, nothing
		case ans == answerNo || only && ans != answerYes:
			if a.Still {
				s.Status = stoppedStatus(a.Type)
			} else {
				s.Negated = true
			}
		case a.Negative && confirmsDenial(text):
			s.Negated = true // "so no chest pain?" "that's right"
		case ans == answerYes && !a.Negative && !a.OrUnnamed && (len(concepts) == 1 && !a.Given || a.Given && len(concepts) == 0 && len(given) == 1 || all ||
			a.Together && !only && yesAlone(text) && !namesAnyOf(named, concepts)):
			s.Historical = a.Ever || a.Type == Procedure || (a.Type == Symptom || a.Type == Condition) && containsAny(text, answerOver)
			if a.Had && !s.Historical && (a.Type == Symptom || a.Type == Condition) {
				s.Uncertain = true // when it was is for a clinician to decide
			}
			if a.Type == Observation && (a.Ever || givenUp || containsAny(withoutPlansToQuit(text), quitWords) || containsAny(withoutPlansToQuit(text), quitLater)) && !containsAny(quitPart(t.Text), []string{"still", "还在", "现在还"}) {
				s.Status, s.Historical = Inactive, true // "did you ever smoke?" "yes, I quit"
				s = keptUpNowAndThen(s, x, t.Text)      // "I quit last year. well, mostly. I have the odd one at parties"
			}
			if a.Type == Procedure {
				s.Status = Inactive
			}
			if a.Type == Medication && (a.Stopped || givenUp) {
				s.Status = Stopped // "we stopped the methotrexate?" "yeah"
			}
			if a.Type == Medication && finishedAnswer(text) {
				s.Status = Stopped // "那个莫西沙星吃完了吧？" "吃完了": the course is over
			}
			if a.Type == Medication && s.Status != Stopped && len(concepts) == 1 {
				s = withDoseAnswered(s, x) // "Are you still taking the metformin?" "Yes, but only once a day now"
			}
		case ans == answerUnsure && !a.Negative && len(concepts) == 1:
			s.Uncertain = true
		case ans == answerYes && !givenUp && !a.Negative && !a.OrUnnamed && !a.Given && len(concepts) > 1 && !namesAnyOf(named, concepts) &&
			(a.Type == Symptom || a.Type == Condition) && yesAlone(text) && !namesOwnFinding(x):
			// "Any fever or chills?" "Yes.": a yes to a list does not say
			// which, and may be to one alone; each is proposed to a
			// clinician (below the gate's claim threshold, as a provisional
			// name is), rather than written as had or dropped.
			s.Confidence = provisionalConfidence
		default:
			continue
		}
		if s.Type == Allergy && s.Concept == NoKnownAllergy && (!s.Negated || len(named) > 0 && !takenOnly(x, tx) && !(nkda == NoKnownDrugAllergy && r.namesOnlyOtherAllergens(named))) { // "nope none. i'm on lisinopril", "没有。我现在吃着二甲双胍" (allergynonetaking.go)
			continue // "yes", or "just shellfish", to "any allergies?" names no allergy in general
		}
		if s.Type == Allergy && s.Concept == NoKnownAllergy && (a.DrugsOnly || nkda == NoKnownDrugAllergy) {
			s.Concept, s.Display = NoKnownDrugAllergy, genericDenialDisplay(NoKnownDrugAllergy) // "Any allergies to medicines?" "Not that I know of." (nodrugallergy.go)
		}
		if placed := r.placedInAnswer(s, x); len(placed) > 0 {
			// "Any swelling?" "Yes, in my right hand and arm": the swelling
			// of each site the answer gives, not one anywhere.
			for _, c := range placed {
				p := s
				p.Concept, p.Display, p.Attributes = c, r.Display(c, "en"), map[string]string{}
				out = append(out, p)
			}
			continue
		}
		out = append(out, s)
	}
	return append(out, since...), ans
}

// yesAlone reports whether an answer opens with a yes alone in its clause and
// does not go on to say which ("yes to the last one", "just the one").
func yesAlone(text string) bool {
	s := withoutFillers(text)
	clauses := strings.FieldsFunc(s+".", func(r rune) bool { return strings.ContainsRune(",，.。!！?？;；…", r) })
	if len(clauses) == 0 {
		return murmuredYes(text) // "嗯嗯": nothing but the murmur
	}
	first := strings.TrimSpace(clauses[0])
	return slices.Contains(yesAnswers, first) && !hasAnyWord(s, whichOfAList) && !hasAnyWord(s, yesThenNo)
}

// yesThenNo, later in an answer that opened with a yes, take it back or
// deny part of it ("aye … no I don't, I haven't looked"): it is no bare yes.
var yesThenNo = []string{"no", "not", "don't", "haven't", "didn't", "never", "nope", "没有", "没", "不"}

// namesOwnFinding reports whether an answer names a symptom or a condition of
// its own: "Any other symptoms?" "Yep. I had a loss of appetite" says yes
// to what it names.
func namesOwnFinding(x extract.Result) bool {
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition {
			return true
		}
	}
	return false
}

// whichOfAList say which item of a list an answer is to.
var whichOfAList = []string{"one", "ones", "first", "second", "third", "last", "latter", "former", "only", "just", "which", "some of", "not the", "apart from", "except", "but not"}

// namesAnyOf reports whether an answer names any of the concepts asked.
func namesAnyOf(named, concepts map[string]bool) bool {
	for c := range concepts {
		if named[c] {
			return true
		}
	}
	return false
}

// namesSpecificOf reports whether an answer affirms a generic symptom at
// some site ("leg swelling" for "swelling"); one it is only likened to
// ("like a toothache in the leg") says nothing of which.
func (r *Reader) namesSpecificOf(generic string, x extract.Result) bool {
	if !r.isGeneric(generic) {
		return false
	}
	named := map[string]bool{}
	for _, m := range x.Mentions {
		if !m.Assertion.Negated && !m.Assertion.Uncertain && !m.Assertion.Hypothetical {
			named[m.ConceptID] = true
		}
	}
	for k, c := range r.composed {
		if k[0] == generic && named[c] {
			return true
		}
	}
	return false
}

// placedInAnswer returns, for a generic symptom an answer affirms, the
// specific symptom of each body site the answer names ("it's in my right
// hand and right arm"), when it names no finding of its own that the sites
// could belong to, and the lexicon has one for every site.
//
// A symptom asked at one site and answered with another site alone ("Any
// swelling of the feet?" "The ankles, a bit, at the end of the day") is
// placed at the answer's site: the ankle swelling, not the feet's. Where
// the lexicon has no symptom for the answer's site, the one asked is read
// as before.
func (r *Reader) placedInAnswer(s Statement, x extract.Result) []string {
	if s.Type != Symptom || s.Negated || s.Experiencer != extract.Patient {
		return nil
	}
	generic, asked := s.Concept, ""
	if !r.isGeneric(s.Concept) {
		generic, asked = r.genericOf[s.Concept], s.Concept
		if generic == "" {
			return nil
		}
	}
	var out []string
	for _, m := range x.Mentions {
		switch m.Type {
		case ontology.TypeSymptom, ontology.TypeCondition:
			return nil
		case ontology.TypeBodySite:
			c := r.composed[[2]string{generic, m.ConceptID}]
			if asked != "" && (r.namedSites[asked][m.ConceptID] || c == asked) {
				return nil // "Any swelling of the feet?" "Yes, both feet": the site asked
			}
			if c == "" {
				return nil
			}
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// indicationOfADrugAsked reports whether condition mention m of a question
// is said as what a drug of its sentence, named before it, is for: "on
// indapamide for the blood pressure", "the candesartan for your blood
// pressure".
func indicationOfADrugAsked(x extract.Result, tx text, m extract.Mention) bool {
	if !endsWithAnyWord(strings.TrimRight(tx.before(m), " "), []string{"for the", "for your", "for ur", "for", "for her", "for his"}) &&
		!endsWithAnyWord(strings.TrimRight(tx.between(tx.sentenceStart(m.Span[0]), m.Span[0]), " "), []string{"for the", "for your", "for ur", "for", "for her", "for his"}) {
		return false
	}
	for _, d := range x.Mentions {
		if (d.Type == ontology.TypeDrug || d.Type == ontology.TypeDrugClass) && tx.sameSentence(d, m) && d.Span[1] <= m.Span[0] && !d.Assertion.Negated {
			return true
		}
	}
	return false
}

// neoplasm reports whether a condition is a cancer or a tumour (ICD-10
// C00–D48): a drug taken for it may be kept on after the cancer is treated
// ("you're on tamoxifen for the breast cancer?" "Yes, since the op"), so a
// yes to the drug does not say the cancer is there now.
func (r *Reader) neoplasm(concept string) bool {
	c, ok := r.onto.Concept(concept)
	return ok && (strings.HasPrefix(c.Code.Code, "C") || strings.HasPrefix(c.Code.Code, "D0") || strings.HasPrefix(c.Code.Code, "D1") ||
		strings.HasPrefix(c.Code.Code, "D2") || strings.HasPrefix(c.Code.Code, "D3") || strings.HasPrefix(c.Code.Code, "D4"))
}

// drugAskedOnly reports whether the questions ask of one drug and nothing
// else but what it is for.
func drugAskedOnly(asks []Ask) bool {
	drugs := 0
	for _, a := range asks {
		switch {
		case a.Indication:
		case a.Type == Medication && !a.Given:
			drugs++
		default:
			return false
		}
	}
	return drugs == 1
}

// nothingWrong say, in an answer, that the patient has no trouble at all:
// a yes beside them answers something else the question said.
var nothingWrong = []string{"nothing to complain about", "no complaints", "not a single complaint", "can't complain about anything"}

// quitPart returns the part of an answer that says the habit is over, or
// the whole answer when none does: "gave up three years ago, but I still
// have the odd vape" still vapes, it does not still smoke.
func quitPart(s string) string {
	tx := newText(s)
	folded := tx.str
	for _, w := range quitWords {
		if i := strings.Index(folded, w); i >= 0 && hasWord(folded, w) {
			return tx.partOf(len([]rune(folded[:i])))
		}
	}
	return folded
}

// answerOver say, in a yes, that what was had is over ("拉了两回，现在好了",
// "yes, but it's gone now").
var answerOver = []string{"现在好了", "已经好了", "早好了", "现在没了", "已经没了", "现在不了", "退了", "消了", "今天好了", "今天没了", "不烧了", "gone now", "went away", "cleared up", "better now",
	"all gone", "right as rain", "was fine after", "and was fine", "all healed", "healed up", "healed now", "stopped now", "settled now", "passed now", "not anymore", "not any more", "no longer", "nothing since", "none since", "not since", "nane since", "nothin since",
	// A single episode and its end: "It was just the once, it's been clear since."
	"been clear since", "clear ever since", "just the once", "only the once",
	// Scottish and northern English "away" is gone: "Aye, it's away noo" (change dev en-z1-005).
	// Not "it's gone" alone: "In the morning it's gone" comes back each day.
	"'s away now", "away now", "away noo", "gone noo", "it's cleared", "all cleared", "all sorted", "sorted now", "it's sorted"}

// stoppedStatus is the status of something that no longer goes on.
func stoppedStatus(typ string) string {
	if typ == Medication {
		return Stopped
	}
	return Inactive
}

// prescribedBefore names a drug by who prescribed it before, which offers
// nothing: "之前给你开的二甲双胍还在吃吗？" (session 72's review 10, Z19) asks
// after it.
var prescribedBefore = regexp.MustCompile(`给(?:你|您)开的`)

// Question framings.
var (
	whWords    = []string{"what", "where", "when", "why", "which", "who", "whose", "how", "什么", "哪", "怎么", "几", "多少", "多久", "多长", "为什么", "啥", "咋", "多大", "多高"}
	whAsks     = []string{"how about", "how bout", "how 'bout", "what about", "what bout", "and what about", "有没有", "是不是", "吗"}
	offerWords = []string{"would you like", "do you want", "shall i", "should i", "want me to", "can i give", "let me", "i can give",
		"i could give", "i'll give", "we can give", "can i get", "would it help", "are you happy", "are you ok with", "is that ok", "does that sound",
		"要不要", "需不需要", "我给你开", "给你开", "想不想", "要不我", "可以吗", "行吗", "好吗", "好不好", "行不行"}
	ifWords    = []string{"if", "in case", "should you", "如果", "要是", "万一", "假如", "一旦", "的话", "的时候", "实在疼", "实在不行", "实在受不了", "实在难受"}
	stillWords = []string{"still", "anymore", "any more", "continue", "continuing", "keep taking", "还在", "还吃", "还用", "仍然", "一直在", "现在还", "还有",
		// Cantonese 仲 is still: "阿司匹林仲有冇食？", "仲食紧未？".
		"仲有冇食", "仲有冇用", "仲食", "仲用", "仲有食"}
	everWords = []string{"ever", "in the past", "before", "previously", "history of", "used to", "you were taking", "were you taking", "you were on",
		// The past perfect reports episodes had before now: "the nurse said you'd had a couple of hypos?"
		"you'd had", "you had had",
		// A course taken to its end is over: "I see you took a full
		// course of amoxicillin, right?"
		"a full course", "the full course", "finished the course", "completed the course", "finish the course", "complete the course",
		"以前", "之前", "过去", "得过", "有过", "曾经", "做过", "吃过"}
)

// reportWords ask whether the patient told someone about a thing, not
// whether they have it ("have you ever told a doctor that you're on
// aspirin?", "has any GP spoken to you about the risks of aspirin?"): a
// yes or no says nothing of the thing.
var reportWords = []string{"told a doctor", "told the doctor", "told your doctor", "told a gp", "told the gp", "told your gp", "told anyone",
	"told anybody", "told someone", "spoken to you about", "spoke to you about", "talked to you about", "spoken to anyone", "spoken to a doctor",
	"discussed", "mentioned it to", "seen anyone about", "seen anybody about", "seen someone about", "seen a doctor about", "sought help",
	"告诉过医生", "跟医生说过", "和医生说过", "跟医生讲过"}

// reactionWords ask what a drug did to the patient ("what happens when you
// take clindamycin?"): the symptoms of the answer are the reaction.
var reactionWords = []string{"what happens", "what happened", "what reaction", "what kind of reaction", "what did it do", "how did you react",
	"what sort of reaction", "what symptoms did", "会怎么样", "会咋样", "会怎样", "会点样", "什么反应", "有什么反应", "怎么个过敏", "过敏是什么样",
	"啥反应", "啥子反应", "咩反应", "有没有反应", "有没得反应", "有冇反应", "什么副作用", "啥副作用",
	// "Have you taken aspirin or ibuprofen before, and did anything happen?" (en/x1 dev).
	"did anything happen", "anything happen when", "what happened when you took", "what happened when you had"}

// asksReaction reports whether a turn asks what a drug did to the patient:
// a reaction question about a drug or an allergy the turn names, or about
// taking "it". A bare "what happened?" asks for the story.
func asksReaction(sents []sentence, x extract.Result) bool {
	drug := false
	for _, m := range x.Mentions {
		drug = drug || m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass || m.Type == ontology.TypeAllergen || IsAllergyWord(m)
	}
	for _, s := range sents {
		if s.question && containsAny(s.text, reactionWords) &&
			(drug || hasAnyWord(s.text, []string{"take", "took", "taking", "had it", "allergic", "allergy", "吃", "用", "打", "过敏"})) {
			return true
		}
	}
	return false
}

// onsetWords ask how the trouble began.
var onsetWords = []string{"when it started", "when it all started", "when the symptoms started", "when this started", "when it began",
	"when the symptoms began", "how did it start", "how did it begin", "how did it all start", "how did this start", "how it started",
	"what were you doing when", "initial symptoms", "initial symptom", "first symptoms", "first symptom", "怎么开始的", "开始的时候在干什么", "开始的时候在做什么"}

// asksOnset reports whether a turn asks how the trouble began.
func asksOnset(sents []sentence) bool {
	for _, s := range sents {
		if s.question && containsAny(s.text, onsetWords) {
			return true
		}
	}
	return false
}

// concernWords ask what the patient fears.
var concernWords = []string{"worried", "worry", "worries", "concern", "concerned", "concerns", "afraid", "scared", "fear", "担心", "害怕", "顾虑", "怕"}

// asksConcern reports whether a turn asks what the patient fears.
func asksConcern(sents []sentence) bool {
	for _, s := range sents {
		if s.question && containsAny(s.text, concernWords) {
			return true
		}
	}
	return false
}

// normalWords ask whether something is fine.
var normalWords = []string{"ok", "okay", "alright", "all right", "fine", "normal", "normally", "working", "as usual", "正常", "还好", "好不好", "怎么样"}

// tagQuestion reports whether a sentence is a statement with a tag that
// asks for assent ("we've got an ambulance coming, OK?"), not a question
// about what it names.
func tagQuestion(s string) bool {
	t := strings.TrimRight(s, "?？ ")
	for _, tag := range []string{", ok", ", okay", ", alright", ", all right", "does that make sense", "is that ok", "好吗", "行吗", "好不好"} {
		if strings.HasSuffix(t, tag) {
			return true
		}
	}
	return false
}

// drinkAsked reports whether a question asks about drinking alcohol ("do
// you drink?"), not water or coffee.
func drinkAsked(s string) bool {
	return hasAnyWord(s, []string{"drink", "drinking", "drinker", "喝酒", "喝不喝酒"}) &&
		!hasAnyWord(s, []string{"water", "fluids", "coffee", "tea", "milk", "plenty", "enough", "eat", "eating", "able to", "quite a bit", "喝水", "吃喝"}) &&
		!fluidsAsked.MatchString(strings.ToLower(s))
}

// namedIn reports whether a mention of concept lies in sentence s.
func namedIn(x extract.Result, s sentence, concept string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID == concept && s.in(m.Span) {
			return true
		}
	}
	return false
}

// listedSites returns, for a generic symptom whose part of the sentence
// lists body sites ("swelling to your lips, tongue, or throat", "pain in
// neck or head or hand"), the specific symptom at each listed site; nil
// when fewer than two sites are listed.
func (r *Reader) listedSites(x extract.Result, tx text, m extract.Mention) []string {
	if !r.isGeneric(m.ConceptID) {
		return nil
	}
	var out []string
	for _, s := range x.Mentions {
		if s.Type != ontology.TypeBodySite || tx.part[s.Span[0]] != tx.part[m.Span[0]] {
			continue
		}
		if c := r.composed[[2]string{m.ConceptID, s.ConceptID}]; c != "" {
			out = append(out, c)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// asksRelative returns whom the turn's last question asks about when it
// is not the patient, as a statement's experiencer: a blood relative
// ("anything that runs in your family?"), or OtherPerson. When the turn
// asks one question only, and does not speak to the patient ("you", "你",
// or a title of address: "阿姨，嘴怎么肿了？"), it may also be about a spouse
// ("is your husband on anything?"), someone named by a title alone
// ("阿姨平时有在吃降糖药吗？"), or someone a pronoun stands for, when the
// patient's last turns spoke of them ("My brother has epilepsy." "Sorry,
// he has what?"). An answer that names a drug without saying whose ("Yes,
// gliclazide") is then theirs, never the patient's. It returns "" for a
// question about the patient.
func asksRelative(sents []sentence, prior []Prior) string {
	if givenToAsked(sents) {
		return OtherPerson // "给吃过什么药": what the carer gave the one they care for
	}
	var asked []string
	for _, s := range sents {
		if s.question {
			asked = append(asked, s.text)
		}
	}
	if n := len(sents); len(asked) == 0 && n > 0 && zhWhAsked(sents[n-1].text) {
		asked = append(asked, sents[n-1].text) // "娃娃吃啥子药了": asked with no mark
	}
	if len(asked) == 0 {
		return ""
	}
	last := asked[len(asked)-1]
	if _, rest, ok := vocative(last); ok {
		// "大姨，下礼拜三做膝关节置换是吧？": the title addresses the patient.
		last = rest
	}
	if who := extract.Relative(last); who != "" {
		if len(asked) > 1 && containsAny(strings.ToLower(last), contactAsks) {
			// "咳嗽吗？喘不喘？家里人有没有人也这样？": whether others have the
			// same asks after contacts; the answer to the questions before
			// it is still the patient's.
			return ""
		}
		return who
	}
	if who := cleftAsked(last); who != "" {
		return who // "Was it your mate in hospital that got you thinking about it?"
	}
	if who := kindOfRelativesAsked(sents, last, prior); who != "" {
		return who // "Your mother had a stroke, right? What kind of stroke?"
	}
	if len(asked) > 1 {
		return ""
	}
	if f := startsWithAny(strings.TrimLeft(strings.ToLower(last), " "), knowFrames); f != "" {
		// "Do you know what kind of heart problem he had?": the listener
		// is asked what they know of him.
		last = strings.TrimLeft(strings.ToLower(last), " ")[len(f):]
	}
	switch who := extract.LastPerson(last); {
	case who == "" && bareNameAsked(last):
		// "What kind of heart problem did he have?" "It is called co-"
		// "Oh, coronary heart disease?": a bare name offered to finish the
		// answer asks about the relative the question before did.
		return relativeAskedBefore(prior)
	case who == "" || who == extract.Patient || addressesListener(last):
		return "" // "did they give you anything?", "听大娘说你摔了一跤？"
	case who != extract.Other:
		return OtherPerson // a spouse, an in-law, step-family, an animal: never family history
	case hasAnyWord(strings.ToLower(last), thirdPersonPronouns) || strings.ContainsAny(last, "他她"):
		return lastSpokenOf(prior)
	default:
		return OtherPerson
	}
}

// bareNameAsked reports whether a question is a few words that name no one
// ("Oh, coronary heart disease?"): a name offered, not a question put to
// anyone. Chinese, written without spaces, is never read so.
func bareNameAsked(q string) bool {
	for _, c := range q {
		if c >= 0x2E80 {
			return false
		}
	}
	return extract.LastPerson(q) == "" && !addressesListener(q) && len(strings.Fields(q)) <= 6
}

// ofTheRelative gives the asks of a bare name offered (bareNameAsked) the
// blood relative the turn asks about ("Oh, coronary heart disease?"
// finishing what a father had), so that a yes is the relative's.
func ofTheRelative(asks []Ask, relative string, sents []sentence) []Ask {
	var asked []string
	for _, s := range sents {
		if s.question {
			asked = append(asked, s.text)
		}
	}
	if !extract.BloodRelative(relative) || len(asked) != 1 || !bareNameAsked(asked[0]) {
		return asks
	}
	for i := range asks {
		if asks[i].Relative == "" {
			asks[i].Relative = relative
		}
	}
	return asks
}

// howAbout reports whether a turn is one short question that carries the
// question before over to another thing: "And how about with Medifast?"
func howAbout(sents []sentence) bool {
	var asked []string
	for _, s := range sents {
		if s.question {
			asked = append(asked, s.text)
		}
	}
	if len(asked) != 1 || len(strings.Fields(asked[0])) > 6 {
		return false
	}
	q := strings.TrimLeft(asked[0], " ")
	for _, lead := range []string{"and ", "okay, ", "okay ", "ok, ", "so ", "alright, "} {
		q = strings.TrimPrefix(q, lead)
	}
	return startsWithAny(q, []string{"how about", "what about"}) != ""
}

// askedOfThePatientBefore reports whether the turn before, someone else's,
// spoke of the patient's concept ("发烧没得？", "怀孕几周了？", "any chest
// pain?"), so that an answer naming it only by its measure or its sign is
// read as that concept.
func askedOfThePatientBefore(prior []Prior, concept string) bool {
	if len(prior) == 0 || prior[len(prior)-1].Speaker == Patient {
		return false
	}
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		if m.ConceptID == concept && m.Assertion.Experiencer == extract.Patient {
			return true
		}
	}
	return false
}

// reactionAskedBefore reports whether the clinician's question before the
// patient's last turn asked what a drug did (Reading.Reaction).
func reactionAskedBefore(prior []Prior) bool {
	n := len(prior)
	return n >= 2 && prior[n-1].Speaker == Patient && prior[n-2].Speaker != Patient && prior[n-2].Reading.Reaction
}

// knowFrames open a question about what the listener knows of another.
var knowFrames = []string{"do you know ", "do you remember ", "can you tell me ", "could you tell me ", "do you happen to know "}

// relativeAskedBefore returns the blood relative the clinician's question
// before the patient's last turn asked about, or "".
func relativeAskedBefore(prior []Prior) string {
	n := len(prior)
	if n < 2 || prior[n-1].Speaker != Patient || prior[n-2].Speaker == Patient {
		return ""
	}
	if who := prior[n-2].Reading.Relative; extract.BloodRelative(who) {
		return who
	}
	return ""
}

var thirdPersonPronouns = []string{"he", "she", "they", "him", "her", "them", "his", "their"}

// addressesListener reports whether a question speaks to the one it is
// asked of as its subject ("did they give you…", "你前两天摔了…"), not only
// as the owner of the one it asks about ("your husband", "你爱人").
func addressesListener(text string) bool {
	if hasAnyWord(strings.ToLower(text), []string{"you", "yourself"}) {
		return true
	}
	rs := []rune(text)
	for i, r := range rs {
		if r != '你' && r != '您' {
			continue
		}
		j := i + 1
		if j < len(rs) && rs[j] == '的' {
			j++
		}
		if who := extract.LastPerson(string(rs[j:min(j+4, len(rs))])); who == "" || who == extract.Patient {
			return true
		}
	}
	return false
}

// vocative splits a question that opens by addressing the patient by a
// title or a name ("阿姨，嘴怎么肿成这样？", "王婆婆，药吃了吗？") into that title and the
// rest: the title is the one asked, not someone asked about.
func vocative(text string) (title, rest string, ok bool) {
	i := strings.IndexAny(text, "，,")
	if i <= 0 {
		return "", text, false
	}
	// A kin word is a title too ("大娘，咋不得劲？"); a head that speaks of
	// the patient's own ("你爱人，抽烟吗？", "那您父母呢，…") is a topic, not
	// an address.
	head := strings.TrimSpace(text[:i])
	if who := extract.LastPerson(head); len([]rune(head)) > 6 || who == "" || who == extract.Patient || addressesListener(head) ||
		strings.ContainsAny(head, "你您我俺咱") {
		return "", text, false
	}
	return head, text[i+len(string([]rune(text[i:])[0])):], true
}

// lastSpokenOf returns whom the patient's last turns said something of,
// when not themselves, or "": the one a question's pronoun stands for.
func lastSpokenOf(prior []Prior) string {
	for k := len(prior) - 1; k >= max(0, len(prior)-4); k-- {
		if prior[k].Speaker != Patient {
			continue
		}
		ss := prior[k].Reading.Statements
		for i := len(ss) - 1; i >= 0; i-- {
			if exp := ss[i].Experiencer; exp != extract.Patient && exp != "" {
				return exp
			}
		}
	}
	return ""
}

// symptomVerbs are the one-character verbs a Chinese question and its
// answer use for a symptom ("吐不吐？" "没吐", "拉不拉肚子？" "拉，一天五六回").
var symptomVerbs = map[rune]string{'吐': "sym:vomiting", '咳': "sym:cough", '拉': "sym:diarrhea", '烧': "sym:fever", '喘': "sym:dyspnea",
	'痒': "sym:itching", '晕': "sym:dizziness", '肿': "sym:edema", '麻': "sym:numbness", '疼': "sym:pain_symptom", '痛': "sym:pain_symptom",
	'闷': "sym:chest_tightness"}

// verbOf returns the symptom verb of a concept, or 0.
func verbOf(concept string) rune {
	for v, c := range symptomVerbs {
		if c == concept && v != '痛' {
			return v
		}
	}
	return 0
}

// verbAsks finds "X不X" and "X没X" questions about a symptom verb that no
// mention covers.
func verbAsks(s sentence, x extract.Result) []Ask {
	var out []Ask
	rs := []rune(s.text)
	for i := 0; i+2 < len(rs); i++ {
		c, ok := symptomVerbs[rs[i]]
		aNotA := rs[i+2] == rs[i] && (rs[i+1] == '不' || rs[i+1] == '没')
		perfect := (rs[i+1] == '过' || rs[i+1] == '了') && rs[i+2] == '没' // "吐过没有"
		if !ok || !aNotA && !perfect || c == "sym:pain_symptom" {
			continue
		}
		if mentionOver(x, s.start+i, s.start+i+3) {
			continue // "腿肿不肿": the leg swelling is asked, not any swelling
		}
		out = append(out, Ask{Type: Symptom, Concept: c})
	}
	return out
}

// verbAnswer reads a Chinese answer by the symptom's verb: "没吐", "吐倒没吐"
// deny it, a clause that opens with the verb ("拉，一天五六回", "咳了两天")
// asserts it.
func verbAnswer(text string, concept string, others []conceptWord) (negated, said bool) {
	v := verbOf(concept)
	if v == 0 {
		return false, false
	}
	clauses := answerClauses(extract.Normalize(text))
	for k, cl := range clauses {
		if echoed(cl) {
			continue // "肿？那倒不肿": the word asked back is no answer
		}
		if pausedOnVerb(cl, v) && hedgeFollows(clauses[k+1:]) {
			return false, false // "烧……说不好": the verb is the topic paused on, the hedge the answer
		}
		if pausedOnVerb(cl, v) && pauseThenDenied(clauses[k+1:], v) {
			continue // "麻……不麻": the verb echoed, the denial after the pause the answer
		}
		if trailsOff(cl, v, clauses[k+1:]) {
			return false, false // "烧是……" ending the turn: no answer yet
		}
		rs := []rune(leadingTimeZh.ReplaceAllString(strings.TrimSpace(cl), "")) // "昨晚烧到37.8" opens on its verb
		opens := false
		for i, r := range rs {
			if r != v || opensOtherWord(string(rs[i:]), concept, others) {
				continue
			}
			before := string(rs[max(0, i-3):i])
			if strings.HasSuffix(before, "没") || strings.HasSuffix(before, "不") || strings.HasSuffix(before, "没有") || strings.Contains(before, "倒没") ||
				strings.HasSuffix(before, "冇") || strings.HasSuffix(before, "唔") || strings.Contains(before, "唔系") {
				return true, true // "吐倒没吐", "烧是冇烧"
			}
			if i == 0 && startsWithAny(strings.TrimLeft(string(rs[1:]), "是倒就…. "), []string{"没得", "没有", "冇", "没", "唔"}) != "" {
				return true, true // "烧没得", "痛冇"
			}
			if i == 0 && startsWithAny(string(rs[1:]), []string{"也没有", "也没得", "也冇", "都没有"}) != "" {
				return true, true // "吐也没有"; "麻也没了" is a numbness gone
			}
			opens = opens || i == 0 || onlyTheVerb(rs, i) // "就是拉" (onlytheverb.go)
		}
		if opens {
			// "喘气还行": the thing asked about is fine.
			return containsAny(string(rs), []string{"还行", "还好", "还可以", "没事", "没问题"}), true
		}
	}
	return false, false
}

// leadingTimeZh is a time that opens a Chinese clause before its verb.
var leadingTimeZh = regexp.MustCompile(`^(?:昨天晚上|昨晚|昨天|昨儿个?(?:晚上)?|今天早上|今天|今早|今儿|前天|前晚|晚上|夜里|半夜|早上|刚才|这两天|这几天|上午|下午|中午)`)

// conceptWord is the text of a mention and the concept it names.
type conceptWord struct{ concept, word string }

// opensOtherWord reports whether s opens with a word the turn names as
// another concept than the one asked: its first character is that word's,
// not the symptom verb's.
func opensOtherWord(s, concept string, others []conceptWord) bool {
	for _, o := range others {
		if o.concept != concept && strings.HasPrefix(s, o.word) && !(concept == "sym:fever" && o.concept == "vital:temperature") {
			return true // not "烧到37.8", which names the fever by its reading (session 72's review 10, Z07)
		}
	}
	return false
}

// pausedOnVerb reports whether a clause is the verb asked about alone,
// trailing off ("烧……").
func pausedOnVerb(cl string, v rune) bool {
	return strings.Trim(cl, "…. ") == string(v) && strings.ContainsRune(cl, '…')
}

// hedgeFollows reports whether the first clause after a pause says the
// patient cannot say, or is not sure.
func hedgeFollows(rest []string) bool {
	for _, c := range rest {
		if strings.Trim(c, "…. ,，") == "" {
			continue
		}
		a := answerWord(c)
		return a == answerUnknown || a == answerUnsure || doubtsIt(c)
	}
	return false
}

// goneTails, in a clause that opens with the verb asked about, say it is
// over: "还麻不麻？" "麻也没了".
var goneTails = []string{"也没了", "没了", "没得了", "莫得了", "冇得了", "好了", "消了", "退了", "冇咗", "好咗", "冇晒"}

// verbGone reports whether an answer opens a clause with the verb of
// concept and says in it that it is over.
func verbGone(text string, concept string) bool {
	v := verbOf(concept)
	if v == 0 {
		return false
	}
	for _, cl := range answerClauses(extract.Normalize(text)) {
		if rs := []rune(strings.TrimSpace(cl)); len(rs) > 0 && rs[0] == v && containsAny(string(rs), goneTails) {
			return true
		}
	}
	return false
}

// answerClauses splits an answer into its clauses, each with the mark that
// ends it.
func answerClauses(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if strings.ContainsRune(",，.。!！?？;；…", r) {
			if cl := s[start : i+utf8.RuneLen(r)]; strings.TrimSpace(cl) != "" {
				out = append(out, cl)
			}
			start = i + utf8.RuneLen(r)
		}
	}
	if strings.TrimSpace(s[start:]) != "" {
		out = append(out, s[start:])
	}
	return out
}

// echoed reports whether an answer's clause only asks back the word asked
// ("肿？", "疼？"): a short question of its own.
func echoed(cl string) bool {
	cl = strings.TrimSpace(cl)
	return (strings.HasSuffix(cl, "?") || strings.HasSuffix(cl, "？")) && utf8.RuneCountInString(cl) <= 4
}

// verbConcept returns the concept whose symptom verb answers a question
// about concept: the concept itself, or the generic one a site-specific
// symptom composes ("腿肿不肿？" "不肿": the leg swelling by 肿).
func (r *Reader) verbConcept(concept string) string {
	if verbOf(concept) != 0 {
		return concept
	}
	if g := r.genericOf[concept]; g != "" && g != "sym:pain_symptom" && verbOf(g) != 0 { // a bare pain is read with its site
		return g
	}
	return concept
}

// aNotA reports whether a mention is asked as "X不X" ("胸口闷不闷？",
// "腿肿不肿？"): its "不" asks, it does not deny.
func aNotA(tx text, m extract.Mention) bool {
	if m.Span[1] < 1 || m.Span[1]+2 > len(tx.runes) {
		return false
	}
	last, rs := tx.runes[m.Span[1]-1], tx.runes[m.Span[1]:]
	return (rs[0] == '不' || rs[0] == '没') && rs[1] == last
}

// mentionOver reports whether a mention overlaps the runes [s, e).
func mentionOver(x extract.Result, s, e int) bool {
	for _, m := range x.Mentions {
		if m.Span[0] < e && m.Span[1] > s && m.Type != allergyWordType {
			return true
		}
	}
	return false
}

// asks returns what a questioning turn asks about: the clinical concepts of
// its yes/no questions. Offers ("would you like…"), conditionals and
// wh-questions ask nothing a yes or no could answer.
func (r *Reader) asks(text string, x extract.Result, sents []sentence) []Ask {
	var out []Ask
	tx := newText(text)
	sites := r.attachSites(x, tx)
	relative := "" // the relative the turn speaks of, for questions that do not repeat who
	for k, s := range sents {
		spoken := s.text
		if _, rest, ok := vocative(spoken); ok {
			spoken = rest // "大姨，…": the title addresses the patient
		}
		if who := extract.Relative(spoken); who != "" {
			relative = who
		} else if hasAnyWord(s.text, []string{"you", "your", "你", "您"}) {
			relative = ""
		}
		if !s.question || hasAnyWord(prescribedBefore.ReplaceAllString(s.text, ""), offerWords) || conditionAsked(text, s, x) || tagQuestion(s.text) || containsAny(s.text, vaccineWords) ||
			hasAnyWord(s.text, reportWords) || asksBeside(tx, s, x) {
			continue
		}
		out = append(out, functionAsks(s, x)...)
		whenAt := whenClauseAt(outsideMentions(text, s, x))
		if whenAt >= 0 && !findingEndsAt(x, s.start+whenAt) {
			whenAt = -1 // "you stopped the sitagliptin when you started it": a time, no finding's condition
		}
		asked := outsideMentions(text, s, x)
		if whenAt >= 0 {
			asked = string([]rune(asked)[:whenAt]) // "any chest pain when you walk?" asks yes or no
		}
		if reactionAsked.MatchString(strings.ToLower(s.text)) {
			// "以前用抗生素有过什么不良反应吗？", "any bad reactions to
			// medicines?": what the answer names reacted, an allergy asked;
			// of the drugs the question names, when it names some ("any bad
			// reaction to the amoxicillin?"), and a no denies only those.
			named := false
			for _, m := range x.Mentions {
				if s.in(m.Span) && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass || m.Type == ontology.TypeAllergen) {
					out, named = append(out, Ask{Type: Allergy, Concept: r.allergenFor(m.ConceptID, m.Text)}), true
				}
			}
			if !named {
				out = append(out, Ask{Type: Allergy, Concept: NoKnownAllergy, DrugsOnly: true})
			}
			continue
		}
		if hasAnyWord(afterAnnouncement(asked), whWords) && !hasAnyWord(s.text, whAsks) {
			// "体重多少？": a wh-question still asks for a reading.
			for _, m := range x.Mentions {
				if s.in(m.Span) && (m.Type == ontology.TypeVital || m.Type == ontology.TypeLab) {
					out = append(out, Ask{Type: Observation, Concept: m.ConceptID, Measure: true})
				}
			}
			if a, ok := r.sinceAsk(s, x, relative); ok {
				out = append(out, a)
			}
			continue
		}
		allergy, allergen := false, false
		for _, m := range x.Mentions {
			if s.in(m.Span) && IsAllergyWord(m) {
				allergy = true
			}
		}
		for _, m := range x.Mentions {
			if s.in(m.Span) && !IsAllergyWord(m) && (m.Type == ontology.TypeAllergen || m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) &&
				(!allergy || allergyWordInClause(x, tx, m)) {
				allergen = true
			}
		}
		// "Can you take penicillin without any problems?" asks whether the
		// patient tolerates it: of an allergy, put the other way round.
		tolerance := withoutTrouble.MatchString(strings.ToLower(s.text))
		allergy = allergy || tolerance
		out = append(out, verbAsks(s, x)...)
		out = append(out, splitAsks(s, x)...)      // "发没发过烧？" (splitasks.go)
		out = append(out, habitTopicAsks(s, x)...) // "烟抽不抽？", "酒呢？" (habittopicask.go)
		if drinkAsked(s.text) && !namedIn(x, s, "social:alcohol") {
			out = append(out, Ask{Type: Observation, Concept: "social:alcohol"}) // "do you smoke or drink?"
		}
		whenEnd := whenClauseEnd(s.text, whenAt) // "…when you walk, or breathlessness?" (whenorfinding.go)
		for i, m := range x.Mentions {
			afterWhen := whenEnd >= 0 && m.Span[0] >= s.start+whenEnd && (m.Type == ontology.TypeSymptom || m.Type == ontology.TypeCondition)
			if !s.in(m.Span) || whenAt >= 0 && m.Span[0] >= s.start+whenAt && !afterWhen {
				continue // "any chest pain when you cough?" asks of the pain, not the cough
			}
			if site, ok := sites[i]; ok && r.isGeneric(m.ConceptID) && r.composed[[2]string{m.ConceptID, site}] != "" && len(r.listedSites(x, tx, m)) == 0 {
				// "any swelling in your ankles?" asks about ankle swelling.
				m.ConceptID = r.composed[[2]string{m.ConceptID, site}]
			}
			if sites := r.listedSites(x, tx, m); len(sites) > 0 {
				// "swelling to your lips, tongue, or throat?" asks each.
				for _, c := range sites {
					out = append(out, Ask{Type: Symptom, Concept: c, Negative: m.Assertion.Negated})
				}
				continue
			}
			if m.Type == ontology.TypeAllergen && !allergy && eatenAsDiet(tx, m) {
				continue // "海鲜吃得多不多？" asks what the patient eats, not what they react to
			}
			if m.ConceptID == "vital:bp" && !m.Assertion.Negated && indicationOfADrugAsked(x, tx, m) && r.treatedIn(x, tx, m, "cond:hypertension") {
				// "And you're on indapamide for the blood pressure?": the
				// high blood pressure it treats, taken as given.
				out = append(out, Ask{Type: Condition, Concept: "cond:hypertension", Given: true, Indication: true})
				continue
			}
			for _, c := range r.sitesListedAfter(x, tx, m) {
				out = append(out, Ask{Type: Symptom, Concept: c, Negative: m.Assertion.Negated}) // "swelling in your hands or face?" (sitelistedafter.go)
			}
			if allergy && !tolerance && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !allergyWordInClause(x, tx, m) {
				continue // "Before we start the antibiotic, any drug allergies?" asks of no antibiotic
			}
			a, ok := r.askOf(m, allergy)
			if !ok || a.Concept == NoKnownAllergy && allergen {
				continue // "allergic to penicillin?" asks of penicillin, not of every allergy
			}
			a.Others = a.Concept == NoKnownAllergy && otherAllergiesAsked.MatchString(s.text)
			a.DrugsOnly = a.Concept == NoKnownAllergy && drugsOnlyAsked(tx.clauseOf(m.Span[0]))
			if a.Type == Medication && hasAnyWord(s.text, carriedWords) {
				continue // "any antihistamines with you at the moment?" asks what is at hand, not what is taken
			}
			if a.Type == Allergy && m.Type == ontology.TypeAllergen && !allergy && hasAnyWord(tx.before(m), consumeWords) && !hasAnyWord(s.text, toleratedWords) {
				continue // "do you drink milk?" asks what the patient eats and drinks, not of an allergy
			}
			if endsWithAny(strings.TrimSuffix(strings.TrimRight(tx.before(m), " "), " the"), testedFor) {
				continue // "have you been screened for cancer?" asks of a test, not of cancer
			}
			if startsWithAny(strings.ToLower(strings.TrimLeft(tx.after(m), " ")), thingTails) != "" {
				continue // "do you have your wound care instructions?" asks of the instructions
			}
			a.Treatment = a.Type != Allergy && treatmentAskedOf(tx, m)
			a.Given = a.Type != Allergy && presupposed(tx, m) || a.Treatment
			a.Indication = a.Given && a.Type == Condition && indicationOfADrugAsked(x, tx, m) && !r.neoplasm(a.Concept)
			switch exp := m.Assertion.Experiencer; {
			case extract.BloodRelative(exp):
				a.Relative = exp
			case addressedByTitle(s.text, exp):
				a.Relative = "" // "小朋友，肚子疼不疼呀？": the child spoken to (askedofthelistener.go)
			case exp != "" && exp != extract.Patient && !(m.Assertion.Subject == "" && givenInAStayAsked(s.text) && hasWord(s.text, "you")):
				continue // "they" who gave it in the ER gave it to "you"
			case m.Assertion.Subject == "":
				a.Relative = relative
			}
			a.Negative = m.Assertion.Negated && !aNotA(tx, m) && !aNotASplit(tx, m.Span) // "抽不抽烟？", "你抽烟不？" (anotasplit.go)
			a.Tolerance = tolerance && a.Type == Allergy
			a.Choice = choiceQuestion(sents, k, tx, m)
			a.Together = a.Type == Medication && drugsListedTogether(s, x)
			a.OrUnnamed = orUnnamed(x, tx, s, m)
			a.Normal = asksFine(s.text)
			a.Problems = a.Normal && hasAnyWord(s.text, problemWords)
			a.Still = hasAnyWord(s.text, stillWords)
			a.Over = overAsked(a, s.text)
			a.Ever = !a.Still && !askedHabitually(s.text) && (hasAnyWord(s.text, everWords) || events[a.Concept] && hasAnyWord(s.text, eventTimes))
			a.Had = !a.Ever && !a.Still && simplePastHad(s.text)
			a.Taking = a.Type == Allergy && (containsAny(strings.ToLower(text), takingAsks) || medicinesAskedApart(sents))
			a.Finished = a.Type == Medication && !a.Still && finishAsked(s.text)
			a.Stopped = a.Type == Medication && !a.Still && (containsAny(s.text, stopWords) || givenInAStayAsked(s.text) || a.Finished)
			a.When = whenAt >= 0 && (a.Type == Symptom || a.Type == Condition) && !afterWhen
			if (a.Type == Medication || a.Type == Condition && howsTheIllness(tx, m)) && startsWithAny(askedPart(s.text), []string{"how's", "how’s", "what's", "what’s"}) != "" {
				// "How's the losartan been?" asks how it suits, not whether
				// it is taken: "Fine, no cough since." denied the losartan.
				// "How's the diabetes been?", "How's the gout, any flares?"
				// ask how an illness goes, not whether there is one: "Not
				// bad.", "Not since Christmas." denied it (s47 round 15
				// en02, en10; TestHowsTheConditionAsksNoYesOrNo).
				// "How is…" is a wh-question above; "how's", "what's" are one word.
				continue
			}
			out = append(out, a)
		}
	}
	return compoundsAsParts(out)
}

// howsTheIllness reports whether an illness is what "how's" asks after,
// right behind it ("How's the diabetes been?", "how's your gout"), not
// what a time or place of the question names ("And how's the leg after the
// cellulitis?" takes the cellulitis as given, so "all healed" ends it).
func howsTheIllness(tx text, m extract.Mention) bool {
	w := strings.Fields(askedPart(strings.TrimSpace(tx.before(m))))
	return len(w) == 2 && hasAnyWord(w[1], []string{"the", "your", "his", "her", "this", "that"})
}

// outsideMentions returns sentence s of text with the words of its
// mentions blanked: the "when" of "burning when you pee" names the
// symptom, and does not make "Any burning when you pee?" a wh-question.
func outsideMentions(text string, s sentence, x extract.Result) string {
	rs := []rune(extract.Normalize(text))
	seg := append([]rune(nil), rs[s.start:min(s.end, len(rs))]...)
	for _, m := range x.Mentions {
		if m.Span[0] >= s.start && m.Span[1] <= s.start+len(seg) {
			for i := m.Span[0]; i < m.Span[1]; i++ {
				seg[i-s.start] = ' '
			}
		}
	}
	return strings.ToLower(string(seg))
}

// carriedWords ask whether a drug is at hand, which a no does not deny
// taking: "Have you got your inhaler on you?" "No, it's at home."
var carriedWords = []string{"with you", "on you", "on your person", "in your bag", "in your pocket"}

// testedFor, right before a concept, ask of a test for it.
var testedFor = []string{"tested for", "screened for", "checked for", "test for", "screen for", "check for", "scanned for", "swabbed for",
	"vaccinated against", "immunised against", "immunized against", "jab for", "检查过", "筛查过", "查过"}

// givenBefore, right before a concept in a question, make it what the
// question takes as known, not what it asks about: "have you applied
// anything to the rash?", "are you taking anything for your pain?", "any
// new lesions from the swelling?", "is this pain stopping you walking?",
// "apart from the inhalers, do you take anything?". A no to it denies
// something else. "with" and "to" take a determiner ("any trouble with
// headaches?" asks about them).
var (
	givenPreps        = []string{"for", "from", "apart from", "other than", "besides", "except", "except for", "aside from", "because of", "due to", "since"}
	givenDetPreps     = []string{"with", "to", "on", "about", "into", "after", "during", "of", "just", "only"}
	givenDeterminers  = []string{"the", "your", "this", "that", "those", "these", "his", "her", "their", "the same"}
	givenDemonstrated = []string{"this", "that", "those", "these", "other", "another", "else", "这个", "那个", "这种", "那种", "这些", "那些", "别的", "其他"}
	// setAside open a question with what it leaves out ("apart from the
	// heart problems, the heart failure, any other problems?").
	setAside = []string{"apart from", "other than", "besides", "aside from", "except for", "除了"}
)

// presupposed reports whether a question takes the concept of m as given
// (see givenBefore).
func presupposed(tx text, m extract.Mention) bool {
	if toldBeforeTheQuestion(tx, m) {
		return true // "you mentioned you had asthma, are you using any inhalers?"
	}
	if isDrug(m) && renewedBefore.MatchString(tx.before(m)) {
		return true // "Before we renew your sildenafil, any chest pain…?" (renewedgiven.go)
	}
	// "Does the pain move anywhere?", "Is your cough productive?": the
	// subject of a question about how it is.
	sb := askedPart(sentenceBefore(tx, m))
	if aux := startsWithAny(sb, questionOpeners); aux != "" {
		rest := strings.Fields(sb[len(aux):])
		if len(rest) >= 1 && len(rest) <= 2 && hasAnyWord(rest[0], []string{"the", "your", "his", "her"}) && !predicateAsked(tx, m) {
			return true
		}
	}
	// "is that for the cramps, the crampy pain?": an apposition to what is
	// given is given.
	if det := strings.TrimSpace(tx.before(m)); hasAnyWord(det, []string{"the", "your", "that", "this"}) && len(strings.Fields(det)) == 1 {
		for k := len(tx.runes[:m.Span[0]]) - 1; k >= 0 && tx.sent[k] == tx.sent[m.Span[0]]; k-- {
			if tx.runes[k] == ',' {
				prev := strings.TrimSpace(tx.between(max(0, k-40), k))
				for _, p := range givenPreps {
					if strings.Contains(prev, p+" the ") || strings.Contains(prev, p+" your ") {
						return true
					}
				}
				break
			}
		}
	}
	if containsAny(sb, setAside) {
		at := lastIndexAny(sb, setAside)
		if at >= 0 && !hasAnyWord(sb[at:], []string{"any", "anything", "do you", "have you", "are you", "有没有"}) {
			return true
		}
	}
	before := strings.TrimRight(tx.before(m), " ")
	words := strings.Fields(before)
	if len(words) == 0 {
		return false
	}
	tail := func(n int) string {
		if n > len(words) {
			return ""
		}
		return strings.Join(words[len(words)-n:], " ")
	}
	for _, d := range givenDemonstrated {
		if tail(1) == d || isHan(d) && strings.HasSuffix(before, d) {
			return true
		}
	}
	// "Any chest pain, or your heart racing before you fell?": what a time
	// clause of the question names is what happened, taken as given.
	if slices.Contains([]string{"before you", "after you", "when you", "since you", "until you", "as you", "just before you", "right before you"}, tail(2)) {
		return true
	}
	// "do you suffer from panic attacks?", "allergic to penicillin?": the
	// preposition belongs to what is asked.
	asks := func(prepAt int) bool {
		return prepAt > 0 && hasAnyWord(words[prepAt-1], []string{"suffer", "suffers", "suffering", "suffered", "allergic", "sensitive",
			"reaction", "reactions", "prone", "intolerant", "intolerance", "had", "have", "get", "getting", "got"})
	}
	for n := 1; n <= 2; n++ {
		for _, p := range givenPreps {
			if tail(n) == p && !asks(len(words)-n) {
				return true
			}
		}
	}
	// A determiner, maybe after a word or two ("the new", "your left").
	for skip := 0; skip <= 1; skip++ {
		for _, det := range givenDeterminers {
			dn := len(strings.Fields(det))
			if len(words) < dn+skip+1 || strings.Join(words[len(words)-skip-dn:len(words)-skip], " ") != det {
				continue
			}
			prep := words[:len(words)-skip-dn]
			for n := 1; n <= 2 && n <= len(prep); n++ {
				w := strings.Join(prep[len(prep)-n:], " ")
				for _, p := range append(givenPreps, givenDetPreps...) {
					if w == p && !asks(len(prep)-n) {
						return true
					}
				}
			}
		}
	}
	return false
}

// followOpeners open a question that goes on with the one before ("Does
// diabetes run in the family?" … "How about heart disease, stroke?",
// "那高血压呢？").
var followOpeners = []string{"how about", "what about", "and what about", "and how about", "那"}

// followUp gives the asks of a question that goes on with the last one
// asked the relative that one asked about: "How about heart disease?"
// after "Does diabetes run in the family?" asks of the family too.
func followUp(asks []Ask, sents []sentence, prior []Prior) []Ask {
	if len(asks) == 0 || len(sents) == 0 {
		return asks
	}
	for _, a := range asks {
		if a.Relative != "" {
			return asks
		}
	}
	first := ""
	for _, s := range sents {
		if s.question {
			first = strings.TrimLeft(s.text, " ,")
			break
		}
	}
	if startsWithAny(first, followOpeners) == "" && !strings.HasSuffix(strings.TrimRight(first, "？? "), "呢") {
		return asks
	}
	if hasAnyWord(first, []string{"you", "your", "yourself", "你", "您", "你自己"}) {
		return asks
	}
	q, ok := questionBefore(prior)
	if !ok {
		return asks
	}
	rel := ""
	for _, a := range q.Asks {
		if a.Relative != "" {
			rel = a.Relative
		}
	}
	if rel == "" {
		return asks
	}
	return withEach(asks, func(a *Ask) { a.Relative = rel })
}

// questionBefore returns the reading of the last turn, within the last
// three, that was not the patient's: the question a follow-up goes on
// from.
func questionBefore(prior []Prior) (Reading, bool) {
	for k := len(prior) - 1; k >= max(0, len(prior)-3); k-- {
		if prior[k].Speaker != Patient {
			return prior[k].Reading, true
		}
	}
	return Reading{}, false
}

// withEach returns a copy of asks with mark applied to each.
func withEach(asks []Ask, mark func(*Ask)) []Ask {
	out := slices.Clone(asks)
	for i := range out {
		mark(&out[i])
	}
	return out
}

// functions are what a clinician asks after as a whole ("how's your
// appetite?", "are you eating and drinking OK?", "sleeping alright?"): the
// problem a fine answer denies.
var functions = []struct {
	words   []string
	problem string
}{
	{[]string{"appetite", "eating and drinking", "eating ok", "eating okay", "eating alright", "eating all right", "eating normally",
		"eating well", "胃口", "吃饭怎么样", "吃饭还行", "食欲"}, "sym:loss_of_appetite"},
	{[]string{"sleep", "sleeping", "睡眠", "睡觉怎么样", "睡得"}, "sym:insomnia"},
	{[]string{"mood", "spirits", "心情", "情绪"}, "sym:low_mood"},
}

// askedPart is a question without the acknowledgement it opens with
// ("OK, do you have any allergies?").
func askedPart(q string) string {
	q = strings.TrimLeft(q, " ,")
	for {
		w := startsWithAny(q, []string{"ok", "okay", "alright", "all right", "right", "fine", "good", "great", "so", "and", "um", "uh", "好", "好的", "嗯"})
		if w == "" {
			return q
		}
		q = strings.TrimLeft(q[len(w):], " ,，")
	}
}

// asksFine reports whether a question asks whether something is fine
// ("passing urine OK?"), not only opens with an acknowledgement ("OK, any
// allergies?") or compares with the usual ("more often than normal?").
func asksFine(q string) bool {
	q = askedPart(q)
	for _, c := range []string{"than normal", "than usual", "than the usual", "比平时", "比以前"} {
		q = strings.ReplaceAll(q, c, " ")
	}
	return hasAnyWord(q, normalWords)
}

// problemWords ask after a problem rather than whether all is fine.
var problemWords = []string{"problem", "problems", "trouble", "issues", "issue", "difficulty", "difficulties", "affect", "affecting", "affected",
	"change", "changes", "off your", "worse", "问题", "影响"}

// functionAsks returns what a question about a function asks: whether it
// is fine ("how's your appetite?"), answered by "fine" or a yes.
func functionAsks(s sentence, x extract.Result) []Ask {
	how := startsWithAny(askedPart(s.text), []string{"how's", "how is", "how are", "how has", "how have", "and how's", "and how is",
		"what's your", "what is your"}) != "" || strings.Contains(s.text, "怎么样")
	if !how && !asksFine(s.text) || hasAnyWord(s.text, problemWords) {
		return nil
	}
	var out []Ask
	for _, f := range functions {
		if hasAnyWord(s.text, f.words) && !namedIn(x, s, f.problem) {
			out = append(out, Ask{Type: Symptom, Concept: f.problem, Normal: true, How: how})
		}
	}
	return out
}

// fineAnswer reports whether an answer says a function is fine: a yes to
// "…OK?", or "fine", "not bad", "正常" to "how is…?", and nothing that
// says it is off.
func fineAnswer(text, ans string, how bool) bool {
	if containsAny(text, []string{"not great", "not good", "not so good", "not very good", "poor", "poorly", "bad", "off my", "off it", "less",
		"worse", "not really", "not eating", "not sleeping", "can't", "cannot", "不好", "不太好", "不怎么样", "差", "没胃口", "吃不下", "睡不着",
		"不行"}) && !containsAny(text, []string{"not bad", "not too bad"}) {
		return false
	}
	return ans == answerYes && !how || containsAny(text, []string{"fine", "ok", "okay", "alright", "all right", "good", "normal", "as normal",
		"not bad", "not too bad", "no problem", "no problems", "no issues", "挺好", "还好", "正常", "还行", "可以", "不错", "都好", "好的"})
}

// choiceOpeners, after "or", offer an alternative to what was asked
// ("…, or just tightness?", "or was it more of a sharp pain?") rather than
// adding to a list of things asked about alike ("fever or chills?").
var choiceOpeners = []string{"just", "only", "more", "more of", "rather", "is it", "was it", "is that", "was that", "are they", "were they",
	"does it", "did it", "do they", "are you", "were you", "do you", "did you", "is the", "was the", "are your", "is your", "was your",
	"were your", "something else", "a different", "different"}

// choiceQuestion reports whether mention m, in question sentence k of
// sents, is one of alternatives offered: the sentence offers them with
// "or" and an alternative opener ("do you feel wheezy in your chest, or
// just tightness?", "was it throbbing, or was it more of a sharp pain?"),
// the next question opens with one ("Do you mean you're going to the
// toilet more often? Or are your stools more loose?"), or "还是" follows
// the mention ("是刺痛还是胀痛？").
func choiceQuestion(sents []sentence, k int, tx text, m extract.Mention) bool {
	if e := min(sents[k].end, len(tx.runes)); m.Span[1] <= e && strings.Contains(tx.between(m.Span[1], e), "还是") {
		return true
	}
	sent := sents[k].text
	for _, or := range []string{" or ", ",or ", "，or "} {
		for from := 0; ; {
			i := strings.Index(sent[from:], or)
			if i < 0 {
				break
			}
			i += from
			if startsWithAny(strings.TrimLeft(sent[i+len(or):], " "), choiceOpeners) != "" {
				return true
			}
			from = i + 1
		}
	}
	if k+1 < len(sents) && sents[k+1].question {
		next := strings.TrimLeft(sents[k+1].text, " ,")
		if strings.HasPrefix(next, "or ") || strings.HasPrefix(next, "还是") {
			return true
		}
	}
	return false
}

// allergyWordInClause reports whether m's clause holds an allergy word.
func allergyWordInClause(x extract.Result, tx text, m extract.Mention) bool {
	for _, w := range x.Mentions {
		if IsAllergyWord(w) && tx.sameClause(w, m) {
			return true
		}
	}
	return false
}

// askOf is the question a mention asks, by the concept's type.
func (r *Reader) askOf(m extract.Mention, allergy bool) (Ask, bool) {
	switch {
	case IsAllergyWord(m) && m.Type != ontology.TypeAllergen:
		return Ask{Type: Allergy, Concept: NoKnownAllergy}, true
	case m.Type == ontology.TypeAllergen:
		return Ask{Type: Allergy, Concept: m.ConceptID}, true
	case allergy && (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass):
		// "Any allergies to antibiotics?" asks of the class, never whether
		// antibiotics are taken ("Nah mate, none" denied them taken, review
		// 16 E07).
		return Ask{Type: Allergy, Concept: r.allergenFor(m.ConceptID, m.Text)}, true
	case m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass:
		return Ask{Type: Medication, Concept: m.ConceptID}, true
	case m.Type == ontology.TypeSymptom:
		return Ask{Type: Symptom, Concept: m.ConceptID}, true
	case m.Type == ontology.TypeCondition && !notDiagnoses[m.ConceptID]:
		return Ask{Type: Condition, Concept: m.ConceptID}, true
	case askType(m.Type) != "":
		return Ask{Type: askType(m.Type), Concept: m.ConceptID}, true
	case m.Type == ontology.TypeVital || m.Type == ontology.TypeLab:
		return Ask{Type: Observation, Concept: m.ConceptID, Measure: true}, true
	}
	return Ask{}, false
}

// sinceWords ask how long something has gone on.
var sinceWords = []string{"how long", "多久", "多长时间", "多长日子", "几天了", "多少天"}

// sinceAsk returns the Since question of s: how long the patient (no one
// else named) has had the one symptom or condition it names.
func (r *Reader) sinceAsk(s sentence, x extract.Result, relative string) (Ask, bool) {
	if relative != "" || !containsAny(s.text, sinceWords) {
		return Ask{}, false
	}
	var found []Ask
	for _, m := range x.Mentions {
		if !s.in(m.Span) || m.Type != ontology.TypeSymptom && m.Type != ontology.TypeCondition {
			continue
		}
		if a, ok := r.askOf(m, false); ok && (a.Type == Symptom || a.Type == Condition) {
			a.Since = true
			found = append(found, a)
		}
	}
	if len(found) != 1 {
		return Ask{}, false
	}
	return found[0], true
}

// sinceAnswer reads the answer to a Since question: a length of time in
// its first sentence, with no "no" and nothing said over, says the patient
// has it ("三四天了", "couple of weeks").
func (r *Reader) sinceAnswer(t Turn, x extract.Result, asks []Ask, ans string) (Statement, bool) {
	var a Ask
	for _, k := range asks {
		if k.Since {
			a = k
		}
	}
	if !a.Since || ans == answerNo || ans == answerUnsure || len(x.Durations) == 0 {
		return Statement{}, false
	}
	tx := newText(t.Text)
	d := x.Durations[0]
	text := strings.ToLower(extract.Normalize(t.Text))
	if tx.sent[d.Span[0]] != 0 || containsAny(text, answerOver) || mentionIn(x, 0, len(tx.runes)) && len(x.Mentions) > 0 && x.Mentions[0].Span[0] < d.Span[0] {
		return Statement{}, false
	}
	return Statement{Type: a.Type, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{"duration": d.Text},
		Experiencer: extract.Patient, Confidence: 0.9}, true
}

// orUnnamed reports whether mention m, in question sentence s, stands
// beside "or" whose other side names nothing the reading knows: "any
// current use of drugs or alcohol?" offers alcohol or drugs in general, and
// "I did do a little coke" is a yes to the drugs. Two concepts ("any fever
// or chills?") are a list, answered as one.
func orUnnamed(x extract.Result, tx text, s sentence, m extract.Mention) bool {
	end := min(s.end, len(tx.runes))
	start := max(0, min(s.start, m.Span[0]))
	before := strings.TrimRight(tx.between(start, m.Span[0]), " ")
	if strings.HasSuffix(before, " or") {
		orAt := start + len([]rune(before)) - 3 // the space before "or"
		return !mentionEndsAt(x, tx, orAt)
	}
	rest := []rune(tx.between(m.Span[1], end))
	lead := len(rest) - len([]rune(strings.TrimLeft(string(rest), " ")))
	if strings.HasPrefix(string(rest[lead:]), "or ") {
		return !mentionStartsAt(x, m.Span[1]+lead+3)
	}
	return false
}

// mentionEndsAt reports whether a mention ends at rune offset i, but for
// spaces.
func mentionEndsAt(x extract.Result, tx text, i int) bool {
	for i > 0 && tx.runes[i-1] == ' ' {
		i--
	}
	for _, n := range x.Mentions {
		if n.Span[1] == i {
			return true
		}
	}
	return false
}

// mentionStartsAt reports whether a mention starts at rune offset i, or
// after the article or "any" there.
func mentionStartsAt(x extract.Result, i int) bool {
	for _, n := range x.Mentions {
		if n.Span[0] >= i && n.Span[0] <= i+5 {
			return true
		}
	}
	return false
}

// alsoWords add what an answer names to what was asked ("yes, and
// asthma").
var alsoWords = []string{"and", "also", "too", "as well", "plus", "both", "besides", "another", "还有", "也", "都"}

// namesInstead reports whether a short answer names, in place of the
// concept asked, another of its kind and nothing besides ("yes, mini
// stroke", "yes, a sort of tightness"): a correction of the question's
// word, whose yes does not confirm it.
//
// A drug named to a question about its class is an answer, not a
// correction ("血压药都有照时间吃吗？" "有啦，那个缬沙坦一天一粒").
func (r *Reader) namesInstead(a Ask, x extract.Result, text string) bool {
	if a.Type != Condition && a.Type != Symptom && a.Type != Procedure || hasAnyWord(text, alsoWords) ||
		len(strings.Fields(text)) > 6 || utf8.RuneCountInString(text) > 40 {
		return false
	}
	for _, m := range x.Mentions {
		if other, ok := r.askOf(m, false); ok && other.Type == a.Type && m.ConceptID != a.Concept && !m.Assertion.Negated {
			return true
		}
	}
	return false
}

// askedEchoes bring back a question asked earlier, to answer it late: "Oh,
// you asked about numbness down below, sorry, no", "你刚才问发烧，没烧".
var askedEchoes = []string{"you asked about", "you asked me about", "you were asking about", "you asked if i had", "you asked if i've had",
	"you asked whether i had", "you asked after", "you were asking after",
	"你刚才问", "你刚问", "您刚才问", "您刚问", "刚才你问", "刚才您问", "你问的", "您问的", "你问我", "您问我"}

// lateAnswer returns how the patient answers a question they bring back
// late, when mention m is what the question was about: answerNo or
// answerYes when the rest of the mention's sentence opens with one ("you
// asked about fever: I ran a hundred and one" tells, and is read as told),
// and "" otherwise.
func lateAnswer(tx text, m extract.Mention) string {
	before := sentenceBefore(tx, m)
	i := lastIndexAny(before, askedEchoes)
	if i < 0 {
		i = bareEchoAt(before) // "哦刚才问发烧，…" (lateanswerzh.go)
	}
	if i < 0 {
		return ""
	}
	// Only a determiner or two may stand between the echo and what it names.
	gap := before[i:]
	for _, w := range append(askedEchoes, bareAskedEchoes...) {
		if strings.HasPrefix(gap, w) {
			gap = gap[len(w):]
			break
		}
	}
	if len(strings.Fields(gap)) > 2 || strings.ContainsAny(gap, ",，") {
		return ""
	}
	return answerPastMeasuring(restOfSentence(tx, m))
}

// pauseAnswer returns what a patient says after echoing a question's word
// and pausing on it ("低血糖……上礼拜有一回", "摔跤……前年冬天在冰上滑倒过一回"):
// the sentence after the pause, which tells of the echoed thing, and where
// it starts. ok is false when m is not said alone before a pause.
func pauseAnswer(tx text, m extract.Mention) (start int, answer string, ok bool) {
	if strings.Trim(sentenceBefore(tx, m), " ，,嗯啊呃哦") != "" {
		return 0, "", false
	}
	e := m.Span[1]
	for e < len(tx.runes) && strings.ContainsRune("…. ", tx.runes[e]) {
		e++
	}
	if e == m.Span[1] || tx.runes[m.Span[1]] != '…' || e >= len(tx.runes) || tx.sent[e-1] == tx.sent[m.Span[0]] && tx.runes[e-1] != '…' {
		return 0, "", false
	}
	return e, tx.sentenceOf(e), true
}

// finishedAnswers take a drug asked about to the end of its course: "出院带
// 的那个莫西沙星吃完了吧？" "吃完了，吃了五天".
var finishedAnswers = []string{"吃完了", "早吃完了", "都吃完了", "已经吃完了", "用完了", "都用完了", "打完了", "输完了", "喝完了",
	"finished it", "finished them", "i finished it", "i finished them", "all finished", "yes, finished", "yes finished", "i've finished it",
	"i've finished them"}

// finishedAnswer reports whether a patient's answer opens by saying the
// drug asked about was taken to the end.
func finishedAnswer(text string) bool {
	return startsWithAny(strings.TrimLeft(text, " ，,嗯啊对是的"), finishedAnswers) != ""
}

// finishedCourses returns the drugs asked about, not named again in the
// answer, as stopped: the answer took their course to the end.
func (r *Reader) finishedCourses(asks []Ask, named map[string]bool) []Statement {
	var out []Statement
	for _, a := range asks {
		if a.Type != Medication || named[a.Concept] || a.Relative != "" {
			continue
		}
		out = append(out, Statement{Type: Medication, Concept: a.Concept, Display: r.Display(a.Concept, "en"), Attributes: map[string]string{},
			Status: Stopped, Experiencer: extract.Patient, Confidence: 0.9})
	}
	return out
}

// contactAsks ask whether others around the patient have the same illness:
// a question about contacts, not about the family's history.
var contactAsks = []string{"也这样", "也有这样", "也是这样", "也这么", "一样的症状", "同样的", "the same", "same thing", "same symptoms",
	"anyone else", "anybody else", "similar symptoms"}

// noToAllergies reports whether a turn answers a question about allergies
// with a no. A no that names something else in its clause ("No cough.
// Penicillin, I come out in a rash wi' it" to "Any cough? … Any allergies to
// medicines?") answers that, not the allergies.
func noToAllergies(x extract.Result, tx text) bool {
	if answerOf(tx.str) != answerNo {
		return false
	}
	for _, m := range x.Mentions {
		if tx.clause[m.Span[0]] != tx.clause[0] {
			break
		}
		if !IsAllergyWord(m) && m.Type != ontology.TypeAllergen && m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass {
			return false
		}
	}
	return true
}

// dietBefore and dietAfter ask how much or how often a food is eaten
// ("海鲜吃得多不多？", "爱吃海鲜吗？"): a question of diet, which a food's
// allergy question never is without an allergy word.
var (
	dietBefore = []string{"爱吃", "喜欢吃", "常吃", "经常吃", "多吃", "少吃", "吃不吃", "平时吃", "平常吃", "吃很多", "吃得多"}
	dietAfter  = []string{"吃得多", "吃的多", "吃得少", "吃的少", "吃多", "吃得勤", "吃不吃", "爱不爱吃", "多不多", "吃得多不多", "吃的多不多"}
)

// eatenAsDiet reports whether m's food is spoken of as something eaten, by
// how much or how often.
func eatenAsDiet(tx text, m extract.Mention) bool {
	return endsWithAny(tx.before(m), dietBefore) || startsWithAny(tx.after(m), dietAfter) != ""
}

// thoseTaken stand in a question for the drugs just named ("are you still
// taking any of these?"); itTaken for the one drug named.
var (
	thoseTaken = []string{"any of these", "any of those", "any of them", "all of these", "all of those", "all of them", "these", "those", "them"}
	itTaken    = []string{"it", "that", "this"}
	takenVerbs = []string{"taking", "take", "on", "using", "use"}
)

// stillTakingThose asks, of a question whether the patient still takes the
// drugs their last turn named, standing for them by a pronoun ("I've taken
// A, B and C." "Are you still taking any of these?"), after each of them:
// a no stops them all. A question that names a drug asks of that one.
func stillTakingThose(sents []sentence, x extract.Result, asks []Ask, prior []Prior) []Ask {
	drugs := lastTurnsDrugs(x, asks, prior, false)
	if len(drugs) == 0 {
		return nil
	}
	for _, s := range sents {
		if !s.question || !hasAnyWord(s.text, stillWords) || !hasAnyWord(s.text, takenVerbs) {
			continue
		}
		if !hasAnyWord(s.text, thoseTaken) && !(len(drugs) == 1 && hasAnyWord(s.text, itTaken)) {
			continue
		}
		out := make([]Ask, 0, len(drugs))
		for _, c := range drugs {
			out = append(out, Ask{Type: Medication, Concept: c, Still: true})
		}
		return out
	}
	return nil
}

// lastTurnsDrugs returns the drugs the patient's turn just before named,
// for a question that names no drug of its own, to stand for them ("Are
// you still taking any of these?", "那您现在已经停了吗？"); nil otherwise.
// With current set, the drugs told as stopped are left out.
func lastTurnsDrugs(x extract.Result, asks []Ask, prior []Prior, current bool) []string {
	for _, a := range asks {
		if a.Type == Medication {
			return nil
		}
	}
	for _, m := range x.Mentions {
		if m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass {
			return nil
		}
	}
	n := len(prior)
	if n == 0 || prior[n-1].Speaker != Patient {
		return nil
	}
	var drugs []string
	for _, s := range prior[n-1].Reading.Statements {
		if s.Type == Medication && s.Experiencer == extract.Patient && !s.Negated && !s.Hypothetical && !(current && s.Status == Stopped) &&
			!slices.Contains(drugs, s.Concept) {
			drugs = append(drugs, s.Concept)
		}
	}
	return drugs
}

// thingTails, right after a concept in a question, make it name a thing
// that goes with it, which the question asks about instead ("your wound
// care instructions", "the diabetes clinic", "an asthma review").
var thingTails = []string{"care", "instructions", "clinic", "nurse", "team", "specialist", "leaflet", "review", "appointment", "education",
	"class", "classes", "checkup", "check-up", "screening"}

// consumeWords ask, before a food, whether the patient eats or drinks it.
// One that asks how it agrees with them still asks of a reaction ("can you
// eat peanuts without a reaction?").
// withoutTrouble asks whether something is had without a reaction ("can
// you eat peanuts without a reaction?", "take it without any problems?").
// reactionAsked: a question after a bad reaction to a drug, which asks as
// an allergy question does (review 14 Z02).
var reactionAsked = regexp.MustCompile(`不良反应|过敏反应|不良反應|過敏反應|\b(?:bad|adverse|allergic) reactions?\b|\breact(?:ed)? badly\b|` +
	// "Have you ever reacted to a medicine?" (review 15 E02).
	`\breacted to (?:a |any |an )?(?:medicines?|medications?|drugs?|tablets?|antibiotics?)\b`)

var withoutTrouble = regexp.MustCompile(`\bwithout (a |an |any )?(bad |allergic |adverse )?(reactions?|problems?|trouble|issues?|side effects?)\b`)

var (
	consumeWords   = []string{"eat", "eats", "eating", "drink", "drinks", "drinking", "consume", "consuming"}
	toleratedWords = []string{"reaction", "reactions", "react", "without", "problem", "problems", "trouble", "ok", "okay", "fine", "safely",
		"tolerate", "sick", "swell", "swelling", "rash", "itch", "itchy"}
)

// simplePastHad reports whether a question asks, in the simple past,
// whether "you had" something ("were you aware you had a UTI?"), not how
// long "you have had" it. "You had had" is Ever's (everWords).
func simplePastHad(q string) bool {
	lower := strings.ToLower(q)
	return hasWord(lower, "you had") && !hasAnyWord(lower, []string{"have you had", "you have had"})
}

// finishAsks ask whether a course of a drug was taken to its end.
var finishAsks = regexp.MustCompile(`\b(did you|have you|you) (finish|finished|complete|completed)( off)? (the|your|all|that|those|them|it)\b`)

// finishAsked reports whether a question asks whether a drug's course was
// finished ("Did you finish the antibiotics?"): a yes tells the course,
// and the drug the answer names, as over.
func finishAsked(q string) bool { return finishAsks.MatchString(q) }

// namesKindOf reports whether the turn x names a concept of the kind of
// statement typ: a drug for a drug, a habit for a habit, and for a finding
// a symptom, a condition or a measure named as the trouble. "Just the metformin" singles out a drug, and denies the drugs
// asked beside it, not a habit asked in the same breath.
func namesKindOf(x extract.Result, typ string) bool {
	kind := func(t string) string {
		switch t {
		case ontology.TypeDrug, ontology.TypeDrugClass, Medication:
			return Medication
		case Symptom, Condition, ontology.TypeVital, ontology.TypeLab: // "Any chest pain?" "Just the blood pressure."
			return Symptom
		case ontology.TypeSocial, Observation:
			return Observation
		}
		return t
	}
	for _, m := range x.Mentions {
		if kind(m.Type) == kind(typ) {
			return true
		}
	}
	return false
}

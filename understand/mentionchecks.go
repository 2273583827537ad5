package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Checks on a mention for classes of wrong facts that recur across
// Chinese and English speech, not single phrasings. Each drops a mention,
// makes it hypothetical or reads a denial the speech said; none adds a
// finding.

// seldomWords say a habit is hardly kept: "酒不怎么喝", "老酒不大吃的".
var seldomWords = []string{"不怎么", "不太", "不大", "没怎么", "不咋"}

// occasionalUse, after a seldom word in the same sentence, tells the
// occasions the habit is still kept on: "酒不怎么喝，逢年过节喝一点".
var occasionalUse = []string{"逢年过节", "过节", "过年", "偶尔", "有时", "有时候", "间中", "应酬", "聚会", "陪客", "喝一点", "喝点", "喝一口",
	"喝两口", "一口", "两口", "一杯", "两杯", "一点", "少少", "小酌", "抽一根", "抽两根", "一两根"}

// seldomKeptOnOccasion reports whether a habit said to be seldom kept is
// also said to be kept on some occasions. A bare "酒不怎么喝" answers the
// question as "不怎么喝" does on its own, as no; "酒不怎么喝，逢年过节喝一点"
// tells the occasions, and the habit is kept.
func seldomKeptOnOccasion(between, rest string) bool {
	return containsAny(between, seldomWords) && containsAny(rest, occasionalUse)
}

// viewingAversions open a reaction to a sight or a thought: "一打开报表就想吐",
// "一想到考试就恶心", "看到血就想吐".
var viewingAversions = []string{"一看到", "一看见", "一看", "看到", "看见", "一打开", "打开", "一想到", "一想起", "想到", "想起", "一提到", "提到", "一听到",
	"听到", "一听", "睇到", "一睇"}

// aversionResults close such a reaction: "就想吐", "就恶心".
var aversionResults = []string{"就想吐", "就恶心", "就犯恶心", "就反胃", "就作呕", "就想呕", "就作悶", "就作闷"}

// aversionToSight reports whether a Chinese nausea is only a reaction to
// seeing or thinking of something: "一打开报表就想吐" says how the patient
// feels about the accounts, not that they are nauseous. What is eaten,
// smelt or done stays a symptom ("一吃油腻的就想吐", "闻到油烟就恶心" in a
// pregnancy), and so does nausea said without such an opening.
func aversionToSight(m extract.Mention, tx text) bool {
	if !isHan(m.Text) || m.Type != ontology.TypeSymptom || (m.ConceptID != "sym:nausea" && m.ConceptID != "sym:vomiting") {
		return false
	}
	around := tx.before(m) + m.Text
	result := ""
	for _, r := range aversionResults {
		if strings.HasSuffix(around, r) || strings.HasSuffix(around+string(firstRunes(tx.after(m), 1)), r) {
			result = r
			break
		}
	}
	if result == "" {
		return false
	}
	lead := strings.TrimSuffix(around, result)
	lead = lead[strings.LastIndexAny(lead, "，,。.;；！!？?")+1:]
	for _, v := range viewingAversions {
		if at := strings.LastIndex(lead, v); at >= 0 && !containsAny(lead[at:], []string{"吃", "喝", "闻", "动", "走", "坐车", "坐船"}) {
			return true
		}
	}
	return false
}

// firstRunes returns the first n runes of s.
func firstRunes(s string, n int) []rune {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return r
}

// worseThen mark a complaint's getting worse as the condition of what
// follows "再": "痛得厉害再来，开点塞来昔布".
var worseThen = []string{"得厉害再", "厉害了再", "严重了再", "加重了再", "重了再", "不见好再", "还不好再", "还没好再", "没好转再", "不见轻再"}

// nowMarkers, between that condition and a drug, order the drug now:
// "疼得厉害再来，先给你开点布洛芬".
var nowMarkers = []string{"先", "现在", "今天", "这次", "这回", "马上"}

// drugForWorseDay reports whether a Chinese drug is named after a
// complaint's getting worse is made the condition of it in the same
// sentence: "痛得厉害再来，开点塞来昔布" offers celecoxib for a worse day,
// not one ordered now. A drug before the condition was ordered ("先吃布洛
// 芬，疼得厉害再来"), and a plain "再来" sets no condition ("给你开布洛芬，
// 一周后再来").
func drugForWorseDay(m extract.Mention, tx text) bool {
	if !isHan(m.Text) || (m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass) {
		return false
	}
	lead := sentenceBefore(tx, m)
	at := -1
	for _, w := range worseThen {
		if k := strings.LastIndex(lead, w); k > at {
			at = k
		}
	}
	return at >= 0 && !containsAny(lead[at:], nowMarkers)
}

// overQuestion is what a question asks of a known complaint's end.
type overQuestion int

const (
	notAskedOver overQuestion = iota
	// askedStillThere: "is the rash still there?", "do you still get the
	// headaches?": a no ends it.
	askedStillThere
	// askedGone: "has the rash gone?", "did the swelling go down?": a yes
	// ends it.
	askedGone
	// askedHow: "how's the constipation now?": an answer that opens by
	// saying it went ("Gone, really") ends it (howsitgone.go).
	askedHow
	// askedBetter: "is the cough better?": a yes says it eases, and ends
	// it only when the answer says it went (betterasked.go).
	askedBetter
)

// stillThereWords ask whether a complaint goes on, and nothing else of it.
var stillThereWords = []string{"still there", "still have", "still having", "still got", "still get", "still getting the", "still present",
	"still around", "still bothering", "still troubling", "still hurting", "still sore", "still painful", "still swollen", "still itchy",
	"still itching", "still the same"}

// goneWords ask whether a complaint has ended.
var goneWords = []string{"gone", "go away", "gone away", "went away", "cleared", "clear up", "settled", "settle down", "go down", "gone down",
	"resolved", "stopped", "disappeared"}

// complaintProperties ask about how a complaint is, not whether it is: "is
// the pain still getting worse?" "no" leaves the pain. Some are words of
// the still-words themselves ("still the same"), so they are looked for
// outside them.
var complaintProperties = []string{"worse", "better", "as bad", "spread", "spreading", "go down your", "goes down", "going down",
	"move", "moving", "radiat", "wake", "waking", "at night", "every", "often", "when you", "after", "in the morning", "anywhere else",
	"somewhere else", "other", "new", "more", "less", "much", "how"}

// overAsked reports whether an English question asks if a complaint it
// takes as known has ended. A clinician who asks "is the rash still
// there?" of the rash the patient told of asks whether it is over, not of
// a new rash, and "has the rash gone?" asks the same the other way round.
// A question of how the complaint is ("still getting worse?", "gone down
// your arm?") asks about something else, and a no to it ends nothing.
func overAsked(a Ask, question string) overQuestion {
	if a.Negative || (a.Type != Symptom && a.Type != Condition) || isHan(question) {
		return notAskedOver
	}
	q := strings.ToLower(question)
	if howIsItAsked(q) {
		return askedHow // "how's the cough?": "the" takes it as known
	}
	if betterAsked(q) {
		return askedBetter
	}
	if !a.Given {
		return notAskedOver
	}
	rest := q
	for _, w := range stillThereWords {
		rest = strings.ReplaceAll(rest, w, " ")
	}
	if containsAny(rest, complaintProperties) || hasAnyWord(q, []string{"not", "n't"}) {
		return notAskedOver
	}
	switch {
	case a.Still && containsAny(q, stillThereWords):
		return askedStillThere
	case !a.Still && containsAny(q, goneWords):
		return askedGone
	}
	return notAskedOver
}

// endsComplaint reports whether an answer says a known complaint asked
// about has ended: a bare no to "still there?", a bare yes to "gone?".
// An answer that names other findings answers those.
func endsComplaint(a Ask, ans string, concepts map[string]bool) bool {
	if len(concepts) > 0 {
		return false
	}
	return a.Over == askedStillThere && ans == answerNo || a.Over == askedGone && ans == answerYes
}

// listDeterminers, alone between two drugs, list them: a list said aloud
// or typed by a speech recogniser drops its commas ("stop the metformin
// the lisinopril and the canagliflozin"), and a comma before "the" lists
// as the comma alone does.
var listDeterminers = []string{"the", ", the", "your", ", your", "ur", "my", ", my"}

// listedByDeterminer reports whether the words between two drugs are only
// a list's determiner, so that an order said for the first ("stop the
// metformin the lisinopril") is said for the second too.
func listedByDeterminer(between string) bool {
	return slices.Contains(listDeterminers, strings.Join(strings.Fields(strings.ReplaceAll(between, ",", " , ")), " "))
}

// ordersOwn reports whether the words after drug mention b, up to the next
// mention, give it an order of its own: "keep taking the amlodipine, the
// metformin I'd like you to stop" lists no shared order.
func ordersOwn(x extract.Result, tx text, b int) bool {
	m := x.Mentions[b]
	end := tx.sentenceEnd(m)
	if b+1 < len(x.Mentions) && x.Mentions[b+1].Span[0] < end && x.Mentions[b+1].Span[0] >= m.Span[1] {
		end = x.Mentions[b+1].Span[0]
	}
	after := strings.ToLower(tx.between(m.Span[1], end))
	return containsAny(after, stopOrders) || containsAny(after, takeOrders) || containsAny(after, stopAfter) ||
		hasAnyWord(after, []string{"stop", "stopped", "continue", "keep", "carry", "start", "hold", "increase", "reduce"})
}

// comingProcedureWords put an English procedure after the turn, in the
// words patients use for a date already set: "they've booked my
// gallbladder surgery for January", "I've got my hip replacement coming
// up", "I'm due for a smear", and the progressive or future of a plan:
// "I'm having my knee replaced in March".
var comingProcedureWords = []string{"booked", "due to have", "due for", "on the list for", "going in for", "coming up", "lined up",
	"i'm having", "i am having", "im having", "going to have", "gonna have", "i'll be having", "i will be having", "i'll have", "i will have",
	"scheduled for", "scheduled to have"}

// zhComingTimes are times after the turn.
var zhComingTimes = []string{"下周", "下礼拜", "下星期", "下个月", "下個月", "明天", "后天", "過幾天", "过几天", "过两天", "明年", "下次", "月底要", "年底要"}

// doneProcedureWords tell, in the same part, that the procedure was done
// after all: "they'd booked it for June but did it in May".
var doneProcedureWords = []string{"had my", "had it", "had the", "had a", "had an", "did it", "done it", "was done", "were done", "got it done",
	"went ahead", "'d booked", "had booked", "was booked", "came out", "taken out", "when i was", " ago", "last year", "emergency"}

// procedureToCome reports whether an English procedure's part tells it is
// still to come. A procedure is otherwise read as done ("I had my knee
// replaced in March"), so a booked one was written as history.
func procedureToCome(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		// "下周要拔牙": a time to come before the procedure, in its part,
		// dates it after the turn.
		return containsAny(tx.between(tx.partStart(m.Span[0]), m.Span[0]), zhComingTimes)
	}
	part := strings.ToLower(tx.partOf(m.Span[0]))
	return containsAny(part, comingProcedureWords) && !containsAny(part, doneProcedureWords)
}

package understand

import (
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Constructions of ordinary consultation talk that decide whether a
// mention is the patient's, affirmed and current, read from the words
// around it.

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
		return ""
	}
	// Only a determiner or two may stand between the echo and what it names.
	gap := before[i:]
	for _, w := range askedEchoes {
		if strings.HasPrefix(gap, w) {
			gap = gap[len(w):]
			break
		}
	}
	if len(strings.Fields(gap)) > 2 || strings.ContainsAny(gap, ",，") {
		return ""
	}
	switch a := answerOf(restOfSentence(tx, m)); a {
	case answerNo, answerYes:
		return a
	}
	return ""
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

// spells are episodes that pass within the hour, told as events ("Saturday
// night I had a pretty bad hypo"); one had today is still the complaint
// being seen ("I had a hypo this morning, sugar was 3.2").
var spells = map[string]bool{"cond:hypoglycemia": true, "sym:hypoglycemia_symptoms": true}

// todayWords date what a sentence tells to the day of the visit.
var todayWords = []string{"this morning", "today", "tonight", "just now", "this afternoon", "this evening", "今天", "今早", "今儿", "刚才", "早上", "今天早上"}

// eventToldPast reports whether an illness that happens once (a faint, a
// fall) or a spell is told as had: in its clause ("I had a pretty bad hypo"),
// or in the answer after a pause on its name, told as had or dated back
// ("低血糖……上礼拜有一回").
func eventToldPast(x extract.Result, tx text, m extract.Mention, concept string, at time.Time) bool {
	if !events[concept] && !(spells[concept] && !containsAny(tx.sentenceOf(m.Span[0]), todayWords)) {
		return false
	}
	if containsAny(tx.clauseOf(m.Span[0]), eventPast) {
		return true
	}
	e, next, ok := pauseAnswer(tx, m)
	if !ok || ongoing(next) {
		return false
	}
	return containsAny(next, eventPast) || sentenceDated(x, tx, tx.sent[e], at, 0)
}

// oneOfThem reports whether a condition's name only says which thing of
// that kind is meant ("the pneumonia one" for a vaccine, "the asthma one"
// for an inhaler): the illness itself is not said.
func oneOfThem(tx text, m extract.Mention) bool {
	after := strings.TrimLeft(string(tx.runes[m.Span[1]:]), " ")
	return startsWithAny(after, []string{"one", "ones", "jab", "jabs", "shot", "shots"}) != ""
}

// finishedAlong reports whether drug mention i is listed right after
// another that the sentence takes to the end of its course: "I finished
// the steroids and the antibiotics" finished both.
func finishedAlong(x extract.Result, tx text, i int) bool {
	if i == 0 {
		return false
	}
	prev, m := x.Mentions[i-1], x.Mentions[i]
	if prev.Type != ontology.TypeDrug && prev.Type != ontology.TypeDrugClass || !tx.sameSentence(prev, m) || prev.Span[1] > m.Span[0] {
		return false
	}
	between := strings.TrimSpace(string(tx.runes[prev.Span[1]:m.Span[0]]))
	switch between {
	case "and", "and the", "and my", "and all the", "、", "和", "跟", "还有":
	default:
		return false
	}
	return finished(sentenceBefore(tx, prev))
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

// combinedName reports whether drug mention i is written against another
// drug's name with nothing between, as Chinese names a fixed combination
// ("妥布霉素地塞米松", "氨氯地平阿托伐他汀"): the product is one, and neither
// part alone is sure to be what the patient takes.
func combinedName(x extract.Result, i int) bool {
	m := x.Mentions[i]
	if m.Type != ontology.TypeDrug || !isHan(m.Text) {
		return false // "溴莫尼定滴眼液" names a drug and its form
	}
	for j, n := range x.Mentions {
		if j != i && n.Type == ontology.TypeDrug && isHan(n.Text) &&
			(n.Span[1] == m.Span[0] || m.Span[1] == n.Span[0]) {
			return true
		}
	}
	return false
}

// othersSay is someone else's word about the patient: "Our Julie says I'm
// getting forgetful", "my wife thinks I've been snoring".
var othersSay = regexp.MustCompile(`(\S+)\s+(says|said|thinks|thought|reckons|keeps saying|tells me|told me)\s+(that\s+)?(i'm|i am|i've|i have|i was|i)\b`)

// disputedReport reports whether m is what someone else says of the
// patient, which the patient then disputes in the same sentence ("Our Julie
// says I'm getting forgetful and I'm not taking them right, but I am"): the
// observation is for a clinician to weigh, not a fact.
func disputedReport(tx text, m extract.Mention) bool {
	loc := othersSay.FindStringSubmatchIndex(sentenceBefore(tx, m))
	if loc == nil {
		return false
	}
	before := sentenceBefore(tx, m)
	who := before[loc[2]:loc[3]]
	if who == "i" || who == "i've" || containsAny(who, []string{"doctor", "doc", "gp", "nurse", "consultant", "specialist", "pharmacist", "dr"}) {
		return false // the patient's own word, or a clinician's relayed
	}
	return containsAny(restOfSentence(tx, m), []string{"but i am", "but i'm", "but i do", "but i don't", "but i'm not", "but i am not",
		"but i haven't", "but i have", "but i never", "but that's not true", "but it's not true", "but i don't think so"})
}

// notNames are words that open a sentence with a capital and name nobody.
var notNames = map[string]bool{"it": true, "that": true, "this": true, "these": true, "those": true, "there": true, "what": true, "which": true,
	"who": true, "everything": true, "nothing": true, "something": true, "anything": true, "one": true, "mine": true, "he": true, "she": true,
	"they": true, "we": true, "you": true, "i": true, "the": true, "a": true, "an": true, "my": true, "our": true, "your": true, "his": true,
	"her": true, "their": true, "yes": true, "no": true, "yeah": true, "aye": true, "well": true, "so": true, "and": true, "but": true,
	"doctor": true, "dr": true, "nurse": true, "sister": true, "mum": true, "mom": true, "dad": true, "nobody": true, "everyone": true,
	"everybody": true, "someone": true, "somebody": true, "here": true, "now": true, "today": true, "breathing": true, "sleep": true,
	"work": true, "home": true, "nana": true, "granny": true}

// namedVerbs follow a person named as the subject of what is taken.
// "Has" is left out: "Exercise has helped my asthma" opens with a capital
// too.
var namedVerbs = []string{"is on", "'s on", "is taking", "takes", "was on", "has been on", "is still on", "'s still on"}

// namedSubject reports whether m's sentence opens with someone named by a
// first name, as the one who takes what it names ("Tom is on the
// warfarin for his heart"), with nothing of the patient's before m: the
// name is not the patient, who speaks as "I".
func namedSubject(orig []rune, tx text, x extract.Result, m extract.Mention) bool {
	start := m.Span[0]
	for start > 0 && tx.sent[start-1] == tx.sent[m.Span[0]] {
		start--
	}
	for start < m.Span[0] && !isLatinRune(tx.runes[start]) {
		start++
	}
	end := start
	for end < m.Span[0] && (isLatinRune(tx.runes[end]) && tx.runes[end] != '\'') {
		end++
	}
	if end-start < 2 || len(orig) != len(tx.runes) || orig[start] < 'A' || orig[start] > 'Z' || notNames[string(tx.runes[start:end])] {
		return false
	}
	for _, n := range x.Mentions {
		if n.Span[0] <= start && start < n.Span[1] {
			return false // "Lantus is twenty-four units": the name is a drug's
		}
	}
	before := string(tx.runes[end:m.Span[0]])
	return startsWithAny(strings.TrimLeft(before, " "), namedVerbs) != "" && !hasAnyWord(before, speakerWords)
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
	if answerOf(string(tx.runes)) != answerNo {
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

// startWords start a drug: "I stopped the warfarin and started the Eliquis".
var startWords = []string{"started", "start", "starting", "began", "begun", "put me on", "put on", "switched to", "changed to", "moved to",
	"开始吃", "开始用", "改吃", "改用", "换成", "换了"}

// startedAfterStop reports whether, in m's clause, a start comes between a
// stop and the drug: the stop was the drug before's, and this one is taken
// now ("Since I stopped the warfarin and started the Eliquis").
func startedAfterStop(tx text, m extract.Mention) bool {
	before := strings.ToLower(tx.before(m))
	stop := lastIndexAny(before, stopWords)
	return stop >= 0 && lastIndexAny(before[stop:], startWords) > 0
}

// moreOfSomethingElse reports whether a clause that opens with "no" denies
// something it names after "no more" or "no need" ("no more blood tests
// every week"): a no of its own, not an answer to what came before.
func moreOfSomethingElse(clause string) bool {
	c := strings.TrimSpace(withoutFillers(strings.ToLower(clause)))
	for _, w := range []string{"no more", "no need", "no longer"} {
		if rest, ok := strings.CutPrefix(c, w); ok && strings.Trim(rest, " .。!！?？") != "" && strings.HasPrefix(rest, " ") {
			return true
		}
	}
	return false
}

// forMy say that what follows is what a drug is taken for: "lisinopril for
// my blood pressure", "tablets to keep my sugar down".
var forMy = []string{"for my", "for my high", "to control my", "to lower my", "to bring down my", "to keep my", "to help my"}

// takenFor reports whether the blood pressure is named as what a drug the
// patient takes, in the same sentence, is for ("I'm on lisinopril for my
// blood pressure"), and the drug is one for cond, hypertension: the patient
// is treated for it.
func (r *Reader) takenFor(x extract.Result, tx text, m extract.Mention, cond string) bool {
	if m.Assertion.Negated || m.Assertion.Hypothetical || m.Assertion.Uncertain || m.ConceptID != "vital:bp" {
		// Only the blood pressure names its condition alone: "for my
		// cholesterol" may be hypercholesterolaemia or a mixed
		// hyperlipidaemia, which the lexicon holds apart.
		return false
	}
	before := strings.ToLower(strings.TrimRight(tx.before(m), " "))
	return endsWithAny(before, forMy) && r.treatedIn(x, tx, m, cond)
}

// topicVerbs follow a habit's object said first, as its topic: "烟不抽",
// "烟戒了五六年了", "酒嘛，偶尔陪领导喝一点".
var topicVerbs = map[string][]string{"烟": {"抽", "吸", "戒"}, "酒": {"喝", "戒", "沾"}}

// topicParticles may follow the topic before a pause: "酒嘛，".
var topicParticles = []string{"嘛", "呢", "啊", "吧", "的话", "呀", "么"}

// topicHabit reads a Chinese habit whose object opens a clause as its topic
// and whose verb follows within a few characters, in that clause or, after
// a topic particle and a pause, the next ("烟不抽，酒嘛，偶尔陪领导喝一点"). A
// negation between them denies it; habit reads a quit.
func (r *Reader) topicHabit(x extract.Result, tx text, object, concept string) (Statement, bool) {
	obj := []rune(object)[0]
	for i, c := range tx.runes {
		if c != obj || i > 0 && tx.clause[i-1] == tx.clause[i] && !strings.ContainsRune("…. ", tx.runes[i-1]) || overlapsMention(x, i, i+1) {
			continue // the topic opens its clause: not "冒烟", "抽烟"
		}
		j, limit := i+1, i+9
		if rest := string(tx.runes[i+1 : tx.sentenceEnd(extract.Mention{Span: [2]int{i, i + 1}})]); startsWithAny(rest, topicParticles) != "" {
			limit = i + 14 // "酒嘛，偶尔陪领导喝一点": the verb after the pause
		}
		for ; j < len(tx.runes) && j < limit && tx.sent[j] == tx.sent[i]; j++ {
			if !slices.Contains(topicVerbs[object], string(tx.runes[j])) {
				continue
			}
			if overlapsMention(x, i, j+1) {
				return Statement{}, false
			}
			m := extract.Mention{Text: string(tx.runes[i : j+1]), Type: ontology.TypeSocial, ConceptID: concept, Span: [2]int{i, j + 1},
				Assertion: extract.Assertion{Experiencer: extract.Patient}}
			s := Statement{Type: Observation, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
				Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(sentenceBefore(tx, m))}, Patient), Confidence: 0.9}
			between := string(tx.runes[i+1 : j])
			rest := string(tx.runes[j:tx.sentenceEnd(m)])
			planned := containsAny(between, []string{"打算", "准备", "想", "要", "得", "争取"})
			s.Negated = containsAny(between, []string{"不", "没", "从不", "从来不", "没有", "一点不", "滴"}) && tx.runes[j] != '戒' &&
				!containsAny(between, []string{"不怎么", "不太", "不大", "没怎么"}) // "酒不怎么喝，逢年过节喝一口": seldom, not never
			if tx.runes[j] == '沾' {
				s.Negated = containsAny(between+"沾", []string{"不沾", "没沾"})
			}
			s = r.habit(s, m, tx)
			switch {
			case planned:
				s.Negated, s.Status, s.Historical = false, "", false // "烟我打算过完年就戒了": a plan, still smoking
			case tx.runes[j] == '戒' && !s.Negated:
				s.Status, s.Historical = Inactive, true // "烟戒咖哒，前年戒的": given up, in any dialect's aspect
			case s.Negated && containsAny(rest, []string{"早就不", "早不", "早就没", "好多年不", "好几年不", "不喝了", "不抽了"}):
				s.Negated, s.Status, s.Historical = false, Inactive, true // "酒不喝，早就不喝了": given up long ago
			}
			return s, true
		}
	}
	return Statement{}, false
}

// plansToQuit say a habit is to be given up, not that it was.
var plansToQuit = []string{"meaning to quit", "want to quit", "wanna quit", "trying to quit", "try to quit", "going to quit", "gonna quit",
	"planning to quit", "plan to quit", "need to quit", "should quit", "hoping to quit", "about to quit", "thinking of quitting",
	"thinking about quitting", "want to give up", "wanting to give up", "trying to give up", "going to give up", "need to give up",
	"meaning to give up", "thinking of giving up", "thinking about giving up", "planning to give up", "want to stop", "trying to stop",
	"打算戒", "准备戒", "想戒", "要戒", "争取戒"}

// withoutPlansToQuit blanks the plans to quit out of s.
func withoutPlansToQuit(s string) string {
	for _, p := range plansToQuit {
		s = strings.ReplaceAll(s, p, " ")
	}
	return s
}

// notForYears is a habit denied for a length of time up to now: "Not
// smoked for six years now", "haven't had a drink in months".
var notForYears = regexp.MustCompile(`\b(for|in) (\w+ )?(\w+ )?(years|year|months|decades)\b`)

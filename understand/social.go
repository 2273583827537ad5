package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Social history (smoking, alcohol, recreational drugs) is recorded as an
// observation of the habit: active while the patient keeps it, inactive
// once they gave it up, refuted when they never had it. A procedure the
// patient had is surgical history, inactive once done.

var (
	// quitWords say a habit was given up.
	quitWords = []string{"quit", "quitted", "gave up", "given up", "give up", "stopped", "used to",
		// British and Irish for giving up: "I packed in the roll-ups in ninety-eight".
		"packed in", "packed it in", "packed them in", "kicked the habit", "knocked it on the head", "ex-smoker", "ex smoker", "former smoker",
		"back in the day", "in those days", "for the first time", "tried it once", "only once", "just once", "tried", "那时候", "当年",
		"ex-drinker", "former drinker", "早戒了", "早就戒了", "早不抽了", "早就不抽了", "早不喝了", "早就不喝了", "no longer", "not anymore", "not any more", "years ago", "戒了", "戒掉", "戒烟", "戒酒", "不抽了",
		"不喝了", "早就不", "以前抽", "以前喝", "已经戒", "戒了好几年"}
	// neverWords say the patient never had the habit.
	neverWords = []string{"non-smoker", "nonsmoker", "non smoker", "never smoked", "never smoke", "teetotal", "teetotaller", "teetotaler",
		"tee-total", "never drink", "never drank", "don't drink", "do not drink", "dont drink", "don't smoke", "do not smoke", "从不抽", "从来不抽",
		"不抽烟", "不喝酒", "滴酒不沾", "从不喝", "从来不喝", "不吸烟", "酒不沾", "烟酒不沾",
		// Keeping away from a habit is not having it: "my friends smoke
		// weed, but I stay clear of tobacco".
		"stay clear of", "steer clear of", "stay away from", "keep away from", "keep clear of"}
	// plannedWords put a procedure in the future: nothing yet.
	plannedWords = []string{"going to have", "gonna have", "scheduled", "booked in", "waiting for", "waiting list", "next week", "next month",
		"want to have", "might need", "need to have", "要做", "准备做", "打算做", "下周做", "下个月做", "排队做", "预约了", "等着做", "可能要做",
		"让我做", "叫我做", "要我做", "建议做", "建议我做", "做个", "做一个", "去做", "安排", "约了", "referred for", "refer you for", "book you in",
		"get you booked", "arrange", "organise", "organize", "will need", "you'll need", "we'll do", "we will do"}
)

// splitHabits are Chinese habits said with words between verb and object
// ("抽了二十年烟", "喝了十几年酒"): verb, object, the concept.
var splitHabits = []struct{ verb, object, concept string }{
	{"抽", "烟", "social:smoking"}, {"吸", "烟", "social:smoking"}, {"喝", "酒", "social:alcohol"},
}

// drinkPhrases state drinking without naming alcohol ("I don't drink",
// "I drink socially").
var drinkPhrases = []string{"i don't drink", "i do not drink", "i never drink", "i dont drink", "i drink", "i'll drink", "i have a drink",
	"i'm a drinker", "don't drink at all", "i do drink", "i drink occasionally", "i drink socially",
	// Said as over: "I used to drink a fair bit but I've been off it two years" (change dev en-z1-034).
	"i used to drink", "i drank", "i was a drinker", "i used to be a drinker", "i was a heavy drinker", "i was a big drinker"}

// splitHabitStatements finds the habits of splitHabits that no mention
// names, within a clause: the verb, at most six characters, the object.
func (r *Reader) splitHabitStatements(x extract.Result, tx text) []Statement {
	var out []Statement
	for _, h := range splitHabits {
		named := false
		for _, m := range x.Mentions {
			named = named || m.ConceptID == h.concept
		}
		for _, s := range out {
			named = named || s.Concept == h.concept
		}
		if named {
			continue
		}
		if h.concept == "social:alcohol" {
			if p := startsWithAnyIn(tx.str, drinkPhrases); p >= 0 && !containsAny(tx.str, []string{"water", "fluids", "coffee", "coffees", "tea", "teas", "cuppa", "cuppas", "milk", "juice", "juices", "latte", "lattes", "espresso", "espressos", "cola", "colas", "soda", "sodas", "energy drink", "energy drinks", "smoothie", "smoothies", "plenty", "ors", "rehydration", "electrolyte", "gatorade", "dioralyte"}) {
				m := extract.Mention{Text: "drink", Type: ontology.TypeSocial, ConceptID: h.concept, Span: [2]int{p, p + 1}, Assertion: extract.Assertion{Experiencer: extract.Patient}}
				s := Statement{Type: Observation, Concept: h.concept, Display: r.Display(h.concept, "en"), Attributes: map[string]string{},
					Experiencer: extract.Patient, Confidence: 0.9}
				out = append(out, r.habit(s, m, tx))
				continue
			}
		}
		verb, object := []rune(h.verb)[0], []rune(h.object)[0]
	scan:
		for i, c := range tx.runes {
			if c != verb {
				continue
			}
			for j := i + 1; j < len(tx.runes) && j <= i+7 && tx.clause[j] == tx.clause[i]; j++ {
				if tx.runes[j] != object {
					continue
				}
				if notTheHabit(tx.runes, j) {
					continue // "跟开着抽油烟机似的": a kitchen hood, not a cigarette
				}
				if overlapsMention(x, i, j+1) {
					break // "我抽电子烟": the vaping a mention names already
				}
				m := extract.Mention{Text: tx.between(i, j+1), Type: ontology.TypeSocial, ConceptID: h.concept, Span: [2]int{i, j + 1},
					Assertion: extract.Assertion{Experiencer: extract.Patient}}
				s := Statement{Type: Observation, Concept: h.concept, Display: r.Display(h.concept, "en"), Attributes: map[string]string{},
					Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(tx.between(0, i))}, Patient),
					Confidence:  0.9}
				s.Negated = containsAny(tx.between(max(0, i-3), i), []string{"不", "没", "从不", "从来不", "没有"})
				out = append(out, r.habit(s, m, tx))
				break scan
			}
		}
		if len(out) == 0 || out[len(out)-1].Concept != h.concept {
			if s, ok := r.topicHabit(x, tx, h.object, h.concept); ok {
				out = append(out, s)
			}
		}
	}
	return out
}

// notTheHabit reports whether the object character at j is part of a
// word that is no habit's object: 油烟 (cooking fumes, 抽油烟机 the hood
// that draws them), 烟囱, 烟花, 烟雾; 酒店, 酒精 (a hotel, spirit for
// cleaning a cut).
func notTheHabit(rs []rune, j int) bool {
	if j > 0 && rs[j-1] == '油' {
		return true
	}
	return j+1 < len(rs) && strings.ContainsRune("囱花雾店精", rs[j+1])
}

// overlapsMention reports whether a mention covers part of runes [from, to).
func overlapsMention(x extract.Result, from, to int) bool {
	for _, m := range x.Mentions {
		if m.Span[0] < to && from < m.Span[1] {
			return true
		}
	}
	return false
}

// startsWithAnyIn returns the rune offset of the first of phrases that
// occurs in s as whole words, or -1.
func startsWithAnyIn(s string, phrases []string) int {
	best := -1
	for _, p := range phrases {
		for from := 0; ; {
			i := strings.Index(s[from:], p)
			if i < 0 {
				break
			}
			i += from
			if hasWord(s[i:], p) && strings.HasPrefix(s[i:], p) && (i == 0 || !isLatinByte(s[i-1])) {
				if r := utf8.RuneCountInString(s[:i]); best < 0 || r < best {
					best = r
				}
				break
			}
			from = i + 1
		}
	}
	return best
}

// habit reads a social-history mention as an observation of the habit.
func (r *Reader) habit(s Statement, m extract.Mention, tx text) Statement {
	s.Type = Observation
	clause := tx.clauseOf(m.Span[0]) // "烟我一天一包，酒不沾": never is said of its own clause
	part := ownHabitPart(tx, m)
	// A plan to quit is not a quit: "I smoke…, been meaning to quit", "I
	// want to give up the smokes" still smokes.
	part, rest := withoutPlansToQuit(part), withoutPlansToQuit(ownHabitRest(tx, m))
	switch {
	case quitDenied(part) || quitDenied(clause):
		s.Negated, s.Status, s.Historical = false, "", false // "他哪里戒了，他还偷偷抽": still smokes (quitdenied.go)
	case (s.Negated || containsAny(clause, neverWords)) && containsAny(clause, noLongerWords):
		s.Negated, s.Status, s.Historical = false, Inactive, true // "I don't drink anymore": a former drinker
	case containsAny(clause, neverWords) || forgotLastTime.MatchString(strings.ToLower(tx.sentenceOf(m.Span[0]))) || neverAfterHabit(tx, m):
		s.Negated, s.Historical = true, false
	case s.Negated && (hasWord(clause, "since") || notForYears.MatchString(clause)):
		s.Negated, s.Status, s.Historical = false, Inactive, true // "I haven't smoked since 2015", "not smoked for six years": a former habit
	case s.Negated:
	case !containsAny(part, quitWords) && nowRightAfter(tx, m):
		// "I quit smoking 3 years ago, vape now though": the time gone
		// by is the quit's; the habit said with "now" is now.
		s.Historical = false
	case !s.Historical && restarted(clause):
		// "I started smoking again last month, I'd quit for a year": a
		// relapse is the habit now, whatever was given up before.
	case containsAny(part, quitWords) || containsAny(clause, formerly) || s.Historical || containsAny(rest, quitLater) || barePastStopIn(clause),
		spanOver(part, pastHabitVerbs), amountThen(clause, tx.sentenceOf(m.Span[0])),
		m.ConceptID == "social:alcohol" && containsAny(tx.from(m.Span[1]), drinkingGivenUp),
		startedOfAHabitGivenUp(tx, m, clause), habitStoppedAlready(tx, m), habitGivenUpNothingSince(tx, m):
		s.Status, s.Historical = Inactive, true
	}
	return s
}

// nowRightAfter reports whether a habit is said with "now" right after it
// ("vape now", "I smoke now and then" is no such now).
func nowRightAfter(tx text, m extract.Mention) bool {
	after := strings.ToLower(strings.TrimLeft(tx.from(m.Span[1]), " "))
	return hasWord(after, "now") && strings.HasPrefix(after, "now") && !strings.HasPrefix(after, "now and then") && !strings.HasPrefix(after, "now and again")
}

// quitHabitWords name each habit a quit may be said of.
var quitHabitWords = map[string][]string{
	"social:smoking": {"烟", "smoke", "smoking", "smoked", "smokes", "smoker", "cigarette", "cigarettes", "cigs", "ciggies", "tobacco",
		"roll-ups", "fags"},
	"social:alcohol": {"酒", "drink", "drinking", "drinks", "drank", "drinker", "alcohol", "beer", "beers", "wine", "pint", "pints", "lager",
		"spirits", "whisky", "whiskey", "vodka"},
	// A vape is its own habit: "I vape now instead of smoking, I quit the
	// cigarettes in March" quit the cigarettes, not the vape.
	"social:vaping": {"vape", "vapes", "vaping", "vaped", "vaper", "e-cig", "e-cigs", "e-cigarette", "e-cigarettes", "电子烟"},
}

// namesOnlyAnotherHabit reports whether a clause names a habit other than
// concept and not concept itself: "烟戒了" is the cigarettes' clause, not
// the drinking's.
func namesOnlyAnotherHabit(clause, concept string) bool {
	own, ok := quitHabitWords[concept]
	if !ok || containsAny(clause, own) {
		return false
	}
	for other, words := range quitHabitWords {
		if other != concept && containsAny(clause, words) {
			return true
		}
	}
	return false
}

// ownHabitPart returns the part that holds m without the clauses that tell
// only of another habit: a quit said of one ("烟戒了，酒还喝", "Gave up
// smoking, I drink socially") is not the other's.
func ownHabitPart(tx text, m extract.Mention) string {
	s, e := tx.bounds(tx.part, m.Span[0])
	return ownClauses(tx, m, s, e)
}

// ownHabitRest is restOfSentence without the clauses that tell only of
// another habit.
func ownHabitRest(tx text, m extract.Mention) string {
	return ownClauses(tx, m, m.Span[1], tx.sentenceEnd(m))
}

// ownClauses returns runes [s, e) of the turn less the clauses, other than
// m's, that tell only of a habit other than m's.
func ownClauses(tx text, m extract.Mention, s, e int) string {
	var b strings.Builder
	for i := s; i < e; {
		cs, ce := tx.bounds(tx.clause, i)
		cs, ce = max(cs, s), min(ce, e)
		c := tx.between(cs, ce)
		if tx.clause[i] == tx.clause[m.Span[0]] || !namesOnlyAnotherHabit(c, m.ConceptID) {
			b.WriteString(c)
		} else {
			b.WriteString(" ")
		}
		i = ce
	}
	return b.String()
}

// neverAfterHabit reports whether the habit is named and then denied by a
// bare "never" after it, as Indian and other Englishes say it: "Smoking also
// never.", "Alcohol never", "Smoking never ever".
func neverAfterHabit(tx text, m extract.Mention) bool {
	after := strings.Trim(tx.after(m), " ,.;!…")
	return slices.Contains([]string{"never", "also never", "never ever", "never at all", "also never ever", "never also"}, after)
}

// barePastStop is a stop told with the bare verb, as Jamaican, West African
// and other Englishes tell the past: "Mi stop smoke from mi daughter born",
// "I stop drinking since 2010". Only with the subject right before it, and
// not after "when", "if", or a wish ("I want to stop", "I can't stop").
var barePastStop = regexp.MustCompile(`(^|[^a-z'])(i|mi|me|we|wi)( done)? (stop|quit|stop off)( the| di)? (smoke|smoking|cigarette|cigarettes|cigs|drink|drinking|di smoke|di drink|alcohol|rum|weed|ganja)\b`)

// barePastStopIn reports whether a clause tells a habit stopped with the
// bare verb (see barePastStop), not as a time or a condition.
func barePastStopIn(clause string) bool {
	loc := barePastStop.FindStringIndex(clause)
	return loc != nil && !hasAnyWord(clause[:loc[0]+1], []string{"when", "whenever", "if", "once", "until", "till", "before", "after"})
}

// restarted reports whether a habit's clause says it was taken up again.
func restarted(clause string) bool {
	return hasAnyWord(clause, []string{"started", "began", "took up", "back on", "back to"}) && hasAnyWord(clause, []string{"again"}) ||
		containsAny(clause, []string{"又开始抽", "又开始喝", "又抽上了", "又喝上了", "重新抽", "复吸"})
}

// startedOfAHabitGivenUp reports whether the clause tells when a habit began
// ("I first started smoking as a teenager") in a turn that says elsewhere
// it was given up ("I quit two years ago"): the beginning of a habit over,
// not the habit now. Started again, or still kept, it goes on.
func startedOfAHabitGivenUp(tx text, m extract.Mention, clause string) bool {
	if !hasAnyWord(clause, []string{"started", "began", "took up", "first started"}) && !containsAny(clause, []string{"开始抽", "开始喝", "学会抽", "学会喝"}) ||
		hasAnyWord(clause, []string{"again", "still", "now"}) || containsAny(clause, []string{"又", "还在", "现在"}) {
		return false
	}
	rest := strings.Replace(tx.str, clause, " ", 1)
	return containsAny(rest, quitWords)
}

// noLongerWords turn a denial of a habit into one given up: "I don't drink
// anymore" was a drinker.
var noLongerWords = []string{"anymore", "any more", "no more", "these days"}

// drinkingGivenUp, later in the turn than the alcohol it follows, say the
// drinking is over: "all the alcohol I have consumed over the years. I am
// not drinking anymore." ("drinking" alone names no alcohol: it may be
// water.)
// "Stopped drinking" is left out: it may go on with "coffee".
var drinkingGivenUp = []string{"not drinking anymore", "not drinking any more", "don't drink anymore", "do not drink anymore",
	"don't drink any more", "do not drink any more", "haven't had a drink since", "have not had a drink since", "haven't touched a drop"}

// amountThen reports whether a habit's clause tells how much it was, in
// the past ("I was up to two packs a day", "I was on a bottle of wine a
// night"), in a sentence that says nothing of now: what the habit came to
// then, not what it is.
func amountThen(clause, sent string) bool {
	return hasAnyWord(clause, []string{"i was", "i were"}) && hasAnyWord(clause, []string{"a day", "a week", "a night", "per day", "per week", "daily"}) &&
		!ongoing(strings.ReplaceAll(sent, "i was", ""))
}

// spanOver reports whether a part tells, with one of verbs in the simple
// past, a span that closed ("I smoked half a pack for about twenty years",
// "I took Nexium for a while"): what went on then is over. "I've smoked
// for twenty years" and "I took it for years and still do" go on.
func spanOver(part string, verbs []string) bool {
	if hasAnyWord(part, []string{"i've", "i have", "have been", "has been", "still", "now", "currently", "these days"}) {
		return false
	}
	for _, verb := range verbs {
		i := wordIndex(part, verb)
		if i < 0 {
			continue
		}
		rest := part[i+len(verb):]
		if j := wordIndex(rest, "for"); j >= 0 && hasAnyWord(rest[j:], spanWords) {
			return true
		}
	}
	return false
}

// spanWords measure a span of time after "for".
var spanWords = []string{"day", "days", "week", "weeks", "month", "months", "year", "years", "decade", "decades", "a while", "some time", "a bit",
	"a long time", "ages"}

// pastHabitVerbs tell a habit in the simple past or the past perfect: "I
// smoked for a long time", "I had been drinking for ten years" tell a span
// that closed before now.
var pastHabitVerbs = []string{"smoked", "drank", "vaped", "had been smoking", "had been drinking", "had been vaping"}

// formerly say, in the habit's own clause, that it was: "我抽电子烟，之前抽
// 真烟" vapes now and smoked before.
var formerly = []string{"之前抽", "之前喝", "原来抽", "原来喝", "原先抽", "原先喝"}

// quitLater give a habit up later in its sentence: "I was a heavy drinker,
// but I quit in the seventies".
var quitLater = []string{"but i quit", "but quit", "but i gave", "but gave", "but i stopped", "but stopped", "but i've quit", "but i have quit",
	"but i've stopped", "but i've given", "been off it", "off it since", "dry as a bone",
	// "…but since the diagnosis, I stopped completely".
	"i stopped completely", "stopped altogether", "i quit completely", "gave it up completely", "not one drop since", "not a drop since",
	// None now, set against the habit of before: "Before pregnancy a little
	// wine but now nothing".
	"but now nothing", "but nothing now", "but now none", "but none now", "but not now", "but now i don't", "but now no more",
	"不过早戒了", "后来戒了", "后来戒掉了", "后来不抽了", "后来不喝了",
	// "酒平时喝点儿，但这阵子…一口都不敢喝了": given up for now.
	"不敢喝了", "不敢抽了", "不敢再喝了", "不敢再抽了", "不喝了", "不抽了"}

// procedure reads a procedure mention: what the patient had is history; a
// planned one is nothing yet.
func (r *Reader) procedure(s Statement, m extract.Mention, tx text) (Statement, bool) {
	if containsAny(tx.partOf(m.Span[0]), plannedWords) || procedureToCome(tx, m) {
		return s, false
	}
	s.Type = Procedure
	if !s.Negated {
		s.Historical, s.Status = true, Inactive
	}
	return s, true
}

// askType is the statement type a question about a concept type asks for.
func askType(conceptType string) string {
	switch conceptType {
	case ontology.TypeSocial:
		return Observation
	case ontology.TypeProcedure:
		return Procedure
	}
	return ""
}

// smokedOthers are the habits besides tobacco that are smoked.
var smokedOthers = []string{"social:cannabis"}

// smokesAnotherNamed reports whether a smoking mention is the verb with a
// pronoun for its object ("after smoking it") in a turn that names another
// smoked habit: "it" is that habit, which its own mention records, and
// no tobacco is said. A pronoun for tobacco has its own mention too
// ("cigarettes, I smoke them"), so nothing is lost.
func smokesAnotherNamed(x extract.Result, tx text, m extract.Mention) bool {
	if m.ConceptID != "social:smoking" || !hasAnyWord(strings.ToLower(m.Text), []string{"smoke", "smoked", "smokes", "smoking"}) {
		return false
	}
	if startsWithAny(strings.TrimLeft(tx.from(m.Span[1]), " "), []string{"it", "them", "that", "those"}) == "" {
		return false
	}
	for _, n := range x.Mentions {
		if slices.Contains(smokedOthers, n.ConceptID) {
			return true
		}
	}
	return false
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
		if c != obj || i > 0 && tx.clause[i-1] == tx.clause[i] && !strings.ContainsRune("…. ", tx.runes[i-1]) && !topicInterjected(tx, i) ||
			overlapsMention(x, i, i+1) {
			continue // the topic opens its clause: not "冒烟", "抽烟"
		}
		j, limit := i+1, i+9
		if rest := tx.between(i+1, tx.sentenceEnd(extract.Mention{Span: [2]int{i, i + 1}})); startsWithAny(rest, topicParticles) != "" {
			limit = i + 14 // "酒嘛，偶尔陪领导喝一点": the verb after the pause
		}
		for ; j < len(tx.runes) && j < limit && tx.sent[j] == tx.sent[i]; j++ {
			if !slices.Contains(topicVerbs[object], string(tx.runes[j])) {
				continue
			}
			if overlapsMention(x, i, j+1) {
				return Statement{}, false
			}
			m := extract.Mention{Text: tx.between(i, j+1), Type: ontology.TypeSocial, ConceptID: concept, Span: [2]int{i, j + 1},
				Assertion: extract.Assertion{Experiencer: extract.Patient}}
			s := Statement{Type: Observation, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
				Experiencer: experiencer(extract.Assertion{Experiencer: extract.LastPerson(sentenceBefore(tx, m))}, Patient), Confidence: 0.9}
			between := tx.between(i+1, j)
			rest := tx.between(j, tx.sentenceEnd(m))
			planned := containsAny(between, []string{"打算", "准备", "想", "要", "得", "争取"})
			s.Negated = containsAny(between, []string{"不", "没", "从不", "从来不", "没有", "一点不", "滴"}) && tx.runes[j] != '戒' &&
				!seldomKeptOnOccasion(between, rest) // "酒不怎么喝，逢年过节喝一口": seldom, not never
			if tx.runes[j] == '沾' {
				s.Negated = containsAny(between+"沾", []string{"不沾", "没沾"})
			}
			s = r.habit(s, m, tx)
			switch {
			case planned:
				s.Negated, s.Status, s.Historical = false, "", false // "烟我打算过完年就戒了": a plan, still smoking
			case quitDenied(tx.clauseOf(j)):
				s.Negated, s.Status, s.Historical = false, "", false // "烟根本没戒": still smoking (quitdenied.go)
			case tx.runes[j] == '戒' && !s.Negated:
				s.Status, s.Historical = Inactive, true // "烟戒咖哒，前年戒的": given up, in any dialect's aspect
			case s.Negated && (containsAny(rest, []string{"早就不", "早不", "早就没", "好多年不", "好几年不", "不喝了", "不抽了"}) ||
				j+1 < len(tx.runes) && tx.runes[j+1] == '了' && strings.ContainsRune(between, '不')):
				// "酒不喝，早就不喝了", "烟不抽了": given up, not never had.
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
	"打算戒", "准备戒", "想戒", "要戒", "争取戒",
	// A habit cut down is no habit given up: "Couple of pints at the
	// weekend, used to be a lot more" (session 70's review 5, E20).
	"used to be a lot more", "used to be much more", "used to be way more", "used to be more", "used to be heavier", "used to drink more",
	"used to drink a lot more", "used to smoke more", "used to smoke a lot more", "以前喝得多", "以前抽得多", "以前喝得更多", "以前抽得更多",
	// "Few beers on a Friday, used to be a lot worse" (review 6, E20).
	"used to be a lot worse", "used to be much worse", "used to be way worse", "used to be worse", "used to be a lot heavier", "used to be much heavier"}

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

// bareDrugs are the names of recreational drug use that also name
// medicines: they count as the habit only where habits are talked about.
var bareDrugs = map[string]bool{"drugs": true, "other drugs": true}

// recreationalWords make a bare "drugs" the habit in its sentence ("have you
// ever used any illegal drugs?"); medicineBefore and medicineAfter, right
// before or after it, make it medicine ("your drugs", "drug allergies",
// "drugs for the pain").
var (
	recreationalWords = []string{"illegal", "illicit", "recreational", "recreationally", "street", "abuse", "snort",
		"snorting", "substance"}
	medicineBefore = []string{"the", "your", "my", "his", "her", "their", "these", "those", "this", "that", "prescription",
		"prescribed", "medical", "counter", "blood", "heart", "pain", "new", "same", "which", "what", "of", "on"}
	medicineAfter = []string{"allerg", "interaction", "reaction", "store", "rash", "class", "for", "to", "that", "you", "he", "she",
		"they", "i", "we", "list", "chart", "dose", "trial", "level", "prescribed", "the doctor"}
)

// habitVerbs ask about a habit by its verb, which names no habit the
// lexicon reads alone: a "drugs" in their turn is among the habits.
var habitVerbs = []string{"smoke", "smoking", "drink", "drinking", "alcohol", "tobacco", "cigarettes"}

// drugsAsHabitOK reports whether mention i of x, if it is a bare "drugs"
// read as recreational drug use, is said where the habits are talked
// about: in a turn that names a habit (smoking, drinking), in a sentence
// that says "illegal", "recreational", "abuse"..., or in a turn right after
// one that named a habit ("Do you smoke or drink?" "No." "How about
// drugs?"). A doctor's "any drugs?" on its own asks about medicines as much
// as habits, and "are you on drugs for it?" about medicines only.
func drugsAsHabitOK(x extract.Result, i int, tx text, habitBefore bool) bool {
	m := x.Mentions[i]
	if m.ConceptID != "social:recreational_drugs" || !bareDrugs[strings.ToLower(extract.Normalize(m.Text))] {
		return true
	}
	before := strings.Fields(tx.before(m))
	if len(before) > 0 && slices.Contains(medicineBefore, strings.Trim(before[len(before)-1], ",.?!;:")) {
		return false
	}
	if after := strings.Fields(tx.from(m.Span[1])); len(after) > 0 &&
		slices.ContainsFunc(medicineAfter, func(w string) bool { return strings.HasPrefix(strings.Trim(after[0], ",.?!;:"), w) }) {
		return false
	}
	if habitBefore || hasAnyWord(tx.sentenceOf(m.Span[0]), recreationalWords) || hasAnyWord(strings.ToLower(tx.str), habitVerbs) {
		return true // "Do you smoke? Or drink or have ever used any drugs."
	}
	for k, o := range x.Mentions {
		if k != i && o.Type == ontology.TypeSocial && !bareDrugs[strings.ToLower(extract.Normalize(o.Text))] {
			return true
		}
	}
	return false
}

// asksHabit reports whether a question asked about a habit: "Do you
// drink?" names none ("drink" is no name of alcohol alone), yet the "Any
// drugs?" after its answer asks about the habits too (mts-dialog dev
// train-231).
func asksHabit(asks []Ask) bool {
	return slices.ContainsFunc(asks, func(a Ask) bool { return strings.HasPrefix(a.Concept, "social:") })
}

// namesHabit reports whether a reading names a social-history habit.
func namesHabit(x extract.Result) bool {
	return slices.ContainsFunc(x.Mentions, func(m extract.Mention) bool { return m.Type == ontology.TypeSocial })
}

// habitJudgements follow a habit named as a sentence's subject to judge it:
// "Smoking is gross", "drinking's just not my thing". An opinion of a habit
// tells nothing of whether the patient keeps it.
var habitJudgements = []string{"gross", "disgusting", "revolting", "filthy", "nasty", "horrible", "terrible", "awful", "unhealthy",
	"dangerous", "stupid", "bad for you", "a bad habit", "a filthy habit", "a disgusting habit", "a nasty habit", "a waste of money",
	"not for me", "not my thing"}

// judgeCopulas and judgeDegrees join a habit to its judgement.
var (
	judgeCopulas = []string{"is ", "'s ", "are ", "was "}
	judgeDegrees = []string{"so ", "just ", "really ", "pretty ", "too ", "very ", "quite ", "totally ", "absolutely "}
)

// habitJudged reports whether a habit mention opens its clause as the
// subject of a judgement (see habitJudgements).
func habitJudged(tx text, m extract.Mention) bool {
	if strings.Trim(withoutFillers(tx.before(m)), " ,.") != "" {
		return false
	}
	after := strings.ToLower(strings.TrimLeft(tx.after(m), " "))
	cop := startsWithAny(after, judgeCopulas)
	if cop == "" {
		return false
	}
	rest := after[len(cop):]
	for {
		d := startsWithAny(rest, judgeDegrees)
		if d == "" {
			break
		}
		rest = rest[len(d):]
	}
	return startsWithAny(rest, habitJudgements) != ""
}

// forgotLastTime say the patient cannot bring to mind when they last did
// something: "I can't even think of the last time I had a drink" denies
// the habit, as a hyperbole.
var forgotLastTime = regexp.MustCompile(`\b(can't|cannot|can not|couldn't|don't|do not)( even)? (remember|recall|think of|think when) (the )?last time\b`)

// smokesOtherInstead reports whether an answer to "do you smoke?" names
// another smoked habit and nothing else beside it ("yeah, I smoke weed
// every now and again"): the yes tells what is smoked, not tobacco. A
// second thing said beside it ("and", "also") may be the tobacco.
func smokesOtherInstead(a Ask, x extract.Result, text string) bool {
	for _, idiom := range []string{"now and again", "now and then", "on and off", "off and on", "every so often"} {
		text = strings.ReplaceAll(text, idiom, "")
	}
	if a.Concept != "social:smoking" || hasAnyWord(text, alsoWords) {
		return false
	}
	for _, m := range x.Mentions {
		if slices.Contains(smokedOthers, m.ConceptID) && !m.Assertion.Negated {
			return true
		}
	}
	return false
}

// sameAsBefore open a sentence that says of what it names what the
// sentence before said of something else: "Same goes for alcohol."
var sameAsBefore = []string{"same goes for", "the same goes for", "same for", "the same for", "same with", "the same with", "ditto for", "ditto with"}

// sameAsHabitBefore returns the index of the habit an earlier sentence of
// the turn told, when habit mention i's sentence opens by saying it is the
// same for this one, or -1.
func sameAsHabitBefore(x extract.Result, tx text, i int) int {
	m := x.Mentions[i]
	sent := strings.TrimLeft(tx.sentenceOf(m.Span[0]), " ,")
	w := startsWithAny(sent, sameAsBefore)
	if w == "" || len([]rune(sent)) > len([]rune(w))+len([]rune(m.Text))+4 {
		return -1 // "same goes for alcohol, except…" says more than that
	}
	for j := i - 1; j >= 0; j-- {
		n := x.Mentions[j]
		if tx.sent[n.Span[0]] == tx.sent[m.Span[0]] {
			continue
		}
		if n.Type == ontology.TypeSocial {
			return j
		}
		return -1
	}
	return -1
}

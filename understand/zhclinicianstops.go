package understand

import (
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// Three ways a Chinese clinician stops or keeps a drug that the order
// reading missed (session 51, change dev zh-z1):
//
//   - the drug set up as the sentence's topic, a reason between, the stop
//     at the end: "阿司匹林——您这溃疡还没长好，这阵子先别吃了" (zh-z1-016),
//     "您那个氯吡格雷，从今天起先停掉，等医生通知再吃" (zh-z1-019). The stop
//     of the last clause is the topic's when no other drug is named between;
//   - the drug pointed at by its place in the patient's list: "我现在吃的有
//     阿卡波糖，还有格列美脲" "后面那个容易引起低血糖，…那个就停掉" (zh-z1-017).
//     后面那个, 后一个, 第二个 are the last drug of the patient's turn before,
//     前面那个, 头一个, 第一个 the first, when that turn named two or more; a
//     stop said after the pointer in the turn is that drug's;
//   - drugs kept as they are: "呋塞米不用再吃了，地高辛和比索洛尔照旧"
//     (zh-z1-018). 照旧, 照常, 照样, 接着吃, 继续吃, 不变 ending the clause of
//     drugs joined by 和, 跟, 、 keep each of them.
//
// A drug the reading has already said something of is left as it was.

// zhTopicOpeners may stand before a drug that opens its sentence as the topic.
var zhTopicOpeners = []string{"您那个", "你那个", "您这个", "你这个", "那个", "这个", "您的", "你的", "还有", "至于", "另外", "还有那个", "您吃的", "你吃的"}

// zhEndStops end a sentence with a stop of its topic.
var zhEndStops = []string{"先别吃了", "别吃了", "先不要吃了", "不要吃了", "不用吃了", "不用再吃了", "别再吃了", "不要再吃了", "不能再吃了", "先停掉", "停掉",
	"先停了", "停了吧", "先停", "暂停", "暫停", "先停一停", "停一下", "先不吃了", "就停掉", "就停了", "停咗佢", "唔好再食", "莫吃了", "莫再吃了"}

// zhKeepWords keep drugs as they are.
var zhKeepWords = []string{"照旧", "照舊", "照常", "照样吃", "照樣食", "照吃", "接着吃", "继续吃", "接着用", "继续用", "不变", "照常吃", "照旧吃"}

// zhLastPointers and zhFirstPointers point at a drug by its place in a list.
var (
	zhLastPointers  = []string{"后面那个", "后面那种", "后面那一个", "后边那个", "后一个", "后面的那个", "第二个", "第二种", "最后那个", "最后一个"}
	zhFirstPointers = []string{"前面那个", "前面那种", "前面那一个", "前边那个", "前一个", "前面的那个", "第一个", "第一种", "头一个"}
)

// zhYours, alone before a condition in its clause, make it the patient's:
// "您这心衰", "你这个胃炎".
var zhYours = []string{"您这", "你这", "您这个", "你这个", "您这种", "你这种"}

// yoursBeingTreated reports whether condition mention i is named as the
// patient's own ("您这心衰，") with a drug ordered after it in its sentence,
// and nothing said of it being over, asked or doubted: "您这心衰，把氯沙坦换成
// 沙库巴曲缬沙坦" (change dev zh-z1-021).
func yoursBeingTreated(x extract.Result, tx text, i int) bool {
	m := x.Mentions[i]
	a := m.Assertion
	if a.Negated || a.Hypothetical || a.Uncertain || a.Historical || a.Experiencer != "" && a.Experiencer != extract.Patient {
		return false
	}
	if lead := strings.TrimSpace(tx.before(m)); startsWithAny(lead, zhYours) != lead || lead == "" {
		return false
	}
	sent := tx.sentenceOf(m.Span[0])
	if containsAny(sent, []string{"?", "？", "吗", "嗎"}) || saysOver(untilNextMentionZh(x, tx, i), clinicianOverWords) {
		return false
	}
	for _, n := range x.Mentions[i+1:] {
		if (n.Type == ontology.TypeDrug || n.Type == ontology.TypeDrugClass) && tx.sameSentence(m, n) {
			return true
		}
	}
	return false
}

// zhClinicianStopsAndKeeps adds the stops and keeps above to a Chinese
// clinician turn's statements.
func (r *Reader) zhClinicianStopsAndKeeps(x extract.Result, tx text, st []Statement, prior []Prior) []Statement {
	if !isHan(tx.str) {
		return st
	}
	said := map[string]bool{}
	for _, s := range st {
		said[s.Concept] = true
	}
	med := func(concept, status string) Statement {
		return Statement{Type: Medication, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
			Status: status, Experiencer: extract.Patient, Confidence: 0.9}
	}
	var drugs []int
	for i, m := range x.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !m.Assertion.Hypothetical && (m.Assertion.Experiencer == "" || m.Assertion.Experiencer == extract.Patient) {
			drugs = append(drugs, i)
		}
	}
	for k, i := range drugs {
		m := x.Mentions[i]
		if said[m.ConceptID] {
			continue
		}
		sent := tx.sentenceOf(m.Span[0])
		if containsAny(sent, []string{"?", "？", "吗", "嗎"}) {
			continue
		}
		end := tx.sentenceEnd(m)
		if k+1 < len(drugs) && x.Mentions[drugs[k+1]].Span[0] < end {
			end = x.Mentions[drugs[k+1]].Span[0]
		}
		rest := strings.TrimRight(tx.between(m.Span[1], end), "。.！! ")
		lead := strings.TrimSpace(tx.before(m))
		topic := (lead == "" || startsWithAny(lead, zhTopicOpeners) == lead) && startsWithAny(strings.TrimLeft(rest, " "), []string{"，", ",", "——", "—", "--", "-", "：", ":", "呢，", "啊，"}) != ""
		if topic && endsWithAny(zhStopClauseEnd(rest), zhEndStops) {
			st = append(st, med(m.ConceptID, Stopped)) // "阿司匹林——…，这阵子先别吃了"
			said[m.ConceptID] = true
			continue
		}
		if keptAsBefore(x, tx, drugs, k) {
			st = append(st, med(m.ConceptID, ""))
			said[m.ConceptID] = true
		}
	}
	for i, m := range x.Mentions {
		if m.Type == ontology.TypeCondition && !said[m.ConceptID] && yoursBeingTreated(x, tx, i) {
			st = append(st, Statement{Type: Condition, Concept: m.ConceptID, Display: r.Display(m.ConceptID, "en"), Attributes: map[string]string{},
				Experiencer: extract.Patient, Confidence: 0.85}) // "您这心衰，把氯沙坦换成沙库巴曲缬沙坦"
			said[m.ConceptID] = true
		}
	}
	if concept := pointedDrug(x, tx, prior); concept != "" && !said[concept] {
		st = append(st, med(concept, Stopped)) // "后面那个…那个就停掉"
	}
	return st
}

// zhStopClauseEnd is rest cut after its last clause that holds a stop, and
// before a clause that only says when it may come back ("等医生通知再吃").
func zhStopClauseEnd(rest string) string {
	parts := strings.FieldsFunc(rest, func(r rune) bool { return r == '，' || r == ',' || r == '；' || r == ';' })
	for len(parts) > 1 && startsWithAny(parts[len(parts)-1], []string{"等", "到时候", "过几天再", "下次再", "复查了再", "复查后再"}) != "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.TrimSpace(parts[len(parts)-1])
}

// keptAsBefore reports whether drug k of drugs is in a list, joined by 和,
// 跟, 与 or 、 to the drugs after it, whose clause ends with a keep word.
func keptAsBefore(x extract.Result, tx text, drugs []int, k int) bool {
	j := k
	for j+1 < len(drugs) {
		a, b := x.Mentions[drugs[j]], x.Mentions[drugs[j+1]]
		if !tx.sameClause(a, b) || !startsWithAnyExact(strings.TrimSpace(tx.between(a.Span[1], b.Span[0])), []string{"和", "跟", "与", "、", "还有", ""}) {
			break
		}
		j++
	}
	last := x.Mentions[drugs[j]]
	after := strings.TrimRight(strings.TrimSpace(tx.after(last)), "。.！!")
	return after != "" && startsWithAnyExact(after, zhKeepWords) && !containsAny(after, []string{"不行", "不可以", "不能", "不要", "别"})
}

// startsWithAnyExact reports whether s is one of words, or (for a keep
// word) starts with one and adds only 吃 or 用.
func startsWithAnyExact(s string, words []string) bool {
	for _, w := range words {
		if s == w || w != "" && strings.HasPrefix(s, w) && (strings.TrimPrefix(s, w) == "吃" || strings.TrimPrefix(s, w) == "用" || strings.TrimPrefix(s, w) == "就行") {
			return true
		}
	}
	return false
}

// pointedDrug returns the drug a pointer of place in the turn names, when
// the patient's turn before named two or more, and a stop follows the
// pointer before another pointer or a drug named; or "".
func pointedDrug(x extract.Result, tx text, prior []Prior) string {
	if len(prior) == 0 || prior[len(prior)-1].Speaker != Patient {
		return ""
	}
	var listed []string
	for _, m := range prior[len(prior)-1].Reading.Extract.Mentions {
		if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && !m.Assertion.Negated && !slices.Contains(listed, m.ConceptID) {
			listed = append(listed, m.ConceptID)
		}
	}
	if len(listed) < 2 {
		return ""
	}
	all := tx.str
	both := append(slices.Clone(zhLastPointers), zhFirstPointers...)
	for _, p := range [][]string{zhLastPointers, zhFirstPointers} {
		at := firstIndexOfAny(all, p)
		if at < 0 {
			continue
		}
		rest := all[at:]
		skip := startsWithAny(rest, p)
		if next := firstIndexOfAny(rest[len(skip):], both); next >= 0 {
			rest = rest[:len(skip)+next]
		}
		from := len([]rune(all[:at]))
		for _, m := range x.Mentions {
			if (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[0] > from {
				if cut := len(tx.between(from, m.Span[0])); cut < len(rest) {
					rest = rest[:cut]
				}
				break
			}
		}
		if !containsAny(rest, stopAfter) || containsAny(rest, []string{"?", "？", "吗", "嗎"}) {
			continue
		}
		if p[0] == zhLastPointers[0] {
			return listed[len(listed)-1]
		}
		return listed[0]
	}
	return ""
}

// zhStopOpens open a clinician's sentence with a stop that names no drug:
// "我给您停了，换成厄贝沙坦" after "您这个干咳跟吃的依那普利有关系。"
var zhStopOpens = []string{"我给您停了", "我给你停了", "给您停了", "给你停了", "我给您停掉", "我给你停掉", "给您停掉", "给你停掉", "先停了吧", "停了吧", "先停掉吧", "停掉吧", "那就停了", "那就停掉"}

// zhStopOfTheDrugBefore stops the one drug a Chinese clinician's sentence
// names when the next sentence opens with a stop that names none (nothing/
// zh-n5: the enalapril was left taken beside the irbesartan put in its
// place).
func zhStopOfTheDrugBefore(x extract.Result, tx text, st []Statement) []Statement {
	if !isHan(tx.str) {
		return st
	}
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug || m.Assertion.Hypothetical || m.Assertion.Negated {
			continue
		}
		if _, next, ok := tx.nextSentence(m); !ok || startsWithAny(next, zhStopOpens) == "" {
			continue
		}
		// The stop opens its sentence, so what it stops is the one drug
		// of the sentence before.
		if slices.ContainsFunc(x.Mentions, func(n extract.Mention) bool {
			return n.Span != m.Span && isDrug(n) && tx.sameSentence(m, n)
		}) {
			continue
		}
		for k := range st {
			if st[k].Type == Medication && st[k].Concept == m.ConceptID && current(st[k]) {
				st[k].Status, st[k].Historical = Stopped, true
			}
		}
	}
	return st
}

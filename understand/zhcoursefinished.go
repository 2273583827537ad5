package understand

import (
	"regexp"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A course prescribed for a number of days is over when the patient comes
// back and says the medicine is finished, naming no drug: "上次开的药吃完了，
// 来复诊一下" after "给你开阿莫西林，…吃五天" (followup dev zh-y1-002), "上次的药
// 吃完就好了" after "吃呋喃妥因，…吃五天" (zh-y1-019). The drug stayed current.
// The drugs of the clinician's order are stopped when the patient's turn names
// no drug, says its medicine (药, 药水, 药膏) is finished (吃完, 喝完, 用完,
// 滴完, 涂完, 吃光), and the order gave the course a length of two days to four
// weeks ("吃五天", "吃两周"; not "一天一片": one day, nor a follow-up time
// "两周后回来", which is no length, nor a month's supply of a standing drug).
//
// Not read: nearly or not yet finished ("快吃完了", "还没吃完"), a refill or
// a question after it ("药吃完了，再开点", "吃完了还要吃吗"), a finish only
// planned ("等吃完了再说", "吃完以后"), and a drug the turn names (its own
// rules read it).
//
// English says it the same way, with a word for the medicine or for the
// course: "finished the tablets", "Both courses completed on Sunday" after
// "you gave prednisolone 40 mg for 5 days and azithromycin" (followup dev
// fu-en-y1-037, a daughter telling her father's courses). A course told by
// the patient's side counts when every drug of it is one given as a course
// (shortCourse, or a steroid burst) with a length: "I've been on lisinopril
// for 5 days" is no course. "Both" and "the two" want two drugs, and a
// class named as what was finished ("the antibiotics", "抗生素三天吃完了")
// only the order's drugs of that class. "Ran out", "nearly",
// "haven't finished" and "can I have more" are not read.

// zhCourseFinished is the medicine finished.
// Without 药, the finish is a clause of its own: "现在吃完了，已经不疼了"
// (session 70's review 6, Z16); "吃完了饭" is a meal.
var zhCourseFinished = regexp.MustCompile(`(药|藥)(水|膏|片|丸)?(我|俺|咱|他|她)?(也|都|已经|已經|早就|早|今天|昨天|前天|就)?(吃|喝|用|滴|涂|塗|抹|擦|食)(完|光|晒)(了|咗|啦|就|最后|最後|[一二三四五六七八九十两俩几幾\d]+个?多?(?:天|周|星期|礼拜|禮拜|月)了)` +
	`|(?:^|[，,。；;])(?:现在|現在|已经|已經|都)*(?:吃|用|服)完了(?:[，,。！!；;]|$)`)

// zhClassFinished, right after a class of drugs, says the course of it is
// finished, with its days or without: "抗生素三天吃完了" (s51 blind round
// 20 zh10, a carer telling the nitrofurantoin done).
var zhClassFinished = regexp.MustCompile(`^[ ]?(?:[一二三四五六七八九十两俩\d]+(?:天|日|周|个礼拜|個禮拜|礼拜|禮拜|个星期|個星期|星期))?(?:也|都|已经|已經|早就|早|就)?(?:吃|喝|用|打|输|輸|食)(?:完|光|晒)(?:了|咗|啦)`)

// zhThenPlanned, after the finish in its sentence, make it the time of a
// plan: "药吃完了再来复查".
var zhThenPlanned = []string{"再来", "再复查", "再查", "再看", "再说", "再过来", "就来", "就过来"}

// zhCourseNotFinished, in the clause before the finish, make it not yet, a
// plan or a condition.
var zhCourseNotFinished = []string{"快", "没", "沒", "冇", "未", "还没", "等", "要是", "如果", "的话", "以后", "之后"}

// enCourseFinished is a course or its medicine finished, told either way
// round: "finished the tablets", "both courses completed".
var enCourseFinished = regexp.MustCompile(`\b(?:(?:finished|completed)\s+(?:off\s+)?(?:all\s+(?:of\s+)?)?(?:the|my|his|her|both|them|those|these)(?:\s+(?:two|2))?(?:\s+(?:courses?|antibiotics|tablets|pills|capsules|meds|medicines?|medications?|lot|packs?))?|(?:both|the|all\s+the|my|his|her)(?:\s+(?:two|2))?\s+(?:courses?|antibiotics|tablets|pills|capsules|meds|medicines?|medications?)\s+(?:(?:are|were|is|was|have\s+been|has\s+been|all|now)\s+)*(?:finished|completed|done))\b`)

// enCourseNotFinished, in the clause before the finish, make it not yet, a
// plan or a condition; enRefill, after it in its sentence, ask for more.
var (
	enCourseNotFinished = []string{"not", "never", "nearly", "almost", "until", "once", "when", "after", "before", "if", "will", "'ll", "going to", "about to", "yet"}
	enRefill            = []string{"more", "another", "repeat", "again", "ran out", "run out", "refill", "top up", "new prescription", "not yet", "?"}
)

// steroidBurstATC are systemic corticosteroids, given as a course of days
// for a flare ("prednisolone 40 mg for 5 days").
var steroidBurstATC = []string{"H02AB"}

// courseFinished adds a stop of the drugs the last order of a course gave.
func (r *Reader) courseFinished(x extract.Result, tx text, st []Statement, prior, before []Prior) []Statement {
	var class *extract.Mention // "抗生素三天吃完了", "finished the antibiotics": the course's class
	for i, m := range x.Mentions {
		switch {
		case m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass && class != nil:
			return st
		case m.Type == ontology.TypeDrugClass:
			class = &x.Mentions[i]
		}
	}
	s := tx.str
	finish, notFinished, refill := zhCourseFinished, zhCourseNotFinished, zhRefill
	if !isHan(s) {
		finish, notFinished, refill = enCourseFinished, enCourseNotFinished, enRefill
	}
	loc := finish.FindStringIndex(s)
	if class != nil && isHan(s) {
		from := len(tx.between(0, class.Span[1]))
		if l := zhClassFinished.FindStringIndex(s[from:]); l != nil {
			loc = []int{len(tx.between(0, class.Span[0])), from + l[1]}
		}
	}
	if loc == nil {
		return st
	}
	at := len([]rune(s[:loc[0]]))
	end := len([]rune(s[:loc[1]]))
	if class != nil && (class.Span[1] < at || class.Span[0] >= end) {
		return st // the class named is not what was finished
	}
	sent := tx.sentenceOf(at)
	if asked(sent) {
		return st
	}
	cs, _ := tx.bounds(tx.clause, at)
	if lead := tx.between(cs, end); containsAny(lead, notFinished) || strings.Contains(lead, "n't") {
		return st // "I haven't finished the tablets"
	}
	_, se := tx.bounds(tx.sent, at)
	if se > end && containsAny(strings.ReplaceAll(tx.between(end, se), "又开始", ""), refill) { // 又开始 starts a complaint again, 又开 is a refill
		return st
	}
	if se > end && isHan(s) && containsAny(tx.between(end, se), zhThenPlanned) {
		return st
	}
	said := s[loc[0]:loc[1]]
	want := 0 // any number of drugs
	if strings.Contains(said, "both") || strings.Contains(said, "two") || strings.Contains(said, "2") {
		want = 2
	}
	if who := extract.LastPerson(withoutCarerOpener(tx.between(tx.sentenceStart(at), at))); who != "" && who != extract.Patient {
		return st
	}
	fits := func(Statement) bool { return true }
	if class != nil {
		fits = func(d Statement) bool { return d.Concept == class.ConceptID || r.within(d.Concept, class.ConceptID) }
	}
	drugs, ok := r.lastCourse(prior, 4, fits)
	if !ok {
		drugs, ok = r.lastCourse(before, len(before), fits) // "十四天的药俺都吃完了" at the next visit (s48 blind round 18 zh04)
	}
	if !ok {
		return st
	}
	if len(drugs) == 0 || want > 0 && len(drugs) != want {
		return st // "both courses" of one, or of three: unsure which
	}
	for _, d := range drugs {
		if hasConcept(st, d.Concept) {
			continue
		}
		st = append(st, Statement{Type: Medication, Concept: d.Concept, Display: d.Display, Attributes: map[string]string{},
			Status: Stopped, Experiencer: extract.Patient, Finished: true, Confidence: 0.85})
	}
	return st
}

// aCourseLength reports whether an order's words give a course a length of
// two days to four weeks.
func aCourseLength(x extract.Result) bool {
	for _, d := range x.Durations {
		if d.N >= 2 && d.D >= 48*time.Hour && d.D <= 28*24*time.Hour && !d.Approx {
			return true
		}
	}
	return false
}

// allCourses reports whether every drug is one given as a course: a short
// course (shortCourse) or a steroid burst.
func (r *Reader) allCourses(drugs []Statement) bool {
	for _, d := range drugs {
		c, ok := r.onto.Concept(d.Concept)
		if !r.shortCourse(d.Concept) && (!ok || !hasPrefixIn(c.Code.Code, steroidBurstATC)) {
			return false
		}
	}
	return true
}

// lastCourse returns the drugs of the last turns' last course that fits
// picks: the current drugs of the latest of the last back turns that names
// any that fit, when that turn orders them for a length (a clinician's, or
// one the patient's side tells in English of courses alone). ok is false
// when no such turn is there, or the last fitting drugs named were no
// course: "药吃完了" after the standing drugs are named is unsure which, while
// "抗生素吃完了" looks past them to the antibiotic's course (s51 blind round
// 20 zh10).
func (r *Reader) lastCourse(prior []Prior, back int, fits func(Statement) bool) (drugs []Statement, ok bool) {
	for n := len(prior) - 1; n >= 0 && n >= len(prior)-back; n-- {
		p := prior[n]
		drugs = nil
		for _, y := range p.Reading.Statements {
			if y.Type == Medication && current(y) && y.Status != Stopped && fits(y) {
				drugs = append(drugs, y)
			}
		}
		if len(drugs) == 0 {
			continue
		}
		if !aCourseLength(p.Reading.Extract) || p.Speaker != Clinician && !r.allCourses(drugs) {
			return nil, false // the last drugs named were no course
		}
		return drugs, true
	}
	return nil, false
}

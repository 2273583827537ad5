package understand

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug given for a stated length ends when that length is up:
// "Valaciclovir 1 g three times a day for seven days", "I'll give you
// doxycycline … then 100 mg daily for a week", "阿莫西林一天三次，吃一个礼
// 拜". Two weeks later the record must not list the valaciclovir among
// the drugs the patient takes. The statement carries the course's length
// (attribute "course") and its end (Until), from the time of the turn: a
// course told by the patient may have begun before it, so its end is a
// day or two late, never early.
//
// Only a drug of a kind given in courses (its ATC group: antibiotics,
// antivirals, antifungals, antimalarials, systemic steroids, antiemetics,
// pain and anti-inflammatory drugs, cough medicines, anti-infective drops
// and creams), with a length introduced as the course ("for", "x",
// "吃"/"用"/"服"), of at most a month, after the drug in its sentence with no
// other drug between, and no step after it: "I've been on it for three
// weeks", "吃了五天了", "try the sertraline for a month and we'll see" (a
// trial a clinician reviews, not a course), "prednisolone 40 mg for five
// days, then 20" (a step of a taper) set no end.

// maxCourse is the longest length read as a course that ends by itself.
const maxCourse = 31 * 24 * time.Hour

// enCourseLead ends the words between the drug and its course's length.
var enCourseLead = regexp.MustCompile(`(?:\bfor(?: the next| another| a further)?|\bx|×)\s*$`)

// zhCourseLead ends the words between the drug and its course's length.
var zhCourseLead = regexp.MustCompile(`(?:吃|服|用|打|输|喝|连吃|连用|再吃|先吃|先用|再用)\s*$`)

// elapsedWords say a length has gone by, not that a course has one.
var elapsedWords = regexp.MustCompile(`\b(been|have|has|'ve|'s been|since|already|so far|now)\b`)

// courseGroups are the ATC groups of drugs given in courses.
var courseGroups = []string{
	"J01", "J02", "J05", "P01", "P02", // antibacterials, antimycotics, antivirals, antiprotozoals, anthelmintics
	"H02",        // corticosteroids for systemic use
	"A04", "A07", // antiemetics; antidiarrhoeals and intestinal anti-infectives
	"M01", "N02", "R05", // anti-inflammatories, analgesics, cough and cold preparations
	"D06", "D07", "G01", "S01A", "S01B", "S02", "S03", // anti-infective and steroid creams, drops and pessaries
}

// doseChanged, in the sentence, makes the length a change of a drug taken
// ("increase the prednisolone to 40 mg for five days"): after it the drug
// goes on at its dose before, it does not stop.
var doseChanged = regexp.MustCompile(`\b(increase|increasing|increased|up to|double|doubling|raise|go up|going up|higher|extra)\b|加到|加量|加大|增加|加一片|多吃`)

// givenInCourses reports whether an ATC code is of a group given in
// courses.
func givenInCourses(code string) bool {
	return slices.ContainsFunc(courseGroups, func(g string) bool { return strings.HasPrefix(code, g) })
}

// thenAfter, after a course's length, makes it a step of a schedule.
var thenAfter = regexp.MustCompile(`\b(then|after that|after which|followed by|reduce|reducing|taper|back to|down to|drop to)\b|然后|之后|以后|再减|减到|改成|改为|接着`)

// coursesTold gives a medication told with the length of its course that
// length and its end (see above).
func (r *Reader) coursesTold(x extract.Result, tx text, at time.Time, sts []Statement) []Statement {
	for i, s := range sts {
		if s.Type != Medication || s.Negated || s.Historical || s.Hypothetical || s.Uncertain || s.Until != nil ||
			s.Status != "" && s.Status != "active" || s.Experiencer != "" && s.Experiencer != extract.Patient ||
			!givenInCourses(r.Code(s.Concept).Code) {
			continue
		}
		m, ok := mentionOf(x, s.Concept)
		if !ok {
			continue
		}
		d, ok := courseAfter(x, tx, m)
		if !ok {
			d, ok = courseNext(x, tx, m)
		}
		if !ok {
			continue
		}
		end := at.Add(d.D)
		attrs := maps.Clone(s.Attributes)
		if attrs == nil {
			attrs = map[string]string{}
		}
		attrs["course"] = d.Text
		sts[i].Attributes, sts[i].Until = attrs, &end
	}
	return sts
}

// courseAfter returns the length of m's course, told after it in its
// sentence.
func courseAfter(x extract.Result, tx text, m extract.Mention) (extract.Duration, bool) {
	for _, d := range x.Durations {
		if d.Approx || d.D <= 0 || d.D > maxCourse || d.Span[0] < m.Span[1] || tx.sent[d.Span[0]] != tx.sent[m.Span[0]] {
			continue
		}
		between := tx.between(m.Span[1], d.Span[0])
		if otherDrugWithin(x, m, d.Span) {
			continue
		}
		after := tx.between(d.Span[1], min(len(tx.runes), d.Span[1]+3))
		sentence := tx.sentenceOf(m.Span[0])
		if end := tx.sentenceEnd(m); end > d.Span[1] && thenAfter.MatchString(tx.between(d.Span[1], end)) || doseChanged.MatchString(sentence) {
			continue
		}
		if isHan(between) || isHan(after) {
			if zhCourseLead.MatchString(between) && !strings.HasPrefix(strings.TrimSpace(after), "了") && !strings.HasPrefix(strings.TrimSpace(after), "啦") &&
				!strings.Contains(sentence, "已经") {
				return d, true
			}
			continue
		}
		if enCourseLead.MatchString(between) && !elapsedWords.MatchString(sentence) {
			return d, true
		}
	}
	return extract.Duration{}, false
}

// takeItFor opens a sentence that gives the drug just named its length
// ("Amoxicillin 500 mg three times a day. Take it for seven days.").
var takeItFor = regexp.MustCompile(`^(?:please |and )?(?:take|use|have|finish|do) (?:it|them|this|these|those|the tablets|the capsules|the course|the lot) for\s*$|^(?:这个药|这药|药)?(?:吃|用|服)\s*$`)

// courseNext returns the length of m's course told by the sentence after
// m's, when that sentence opens by giving the drug a length and neither
// names another drug.
func courseNext(x extract.Result, tx text, m extract.Mention) (extract.Duration, bool) {
	start, next, ok := tx.nextSentence(m)
	if !ok {
		return extract.Duration{}, false
	}
	lead := len([]rune(tx.sentenceOf(start))) - len([]rune(next))
	for _, o := range x.Mentions {
		if o.ConceptID != m.ConceptID && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass) &&
			(tx.sent[o.Span[0]] == tx.sent[m.Span[0]] || tx.sent[o.Span[0]] == tx.sent[start]) {
			return extract.Duration{}, false
		}
	}
	for _, d := range x.Durations {
		if d.Approx || d.D <= 0 || d.D > maxCourse || tx.sent[d.Span[0]] != tx.sent[start] {
			continue
		}
		if d.Span[0] < start+lead || !takeItFor.MatchString(tx.between(start+lead, d.Span[0])) {
			return extract.Duration{}, false
		}
		_, end := tx.bounds(tx.sent, start)
		if thenAfter.MatchString(tx.between(d.Span[1], end)) || doseChanged.MatchString(next) {
			return extract.Duration{}, false
		}
		return d, true
	}
	return extract.Duration{}, false
}

// otherDrugWithin reports whether a drug other than m's is named between
// m and span.
func otherDrugWithin(x extract.Result, m extract.Mention, span [2]int) bool {
	for _, o := range x.Mentions {
		if o.ConceptID != m.ConceptID && (o.Type == ontology.TypeDrug || o.Type == ontology.TypeDrugClass) &&
			o.Span[0] >= m.Span[1] && o.Span[1] <= span[0] {
			return true
		}
	}
	return false
}

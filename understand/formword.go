package understand

import (
	"regexp"
	"slices"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug told by its name is often spoken of afterwards by its dose form
// alone: "Carry on with the cream", "the inhaler's finished", "坦索罗辛和栓剂
// 都不用了" after "急诊给了双氯芬酸栓" (followup dev fu-zh-y1-040), "那个药膏不
// 用抹了". Read as nothing, the record kept the drug current.
//
// A drug's form is the form word said right after its name ("hydrocortisone
// cream", "双氯芬酸钠栓", "沙丁胺醇喷雾"), which the turn's reading keeps
// (Reading.Forms), or its codes when all of them are of one form (the ATC's
// eye, skin and inhaled groups). A form word in a later turn that refers
// ("the", "that", "my" before it in English; not an order's object in
// Chinese, "开个药膏") is read as a mention of the one current drug of the
// patient's, told earlier in the session or in the readings the session
// inherits (Announcement.Before), of that form: every rule then reads it as
// the drug named. Two current drugs of the form, or one of the form and one
// that may be, or none, and the word refers to nothing: unsure which, the
// reading writes nothing.

// formWords are the words of each dose form. A patient calls an ointment or
// a gel "the cream", an inhaler "the spray": a form is a group of words.
var formWords = []struct {
	form  string
	words []string
	atc   []string // the ATC groups whose drugs come in the form
}{
	{"topical", []string{"cream", "creams", "ointment", "ointments", "gel", "lotion", "药膏", "乳膏", "软膏", "凝胶", "洗剂", "搽剂", "霜"}, []string{"D", "M02A"}},
	{"sprayed", []string{"spray", "sprays", "inhaler", "inhalers", "puffer", "pump", "喷雾", "喷剂", "气雾剂", "吸入剂", "喷鼻剂", "鼻喷剂", "鼻喷雾剂"}, []string{"R01A", "R03A", "R03B"}},
	{"drops", []string{"drops", "eye drops", "ear drops", "eyedrops", "滴眼液", "眼药水", "滴耳液", "滴鼻液", "滴剂"}, []string{"S01", "S02"}},
	{"patch", []string{"patch", "patches", "贴片", "贴剂"}, []string{"N02AB03", "N02AE01", "N07BA01", "G03CA03", "N06DA03", "N04BC09"}},
	{"suppository", []string{"suppository", "suppositories", "pessary", "pessaries", "栓剂", "栓"}, nil},
}

// formNotReferring are form words that name no form when they stand alone
// (栓 is 血栓's; a lone 霜 the weather's): read only right after a drug.
var formNotReferring = []string{"栓", "霜", "pump"}

// systemicDermatologicals are the D groups taken by mouth (terbinafine,
// acitretin, isotretinoin tablets).
var formSwallowedD = []string{"D01B", "D05B", "D10B"}

// formAfterName is what may come between a drug's name and its form word:
// a strength, a salt.
var formAfterName = regexp.MustCompile(`^[\s\d.%]*(?:mg|mcg|g|毫克|微克|克)?\s*(?:钠|钾|盐酸)?\s*`)

// enFormReferrer, right before a form word, make it refer: "the cream", "my
// nasal spray".
var enFormReferrer = regexp.MustCompile(`\b(?:the|that|this|those|these|my|me|your|ur)\s+(?:(?:nasal|nose|eye|ear|steroid|little|blue|brown|new|old)\s+)?$`)

// zhFormOrdered, ending the clause before a form word, make it the object
// of a new order or a question: "开个药膏", "用什么药膏", "买了支药膏".
var zhFormOrdered = []string{"开", "开了", "开个", "开点", "开些", "开支", "开一支", "给你", "换", "换成", "换个", "加", "加个", "买", "买了", "买支", "什么", "哪种", "别的", "其他", "新的", "另外", "一支", "一盒", "支", "种", "个新", "点", "些"}

// formOfWord returns the form a word at the start of s names, and the word.
func formOfWord(s string) (form, word string) {
	for _, f := range formWords {
		for _, w := range f.words {
			if strings.HasPrefix(s, w) && len(w) > len(word) && (len(s) == len(w) || !isLatinByte(w[len(w)-1]) || !isLatinByte(s[len(w)])) {
				form, word = f.form, w
			}
		}
	}
	return form, word
}

// drugForms returns the forms the turn's words give its drugs: a form word
// in the drug's name or right after it.
func drugForms(x extract.Result, tx text) map[string]string {
	var out map[string]string
	for _, m := range x.Mentions {
		if m.Type != ontology.TypeDrug || m.Span[1] > len(tx.runes) {
			continue
		}
		form := ""
		name := tx.between(m.Span[0], m.Span[1])
		for i := range name {
			if f, _ := formOfWord(name[i:]); f != "" && (i == 0 || !isLatinByte(name[i-1])) {
				form = f
			}
		}
		if form == "" {
			rest := tx.from(m.Span[1])
			rest = rest[len(formAfterName.FindString(rest)):]
			form, _ = formOfWord(rest)
		}
		if form != "" {
			if out == nil {
				out = map[string]string{}
			}
			out[m.ConceptID] = form
		}
	}
	return out
}

// drugFormCodes returns whether all the drug's codes are in the form's
// groups (only), and whether any is.
func (r *Reader) drugFormCodes(drug, form string) (only, some bool) {
	c, ok := r.onto.Concept(drug)
	if !ok {
		return false, false
	}
	var groups []string
	for _, f := range formWords {
		if f.form == form {
			groups = f.atc
		}
	}
	codes := []string{c.Code.Code}
	for _, a := range c.AltCodes {
		codes = append(codes, a.Code)
	}
	only = len(groups) > 0
	for _, code := range codes {
		if code == "" {
			continue
		}
		in := hasPrefixIn(code, groups) && !hasPrefixIn(code, formSwallowedD)
		some = some || in
		only = only && in
	}
	return only && some, some
}

// formWordRefs returns the form words of the turn that refer to the one
// current drug of their form.
func (r *Reader) formWordRefs(x extract.Result, tx text, prior, before []Prior) []extract.Referring {
	var refs []extract.Referring
	s := tx.str
	han := isHan(s)
	var open []Statement
	known := map[string]string{}
	closed := map[string]bool{} // drugs told stopped, denied or over
	opened := false
	for at := 0; at < len(tx.runes); at++ {
		rest := tx.from(at)
		form, word := formOfWord(rest)
		if form == "" || slices.Contains(formNotReferring, word) || at > 0 && !han && isLatinByte(byte(tx.runes[at-1])) && tx.runes[at-1] < 128 {
			continue
		}
		end := at + len([]rune(word))
		if slices.ContainsFunc(x.Mentions, func(m extract.Mention) bool {
			return m.Span[0] < end && m.Span[1] > at && !(m.Type == ontology.TypeDrugClass && m.Span == [2]int{at, end}) || (m.Type == ontology.TypeDrug || m.Type == ontology.TypeDrugClass) && m.Span[1] <= at && strings.TrimSpace(formAfterName.FindString(tx.between(m.Span[1], at))) == strings.TrimSpace(tx.between(m.Span[1], at))
		}) {
			continue // a name's own word, or the form of a drug named right before it
		}
		cs, _ := tx.bounds(tx.clause, at)
		lead := tx.between(cs, at)
		if han {
			if endsWithAny(strings.TrimRight(lead, " "), zhFormOrdered) {
				continue
			}
		} else if !enFormReferrer.MatchString(lead) {
			continue
		}
		if who := extract.LastPerson(tx.between(tx.sentenceStart(at), at)); who != "" && who != extract.Patient {
			continue // "我老婆都用紧眼药水", "my wife's cream"
		}
		if !opened {
			opened = true
			all := append(slices.Clip(before), prior...)
			open = currentBefore(all, func(y Statement) bool { return y.Type == Medication })
			for _, p := range all {
				for c, f := range p.Reading.Forms {
					known[c] = f
				}
				for _, y := range p.Reading.Statements {
					if y.Type == Medication && (y.Status == Stopped || y.Negated || y.Historical) {
						closed[y.Concept] = true
					}
				}
			}
		}
		var of []string
		unsure := false
		for _, d := range open {
			only, some := r.drugFormCodes(d.Concept, form)
			switch f, ok := known[d.Concept]; {
			case ok && f == form, !ok && only:
				of = append(of, d.Concept)
			case !ok && some:
				unsure = true // may be of the form: "the cream" could be it
			}
		}
		for c, f := range known {
			// A drug of the form named but never read as taken ("hydrocortisone
			// cream on the face and betamethasone cream on the hands"), nor
			// told over, may be the one.
			if f == form && !closed[c] && !slices.ContainsFunc(open, func(d Statement) bool { return d.Concept == c }) {
				unsure = true
			}
		}
		if len(of) != 1 || unsure || slices.ContainsFunc(x.Mentions, func(m extract.Mention) bool { return m.ConceptID == of[0] }) {
			continue
		}
		refs = append(refs, extract.Referring{Span: [2]int{at, end}, ConceptID: of[0]})
		at = end - 1
	}
	return refs
}

// stopsReferred reports whether the reading stops, ends or resolves a drug a
// form word stood for: only a change is read through the word ("stop the
// cream", "栓剂都不用了"); "I'll take the drops", "这个喷剂连续用不能超过一周"
// tell nothing new of a drug told before, and are read without it.
//
// A reading that both stops the drug and keeps it ("这个喷剂…建议停掉，换成
// 糠酸莫米松鼻喷剂，一天一次" read the oxymetazoline stopped and taken once a
// day, change dev zh-k1-016) is unsure, and read without the word too.
func stopsReferred(rd Reading, refs []extract.Referring) bool {
	stops := false
	for _, st := range rd.Statements {
		for _, ref := range refs {
			if st.Concept != ref.ConceptID {
				continue
			}
			if st.Type != Medication || st.Hypothetical || st.Uncertain || st.Status != Stopped && !st.Historical {
				return false
			}
			stops = true
		}
	}
	return stops
}

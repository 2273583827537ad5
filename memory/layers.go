package memory

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"time"
	"unicode"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/tenancy"
	"github.com/anamnesis-health/anamnesis/understand"
)

// Relevance of the record's lines (see recallTop): a fact the query names
// (or what it resolves to, or what its drug treats) is shown before any
// turn; a fact of a kind the query asks about as a whole ("what conditions
// has he been diagnosed with?") before all but the best few; the rest of
// the record competes with recalled turns.
const (
	factLinked          = 1.0
	factAsked           = 0.9
	factActiveCondition = 0.6
	factOther           = 0.4
	factDenied          = 0.3
	claimLinked         = 0.8
	claimOther          = 0.35
	// factNote is the relevance of the days the record's safety entries
	// were recorded on (assembly.Candidate.NoteScore): a history of six
	// consultations dates its active medications on six days, about 50
	// tokens that a 500-token context took from recalled answers
	// (docs/recall.md, session 45).
	factNote = 0.4
)

// recordCandidates offers the patient's current record. Allergies and
// active medications are safety facts, evicted last; facts the query
// mentions rank above the rest.
func (s *Service) recordCandidates(record []entity.Fact, queryConcepts, askedKinds map[string]bool, lang string) []assembly.Candidate {
	var out []assembly.Candidate
	for _, f := range record {
		if f.SupersededAt != nil {
			continue
		}
		class, score := assembly.ClassMemory, factOther
		switch {
		case f.Type == entity.Allergy && f.Verification != entity.Refuted,
			f.Type == entity.Medication && f.Status == entity.Active && f.Verification != entity.Refuted:
			class, score = assembly.ClassSafety, 1
		case f.Verification == entity.Refuted:
			score = factDenied
		case f.Type == entity.Condition && f.Status == entity.Active:
			score = factActiveCondition
		}
		concept := f.Attributes[entity.ConceptAttribute]
		linked := queryConcepts[concept] || f.Type == entity.Medication && s.treatsAny(concept, queryConcepts)
		if askedKinds[f.Type] {
			score = max(score, factAsked)
		}
		if linked {
			score = factLinked
		}
		// A safety entry stays whatever the budget; the day it was
		// recorded is worth what a background fact is, and goes before
		// the evidence the question asks for. Any other entry's day goes
		// with it.
		noteScore := score
		if class == assembly.ClassSafety {
			noteScore = factNote
		}
		// A safety entry's dose and course go where its day goes, unless
		// the question asks after its kind or names it: its name stays.
		var briefScore float64
		if class == assembly.ClassSafety {
			briefScore = factNote
			if linked || askedKinds[f.Type] {
				briefScore = score
			}
		}
		f = s.localFact(f, lang)
		head, note, entry, brief := factListEntry(f, lang)
		out = append(out, assembly.Candidate{
			Section: assembly.LongTermRecord, Text: renderFact(f, lang), Head: head, Note: note, Entry: entry,
			NoteScore: noteScore, Brief: brief, BriefScore: briefScore,
			Source: assembly.Source{Layer: "graph", ID: f.ID, TurnID: f.Source.TurnID, SessionID: f.Source.SessionID},
			Class:  class, Score: score, Order: f.RecordedAt.UnixNano(), DedupKey: "fact:" + f.Key() + "|" + f.Verification,
		})
	}
	return out
}

// factLabels name a fact's type on its line: Chinese, English, and English
// for a list of them.
var factLabels = map[string][3]string{
	entity.Condition: {"诊断", "condition", "conditions"}, entity.Medication: {"用药", "medication", "medications"},
	entity.Allergy: {"过敏", "allergy", "allergies"}, entity.Observation: {"测量", "observation", "observations"},
	entity.Symptom: {"症状", "symptom", "symptoms"}, entity.Procedure: {"操作", "procedure", "procedures"},
	entity.Event: {"事件", "event", "events"}, entity.FamilyHistory: {"家族史", "family history", "family history"},
}

// renderFact is one line of the long-term record on its own, marking
// inferences, unconfirmed and refuted facts so the model weighs them right.
// It is the text of the fact's item; the prompt lists the fact on the line
// of its kind (factListEntry).
func renderFact(f entity.Fact, lang string) string {
	zh := lang == "zh"
	var b strings.Builder
	if anyAllergy(f) && f.Verification == entity.Refuted || noDrugAllergies(f) {
		return noKnownAllergies(f, zh)
	}
	f = inWords(f, zh)
	b.WriteString("- ")
	b.WriteString(inferredMark(f, zh))
	name := factLabel(f)[1]
	if zh {
		name = factLabel(f)[0]
	}
	if f.Verification == entity.Refuted {
		if zh {
			fmt.Fprintf(&b, "否认%s：%s", name, factText(f.Display))
		} else {
			fmt.Fprintf(&b, "denies %s: %s", name, factText(f.Display))
		}
		return b.String()
	}
	if zh {
		fmt.Fprintf(&b, "%s：%s", name, factDetails(f, "；", zh))
	} else {
		fmt.Fprintf(&b, "%s: %s", name, factDetails(f, "; ", zh))
	}
	marks := factMarks(f, zh)
	marks = append(marks, f.RecordedAt.Format("2006-01-02"))
	fmt.Fprintf(&b, " [%s]", strings.Join(marks, ", "))
	return b.String()
}

// factListEntry renders a fact as an entry of the record's prompt line for
// its kind: facts of one type, status and verification (and inferences
// apart) share a line whose head says them once, and the entries recorded
// on one day follow that day, said once (the note). "- medications
// [unconfirmed]: (2025-02-10) aspirin; bisoprolol, dose 2.5 mg" says what
// two lines ending in "[unconfirmed, 2025-02-10]" said, in half the
// tokens: at a small budget the safety lines, which are never evicted
// before the rest, took half of it (docs/recall.md).
func factListEntry(f entity.Fact, lang string) (head, note, entry, brief string) {
	zh := lang == "zh"
	if anyAllergy(f) && f.Verification == entity.Refuted || noDrugAllergies(f) {
		// A line of its own, as renderFact says it: "denies allergies: no
		// known allergies" would say it twice.
		return "", "", "", ""
	}
	f = inWords(f, zh)
	name := factLabel(f)[2]
	if zh {
		name = factLabel(f)[0]
	}
	if f.Verification == entity.Refuted {
		if zh {
			return "- " + inferredMark(f, zh) + "否认" + name + "：", "", factText(f.Display), ""
		}
		return "- " + inferredMark(f, zh) + "denies " + name + ": ", "", factText(f.Display), ""
	}
	head = "- " + inferredMark(f, zh) + name
	if marks := factMarks(f, zh); len(marks) > 0 {
		head += " [" + strings.Join(marks, ", ") + "]"
	}
	if zh {
		head += "："
	} else {
		head += ": "
	}
	sep := ", "
	if zh {
		sep = "，"
	}
	return head, "(" + f.RecordedAt.Format("2006-01-02") + ")", factDetails(f, sep, zh), factName(f, sep, zh)
}

func inferredMark(f entity.Fact, zh bool) string {
	switch {
	case f.Kind == entity.KindInference && zh:
		return "[推断] "
	case f.Kind == entity.KindInference:
		return "[inferred] "
	}
	return ""
}

// factMarks are a fact's status and verification, where they need saying:
// active and confirmed go without saying, since every token of a safety
// line is one less for the rest of the prompt.
func factMarks(f entity.Fact, zh bool) []string {
	var marks []string
	if f.Status != entity.Active && f.Status != "" {
		marks = append(marks, statusWord(f, zh))
	}
	if f.Verification != entity.Confirmed {
		marks = append(marks, promptWord(f.Verification, zh))
	}
	return marks
}

// zhPromptWords are the Chinese of the marks, attribute names and claim
// reasons a prompt line shows: a Chinese prompt whose lines say "stopped"
// and "unconfirmed" leaves the model to guess what its frame never
// explained.
var zhPromptWords = map[string]string{
	// "既往" is what a Chinese record says of a past condition or a
	// procedure done ("inactive" was shown untranslated).
	entity.Stopped: "已停用", entity.Resolved: "已好转", entity.Unconfirmed: "未确认", entity.Inactive: "既往",
	entity.SiteAttribute: "部位", entity.TimingAttribute: "时间", entity.SettingAttribute: "场合",
	"reaction": "反应", entity.Intolerance: "不耐受", "dose": "剂量", "frequency": "频次", "onset": "开始", "duration": "持续", "course": "疗程", "until": "至",
	entity.ReasonUncertain: "说法不确定", entity.ReasonContradiction: "与档案矛盾",
	entity.ReasonRelayed: "转述医嘱", entity.ReasonPolicy: "须医生确认",
	// A reading's timing and setting (understand's qualifiers).
	"fasting": "空腹", "post-meal": "餐后", "home": "在家测", "clinic": "门诊测",
	// The frequencies extract reads (extract/dose.go).
	"qd": "每日一次", "bid": "每日两次", "tid": "每日三次", "qid": "每日四次", "qn": "每晚一次", "qw": "每周一次", "prn": "需要时",
	// The count units of a dose (extract/dose.go): "剂量 2 片", not "2 tablet".
	"tablet": "片", "capsule": "粒", "puff": "喷", "drop": "滴", "sachet": "袋",
	// Whose family history a line is (extract's relations).
	"mother": "母亲", "father": "父亲", "parent": "父母", "sibling": "兄弟姐妹", "child": "子女", "grandparent": "祖辈",
	"grandchild": "孙辈", "aunt_uncle": "叔伯姑舅姨", "cousin": "堂表亲", "niece_nephew": "侄甥", "family": "家人",
}

// promptWord is w as a prompt in Chinese (zh) or English shows it.
func promptWord(w string, zh bool) string {
	if t := zhPromptWords[w]; zh && t != "" {
		return t
	}
	return w
}

// localFact is f as a prompt in lang shows it: the reading stores the
// lexicon's English names ("hydrotalcite", "throat malaise", site
// "throat"), which a Chinese prompt shows as the lexicon's Chinese ones. A
// display that is no lexicon name (a clinician's own words) is shown as it
// was written. A weight in 斤 is shown in kilograms, in either language.
func (s *Service) localFact(f entity.Fact, lang string) entity.Fact {
	f = inKilograms(f, lang == "zh")
	if lang != "zh" {
		return f
	}
	if d := f.Attributes["display_zh"]; d != "" {
		// An inference that carries its Chinese name (a BP grade).
		if g := f.Attributes["guideline"]; g != "" {
			d += " (" + g + ")"
		}
		f.Display = d
		return f
	}
	concept := f.Attributes[entity.ConceptAttribute]
	if concept == "" {
		return f
	}
	en, zh := s.reader.Display(concept, "en"), s.reader.Display(concept, "zh")
	site := f.Attributes[entity.SiteAttribute]
	zhSite := s.zhSite(site)
	switch {
	case f.Display == en:
		f.Display = zh
	case site != "" && zhSite != "" && f.Display == site+" "+en:
		f.Display = zhSite + zh
	case f.Type == entity.Observation && strings.HasPrefix(f.Display, en+" "):
		// "blood pressure 142/90 mmHg (home)": the analyte, its value and
		// unit, and the reading's qualifiers (understand's statements).
		rest := strings.TrimPrefix(f.Display, en)
		if i := strings.LastIndex(rest, " ("); i >= 0 && strings.HasSuffix(rest, ")") {
			qs := strings.Split(rest[i+2:len(rest)-1], ", ")
			for j, q := range qs {
				qs[j] = promptWord(q, true)
			}
			rest = rest[:i] + " (" + strings.Join(qs, "，") + ")"
		}
		f.Display = zh + rest
	}
	if zhSite != "" {
		f.Attributes = maps.Clone(f.Attributes)
		f.Attributes[entity.SiteAttribute] = zhSite
	}
	if r := s.zhReactions(f.Attributes["reaction"]); r != "" {
		f.Attributes = maps.Clone(f.Attributes)
		f.Attributes["reaction"] = r
	}
	return f
}

// zhReactions is an allergy's reactions, stored by their English names
// ("rash, dyspnea"), in Chinese where the lexicon names them; "" when
// there are none.
func (s *Service) zhReactions(reactions string) string {
	if reactions == "" {
		return ""
	}
	names := strings.Split(reactions, ", ")
	for i, n := range names {
		for _, c := range s.reader.Lexicon().Lookup(n) {
			if zh := s.reader.Display(c.ID, "zh"); (c.Type == ontology.TypeSymptom || c.Type == ontology.TypeCondition) && zh != n {
				names[i] = zh
				break
			}
		}
	}
	return strings.Join(names, "、")
}

// zhSite is the Chinese name of the body site the reading stored by its
// English one, or "" when the lexicon has no such site.
func (s *Service) zhSite(site string) string {
	if site == "" {
		return ""
	}
	for _, c := range s.reader.Lexicon().Lookup(site) {
		if c.Type == ontology.TypeBodySite {
			if zh := s.reader.Display(c.ID, "zh"); zh != s.reader.Display(c.ID, "en") {
				return zh
			}
		}
	}
	return ""
}

// factDetails is a fact's display and what tells it from another of its
// concept, its attributes joined by sep.
func factDetails(f entity.Fact, sep string, zh bool) string {
	var b strings.Builder
	b.WriteString(factName(f, sep, zh))
	// A course says its length and, while it runs, its last day: the model
	// can tell the patient when it ends (entity.AsOf shows it stopped after).
	attrs := f.Attributes
	if f.Attributes["course"] != "" && f.ValidTo != nil && f.Status == entity.Active {
		attrs = maps.Clone(f.Attributes)
		attrs["until"] = f.ValidTo.Format(time.DateOnly)
	}
	// An allergy's reaction tells an anaphylaxis from an upset stomach,
	// which decides whether a drug of its class may be tried (session
	// 69's review: it was stored and never shown).
	for _, k := range []string{"reaction", "dose", "frequency", "onset", "duration", "course", "until"} {
		if v := attrs[k]; v != "" {
			switch k {
			case "frequency":
				v = promptWord(v, zh)
			case "dose":
				if n, unit, ok := strings.Cut(v, " "); ok {
					v = n + " " + promptWord(unit, zh)
				}
			}
			fmt.Fprintf(&b, "%s%s %s", sep, promptWord(k, zh), factText(readableTime(v)))
		}
	}
	return b.String()
}

// factName is what names a fact and tells it from another of its concept:
// its display, whose it is, and its site, timing and setting; factDetails
// without its dose and course.
func factName(f entity.Fact, sep string, zh bool) string {
	var b strings.Builder
	display := factText(f.Display)
	b.WriteString(display)
	if rel := f.Attributes["relation"]; rel != "" {
		fmt.Fprintf(&b, " (%s)", factText(promptWord(rel, zh)))
	}
	if f.IsIntolerance() {
		// "codeine (intolerance)": kept off as an allergy is, and said as
		// what it is.
		fmt.Fprintf(&b, " (%s)", promptWord(entity.Intolerance, zh))
	}
	// What tells this fact from another of its concept (entity.Fact.Same)
	// is said, unless its display says it already: two lines of "numbness"
	// would read as one symptom said twice.
	for _, k := range []string{entity.SiteAttribute, entity.TimingAttribute, entity.SettingAttribute} {
		if v := promptWord(f.Attributes[k], zh); v != "" && !strings.Contains(strings.ToLower(display), strings.ToLower(v)) {
			fmt.Fprintf(&b, "%s%s %s", sep, promptWord(k, zh), factText(v))
		}
	}
	return b.String()
}

// readableTime shows a stored RFC 3339 time as a date, with the time of day
// when it has one: "onset 2025-01-11", not "onset 2025-01-11T00:00:00Z".
// Anything else is shown as it is.
func readableTime(v string) string {
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return v
	}
	if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 {
		return t.Format(time.DateOnly)
	}
	return t.UTC().Format("2006-01-02 15:04 UTC")
}

// claimCandidates offers the patient's pending claims, to be verified; a
// claim about a concept of the query first. A contradiction's line says
// what of the record it conflicts with.
func (s *Service) claimCandidates(ctx context.Context, sc tenancy.Scope, patientID string, record []entity.Fact, queryConcepts map[string]bool, lang string) ([]assembly.Candidate, error) {
	claims, _, err := s.st.Entities.Claims(ctx, sc, entity.ClaimFilter{Status: entity.ClaimPending, PatientID: patientID, Limit: 20})
	if err != nil {
		return nil, backend("read claims", err)
	}
	out := make([]assembly.Candidate, 0, len(claims))
	for _, c := range claims {
		zh := lang == "zh"
		prefix := "[to verify] "
		if zh {
			prefix = "[待核实] "
		}
		c.Proposed = s.localFact(c.Proposed, lang)
		against := conflicting(c, record)
		for i, f := range against {
			against[i] = s.localFact(f, lang)
		}
		score := claimOther
		if queryConcepts[c.Proposed.Attributes[entity.ConceptAttribute]] {
			score = claimLinked
		}
		out = append(out, assembly.Candidate{
			Section: assembly.PendingClaims, Text: "- " + prefix + claimLine(c, against, zh) + " (" + promptWord(c.Reason, zh) + ")",
			Source: assembly.Source{Layer: "claim", ID: c.ID, TurnID: c.TurnID, SessionID: c.SessionID},
			Class:  assembly.ClassMemory, Score: score, Order: c.CreatedAt.UnixNano(),
		})
	}
	return out, nil
}

// treatsAny reports whether the drug treats one of the conditions: "what
// cream did I use on my eczema?" asks for the mometasone.
func (s *Service) treatsAny(drug string, conditions map[string]bool) bool {
	c, ok := s.reader.Lexicon().Concept(drug)
	if !ok {
		return false
	}
	for _, ind := range c.Indications {
		if conditions[ind] {
			return true
		}
	}
	return false
}

// queryConcepts returns the concepts the query mentions, and the
// conditions their drugs treat, to boost linked facts.
func (s *Service) queryConcepts(r extract.Result) map[string]bool {
	out := map[string]bool{}
	for _, m := range r.Mentions {
		out[m.ConceptID] = true
		if c, ok := s.reader.Lexicon().Concept(m.ConceptID); ok {
			for _, ind := range c.Indications {
				out[ind] = true
			}
		}
	}
	return out
}

// maxFactText caps each value of a rendered fact, in runes.
const maxFactText = 120

// factText makes a value of a fact (its display, written by a caller or a
// clinician, or an attribute) safe for its prompt line: one line, without
// the characters of markdown headers and code, and capped, so that a
// display cannot forge a section of the prompt or crowd out the rest.
func factText(s string) string {
	s = oneLine(strings.Map(func(r rune) rune {
		switch {
		case r == '#' || r == '`':
			return ' '
		case unicode.IsControl(r):
			return ' '
		}
		return r
	}, s))
	if rs := []rune(s); len(rs) > maxFactText {
		s = strings.TrimSpace(string(rs[:maxFactText-1])) + "…"
	}
	return s
}

// askedKinds is the set of the record's kinds that a question asks about
// as a whole (understand.AskedKinds).
func askedKinds(query string, q extract.Result) map[string]bool {
	kinds := map[string]bool{}
	for _, k := range understand.AskedKinds(query, q.Mentions) {
		kinds[k] = true
	}
	return kinds
}

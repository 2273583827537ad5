package memory

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// recallLimit is how many recalled points are offered to the assembler: more
// than a prompt holds, so the budget, not a constant, decides how many stay.
const recallLimit = 200

// Relevance is one scale for every line that competes for the budget
// (assembly.ClassMemory). Recalled points take theirs from their rank in
// recall: fused scores say which point is better, not how good, so the
// first gets recallTop and each next one recallDecay less. The decay is
// slow enough that about the first 55 recalled points, all of which share
// words or concepts with the question, rank above the record's facts the
// question does not name (factOther), and about the first 30 above its
// active conditions: a consultation's answer is often a few dozen turns
// down the list once a history holds several consultations about the
// same things, and at 0.97 it lost its place to background facts and key
// turns as the history grew (docs/recall.md, growth).
const (
	recallTop   = 0.95
	recallDecay = 0.985
)

// recallScore is the relevance of the recalled point at rank (0 is the
// best).
func recallScore(rank int) float64 {
	return recallTop * math.Pow(recallDecay, float64(rank))
}

// windowRecency is the share of a window turn's score that its position
// gives: the newest turn of the window gets all of it, the oldest none.
const windowRecency = 0.3

// recalled is the outcome of hybrid recall for one context.
type recalled struct {
	items   []retrieval.Recalled
	score   map[string]float64 // dedup key -> relevance in [0,1]
	terms   map[string]bool    // the query's lexical terms
	warning string
}

// conceptTerms returns the lexical terms of all the names of a concept.
func (s *Service) conceptTerms(id string) []string {
	if terms, ok := s.nameTerms.Load(id); ok {
		return terms.([]string)
	}
	var terms []string
	c, _ := s.reader.Lexicon().Concept(id)
	for _, n := range c.Names {
		terms = append(terms, s.recaller.Analyzer.Terms(n.Text)...)
	}
	s.nameTerms.Store(id, terms)
	return terms
}

// recall runs hybrid recall for the query. A failing index degrades the
// context (a warning), it does not fail it: the record and the window still
// answer.
func (s *Service) recall(ctx context.Context, sc tenancy.Scope, patientID, query string, concepts map[string]bool) recalled {
	r := recalled{score: map[string]float64{}}
	if strings.TrimSpace(query) == "" {
		return r
	}
	q := retrieval.RecallQuery{PatientID: patientID, Text: query, People: extract.People(query), Limit: recallLimit, Now: s.now()}
	for c := range concepts {
		q.Concepts = append(q.Concepts, c)
	}
	slices.Sort(q.Concepts)
	items, err := s.recaller.Recall(ctx, sc, q)
	if err != nil {
		r.warning = "recall unavailable: index or embedder failed"
		return r
	}
	r.items = sessionFocus(items)
	// An excerpt keeps the sentences that share a term with the query, or
	// name a concept of it in any of its names ("water tablets" for a
	// diuretic's sentence).
	r.terms = map[string]bool{}
	for _, t := range s.recaller.Analyzer.Terms(query) {
		r.terms[t] = true
	}
	for _, id := range q.Concepts {
		for _, t := range s.conceptTerms(id) {
			r.terms[t] = true
		}
	}
	for i, it := range r.items {
		r.score[recallKey(it.Point)] = recallScore(i)
	}
	return r
}

// Session focus (sessionFocus): how many of the best recalled points say
// which sessions the question is about, and how much that weighs.
const (
	focusTop    = 30
	focusWeight = 1.0
)

// sessionFocus re-ranks recalled points by how much of the best recall
// their session holds: a question is most often about one episode of care
// (that stomach bug, the rash last month), and the session where many of
// the best matches lie is more likely the one meant than a session with
// one stray match. Each point's score is multiplied by 1 + focusWeight ·
// its session's share of how well the focusTop best points match
// (retrieval.Recalled.Match), relative to the session with the most. The
// share is of Match, not of the fused scores: those are reciprocal ranks,
// nearly equal from one rank to the next, so a session's share of them was
// the count of its points among the best, and as a history grew a long
// session that shared one common word with the question many times ("took",
// "try") outweighed the short one that shared its rare words and answered
// it. Measured on the recall harness's dev split it held what was said
// early as the history grew (docs/recall.md). It re-ranks what the index
// returned, above every backend.
func sessionFocus(items []retrieval.Recalled) []retrieval.Recalled {
	if len(items) == 0 {
		return items
	}
	mass := map[string]float64{}
	top := 0.0
	for _, it := range items[:min(len(items), focusTop)] {
		mass[it.Point.SessionID] += it.Match
		top = max(top, mass[it.Point.SessionID])
	}
	if top <= 0 {
		return items
	}
	out := slices.Clone(items)
	for i := range out {
		out[i].Score *= 1 + focusWeight*mass[out[i].Point.SessionID]/top
	}
	slices.SortStableFunc(out, func(a, b retrieval.Recalled) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.Point.ID, b.Point.ID)
	})
	return out
}

// sameWordsMin is the length from which a recalled turn that repeats the
// words of a better one is left out; a Chinese character carries about a
// word, so Chinese text counts from sameWordsMinHan.
const (
	sameWordsMin    = 12
	sameWordsMinHan = 8
)

// cannedLength reports whether text is long enough that saying it again
// adds nothing: a short answer ("No.", "膝盖疼。") means what the question
// before it asked, each time.
func cannedLength(text string) bool {
	if session.DetectLang(text) == "zh" {
		return utf8.RuneCountInString(text) >= sameWordsMinHan
	}
	return utf8.RuneCountInString(text) >= sameWordsMin
}

// recalledCandidates offers the recalled points that the window and the
// summaries do not already show, a summary as a recalled line when it is
// of another session. A summary of the session being answered is never a
// recalled line: the summary section shows that session's current
// summaries, and one the index returned but the section does not show was
// superseded by a later fold and says less than its successor. A long turn is shown as the excerpt that
// matches the query; its source still cites the whole turn.
func (s *Service) recalledCandidates(r recalled, shown map[string]bool, sessionID, lang string) []assembly.Candidate {
	latest := latestSummaries(r.items)
	said := map[string]bool{} // a speaker's words already offered
	var out []assembly.Candidate
	for _, it := range r.items {
		key := recallKey(it.Point)
		if shown[key] || it.Point.Kind == "summary" && (it.Point.SessionID == sessionID || latest[summaryTopic(it.Point)] != it.Point.ID) {
			continue
		}
		if words := it.Point.Speaker + "\x00" + it.Point.Text; cannedLength(it.Point.Text) {
			// An assistant's canned greeting said again adds nothing but
			// its tokens. A short answer ("No.") is not: it means what the
			// question before it asked.
			if said[words] {
				continue
			}
			said[words] = true
		}
		p := it.Point
		if p.Kind != "summary" {
			p.Text = excerpt(s.recaller.Analyzer, s.cfg.Tokens, p.Text, r.terms)
		}
		text, head, entry := recallLine(p, lang)
		out = append(out, assembly.Candidate{
			Section: assembly.Recalled, Text: text, Head: head, Entry: entry,
			Source: assembly.Source{Layer: "vector", ID: it.Point.ID, TurnID: it.Point.SourceID, SessionID: it.Point.SessionID},
			Class:  assembly.ClassMemory, Score: r.score[key], Order: it.Point.At.UnixNano(), DedupKey: key,
		})
	}
	return out
}

// latestSummaries returns, for each session and topic of the recalled
// summaries, the id of the newest. A topic has one summary and one recall
// point, which each fold replaces (summaryPointID); an index written
// before that keeps a point per fold, which said mostly the same thing
// twice (three times, after two folds).
func latestSummaries(items []retrieval.Recalled) map[[2]string]string {
	latest := map[[2]string]retrieval.Point{}
	for _, it := range items {
		p := it.Point
		if p.Kind != "summary" {
			continue
		}
		k := summaryTopic(p)
		if prev, ok := latest[k]; !ok || p.At.After(prev.At) || p.At.Equal(prev.At) && p.ID > prev.ID {
			latest[k] = p
		}
	}
	ids := make(map[[2]string]string, len(latest))
	for k, p := range latest {
		ids[k] = p.ID
	}
	return ids
}

// summaryTopic is the session and topic of a summary point.
func summaryTopic(p retrieval.Point) [2]string {
	topic := ""
	if len(p.Topics) > 0 {
		topic = p.Topics[0]
	}
	return [2]string{p.SessionID, topic}
}

// recallKey is the dedup key of a recalled point: the same as the window's
// key for its turn or the summary section's for its summary.
func recallKey(p retrieval.Point) string {
	if p.Kind == "summary" {
		return "summary:" + p.SourceID
	}
	return "turn:" + p.SessionID + "/" + p.SourceID
}

// Neighbours of recall: a conversation tells a thing over a few turns (the
// question, the answer, what the clinician made of it), and a question
// later names the words of one of them. The turns either side of the best
// recalled turns are offered too, a little less relevant than their turn,
// except the other half of a question and its answer (pairedTurns), which
// is as relevant as the recalled half.
const (
	neighbourOf    = 10  // how many of the best recalled turns bring their neighbours
	neighbourShare = 0.9 // a neighbour's relevance, of its recalled turn's
)

// neighbourCandidates offers the turns either side of the neighbourOf best
// recalled turns that nothing shows yet, chit-chat aside. A turn recall
// already offers is offered again when it neighbours a better one more
// closely than its own rank says (the answer to a recalled question): the
// assembler keeps the more relevant of the two. That holds for a turn the
// reading calls chit-chat too: "no. They haven't." after "does anyone in
// your family have migraines?" names nothing clinical, yet recall found it
// (through its question's words) and it is the answer; raising it brings
// no new line, only the one recall offered, at its question's relevance.
// A chit-chat turn recall did not offer is still never brought.
func (s *Service) neighbourCandidates(ctx context.Context, sc tenancy.Scope, patientID string, recalled []assembly.Candidate,
	shown map[string]bool, r recalled, lang string) ([]assembly.Candidate, error) {
	var refs []session.TurnRef
	score := map[session.TurnRef]float64{}
	offered := make(map[string]float64, len(recalled)) // dedup key -> relevance recall gave it
	for _, c := range recalled {
		offered[c.DedupKey] = c.Score
	}
	for _, c := range recalled {
		if len(refs) == neighbourOf {
			break
		}
		if c.Source.Layer != "vector" || c.Source.TurnID == "" || strings.HasPrefix(c.DedupKey, "summary:") {
			continue
		}
		ref := session.TurnRef{SessionID: c.Source.SessionID, TurnID: c.Source.TurnID}
		refs = append(refs, ref)
		score[ref] = c.Score
	}
	if len(refs) == 0 {
		return nil, nil
	}
	lines, err := s.st.Sessions.Neighbours(ctx, sc, patientID, refs, 2)
	if err != nil {
		return nil, backend("read the turns around recalled ones", err)
	}
	best := neighbourScores(lines, score)
	var out []assembly.Candidate
	for i, l := range lines {
		key := "turn:" + l.SessionID + "/" + l.TurnID
		rel, ok := offered[key]
		if best[i] == 0 || l.Kind == session.Chitchat && !ok {
			continue
		}
		if shown[key] && (!ok || best[i] <= rel) {
			continue
		}
		p := retrieval.Point{Kind: "turn", SessionID: l.SessionID, SourceID: l.TurnID, Speaker: string(l.Speaker), At: l.At,
			Text: excerpt(s.recaller.Analyzer, s.cfg.Tokens, l.Text, r.terms)}
		text, head, entry := recallLine(p, lang)
		out = append(out, assembly.Candidate{
			Section: assembly.Recalled, Text: text, Head: head, Entry: entry,
			Source: assembly.Source{Layer: "vector", ID: entity.ID("pt", patientID, l.SessionID, l.TurnID), TurnID: l.TurnID, SessionID: l.SessionID},
			Class:  assembly.ClassMemory, Score: best[i], Order: l.At.UnixNano(), DedupKey: key,
		})
	}
	return out, nil
}

// neighbourScores gives the lines around recalled turns (lines in session
// and seq order; score holds the recalled turns' relevance) the best
// relevance they neighbour: neighbourShare of their recalled turn's, all of
// it for the other half of a question and its answer (pairedTurns), and
// neighbourShare² for the answer to a question right after it.
func neighbourScores(lines []session.Line, score map[session.TurnRef]float64) map[int]float64 {
	// follows reports whether line j is the turn right after line i.
	follows := func(i, j int) bool {
		return i >= 0 && i < len(lines) && j < len(lines) && lines[j].SessionID == lines[i].SessionID && lines[j].Seq == lines[i].Seq+1
	}
	// share is what the line at j gets of the relevance of the recalled
	// line at i, its neighbour.
	share := func(i, j int) float64 {
		q, a := min(i, j), max(i, j)
		if pairedTurns(lines[q], lines[a]) {
			return 1
		}
		return neighbourShare
	}
	best := map[int]float64{} // line index -> the best score it neighbours
	for i, l := range lines {
		of, ok := score[session.TurnRef{SessionID: l.SessionID, TurnID: l.TurnID}]
		if !ok {
			continue
		}
		if follows(i-1, i) {
			best[i-1] = max(best[i-1], of*share(i, i-1))
		}
		if follows(i, i+1) {
			best[i+1] = max(best[i+1], of*share(i, i+1))
			// A question after the recalled turn is answered by the turn
			// after it ("did he say to stop at once or taper?" / "every
			// other day for two weeks"): the answer comes with its question.
			if endsAsking(lines[i+1].Text) && follows(i+1, i+2) && lines[i+2].Speaker != lines[i+1].Speaker {
				best[i+2] = max(best[i+2], of*neighbourShare*neighbourShare)
			}
		}
	}
	return best
}

// pairedTurns reports whether a, the turn right after q, answers it: q
// asks and the other speaker replies. The two are one piece of evidence:
// "Are you taking sertraline at the moment?" says nothing about the
// patient without "Yes.", nor "My right hand." without "Which hand?". A
// later question names the words of one half (and a short answer is
// indexed with its question's words, so recall finds either), and with a
// long history the other half's own rank falls below what a small budget
// holds, where the half that was kept means nothing on its own.
func pairedTurns(q, a session.Line) bool {
	return endsAsking(q.Text) && a.Speaker != q.Speaker
}

// saidLabels introduce a recalled turn by who said it, Chinese then
// English, in the fewest tokens: the line's day already says it was said
// before, and "the patient said: " cost two tokens more on every line.
var saidLabels = map[string][2]string{
	string(session.Patient): {"患者：", "Patient: "}, string(session.Assistant): {"助理：", "Assistant: "},
	string(session.Clinician): {"医生：", "Clinician: "},
}

// recallLine renders a recalled point with its day and who said it. In
// the prompt, the lines of one day share the day: head is the day, entry
// what was said.
func recallLine(p retrieval.Point, lang string) (line, head, entry string) {
	head = "- " + p.At.Format("2006-01-02") + " "
	zh := lang == "zh"
	switch {
	case p.Kind == "summary" && zh:
		entry = "摘要：" + oneLine(p.Text)
	case p.Kind == "summary":
		entry = "summary: " + oneLine(p.Text)
	default:
		said := saidLabels[p.Speaker]
		if said[0] == "" {
			said = [2]string{"曾记录：", "recorded: "}
		}
		if zh {
			entry = said[0] + spoken(p.Text)
		} else {
			entry = said[1] + spoken(p.Text)
		}
	}
	return head + entry, head, entry
}

// fillerWords are spoken hesitations that carry nothing: transcribed speech
// is full of them, and each costs a token a fact could use.
var fillerWords = map[string]bool{"um": true, "umm": true, "uh": true, "uhm": true, "erm": true, "er": true, "hmm": true, "mm": true,
	"嗯": true, "呃": true, "额": true}

// spoken renders a turn on one line without its hesitations ("Um, yeah, I
// use an inhaler" is "yeah, I use an inhaler"); every other word stays.
func spoken(text string) string {
	words := strings.Fields(text)
	out := words[:0]
	for _, w := range words {
		bare := strings.ToLower(strings.TrimRight(w, ",，.。…-"))
		if fillerWords[bare] {
			// "Well, um. I" keeps its full stop: "Well. I".
			if last := len(out) - 1; last >= 0 && strings.HasSuffix(w, ".") && !strings.HasSuffix(out[last], ".") {
				out[last] = strings.TrimRight(out[last], ",") + "."
			}
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// indexPoint completes a point for the index: the concepts its text is
// read as (and what its drugs treat) unless the turn's reading gave them,
// its lexical terms (with the people it and its lead name) and its vector.
func (s *Service) indexPoint(ctx context.Context, p retrieval.Point) (retrieval.Point, error) {
	if p.Concepts == nil {
		p.Concepts = s.textConcepts(p.Text)
	}
	terms := append(s.recaller.Terms(p.Text, p.Concepts), s.recaller.Analyzer.Terms(p.Lead)...)
	terms = append(terms, retrieval.PersonTerms(extract.People(p.Text+"\n"+p.Lead))...)
	p.Terms = retrieval.DocumentTerms(terms)
	v, err := retrieval.EmbedText(ctx, s.st.Embedder, p.Text, p.Concepts)
	if err != nil {
		return p, err
	}
	p.Vector = v
	return p, nil
}

// textConcepts returns, sorted, the concepts a text mentions, the
// conditions its drugs treat and their classes (pointConcepts).
func (s *Service) textConcepts(text string) []string {
	var ids []string
	for _, m := range s.reader.Extract(text, s.now()).Mentions {
		ids = append(ids, m.ConceptID)
	}
	return s.pointConcepts(ids)
}

// pointConcepts returns, sorted and once each, the concepts a point
// mentions, the conditions their drugs treat, and the classes their drugs
// belong to (drug classes and drug allergens); never nil. What a drug treats lets "metformin" meet "my
// diabetes"; its classes let "Clarithromycin, twice a day" answer "which
// antibiotic did Zoe end up on", which shares no word with it. A class is
// one term for every drug of it, so in a history full of antibiotics it
// weighs little and the question's other words decide.
func (s *Service) pointConcepts(ids []string) []string {
	lex := s.reader.Lexicon()
	set := map[string]bool{}
	for _, id := range ids {
		set[id] = true
		c, ok := lex.Concept(id)
		if !ok {
			continue
		}
		for _, ind := range c.Indications {
			set[ind] = true
		}
		if c.Type != ontology.TypeDrug {
			continue
		}
		for _, class := range lex.ClassesOf(id) {
			set[class.ID] = true
		}
	}
	out := make([]string, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// chineseNames returns the Chinese names of the lexicon, the whole-word
// dictionary of the lexical analyzer.
func chineseNames(l *ontology.Lexicon) []string {
	var out []string
	for _, c := range l.Concepts() {
		for _, n := range c.Names {
			if n.Lang == "zh" {
				out = append(out, n.Text)
			}
		}
	}
	return out
}

// historyTurns is how many of the patient's latest turns are offered to
// fill what the budget leaves after everything relevant. Reading them is a
// sixth of a context's work at 1,000 patients; 40 held the recall
// harness's dev figures that 100 gave (20 lost English episodes at 1,000
// and 2,000 tokens), and recall already offers the turns that match.
const historyTurns = 40

// historyScale is the most relevance a turn offered for its recency alone
// gets: less than any recalled point (recallScore(recallLimit-1) is about
// 0.05).
const historyScale = 0.01

// historyCandidates offers the patient's latest turns (PatientLines), of
// every session, newest first, at the lowest relevance: when the question
// matches little, the budget is still spent on what was said last rather
// than left unused.
func historyCandidates(turns []session.Line, shown map[string]bool, lang string) []assembly.Candidate {
	var out []assembly.Candidate
	for i, t := range turns {
		key := "turn:" + t.SessionID + "/" + t.TurnID
		if shown[key] || t.Kind == session.Chitchat {
			continue
		}
		p := retrieval.Point{Kind: "turn", Speaker: string(t.Speaker), At: t.At, Text: t.Text}
		text, head, entry := recallLine(p, lang)
		out = append(out, assembly.Candidate{
			Section: assembly.Recalled, Text: text, Head: head, Entry: entry,
			Source: assembly.Source{Layer: "vector", ID: t.TurnID, TurnID: t.TurnID, SessionID: t.SessionID},
			Class:  assembly.ClassMemory, Score: historyScale * float64(i+1) / float64(len(turns)),
			Order: t.At.UnixNano(), DedupKey: key,
		})
	}
	return out
}

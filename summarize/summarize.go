// Package summarize folds the older turns of a session into structured,
// per-topic summaries (DESIGN.md, ingest step 7): when the sliding window
// has left enough turns behind, or the conversation has moved to another
// topic, the turns older than the window are grouped by topic and each group
// becomes one session.Summary holding the site, character, onset, duration,
// frequency, aggravating and relieving factors, related events, measurements
// and medications the patient mentioned, plus what they denied, with the seq
// range and turn ids it covers so the details can be recalled.
//
// The summarizer is extractive and deterministic: it takes only what
// extraction found and what a few trigger words mark, never paraphrases, and
// the same turns always yield the same summaries with the same ids.
package summarize

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/session"
)

// DefaultMinFold is the fewest turns folded at once when the policy does not
// say, so that summaries are not made of one or two turns each.
const DefaultMinFold = 4

// Policy says when older turns are folded.
type Policy struct {
	// Window is the sliding window's size: the newest Window turns stay as
	// they are. It is used when Due is not told where the window starts.
	Window int
	// MinFold is the fewest turns older than the window that are folded
	// without a topic shift; 0 means DefaultMinFold.
	MinFold int
}

// Due returns the turns to fold now. turns are the session's unsummarized
// turns in seq order, the newest last; windowStart is the Seq of the oldest
// turn in the window, or 0 to derive it as the newest Seq - p.Window + 1.
// The turns to fold are those older than the window (Seq < windowStart). Due
// returns them if there are at least MinFold of them, or, when there is at
// least one, if the topic shifted: the newest turn's topics share nothing
// with those of the latest earlier turn that has topics (turns without
// topics, such as chit-chat, neither shift nor continue a topic). Otherwise
// it returns nil. The result shares no memory with turns.
func Due(p Policy, turns []session.Turn, windowStart int64) []session.Turn {
	if len(turns) == 0 {
		return nil
	}
	minFold := p.MinFold
	if minFold <= 0 {
		minFold = DefaultMinFold
	}
	if windowStart <= 0 {
		if p.Window <= 0 {
			return nil
		}
		windowStart = turns[len(turns)-1].Seq - int64(p.Window) + 1
	}
	var old []session.Turn
	for _, t := range turns {
		if t.Seq < windowStart {
			old = append(old, t)
		}
	}
	if len(old) == 0 {
		return nil
	}
	if len(old) >= minFold || topicShifted(turns) {
		return old
	}
	return nil
}

// topicShifted reports whether the newest turn names topics and shares none
// with the latest earlier turn that names any.
func topicShifted(turns []session.Turn) bool {
	newest := turns[len(turns)-1]
	if len(newest.Topics) == 0 {
		return false
	}
	for i := len(turns) - 2; i >= 0; i-- {
		prev := turns[i].Topics
		if len(prev) == 0 {
			continue
		}
		for _, a := range newest.Topics {
			for _, b := range prev {
				if sameTopic(a, b) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// GeneralTopic is the topic of turns folded when none of them names one.
const GeneralTopic = "general"

// SmallTalkTopic is the topic of a summary whose turns hold no clinical
// detail.
const SmallTalkTopic = "small talk"

// group is the turns of one topic in one session, in seq order.
type group struct {
	sessionID, topic string
	turns            []session.Turn
}

// Fold groups turns by session and topic and builds one Summary per group,
// in order of each group's first turn. A turn belongs to the topic of the
// turn before it if it names that topic too, else to its own first topic;
// a turn with no topics (a question, chit-chat) joins the topic of the turn
// before it, or of the first later turn with a topic, or GeneralTopic.
// analyze extracts a turn (it is called once per turn); lang is "zh" or "en"
// and chooses the language of Text; now is CreatedAt. The ID is
// entity.ID("sum", patient, session, topic, from, to), so the same turns
// always give the same summaries. Fold returns nil for no turns.
func Fold(turns []session.Turn, analyze func(session.Turn) extract.Result, lang string, now time.Time) []session.Summary {
	drafts := Drafts(turns, analyze, lang, now)
	if len(drafts) == 0 {
		return nil
	}
	out := make([]session.Summary, 0, len(drafts))
	for _, d := range drafts {
		out = append(out, d.Summary)
	}
	return out
}

// Draft is one summary as Fold makes it, with the turns it covers, for a
// caller that would write the fields another way (a model) and Revise it.
type Draft struct {
	// Summary is the extractive summary.
	Summary session.Summary
	// Turns are the turns it covers, in seq order.
	Turns []session.Turn
	// Lang is the language of its Text, "zh" or "en".
	Lang  string
	label string // the topic as Text names it
}

// Drafts is Fold, returning each summary with its turns.
func Drafts(turns []session.Turn, analyze func(session.Turn) extract.Result, lang string, now time.Time) []Draft {
	groups := groupByTopic(turns)
	out := make([]Draft, 0, len(groups))
	for _, g := range groups {
		out = append(out, summarizeGroup(g, analyze, lang, now))
	}
	return out
}

// Revise returns the draft's summary with fields in place of its own: the
// same id, topic, seq range, turn ids and creation time, and its Text
// rendered from fields as Fold renders it. Only fields with values are
// kept. Check fields with Trace first: Revise takes them as they are.
func (d Draft) Revise(fields map[string][]string) session.Summary {
	s := d.Summary
	s.TurnIDs = append([]string(nil), d.Summary.TurnIDs...)
	s.Fields = map[string][]string{}
	for k, vs := range fields {
		if len(vs) > 0 {
			s.Fields[k] = append([]string(nil), vs...)
		}
	}
	s.Text = render(d.label, s.Fields, s.TurnIDs, d.Lang)
	return s
}

func groupByTopic(turns []session.Turn) []*group {
	var groups []*group
	index := map[[2]string]*group{}
	add := func(sessionID, topic string, t session.Turn) {
		k := [2]string{sessionID, topic}
		g := index[k]
		if g == nil {
			g = &group{sessionID: sessionID, topic: topic}
			index[k] = g
			groups = append(groups, g)
		}
		g.turns = append(g.turns, t)
	}
	current := map[string]string{} // session -> topic of the previous turn
	var waiting []session.Turn     // topicless turns before the session's first topic
	flush := func(sessionID, topic string) {
		var keep []session.Turn
		for _, w := range waiting {
			if w.SessionID == sessionID {
				add(sessionID, topic, w)
			} else {
				keep = append(keep, w)
			}
		}
		waiting = keep
	}
	for _, t := range turns {
		cur := current[t.SessionID]
		topic := cur
		switch {
		case len(t.Topics) == 0:
		case cur != "" && containsTopic(t.Topics, cur):
		default:
			topic = t.Topics[0]
		}
		if topic == "" {
			waiting = append(waiting, t)
			continue
		}
		if cur == "" {
			flush(t.SessionID, topic)
		}
		current[t.SessionID] = topic
		add(t.SessionID, topic, t)
	}
	for len(waiting) > 0 {
		flush(waiting[0].SessionID, GeneralTopic)
	}
	for _, g := range groups {
		sortBySeq(g.turns)
	}
	return groups
}

func sortBySeq(ts []session.Turn) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Seq < ts[j-1].Seq; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func containsTopic(xs []string, x string) bool {
	for _, y := range xs {
		if sameTopic(y, x) {
			return true
		}
	}
	return false
}

// sameTopic reports whether two topic tags name the same subject: equal,
// or one holding the other as whole words ("pain" and "knee pain", since
// "已经疼了三天" continues "膝盖疼" without naming the knee).
func sameTopic(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == b {
		return true
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	return strings.HasPrefix(b, a+" ") || strings.HasSuffix(b, " "+a) || strings.Contains(b, " "+a+" ")
}

func summarizeGroup(g *group, analyze func(session.Turn) extract.Result, lang string, now time.Time) Draft {
	first, last := g.turns[0], g.turns[len(g.turns)-1]
	s := session.Summary{
		ID: entity.ID("sum", first.PatientID, g.sessionID, g.topic,
			strconv.FormatInt(first.Seq, 10), strconv.FormatInt(last.Seq, 10)),
		PatientID: first.PatientID,
		SessionID: g.sessionID,
		Topic:     g.topic,
		FromSeq:   first.Seq,
		ToSeq:     last.Seq,
		CreatedAt: now,
	}
	f := newFields(lang)
	label := ""
	for _, t := range g.turns {
		s.TurnIDs = append(s.TurnIDs, t.TurnID)
		if t.Speaker == session.Assistant {
			// The assistant's questions ("any fever?") are not findings.
			continue
		}
		r := analyze(t)
		if l := f.addTurn(t.Text, r, g.topic, t.Speaker == session.Patient); label == "" {
			label = l
		}
	}
	s.Fields = f.values()
	if g.topic == GeneralTopic && len(s.Fields) == 1 && len(s.Fields[Site]) > 0 {
		// A place with no finding says nothing ("I'm Doctor from GP at
		// Hand" is a greeting): "general: site Hand" would be a line.
		delete(s.Fields, Site)
	}
	if len(s.Fields) == 0 && g.topic == GeneralTopic {
		// Turns without clinical content: one line of small talk.
		if subjects := smallTalk(g.turns, lang); len(subjects) > 0 {
			s.Fields[SmallTalk] = subjects
		}
		label = ""
		s.Topic = SmallTalkTopic
	}
	switch {
	case s.Topic == SmallTalkTopic && lang == "zh":
		label = "闲聊"
	case label == "" || lang != "zh":
		label = s.Topic
	}
	s.Text = render(label, s.Fields, s.TurnIDs, lang)
	if lang != "zh" {
		lang = "en" // as render reads it
	}
	return Draft{Summary: s, Turns: append([]session.Turn(nil), g.turns...), Lang: lang, label: label}
}

// Merge folds next into prev, an earlier summary of the same session and
// topic, so that a topic has one summary however often its turns are
// folded: the result covers prev.FromSeq..next.ToSeq, lists the turns of
// both, and holds the values of both, prev's first. Its id derives from
// its range like any summary's, and it Replaces prev: storing it deletes
// prev.
func Merge(prev, next session.Summary, lang string) session.Summary {
	out := next
	out.FromSeq = min(prev.FromSeq, next.FromSeq)
	out.ToSeq = max(prev.ToSeq, next.ToSeq)
	out.ID = entity.ID("sum", next.PatientID, next.SessionID, groupTopic(next),
		strconv.FormatInt(out.FromSeq, 10), strconv.FormatInt(out.ToSeq, 10))
	out.TurnIDs = appendNew(append([]string(nil), prev.TurnIDs...), next.TurnIDs...)
	out.Fields = map[string][]string{}
	for _, fs := range []map[string][]string{prev.Fields, next.Fields} {
		for k, vs := range fs {
			out.Fields[k] = appendNew(out.Fields[k], vs...)
		}
	}
	out.Text = render(labelOf(prev, lang), out.Fields, out.TurnIDs, lang)
	out.Replaces = []string{prev.ID}
	return out
}

// groupTopic is the topic a summary's id derives from: the group's, which
// for small talk is the general topic.
func groupTopic(s session.Summary) string {
	if s.Topic == SmallTalkTopic {
		return GeneralTopic
	}
	return s.Topic
}

// labelOf is the label a summary's text starts with ("膝盖疼" for the knee
// pain topic in Chinese).
func labelOf(s session.Summary, lang string) string {
	for _, sep := range []string{"：", ": ", " ("} {
		if l, _, ok := strings.Cut(s.Text, sep); ok && l != "" {
			return l
		}
	}
	if s.Topic == SmallTalkTopic && lang == "zh" {
		return "闲聊"
	}
	return s.Topic
}

func appendNew(xs []string, ys ...string) []string {
	for _, y := range ys {
		if !slices.Contains(xs, y) {
			xs = append(xs, y)
		}
	}
	return xs
}

// Current returns the summaries that no other summary of the same session
// and topic covers, in their order: one per topic and stretch of the
// conversation. Stores delete what a merge replaces, so this only hides
// what a summary stored before merging (or a retried merge) left behind.
func Current(sums []session.Summary) []session.Summary {
	type key struct{ session, topic string }
	groups := map[key][]int{}
	for i, s := range sums {
		k := key{s.SessionID, s.Topic}
		groups[k] = append(groups[k], i)
	}
	covered := make([]bool, len(sums))
	for _, idx := range groups {
		// Widest first from each start: a summary is covered when one that
		// starts no later already reaches at least as far.
		slices.SortFunc(idx, func(a, b int) int {
			x, y := sums[a], sums[b]
			if c := cmp.Compare(x.FromSeq, y.FromSeq); c != 0 {
				return c
			}
			if c := cmp.Compare(y.ToSeq, x.ToSeq); c != 0 {
				return c
			}
			return cmp.Compare(y.ID, x.ID)
		})
		reach := int64(-1)
		for _, i := range idx {
			if sums[i].ToSeq <= reach {
				covered[i] = true
				continue
			}
			reach = sums[i].ToSeq
		}
	}
	out := make([]session.Summary, 0, len(sums))
	for i, s := range sums {
		if !covered[i] {
			out = append(out, s)
		}
	}
	return out
}

package memory

import (
	"context"
	"time"

	"github.com/anamnesis-health/anamnesis/assembly"
	"github.com/anamnesis-health/anamnesis/entity"
	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/outbox"
	"github.com/anamnesis-health/anamnesis/retrieval"
	"github.com/anamnesis-health/anamnesis/session"
	"github.com/anamnesis-health/anamnesis/summarize"
	"github.com/anamnesis-health/anamnesis/tenancy"
)

// maxFoldRead bounds how many unsummarized turns one ingest reads.
const maxFoldRead = 500

// SummaryView is a structured summary as the session view shows it.
type SummaryView struct {
	ID        string              `json:"id"`
	Topic     string              `json:"topic"`
	FromSeq   int64               `json:"from_seq"`
	ToSeq     int64               `json:"to_seq"`
	TurnIDs   []string            `json:"turn_ids"`
	Fields    map[string][]string `json:"fields"`
	Text      string              `json:"text"`
	CreatedAt time.Time           `json:"created_at"`
}

func summaryView(s session.Summary) SummaryView {
	return SummaryView{ID: s.ID, Topic: s.Topic, FromSeq: s.FromSeq, ToSeq: s.ToSeq, TurnIDs: nonNil(s.TurnIDs),
		Fields: s.Fields, Text: s.Text, CreatedAt: s.CreatedAt}
}

// fold summarizes, lazily, the session's turns that have left the window
// (or all unsummarized ones when the topic shifted), given the turn being
// ingested. It returns the new summaries, which the turn's own transaction
// stores: a refused turn leaves none behind.
func (s *Service) fold(ctx context.Context, sc tenancy.Scope, t session.Turn, now time.Time) ([]session.Summary, error) {
	through, err := s.st.Summaries.SummarizedThrough(ctx, sc, t.PatientID, t.SessionID)
	if err != nil {
		return nil, backend("read summaries", err)
	}
	pending := t.Seq - 1 - through
	if pending <= 0 {
		return nil, nil
	}
	if pending > maxFoldRead {
		pending = maxFoldRead
	}
	older, err := s.st.Sessions.Window(ctx, sc, t.PatientID, t.SessionID, int(pending))
	if err != nil {
		return nil, backend("read turns to summarize", err)
	}
	turns := append(older, t)
	due := summarize.Due(summarize.Policy{Window: s.cfg.WindowSize}, turns, 0)
	if len(due) == 0 {
		return nil, nil
	}
	analyze := func(t session.Turn) extract.Result { return s.reading(t).Extract }
	folded, err := s.summarize(ctx, sc, t, due, analyze, now)
	if err != nil || len(folded) == 0 {
		return nil, err
	}
	// One summary per topic: a topic summarized before is merged with its
	// latest summary, which the merged one then covers.
	stored, err := s.st.Summaries.Summaries(ctx, sc, t.PatientID, t.SessionID)
	if err != nil {
		return nil, backend("read summaries", err)
	}
	latest := map[string]session.Summary{}
	for _, sum := range summarize.Current(stored) {
		if prev, ok := latest[sum.Topic]; !ok || sum.ToSeq > prev.ToSeq {
			latest[sum.Topic] = sum
		}
	}
	for i, sum := range folded {
		if prev, ok := latest[sum.Topic]; ok && prev.ToSeq < sum.FromSeq {
			folded[i] = summarize.Merge(prev, sum, t.Lang)
		}
	}
	return folded, nil
}

// summarize writes the summaries of due: extractive, or, with a model
// configured, the model's fields held to the summary's turns, the
// extractive summary standing if it fails.
func (s *Service) summarize(ctx context.Context, sc tenancy.Scope, t session.Turn, due []session.Turn,
	analyze func(session.Turn) extract.Result, now time.Time) ([]session.Summary, error) {
	if s.summarizer == nil {
		return summarize.Fold(due, analyze, t.Lang, now), nil
	}
	lctx, cancel := llmContext(ctx)
	defer cancel()
	var out []session.Summary
	for _, d := range summarize.Drafts(due, analyze, t.Lang, now) {
		start := time.Now()
		sum, o := s.summarizer.Summarize(lctx, d, analyze)
		switch {
		case o.Err != nil:
			s.cfg.Logger.Warn("model summary not used; the extractive summary stands", "tenant", sc.TenantID(),
				"summary_id", sum.ID, "turn_id", t.TurnID, "err", o.Err, "ms", time.Since(start).Milliseconds())
		case o.Used:
			s.cfg.Logger.Debug("model summary", "tenant", sc.TenantID(), "summary_id", sum.ID, "turn_id", t.TurnID,
				"kept", o.Kept, "dropped", o.Dropped, "ms", time.Since(start).Milliseconds())
		}
		out = append(out, sum)
	}
	return out, nil
}

// summaryOutbox is the index work of new summaries. A session's topic has
// one recall point, which each fold replaces: a summary covers the one it
// merged, and two points would say the same thing twice and take two of
// recall's places.
func summaryOutbox(sc tenancy.Scope, sums []session.Summary, at time.Time, now time.Time) []session.OutboxItem {
	out := make([]session.OutboxItem, 0, len(sums))
	for _, sum := range sums {
		if !hasContent(sum) {
			continue
		}
		out = append(out, session.OutboxItem{
			ID: entity.ID("ob", sc.TenantID(), sum.PatientID, sum.ID, outbox.KindIndex), PatientID: sum.PatientID,
			Kind: outbox.KindIndex, CreatedAt: now,
			Payload: outbox.Encode(outbox.IndexPoint(retrieval.Point{ID: summaryPointID(sum), PatientID: sum.PatientID,
				SessionID: sum.SessionID, Kind: "summary", SourceID: sum.ID, Topics: []string{sum.Topic}, At: at, Text: sum.Text})),
		})
	}
	return out
}

// summaryPointID is the recall point of a session's topic.
func summaryPointID(sum session.Summary) string {
	return entity.ID("pt", sum.PatientID, sum.SessionID, "summary", sum.Topic)
}

// summaryStored reports whether the summary a recall point was queued for
// is still stored: a later fold deletes the summary it merged, and the
// earlier point, applied late (after an outage), must not overwrite the
// later one's.
func summaryStored(ctx context.Context, st Stores, sc tenancy.Scope, p retrieval.Point) (bool, error) {
	sums, err := st.Summaries.Summaries(ctx, sc, p.PatientID, p.SessionID)
	if err != nil {
		return false, err
	}
	for _, sum := range sums {
		if sum.ID == p.SourceID {
			return true, nil
		}
	}
	return false, nil
}

// summaryCandidates offers the session's summaries, as relevant as recall
// found them and never less than summaryFloor: a summary is dense, a line
// for many turns, so it gets summaryBonus over a turn as relevant.
func (s *Service) summaryCandidates(ctx context.Context, sc tenancy.Scope, patientID, sessionID string, relevance map[string]float64) ([]assembly.Candidate, error) {
	if sessionID == "" {
		return nil, nil
	}
	sums, err := s.st.Summaries.Summaries(ctx, sc, patientID, sessionID)
	if err != nil {
		return nil, backend("read summaries", err)
	}
	sums = summarize.Current(sums)
	out := make([]assembly.Candidate, 0, len(sums))
	for _, sum := range sums {
		if !hasContent(sum) {
			continue
		}
		class := assembly.ClassMemory
		if sum.Topic == summarize.SmallTalkTopic {
			class = assembly.ClassChitchat // small talk goes first, as its turns would
		}
		out = append(out, assembly.Candidate{
			Section: assembly.Summary, Text: "- " + sum.Text,
			Source: assembly.Source{Layer: "summary", ID: sum.ID, SessionID: sum.SessionID},
			Class:  class, Score: min(1, max(relevance["summary:"+sum.ID], summaryFloor)+summaryBonus),
			Order: sum.FromSeq, DedupKey: "summary:" + sum.ID,
		})
	}
	return out, nil
}

// Relevance of summaries (see recallTop).
const (
	summaryFloor = 0.3
	summaryBonus = 0.1
)

// hasContent reports whether a summary holds any detail. One that does not
// (small talk about nothing in particular) is kept for its turn span but
// never shown to a model or indexed: it would spend tokens to say nothing.
func hasContent(sum session.Summary) bool {
	for _, vs := range sum.Fields {
		if len(vs) > 0 {
			return true
		}
	}
	return false
}

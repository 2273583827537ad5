package memory_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/anamnesis-health/anamnesis/memory"
)

// TestTheHistoryOutlivesTheWindow: the turns folded into summaries stay
// readable page by page, and the list of sessions names the topics of its
// summaries.
func TestTheHistoryOutlivesTheWindow(t *testing.T) {
	e := newEnv(t, recordBackends(t)["embedded"], nil)
	ctx := context.Background()
	e.say("t00", "我膝盖疼三天了，上周爬山以后开始的")
	for i := 1; i < 30; i++ {
		e.turn(fmt.Sprintf("t%02d", i), []string{"assistant", "patient"}[i%2], fmt.Sprintf("第%d次随访，膝盖还是有点疼", i), nil)
	}
	e.turn("other-1", "patient", "我今天头疼", nil)

	var ids []string
	for cursor := ""; ; {
		page, err := e.svc.SessionTurns(ctx, e.sc, "p1", "s1", 8, cursor)
		if err != nil {
			t.Fatal(err)
		}
		for _, tn := range page.Turns {
			ids = append(ids, tn.TurnID)
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	if len(ids) != 31 || ids[0] != "t00" || ids[30] != "other-1" {
		t.Errorf("paged turns = %v, want t00..t29 and other-1", ids)
	}

	view, err := e.svc.Session(ctx, e.sc, "p1", "s1")
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, sum := range view.Summaries {
		if !slices.Contains(want, sum.Topic) {
			want = append(want, sum.Topic)
		}
	}
	if len(want) == 0 {
		t.Fatal("no summaries: the topics below would prove nothing")
	}
	list, err := e.svc.Sessions(ctx, e.sc, "p1", 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Sessions) != 1 || list.Sessions[0].TurnCount != 31 || !slices.Equal(list.Sessions[0].SummaryTopics, want) {
		t.Errorf("sessions = %+v, want s1 with 31 turns and topics %v", list.Sessions, want)
	}
	if _, err := e.svc.SessionTurns(ctx, e.sc, "p1", "s1", 0, "garbage"); !errors.Is(err, memory.ErrInvalid) {
		t.Errorf("a garbage cursor = %v, want ErrInvalid", err)
	}
	if _, err := e.svc.Sessions(ctx, e.sc, "nobody", 0, ""); !errors.Is(err, memory.ErrNotFound) {
		t.Errorf("sessions of an unknown patient = %v, want ErrNotFound", err)
	}
}

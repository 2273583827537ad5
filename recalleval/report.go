package recalleval

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// Find returns the recall of system on source at budget.
func (r Report) Find(source, system string, budget int) (Recall, bool) {
	for _, x := range r.Recalls {
		if x.Source == source && x.System == system && x.Budget == budget {
			return x, true
		}
	}
	return Recall{}, false
}

// Write prints the report as two tables: evidence recall per source,
// system and budget; and, for the questions about the first quarter of a
// history, recall after that quarter against after the whole.
func (r Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "split %s: evidence recall (mean share of gold turns cited in the context; turns only: shown as turns)\t\t\t\t\t\t\t\n", r.Split)
	fmt.Fprintf(tw, "source\tbudget\tquestions\tmemoryd\tturns only\tbm25\twindow\tmemoryd tokens\t\n")
	for _, x := range r.Recalls {
		if x.System != Memoryd {
			continue
		}
		bm, _ := r.Find(x.Source, BM25, x.Budget)
		win, _ := r.Find(x.Source, Window, x.Budget)
		turns, _ := r.Find(x.Source, MemorydTurns, x.Budget)
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t%d\t\n", x.Source, x.Budget, x.Questions, x.Whole, turns.Whole, bm.Whole, win.Whole, x.ContextTokensUsed)
	}
	fmt.Fprintf(tw, "\t\t\t\t\t\t\t\n")
	fmt.Fprintf(tw, "growth: questions about the first quarter\t\t\t\t\t\t\t\n")
	fmt.Fprintf(tw, "source\tbudget\tquestions\tmemoryd quarter\tmemoryd whole\tbm25 quarter\tbm25 whole\t\n")
	for _, x := range r.Recalls {
		if x.System != Memoryd {
			continue
		}
		bm, _ := r.Find(x.Source, BM25, x.Budget)
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.3f\t%.3f\t%.3f\t%.3f\t\n", x.Source, x.Budget, x.EarlyQuestions, x.Quarter, x.WholeEarly, bm.Quarter, bm.WholeEarly)
	}
	return tw.Flush()
}

package workstate

import "strings"

// Constraint statuses of a view.
const (
	StatusActive    = "active"
	StatusReconfirm = "re-confirm"
)

// ConstraintView is a constraint as the API shows it.
type ConstraintView struct {
	Key      string        `json:"key"`
	Value    string        `json:"value"`
	Status   string        `json:"status"`
	Source   string        `json:"source"`
	LastSeq  int64         `json:"last_seq"`
	Replaced []Replacement `json:"replaced"`
}

// Status is the constraint's status in a state whose latest turn is
// lastSeq: a constraint not mentioned for staleAfter turns must be
// re-confirmed before advice relies on it.
func (c Constraint) Status(lastSeq int64, staleAfter int) string {
	if staleAfter > 0 && lastSeq-c.LastSeq >= int64(staleAfter) {
		return StatusReconfirm
	}
	return StatusActive
}

// Views returns the constraints as the API shows them.
func (s State) Views(staleAfter int) []ConstraintView {
	out := make([]ConstraintView, 0, len(s.Constraints))
	for _, c := range s.Constraints {
		out = append(out, ConstraintView{Key: c.Key, Value: c.Value, Status: c.Status(s.LastSeq, staleAfter), Source: c.Source,
			LastSeq: c.LastSeq, Replaced: append([]Replacement{}, c.Replaced...)})
	}
	return out
}

// Line is one line of the working state in a prompt, with the source it
// came from ("turn:<id>" or "caller:<key id>").
type Line struct {
	Key, Text, Source string
	// Anchor marks lines that must survive a tight budget: the goal and
	// the constraints.
	Anchor bool
}

// Lines renders the state for a prompt in lang ("zh" or "en"). Each line
// is one line: values cannot forge a section header.
func (s State) Lines(lang string, staleAfter int) []Line {
	label := func(en, zh string) string { return words(lang, en, zh) }
	var out []Line
	if s.Goal != "" {
		out = append(out, Line{Key: "goal", Text: "- " + label("Goal: ", "目标：") + oneLine(s.Goal), Source: s.GoalSource, Anchor: true})
	}
	for _, c := range s.Constraints {
		text := "- " + label("Constraint: ", "约束：") + oneLine(c.Value)
		if c.Status(s.LastSeq, staleAfter) == StatusReconfirm {
			text += label(" (re-confirm)", "（需再次确认）")
		}
		out = append(out, Line{Key: "constraint:" + c.Key, Text: text, Source: c.Source, Anchor: true})
	}
	for _, n := range s.Confirmed {
		// What a turn told is said, not confirmed: beside the record's
		// "[unconfirmed]", "Confirmed: hypothyroidism" would contradict it
		// (session 72's review 9). A caller's confirmation is its own.
		prefix := label("Said this session: ", "本次所述：")
		if strings.HasPrefix(n.Source, CallerSource) {
			prefix = label("Confirmed: ", "已确认：")
		}
		out = append(out, Line{Key: "note:" + n.Key, Text: "- " + prefix + oneLine(n.Text), Source: n.Source})
	}
	for _, l := range []struct {
		prefix string
		notes  []Note
	}{
		{label("Pending: ", "待核实："), s.Pending},
		{label("Still to ask: ", "尚待询问："), s.Missing},
	} {
		for _, n := range l.notes {
			out = append(out, Line{Key: "note:" + n.Key, Text: "- " + l.prefix + oneLine(n.Text), Source: n.Source})
		}
	}
	return out
}

// Texts returns the notes' texts.
func Texts(l []Note) []string {
	out := make([]string, 0, len(l))
	for _, n := range l {
		out = append(out, n.Text)
	}
	return out
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Package assembly turns candidate memories from every layer into one
// ranked, deduplicated, token-budgeted prompt with provenance per line.
package assembly

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Section names of API.md, in the order they are rendered.
const (
	LongTermRecord = "long_term_record"
	PendingClaims  = "pending_claims"
	Summary        = "summary"
	WorkingState   = "working_state"
	RecentTurns    = "recent_turns"
	Recalled       = "recalled"
)

var sectionOrder = [...]string{LongTermRecord, PendingClaims, Summary, WorkingState, RecentTurns, Recalled}

// Source says where a line came from.
type Source struct {
	Layer     string `json:"layer"`
	ID        string `json:"id"`
	TurnID    string `json:"turn_id,omitempty"`
	SessionID string `json:"session_id,omitempty"`
}

// Class orders eviction: a lower class is evicted before a higher one.
type Class int

// Eviction classes, first evicted first (DESIGN.md, context step 3).
// Turns, recalled turns, summaries, claims and the facts of the record
// that are not safety facts share one class, ranked on one relevance scale:
// the window shrinks to what is still relevant and recall fills what the
// budget leaves, so an old window turn about the weather goes before a
// recalled turn about the drug the question names, and a summary of an
// unrelated topic before both.
const (
	ClassChitchat Class = iota // chit-chat turns
	ClassMemory                // turns, summaries, claims and facts: least relevant first, then oldest
	ClassAnchor                // key turns: the chief complaint, the latest patient turn, the turn being answered
	ClassSafety                // allergies and active medications: evicted last of all
)

// Candidate is one line the prompt may carry.
type Candidate struct {
	Section string
	Text    string
	Source  Source
	Class   Class
	// Score is relevance in [0,1]; within a class the lowest goes first.
	Score float64
	// Order sorts lines inside a section (seq for turns) and, within a class
	// and score, evicts the lowest first, so older turns go before newer.
	Order int64
	// DedupKey marks duplicates across layers: of candidates with the same
	// non-empty key only the highest class and score is kept.
	DedupKey string
	// Head and Entry, when Head is set, render the line in the prompt as one
	// entry of a list line: the kept lines of a section with the same Head
	// share one prompt line, the Head then their Entries joined by "; "
	// ("；" in Chinese), at the place of the first of them. Text is still the line on its own,
	// as the result's item shows it; the item's Tokens count its Entry,
	// which is what it costs in the prompt.
	Head, Entry string
	// Note, in a list line, is said once before a run of its entries that
	// share it: "- medications: (2025-01-06) sertraline; paracetamol;
	// (2025-01-13) cetirizine". A date costs a short entry's tokens twice
	// over, and a history's record holds many facts of few days.
	Note string
	// NoteScore, when positive, lets the notes of a list line go before
	// its entries: the notes of all the lines sharing a Head are one
	// ClassMemory unit of the highest NoteScore among them, evicted
	// together (a dropped day must not leave its entries under an earlier
	// one) on the same relevance scale as the lines, while the entries
	// stay. A history of six consultations dates its active medications
	// on six days, and at a small budget those days, which safety entries
	// kept, cost what two recalled answers do. Zero keeps a note as long
	// as an entry it dates is kept.
	NoteScore float64
	// Brief, in a list line, is a shorter Entry the line falls back to
	// before it is evicted: "tamsulosin" for "tamsulosin, dose 1 tablet,
	// frequency qn". Its details are one ClassMemory unit of BriefScore,
	// evicted on the same scale as the lines, as notes are: at a small
	// budget the doses of safety entries, which are never evicted before
	// the rest, cost what a recalled answer does, while the names they
	// keep are what a check against an allergy or an interaction needs.
	// Empty, or a zero BriefScore, keeps the Entry whole.
	Brief      string
	BriefScore float64
}

// Item is a rendered line of the result.
type Item struct {
	Text   string  `json:"text"`
	Tokens int     `json:"tokens"`
	Score  float64 `json:"score"`
	Source Source  `json:"source"`
}

// SectionResult is one section of the result.
type SectionResult struct {
	Name  string `json:"name"`
	Items []Item `json:"items"`
}

// Eviction is a candidate left out, and why.
type Eviction struct {
	Source Source `json:"source"`
	Reason string `json:"reason"`
}

// Request is what to assemble.
type Request struct {
	Lang       string // "zh" or "en"
	Budget     int    // tokens for the whole prompt
	Query      string
	Candidates []Candidate
}

// Result is the assembled context.
type Result struct {
	Prompt     string          `json:"prompt"`
	Sections   []SectionResult `json:"sections"`
	TokensUsed int             `json:"tokens_used"`
	Evicted    []Eviction      `json:"evicted"`
	Degraded   bool            `json:"degraded"`
	Warnings   []string        `json:"warnings"`
}

// Assembler ranks, trims and renders candidates.
type Assembler struct {
	tokens Counter
}

// New returns an Assembler that counts with tokens.
func New(tokens Counter) *Assembler { return &Assembler{tokens: tokens} }

// ErrBudget means the budget cannot hold even the prompt's frame.
var ErrBudget = errors.New("budget too small for the prompt frame")

// Assemble returns a prompt of at most req.Budget tokens. It evicts in the
// order of DESIGN.md; evicting a safety line is reported as a warning, never
// done silently. The result is validated before it is returned.
func (a *Assembler) Assemble(req Request) (Result, error) {
	tpl := templateFor(req.Lang)
	var res Result

	kept, dups := dedup(req.Candidates)
	for _, c := range dups {
		res.Evicted = append(res.Evicted, Eviction{Source: c.Source, Reason: "duplicate"})
	}
	// Degraded means there was nothing to remember, not that the budget
	// squeezed it out: that is reported through evictions and warnings.
	res.Degraded = len(kept) == 0
	tpl = tpl.carrying(kept)

	query := req.Query
	frame := a.tokens.Count(tpl.render(nil, query, res.Degraded))
	if frame > req.Budget {
		// The question itself is over budget: keep as much of it as fits.
		over := frame - req.Budget
		query = a.tokens.Truncate(query, a.tokens.Count(query)-over-8)
		res.Warnings = append(res.Warnings, "query truncated to fit the token budget")
		frame = a.tokens.Count(tpl.render(nil, query, res.Degraded))
		if frame > req.Budget {
			return Result{}, fmt.Errorf("%w: frame needs %d tokens, budget is %d", ErrBudget, frame, req.Budget)
		}
	}

	lines := make([]line, len(kept))
	sum := frame
	// heads counts the kept lines of each list line, and its head's tokens
	// are in sum while it has one.
	heads := map[string]*listHead{}
	for i, c := range kept {
		// One candidate is one line: a newline inside its text could forge
		// a section header of the template.
		c.Text = oneLine(c.Text)
		if c.Head == "" {
			lines[i] = line{Candidate: c, tokens: a.tokens.Count(c.Text)}
			sum += lines[i].tokens + 1 // the newline joining it
			continue
		}
		// A head keeps the space that ends it ("- allergies: ").
		head := oneLine(c.Head)
		if strings.HasSuffix(c.Head, " ") {
			head += " "
		}
		c.Head, c.Entry, c.Note, c.Brief = head, oneLine(c.Entry), oneLine(c.Note), oneLine(c.Brief)
		lines[i] = line{Candidate: c, tokens: a.tokens.Count(c.Entry)}
		sum += lines[i].tokens + 1 // the separator or the newline after it
		for _, k := range lines[i].listKeys() {
			h := heads[k.key]
			if h == nil {
				h = &listHead{tokens: a.tokens.Count(k.text)}
				heads[k.key] = h
				sum += h.tokens
			}
			h.lines++
		}
	}
	units := noteUnits(lines)
	briefs := briefLines(lines)
	evictOrder := make([]int, len(lines)+len(units)+len(briefs))
	for i := range evictOrder {
		evictOrder[i] = i
	}
	// rank is what eviction orders by: a line's class, score and order,
	// a note unit's (its index past the lines), or a line's details (past
	// the note units).
	rank := func(i int) (Class, float64, int64) {
		switch {
		case i >= len(lines)+len(units):
			l := lines[briefs[i-len(lines)-len(units)]]
			return ClassMemory, l.BriefScore, l.Order
		case i >= len(lines):
			u := units[i-len(lines)]
			return ClassMemory, u.score, u.order
		}
		return lines[i].Class, lines[i].Score, lines[i].Order
	}
	sort.SliceStable(evictOrder, func(x, y int) bool {
		pc, ps, po := rank(evictOrder[x])
		qc, qs, qo := rank(evictOrder[y])
		if pc != qc {
			return pc < qc
		}
		if ps != qs {
			return ps < qs
		}
		return po < qo
	})

	// Evict by estimate first, then by the exact count of the rendered
	// prompt, which can differ because tokens merge across line breaks.
	next := 0
	var evictedLines []int // the line of each eviction after the duplicates
	shortened := false     // a note unit or a line's details are out: no line below memory comes back
	evict := func() {
		i := evictOrder[next]
		next++
		if i >= len(lines)+len(units) {
			l := &lines[briefs[i-len(lines)-len(units)]]
			if !l.evicted {
				brief := a.tokens.Count(l.Brief)
				sum -= l.tokens - brief
				l.Entry, l.tokens = l.Brief, brief
			}
			shortened = true
			return
		}
		if i >= len(lines) {
			sum -= dropNotes(lines, heads, units[i-len(lines)].head)
			shortened = true
			return
		}
		lines[i].evicted = true
		sum -= lines[i].tokens + 1
		for _, k := range lines[i].listKeys() {
			h := heads[k.key]
			if h.lines--; h.lines == 0 {
				sum -= h.tokens
			}
		}
		res.Evicted = append(res.Evicted, Eviction{Source: lines[i].Source, Reason: evictReason(lines[i].Class)})
		evictedLines = append(evictedLines, i)
		if lines[i].Class == ClassSafety {
			res.Warnings = append(res.Warnings, fmt.Sprintf("budget too small for safety facts: %s %s evicted", lines[i].Source.Layer, lines[i].Source.ID))
		}
	}
	for sum > req.Budget && next < len(evictOrder) {
		evict()
	}
	var sections [len(sectionOrder)][]line
	for {
		group(&sections, lines)
		prompt := tpl.render(&sections, query, res.Degraded)
		used := a.tokens.Count(prompt)
		if used <= req.Budget || next == len(evictOrder) {
			res.Prompt, res.TokensUsed = prompt, used
			res.Sections = toResult(&sections)
			break
		}
		evict()
	}
	last := -1
	if evictedLines != nil {
		last = evictedLines[len(evictedLines)-1]
	}
	if last >= 0 && res.TokensUsed <= req.Budget && !(shortened && lines[last].Class < ClassMemory) {
		a.refill(&res, &sections, lines, evictedLines, heads, tpl, query, req.Budget)
		kept := res.Evicted[:len(dups)]
		for k, i := range evictedLines {
			if lines[i].evicted {
				kept = append(kept, res.Evicted[len(dups)+k])
			}
		}
		res.Evicted = kept
	}
	if res.TokensUsed > req.Budget {
		return Result{}, fmt.Errorf("%w: %d tokens over %d", ErrBudget, res.TokensUsed, req.Budget)
	}
	if err := tpl.validate(res.Prompt, query); err != nil {
		return Result{}, err
	}
	if res.Evicted == nil {
		res.Evicted = []Eviction{}
	}
	if res.Warnings == nil {
		res.Warnings = []string{}
	}
	return res, nil
}

// refill takes back, best first, the evicted lines of the last class
// evicted that still fit in what eviction left. Eviction goes lowest
// first until the prompt fits, so the last line out, often a long one,
// can leave room for a shorter, less relevant one ("My right hand." after
// a long turn about the weekend): the budget is spent, not left unused.
// Only lines of that class come back, so chit-chat never returns while a
// clinical line stays out (nor while a list line's notes are out: the
// caller does not refill then), and never a safety line: its eviction was
// warned of. Notes that went (NoteScore) do not come back. Lines come back
// by their estimated tokens and the prompt is counted once; if the
// estimate was short (tokens merge across lines),
// the lines taken back go again, the least relevant first. It updates
// res's prompt, tokens and sections.
func (a *Assembler) refill(res *Result, sections *[len(sectionOrder)][]line, lines []line, evicted []int,
	heads map[string]*listHead, tpl template, query string, budget int) {
	boundary := lines[evicted[len(evicted)-1]].Class
	if boundary == ClassSafety {
		return
	}
	est := res.TokensUsed
	var back []int
	for j := len(evicted) - 1; j >= 0; j-- {
		i := evicted[j]
		l := &lines[i]
		if l.Class != boundary {
			break // evicted in class order: the rest are of lower classes
		}
		need := l.tokens + 1
		keys := l.listKeys()
		for _, k := range keys {
			if h := heads[k.key]; h.lines == 0 {
				need += h.tokens
			}
		}
		if est+need > budget {
			continue
		}
		est += need
		l.evicted = false
		for _, k := range keys {
			heads[k.key].lines++
		}
		back = append(back, i)
	}
	for len(back) > 0 {
		group(sections, lines)
		prompt := tpl.render(sections, query, res.Degraded)
		if used := a.tokens.Count(prompt); used <= budget {
			res.Prompt, res.TokensUsed = prompt, used
			break
		}
		last := back[len(back)-1]
		back = back[:len(back)-1]
		lines[last].evicted = true
	}
	group(sections, lines)
	res.Sections = toResult(sections)
}

type line struct {
	Candidate
	tokens  int // of Text, or of Entry in a list line
	evicted bool
}

// listHead is the head of a list line, or a note inside one: its tokens,
// and how many kept lines it lists.
type listHead struct {
	tokens, lines int
}

// listKey names a head or a note of a list line, and the text it renders.
type listKey struct{ key, text string }

// headKey tells a list line apart: its section and its head.
func (l line) headKey() string { return l.Section + "\x00" + l.Head }

// listKeys are the head and the note a list line's entry shares with
// others: each is rendered, and costs its tokens, once while a kept line
// has it.
func (l line) listKeys() []listKey {
	if l.Head == "" {
		return nil
	}
	head := listKey{l.headKey(), l.Head}
	if l.Note == "" {
		return []listKey{head}
	}
	return []listKey{head, {head.key + "\x00" + l.Note, l.Note + " "}}
}

// noteUnit is the notes of one list line, evicted together: its head's
// key, the highest NoteScore of its lines and the Order of its first.
type noteUnit struct {
	head  string
	score float64
	order int64
}

// noteUnits returns a unit for each list line whose lines carry notes of
// positive NoteScore, in the order of their first line.
func noteUnits(lines []line) []noteUnit {
	var out []noteUnit
	at := map[string]int{}
	for _, l := range lines {
		if l.Note == "" || l.NoteScore <= 0 {
			continue
		}
		k := l.headKey()
		j, ok := at[k]
		if !ok {
			at[k], j = len(out), len(out)
			out = append(out, noteUnit{head: k, score: l.NoteScore, order: l.Order})
		}
		out[j].score = max(out[j].score, l.NoteScore)
		out[j].order = min(out[j].order, l.Order)
	}
	return out
}

// briefLines returns the list lines with a shorter Entry to fall back to
// (Brief), in order.
func briefLines(lines []line) []int {
	var out []int
	for i, l := range lines {
		if l.Head != "" && l.Brief != "" && l.Brief != l.Entry && l.BriefScore > 0 {
			out = append(out, i)
		}
	}
	return out
}

// dropNotes removes the notes of every line of the list line head, kept or
// evicted, and returns the tokens that frees: those of each note a kept
// line still had. Its lines keep their entries, and no longer count a note.
func dropNotes(lines []line, heads map[string]*listHead, head string) int {
	freed := 0
	for i := range lines {
		l := &lines[i]
		if l.Note == "" || l.Head == "" || l.headKey() != head {
			continue
		}
		k := l.listKeys()[1]
		if h := heads[k.key]; h.lines > 0 {
			freed += h.tokens
			h.lines = 0
		}
		l.Note = ""
	}
	return freed
}

func evictReason(c Class) string {
	switch c {
	case ClassChitchat:
		return "chitchat"
	case ClassMemory:
		return "low_relevance"
	}
	return "budget"
}

// oneLine is s with every run of white space one space, and none at
// either end: s itself when it is so already, as almost every line is.
func oneLine(s string) string {
	space := true // at the start, any space is one too many
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= utf8.RuneSelf:
			return strings.Join(strings.Fields(s), " ") // non-ASCII white space is rare: the slow way
		case c == ' ':
			if space {
				return strings.Join(strings.Fields(s), " ")
			}
			space = true
		case c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
			return strings.Join(strings.Fields(s), " ")
		default:
			space = false
		}
	}
	if space && len(s) > 0 {
		return strings.Join(strings.Fields(s), " ")
	}
	return s
}

// dedup keeps, of candidates sharing a DedupKey, the one of highest class
// then score; the rest are returned as duplicates.
func dedup(cands []Candidate) (kept, dups []Candidate) {
	best := make(map[string]int, len(cands))
	for i, c := range cands {
		if c.DedupKey == "" {
			continue
		}
		j, ok := best[c.DedupKey]
		if !ok || c.Class > cands[j].Class || (c.Class == cands[j].Class && c.Score > cands[j].Score) {
			best[c.DedupKey] = i
		}
	}
	kept = make([]Candidate, 0, len(cands))
	for i, c := range cands {
		if c.DedupKey != "" && best[c.DedupKey] != i {
			dups = append(dups, c)
			continue
		}
		kept = append(kept, c)
	}
	return kept, dups
}

// sectionIndex is the position of each section in sectionOrder.
var sectionIndex = func() map[string]int {
	m := make(map[string]int, len(sectionOrder))
	for i, name := range sectionOrder {
		m[name] = i
	}
	return m
}()

// group puts the kept lines in their sections, in section order, each
// sorted by Order (then text, for determinism), reusing the slices of
// sections; the entries of a list line follow its first entry. A line of a
// section not in sectionOrder is not rendered.
func group(sections *[len(sectionOrder)][]line, lines []line) {
	for i := range sections {
		sections[i] = sections[i][:0]
	}
	for _, l := range lines {
		if i, ok := sectionIndex[l.Section]; ok && !l.evicted {
			sections[i] = append(sections[i], l)
		}
	}
	for _, ls := range sections {
		slices.SortStableFunc(ls, func(a, b line) int {
			if c := cmp.Compare(a.Order, b.Order); c != 0 {
				return c
			}
			return strings.Compare(a.Text, b.Text)
		})
		if !slices.ContainsFunc(ls, func(l line) bool { return l.Head != "" }) {
			continue
		}
		// A listed line takes the place of its head's first line.
		first := make(map[string]int, len(ls))
		place := make([]int, len(ls))
		for i, l := range ls {
			place[i] = i
			if l.Head == "" {
				continue
			}
			if j, ok := first[l.Head]; ok {
				place[i] = j
			} else {
				first[l.Head] = i
			}
		}
		idx := make([]int, len(ls))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(x, y int) int { return cmp.Compare(place[x], place[y]) })
		sorted := make([]line, len(ls))
		for k, i := range idx {
			sorted[k] = ls[i]
		}
		copy(ls, sorted)
	}
}

func toResult(sections *[len(sectionOrder)][]line) []SectionResult {
	out := []SectionResult{}
	for i, name := range sectionOrder {
		ls := sections[i]
		if len(ls) == 0 {
			continue
		}
		sr := SectionResult{Name: name, Items: make([]Item, len(ls))}
		for j, l := range ls {
			sr.Items[j] = Item{Text: l.Text, Tokens: l.tokens, Score: l.Score, Source: l.Source}
		}
		out = append(out, sr)
	}
	return out
}

// template is the frame of a prompt in one language.
type template struct {
	// role opens the prompt and ends with roleEnd; each of marks is
	// explained after role only when a line of the prompt carries it.
	role, roleEnd                string
	marks                        []mark
	guidance, question, degraded string
	sep                          string // between the entries of a list line
	headers                      map[string]string
}

func templateFor(lang string) template {
	if lang == "zh" {
		return zhTemplate
	}
	return enTemplate
}

var zhTemplate = template{
	role:     "你是临床助理。以下是患者的记忆：无标注即现行且已确认",
	roleEnd:  "。",
	marks:    []mark{{"[推断]", "，[推断]是推断"}, {"[待核实]", "，[待核实]须确认后才作事实"}},
	question: "当前问题",
	guidance: "只按以上记录回答；没有的请问患者，不要猜；调整用药请建议找医生。",
	degraded: "无相关病史；请询问详情。",
	sep:      "；",
	headers: map[string]string{
		LongTermRecord: "长期档案", PendingClaims: "待核实", Summary: "近期摘要",
		WorkingState: "工作状态", RecentTurns: "近期对话", Recalled: "相关回忆",
	},
}

var enTemplate = template{
	role:     "You are a clinical assistant. Below is this patient's memory: facts are active and confirmed unless marked",
	roleEnd:  ".",
	marks:    []mark{{"[inferred]", "; [inferred] marks derived items"}, {"[to verify]", "; [to verify] items must be confirmed before they are treated as facts"}},
	question: "Current question",
	guidance: "Answer only from the record above; ask the patient for anything it lacks instead of guessing; refer medication changes to a clinician.",
	degraded: "No relevant history; ask for details.",
	sep:      "; ",
	headers: map[string]string{
		LongTermRecord: "Long-term record", PendingClaims: "Pending claims to verify", Summary: "Recent summary",
		WorkingState: "Working state", RecentTurns: "Recent turns", Recalled: "Recalled",
	},
}

// mark is a mark that lines of a prompt may carry, and the frame's words
// that explain it.
type mark struct{ mark, explain string }

// carrying is t with the marks that none of cands carries left out: the
// frame before eviction explains what the candidates carry, and eviction
// can only leave less to explain.
func (t template) carrying(cands []Candidate) template {
	var marks []mark
	for _, m := range t.marks {
		for _, c := range cands {
			if shows(m.mark, c.Text, c.Head, c.Entry) {
				marks = append(marks, m)
				break
			}
		}
	}
	t.marks = marks
	return t
}

// carries reports whether a kept line of sections shows m. Without
// sections (the frame's size before any line is kept) every mark of t
// counts (see carrying), so the frame is never counted short.
func carries(sections *[len(sectionOrder)][]line, m string) bool {
	if sections == nil {
		return true
	}
	for _, ls := range sections {
		for _, l := range ls {
			if shows(m, l.Text, l.Head, l.Entry) {
				return true
			}
		}
	}
	return false
}

// shows reports whether any of a line's parts holds mark m.
func shows(m string, parts ...string) bool {
	for _, p := range parts {
		if strings.Contains(p, m) {
			return true
		}
	}
	return false
}

// render writes the prompt. The frame explains a mark only when a line
// carries it: a context without inferences or pending claims spent the
// explanations' 20-odd tokens, a short recalled turn's worth at 500, on
// nothing.
func (t template) render(sections *[len(sectionOrder)][]line, query string, degraded bool) string {
	var b strings.Builder
	n := len(t.role) + len(t.roleEnd) + len(t.degraded) + len(t.question) + len(query) + len(t.guidance) + 16
	for _, m := range t.marks {
		n += len(m.explain)
	}
	if sections != nil {
		for i, ls := range sections {
			n += len(t.headers[sectionOrder[i]]) + 4
			for _, l := range ls {
				n += len(l.Text) + len(l.Head) + len(l.Note) + len(l.Entry) + len(t.sep) + 1
			}
		}
	}
	b.Grow(n)
	b.WriteString(t.role)
	for _, m := range t.marks {
		if carries(sections, m.mark) {
			b.WriteString(m.explain)
		}
	}
	b.WriteString(t.roleEnd)
	b.WriteString("\n")
	if degraded {
		b.WriteString(t.degraded)
		b.WriteString("\n")
	}
	if sections != nil {
		for i, ls := range sections {
			if len(ls) == 0 {
				continue
			}
			b.WriteString("## ")
			b.WriteString(t.headers[sectionOrder[i]])
			b.WriteString("\n")
			for j, l := range ls {
				if l.Head == "" {
					b.WriteString(l.Text)
					b.WriteString("\n")
					continue
				}
				newHead := j == 0 || ls[j-1].Head != l.Head
				if newHead {
					b.WriteString(l.Head)
				}
				if l.Note != "" && (newHead || ls[j-1].Note != l.Note) {
					b.WriteString(l.Note)
					b.WriteString(" ")
				}
				b.WriteString(l.Entry)
				if j+1 < len(ls) && ls[j+1].Head == l.Head {
					b.WriteString(t.sep)
				} else {
					b.WriteString("\n")
				}
			}
		}
	}
	// A context asked for without a query (the agent preparing a turn
	// before the patient asks) has no question: an empty heading would
	// tell the model a question is missing.
	if strings.TrimSpace(query) != "" {
		b.WriteString("## ")
		b.WriteString(t.question)
		b.WriteString("\n")
		b.WriteString(query)
		b.WriteString("\n")
	}
	b.WriteString(t.guidance)
	return b.String()
}

// validate checks the rendered prompt carries its frame: a prompt missing
// its question (when there is one) or guidance is a bug, and is never
// handed to a model.
func (t template) validate(prompt, query string) error {
	markers := []string{t.role, t.guidance}
	if strings.TrimSpace(query) != "" {
		markers = append(markers, "## "+t.question)
	}
	for _, marker := range markers {
		if !strings.Contains(prompt, marker) {
			return fmt.Errorf("assembled prompt lacks %q", marker)
		}
	}
	return nil
}

package assembly

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func counter(t *testing.T) Counter {
	t.Helper()
	c, err := CL100K()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

var phrases = []string{
	"我昨晚膝盖又疼了", "血压150/100", "医生给我开了阿莫西林", "今天天气不错", "I think my sugar is fine now",
	"my doctor switched me to losartan 50 mg once daily", "对", "我妈妈有糖尿病", "no chest pain",
	"HbA1c 6.5%", "头疼三天了，吃了布洛芬好一点", "thanks!", "络活喜 5mg 每日一次",
}

func randomText(r *rand.Rand) string {
	n := 1 + r.IntN(6)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = phrases[r.IntN(len(phrases))]
	}
	return strings.Join(parts, "，")
}

// TestBudgetProperty is the contract of API.md: tokens_used <= budget_tokens,
// always, and tokens_used is the real count of the prompt returned.
func TestBudgetProperty(t *testing.T) {
	tok := counter(t)
	a := New(tok)
	r := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < 400; i++ {
		var cands []Candidate
		for j, n := 0, r.IntN(80); j < n; j++ {
			c := Candidate{
				Section:  sectionOrder[r.IntN(len(sectionOrder))],
				Text:     randomText(r),
				Source:   Source{Layer: "window", ID: fmt.Sprintf("t%d", j)},
				Class:    Class(r.IntN(int(ClassSafety) + 1)),
				Score:    r.Float64(),
				Order:    int64(j),
				DedupKey: []string{"", "", "", "k1", "k2"}[r.IntN(5)],
			}
			if c.Head = []string{"", "", "- medications: ", "- 过敏："}[r.IntN(4)]; c.Head != "" {
				c.Entry = randomText(r)
			}
			cands = append(cands, c)
		}
		budget := 200 + r.IntN(2000)
		query := randomText(r)
		if r.IntN(10) == 0 {
			query = strings.Repeat(query, 200) // a question over any budget
		}
		lang := []string{"zh", "en"}[r.IntN(2)]
		res, err := a.Assemble(Request{Lang: lang, Budget: budget, Query: query, Candidates: cands})
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		if res.TokensUsed > budget {
			t.Fatalf("case %d: tokens_used %d > budget %d", i, res.TokensUsed, budget)
		}
		if got := tok.Count(res.Prompt); got != res.TokensUsed {
			t.Fatalf("case %d: tokens_used %d, prompt counts %d", i, res.TokensUsed, got)
		}
		kept := 0
		for _, s := range res.Sections {
			kept += len(s.Items)
		}
		if kept+len(res.Evicted) != len(cands) {
			t.Fatalf("case %d: %d kept + %d evicted != %d candidates", i, kept, len(res.Evicted), len(cands))
		}
	}
}

func TestEvictionOrder(t *testing.T) {
	a := New(counter(t))
	long := strings.Repeat("患者描述了很长的一段与病情无关的经历。", 8)
	cands := []Candidate{
		{Section: RecentTurns, Text: "患者：今天天气不错" + long, Class: ClassChitchat, Order: 3, Source: Source{ID: "chat"}},
		{Section: RecentTurns, Text: "患者：膝盖疼三天了" + long, Class: ClassMemory, Order: 1, Source: Source{ID: "old"}},
		{Section: RecentTurns, Text: "患者：昨晚又疼了" + long, Class: ClassMemory, Order: 2, Source: Source{ID: "new"}},
		{Section: LongTermRecord, Text: "- 过敏：青霉素", Class: ClassSafety, Source: Source{ID: "allergy"}},
	}
	full, err := a.Assemble(Request{Lang: "zh", Budget: 4000, Query: "我能吃阿莫西林吗？", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if len(full.Evicted) != 0 {
		t.Fatalf("a roomy budget evicted %v", full.Evicted)
	}
	// Shrink the budget until something must go; the order must be
	// chit-chat, then of equally relevant turns the oldest, then the newer
	// one; the allergy stays.
	var order []string
	for budget := full.TokensUsed; budget >= 200; budget -= 10 {
		res, err := a.Assemble(Request{Lang: "zh", Budget: budget, Query: "我能吃阿莫西林吗？", Candidates: cands})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Evicted) > len(order) {
			for _, e := range res.Evicted[len(order):] {
				order = append(order, e.Source.ID+":"+e.Reason)
			}
		}
	}
	want := "chat:chitchat old:low_relevance new:low_relevance"
	if got := strings.Join(order, " "); got != want {
		t.Errorf("eviction order = %q, want %q", got, want)
	}
}

func TestTurnsAreEvictedLeastRelevantFirst(t *testing.T) {
	a := New(counter(t))
	long := strings.Repeat(" and so on", 30)
	cands := []Candidate{
		{Section: Recalled, Text: "- the patient said: I take amlodipine 5 mg" + long, Class: ClassMemory, Score: 0.9, Order: 1, Source: Source{ID: "recalled-drug"}},
		{Section: RecentTurns, Text: "Patient: the weather is nice" + long, Class: ClassMemory, Score: 0.2, Order: 5, Source: Source{ID: "window-weather"}},
		{Section: RecentTurns, Text: "Patient: can I double the dose?", Class: ClassAnchor, Score: 1, Order: 6, Source: Source{ID: "latest"}},
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 4000, Query: "can I double the dose?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Assemble(Request{Lang: "en", Budget: full.TokensUsed - 20, Query: "can I double the dose?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Evicted) != 1 || res.Evicted[0].Source.ID != "window-weather" || res.Evicted[0].Reason != "low_relevance" {
		t.Errorf("evicted %+v, want only the irrelevant window turn, for low relevance", res.Evicted)
	}
}

func TestALessRelevantLineThatFitsTakesTheRoomALongOneLeft(t *testing.T) {
	a := New(counter(t))
	long := strings.Repeat(" and the dose was changed again", 20)
	cands := []Candidate{
		{Section: Recalled, Text: "- the clinician said: we changed the dose" + long, Class: ClassMemory, Score: 0.8, Order: 1, Source: Source{ID: "long"}},
		{Section: Recalled, Text: "- the patient said: my right hand", Class: ClassMemory, Score: 0.3, Order: 2, Source: Source{ID: "short"}},
		{Section: RecentTurns, Text: "Patient: lovely weather today", Class: ClassChitchat, Order: 3, Source: Source{ID: "chat"}},
		{Section: RecentTurns, Text: "Patient: which hand was it?", Class: ClassAnchor, Score: 1, Order: 4, Source: Source{ID: "latest"}},
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 4000, Query: "which hand was it?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	// The long line cannot fit; the short one and the chit-chat could.
	budget := full.TokensUsed - 100
	res, err := a.Assemble(Request{Lang: "en", Budget: budget, Query: "which hand was it?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	var evicted []string
	for _, e := range res.Evicted {
		evicted = append(evicted, e.Source.ID+":"+e.Reason)
	}
	if got, want := strings.Join(evicted, " "), "chat:chitchat long:low_relevance"; got != want {
		t.Errorf("evicted %q, want %q: the short line comes back, chit-chat does not while a clinical line is out", got, want)
	}
	if !strings.Contains(res.Prompt, "my right hand") || res.TokensUsed > budget {
		t.Errorf("prompt of %d tokens (budget %d) without the short line:\n%s", res.TokensUsed, budget, res.Prompt)
	}
}

func TestSafetyEvictionIsAWarning(t *testing.T) {
	a := New(counter(t))
	var cands []Candidate
	for i := 0; i < 60; i++ {
		cands = append(cands, Candidate{Section: LongTermRecord, Text: fmt.Sprintf("- active medication %d: amlodipine 5 mg once daily, metformin 500 mg twice daily", i),
			Class: ClassSafety, Source: Source{Layer: "graph", ID: fmt.Sprintf("f%d", i)}})
	}
	res, err := a.Assemble(Request{Lang: "en", Budget: 200, Query: "can I take ibuprofen?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Evicted) == 0 || len(res.Warnings) != len(res.Evicted) {
		t.Fatalf("evicted %d safety facts with %d warnings; want one warning each", len(res.Evicted), len(res.Warnings))
	}
}

func TestDuplicatesKeepTheBestLayer(t *testing.T) {
	a := New(counter(t))
	res, err := a.Assemble(Request{Lang: "en", Budget: 1000, Query: "q", Candidates: []Candidate{
		{Section: Recalled, Text: "knee pain", Class: ClassMemory, DedupKey: "t1", Source: Source{Layer: "vector", ID: "t1"}},
		{Section: RecentTurns, Text: "patient: knee pain", Class: ClassMemory, DedupKey: "t1", Source: Source{Layer: "window", ID: "t1"}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Evicted) != 1 || res.Evicted[0].Reason != "duplicate" || res.Evicted[0].Source.Layer != "window" {
		t.Fatalf("evicted = %+v, want the window copy as duplicate", res.Evicted)
	}
}

func TestNothingToRememberIsDegraded(t *testing.T) {
	a := New(counter(t))
	for _, lang := range []string{"zh", "en"} {
		res, err := a.Assemble(Request{Lang: lang, Budget: 300, Query: "hello"})
		if err != nil {
			t.Fatal(err)
		}
		if !res.Degraded || !strings.Contains(res.Prompt, templateFor(lang).degraded) {
			t.Errorf("%s: degraded=%v prompt=%q", lang, res.Degraded, res.Prompt)
		}
	}
}

func TestAContextWithoutAQueryHasNoQuestionHeading(t *testing.T) {
	a := New(counter(t))
	cands := []Candidate{{Section: LongTermRecord, Text: "- allergy: penicillin", Class: ClassSafety, Score: 1, Source: Source{Layer: "graph", ID: "f1"}}}
	for _, lang := range []string{"zh", "en"} {
		for _, tt := range []struct {
			name, query string
			heading     bool
		}{
			{"no query has no question", "", false},
			{"a blank query has no question", "  ", false},
			{"a query is the question", "can I take amoxicillin?", true},
		} {
			t.Run(lang+": "+tt.name, func(t *testing.T) {
				res, err := a.Assemble(Request{Lang: lang, Budget: 300, Query: tt.query, Candidates: cands})
				if err != nil {
					t.Fatal(err)
				}
				tpl := templateFor(lang)
				if got := strings.Contains(res.Prompt, "## "+tpl.question); got != tt.heading {
					t.Errorf("question heading = %v, want %v:\n%s", got, tt.heading, res.Prompt)
				}
				if !strings.HasSuffix(res.Prompt, "\n"+tpl.guidance) {
					t.Errorf("the prompt does not end in its guidance:\n%s", res.Prompt)
				}
			})
		}
	}
}

func TestListedLinesShareOneLineOfTheirHead(t *testing.T) {
	a := New(counter(t))
	fact := func(id, head, entry string, class Class, order int64) Candidate {
		return Candidate{Section: LongTermRecord, Text: "- " + head + entry + " on its own", Head: "- " + head + ": ", Entry: entry,
			Class: class, Score: 0.4, Order: order, Source: Source{Layer: "graph", ID: id}}
	}
	cands := []Candidate{
		fact("aspirin", "medications", "aspirin (2025-02-10)", ClassSafety, 1),
		fact("penicillin", "allergies", "penicillin (2025-02-11)", ClassSafety, 2),
		fact("bisoprolol", "medications", "bisoprolol, dose 2.5 mg (2025-02-12)", ClassSafety, 3),
		fact("asthma", "conditions", "asthma (2025-01-13)"+strings.Repeat(", and so on", 20), ClassMemory, 4),
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 2000, Query: "can I take ibuprofen?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("entries of one head are one line, in the place of the first", func(t *testing.T) {
		want := "## Long-term record\n- medications: aspirin (2025-02-10); bisoprolol, dose 2.5 mg (2025-02-12)\n- allergies: penicillin (2025-02-11)\n- conditions: asthma"
		if !strings.Contains(full.Prompt, want) {
			t.Errorf("prompt = %q, want it to hold %q", full.Prompt, want)
		}
	})
	t.Run("each item keeps its own line and counts what its entry costs", func(t *testing.T) {
		var ids []string
		for _, it := range full.Sections[0].Items {
			ids = append(ids, it.Source.ID)
			if !strings.HasSuffix(it.Text, " on its own") || it.Tokens >= a.tokens.Count(it.Text) {
				t.Errorf("item %s: text %q, %d tokens", it.Source.ID, it.Text, it.Tokens)
			}
		}
		if got := strings.Join(ids, " "); got != "aspirin bisoprolol penicillin asthma" {
			t.Errorf("items in the order %q, want the prompt's", got)
		}
	})
	t.Run("a head goes with its last entry", func(t *testing.T) {
		res, err := a.Assemble(Request{Lang: "en", Budget: full.TokensUsed - 10, Query: "can I take ibuprofen?", Candidates: cands})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Evicted) != 1 || res.Evicted[0].Source.ID != "asthma" || strings.Contains(res.Prompt, "conditions") {
			t.Errorf("evicted %+v, prompt %q; want the condition gone with its head", res.Evicted, res.Prompt)
		}
		if !strings.Contains(res.Prompt, "- medications: aspirin (2025-02-10); bisoprolol") {
			t.Errorf("prompt %q lost the safety lines", res.Prompt)
		}
	})
}

func TestANoteIsSaidOnceBeforeTheEntriesThatShareIt(t *testing.T) {
	a := New(counter(t))
	fact := func(id, entry, day string, class Class, order int64) Candidate {
		return Candidate{Section: LongTermRecord, Text: "- medication: " + entry + " [" + day + "]", Head: "- medications: ", Note: "(" + day + ")",
			Entry: entry, Class: class, Score: 0.4, Order: order, Source: Source{Layer: "graph", ID: id}}
	}
	cands := []Candidate{
		fact("aspirin", "aspirin", "2025-02-10", ClassSafety, 1),
		fact("bisoprolol", "bisoprolol, dose 2.5 mg", "2025-02-10", ClassSafety, 2),
		fact("cetirizine", "cetirizine", "2025-02-17", ClassMemory, 3),
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 2000, Query: "can I take ibuprofen?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if want := "- medications: (2025-02-10) aspirin; bisoprolol, dose 2.5 mg; (2025-02-17) cetirizine\n"; !strings.Contains(full.Prompt, want) {
		t.Errorf("prompt = %q, want it to hold %q", full.Prompt, want)
	}
	t.Run("a note goes with its last entry", func(t *testing.T) {
		res, err := a.Assemble(Request{Lang: "en", Budget: full.TokensUsed - 3, Query: "can I take ibuprofen?", Candidates: cands})
		if err != nil {
			t.Fatal(err)
		}
		if want := "- medications: (2025-02-10) aspirin; bisoprolol, dose 2.5 mg\n"; !strings.Contains(res.Prompt, want) || len(res.Evicted) != 1 {
			t.Errorf("prompt %q, evicted %+v; want %q and the cetirizine gone with its day", res.Prompt, res.Evicted, want)
		}
		// What the note cost is free again: the budget it left is what
		// the entry and its note took, not the entry alone.
		if saved := full.TokensUsed - res.TokensUsed; saved != a.tokens.Count("; (2025-02-17) cetirizine") {
			t.Errorf("evicting the entry saved %d tokens", saved)
		}
	})
}

// justShortOf assembles all at a budget a few tokens short of what the
// prompt of only those lines takes, for the painkiller question.
func justShortOf(t *testing.T, a *Assembler, all, only []Candidate) Result {
	t.Helper()
	without, err := a.Assemble(Request{Lang: "en", Budget: 2000, Query: "which painkiller?", Candidates: only})
	if err != nil {
		t.Fatal(err)
	}
	res, err := a.Assemble(Request{Lang: "en", Budget: without.TokensUsed - 3, Query: "which painkiller?", Candidates: all})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// smallTalk and painkillerAnswer are a chit-chat turn and a relevant
// recalled answer, for the tests of what goes before what.
var (
	smallTalk = Candidate{Section: RecentTurns, Text: "Patient: lovely weather today, isn't it, we went to the park and had a picnic", Class: ClassChitchat,
		Score: 0.5, Order: 3, Source: Source{Layer: "window", ID: "weather"}}
	painkillerAnswer = Candidate{Section: Recalled, Text: "- 2025-01-06 Clinician: the plan is a stronger painkiller, naproxen, twice a day with food",
		Class: ClassMemory, Score: 0.8, Order: 4, Source: Source{Layer: "vector", ID: "answer"}}
)

// A safety entry is never evicted before the evidence, but the day it was
// recorded on can be: with a positive NoteScore the notes of a list line
// are one unit on the relevance scale, and they go, all of them, before a
// recalled answer more relevant than they are. Chit-chat still goes first,
// and a line less relevant than the notes before them.
func TestTheNotesOfAListLineGoBeforeMoreRelevantLines(t *testing.T) {
	a := New(counter(t))
	fact := func(id, entry, day string, order int64) Candidate {
		return Candidate{Section: LongTermRecord, Text: "- medication: " + entry + " [" + day + "]", Head: "- medications: ", Note: "(" + day + ")",
			Entry: entry, Class: ClassSafety, Score: 1, NoteScore: 0.4, Order: order, Source: Source{Layer: "graph", ID: id}}
	}
	cands := []Candidate{
		fact("aspirin", "aspirin", "2025-01-06", 1),
		fact("bisoprolol", "bisoprolol", "2025-02-10", 2),
		smallTalk, painkillerAnswer,
		{Section: Recalled, Text: "- 2025-01-13 Patient: we talked about the holiday in Spain and the flights, the hotel and the beach all week", Class: ClassMemory, Score: 0.3, Order: 5,
			Source: Source{Layer: "vector", ID: "aside"}},
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 2000, Query: "which painkiller?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if want := "- medications: (2025-01-06) aspirin; (2025-02-10) bisoprolol\n"; !strings.Contains(full.Prompt, want) {
		t.Fatalf("prompt = %q, want it to hold %q", full.Prompt, want)
	}
	// Less than the prompt without the chit-chat and the aside: the notes
	// must go too.
	res := justShortOf(t, a, cands, []Candidate{cands[0], cands[1], cands[3]})
	if want := "- medications: aspirin; bisoprolol\n"; !strings.Contains(res.Prompt, want) || strings.Contains(res.Prompt, "(2025-") {
		t.Errorf("prompt = %q, want the entries without their days: %q", res.Prompt, want)
	}
	if !strings.Contains(res.Prompt, "naproxen") {
		t.Errorf("prompt = %q lost the answer", res.Prompt)
	}
	var out []string
	for _, e := range res.Evicted {
		out = append(out, e.Source.ID+" "+e.Reason)
	}
	if got := strings.Join(out, ", "); got != "weather chitchat, aside low_relevance" {
		t.Errorf("evicted %q, want the chit-chat and the aside, and no line for the notes", got)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("warnings %v: no safety entry was evicted", res.Warnings)
	}
}

// The frame explains a mark ([inferred], [to verify]) only when a line of
// the prompt carries it: at 500 tokens the two explanations cost what a
// short recalled turn does. A prompt with an inferred line, its near miss,
// keeps the explanation of that mark and not the other's.
func TestTheFrameExplainsOnlyTheMarksThePromptCarries(t *testing.T) {
	a := New(counter(t))
	plain := []Candidate{
		{Section: LongTermRecord, Text: "- medication: metformin", Class: ClassSafety, Score: 1, Order: 1},
		{Section: Recalled, Text: "- 2025-01-06 Patient: my right hand", Class: ClassMemory, Score: 0.8, Order: 2},
	}
	for _, tt := range []struct {
		name, lang    string
		cands         []Candidate
		want, notWant []string
	}{
		{"no marks", "en", plain, []string{"facts are active and confirmed unless marked."}, []string{"[inferred]", "[to verify]"}},
		{"an inferred fact", "en", append([]Candidate{{Section: LongTermRecord, Text: "- [inferred] condition: hypertension", Class: ClassMemory, Score: 0.6, Order: 3}}, plain...),
			[]string{"[inferred] marks derived items"}, []string{"[to verify] items"}},
		{"a pending claim", "en", append([]Candidate{{Section: PendingClaims, Text: "- [to verify] allergy: penicillin (relayed)", Class: ClassMemory, Score: 0.8, Order: 3}}, plain...),
			[]string{"[to verify] items must be confirmed"}, []string{"[inferred] marks"}},
		{"无标注", "zh", plain, []string{"无标注即现行且已确认。"}, []string{"[推断]", "[待核实]"}},
		{"待核实", "zh", append([]Candidate{{Section: PendingClaims, Text: "- [待核实] 过敏：青霉素", Class: ClassMemory, Score: 0.8, Order: 3}}, plain...),
			[]string{"[待核实]须确认后才作事实"}, []string{"[推断]是推断"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := a.Assemble(Request{Lang: tt.lang, Budget: 500, Query: "which hand?", Candidates: tt.cands})
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Prompt, w) {
					t.Errorf("prompt lacks %q:\n%s", w, res.Prompt)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(res.Prompt, w) {
					t.Errorf("prompt has %q:\n%s", w, res.Prompt)
				}
			}
		})
	}
}

// A safety entry's details (Brief) go at their BriefScore, as notes do:
// at a budget that would otherwise cost a more relevant recalled answer,
// a dose goes and the name stays; with room to spare the entry is whole,
// and chit-chat still goes before any detail.
func TestASafetyEntrysDetailsGoBeforeAMoreRelevantLine(t *testing.T) {
	a := New(counter(t))
	drug := func(id, entry, brief string, order int64) Candidate {
		return Candidate{Section: LongTermRecord, Text: "- medication: " + entry, Head: "- medications: ", Entry: entry, Brief: brief,
			BriefScore: 0.4, Class: ClassSafety, Score: 1, Order: order, Source: Source{Layer: "graph", ID: id}}
	}
	cands := []Candidate{
		drug("tamsulosin", "tamsulosin, dose 1 tablet, frequency every night at bedtime", "tamsulosin", 1),
		drug("bisoprolol", "bisoprolol, dose 2.5 mg, frequency once a day in the morning", "bisoprolol", 2),
		smallTalk, painkillerAnswer,
	}
	full, err := a.Assemble(Request{Lang: "en", Budget: 2000, Query: "which painkiller?", Candidates: cands})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(full.Prompt, "tamsulosin, dose 1 tablet") || !strings.Contains(full.Prompt, "weather") {
		t.Fatalf("prompt = %q, want everything at a large budget", full.Prompt)
	}
	// Less than the prompt without the chit-chat: the details must go too.
	res := justShortOf(t, a, cands, []Candidate{cands[0], cands[1], cands[3]})
	// Details go one entry at a time, the oldest first, until the prompt
	// fits: a few tokens short, the first entry's dose is enough.
	if want := "- medications: tamsulosin; bisoprolol, dose 2.5 mg"; !strings.Contains(res.Prompt, want) {
		t.Errorf("prompt = %q, want the first name without its dose: %q", res.Prompt, want)
	}
	if !strings.Contains(res.Prompt, "naproxen") {
		t.Errorf("prompt = %q lost the answer to the details", res.Prompt)
	}
	if strings.Contains(res.Prompt, "weather") {
		t.Errorf("prompt = %q kept chit-chat while details went", res.Prompt)
	}
	if len(res.Warnings) != 0 {
		t.Errorf("warnings = %v, want none: no safety entry was evicted", res.Warnings)
	}
}

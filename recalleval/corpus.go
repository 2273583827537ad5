// Package recalleval measures evidence recall: how many of the turns that
// answer a question reach the context memoryd assembles for it, at a token
// budget, against plain BM25 over the same turns and the sliding window
// alone given the same tokens.
//
// Patients are built from real consultations (PriMock57, MTS-Dialog: many
// consultations make one long multi-session history) and from hand-written
// synthetic episodes in Chinese and English, scattered through long
// histories with fillers and confounders. The questions and their gold
// turns were written from the dialogue text before any tuning
// (testdata/README.md); dev and test are split by file.
package recalleval

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Turn is one turn of a built history.
type Turn struct {
	ID        string // unique in the history
	SessionID string
	Role      string // patient, clinician or assistant
	Text      string
	At        time.Time
}

// Question asks about a history; its gold are the ids of the turns that
// hold the evidence.
type Question struct {
	ID    string
	Query string
	Lang  string
	About string
	Gold  []string
	// Early is set when every gold turn lies in the first quarter of the
	// history: the question is asked there too, to measure how recall
	// holds as the history grows.
	Early bool
}

// History is one patient's turns, oldest first, and the questions asked
// after the last.
type History struct {
	Source    string // primock57, mts-dialog, episodes-en, episodes-zh
	PatientID string
	Lang      string
	Turns     []Turn
	Questions []Question
}

// Quarter is the index of the first turn after the first quarter.
func (h History) Quarter() int { return len(h.Turns) / 4 }

// Sources are the corpora a run can build.
var Sources = []string{"primock57", "mts-dialog", "episodes-en", "episodes-zh"}

// Paths locate the data: the question and episode files of this package,
// and the converted dialogues of the reading corpus they refer to.
type Paths struct {
	Testdata string // recalleval/testdata
	Corpus   string // understand/testdata/corpus
}

// DefaultPaths are the paths from the repository root.
func DefaultPaths(root string) Paths {
	return Paths{Testdata: filepath.Join(root, "recalleval", "testdata"), Corpus: filepath.Join(root, "understand", "testdata", "corpus")}
}

// How histories are composed.
const (
	primockPerHistory = 6  // consultations per patient: ~600 turns
	mtsPerHistory     = 20 // short dialogues per patient
	fillersPerSession = 3  // filler episodes around each clinical episode
)

// start is the date of every history's first session; sessions are a week
// apart and turns a minute apart.
var start = time.Date(2025, 1, 6, 9, 0, 0, 0, time.UTC)

// Build returns the histories of source in split ("dev" or "test").
func Build(p Paths, source, split string) ([]History, error) {
	switch source {
	case "primock57":
		return buildDialogues(p, source, split, primockPerHistory)
	case "mts-dialog":
		return buildDialogues(p, source, split, mtsPerHistory)
	case "episodes-en":
		return buildEpisodes(p, "en", split)
	case "episodes-zh":
		return buildEpisodes(p, "zh", split)
	}
	return nil, fmt.Errorf("unknown source %q", source)
}

type questionFile struct {
	Split     string `json:"split"`
	Questions []struct {
		ID    string `json:"id"`
		Case  string `json:"case"`
		File  string `json:"file"`
		Query string `json:"query"`
		Lang  string `json:"lang"`
		Gold  []int  `json:"gold"`
		About string `json:"about"`
	} `json:"questions"`
}

type dialogueFile struct {
	Cases []struct {
		ID    string `json:"id"`
		Turns []struct {
			Role string `json:"role"`
			Text string `json:"text"`
		} `json:"turns"`
	} `json:"cases"`
}

// buildDialogues makes histories of perHistory consecutive consultations,
// each its own session, in the order the questions name them.
func buildDialogues(p Paths, source, split string, perHistory int) ([]History, error) {
	var qf questionFile
	if err := readJSON(filepath.Join(p.Testdata, "questions", source+"-"+split+".json"), &qf); err != nil {
		return nil, err
	}
	files := map[string]dialogueFile{}
	type caseRef struct{ file, id string }
	var order []caseRef
	seen := map[caseRef]bool{}
	for _, q := range qf.Questions {
		ref := caseRef{q.File, q.Case}
		if _, ok := files[q.File]; !ok {
			var df dialogueFile
			if err := readJSON(filepath.Join(p.Corpus, q.File), &df); err != nil {
				return nil, err
			}
			files[q.File] = df
		}
		if !seen[ref] {
			seen[ref] = true
			order = append(order, ref)
		}
	}
	var out []History
	for i := 0; i < len(order); i += perHistory {
		h := History{Source: source, PatientID: fmt.Sprintf("%s-%s-%02d", source, split, i/perHistory+1), Lang: "en"}
		turnIDs := map[caseRef][]string{}
		for s, ref := range order[i:min(i+perHistory, len(order))] {
			var turns []Turn
			for _, c := range files[ref.file].Cases {
				if c.ID != ref.id {
					continue
				}
				for _, t := range c.Turns {
					turns = append(turns, Turn{Role: t.Role, Text: t.Text})
				}
			}
			if len(turns) == 0 {
				return nil, fmt.Errorf("%s: case %s not found in %s", source, ref.id, ref.file)
			}
			turnIDs[ref] = h.addSession(s, turns)
		}
		for _, q := range qf.Questions {
			ids, ok := turnIDs[caseRef{q.File, q.Case}]
			if !ok {
				continue
			}
			gold, err := goldIDs(q.ID, q.Gold, ids)
			if err != nil {
				return nil, err
			}
			h.Questions = append(h.Questions, Question{ID: q.ID, Query: q.Query, Lang: q.Lang, About: q.About, Gold: gold})
		}
		h.markEarly()
		out = append(out, h)
	}
	return out, nil
}

type episodeFile struct {
	Split    string `json:"split"`
	Lang     string `json:"lang"`
	Episodes []struct {
		ID    string `json:"id"`
		Turns []struct {
			Role string `json:"role"`
			Text string `json:"text"`
		} `json:"turns"`
		Questions []struct {
			ID    string `json:"id"`
			Query string `json:"query"`
			Gold  []int  `json:"gold"`
			About string `json:"about"`
		} `json:"questions"`
	} `json:"episodes"`
}

// buildEpisodes makes one long history per episode file of a language and
// split ("en-dev.json", "en-dev2.json", …): every clinical episode is a
// session of its own, surrounded by filler episodes drawn (with a fixed
// seed) from the file's chit-chat, so that the sessions about a topic and
// about its confounder lie hundreds of turns apart and the questions are
// asked after all of them.
func buildEpisodes(p Paths, lang, split string) ([]History, error) {
	// A split's files are its name and its name with a number: "dev"
	// matches en-dev2.json but not a file of another split.
	names, err := filepath.Glob(filepath.Join(p.Testdata, "episodes", lang+"-"+split+"*.json"))
	if err != nil {
		return nil, err
	}
	var out []History
	for _, name := range names {
		stem := strings.TrimSuffix(filepath.Base(name), ".json")
		if rest := strings.TrimPrefix(stem, lang+"-"+split); strings.Trim(rest, "0123456789") != "" {
			continue
		}
		h, err := buildEpisodeFile(name, lang, stem)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no episode files for %s %s in %s", lang, split, filepath.Join(p.Testdata, "episodes"))
	}
	return out, nil
}

func buildEpisodeFile(path, lang, stem string) (History, error) {
	var ef episodeFile
	if err := readJSON(path, &ef); err != nil {
		return History{}, err
	}
	var clinical, fillers []int
	for i, e := range ef.Episodes {
		if len(e.Questions) > 0 {
			clinical = append(clinical, i)
		} else {
			fillers = append(fillers, i)
		}
	}
	rng := rand.New(rand.NewPCG(1, uint64(len(ef.Episodes))))
	h := History{Source: "episodes-" + lang, PatientID: "episodes-" + stem, Lang: lang}
	turnsOf := func(i int) []Turn {
		var ts []Turn
		for _, t := range ef.Episodes[i].Turns {
			ts = append(ts, Turn{Role: t.Role, Text: t.Text})
		}
		return ts
	}
	for s, i := range clinical {
		var turns []Turn
		for range fillersPerSession {
			if len(fillers) > 0 {
				turns = append(turns, turnsOf(fillers[rng.IntN(len(fillers))])...)
			}
		}
		// The clinical episode sits at a seeded place among the fillers.
		at := rng.IntN(len(turns) + 1)
		ep := turnsOf(i)
		turns = append(turns[:at], append(ep, turns[at:]...)...)
		ids := h.addSession(s, turns)
		for _, q := range ef.Episodes[i].Questions {
			gold, err := goldIDs(q.ID, q.Gold, ids[at:at+len(ep)])
			if err != nil {
				return History{}, err
			}
			h.Questions = append(h.Questions, Question{ID: q.ID, Query: q.Query, Lang: lang, About: q.About, Gold: gold})
		}
	}
	h.markEarly()
	return h, nil
}

// addSession appends turns as session number s and returns their ids.
func (h *History) addSession(s int, turns []Turn) []string {
	sessionID := fmt.Sprintf("s%02d", s+1)
	day := start.AddDate(0, 0, 7*s)
	ids := make([]string, len(turns))
	for k, t := range turns {
		t.ID = fmt.Sprintf("%s-t%03d", sessionID, k+1)
		t.SessionID = sessionID
		t.At = day.Add(time.Duration(k) * time.Minute)
		ids[k] = t.ID
		h.Turns = append(h.Turns, t)
	}
	return ids
}

func (h *History) markEarly() {
	pos := map[string]int{}
	for i, t := range h.Turns {
		pos[t.ID] = i
	}
	for i, q := range h.Questions {
		early := true
		for _, g := range q.Gold {
			early = early && pos[g] < h.Quarter()
		}
		h.Questions[i].Early = early
	}
}

func goldIDs(question string, gold []int, ids []string) ([]string, error) {
	if len(gold) == 0 {
		return nil, fmt.Errorf("question %s has no gold turns", question)
	}
	out := make([]string, len(gold))
	for i, g := range gold {
		if g < 0 || g >= len(ids) {
			return nil, fmt.Errorf("question %s: gold turn %d outside its dialogue of %d turns", question, g, len(ids))
		}
		out[i] = ids[g]
	}
	return out, nil
}

func readJSON(path string, v any) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

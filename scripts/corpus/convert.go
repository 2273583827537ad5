//go:build ignore

// Command convert copies the public dialogues the reading corpora are built
// from into understand/testdata/corpus, as turn lists: PriMock57's spoken
// consultations (the doctor's and the patient's TextGrid tiers merged in
// time order) and MTS-Dialog's written dialogues. Gold outcomes are written
// by annotators into separate files; this only prepares the turns.
//
//	go run scripts/corpus/convert.go -data ../shared/data -out understand/testdata/corpus
package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

type turn struct {
	Role string `json:"role"`
	Text string `json:"text"`
}

type dialogue struct {
	ID      string `json:"id"`
	Section string `json:"section,omitempty"`
	Lang    string `json:"lang"`
	Turns   []turn `json:"turns"`
}

type file struct {
	Source string     `json:"source"`
	Split  string     `json:"split"`
	Cases  []dialogue `json:"cases"`
}

func main() {
	data := flag.String("data", "../shared/data", "the shared data folder")
	out := flag.String("out", "understand/testdata/corpus", "where to write")
	flag.Parse()
	if err := primock(filepath.Join(*data, "primock57"), filepath.Join(*out, "primock57")); err != nil {
		log.Fatal(err)
	}
	if err := mts(filepath.Join(*data, "mts-dialog"), filepath.Join(*out, "mts-dialog")); err != nil {
		log.Fatal(err)
	}
}

const primockSource = "PriMock57, Papadopoulos Korfiatis et al., ACL 2022 (CC BY 4.0): doctor and patient TextGrid tiers merged in time order"

// primockSplit: days 1-3 are dev, days 4-5 test (decided before any annotation).
func primockSplit(id string) string {
	if strings.HasPrefix(id, "day4") || strings.HasPrefix(id, "day5") {
		return "test"
	}
	return "dev"
}

type interval struct {
	start float64
	role  string
	text  string
}

var (
	unsure   = regexp.MustCompile(`</?UNSURE>`)
	noise    = regexp.MustCompile(`<(UNIN|INAUDIBLE_SPEECH)/>`)
	spaces   = regexp.MustCompile(`\s+`)
	xminLine = regexp.MustCompile(`^\s*xmin = ([0-9.]+)`)
	textLine = regexp.MustCompile(`^\s*text = "(.*)"\s*$`)
)

func readTier(path, role string) ([]interval, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []interval
	var start float64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := xminLine.FindStringSubmatch(line); m != nil {
			start, _ = strconv.ParseFloat(m[1], 64)
			continue
		}
		if m := textLine.FindStringSubmatch(line); m != nil {
			t := strings.ReplaceAll(m[1], `""`, `"`)
			t = noise.ReplaceAllString(unsure.ReplaceAllString(t, ""), " ")
			t = strings.TrimSpace(spaces.ReplaceAllString(t, " "))
			if t != "" {
				out = append(out, interval{start, role, t})
			}
		}
	}
	return out, sc.Err()
}

func primock(src, dst string) error {
	notes, err := filepath.Glob(filepath.Join(src, "notes", "day*.json"))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, n := range notes {
		id := strings.TrimSuffix(filepath.Base(n), ".json")
		doc, err := readTier(filepath.Join(src, "transcripts", id+"_doctor.TextGrid"), "clinician")
		if err != nil {
			return err
		}
		pat, err := readTier(filepath.Join(src, "transcripts", id+"_patient.TextGrid"), "patient")
		if err != nil {
			return err
		}
		all := append(doc, pat...)
		sort.SliceStable(all, func(i, j int) bool { return all[i].start < all[j].start })
		d := dialogue{ID: id, Lang: "en"}
		for _, iv := range all {
			if k := len(d.Turns) - 1; k >= 0 && d.Turns[k].Role == iv.role {
				d.Turns[k].Text += " " + iv.text // one turn per change of speaker
				continue
			}
			d.Turns = append(d.Turns, turn{iv.role, iv.text})
		}
		if err := write(filepath.Join(dst, id+".json"), file{Source: primockSource + "; " + id, Split: primockSplit(id), Cases: []dialogue{d}}); err != nil {
			return err
		}
	}
	return nil
}

// otherSpeaker matches the labels of speakers other than the doctor and
// the patient, misspellings included ("Guest_family", "Gest_family",
// "Guest_clinican", "Doctor_2", "Docotr_2").
var otherSpeaker = regexp.MustCompile(`^(Guest|Gest|Doctor_|Docotr)\w*$`)

const mtsSource = "MTS-Dialog, Ben Abacha et al., EACL 2023 (CC BY 4.0)"

// mts converts the validation set (dev) and test set 1 (test), keeping the
// dialogues between a doctor and the patient alone: the API has no role for
// a relative who speaks for the patient. A second dev file (dev2) takes
// every 15th dialogue of the training set, which nothing was tuned on
// before it was annotated; a third (dev3) every 15th from the eighth,
// annotated after the rules were tuned on dev2; a fourth (dev4) every
// 15th from the fourth, annotated after the rounds on the j1 files; a
// fifth (dev5) every 15th from the twelfth, annotated in the round on the
// m1 and n1 files; a sixth (dev6) every 15th from the fourteenth, annotated
// after the round on dev5; a seventh (dev7) every 15th from the second,
// annotated after the round on dev6; an eighth (dev8) every 15th from the
// sixth, annotated after the round on the o1 files; a ninth (dev9) every
// 15th from the tenth, annotated after the round on dev8; a tenth (dev10)
// every 15th from the third, annotated before the reading's confidence was
// calibrated; an eleventh (dev11) every 15th from the fifth, annotated after
// the lay names were made provisional; a twelfth (dev12) every 15th from the
// seventh, annotated before the reading's confidence took the turn's shape
// into account; a thirteenth (dev13) every 15th from the ninth, annotated
// while session 32's reading rounds were under way, measured after them; a
// fourteenth (dev14) every 15th from the eleventh, annotated before session
// 33's wrong-write round and measured after it; a fifteenth (dev15) every 15th
// from the thirteenth, annotated during session 33's later rounds; a sixteenth
// (dev16), the last of the training set's fifteen offsets, every 15th from the
// fifteenth, annotated at the start of session 34. A seventeenth (dev17)
// takes every third dialogue of test set 2 (MEDIQA-Sum 2023), which shares no
// dialogue with test set 1 and was never read before session 35; an
// eighteenth (dev18) takes every third from the second, annotated at the
// start of session 36; a nineteenth (dev19), the last of test set 2's three
// offsets, every third from the third, annotated after session 36's rounds
// to measure them on dialogues they never saw.
func mts(src, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, s := range []struct {
		in, split, prefix, name string
		every, from             int
	}{
		{"MTS-Dialog-ValidationSet.csv", "dev", "valid", "dev", 1, 0},
		{"MTS-Dialog-TestSet-1-MEDIQA-Chat-2023.csv", "test", "test1", "test", 1, 0},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev2", 15, 0},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev3", 15, 7},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev4", 15, 3},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev5", 15, 11},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev6", 15, 13},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev7", 15, 1},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev8", 15, 5},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev9", 15, 9},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev10", 15, 2},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev11", 15, 4},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev12", 15, 6},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev13", 15, 8},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev14", 15, 10},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev15", 15, 12},
		{"MTS-Dialog-TrainingSet.csv", "dev", "train", "dev16", 15, 14},
		{"MTS-Dialog-TestSet-2-MEDIQA-Sum-2023.csv", "dev", "sum", "dev17", 3, 0},
		{"MTS-Dialog-TestSet-2-MEDIQA-Sum-2023.csv", "dev", "sum", "dev18", 3, 1},
		{"MTS-Dialog-TestSet-2-MEDIQA-Sum-2023.csv", "dev", "sum", "dev19", 3, 2},
	} {
		f, err := os.Open(filepath.Join(src, s.in))
		if err != nil {
			return err
		}
		rows, err := csv.NewReader(f).ReadAll()
		f.Close()
		if err != nil {
			return err
		}
		out := file{Source: mtsSource + "; " + s.in, Split: s.split}
	rows:
		for i, r := range rows[1:] {
			if i%s.every != s.from {
				continue
			}
			d := dialogue{ID: s.prefix + "-" + r[0], Section: r[1], Lang: "en"}
			for _, line := range strings.Split(r[3], "\n") {
				line = strings.TrimSpace(line)
				if line == "" {
					continue
				}
				who, text, ok := strings.Cut(line, ":")
				role := map[string]string{"Doctor": "clinician", "Patient": "patient"}[strings.TrimSpace(who)]
				switch {
				case ok && role != "":
					d.Turns = append(d.Turns, turn{role, strings.TrimSpace(spaces.ReplaceAllString(text, " "))})
				case ok && otherSpeaker.MatchString(strings.TrimSpace(who)):
					continue rows // a relative or a second clinician speaks
				case len(d.Turns) > 0:
					d.Turns[len(d.Turns)-1].Text += " " + line
				}
			}
			if len(d.Turns) > 0 {
				out.Cases = append(out.Cases, d)
			}
		}
		if err := write(filepath.Join(dst, s.name+".json"), out); err != nil {
			return err
		}
		fmt.Printf("%s: %d dialogues\n", s.name, len(out.Cases))
	}
	return nil
}

func write(path string, v any) error {
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

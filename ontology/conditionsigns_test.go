package ontology

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestTypicalSignsOfTheEmbeddedTable(t *testing.T) {
	l, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if len(l.signs) < 40 {
		t.Errorf("condition signs table has %d conditions, want at least 40", len(l.signs))
	}
	signs, triggers, ok := l.TypicalSigns("cond:eczema")
	if !ok || !slices.Contains(signs, "sym:dry_skin") || !slices.Contains(triggers, "cold_season") {
		t.Errorf("TypicalSigns(eczema) = %v, %v, %v", signs, triggers, ok)
	}
	if signs, _, ok := l.TypicalSigns("cond:hypertension"); !ok || len(signs) != 0 {
		t.Errorf("TypicalSigns(hypertension) = %v, %v: want known, with no signs", signs, ok)
	}
	if _, _, ok := l.TypicalSigns("cond:sarcoidosis"); ok {
		t.Error("TypicalSigns(sarcoidosis): want no row")
	}
}

func TestLoaderRejectsABadConditionSignsTable(t *testing.T) {
	const header = "key,symptoms,triggers,source\n"
	cases := []struct{ name, body, wantErr string }{
		{"a key that is no condition", header + "headache,headache,,page\n", "is not a condition"},
		{"an unknown symptom", header + "hypertension,nosebleed,,page\n", "neither a symptom nor a lab"},
		{"an unknown trigger", header + "hypertension,headache,full_moon,page\n", "trigger"},
		{"a duplicate condition", header + "hypertension,,,page\nhypertension,,,page\n", "duplicate condition"},
		{"a row without a source", header + "hypertension,headache,,\n", "empty source"},
		{"a missing column", "key,symptoms,source\nhypertension,headache,page\n", "missing column"},
	}
	for _, tc := range cases {
		t.Run("it rejects "+tc.name, func(t *testing.T) {
			fsys := validFS()
			fsys["data/"+conditionSignsFile] = &fstest.MapFile{Data: []byte(tc.body)}
			_, err := load(fsys, "data")
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), conditionSignsFile) {
				t.Fatalf("load: %v, want an error mentioning %q and %s", err, tc.wantErr, conditionSignsFile)
			}
		})
	}
}

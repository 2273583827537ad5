package ontology

import (
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
)

func TestAdverseEffectsTableLoads(t *testing.T) {
	l := mustLoad(t)
	if len(l.adverse) < 30 {
		t.Errorf("adverse effects table has %d classes, want at least 30", len(l.adverse))
	}
	for class, syms := range l.adverse {
		if len(syms) == 0 {
			t.Errorf("%s: no symptoms", class)
		}
		for _, id := range syms {
			if c, ok := l.Concept(id); !ok || c.Type != TypeSymptom {
				t.Errorf("%s: %s is not a symptom", class, id)
			}
		}
	}
}

func TestEveryAdverseEffectsClassMatchesADrug(t *testing.T) {
	l := mustLoad(t)
	drugs := []Concept{}
	for _, c := range l.Concepts() {
		if c.Type == TypeDrug {
			drugs = append(drugs, c)
		}
	}
	for class := range l.adverse {
		found := false
		for _, d := range drugs {
			for _, code := range append([]Code{d.Code}, d.AltCodes...) {
				if strings.HasPrefix(code.Code, class) {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("class %s matches no drug in drugs.csv", class)
		}
	}
}

func TestAdverseEffectsJoinTheDrugsOwnAndItsClasses(t *testing.T) {
	l := mustLoad(t)
	cases := []struct {
		drug string
		want []string // besides the drug's own side effects
	}{
		{"drug:metformin", []string{"sym:nausea", "sym:vomiting", "sym:diarrhea", "sym:excess_gas", "sym:indigestion", "sym:abdominal_pain", "sym:loss_of_appetite", "sym:taste_disturbance"}},
		{"drug:amlodipine", []string{"sym:ankle_swelling", "sym:edema", "sym:headache", "sym:flushing", "sym:dizziness", "sym:palpitations"}},
		{"drug:nifedipine", []string{"sym:ankle_swelling", "sym:flushing", "sym:palpitations"}},
		{"drug:enalapril", []string{"sym:dry_cough", "sym:face_swelling"}},
		{"drug:atorvastatin", []string{"sym:myalgia", "sym:joint_pain", "sym:diarrhea", "sym:nausea"}},
		{"drug:aspirin", []string{"sym:epigastric_pain", "sym:heartburn", "sym:bleeding", "sym:bruising", "sym:melena"}},
		{"drug:dapagliflozin", []string{"sym:urinary_frequency", "sym:vaginal_itching"}},
		{"drug:semaglutide", []string{"sym:nausea", "sym:vomiting", "sym:constipation", "sym:loss_of_appetite"}},
	}
	for _, tc := range cases {
		d, ok := l.Concept(tc.drug)
		if !ok {
			t.Fatalf("%s is not in the lexicon", tc.drug)
		}
		got := l.AdverseEffects(tc.drug)
		if len(got) < len(d.SideEffects) || !reflect.DeepEqual(got[:len(d.SideEffects)], d.SideEffects) {
			t.Errorf("%s: AdverseEffects %v does not start with its own side effects %v", tc.drug, got, d.SideEffects)
		}
		for _, w := range tc.want {
			if !contains(got, w) {
				t.Errorf("%s: AdverseEffects %v lacks %s", tc.drug, got, w)
			}
		}
		seen := map[string]bool{}
		for _, id := range got {
			if seen[id] {
				t.Errorf("%s: %s listed twice", tc.drug, id)
			}
			seen[id] = true
		}
		if again := l.AdverseEffects(tc.drug); !reflect.DeepEqual(again, got) {
			t.Errorf("%s: order changed between calls: %v, then %v", tc.drug, got, again)
		}
	}
	// A drug outside every class of the table still gets its own column.
	if d, _ := l.Concept("drug:paracetamol"); !reflect.DeepEqual(l.AdverseEffects(d.ID), d.SideEffects) {
		t.Errorf("paracetamol: AdverseEffects %v, want its own %v", l.AdverseEffects(d.ID), d.SideEffects)
	}
	for _, id := range []string{"drug:no_such_drug", "", "cond:hypertension", "class:C08CA"} {
		if got := l.AdverseEffects(id); got != nil {
			t.Errorf("AdverseEffects(%q) = %v, want nil", id, got)
		}
	}
}

func TestAdverseEffectsOrderTheMostSpecificClassFirst(t *testing.T) {
	fsys := validFS()
	fsys["data/symptoms.csv"] = &fstest.MapFile{Data: []byte("key,name\nheadache,headache;头痛\nflushing,flushing;潮红\nedema,edema;水肿\nnausea,nausea;恶心\ndizziness,dizziness;头晕\n")}
	fsys["data/"+adverseFile] = &fstest.MapFile{Data: []byte("class,name,symptoms,source\n" +
		"C08C,calcium channel blockers,edema;headache,label\n" +
		"C08CA,dihydropyridines,flushing;edema,label\n" +
		"C08CA01,amlodipine,nausea,label\n" +
		"C09A,ACE inhibitors,dizziness,label\n")}
	l, err := load(fsys, "data")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"sym:headache", "sym:nausea", "sym:flushing", "sym:edema"}
	if got := l.AdverseEffects("drug:amlodipine"); !reflect.DeepEqual(got, want) {
		t.Errorf("AdverseEffects(amlodipine) = %v, want %v", got, want)
	}
}

func TestLoaderRejectsABadAdverseEffectsTable(t *testing.T) {
	const header = "class,name,symptoms,source\n"
	cases := []struct{ name, body, wantErr string }{
		{"an unknown symptom key", header + "C08CA,dihydropyridines,headache;ankle_swelling,label\n", `unknown symptom key "ankle_swelling"`},
		{"a symptom written as a full id", header + "C08CA,dihydropyridines,sym:headache,label\n", "unknown symptom key"},
		{"a condition key as a symptom", header + "C08CA,dihydropyridines,hypertension,label\n", "unknown symptom key"},
		{"a symptom listed twice", header + "C08CA,dihydropyridines,headache;headache,label\n", "listed twice"},
		{"a malformed ATC prefix", header + "C8CA,dihydropyridines,headache,label\n", "not an ATC prefix"},
		{"a lower-case ATC prefix", header + "c08ca,dihydropyridines,headache,label\n", "not an ATC prefix"},
		{"an ATC prefix of level 2", header + "C08,calcium channel blockers,headache,label\n", "not an ATC prefix"},
		{"an ATC code too long", header + "C08CA011,amlodipine,headache,label\n", "not an ATC prefix"},
		{"a duplicate class", header + "C08CA,dihydropyridines,headache,label\nC08CA,dihydropyridines again,headache,label\n", "duplicate class"},
		{"an unknown column", "class,name,symptoms,source,note\nC08CA,dihydropyridines,headache,label,x\n", "unknown column"},
		{"a missing column", "class,name,symptoms\nC08CA,dihydropyridines,headache\n", "missing column"},
		{"a row without symptoms", header + "C08CA,dihydropyridines,,label\n", "no symptoms"},
		{"a row without a source", header + "C08CA,dihydropyridines,headache,\n", "empty name or source"},
		{"a short row", header + "C08CA,dihydropyridines,headache\n", "fields"},
	}
	for _, tc := range cases {
		t.Run("it rejects "+tc.name, func(t *testing.T) {
			fsys := validFS()
			fsys["data/"+adverseFile] = &fstest.MapFile{Data: []byte(tc.body)}
			_, err := load(fsys, "data")
			if err == nil {
				t.Fatal("load succeeded")
			}
			if !strings.Contains(err.Error(), tc.wantErr) || !strings.Contains(err.Error(), adverseFile) {
				t.Fatalf("error %q does not mention %q and %s", err, tc.wantErr, adverseFile)
			}
		})
	}
	t.Run("it requires the file", func(t *testing.T) {
		fsys := validFS()
		delete(fsys, "data/"+adverseFile)
		if _, err := load(fsys, "data"); err == nil || !strings.Contains(err.Error(), adverseFile) {
			t.Fatalf("load without %s: %v", adverseFile, err)
		}
	})
}

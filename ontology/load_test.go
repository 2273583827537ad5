package ontology

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func mustLoad(t testing.TB) *Lexicon {
	t.Helper()
	l, err := Load()
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return l
}

func TestEmbeddedDataMeetsTheRequiredCounts(t *testing.T) {
	l := mustLoad(t)
	count := map[string]int{}
	for _, c := range l.Concepts() {
		switch {
		case c.Type == TypeDrug:
			count["drugs"]++
		case c.Type == TypeDrugClass && c.Code.System == SystemATC:
			count["atc classes"]++
		case c.Type == TypeDrugClass:
			count["class words and lay phrases"]++
		case c.Type == TypeCondition && c.Code.System == SystemICD10CM:
			count["conditions with ICD-10 codes"]++
		case c.Type == TypeSymptom:
			count["symptoms"]++
		case c.Type == TypeBodySite:
			count["body sites"]++
		case c.Type == TypeVital:
			count["vitals"]++
		case c.Type == TypeLab:
			count["labs"]++
		case c.Type == TypeAllergen && len(c.Members) > 0:
			count["drug allergens"]++
		case c.Type == TypeAllergen && strings.HasPrefix(c.ID, "food:"):
			count["food allergens"]++
		case c.Type == TypeProcedure:
			count["procedures"]++
		case c.Type == TypeSocial:
			count["social history items"]++
		}
	}
	min := map[string]int{
		"drugs": 300, "class words and lay phrases": 30, "conditions with ICD-10 codes": 200,
		"symptoms": 150, "body sites": 60, "vitals": 8, "labs": 15, "drug allergens": 8,
		"food allergens": 10, "atc classes": 100, "procedures": 60, "social history items": 6,
	}
	for what, n := range min {
		if count[what] < n {
			t.Errorf("%s: %d, want at least %d", what, count[what], n)
		}
		t.Logf("%s: %d", what, count[what])
	}
}

// TestEveryConceptObeysTheDataRules re-checks the loaded data rule by rule,
// independently of the loader's own validation.
func TestEveryConceptObeysTheDataRules(t *testing.T) {
	l := mustLoad(t)
	ids := map[string]bool{}
	for _, c := range l.Concepts() {
		if ids[c.ID] {
			t.Errorf("duplicate id %s", c.ID)
		}
		ids[c.ID] = true
		if c.Display[LangEnglish] == "" || c.Display[LangChinese] == "" {
			t.Errorf("%s: display %v lacks en or zh", c.ID, c.Display)
		}
		for _, n := range c.Names {
			if strings.TrimSpace(n.Text) == "" || (n.Lang != LangEnglish && n.Lang != LangChinese) {
				t.Errorf("%s: bad name %+v", c.ID, n)
			}
		}
		switch c.Type {
		case TypeDrug:
			if c.Code.System != SystemATC || !reATCDrug.MatchString(c.Code.Code) {
				t.Errorf("%s: ATC code %+v", c.ID, c.Code)
			}
			if _, ok := l.Concept("class:" + c.Code.Code[:5]); !ok {
				t.Errorf("%s: level-4 class %s missing", c.ID, c.Code.Code[:5])
			}
			if len(c.Indications) == 0 {
				t.Errorf("%s: no indications", c.ID)
			}
		case TypeDrugClass:
			if c.Code.Code != "" && !reATCClass.MatchString(c.Code.Code) {
				t.Errorf("%s: ATC class code %q", c.ID, c.Code.Code)
			}
			if len(c.Members) == 0 {
				t.Errorf("%s: no members", c.ID)
			}
		case TypeCondition, TypeSymptom:
			if c.Code.Code != "" && (c.Code.System != SystemICD10CM || !reICD10.MatchString(c.Code.Code)) {
				t.Errorf("%s: ICD-10 code %+v", c.ID, c.Code)
			}
		case TypeVital, TypeLab:
			if c.Code.System != SystemLOINC || !reLOINC.MatchString(c.Code.Code) || !loincCheckDigitOK(c.Code.Code) {
				t.Errorf("%s: LOINC code %+v", c.ID, c.Code)
			}
			if c.Unit == "" || len(c.Units) == 0 || c.Units[0].Name != c.Unit {
				t.Errorf("%s: units %v", c.ID, c.Units)
			}
		}
		refs := append(append(append([]string{}, c.Indications...), c.SideEffects...), c.Sites...)
		for _, ref := range refs {
			if _, ok := l.Concept(ref); !ok {
				t.Errorf("%s: reference %s does not resolve", c.ID, ref)
			}
		}
		for _, ref := range c.SideEffects {
			if r, _ := l.Concept(ref); r.Type != TypeSymptom {
				t.Errorf("%s: side effect %s is a %s", c.ID, ref, r.Type)
			}
		}
	}
}

func TestChineseNamesAreWrittenInSimplifiedCharacters(t *testing.T) {
	l := mustLoad(t)
	for _, c := range l.Concepts() {
		for _, n := range c.Names {
			if n.Lang != LangChinese {
				continue
			}
			for _, r := range n.Text {
				if _, trad := t2s[r]; trad {
					t.Errorf("%s: name %q has traditional character %q", c.ID, n.Text, r)
				}
			}
		}
	}
}

func TestTraditionalToSimplifiedTableHasNoChains(t *testing.T) {
	for from, to := range t2s {
		if from == to {
			t.Errorf("%q maps to itself", from)
		}
		if _, ok := t2s[to]; ok {
			t.Errorf("%q maps to %q, which is itself mapped", from, to)
		}
	}
}

// TestICD10CMCodesExistInThePublishedTitles checks every ICD-10-CM code of
// the lexicon against the ICD-10-CM 2018 category and subcategory titles
// (US NCHS, public domain) in ../shared/data: the code itself or, for
// billable leaf codes the file does not list, its category must exist.
func TestICD10CMCodesExistInThePublishedTitles(t *testing.T) {
	path := filepath.Join("..", "..", "shared", "data", "icd10cm", "icd10cm_2018_nonbillable_headers.csv")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("ICD-10-CM titles not available: %v", err)
	}
	defer f.Close()
	known := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		code, _, _ := strings.Cut(sc.Text(), ",")
		known[code] = true
	}
	// U07.1 (COVID-19) was added to ICD-10-CM in April 2020, after this file.
	newer := map[string]bool{"U07.1": true}
	l := mustLoad(t)
	for _, c := range l.Concepts() {
		if c.Code.System != SystemICD10CM || newer[c.Code.Code] {
			continue
		}
		code := strings.ReplaceAll(c.Code.Code, ".", "")
		if !known[code] && !known[code[:3]] {
			t.Errorf("%s: %s is not an ICD-10-CM 2018 code or category", c.ID, c.Code.Code)
		}
	}
}

// validFS is a tiny valid data set; each rule test breaks one file of it.
func validFS() fstest.MapFS {
	files := map[string]string{
		"conditions.csv":  "key,code,name,synonym,abbreviation,lay\nhypertension,I10,hypertension;高血压,,HTN,\nms_a,G35,multiple sclerosis;多发性硬化,,MS,\nms_b,I05.0,mitral stenosis;二尖瓣狭窄,,MS,\n",
		"symptoms.csv":    "key,code,name,synonym,lay,sites\nheadache,R51,headache;头痛,,头疼,head\n",
		"body_sites.csv":  "key,name,synonym,lay\nhead,head;头部,,头\n",
		"atc_classes.csv": "key,code,name,synonym,indications\nC08CA,C08CA,dihydropyridine derivatives;二氢吡啶类,,hypertension\n",
		"lay_classes.csv": "key,name,synonym,lay,members,indications\nbp,antihypertensive;降压药,,,C08,hypertension\n",
		"drugs.csv":       "key,code,alt_codes,name,brand,synonym,lay,indications,side_effects\namlodipine,C08CA01,,amlodipine;氨氯地平,Norvasc,,,hypertension,headache\n",
		"vitals.csv":      "key,code,name,synonym,abbreviation,lay,unit,units,low,high\nsbp,8480-6,systolic blood pressure;收缩压,,,,mmHg,kPa:7.5,90,119\n",
		"labs.csv":        "key,code,name,synonym,abbreviation,lay,unit,units,low,high\nglucose,2345-7,glucose;血糖,,,,mmol/L,mg/dL:/18.016,3.9,6.1\n",
		"allergens.csv":   "key,name,synonym,lay,members\npenicillins,penicillins;青霉素类,,,J01CA\n",
		"foods.csv":       "key,name,synonym,lay,members\npeanut,peanut;花生,,,\n",
		"procedures.csv":  "key,name,synonym,lay\nappendectomy,appendectomy;阑尾切除术,,appendix out\n",
		"social.csv":      "key,code,name,synonym,lay\nsmoking,72166-2,smoking;吸烟,,抽烟\n",
		"ambiguities.csv": "key,name,note\ncondition,MS,two conditions\n",
		"lay_en.csv":      "# a comment\nconcept,lay\nsym:headache,head's pounding;sore head\n",
		"lay_zh.csv":      "concept,lay\nsym:headache,脑壳疼\n",
	}
	files[conditionSitesFile] = "# sites, a comment\nkey,sites,source\nhypertension,head,\"a test row\"\n"
	files[adverseFile] = "# adverse effects, a comment\nclass,name,symptoms,source\nC08CA,dihydropyridines,headache,\"FDA label (DailyMed), Norvasc\"\n"
	files[conditionSignsFile] = "# signs, a comment\nkey,symptoms,triggers,source\nhypertension,headache,stress,a test row\n"
	m := fstest.MapFS{}
	for name, body := range files {
		m["data/"+name] = &fstest.MapFile{Data: []byte(body)}
	}
	return m
}

func TestLoaderRejectsDataThatBreaksARule(t *testing.T) {
	if _, err := load(validFS(), "data"); err != nil {
		t.Fatalf("the valid fixture does not load: %v", err)
	}
	cases := []struct {
		name, file, body, wantErr string
	}{
		{"a duplicate id", "conditions.csv", "key,code,name\nx,I10,hypertension;高血压\nx,I11,hypertensive heart disease;高心病\n", "duplicate id"},
		{"a malformed ICD-10 code", "conditions.csv", "key,code,name\nx,I1O,hypertension;高血压\n", "malformed"},
		{"a malformed ATC substance code", "drugs.csv", "key,code,name,indications\nx,C08CA1,amlodipine;氨氯地平,\n", "malformed"},
		{"a drug whose level-4 class is missing", "drugs.csv", "key,code,name,indications\nx,C09AA02,enalapril;依那普利,\n", "level-4 class"},
		{"a malformed ATC class code", "atc_classes.csv", "key,code,name\nC08CA,C08C,calcium channel blockers;钙拮抗剂\n", "malformed"},
		{"a LOINC code with a wrong check digit", "labs.csv", "key,code,name,unit\nglucose,2345-8,glucose;血糖,mmol/L\n", "malformed"},
		{"a concept without names", "body_sites.csv", "key,name\nhead, ; \n", "no names"},
		{"a concept without a Chinese name", "body_sites.csv", "key,name\nhead,head\n", "both en and zh"},
		{"an indication that does not resolve", "drugs.csv", "key,code,name,indications\nx,C08CA01,amlodipine;氨氯地平,angina\n", "indication cond:angina"},
		{"a side effect that is not a symptom", "drugs.csv", "key,code,name,indications,side_effects\nx,C08CA01,amlodipine;氨氯地平,hypertension,sym:hypertension\n", "side effect"},
		{"two conditions claiming one name", "conditions.csv", "key,code,name\na,I10,hypertension;高血压\nb,I11,high blood pressure;高血压\n", "both claim"},
		{"a lay name for an unknown concept", "lay_en.csv", "concept,lay\nsym:migraine,bad head\n", "unknown concept \"sym:migraine\""},
		{"a lay name for a key without its prefix", "lay_zh.csv", "concept,lay\nheadache,脑壳疼\n", "unknown concept"},
		{"a lay name another concept claims", "lay_en.csv", "concept,lay\ncond:ms_a,hypertension\n", "both claim"},
		{"a class without members", "lay_classes.csv", "key,name,members\nbp,antihypertensive;降压药,\n", "without members"},
		{"a member that is not an ATC prefix", "allergens.csv", "key,name,members\np,penicillins;青霉素类,J1CA\n", "not an ATC prefix"},
		{"an unknown column", "foods.csv", "key,name,colour\npeanut,peanut;花生,red\n", "unknown column"},
		{"an empty normal range", "labs.csv", "key,code,name,unit,low,high\nglucose,2345-7,glucose;血糖,mmol/L,6.1,3.9\n", "normal range"},
		{"a code in a file without a coding system", "foods.csv", "key,name,code\npeanut,peanut;花生,X1\n", "without a coding system"},
		{"a condition site that is no body site", conditionSitesFile, "key,sites,source\nhypertension,headache,x\n", "site:headache is not a body site"},
		{"a site for what is no condition", conditionSitesFile, "key,sites,source\nheadache,head,x\n", "cond:headache is not a condition"},
		{"a condition's sites twice", conditionSitesFile, "key,sites,source\nhypertension,head,x\nhypertension,head,y\n", "duplicate condition"},
		{"a condition site without a source", conditionSitesFile, "key,sites,source\nhypertension,head,\n", "empty source"},
	}
	for _, tc := range cases {
		t.Run("it rejects "+tc.name, func(t *testing.T) {
			fsys := validFS()
			fsys["data/"+tc.file] = &fstest.MapFile{Data: []byte(tc.body)}
			_, err := load(fsys, "data")
			if err == nil {
				t.Fatal("load succeeded")
			}
			if !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("error %q does not mention %q", err, tc.wantErr)
			}
		})
	}
	t.Run("it accepts a name listed as an intentional ambiguity", func(t *testing.T) {
		l, err := load(validFS(), "data")
		if err != nil {
			t.Fatal(err)
		}
		if got := len(l.Lookup("MS")); got != 2 {
			t.Fatalf("Lookup(MS) found %d concepts, want 2", got)
		}
	})
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := load(dataFS, "data"); err != nil {
			b.Fatal(err)
		}
	}
}

func TestAConditionHasTheSitesItsTableGives(t *testing.T) {
	l, err := load(validFS(), "data")
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := l.Concept("cond:hypertension"); !slices.Equal(c.Sites, []string{"site:head"}) {
		t.Errorf("sites of the listed condition = %q", c.Sites)
	}
	if c, _ := l.Concept("cond:ms_a"); len(c.Sites) != 0 {
		t.Errorf("sites of an unlisted condition = %q", c.Sites)
	}
}

func TestLayFilesNameTheirConcepts(t *testing.T) {
	l, err := load(validFS(), "data")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"head's pounding", "Sore head", "脑壳疼"} {
		got := l.Lookup(text)
		if len(got) != 1 || got[0].ID != "sym:headache" {
			t.Errorf("Lookup(%q) = %v, want sym:headache", text, got)
			continue
		}
		for _, n := range got[0].Names {
			if Normalize(n.Text) == Normalize(text) && n.Kind != KindLay {
				t.Errorf("%q is a %s name, want lay", text, n.Kind)
			}
		}
	}
}

package ontology

import (
	"errors"
	"math"
	"testing"
)

func ids(cs []Concept) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestLookupFindsConceptsByAnySurfaceForm(t *testing.T) {
	l := mustLoad(t)
	cases := []struct{ text, want string }{
		{"amlodipine", "drug:amlodipine"},
		{"苯磺酸氨氯地平", "drug:amlodipine"},
		{"氨氯地平", "drug:amlodipine"},
		{"Norvasc", "drug:amlodipine"},
		{"络活喜", "drug:amlodipine"},
		{"  NORVASC ", "drug:amlodipine"},
		{"ＮＯＲＶＡＳＣ", "drug:amlodipine"},
		{"二甲雙胍", "drug:metformin"},
		{"格华止", "drug:metformin"},
		{"Lipitor", "drug:atorvastatin"},
		{"阿莫西林", "drug:amoxicillin"},
		{"acetaminophen", "drug:paracetamol"},
		{"扑热息痛", "drug:paracetamol"},
		{"HTN", "cond:hypertension"},
		{"高血压", "cond:hypertension"},
		{"高血壓", "cond:hypertension"},
		{"high blood pressure", "cond:hypertension"},
		{"T2DM", "cond:type2_diabetes"},
		{"2型糖尿病", "cond:type2_diabetes"},
		{"糖尿病", "cond:diabetes"},
		{"高血脂", "cond:hyperlipidemia"},
		{"COPD", "cond:copd"},
		{"头疼", "sym:headache"},
		{"头痛", "sym:headache"},
		{"頭痛", "sym:headache"},
		{"headache", "sym:headache"},
		{"膝盖", "site:knee"},
		{"膝关节", "site:knee"},
		{"knee", "site:knee"},
		{"膝盖疼", "sym:knee_pain"},
		{"降压药", "class:antihypertensives"},
		{"降糖药", "class:antidiabetics"},
		{"blood pressure pill", "class:antihypertensives"},
		{"water pill", "class:diuretics"},
		{"blood thinner", "class:blood_thinners"},
		{"statin", "class:statins"},
		{"painkiller", "class:painkillers"},
		{"antibiotic", "class:antibiotics"},
		{"胰岛素", "class:insulins"},
		{"止痛药", "class:painkillers"},
		{"消炎药", "class:xiaoyan_drugs"},
		{"安眠药", "class:sleeping_pills"},
		{"dihydropyridine derivatives", "class:C08CA"},
		{"HbA1c", "lab:hba1c"},
		{"糖化血红蛋白", "lab:hba1c"},
		{"HDL-C", "lab:hdl_c"},
		{"血压", "vital:bp"},
		{"收缩压", "vital:systolic_bp"},
		{"青霉素过敏", "allergen:penicillins"},
		{"花生", "food:peanut"},
		{"shellfish", "food:shellfish"},
		{"had my appendix out", "proc:appendectomy"},
		{"appendix removed", "proc:appendectomy"},
		{"割阑尾", "proc:appendectomy"},
		{"gallbladder out", "proc:cholecystectomy"},
		{"c-section", "proc:caesarean_section"},
		{"剖腹产", "proc:caesarean_section"},
		{"new knee", "proc:knee_replacement"},
		{"放支架", "proc:coronary_stent"},
		{"CABG", "proc:cabg"},
		{"心脏搭桥", "proc:cabg"},
		{"装起搏器", "proc:pacemaker_insertion"},
		{"胃镜", "proc:gastroscopy"},
		{"plates and screws", "proc:fracture_fixation"},
		{"拔智齿", "proc:wisdom_tooth_extraction"},
		{"开刀", "proc:surgery"},
		{"动手术", "proc:surgery"},
		{"抽的烟", "social:smoking"},
		{"香烟", "social:smoking"},
		{"packs a day", "social:smoking"},
		{"cigs", "social:smoking"},
		{"social drinker", "social:alcohol"},
		{"喝酒", "social:alcohol"},
		{"吸毒", "social:recreational_drugs"},
		{"weed", "social:cannabis"},
		{"可卡因", "social:cocaine"},
		{"vape", "social:vaping"},
	}
	for _, tc := range cases {
		t.Run(tc.text+" finds "+tc.want, func(t *testing.T) {
			got := ids(l.Lookup(tc.text))
			if !contains(got, tc.want) {
				t.Fatalf("Lookup(%q) = %v, want it to contain %s", tc.text, got, tc.want)
			}
		})
	}
	t.Run("an unknown word finds nothing", func(t *testing.T) {
		if got := l.Lookup("今天天气不错"); got != nil {
			t.Fatalf("got %v", ids(got))
		}
	})
	t.Run("an intentional ambiguity returns every reading", func(t *testing.T) {
		got := ids(l.Lookup("MS"))
		if !contains(got, "cond:multiple_sclerosis") || !contains(got, "cond:mitral_stenosis") {
			t.Fatalf("Lookup(MS) = %v", got)
		}
	})
}

func TestConceptCarriesClassIndicationsAndSideEffects(t *testing.T) {
	l := mustLoad(t)
	c, ok := l.Concept("drug:amlodipine")
	if !ok {
		t.Fatal("drug:amlodipine missing")
	}
	if c.Code != (Code{System: SystemATC, Code: "C08CA01"}) {
		t.Errorf("code %+v", c.Code)
	}
	for _, want := range []string{"C08CA", "C08C", "C08", "C"} {
		if !contains(c.Classes, want) {
			t.Errorf("classes %v lack %s", c.Classes, want)
		}
	}
	if !contains(c.Indications, "cond:hypertension") || !contains(c.SideEffects, "sym:ankle_swelling") {
		t.Errorf("indications %v, side effects %v", c.Indications, c.SideEffects)
	}
	if c.Display[LangEnglish] != "amlodipine" || c.Display[LangChinese] != "氨氯地平" {
		t.Errorf("display %v", c.Display)
	}
	if _, ok := l.Concept("drug:nonexistent"); ok {
		t.Error("an unknown id was found")
	}
}

func TestInClassChecksMembershipByATCPrefix(t *testing.T) {
	l := mustLoad(t)
	cases := []struct {
		drug, class string
		want        bool
	}{
		{"drug:amoxicillin", "allergen:penicillins", true},
		{"drug:amoxicillin_clavulanate", "allergen:penicillins", true},
		{"drug:benzylpenicillin", "allergen:penicillins", true},
		{"drug:amlodipine", "allergen:penicillins", false},
		{"drug:cefuroxime", "allergen:penicillins", false},
		{"drug:cefuroxime", "allergen:cephalosporins", true},
		{"drug:sulfamethoxazole_trimethoprim", "allergen:sulfonamides", true},
		{"drug:ibuprofen", "allergen:nsaids", true},
		{"drug:aspirin", "allergen:nsaids", true},
		{"drug:paracetamol", "allergen:nsaids", false},
		{"drug:amlodipine", "class:C08CA", true},
		{"drug:nifedipine", "class:C08CA", true},
		{"drug:amlodipine", "class:antihypertensives", true},
		{"drug:metformin", "class:antihypertensives", false},
		{"drug:metformin", "class:antidiabetics", true},
		{"drug:insulin_glargine", "class:insulins", true},
		{"drug:atorvastatin", "class:statins", true},
		{"drug:warfarin", "class:blood_thinners", true},
		{"drug:furosemide", "class:diuretics", true},
		{"drug:amoxicillin", "food:peanut", false},
		{"drug:amoxicillin", "class:no_such_class", false},
		{"drug:no_such_drug", "allergen:penicillins", false},
		{"cond:hypertension", "class:antihypertensives", false},
	}
	for _, tc := range cases {
		t.Run(tc.drug+" in "+tc.class, func(t *testing.T) {
			if got := l.InClass(tc.drug, tc.class); got != tc.want {
				t.Fatalf("InClass = %v, want %v", got, tc.want)
			}
		})
	}
	t.Run("two drugs of one ATC level-4 class share it", func(t *testing.T) {
		a, _ := l.Concept("drug:amlodipine")
		b, _ := l.Concept("drug:nifedipine")
		if a.Classes[0] != b.Classes[0] || a.Classes[0] != "C08CA" {
			t.Fatalf("level-4 classes %s and %s", a.Classes[0], b.Classes[0])
		}
		if !l.InClass(b.ID, "class:"+a.Classes[0]) {
			t.Fatal("nifedipine is not in amlodipine's class")
		}
	})
	t.Run("ClassesOf lists the allergen classes of a drug", func(t *testing.T) {
		got := ids(l.ClassesOf("drug:amoxicillin"))
		for _, want := range []string{"class:J01CA", "class:antibiotics", "allergen:penicillins", "allergen:beta_lactams"} {
			if !contains(got, want) {
				t.Errorf("ClassesOf(amoxicillin) = %v lacks %s", got, want)
			}
		}
	})
}

func TestGradeBPFollowsBothGuidelines(t *testing.T) {
	cases := []struct {
		sys, dia  int
		guideline string
		want      string
	}{
		// 2018 Chinese guideline: <120/<80, 120-139/80-89, 140-159/90-99, 160-179/100-109, >=180/>=110.
		{119, 79, GuidelineCN2018, "normal"},
		{120, 79, GuidelineCN2018, "high_normal"},
		{119, 80, GuidelineCN2018, "high_normal"},
		{139, 89, GuidelineCN2018, "high_normal"},
		{140, 70, GuidelineCN2018, "grade_1"},
		{130, 90, GuidelineCN2018, "grade_1"},
		{159, 99, GuidelineCN2018, "grade_1"},
		{150, 100, GuidelineCN2018, "grade_2"},
		{160, 85, GuidelineCN2018, "grade_2"},
		{179, 109, GuidelineCN2018, "grade_2"},
		{180, 90, GuidelineCN2018, "grade_3"},
		{150, 110, GuidelineCN2018, "grade_3"},
		{118, 75, GuidelineCN2018, "normal"},
		// 2017 ACC/AHA: <120/<80, 120-129/<80, 130-139 or 80-89, >=140 or >=90, >180 or >120.
		{119, 79, GuidelineACCAHA2017, "normal"},
		{120, 79, GuidelineACCAHA2017, "elevated"},
		{129, 79, GuidelineACCAHA2017, "elevated"},
		{130, 70, GuidelineACCAHA2017, "stage_1"},
		{119, 80, GuidelineACCAHA2017, "stage_1"},
		{125, 89, GuidelineACCAHA2017, "stage_1"},
		{139, 89, GuidelineACCAHA2017, "stage_1"},
		{140, 70, GuidelineACCAHA2017, "stage_2"},
		{128, 90, GuidelineACCAHA2017, "stage_2"},
		{180, 120, GuidelineACCAHA2017, "stage_2"},
		{181, 100, GuidelineACCAHA2017, "crisis"},
		{170, 121, GuidelineACCAHA2017, "crisis"},
	}
	for _, tc := range cases {
		t.Run(tc.guideline+" grades "+itoa(tc.sys)+"/"+itoa(tc.dia)+" as "+tc.want, func(t *testing.T) {
			g, err := GradeBP(tc.sys, tc.dia, tc.guideline)
			if err != nil {
				t.Fatal(err)
			}
			if g.Code != tc.want || g.Guideline != tc.guideline {
				t.Fatalf("got %s under %s", g.Code, g.Guideline)
			}
			if g.Display[LangEnglish] == "" || g.Display[LangChinese] == "" || g.Title[LangChinese] == "" {
				t.Fatalf("missing display or title: %+v", g)
			}
		})
	}
	for _, bad := range []struct {
		sys, dia  int
		guideline string
	}{{150, 100, "JNC7"}, {0, 80, GuidelineCN2018}, {80, 120, GuidelineCN2018}, {500, 100, GuidelineACCAHA2017}} {
		t.Run("it rejects "+itoa(bad.sys)+"/"+itoa(bad.dia)+" under "+bad.guideline, func(t *testing.T) {
			if _, err := GradeBP(bad.sys, bad.dia, bad.guideline); err == nil {
				t.Fatal("no error")
			}
		})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b []byte
	for n > 0 {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
	}
	if neg {
		b = append([]byte{'-'}, b...)
	}
	return string(b)
}

func TestConvertBetweenAcceptedUnits(t *testing.T) {
	cases := []struct {
		lab      string
		value    float64
		from, to string
		want     float64
	}{
		{"lab:glucose", 7.0, "mmol/L", "mg/dL", 7.0 * 18.016},
		{"lab:fasting_glucose", 126, "mg/dL", "mmol/L", 126 / 18.016},
		{"lab:total_cholesterol", 5.2, "mmol/L", "mg/dL", 5.2 * 38.67},
		{"lab:ldl_c", 100, "mg/dL", "mmol/L", 100 / 38.67},
		{"lab:triglycerides", 1.7, "mmol/L", "mg/dL", 1.7 * 88.57},
		{"lab:creatinine", 1.0, "mg/dL", "μmol/L", 88.4},
		{"lab:creatinine", 1.0, "mg/dL", "µmol/L", 88.4},
		{"lab:glucose", 7.8, "MMOL/L", "毫摩尔/升", 7.8},
		{"vital:temperature", 98.6, "°F", "°C", 37},
		{"vital:temperature", 37, "℃", "°F", 98.6},
		{"vital:weight", 130, "斤", "kg", 65},
		{"vital:systolic_bp", 20, "kPa", "mmHg", 150.0124},
	}
	for _, tc := range cases {
		t.Run(tc.lab+" from "+tc.from+" to "+tc.to, func(t *testing.T) {
			got, err := Convert(tc.lab, tc.value, tc.from, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(got-tc.want) > 1e-6*math.Max(1, math.Abs(tc.want)) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			back, err := Convert(tc.lab, got, tc.to, tc.from)
			if err != nil {
				t.Fatal(err)
			}
			if math.Abs(back-tc.value) > 1e-9*math.Max(1, math.Abs(tc.value)) {
				t.Fatalf("round trip gave %v, want %v", back, tc.value)
			}
		})
	}
	t.Run("every accepted unit round-trips through the canonical one", func(t *testing.T) {
		l := mustLoad(t)
		for _, c := range l.Concepts() {
			for _, u := range c.Units {
				there, err := l.Convert(c.ID, 12.5, u.Name, c.Unit)
				if err != nil {
					t.Fatalf("%s %s: %v", c.ID, u.Name, err)
				}
				back, _ := l.Convert(c.ID, there, c.Unit, u.Name)
				if math.Abs(back-12.5) > 1e-9 {
					t.Errorf("%s %s: round trip gave %v", c.ID, u.Name, back)
				}
			}
		}
	})
	t.Run("it rejects an unknown lab or unit", func(t *testing.T) {
		if _, err := Convert("lab:nope", 1, "mg/dL", "mmol/L"); !errors.Is(err, ErrUnknownMeasure) {
			t.Errorf("unknown lab: %v", err)
		}
		if _, err := Convert("drug:amlodipine", 1, "mg", "g"); !errors.Is(err, ErrUnknownMeasure) {
			t.Errorf("a drug: %v", err)
		}
		if _, err := Convert("lab:glucose", 1, "furlong", "mmol/L"); !errors.Is(err, ErrUnknownUnit) {
			t.Errorf("unknown unit: %v", err)
		}
	})
	t.Run("normal ranges are in the canonical unit", func(t *testing.T) {
		l := mustLoad(t)
		g, _ := l.Concept("lab:fasting_glucose")
		if g.Normal == nil || !g.Normal.Contains(5.0) || g.Normal.Contains(7.0) {
			t.Fatalf("fasting glucose normal range %+v", g.Normal)
		}
		hdl, _ := l.Concept("lab:hdl_c")
		if hdl.Normal == nil || !hdl.Normal.Contains(2.5) || hdl.Normal.Contains(0.8) {
			t.Fatalf("HDL normal range %+v", hdl.Normal)
		}
	})
}

func TestNormalizeFoldsWidthCaseSpacesAndScript(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Norvasc", "norvasc"},
		{"  Blood   Pressure\tPill ", "blood pressure pill"},
		{"ＨｂＡ１ｃ　６．５％", "hba1c 6.5%"},
		{"高血壓", "高血压"},
		{"膝蓋疼", "膝盖疼"},
		{"糖尿病", "糖尿病"},
		{"µmol/L", "μmol/l"},
		{"", ""},
		{"   ", ""},
		{"Ä", "ä"},
	}
	for _, tc := range cases {
		t.Run(tc.in+" becomes "+tc.want, func(t *testing.T) {
			got := Normalize(tc.in)
			if got != tc.want {
				t.Fatalf("Normalize(%q) = %q, want %q", tc.in, got, tc.want)
			}
			if again := Normalize(got); again != got {
				t.Fatalf("not idempotent: %q -> %q", got, again)
			}
		})
	}
	t.Run("an already normalized string is returned without allocating", func(t *testing.T) {
		s := "blood pressure 高血压"
		if n := testing.AllocsPerRun(100, func() { _ = Normalize(s) }); n != 0 {
			t.Fatalf("%v allocations", n)
		}
	})
	t.Run("NormalizeRune agrees with Normalize rune by rune", func(t *testing.T) {
		for _, r := range "ＡＢｃ高血壓頭痛µ" {
			if got, want := string(NormalizeRune(r)), Normalize(string(r)); got != want {
				t.Errorf("%q: %q vs %q", r, got, want)
			}
		}
	})
}

func BenchmarkNormalize(b *testing.B) {
	s := "我昨晚膝蓋又疼了，血壓ＮＯＲＶＡＳＣ  吃了"
	for b.Loop() {
		_ = Normalize(s)
	}
}

package ontology

import "fmt"

// Blood-pressure guidelines accepted by GradeBP.
const (
	// GuidelineCN2018 is the 2018 revision of the Chinese guidelines for the
	// prevention and treatment of hypertension.
	GuidelineCN2018 = "CN2018"
	// GuidelineACCAHA2017 is the 2017 ACC/AHA guideline for high blood
	// pressure in adults.
	GuidelineACCAHA2017 = "ACCAHA2017"
)

// Grade is a blood-pressure category under a named guideline. It is an
// inference: callers record it as derived from the reading, naming the
// guideline.
type Grade struct {
	Guideline string            // "CN2018" or "ACCAHA2017"
	Code      string            // e.g. "grade_1", "stage_2"
	Display   map[string]string // per language: "en", "zh"
	Title     map[string]string // the guideline's title per language
}

type bpBand struct {
	code   string
	en, zh string
	sysMin int // the band starts at this systolic value (inclusive)
	diaMin int // ... or at this diastolic value (inclusive); -1: never by diastolic
}

type bpGuideline struct {
	title map[string]string
	bands []bpBand // ascending severity
}

var bpGuidelines = map[string]bpGuideline{
	// 中国高血压防治指南（2018年修订版）, table of BP levels: normal <120 and
	// <80; high-normal 120-139 and/or 80-89; grade 1 140-159 and/or 90-99;
	// grade 2 160-179 and/or 100-109; grade 3 >=180 and/or >=110.
	GuidelineCN2018: {
		title: map[string]string{
			LangEnglish: "2018 Chinese Guidelines for the Management of Hypertension",
			LangChinese: "中国高血压防治指南（2018年修订版）",
		},
		bands: []bpBand{
			{"normal", "normal blood pressure", "正常血压", 0, 0},
			{"high_normal", "high-normal blood pressure", "正常高值", 120, 80},
			{"grade_1", "grade 1 hypertension (mild)", "1级高血压（轻度）", 140, 90},
			{"grade_2", "grade 2 hypertension (moderate)", "2级高血压（中度）", 160, 100},
			{"grade_3", "grade 3 hypertension (severe)", "3级高血压（重度）", 180, 110},
		},
	},
	// 2017 ACC/AHA guideline, table 6: normal <120 and <80; elevated 120-129
	// and <80; stage 1 130-139 or 80-89; stage 2 >=140 or >=90; hypertensive
	// crisis >180 and/or >120.
	GuidelineACCAHA2017: {
		title: map[string]string{
			LangEnglish: "2017 ACC/AHA Guideline for High Blood Pressure in Adults",
			LangChinese: "2017年美国心脏病学会/美国心脏协会成人高血压指南",
		},
		bands: []bpBand{
			{"normal", "normal blood pressure", "血压正常", 0, 0},
			{"elevated", "elevated blood pressure", "血压升高", 120, -1},
			{"stage_1", "stage 1 hypertension", "1期高血压", 130, 80},
			{"stage_2", "stage 2 hypertension", "2期高血压", 140, 90},
			{"crisis", "hypertensive crisis", "高血压危象", 181, 121},
		},
	},
}

// GradeBP grades a blood-pressure reading in mmHg under the named guideline
// ("CN2018" or "ACCAHA2017"). Systolic and diastolic are graded separately
// and the higher category wins. It returns an error for an unknown
// guideline or an implausible reading (values outside 20-400 mmHg, or a
// diastolic not below the systolic).
func GradeBP(systolic, diastolic int, guideline string) (Grade, error) {
	g, ok := bpGuidelines[guideline]
	if !ok {
		return Grade{}, fmt.Errorf("grade bp: unknown guideline %q", guideline)
	}
	if systolic < 20 || systolic > 400 || diastolic < 20 || diastolic > 400 || diastolic >= systolic {
		return Grade{}, fmt.Errorf("grade bp: implausible reading %d/%d", systolic, diastolic)
	}
	best := 0
	for i, b := range g.bands {
		if systolic >= b.sysMin || (b.diaMin >= 0 && diastolic >= b.diaMin) {
			best = i
		}
	}
	b := g.bands[best]
	return Grade{
		Guideline: guideline,
		Code:      b.code,
		Display:   map[string]string{LangEnglish: b.en, LangChinese: b.zh},
		Title:     g.title,
	}, nil
}

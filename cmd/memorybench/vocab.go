package main

// The generator's vocabulary: the drugs, conditions and allergens it plants,
// named the way patients name them, with the lexicon concept ids memoryd
// must read them as (ontology/data). Lookalikes are same-class drugs with
// similar names (氨氯地平/硝苯地平, losartan/valsartan, 格列齐特/格列美脲,
// atorvastatin/rosuvastatin), used as confounders.

// Drug classes, as the lay class phrases name them ("降压药", "blood
// pressure pill"): the lexicon's lay class concepts.
const (
	classAntihypertensive = "class:antihypertensives"
	classAntidiabetic     = "class:antidiabetics"
	classStatin           = "class:statins"
	classPainkiller       = "class:painkillers"
	classThyroid          = "class:thyroid_medicines"
	classStomach          = "class:stomach_medicines"
)

// drug is a medication the generator can plant. display is the name
// memoryd shows for it (the lexicon's first English name); lookalike is the
// key of a same-class drug with a similar name.
type drug struct {
	key              string
	class            string
	zh, en           string
	zhBrand, enBrand string
	dose             string
	zhFreq, enFreq   string
	display          string
	lookalike        string
}

func (d drug) concept() string { return "drug:" + d.key }

var drugs = map[string]drug{
	"amlodipine": {key: "amlodipine", class: classAntihypertensive, zh: "氨氯地平", en: "amlodipine", zhBrand: "络活喜", enBrand: "Norvasc",
		dose: "5mg", zhFreq: "每天早上一片", enFreq: "once every morning", display: "amlodipine", lookalike: "nifedipine"},
	"nifedipine": {key: "nifedipine", class: classAntihypertensive, zh: "硝苯地平", en: "nifedipine", zhBrand: "拜新同", enBrand: "Adalat",
		dose: "30mg", zhFreq: "每天一片", enFreq: "once a day", display: "nifedipine", lookalike: "amlodipine"},
	"losartan": {key: "losartan", class: classAntihypertensive, zh: "氯沙坦", en: "losartan", zhBrand: "科素亚", enBrand: "Cozaar",
		dose: "50mg", zhFreq: "每天一次", enFreq: "once a day", display: "losartan", lookalike: "valsartan"},
	"valsartan": {key: "valsartan", class: classAntihypertensive, zh: "缬沙坦", en: "valsartan", zhBrand: "代文", enBrand: "Diovan",
		dose: "80mg", zhFreq: "每天早上一次", enFreq: "every morning", display: "valsartan", lookalike: "losartan"},
	"metformin": {key: "metformin", class: classAntidiabetic, zh: "二甲双胍", en: "metformin", zhBrand: "格华止", enBrand: "Glucophage",
		dose: "500mg", zhFreq: "一天两次", enFreq: "twice a day", display: "metformin", lookalike: "glimepiride"},
	"gliclazide": {key: "gliclazide", class: classAntidiabetic, zh: "格列齐特", en: "gliclazide", zhBrand: "达美康", enBrand: "Diamicron",
		dose: "30mg", zhFreq: "每天早餐时一片", enFreq: "with breakfast", display: "gliclazide", lookalike: "glimepiride"},
	"glimepiride": {key: "glimepiride", class: classAntidiabetic, zh: "格列美脲", en: "glimepiride", zhBrand: "亚莫利", enBrand: "Amaryl",
		dose: "2mg", zhFreq: "每天早上一次", enFreq: "every morning", display: "glimepiride", lookalike: "gliclazide"},
	"atorvastatin": {key: "atorvastatin", class: classStatin, zh: "阿托伐他汀", en: "atorvastatin", zhBrand: "立普妥", enBrand: "Lipitor",
		dose: "20mg", zhFreq: "每晚一片", enFreq: "every night", display: "atorvastatin", lookalike: "rosuvastatin"},
	"rosuvastatin": {key: "rosuvastatin", class: classStatin, zh: "瑞舒伐他汀", en: "rosuvastatin", zhBrand: "瑞舒伐他汀", enBrand: "Crestor",
		dose: "10mg", zhFreq: "每晚一片", enFreq: "at bedtime", display: "rosuvastatin", lookalike: "atorvastatin"},
	"levothyroxine": {key: "levothyroxine", class: classThyroid, zh: "左甲状腺素", en: "levothyroxine", zhBrand: "优甲乐", enBrand: "Synthroid",
		dose: "50μg", zhFreq: "每天早上空腹一片", enFreq: "every morning before breakfast", display: "levothyroxine"},
	"omeprazole": {key: "omeprazole", class: classStomach, zh: "奥美拉唑", en: "omeprazole", zhBrand: "洛赛克", enBrand: "Prilosec",
		dose: "20mg", zhFreq: "早饭前一粒", enFreq: "before breakfast", display: "omeprazole"},
	"ibuprofen": {key: "ibuprofen", class: classPainkiller, zh: "布洛芬", en: "ibuprofen", zhBrand: "芬必得", enBrand: "Advil",
		dose: "300mg", zhFreq: "疼的时候吃", enFreq: "when needed", display: "ibuprofen"},
	"paracetamol": {key: "paracetamol", class: classPainkiller, zh: "对乙酰氨基酚", en: "paracetamol", zhBrand: "泰诺林", enBrand: "Tylenol",
		dose: "500mg", zhFreq: "疼的时候吃", enFreq: "when needed", display: "paracetamol"},
	"amoxicillin": {key: "amoxicillin", class: "class:antibiotics", zh: "阿莫西林", en: "amoxicillin", zhBrand: "阿莫仙", enBrand: "Amoxil",
		dose: "500mg", zhFreq: "一天三次", enFreq: "three times a day", display: "amoxicillin"},
}

// displayConcepts maps the names memoryd shows for the planted drugs to
// their concepts, to read reference candidates.
func displayConcepts() map[string]string {
	m := map[string]string{}
	for _, d := range drugs {
		m[d.display] = d.concept()
	}
	return m
}

// condition is a condition the generator can plant (for the patient) or
// give to a relative. concepts are every lexicon concept its phrases may be
// read as ("糖尿病" is cond:diabetes, "2型糖尿病" cond:type2_diabetes).
type condition struct {
	key      string
	zh, en   string
	concepts []string
}

var conditions = map[string]condition{
	"hypertension":   {key: "hypertension", zh: "高血压", en: "high blood pressure", concepts: []string{"cond:hypertension"}},
	"diabetes":       {key: "diabetes", zh: "2型糖尿病", en: "type 2 diabetes", concepts: []string{"cond:type2_diabetes", "cond:diabetes"}},
	"hyperlipidemia": {key: "hyperlipidemia", zh: "高血脂", en: "hyperlipidemia", concepts: []string{"cond:hyperlipidemia", "cond:hypercholesterolemia"}},
	"hypothyroidism": {key: "hypothyroidism", zh: "甲减", en: "an underactive thyroid", concepts: []string{"cond:hypothyroidism"}},
	"gerd":           {key: "gerd", zh: "胃食管反流", en: "acid reflux disease", concepts: []string{"cond:gerd"}},
	// Relatives' conditions and hedged ones.
	"chd":        {key: "chd", zh: "冠心病", en: "coronary artery disease", concepts: []string{"cond:coronary_heart_disease", "cond:heart_disease"}},
	"stroke":     {key: "stroke", zh: "中风", en: "a stroke", concepts: []string{"cond:stroke", "cond:cerebral_infarction"}},
	"asthma":     {key: "asthma", zh: "哮喘", en: "asthma", concepts: []string{"cond:asthma"}},
	"family_htn": {key: "family_htn", zh: "高血压", en: "high blood pressure", concepts: []string{"cond:hypertension"}},
	"family_dm":  {key: "family_dm", zh: "糖尿病", en: "diabetes", concepts: []string{"cond:diabetes", "cond:type2_diabetes"}},
}

// allergen is a drug allergy the generator can plant.
type allergen struct {
	key      string
	zh, en   string
	concept  string
	reaction [2]string // zh, en
}

var allergens = []allergen{
	{key: "penicillins", zh: "青霉素", en: "penicillin", concept: "allergen:penicillins", reaction: [2]string{"以前打针起过一身疹子", "it gave me a rash all over"}},
	{key: "sulfonamides", zh: "磺胺类药", en: "sulfa drugs", concept: "allergen:sulfonamides", reaction: [2]string{"吃了会起荨麻疹", "they give me hives"}},
}

// Measurement concepts.
const (
	conceptBP      = "vital:bp"
	conceptFasting = "lab:fasting_glucose"
	conceptWeight  = "vital:weight"
	conceptChest   = "sym:chest_pain"
)

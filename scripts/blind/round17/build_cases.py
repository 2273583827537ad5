#!/usr/bin/env python3
"""Round-17 blind evaluation set for memoryd: writes cases.json next to this script.

Written by hand, blind: only the service's public docs (README, api.md, concepts.md) and the
previous round's score.py / eval.sh were read. Format is the one score.py reads:

  {"round": 17, "cases": [{"id", "lang", "description",
      "turns": [{"speaker": patient|clinician|assistant, "text", "session"?}],
      "expected": [{"type", "names", "codes", "state": current|past|denied|claim, "value"?}],
      "must_not": [{"type", "names", "codes", "why"}]}]}

Run: python3 build_cases.py   (stdlib only; deterministic output)
"""
import json, os

# ---------------------------------------------------------------- concept library
# key -> (type, names, codes). Names: English generic / brand (UK and US spellings), lay, Chinese.
# Codes: ATC (drugs, drug allergens), ICD-10 / ICD-10-CM (conditions, symptoms), LOINC (observations).
K = {}

def c(key, typ, names, codes=()):
    K[key] = (typ, list(names), list(codes))

# ---- drugs
M = "medication"
c("metformin", M, ["metformin", "metformin hydrochloride", "Glucophage", "Glycomet", "二甲双胍", "格华止"], ["A10BA02"])
c("gliclazide", M, ["gliclazide", "Diamicron", "格列齐特"], ["A10BB09"])
c("glimepiride", M, ["glimepiride", "Amaryl", "Glimy", "格列美脲"], ["A10BB12"])
c("sitagliptin", M, ["sitagliptin", "Januvia", "西格列汀", "捷诺维"], ["A10BH01"])
c("empagliflozin", M, ["empagliflozin", "Jardiance", "恩格列净"], ["A10BK03"])
c("dapagliflozin", M, ["dapagliflozin", "Forxiga", "Farxiga", "达格列净", "安达唐"], ["A10BK01"])
c("insulin", M, ["insulin", "insulin glargine", "Lantus", "胰岛素", "甘精胰岛素"], ["A10A"])
c("amlodipine", M, ["amlodipine", "amlodipine besylate", "Norvasc", "Istin", "氨氯地平", "苯磺酸氨氯地平", "络活喜"], ["C08CA01"])
c("nifedipine", M, ["nifedipine", "Adalat", "硝苯地平", "拜新同"], ["C08CA05"])
c("enalapril", M, ["enalapril", "Vasotec", "依那普利"], ["C09AA02"])
c("lisinopril", M, ["lisinopril", "Zestril", "Prinivil", "赖诺普利"], ["C09AA03"])
c("perindopril", M, ["perindopril", "Coversyl", "培哚普利", "雅施达"], ["C09AA04"])
c("ramipril", M, ["ramipril", "Tritace", "Altace", "雷米普利"], ["C09AA05"])
c("losartan", M, ["losartan", "losartan potassium", "Cozaar", "氯沙坦", "科素亚"], ["C09CA01"])
c("hctz", M, ["hydrochlorothiazide", "HCTZ", "氢氯噻嗪"], ["C03AA03"])
c("furosemide", M, ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"])
c("spironolactone", M, ["spironolactone", "Aldactone", "螺内酯", "安体舒通"], ["C03DA01"])
c("bisoprolol", M, ["bisoprolol", "bisoprolol fumarate", "Cardicor", "Concor", "比索洛尔", "康忻"], ["C07AB07"])
c("propranolol", M, ["propranolol", "Inderal", "普萘洛尔", "心得安"], ["C07AA05"])
c("doxazosin", M, ["doxazosin", "Cardura", "多沙唑嗪", "可多华"], ["C02CA04"])
c("entresto", M, ["sacubitril/valsartan", "sacubitril valsartan", "sacubitril and valsartan", "Entresto", "沙库巴曲缬沙坦", "诺欣妥"], ["C09DX04"])
c("atorvastatin", M, ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"])
c("rosuvastatin", M, ["rosuvastatin", "Crestor", "瑞舒伐他汀", "可定"], ["C10AA07"])
c("aspirin", M, ["aspirin", "acetylsalicylic acid", "low-dose aspirin", "阿司匹林", "拜阿司匹灵"], ["B01AC06", "N02BA01"])
c("clopidogrel", M, ["clopidogrel", "Plavix", "氯吡格雷", "波立维"], ["B01AC04"])
c("warfarin", M, ["warfarin", "Coumadin", "华法林"], ["B01AA03"])
c("apixaban", M, ["apixaban", "Eliquis", "阿哌沙班"], ["B01AF02"])
c("rivaroxaban", M, ["rivaroxaban", "Xarelto", "利伐沙班", "拜瑞妥"], ["B01AF01"])
c("levothyroxine", M, ["levothyroxine", "levothyroxine sodium", "thyroxine", "Synthroid", "Eltroxin", "Thyronorm", "Euthyrox", "左甲状腺素", "左甲状腺素钠", "优甲乐"], ["H03AA01"])
c("salbutamol", M, ["salbutamol", "albuterol", "Ventolin", "沙丁胺醇", "万托林"], ["R03AC02"])
c("budesonide_inh", M, ["budesonide", "Pulmicort", "布地奈德", "普米克"], ["R03BA02"])
c("beclometasone", M, ["beclometasone", "beclomethasone", "Clenil", "Qvar", "倍氯米松"], ["R03BA01"])
c("symbicort", M, ["budesonide/formoterol", "budesonide and formoterol", "budesonide formoterol", "Symbicort", "布地奈德福莫特罗", "信必可"], ["R03AK07"])
c("seretide", M, ["fluticasone/salmeterol", "salmeterol/fluticasone", "fluticasone and salmeterol", "salmeterol and fluticasone", "Seretide", "Advair", "沙美特罗替卡松", "舒利迭"], ["R03AK06"])
c("tiotropium", M, ["tiotropium", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"])
c("montelukast", M, ["montelukast", "Singulair", "孟鲁司特", "顺尔宁"], ["R03DC03"])
c("prednisone", M, ["prednisone", "泼尼松", "强的松"], ["H02AB07"])
c("prednisolone", M, ["prednisolone", "泼尼松龙"], ["H02AB06"])
c("allopurinol", M, ["allopurinol", "Zyloric", "别嘌醇"], ["M04AA01"])
c("febuxostat", M, ["febuxostat", "Uloric", "Adenuric", "非布司他"], ["M04AA03"])
c("colchicine", M, ["colchicine", "秋水仙碱"], ["M04AC01"])
c("ibuprofen", M, ["ibuprofen", "Advil", "Nurofen", "Motrin", "布洛芬", "芬必得"], ["M01AE01", "M02AA13"])
c("diclofenac", M, ["diclofenac", "Voltaren", "Voltarol", "双氯芬酸", "扶他林"], ["M01AB05"])
c("paracetamol", M, ["paracetamol", "acetaminophen", "Tylenol", "Panadol", "Calpol", "对乙酰氨基酚", "扑热息痛", "必理痛", "泰诺林"], ["N02BE01"])
c("cocodamol", M, ["co-codamol", "codeine/paracetamol", "paracetamol and codeine", "codeine and paracetamol", "Tylenol with codeine"], ["N02AJ06"])
c("tramadol", M, ["tramadol", "Zydol", "Ultram", "曲马多"], ["N02AX02"])
c("fentanyl", M, ["fentanyl", "fentanyl patch", "Durogesic", "芬太尼"], ["N02AB03"])
c("oxycodone", M, ["oxycodone", "OxyContin", "Oxynorm", "羟考酮"], ["N02AA05"])
c("pregabalin", M, ["pregabalin", "Lyrica", "普瑞巴林", "乐瑞卡"], ["N03AX16"])
c("sertraline", M, ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"])
c("escitalopram", M, ["escitalopram", "Lexapro", "Cipralex", "艾司西酞普兰", "来士普"], ["N06AB10"])
c("venlafaxine", M, ["venlafaxine", "Effexor", "文拉法辛", "怡诺思"], ["N06AX16"])
c("zolmitriptan", M, ["zolmitriptan", "Zomig", "佐米曲普坦", "佐米格"], ["N02CC03"])
c("rizatriptan", M, ["rizatriptan", "Maxalt", "利扎曲普坦"], ["N02CC04"])
c("yasmin", M, ["drospirenone/ethinylestradiol", "ethinylestradiol/drospirenone", "drospirenone and ethinylestradiol", "Yasmin", "优思明", "屈螺酮炔雌醇"], ["G03AA12"])
c("desogestrel", M, ["desogestrel", "Cerazette", "去氧孕烯", "地索高诺酮"], ["G03AC09"])
c("microgynon", M, ["levonorgestrel/ethinylestradiol", "ethinylestradiol/levonorgestrel", "levonorgestrel and ethinylestradiol", "Microgynon", "combined oral contraceptive", "combined pill", "左炔诺孕酮炔雌醇"], ["G03AA07"])
c("levonorgestrel_ec", M, ["levonorgestrel", "emergency contraception", "emergency contraceptive", "Plan B", "Levonelle", "毓婷", "左炔诺孕酮", "紧急避孕药"], ["G03AD01", "G03AC03"])
c("omeprazole", M, ["omeprazole", "Losec", "Prilosec", "奥美拉唑", "洛赛克"], ["A02BC01"])
c("rabeprazole", M, ["rabeprazole", "Pariet", "雷贝拉唑", "波利特"], ["A02BC04"])
c("donepezil", M, ["donepezil", "Aricept", "多奈哌齐", "安理申"], ["N06DA02"])
c("memantine", M, ["memantine", "Ebixa", "Namenda", "美金刚", "易倍申"], ["N06DX01"])
c("quetiapine", M, ["quetiapine", "Seroquel", "喹硫平", "思瑞康"], ["N05AH04"])
c("zolpidem", M, ["zolpidem", "Stilnox", "Ambien", "唑吡坦", "思诺思"], ["N05CF02"])
c("lactulose", M, ["lactulose", "Duphalac", "乳果糖", "杜密克"], ["A06AD11"])
c("alendronate", M, ["alendronic acid", "alendronate", "alendronate sodium", "Fosamax", "阿仑膦酸钠", "福善美"], ["M05BA04"])
c("calcium_d", M, ["calcium and vitamin D", "calcium carbonate/colecalciferol", "calcium with vitamin D", "Adcal-D3", "Caltrate", "碳酸钙D3", "钙尔奇", "钙片"], ["A12AX"])
c("letrozole", M, ["letrozole", "Femara", "来曲唑", "芙瑞"], ["L02BG04"])
c("tamoxifen", M, ["tamoxifen", "Nolvadex", "他莫昔芬", "三苯氧胺"], ["L02BA01"])
c("estradiol", M, ["estradiol", "oestradiol", "Evorel", "Oestrogel", "estradiol gel", "estradiol patch", "雌二醇", "雌二醇凝胶", "爱斯妥"], ["G03CA03"])
c("progesterone", M, ["progesterone", "micronised progesterone", "micronized progesterone", "Utrogestan", "Prometrium", "黄体酮"], ["G03DA04"])
c("dydrogesterone", M, ["dydrogesterone", "Duphaston", "地屈孕酮", "达芙通"], ["G03DB01"])
c("folic_acid", M, ["folic acid", "folate", "叶酸"], ["B03BB01"])
c("ferrous_sulfate", M, ["ferrous sulfate", "ferrous sulphate", "iron tablets", "硫酸亚铁"], ["B03AA07"])
c("ferrous_succinate", M, ["ferrous succinate", "琥珀酸亚铁", "速力菲", "iron tablets"], ["B03AA06", "B03AA"])
c("amoxicillin", M, ["amoxicillin", "amoxycillin", "Amoxil", "阿莫西林"], ["J01CA04"])
c("coamoxiclav", M, ["co-amoxiclav", "amoxicillin/clavulanate", "amoxicillin and clavulanic acid", "amoxicillin/clavulanic acid", "Augmentin", "阿莫西林克拉维酸"], ["J01CR02"])
c("flucloxacillin", M, ["flucloxacillin", "Floxapen", "氟氯西林"], ["J01CF05"])
c("nitrofurantoin", M, ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"])
c("azithromycin", M, ["azithromycin", "Zithromax", "阿奇霉素", "希舒美"], ["J01FA10"])
c("doxycycline", M, ["doxycycline", "Vibramycin", "多西环素", "强力霉素"], ["J01AA02"])
c("cefalexin", M, ["cefalexin", "cephalexin", "Keflex", "头孢氨苄", "先锋霉素IV"], ["J01DB01"])
c("cotrimoxazole", M, ["co-trimoxazole", "trimethoprim/sulfamethoxazole", "sulfamethoxazole/trimethoprim", "Bactrim", "Septrin", "复方新诺明", "复方磺胺甲噁唑"], ["J01EE01"])
c("atovaquone_proguanil", M, ["atovaquone/proguanil", "atovaquone and proguanil", "atovaquone proguanil", "Malarone", "阿托伐醌氯胍"], ["P01BB51"])
c("mefloquine", M, ["mefloquine", "Lariam", "甲氟喹"], ["P01BC02"])
c("coartem", M, ["artemether/lumefantrine", "artemether and lumefantrine", "artemether lumefantrine", "Coartem", "Riamet", "蒿甲醚本芴醇"], ["P01BF01"])
c("hydrocortisone_top", M, ["hydrocortisone butyrate", "hydrocortisone", "hydrocortisone cream", "Locoid", "丁酸氢化可的松", "丁酸氢化可的松乳膏", "氢化可的松", "尤卓尔"], ["D07AB02", "D07AA02"])
c("mometasone_top", M, ["mometasone", "mometasone furoate", "Elocon", "莫米松", "糠酸莫米松", "艾洛松"], ["D07AC13"])
c("mometasone_nasal", M, ["mometasone", "mometasone furoate", "mometasone nasal spray", "Nasonex", "糠酸莫米松", "内舒拿"], ["R01AD09"])
c("fluticasone_nasal", M, ["fluticasone", "fluticasone propionate", "fluticasone nasal spray", "Flonase", "Flixonase", "氟替卡松"], ["R01AD08"])
c("cetirizine", M, ["cetirizine", "Zyrtec", "西替利嗪", "仙特明"], ["R06AE07"])
c("entecavir", M, ["entecavir", "Baraclude", "恩替卡韦", "博路定"], ["J05AF10"])
c("prep", M, ["emtricitabine/tenofovir", "emtricitabine/tenofovir disoproxil", "tenofovir/emtricitabine", "emtricitabine and tenofovir", "PrEP", "Truvada", "Descovy", "恩曲他滨替诺福韦"], ["J05AR03", "J05AR17"])
c("tld", M, ["tenofovir/lamivudine/dolutegravir", "dolutegravir/lamivudine/tenofovir", "dolutegravir, lamivudine and tenofovir", "TLD", "dolutegravir", "antiretroviral", "ARVs"], ["J05AR27", "J05AJ03"])
c("methotrexate", M, ["methotrexate", "甲氨蝶呤"], ["L04AX03", "L01BA01"])
c("hydroxychloroquine", M, ["hydroxychloroquine", "Plaquenil", "羟氯喹"], ["P01BA02"])
c("adalimumab", M, ["adalimumab", "Humira", "阿达木单抗", "修美乐"], ["L04AB04"])
c("povidone", M, ["povidone-iodine", "povidone iodine", "Betadine", "聚维酮碘"], ["D08AG02"])
c("insulin_pet", M, ["insulin", "胰岛素"], ["A10A"])

# ---- conditions
D = "condition"
c("htn", D, ["hypertension", "essential hypertension", "high blood pressure", "high bp", "高血压", "高血压病"], ["I10"])
c("t2dm", D, ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes mellitus type 2", "t2dm", "diabetes", "diabetes mellitus", "2型糖尿病", "糖尿病"], ["E11", "E14"])
c("diabetes", D, ["diabetes", "diabetes mellitus", "type 2 diabetes", "type 2 diabetes mellitus", "sugar diabetes", "糖尿病", "2型糖尿病"], ["E11", "E14", "E10"])
c("hf", D, ["heart failure", "chronic heart failure", "congestive heart failure", "cardiac failure", "心衰", "心力衰竭", "慢性心力衰竭"], ["I50"])
c("af", D, ["atrial fibrillation", "af", "afib", "a fib", "房颤", "心房颤动", "心房纤颤"], ["I48"])
c("asthma", D, ["asthma", "bronchial asthma", "哮喘", "支气管哮喘"], ["J45"])
c("copd", D, ["copd", "chronic obstructive pulmonary disease", "chronic obstructive lung disease", "慢阻肺", "慢性阻塞性肺疾病", "慢性阻塞性肺病"], ["J44"])
c("hypothyroid", D, ["hypothyroidism", "underactive thyroid", "hypothyroid", "甲减", "甲状腺功能减退", "甲状腺功能减退症"], ["E03", "E02", "E06.3"])
c("hyperthyroid", D, ["hyperthyroidism", "overactive thyroid", "thyrotoxicosis", "graves disease", "甲亢", "甲状腺功能亢进", "甲状腺功能亢进症"], ["E05"])
c("gout", D, ["gout", "gouty arthritis", "痛风", "痛风性关节炎"], ["M10", "M1A"])
c("migraine", D, ["migraine", "migraine with aura", "migraine headache", "偏头痛"], ["G43"])
c("migraine_aura", D, ["migraine with aura", "classical migraine", "有先兆偏头痛", "先兆偏头痛"], ["G43.1"])
c("depression", D, ["depression", "depressive disorder", "major depressive disorder", "depressive episode", "抑郁症", "抑郁"], ["F32", "F33"])
c("anxiety", D, ["anxiety", "anxiety disorder", "generalized anxiety disorder", "generalised anxiety disorder", "焦虑症", "焦虑"], ["F41"])
c("ckd", D, ["chronic kidney disease", "ckd", "chronic kidney disease stage 3", "ckd stage 3", "chronic renal failure", "慢性肾病", "慢性肾脏病", "慢性肾功能不全"], ["N18"])
c("kidney_disease", D, ["kidney disease", "chronic kidney disease", "renal disease", "renal impairment", "ckd", "肾病", "肾脏病"], ["N18", "N19", "N28.9"])
c("kidney_failure", D, ["kidney failure", "renal failure", "end stage renal disease", "end-stage renal disease", "esrd", "uraemia", "uremia", "chronic kidney disease", "尿毒症", "肾衰竭", "肾功能衰竭"], ["N18.6", "N18.5", "N19"])
c("pkd", D, ["polycystic kidney disease", "polycystic kidneys", "adpkd", "多囊肾", "多囊肾病"], ["Q61.2", "Q61.3"])
c("stroke", D, ["stroke", "cerebrovascular accident", "cva", "cerebral infarction", "中风", "脑卒中", "脑梗", "脑梗死"], ["I63", "I64", "I61"])
c("mi", D, ["myocardial infarction", "heart attack", "acute myocardial infarction", "mi", "心肌梗死", "心梗"], ["I21", "I25.2", "I22"])
c("hyperlipidemia", D, ["hypercholesterolemia", "hypercholesterolaemia", "high cholesterol", "hyperlipidemia", "hyperlipidaemia", "dyslipidemia", "dyslipidaemia", "高血脂", "高胆固醇血症", "血脂异常"], ["E78.0", "E78.5", "E78.00"])
c("osteoporosis", D, ["osteoporosis", "骨质疏松", "骨质疏松症"], ["M81", "M80"])
c("osteopenia", D, ["osteopenia", "low bone density", "low bone mass", "decreased bone density", "骨量减少", "骨质减少", "骨量减少症"], ["M85.8", "M85.80"])
c("oa", D, ["osteoarthritis", "arthritis", "osteoarthritis of knee", "knee osteoarthritis", "primary osteoarthritis", "degenerative joint disease", "骨关节炎", "关节炎"], ["M17", "M19", "M15"])
c("ra", D, ["rheumatoid arthritis", "ra", "类风湿关节炎", "类风湿性关节炎"], ["M05", "M06"])
c("psa", D, ["psoriatic arthritis", "银屑病关节炎"], ["L40.5", "M07"])
c("dementia", D, ["dementia", "alzheimer disease", "alzheimers disease", "alzheimer's disease", "alzheimer's dementia", "vascular dementia", "老年痴呆", "痴呆", "阿尔茨海默病", "认知障碍"], ["F03", "F00", "F01", "G30"])
c("breast_cancer", D, ["breast cancer", "malignant neoplasm of breast", "breast carcinoma", "carcinoma of breast", "乳腺癌"], ["C50"])
c("liver_cancer", D, ["liver cancer", "hepatocellular carcinoma", "hcc", "malignant neoplasm of liver", "肝癌", "肝细胞癌"], ["C22"])
c("cancer", D, ["cancer", "malignant neoplasm", "malignancy", "癌症", "肿瘤"], ["C80"])
c("eczema", D, ["eczema", "atopic dermatitis", "atopic eczema", "dermatitis", "湿疹", "特应性皮炎"], ["L20", "L30.9"])
c("fatty_liver", D, ["fatty liver", "fatty liver disease", "hepatic steatosis", "nafld", "non-alcoholic fatty liver disease", "nonalcoholic fatty liver disease", "masld", "脂肪肝"], ["K76.0", "K75.81"])
c("hepb", D, ["hepatitis b", "chronic hepatitis b", "hbv infection", "hepatitis b infection", "乙肝", "乙型肝炎", "慢性乙型肝炎", "乙肝小三阳"], ["B18.1", "B18.0", "B16", "Z22.51"])
c("hepa", D, ["hepatitis a", "甲肝", "甲型肝炎"], ["B15"])
c("gallstones", D, ["gallstones", "gallstone", "cholelithiasis", "胆结石", "胆囊结石"], ["K80"])
c("uti", D, ["urinary tract infection", "uti", "urine infection", "water infection", "cystitis", "尿路感染", "尿感"], ["N39.0", "N30"])
c("thrush", D, ["thrush", "candidiasis", "vaginal thrush", "yeast infection", "念珠菌感染"], ["B37"])
c("pneumonia", D, ["pneumonia", "肺炎"], ["J18", "J15", "J12"])
c("gdm", D, ["gestational diabetes", "gestational diabetes mellitus", "gdm", "diabetes in pregnancy", "妊娠糖尿病", "妊娠期糖尿病"], ["O24.4"])
c("pregnancy", D, ["pregnancy", "pregnant", "intrauterine pregnancy", "怀孕", "妊娠", "孕期"], ["Z33", "Z34", "Z32.01", "O09"])
c("anaemia", D, ["anaemia", "anemia", "iron deficiency anaemia", "iron deficiency anemia", "iron-deficiency anaemia", "贫血", "缺铁性贫血"], ["D50", "D64", "O99.0"])
c("pnd", D, ["postnatal depression", "postpartum depression", "perinatal depression", "产后抑郁", "产后抑郁症"], ["F53", "O90.6"])
c("mastitis", D, ["mastitis", "lactational mastitis", "puerperal mastitis", "乳腺炎", "急性乳腺炎"], ["O91.2", "O91.1", "N61"])
c("menopause", D, ["menopause", "menopausal syndrome", "menopausal symptoms", "perimenopause", "climacteric", "更年期", "更年期综合征", "绝经"], ["N95.1", "N95.9", "E28.3"])
c("gerd", D, ["gastro-oesophageal reflux disease", "gastroesophageal reflux disease", "gord", "gerd", "reflux", "acid reflux", "gastro-oesophageal reflux", "gastroesophageal reflux", "胃食管反流", "胃食管反流病", "反流"], ["K21"])
c("hay_fever", D, ["hay fever", "allergic rhinitis", "seasonal allergic rhinitis", "花粉症", "过敏性鼻炎"], ["J30"])
c("rhinitis", D, ["allergic rhinitis", "rhinitis", "鼻炎", "过敏性鼻炎"], ["J30", "J31.0"])
c("pharyngitis", D, ["pharyngitis", "sore throat", "tonsillitis", "throat infection", "咽炎", "扁桃体炎", "喉咙发炎"], ["J02", "J03", "R07.0"])
c("chlamydia", D, ["chlamydia", "chlamydia infection", "chlamydial infection", "衣原体感染", "衣原体"], ["A56", "A74"])
c("gonorrhoea", D, ["gonorrhoea", "gonorrhea", "淋病"], ["A54"])
c("cellulitis", D, ["cellulitis", "cellulitis of leg", "蜂窝织炎"], ["L03"])
c("hiv", D, ["hiv", "hiv infection", "hiv disease", "human immunodeficiency virus", "艾滋病", "hiv感染"], ["B20", "Z21", "B24"])
c("tb", D, ["tuberculosis", "tb", "pulmonary tuberculosis", "肺结核", "结核"], ["A15", "A16", "A19"])
c("malaria", D, ["malaria", "疟疾"], ["B50", "B54", "B51", "B53"])
c("sjs", D, ["stevens-johnson syndrome", "stevens johnson syndrome", "sjs", "史蒂文斯-约翰逊综合征"], ["L51.1"])
c("factor_v", D, ["factor v leiden", "factor v leiden mutation", "activated protein c resistance", "thrombophilia"], ["D68.51", "D68.5"])
c("vte", D, ["venous thromboembolism", "deep vein thrombosis", "dvt", "blood clot", "blood clots", "thrombosis", "pulmonary embolism", "静脉血栓", "血栓", "深静脉血栓"], ["I82", "I26", "I80"])
c("sciatica", D, ["sciatica", "lumbar radiculopathy", "坐骨神经痛"], ["M54.3", "M54.4", "M54.1"])
c("shingles", D, ["shingles", "herpes zoster", "zoster", "带状疱疹"], ["B02"])
c("sleep_apnoea", D, ["sleep apnoea", "sleep apnea", "obstructive sleep apnoea", "obstructive sleep apnea", "osa", "睡眠呼吸暂停"], ["G47.3", "G47.33"])
c("wrist_fracture", D, ["wrist fracture", "fracture of wrist", "distal radius fracture", "fracture of distal radius", "colles fracture", "radius fracture", "手腕骨折", "腕部骨折", "桡骨远端骨折", "骨折"], ["S62", "S52.5"])
c("common_cold", D, ["common cold", "cold", "upper respiratory tract infection", "urti", "uri", "nasopharyngitis", "感冒", "上呼吸道感染"], ["J00", "J06.9"])
c("prediabetes", D, ["prediabetes", "pre-diabetes", "impaired fasting glucose", "impaired glucose tolerance", "borderline diabetes", "糖尿病前期"], ["R73.03", "R73.0", "R73.01", "R73.09"])
c("hypoglycaemia", D, ["hypoglycaemia", "hypoglycemia", "hypo", "hypos", "低血糖"], ["E16.2", "E16.0", "E16.1", "E11.649"])

# ---- symptoms
S = "symptom"
c("cough", S, ["cough", "coughing", "dry cough", "咳嗽", "干咳"], ["R05"])
c("sputum", S, ["sputum", "productive cough", "phlegm", "yellow sputum", "green phlegm", "purulent sputum", "sputum production", "咳痰", "黄痰", "痰"], ["R09.3"])
c("fever", S, ["fever", "pyrexia", "high temperature", "febrile", "feverish", "发烧", "发热", "高烧"], ["R50"])
c("chills", S, ["chills", "rigors", "shivering", "寒战", "发冷"], ["R68.83", "R50.9"])
c("headache", S, ["headache", "head pain", "头痛", "头疼"], ["R51"])
c("sob", S, ["shortness of breath", "breathlessness", "dyspnoea", "dyspnea", "dyspnoea on exertion", "breathless", "气短", "气促", "喘不上气", "呼吸困难", "喘"], ["R06.0"])
c("orthopnoea", S, ["orthopnoea", "orthopnea", "端坐呼吸"], ["R06.01"])
c("wheeze", S, ["wheeze", "wheezing", "wheezy", "喘鸣", "哮鸣", "喘息"], ["R06.2"])
c("chest_tightness", S, ["chest tightness", "tight chest", "chest pressure", "胸闷", "胸口发紧"], ["R07.89"])
c("palpitations", S, ["palpitations", "palpitation", "heart racing", "心慌", "心悸"], ["R00.2"])
c("dizziness", S, ["dizziness", "dizzy", "lightheadedness", "light-headedness", "postural dizziness", "vertigo", "头晕", "眩晕"], ["R42"])
c("nausea", S, ["nausea", "nauseous", "feeling sick", "恶心", "想吐"], ["R11.0"])
c("vomiting", S, ["vomiting", "vomit", "emesis", "being sick", "呕吐", "吐"], ["R11.1", "R11.10"])
c("diarrhoea", S, ["diarrhoea", "diarrhea", "loose stools", "腹泻", "拉肚子"], ["R19.7", "A09"])
c("constipation", S, ["constipation", "constipated", "便秘"], ["K59.0"])
c("heartburn", S, ["heartburn", "acid indigestion", "pyrosis", "烧心", "反酸"], ["R12"])
c("melaena", S, ["melaena", "melena", "black stools", "tarry stools", "黑便", "柏油样便"], ["K92.1"])
c("haematemesis", S, ["haematemesis", "hematemesis", "vomiting blood", "blood in vomit", "呕血"], ["K92.0"])
c("haematuria", S, ["haematuria", "hematuria", "blood in urine", "blood in the urine", "血尿"], ["R31"])
c("haemoptysis", S, ["haemoptysis", "hemoptysis", "coughing up blood", "咯血", "咳血"], ["R04.2"])
c("epistaxis", S, ["epistaxis", "nosebleed", "nosebleeds", "nose bleed", "流鼻血", "鼻出血"], ["R04.0"])
c("bruising", S, ["bruising", "easy bruising", "bruises", "ecchymosis", "瘀青", "瘀斑", "淤青"], ["R23.3"])
c("gum_bleeding", S, ["gum bleeding", "bleeding gums", "gingival bleeding", "牙龈出血", "牙龈流血"], ["K06.8", "K05"])
c("ankle_swelling", S, ["ankle swelling", "swollen ankles", "leg swelling", "swollen legs", "oedema", "edema", "peripheral oedema", "peripheral edema", "swelling", "腿肿", "脚肿", "下肢水肿", "水肿"], ["R60.0", "R60.9", "M25.47"])
c("fatigue", S, ["fatigue", "tiredness", "tired", "lethargy", "weakness", "malaise", "乏力", "疲劳", "累", "没劲"], ["R53"])
c("hot_flushes", S, ["hot flushes", "hot flashes", "hot flush", "hot flash", "flushing", "vasomotor symptoms", "潮热", "烘热"], ["R23.2", "N95.1"])
c("night_sweats", S, ["night sweats", "sweating at night", "nocturnal sweating", "盗汗", "夜间出汗"], ["R61"])
c("insomnia", S, ["insomnia", "difficulty sleeping", "trouble sleeping", "poor sleep", "sleep disturbance", "sleeplessness", "失眠", "睡不着", "入睡困难", "睡眠不好"], ["G47.0", "F51.0", "G47.9"])
c("sleep_disturbance", S, ["sleep disturbance", "poor sleep", "disturbed sleep", "insomnia", "difficulty sleeping", "waking at night", "睡眠障碍", "睡不好"], ["G47.9", "G47.0", "F51.0"])
c("weight_loss", S, ["weight loss", "losing weight", "unintentional weight loss", "体重下降", "消瘦"], ["R63.4"])
c("poor_appetite", S, ["poor appetite", "loss of appetite", "reduced appetite", "anorexia", "not eating", "食欲差", "食欲不振", "胃口差"], ["R63.0"])
c("poor_feeding", S, ["poor feeding", "feeding difficulties", "reduced feeding", "feeding problem", "吃奶少", "喂养困难", "拒奶"], ["R63.3", "P92"])
c("rhinorrhoea", S, ["rhinorrhoea", "rhinorrhea", "runny nose", "nasal discharge", "流鼻涕", "鼻涕", "流涕"], ["R09.89", "J34.89"])
c("nasal_discharge", S, ["nasal discharge", "purulent nasal discharge", "rhinorrhoea", "rhinorrhea", "runny nose", "流鼻涕", "脓涕"], ["R09.89", "J34.89"])
c("nasal_congestion", S, ["nasal congestion", "blocked nose", "stuffy nose", "nasal obstruction", "鼻塞"], ["R09.81", "J34.89"])
c("facial_pain", S, ["facial pain", "sinus pain", "sinus pressure", "facial pressure", "face pain", "面部疼痛"], ["R51", "G50.1", "R68.84"])
c("rash", S, ["rash", "skin rash", "eruption", "spots", "皮疹", "红疹", "疹子"], ["R21"])
c("itching", S, ["itching", "pruritus", "itch", "itchy skin", "瘙痒", "痒"], ["L29"])
c("hives", S, ["hives", "urticaria", "wheals", "风团", "荨麻疹"], ["L50"])
c("lip_swelling", S, ["lip swelling", "swollen lips", "angioedema", "嘴唇肿", "嘴巴肿"], ["R22.0", "T78.3", "K13.0"])
c("dysuria", S, ["dysuria", "painful urination", "burning on urination", "pain on urination", "burning when passing urine", "尿痛", "小便痛"], ["R30.0", "R30"])
c("urinary_frequency", S, ["urinary frequency", "frequent urination", "frequency of micturition", "polyuria", "尿频"], ["R35.0", "R35", "R35.8"])
c("nocturia", S, ["nocturia", "nighttime urination", "getting up at night to pass urine", "夜尿", "夜尿多", "起夜"], ["R35.1"])
c("incontinence", S, ["urinary incontinence", "incontinence", "incontinence of urine", "wetting", "尿失禁", "尿裤子"], ["R32", "N39.4"])
c("vaginal_discharge", S, ["vaginal discharge", "abnormal vaginal discharge", "discharge", "白带异常", "白带多", "阴道分泌物异常"], ["N89.8"])
c("urethral_discharge", S, ["urethral discharge", "penile discharge", "discharge", "尿道分泌物"], ["R36"])
c("abdominal_pain", S, ["abdominal pain", "lower abdominal pain", "stomach pain", "belly pain", "tummy pain", "腹痛", "肚子痛", "下腹痛"], ["R10"])
c("ruq_pain", S, ["right upper quadrant pain", "right upper abdominal pain", "abdominal discomfort", "abdominal pain", "upper abdominal pain", "右上腹痛", "右上腹不适", "腹痛"], ["R10.11", "R10.1", "R10.10"])
c("bloating", S, ["abdominal distension", "abdominal bloating", "bloating", "abdominal swelling", "腹胀", "肚子胀"], ["R14", "R18"])
c("jaundice", S, ["jaundice", "yellow skin", "icterus", "黄疸", "皮肤发黄"], ["R17"])
c("numbness", S, ["numbness", "numb", "hypoaesthesia", "hypoesthesia", "numbness of hands", "numbness of feet", "麻木", "手麻", "手脚麻木"], ["R20.0", "R20.2"])
c("tingling", S, ["tingling", "pins and needles", "paraesthesia", "paresthesia", "刺痛", "针刺感"], ["R20.2"])
c("blurred_vision", S, ["blurred vision", "blurry vision", "visual disturbance", "视物模糊", "看东西模糊"], ["H53.8"])
c("photopsia", S, ["photopsia", "flashing lights", "visual aura", "aura", "migraine aura", "闪光", "视物闪光", "先兆"], ["H53.19", "H53.1"])
c("knee_pain", S, ["knee pain", "pain in knee", "painful knee", "sore knee", "膝盖疼", "膝关节痛", "膝痛"], ["M25.56", "M25.561", "M25.562"])
c("toe_pain", S, ["toe pain", "big toe pain", "pain in toe", "foot pain", "joint pain", "脚趾痛", "大脚趾痛", "脚痛"], ["M79.67", "M25.57", "M79.674", "M79.675"])
c("hip_pain", S, ["hip pain", "pain in hip", "buttock pain", "髋部疼痛", "屁股疼", "髋痛"], ["M25.55", "M25.551", "M25.552", "M79.65"])
c("joint_pain", S, ["joint pain", "arthralgia", "joint aches", "关节痛", "关节疼"], ["M25.50", "M25.5", "M25.54", "M25.541", "M25.542"])
c("morning_stiffness", S, ["morning stiffness", "joint stiffness", "stiffness", "晨僵", "关节僵硬"], ["M25.6", "M25.60"])
c("knee_swelling", S, ["knee swelling", "swollen knee", "knee effusion", "effusion of knee", "joint swelling", "膝盖肿", "膝关节肿胀"], ["M25.46", "M25.461", "M25.462"])
c("back_pain", S, ["back pain", "low back pain", "lower back pain", "lumbago", "backache", "腰痛", "腰疼", "背痛"], ["M54.5", "M54.50", "M54.9", "M54.59"])
c("flank_pain", S, ["flank pain", "loin pain", "back pain", "lower back pain", "腰痛", "腰疼"], ["R10.9", "M54.5", "M54.50", "M54.9", "N23"])
c("breast_pain", S, ["breast pain", "mastalgia", "mastodynia", "painful breast", "乳房疼痛", "乳房痛", "乳房胀痛"], ["N64.4"])
c("breast_lump", S, ["breast lump", "lump in breast", "breast mass", "乳房肿块", "乳腺肿块"], ["N63"])
c("pmb", S, ["postmenopausal bleeding", "vaginal bleeding", "irregular vaginal bleeding", "abnormal vaginal bleeding", "绝经后出血", "阴道出血", "阴道不规则出血"], ["N95.0", "N93.9", "N93.8"])
c("irritability", S, ["irritability", "irritable", "易怒", "烦躁", "脾气大"], ["R45.4"])
c("suicidal", S, ["suicidal ideation", "suicidal thoughts", "thoughts of self-harm", "self-harm thoughts", "自杀念头", "自伤念头", "轻生念头"], ["R45.851", "R45.88"])
c("low_mood", S, ["low mood", "depressed mood", "feeling low", "情绪低落", "心情低落"], ["R45.2", "F32.A", "F32.9"])
c("drowsiness", S, ["drowsiness", "drowsy", "somnolence", "sleepiness", "daytime sleepiness", "嗜睡", "困倦"], ["R40.0", "R40.1"])
c("saddle_numbness", S, ["saddle anaesthesia", "saddle anesthesia", "saddle numbness", "perineal numbness", "numbness", "鞍区麻木"], ["R20.0"])
c("confusion", S, ["confusion", "acute confusion", "delirium", "disorientation", "confused", "意识模糊", "糊涂"], ["R41.0", "F05"])
c("myalgia", S, ["myalgia", "muscle aches", "muscle pain", "body aches", "body pains", "aches", "肌肉痛", "全身酸痛"], ["M79.1", "M79.10"])
c("head_injury", S, ["head injury", "head trauma", "injury of head", "hit head", "头部外伤", "头部受伤", "撞到头"], ["S09.9", "S09.90", "S06"])
c("oliguria", S, ["reduced urine output", "decreased urine output", "oliguria", "fewer wet nappies", "尿少"], ["R34"])

# ---- events
c("fall", "event", ["fall", "falls", "fall at home", "fell", "跌倒", "摔倒", "摔跤", "摔了一跤"], ["W19", "R29.6", "Z91.81", "W18", "W01"])

# ---- procedures
P_ = "procedure"
c("appendectomy", P_, ["appendectomy", "appendicectomy", "appendix removal", "removal of appendix", "阑尾切除术", "阑尾切除"], ["0DTJ", "47.0"])
c("caesarean", P_, ["caesarean section", "cesarean section", "c-section", "caesarean", "cesarean delivery", "caesarean delivery", "剖腹产", "剖宫产"], ["10D00Z", "74.1", "O82"])
c("mastectomy", P_, ["mastectomy", "right mastectomy", "乳房切除术", "乳房切除", "乳腺切除术"], ["0HTT", "85.4"])
c("chemotherapy", P_, ["chemotherapy", "chemo", "化疗"], ["Z51.1", "3E0", "99.25"])
c("cabg", P_, ["coronary artery bypass graft", "cabg", "bypass surgery", "heart bypass", "搭桥手术", "冠脉搭桥"], ["021", "36.1", "Z95.1"])

# ---- allergies (allergen names; drug allergens carry their ATC code or class prefix)
A = "allergy"
c("al_penicillin", A, ["penicillin", "penicillins", "penicillin allergy", "青霉素", "青霉素类"], ["J01C"])
c("al_amoxicillin", A, ["amoxicillin", "amoxycillin", "penicillin", "penicillins", "阿莫西林"], ["J01CA04", "J01C"])
c("al_cephalosporin", A, ["cephalosporins", "cephalosporin", "头孢", "头孢类", "头孢菌素"], ["J01D"])
c("al_cefalexin", A, ["cefalexin", "cephalexin", "Keflex", "cephalosporins", "cephalosporin", "头孢氨苄"], ["J01DB01", "J01D"])
c("al_sulfa", A, ["sulfonamides", "sulphonamides", "sulfonamide", "sulfa drugs", "sulfa", "sulpha", "sulfonamide antibiotics", "磺胺", "磺胺类"], ["J01E"])
c("al_cotrimoxazole", A, ["co-trimoxazole", "trimethoprim/sulfamethoxazole", "sulfamethoxazole/trimethoprim", "Bactrim", "Septrin", "sulfonamides", "sulfa", "复方新诺明"], ["J01EE01", "J01E"])
c("al_trimethoprim", A, ["trimethoprim", "甲氧苄啶"], ["J01EA01"])
c("al_aspirin", A, ["aspirin", "acetylsalicylic acid", "nsaids", "阿司匹林"], ["B01AC06", "N02BA01"])
c("al_azithromycin", A, ["azithromycin", "Zithromax", "macrolides", "阿奇霉素"], ["J01FA10"])
c("al_erythromycin", A, ["erythromycin", "macrolides", "红霉素"], ["J01FA01"])
c("al_codeine", A, ["codeine", "codeine phosphate", "可待因"], ["R05DA04", "N02AA59"])
c("al_peanut", A, ["peanut", "peanuts", "peanut allergy", "groundnut", "花生"], [])
c("al_egg", A, ["egg", "eggs", "hen's egg", "egg allergy", "鸡蛋", "蛋"], [])
c("al_shellfish", A, ["shellfish", "seafood", "lobster", "crustaceans", "shellfish allergy", "海鲜", "贝类"], [])
c("al_latex", A, ["latex", "natural rubber latex", "rubber", "乳胶"], [])
c("al_adrenaline", A, ["adrenaline", "epinephrine", "肾上腺素"], ["C01CA24"])

# ---- observations (LOINC)
O = "observation"
c("bp", O, ["blood pressure", "systolic blood pressure", "diastolic blood pressure", "bp", "home blood pressure", "clinic blood pressure", "血压"], ["85354-9", "8480-6", "8462-4", "55284-4", "35094-2"])
c("hr", O, ["heart rate", "pulse", "pulse rate", "心率", "脉搏"], ["8867-4"])
c("temp", O, ["body temperature", "temperature", "体温"], ["8310-5", "8331-1"])
c("weight", O, ["body weight", "weight", "体重"], ["29463-7", "3141-9"])
c("spo2", O, ["oxygen saturation", "spo2", "blood oxygen", "oxygen saturation in arterial blood", "pulse oximetry", "血氧", "血氧饱和度"], ["59408-5", "2708-6"])
c("hba1c", O, ["hba1c", "hemoglobin a1c", "haemoglobin a1c", "glycated hemoglobin", "glycated haemoglobin", "glycosylated hemoglobin", "a1c", "糖化血红蛋白", "糖化"], ["4548-4", "17856-6", "59261-8"])
c("fpg", O, ["fasting glucose", "fasting blood glucose", "fasting plasma glucose", "fasting blood sugar", "fasting sugar", "空腹血糖", "glucose", "blood glucose"], ["1558-6", "14771-0", "76629-5", "1556-0"])
c("ppg", O, ["2-hour postprandial glucose", "2 hour postprandial glucose", "postprandial glucose", "postprandial blood glucose", "post-meal glucose", "2-hour glucose", "2 hour glucose", "glucose 2 hours post", "餐后血糖", "餐后两小时血糖", "餐后2小时血糖", "glucose", "blood glucose"], ["1521-4", "14760-3", "1518-0", "20438-8"])
c("glucose", O, ["glucose", "blood glucose", "blood sugar", "capillary blood glucose", "fasting glucose", "fasting blood glucose", "血糖"], ["2345-7", "2339-0", "15074-8", "41653-7", "1558-6"])
c("potassium", O, ["potassium", "serum potassium", "血钾", "钾"], ["2823-3", "6298-4"])
c("creatinine", O, ["creatinine", "serum creatinine", "肌酐", "血肌酐"], ["2160-0", "14682-9"])
c("egfr", O, ["egfr", "estimated gfr", "glomerular filtration rate", "estimated glomerular filtration rate", "gfr", "肾小球滤过率", "估算肾小球滤过率"], ["33914-3", "62238-1", "48642-3", "48643-1", "98979-8", "50044-7", "69405-9"])
c("inr", O, ["inr", "international normalized ratio", "international normalised ratio", "pt inr", "国际标准化比值"], ["6301-6", "34714-6", "46418-0"])
c("tsh", O, ["tsh", "thyroid stimulating hormone", "thyrotropin", "促甲状腺激素", "促甲状腺素"], ["3016-3", "11580-8"])
c("alt", O, ["alt", "alanine aminotransferase", "alanine transaminase", "sgpt", "谷丙转氨酶", "丙氨酸氨基转移酶"], ["1742-6", "1743-4", "76625-3"])
c("ast", O, ["ast", "aspartate aminotransferase", "aspartate transaminase", "sgot", "谷草转氨酶", "天门冬氨酸氨基转移酶"], ["1920-8"])
c("uric_acid", O, ["uric acid", "urate", "serum urate", "serum uric acid", "尿酸", "血尿酸"], ["3084-1", "14933-6"])
c("hb", O, ["hemoglobin", "haemoglobin", "hb", "hgb", "血红蛋白"], ["718-7", "20509-6", "59260-0"])
c("ldl", O, ["ldl cholesterol", "ldl", "ldl-c", "low density lipoprotein cholesterol", "ldl cholesterol calculated", "低密度脂蛋白", "低密度脂蛋白胆固醇"], ["13457-7", "18262-6", "2089-1"])
c("tc", O, ["total cholesterol", "cholesterol", "serum cholesterol", "总胆固醇", "胆固醇"], ["2093-3", "14647-2"])
c("peak_flow", O, ["peak expiratory flow", "peak flow", "pef", "pefr", "peak expiratory flow rate", "峰流速"], ["19935-6", "33452-4"])


def E(key, state, value=None, names=None):
    typ, nm, codes = K[key]
    d = {"type": typ, "names": list(names or nm), "codes": list(codes), "state": state}
    if value is not None:
        d["value"] = value
    return d


def FH(key, state="current"):
    """A blood relative's condition: family history, scored by the condition's names and codes."""
    _, nm, codes = K[key]
    return {"type": "family_history", "names": list(nm), "codes": list(codes), "state": state}


def N(key, why, typ=None):
    t, nm, codes = K[key]
    return {"type": typ or t, "names": list(nm), "codes": list(codes), "why": why}


def NFH(key, why):
    return N(key, why, typ="family_history")


def P(text, s=None):
    return _t("patient", text, s)


def C(text, s=None):
    return _t("clinician", text, s)


def A_(text, s=None):
    return _t("assistant", text, s)


def _t(speaker, text, s):
    d = {"speaker": speaker, "text": text}
    if s:
        d["session"] = s
    return d


CASES = []


def case(cid, lang, desc, turns, expected, must_not=()):
    CASES.append({"id": cid, "lang": lang, "description": desc, "turns": turns,
                  "expected": expected, "must_not": list(must_not)})


# ================================================================ Mandarin / Chinese cases
case("zh01", "zh", "2型糖尿病复诊（普通话，微信打字）：血糖/糖化/体重斤，列举否认，加达格列净；妻子打胰岛素、父亲尿毒症",
 [P("医生你好，我是来复查糖尿病的，2型，得了有五六年了。现在每天吃二甲双胍，早晚各一片，0.5的。"),
  C("最近血糖怎么样？空腹测过吗？"),
  P("上礼拜早上空腹测的7.8，饭后两小时一般11点几，昨天饭后两小时是11.6。"),
  C("糖化血红蛋白上个月查的多少？"),
  P("化验单上写的7.9%。"),
  C("有没有手脚麻木、看东西模糊？"),
  P("都没有。就是晚上起夜多一点，一晚上两三次。"),
  C("体重呢？"),
  P("上个月称是148斤，比去年胖了6斤。对了我老婆也有糖尿病，她打胰岛素的。"),
  C("好，二甲双胍继续吃，再加一个达格列净10毫克，每天早上一片。"),
  P("好的。那个药会不会伤肾？我爸有尿毒症，透析好几年了。")],
 [E("t2dm", "current"), E("metformin", "current"),
  E("fpg", "current", "7.8 mmol/L"), E("ppg", "current", "11.6 mmol/L"),
  E("hba1c", "current", "7.9 %"), E("numbness", "denied"), E("blurred_vision", "denied"),
  E("weight", "current", "148 斤"), E("dapagliflozin", "current"),
  FH("kidney_failure")],
 [N("insulin", "妻子打的胰岛素，不是患者的药"),
  NFH("diabetes", "妻子不是血亲，不算家族史"),
  N("kidney_failure", "父亲的尿毒症，不是患者的病")])

case("zh02", "zh", "高血压（粤语语音转文字，无标点）：家测血压/心率，依那普利致咳已换药，氨氯地平加量；父母病史；老公的他汀",
 [P("医生我有高血压好多年 最近喺屋企度量 早上成日都一百五十几 琴日朝早量到158 92"),
  C("你现在吃什么降压药？"),
  P("食紧氨氯地平5毫克 每日一粒 之前食过依那普利 但系食咗成日干咳 所以医生帮我换咗 换咗之后就冇咳啦"),
  C("有冇头晕头痛？"),
  P("头晕有少少 头痛就冇"),
  C("心跳几多？"),
  P("部血压机话心跳88"),
  C("屋企人有冇高血压？"),
  P("阿妈有高血压 仲中过风 阿爸就系糖尿病"),
  C("好，氨氯地平加到10毫克，每日一粒，两个礼拜后再覆诊。"),
  P("好 唔该晒 我老公都食紧阿托伐他汀 佢话我都要食")],
 [E("htn", "current"), E("bp", "current", "158/92 mmHg"), E("amlodipine", "current"), E("enalapril", "past"), E("cough", "past"),
  E("dizziness", "current"), E("headache", "denied"),
  FH("htn"), FH("stroke"), FH("diabetes")],
 [N("atorvastatin", "老公食紧，唔系患者嘅药"),
  N("stroke", "阿妈中风，唔系患者"),
  N("diabetes", "阿爸嘅糖尿病，唔系患者")])

case("zh03", "zh", "心衰，女儿代述（东北话），两次就诊：呋塞米加量后减回、腿肿消退、体重斤、血钾；女儿自己的高血压和硝苯地平",
 [P("大夫你好，我是他闺女，替我爸问问。我爸78了，心衰好几年了，这两天腿肿得老厉害了，晚上躺不平，得垫俩枕头。"),
  C("现在吃的啥药？"),
  P("呋塞米一天一片20毫克，螺内酯一片，还有比索洛尔2.5的。沙库巴曲缬沙坦也吃着呢，一天两回。"),
  C("体重最近有变化吗？"),
  P("前天称的136斤，今儿早上140斤，涨了4斤。"),
  C("喘不喘？咳嗽不？"),
  P("走两步就喘，咳嗽倒是没有。"),
  C("先把呋塞米加到40毫克，一天一次，三天后再称体重。"),
  P("中，我记下了。我自个儿也有高血压，吃着硝苯地平呢，跟我爸没关系哈。"),
  P("大夫，我还是他闺女。我爸这礼拜腿不肿了，体重回到134斤了。", "s-2"),
  C("好，呋塞米减回20毫克，一天一次。血钾查了吗？", "s-2"),
  P("查了，血钾4.1。", "s-2")],
 [E("hf", "current"), E("ankle_swelling", "past"), E("furosemide", "current"), E("spironolactone", "current"), E("entresto", "current"), E("weight", "current", "134 斤"), E("cough", "denied"), E("potassium", "current", "4.1 mmol/L"), FH("htn")],
 [N("nifedipine", "女儿自己吃的药，不是患者的"),
  N("htn", "女儿自己的高血压，不是患者的")])

case("zh04", "zh", "儿童哮喘+湿疹，妈妈明确代述（四川话）：吸入药、花生过敏（反应挂在过敏原上）、加孟鲁司特；妈妈自己的鼻炎和喷鼻药",
 [P("医生，我是娃儿的妈妈，帮他问一哈。娃儿6岁了，有哮喘，这几天晚上咳得凶，还有点喘。"),
  C("平时用啥子药？"),
  P("每天早晚吸一次布地奈德，发作的时候喷沙丁胺醇。这个礼拜沙丁胺醇一天要用三四回。"),
  C("发烧没有？"),
  P("没得，体温一直36度8。"),
  C("皮肤呢？湿疹还有没有？"),
  P("湿疹还是有，手肘弯弯那里痒得很，在擦丁酸氢化可的松乳膏。"),
  C("有没有对啥子过敏？"),
  P("他对花生过敏，吃了嘴巴肿，身上起风团。"),
  C("好，这几天先加孟鲁司特，每晚一粒4毫克的咀嚼片。"),
  P("要得。我自己也有过敏性鼻炎，在喷糠酸莫米松，跟他的哮喘有没有关系嘛？")],
 [E("asthma", "current"), E("cough", "current"), E("budesonide_inh", "current"), E("salbutamol", "current"), E("eczema", "current"), E("hydrocortisone_top", "current"),
  E("al_peanut", "current"), E("montelukast", "current"), FH("rhinitis")],
 [N("hives", "风团是花生过敏的反应，不是当前症状"),
  N("mometasone_nasal", "妈妈自己喷的药"),
  N("rhinitis", "妈妈的鼻炎，不是孩子的")])

case("zh05", "zh", "孕早期甲减：TSH、优甲乐加量、叶酸，恶心现有/呕吐已过，磺胺过敏（皮疹为反应），母亲甲减、姐姐甲亢",
 [P("医生好，我怀孕12周了，之前查出来甲减，一直吃优甲乐，一天50微克。"),
  C("最近一次甲功什么时候查的？"),
  P("上周查的，TSH 3.8，FT4在正常范围内。"),
  C("孕期TSH偏高了一点。优甲乐加到75微克，每天早上空腹吃。"),
  P("好。我还在吃叶酸。"),
  C("有没有恶心呕吐？"),
  P("恶心有一点，吐倒是不吐了，前几周吐得厉害。"),
  C("有没有过敏史？"),
  P("我对磺胺类过敏，以前吃复方新诺明起过一身红疹。"),
  C("家里人有甲状腺的问题吗？"),
  P("我妈也是甲减，我姐是甲亢，做过碘131。"),
  P("对了，最近有点鼻塞，我能吃点感冒药吗？")],
 [E("pregnancy", "current"), E("hypothyroid", "current"), E("levothyroxine", "current"),
  E("tsh", "current", "3.8"), E("nausea", "current"),
  E("vomiting", "past"), E("al_sulfa", "current"), FH("hypothyroid"), FH("hyperthyroid")],
 [N("rash", "红疹是以前的过敏反应"),
  N("hyperthyroid", "姐姐的甲亢"),
  N("cotrimoxazole", "以前吃过的药，现在不吃")])

case("zh06", "zh", "房颤抗凝（台湾国语口吻），两次就诊：INR 3.6→2.4，华法林减量后停用换利伐沙班，牙龈出血已好；阿嬷中风；狗吃的药",
 [P("医生你好，我有心房颤动，在吃华法林，一天3毫克，已经吃两年了齁。"),
  C("最近INR多少？"),
  P("上礼拜抽血INR是3.6，有点高啦。刷牙牙龈会流血，手上也有一些瘀青。"),
  C("有没有黑便？"),
  P("没有啦。"),
  C("华法林先减到2.5毫克，一周后复查INR。"),
  P("医生，INR复查了，是2.4。不过每次抽血好麻烦喔。", "s-2"),
  C("那我们把华法林停掉，换成利伐沙班，每天一次20毫克，晚饭时吃。肾功能查了吗？", "s-2"),
  P("好啦。肌酐是92，eGFR 68。那个牙龈流血现在没有了。", "s-2"),
  C("好。家里有人中风过吗？", "s-2"),
  P("我阿嬷以前有中风过。啊我家的狗也在吃一种抗血小板的药，兽医开的，叫氯吡格雷。", "s-2")],
 [E("af", "current"), E("inr", "current", "2.4"), E("gum_bleeding", "past"), E("bruising", "current"),
  E("melaena", "denied"), E("warfarin", "past"), E("rivaroxaban", "current"),
  E("egfr", "current", "68"), FH("stroke")],
 [N("clopidogrel", "狗吃的药"), N("stroke", "阿嬷中风，不是患者")])

case("zh07", "zh", "痛风急性发作（北方口语）：以前吃别嘌醇已自停，双氯芬酸停用，秋水仙碱+奥美拉唑，尿酸；同事的非布司他",
 [P("大夫，我这大脚趾头又肿又疼，昨晚疼得睡不着，红得跟萝卜似的。"),
  C("以前发作过吗？"),
  P("发过，去年查出来痛风，尿酸当时580。后来吃了俩月别嘌醇，自己停了。"),
  C("现在吃啥止疼？"),
  P("吃的双氯芬酸，一天两回。"),
  C("有没有胃不舒服、黑便？"),
  P("胃有点烧心，黑便没有。"),
  C("今天查尿酸是520，肌酐正常。先吃秋水仙碱，0.5毫克一天两次，双氯芬酸停掉，加个奥美拉唑护胃。"),
  P("行。我们单位老张也痛风，他吃的非布司他，我能换那个吗？"),
  C("急性期过了再说降尿酸的事。酒还喝吗？"),
  P("啤酒一礼拜两三瓶吧，过年喝得多。")],
 [E("toe_pain", "current"), E("gout", "current"), E("allopurinol", "past"), E("diclofenac", "past"),
  E("heartburn", "current"), E("melaena", "denied"), E("uric_acid", "current", "520 umol/L"),
  E("colchicine", "current"), E("omeprazole", "current")],
 [N("febuxostat", "同事吃的药，患者只是问能不能换"), NFH("gout", "同事不是亲属")])

case("zh08", "zh", "偏头痛+焦虑（微信语音转文字，语气词）：布洛芬，佐米曲普坦已停，先兆闪光有/手麻无，自述“好像焦虑症”为待核实，停优思明换去氧孕烯；男友的药",
 [P("嗯 医生 那个 我偏头痛又犯了 这个月已经发了五六次了 每次左边太阳穴跳着疼 还想吐"),
  C("平时发作吃什么药？"),
  P("就是 吃布洛芬 以前吃过佐米曲普坦 但是吃了胸口发紧 就没再吃了"),
  C("有没有视物闪光或者手麻这些先兆？"),
  P("闪光有 手麻没有"),
  C("最近睡眠和情绪怎么样？"),
  P("睡不着 老是担心工作 心慌 我好像有点焦虑症吧 没去看过"),
  C("我们先开普萘洛尔预防，每天两次，每次10毫克。你在吃避孕药吗？"),
  P("嗯 在吃优思明"),
  C("有先兆的偏头痛不适合吃含雌激素的避孕药。优思明从今天起停掉，换成单纯孕激素的去氧孕烯，每天一片。"),
  P("好 我男朋友也偏头痛 他吃的是利扎曲普坦")],
 [E("migraine", "current"), E("ibuprofen", "current"), E("zolmitriptan", "past"),
  E("numbness", "denied"), E("insomnia", "current"), E("anxiety", "claim"), E("propranolol", "current"), E("yasmin", "past"), E("desogestrel", "current")],
 [N("rizatriptan", "男朋友吃的药"), NFH("migraine", "男朋友不是血亲")])

case("zh09", "zh", "高龄跌倒+多重用药，护工代述（上海话）：髋部痛、头没撞到、直立头晕和低血压，停唑吡坦和多沙唑嗪；护工自己的高血压",
 [P("医生侬好，我是照顾王阿姨的护工，伊今朝早上在卫生间里摔了一跤，屁股着地。王阿姨82岁了。"),
  C("摔了以后哪里疼？头有没有撞到？"),
  P("右边屁股疼，走路一瘸一瘸的，头没撞到。"),
  C("她平时吃哪些药？"),
  P("伊吃降压的氨氯地平，还有多沙唑嗪，夜里吃唑吡坦困觉，还有二甲双胍、阿司匹林。"),
  C("最近有没有头晕，特别是站起来的时候？"),
  P("有额，早上起床立起来就头晕，眼门前发黑。"),
  C("站着量血压是多少？"),
  P("立起来量血压只有98/58。"),
  C("唑吡坦停掉，多沙唑嗪也先停。阿司匹林继续。"),
  P("好额。我自己也有高血压，吃的硝苯地平，跟王阿姨没关系的。")],
 [E("fall", "current"), E("hip_pain", "current"), E("head_injury", "denied"),
  E("amlodipine", "current"), E("doxazosin", "past"), E("zolpidem", "past"),
  E("aspirin", "current"), E("dizziness", "current"),
  E("bp", "current", "98/58 mmHg")],
 [N("nifedipine", "护工自己的药"), NFH("htn", "护工不是亲属，她的高血压不是家族史")])

case("zh10", "zh", "抑郁症复诊，两次就诊：舍曲林加量后患者下一次就诊说已自停（腹泻已好），换艾司西酞普兰，失眠好转，体重斤；表姐抑郁",
 [P("医生，我抑郁症吃舍曲林一个多月了，每天50毫克，感觉好一点点，但还是提不起劲。"),
  C("有没有想伤害自己的念头？"),
  P("没有，这个没有。"),
  C("睡眠呢？"),
  P("入睡难，一般要一两个小时才睡着。"),
  C("舍曲林加到100毫克，每天早上吃。"),
  P("医生，舍曲林加量以后拉肚子拉了两个礼拜，上个礼拜我就自己停了，停了以后就不拉了。", "s-2"),
  C("好，那我们换成艾司西酞普兰，每天10毫克。睡眠现在怎么样？", "s-2"),
  P("现在睡得还行，半小时就能睡着了。", "s-2"),
  C("体重有变化吗？", "s-2"),
  P("瘦了，现在104斤，之前110。我表姐也有抑郁症，她吃的是文拉法辛。", "s-2")],
 [E("depression", "current"), E("suicidal", "denied"), E("sertraline", "past"), E("diarrhoea", "past"),
  E("escitalopram", "current"), E("insomnia", "past"), E("weight", "current", "104 斤"), FH("depression")],
 [N("venlafaxine", "表姐吃的药")])

case("zh11", "zh", "慢阻肺急性加重（四川话）：黄痰、发热38度5、血氧93，吸入药，青霉素过敏但头孢耐受，阿奇霉素+泼尼松；邻居肺炎",
 [P("医生，我慢阻肺十几年了，这几天咳得凶，痰是黄的，喘不上气。"),
  C("发烧没有？血氧测了没得？"),
  P("血氧是手指头夹的那个测的，93。"),
  C("平时用啥子吸入药？"),
  P("噻托溴铵每天一吸，还有沙美特罗替卡松，早晚各一吸。哦对了，你刚才问发烧，昨天晚上烧到38度5，今天吃了退烧药好些了，还是有点烧。"),
  C("有没有药物过敏？"),
  P("青霉素过敏，打皮试都是阳性的。头孢我吃过好多回，没得事。"),
  C("给你开阿奇霉素，每天一次，吃三天，再加泼尼松，每天30毫克，吃五天。"),
  P("好。隔壁王大爷上个月肺炎住院了，我有点怕。")],
 [E("copd", "current"), E("cough", "current"), E("temp", "current", "38.5 °C"), E("spo2", "current", "93 %"),
  E("tiotropium", "current"), E("al_penicillin", "current"),
  E("al_cephalosporin", "denied"), E("azithromycin", "current"), E("prednisone", "current")],
 [N("pneumonia", "邻居的肺炎")])

case("zh12", "zh", "5个月婴儿发烧，妈妈用粤语明确代述，助手提问：39度2、吃奶少、尿少、流涕，咳/疹/泻否认，呕吐一次，必理痛；妈妈自己的咽炎和阿莫西林",
 [P("医生你好，我系BB阿妈，帮佢问下。BB五个月大，琴晚开始发烧，最高去到39度2。"),
  A_("宝宝精神怎么样？吃奶正常吗？"),
  P("精神差咗啲，食奶少咗一半，尿片都湿得少咗。"),
  A_("有没有咳嗽、流鼻涕、出疹子？"),
  P("有少少鼻水，冇咳，都冇出疹。"),
  A_("有没有呕吐？拉肚子吗？"),
  P("今朝呕咗一次，冇肚屙。"),
  A_("有没有给宝宝吃过药？"),
  P("俾咗佢食必理痛婴儿装，2.5毫升，三个钟头前。"),
  A_("五个月大的宝宝发烧到39度以上，而且吃奶少、尿少，建议今天就带去急诊。"),
  P("好，我而家带佢去。我自己喉咙发炎，食紧阿莫西林，喂人奶有冇问题？")],
 [E("fever", "current"), E("temp", "current", "39.2 °C"), E("poor_feeding", "current"),
  E("rhinorrhoea", "current"), E("cough", "denied"), E("rash", "denied"),
  E("vomiting", "current"), E("diarrhoea", "denied"), E("paracetamol", "current")],
 [N("amoxicillin", "妈妈自己食紧嘅药"), N("pharyngitis", "妈妈自己喉咙发炎"),
  NFH("pharyngitis", "妈妈的咽炎是急性病，不是家族史")])

case("zh13", "zh", "更年期与激素治疗：潮热盗汗、易怒，阴道出血/血栓/乳腺癌否认，母亲乳腺癌，“好像骨量减少”待核实，雌二醇凝胶+地屈孕酮；丈夫的降压药",
 [P("医生好，我今年52，绝经快一年了，潮热出汗特别厉害，晚上盗汗，一晚上醒好几次。"),
  C("情绪怎么样？"),
  P("脾气大，容易烦。"),
  C("有没有阴道不规则出血？"),
  P("没有。"),
  C("以前有没有血栓、乳腺癌这些病？"),
  P("都没有。不过我妈60岁查出乳腺癌，做了手术。"),
  C("骨密度查过吗？"),
  P("去年体检查过，医生说好像有点骨量减少，我也记不清了。"),
  C("给你开雌二醇凝胶，每天涂一次，加地屈孕酮每天10毫克，先用三个月。"),
  P("好的。我老公有高血压，他那个降压药我能不能也吃点？")],
 [E("menopause", "current"), E("hot_flushes", "current"), E("pmb", "denied"), E("vte", "denied"), E("breast_cancer", "denied"),
  FH("breast_cancer"), E("osteopenia", "claim"), E("estradiol", "current"), E("dydrogesterone", "current")],
 [NFH("htn", "丈夫不是血亲"), N("htn", "丈夫的高血压")])

case("zh14", "zh", "慢性肾病3期+高血压，两次就诊：医生念的化验（血钾5.8→4.9、肌酐、eGFR），氯沙坦减量，问布洛芬；弟弟多囊肾",
 [P("医生，我是慢性肾病三期，还有高血压，一直在吃氯沙坦，每天100毫克。这次化验单出来了。"),
  C("我看一下……血钾5.8，肌酐156，eGFR 38。最近香蕉橙子吃得多吗？"),
  P("橙子吃得挺多的，一天两三个。"),
  C("氯沙坦减到50毫克，水果先少吃点。有没有乏力、心慌？"),
  P("乏力有点，心慌没有。还有，医生，我最近腰疼，布洛芬我能吃吗？"),
  C("肾功能不好，布洛芬不要吃。"),
  P("医生，复查了，血钾降到4.9了，肌酐150。", "s-2"),
  C("血压呢？", "s-2"),
  P("家里量的，一般135/85左右，今天早上是138/84。", "s-2"),
  C("好，氯沙坦维持50毫克。家里有人肾不好吗？", "s-2"),
  P("我弟弟也是肾不好，是多囊肾。", "s-2")],
 [E("ckd", "current"), E("htn", "current"), E("losartan", "current"),
  E("potassium", "current", "4.9 mmol/L"), E("egfr", "current", "38"),
  E("palpitations", "denied"), E("back_pain", "current"),
  E("bp", "current", "138/84 mmHg"), FH("pkd")],
 [N("ibuprofen", "患者只是问能不能吃，医生说不要吃"), N("pkd", "弟弟的多囊肾")])

case("zh15", "zh", "乙肝+脂肪肝复查：恩替卡韦，ALT/AST，“好像有胆结石”待核实，乏力/黄疸/腹胀否认，右上腹不适，体重；哥哥乙肝和肝癌",
 [P("医生，我是乙肝小三阳，吃恩替卡韦三年了，每天一粒。"),
  C("最近肝功能怎么样？"),
  P("上个月查ALT 68，AST 45，医生讲有点高。B超说有中度脂肪肝，好像还有个小的胆结石，我记不太清了。"),
  C("HBV-DNA呢？"),
  P("病毒量测不到。"),
  C("有没有乏力、皮肤发黄、肚子胀？"),
  P("都没有，就是右上腹偶尔隐隐的不舒服。"),
  C("恩替卡韦继续吃，控制体重，三个月后复查肝功能和B超。体重多少？"),
  P("82公斤，身高172。"),
  C("家里有人有肝病吗？"),
  P("我哥也是乙肝，前两年查出肝癌了。")],
 [E("hepb", "current"), E("entecavir", "current"), E("alt", "current", "68 U/L"), E("fatty_liver", "current"), E("gallstones", "claim"), E("jaundice", "denied"),
  E("ruq_pain", "current"), FH("hepb"), FH("liver_cancer")],
 [N("liver_cancer", "哥哥的肝癌")])

case("zh16", "zh", "性健康咨询（助手提问）：紧急避孕药已服一次，白带异常，尿痛/腹痛否认，既往衣原体和多西环素，阿奇霉素不耐受（医生说不算过敏）；室友的优思明",
 [P("医生你好，想咨询一下，上周六同房套破了，当时就吃了毓婷。"),
  A_("月经推迟了吗？"),
  P("还没到日子，上次月经是本月3号。"),
  A_("有没有白带异常、下腹痛、小便痛？"),
  P("白带有点黄，有异味。小便痛没有，肚子也不痛。"),
  A_("以前有没有得过性传播疾病？"),
  P("前年得过一次衣原体，当时吃的是多西环素。"),
  A_("有药物过敏吗？"),
  P("阿奇霉素吃了会吐得很厉害，不过医生说那不算过敏。"),
  A_("好的。建议做一下衣原体、淋病和HIV的检测。"),
  P("好。我室友在吃优思明，说会长胖，我有点怕。我现在58公斤，不想再胖了。")],
 [E("levonorgestrel_ec", "past"), E("vaginal_discharge", "current"), E("dysuria", "denied"),
  E("abdominal_pain", "denied"), E("chlamydia", "past"), E("doxycycline", "past"),
  E("al_azithromycin", "denied"), E("weight", "current", "58 kg")],
 [N("yasmin", "室友吃的药"), N("vomiting", "阿奇霉素以前的不耐受反应，不是当前症状")])

case("zh17", "zh", "乳腺癌术后随访：乳房切除和化疗已做，来曲唑致关节痛，骨质疏松+阿仑膦酸钠，潮热已过，肿块否认，加钙D；他莫昔芬原计划未用；妹妹乳腺癌",
 [P("医生您好，我三年前乳腺癌做了右边乳房切除，化疗也做完了。原来说要吃他莫昔芬，后来没吃，直接用的来曲唑，每天2.5毫克。"),
  C("吃来曲唑有没有什么不舒服？"),
  P("关节疼，早上起来手指头僵，膝盖也疼。"),
  C("骨密度什么时候查的？"),
  P("半年前，T值负2.6，医生说是骨质疏松，开了阿仑膦酸钠，每周一片。"),
  C("还有没有潮热？"),
  P("潮热以前有，现在基本没了。"),
  C("乳房或者腋下有没有摸到肿块？"),
  P("没有摸到。"),
  C("来曲唑继续，加钙片和维生素D，碳酸钙D3每天一片。"),
  P("好的。我妹妹前年也查出乳腺癌了，我女儿担心遗传。")],
 [E("mastectomy", "past"), E("letrozole", "current"), E("joint_pain", "current"),
  E("osteoporosis", "current"),
  E("alendronate", "current"), E("hot_flushes", "past"), E("breast_lump", "denied"),
  E("calcium_d", "current"), FH("breast_cancer")],
 [N("tamoxifen", "计划过但没吃")])

case("zh18", "zh", "出国前旅行咨询：哮喘+信必可，阿司匹林过敏，医生开阿托伐醌氯胍，慢性腹泻否认，胃食管反流+雷贝拉唑，小时候甲肝；同事的甲氟喹、海报上的疟疾",
 [P("医生，我下个月要去肯尼亚出差两周，需要打什么疫苗吗？"),
  C("以前打过黄热病疫苗吗？有没有慢性病？"),
  P("黄热病没打过。慢性病就是有哮喘，用信必可，一天两次。"),
  C("对什么药物过敏吗？"),
  P("对阿司匹林过敏，吃了会喘得厉害。"),
  C("疟疾预防给你开阿托伐醌氯胍，出发前一两天开始吃，每天一片，回来后再吃七天。"),
  P("好的。我同事上次去吃的甲氟喹，天天做噩梦，我可不想吃那个。"),
  C("肠胃方面，有没有经常拉肚子的毛病？"),
  P("没有。不过我有胃食管反流，在吃雷贝拉唑。对了，我们公司茶水间贴了个海报，“远离疟疾”，还画了个蚊子，哈哈，挺可爱的。"),
  C("哈哈。另外出发前建议打伤寒和甲肝疫苗。"),
  P("甲肝我小时候得过。")],
 [E("asthma", "current"), E("symbicort", "current"), E("al_aspirin", "current"),
  E("atovaquone_proguanil", "current"), E("diarrhoea", "denied"), E("gerd", "current"),
  E("rabeprazole", "current"), E("hepa", "past")],
 [N("mefloquine", "同事吃的药"), N("malaria", "海报上的疟疾，闲聊")])

case("zh19", "zh", "产后6周：剖腹产，乳腺炎（医生诊断）+头孢氨苄，贫血+琥珀酸亚铁、血红蛋白，“可能有点产后抑郁”待核实；宝宝体重、婆婆糖尿病",
 [P("医生你好，我生完孩子六个礼拜了，剖腹产的。最近右边乳房又红又肿又痛，还发烧，昨晚量的38度。"),
  C("还在喂奶吗？"),
  P("在喂，纯母乳。"),
  C("这是乳腺炎。给你开头孢氨苄，每天四次，吃十天，继续喂奶。"),
  P("好。另外我孕期查出来贫血，一直在吃琥珀酸亚铁，还要吃吗？"),
  C("血红蛋白上次多少？"),
  P("出院的时候是98。"),
  C("继续吃铁剂。最近心情怎么样？睡得着吗？"),
  P("有时候会莫名其妙想哭，我觉得我可能有点产后抑郁。"),
  C("我们做个量表评估一下。宝宝吃奶、体重都正常吗？"),
  P("宝宝很好，现在9斤多。我婆婆天天来帮忙，她有糖尿病，老要我少吃甜的。")],
 [E("caesarean", "past"), E("fever", "current"), E("temp", "current", "38 °C"),
  E("mastitis", "current"), E("cefalexin", "current"), E("anaemia", "current"),
  E("ferrous_succinate", "current"), E("hb", "current", "98 g/L"), E("pnd", "claim")],
 [N("weight", "宝宝的体重，不是产妇的"), NFH("diabetes", "婆婆不是血亲"), N("diabetes", "婆婆的糖尿病")])

case("zh20", "zh", "老年痴呆，儿子代述（东北话），两次就诊：多奈哌齐加量+美金刚，失眠好转，尿失禁，后来跌倒手腕骨折，血压；儿子自己的糖尿病和二甲双胍，父亲否认糖尿病",
 [P("大夫，我是他儿子，我爸82了，老年痴呆三年了，最近晚上老不睡觉，满屋溜达，还老说有人偷他东西。"),
  C("现在吃啥药？"),
  P("多奈哌齐5毫克，晚上一片；还有降压的，苯磺酸氨氯地平。"),
  C("大小便能控制吗？"),
  P("小便有时候来不及，尿裤子。"),
  C("多奈哌齐加到10毫克，再加上美金刚，从5毫克开始。"),
  P("大夫，还是我，他儿子。我爸上礼拜在家摔了一跤，左手腕骨折了，打着石膏呢。", "s-2"),
  C("晚上睡觉咋样了？", "s-2"),
  P("美金刚吃了以后晚上能睡了，也不溜达了。", "s-2"),
  C("血压量了吗？有没有糖尿病？", "s-2"),
  P("今天早上120/70。他没有糖尿病。我自己倒是糖尿病，吃二甲双胍。", "s-2")],
 [E("dementia", "current"), E("insomnia", "past"), E("donepezil", "current"), E("memantine", "current"), E("fall", "current"), E("wrist_fracture", "current"),
  E("bp", "current", "120/70 mmHg"), E("diabetes", "denied"), FH("diabetes")],
 [N("metformin", "儿子自己吃的药")])


# ================================================================ English cases
case("en01", "en", "UK (Yorkshire) type 2 diabetes review, ASR-style: metformin, gliclazide stopped for hypos, HbA1c in mmol/mol, numbness/tingling denied with 'nope', empagliflozin started; wife's tablets, dad's diabetes",
 [P("morning doctor um I'm here for me diabetes review type 2 been about eight year now"),
  C("How are you getting on with the metformin and the gliclazide?"),
  P("metformin's fine two tablets twice a day no wait one in the morning two at teatime the gliclazide I erm I stopped that last spring cos I kept going hypo shaky and sweaty at work"),
  C("Your HbA1c came back at 62 mmol/mol, up from 55. Any tingling or numbness in your feet?"),
  P("nope nowt like that"),
  C("And when was your last eye screening?"),
  P("last month all clear they said oh and me blood pressure was 142 over 86 at the chemist on tuesday"),
  C("OK. I'd like to start you on empagliflozin 10 mg once a day alongside the metformin."),
  P("right is that the one that gives you water infections our lass were on summat like that and she were never off the loo"),
  C("It can make thrush and urine infections a bit more likely; drink plenty and keep an eye out."),
  P("fair enough me dad had sugar as well he lost a toe to it")],
 [E("t2dm", "current"), E("metformin", "current"), E("gliclazide", "past"), E("hypoglycaemia", "past"),
  E("hba1c", "current", "62 mmol/mol"), E("numbness", "denied"), E("bp", "current", "142/86 mmHg"), E("empagliflozin", "current"), FH("diabetes")],
 [N("uti", "side effect only discussed; the wife's problem"), N("thrush", "side effect only discussed")])

case("en02", "en", "US hypertension and cholesterol: lisinopril + HCTZ, home BP and pulse, LDL/total cholesterol in mg/dL, atorvastatin stopped (aches gone), rosuvastatin started, hedged 'might be prediabetic', asks about Advil; brother's MI",
 [P("Hi, so I'm here for my blood pressure check. I've had high blood pressure for like ten years, I'm on lisinopril 20 milligrams and hydrochlorothiazide 25."),
  C("What have your home readings been running?"),
  P("Mostly 130s over 80s. This morning it was 134 over 82, pulse 76."),
  C("Your labs: LDL was 162 mg/dL and total cholesterol 245. Are you still taking the atorvastatin?"),
  P("Uh, no, I quit it back in March, my legs were aching real bad on it. The aching went away once I stopped. My cholesterol's always been high though."),
  C("Okay. Let's try rosuvastatin 5 mg instead, it's often better tolerated."),
  P("Sure. I think I might be prediabetic too, my sugar was borderline at my work physical, but I'm not sure."),
  C("We'll check an A1c with your next labs."),
  P("Oh and can I take Advil for my knee? It's been bugging me since I started jogging."),
  C("Occasional use is OK, but not every day with your blood pressure."),
  P("Got it. My brother had a heart attack at 48, so I'm trying to be good.")],
 [E("htn", "current"), E("lisinopril", "current"), E("hctz", "current"), E("bp", "current", "134/82 mmHg"),
  E("ldl", "current", "162 mg/dL"), E("atorvastatin", "past"), E("hyperlipidemia", "current"), E("rosuvastatin", "current"),
  E("prediabetes", "claim"), FH("mi")],
 [N("ibuprofen", "only asked about"), N("mi", "the brother's heart attack")])

case("en03", "en", "Irish adult asthma flare: Ventolin + Clenil, peak flow, tightness 'a small bit', fever/phlegm denied, step-up to Symbicort and Clenil stopped, hay fever + cetirizine, hedged childhood amoxicillin reaction; dog's tablets",
 [P("Howya doctor, me asthma's been at me this past fortnight, wheezy at night and a small bit of a cough."),
  C("What inhalers are you on at the moment?"),
  P("The blue one, the Ventolin, and the brown one, Clenil, two puffs twice a day, though to be honest I'd forget the brown one half the time."),
  C("Any chest tightness?"),
  P("A small bit, yeah. Peak flow was 380 this morning, normally I'd be around 480."),
  C("Any fever or green phlegm?"),
  P("Ah no, none of that."),
  C("Right, we'll step you up to Symbicort, one puff twice a day, and stop the Clenil. Keep the Ventolin for when you need it."),
  P("Grand. The hay fever's kicking off too, I've been taking cetirizine from the chemist."),
  C("Any allergies to medicines?"),
  P("I think I had a reaction to amoxicillin as a child, me mam said I came out in spots, but I'm not sure."),
  P("Sure look, the whole house is sneezing, even the dog's on prednisolone for his itchy skin.")],
 [E("asthma", "current"), E("wheeze", "current"), E("salbutamol", "current"),
  E("chest_tightness", "current"), E("peak_flow", "current", "380 L/min"), E("fever", "denied"),
  E("symbicort", "current"), E("beclometasone", "past"), E("al_amoxicillin", "claim")],
 [N("rash", "the childhood reaction, not a current rash"), N("prednisolone", "the dog's tablets")])

case("en04", "en", "Scottish heart failure + AF, two sessions: patient then his daughter speaking for him; dapagliflozin added, ankle swelling 'a wee bit' then gone, weights, falls denied, furosemide reduced; daughter's own hypertension and amlodipine",
 [P("Aye doctor, it's the breathlessness again, I get puffed oot just walking tae the shops. I've got heart failure and the AF."),
  C("Which tablets are you on just now?"),
  P("Bisoprolol 5, ramipril 5, furosemide 40 in the morning, and apixaban 5 twice a day."),
  C("Any swelling in your ankles?"),
  P("A wee bit, aye, by the evening."),
  C("We'll add dapagliflozin 10 mg once a day. Your weight today is 84 kilos."),
  P("Hi, it's his daughter, I'm calling about my dad. He's no been right since Tuesday, he's dizzy when he stands up.", "s-2"),
  C("Has he had any falls?", "s-2"),
  P("No, no falls. His ankles are down though, the swelling's gone completely. He weighed 80.5 kilos this morning.", "s-2"),
  C("Let's reduce the furosemide to 20 mg and check his kidneys and potassium this week.", "s-2"),
  P("OK. I'm on amlodipine myself for my blood pressure, is that the same kind of thing?", "s-2")],
 [E("hf", "current"), E("af", "current"), E("furosemide", "current"), E("apixaban", "current"),
  E("dapagliflozin", "current"), E("ankle_swelling", "past"), E("weight", "current", "80.5 kg"),
  E("fall", "denied"), FH("htn")],
 [N("amlodipine", "the daughter's own tablet"), N("htn", "the daughter's blood pressure")])

case("en05", "en", "Australian tradie with leg cellulitis: fever 38.4, chills denied, penicillin allergy with hives (reaction on the allergen), Keflex tolerated, metformin + perindopril, cephalexin prescribed, appendix out 2009; wife's Betadine idea",
 [P("G'day doc, got a cut on me shin from a star picket on Saturday and now the whole leg's gone red and hot."),
  C("Any fevers or chills?"),
  P("Bit feverish last night, had 38.4 on the thermometer. No chills."),
  C("It looks like cellulitis. Any allergies?"),
  P("Penicillin, gives me hives, found out when I was a kid. Had Keflex a few times since and it's been fine."),
  C("Good. Are you on any regular medications?"),
  P("Just metformin for me sugar diabetes, and me blood pressure one, perindopril."),
  C("Right, I'll give you cephalexin 500 mg four times a day for a week. Keep the leg up."),
  P("No worries. Me missus reckons I should've just put Betadine on it, ha."),
  C("When was your last tetanus shot?"),
  P("Dunno, school probably. Oh and I had me appendix out in 2009.")],
 [E("fever", "current"), E("temp", "current", "38.4 °C"), E("cellulitis", "current"),
  E("al_penicillin", "current"), E("al_cefalexin", "denied"), E("perindopril", "current"), E("diabetes", "current"), E("cefalexin", "current"), E("appendectomy", "past")],
 [N("hives", "the reaction to penicillin, not a current symptom"), N("povidone", "only the wife's suggestion")])

case("en06", "en", "New Zealand dad with his 4-year-old daughter: infected eczema, flucloxacillin + mometasone, egg allergy (rash on the allergen), wheeze/asthma denied with 'nah', brother's asthma, sleep 'not really'",
 [P("Kia ora, I've brought my daughter Aroha in, she's four. Her eczema's flared right up, she's scratching her arms till they bleed."),
  C("Any weeping or yellow crusts?"),
  P("Yeah, a bit of yellow crusting behind her knees."),
  C("That looks infected. I'll prescribe flucloxacillin liquid four times a day for five days, and a stronger steroid, mometasone ointment, once a day."),
  P("Sweet as. She's allergic to eggs by the way, she gets a rash round her mouth."),
  C("Any wheezing or asthma?"),
  P("Nah, none of that. Her big brother's got asthma though, uses a puffer."),
  C("Is she sleeping okay?"),
  P("Not really, she's up twice a night scratching."),
  C("Keep the nails short and use plenty of moisturiser.")],
 [E("eczema", "current"), E("flucloxacillin", "current"), E("mometasone_top", "current"),
  E("al_egg", "current"), E("wheeze", "denied"), E("asthma", "denied"), FH("asthma"),
  E("sleep_disturbance", "current")],
 [N("rash", "the reaction to egg, kept on the allergy")])

case("en07", "en", "South African woman with 3-week cough: night sweats, weight loss and weight, HIV on TLD, amlodipine for 'pressure', haemoptysis denied; husband treated for TB (not a blood relative); sister's and mother's diabetes",
 [P("Morning doctor. Eish, I've had this cough for three weeks now, and I'm sweating at night, ja."),
  A_("Have you lost any weight?"),
  P("Ja, my clothes are loose, I was 68 kilos in January and now I'm 63."),
  A_("Are you on any chronic medication?"),
  P("I'm on the ARVs, TLD, one every night, for my HIV, my viral load was undetectable in March. And amlodipine for my high blood pressure."),
  C("Has anyone at home had TB?"),
  P("My husband was treated for TB last year, he finished his six months."),
  C("We'll send two sputum samples for GeneXpert and do a chest X-ray today. Any coughing up blood?"),
  P("No blood, shame, just the cough."),
  C("Any diabetes in the family?"),
  P("My sister's diabetic and my mother also had sugar diabetes.")],
 [E("cough", "current"), E("night_sweats", "current"), E("weight", "current", "63 kg"),
  E("hiv", "current"), E("tld", "current"), E("amlodipine", "current"), E("htn", "current"),
  E("haemoptysis", "denied"), FH("diabetes")],
 [N("tb", "the husband's TB"), NFH("tb", "a husband is not a blood relative")])

case("en08", "en", "Indian English hypothyroid + diabetes, two sessions: Thyronorm increased, TSH 7.2 then 3.1, sugars in mg/dL, tiredness gone, HbA1c, sitagliptin added; mother-in-law's glimepiride, father's diabetes and bypass",
 [P("Good morning doctor. I am having thyroid problem since 2 years, hypothyroid, taking Thyronorm 50 mcg empty stomach daily. Also sugar is there, type 2, I am taking Glycomet 500 twice daily."),
  C("What were your recent reports?"),
  P("TSH was 7.2 last week. Fasting sugar 146 mg/dL and post lunch 2 hours 212."),
  C("Increase Thyronorm to 75 mcg. Any tiredness, weight gain, constipation?"),
  P("Tiredness is there doctor. Constipation no. Weight I have put on 3 kg, now 71 kg."),
  P("Doctor, I repeated TSH after six weeks, it is 3.1 now. Tiredness is gone now.", "s-2"),
  C("Good, continue Thyronorm 75. What about your sugars?", "s-2"),
  P("Fasting is 128 mg/dL now. My mother-in-law takes Glimy, she is saying I should also take.", "s-2"),
  C("No, please don't take other people's medicines. Your HbA1c is 7.4%, we will add sitagliptin 100 mg once daily.", "s-2"),
  P("Okay doctor. My father also had sugar and he had bypass surgery in 2015.", "s-2")],
 [E("hypothyroid", "current"), E("levothyroxine", "current"), E("t2dm", "current"), E("metformin", "current"),
  E("tsh", "current", "3.1"), E("fpg", "current", "128 mg/dL"), E("fatigue", "past"), E("hba1c", "current", "7.4 %"), E("sitagliptin", "current"), FH("diabetes")],
 [N("glimepiride", "the mother-in-law's tablet"), N("cabg", "the father's bypass")])

case("en09", "en", "Nigerian man back from Lagos: fever 38.9, body pains, headache, hedged 'I think it's malaria', Coartem started, vomiting, diarrhoea denied, amlodipine for 5 years of high BP; wife's paracetamol",
 [P("Good afternoon doctor. I just came back from Lagos on Sunday and since yesterday I'm having fever and body pains, headache too. I think it's malaria."),
  C("Did you take any malaria prophylaxis for the trip?"),
  P("No o, I didn't take anything. My sister gave me Coartem, I started it this morning."),
  C("What was your temperature?"),
  P("38.9 when I checked at home."),
  C("Any vomiting, diarrhoea?"),
  P("I vomited twice this morning. No diarrhoea."),
  C("Are you on any regular medicines?"),
  P("Only my BP drug, amlodipine 10. My pressure has been high for 5 years."),
  C("You need a malaria blood test today at the hospital. Don't rely on the Coartem alone."),
  P("Okay doctor. My wife too is having fever now, she is taking paracetamol.")],
 [E("fever", "current"), E("headache", "current"), E("malaria", "claim"),
  E("coartem", "current"), E("temp", "current", "38.9 °C"), E("vomiting", "current"),
  E("diarrhoea", "denied"), E("amlodipine", "current"), E("htn", "current")],
 [N("paracetamol", "the wife's medicine")])

case("en10", "en", "Ghanaian antenatal visit at 28 weeks: gestational diabetes with OGTT values, mother diabetic, BP, headache/swelling denied, folic acid + iron, aspirin stopped then restarted, previous caesarean; husband's high BP",
 [P("Good morning doctor, please I'm 28 weeks pregnant, my second pregnancy. The midwife said my sugar test was high so they sent me."),
  C("Yes, your glucose tolerance test shows gestational diabetes. The fasting value was 5.8 mmol/L and the two-hour value 8.9."),
  P("Ei, okay. Is it because my mother is diabetic?"),
  C("It can run in families. How has your blood pressure been?"),
  P("They checked it today, 128 over 78. No headaches, no swelling."),
  C("Are you taking anything at the moment?"),
  P("Folic acid and the ferrous sulphate. I stopped the aspirin they gave me at 16 weeks because my stomach was paining me."),
  C("The aspirin is important to reduce the risk of pre-eclampsia; please restart it, 150 mg at night, with food."),
  P("Okay doctor, I will. My first baby was delivered by caesarean in 2021."),
  C("Noted. We'll start with diet and check your sugars four times a day."),
  P("Chale, it's my husband who eats the sugary things, and he has high blood pressure too.")],
 [E("pregnancy", "current"), E("gdm", "current"), E("fpg", "current", "5.8 mmol/L"), E("ppg", "current", "8.9 mmol/L"),
  FH("diabetes"), E("bp", "current", "128/78 mmHg"), E("ankle_swelling", "denied"),
  E("aspirin", "current"), E("caesarean", "past")],
 [NFH("htn", "a husband is not a blood relative"), N("htn", "the husband's high blood pressure")])

case("en11", "en", "Jamaican patois: knee osteoarthritis, paracetamol, diclofenac stopped last year, diabetes + hypertension on metformin/losartan, shellfish allergy (lip swelling on the allergen), ibuprofen gel started, sister's knee arthritis, sugar 130",
 [P("Mawnin doc. Mi knee dem a hurt mi bad, especially when mi climb di step dem. A di arthritis, yuh know."),
  C("What are you taking for the pain?"),
  P("Mi tek paracetamol two time a day. Mi used to tek di diclofenac but mi stop it last year cause it did bun mi belly."),
  C("Any other medical conditions?"),
  P("Sugar an pressure. Mi tek metformin an losartan."),
  C("Any allergies?"),
  P("Shellfish. Mi lip swell up one time after mi eat lobster."),
  C("I'd like you to try ibuprofen gel on the knees three times a day."),
  P("Alright. Mi sister she have di same arthritis inna her knee dem, she get injection."),
  C("How is your blood sugar?"),
  P("Mi check it dis mawnin before mi eat, it was 130.")],
 [E("knee_pain", "current"), E("oa", "current"), E("diclofenac", "past"),
  E("diabetes", "current"), E("metformin", "current"), E("al_shellfish", "current"), E("ibuprofen", "current"), FH("oa"), E("glucose", "current", "130 mg/dL")],
 [N("lip_swelling", "the reaction to lobster, kept on the allergy")])

case("en12", "en", "Filipino nurse (Taglish) with recurrent UTI: dysuria, frequency, fever/haematuria denied, right back pain, nitrofurantoin before and again, Bactrim allergy (SJS on the allergen), pregnancy denied, Microgynon; housemate's UTI",
 [P("Hi Doc, good morning po. I have UTI again, burning when I pee and going to the CR every hour since Monday."),
  C("Any fever, back pain, or blood in the urine?"),
  P("Sorry Doc, before I forget, I'm also due my smear, can I book it today?"),
  C("Yes, reception can book that for you."),
  P("Thanks po. And for your question, no fever po, no blood. A little bit of back pain on the right side."),
  C("How many UTIs have you had this year?"),
  P("This is the third po. The last one they gave me nitrofurantoin, it worked."),
  C("Any allergies?"),
  P("Bactrim, Doc, I had Stevens-Johnson kasi when I was in nursing school. That's why I'm scared of antibiotics."),
  C("Right, we'll send a urine culture and start nitrofurantoin 100 mg twice a day for five days. Are you pregnant or could you be?"),
  P("No po, I'm on the pill, Microgynon."),
  P("Thank you Doc. My housemate also has UTI, she's taking cranberry capsules, ano, is that good for me too?")],
 [E("dysuria", "current"), E("urinary_frequency", "current"), E("uti", "current"), E("fever", "denied"),
  E("flank_pain", "current"), E("nitrofurantoin", "current"),
  E("al_cotrimoxazole", "current"), E("pregnancy", "denied"), E("microgynon", "current")],
 [N("sjs", "the past reaction, kept on the allergy"), NFH("uti", "a housemate is not a relative")])

case("en13", "en", "Welsh chronic back pain on opioids, two sessions: tramadol + co-codamol + pregabalin, constipation and drowsiness, co-codamol stopped for paracetamol, tramadol cut down, constipation gone, saddle numbness denied; mate's fentanyl patches",
 [P("Alright doctor, it's my back again, been bad for years mind, since I hurt it down the pit. Sciatica down my left leg now."),
  C("What are you taking for it at the moment?"),
  P("Tramadol 50, two four times a day, and the co-codamol 30/500 on top when it's bad, and I've got pregabalin 75 twice a day."),
  C("That's a lot of opioid together. Any constipation or drowsiness?"),
  P("Constipated terrible, yeah. Drowsy a bit in the afternoons."),
  C("I want to stop the co-codamol completely and use plain paracetamol instead, and we'll start bringing the tramadol down."),
  P("Hiya doctor, stopped the co-codamol like you said. The tramadol I've cut down to one four times a day.", "s-2"),
  C("Well done. How's the constipation now?", "s-2"),
  P("Gone, really, since I come off the co-codamol. Pain's about the same.", "s-2"),
  C("Any numbness in the saddle area, between your legs?", "s-2"),
  P("No, nothing like that, tidy.", "s-2"),
  P("My butty from the club is on fentanyl patches, says they're lush, could I try them?", "s-2")],
 [E("back_pain", "current"), E("sciatica", "current"), E("tramadol", "current"), E("cocodamol", "past"),
  E("pregabalin", "current"), E("constipation", "past"), E("drowsiness", "current"), E("paracetamol", "current"),
  E("saddle_numbness", "denied")],
 [N("fentanyl", "a friend's patches, only asked about")])

case("en14", "en", "US (ASR, fillers) on Eliquis after a clot: bleeding list denied, bruises easily, asks about aspirin/Advil before a tooth extraction, warfarin years ago, weight in lb and BP, mother's factor V Leiden and clots",
 [P("um hi yeah so I'm calling because I'm on Eli- Eliquis uh for a blood clot in my leg"),
  C("Okay. What dose are you taking?"),
  P("five milligrams twice a day they had me on ten twice a day the first week"),
  C("Any bleeding, like nosebleeds, blood in your urine or black stools?"),
  P("uh no nosebleeds no blood nothing like that I just bruise easy"),
  C("And what brings you in today?"),
  P("I got a dentist appointment next week for a tooth pulled and uh can I keep taking it and can I take aspirin or Advil for the pain after"),
  C("For a single extraction we usually continue apixaban. Avoid aspirin and ibuprofen; use Tylenol for pain."),
  P("okay got it I used to be on warfarin years ago but my INR was all over the place"),
  C("Understood. Your weight today is 212 pounds and your blood pressure 128 over 80."),
  P("yeah I've put on some weight my mom had clots too she had a thing called factor V Leiden")],
 [E("apixaban", "current"), E("epistaxis", "denied"), E("melaena", "denied"),
  E("bruising", "current"), E("warfarin", "past"), E("weight", "current", "212 lb"),
  E("bp", "current", "128/80 mmHg"), FH("factor_v"), FH("vte")],
 [N("aspirin", "only asked about"), N("ibuprofen", "only asked about"),
  N("factor_v", "the mother's thrombophilia")])

case("en15", "en", "London sexual health clinic (MLE): PrEP stopped last year and restarted, discharge/dysuria denied, gonorrhoea in January cleared, kidney problems denied, sertraline for anxiety, latex allergy; flatmate's ibuprofen question",
 [P("hiya um I wanna get back on PrEP I was taking it last year but stopped when I was single for a bit"),
  C("Sure. Any symptoms at the moment, like discharge or pain when you wee?"),
  P("erm no discharge no pain nothing like that"),
  C("When was your last HIV test?"),
  P("three months ago negative. had gonorrhoea in like January got the injection for it"),
  C("Any kidney problems? Taking any other meds?"),
  P("no kidney problems just sertraline 50 no sorry 100 for anxiety been on it two years innit"),
  C("Great. We'll do bloods today including kidney function and restart PrEP, one tablet daily."),
  P("sick. my flatmate says ibuprofen messes with your kidneys is that true"),
  C("Regular high doses can; occasional use is fine."),
  P("cool oh and I'm allergic to latex so it has to be non-latex condoms")],
 [E("prep", "current"), E("urethral_discharge", "denied"), E("dysuria", "denied"), E("gonorrhoea", "past"),
  E("kidney_disease", "denied"), E("sertraline", "current"), E("anxiety", "current"), E("al_latex", "current")],
 [N("ibuprofen", "only asked about, for the flatmate's claim")])

case("en16", "en", "Australian mum with her 6-week-old son: vomiting after feeds, weight, fever/blood in vomit denied, cheek rash, clinician says reflux; mum's own postnatal depression and sertraline",
 [P("Hi, I've brought my son in, he's six weeks old. He's vomiting after nearly every feed, like big spews, and he's really unsettled."),
  C("Is he breastfed or formula?"),
  P("Mostly breastfed, one bottle of formula at night."),
  C("Is he putting on weight?"),
  P("He was 4.1 kilos at birth and he's 4.9 kilos now, they weighed him at the clinic yesterday."),
  C("Any fevers, or blood in the vomit?"),
  P("No fevers, no blood, it's just milky."),
  C("Wet nappies?"),
  P("Heaps, like eight a day. He's also got a bit of a rash on his cheeks."),
  C("That sounds like reflux in a thriving baby; keep him upright after feeds. No medicine for now."),
  P("Okay. I'm on sertraline for postnatal depression, is that okay with breastfeeding?")],
 [E("vomiting", "current"), E("weight", "current", "4.9 kg"), E("fever", "denied"), E("haematemesis", "denied"),
  E("rash", "current"), E("gerd", "current"), FH("pnd")],
 [N("sertraline", "the mother's own medicine"), N("pnd", "the mother's postnatal depression")])

case("en17", "en", "Liverpool care-home carer calling about an 88-year-old resident: acute confusion on dementia, frequency, temperature, poor appetite, donepezil/amlodipine/lactulose, quetiapine stopped, trimethoprim allergy, codeine intolerance 'not an allergy', nitrofurantoin, eGFR; carer's own cold",
 [P("Hiya, it's Shannon from Oakfield care home, I'm calling about Mrs Doyle, she's 88. She's been really confused since yesterday, more than her usual with the dementia, and she's weeing loads."),
  C("Has she had a temperature?"),
  P("37.9 this morning. She's not eating much either."),
  C("What medicines is she on?"),
  P("Donepezil 10 at night, amlodipine 5, and lactulose. She used to be on quetiapine but the doctor stopped it in the summer."),
  C("Any allergies on her chart?"),
  P("Trimethoprim, it says rash. And codeine makes her sick, but the chart says that's an intolerance, not an allergy."),
  C("It may be a urine infection. Please dip her urine and send a sample; I'll prescribe nitrofurantoin 50 mg four times a day for three days. What was her last kidney function?"),
  P("eGFR was 52 in September."),
  C("That's fine for nitrofurantoin."),
  P("Sound. I've got a stinking cold meself so I'm wearing a mask.")],
 [E("confusion", "current"), E("dementia", "current"), E("donepezil", "current"), E("amlodipine", "current"), E("quetiapine", "past"), E("al_trimethoprim", "current"), E("al_codeine", "denied"),
  E("nitrofurantoin", "current"), E("egfr", "current", "52")],
 [N("rash", "the reaction to trimethoprim"), N("common_cold", "the carer's own cold")])

case("en18", "en", "US rheumatoid arthritis on methotrexate, two sessions: ALT 98 then 38, methotrexate reduced, morning stiffness, knee swelling, hydroxychloroquine added, shingles last year; husband's Humira and psoriatic arthritis",
 [P("Hi doctor, I'm following up on my rheumatoid arthritis. I take methotrexate 20 mg once a week on Sundays and folic acid the other days."),
  C("Your ALT came back at 98, about twice the upper limit. How much alcohol are you drinking?"),
  P("Uh, honestly a couple glasses of wine most nights."),
  C("Let's reduce methotrexate to 15 mg weekly and cut back on the alcohol. How are the joints?"),
  P("My hands are stiff in the mornings for like an hour."),
  P("Hi, back for my liver recheck. I cut down to wine on weekends only.", "s-2"),
  C("Your ALT is now 38, back in the normal range. How are the joints on the lower dose?", "s-2"),
  P("Morning stiffness is worse, like two hours, and my right knee is swollen now.", "s-2"),
  C("Let's add hydroxychloroquine 200 mg twice a day rather than going back up on methotrexate.", "s-2"),
  P("Okay. My husband has psoriatic arthritis, he's on Humira, would that work for me?", "s-2"),
  C("It's an option later if needed.", "s-2"),
  P("And I had shingles last year, so should I get the vaccine?", "s-2")],
 [E("ra", "current"), E("methotrexate", "current"), E("folic_acid", "current"), E("alt", "current", "38 U/L"),
  E("morning_stiffness", "current"), E("knee_swelling", "current"), E("hydroxychloroquine", "current"),
  E("shingles", "past")],
 [N("adalimumab", "the husband's drug, only asked about"), NFH("psa", "a husband is not a blood relative"),
  N("psa", "the husband's psoriatic arthritis")])

case("en19", "en", "Irish menopause, two sessions: hot flushes then gone, not sleeping, clot/breast cancer/migraine-with-aura denied, BP, Evorel patches switched to Oestrogel with Utrogestan, hedged sleep apnoea, low mood denied; sister's breast cancer",
 [P("Hi doctor, I'm 51 and the hot flushes are desperate, ten a day, and I'm not sleeping at all. Periods stopped about eight months ago."),
  C("Any history of blood clots, breast cancer, or migraine with aura?"),
  P("No, none of them."),
  C("Your blood pressure today is 126 over 78. I'll start you on estradiol patches, Evorel 50, twice weekly, with Utrogestan 100 mg at night."),
  P("Grand so."),
  P("Hi again. The flushes are gone, thank God, but the patches keep falling off in the shower.", "s-2"),
  C("We can switch you to Oestrogel, two pumps daily, instead of the patches. Keep the Utrogestan.", "s-2"),
  P("Perfect. I think I might have that sleep apnoea too, himself says I snore like a tractor and stop breathing, but I don't know.", "s-2"),
  C("We can refer you for a sleep study. Any low mood?", "s-2"),
  P("Not really, no.", "s-2"),
  P("My sister had breast cancer at 45 though, does that matter for the HRT?", "s-2")],
 [E("hot_flushes", "past"), E("vte", "denied"), E("breast_cancer", "denied"),
  E("migraine_aura", "denied"), E("bp", "current", "126/78 mmHg"), E("estradiol", "current"),
  E("progesterone", "current"), E("sleep_apnoea", "claim"), FH("breast_cancer")],
 [])

case("en20", "en", "US pharmacy tech with small talk full of drug/disease words: sinus congestion and facial pressure, fever denied, coloured discharge, erythromycin upset 'not an allergy', sulfa hives, hypothyroid on levothyroxine, fluticasone spray, temp in °F; cat's insulin, roommate's Augmentin, a TV show about cancer",
 [P("hey doc so random but I literally spent all day counting oxycodone at the pharmacy lol. anyway I've had a stuffy nose and presure over my cheeks for like 10 dayss"),
  C("Any fever? What color is the discharge?"),
  P("no fever. its kinda yellowish grean"),
  C("Any allergies to medications?"),
  P("erythromycin upsets my stomach but it's not an allergy, just an upset stomach. oh and sulfa gives me hives"),
  C("Any other medical problems or meds?"),
  P("just hypothyroid, on levothyroxine 88 mcg. my cat's actually diabetic too, I give him insulin twice a day, so I'm basically a nurse lol"),
  C("Ha. Let's try saline rinses and a nasal steroid, fluticasone spray, two sprays each nostril daily, and call back if you're not better in a week."),
  P("ok cool. my roommate had a sinus infection and got Augmentin, can I just get that"),
  C("Not yet; most of these are viral and settle on their own."),
  P("fair. also I binge-watched a show about cancer last night and now I'm paranoid lol. my temp was 98.9 this morning btw")],
 [E("nasal_congestion", "current"), E("nasal_discharge", "current"), E("fever", "denied"),
  E("al_erythromycin", "denied"), E("al_sulfa", "current"), E("hypothyroid", "current"), E("levothyroxine", "current"),
  E("fluticasone_nasal", "current"), E("temp", "current", "98.9 °F")],
 [N("oxycodone", "counted at work, small talk"), N("insulin_pet", "the cat's insulin"),
  N("diabetes", "the cat's diabetes"), N("hives", "the reaction to sulfa"),
  N("coamoxiclav", "the roommate's antibiotic, only asked about"), N("cancer", "a TV show, small talk")])


# ---------------------------------------------------------------- write
def main():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) == 40, ids
    for c in CASES:
        assert 8 <= len(c["turns"]) <= 12, (c["id"], len(c["turns"]))
        for t in c["turns"]:
            assert t["speaker"] in ("patient", "clinician", "assistant"), t
            assert t["text"].strip() and len(t["text"]) <= 8000
        for e in c["expected"]:
            assert e["state"] in ("current", "past", "denied", "claim"), e
            assert e["names"], e
        for m in c["must_not"]:
            assert m["names"] and m.get("why"), m
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"round": 17, "cases": CASES}, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_exp = sum(len(c["expected"]) for c in CASES)
    n_mn = sum(len(c["must_not"]) for c in CASES)
    print(f"wrote {out}: {len(CASES)} cases, {sum(len(c['turns']) for c in CASES)} turns, "
          f"{n_exp} expected, {n_mn} must_not")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Round-22 blind evaluation set for memoryd: 40 consultations (zh01-zh20, en01-en20).

Every turn and every expectation is written by hand below. Concepts are spelled once, in the
table CONCEPTS (key -> fact type, acceptable names, codes), and every case names them by key,
so one concept is spelled the same in every case. Running

    python3 build_cases.py

writes cases.json (stdlib only, deterministic) in the format score.py reads:
{"round": 22, "cases": [{"id", "lang", "description", "tags", "turns": [{"speaker", "text", "session"}],
 "expected": [{"type", "names", "codes", "state"[, "value"]}], "must_not": [{"type", "names", "codes", "why"}]}]}

States: current (active, not refuted), past (stopped / inactive / resolved), denied (refuted),
claim (a pending claim proposing the concept); family history is type family_history, state current.
Codes: ATC for drugs and drug allergens, ICD-10 / ICD-10-CM for conditions and symptoms, LOINC for
observations. score.py matches a record fact by type group, then by code prefix or by name.
"""
import json, os

# ---------------------------------------------------------------------------------------------
# Concept table: key -> (type, names, codes)
# ---------------------------------------------------------------------------------------------
M, A, S, C, O, PR = "medication", "allergy", "symptom", "condition", "observation", "procedure"

CONCEPTS = {
    # ---------------- medications (ATC) ----------------
    "amlodipine": (M, ["amlodipine", "Norvasc", "Istin", "氨氯地平", "络活喜", "脈優", "脉优"], ["C08CA01"]),
    "nitrofurantoin": (M, ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"]),
    "cefalexin": (M, ["cefalexin", "cephalexin", "Keflex", "头孢氨苄", "頭孢氨苄"], ["J01DB01"]),
    "tamsulosin": (M, ["tamsulosin", "Flomax", "Flomaxtra", "坦索罗辛", "坦洛新", "哈乐"], ["G04CA02"]),
    "colchicine": (M, ["colchicine", "秋水仙碱"], ["M04AC01"]),
    "febuxostat": (M, ["febuxostat", "Adenuric", "Uloric", "非布司他"], ["M04AA03"]),
    "allopurinol": (M, ["allopurinol", "Zyloric", "别嘌醇"], ["M04AA01"]),
    "ibuprofen": (M, ["ibuprofen", "Nurofen", "Advil", "Motrin", "布洛芬", "美林", "芬必得", "布洛芬缓释胶囊"], ["M01AE01"]),
    "tramadol": (M, ["tramadol", "Zydol", "Ultram", "曲马多"], ["N02AX02"]),
    "folic_acid": (M, ["folic acid", "folate", "叶酸", "葉酸"], ["B03BB01"]),
    "warfarin": (M, ["warfarin", "Coumadin", "Marevan", "华法林"], ["B01AA03"]),
    "bisoprolol": (M, ["bisoprolol", "Cardicor", "Concor", "比索洛尔", "康忻"], ["C07AB07"]),
    "doxazosin": (M, ["doxazosin", "Cardura", "多沙唑嗪"], ["C02CA04"]),
    "furosemide": (M, ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"]),
    "valsartan": (M, ["valsartan", "Diovan", "缬沙坦", "代文"], ["C09CA03"]),
    "paracetamol": (M, ["paracetamol", "acetaminophen", "Tylenol", "Panadol", "Calpol", "对乙酰氨基酚", "泰诺林", "扑热息痛"], ["N02BE01"]),
    "levothyroxine": (M, ["levothyroxine", "thyroxine", "levothyroxine sodium", "Synthroid", "Euthyrox", "优甲乐", "左甲状腺素", "左甲状腺素钠"], ["H03AA01"]),
    "metformin": (M, ["metformin", "Glucophage", "二甲双胍", "格华止"], ["A10BA02"]),
    "valaciclovir": (M, ["valaciclovir", "valacyclovir", "Valtrex", "伐昔洛韦"], ["J05AB11"]),
    "calamine": (M, ["calamine", "calamine lotion", "炉甘石", "炉甘石洗剂"], ["D02AB"]),
    "celecoxib": (M, ["celecoxib", "Celebrex", "塞来昔布", "西乐葆"], ["M01AH01"]),
    "black_cohosh": (M, ["black cohosh", "cimicifuga", "cimicifuga racemosa", "黑升麻"], ["G02CX04"]),
    "estradiol_hrt": (M, ["estradiol", "oestradiol", "HRT", "hormone replacement therapy", "激素替代治疗", "雌激素"], ["G03CA03", "G03F"]),
    "zolmitriptan": (M, ["zolmitriptan", "Zomig", "佐米曲普坦", "佐米格"], ["N02CC03"]),
    "topiramate": (M, ["topiramate", "Topamax", "托吡酯", "妥泰"], ["N03AX11"]),
    "propranolol": (M, ["propranolol", "Inderal", "普萘洛尔", "心得安"], ["C07AA05"]),
    "valproate": (M, ["sodium valproate", "valproate", "valproic acid", "Epilim", "Depakote", "丙戊酸钠", "德巴金"], ["N03AG01"]),
    "levetiracetam": (M, ["levetiracetam", "Keppra", "左乙拉西坦", "开浦兰"], ["N03AX14"]),
    "lamotrigine": (M, ["lamotrigine", "Lamictal", "拉莫三嗪", "利必通"], ["N03AX09"]),
    "sertraline": (M, ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"]),
    "paroxetine": (M, ["paroxetine", "Seroxat", "Paxil", "帕罗西汀", "赛乐特"], ["N06AB05"]),
    "zolpidem": (M, ["zolpidem", "Ambien", "Stilnox", "唑吡坦", "思诺思"], ["N05CF02"]),
    "oxycodone": (M, ["oxycodone", "OxyContin", "奥施康定", "羟考酮"], ["N02AA05"]),
    "pregabalin": (M, ["pregabalin", "Lyrica", "普瑞巴林", "乐瑞卡"], ["N02BF02", "N03AX16"]),
    "lactulose": (M, ["lactulose", "Duphalac", "乳果糖", "杜密克"], ["A06AD11"]),
    "fentanyl": (M, ["fentanyl", "fentanyl patch", "Durogesic", "芬太尼", "芬太尼贴", "芬太尼透皮贴"], ["N02AB03"]),
    "co_beneldopa": (M, ["levodopa/benserazide", "co-beneldopa", "Madopar", "levodopa", "美多芭", "多巴丝肼"], ["N04BA02"]),
    "pramipexole": (M, ["pramipexole", "Mirapexin", "Mirapex", "普拉克索", "森福罗"], ["N04BC05"]),
    "macrogol": (M, ["macrogol", "polyethylene glycol", "Movicol", "MiraLAX", "Laxido", "聚乙二醇", "福松"], ["A06AD15", "A06AD65"]),
    "ferrous_succinate": (M, ["ferrous succinate", "琥珀酸亚铁", "速力菲"], ["B03AA06"]),
    "ferrous_fumarate": (M, ["ferrous fumarate", "Fersaday", "Galfer", "富马酸亚铁"], ["B03AA02"]),
    "insulin": (M, ["insulin", "胰岛素"], ["A10A"]),
    "insulin_glargine": (M, ["insulin glargine", "glargine", "Lantus", "Abasaglar", "甘精胰岛素", "来得时"], ["A10AE04"]),
    "oral_contraceptive": (M, ["oral contraceptive", "contraceptive pill", "birth control pill", "避孕药", "口服避孕药"], ["G03A"]),
    "simeticone": (M, ["simeticone", "simethicone", "Infacol", "Espumisan", "西甲硅油", "柏西"], ["A03AX13"]),
    "probiotics": (M, ["probiotics", "probiotic", "益生菌", "妈咪爱"], ["A07FA"]),
    "colecalciferol": (M, ["colecalciferol", "cholecalciferol", "vitamin D3", "vitamin D", "维生素D", "维生素D3"], ["A11CC05"]),
    "mometasone": (M, ["mometasone", "mometasone furoate", "Elocon", "Elocom", "艾洛松", "糠酸莫米松"], ["D07AC13"]),
    "tacrolimus_topical": (M, ["tacrolimus", "tacrolimus ointment", "Protopic", "他克莫司", "他克莫司软膏", "普特彼"], ["D11AH01"]),
    "cetirizine": (M, ["cetirizine", "Zyrtec", "Piriteze", "Reactine", "西替利嗪", "仙特明"], ["R06AE07"]),
    "finasteride": (M, ["finasteride", "Proscar", "非那雄胺", "保列治"], ["G04CB01"]),
    "saw_palmetto": (M, ["saw palmetto", "Serenoa repens", "锯棕榈"], ["G04CX02"]),
    "ors": (M, ["oral rehydration salts", "oral rehydration solution", "ORS", "Dioralyte", "口服补液盐"], ["A07CA"]),
    "smectite": (M, ["diosmectite", "smectite", "Smecta", "蒙脱石散", "思密达"], ["A07BC05"]),
    "norfloxacin": (M, ["norfloxacin", "诺氟沙星", "氟哌酸"], ["J01MA06"]),
    "salbutamol": (M, ["salbutamol", "albuterol", "Ventolin", "blue inhaler", "puffer", "沙丁胺醇", "万托林"], ["R03AC02"]),
    "spironolactone": (M, ["spironolactone", "Aldactone", "螺内酯", "安体舒通"], ["C03DA01"]),
    "losartan": (M, ["losartan", "Cozaar", "氯沙坦", "科素亚"], ["C09CA01"]),
    "tiotropium": (M, ["tiotropium", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"]),
    "doxycycline": (M, ["doxycycline", "Vibramycin", "doxy", "多西环素", "强力霉素"], ["J01AA02"]),
    "prednisolone": (M, ["prednisolone", "泼尼松龙", "强的松龙"], ["H02AB06"]),
    "ciprofloxacin": (M, ["ciprofloxacin", "Cipro", "Ciproxin", "环丙沙星"], ["J01MA02"]),
    "co_trimoxazole": (M, ["co-trimoxazole", "trimethoprim/sulfamethoxazole", "sulfamethoxazole/trimethoprim", "Septrin", "Bactrim", "复方新诺明"], ["J01EE01"]),
    "betahistine": (M, ["betahistine", "Serc", "倍他司汀", "敏使朗"], ["N07CA01"]),
    "ramipril": (M, ["ramipril", "Tritace", "Altace", "雷米普利"], ["C09AA05"]),
    "atorvastatin": (M, ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"]),
    "bendroflumethiazide": (M, ["bendroflumethiazide", "bendrofluazide", "苄氟噻嗪"], ["C03AA01"]),
    "cloxacillin": (M, ["cloxacillin", "邻氯青霉素"], ["J01CF02"]),
    "medroxyprogesterone_inj": (M, ["medroxyprogesterone", "medroxyprogesterone acetate", "Depo-Provera", "Depo shot", "Depo", "醋酸甲羟孕酮"], ["G03AC06"]),
    "norethisterone": (M, ["norethisterone", "norethindrone", "Micronor", "Primolut N", "progestin-only pill", "progestogen-only pill", "mini pill", "炔诺酮"], ["G03AC01", "G03DC02"]),
    "prenatal_vitamins": (M, ["prenatal vitamins", "prenatal vitamin", "pregnancy multivitamin", "multivitamin", "Pregnacare", "Materna", "孕妇维生素"], ["A11AA", "A11BA"]),
    "nystatin": (M, ["nystatin", "Mycostatin", "制霉菌素"], ["A07AA02", "D01AA01"]),
    "gliclazide": (M, ["gliclazide", "Diamicron", "格列齐特", "达美康"], ["A10BB09"]),
    "garlic": (M, ["garlic", "garlic capsules", "garlic tablets", "garlic supplement", "大蒜素", "大蒜"], []),
    "lisinopril": (M, ["lisinopril", "Zestril", "Prinivil", "赖诺普利"], ["C09AA03"]),
    "artemether_lumefantrine": (M, ["artemether/lumefantrine", "artemether-lumefantrine", "Coartem", "Riamet", "复方蒿甲醚"], ["P01BF01"]),
    "apixaban": (M, ["apixaban", "Eliquis", "阿哌沙班"], ["B01AF02"]),
    "fluoxetine": (M, ["fluoxetine", "Prozac", "氟西汀", "百忧解"], ["N06AB03"]),
    "tranexamic_acid": (M, ["tranexamic acid", "Cyklokapron", "Lysteda", "氨甲环酸"], ["B02AA02"]),
    "mefenamic_acid": (M, ["mefenamic acid", "Ponstan", "Ponstel", "甲芬那酸"], ["M01AG01"]),
    "mirena": (M, ["levonorgestrel intrauterine system", "Mirena", "Mirena coil", "hormonal IUD", "LNG-IUS", "曼月乐"], ["G02BA03"]),
    "dimeticone": (M, ["dimeticone", "dimethicone", "Hedrin", "二甲硅油"], ["P03AX05"]),
    "fusidic_acid": (M, ["fusidic acid", "Fucidin", "fusidic acid cream", "夫西地酸"], ["D06AX01"]),
    "tea_tree_oil": (M, ["tea tree oil", "茶树油"], []),
    "fipronil": (M, ["fipronil", "Frontline", "非泼罗尼"], ["QP53AX15"]),
    "microgynon": (M, ["Microgynon", "levonorgestrel/ethinylestradiol", "ethinylestradiol/levonorgestrel", "levonorgestrel and ethinylestradiol", "combined oral contraceptive", "combined pill", "Rigevidon"], ["G03AA07"]),
    "levonelle": (M, ["Levonelle", "levonorgestrel", "emergency contraception", "emergency contraceptive", "morning-after pill", "Plan B", "毓婷"], ["G03AD01"]),
    "etonogestrel_implant": (M, ["etonogestrel", "Nexplanon", "Implanon", "contraceptive implant", "the implant"], ["G03AC08"]),
    "clopidogrel": (M, ["clopidogrel", "Plavix", "氯吡格雷", "波立维"], ["B01AC04"]),
    "aspirin": (M, ["aspirin", "acetylsalicylic acid", "阿司匹林", "拜阿司匹灵"], ["B01AC06", "N02BA01"]),
    "rosuvastatin": (M, ["rosuvastatin", "Crestor", "瑞舒伐他汀", "可定"], ["C10AA07"]),
    "beclometasone": (M, ["beclometasone", "beclomethasone", "Clenil", "Clenil Modulite", "Qvar", "倍氯米松"], ["R03BA01"]),
    "seretide": (M, ["fluticasone/salmeterol", "salmeterol/fluticasone", "Seretide", "Advair", "舒利迭"], ["R03AK06"]),
    "fostair": (M, ["beclometasone/formoterol", "beclomethasone/formoterol", "Fostair"], ["R03AK08"]),
    "symbicort": (M, ["budesonide/formoterol", "Symbicort", "信必可"], ["R03AK07"]),
    "adrenaline": (M, ["adrenaline", "epinephrine", "EpiPen", "EpiPen Jr", "adrenaline auto-injector", "epinephrine auto-injector", "肾上腺素", "肾上腺素笔"], ["C01CA24"]),
    "penicillin_v": (M, ["penicillin", "penicillin V", "phenoxymethylpenicillin", "pen V", "青霉素V钾"], ["J01CE02"]),
    "alprazolam": (M, ["alprazolam", "Xanax", "阿普唑仑"], ["N05BA12"]),
    "omeprazole": (M, ["omeprazole", "Losec", "Prilosec", "奥美拉唑", "洛赛克"], ["A02BC01"]),
    "calcium_carbonate": (M, ["calcium carbonate", "calcium", "calcium tablets", "Adcal", "Calcichew", "碳酸钙", "钙片"], ["A12AA04"]),

    # ---------------- allergies (ATC class for drug allergens) ----------------
    "allergy_penicillin": (A, ["penicillins", "penicillin", "penicillin allergy", "青霉素", "青黴素"], ["J01C"]),
    "allergy_cephalosporin": (A, ["cephalosporins", "cephalosporin", "cefalexin", "cephalexin", "Keflex", "头孢", "头孢类", "頭孢"], ["J01DB", "J01DC", "J01DD", "J01DE"]),
    "allergy_sulfonamide": (A, ["sulfonamides", "sulfonamide", "sulfa drugs", "sulfa", "sulphonamides", "sulpha", "磺胺", "磺胺类", "磺胺类药物"], ["J01EB", "J01EC", "J01ED", "J01EE"]),
    "allergy_shellfish": (A, ["shellfish", "shrimp", "prawns", "crustaceans", "seafood", "虾", "海鲜"], []),
    "allergy_nsaid": (A, ["NSAIDs", "NSAID", "nonsteroidal anti-inflammatory drugs", "anti-inflammatories", "ibuprofen", "aspirin", "非甾体抗炎药"], ["M01A", "N02BA"]),
    "allergy_paracetamol": (A, ["paracetamol", "acetaminophen", "Panadol", "Tylenol", "对乙酰氨基酚"], ["N02BE01"]),
    "allergy_peanut": (A, ["peanut", "peanuts", "groundnut", "peanut butter", "花生"], []),
    "allergy_egg": (A, ["egg", "eggs", "hen's egg", "egg allergy", "鸡蛋"], []),
    "allergy_tree_nut": (A, ["tree nuts", "tree nut", "almonds", "almond", "坚果"], []),
    "allergy_adrenaline": (A, ["adrenaline", "epinephrine", "肾上腺素"], ["C01CA24"]),

    # ---------------- symptoms (ICD-10 / ICD-10-CM) ----------------
    "urinary_frequency": (S, ["urinary frequency", "frequent urination", "frequency of micturition", "尿频", "屙尿密", "小便多"], ["R35.0"]),
    "dysuria": (S, ["dysuria", "painful urination", "burning on urination", "stinging", "尿痛", "屙尿痛", "排尿痛"], ["R30.0", "R30.9"]),
    "nausea": (S, ["nausea", "feeling sick", "恶心", "想呕", "想吐"], ["R11.0"]),
    "vomiting": (S, ["vomiting", "vomit", "being sick", "regurgitation", "spitting up", "possetting", "呕吐", "吐", "吐奶"], ["R11.1", "P92.0", "P92.1"]),
    "fever": (S, ["fever", "pyrexia", "high temperature", "febrile", "发烧", "发热", "發燒"], ["R50.9"]),
    "chills": (S, ["chills", "shivers", "shivering", "shakes", "rigors", "寒战", "发冷"], ["R68.83"]),
    "cough": (S, ["cough", "coughing", "productive cough", "chesty cough", "barking cough", "dry cough", "咳嗽", "咳", "干咳"], ["R05"]),
    "runny_nose": (S, ["runny nose", "rhinorrhoea", "rhinorrhea", "流鼻涕", "流涕", "鼻涕"], ["J34.89", "R09.89"]),
    "rash": (S, ["rash", "skin rash", "皮疹", "疹子", "红疹", "出疹"], ["R21"]),
    "itch": (S, ["itch", "itching", "itchiness", "itchy skin", "pruritus", "itchy scalp", "痒", "瘙痒"], ["L29"]),
    "low_back_pain": (S, ["low back pain", "back pain", "lower back pain", "lumbago", "腰痛", "腰疼", "下背痛"], ["M54.5"]),
    "numbness": (S, ["numbness", "numb", "leg numbness", "hand numbness", "tingling", "pins and needles", "麻木", "腿麻", "手麻", "手发麻"], ["R20.0", "R20.2"]),
    "abdominal_pain": (S, ["abdominal pain", "tummy pain", "stomach pain", "belly pain", "abdominal cramps", "腹痛", "肚子痛", "肚子疼"], ["R10"]),
    "vaginal_bleeding": (S, ["vaginal bleeding", "bleeding in pregnancy", "bleeding", "spotting", "阴道出血", "陰道出血", "出血"], ["N93.9", "O20"]),
    "hip_pain": (S, ["hip pain", "髋关节痛", "髋部疼痛", "髋关节疼痛"], ["M25.55"]),
    "head_injury": (C, ["head injury", "head trauma", "hit head", "头部外伤", "头部受伤", "撞到头"], ["S09.9", "S06"]),
    "seizure": (S, ["seizure", "seizures", "convulsion", "convulsions", "fit", "抽搐", "惊厥", "癫痫发作"], ["R56.9"]),
    "hot_flushes": (S, ["hot flushes", "hot flashes", "hot flush", "hot flash", "潮热", "潮热出汗", "烘热"], ["R23.2", "N95.1"]),
    "insomnia": (S, ["insomnia", "sleeplessness", "trouble sleeping", "early morning waking", "失眠", "睡不好", "睡不着"], ["G47.0", "F51.0"]),
    "photophobia": (S, ["photophobia", "light sensitivity", "sensitivity to light", "怕光", "畏光"], ["H53.14"]),
    "weakness": (S, ["weakness", "limb weakness", "arm weakness", "muscle weakness", "hemiparesis", "无力", "肢体无力", "手脚无力", "没劲"], ["R53.1", "R29.898", "M62.81", "G81"]),
    "slurred_speech": (S, ["slurred speech", "dysarthria", "speech difficulty", "difficulty speaking", "说话不清", "口齿不清", "言语不清"], ["R47.1", "R47.81"]),
    "irritability": (S, ["irritability", "irritable", "烦躁", "易怒"], ["R45.4"]),
    "suicidal_ideation": (S, ["suicidal ideation", "suicidal thoughts", "thoughts of self-harm", "thoughts of harming yourself", "自杀念头", "轻生念头", "不想活", "伤害自己的念头"], ["R45.851"]),
    "constipation": (S, ["constipation", "便秘", "大便干"], ["K59.0"]),
    "drowsiness": (S, ["drowsiness", "sleepiness", "somnolence", "daytime sleepiness", "犯困", "嗜睡", "困倦"], ["R40.0"]),
    "shortness_of_breath": (S, ["shortness of breath", "breathlessness", "breathless", "dyspnoea", "dyspnea", "orthopnoea", "orthopnea", "气短", "憋气", "呼吸困难", "气促"], ["R06.0"]),
    "tremor": (S, ["tremor", "shaking hands", "hand tremor", "手抖", "震颤"], ["R25.1"]),
    "hallucinations": (S, ["hallucinations", "hallucination", "visual hallucinations", "幻觉", "幻视"], ["R44"]),
    "dizziness": (S, ["dizziness", "dizzy", "lightheadedness", "light-headed", "头晕", "头昏"], ["R42"]),
    "fatigue": (S, ["fatigue", "tiredness", "tired", "exhaustion", "tired all the time", "疲劳", "乏力", "累"], ["R53"]),
    "blood_in_stool": (S, ["blood in stool", "rectal bleeding", "haematochezia", "hematochezia", "bloody stool", "便血", "大便带血"], ["K62.5"]),
    "melaena": (S, ["melaena", "melena", "black stools", "tarry stools", "黑便"], ["K92.1"]),
    "nocturia": (S, ["nocturia", "night-time urination", "getting up at night to pass urine", "起夜", "夜尿", "夜尿多"], ["R35.1"]),
    "haematuria": (S, ["haematuria", "hematuria", "blood in urine", "blood in the urine", "尿血", "血尿"], ["R31"]),
    "diarrhoea": (S, ["diarrhoea", "diarrhea", "loose stools", "拉肚子", "腹泻", "水样便"], ["R19.7", "A09", "K59.1"]),
    "chest_tightness": (S, ["chest tightness", "tight chest", "胸闷", "胸口发闷"], ["R07.89"]),
    "wheeze": (S, ["wheeze", "wheezing", "wheezy", "喘", "喘息", "气喘"], ["R06.2"]),
    "chest_pain": (S, ["chest pain", "胸痛", "chest discomfort"], ["R07.9", "R07.4"]),
    "chest_wall_pain": (S, ["chest wall pain", "musculoskeletal chest pain", "costochondritis", "chest pain", "sore chest"], ["R07.89", "M94.0", "R07.1"]),
    "haemoptysis": (S, ["haemoptysis", "hemoptysis", "coughing up blood", "咯血", "咳血"], ["R04.2"]),
    "vertigo": (S, ["vertigo", "room spinning", "spinning", "眩晕", "天旋地转"], ["R42", "H81.3"]),
    "tinnitus": (S, ["tinnitus", "ringing in the ears", "ringing in ears", "耳鸣"], ["H93.1"]),
    "hearing_loss": (S, ["hearing loss", "deafness", "loss of hearing", "听力下降", "耳聋"], ["H91", "H90"]),
    "headache": (S, ["headache", "headaches", "头痛", "头疼"], ["R51"]),
    "diplopia": (S, ["diplopia", "double vision", "复视", "重影"], ["H53.2"]),
    "leg_swelling": (S, ["leg swelling", "swollen leg", "ankle swelling", "swollen ankles", "swollen feet", "foot swelling", "peripheral oedema", "oedema", "edema", "腿肿", "脚肿", "下肢水肿"], ["R60.0", "M79.89", "R22.4"]),
    "urticaria": (S, ["urticaria", "hives", "荨麻疹"], ["L50"]),
    "lip_swelling": (S, ["lip swelling", "swollen lips", "angioedema", "嘴唇肿", "唇肿"], ["R22.0", "T78.3"]),
    "drooling": (S, ["drooling", "sialorrhoea", "流口水"], ["R68.2", "K11.7"]),
    "myalgia": (S, ["myalgia", "muscle pain", "muscle aches", "body aches", "aching legs", "肌肉痛", "全身酸痛"], ["M79.1"]),
    "weight_loss": (S, ["weight loss", "losing weight", "lost weight", "体重下降", "消瘦"], ["R63.4"]),
    "amenorrhoea": (S, ["amenorrhoea", "amenorrhea", "absent periods", "missed periods", "闭经", "停经"], ["N91"]),
    "syncope": (S, ["syncope", "fainting", "faint", "passing out", "晕厥", "晕倒"], ["R55"]),
    "menorrhagia": (S, ["menorrhagia", "heavy periods", "heavy menstrual bleeding", "月经过多", "月经量多"], ["N92.0"]),
    "dysmenorrhoea": (S, ["dysmenorrhoea", "dysmenorrhea", "period pain", "painful periods", "痛经"], ["N94.6"]),
    "intermenstrual_bleeding": (S, ["intermenstrual bleeding", "bleeding between periods", "经间期出血"], ["N92.3"]),
    "postcoital_bleeding": (S, ["postcoital bleeding", "bleeding after sex", "同房后出血"], ["N93.0"]),
    "bloating": (S, ["bloating", "bloated", "abdominal bloating", "腹胀"], ["R14"]),
    "palpitations": (S, ["palpitations", "palpitation", "fluttering", "heart racing", "心悸", "心慌"], ["R00.2"]),
    "dysphagia": (S, ["dysphagia", "difficulty swallowing", "trouble swallowing", "吞咽困难"], ["R13"]),

    # ---------------- conditions (ICD-10 / ICD-10-CM) ----------------
    "hypertension": (C, ["hypertension", "high blood pressure", "essential hypertension", "高血压", "血压高"], ["I10"]),
    "bph": (C, ["benign prostatic hyperplasia", "BPH", "enlarged prostate", "prostatic hyperplasia", "前列腺增生", "前列腺肥大"], ["N40"]),
    "gout": (C, ["gout", "gouty arthritis", "痛风", "痛风性关节炎"], ["M10", "M1A"]),
    "kidney_stone": (C, ["kidney stone", "kidney stones", "renal calculus", "nephrolithiasis", "肾结石"], ["N20"]),
    "gi_bleed": (C, ["gastrointestinal bleeding", "GI bleed", "stomach bleed", "gastric bleeding", "胃出血", "消化道出血"], ["K92.2", "K92.0"]),
    "disc_herniation": (C, ["lumbar disc herniation", "herniated disc", "slipped disc", "prolapsed disc", "腰椎间盘突出", "腰间盘突出", "腰椎间盘突出症"], ["M51.1", "M51.2"]),
    "pregnancy": (C, ["pregnancy", "pregnant", "intrauterine pregnancy", "怀孕", "懷孕", "妊娠", "早孕"], ["Z33", "Z34", "Z3A", "O09"]),
    "miscarriage": (C, ["miscarriage", "spontaneous abortion", "流产", "小产"], ["O03", "O02.1", "Z87.59"]),
    "febrile_seizure": (C, ["febrile seizure", "febrile convulsion", "febrile seizures", "热性惊厥", "高热惊厥"], ["R56.0"]),
    "hypothyroidism": (C, ["hypothyroidism", "underactive thyroid", "thyroid problem", "thyroid disorder", "thyroid disease", "甲减", "甲状腺功能减退", "甲状腺功能减退症"], ["E03", "E02", "E07.9"]),
    "herpes_zoster": (C, ["herpes zoster", "shingles", "带状疱疹", "生蛇", "缠腰龙"], ["B02"]),
    "t2dm": (C, ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes", "diabetes mellitus", "diabetic", "sugar", "糖尿病", "2型糖尿病"], ["E11", "E14"]),
    "chickenpox": (C, ["chickenpox", "chicken pox", "varicella", "水痘"], ["B01"]),
    "fibroids": (C, ["uterine fibroids", "fibroids", "fibroid", "leiomyoma of uterus", "uterine leiomyoma", "子宫肌瘤"], ["D25"]),
    "breast_cancer": (C, ["breast cancer", "breast carcinoma", "乳腺癌"], ["C50"]),
    "osteoporosis": (C, ["osteoporosis", "osteopenia", "骨质疏松", "骨质疏松症", "骨量减少"], ["M81", "M80", "M85.8"]),
    "migraine": (C, ["migraine", "migraine headache", "偏头痛"], ["G43"]),
    "epilepsy": (C, ["epilepsy", "seizure disorder", "癫痫"], ["G40"]),
    "meningitis": (C, ["meningitis", "脑膜炎"], ["G03", "G00", "A39.0", "A87"]),
    "depression": (C, ["depression", "depressive disorder", "major depressive disorder", "抑郁症", "抑郁"], ["F32", "F33"]),
    "spinal_stenosis": (C, ["spinal stenosis", "lumbar spinal stenosis", "腰椎管狭窄", "椎管狭窄"], ["M48.0"]),
    "gallstones": (C, ["gallstones", "gallstone", "cholelithiasis", "胆结石", "胆囊结石"], ["K80"]),
    "parkinsons": (C, ["Parkinson's disease", "Parkinson disease", "parkinsonism", "帕金森", "帕金森病"], ["G20"]),
    "gdm": (C, ["gestational diabetes", "gestational diabetes mellitus", "GDM", "妊娠期糖尿病", "妊娠糖尿病"], ["O24.4"]),
    "lactose_intolerance": (C, ["lactose intolerance", "乳糖不耐受"], ["E73"]),
    "gord": (C, ["gastro-oesophageal reflux", "gastroesophageal reflux", "gastro-oesophageal reflux disease", "GERD", "GORD", "reflux", "胃食管反流", "反流"], ["K21", "P78.83"]),
    "eczema": (C, ["eczema", "atopic dermatitis", "atopic eczema", "湿疹", "特应性皮炎"], ["L20", "L30.9"]),
    "prostate_cancer": (C, ["prostate cancer", "carcinoma of prostate", "前列腺癌"], ["C61"]),
    "hepatitis_a": (C, ["hepatitis A", "hep A", "甲肝", "甲型肝炎"], ["B15"]),
    "asthma": (C, ["asthma", "occupational asthma", "哮喘", "职业性哮喘"], ["J45"]),
    "pneumoconiosis": (C, ["pneumoconiosis", "尘肺", "尘肺病"], ["J60", "J61", "J62", "J63", "J64"]),
    "copd": (C, ["COPD", "chronic obstructive pulmonary disease", "chronic bronchitis", "emphysema", "慢阻肺", "慢性阻塞性肺疾病"], ["J44"]),
    "pneumonia": (C, ["pneumonia", "肺炎"], ["J18", "J15", "J13"]),
    "bppv": (C, ["benign paroxysmal positional vertigo", "BPPV", "benign positional vertigo", "positional vertigo", "良性阵发性位置性眩晕", "耳石症"], ["H81.1"]),
    "cellulitis": (C, ["cellulitis", "蜂窝织炎"], ["L03"]),
    "mastitis": (C, ["mastitis", "breast infection", "乳腺炎"], ["O91.2", "N61"]),
    "oral_thrush": (C, ["oral thrush", "oral candidiasis", "thrush", "鹅口疮"], ["B37.0"]),
    "croup": (C, ["croup", "laryngotracheobronchitis", "哮吼"], ["J05.0"]),
    "stroke": (C, ["stroke", "cerebral infarction", "cerebrovascular accident", "CVA", "中风", "脑梗", "脑卒中"], ["I63", "I64", "I69", "Z86.73"]),
    "typhoid": (C, ["typhoid", "typhoid fever", "伤寒"], ["A01.0"]),
    "malaria": (C, ["malaria", "疟疾"], ["B50", "B51", "B52", "B53", "B54"]),
    "self_harm": (C, ["self-harm", "self harm", "deliberate self-harm", "cutting", "自伤", "自残"], ["R45.88", "X78", "Z91.5"]),
    "head_lice": (C, ["head lice", "nits", "pediculosis capitis", "lice", "头虱"], ["B85.0"]),
    "impetigo": (C, ["impetigo", "脓疱疮"], ["L01"]),
    "chlamydia": (C, ["chlamydia", "chlamydia infection", "chlamydial infection", "衣原体", "衣原体感染"], ["A56"]),
    "atrial_fibrillation": (C, ["atrial fibrillation", "AFib", "AF", "A-fib", "房颤", "心房颤动"], ["I48"]),
    "allergic_rhinitis": (C, ["allergic rhinitis", "hay fever", "hayfever", "过敏性鼻炎", "花粉症"], ["J30"]),
    "anaphylaxis": (C, ["anaphylaxis", "anaphylactic reaction", "过敏性休克"], ["T78.2", "T78.0"]),

    # ---------------- procedures ----------------
    "spine_surgery": (PR, ["spinal surgery", "spine surgery", "back surgery", "discectomy", "lumbar decompression", "腰椎手术", "腰间盘手术", "腰椎间盘手术", "微创手术"], []),
    "hip_replacement": (PR, ["hip replacement", "total hip replacement", "hip arthroplasty", "髋关节置换", "髋关节置换术"], ["Z96.64", "0SR9", "0SRB"]),
    "myomectomy": (PR, ["myomectomy", "laparoscopic myomectomy", "子宫肌瘤剔除", "子宫肌瘤剔除术"], []),
    "cholecystectomy": (PR, ["cholecystectomy", "gallbladder removal", "胆囊切除", "胆囊切除术"], ["0FT4"]),
    "vasectomy": (PR, ["vasectomy", "male sterilisation", "输精管结扎", "结扎"], ["Z30.2"]),
    "cystoscopy": (PR, ["cystoscopy", "膀胱镜", "膀胱镜检查"], []),
    "grommets": (PR, ["grommets", "grommet insertion", "tympanostomy tubes", "ear tubes", "myringotomy", "鼓膜置管"], []),
    "epley": (PR, ["Epley manoeuvre", "Epley maneuver", "canalith repositioning", "耳石复位"], []),
    "appendicectomy": (PR, ["appendicectomy", "appendectomy", "appendix removed", "阑尾切除", "阑尾切除术"], []),
    "hysterectomy": (PR, ["hysterectomy", "子宫切除", "子宫切除术"], ["Z90.71"]),

    # ---------------- observations (LOINC) ----------------
    "temperature": (O, ["body temperature", "temperature", "temp", "体温"], ["8310-5"]),
    "uric_acid": (O, ["uric acid", "serum urate", "urate", "尿酸", "血尿酸"], ["3084-1", "14933-6"]),
    "hcg": (O, ["hCG", "beta hCG", "β-hCG", "human chorionic gonadotropin", "绒毛膜促性腺激素"], ["21198-7", "2106-3", "19080-1"]),
    "inr": (O, ["INR", "international normalized ratio", "国际标准化比值"], ["6301-6", "34714-6"]),
    "fasting_glucose": (O, ["fasting glucose", "fasting blood glucose", "fasting plasma glucose", "空腹血糖"], ["1558-6", "76629-5"]),
    "blood_glucose": (O, ["blood glucose", "glucose", "blood sugar", "capillary glucose", "血糖"], ["2339-0", "2345-7", "41653-7", "14749-6"]),
    "weight": (O, ["body weight", "weight", "体重"], ["29463-7", "3141-9"]),
    "blood_pressure": (O, ["blood pressure", "BP", "血压"], ["85354-9", "55284-4", "8480-6", "8462-4"]),
    "haemoglobin": (O, ["haemoglobin", "hemoglobin", "Hb", "血红蛋白"], ["718-7"]),
    "psa": (O, ["PSA", "prostate specific antigen", "prostate-specific antigen", "前列腺特异性抗原"], ["2857-1"]),
    "peak_flow": (O, ["peak expiratory flow", "peak flow", "PEF", "PEFR", "峰流速", "呼气峰流速"], ["19935-6", "33452-4"]),
    "egfr": (O, ["eGFR", "estimated GFR", "glomerular filtration rate", "肾小球滤过率"], ["33914-3", "62238-1", "98979-8"]),
    "potassium": (O, ["potassium", "serum potassium", "血钾"], ["2823-3", "6298-4"]),
    "hba1c": (O, ["HbA1c", "hemoglobin A1c", "haemoglobin A1c", "glycated haemoglobin", "A1c", "糖化血红蛋白"], ["4548-4", "17856-6", "59261-8"]),
    "spo2": (O, ["oxygen saturation", "SpO2", "O2 saturation", "sats", "血氧饱和度", "血氧"], ["59408-5", "2708-6"]),
    "ferritin": (O, ["ferritin", "serum ferritin", "铁蛋白"], ["2276-4"]),
    "vitamin_b12": (O, ["vitamin B12", "B12", "cobalamin", "维生素B12"], ["2132-9"]),
    "heart_rate": (O, ["heart rate", "pulse", "pulse rate", "心率", "脉搏"], ["8867-4"]),
    "tsh": (O, ["TSH", "thyroid stimulating hormone", "thyrotropin", "促甲状腺激素"], ["3016-3", "11580-8"]),
    "vitamin_d": (O, ["vitamin D", "25-hydroxyvitamin D", "25-OH vitamin D", "维生素D"], ["1989-3", "62292-8", "14635-7"]),
}

# ---------------------------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------------------------
def _turn(speaker, text, s):
    return {"speaker": speaker, "text": text, "session": "s-%d" % s}

def P(text, s=1): return _turn("patient", text, s)
def Cl(text, s=1): return _turn("clinician", text, s)
def As(text, s=1): return _turn("assistant", text, s)

def _exp(key, state, value=None, as_type=None):
    t, names, codes = CONCEPTS[key]
    e = {"concept": key, "type": as_type or t, "names": list(names), "codes": list(codes), "state": state}
    if value is not None:
        e["value"] = value
    return e

def cur(key, value=None): return _exp(key, "current", value)
def past(key): return _exp(key, "past")
def den(key): return _exp(key, "denied")
def claim(key): return _exp(key, "claim")
def fh(key): return _exp(key, "current", as_type="family_history")

def no(key, why):
    t, names, codes = CONCEPTS[key]
    return {"concept": key, "type": t, "names": list(names), "codes": list(codes), "why": why}

CASES = []

def case(cid, description, tags, turns, expected, must_not):
    CASES.append({"id": cid, "lang": cid[:2], "description": description, "tags": tags,
                  "turns": turns, "expected": expected, "must_not": must_not})

# =============================================================================================
# Chinese consultations
# =============================================================================================
case("zh01", "Cantonese: daughter phones about her 82-year-old mother's UTI; penicillin allergy, cephalosporins tolerated; "
     "s-2 nitrofurantoin stopped for nausea and switched to cefalexin; son-in-law's tamsulosin",
     ["gp-phone", "elderly UTI", "relative speaks", "other person", "s-2", "allergy + tolerated class", "Cantonese"],
     [P("你好呀，我系佢个女，帮我阿妈问下嘢。阿妈今年八十二岁，呢两日成日去厕所，屙尿好密，仲话屙嗰阵好痛，刺刺哋咁。"),
      As("明白。阿妈有冇发烧？有冇量过体温？"),
      P("今朝用耳探探咗，37.8度，唔算好高。佢平时食开氨氯地平降血压，每朝一粒。"),
      Cl("我系社区医生。阿妈对药物有冇过敏？"),
      P("青霉素过敏㗎，后生嗰阵打完针成身出晒红疹。不过之前食过头孢都冇事嘅。"),
      Cl("好。咁我先开呋喃妥因，一日两次，食五日，要多啲饮水。"),
      P("唔该医生。另外我老公都有前列腺肥大，食紧坦索罗辛，佢啲药会唔会同阿妈啲药撞㗎？"),
      As("您先生的药和阿妈的药没有关系，两个人分开吃就可以。"),
      P("医生，又系我，阿妈个女，帮阿妈问嘢。佢食咗两日呋喃妥因，成日想呕，啲饭都食唔落。", 2),
      Cl("咁停咗呋喃妥因先，转做头孢氨苄，一日四次，食五日。", 2),
      P("收到。佢而家精神好返啲，不过屙尿仲系有少少痛，同埋仲系好密。", 2)],
     [cur("urinary_frequency"), cur("dysuria"), cur("temperature", "37.8 °C"), cur("amlodipine"),
      cur("allergy_penicillin"), den("allergy_cephalosporin"), past("nitrofurantoin"), cur("cefalexin"), cur("nausea")],
     [no("tamsulosin", "the speaker's husband's drug (son-in-law, no blood relative)"),
      no("bph", "the speaker's husband's condition"),
      no("rash", "the reaction of the penicillin allergy years ago, not a current symptom")])

case("zh02", "Sichuan: acute gout in the big toe, urate 520, kidney stone ten years ago; a mate's febuxostat, "
     "allopurinol only planned, ibuprofen only asked about; stomach bleed denied",
     ["gp", "gout", "past history", "other person", "question", "plan not carried out", "Sichuan"],
     [P("医生你好嘛，我这个右脚大脚趾头昨天晚上开始痛，痛得遭不住，又红又肿，鞋子都穿不进去了。"),
      As("以前有没有这样痛过？查过尿酸没有？"),
      P("前年也痛过一回，当时医院说是痛风。上个月体检尿酸是520，单位是微摩尔每升。还有我十年前得过肾结石，碎石打掉了的。"),
      Cl("我看了下，还是痛风急性发作。先吃秋水仙碱，0.5毫克，一天两次。"),
      P("要得。我有个哥们儿说他一直在吃非布司他，我要不要也整点来吃起？"),
      Cl("现在不要吃。等这回消下去了，过两三周来复查，到时候再说要不要开别嘌醇。"),
      P("好嘛。那痛得凶的时候我能不能吃点布洛芬嘛？"),
      Cl("你胃以前出过血没有？"),
      P("没得，胃好得很。"),
      Cl("布洛芬这回先不吃，秋水仙碱就够了，多喝水，酒莫喝了。"),
      P("晓得了晓得了，这几天啤酒我都没敢喝。")],
     [cur("gout"), cur("uric_acid", "520 μmol/L"), past("kidney_stone"), cur("colchicine"), den("gi_bleed")],
     [no("febuxostat", "a friend's drug"), no("allopurinol", "a plan for a later visit, not started"),
      no("ibuprofen", "the patient's question; the clinician said not to take it")])

case("zh03", "Northeastern: acute low back pain after moving a fridge; yes/no questions (leg numbness, fever); "
     "disc surgery in 2016; OTC ibuprofen; tramadol asked for on a coworker's say-so",
     ["gp", "back pain", "yes/no list", "past history", "other person", "question", "Northeastern"],
     [P("大夫，我这腰啊，前天帮我老丈人搬冰箱闪了一下，疼得嘎嘎的，翻个身都费劲儿。"),
      Cl("我先问你几个事儿，你就说有还是没有。腿麻不麻？"),
      P("不麻。"),
      Cl("发不发烧？"),
      P("没发烧。"),
      Cl("以前腰上动过手术没？"),
      P("动过，2016年腰间盘突出做过一个微创手术，那以后好些年都没咋疼。现在就在药店整的布洛芬缓释胶囊，一天吃两回。"),
      P("大夫，我能不能再整点曲马多？我们单位老张说那玩意儿止疼贼好使。"),
      Cl("曲马多不建议。布洛芬接着吃，热敷，别搬重东西，两周不见好再来。"),
      P("得嘞，谢谢大夫哈。")],
     [cur("low_back_pain"), den("numbness"), den("fever"), past("disc_herniation"), past("spine_surgery"), cur("ibuprofen")],
     [no("tramadol", "asked for after a coworker's advice; the clinician declined")])

case("zh04", "Taiwanese Mandarin: bleeding at 7 weeks of pregnancy, miscarriage two years ago; husband's amlodipine; "
     "s-2 scan shows a heartbeat, hCG 12450, bleeding has stopped",
     ["early pregnancy", "antenatal", "past history", "other person", "s-2", "Taiwanese"],
     [P("醫生您好～我現在懷孕大概七週，今天早上上廁所發現有一點點出血，淡淡咖啡色的，我好緊張喔。"),
      As("了解，先別緊張。請問有沒有肚子痛？出血量大概多少？"),
      P("肚子不會痛耶，量很少，護墊就夠了。"),
      Cl("之前有懷孕過嗎？"),
      P("有，前年有一次，八週的時候就流掉了，那時候有做手術清乾淨。"),
      P("現在每天有在吃葉酸。啊我老公最近也在吃降血壓的藥，叫什麼脈優的，會不會影響到寶寶啊？"),
      Cl("先生吃的藥不會影響到妳和寶寶。我幫妳安排今天抽血驗hCG，明天照超音波。"),
      P("醫生～超音波做完了，有看到心跳耶！抽血報告hCG是12450。", 2),
      Cl("很好。那出血現在還有嗎？", 2),
      P("已經沒有了，昨天就停了。", 2),
      Cl("好，葉酸繼續吃，兩週後回診。", 2)],
     [cur("pregnancy"), past("vaginal_bleeding"), den("abdominal_pain"), past("miscarriage"), cur("folic_acid"),
      cur("hcg", "12450")],
     [no("amlodipine", "the husband's blood-pressure drug"), no("hypertension", "the husband's condition")])

case("zh05", "Shanghainese: son speaks for his 87-year-old mother after a night-time fall (home visit); warfarin, INR 2.6; "
     "doxazosin stopped by the clinician; hip replaced 8 years ago; the son's own hypertension and valsartan",
     ["home visit", "elderly falls", "polypharmacy", "anticoagulation", "relative speaks", "past history", "Shanghainese"],
     [P("医生侬好，我是伊儿子，帮阿拉姆妈问问。姆妈八十七岁了，昨日夜里厢起来上厕所，跌了一跤。"),
      Cl("头有没有撞着？"),
      P("呒没，头没撞着，就是左面髋关节跌得乌青，走路有点痛。"),
      Cl("伊现在吃啥药？侬拿药盒子念拨我听听。"),
      P("华法林，每天一粒半；比索洛尔5毫克……哦不对，是2.5毫克；还有多沙唑嗪，是血压高开额；还有呋塞米早上一粒。"),
      Cl("上个礼拜INR几化？"),
      P("社区里抽额，2.6。"),
      Cl("多沙唑嗪会让血压低，起来头晕，容易跌跤，从今朝开始停掉。其他照旧吃。"),
      P("好额。伊八年前右面髋关节换过额，这趟跌额是左面。还有我自家也是高血压，吃了三年缬沙坦了，这个是不是会遗传？"),
      As("高血压确实有家族聚集的倾向。您母亲这次跌倒，建议医生上门再评估一下。")],
     [den("head_injury"), cur("hip_pain"), cur("warfarin"), cur("bisoprolol"), past("doxazosin"), cur("furosemide"),
      cur("hypertension"), cur("inr", "2.6"), past("hip_replacement"), fh("hypertension")],
     [no("valsartan", "the son's own drug: a relative's drug is nobody's record")])

case("zh06", "Henan: mother phones about her 3-year-old's fever 39.2; febrile seizure at age one; no fit, no rash; "
     "ibuprofen and paracetamol given; the mother's own hypothyroidism and levothyroxine",
     ["paediatrics", "toddler fever", "relative speaks", "past history", "Henan"],
     [P("医生，俺是孩子他妈，帮俺家妞问问。妞三岁了，夜儿黑开始发烧，今儿早上量是39.2度。"),
      Cl("精神咋样？抽没抽？"),
      P("精神还中，没抽。不过她一岁那会儿抽过一回，医院说是热性惊厥。"),
      Cl("身上起疹子没有？咳嗽不咳？"),
      P("疹子没有，有点咳，还流鼻涕。"),
      P("夜儿黑给她喝了美林，今儿早上又喂了一回泰诺林。"),
      P("对了，俺自己有甲减，天天吃优甲乐，这跟孩子发烧没啥关系吧？"),
      Cl("没关系。孩子先对症退烧，多喝水。要是再抽、精神差，赶紧去急诊。"),
      As("另外提醒一下，美林和泰诺林不要同时喂，两次之间要隔够时间，别超量。")],
     [cur("fever"), cur("temperature", "39.2 °C"), den("seizure"), past("febrile_seizure"), den("rash"), cur("cough"),
      cur("runny_nose"), cur("ibuprofen"), cur("paracetamol"), fh("hypothyroidism")],
     [no("levothyroxine", "the mother's own drug, not the child's")])

case("zh07", "Hunan: shingles on the chest wall in a man with type 2 diabetes (fasting glucose 7.2); valaciclovir; "
     "chickenpox as a child; celecoxib taken before for back pain; calamine only asked about",
     ["gp", "shingles", "past history", "question", "other person", "Hunan"],
     [P("医生，我左边肋巴骨这里起了一排水泡泡，痛得要死，像火烧的一样，搞了三天哒。"),
      Cl("我看看照片……这是带状疱疹。你有糖尿病吧？"),
      P("有咧，糖尿病七八年哒，吃二甲双胍，一天两次。今天早上空腹血糖7.2。"),
      Cl("我给你开伐昔洛韦，一次一克，一天三次，吃七天。"),
      P("要得。我细伢子时候出过水痘，是不是那个病毒又跑出来哒？"),
      Cl("对，是同一个病毒，潜伏在神经里头。"),
      P("我堂客担心传染给孙伢子，孙伢子还冒出过水痘咧。我还想问下，可以擦点炉甘石不？"),
      Cl("炉甘石意义不大，先不用，水泡莫弄破，保持干燥就行。"),
      P("晚上痛得睡不着。以前腰痛吃过的那个塞来昔布屋里还剩几粒，能吃不？"),
      Cl("塞来昔布先莫吃，痛得厉害就打电话给我。")],
     [cur("herpes_zoster"), cur("t2dm"), cur("metformin"), cur("fasting_glucose", "7.2 mmol/L"), cur("valaciclovir"),
      past("chickenpox"), past("celecoxib")],
     [no("calamine", "a question; the clinician advised against it")])

case("zh08", "WeChat typing without punctuation: menopausal hot flushes at 51; fibroid removed at 38; mother's breast cancer; "
     "hedged 'I seem to have osteoporosis'; a friend's black cohosh; HRT only to be discussed",
     ["gynaecology", "menopause", "past history", "claim", "other person", "plan not carried out", "WeChat typing"],
     [P("医生在吗 我今年51了 最近半年潮热出汗特别厉害 一晚上要醒好几次 烦死了"),
      As("您好，在的。月经现在怎么样？"),
      P("大半年没来了 之前就乱七八糟的"),
      P("对了我38岁那年做过子宫肌瘤剔除 腹腔镜那种 后来复查都没再长"),
      Cl("家里有人得过乳腺癌吗？"),
      P("我妈妈 60多岁查出来乳腺癌 做了手术 现在还好"),
      P("还有 我好像有点骨质疏松 上次体检说骨量减少还是啥的 记不清了"),
      P("我闺蜜在吃一个叫黑升麻的 说对潮热很管用 我能买来吃吗"),
      Cl("先别自己买保健品吃。激素替代治疗可以考虑，你下次来门诊，我们评估一下再说。"),
      P("好的 谢谢医生 那我先挂个号")],
     [cur("hot_flushes"), cur("insomnia"), past("fibroids"), past("myomectomy"), fh("breast_cancer"), claim("osteoporosis")],
     [no("black_cohosh", "a friend's supplement, only asked about"),
      no("estradiol_hrt", "HRT to be discussed at a later visit, not started")])

case("zh09", "Migraine clinic: 7-8 attacks a month with photophobia; yes/no (weakness, speech) answered no; topiramate stopped "
     "for tingling; zolmitriptan; propranolol started; mother's migraine; s-2 heart rate 62, propranolol increased",
     ["neurology", "migraine", "yes/no list", "past history", "s-2", "family history"],
     [P("医生您好，我偏头痛十几年了，这个月已经发了七八次，每次都是一边跳着疼，还特别怕光。"),
      Cl("我按顺序问几个问题，您回答有或者没有就行。发作的时候有没有手脚没劲儿？"),
      P("没有。"),
      Cl("说话会不会说不清楚？"),
      P("不会。"),
      Cl("以前用过什么预防的药？"),
      P("前年神经内科开过托吡酯，吃了三个月手发麻就停了。现在头疼的时候吃佐米曲普坦，一次一片。"),
      Cl("那我们用普萘洛尔来预防，从10毫克一天两次开始。家里人有偏头痛吗？"),
      P("我妈妈也是偏头痛，年轻时候更厉害。"),
      P("医生，普萘洛尔吃了一个月，发作少了一半，但一个月还是有四五次。", 2),
      Cl("今天心率62，血压也正常。那把普萘洛尔加到40毫克一天两次，佐米曲普坦照常用。", 2),
      P("好的，我记下了，谢谢医生。", 2)],
     [cur("migraine"), cur("photophobia"), den("weakness"), den("slurred_speech"), past("topiramate"),
      cur("zolmitriptan"), cur("propranolol"), fh("migraine"), cur("heart_rate", "62")],
     [no("numbness", "a side effect of topiramate two years ago, over when it was stopped")])

case("zh10", "Epilepsy and pregnancy planning: valproate for six years, meningitis at five; folic acid 5 mg and levetiracetam "
     "started; sister's epilepsy and lamotrigine; s-2 valproate stopped, mild irritability, no seizures",
     ["neurology", "epilepsy", "pre-conception", "past history", "s-2", "family history", "other person"],
     [P("医生，我有癫痫，丙戊酸钠吃了六年了。最近跟老公打算要孩子，听说这个药对胎儿不好？"),
      Cl("对，丙戊酸钠怀孕期间风险比较高。最近一次发作是什么时候？"),
      P("去年三月份有过一次大发作，之后就没有了。我五岁的时候得过脑膜炎，医生说癫痫可能跟那个有关系。"),
      Cl("现在有在吃叶酸吗？"),
      P("还没有。"),
      Cl("今天开始吃叶酸，每天5毫克。丙戊酸钠我们慢慢换成左乙拉西坦，今天先加左乙拉西坦250毫克一天两次，丙戊酸钠先照吃。"),
      P("好的。我姐姐也有癫痫，她吃的是拉莫三嗪，我能不能也换那个？"),
      Cl("拉莫三嗪也是一个选择，但我们先按左乙拉西坦的方案来。"),
      P("医生，我是上个月来调药的那个。左乙拉西坦已经加到500毫克一天两次了，丙戊酸钠也减到一天一片了。", 2),
      Cl("好。丙戊酸钠从今天起停掉。最近有没有情绪不好、容易发脾气？", 2),
      P("有一点点烦躁，但还好。这段时间没有再发作过。", 2),
      Cl("嗯，叶酸继续吃，三个月后复查。", 2)],
     [cur("epilepsy"), past("valproate"), cur("levetiracetam"), cur("folic_acid"), past("meningitis"), fh("epilepsy"),
      cur("irritability"), den("seizure")],
     [no("lamotrigine", "the sister's drug; only mentioned as an option, never prescribed")])

case("zh11", "Depression medication review: sertraline 50 mg, early waking; paroxetine stopped years ago for weight gain; "
     "weight 130 jin; suicidal thoughts denied; a coworker's zolpidem; s-2 sertraline up to 100 mg; mother's depression",
     ["mental health", "medication review", "past history", "other person", "s-2", "family history"],
     [P("医生好，我来复诊。抑郁症吃舍曲林两个月了，一天50毫克。"),
      Cl("这段时间心情怎么样？睡觉呢？"),
      P("心情比之前好一点，就是睡不好，凌晨三四点就醒，醒了就再睡不着了。"),
      P("以前吃过帕罗西汀，吃了半年胖了十几斤，我自己就给停了。现在体重130斤。"),
      Cl("我需要问一下，最近有没有伤害自己或者不想活的念头？"),
      P("没有，这个真没有。"),
      P("我同事说她吃唑吡坦睡得可香了，能不能给我也开点？"),
      Cl("安眠药先不开，我们先调整一下作息，睡前别看手机。"),
      P("医生，我又来了。这个月还是三四点就醒，情绪也一直提不起来。", 2),
      Cl("那舍曲林加到100毫克，每天早上吃。", 2),
      P("好。我妈妈年轻的时候也得过抑郁症，吃了好多年药。", 2)],
     [cur("depression"), cur("sertraline"), cur("insomnia"), past("paroxetine"), cur("weight", "130 斤"),
      den("suicidal_ideation"), fh("depression")],
     [no("zolpidem", "a coworker's drug; the clinician declined to prescribe it")])

case("zh12", "Pain clinic, opioid tapering: lumbar stenosis operated twice; oxycodone reduced, pregabalin, tramadol in the past; "
     "yes/no (constipation yes, drowsy sometimes, breathing no); lactulose; hedged gallstones; the spouse's fentanyl patches",
     ["pain clinic", "opioid tapering", "yes/no list", "past history", "claim", "other person", "question"],
     [P("医生，我是疼痛门诊的老病号了。腰椎管狭窄做过两回手术，现在腰和腿还是天天疼。"),
      Cl("现在用的药说一下。"),
      P("奥施康定早晚各20毫克，普瑞巴林75毫克一天两次。以前吃过曲马多，不管用，早就不吃了。"),
      Cl("我问几个问题。有没有便秘？"),
      P("有，三四天才解一次。"),
      Cl("白天犯困吗？"),
      P("有时候会。"),
      Cl("有没有呼吸变慢、憋气的感觉？"),
      P("没有。"),
      Cl("奥施康定减到早晚各15毫克，两周后再评估。便秘加上乳果糖，每天15毫升。"),
      P("好的。另外我好像有胆结石，上回B超医生提了一嘴，我也没听太清。我老伴儿贴的芬太尼贴还剩几张，我疼得厉害的时候能不能先贴一张？")],
     [cur("spinal_stenosis"), cur("low_back_pain"), past("spine_surgery"), cur("oxycodone"), cur("pregabalin"),
      past("tramadol"), cur("constipation"), cur("drowsiness"), den("shortness_of_breath"), cur("lactulose"),
      claim("gallstones")],
     [no("fentanyl", "the spouse's patches, only asked about")])

case("zh13", "Northeastern daughter, home visit for her father's Parkinson's: co-beneldopa, pramipexole stopped for "
     "hallucinations; standing BP 108/64 with dizziness; constipation, macrogol added; gallbladder out 20 years ago; "
     "the daughter's own diabetes and metformin",
     ["home visit", "neurology", "Parkinson's", "relative speaks", "past history", "family history", "Northeastern"],
     [P("大夫你好，我是他闺女，帮我爸说一下。我爸七十八了，帕金森八年了，这阵子手抖得更厉害，走道儿小碎步，老差点摔着。"),
      Cl("现在吃什么药？"),
      P("美多芭，一天三回，一回一片。前几年还吃过一阵普拉克索，吃了老说屋里有人，就给停了。"),
      Cl("现在还会看见不存在的人或东西吗？"),
      P("现在没有了。"),
      Cl("我给他量一下……站着血压108/64，有点低。站起来头晕不？"),
      P("站起来是有点晕乎。大便也费劲，好几天一回。"),
      P("他二十年前胆囊切了。还有我自个儿有糖尿病，吃二甲双胍，这跟我爸没啥关系哈？"),
      Cl("跟您父亲没关系。美多芭先不变，便秘加聚乙二醇，一天一袋。"),
      P("行，谢谢大夫，辛苦您跑一趟。")],
     [cur("parkinsons"), cur("tremor"), cur("co_beneldopa"), past("pramipexole"), cur("blood_pressure", "108/64 mmHg"),
      cur("dizziness"), cur("constipation"), past("cholecystectomy"), fh("t2dm"), cur("macrogol")],
     [no("metformin", "the daughter's own drug"),
      no("hallucinations", "a side effect of pramipexole years ago, no longer present")])

case("zh14", "Postnatal check at 6 weeks: breastfeeding, tired, no thoughts of self-harm; ferrous succinate, Hb 92 at discharge "
     "now 108 g/L; gestational diabetes treated with insulin, stopped after birth; husband's vasectomy and "
     "mother-in-law's hypertension; the pill declined",
     ["postnatal", "past history", "other person", "plan not carried out"],
     [P("医生好，我生完宝宝六周了，来做产后复查。现在纯母乳喂养。"),
      Cl("恶露干净了吗？最近情绪怎么样？"),
      P("恶露上周就干净了。情绪还行吧，有时候会哭，主要是太累了，晚上要起来喂三次奶。"),
      Cl("有没有过伤害自己或者不想活的念头？"),
      P("那倒没有。"),
      P("产科开的琥珀酸亚铁我还在吃，一天两次。生的时候出血有点多，出院时血红蛋白是92。"),
      Cl("今天复查血红蛋白108 g/L，比出院的时候好多了，铁剂再吃一个月就可以停。"),
      P("好的。怀孕的时候查出来妊娠期糖尿病，打了胰岛素，生完就停了，现在还要查血糖吗？"),
      Cl("要的，产后6到12周做个糖耐量。避孕方面有什么打算？"),
      P("我老公说他去做结扎，我自己先不吃避孕药。我婆婆有高血压，她说喂奶不能吃避孕药，是真的吗？"),
      Cl("哺乳期可以用单纯孕激素的避孕药，不影响喂奶，你回去考虑一下。")],
     [cur("fatigue"), den("suicidal_ideation"), cur("ferrous_succinate"), cur("haemoglobin", "108 g/L"), past("gdm"),
      past("insulin")],
     [no("vasectomy", "the husband's plan"), no("hypertension", "the mother-in-law's condition (no blood relative)"),
      no("oral_contraceptive", "declined for now; only to be considered")])

case("zh15", "Infant feeding: mother asks for her 2-month-old who vomits after feeds; weight 5.2 kg; no fever or blood; "
     "simeticone now, probiotics stopped; father's lactose intolerance; reflux; the mother's own vitamin D",
     ["paediatrics", "infant feeding", "relative speaks", "family history", "other person"],
     [P("我是宝宝妈妈，帮她问一下。宝宝两个月，这一周每次喂完奶都吐，有时候还从鼻子里喷出来。"),
      As("宝宝吐完精神怎么样？体重长得好吗？"),
      P("精神挺好的，吐完还想吃。昨天社区给称了体重，5.2公斤。"),
      Cl("有没有发烧？大便里有没有血？"),
      P("都没有。"),
      P("现在在用西甲硅油，每次喂奶前滴一点。之前还喝过一阵益生菌，没啥用就没再喝了。"),
      P("宝宝爸爸小时候乳糖不耐受，这个会遗传吗？"),
      Cl("听起来是婴儿胃食管反流，很常见。喂完奶竖着抱20分钟，少量多次喂。"),
      P("好的。我自己每天在吃维生素D，宝宝是不是也要补？要不要换成无乳糖奶粉？"),
      Cl("母乳继续喂，先不用换奶粉。维生素D的事下次体检的时候我们再说。")],
     [cur("vomiting"), cur("weight", "5.2 kg"), den("fever"), den("blood_in_stool"), cur("simeticone"), past("probiotics"),
      fh("lactose_intolerance"), cur("gord")],
     [no("colecalciferol", "the mother's own supplement; the baby's vitamin D left for a later visit")])

case("zh16", "Dermatology: eczema flare on elbows and behind the knees, itch; mometasone, tacrolimus stopped for burning; "
     "shrimp allergy (lip swelling); cetirizine added; the dog's cefalexin from the vet; a TV character's alprazolam",
     ["dermatology", "eczema", "past history", "other person", "pet", "allergy", "small talk"],
     [P("医生，我手肘和膝盖后面的湿疹又犯了，痒得晚上睡不着，抓得都破皮了。"),
      Cl("现在用什么药膏？"),
      P("用的艾洛松，就是糠酸莫米松，一天一次。前两年用过他克莫司软膏，一擦就火辣辣地疼，后来就没再用。"),
      Cl("有没有什么过敏？"),
      P("吃虾过敏，一吃嘴唇就肿。"),
      Cl("我给你加个口服抗组胺药，西替利嗪，晚上吃一片。"),
      P("好的。我家狗最近皮肤也不好，兽医给它开了头孢氨苄，我这个是不是它传给我的？"),
      Cl("湿疹不会被狗传染。狗的药你可千万别拿来自己吃。"),
      P("哈哈不会的。我最近追的那个剧，女主角动不动就吃阿普唑仑，编剧真敢写。说回来，我小时候就有湿疹，上大学那几年好了，工作以后又开始反复。"),
      Cl("嗯，这种体质很常见。两周后复诊看看。")],
     [cur("eczema"), cur("itch"), cur("mometasone"), past("tacrolimus_topical"), cur("allergy_shellfish"), cur("cetirizine")],
     [no("cefalexin", "the dog's antibiotic"), no("lip_swelling", "the reaction of the shrimp allergy, not a current symptom"),
      no("alprazolam", "small talk about a TV drama")])

case("zh17", "Urology clinic: nocturia and poor stream; hedged 'looks like an enlarged prostate'; tamsulosin; no haematuria; "
     "PSA 5.6; father's prostate cancer; cystoscopy in 2018; finasteride added; a neighbour's saw palmetto",
     ["urology", "claim", "past history", "family history", "other person", "question"],
     [P("医生，我这两年晚上老起夜，一晚上三四回，尿也细，要等半天才出来。"),
      Cl("之前看过吗？"),
      P("去年在别的医院看过，B超医生说好像是前列腺增生，开了坦索罗辛，一直在吃，一天一粒。"),
      Cl("尿里见过血没有？"),
      P("没有。"),
      Cl("今天PSA结果出来了，5.6。"),
      P("5.6算高吗？我爸七十岁的时候得过前列腺癌。哦对了，我2018年因为尿路结石做过一次膀胱镜。"),
      Cl("PSA稍微高一点，加上家族史，建议做个前列腺磁共振。药上再加非那雄胺，每天5毫克。"),
      P("好的。我邻居老李说他吃锯棕榈，管用吗？"),
      Cl("锯棕榈证据不足，不建议吃。")],
     [cur("nocturia"), claim("bph"), cur("tamsulosin"), den("haematuria"), cur("psa", "5.6"), fh("prostate_cancer"),
      past("cystoscopy"), cur("finasteride")],
     [no("saw_palmetto", "a neighbour's remedy, advised against"),
      no("prostate_cancer", "the father's illness, family history only")])

case("zh18", "Voice-to-text: traveller's diarrhoea after Thailand; no fever or blood (list denial); temperature 36.8; ORS and "
     "smectite; a friend's norfloxacin; hepatitis A years ago; sulfonamide allergy (rash)",
     ["travel", "returning traveller", "past history", "other person", "class allergy", "voice-to-text"],
     [P("医生我前天刚从泰国玩回来昨天开始拉肚子一天七八次都是水样的"),
      Cl("发不发烧？大便里有没有血或者黏液？"),
      P("都没有 就是肚子一阵一阵绞着疼"),
      Cl("我给你量一下，体温36.8度，不烧。现在吃了什么药吗？"),
      P("在喝口服补液盐 还吃了蒙脱石散一天三次 一起去的朋友拉得更厉害 她吃的诺氟沙星 她让我也吃点"),
      Cl("抗生素先不要吃。你以前肝脏有没有什么问题？有没有药物过敏？"),
      P("十多年前得过甲肝住了两个礼拜院 后来就没事了 对了我对磺胺类的药过敏 吃了起一身疹子"),
      Cl("好的。多喝补液盐，清淡饮食。如果出现发烧、便血或者尿少，马上去医院。"),
      P("明白了 那我这周能上班吗 我是做餐饮的"),
      As("做餐饮工作的话，建议腹泻停止48小时以后再复工。")],
     [cur("diarrhoea"), den("fever"), den("blood_in_stool"), cur("abdominal_pain"), cur("temperature", "36.8 °C"),
      cur("ors"), cur("smectite"), past("hepatitis_a"), cur("allergy_sulfonamide")],
     [no("norfloxacin", "a friend's antibiotic; the clinician said not to take antibiotics"),
      no("rash", "the reaction of the sulfonamide allergy, not a current symptom")])

case("zh19", "Occupational health: spray painter with work-related cough, chest tightness and wheeze; peak flow 390; "
     "occupational asthma, salbutamol; childhood eczema; a workmate's pneumoconiosis",
     ["occupational health", "asthma", "past history", "other person"],
     [P("医生，我在汽车厂喷漆车间干了五年了，这半年一上班就咳嗽、胸口发闷，周末在家歇两天就好多了。"),
      Cl("有没有喘？"),
      P("喘有一点，特别是下午。"),
      Cl("你刚下班，测一下峰流速……390升每分钟，偏低。"),
      Cl("考虑职业性哮喘。先给你开沙丁胺醇气雾剂，喘的时候吸两下。"),
      P("我小时候有过湿疹。烟我十年前就戒了。"),
      P("我们车间有个老师傅查出来尘肺了，我会不会也是？"),
      Cl("尘肺和你这个不一样。要约个肺功能检查，还要跟厂里职业健康科反映，调整防护。"),
      P("行，我回去跟车间主任说，以后口罩天天戴。")],
     [cur("cough"), cur("chest_tightness"), cur("wheeze"), cur("peak_flow", "390 L/min"), cur("asthma"), cur("salbutamol"),
      past("eczema")],
     [no("pneumoconiosis", "a workmate's diagnosis")])

case("zh20", "Henan, results by phone: eGFR 52, potassium 5.6, HbA1c 6.4%; spironolactone stopped; hedged 'my diabetes seems "
     "cured'; metformin continued; the husband's losartan",
     ["gp-phone", "results", "claim", "other person", "question", "Henan"],
     [Cl("王阿姨您好，我是社区医院的李医生，给您打电话说一下上周抽血的结果。"),
      P("哎，李医生好！结果咋样啊？"),
      Cl("肾功能有点下降，eGFR是52，血钾5.6，偏高了。您现在都吃哪些药？"),
      P("氨氯地平一天一粒，螺内酯一天一粒，还有二甲双胍一天两回，糖尿病吃了五年了。"),
      Cl("螺内酯从今天开始停掉，下周再复查一次血钾。糖化血红蛋白是6.4%，控制得不错。"),
      P("那我这糖尿病好像是好了吧？二甲双胍能不能也不吃了？"),
      Cl("糖尿病是控制得好，不是好了，二甲双胍要接着吃。"),
      P("中中中。对了，俺老头儿吃的是氯沙坦，他也要查血钾不？"),
      Cl("您爱人的情况让他自己来看一下。"),
      P("中，那我下礼拜再去抽血。")],
     [cur("egfr", "52"), cur("potassium", "5.6"), cur("amlodipine"), past("spironolactone"), cur("metformin"),
      cur("t2dm"), cur("hba1c", "6.4%"), claim("t2dm")],
     [no("losartan", "the husband's drug")])

# =============================================================================================
# English consultations
# =============================================================================================
case("en01", "Glaswegian Scots: COPD exacerbation; yes/no run (chest pain no, blood no, shivers yes); SpO2 93%; tiotropium "
     "and salbutamol; pneumonia in 2019; doxycycline and prednisolone started; the wife's warfarin; Fleming's penicillin",
     ["gp", "COPD", "yes/no list", "past history", "other person", "small talk", "Scottish"],
     [P("Aye hello doc, it's ma chest again. Been coughin up green muck since Thursday an I'm that wheezy I cannae get up the stair wi'oot stoppin."),
      Cl("Right, I'll run through a few things, just yes or no. Any chest pain?"),
      P("Naw."),
      Cl("Coughing up any blood?"),
      P("No, nane o that."),
      Cl("Fever or shivers?"),
      P("Bit shivery last night, aye."),
      Cl("Your oxygen's 93 percent on the probe. You've got the COPD, and you're still on the Spiriva?"),
      P("Aye, Spiriva every mornin an the blue inhaler when I need it. Had the pneumonia back in 2019, was in the Royal for a week, dinnae want that again. Oh an the wife's on warfarin for her heart, does that matter wi antibiotics?"),
      Cl("Not for you, no. I'm starting you on doxycycline, 200 the first day then 100 daily for five days, and prednisolone 30 mg each morning for five days."),
      P("Grand, cheers doc. I'll get the wife tae pick them up. Ye know Fleming that found the penicillin was an Ayrshire boy? Ma grandad used tae tell us that every Sunday.")],
     [cur("cough"), cur("wheeze"), den("chest_pain"), den("haemoptysis"), cur("chills"), cur("spo2", "93%"), cur("copd"),
      cur("tiotropium"), cur("salbutamol"), past("pneumonia"), cur("doxycycline"), cur("prednisolone")],
     [no("warfarin", "the wife's drug"), no("penicillin_v", "small talk about Fleming")])

case("en02", "Irish: 58-year-old man with a UTI; yes/no (blood no, temperature or shakes no); sulfa allergy (Septrin rash), "
     "penicillin tolerated; nitrofurantoin; s-2 culture resistant, switched to ciprofloxacin, stinging gone",
     ["gp", "male UTI", "yes/no list", "class allergy", "tolerated drug", "s-2", "Irish"],
     [P("Howya. I'm 58, and I've been up and down to the jacks all night, and it's stinging like mad when I go. Started Tuesday."),
      Cl("Okay. A few quick questions, yes or no. Any blood in the urine?"),
      P("No."),
      Cl("Any temperature or shakes?"),
      P("Ah no, none of that."),
      Cl("Any allergies to medicines?"),
      P("I'm allergic to sulfa drugs, the Septrin years ago had me covered in a rash. Penicillin I've had loads of times, never a bother."),
      Cl("Right, I'll start you on nitrofurantoin 100 mg twice a day for seven days and send off a urine sample."),
      P("It's me again about the waterworks. The chemist rang, said the lab found the bug's resistant to the nitrofurantoin.", 2),
      Cl("Yes, I have the culture here. Stop the nitrofurantoin and start ciprofloxacin 500 mg twice a day for ten days. How are you now?", 2),
      P("The stinging's gone, fair play, but I'm still running to the loo every hour.", 2)],
     [cur("urinary_frequency"), past("dysuria"), den("haematuria"), den("fever"), den("chills"), cur("allergy_sulfonamide"),
      den("allergy_penicillin"), past("nitrofurantoin"), cur("ciprofloxacin")],
     [no("rash", "the reaction of the sulfa allergy years ago"),
      no("co_trimoxazole", "the drug that caused the allergy years ago, not taken now")])

case("en03", "Welsh: 74-year-old with positional vertigo; no tinnitus or hearing loss; list denial (headache, double vision, "
     "speech); grommets as a boy; a friend's betahistine not taken; BP 146/84; ramipril, atorvastatin; "
     "bendroflumethiazide stopped years ago; Epley planned for tomorrow",
     ["gp", "vertigo", "past history", "other person", "plan not carried out", "Welsh"],
     [P("Hiya love, it's the room spinning again see, every time I turn over in bed, since Sunday. I'm 74 mind."),
      Cl("Is it there all the time, or just when you move your head?"),
      P("Only when I move, lasts a minute or so then it settles. No ringing in my ears, and no hearing loss neither, tidy."),
      Cl("Any headache, double vision, or trouble getting your words out?"),
      P("No, none of them."),
      P("I had an operation on my right ear as a boy, grommets they were. And my friend Glenys gave me a strip of her betahistine tablets, I haven't taken any yet mind, thought I'd better ask first."),
      Cl("Don't take those, they're prescribed for Glenys. This sounds like benign positional vertigo. Your blood pressure is 146 over 84 sitting. What tablets are you on?"),
      P("Just my ramipril in the morning, and the atorvastatin at night. I used to be on bendroflumethiazide but they stopped that years ago."),
      Cl("Good. I'll do the Epley manoeuvre when you come in tomorrow. Get up slowly in the meantime."),
      P("Diolch, love, see you tomorrow then.")],
     [cur("vertigo"), den("tinnitus"), den("hearing_loss"), den("headache"), den("diplopia"), den("slurred_speech"),
      past("grommets"), cur("bppv"), cur("blood_pressure", "146/84 mmHg"), cur("ramipril"), cur("atorvastatin"),
      past("bendroflumethiazide")],
     [no("betahistine", "a friend's tablets, not taken"), no("epley", "planned for tomorrow, not done yet")])

case("en04", "US South: cellulitis of the left leg; 101 F last night; penicillin allergy (hives as a child); type 2 diabetes, "
     "metformin, A1c 8.1; cephalexin started, Keflex tolerated before; husband's gout and colchicine",
     ["urgent care", "cellulitis", "allergy + tolerated class", "other person", "US South"],
     [P("Hey y'all. My left leg's been red and hot and swole up since Friday, and now it's fixin' to spread up past my knee."),
      Cl("Let me take a look... yes, that's cellulitis. Have you had a fever?"),
      P("Ran 101 last night, took a couple Tylenol and it came on down."),
      Cl("Any allergies to medicines?"),
      P("Penicillin. Gave me hives all over when I was a young'un, Mama said I like to never quit scratchin'."),
      Cl("Okay. And you're diabetic, right?"),
      P("Yes ma'am, type 2, on metformin 1000 twice a day. My A1c was 8.1 back in March."),
      Cl("I'm going to put you on cephalexin 500 four times a day for seven days. Have you had Keflex before?"),
      P("Yes ma'am, had it for a tooth thing couple years back, did just fine on it. Oh, and my husband Earl's got his gout flarin', he's on colchicine. Could he take some of my Keflex if his toe gets infected?"),
      Cl("No, Earl needs to be seen himself. Keep that leg propped up, and I'll draw a line at the edge of the redness.")],
     [cur("leg_swelling"), cur("cellulitis"), cur("temperature", "101 °F"), cur("allergy_penicillin"), cur("t2dm"),
      cur("metformin"), cur("hba1c", "8.1%"), cur("cefalexin"), den("allergy_cephalosporin")],
     [no("urticaria", "the reaction of the penicillin allergy in childhood"), no("colchicine", "the husband's drug"),
      no("gout", "the husband's condition")])

case("en05", "Canadian: 6-week postnatal check, breastfeeding; mastitis at 2 weeks treated with cloxacillin (self-corrected from "
     "Keflex); tired, no thoughts of harm; BP 118/76; progestin-only pill started; prenatal vitamins; sister's Depo; "
     "the baby's thrush and nystatin",
     ["postnatal", "contraception", "past history", "self-correction", "other person", "Canadian"],
     [P("Hi there! I'm in for my six-week postpartum check. Baby's doing great, I'm breastfeeding, and I'm mostly okay, eh."),
      Cl("Good to hear. Any problems with the feeding?"),
      P("At two weeks I got mastitis on the left side and the walk-in gave me Keflex, no wait, sorry, it was cloxacillin. I finished the whole course."),
      Cl("How's your mood been? Any thoughts of harming yourself or the baby?"),
      P("Mood's been alright, just really tired. And no, nothing like that."),
      Cl("Blood pressure today is 118 over 76, that's good. Have you thought about contraception?"),
      P("We're thinking the mini pill. My sister's on the Depo shot but I hate needles."),
      Cl("I'll start you on the progestin-only pill, norethindrone 0.35 mg daily. It's fine with breastfeeding."),
      P("Perfect. I'm still taking my prenatal vitamins too, is that okay?"),
      Cl("Yes, keep taking those while you're breastfeeding."),
      P("Oh, and the baby's got a bit of thrush in her mouth, the pharmacist gave us nystatin drops for her.")],
     [past("mastitis"), past("cloxacillin"), cur("fatigue"), den("suicidal_ideation"), cur("blood_pressure", "118/76 mmHg"),
      cur("norethisterone"), cur("prenatal_vitamins")],
     [no("cefalexin", "named by mistake and corrected at once"), no("medroxyprogesterone_inj", "the sister's contraceptive"),
      no("nystatin", "the baby's drops"), no("oral_thrush", "the baby's thrush")])

case("en06", "Australian: mum rings about her 2½-year-old's barking cough (croup); 38.4 this morning; no drooling, no rash; "
     "dexamethasone at ED last night; dad's childhood asthma and puffer; big sister's chickenpox",
     ["paediatrics", "croup", "relative speaks", "family history", "other person", "Australian"],
     [P("G'day, I'm Jack's mum, ringing about him. He's two and a half and he's had this barking cough since yesterday arvo, sounds like a seal, poor little bugger."),
      Cl("Is he making a noisy whistling sound breathing in when he's calm?"),
      P("Only when he's crying, not when he's settled."),
      Cl("Any fever? Is he drooling, or struggling to swallow?"),
      P("He was 38.4 this morning under the arm. No drooling, and he's drinking his milk fine."),
      P("We took him up to the ED last night and they gave him a dose of that steroid, dexa-something, and he settled heaps after."),
      Cl("That'd be dexamethasone. It sounds like croup. Is there any asthma in the family?"),
      P("His dad had asthma as a kid and still uses his puffer. Oh and his big sister's come down with chickenpox this week, spots everywhere."),
      Cl("Keep an eye on Jack for spots too. Any rash on him yet?"),
      P("Nah, nothing yet."),
      Cl("If he gets noisy breathing at rest or sucks in under the ribs, straight back to ED.")],
     [cur("cough"), cur("temperature", "38.4 °C"), den("drooling"), cur("croup"), fh("asthma"), den("rash")],
     [no("chickenpox", "the sister's illness"), no("salbutamol", "the father's puffer")])

case("en07", "Indian English, results by phone: Hb 10.1, ferritin 9, B12 160; vegetarian, tired and breathless on stairs; "
     "no black stools or blood; ferrous fumarate started; hedged old 'thyroid problem'; the husband's omeprazole",
     ["gp-phone", "results", "anaemia", "claim", "other person", "Indian English"],
     [Cl("Hello, am I speaking with Mrs Lakshmi Rao? This is Dr Hughes from the surgery, about your blood tests."),
      P("Yes doctor, speaking only. Tell me, what came in the report?"),
      Cl("Your haemoglobin is low at 10.1, your ferritin, that's the iron stores, is 9, and your vitamin B12 is on the low side too, at 160."),
      P("Aiyo. I am pure vegetarian doctor, that is why maybe. Since two three months I am feeling very tired, and I get breathless climbing the stairs."),
      Cl("Any black stools, or blood when you open your bowels?"),
      P("No doctor, stools are normal only."),
      Cl("I'll start you on ferrous fumarate 210 mg twice a day, and the nurse will book you in for B12 injections."),
      P("Okay doctor. One thing, I think I had thyroid problem also, my old doctor in Chennai told something, I am not sure."),
      P("And my husband is taking omeprazole for his acidity, he is asking will it stop my iron tablets working?"),
      Cl("It's his medicine, not yours, so it won't affect you. We'll check your thyroid with the next bloods."),
      P("Thank you doctor, very kind of you.")],
     [cur("haemoglobin", "10.1"), cur("ferritin", "9"), cur("vitamin_b12", "160"), cur("fatigue"),
      cur("shortness_of_breath"), den("melaena"), den("blood_in_stool"), cur("ferrous_fumarate"), claim("hypothyroidism")],
     [no("omeprazole", "the husband's drug")])

case("en08", "Nigerian English: hypertension review; lisinopril self-stopped for dry cough, cough gone; BP 152/96; amlodipine, "
     "garlic capsules; losartan added; list denial; brother's stroke, mother's high BP; the wife's pregnancy",
     ["gp", "hypertension", "herbal", "past history", "family history", "other person", "Nigerian English"],
     [P("Good morning doctor. I come for my BP check. The lisinopril you people gave me was giving me dry cough paa, so I stopped it myself two months ago."),
      Cl("I see. Has the cough settled since you stopped?"),
      P("Yes o, it has gone completely."),
      Cl("Your blood pressure today is 152 over 96, so your hypertension isn't controlled yet. What are you taking now?"),
      P("Only the amlodipine 5 mg every morning. And my friend told me garlic is good for pressure, so I have been taking garlic capsules, one daily."),
      Cl("Okay. I'll add losartan 50 mg once daily, it shouldn't give you the cough. Any headaches, chest pain, or swelling of your legs?"),
      P("None, doctor."),
      Cl("Does anyone in your family have heart problems or stroke?"),
      P("My elder brother had stroke last year, he is 61. Our mother also had high BP before she died."),
      P("My wife is pregnant, she is asking if she can take this my amlodipine for her own BP."),
      Cl("No, she must see her own doctor, some BP tablets are not safe in pregnancy. Come back in four weeks for a recheck.")],
     [past("lisinopril"), past("cough"), cur("blood_pressure", "152/96 mmHg"), cur("hypertension"), cur("amlodipine"),
      cur("garlic"), cur("losartan"), den("headache"), den("chest_pain"), den("leg_swelling"), fh("stroke"),
      fh("hypertension")],
     [no("pregnancy", "the wife's pregnancy")])

case("en09", "Pakistani English: son calls about his 67-year-old father's diabetes before Ramadan; metformin, gliclazide "
     "reduced, atorvastatin, Lantus stopped two years ago; no hypos; HbA1c 58; the son's mother's thyroxine; "
     "s-2 a hypo (3.2) and gliclazide stopped",
     ["gp-phone", "diabetes", "Ramadan", "relative speaks", "past history", "other person", "s-2", "Pakistani English"],
     [P("Assalamualaikum doctor, I am calling for my father, I'm his son. Abbu is 67, he has sugar since fifteen years, and Ramadan is starting next week, he wants to keep all the fasts."),
      Cl("Which medicines is he taking at the moment?"),
      P("Metformin 500 two times, gliclazide 80 in the morning, and atorvastatin at night. Before he was on insulin also, Lantus, but the doctor stopped it two years back."),
      Cl("Has he had any hypos, feeling shaky or sweaty?"),
      P("No, not any."),
      Cl("His last HbA1c was 58. During the fast he should take the metformin at Iftar and Sehri, and reduce the gliclazide to 40 mg, taken at Iftar."),
      P("Okay ji. My mother has thyroid, she takes thyroxine, she is also asking can she fast."),
      Cl("She should ask her own doctor, but usually yes with some changes to timing."),
      P("Doctor, it's his son again, calling about Abbu. Ten days into Ramadan he had a hypo before Iftar, the sugar was 3.2 on the machine, he was sweating and shaking.", 2),
      Cl("Then stop the gliclazide completely for the rest of Ramadan, keep the metformin, and check his sugar before Iftar every day.", 2),
      P("Okay, we will stop it from today. JazakAllah doctor.", 2)],
     [cur("t2dm"), cur("metformin"), cur("atorvastatin"), past("insulin_glargine"), cur("hba1c", "58 mmol/mol"),
      cur("blood_glucose", "3.2 mmol/L"), past("gliclazide")],
     [no("levothyroxine", "the speaker's mother's drug (the patient's wife)"),
      no("hypothyroidism", "the speaker's mother's condition (the patient's wife, no blood relative)")])

case("en10", "Kenyan English, voice-to-text: fever, headache and body aches after Kisumu; doxycycline stopped on landing; "
     "38.9; malaria test today; no vomiting, some diarrhoea; typhoid 2015, appendix out at 12; a friend's malaria "
     "and Coartem; paracetamol",
     ["travel", "returning traveller", "past history", "other person", "voice-to-text", "Kenyan English"],
     [P("hallo daktari I came back from visiting my people in Kisumu on Monday and since yesterday I am having fever and a serious headache my whole body is just paining"),
      Cl("Did you take malaria tablets while you were there?"),
      P("yes the travel clinic gave me doxycycline I was taking it there but I stopped it when I landed I thought it was finished"),
      Cl("Let me check you. Your temperature is 38.9. We need to do a malaria test today, urgently. Any vomiting or diarrhoea?"),
      P("no vomiting but diarrhoea a bit since this morning"),
      Cl("Any past illnesses or operations?"),
      P("typhoid in 2015 and they removed my appendix when I was twelve that is all"),
      P("my friend who travelled with me tested positive for malaria last week she is taking Coartem now"),
      Cl("Okay, that makes the test even more important. I'm also giving you paracetamol, one gram up to four times a day for the fever."),
      P("sawa thank you daktari")],
     [cur("fever"), cur("headache"), cur("myalgia"), past("doxycycline"), cur("temperature", "38.9 °C"), den("vomiting"),
      cur("diarrhoea"), past("typhoid"), past("appendicectomy"), cur("paracetamol")],
     [no("malaria", "the friend's diagnosis; the patient's test is pending"),
      no("artemether_lumefantrine", "the friend's treatment")])

case("en11", "Jamaican patois: daughter rings the heart-failure nurse about her 84-year-old mother; swollen feet, breathless "
     "lying flat; furosemide increased, bisoprolol, ramipril, apixaban; weight 78.4; a doubted penicillin 'itch'; "
     "the father's diabetes and gliclazide; s-2 swelling gone, weight 75.1, K 3.3, furosemide back to 40",
     ["home visit", "heart failure", "relative speaks", "claim", "other person", "s-2", "Caribbean"],
     [P("Hello nurse, a Marcia dis, Miss Beryl daughter, mi a call fi mi mother, she 84. Her foot dem swell up bad bad dis week, an she cyaan catch her breath when she lie down flat."),
      Cl("I'm the community heart failure nurse, I'll be out to see her. What's she taking at the moment?"),
      P("Furosemide 40 inna di morning, bisoprolol, an di ramipril. Oh, mi forget, an di apixaban fi her heart rhythm."),
      Cl("Her weight on your scales this morning was 78.4 kilos, that's up 3 from last week. Does she have any allergies?"),
      P("Di penicillin, it mek her itch all over one time, but mi nuh too sure."),
      Cl("Okay, we'll check that with the GP. I'm going to increase the furosemide to 80 mg in the morning for now."),
      P("Alright. Mi father, her husband, him have sugar too an tek gliclazide, but dat a fi him business."),
      P("Nurse, a Marcia again, Miss Beryl daughter. Di swellin gone now, her foot dem normal again, an she can breathe lying down.", 2),
      Cl("That's great. Her weight's 75.1 today. Her potassium from Monday was 3.3, a bit low, so she can go back down to furosemide 40 mg.", 2),
      P("Alright nurse, mi will tell her. Bless up.", 2)],
     [past("leg_swelling"), past("shortness_of_breath"), cur("furosemide"), cur("bisoprolol"), cur("ramipril"),
      cur("apixaban"), cur("weight", "75.1 kg"), claim("allergy_penicillin"), cur("potassium", "3.3")],
     [no("itch", "the doubted reaction to penicillin once, not a current symptom"),
      no("gliclazide", "the husband's drug"), no("t2dm", "the husband's diabetes (no blood relative)")])

case("en12", "Singaporean English: mother types for her 15-year-old daughter: restricting and self-induced vomiting, weight "
     "41.5 kg, no period for three months; cutting last year, none since March; dizzy on standing, no faints; "
     "fluoxetine from CAMHS; father's depression and sertraline",
     ["mental health", "eating disorder", "self-harm", "yes/no list", "relative speaks", "family history", "Singaporean"],
     [P("Hi doctor, I'm Chloe's mother lah, I'm the one typing for her. She's 15. Since the school holidays she eats very little, lose a lot of weight, and I found out she's been making herself vomit after dinner."),
      Cl("Thank you for bringing her. What does she weigh now?"),
      P("Today at the polyclinic she was 41.5 kg, last year she was much heavier."),
      Cl("I'll ask a few questions, Chloe can answer too. Are her periods regular?"),
      P("She says her period never come for three months already."),
      Cl("Has she hurt herself in any way, like cutting?"),
      P("Last year she did cut her arm a few times, the school counsellor found out. She says since March don't have already."),
      Cl("Any dizziness or fainting?"),
      P("Got dizzy when she stand up fast, but never faint."),
      Cl("I'm referring her urgently to the eating disorder team. CAMHS started her on fluoxetine last month for low mood, is she still taking it?"),
      P("Yes, 10 mg every morning, I watch her take. Her father also had depression last time, he took sertraline for two years.")],
     [cur("vomiting"), cur("weight_loss"), cur("weight", "41.5 kg"), cur("amenorrhoea"), past("self_harm"), cur("dizziness"),
      den("syncope"), cur("fluoxetine"), fh("depression")],
     [no("sertraline", "the father's drug")])

case("en13", "Malaysian English, gynaecology clinic: heavy periods with a 4 cm fibroid; tranexamic acid; norethisterone "
     "stopped for bloating; Hb 10.4; tired; Ponstan for period pain; no intermenstrual or postcoital bleeding; "
     "sister's and mother's fibroids and hysterectomy; Mirena booked for next month; ferrous fumarate started; a Panadol joke",
     ["gynaecology", "heavy periods", "past history", "family history", "other person", "plan not carried out", "small talk", "Malaysian"],
     [P("Hello doctor, I come for the gynae clinic follow-up. My period still very heavy lah, every month flooding, the first two days must change pad every hour."),
      Cl("The scan showed a 4 centimetre fibroid in the wall of the womb. Are you still taking the tranexamic acid?"),
      P("Yes, during period I take tranexamic acid, two tablets three times a day. Last year the GP gave me norethisterone also, but I got very bloated so I stop already."),
      Cl("Your haemoglobin today is 10.4."),
      P("Aiyoh, low ah? I feel tired all the time also. Got period pain, but Ponstan can control."),
      Cl("We can try the Mirena coil, or later think about surgery. Any bleeding between periods or after sex?"),
      P("No, never."),
      P("My sister had hysterectomy for fibroids also, my mother too. Can I try the Mirena first?"),
      Cl("Yes, I'll book the Mirena fitting for next month. Meanwhile start ferrous fumarate, one tablet daily."),
      P("Okay doctor, thank you ah. My office kakis always joke Panadol can cure everything, haha.")],
     [cur("menorrhagia"), cur("fibroids"), cur("tranexamic_acid"), past("norethisterone"), cur("haemoglobin", "10.4"),
      cur("fatigue"), cur("dysmenorrhoea"), cur("mefenamic_acid"), den("intermenstrual_bleeding"),
      den("postcoital_bleeding"), fh("fibroids"), cur("ferrous_fumarate")],
     [no("mirena", "booked for next month, not fitted"), no("hysterectomy", "the sister's and mother's operation"),
      no("bloating", "a side effect of norethisterone last year, over"),
      no("paracetamol", "small talk: an office joke")])

case("en14", "Yorkshire, community pharmacy: mum asks for her 7-year-old's head lice; itchy scalp; no temperature; impetigo "
     "last year with fusidic acid; dimeticone advised; a mate's tea tree oil; the dog's Frontline",
     ["pharmacy", "paediatrics", "head lice", "relative speaks", "past history", "other person", "pet", "Yorkshire"],
     [P("Ey up, I'm after summat for nits. It's for me lad Alfie, he's seven, I'm his mam. School sent a letter home an he's been scratchin' his head all week."),
      Cl("I'm the pharmacist, happy to help. Have you found live lice when you combed him?"),
      P("Aye, three live 'uns wi' the nit comb last night, an loads of eggs."),
      Cl("Does he have any allergies, a temperature, or any skin problems on his scalp?"),
      P("No allergies, no temperature. He had impetigo on his face last year, the doctor gave him fusidic acid cream for it."),
      Cl("I'd recommend dimeticone 4% lotion. Put it on tonight, wash it out after eight hours, and do it again in seven days."),
      P("Right-o. Me mate swears by tea tree oil, should I use that instead?"),
      Cl("There's no good evidence for tea tree oil, stick with the dimeticone and check everyone in the house."),
      P("Will do. Our dog's on a flea treatment, Frontline, could he have caught 'em off t'dog?"),
      Cl("No, head lice only live on people, not pets.")],
     [cur("head_lice"), cur("itch"), den("fever"), past("impetigo"), past("fusidic_acid"), cur("dimeticone")],
     [no("tea_tree_oil", "a friend's suggestion, advised against"), no("fipronil", "the dog's flea treatment")])

case("en15", "Scouse, typed with typos: missed Microgynon pills, Levonelle taken on Sunday; no bleeding or pain; chlamydia "
     "at 19 treated with doxycycline; a mate's implant; BP 122/78; pregnancy test only planned",
     ["sexual health", "contraception mix-up", "past history", "other person", "typos", "Liverpool"],
     [P("hiya, bit of a mare this. im on microgynon and i missed 2 pills in the middel of the packet, and me and me fella had sex saturday"),
      Cl("Okay, no judgement at all. Did you take any emergency contraception?"),
      P("yeah got levonelle off the chemist sunday morning, took it straight away"),
      Cl("Good. Any bleeding since, or tummy pain?"),
      P("nope nothing"),
      Cl("Carry on with the pill as normal and use condoms for the next seven days. Do a pregnancy test in three weeks. While you're here, shall we do a chlamydia test?"),
      P("go on then. i had chlamydia when i was 19, they gave me doxycycline for a week"),
      P("me mate shannon's on the implant, says its loads better, d'you reckon i should switch to that"),
      Cl("It's a good option, let's talk it through at a proper appointment. Your blood pressure's 122 over 78, fine for the pill. Do you smoke?"),
      P("vape now, packed in the ciggies last year")],
     [cur("microgynon"), past("levonelle"), den("vaginal_bleeding"), den("abdominal_pain"), past("chlamydia"),
      past("doxycycline"), cur("blood_pressure", "122/78 mmHg")],
     [no("etonogestrel_implant", "a friend's implant, only discussed"),
      no("pregnancy", "not pregnant; a test is only planned")])

case("en16", "New York: smartwatch keeps saying AFib (a claim); night-time palpitations; yes/no (chest pain: a tender spot; "
     "breathless no; dizzy/faint no and no); pulse 88, ECG sinus; musculoskeletal chest-wall pain after deadlifts; "
     "father's AFib and Eliquis",
     ["urgent care", "palpitations", "musculoskeletal chest pain", "yes/no list", "claim", "family history", "other person", "US"],
     [P("Hi, so, um, my Apple Watch keeps saying AFib, like three times this week, and I get these fluttery palpitations at night, it's freaking me out."),
      Cl("Okay. I'm going to ask a few yes-or-no questions. Any chest pain?"),
      P("Sort of? There's a sore spot on the left side of my chest, it hurts when I press on it or twist."),
      Cl("Shortness of breath?"),
      P("Nope."),
      Cl("Dizziness, or passing out?"),
      P("No and no."),
      Cl("Your pulse is 88 and regular and the ECG shows normal sinus rhythm. That chest pain is musculoskeletal, from the chest wall. How much coffee do you drink?"),
      P("Like four or five cold brews a day, lol. My dad has AFib, he's on Eliquis, that's why I'm freaking out. And I did heavy deadlifts Monday, so that's probably the chest thing."),
      Cl("Cut the caffeine way down. We'll put a two-week patch monitor on you to catch the episodes."),
      P("Okay cool, honestly that's a relief, thank you.")],
     [claim("atrial_fibrillation"), cur("palpitations"), cur("chest_wall_pain"), den("shortness_of_breath"),
      den("dizziness"), den("syncope"), cur("heart_rate", "88 bpm"), fh("atrial_fibrillation")],
     [no("apixaban", "the father's drug")])

case("en17", "Cork, home visit after a stroke in March: the wife speaks; right arm weak; clopidogrel, atorvastatin 80, aspirin "
     "for the first two weeks only; no numbness or swallowing trouble; BP 138/82; ramipril; the wife's own amlodipine and "
     "warfarin; s-2 aching thighs, atorvastatin stopped and switched to rosuvastatin",
     ["home visit", "stroke follow-up", "relative speaks", "past history", "other person", "s-2", "Irish"],
     [P("Hello, I'm Seán's wife, Nora. I'm ringing on his behalf, he's not great on the phone since he had the stroke back in March."),
      Cl("Hi Nora, it's the GP, I'm doing the home visits today. How's he getting on?"),
      P("His right arm's still weak, he can't manage the buttons, but his speech is much better. He's on the clopidogrel 75 and the atorvastatin 80. They had him on aspirin for the first two weeks after, then switched him over."),
      Cl("Any new numbness, or trouble swallowing?"),
      P("No, nothing like that, he's eating grand."),
      Cl("His blood pressure's 138 over 82 today. Is he on anything for his pressure?"),
      P("Ramipril 5. And I'm on amlodipine meself, and the warfarin for my own heart, if that matters."),
      P("Hi, it's Nora again, Seán's wife. He's been complaining his legs are aching something awful since the higher statin, the thighs mostly.", 2),
      Cl("That could well be the atorvastatin. Stop the atorvastatin, and we'll switch him to rosuvastatin 10 mg at night. I'll check his CK as well.", 2),
      P("Grand, I'll collect it from the chemist. He says thanks a million.", 2)],
     [past("stroke"), cur("weakness"), cur("clopidogrel"), past("aspirin"), den("numbness"), den("dysphagia"),
      cur("blood_pressure", "138/82 mmHg"), cur("ramipril"), cur("myalgia"), past("atorvastatin"), cur("rosuvastatin")],
     [no("amlodipine", "the wife's own drug"), no("warfarin", "the wife's own drug")])

case("en18", "West Country (Cornwall): asthma flare; Ventolin 4-5 times a day; Clenil switched to Fostair; Seretide years ago; "
     "peak flow 310; NSAID class allergy, paracetamol tolerated; prednisolone; no fever; the husband's Symbicort and COPD",
     ["gp", "asthma", "class allergy", "tolerated drug", "past history", "other person", "pet", "Cornish"],
     [P("Alright my lover, it's my asthma playin' up proper since the weather turned. Wheezy every night, an' I'm on the blue Ventolin one four or five times a day."),
      Cl("What preventer are you using?"),
      P("The brown one, Clenil, two puffs twice a day. Used to be on Seretide years back but they changed it."),
      Cl("Your peak flow today is 310, that's well below your best. Any allergies to medicines?"),
      P("Can't have ibuprofen or aspirin or any of them anti-inflammatories, sets my chest off terrible. Paracetamol's fine though, had it loads, never a problem."),
      Cl("Right. I'm switching you from the Clenil to Fostair, two puffs twice a day, plus prednisolone 40 mg for five days."),
      P("Lovely. The cat's been sleeping on my bed again, reckon that's not helping?"),
      Cl("Quite possibly, keep her out of the bedroom. Any fever, or coughing up green phlegm?"),
      P("No fever. Bit of clear phlegm in the mornin', that's all."),
      P("Me husband's on Symbicort for his COPD, could I borrow a few puffs till my Fostair's ready?"),
      Cl("Please don't, use your own. I'll see you in a week.")],
     [cur("asthma"), cur("wheeze"), cur("salbutamol"), past("beclometasone"), past("seretide"), cur("peak_flow", "310"),
      cur("allergy_nsaid"), den("allergy_paracetamol"), cur("fostair"), cur("prednisolone"), den("fever")],
     [no("symbicort", "the husband's inhaler"), no("copd", "the husband's condition"),
      no("ibuprofen", "named only as an allergy, never taken now")])

case("en19", "Newfoundland: mum calls about her 6-year-old's peanut anaphylaxis at a party (lips swelled, wheezing); EpiPen "
     "given; EpiPen Jr and cetirizine prescribed; eczema since a baby; egg allergy outgrown (a claim); dad's hay fever, "
     "mum's asthma; s-2 skin test: peanut positive, tree nuts not; grandfather's clopidogrel",
     ["paediatrics", "anaphylaxis", "relative speaks", "claim", "family history", "other person", "s-2", "Canadian (Newfoundland)"],
     [P("Hi b'y, I'm Liam's mom, calling about him, he's six. He had a reaction at a birthday party yesterday, ate a cookie with peanut butter in it, his lips swelled right up and he was wheezing."),
      Cl("That sounds like anaphylaxis. Was an EpiPen used?"),
      P("Yes, the school nurse had one and gave it to him, then the ambulance took him in. He's fine today, right as rain."),
      Cl("I'll prescribe two EpiPen Jr auto-injectors for him to carry, and cetirizine for any mild reactions."),
      P("Okay. He's had eczema since he was a baby, still gets it behind his knees. He was allergic to eggs when he was a toddler but he grew out of it."),
      Cl("Is anyone else in the family allergic?"),
      P("His dad has hay fever, and I've got asthma myself."),
      P("Hi, it's Liam's mom again. The allergist did the skin prick test, peanut was positive, and she said he's not allergic to tree nuts, he can have almonds.", 2),
      Cl("That's helpful. Keep the EpiPens with him at all times, one at school and one at home.", 2),
      P("Will do. Oh and his grandfather's on a blood thinner, clopidogrel, he wanted to know if peanuts interact with it, I told him that's foolishness.", 2)],
     [cur("allergy_peanut"), cur("adrenaline"), cur("cetirizine"), cur("eczema"), claim("allergy_egg"),
      fh("allergic_rhinitis"), fh("asthma"), den("allergy_tree_nut")],
     [no("lip_swelling", "the reaction yesterday, over"), no("wheeze", "the reaction yesterday, over"),
      no("allergy_adrenaline", "the EpiPen treats the peanut allergy"), no("asthma", "the mother's asthma"),
      no("clopidogrel", "the grandfather's drug")])

case("en20", "Glaswegian, results by phone: TSH 7.8, levothyroxine 75 increased to 100 micrograms; radioiodine for Graves' in "
     "2010; vitamin D 28, colecalciferol started; OTC calcium; sister's underactive thyroid; the husband's tamsulosin; tired",
     ["gp-phone", "results", "thyroid", "past history", "family history", "other person", "Scottish"],
     [Cl("Hello, is that Mrs Agnes Doyle? It's Dr Reid at the practice, calling about your bloods."),
      P("Aye, it is hen, on ye go."),
      Cl("Your TSH is up at 7.8, so your thyroid dose isn't quite enough. What are you taking just now?"),
      P("Levothyroxine 75 micrograms. I've been on it since they gave me the radioactive iodine for ma Graves', that was 2010."),
      Cl("We'll go up to 100 micrograms daily and recheck in six weeks. Your vitamin D was low as well, 28."),
      P("I've been taking calcium tablets fae the chemist, but nae vitamin D."),
      Cl("Start colecalciferol 800 units daily, I'll put it on your prescription."),
      P("Right ye are. Ma sister's got an underactive thyroid an aw, it runs in the family. And ma man's on tablets for his prostate, tamsulosin, does that affect mine?"),
      Cl("No, his tablets won't affect yours. Take the levothyroxine on an empty stomach, and keep the calcium four hours apart from it."),
      P("Nae bother. I've been awfy tired, mind, an I'm aye cauld.")],
     [cur("tsh", "7.8"), cur("levothyroxine"), cur("vitamin_d", "28"), cur("calcium_carbonate"), cur("colecalciferol"),
      fh("hypothyroidism"), cur("fatigue")],
     [no("tamsulosin", "the husband's drug"), no("bph", "the husband's prostate")])


# ---------------------------------------------------------------------------------------------
def main():
    out = {"round": 22, "cases": CASES}
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_t = sum(len(c["turns"]) for c in CASES)
    n_e = sum(len(c["expected"]) for c in CASES)
    n_m = sum(len(c["must_not"]) for c in CASES)
    n_c = sum(1 for c in CASES for e in c["expected"] if e["state"] == "claim")
    print(f"cases={len(CASES)} turns={n_t} expected={n_e} must_not={n_m} claims={n_c}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Round-20 blind evaluation set for memoryd: 40 hand-written consultations (zh01-zh20, en01-en20).

    python3 build_cases.py        # writes cases.json next to this file (stdlib only, deterministic)

Every turn and every expectation below is written by hand. One concept is spelled the same way in
every case through the CONCEPTS table (key -> fact type, acceptable names, codes); a case names
concepts by key. Expected states follow the public docs: "current" (an active fact), "past" (a drug
stopped or used before, a symptom said to be over, a past procedure), "denied" (a refuted fact),
"claim" (a pending claim about the patient's own record); family history is type "family_history"
in state "current". must_not lists what must never be an active, non-refuted fact of the patient.
"""
import json
import os

CONCEPTS = {}


def concept(key, typ, names, codes=()):
    assert key not in CONCEPTS, key
    CONCEPTS[key] = {"type": typ, "names": list(names), "codes": list(codes)}


# ---------------------------------------------------------------- conditions
concept("heart_failure", "condition", ["heart failure", "congestive heart failure", "cardiac failure", "心衰", "心力衰竭"], ["I50"])
concept("hypertension", "condition", ["hypertension", "high blood pressure", "HTN", "高血压", "血压高"], ["I10"])
concept("t2dm", "condition", ["type 2 diabetes", "type 2 diabetes mellitus", "T2DM", "diabetes", "diabetes mellitus", "二型糖尿病", "2型糖尿病", "糖尿病"], ["E11"])
concept("diabetes", "condition", ["diabetes", "diabetes mellitus", "diabetic", "sugar", "糖尿病"], ["E10", "E11", "E13", "E14"])
concept("fatty_liver", "condition", ["fatty liver", "non-alcoholic fatty liver disease", "NAFLD", "hepatic steatosis", "脂肪肝"], ["K76.0"])
concept("hypothyroidism", "condition", ["hypothyroidism", "underactive thyroid", "甲减", "甲状腺功能减退", "甲状腺功能低下", "甲狀腺低下"], ["E03"])
concept("hyperthyroidism", "condition", ["hyperthyroidism", "overactive thyroid", "thyrotoxicosis", "甲亢", "甲状腺功能亢进"], ["E05"])
concept("breast_cancer", "condition", ["breast cancer", "malignant neoplasm of breast", "carcinoma of breast", "乳腺癌"], ["C50"])
concept("ovarian_cancer", "condition", ["ovarian cancer", "malignant neoplasm of ovary", "卵巢癌"], ["C56"])
concept("osteopenia", "condition", ["osteopenia", "low bone density", "reduced bone density", "骨量减少", "骨量減少"], ["M85.8"])
concept("osteoporosis", "condition", ["osteoporosis", "骨质疏松", "骨質疏鬆", "骨质疏松症"], ["M81"])
concept("ckd3", "condition", ["chronic kidney disease stage 3", "CKD stage 3", "CKD 3", "chronic kidney disease", "CKD", "慢性肾病", "慢性肾脏病", "慢性肾病三期"], ["N18.3"])
concept("esrd", "condition", ["end stage renal disease", "end-stage kidney disease", "kidney failure on dialysis", "dialysis", "尿毒症", "透析"], ["N18.6", "Z99.2"])
concept("psoriatic_arthritis", "condition", ["psoriatic arthritis", "PsA", "银屑病关节炎", "乾癬性關節炎", "乾癣性关节炎"], ["L40.5", "M07.3"])
concept("psoriasis", "condition", ["psoriasis", "plaque psoriasis", "银屑病", "牛皮癣", "乾癬", "乾癣"], ["L40.0", "L40.9"])
concept("glaucoma", "condition", ["glaucoma", "open-angle glaucoma", "primary open-angle glaucoma", "POAG", "青光眼", "开角型青光眼"], ["H40"])
concept("asthma", "condition", ["asthma", "bronchial asthma", "哮喘"], ["J45"])
concept("otitis_media", "condition", ["otitis media", "acute otitis media", "middle ear infection", "ear infection", "中耳炎", "急性中耳炎"], ["H66"])
concept("tinnitus", "condition", ["tinnitus", "ringing in the ears", "耳鸣", "耳鳴"], ["H93.1"])
concept("dental_abscess", "condition", ["dental abscess", "tooth abscess", "periapical abscess", "根尖脓肿", "牙脓肿", "牙周脓肿"], ["K04.7", "K04.6"])
concept("dementia", "condition", ["dementia", "Alzheimer's disease", "老年痴呆", "痴呆", "老年痴呆症"], ["F03", "G30", "F01"])
concept("uti", "condition", ["urinary tract infection", "UTI", "cystitis", "water infection", "尿路感染", "泌尿系感染", "膀胱炎"], ["N39.0", "N30"])
concept("shingles", "condition", ["shingles", "herpes zoster", "zoster", "带状疱疹", "缠腰龙"], ["B02"])
concept("gout", "condition", ["gout", "gouty arthritis", "痛风"], ["M10", "M1A"])
concept("ida", "condition", ["iron deficiency anaemia", "iron deficiency anemia", "anaemia", "anemia", "缺铁性贫血", "贫血"], ["D50", "D64.9"])
concept("fibroids", "condition", ["uterine fibroids", "fibroids", "fibroid", "leiomyoma of uterus", "子宫肌瘤"], ["D25"])
concept("menopause", "condition", ["menopause", "perimenopause", "menopausal state", "更年期", "围绝经期", "绝经"], ["N95.1", "N95.8", "N95.9"])
concept("pregnancy", "condition", ["pregnancy", "pregnant", "intrauterine pregnancy", "怀孕", "懷孕", "早孕"], ["Z33.1", "Z34"])
concept("early_preg_bleeding", "condition", ["bleeding in early pregnancy", "early pregnancy bleeding", "threatened miscarriage", "vaginal bleeding in pregnancy", "早孕出血", "孕早期出血", "先兆流产", "先兆流產"], ["O20"])
concept("chickenpox", "condition", ["chickenpox", "varicella", "水痘", "出水痘"], ["B01"])
concept("eczema", "condition", ["eczema", "atopic dermatitis", "atopic eczema", "湿疹", "特应性皮炎"], ["L20", "L30.9"])
concept("allergic_rhinitis", "condition", ["allergic rhinitis", "hay fever", "过敏性鼻炎", "鼻敏感", "花粉症"], ["J30"])
concept("insomnia", "condition", ["insomnia", "sleeplessness", "trouble sleeping", "can't sleep", "失眠", "睡不着"], ["G47.0", "F51.0"])
concept("depression", "condition", ["depression", "depressive disorder", "major depressive disorder", "抑郁", "抑郁症"], ["F32", "F33"])
concept("copd", "condition", ["chronic obstructive pulmonary disease", "COPD", "慢阻肺", "慢性阻塞性肺病", "慢性阻塞性肺疾病"], ["J44"])
concept("af", "condition", ["atrial fibrillation", "AF", "AFib", "a-fib", "房颤", "心房颤动"], ["I48"])
concept("stroke", "condition", ["stroke", "cerebral infarction", "CVA", "中风", "脑梗", "脑卒中"], ["I63", "I64", "Z86.73"])
concept("ihd", "condition", ["heart disease", "ischaemic heart disease", "ischemic heart disease", "coronary heart disease", "心脏病", "冠心病"], ["I25", "I20"])
concept("fracture", "condition", ["fracture", "broken bone", "骨折"], ["T14.2"])
concept("bppv", "condition", ["benign paroxysmal positional vertigo", "BPPV", "positional vertigo", "耳石症", "良性阵发性位置性眩晕"], ["H81.1"])
concept("pneumonia", "condition", ["pneumonia", "community-acquired pneumonia", "肺炎"], ["J18"])
concept("colorectal_cancer", "condition", ["bowel cancer", "colorectal cancer", "colon cancer", "rectal cancer", "肠癌", "结直肠癌"], ["C18", "C19", "C20"])
concept("pkd", "condition", ["polycystic kidney disease", "polycystic kidney", "PKD", "多囊肾"], ["Q61.2", "Q61.3"])
concept("pmr", "condition", ["polymyalgia rheumatica", "polymyalgia", "PMR", "风湿性多肌痛"], ["M35.3"])
concept("conjunctivitis", "condition", ["conjunctivitis", "bacterial conjunctivitis", "pink eye", "结膜炎", "红眼病"], ["H10"])
concept("sinusitis", "condition", ["sinusitis", "acute sinusitis", "sinus infection", "rhinosinusitis", "鼻窦炎"], ["J01", "J32"])
concept("perforated_eardrum", "condition", ["perforated eardrum", "perforated ear drum", "tympanic membrane perforation", "burst eardrum", "鼓膜穿孔"], ["H72"])
concept("pericoronitis", "condition", ["pericoronitis", "智齿冠周炎", "冠周炎"], ["K05.2", "K05.3"])
concept("sleep_apnoea", "condition", ["sleep apnoea", "sleep apnea", "obstructive sleep apnoea", "obstructive sleep apnea", "OSA", "睡眠呼吸暂停"], ["G47.3"])
concept("parkinsons", "condition", ["Parkinson's disease", "Parkinson disease", "Parkinson's", "parkinsonism", "帕金森", "帕金森病"], ["G20"])
concept("common_cold", "condition", ["common cold", "cold", "head cold", "nasopharyngitis", "感冒", "伤风"], ["J00"])
concept("mi", "condition", ["myocardial infarction", "heart attack", "MI", "心梗", "心肌梗死"], ["I21", "I22", "I25.2"])
concept("chest_wall_strain", "condition", ["chest wall strain", "musculoskeletal chest pain", "chest wall pain", "costochondritis", "muscle strain of chest wall", "胸壁肌肉拉伤"], ["M94.0", "R07.89", "S29.0"])
concept("miscarriage", "condition", ["miscarriage", "spontaneous abortion", "pregnancy loss", "early pregnancy loss", "流产", "小产"], ["O03", "O02.1"])
concept("mastitis", "condition", ["mastitis", "lactational mastitis", "乳腺炎"], ["O91.2", "O91.1", "N61"])
concept("gord", "condition", ["gastro-oesophageal reflux disease", "gastroesophageal reflux disease", "GORD", "GERD", "reflux", "acid reflux", "胃食管反流", "反流"], ["K21"])
concept("croup", "condition", ["croup", "laryngotracheobronchitis", "哮吼"], ["J05.0"])
concept("head_lice", "condition", ["head lice", "nits", "pediculosis capitis", "头虱"], ["B85.0"])
concept("chlamydia", "condition", ["chlamydia", "chlamydia infection", "chlamydial infection", "衣原体感染"], ["A56", "A74"])
concept("self_harm", "condition", ["self-harm", "self harm", "deliberate self-harm", "cutting", "自伤", "自残"], ["R45.88", "X78", "Z91.5"])
concept("tinea_pedis", "condition", ["tinea pedis", "athlete's foot", "香港脚", "香港腳", "脚气"], ["B35.3"])

# ---------------------------------------------------------------- symptoms
concept("ankle_swelling", "symptom", ["ankle swelling", "swollen ankles", "leg swelling", "oedema", "edema", "脚肿", "脚踝肿", "脚脖子肿", "下肢水肿", "水肿"], ["R60.0"])
concept("numbness", "symptom", ["numbness", "numb", "paraesthesia", "麻木", "手脚发麻", "发麻"], ["R20.0", "R20.2"])
concept("tingling", "symptom", ["tingling", "pins and needles", "paraesthesia", "paresthesia", "tingling feet", "针刺感", "发麻"], ["R20.2", "R20.0"])
concept("blurred_vision", "symptom", ["blurred vision", "blurry vision", "vision blurred", "视物模糊", "看东西模糊"], ["H53.8"])
concept("foot_ulcer", "symptom", ["foot ulcer", "diabetic foot ulcer", "foot wound", "足部溃疡", "脚上伤口"], ["L97.5", "L97.4", "E11.621"])
concept("fatigue", "symptom", ["fatigue", "tiredness", "tired", "乏力", "疲劳", "吃力", "累"], ["R53"])
concept("cold_intolerance", "symptom", ["cold intolerance", "feeling cold", "怕冷", "畏寒"], ["R68.89", "R68.8"])
concept("hair_loss", "symptom", ["hair loss", "alopecia", "脱发", "掉头发", "头发掉"], ["L65.9", "L63", "L64"])
concept("palpitations", "symptom", ["palpitations", "heart racing", "fluttering heartbeat", "心慌", "心悸"], ["R00.2"])
concept("tremor", "symptom", ["tremor", "shaking", "shaky hands", "手抖", "震颤"], ["R25.1"])
concept("hot_flushes", "symptom", ["hot flushes", "hot flashes", "hot flush", "潮热", "烘热"], ["R23.2"])
concept("night_sweats", "symptom", ["night sweats", "盗汗", "夜间出汗", "夜晚出汗"], ["R61"])
concept("joint_pain", "symptom", ["joint pain", "arthralgia", "关节痛", "关节疼"], ["M25.50", "M25.5"])
concept("knee_pain", "symptom", ["knee pain", "sore knees", "膝盖痛", "膝盖疼", "膝关节痛"], ["M25.56"])
concept("fever", "symptom", ["fever", "pyrexia", "high temperature", "temperature", "发烧", "发热", "發燒"], ["R50"])
concept("sore_throat", "symptom", ["sore throat", "throat pain", "喉咙痛", "嗓子疼", "喉嚨痛", "咽痛"], ["J02.9", "R07.0"])
concept("mouth_ulcers", "symptom", ["mouth ulcers", "mouth sores", "oral ulcers", "口腔溃疡", "口破", "嘴巴破"], ["K12.0", "K12.1"])
concept("itch", "symptom", ["itch", "itching", "itchy skin", "pruritus", "痒", "瘙痒", "癢"], ["L29"])
concept("stomach_pain", "symptom", ["stomach pain", "epigastric pain", "upper abdominal pain", "胃痛", "胃疼"], ["R10.1"])
concept("dysgeusia", "symptom", ["dysgeusia", "bitter taste", "taste disturbance", "bad taste in mouth", "口苦", "嘴里苦", "嘴巴苦"], ["R43.2", "R43.8"])
concept("eye_pain", "symptom", ["eye pain", "sore eye", "眼痛", "眼睛痛", "眼睛疼"], ["H57.1"])
concept("red_eye", "symptom", ["red eye", "eye redness", "bloodshot eye", "眼红", "眼睛红"], ["H11.43", "H57.8"])
concept("eye_discharge", "symptom", ["eye discharge", "discharge from eye", "sticky eye", "眼屎多", "眼分泌物"], [])
concept("gritty_eye", "symptom", ["gritty eye", "gritty eyes", "foreign body sensation", "眼睛有沙子感"], [])
concept("ear_pain", "symptom", ["ear pain", "earache", "otalgia", "耳痛", "耳朵痛", "耳仔痛"], ["H92.0"])
concept("ear_discharge", "symptom", ["ear discharge", "otorrhoea", "otorrhea", "耳朵流水", "耳流脓", "耳仔流嘢"], ["H92.1"])
concept("cough", "symptom", ["cough", "咳嗽", "咳"], ["R05"])
concept("barking_cough", "symptom", ["barking cough", "croupy cough", "seal-like cough", "cough", "咳嗽"], ["R05"])
concept("rhinorrhoea", "symptom", ["runny nose", "rhinorrhoea", "rhinorrhea", "nasal discharge", "流鼻涕", "鼻水", "流鼻水"], ["J34.89", "R09.89"])
concept("nasal_congestion", "symptom", ["nasal congestion", "blocked nose", "stuffy nose", "鼻塞", "鼻子堵"], ["R09.81"])
concept("toothache", "symptom", ["toothache", "tooth pain", "dental pain", "牙痛", "牙疼", "牙齿痛"], ["K08.8"])
concept("facial_swelling", "symptom", ["facial swelling", "swollen face", "face swelling", "脸肿", "面部肿胀"], ["R22.0"])
concept("bruise", "symptom", ["bruise", "bruising", "contusion", "淤青", "瘀青", "青紫"], ["T14.0", "S70.0", "R23.3"])
concept("head_injury", "symptom", ["head injury", "head trauma", "banged head", "撞到头", "头部外伤"], ["S09.9", "S00.0", "S06"])
concept("chest_tightness", "symptom", ["chest tightness", "tight chest", "胸闷"], ["R07.89"])
concept("confusion", "symptom", ["confusion", "confused", "muddled", "disorientation", "delirium", "糊涂", "意识混乱"], ["R41.0", "F05"])
concept("back_pain", "symptom", ["back pain", "low back pain", "bad back", "腰疼", "腰痛"], ["M54.5", "M54.9"])
concept("urticaria", "symptom", ["urticaria", "hives", "welts", "风团", "荨麻疹"], ["L50"])
concept("rash", "symptom", ["rash", "skin rash", "皮疹", "起疹子", "红疙瘩"], ["R21"])
concept("toe_pain", "symptom", ["big toe pain", "toe pain", "foot pain", "大脚趾疼", "脚趾疼", "脚趾痛", "大脚趾头疼"], ["M79.67", "M25.57"])
concept("toe_swelling", "symptom", ["toe swelling", "swollen toe", "big toe swelling", "脚趾肿", "大脚趾肿"], ["M25.47", "R22.4"])
concept("heavy_periods", "symptom", ["heavy menstrual bleeding", "heavy periods", "menorrhagia", "月经量多", "月经过多"], ["N92.0"])
concept("dyspnoea", "symptom", ["shortness of breath", "breathlessness", "dyspnoea", "dyspnea", "short of breath", "气短", "气紧", "喘", "呼吸困难", "喘不上气"], ["R06.0"])
concept("abdominal_pain", "symptom", ["abdominal pain", "tummy pain", "belly pain", "stomach cramps", "abdominal cramps", "肚子痛", "肚子疼", "腹痛"], ["R10.9", "R10.4"])
concept("shoulder_pain", "symptom", ["shoulder pain", "shoulder tip pain", "肩膀痛", "肩痛"], ["M25.51"])
concept("dizziness", "symptom", ["dizziness", "dizzy", "lightheadedness", "头晕", "頭暈"], ["R42"])
concept("vertigo", "symptom", ["vertigo", "spinning", "room spinning", "眩晕", "天旋地转"], ["R42", "H81.3", "H81.9"])
concept("nausea", "symptom", ["nausea", "feeling sick", "恶心", "想吐"], ["R11.0"])
concept("vomiting", "symptom", ["vomiting", "being sick", "self-induced vomiting", "呕吐", "吐"], ["R11.1"])
concept("hearing_loss", "symptom", ["hearing loss", "reduced hearing", "muffled hearing", "deafness", "听力下降", "听不清"], ["H91.9", "H90"])
concept("suicidal_ideation", "symptom", ["suicidal ideation", "suicidal thoughts", "thoughts of self-harm", "self-harm thoughts", "自杀念头", "想伤害自己", "轻生念头"], ["R45.851"])
concept("sputum", "symptom", ["sputum", "phlegm", "yellow sputum", "productive cough", "痰", "黄痰", "咳痰"], ["R09.3"])
concept("wheeze", "symptom", ["wheeze", "wheezing", "哮鸣", "喘鸣"], ["R06.2"])
concept("pleuritic_chest_pain", "symptom", ["pleuritic chest pain", "chest pain on breathing", "pleurisy", "chest pain"], ["R07.1", "R07.81"])
concept("hand_foot", "symptom", ["hand-foot syndrome", "hand and foot syndrome", "palmar-plantar erythrodysaesthesia", "palmar-plantar erythrodysesthesia", "手足综合征"], ["L27.1"])
concept("diarrhoea", "symptom", ["diarrhoea", "diarrhea", "the runs", "loose stools", "腹泻", "拉肚子"], ["R19.7", "A09"])
concept("oliguria", "symptom", ["oliguria", "reduced urine output", "passing less urine", "尿少", "少尿"], ["R34"])
concept("morning_stiffness", "symptom", ["morning stiffness", "joint stiffness", "stiffness", "晨僵"], ["M25.6"])
concept("headache", "symptom", ["headache", "head pain", "sore head", "头痛", "头疼"], ["R51"])
concept("jaw_claudication", "symptom", ["jaw claudication", "jaw pain when chewing", "jaw pain", "下颌跛行"], ["R68.84"])
concept("visual_disturbance", "symptom", ["visual disturbance", "vision problems", "trouble with eyesight", "vision loss", "视力问题"], ["H53.9", "H54"])
concept("facial_pain", "symptom", ["facial pain", "face pain", "sinus pain", "cheek pain", "脸痛", "面部疼痛"], ["G50.1"])
concept("periorbital_swelling", "symptom", ["periorbital swelling", "swelling around the eye", "eyelid swelling", "眼周肿"], ["H05.22"])
concept("diplopia", "symptom", ["double vision", "diplopia", "复视", "看东西重影"], ["H53.2"])
concept("gum_swelling", "symptom", ["gum swelling", "swollen gum", "gingival swelling", "牙龈肿", "牙肉肿"], ["K06.8"])
concept("dysphagia", "symptom", ["dysphagia", "difficulty swallowing", "trouble swallowing", "吞咽困难"], ["R13"])
concept("chest_pain", "symptom", ["chest pain", "pain in chest", "left-sided chest pain", "胸痛"], ["R07.4", "R07.9"])
concept("sweating", "symptom", ["sweating", "sweats", "diaphoresis", "出汗", "多汗"], ["R61"])
concept("syncope", "symptom", ["syncope", "fainting", "passed out", "blackout", "晕厥", "晕倒"], ["R55"])
concept("dysmenorrhoea", "symptom", ["dysmenorrhoea", "dysmenorrhea", "period pain", "painful periods", "痛经"], ["N94.6"])
concept("postcoital_bleeding", "symptom", ["postcoital bleeding", "bleeding after sex", "同房后出血"], ["N93.0"])
concept("intermenstrual_bleeding", "symptom", ["intermenstrual bleeding", "bleeding between periods", "经间期出血"], ["N92.3"])
concept("vaginal_discharge", "symptom", ["vaginal discharge", "offensive vaginal discharge", "smelly discharge", "discharge", "白带异常"], ["N89.8"])
concept("low_mood", "symptom", ["low mood", "depressed mood", "feeling down", "sadness", "情绪低落", "心情不好"], ["R45.2", "R45.89"])
concept("breast_pain", "symptom", ["breast pain", "mastalgia", "sore breast", "乳房痛"], ["N64.4"])
concept("calf_pain", "symptom", ["calf pain", "leg pain", "小腿痛"], ["M79.66"])
concept("stridor", "symptom", ["stridor", "noisy breathing"], ["R06.1"])
concept("reduced_appetite", "symptom", ["loss of appetite", "reduced appetite", "poor appetite", "not eating", "食欲差", "胃口差"], ["R63.0"])
concept("weight_loss", "symptom", ["weight loss", "losing weight", "体重下降", "消瘦"], ["R63.4"])
concept("throat_swelling", "symptom", ["throat swelling", "swollen throat", "throat closing", "angioedema", "喉咙肿"], ["R22.1", "T78.3"])
concept("blood_in_stool", "symptom", ["blood in stool", "blood in the poo", "rectal bleeding", "bloody stool", "便血"], ["K92.1", "K62.5", "R19.5"])
concept("muscle_cramps", "symptom", ["muscle cramps", "cramps", "leg cramps", "muscle pain", "抽筋"], ["R25.2"])
concept("loc", "symptom", ["loss of consciousness", "knocked out", "unconscious", "blackout", "失去意识", "昏迷"], ["R40.2", "R55"])
concept("drowsiness", "symptom", ["drowsiness", "drowsy", "somnolence", "sleepy", "嗜睡"], ["R40.0"])

# ---------------------------------------------------------------- procedures
concept("thyroidectomy", "procedure", ["thyroidectomy", "thyroid removed", "thyroid surgery", "甲状腺切除", "甲状腺手术"], [])
concept("tooth_extraction", "procedure", ["tooth extraction", "dental extraction", "wisdom tooth extraction", "extraction", "拔牙"], [])
concept("hysterectomy", "procedure", ["hysterectomy", "removal of womb", "子宫切除", "切子宫"], [])
concept("ultrasound", "procedure", ["ultrasound", "ultrasound scan", "pelvic ultrasound", "超音波", "B超", "超声"], [])
concept("epley", "procedure", ["Epley manoeuvre", "Epley maneuver", "canalith repositioning", "手法复位", "耳石复位"], [])
concept("kidney_transplant", "procedure", ["kidney transplant", "renal transplant", "kidney transplantation", "肾移植"], ["Z94.0"])
concept("amputation", "procedure", ["amputation", "toe amputation", "截肢"], ["Z89"])
concept("ecg", "procedure", ["electrocardiogram", "ECG", "EKG", "心电图"], [])
concept("caesarean", "procedure", ["caesarean section", "cesarean section", "C-section", "caesarean", "剖腹产"], ["O82", "Z98.891"])

# ---------------------------------------------------------------- medications (ATC)
concept("furosemide", "medication", ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"])
concept("bisoprolol", "medication", ["bisoprolol", "Cardicor", "Concor", "比索洛尔", "康忻"], ["C07AB07"])
concept("amlodipine", "medication", ["amlodipine", "Norvasc", "Istin", "氨氯地平", "络活喜"], ["C08CA01"])
concept("valsartan", "medication", ["valsartan", "Diovan", "缬沙坦", "代文"], ["C09CA03"])
concept("spironolactone", "medication", ["spironolactone", "Aldactone", "螺内酯", "安体舒通"], ["C03DA01"])
concept("metformin", "medication", ["metformin", "Glucophage", "二甲双胍", "格华止"], ["A10BA02"])
concept("gliclazide", "medication", ["gliclazide", "Diamicron", "格列齐特", "达美康"], ["A10BB09"])
concept("dapagliflozin", "medication", ["dapagliflozin", "Forxiga", "Farxiga", "达格列净", "安达唐"], ["A10BK01"])
concept("insulin_glargine", "medication", ["insulin glargine", "Lantus", "甘精胰岛素", "来得时"], ["A10AE04"])
concept("insulin", "medication", ["insulin", "胰岛素"], ["A10A"])
concept("levothyroxine", "medication", ["levothyroxine", "thyroxine", "L-thyroxine", "Synthroid", "Eltroxin", "Euthyrox", "优甲乐", "左甲状腺素", "昂特欣"], ["H03AA01"])
concept("calcium", "medication", ["calcium", "calcium carbonate", "calcium supplement", "碳酸钙", "钙片", "钙"], ["A12AA"])
concept("adcal", "medication", ["Adcal-D3", "Adcal", "calcium and vitamin D", "calcium with vitamin D", "calcium and colecalciferol"], ["A12AX"])
concept("tamoxifen", "medication", ["tamoxifen", "Nolvadex", "他莫昔芬", "三苯氧胺"], ["L02BA01"])
concept("letrozole", "medication", ["letrozole", "Femara", "来曲唑", "來曲唑"], ["L02BG04"])
concept("colecalciferol", "medication", ["colecalciferol", "cholecalciferol", "vitamin D", "vitamin D3", "维生素D", "维他命D"], ["A11CC05"])
concept("paclitaxel", "medication", ["paclitaxel", "Taxol", "紫杉醇"], ["L01CD01"])
concept("black_cohosh", "medication", ["black cohosh", "cimicifuga", "黑升麻"], ["G02CX04"])
concept("ibuprofen", "medication", ["ibuprofen", "Nurofen", "Advil", "Brufen", "Motrin", "布洛芬", "芬必得"], ["M01AE01"])
concept("paracetamol", "medication", ["paracetamol", "acetaminophen", "Tylenol", "Panadol", "Calpol", "对乙酰氨基酚", "扑热息痛", "泰诺林", "普拿疼", "必理痛"], ["N02BE01"])
concept("ramipril", "medication", ["ramipril", "Tritace", "雷米普利"], ["C09AA05"])
concept("sodium_bicarbonate", "medication", ["sodium bicarbonate", "碳酸氢钠", "碳酸氢钠片", "小苏打片"], ["B05CB04", "A02AH", "B05XA02"])
concept("shenbao", "medication", ["肾宝片", "肾宝", "shenbao"], [])
concept("lanthanum", "medication", ["lanthanum carbonate", "lanthanum", "Fosrenol", "碳酸镧"], ["V03AE03"])
concept("methotrexate", "medication", ["methotrexate", "MTX", "甲氨蝶呤"], ["L04AX03", "L01BA01"])
concept("folic_acid", "medication", ["folic acid", "folate", "叶酸", "葉酸"], ["B03BB01"])
concept("hydroxychloroquine", "medication", ["hydroxychloroquine", "Plaquenil", "羟氯喹", "奎寧"], ["P01BA02"])
concept("clobetasol", "medication", ["clobetasol", "clobetasol propionate", "Dermovate", "氯倍他索"], ["D07AD01"])
concept("calcipotriol", "medication", ["calcipotriol", "calcipotriene", "Dovonex", "Daivonex", "卡泊三醇"], ["D05AX02"])
concept("adalimumab", "medication", ["adalimumab", "Humira", "阿达木单抗", "修美乐"], ["L04AB04"])
concept("diclofenac", "medication", ["diclofenac", "Voltaren", "Voltarol", "双氯芬酸", "扶他林"], ["M01AB05"])
concept("latanoprost", "medication", ["latanoprost", "Xalatan", "拉坦前列素", "适利达"], ["S01EE01"])
concept("brinzolamide", "medication", ["brinzolamide", "Azopt", "布林佐胺", "派立明"], ["S01EC04"])
concept("timolol", "medication", ["timolol", "Timoptol", "噻吗洛尔"], ["S01ED01"])
concept("tobramycin", "medication", ["tobramycin", "Tobrex", "妥布霉素"], ["S01AA12", "J01GB01"])
concept("amoxicillin", "medication", ["amoxicillin", "amoxycillin", "Amoxil", "阿莫西林"], ["J01CA04"])
concept("metronidazole", "medication", ["metronidazole", "Flagyl", "甲硝唑"], ["J01XD01", "P01AB01"])
concept("cephalosporin", "medication", ["cephalosporin", "cephalosporins", "头孢", "头孢类"], ["J01DB", "J01DC", "J01DD"])
concept("cefalexin", "medication", ["cefalexin", "cephalexin", "Keflex", "头孢氨苄"], ["J01DB01"])
concept("nitrofurantoin", "medication", ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"])
concept("donepezil", "medication", ["donepezil", "Aricept", "多奈哌齐", "安理申"], ["N06DA02"])
concept("valaciclovir", "medication", ["valaciclovir", "valacyclovir", "Valtrex", "伐昔洛韦"], ["J05AB11"])
concept("gabapentin", "medication", ["gabapentin", "Neurontin", "加巴喷丁"], ["N03AX12"])
concept("shingles_vaccine", "medication", ["zoster vaccine", "shingles vaccine", "Shingrix", "带状疱疹疫苗", "欣安立适"], ["J07BK03", "J07BK02"])
concept("colchicine", "medication", ["colchicine", "秋水仙碱"], ["M04AC01"])
concept("allopurinol", "medication", ["allopurinol", "Zyloprim", "别嘌醇", "别嘌呤醇"], ["M04AA01"])
concept("febuxostat", "medication", ["febuxostat", "Adenuric", "Uloric", "非布司他"], ["M04AA03"])
concept("meloxicam", "medication", ["meloxicam", "Metacam", "Mobic", "美洛昔康"], ["M01AC06"])
concept("ferrous_succinate", "medication", ["ferrous succinate", "琥珀酸亚铁", "速力菲"], ["B03AA06"])
concept("ferrous_sulfate", "medication", ["ferrous sulfate", "ferrous sulphate", "硫酸亚铁"], ["B03AA07"])
concept("ferrous_fumarate", "medication", ["ferrous fumarate", "Fersaday", "Galfer", "富马酸亚铁"], ["B03AA02"])
concept("progesterone", "medication", ["progesterone", "Utrogestan", "黄体酮"], ["G03DA04"])
concept("emollient", "medication", ["emollient", "emollient cream", "moisturiser", "moisturizer", "润肤霜", "婴儿润肤霜"], ["D02AX", "D02AC"])
concept("hydrocortisone_cream", "medication", ["hydrocortisone", "hydrocortisone cream", "氢化可的松", "氢化可的松乳膏"], ["D07AA02"])
concept("calamine", "medication", ["calamine", "calamine lotion", "炉甘石", "炉甘石洗剂"], ["D04AX", "D02AB"])
concept("zopiclone", "medication", ["zopiclone", "Zimovane", "佐匹克隆"], ["N05CF01"])
concept("melatonin", "medication", ["melatonin", "Circadin", "褪黑素"], ["N05CH01"])
concept("alprazolam", "medication", ["alprazolam", "Xanax", "阿普唑仑"], ["N05BA12"])
concept("sertraline", "medication", ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"])
concept("fluoxetine", "medication", ["fluoxetine", "Prozac", "氟西汀", "百忧解"], ["N06AB03"])
concept("tiotropium", "medication", ["tiotropium", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"])
concept("salbutamol", "medication", ["salbutamol", "albuterol", "Ventolin", "blue inhaler", "沙丁胺醇", "万托林"], ["R03AC02"])
concept("prednisone", "medication", ["prednisone", "泼尼松", "强的松"], ["H02AB07"])
concept("prednisolone", "medication", ["prednisolone", "pred", "泼尼松龙", "强的松龙"], ["H02AB06"])
concept("co_amoxiclav", "medication", ["co-amoxiclav", "amoxicillin-clavulanate", "amoxicillin/clavulanic acid", "Augmentin", "阿莫西林克拉维酸钾"], ["J01CR02"])
concept("symbicort", "medication", ["budesonide/formoterol", "Symbicort", "布地奈德福莫特罗", "信必可"], ["R03AK07"])
concept("warfarin", "medication", ["warfarin", "Coumadin", "Marevan", "华法林"], ["B01AA03"])
concept("contac", "medication", ["Contac", "新康泰克", "pseudoephedrine and chlorphenamine", "pseudoephedrine", "伪麻黄碱"], ["R01BA52", "R01BA02"])
concept("pseudoephedrine", "medication", ["pseudoephedrine", "Sudafed", "伪麻黄碱"], ["R01BA02"])
concept("banlangen", "medication", ["板蓝根", "板蓝根冲剂", "banlangen", "isatis root"], [])
concept("ginkgo", "medication", ["ginkgo", "ginkgo biloba", "银杏叶片", "银杏叶", "银杏"], ["N06DX02"])
concept("aspirin", "medication", ["aspirin", "acetylsalicylic acid", "阿司匹林", "阿士匹灵"], ["B01AC06", "N02BA01"])
concept("atorvastatin", "medication", ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"])
concept("simvastatin", "medication", ["simvastatin", "Zocor", "辛伐他汀"], ["C10AA01"])
concept("omeprazole", "medication", ["omeprazole", "Losec", "Prilosec", "奥美拉唑"], ["A02BC01"])
concept("alendronic_acid", "medication", ["alendronic acid", "alendronate", "Fosamax", "阿仑膦酸", "阿仑膦酸钠"], ["M05BA04"])
concept("dimenhydrinate", "medication", ["dimenhydrinate", "Dramamine", "茶苯海明", "晕车药"], ["R06AA11"])
concept("difenidol", "medication", ["difenidol", "diphenidol", "眩晕停", "地芬尼多"], ["N07CA03"])
concept("clarithromycin", "medication", ["clarithromycin", "Klaricid", "Biaxin", "克拉霉素"], ["J01FA09"])
concept("beclometasone", "medication", ["beclometasone", "beclomethasone", "Clenil", "Qvar", "brown inhaler", "倍氯米松"], ["R03BA01"])
concept("lemsip", "medication", ["Lemsip", "paracetamol and phenylephrine"], ["N02BE51"])
concept("capecitabine", "medication", ["capecitabine", "Xeloda", "卡培他滨"], ["L01BC06"])
concept("loperamide", "medication", ["loperamide", "Imodium", "洛哌丁胺", "易蒙停"], ["A07DA03"])
concept("turmeric", "medication", ["turmeric", "curcumin", "姜黄"], [])
concept("trastuzumab", "medication", ["trastuzumab", "Herceptin", "曲妥珠单抗"], ["L01FD01", "L01XC03"])
concept("tacrolimus", "medication", ["tacrolimus", "Prograf", "Advagraf", "他克莫司"], ["L04AD02"])
concept("mycophenolate", "medication", ["mycophenolate", "mycophenolate mofetil", "CellCept", "Myfortic", "吗替麦考酚酯"], ["L04AA06"])
concept("agbo", "medication", ["agbo", "bitter leaf", "herbal remedy", "herbal medicine"], [])
concept("naproxen", "medication", ["naproxen", "Naprosyn", "萘普生"], ["M01AE02"])
concept("chloramphenicol_eye", "medication", ["chloramphenicol", "chloramphenicol eye drops", "氯霉素滴眼液", "氯霉素"], ["S01AA01"])
concept("cetirizine", "medication", ["cetirizine", "Zyrtec", "Piriteze", "西替利嗪"], ["R06AE07"])
concept("tobradex", "medication", ["Tobradex", "tobramycin/dexamethasone", "tobramycin and dexamethasone", "典必殊"], ["S01CA01"])
concept("ciclosporin_eye", "medication", ["ciclosporin eye drops", "ciclosporin", "cyclosporine", "Restasis", "Ikervis"], ["S01XA18"])
concept("xylometazoline", "medication", ["xylometazoline", "Otrivine", "Otrivin", "赛洛唑啉"], ["R01AA07"])
concept("mometasone_nasal", "medication", ["mometasone", "mometasone nasal spray", "Nasonex", "内舒拿", "莫米松"], ["R01AD09"])
concept("chlorhexidine", "medication", ["chlorhexidine", "chlorhexidine mouthwash", "Corsodyl", "Savacol", "氯己定"], ["A01AB03"])
concept("oxycodone", "medication", ["oxycodone", "Endone", "OxyContin", "OxyNorm", "羟考酮"], ["N02AA05"])
concept("perindopril", "medication", ["perindopril", "Coversyl", "培哚普利"], ["C09AA04"])
concept("sitagliptin", "medication", ["sitagliptin", "Januvia", "西格列汀"], ["A10BH01"])
concept("co_beneldopa", "medication", ["co-beneldopa", "Madopar", "levodopa/benserazide", "levodopa and benserazide", "levodopa", "多巴丝肼", "美多芭"], ["N04BA02"])
concept("gtn", "medication", ["glyceryl trinitrate", "nitroglycerin", "GTN", "GTN spray", "nitro spray", "硝酸甘油"], ["C01DA02"])
concept("clopidogrel", "medication", ["clopidogrel", "Plavix", "氯吡格雷"], ["B01AC04"])
concept("metoprolol", "medication", ["metoprolol", "Lopressor", "Toprol", "美托洛尔"], ["C07AB02"])
concept("combined_pill", "medication", ["Microgynon", "combined oral contraceptive", "combined pill", "ethinylestradiol/levonorgestrel", "COC"], ["G03AA07"])
concept("levonorgestrel_ec", "medication", ["levonorgestrel", "emergency contraception", "emergency contraceptive pill", "morning-after pill", "Postinor", "P2", "Levonelle", "毓婷"], ["G03AD01"])
concept("mefenamic_acid", "medication", ["mefenamic acid", "Ponstan", "Ponstel", "甲芬那酸"], ["M01AG01"])
concept("depo", "medication", ["medroxyprogesterone", "Depo-Provera", "Depo", "Sayana Press", "contraceptive injection"], ["G03AC06"])
concept("misoprostol", "medication", ["misoprostol", "Cytotec", "米索前列醇"], ["G02AD06", "A02BB01"])
concept("flucloxacillin", "medication", ["flucloxacillin", "Floxapen", "氟氯西林"], ["J01CF05"])
concept("gaviscon_infant", "medication", ["Gaviscon Infant", "Gaviscon", "sodium alginate", "alginate"], ["A02BX13", "A02BX"])
concept("dexamethasone", "medication", ["dexamethasone", "Decadron", "地塞米松"], ["H02AB02"])
concept("dimeticone", "medication", ["dimeticone", "dimethicone", "Hedrin", "二甲硅油"], ["P03AX05"])
concept("apixaban", "medication", ["apixaban", "Eliquis", "阿哌沙班"], ["B01AF02"])
concept("doxazosin", "medication", ["doxazosin", "Cardura", "多沙唑嗪"], ["C02CA04"])
concept("adrenaline", "medication", ["adrenaline", "epinephrine", "EpiPen", "adrenaline auto-injector", "Jext", "肾上腺素", "肾上腺素笔"], ["C01CA24"])
concept("fostair", "medication", ["Fostair", "beclometasone/formoterol", "beclomethasone/formoterol", "beclometasone and formoterol"], ["R03AK08"])
concept("ciprofloxacin", "medication", ["ciprofloxacin", "Cipro", "Ciproxin", "环丙沙星"], ["J01MA02"])
concept("ors", "medication", ["oral rehydration salts", "oral rehydration solution", "ORS", "Dioralyte", "口服补液盐"], ["A07CA"])
concept("doxycycline", "medication", ["doxycycline", "Vibramycin", "多西环素", "强力霉素"], ["J01AA02"])
concept("st_johns_wort", "medication", ["St John's wort", "hypericum", "hypericum perforatum", "贯叶连翘", "圣约翰草"], ["N06AX25"])
concept("co_codamol", "medication", ["co-codamol", "paracetamol/codeine", "Solpadol", "Tylex", "Kapake"], ["N02AJ06"])
concept("codeine", "medication", ["codeine", "codeine phosphate", "可待因"], ["R05DA04", "N02AA59"])

# ---------------------------------------------------------------- allergens that are not drugs, drug classes
concept("penicillin_allergy", "allergy", ["penicillins", "penicillin", "penicillin allergy", "青霉素", "青霉素类"], ["J01C"])
concept("sulfonamide_allergy", "allergy", ["sulfonamides", "sulphonamides", "sulfa drugs", "sulfa", "sulpha", "co-trimoxazole", "Bactrim", "磺胺", "磺胺类", "复方新诺明"], ["J01EB", "J01EC", "J01ED", "J01EE"])
concept("nsaid_allergy", "allergy", ["NSAIDs", "NSAID", "non-steroidal anti-inflammatory drugs", "anti-inflammatories", "anti-inflammatory drugs", "ibuprofen", "非甾体抗炎药"], ["M01A"])
concept("peanut_allergy", "allergy", ["peanut", "peanuts", "peanut allergy", "groundnut", "花生"], ["Z91.010"])
concept("egg_allergy", "allergy", ["egg", "eggs", "egg allergy", "鸡蛋"], ["Z91.012"])

# ---------------------------------------------------------------- observations (LOINC)
concept("bp", "observation", ["blood pressure", "BP", "血压"], ["85354-9", "55284-4", "8480-6", "8462-4"])
concept("weight", "observation", ["body weight", "weight", "体重"], ["29463-7", "3141-9"])
concept("potassium", "observation", ["potassium", "serum potassium", "K", "血钾", "钾"], ["2823-3", "6298-4"])
concept("creatinine", "observation", ["creatinine", "serum creatinine", "肌酐", "血肌酐"], ["2160-0", "14682-9"])
concept("egfr", "observation", ["eGFR", "estimated GFR", "estimated glomerular filtration rate", "GFR", "肾小球滤过率"], ["33914-3", "48642-3", "48643-1", "62238-1", "98979-8", "69405-9"])
concept("hba1c", "observation", ["HbA1c", "hemoglobin A1c", "haemoglobin A1c", "glycated haemoglobin", "glycated hemoglobin", "A1c", "糖化血红蛋白", "糖化"], ["4548-4", "59261-8", "17856-6"])
concept("fasting_glucose", "observation", ["fasting glucose", "fasting blood glucose", "fasting blood sugar", "fasting plasma glucose", "blood glucose", "glucose", "空腹血糖"], ["1558-6", "76629-5", "14771-0"])
concept("tsh", "observation", ["TSH", "thyroid stimulating hormone", "thyrotropin", "促甲状腺激素", "促甲状腺素"], ["3016-3", "11580-8", "11579-0"])
concept("alt", "observation", ["ALT", "alanine aminotransferase", "alanine transaminase", "谷丙转氨酶", "丙氨酸氨基转移酶"], ["1742-6", "1743-4", "76625-3"])
concept("iop", "observation", ["intraocular pressure", "IOP", "eye pressure", "眼压"], ["56844-4", "79892-1", "79893-9"])
concept("temperature", "observation", ["body temperature", "temperature", "temp", "体温"], ["8310-5", "8331-1", "8328-7"])
concept("uric_acid", "observation", ["uric acid", "urate", "serum urate", "尿酸", "血尿酸"], ["3084-1", "14933-6"])
concept("haemoglobin", "observation", ["haemoglobin", "hemoglobin", "Hb", "Hgb", "血红蛋白"], ["718-7", "20509-6"])
concept("ferritin", "observation", ["ferritin", "serum ferritin", "铁蛋白"], ["2276-4", "24373-3"])
concept("spo2", "observation", ["oxygen saturation", "SpO2", "sats", "O2 sat", "血氧饱和度", "血氧"], ["59408-5", "2708-6", "20564-1"])
concept("inr", "observation", ["INR", "international normalized ratio", "international normalised ratio", "国际标准化比值"], ["6301-6", "34714-6", "46418-0"])
concept("crp", "observation", ["C-reactive protein", "CRP", "C反应蛋白"], ["1988-5", "30522-7"])
concept("tacrolimus_level", "observation", ["tacrolimus level", "tacrolimus trough level", "tacrolimus", "tac level", "他克莫司浓度"], ["11253-2"])
concept("esr", "observation", ["ESR", "erythrocyte sedimentation rate", "sed rate", "血沉"], ["4537-7", "30341-2"])
concept("heart_rate", "observation", ["heart rate", "pulse", "pulse rate", "心率", "脉搏"], ["8867-4"])
concept("hcg", "observation", ["hCG", "beta hCG", "human chorionic gonadotropin", "pregnancy hormone"], ["21198-7", "19080-1", "2106-3"])
concept("peak_flow", "observation", ["peak expiratory flow", "peak flow", "PEF", "PEFR", "峰流速"], ["19935-6", "33452-4", "19910-9"])
concept("total_cholesterol", "observation", ["total cholesterol", "cholesterol", "总胆固醇", "胆固醇"], ["2093-3", "14647-2"])
concept("ldl", "observation", ["LDL cholesterol", "LDL", "LDL-C", "low density lipoprotein cholesterol", "低密度脂蛋白"], ["13457-7", "2089-1", "18262-6"])


# ---------------------------------------------------------------- helpers
def _entry(key, as_type=None):
    c = CONCEPTS[key]
    return {"key": key, "type": as_type or c["type"], "names": list(c["names"]), "codes": list(c["codes"])}


def E(key, state, value=None, as_type=None):
    """An expected fact of the patient's record."""
    assert state in ("current", "past", "denied", "claim"), state
    d = _entry(key, as_type)
    d["state"] = state
    if value is not None:
        d["value"] = value
    return d


def FH(key):
    """Family history of a blood relative (written as an active family_history fact)."""
    return E(key, "current", as_type="family_history")


def ALG(key, state):
    """An allergy to a drug of the table (the drug as the allergen)."""
    return E(key, state, as_type="allergy")


def N(key, why, as_type=None):
    """must_not: never an active, non-refuted fact of the patient."""
    d = _entry(key, as_type)
    d["why"] = why
    return d


def P(text, s=None):
    return _turn("patient", text, s)


def D(text, s=None):
    return _turn("clinician", text, s)


def A(text, s=None):
    return _turn("assistant", text, s)


def _turn(speaker, text, s):
    t = {"speaker": speaker, "text": text}
    if s:
        t["session"] = s
    return t


S2 = "s-2"
CASES = []


def case(cid, setting, region, description, turns, expected, must_not):
    CASES.append({"id": cid, "lang": "zh" if cid.startswith("zh") else "en", "setting": setting,
                  "region": region, "description": description, "turns": turns,
                  "expected": expected, "must_not": must_not})


# ================================================================= Chinese consultations
case("zh01", "outpatient follow-up after admission (heart failure)", "Northeastern; daughter types for her father",
     "Daughter speaks for her 78-year-old father after a heart-failure admission; her own hypertension and valsartan; a discharge-letter drug never dispensed; next week the swelling is gone and furosemide is reduced.",
     [P("大夫你好 我是他闺女 帮我爸问问 我爸七十八了 上礼拜刚从医院出来 心衰住的院"),
      A("您好，叔叔出院以后现在咋样？还喘不喘，脚肿不肿？"),
      P("喘比住院那会儿强多了 脚脖子还有点肿 那啥 出院给开的呋塞米 一天一片 还有那个比索洛尔 2.5的 天天吃着呢"),
      P("哦对了 他以前吃的那个氨氯地平 住院的时候大夫给停了 现在不吃了"),
      A("好的。每天有称体重、量血压吗？"),
      P("称了称了 今早上七十二点五公斤 血压128/76 俺家有电子的那个"),
      P("我自己也是高血压 吃着缬沙坦呢 这个不用管哈 就问我爸的"),
      D("我是心内科随访门诊的医生。化验出来了，血钾4.1，肌酐118，稍微偏高一点。呋塞米先按原量吃。"),
      P("行 那螺内酯还吃不吃 出院小结上写着有 但药房没给拿 他一片也没吃过"),
      D("螺内酯先不用加，下周再看。"),
      P("大夫 又是我 他闺女 帮我爸问 这礼拜我爸脚不肿了 体重今早71公斤", S2),
      D("好，呋塞米减成隔天一片，其他的药照旧。", S2)],
     [E("heart_failure", "current"), E("furosemide", "current"), E("bisoprolol", "current"),
      E("amlodipine", "past"), E("ankle_swelling", "past"), E("weight", "current", "71 kg"),
      E("bp", "current", "128/76 mmHg"), E("potassium", "current", "4.1 mmol/L"),
      E("creatinine", "current", "118 umol/L"), FH("hypertension")],
     [N("valsartan", "the daughter's own drug"), N("spironolactone", "on the discharge letter but never dispensed or taken"),
      N("hypertension", "the daughter's illness, not the father's")])

case("zh02", "diabetes clinic", "Sichuan",
     "Type 2 diabetes review: HbA1c and fasting glucose, gliclazide stopped last year, a clinician's quick yes/no list, a hedged 'fatty liver', the husband's insulin; dapagliflozin added.",
     [P("医生 我来复查糖尿病的 二型 得了有五六年了"),
      D("最近糖化查了没得？多少？"),
      P("上个月查的糖化是7.8 空腹一般七点几 今天早上测的7.2"),
      D("药现在咋个吃的？"),
      P("二甲双胍一天两道 一道一颗 格列齐特去年就没吃了 老是低血糖 遭不住"),
      D("我问几个问题，你说有没得就行。手脚发麻没得？"),
      P("莫得"),
      D("看东西模糊没得？脚上有没得伤口好不了的？"),
      P("都莫得"),
      P("哦对了 我好像还有点脂肪肝 前年B超说的 记不太清楚了"),
      P("我屋头那口子打胰岛素的 甘精胰岛素 每天晚上一针 我是没打的哈"),
      D("好，二甲双胍继续，加一个达格列净，10毫克，每天早上一次。")],
     [E("t2dm", "current"), E("hba1c", "current", "7.8 %"), E("fasting_glucose", "current", "7.2 mmol/L"),
      E("metformin", "current"), E("gliclazide", "past"), E("numbness", "denied"),
      E("blurred_vision", "denied"), E("foot_ulcer", "denied"), E("fatty_liver", "claim"),
      E("dapagliflozin", "current")],
     [N("insulin_glargine", "the husband's insulin; she says she does not inject")])

case("zh03", "thyroid clinic", "Shanghainese",
     "Hypothyroidism on levothyroxine: TSH 6.8, dose raised, mother's hyperthyroidism and surgery, sister's hypothyroidism, a cat with an overactive thyroid; six weeks later TSH 2.1 and no longer tired.",
     [P("医生侬好 阿拉是来看甲状腺额 甲减 吃优甲乐吃了三年了"),
      D("现在每天吃多少？TSH查了伐？"),
      P("每天50微克 早上空肚皮吃 上礼拜抽血 TSH是6.8"),
      P("最近老吃力额 怕冷 头发也掉得厉害"),
      D("有没有心慌、手抖？"),
      P("嘸没 心慌手抖侪嘸没"),
      P("阿拉姆妈是甲亢 年纪轻个辰光开过刀额 阿拉阿姐也是甲减"),
      D("优甲乐加到75微克，六周后复查TSH。钙片跟优甲乐要隔开四个钟头。"),
      P("晓得了 钙片我是每天夜里吃额 碳酸钙"),
      P("医生 我又来了 TSH复查出来了 2.1 人也勿吃力了", S2),
      D("好，75微克继续吃。", S2),
      P("好额 谢谢医生 阿拉屋里厢只猫也是甲亢 也在吃药 哈哈 猫也会甲亢额啊", S2)],
     [E("hypothyroidism", "current"), E("levothyroxine", "current"), E("tsh", "current", "2.1"),
      E("fatigue", "past"), E("cold_intolerance", "current"), E("hair_loss", "current"),
      E("palpitations", "denied"), E("tremor", "denied"), FH("hyperthyroidism"), FH("hypothyroidism"),
      E("calcium", "current")],
     [N("hyperthyroidism", "the mother's and the cat's, not the patient's"),
      N("thyroidectomy", "the mother's operation")])

case("zh04", "oncology follow-up (breast cancer)", "Cantonese",
     "Breast cancer follow-up: tamoxifen switched to letrozole, hot flushes and joint pain, sister and mother with cancer, a neighbour's paclitaxel, osteopenia on DEXA, a friend's black cohosh advice.",
     [P("医生你好 我系乳腺癌术后嚟覆诊嘅 前年做咗手术 之后一直食他莫昔芬"),
      A("明白。最近有冇咩唔舒服？"),
      P("成日潮热 夜晚出好多汗 同埋手指关节有啲痛"),
      P("我家姐前几年都系乳腺癌 我阿妈就系卵巢癌走咗嘅"),
      D("我係腫瘤科醫生。你已經收經兩年，我哋將他莫昔芬轉做來曲唑，每日一粒2.5毫克。"),
      P("好呀 咁我隔篱屋个朋友佢做紧化疗 打紧紫杉醇 佢话好辛苦 我会唔会都要打"),
      D("你唔需要化療。來曲唑可能會令骨質疏鬆，所以要做骨密度，同埋食鈣同維他命D。"),
      P("维他命D我有食开 每日一粒1000单位 钙就冇食"),
      D("上個月嘅骨密度報告係骨量減少，未到骨質疏鬆。"),
      P("明白 多谢医生 潮热有冇药食 我朋友话食黑升麻有用喎")],
     [E("breast_cancer", "current"), E("tamoxifen", "past"), E("letrozole", "current"),
      E("hot_flushes", "current"), E("night_sweats", "current"), E("joint_pain", "current"),
      FH("breast_cancer"), FH("ovarian_cancer"), E("colecalciferol", "current"), E("calcium", "denied"),
      E("osteopenia", "current")],
     [N("paclitaxel", "a neighbour's chemotherapy; the patient needs none"),
      N("black_cohosh", "a friend's suggestion, asked about, not taken"),
      N("osteoporosis", "only a possible effect of letrozole, and the scan says not osteoporosis")])

case("zh05", "renal clinic (CKD 3)", "Hunan",
     "CKD stage 3 results read out: eGFR, creatinine, high potassium; over-the-counter ibuprofen for knee pain stopped by the clinician; questions about a herbal kidney tonic and amlodipine.",
     [P("医生 我是肾内科老病号咯 慢性肾病三期 今天来看化验结果"),
      D("这次eGFR是42，上次45，肌酐156，血钾5.3，有点偏高。"),
      P("嗯 那是么子原因咯 我最近膝盖痛 吃了好多布洛芬 药店买的 吃了个把月哒"),
      D("布洛芬伤肾，马上停掉。膝盖痛改用扑热息痛。"),
      P("要得 扑热息痛屋里有 我就换成那个吃"),
      D("降压药还是吃的雷米普利5毫克吧？"),
      P("是咯 每天早上一粒 还有碳酸氢钠片 一天三次"),
      P("那我能不能吃点肾宝片调理一下咯 别个推荐的"),
      D("不要乱吃补药。血钾高，香蕉橙子少吃点，两周后复查。"),
      P("好嘞 还有我那个降压药要不要换成氨氯地平 电视上讲蛮好")],
     [E("ckd3", "current"), E("egfr", "current", "42"), E("creatinine", "current", "156 umol/L"),
      E("potassium", "current", "5.3 mmol/L"), E("ibuprofen", "past"), E("knee_pain", "current"),
      E("paracetamol", "current"), E("ramipril", "current"), E("sodium_bicarbonate", "current")],
     [N("shenbao", "a herbal tonic he asks about"),
      N("amlodipine", "asked about after a TV advert; never prescribed")])

case("zh06", "rheumatology clinic (psoriatic arthritis)", "Taiwanese",
     "Psoriatic arthritis on weekly methotrexate and folic acid; Plaquenil stopped last year; ALT read out; a yes/no infection screen; a psoriasis flare treated with clobetasol then calcipotriol; Humira asked about; Voltaren upset her stomach in the past.",
     [P("醫生好 我是乾癬性關節炎 在吃MTX 一個禮拜吃一次 每次四顆 就是10mg"),
      P("還有葉酸 禮拜三吃 啊之前吃的那個奎寧 就是Plaquenil 因為眼睛的關係醫生叫我不要吃了 去年就停了"),
      D("肝功能報告ALT是52，稍微高一點。我問妳幾個問題喔，最近有沒有發燒？"),
      P("沒有"),
      D("喉嚨痛？嘴巴破？"),
      P("都沒有啦"),
      P("欸醫生 最近手肘那邊乾癬又長出來 超癢的 我都擦那個類固醇藥膏 Dermovate"),
      D("MTX維持10mg，酒要少喝。皮膚的話再加一條 calcipotriol 藥膏，早晚擦。"),
      P("好喔 那我可以打那個 Humira 嗎 網路上看人家說超有效"),
      D("生物製劑要符合條件才能申請，下次再評估。"),
      P("喔好 對了我以前吃 Voltaren 會胃痛 所以現在都不敢吃止痛藥")],
     [E("psoriatic_arthritis", "current"), E("methotrexate", "current"), E("folic_acid", "current"),
      E("hydroxychloroquine", "past"), E("alt", "current", "52"), E("fever", "denied"),
      E("sore_throat", "denied"), E("mouth_ulcers", "denied"), E("psoriasis", "current"), E("itch", "current"),
      E("clobetasol", "current"), E("calcipotriol", "current"), E("diclofenac", "past")],
     [N("adalimumab", "a question; not prescribed"),
      N("stomach_pain", "a past side effect of diclofenac, not a current symptom")])

case("zh07", "ophthalmology (glaucoma)", "WeChat typing",
     "Open-angle glaucoma on latanoprost; timolol was planned but dropped because of asthma, brinzolamide added instead; bitter taste; father's glaucoma; the dog's tobramycin drops.",
     [P("医生在吗 我青光眼 开角型的 一直点拉坦前列素 每天晚上一滴"),
      A("在的，最近眼压多少？"),
      P("上周复查右眼眼压22 医生说还是有点高"),
      P("本来医生说要加个噻吗洛尔滴眼液 后来问到我有哮喘 就没加 改成加了个布林佐胺 一天两次 点了一个礼拜了"),
      P("点了布林佐胺嘴巴里苦苦的 [捂脸]"),
      A("这是布林佐胺常见的反应。有没有眼睛痛？眼睛红不红？"),
      P("没有眼痛 就是有点眼红"),
      P("我爸也是青光眼 瞎了一只眼 所以我很紧张"),
      P("哈哈我家狗狗也有眼病 在点妥布霉素 我们家药比人还多"),
      A("明白了。建议按时用药，三个月后复查视野。")],
     [E("glaucoma", "current"), E("latanoprost", "current"), E("iop", "current", "22 mmHg"),
      E("asthma", "current"), E("brinzolamide", "current"), E("dysgeusia", "current"),
      E("eye_pain", "denied"), E("red_eye", "current"), FH("glaucoma")],
     [N("timolol", "planned, then not added because of asthma"),
      N("tobramycin", "the dog's eye drops")])

case("zh08", "ENT / paediatric urgent care (otitis media)", "Cantonese; mother for her 5-year-old",
     "Mother speaks for her 5-year-old: ear pain, fever 38.6, acute otitis media, amoxicillin tolerated before and prescribed now, paracetamol; her own tinnitus; the younger brother's cold.",
     [P("你好 我系BB阿妈 帮佢问下 佢五岁 琴晚开始话耳仔痛 喊咗成晚"),
      A("有冇发烧？耳仔有冇流嘢出嚟？"),
      P("有发烧 今朝探热38.6度 耳仔就冇流嘢"),
      D("我係兒科醫生，睇過耳膜紅咗鼓起，係急性中耳炎。"),
      P("佢对药物冇过敏嘅 上年食阿莫西林都冇事"),
      D("開阿莫西林混懸液，每次7.5毫升，一日兩次，食五日。痛可以食撲熱息痛。"),
      P("好 扑热息痛屋企有 琴晚已经俾咗佢食咗一次"),
      P("我自己都成日耳鸣 係咪遗传㗎"),
      P("佢细佬都咳 流鼻水 係咪佢传俾佢"),
      A("有可能係互相傳染，記得勤洗手。")],
     [E("ear_pain", "current"), E("fever", "current"), E("temperature", "current", "38.6 °C"),
      E("ear_discharge", "denied"), E("otitis_media", "current"), E("amoxicillin", "current"),
      ALG("amoxicillin", "denied"), E("paracetamol", "current"), FH("tinnitus")],
     [N("tinnitus", "the mother's own tinnitus"), N("cough", "the younger brother's cough"),
      N("rhinorrhoea", "the younger brother's runny nose")])

case("zh09", "dental pain (urgent dental)", "Sichuan",
     "Three days of lower wisdom-tooth pain with facial swelling; dental abscess treated with metronidazole and amoxicillin; asks about drinking; ibuprofen bought himself; penicillin tolerated before; leftover cephalosporin and an extraction asked about.",
     [P("医生 我这个牙齿痛了三天了 左下边最里头那颗 脸都肿起来了"),
      A("有没有发烧？嘴巴张得开不？"),
      P("发烧倒是莫得 嘴巴张得开"),
      D("我是牙科医生。是根尖脓肿，先开甲硝唑200毫克一天三次，阿莫西林500毫克一天三次，吃五天。"),
      P("甲硝唑吃了能不能喝酒哦 周末有个坝坝宴"),
      D("吃甲硝唑期间和停药后两天都不能喝酒。"),
      P("晓得了 痛得遭不住 我自己买了布洛芬在吃 一次一颗 一天三道"),
      P("我对青霉素不过敏哈 以前打过好几回青霉素 莫得事"),
      P("我能不能先吃点头孢嘛 屋头还有上回剩的半盒"),
      P("还有那颗智齿要不要拔哦 拔了是不是就一劳永逸了")],
     [E("toothache", "current"), E("facial_swelling", "current"), E("fever", "denied"),
      E("dental_abscess", "current"), E("metronidazole", "current"), E("amoxicillin", "current"),
      E("ibuprofen", "current"), E("penicillin_allergy", "denied")],
     [N("cephalosporin", "leftover tablets he asks about, not taken"),
      N("tooth_extraction", "a question about a future extraction")])

case("zh10", "care home (elderly UTI after a fall)", "Mandarin; paid carer for a resident",
     "A care-home carer speaks for 86-year-old Auntie Wang with dementia: a fall with a bruise, new confusion, UTI treated with nitrofurantoin; the carer's own back pain; next week the course is done, confusion gone, the doctor says the UTI has cleared and stops amlodipine for low blood pressure.",
     [P("你好 我是养老院的护工 照顾王阿姨的 她八十六了 有老年痴呆"),
      P("她今天早上起床摔了一跤 坐地上了 头没撞到 就是右边屁股青了一块"),
      A("摔之前有没有胸闷？这两天有没有比平时更糊涂，或者尿频尿痛？"),
      P("胸闷没有 这两天是比平时糊涂 晚上老起来上厕所 尿有股味"),
      D("我是社区医生。尿常规白细胞和亚硝酸盐阳性，是尿路感染，开呋喃妥因，每次50毫克，一天四次，吃三天。"),
      P("她平时吃着多奈哌齐 还有氨氯地平 一起吃有冲突没"),
      D("不冲突，让她多喝水。"),
      P("好的 我自己腰也不好 老是腰疼 贴着膏药 没事 不用管我"),
      P("医生你好 还是我 照顾王阿姨的护工 抗生素三天吃完了 她现在不糊涂了", S2),
      P("屁股上那块青也散了 看不出来了", S2),
      D("好，尿路感染已经好了。她的氨氯地平停掉吧，这几天血压110/60，偏低，怕再摔。", S2),
      P("好的 我跟她女儿说一声 她女儿也是高血压 也吃这个药", S2)],
     [E("dementia", "current"), E("bruise", "past"), E("head_injury", "denied"), E("chest_tightness", "denied"),
      E("confusion", "past"), E("uti", "past"), E("nitrofurantoin", "past"), E("donepezil", "current"),
      E("amlodipine", "past"), E("bp", "current", "110/60 mmHg"), FH("hypertension")],
     [N("back_pain", "the carer's own back pain"), N("hypertension", "the daughter's illness")])

case("zh11", "general practice (shingles)", "Northeastern",
     "Shingles on the left flank treated with valaciclovir and paracetamol; type 2 diabetes on metformin; a sulfonamide allergy with hives long ago; gabapentin and the shingles vaccine asked about.",
     [P("大夫 我这左边腰上起了一溜水泡 贼疼 火辣辣的 三四天了"),
      D("我看看……这是带状疱疹。疼得影响睡觉吗？"),
      P("可不咋的 晚上疼得睡不着觉 翻身都疼"),
      D("给你开伐昔洛韦，一次一克，一天三次，吃七天。止疼先吃对乙酰氨基酚。"),
      P("行 那个我有糖尿病 吃着二甲双胍 有影响没"),
      D("没影响。对什么药过敏吗？"),
      P("磺胺过敏 年轻时候吃复方新诺明 浑身刺挠 起了一身风团"),
      P("本来想让你给开点加巴喷丁 我看网上说那玩意儿管神经疼"),
      D("先不用，疼得厉害再来。"),
      P("中 那我好了以后能不能打那个带状疱疹疫苗 听说叫欣安立适")],
     [E("shingles", "current"), E("valaciclovir", "current"), E("paracetamol", "current"),
      E("t2dm", "current"), E("metformin", "current"), E("sulfonamide_allergy", "current")],
     [N("urticaria", "the reaction of an old allergy, not a current symptom"),
      N("gabapentin", "asked for, not prescribed"),
      N("shingles_vaccine", "a question about the future")])

case("zh12", "general practice (gout)", "Henan",
     "Acute gout of the right big toe treated with colchicine; allopurinol stopped on his own before; a coworker's febuxostat; father's gout; next week the flare is over, uric acid 520 and allopurinol restarted; the dog's meloxicam.",
     [P("医生 俺右脚大脚趾头又肿了 红通通哩 疼得不敢挨 昨黑开始哩"),
      P("俺有痛风 好几年了 上回犯是去年"),
      A("这次犯之前喝酒或者吃海鲜了吗？现在吃什么药？"),
      P("喝了点啤酒 吃了顿火锅 药的话以前吃过别嘌醇 吃了半年 自己停了 现在啥也没吃"),
      D("先开秋水仙碱0.5毫克，一天两次，疼好了就停。急性期过了再说降尿酸。"),
      P("中 俺同事说他吃的非布司他 可管用 俺能吃不"),
      P("俺爹也有痛风 俺爷爷也是"),
      P("医生 俺又来了 脚不疼了 也不肿了 秋水仙碱吃了五天就停了", S2),
      D("尿酸结果出来了，520。", S2),
      D("现在开始吃别嘌醇，每天100毫克，一个月后复查尿酸。", S2),
      P("中 俺家狗也老是腿瘸 兽医给它吃的美洛昔康 哈哈", S2)],
     [E("gout", "current"), E("toe_pain", "past"), E("toe_swelling", "past"), E("allopurinol", "current"),
      E("colchicine", "past"), E("uric_acid", "current", "520 umol/L"), FH("gout")],
     [N("febuxostat", "a coworker's drug, asked about"), N("meloxicam", "the dog's drug")])

case("zh13", "general practice (heavy periods, anaemia)", "WeChat typing",
     "Heavy periods at 47 with iron-deficiency anaemia (Hb 86, ferritin 6), ferrous succinate started after ferrous sulfate upset her stomach; a fibroid; mother's fibroids and hysterectomy; night sweats and a question about menopause; a friend's progesterone; a cat called Ibuprofen.",
     [P("医生你好 我47岁 这半年月经量特别多 一天要换十几片卫生金 还有血块"),
      P("最近爬两层楼就喘 脸色也白 单位体检说我贫血 血红蛋白才86"),
      D("铁蛋白也低，只有6，是缺铁性贫血。先吃琥珀酸亚铁，一天两次。"),
      P("好的 我以前也吃过铁剂 吃了胃疼就停了 那个是硫酸亚铁"),
      D("这次琥珀酸亚铁饭后吃。B超有个3厘米的子宫肌瘤。"),
      P("我妈也有子宫肌瘤 后来切了子宫"),
      P("还有我晚上老是出汗 一阵一阵潮热 是不是更年期了"),
      D("有可能，查个激素再说。"),
      P("顺便问下 我闺蜜在吃黄体酮调月经 我能吃吗"),
      P("谢谢医生 我家猫名字就叫布洛芬哈哈哈 因为它长得圆")],
     [E("heavy_periods", "current"), E("dyspnoea", "current"), E("ida", "current"),
      E("haemoglobin", "current", "86 g/L"), E("ferritin", "current", "6"), E("ferrous_succinate", "current"),
      E("ferrous_sulfate", "past"), E("fibroids", "current"), FH("fibroids"), E("night_sweats", "current"),
      E("hot_flushes", "current")],
     [N("hysterectomy", "the mother's operation"), N("menopause", "the patient's question, only 'possible'"),
      N("progesterone", "a friend's drug, asked about"), N("ibuprofen", "the cat's name")])

case("zh14", "telephone triage (early pregnancy bleeding)", "Taiwanese",
     "Seven weeks pregnant with light brown bleeding; a nurse's yes/no questions (no pain, no shoulder pain, no dizziness); folic acid and Eltroxin for hypothyroidism; a blocked nose and a question about Panadol; an ultrasound booked for tomorrow.",
     [P("喂 您好 我懷孕七週 今天早上發現有一點點出血 咖啡色的 好緊張喔"),
      D("我是電話分診的護理師，問妳幾個問題，回答有或沒有就好。肚子痛嗎？"),
      P("沒有"),
      D("肩膀痛？頭暈？"),
      P("都沒有"),
      D("出血量有超過一片衛生棉嗎？"),
      P("沒有 就一點點"),
      P("我有在吃葉酸 還有甲狀腺低下 吃昂特欣 一天50"),
      P("我這兩天有點鼻塞 可以吃普拿疼嗎"),
      D("鼻塞的話先用生理食鹽水洗鼻。因為有出血，幫妳排明天早上做超音波。"),
      P("好 謝謝護理師 我明天一早過去")],
     [E("pregnancy", "current"), E("early_preg_bleeding", "current"), E("abdominal_pain", "denied"),
      E("shoulder_pain", "denied"), E("dizziness", "denied"), E("folic_acid", "current"),
      E("hypothyroidism", "current"), E("levothyroxine", "current"), E("nasal_congestion", "current")],
     [N("paracetamol", "a question; not taken"), N("ultrasound", "booked for tomorrow, not done")])

case("zh15", "paediatric telephone advice (chickenpox on eczema)", "Shanghainese; grandmother for her grandson",
     "Grandmother speaks for her 2½-year-old grandson: chickenpox with fever on a background of eczema (emollient, hydrocortisone), calamine bought, told not to give ibuprofen; the mother's eczema and hay fever; next time the fever and itch are gone and calamine stops; the dog's amoxicillin.",
     [P("医生侬好 我是小囡外婆 帮阿拉外孙问问 伊两岁半 身浪向出了交关小水泡 痒得来"),
      P("昨日夜里开始发烧 今朝量38度2"),
      D("我是儿科医生，看照片是水痘。伊本来有湿疹伐？"),
      P("有额 湿疹从小就有 一直搽婴儿润肤霜 湿疹厉害辰光搽一眼眼氢化可的松"),
      D("发烧可以用对乙酰氨基酚，千万不要用布洛芬。止痒可以搽炉甘石洗剂。"),
      P("炉甘石洗剂去药房买来了 已经搽上了"),
      P("阿拉囡囡 就是伊姆妈 小辰光也是湿疹 现在是过敏性鼻炎"),
      P("医生 我是外婆 帮外孙再问问 伊勿发烧了 两日没烧了 水泡侪结痂了 也勿痒了", S2),
      D("好的，都结痂了就可以回托儿所，炉甘石可以停了。", S2),
      P("好额 阿拉屋里只狗也在吃阿莫西林 兽医讲伊皮肤过敏 一家门侪生毛病", S2)],
     [E("chickenpox", "current"), E("fever", "past"), E("temperature", "current", "38.2 °C"),
      E("itch", "past"), E("eczema", "current"), E("emollient", "current"), E("hydrocortisone_cream", "current"),
      E("calamine", "past"), FH("eczema"), FH("allergic_rhinitis")],
     [N("ibuprofen", "the doctor says not to use it"), N("amoxicillin", "the dog's antibiotic")])

case("zh16", "general practice (insomnia, low mood)", "Northeastern",
     "A young man with a month of insomnia and work stress; a hedged 'maybe depressed'; zopiclone stopped for daytime grogginess, melatonin now; denies thoughts of self-harm; asks for alprazolam; sertraline only considered.",
     [P("大夫 我这一个多月老是睡不着 躺床上翻来覆去的 凌晨三四点才能着"),
      A("白天情绪怎么样？最近压力大吗？"),
      P("工作压力贼大 我估摸着我是有点抑郁了 也说不好"),
      P("之前吃过佐匹克隆 吃了俩礼拜 白天老迷糊 就不吃了 现在吃褪黑素 一晚上3毫克"),
      D("我问你几个问题。有没有想过伤害自己？"),
      P("没有 那倒没有"),
      D("喝酒多吗？"),
      P("不咋喝 偶尔整两瓶啤的"),
      P("能不能给我开点阿普唑仑 听说那玩意儿贼好使"),
      D("这个不能随便开。先做个心理评估，下次复诊再定要不要用舍曲林。"),
      P("行吧 那褪黑素我先接着吃")],
     [E("insomnia", "current"), E("depression", "claim"), E("zopiclone", "past"), E("melatonin", "current"),
      E("suicidal_ideation", "denied")],
     [N("alprazolam", "asked for, refused"), N("sertraline", "only considered for the next visit")])

case("zh17", "general practice (COPD exacerbation)", "Sichuan",
     "COPD with a flare: cough, yellow sputum, breathlessness, home SpO2 91; tiotropium and salbutamol; last month's prednisone finished; co-amoxiclav now; asks to switch to Symbicort seen on TV.",
     [P("医生 我慢阻肺好多年了 这几天咳得凶 痰是黄的 气紧得很"),
      D("血氧测了没得？多少？"),
      P("屋头有个指夹的 今天早上测的91"),
      P("平时吸噻托溴铵 一天一吸 喘得凶就喷沙丁胺醇"),
      D("上个月急性加重住院，出院带的泼尼松吃完了没得？"),
      P("吃完了 吃了五天 早就吃完了"),
      D("这次开阿莫西林克拉维酸钾，一次一颗，一天两次，吃五天。"),
      P("烟我戒了三年了 一口都没抽"),
      P("医生 我能不能换成那个布地奈德福莫特罗 电视上看到的 说好得很"),
      D("先不换，把这次加重控制住再说。记得打流感疫苗。"),
      P("要得 谢谢医生")],
     [E("copd", "current"), E("cough", "current"), E("sputum", "current"), E("dyspnoea", "current"),
      E("spo2", "current", "91 %"), E("tiotropium", "current"), E("salbutamol", "current"),
      E("prednisone", "past"), E("co_amoxiclav", "current")],
     [N("symbicort", "asked about after a TV advert; not changed")])

case("zh18", "community pharmacy (warfarin, herbal)", "Hunan",
     "At the pharmacy: a man with AF on warfarin and bisoprolol (INR 2.6) asks for ginkgo; a hedged aspirin allergy; a cold treated with Contac; ibuprofen for his knee decided against; banlangen taken in the past.",
     [P("老板 我要买点银杏叶片 听说对记性好 我是吃华法林的 能一起吃不"),
      A("您好，我是药房的药师助手。银杏会增加出血风险，吃华法林的话不建议。您最近查的INR多少？"),
      P("上礼拜抽的 INR 2.6 医生说蛮好"),
      P("我是房颤 吃华法林三年哒 还吃比索洛尔"),
      P("我好像对阿司匹林过敏 有一回吃了喘不上气 记不太清哒"),
      A("好的，这个要跟医生核实一下。"),
      P("那感冒药呢 我这两天鼻塞流鼻涕 买了盒新康泰克 吃了两天哒"),
      A("康泰克里有伪麻黄碱，房颤的话最好先问医生。"),
      P("再给我拿一盒布洛芬 我膝盖痛 哦 吃华法林不能吃布洛芬是吧 那算哒 不要哒"),
      P("还有啊 我以前吃过一阵子板蓝根冲剂 现在不吃哒")],
     [E("warfarin", "current"), E("inr", "current", "2.6"), E("af", "current"), E("bisoprolol", "current"),
      ALG("aspirin", "claim"), E("nasal_congestion", "current"), E("rhinorrhoea", "current"),
      E("contac", "current"), E("knee_pain", "current"), E("banlangen", "past")],
     [N("ginkgo", "asked for, advised against, not bought"),
      N("dyspnoea", "the reaction of the hedged aspirin allergy, not a current symptom"),
      N("ibuprofen", "asked for, then decided against")])

case("zh19", "polypharmacy review (elderly)", "Cantonese; daughter for her mother",
     "Daughter speaks for her 82-year-old mother on many drugs: aspirin without indication stopped, zopiclone reduced after a fall, no stroke, heart disease or fracture; the daughter's own osteoporosis and alendronate; a week later omeprazole stopped, BP 142/80, statin and calcium continue.",
     [P("医生 我系佢个女 帮我阿妈问 佢八十二岁 食好多药 想睇下可唔可以减啲"),
      P("佢而家食紧：阿士匹灵、氨氯地平5毫克、阿托伐他汀、奥美拉唑、仲有钙片同埋安眠药佐匹克隆"),
      D("佢點解食阿士匹靈？有冇中風或者心臟病？"),
      P("冇中风 冇心脏病 系以前个私家医生叫佢食嘅 话预防吖嘛"),
      D("咁阿士匹靈可以停咗佢。佐匹克隆會令老人家易跌，佢有冇跌過？"),
      P("上个月跌过一次 喺厕所 冇骨折"),
      D("佐匹克隆慢慢減，先減到3.75毫克。氨氯地平繼續。"),
      P("我自己都有骨质疏松 食紧阿仑膦酸 我阿妈要唔要都食"),
      P("医生 我系陈婆婆个女 帮佢问 佢阿士匹灵停咗两个礼拜 冇事 佐匹克隆都减咗 瞓得几好", S2),
      D("好。奧美拉唑都可以停，佢冇胃病。佐匹克隆下個月停。今日血壓幾多？", S2),
      P("今朝量142/80", S2),
      D("阿托伐他汀同鈣片繼續食。", S2)],
     [E("aspirin", "past"), E("amlodipine", "current"), E("atorvastatin", "current"), E("omeprazole", "past"),
      E("calcium", "current"), E("zopiclone", "current"), E("stroke", "denied"), E("ihd", "denied"),
      E("fracture", "denied"), FH("osteoporosis"), E("bp", "current", "142/80 mmHg")],
     [N("alendronic_acid", "the daughter's own drug"), N("osteoporosis", "the daughter's own illness")])

case("zh20", "telephone advice (positional vertigo)", "Henan, WeChat typing",
     "Seconds-long spinning on turning in bed with nausea; no vomiting, tinnitus or hearing loss; a hedged 'ear crystals'; BP 135/85; diabetes on metformin, no hypertension; dimenhydrinate tried and stopped; asks about difenidol; Epley not yet done.",
     [P("医生在不 俺这两天一翻身就天旋地转哩 恶心 想吐 没吐出来"),
      A("每次持续多久？有没有耳鸣、听力下降？"),
      P("就几十秒 耳朵不响 听得清"),
      P("俺估计是耳石症 网上说手法复位就好了 俺还没去做"),
      P("血压俺量了 135/85"),
      A("平时吃什么药吗？"),
      P("俺吃着二甲双胍 糖尿病好几年了 俺没有高血压"),
      P("前两天吃了盒晕车药 茶苯海明 吃了没啥用 不吃了"),
      P("能吃点眩晕停不 俺娘家庄上人都说那管用"),
      A("建议先到医院做个位置试验，确诊了再复位，眩晕停要医生看了再说。")],
     [E("vertigo", "current"), E("nausea", "current"), E("vomiting", "denied"), E("tinnitus", "denied"),
      E("hearing_loss", "denied"), E("bppv", "claim"), E("bp", "current", "135/85 mmHg"),
      E("metformin", "current"), E("t2dm", "current"), E("hypertension", "denied"),
      E("dimenhydrinate", "past")],
     [N("epley", "read about online, not done"), N("difenidol", "asked about, not taken")])

# ================================================================= English consultations
case("en01", "outpatient follow-up after admission (pneumonia)", "Scottish",
     "Phone follow-up a week after a pneumonia admission: a GP's yes/no list, a lingering cough, both antibiotics finished, SpO2 96, CRP down to 6 and the X-ray clear; asks about Lemsip; the Clenil inhaler continues.",
     [P("Hiya, aye I was in the Royal for five days wi pneumonia, got oot last Tuesday. They telt me tae phone for a follow-up."),
      D("Hi, I'm one of the GPs. Quick list of questions, just yes or no. Any fever since you got home?"),
      P("Naw."),
      D("Chest pain when you breathe in?"),
      P("No."),
      D("Still coughing?"),
      P("Aye a wee bit, mostly first thing in the mornin, clear stuff."),
      P("They had me on co-amoxiclav and that clarithro- clarith- clarithromycin, finished the lot on Sunday. Sats were 96 on the wee finger thing this morning."),
      D("Good. Your CRP was 38 when you left, the repeat today is 6, and the X-ray shows the pneumonia has cleared."),
      P("Brilliant. Can I take Lemsip for this cough or is that daft?"),
      D("You don't need it. Keep using your own inhaler as before."),
      P("Ma brown inhaler, aye, the Clenil, two puffs twice a day. Cheers doc.")],
     [E("pneumonia", "past"), E("fever", "denied"), E("pleuritic_chest_pain", "denied"), E("cough", "current"),
      E("co_amoxiclav", "past"), E("clarithromycin", "past"), E("spo2", "current", "96 %"),
      E("crp", "current", "6 mg/L"), E("beclometasone", "current")],
     [N("lemsip", "a question, told not needed")])

case("en02", "oncology follow-up (capecitabine)", "Welsh",
     "Bowel cancer on capecitabine with hand-foot syndrome and diarrhoea; the chemo nurse stops it and starts loperamide; turmeric not started; brother's bowel cancer; next week diarrhoea gone, capecitabine restarted at a lower dose and loperamide stopped; a sister-in-law's Herceptin.",
     [P("Hiya, it's Gareth, I'm on the capecitabine for the bowel cancer, cycle three now, and my hands have gone proper red and sore, peeling like, tidy mess."),
      A("Sorry to hear that. Any diarrhoea, mouth sores or fever?"),
      P("Diarhoea yeah, four or five times a day since Friday. No fever. Mouth's fine, no sores."),
      D("This is the chemo nurse. Stop the capecitabine now until we see you Thursday. Take loperamide, two after the first loose stool then one after each one."),
      P("Righto. The wife's got me this turmeric stuff from Holland and Barrett, is that alright with the chemo? I haven't started it yet mind."),
      D("Leave the turmeric for now please."),
      P("Will do. Temp was 37.1 this morning now, I checked."),
      P("Oh and my brother had bowel cancer too, five years back, he's alright now, all clear."),
      P("Morning, it's Gareth again. The diarrhoea's stopped since Tuesday. Hands are still a bit red but not peeling now.", S2),
      D("Good. Restart the capecitabine at a reduced dose, 1500 mg twice a day, from Monday. Stop the loperamide.", S2),
      P("Lush, cheers. My sister-in-law's on that Herceptin, that's a different thing is it?", S2)],
     [E("colorectal_cancer", "current"), E("capecitabine", "current"), E("hand_foot", "current"),
      E("diarrhoea", "past"), E("fever", "denied"), E("mouth_ulcers", "denied"), E("loperamide", "past"),
      E("temperature", "current", "37.1 °C"), FH("colorectal_cancer")],
     [N("turmeric", "bought by his wife, not started"), N("trastuzumab", "the sister-in-law's drug")])

case("en03", "renal transplant clinic", "Nigerian",
     "Renal transplant review: tacrolimus and mycophenolate, creatinine, tacrolimus level and potassium read out, home BP on amlodipine, omeprazole stopped; herbal 'agbo' asked about; no fever or low urine; brother's polycystic kidneys; the husband's insulin.",
     [P("Good morning doctor. I had kidney transplant two years ago for Guy's, I am here for my review. I am taking tacrolimus and mycophenolate, everything dey go well sha."),
      D("Good morning. Your creatinine today is 128, tacrolimus level 7.2, and potassium 4.6."),
      P("Ehen, ok. Doctor abeg, my mother-in-law brought bitter leaf and some agbo from Lagos, can I drink it?"),
      D("Please don't take any herbal remedies with tacrolimus, they can change the level."),
      P("No wahala. My BP was 138 over 84 for house this morning. I am taking amlodipine 10."),
      P("Also I stopped the omeprazole since January, my stomach is fine now."),
      D("OK. Any fever, pain over the kidney, or passing less urine?"),
      P("No o, none of those."),
      P("My brother has the polycystic kidney, that is how we knew it runs in the family."),
      P("My husband is diabetic, he is on insulin, I dey help am inject in the evening.")],
     [E("kidney_transplant", "past"), E("tacrolimus", "current"), E("mycophenolate", "current"),
      E("creatinine", "current", "128 umol/L"), E("tacrolimus_level", "current", "7.2"),
      E("potassium", "current", "4.6 mmol/L"), E("bp", "current", "138/84 mmHg"), E("amlodipine", "current"),
      E("omeprazole", "past"), E("fever", "denied"), E("oliguria", "denied"), FH("pkd")],
     [N("agbo", "herbal remedy asked about, told not to take"), N("insulin", "the husband's drug"),
      N("diabetes", "the husband's illness")])

case("en04", "rheumatology clinic (polymyalgia)", "Yorkshire",
     "Polymyalgia rheumatica on prednisolone tapering: mild morning stiffness, a yes/no screen for giant-cell arteritis, ESR 12, dose reduced to 5 mg; alendronic acid and Adcal; asks about naproxen for knee pain; methotrexate only once mentioned.",
     [P("Now then. I'm here about me polymyalgia, been on the pred since March. Started at twenty, no, fifteen mg, and I'm down to 7.5 now."),
      D("How are the shoulders and hips? Any stiffness in the mornings?"),
      P("Grand, hardly owt. Ten minutes stiffness first thing, then I'm right."),
      D("A few quick ones, yes or no. Headaches?"),
      P("No."),
      D("Pain in your jaw when you chew? Any trouble with your eyesight?"),
      P("Nowt like that, no."),
      D("Your ESR is 12 and the CRP's normal, so nicely settled. We'll drop the prednisolone to 5 mg a day."),
      P("Champion. I'm on the alendronic acid an' all, once a week on a Sunday, and Adcal twice a day."),
      P("Me knees are giving me gyp though. Can I take naproxen wi' the pred?"),
      D("I'd rather you didn't; paracetamol first. The doctor last time mentioned methotrexate if the steroid wouldn't come down, but we won't need it."),
      P("Right you are. Ta very much.")],
     [E("pmr", "current"), E("prednisolone", "current"), E("morning_stiffness", "current"), E("headache", "denied"),
      E("jaw_claudication", "denied"), E("visual_disturbance", "denied"), E("esr", "current", "12"),
      E("alendronic_acid", "current"), E("adcal", "current"), E("knee_pain", "current")],
     [N("naproxen", "a question, advised against"), N("methotrexate", "once mentioned as an option, never started")])

case("en05", "ophthalmology / optometry (conjunctivitis)", "Singaporean",
     "Red sticky right eye in a contact-lens wearer: bacterial conjunctivitis, lenses out, chloramphenicol drops; hay fever on cetirizine; a sulfa allergy with facial swelling; leftover Tobradex and an old Restasis plan.",
     [P("Hi doc, my right eye very red since 2 days, got yellow discharge lah, morning wake up the eyelashes all stuck together"),
      A("Do you wear contact lenses? Any pain or blurred vision?"),
      P("Got, I wear monthly contacts. Pain no lah, just gritty gritty. Vision ok, not blur."),
      D("I'm the optometrist. It's bacterial conjunctivitis. No contact lenses until it clears, and use chloramphenicol eye drops four times a day for five days."),
      P("Ok can. I also got hay fever, every day take cetirizine one tablet."),
      P("Can I use the Tobradex I got left over from last year or not? Save money."),
      D("No, please don't use old steroid drops."),
      P("Ok lor. Oh and I allergic to sulfa drugs, last time took Bactrim my whole face swell up."),
      P("My eye doctor last year wanted to start me on Restasis for dry eye but I never went back, paiseh."),
      D("We can look at dry eye once this infection has settled.")],
     [E("red_eye", "current"), E("eye_discharge", "current"), E("eye_pain", "denied"), E("blurred_vision", "denied"),
      E("gritty_eye", "current"), E("conjunctivitis", "current"), E("chloramphenicol_eye", "current"),
      E("allergic_rhinitis", "current"), E("cetirizine", "current"), E("sulfonamide_allergy", "current")],
     [N("tobradex", "leftover drops asked about, refused"),
      N("facial_swelling", "the reaction of a past sulfa allergy, not a current symptom"),
      N("ciclosporin_eye", "a plan never carried out")])

case("en06", "ENT clinic (sinusitis, blocked ear)", "Irish",
     "Three weeks of facial pain, blocked nose and green discharge: acute sinusitis; a muffled ear after a flight with a hedged 'perforated eardrum'; Otrivine stopped, Nasonex started; amoxicillin written up but never taken; penicillin allergy with hives as a child; a yes/no list; asks about Sudafed.",
     [P("Howya, so I've had this sinus thing going on near three weeks now, face is killing me round the cheeks, nose blocked solid, green stuff coming out of it"),
      P("And sure look, the left ear's been muffled since the flight back from Boston. I'd say I might have perforated me eardrum, there was a bit of blood on the pillow the first morning."),
      D("I'm the ENT registrar. I'll have a look at that ear in a minute. The face and nose sound like acute sinusitis."),
      P("Grand. I was using the Otrivine spray for about a fortnight but I stopped it Monday, the pharmacist said it'd make it worse."),
      D("Right. Use Nasonex, two sprays each nostril once a day, and saline rinses. No antibiotics for now."),
      P("The locum last week was going to give me amoxicillin, wrote it up and everything, but then she said hold off, so I never took it."),
      P("Not that it matters, I'm allergic to penicillin anyway, came out in hives as a child."),
      D("Noted. Any fever, swelling around the eye, or double vision?"),
      P("No, none of that."),
      P("Grand job. Can I take Sudafed as well or would that be too much?")],
     [E("facial_pain", "current"), E("nasal_congestion", "current"), E("rhinorrhoea", "current"),
      E("perforated_eardrum", "claim"), E("hearing_loss", "current"), E("sinusitis", "current"),
      E("xylometazoline", "past"), E("mometasone_nasal", "current"), E("penicillin_allergy", "current"),
      E("fever", "denied"), E("periorbital_swelling", "denied"), E("diplopia", "denied")],
     [N("amoxicillin", "written up, never taken"), N("urticaria", "the reaction of a childhood allergy"),
      N("pseudoephedrine", "a question")])

case("en07", "urgent dental (pericoronitis)", "Australian",
     "Swollen gum over a lower wisdom tooth: pericoronitis treated with metronidazole and chlorhexidine; penicillin allergy (rash as a kid) but cephalexin taken many times without trouble; Nurofen and Panadol; asks for Endone; perindopril for blood pressure.",
     [P("G'day, I've got a wisdom tooth playing up, bottom right, gum's all swollen and it's bloody sore, started Sat arvo"),
      A("Can you open your mouth fully? Any fever or trouble swallowing?"),
      P("Yeah can open alright. No fever, swallowing's fine."),
      D("Dentist here. It's pericoronitis. I'll irrigate it and give you metronidazole 400 mg three times a day for three days."),
      P("No worries. Just so you know I'm allergic to penicillin, got a rash as a kid. Had cephalexin heaps of times though, no dramas with that."),
      D("Good to know. Use chlorhexidine mouthwash twice a day as well."),
      P("I've been taking Nurofen, two every six hours, and Panadol in between."),
      P("Any chance of a script for something stronger, like Endone?"),
      D("Ibuprofen and paracetamol together will do it, you won't need Endone."),
      P("Righto. Oh and I'm on a pill for me blood pressure, perindopril, 5 mg in the morning.")],
     [E("toothache", "current"), E("gum_swelling", "current"), E("fever", "denied"), E("dysphagia", "denied"),
      E("pericoronitis", "current"), E("metronidazole", "current"), E("penicillin_allergy", "current"),
      ALG("cefalexin", "denied"), E("chlorhexidine", "current"), E("ibuprofen", "current"),
      E("paracetamol", "current"), E("perindopril", "current"), E("hypertension", "current")],
     [N("rash", "the reaction of a childhood penicillin allergy"),
      N("cefalexin", "taken in the past, not now"), N("oxycodone", "asked for, refused")])

case("en08", "diabetes clinic", "Indian English",
     "Type 2 diabetes review: HbA1c 58 mmol/mol, fasting glucose 6.9, gliclazide causing hypos switched to sitagliptin, tingling soles, no foot ulcers, a hedged sleep apnoea; father's diabetes and amputation; the wife's thyroxine.",
     [P("Good afternoon doctor, I have come for my sugar review. I am having type 2 diabetes since 2015 only."),
      D("Your HbA1c is 58 mmol/mol, down from 64. Fasting glucose this morning was 6.9."),
      P("Very good. I am taking metformin 1 gram twice daily and gliclazide 80 in the morning, but gliclazide is giving me hypo type feeling before lunch."),
      D("We'll stop the gliclazide and switch you to sitagliptin 100 mg once daily."),
      P("Okay doctor. Kindly also check my feet, there is tingling in both soles since some months."),
      D("Monofilament test is normal. Any ulcers or cuts on the feet?"),
      P("No, nothing like that."),
      P("One more thing, I think I might be having sleep apnoea, my wife says I am snoring like anything and stopping breathing."),
      P("My father also had sugar and he lost one toe to it."),
      P("And my wife is on thyroxine, she is asking should she also check her sugar.")],
     [E("t2dm", "current"), E("hba1c", "current", "58 mmol/mol"), E("fasting_glucose", "current", "6.9 mmol/L"),
      E("metformin", "current"), E("gliclazide", "past"), E("sitagliptin", "current"), E("tingling", "current"),
      E("foot_ulcer", "denied"), E("sleep_apnoea", "claim"), FH("diabetes")],
     [N("amputation", "the father's operation"), N("levothyroxine", "the wife's drug")])

case("en09", "care home (elderly UTI)", "English Midlands; care-home staff for a resident",
     "Dawn from Beech House calls about Mr Lewis, 91: new confusion and a temperature, a clinician's yes/no list, eGFR 38 so no nitrofurantoin, cefalexin for a UTI; on Madopar and donepezil; Dawn's own cold; a week later the course is finished, temperature normal, confusion gone and the infection cleared.",
     [P("Hi it's Dawn from Beech House about Mr Lewis, he's 91. Staff noticed he's been more muddled since yesterday and his wee's really strong smelling."),
      D("Thanks Dawn. A few questions, yes or no is fine. Any temperature?"),
      P("Yes, 37.9 at ten o'clock."),
      D("Any vomiting?"),
      P("No vomiting."),
      D("His last eGFR was 38, so no nitrofurantoin. The dip shows nitrites, so it's likely a UTI. Start cefalexin 500 mg twice a day for seven days."),
      P("OK. He's already on his Madopar for the Parkinson's and the donepezil, that's fine with it?"),
      D("Yes, that's all fine together."),
      P("Sorry, I'm full of cold myself, ignore me sniffing."),
      P("Hi, it's Dawn from Beech House again about Mr Lewis. He finished day seven of the cefalexin yesterday, temperature's normal now, 36.8, and he's back to his usual self, not confused at all.", S2),
      D("Great, thanks Dawn. That infection has cleared then, no more antibiotics needed.", S2)],
     [E("confusion", "past"), E("fever", "past"), E("temperature", "current", "36.8 °C"), E("vomiting", "denied"),
      E("egfr", "current", "38"), E("uti", "past"), E("cefalexin", "past"), E("parkinsons", "current"),
      E("co_beneldopa", "current"), E("donepezil", "current")],
     [N("nitrofurantoin", "ruled out by the clinician"), N("common_cold", "the carer's own cold")])

case("en10", "telephone triage (chest pain)", "US South, voice-to-text",
     "Voice-to-text call about sharp left chest pain since fixing a fence: a nurse's yes/no list (no breathlessness, sweating or nausea), tender on pressing, father's heart attack and his nitro spray and Plavix; chest wall strain; Advil already taken; BP 132/84.",
     [P("hey yall im callin cause i got this pain in my chest left side kinda sharp been there since i was fixin the fence saturday"),
      D("This is the nurse line. I'm going to ask a few quick questions, yes or no. Are you short of breath?"),
      P("no maam"),
      D("Sweating? Feeling sick to your stomach?"),
      P("nope none of that"),
      D("Does it hurt more when you press on the spot or twist?"),
      P("yes maam hurts like the dickens when i press on it or reach up to the top shelf"),
      P("my daddy had a heart attack at 58 so i got kinda worried he's on that nitro spray and plavix now"),
      D("From what you describe, this is a strain of the chest wall muscles, not your heart."),
      P("alright well i got advil at the house took two this mornin ill keep on with that with food"),
      P("oh and my blood pressure was 132 over 84 at the walgreens machine yesterday")],
     [E("chest_pain", "current"), E("dyspnoea", "denied"), E("sweating", "denied"), E("nausea", "denied"),
      FH("mi"), E("chest_wall_strain", "current"), E("ibuprofen", "current"), E("bp", "current", "132/84 mmHg")],
     [N("gtn", "the father's drug"), N("clopidogrel", "the father's drug"), N("mi", "the father's heart attack")])

case("en11", "general practice (palpitations)", "Canadian",
     "Fluttery heartbeats at night and a smartwatch that keeps saying AFib; no chest pain or fainting; pulse 88 and irregular; ECG ordered; Synthroid after a thyroidectomy years ago; metoprolol only mentioned; Tylenol now and then.",
     [P("Hi there, so um, for the last couple weeks I've been getting these fluttery heartbeats, eh, mostly at night when I'm lying down"),
      P("My smartwatch keeps saying AFib, like three or four times now. Freaked me right out."),
      A("That's understandable. Any chest pain or fainting with them?"),
      P("No chest pain, never passed out or anything."),
      P("I do drink like five double-doubles a day from Tim's, which, yeah, I know."),
      D("I'm the nurse practitioner. Your pulse today is 88 and a bit irregular. We'll book an ECG and bloods including thyroid."),
      P("Sure. I'm on Synthroid already, 100 mcg, for my thyroid, I had it taken out years back."),
      P("My family doc mentioned maybe starting metoprolol if the ECG's off, but nothing yet."),
      D("Let's see the ECG first. Cut the coffee down in the meantime."),
      P("Ok ok. Tylenol's fine for headaches though eh? I take it like once a week.")],
     [E("palpitations", "current"), E("af", "claim"), E("chest_pain", "denied"), E("syncope", "denied"),
      E("heart_rate", "current", "88 /min"), E("levothyroxine", "current"), E("thyroidectomy", "past"),
      E("paracetamol", "current")],
     [N("ecg", "booked, not done yet"), N("metoprolol", "only mentioned as a possibility")])

case("en12", "sexual health / contraception", "Kenyan",
     "Missed two Microgynon pills and had sex; took levonorgestrel emergency contraception once; heavy painful periods on mefenamic acid; asks about a friend's Depo; mother's fibroids and hysterectomy; denies postcoital and intermenstrual bleeding.",
     [P("Sasa doctor. I am on the combined pill, Microgynon, and I missed two pills this week, Tuesday and Wednesday. Then we had sex on Thursday."),
      A("Thanks for telling me. Did you take any emergency contraception?"),
      P("Yes I went to the chemist Friday and took the P2, the levonorgestrel one, just the one tablet."),
      D("That was the right thing to do. Carry on with your pills and use condoms for seven days."),
      P("Okay. Also my periods hv been soo heavy and painful, every month I have to take mefenamic acid for the pain."),
      P("My friend says she uses the Depo injection and it stopped her periods, can I switch to that one?"),
      D("We can talk about Depo or the coil at a proper review."),
      P("Sawa. My mum had fibroids and they removed her womb, so I'm scared."),
      D("Any bleeding after sex or between periods?"),
      P("No, none.")],
     [E("combined_pill", "current"), E("levonorgestrel_ec", "past"), E("heavy_periods", "current"),
      E("dysmenorrhoea", "current"), E("mefenamic_acid", "current"), FH("fibroids"),
      E("postcoital_bleeding", "denied"), E("intermenstrual_bleeding", "denied")],
     [N("depo", "a friend's contraceptive, asked about"), N("hysterectomy", "the mother's operation")])

case("en13", "general practice (miscarriage follow-up)", "Jamaican",
     "Two weeks after a miscarriage managed with misoprostol: no fever or smelly discharge, tummy pain gone, hCG 12; not sleeping and crying; husband's zopiclone refused; sister's miscarriages; still on folic acid.",
     [P("Morning nurse. Mi lost di baby two weeks ago, at nine weeks. Dem give mi di misoprostol tablets at di hospital an it come away at home."),
      D("I'm so sorry. Any fever, smelly discharge or tummy pain now?"),
      P("No fever. No smell. Di tummy pain gone since last week."),
      D("Your hCG today is 12, coming down nicely from 850."),
      P("OK. Mi nuh sleeping good at all, mi keep crying, mi feel so low."),
      P("Mi husband seh mi fi tek him zopiclone but mi nuh want dat."),
      D("That's very understandable. I'll refer you to the pregnancy loss counselling service."),
      P("Tank yuh. Mi sister did have two miscarriage too, is it a family ting?"),
      P("Also mi still a tek di folic acid every day, should I stop?"),
      D("You can carry on with it if you plan to try again.")],
     [E("miscarriage", "past"), E("misoprostol", "past"), E("fever", "denied"), E("vaginal_discharge", "denied"),
      E("abdominal_pain", "past"), E("hcg", "current", "12"), E("insomnia", "current"), E("low_mood", "current"),
      FH("miscarriage"), E("folic_acid", "current")],
     [N("zopiclone", "the husband's tablets, refused")])

case("en14", "postnatal check (mastitis)", "Pakistani English",
     "Five weeks after a caesarean: painful red left breast, fever 38.4, mastitis treated with flucloxacillin; a penicillin allergy said and taken back (it is the husband's); the baby's reflux and Gaviscon; iron and paracetamol; no calf pain or breathlessness; mother's breast cancer.",
     [P("Assalam-o-alaikum doctor ji, I delivered my baby 5 weeks back, C-section. Now my left breast is very painful and red, hot to touch since yesterday."),
      A("I'm sorry to hear that. Do you have a fever? Are you breastfeeding?"),
      P("Yes fever was 38.4 last night. Breastfeeding yes, both sides."),
      D("This is mastitis. Keep feeding from that side. I'm prescribing flucloxacillin 500 mg four times a day for ten days."),
      P("Okay ji. I am allergic to penicillin? No no sorry, that is my husband who is allergic, I am fine with it."),
      P("Baby has reflux, the health visitor gave Gaviscon Infant sachets for him."),
      P("I am also taking iron tablets, ferrous fumarate, since pregnancy, and paracetamol for the pain."),
      D("Fine to continue both. Any calf pain or breathlessness?"),
      P("No doctor, nothing like that."),
      P("My mother had breast cancer at 45, is this related?")],
     [E("breast_pain", "current"), E("caesarean", "past"), E("fever", "current"), E("temperature", "current", "38.4 °C"),
      E("mastitis", "current"), E("flucloxacillin", "current"), E("ferrous_fumarate", "current"),
      E("paracetamol", "current"), E("calf_pain", "denied"), E("dyspnoea", "denied"), FH("breast_cancer")],
     [N("penicillin_allergy", "the husband's allergy, corrected in the same turn"),
      N("gord", "the baby's reflux"), N("gaviscon_infant", "the baby's medicine")])

case("en15", "out-of-hours (croup)", "Liverpool; father for his 2-year-old",
     "Dad rings about 2-year-old Jack: barking cough, no stridor at rest, temperature 38.1, croup with one dose of dexamethasone at the centre; his sister's nits and Hedrin; both parents had childhood asthma; two days later the barking is gone and only a runny nose is left.",
     [P("Alright, it's his dad, I'm ringing about our Jack, he's 2. He's got this barking cough, sounds like a seal, la, started last night."),
      D("Any noisy breathing when he's resting, or is he struggling to breathe?"),
      P("No, just the cough, his breathing's normal when he's sat still."),
      P("Temp was 38.1 this morning."),
      D("I'm the out-of-hours doctor. It's croup. We've given him the one dose of dexamethasone here at the centre just now."),
      P("Sound. His big sister's got nits again, we're doing the Hedrin on her tonight, does he need it as well?"),
      D("Only if you find live lice on him."),
      P("Nah he's clear. Me and his mum both had asthma as kids, that's why I panicked."),
      P("Hiya, Jack's dad again. The barking's gone, he's been fine two nights, just a bit of a runny nose now.", S2),
      A("That's great to hear. Keep an eye on him and call back if the cough returns.", S2)],
     [E("barking_cough", "past"), E("stridor", "denied"), E("temperature", "current", "38.1 °C"),
      E("croup", "current"), E("dexamethasone", "past"), FH("asthma"), E("rhinorrhoea", "current")],
     [N("head_lice", "the sister's nits"), N("dimeticone", "the sister's treatment")])

case("en16", "general practice (teenage eating disorder, self-harm history)", "Malaysian English; mother for her 15-year-old",
     "Mother calls about her 15-year-old daughter: low mood, not eating, 6 kg lost (now 41 kg), past self-harm stopped since December, making herself sick; potassium 3.2; urgent referral with fluoxetine only planned; the mother's own depression and sertraline, the father's depression.",
     [P("Hello doctor, I'm her mum, calling for my daughter Aisyah, she's 15. Lately she very quiet, stay in room whole day, not eating much already."),
      A("Thank you for calling. Has she lost weight?"),
      P("Yes lah, she lost 6 kg in two months, now 41 kg only."),
      D("I'm the GP. I'd like to ask gently: has she ever hurt herself?"),
      P("Last year she did cut her arms, but she stopped already, since December no more. School counsellor helped a lot."),
      P("But she also make herself vomit after dinner, I heard in the bathroom, two three times this week."),
      D("Thank you for telling me. Her potassium from the school nurse's bloods last week was 3.2, a bit low, which fits with the vomiting."),
      D("I'll refer her urgently to the eating disorder team, and they may start fluoxetine 10 mg once she's been seen."),
      P("Okay. I myself got depression, taking sertraline until now. Her father also got depression."),
      P("Aiyo. Okay doctor, thank you so much.")],
     [E("low_mood", "current"), E("reduced_appetite", "current"), E("weight", "current", "41 kg"),
      E("weight_loss", "current"), E("self_harm", "past"), E("vomiting", "current"),
      E("potassium", "current", "3.2 mmol/L"), FH("depression")],
     [N("fluoxetine", "planned after assessment, not started"), N("sertraline", "the mother's own drug"),
      N("depression", "the parents' illness, not the daughter's")])

case("en17", "telephone triage (fall on an anticoagulant)", "Geordie; daughter for her father",
     "Daughter rings about her 84-year-old dad who banged his head in a fall: switched from warfarin to apixaban for AF, a yes/no list (not knocked out, no vomiting, sore head, not drowsy); her own sertraline; after a clear CT the headache is gone and doxazosin is stopped.",
     [P("Hiya pet, I'm his daughter, ringing aboot me dad, he's 84. He had a fall last night gannin to the netty and banged his heed on the door frame."),
      D("Is he on a blood thinner? Which one?"),
      P("Aye, he was on warfarin for years for his AF but they switched him to apixaban in the summer, 5 mg twice a day."),
      D("With a head injury on apixaban he needs a CT scan today. A few quick questions first: was he knocked out?"),
      P("No."),
      D("Vomiting since?"),
      P("Nope."),
      D("Headache or drowsiness?"),
      P("Says his heed's a bit sore where he banged it. He's not drowsy, he's chatting away."),
      P("I'm knackered meself to be honest, up every night with him. Me own GP's put me on sertraline."),
      P("Hiya, his daughter again. CT was clear, he's home, and the headache's gone.", S2),
      D("Good. Carry on with the apixaban. We'll ask the falls team to see him, and stop his doxazosin as it can drop his pressure.", S2)],
     [E("warfarin", "past"), E("apixaban", "current"), E("af", "current"),
      E("loc", "denied"), E("vomiting", "denied"), E("headache", "past"), E("drowsiness", "denied"),
      E("doxazosin", "past")],
     [N("sertraline", "the daughter's own drug")])

case("en18", "asthma clinic (adult asthma, food and drug allergies)", "Jamaican",
     "Poorly controlled asthma waking at night, peak flow 310, salbutamol four times a day and Clenil switched to Fostair; peanut anaphylaxis with an EpiPen; NSAIDs make the chest tight; an egg allergy outgrown; brother's eczema and asthma.",
     [P("Hi doc, mi have asthma from mi likkle, an lately it bad bad, waking up three nights a week wheezing."),
      A("What inhalers are you using at the moment?"),
      P("Di blue one, salbutamol, mi a use it like four time a day now. An di brown one, Clenil, but mi nuh always remember it, to be honest."),
      D("Your peak flow today is 310, your best is 450."),
      P("Also mi have peanut allergy, serious one, mi carry EpiPen. Last time mi throat close up an dem rush mi go hospital."),
      P("An mi cyaan tek ibuprofen or any a dem anti-inflammatory, it mek mi chest tight."),
      P("When mi was a pickney mi did allergic to egg too, but mi grow out of it."),
      D("I'm the asthma nurse. We'll switch the Clenil to Fostair 100/6, two puffs twice a day, and use the salbutamol only when needed."),
      P("Alright. Mi bredda have eczema an asthma too, an him use di same Fostair."),
      P("OK tanks nurse, mi will try remember di new one.")],
     [E("asthma", "current"), E("wheeze", "current"), E("salbutamol", "current"), E("beclometasone", "past"),
      E("peak_flow", "current", "310 L/min"), E("peanut_allergy", "current"), E("adrenaline", "current"),
      E("nsaid_allergy", "current"), E("egg_allergy", "claim"), E("fostair", "current"), FH("eczema"), FH("asthma")],
     [N("adrenaline", "the EpiPen treats the allergy; no allergy to adrenaline", as_type="allergy"),
      N("throat_swelling", "the reaction of a past anaphylaxis"),
      N("chest_tightness", "the reaction to NSAIDs, not a current symptom")])

case("en19", "sexual health and travel clinic", "Birmingham",
     "Back from Goa with diarrhoea and cramps: a yes/no list (no blood, a fever Monday now gone, no vomiting), Imodium and ciprofloxacin finished, Dioralyte now; a partner abroad with chlamydia on doxycycline; no discharge; tested and treated as a contact.",
     [P("Alright bab, just got back from Goa Sunday and I've had the runs ever since, like six times a day, and stomach cramps."),
      D("I'm the nurse practitioner. Quick questions, just yes or no: blood in the poo?"),
      P("No."),
      D("Fever?"),
      P("Bit of one Monday, gone now."),
      D("Vomiting?"),
      P("Nah."),
      P("I took some Imodium out there but I stopped it when I got home, and a course of cipro a pharmacist gave me, finished it Friday."),
      D("Keep your fluids up. Are you managing to drink?"),
      P("Yeah I've been on the Dioralyte since Monday, three sachets a day."),
      P("Also, bit awkward, had a fling out there and the lad's just texted to say he's got chlamydia and he's on doxycycline. I've got no symptoms, no discharge or nothing."),
      D("We'll test you for chlamydia today and treat you as a contact.")],
     [E("diarrhoea", "current"), E("abdominal_pain", "current"), E("blood_in_stool", "denied"), E("fever", "past"),
      E("vomiting", "denied"), E("loperamide", "past"), E("ciprofloxacin", "past"), E("ors", "current"),
      E("vaginal_discharge", "denied")],
     [N("chlamydia", "the partner's infection; hers not yet tested"), N("doxycycline", "the partner's drug")])

case("en20", "community pharmacy (repeat prescription, herbal)", "West Country",
     "Collecting repeats of sertraline and atorvastatin: St John's wort stopped by the pharmacist, cholesterol results with the statin increased, a hedged codeine allergy, co-codamol asked about for back pain, simvastatin swapped years ago for cramps, amoxicillin finished.",
     [P("Alright my lover, I've come to pick up my repeat, the sertraline 100 and the atorvastatin 20."),
      P("And while I'm here, I've been taking St John's wort from the health food shop for a month now, on top of the sertraline, that's alright innit?"),
      A("I'm the pharmacy assistant. St John's wort can interact with sertraline, so let me get the pharmacist."),
      D("Pharmacist here. Please stop the St John's wort today, and let your GP know you were taking it."),
      P("Oh lordy, right. The doctor rang yesterday with my cholesterol, total was 5.9 and the LDL 3.8, she said to up the atorvastatin to 40."),
      P("And I think I'm allergic to codeine, it made me proper sick last time, though could've been the anaesthetic."),
      P("Can I take co-codamol for me back then? It's been giving me gyp since I moved the wardrobe."),
      D("Try regular paracetamol and an ibuprofen gel rather than co-codamol."),
      P("Righto. I had a funny do with simvastatin years back, terrible cramps, so they swapped me to this atorvastatin."),
      P("Oh and I finished the amoxicillin for my chest last Thursday, all gone.")],
     [E("sertraline", "current"), E("atorvastatin", "current"), E("st_johns_wort", "past"),
      E("total_cholesterol", "current", "5.9 mmol/L"), E("ldl", "current", "3.8 mmol/L"),
      ALG("codeine", "claim"), E("back_pain", "current"), E("simvastatin", "past"), E("amoxicillin", "past")],
     [N("vomiting", "the reaction of the hedged codeine allergy, not a current symptom"),
      N("co_codamol", "a question, advised against"),
      N("muscle_cramps", "a past side effect of simvastatin")])


def main():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) == 40, ids
    for c in CASES:
        assert 9 <= len(c["turns"]) <= 12, (c["id"], len(c["turns"]))
        seen = set()
        for e in c["expected"]:
            k = (e["key"], e["type"])
            assert k not in seen, (c["id"], k)
            seen.add(k)
    out = {"round": 20, "cases": CASES}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_turns = sum(len(c["turns"]) for c in CASES)
    n_exp = sum(len(c["expected"]) for c in CASES)
    n_mn = sum(len(c["must_not"]) for c in CASES)
    n_claims = sum(1 for c in CASES for e in c["expected"] if e["state"] == "claim")
    print(f"wrote {path}: cases={len(CASES)} turns={n_turns} expected={n_exp} must_not={n_mn} claims={n_claims}")


if __name__ == "__main__":
    main()

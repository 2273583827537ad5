#!/usr/bin/env python3
"""Round-16 blind evaluation set for memoryd: writes cases.json next to this file.

Written by hand, blind: only the service's public docs (README.md, api.md, concepts.md) and the
previous round's scorer and runner (score.py, eval.sh) were read. No memoryd code, tests, corpora
or earlier case sets were opened, and memoryd was never run while writing these cases.

Format (as score.py reads it):
  {"cases": [{"id", "description", "turns": [{"speaker", "role", "text"[, "session"]}],
              "expected": [{"type", "names", "codes", "state"[, "value"]}],
              "must_not": [{"type", "names", "codes", "why"}]}]}
score.py posts turn["speaker"] as the API's role; "role" repeats it for readers. "session" is
given only in multi-session cases (score.py defaults to s-1).

States: current (an active, non-refuted fact; with "value", an observation whose value matches),
past (stopped / inactive / resolved, never active), denied (a refuted fact, never active), claim
(a pending claim whose proposed fact matches).

Run:  python3 build_cases.py          (writes cases.json and runs the self-checks)
"""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------------------------
# Lexicon: key -> (type, acceptable names, codes).  Codes: ATC for drugs, ICD-10(-CM) for
# conditions, symptoms and allergies (Z88/Z91 allergy-status codes), LOINC for observations.
# score.py matches a code when the record's code starts with one of these (or, at 4+ characters,
# is a coarser prefix of one), or a name when it equals the record's display or concept id.
# --------------------------------------------------------------------------------------------
L = {}


def lex(key, typ, names, codes=()):
    assert key not in L, key
    L[key] = (typ, list(names), list(codes))


# ---- conditions -----------------------------------------------------------------------------
C = "condition"
lex("pregnancy", C, ["pregnancy", "pregnant", "pregnant state", "intrauterine pregnancy", "怀孕", "妊娠", "孕期"], ["Z33", "Z34", "Z3A"])
lex("gdm", C, ["gestational diabetes", "gestational diabetes mellitus", "GDM", "diabetes in pregnancy", "妊娠期糖尿病", "妊娠糖尿病"], ["O24.4"])
lex("preeclampsia", C, ["pre-eclampsia", "preeclampsia", "子痫前期", "先兆子痫", "妊娠高血压综合征"], ["O14"])
lex("eclampsia", C, ["eclampsia", "子痫"], ["O15"])
lex("t2dm", C, ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes mellitus type 2", "T2DM", "diabetes", "diabetes mellitus", "sugar", "2型糖尿病", "糖尿病"], ["E11"])
lex("t2dm_only", C, ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes mellitus type 2", "T2DM", "2型糖尿病"], ["E11"])
lex("diabetes", C, ["diabetes", "diabetes mellitus", "type 2 diabetes", "type 2 diabetes mellitus", "sugar", "糖尿病"], ["E10", "E11", "E13", "E14"])
lex("hypertension", C, ["hypertension", "high blood pressure", "essential hypertension", "HTN", "blood pressure", "高血压", "高血压病"], ["I10"])
lex("asthma", C, ["asthma", "bronchial asthma", "哮喘", "支气管哮喘"], ["J45"])
lex("copd", C, ["COPD", "chronic obstructive pulmonary disease", "chronic obstructive lung disease", "慢阻肺", "慢性阻塞性肺疾病", "慢性阻塞性肺病"], ["J44"])
lex("allergic_rhinitis", C, ["allergic rhinitis", "hay fever", "hayfever", "seasonal allergic rhinitis", "过敏性鼻炎", "花粉症"], ["J30"])
lex("eczema", C, ["eczema", "atopic dermatitis", "atopic eczema", "dermatitis", "湿疹", "特应性皮炎"], ["L20", "L30.9"])
lex("psoriasis", C, ["psoriasis", "plaque psoriasis", "psoriasis vulgaris", "银屑病", "牛皮癣"], ["L40.0", "L40.8", "L40.9"])
lex("psoriatic_arthritis", C, ["psoriatic arthritis", "PsA", "银屑病关节炎", "关节病型银屑病"], ["L40.5", "M07"])
lex("gout", C, ["gout", "gouty arthritis", "acute gout", "痛风"], ["M10", "M1A"])
lex("adhd", C, ["ADHD", "attention deficit hyperactivity disorder", "attention-deficit/hyperactivity disorder", "ADD", "多动症", "注意缺陷多动障碍"], ["F90"])
lex("hypothyroidism", C, ["hypothyroidism", "underactive thyroid", "甲减", "甲状腺功能减退", "甲状腺功能减退症"], ["E03", "E02", "E89.0"])
lex("panic_disorder", C, ["panic disorder", "panic attacks", "panic attack", "惊恐障碍", "惊恐发作"], ["F41.0"])
lex("anxiety", C, ["anxiety", "anxiety disorder", "generalised anxiety disorder", "generalized anxiety disorder", "焦虑", "焦虑症"], ["F41.1", "F41.9"])
lex("depression", C, ["depression", "depressive disorder", "major depressive disorder", "抑郁", "抑郁症"], ["F32", "F33"])
lex("bipolar", C, ["bipolar disorder", "bipolar affective disorder", "bipolar", "manic depression", "双相情感障碍", "双相障碍", "躁郁症"], ["F31"])
lex("ckd", C, ["chronic kidney disease", "CKD", "chronic renal failure", "chronic kidney disease stage 3", "CKD stage 3", "CKD stage 3b", "慢性肾病", "慢性肾脏病", "慢性肾功能不全"], ["N18"])
lex("ra", C, ["rheumatoid arthritis", "RA", "类风湿关节炎", "类风湿"], ["M05", "M06"])
lex("breast_cancer", C, ["breast cancer", "malignant neoplasm of breast", "breast carcinoma", "乳腺癌"], ["C50", "Z85.3"])
lex("ovarian_cancer", C, ["ovarian cancer", "malignant neoplasm of ovary", "卵巢癌"], ["C56"])
lex("osteopenia", C, ["osteopenia", "low bone density", "low bone mass", "骨量减少", "骨量低下"], ["M85.8"])
lex("colon_cancer", C, ["colon cancer", "colorectal cancer", "bowel cancer", "malignant neoplasm of colon", "结肠癌", "肠癌", "结直肠癌"], ["C18", "C19", "C20"])
lex("hand_foot", C, ["hand-foot syndrome", "hand foot syndrome", "palmar-plantar erythrodysesthesia", "palmar plantar erythrodysaesthesia", "手足综合征"], ["L27.1"])
lex("lung_cancer", C, ["lung cancer", "carcinoma of lung", "malignant neoplasm of lung", "肺癌"], ["C34"])
lex("bone_mets", C, ["bone metastases", "bone metastasis", "secondary malignant neoplasm of bone", "骨转移"], ["C79.5"])
lex("gallstones", C, ["gallstones", "cholelithiasis", "胆结石", "胆囊结石"], ["K80"])
lex("appendicitis", C, ["appendicitis", "阑尾炎"], ["K35", "K36", "K37"])
lex("orthostatic_hypotension", C, ["orthostatic hypotension", "postural hypotension", "体位性低血压", "直立性低血压"], ["I95.1"])
lex("alzheimers", C, ["Alzheimer's disease", "Alzheimer disease", "alzheimers", "dementia", "阿尔茨海默病", "老年痴呆", "痴呆"], ["G30", "F00", "F03"])
lex("disc_herniation", C, ["lumbar disc herniation", "disc prolapse", "herniated disc", "slipped disc", "腰椎间盘突出", "腰椎间盘突出症", "椎间盘突出"], ["M51"])
lex("migraine_aura", C, ["migraine with aura", "migraine", "classic migraine", "有先兆偏头痛", "偏头痛"], ["G43.1", "G43.9", "G43.909"])
lex("dvt", C, ["deep vein thrombosis", "DVT", "venous thrombosis", "thrombosis", "blood clot", "深静脉血栓", "血栓"], ["I80", "I82.4", "Z86.71"])
lex("bph", C, ["benign prostatic hyperplasia", "BPH", "enlarged prostate", "prostatic hyperplasia", "前列腺增生", "良性前列腺增生"], ["N40"])
lex("prostate_cancer", C, ["prostate cancer", "malignant neoplasm of prostate", "carcinoma of prostate", "前列腺癌"], ["C61", "Z85.46"])
lex("epilepsy", C, ["epilepsy", "seizure disorder", "癫痫", "羊癫疯"], ["G40"])
lex("febrile_seizure", C, ["febrile seizures", "febrile seizure", "febrile convulsions", "热性惊厥", "高热惊厥"], ["R56.0"])
lex("parkinsons", C, ["Parkinson's disease", "Parkinson disease", "parkinsons", "parkinsonism", "帕金森", "帕金森病"], ["G20"])
lex("neonatal_jaundice", C, ["neonatal jaundice", "jaundice", "新生儿黄疸", "黄疸"], ["P59"])
lex("otitis_media", C, ["otitis media", "acute otitis media", "ear infection", "middle ear infection", "中耳炎"], ["H66", "H65"])
lex("ida", C, ["iron deficiency anaemia", "iron deficiency anemia", "anaemia", "anemia", "缺铁性贫血", "贫血"], ["D50", "D64.9", "O99.0"])
lex("anaemia", C, ["anaemia", "anemia", "贫血"], ["D64", "D50", "D63"])
lex("uti", C, ["urinary tract infection", "UTI", "urine infection", "cystitis", "尿路感染"], ["N39.0", "N30"])
lex("delirium", C, ["delirium", "acute confusional state", "confusion", "acute confusion", "谵妄"], ["F05", "R41.0"])
lex("af", C, ["atrial fibrillation", "AF", "AFib", "a fib", "房颤", "心房颤动"], ["I48"])
lex("chlamydia", C, ["chlamydia", "chlamydia infection", "chlamydial infection", "衣原体感染", "衣原体"], ["A56", "A74"])
lex("gonorrhoea", C, ["gonorrhoea", "gonorrhea", "淋病"], ["A54"])
lex("hiv", C, ["HIV", "HIV infection", "human immunodeficiency virus", "艾滋病"], ["B20", "Z21"])
lex("glaucoma", C, ["glaucoma", "open-angle glaucoma", "primary open angle glaucoma", "青光眼"], ["H40"])
lex("cataract", C, ["cataract", "age-related cataract", "senile cataract", "白内障"], ["H25", "H26"])
lex("bradycardia", C, ["bradycardia", "slow heart rate", "slow pulse", "心动过缓"], ["R00.1"])
lex("sickle_cell", C, ["sickle cell disease", "sickle cell anaemia", "sickle cell anemia", "sickle-cell disease", "sickle cell", "镰状细胞病"], ["D57.0", "D57.1", "D57.2", "D57.8"])
lex("sickle_trait", C, ["sickle cell trait", "sickle-cell trait", "HbAS"], ["D57.3"])
lex("mi", C, ["myocardial infarction", "heart attack", "MI", "心梗", "心肌梗死"], ["I21", "I22", "I25.2"])
lex("covid", C, ["COVID-19", "covid", "coronavirus infection", "新冠", "新冠肺炎", "新型冠状病毒感染"], ["U07.1"])
lex("common_cold", C, ["common cold", "cold", "upper respiratory tract infection", "URTI", "nasopharyngitis", "感冒"], ["J00", "J06.9"])
lex("pharyngitis", C, ["pharyngitis", "sore throat", "throat infection", "tonsillitis", "咽炎", "喉咙发炎"], ["J02", "J03", "R07.0"])
lex("sinusitis", C, ["sinusitis", "rhinosinusitis", "acute sinusitis", "鼻窦炎"], ["J01", "J32"])
lex("bladder_cancer", C, ["bladder cancer", "malignant neoplasm of bladder", "膀胱癌"], ["C67"])

# ---- symptoms --------------------------------------------------------------------------------
S = "symptom"
lex("fever", S, ["fever", "pyrexia", "febrile", "high temperature", "feverish", "发烧", "发热"], ["R50"])
lex("cough", S, ["cough", "dry cough", "productive cough", "wet cough", "chesty cough", "咳嗽", "咳"], ["R05"])
lex("sputum", S, ["sputum", "phlegm", "expectoration", "yellow sputum", "痰", "咳痰", "黄痰"], ["R09.3"])
lex("diarrhoea", S, ["diarrhoea", "diarrhea", "loose stools", "腹泻", "拉肚子", "肚屙"], ["R19.7", "K59.1"])
lex("rash", S, ["rash", "skin rash", "皮疹", "疹子", "出疹", "红疹"], ["R21"])
lex("headache", S, ["headache", "head pain", "cephalalgia", "头痛", "头疼"], ["R51", "G44"])
lex("visual_disturbance", S, ["blurred vision", "blurry vision", "visual disturbance", "vision problems", "visual disturbances", "视物模糊", "眼花", "看东西模糊", "视力模糊"], ["H53"])
lex("oedema", S, ["leg swelling", "ankle swelling", "swollen ankles", "swollen legs", "swollen feet", "oedema", "edema", "peripheral oedema", "peripheral edema", "swelling", "脚肿", "腿肿", "下肢水肿", "水肿", "浮肿"], ["R60"])
lex("face_hand_swelling", S, ["swelling", "facial swelling", "swelling of hands", "swelling of face", "oedema", "edema", "面部水肿"], ["R60", "R22"])
lex("wheeze", S, ["wheeze", "wheezing", "shortness of breath", "breathlessness", "dyspnoea", "dyspnea", "喘", "气喘", "喘息"], ["R06.2", "R06.0"])
lex("wheeze_only", S, ["wheeze", "wheezing", "wheezy", "喘鸣", "哮鸣", "扯虾"], ["R06.2"])
lex("breathlessness", S, ["shortness of breath", "breathlessness", "short of breath", "breathless", "dyspnoea", "dyspnea", "SOB", "气促", "气短", "呼吸困难", "喘", "气喘"], ["R06.0"])
lex("palpitations", S, ["palpitations", "heart racing", "racing heart", "pounding heart", "心慌", "心悸"], ["R00.2"])
lex("tremor", S, ["tremor", "shaking", "hand tremor", "shaky", "手抖", "震颤", "发抖"], ["R25.1"])
lex("chest_tightness", S, ["chest tightness", "tight chest", "chest discomfort", "胸闷", "胸口闷", "胸口发闷"], ["R07.89"])
lex("chest_pain", S, ["chest pain", "pain in chest", "胸痛", "胸口痛"], ["R07.9", "R07.4"])
lex("syncope", S, ["syncope", "fainting", "faint", "passing out", "blackout", "晕倒", "昏厥", "晕厥"], ["R55"])
lex("suicidal_ideation", S, ["suicidal ideation", "suicidal thoughts", "thoughts of self-harm", "self-harm thoughts", "自杀念头", "伤害自己的想法", "轻生念头"], ["R45.851", "R45.88"])
lex("appetite_loss", S, ["loss of appetite", "poor appetite", "decreased appetite", "reduced appetite", "anorexia", "胃口差", "食欲不振", "食欲下降", "没胃口", "胃口不好"], ["R63.0"])
lex("insomnia", S, ["insomnia", "trouble sleeping", "difficulty sleeping", "difficulty falling asleep", "sleeplessness", "失眠", "睡不着", "入睡困难"], ["G47.0", "F51.0"])
lex("nocturia", S, ["nocturia", "getting up at night to urinate", "夜尿", "夜尿多", "起夜"], ["R35.1"])
lex("itch", S, ["itching", "itch", "pruritus", "itchy skin", "瘙痒", "痒", "皮肤瘙痒"], ["L29"])
lex("joint_pain", S, ["joint pain", "arthralgia", "finger joint pain", "hand joint pain", "pain in joints", "关节痛", "关节疼", "指关节痛"], ["M25.5", "M79.64"])
lex("joint_stiffness", S, ["joint stiffness", "morning stiffness", "stiffness", "stiff joints", "晨僵", "关节僵硬", "僵硬"], ["M25.6"])
lex("joint_swelling", S, ["joint swelling", "swollen joints", "swelling of joint", "关节肿", "关节肿胀"], ["M25.4"])
lex("hot_flush", S, ["hot flushes", "hot flashes", "hot flush", "hot flash", "flushing", "潮热", "潮红", "烘热"], ["R23.2", "N95.1"])
lex("vaginal_bleeding", S, ["vaginal bleeding", "abnormal vaginal bleeding", "阴道出血", "阴道流血", "不规则出血"], ["N93", "N95.0"])
lex("numbness", S, ["numbness", "paraesthesia", "paresthesia", "tingling", "pins and needles", "peripheral neuropathy", "麻木", "手脚麻", "麻痹"], ["R20.0", "R20.2", "G62"])
lex("nausea", S, ["nausea", "feeling sick", "nausea and vomiting", "恶心", "作呕", "想吐"], ["R11.0", "R11.2"])
lex("vomiting", S, ["vomiting", "vomit", "being sick", "呕吐", "吐"], ["R11.1"])
lex("mouth_ulcers", S, ["mouth ulcers", "oral ulcers", "aphthous ulcers", "stomatitis", "oral mucositis", "口腔溃疡", "痱滋"], ["K12"])
lex("sore_throat", S, ["sore throat", "throat pain", "pharyngitis", "喉咙痛", "咽痛"], ["R07.0", "J02"])
lex("jaundice", S, ["jaundice", "yellowing of skin", "yellow skin", "黄疸", "皮肤发黄", "眼睛黄"], ["R17"])
lex("shoulder_pain", S, ["shoulder pain", "right shoulder pain", "pain in shoulder", "肩痛", "肩膀痛", "肩膀酸痛"], ["M25.51"])
lex("constipation", S, ["constipation", "constipated", "便秘", "大便干", "解不出大便"], ["K59.0"])
lex("back_pain", S, ["back pain", "backache", "upper back pain", "后背疼", "背痛", "腰背痛"], ["M54"])
lex("dizziness", S, ["dizziness", "dizzy", "giddiness", "lightheadedness", "头晕", "眩晕"], ["R42"])
lex("irritability", S, ["irritability", "irritable", "bad temper", "easily angered", "cranky", "fussy infant", "fussiness", "易怒", "烦躁", "发脾气", "脾气大"], ["R45.4", "R68.12"])
lex("poor_feeding", S, ["poor feeding", "feeding poorly", "not feeding well", "feeding difficulty", "loss of appetite", "poor appetite", "decreased appetite", "reduced appetite"], ["R63.3", "R63.0"])
lex("sweating", S, ["sweating", "diaphoresis", "excessive sweating", "sweats", "出汗", "多汗"], ["R61"])
lex("drowsiness", S, ["drowsiness", "sleepiness", "daytime sleepiness", "somnolence", "犯困", "嗜睡", "困倦"], ["R40.0"])
lex("gait", S, ["gait disturbance", "shuffling gait", "abnormal gait", "parkinsonian gait", "walking difficulty", "小碎步", "步态异常"], ["R26"])
lex("falls", S, ["falls", "fall", "falling", "repeated falls", "摔倒", "跌倒"], ["R29.6", "W19", "Z91.81"])
lex("hallucinations", S, ["hallucinations", "visual hallucinations", "hallucination", "幻觉", "幻视"], ["R44"])
lex("urinary_frequency", S, ["urinary frequency", "frequent urination", "frequency of micturition", "frequency", "尿频"], ["R35.0"])
lex("urgency", S, ["urinary urgency", "urgency", "urge to urinate", "尿急"], ["R39.15"])
lex("urge_incontinence", S, ["urge incontinence", "urinary incontinence", "incontinence", "leaking urine", "尿失禁", "漏尿"], ["N39.41", "N39.4", "R32"])
lex("incomplete_emptying", S, ["incomplete bladder emptying", "feeling of incomplete emptying", "sensation of incomplete emptying", "尿不尽", "排尿不尽"], ["R39.14"])
lex("dysuria", S, ["dysuria", "painful urination", "burning when urinating", "burning on urination", "burning", "尿痛", "排尿痛", "小便痛"], ["R30"])
lex("haematuria", S, ["haematuria", "hematuria", "blood in urine", "blood in the urine", "血尿", "尿血"], ["R31"])
lex("lower_abdo_pain", S, ["lower abdominal pain", "pelvic pain", "abdominal pain", "下腹痛", "小肚子痛", "腹痛"], ["R10.2", "R10.3"])
lex("epigastric_pain", S, ["epigastric pain", "upper abdominal pain", "abdominal pain", "stomach pain", "上腹痛", "上腹部疼痛", "肚子痛", "腹痛"], ["R10.1", "R10.9"])
lex("ruq_pain", S, ["right upper quadrant pain", "RUQ pain", "upper abdominal pain", "abdominal pain", "epigastric pain", "pain under the ribs"], ["R10.11", "R10.1", "R10.9"])
lex("abdominal_pain", S, ["abdominal pain", "stomach ache", "tummy ache", "belly pain", "stomach pain", "肚子痛", "腹痛", "肚皮痛"], ["R10"])
lex("vaginal_discharge", S, ["vaginal discharge", "abnormal vaginal discharge", "白带异常", "分泌物异常", "阴道分泌物异常"], ["N89.8"])
lex("urticaria", S, ["urticaria", "hives", "wheals", "风团", "荨麻疹"], ["L50"])
lex("lip_swelling", S, ["lip swelling", "swollen lips", "angioedema", "嘴唇肿"], ["T78.3", "R22.0"])
lex("allergic_swelling", S, ["swelling", "angioedema", "facial swelling", "swelling up"], ["T78.3"])
lex("calf_pain", S, ["calf pain", "calf tenderness", "pain in calf", "leg pain", "小腿痛"], ["M79.66"])
lex("knee_pain", S, ["knee pain", "pain in knee", "sore knee", "right knee pain", "膝盖痛", "膝痛"], ["M25.56"])
lex("knee_swelling", S, ["knee swelling", "swollen knee", "knee effusion", "膝盖肿"], ["M25.46"])
lex("toe_pain", S, ["big toe pain", "toe pain", "pain in big toe", "great toe pain", "pain in toe", "swollen big toe", "big toe swelling", "toe swelling", "foot pain", "joint pain", "joint swelling"], ["M79.67", "M25.57", "M25.47"])
lex("leg_pain", S, ["leg pain", "pain in legs", "painful legs", "pain in limb", "pain crisis", "sickle cell crisis", "vaso-occlusive crisis", "腿痛"], ["M79.6"])
lex("confusion", S, ["confusion", "confused", "acute confusion", "意识混乱"], ["R41.0"])
lex("urinary_incontinence", S, ["urinary incontinence", "incontinence", "incontinence of urine", "wetting himself", "尿失禁"], ["R32", "N39.4"])
lex("nasal_congestion", S, ["nasal congestion", "blocked nose", "stuffy nose", "nasal obstruction", "鼻塞"], ["R09.81"])
lex("nasal_discharge", S, ["nasal discharge", "post-nasal drip", "postnasal drip", "rhinorrhoea", "rhinorrhea", "runny nose", "流鼻涕", "鼻涕倒流"], ["R09.82"])
lex("anosmia", S, ["anosmia", "loss of smell", "lost sense of smell", "嗅觉丧失", "闻不到味道"], ["R43.0", "R43.8"])
lex("tinnitus", S, ["tinnitus", "ringing in the ears", "ringing ears", "耳鸣"], ["H93.1"])
lex("eye_redness", S, ["red eye", "red eyes", "eye redness", "眼红"], ["H57.8", "H11.43"])
lex("dry_eye", S, ["dry eyes", "dry eye", "dry eye syndrome", "gritty eyes", "干眼", "眼干"], ["H04.12"])
lex("testicular_pain", S, ["testicular pain", "pain in testicles", "scrotal pain", "睾丸痛"], ["N50.8"])
lex("urethral_discharge", S, ["urethral discharge", "penile discharge", "discharge", "尿道分泌物"], ["R36"])
lex("bone_pain", S, ["bone pain", "pain in bone", "骨痛"], ["M89.8"])
lex("fatigue", S, ["fatigue", "tiredness", "tired", "lack of energy", "no energy", "exhaustion", "乏力", "疲劳", "没劲"], ["R53"])
lex("thirst", S, ["thirst", "excessive thirst", "polydipsia", "drinking a lot", "口渴", "口干多饮", "多饮"], ["R63.1"])
lex("night_sweats", S, ["night sweats", "sweating at night", "nocturnal sweating", "盗汗", "夜间出汗", "夜里出汗"], ["R61"])
lex("bloating", S, ["bloating", "abdominal distension", "abdominal bloating", "腹胀", "肚子胀"], ["R14"])

# ---- allergens (allergy facts) -----------------------------------------------------------------
A = "allergy"
lex("alg_penicillin", A, ["penicillin", "penicillins", "penicillin allergy", "青霉素", "青霉素类"], ["J01C", "Z88.0"])
lex("alg_sulfonamide", A, ["sulfonamides", "sulphonamides", "sulfonamide", "sulfa drugs", "sulpha drugs", "sulfa", "sulpha", "co-trimoxazole", "cotrimoxazole", "Septrin", "Bactrim", "sulfamethoxazole", "磺胺", "磺胺类"], ["Z88.2", "J01EE"])
lex("alg_trimethoprim", A, ["trimethoprim", "甲氧苄啶"], ["J01EA01"])
lex("alg_shellfish", A, ["shellfish", "seafood", "shrimp", "prawn", "prawns", "crustacean", "海鲜", "虾"], ["Z91.013"])
lex("alg_peanut", A, ["peanut", "peanuts", "groundnut", "花生"], ["Z91.010"])
lex("alg_egg", A, ["egg", "eggs", "egg allergy", "鸡蛋"], ["Z91.012"])
lex("alg_latex", A, ["latex", "natural rubber latex", "latex allergy", "乳胶"], ["Z91.040"])
lex("alg_codeine", A, ["codeine", "可待因"], ["R05DA04", "N02AA59", "Z88.5"])
lex("alg_aspirin", A, ["aspirin", "acetylsalicylic acid", "阿司匹林"], ["N02BA01", "B01AC06", "Z88.6"])
lex("alg_carbamazepine", A, ["carbamazepine", "Tegretol", "卡马西平", "得理多"], ["N03AF01"])
lex("alg_iodine", A, ["povidone-iodine", "povidone iodine", "iodine", "iodophor", "Betadine", "碘伏", "碘", "聚维酮碘"], ["D08AG"])
lex("alg_chloroquine", A, ["chloroquine", "氯喹"], ["P01BA01"])
lex("alg_paracetamol", A, ["paracetamol", "acetaminophen", "Panadol", "对乙酰氨基酚"], ["N02BE01"])
lex("alg_cetirizine", A, ["cetirizine", "Zyrtec", "西替利嗪"], ["R06AE07"])
lex("alg_cefalexin", A, ["cefalexin", "cephalexin", "Keflex", "cephalosporins", "cephalosporin", "头孢氨苄"], ["J01DB01", "J01D"])
lex("alg_amoxicillin", A, ["amoxicillin", "amoxycillin", "penicillin", "penicillins", "阿莫西林", "青霉素"], ["J01CA04", "J01C", "Z88.0"])
lex("alg_naproxen", A, ["naproxen", "Naprosyn", "萘普生"], ["M01AE02"])
lex("alg_adrenaline", A, ["adrenaline", "epinephrine", "EpiPen", "肾上腺素"], ["C01CA24"])

# ---- medications -------------------------------------------------------------------------------
M = "medication"
lex("folic_acid", M, ["folic acid", "folate", "叶酸", "斯利安"], ["B03BB01"])
lex("calcium", M, ["calcium", "calcium carbonate", "calcium supplement", "Caltrate", "钙片", "碳酸钙", "钙尔奇"], ["A12AA"])
lex("vitamin_d", M, ["vitamin D", "vitamin D3", "colecalciferol", "cholecalciferol", "维生素D", "维D"], ["A11CC05", "A11CC"])
lex("insulin_detemir", M, ["insulin detemir", "detemir", "Levemir", "地特胰岛素", "诺和平"], ["A10AE05"])
lex("insulin_glargine", M, ["insulin glargine", "glargine", "Lantus", "Basaglar", "甘精胰岛素", "来得时"], ["A10AE04"])
lex("insulin", M, ["insulin", "insulin injections", "胰岛素"], ["A10A"])
lex("aspirin", M, ["aspirin", "low-dose aspirin", "baby aspirin", "acetylsalicylic acid", "阿司匹林", "小阿司匹林", "拜阿司匹灵"], ["B01AC06", "N02BA01"])
lex("labetalol", M, ["labetalol", "Trandate", "拉贝洛尔"], ["C07AG01"])
lex("nifedipine", M, ["nifedipine", "Adalat", "硝苯地平", "硝苯地平控释片", "拜新同"], ["C08CA05"])
lex("paracetamol", M, ["paracetamol", "acetaminophen", "Tylenol", "Panadol", "Panadol Osteo", "Calpol", "对乙酰氨基酚", "泰诺林", "必理痛", "扑热息痛"], ["N02BE01"])
lex("ibuprofen", M, ["ibuprofen", "Nurofen", "Advil", "Motrin", "布洛芬", "美林", "芬必得"], ["M01AE01"])
lex("budesonide_inh", M, ["budesonide", "inhaled budesonide", "nebulised budesonide", "Pulmicort", "布地奈德", "普米克令舒"], ["R03BA02"])
lex("salbutamol", M, ["salbutamol", "albuterol", "Ventolin", "blue inhaler", "沙丁胺醇", "万托林"], ["R03AC02"])
lex("montelukast", M, ["montelukast", "Singulair", "孟鲁司特", "顺尔宁"], ["R03DC03"])
lex("sertraline", M, ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"])
lex("propranolol", M, ["propranolol", "Inderal", "普萘洛尔", "心得安"], ["C07AA05"])
lex("escitalopram", M, ["escitalopram", "Lexapro", "Cipralex", "艾司西酞普兰", "来士普"], ["N06AB10"])
lex("citalopram", M, ["citalopram", "Celexa", "Cipramil", "西酞普兰"], ["N06AB04"])
lex("methylphenidate", M, ["methylphenidate", "Concerta", "Ritalin", "专注达", "哌甲酯", "利他林"], ["N06BA04"])
lex("levothyroxine", M, ["levothyroxine", "thyroxine", "L-thyroxine", "Synthroid", "Eltroxin", "levothyroxin", "左甲状腺素", "左甲状腺素钠", "优甲乐"], ["H03AA01"])
lex("lithium", M, ["lithium", "lithium carbonate", "Priadel", "Camcolit", "碳酸锂", "锂盐"], ["N05AN01"])
lex("quetiapine", M, ["quetiapine", "Seroquel", "喹硫平", "思瑞康"], ["N05AH04"])
lex("hydrocortisone_butyrate", M, ["hydrocortisone butyrate", "hydrocortisone", "Locoid", "丁酸氢化可的松", "尤卓尔"], ["D07AB02"])
lex("hydrocortisone_topical", M, ["hydrocortisone", "hydrocortisone cream", "hydrocortisone 1%", "氢化可的松"], ["D07AA02"])
lex("mometasone_topical", M, ["mometasone", "mometasone furoate", "mometasone cream", "Elocon", "Elomet", "糠酸莫米松", "艾洛松"], ["D07AC13"])
lex("emollient", M, ["emollient", "moisturiser", "moisturizer", "Cetaphil", "white soft paraffin", "petroleum jelly", "Vaseline", "凡士林", "保湿霜", "润肤霜"], ["D02A"])
lex("tacrolimus_topical", M, ["tacrolimus ointment", "tacrolimus", "topical tacrolimus", "Protopic", "他克莫司", "他克莫司软膏", "普特彼"], ["D11AH01"])
lex("cetirizine", M, ["cetirizine", "cetirizine syrup", "Zyrtec", "西替利嗪", "仙特明"], ["R06AE07"])
lex("loratadine", M, ["loratadine", "Claritin", "Clarityn", "Clarityne", "氯雷他定", "开瑞坦"], ["R06AX13"])
lex("daivobet", M, ["calcipotriol/betamethasone", "calcipotriol and betamethasone", "calcipotriol betamethasone", "calcipotriene/betamethasone", "calcipotriene and betamethasone", "Daivobet", "Dovobet", "Enstilar", "Taclonex", "得肤宝", "卡泊三醇倍他米松"], ["D05AX52"])
lex("acitretin", M, ["acitretin", "Neotigason", "Soriatane", "阿维A"], ["D05BB02"])
lex("calcipotriol", M, ["calcipotriol", "calcipotriene", "calcipotriol scalp solution", "Dovonex", "Daivonex", "卡泊三醇", "卡泊三醇搽剂", "达力士"], ["D05AX02"])
lex("losartan", M, ["losartan", "Cozaar", "氯沙坦", "科素亚"], ["C09CA01"])
lex("sodium_bicarbonate", M, ["sodium bicarbonate", "sodium bicarbonate tablets", "碳酸氢钠", "碳酸氢钠片", "小苏打片"], ["B05XA02", "A02AH", "A12CA"])
lex("spironolactone", M, ["spironolactone", "Aldactone", "螺内酯", "安体舒通"], ["C03DA01"])
lex("tamoxifen", M, ["tamoxifen", "Nolvadex", "他莫昔芬", "三苯氧胺", "诺瓦得士"], ["L02BA01"])
lex("letrozole", M, ["letrozole", "Femara", "来曲唑", "弗隆"], ["L02BG04"])
lex("capecitabine", M, ["capecitabine", "Xeloda", "卡培他滨", "希罗达"], ["L01BC06"])
lex("oxaliplatin", M, ["oxaliplatin", "Eloxatin", "奥沙利铂", "乐沙定"], ["L01XA03"])
lex("ondansetron", M, ["ondansetron", "Zofran", "昂丹司琼"], ["A04AA01"])
lex("amlodipine", M, ["amlodipine", "Norvasc", "Istin", "氨氯地平", "苯磺酸氨氯地平", "络活喜"], ["C08CA01"])
lex("tramadol", M, ["tramadol", "Ultram", "Zydol", "曲马多", "奇曼丁"], ["N02AX02"])
lex("lactulose", M, ["lactulose", "Duphalac", "乳果糖", "杜密克"], ["A06AD11"])
lex("fentanyl", M, ["fentanyl", "fentanyl patch", "transdermal fentanyl", "Durogesic", "芬太尼", "芬太尼贴", "多瑞吉"], ["N02AB03"])
lex("morphine", M, ["morphine", "oral morphine", "morphine tablets", "Oramorph", "MST", "吗啡", "吗啡片", "美施康定"], ["N02AA01"])
lex("gefitinib", M, ["gefitinib", "Iressa", "吉非替尼", "易瑞沙"], ["L01EB01", "L01XE02"])
lex("senna", M, ["senna", "sennosides", "Senokot", "番泻叶"], ["A06AB06"])
lex("atorvastatin", M, ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"])
lex("metoprolol", M, ["metoprolol", "metoprolol succinate", "metoprolol tartrate", "Betaloc", "Lopressor", "Toprol", "美托洛尔", "倍他乐克"], ["C07AB02"])
lex("furosemide", M, ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"])
lex("donepezil", M, ["donepezil", "Aricept", "多奈哌齐", "安理申"], ["N06DA02"])
lex("estazolam", M, ["estazolam", "艾司唑仑", "舒乐安定"], ["N05CD04"])
lex("levonorgestrel_ec", M, ["levonorgestrel", "emergency contraception", "emergency contraceptive pill", "emergency contraceptive", "morning after pill", "Plan B", "Levonelle", "毓婷", "左炔诺孕酮", "紧急避孕药"], ["G03AD01"])
lex("yasmin", M, ["drospirenone/ethinylestradiol", "drospirenone and ethinylestradiol", "ethinylestradiol/drospirenone", "Yasmin", "优思明", "combined oral contraceptive", "combined pill"], ["G03AA12"])
lex("mirena", M, ["levonorgestrel intrauterine system", "LNG-IUS", "Mirena", "hormonal IUD", "曼月乐", "曼月乐环"], ["G02BA03"])
lex("desogestrel", M, ["desogestrel", "Cerazette", "progestogen-only pill", "progestin-only pill", "POP", "mini pill", "去氧孕烯", "去氧孕烯片"], ["G03AC09"])
lex("tamsulosin", M, ["tamsulosin", "Flomax", "坦索罗辛", "坦洛新", "哈乐"], ["G04CA02"])
lex("finasteride", M, ["finasteride", "Proscar", "非那雄胺", "保列治"], ["G04CB01"])
lex("levetiracetam", M, ["levetiracetam", "Keppra", "开浦兰", "左乙拉西坦"], ["N03AX14"])
lex("valproate", M, ["sodium valproate", "valproate", "valproic acid", "Epilim", "Depakote", "丙戊酸钠", "德巴金"], ["N03AG01"])
lex("co_beneldopa", M, ["levodopa/benserazide", "levodopa and benserazide", "co-beneldopa", "levodopa", "Madopar", "美多芭", "美多巴", "多巴丝肼"], ["N04BA02"])
lex("pramipexole", M, ["pramipexole", "Mirapexin", "Mirapex", "Sifrol", "普拉克索", "森福罗"], ["N04BC05"])
lex("amantadine", M, ["amantadine", "Symmetrel", "金刚烷胺"], ["N04BB01"])
lex("tiotropium", M, ["tiotropium", "tiotropium bromide", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"])
lex("symbicort", M, ["budesonide/formoterol", "budesonide and formoterol", "formoterol/budesonide", "Symbicort", "信必可", "布地奈德福莫特罗"], ["R03AK07"])
lex("prednisolone", M, ["prednisolone", "prednisone", "泼尼松龙", "泼尼松", "强的松"], ["H02AB06", "H02AB07"])
lex("co_amoxiclav", M, ["co-amoxiclav", "amoxicillin/clavulanate", "amoxicillin-clavulanate", "amoxicillin and clavulanic acid", "amoxicillin clavulanate", "Augmentin", "阿莫西林克拉维酸钾", "阿莫西林克拉维酸", "安灭菌"], ["J01CR02"])
lex("ferrous_sulfate", M, ["ferrous sulfate", "ferrous sulphate", "iron tablets", "硫酸亚铁"], ["B03AA07"])
lex("ferrous_fumarate", M, ["ferrous fumarate", "Fersaday", "Galfer", "富马酸亚铁"], ["B03AA02"])
lex("amphetamine", M, ["amphetamine", "amfetamine", "mixed amphetamine salts", "dextroamphetamine/amphetamine", "dexamfetamine", "Adderall", "adderal"], ["N06BA01", "N06BA02"])
lex("lisdexamfetamine", M, ["lisdexamfetamine", "Vyvanse", "Elvanse"], ["N06BA12"])
lex("bupropion", M, ["bupropion", "Wellbutrin", "Zyban", "安非他酮"], ["N06AX12"])
lex("atomoxetine", M, ["atomoxetine", "Strattera", "托莫西汀", "择思达"], ["N06BA09"])
lex("trelegy", M, ["fluticasone furoate/umeclidinium/vilanterol", "fluticasone furoate, umeclidinium and vilanterol", "fluticasone/umeclidinium/vilanterol", "Trelegy", "Trelegy Ellipta"], ["R03AL08"])
lex("doxycycline", M, ["doxycycline", "doxy", "Vibramycin", "多西环素", "强力霉素"], ["J01AA02"])
lex("metformin", M, ["metformin", "Glucophage", "二甲双胍", "格华止"], ["A10BA02"])
lex("glimepiride", M, ["glimepiride", "Amaryl", "格列美脲", "亚莫利"], ["A10BB12"])
lex("telmisartan", M, ["telmisartan", "Micardis", "替米沙坦", "美卡素"], ["C09CA07"])
lex("linagliptin", M, ["linagliptin", "Trajenta", "Tradjenta", "利格列汀", "欧唐宁"], ["A10BH05"])
lex("colchicine", M, ["colchicine", "Colcrys", "秋水仙碱"], ["M04AC01"])
lex("bendroflumethiazide", M, ["bendroflumethiazide", "bendrofluazide", "Aprinox", "water pill", "water tablet", "苄氟噻嗪"], ["C03AA01"])
lex("naproxen", M, ["naproxen", "Naprosyn", "Aleve", "萘普生"], ["M01AE02"])
lex("omeprazole", M, ["omeprazole", "Losec", "Prilosec", "奥美拉唑"], ["A02BC01"])
lex("allopurinol", M, ["allopurinol", "Zyloprim", "别嘌醇"], ["M04AA01"])
lex("fusidic_acid", M, ["fusidic acid", "fusidic acid cream", "sodium fusidate", "Fucidin", "夫西地酸"], ["D06AX01"])
lex("leuprorelin", M, ["leuprorelin", "leuprolide", "Lupron", "Prostap", "亮丙瑞林", "抑那通"], ["L02AE02"])
lex("venlafaxine", M, ["venlafaxine", "Effexor", "文拉法辛", "怡诺思"], ["N06AX16"])
lex("ramipril", M, ["ramipril", "Tritace", "Altace", "雷米普利"], ["C09AA05"])
lex("oxybutynin", M, ["oxybutynin", "oxybutinin", "Ditropan", "Lyrinel", "奥昔布宁"], ["G04BD04"])
lex("nitrofurantoin", M, ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"])
lex("xylometazoline", M, ["xylometazoline", "Otrivine", "Otrivin", "decongestant nasal spray", "赛洛唑啉"], ["R01AA07"])
lex("mometasone_nasal", M, ["mometasone nasal spray", "mometasone", "mometasone furoate", "Nasonex", "内舒拿"], ["R01AD09"])
lex("amoxicillin", M, ["amoxicillin", "amoxycillin", "Amoxil", "阿莫西林"], ["J01CA04"])
lex("latanoprost", M, ["latanoprost", "Xalatan", "拉坦前列素", "适利达"], ["S01EE01"])
lex("timolol", M, ["timolol", "timolol eye drops", "Timoptol", "Timoptic", "噻吗洛尔"], ["S01ED01"])
lex("bisoprolol", M, ["bisoprolol", "Cardicor", "Concor", "Zebeta", "比索洛尔", "康忻"], ["C07AB07"])
lex("brinzolamide", M, ["brinzolamide", "Azopt", "布林佐胺", "派立明"], ["S01EC04"])
lex("hypromellose", M, ["hypromellose", "hypromellose eye drops", "artificial tears", "lubricating eye drops", "Isopto Plain", "人工泪液", "羟丙甲纤维素"], ["S01XA20", "S01KA02"])
lex("warfarin", M, ["warfarin", "Coumadin", "Marevan", "华法林"], ["B01AA03"])
lex("malarone", M, ["atovaquone/proguanil", "atovaquone-proguanil", "atovaquone and proguanil", "proguanil/atovaquone", "Malarone"], ["P01BB51"])
lex("loperamide", M, ["loperamide", "Imodium", "Gastro-Stop", "洛哌丁胺", "易蒙停"], ["A07DA03"])
lex("coc", M, ["combined oral contraceptive", "the pill", "oral contraceptive", "oral contraceptive pill", "ethinylestradiol/levonorgestrel", "避孕药"], ["G03AA"])
lex("truvada", M, ["emtricitabine/tenofovir", "emtricitabine/tenofovir disoproxil", "tenofovir/emtricitabine", "tenofovir disoproxil/emtricitabine", "Truvada", "PrEP", "pre-exposure prophylaxis"], ["J05AR03"])
lex("mirabegron", M, ["mirabegron", "Myrbetriq", "Betmiga", "米拉贝隆"], ["G04BD12"])
lex("oxycodone", M, ["oxycodone", "Endone", "OxyContin", "OxyNorm", "羟考酮"], ["N02AA05"])
lex("rivaroxaban", M, ["rivaroxaban", "Xarelto", "利伐沙班", "拜瑞妥"], ["B01AF01"])
lex("macrogol", M, ["macrogol", "polyethylene glycol", "Movicol", "MiraLAX", "聚乙二醇"], ["A06AD15", "A06AD65"])
lex("semaglutide", M, ["semaglutide", "Ozempic", "Wegovy", "Rybelsus", "司美格鲁肽"], ["A10BJ06"])
lex("penicillin_v", M, ["phenoxymethylpenicillin", "penicillin V", "penicillin VK", "pen V", "penicillin", "青霉素V"], ["J01CE02"])
lex("hydroxycarbamide", M, ["hydroxycarbamide", "hydroxyurea", "Siklos", "Hydrea", "羟基脲"], ["L01XX05"])
lex("melatonin", M, ["melatonin", "Circadin", "褪黑素"], ["N05CH01"])
lex("fish_oil", M, ["fish oil", "omega-3", "omega-3 fatty acids", "omega 3", "鱼油"], ["C10AX06"])
lex("cefuroxime", M, ["cefuroxime", "Zinnat", "头孢呋辛", "西力欣"], ["J01DC02"])
lex("metronidazole", M, ["metronidazole", "Flagyl", "甲硝唑"], ["J01XD01", "P01AB01"])
lex("methotrexate", M, ["methotrexate", "MTX", "Metoject", "甲氨蝶呤"], ["L04AX03", "L01BA01"])
lex("hydroxychloroquine", M, ["hydroxychloroquine", "Plaquenil", "羟氯喹", "纷乐"], ["P01BA02"])

# ---- procedures --------------------------------------------------------------------------------
PR = "procedure"
lex("cholecystectomy", PR, ["laparoscopic cholecystectomy", "cholecystectomy", "gallbladder removal", "胆囊切除", "胆囊切除术", "腹腔镜胆囊切除术", "腹腔镜胆囊切除"], ["0FT44ZZ", "Z90.49"])
lex("appendectomy", PR, ["appendectomy", "appendicectomy", "阑尾切除", "阑尾切除术", "阑尾炎手术"], ["0DTJ4ZZ", "0DTJ0ZZ"])
lex("caesarean", PR, ["caesarean section", "cesarean section", "C-section", "caesarean", "cesarean", "剖宫产"], ["O82", "Z98.891"])
lex("knee_replacement", PR, ["total knee replacement", "knee replacement", "total knee arthroplasty", "right knee replacement", "TKR", "TKA", "膝关节置换"], ["Z96.65", "0SRC0J9"])
lex("radiotherapy", PR, ["radiotherapy", "radiation therapy", "radiation", "放疗"], ["Z92.3"])

# ---- observations (LOINC) ----------------------------------------------------------------------
O = "observation"
lex("bp", O, ["blood pressure", "BP", "home blood pressure", "clinic blood pressure", "systolic blood pressure", "diastolic blood pressure", "血压"], ["85354-9", "55284-4", "8480-6", "8462-4"])
lex("hr", O, ["heart rate", "pulse", "pulse rate", "HR", "心率", "脉搏"], ["8867-4"])
lex("temp", O, ["body temperature", "temperature", "temp", "体温"], ["8310-5"])
lex("spo2", O, ["oxygen saturation", "SpO2", "sats", "pulse oximetry", "血氧", "血氧饱和度"], ["59408-5", "2708-6", "2710-2"])
lex("weight", O, ["body weight", "weight", "体重"], ["29463-7", "3141-9"])
lex("egfr", O, ["eGFR", "estimated GFR", "estimated glomerular filtration rate", "glomerular filtration rate", "GFR", "肾小球滤过率"], ["33914-3", "62238-1", "48642-3", "48643-1", "98979-8"])
lex("potassium", O, ["potassium", "serum potassium", "K", "血钾", "钾"], ["2823-3", "6298-4"])
lex("creatinine", O, ["creatinine", "serum creatinine", "肌酐"], ["2160-0", "14682-9"])
lex("hba1c", O, ["HbA1c", "hemoglobin A1c", "haemoglobin A1c", "A1C", "glycated haemoglobin", "glycated hemoglobin", "糖化血红蛋白"], ["4548-4", "17856-6", "59261-8"])
lex("fpg", O, ["fasting glucose", "fasting blood glucose", "fasting plasma glucose", "fasting blood sugar", "FBG", "FPG", "空腹血糖"], ["1558-6", "14771-0"])
lex("fpg_any", O, ["fasting glucose", "fasting blood glucose", "fasting plasma glucose", "fasting blood sugar", "fasting sugar", "blood glucose", "glucose", "blood sugar", "FBG", "FPG", "空腹血糖"], ["1558-6", "14771-0", "2345-7", "2339-0", "15074-8", "14749-6"])
lex("lithium_level", O, ["lithium level", "serum lithium", "lithium", "血锂", "血锂浓度"], ["14334-7"])
lex("tsh", O, ["TSH", "thyroid stimulating hormone", "thyrotropin", "促甲状腺激素"], ["3016-3", "11580-8"])
lex("alt", O, ["ALT", "alanine aminotransferase", "alanine transaminase", "SGPT", "谷丙转氨酶"], ["1742-6"])
lex("inr", O, ["INR", "international normalized ratio", "international normalised ratio", "PT INR"], ["6301-6", "34714-6", "46418-0"])
lex("psa", O, ["PSA", "prostate specific antigen", "prostate-specific antigen", "前列腺特异性抗原"], ["2857-1"])
lex("hb", O, ["haemoglobin", "hemoglobin", "Hb", "Hgb", "血红蛋白"], ["718-7"])
lex("neutrophils", O, ["neutrophils", "neutrophil count", "absolute neutrophil count", "ANC", "中性粒细胞", "中性粒细胞计数"], ["751-8", "26499-4", "753-4"])
lex("urate", O, ["uric acid", "urate", "serum urate", "serum uric acid", "尿酸"], ["3084-1", "14933-6"])


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------
def E(key, state="current", value=None, note=""):
    typ, names, codes = L[key]
    e = {"type": typ, "names": names, "codes": codes, "state": state}
    if value is not None:
        e["value"] = value
    if note:
        e["note"] = note
    return e


def FH(key, relation, note=""):
    typ, names, codes = L[key]
    assert typ == "condition", key
    e = {"type": "family_history", "names": names + ["family history of " + names[0]],
         "codes": codes, "state": "current", "relation": relation}
    if note:
        e["note"] = note
    return e


def N(key, why, as_type=None):
    typ, names, codes = L[key]
    if as_type == "family_history":
        names = names + ["family history of " + names[0]]
    return {"type": as_type or typ, "names": names, "codes": codes, "why": why}


P, CL, AS = "patient", "clinician", "assistant"


def T(speaker, text, session=None):
    t = {"speaker": speaker, "role": speaker, "text": text}
    if session:
        t["session"] = session
    return t


CASES = []


def case(cid, description, variety, turns, expected, must_not=()):
    CASES.append({"id": cid, "description": description, "variety": variety,
                  "turns": turns, "expected": expected, "must_not": list(must_not)})


# ============================================================================================
# Chinese consultations
# ============================================================================================
s1, s2 = "s-1", "s-2"

case("zh01", "Antenatal, 26 weeks: gestational diabetes relayed from the OGTT; list question answered "
     "'都没有'; family history; a later session with a new fasting glucose and insulin detemir added.",
     "Mandarin, WeChat typing, emoji", [
    T(P, "医生您好，我怀孕26周了，上周做了糖耐，医院说我是妊娠期糖尿病😭", s1),
    T(CL, "糖耐三个数值分别是多少？", s1),
    T(P, "空腹5.3，一小时10.9，两小时9.1", s1),
    T(CL, "最近有没有头痛、眼花、脚肿这些？", s1),
    T(P, "都没有", s1),
    T(P, "我妈和我外婆都是糖尿病，所以我有点怕", s1),
    T(CL, "先饮食控制加运动，一周后复查空腹血糖。叶酸继续吃。", s1),
    T(P, "好的～我老公说要陪我一起戒奶茶哈哈", s1),
    T(P, "医生我又来了，这周空腹血糖一直下不来，昨天早上空腹6.3", s2),
    T(CL, "空腹控制不理想，加用地特胰岛素，睡前皮下注射4个单位，叶酸继续。", s2),
    T(P, "打针会不会影响宝宝啊？", s2),
    T(CL, "胰岛素不通过胎盘，对宝宝是安全的，放心。", s2),
], [
    E("pregnancy"), E("gdm"), E("fpg", value="6.3 mmol/L", note="s-2 reading replaces the OGTT fasting 5.3"),
    E("headache", "denied"), E("visual_disturbance", "denied"), E("oedema", "denied"),
    FH("diabetes", "mother, grandmother"), E("folic_acid"), E("insulin_detemir"),
], [
    N("t2dm_only", "the mother's and grandmother's diabetes is family history, not the patient's type 2 diabetes"),
])

case("zh02", "Third trimester (34 weeks) with pre-eclampsia symptoms: headache, oedema, blurred vision, "
     "home BP, aspirin and labetalol, clinician diagnosis and dose increase; sister's pre-eclampsia.",
     "Mandarin with Sichuan colloquial", [
    T(P, "医生，我怀孕34周了，这两天头痛得很，脚也肿得老火。"),
    T(CL, "眼睛看东西有没有模糊、冒金星？"),
    T(P, "看东西有点花。"),
    T(P, "今天早上在屋头量的血压150/100，昨天晚上也是一百五十几。"),
    T(CL, "你之前一直在吃阿司匹林吗？"),
    T(P, "嗯，12周开始每天吃一颗小阿司匹林，医生说预防子痫前期的。还有拉贝洛尔，一天两次，每次一片。"),
    T(CL, "尿蛋白查了吗？"),
    T(P, "上周查的，两个加号。"),
    T(CL, "考虑子痫前期，需要马上住院评估。拉贝洛尔加到每次两片，一天三次。"),
    T(P, "我姐姐生娃儿的时候也是子痫前期，我好怕哦。我老公在外头出差，我先给他打个电话要得不？"),
], [
    E("pregnancy"), E("headache"), E("oedema"), E("visual_disturbance"),
    E("bp", value="150/100 mmHg", note="'一百五十几' the evening before is approximate; today's reading is the value"),
    E("aspirin"), E("labetalol"), E("preeclampsia"), FH("preeclampsia", "sister"),
])

case("zh03", "Infant fever after vaccination, mother speaking (Cantonese): 38度5, three denials, "
     "paracetamol drops, resolved neonatal jaundice; the nursing mother's own drug and illness; the cat's vomiting.",
     "Cantonese", [
    T(P, "医生你好，我系BB阿妈，帮佢问下。佢啱啱五个月大，由琴晚开始发烧，最高去到38度5。"),
    T(AS, "宝宝最近有冇打过预防针？有冇咳、肚屙或者出疹？"),
    T(P, "尋日啱啱打咗五联针。冇咳，冇肚屙，身上都冇出疹。"),
    T(P, "我今朝畀咗佢食泰诺林滴剂，0.8毫升，食完退咗少少。"),
    T(CL, "佢精神同食奶点样？尿片湿唔湿？"),
    T(P, "食奶正常，精神都几好，尿片都有湿。佢出世嗰阵有黄疸，照过两日灯，而家冇事喇。"),
    T(P, "仲有，我自己呢两日喉咙发炎，喺度食紧头孢呋辛，喂奶有冇影响㗎？"),
    T(CL, "头孢呋辛哺乳期可以用。打完针之后低烧好常见，可以继续观察；如果超过39度或者烧过48个钟，就要带佢嚟医院。"),
    T(P, "明白，唔该晒医生。屋企只猫呢排成日呕，真系烦到死。"),
], [
    E("fever"), E("temp", value="38.5 °C"), E("cough", "denied"), E("diarrhoea", "denied"), E("rash", "denied"),
    E("paracetamol"), E("neonatal_jaundice", "past"),
], [
    N("cefuroxime", "the nursing mother's own drug"),
    N("pharyngitis", "the mother's throat infection, not the baby's"),
    N("vomiting", "the cat vomits"),
])

case("zh04", "Child (7) with asthma, father speaking: night cough and wheeze, nebulised budesonide and "
     "salbutamol, montelukast added; father's own asthma and mother's rhinitis are family history; "
     "a second session where cough and wheeze have resolved.",
     "Mandarin with Northeastern colloquial", [
    T(P, "大夫你好，我是孩子他爸，帮我儿子问问。孩子七岁，有哮喘，这两天晚上可劲儿咳，喘得贼厉害。", s1),
    T(CL, "平时都用啥药？", s1),
    T(P, "每天早晚雾化布地奈德，喘的时候喷沙丁胺醇，就那个万托林。", s1),
    T(CL, "发烧没？", s1),
    T(P, "没有。", s1),
    T(P, "他妈有过敏性鼻炎，我自己也有哮喘，一到秋天就犯。", s1),
    T(CL, "那加上孟鲁司特，每晚一片，4毫克的，布地奈德接着用，两周以后来复诊。", s1),
    T(P, "好嘞。对了，家里养了条狗，会不会加重啊？", s1),
    T(P, "大夫，俩礼拜到了，孩子晚上不咳了，也不喘了。", s2),
    T(CL, "挺好，孟鲁司特和布地奈德接着用，沙丁胺醇需要的时候再喷。", s2),
    T(P, "行，那个万托林这俩礼拜就用了一回。", s2),
], [
    E("asthma"), E("cough", "past"), E("wheeze", "past"), E("budesonide_inh"), E("salbutamol"),
    E("montelukast"), E("fever", "denied"), FH("allergic_rhinitis", "mother"), FH("asthma", "father (the speaker)"),
], [
    N("allergic_rhinitis", "the mother's rhinitis, not the child's"),
])

case("zh05", "Panic attacks typed on WeChat: palpitations, tremor, chest tightness, no syncope; sertraline "
     "stopped by the patient last year and restarted by the clinician, propranolol as needed; denies "
     "self-harm thoughts; a friend's escitalopram.",
     "Mandarin, WeChat typing without punctuation, emoji", [
    T(P, "医生在吗 最近老是突然心慌 手抖 感觉自己要死了一样 😣"),
    T(CL, "这种发作多久一次？每次持续多长时间？"),
    T(P, "一周两三次吧 每次十几分钟 坐地铁的时候最容易犯"),
    T(CL, "发作的时候胸口难受吗？晕倒过吗？"),
    T(P, "胸口有点闷 没晕倒过"),
    T(P, "去年在精神科看过 说是惊恐障碍 开了舍曲林 吃了三个月觉得好了就自己停了"),
    T(CL, "听起来惊恐发作又出现了。建议重新开始吃舍曲林，先每天25毫克，一周后加到50毫克。心慌特别厉害的时候可以临时吃一片普萘洛尔10毫克。"),
    T(P, "好的 那我还能喝咖啡吗 每天三杯☕"),
    T(CL, "咖啡尽量减到一天一杯。最近有没有过伤害自己或者不想活的想法？"),
    T(P, "没有没有 这个放心"),
    T(P, "我闺蜜也在吃艾司西酞普兰 她说挺好用的 我能换成那个吗"),
], [
    E("palpitations"), E("tremor"), E("chest_tightness"), E("syncope", "denied"), E("panic_disorder"),
    E("sertraline", note="stopped by the patient last year, restarted by the clinician in this session"),
    E("propranolol"), E("suicidal_ideation", "denied"),
], [
    N("escitalopram", "the friend's drug, only asked about"),
])

case("zh06", "ADHD (9-year-old), mother speaking in Shanghainese: methylphenidate, poor appetite, insomnia, "
     "weight in 斤; father's childhood ADHD; the mother's own hypothyroidism and levothyroxine.",
     "Shanghainese-flavoured Mandarin", [
    T(P, "医生侬好，我是小囡姆妈，帮阿拉儿子问问。伊今年9岁，去年诊断多动症，现在吃专注达18毫克，每天早上一粒。"),
    T(CL, "吃药以后有什么不舒服吗？"),
    T(P, "胃口老差个，中饭基本浪费脱，夜里向还困勿着。"),
    T(CL, "体重有没有掉？"),
    T(P, "上个月52斤，今朝称了50斤。"),
    T(CL, "有没有头痛？"),
    T(P, "头痛么没。"),
    T(P, "伊爸爸小辰光也是多动症，老师天天告状。我自家有甲减，天天吃优甲乐。"),
    T(CL, "专注达继续18毫克，改成早饭后吃，晚上加一顿点心。下个月复查身高体重。"),
    T(P, "好个，谢谢医生。阿拉屋里向只狗也老皮个，哈哈。"),
], [
    E("adhd"), E("methylphenidate"), E("appetite_loss"), E("insomnia"),
    E("weight", value="50 斤", note="the later of two weights (52 then 50 jin)"),
    E("headache", "denied"), FH("adhd", "father"), FH("hypothyroidism", "mother (the speaker)"),
], [
    N("levothyroxine", "the mother's own drug"),
    N("hypothyroidism", "the mother's condition, not the child's"),
])

case("zh07", "Bipolar disorder on lithium: thirst; quetiapine; sister's depression; second session with a "
     "new lithium level, tremor, dose reduction, and ibuprofen taken and stopped despite the warning.",
     "Mandarin", [
    T(P, "医生，我有双相情感障碍，吃碳酸锂好几年了，早上一片晚上两片，一片300毫克。", s1),
    T(CL, "上次查血锂浓度是多少？", s1),
    T(P, "上个月查的，0.9。", s1),
    T(CL, "最近情绪和睡眠怎么样？", s1),
    T(P, "情绪还算稳，睡觉也还行。就是口渴，喝水特别多。", s1),
    T(P, "另外晚上还吃喹硫平100毫克。我妹妹有抑郁症，也在吃药。", s1),
    T(CL, "好，碳酸锂先继续，下周复查血锂和肾功能。布洛芬这类止痛药尽量别吃，会让血锂升高。", s1),
    T(P, "医生，结果出来了，血锂1.3，肌酐正常。这几天手抖得厉害，端杯子都抖。", s2),
    T(CL, "血锂偏高了，碳酸锂减到每天600毫克，多喝水，三天后再查。最近吃过止痛药或者利尿药吗？", s2),
    T(P, "前几天牙疼吃了两天布洛芬，现在没吃了。", s2),
    T(CL, "以后别再吃布洛芬了，牙疼找牙医处理。", s2),
], [
    E("bipolar"), E("lithium"), E("lithium_level", value="1.3 mmol/L", note="replaces 0.9 of session 1"),
    E("thirst"), E("quetiapine"), E("tremor"), E("ibuprofen", "past"),
    FH("depression", "sister"),
], [
    N("depression", "the sister's depression, not the patient's"),
])

case("zh08", "Adult eczema flare: itch, a steroid cream stopped and one current; "
     "shellfish allergy with its reaction, hedged penicillin allergy (claim); son's eczema; tacrolimus; "
     "cetirizine made her drowsy (intolerance) so switched to loratadine.",
     "Mandarin, Northern colloquial", [
    T(P, "大夫，我胳膊肘和膝盖窝的湿疹又犯了，痒得晚上睡不着觉。"),
    T(CL, "之前都用过什么药膏？"),
    T(P, "以前用过丁酸氢化可的松，就是尤卓尔，感觉没啥用就不用了。现在在擦艾洛松，一天一次。"),
    T(P, "我对海鲜过敏，一吃虾就起风团。"),
    T(P, "对了，小时候好像打青霉素起过疹子，我也记不太清了，可能对青霉素过敏吧。"),
    T(P, "我儿子也有湿疹，比我小时候还严重。"),
    T(CL, "艾洛松再用两周然后减量，脸上的用他克莫司软膏。晚上痒可以吃西替利嗪。"),
    T(P, "西替利嗪我以前吃过，吃完特别困，白天上班受不了。"),
    T(CL, "那换成氯雷他定，每天一片，这个不怎么犯困。"),
], [
    E("eczema"), E("itch"), E("hydrocortisone_butyrate", "past"), E("mometasone_topical"),
    E("alg_shellfish"), E("alg_penicillin", "claim", note="hedged: 好像 / 记不太清 / 可能"),
    FH("eczema", "son"), E("tacrolimus_topical"), E("loratadine"),
], [
    N("urticaria", "hives are the reaction kept on the shellfish allergy, not a current symptom"),
    N("alg_cetirizine", "drowsiness on cetirizine is an intolerance, not an allergy"),
])

case("zh09", "Psoriasis (Sichuan): Daivobet, acitretin stopped for dry lips, finger joint pain and morning "
     "stiffness, a question about psoriatic arthritis (not a diagnosis); father's psoriasis; sulfa allergy.",
     "Mandarin with Sichuan colloquial", [
    T(P, "医生，我得银屑病七八年了，最近手拐子和小腿上又起了好多块块，一抓就掉皮皮。"),
    T(AS, "现在用的啥子药？"),
    T(P, "在擦得肤宝，早上擦一回。以前吃过一段时间阿维A，嘴巴干得裂口子，就停了。"),
    T(CL, "关节有没有痛或者肿？"),
    T(P, "右手指头关节早上起来有点僵，有点痛。我是不是得了银屑病关节炎哦？"),
    T(P, "我老汉儿也有银屑病。"),
    T(CL, "先查个血常规、肝功能和类风湿因子，再拍个手的片子。得肤宝继续用，头皮上的用卡泊三醇搽剂。"),
    T(P, "要得。我们楼下王嬢嬢说喝中药可以断根，是不是真的哦？"),
    T(P, "还有，我对磺胺过敏，吃了全身起红疹子。"),
], [
    E("psoriasis"), E("daivobet"), E("acitretin", "past"), E("joint_pain"), E("joint_stiffness"),
    FH("psoriasis", "father (老汉儿)"), E("calcipotriol"), E("alg_sulfonamide"),
], [
    N("psoriatic_arthritis", "only asked about by the patient; not diagnosed"),
])

case("zh10", "CKD stage 3 with diabetes: eGFR and potassium, losartan, spironolactone "
     "stopped for hyperkalaemia, insulin glargine; the wife's hypertension; a second session with new "
     "results, no oedema and a hedged anaemia (claim).",
     "Mandarin", [
    T(P, "医生，我是慢性肾病3期，今天拿了化验单，肾小球滤过率38，血钾5.6。", s1),
    T(CL, "现在吃哪些药？", s1),
    T(P, "氯沙坦50毫克一天一次，还有螺内酯20毫克，心内科开的。", s1),
    T(CL, "平时水果吃得多吗？香蕉、橙子这些？", s1),
    T(P, "夏天嘛，西瓜香蕉吃得多。我老婆做菜盐放得重，她自己也是高血压。", s1),
    T(CL, "血钾偏高，螺内酯先停掉，高钾的水果少吃，两周后复查电解质。", s1),
    T(P, "好的。我还有糖尿病，打甘精胰岛素，睡前12个单位。", s1),
    T(P, "医生，我来复查了。血钾5.0，滤过率36。", s2),
    T(CL, "血钾降下来了。腿肿不肿？", s2),
    T(P, "腿不肿。上次单位体检好像说我有点贫血，我也不太确定。", s2),
    T(CL, "氯沙坦继续，甘精胰岛素加到14个单位。下次加查一个血常规。", s2),
], [
    E("ckd"), E("egfr", value="36", note="replaces 38"), E("potassium", value="5.0 mmol/L", note="replaces 5.6"),
    E("losartan"), E("spironolactone", "past"), E("diabetes"), E("insulin_glargine"),
    E("oedema", "denied"), E("anaemia", "claim", note="hedged: 好像 / 不太确定"),
], [
    N("hypertension", "the wife's hypertension"),
    N("hypertension", "a wife is not a blood relative", as_type="family_history"),
])

case("zh11", "Breast cancer on tamoxifen with hot flushes, no vaginal bleeding; mother's "
     "breast cancer and aunt's ovarian cancer; a second session: osteopenia, tamoxifen stopped and "
     "switched to letrozole; joint pain only as a possible side effect.",
     "Mandarin", [
    T(P, "医生您好，我前年左侧乳腺癌做的手术，术后化疗了六次，现在每天吃他莫昔芬，一次10毫克，一天两次。", s1),
    T(CL, "吃药以后有什么不舒服吗？", s1),
    T(P, "潮热特别厉害，一天好几回，晚上也会热醒。", s1),
    T(CL, "阴道有没有不规则出血？", s1),
    T(P, "没有。", s1),
    T(P, "月经已经一年多没来了。我妈妈也是乳腺癌，六十岁查出来的，我小姨是卵巢癌。", s1),
    T(CL, "如果确实绝经一年以上，可以考虑换成来曲唑。先查激素水平和骨密度。", s1),
    T(P, "医生，激素结果说确实绝经了，骨密度报告写的是骨量减少。", s2),
    T(CL, "好的，那他莫昔芬停掉，换成来曲唑2.5毫克每天一次。", s2),
    T(P, "换了药潮热能好点吗？", s2),
    T(CL, "潮热可能会减轻，不过来曲唑有的人会关节痛，如果出现要告诉我。", s2),
], [
    E("breast_cancer"), E("tamoxifen", "past"), E("hot_flush"),
    E("vaginal_bleeding", "denied"), FH("breast_cancer", "mother"), FH("ovarian_cancer", "maternal aunt (小姨)"),
    E("osteopenia"), E("letrozole"),
], [
    N("joint_pain", "a possible side effect the clinician mentions; not present"),
    N("ovarian_cancer", "the aunt's cancer"),
])

case("zh12", "Colon cancer on chemotherapy, daughter speaking for her father (Cantonese): neuropathy, "
     "hand-foot syndrome, nausea on ondansetron, no fever, neutrophils; the daughter's own "
     "hypertension and amlodipine; capecitabine dose reduced.",
     "Cantonese", [
    T(P, "医生你好，我系佢个女，帮我阿爸问下。佢72岁，结肠癌做完手术，而家做紧化疗，第三个疗程，食紧卡培他滨。"),
    T(CL, "最近有咩唔舒服？"),
    T(P, "佢话手脚痹痹地，掂到冻嘢就更犀利。手掌同脚板又红又甩皮。"),
    T(P, "仲成日作呕，食咗昂丹司琼会好啲。"),
    T(CL, "有冇发烧？"),
    T(P, "冇发烧。"),
    T(P, "上个礼拜验血，中性粒1.2。"),
    T(P, "我自己都有高血压，食紧氨氯地平，唔知同佢有冇关系呢，哈哈。"),
    T(CL, "中性粒偏低，今期化疗推迟一个礼拜，卡培他滨减到原来嘅75%。"),
    T(P, "好，唔该晒医生。"),
], [
    E("colon_cancer"), E("capecitabine"), E("numbness"), E("hand_foot"),
    E("nausea"), E("ondansetron"), E("fever", "denied"),
    E("neutrophils", value="1.2", note="x10^9/L"), FH("hypertension", "daughter (the speaker)"),
], [
    N("amlodipine", "the daughter's own drug"),
    N("hypertension", "the daughter's hypertension, not the patient's"),
])

case("zh13", "Post-operative review two weeks after laparoscopic cholecystectomy: no fever or jaundice, "
     "shoulder-tip pain, constipation, tramadol stopped, paracetamol and lactulose; iodine allergy; the "
     "husband's appendectomy.",
     "Mandarin", [
    T(P, "医生好，我两周前做了腹腔镜胆囊切除，今天来复查。"),
    T(CL, "伤口怎么样？发烧吗？皮肤、眼睛发不发黄？"),
    T(P, "伤口挺好的。不烧，也不黄。"),
    T(P, "就是右边肩膀酸痛，还有大便三天没解了。"),
    T(AS, "止痛药还在吃吗？"),
    T(P, "出院带的曲马多吃了五天，现在不吃了，痛得厉害的时候吃一片对乙酰氨基酚。"),
    T(CL, "便秘可能跟曲马多有关，停了会慢慢好。先用乳果糖，每天15毫升。肩膀痛是腹腔镜充气引起的，过几天自己会好。"),
    T(P, "好的。我老公去年做的阑尾炎手术，他恢复得比我快多了。"),
    T(P, "还有，我对碘伏过敏，手术的时候护士都知道。"),
], [
    E("cholecystectomy", "past"), E("fever", "denied"), E("jaundice", "denied"), E("shoulder_pain"),
    E("constipation"), E("tramadol", "past"), E("paracetamol"), E("lactulose"), E("alg_iodine"),
], [
    N("appendectomy", "the husband's operation"),
    N("appendicitis", "the husband's appendicitis"),
])

case("zh14", "Palliative care at home, son speaking for his father with advanced lung cancer and bone "
     "metastases: back pain on fentanyl patch and morphine, constipation, breathlessness; fentanyl "
     "increased, lactulose and senna; the son's mother (patient's wife) has diabetes.",
     "Mandarin with Northeastern colloquial", [
    T(P, "大夫，我是他儿子，替我爸说。我爸肺癌晚期，骨转移了，现在在家里做安宁疗护。"),
    T(CL, "疼得怎么样？现在用什么止疼？"),
    T(P, "后背疼，贴着芬太尼贴，三天一换，25微克的。疼得厉害就吃吗啡片，一天得吃三四回。"),
    T(CL, "大便怎么样？"),
    T(P, "四五天没拉了。"),
    T(CL, "喘不喘？"),
    T(P, "喘得厉害，躺不平。"),
    T(CL, "吗啡片吃这么多次，说明基础量不够，芬太尼贴加到50微克。大便用乳果糖加番泻叶。喘得厉害可以吸氧。"),
    T(P, "行。我妈身体也不好，糖尿病，天天打胰岛素，我俩轮班照顾他。"),
    T(P, "他不想再去医院了，就想在家待着。"),
], [
    E("lung_cancer"), E("bone_mets"), E("back_pain"), E("fentanyl"), E("morphine"), E("constipation"),
    E("breathlessness"), E("lactulose"), E("senna"),
], [
    N("diabetes", "the son's mother is the patient's wife"),
    N("diabetes", "the patient's wife is not a blood relative", as_type="family_history"),
    N("insulin", "the wife's insulin"),
])

case("zh15", "Geriatric polypharmacy told by a paid carer: fall and dizziness, five drugs read from the "
     "pill box, postural hypotension with amlodipine and estazolam stopped and metoprolol reduced; "
     "Alzheimer's; the carer's own disc herniation.",
     "Mandarin", [
    T(P, "医生你好，我是护工，照顾李爷爷的，帮他说。他85了，昨天晚上起夜摔了一跤，今天早上说头晕。"),
    T(CL, "他现在在吃哪些药？"),
    T(P, "我拿药盒看看啊。氨氯地平5，美托洛尔47.5，呋塞米20，还有多奈哌齐5毫克，晚上睡不着吃半片艾司唑仑。"),
    T(CL, "摔的时候磕到头没有？"),
    T(P, "头没磕着。"),
    T(P, "刚才量了血压，坐着128/70，站起来掉到100/60，心率56。"),
    T(CL, "考虑体位性低血压，可能跟药有关系。氨氯地平先停掉，艾司唑仑也停掉，容易跌倒。美托洛尔减到23.75。"),
    T(P, "好的。他还有老年痴呆，就是阿尔茨海默，记性很差。"),
    T(P, "我自己腰也不好，腰椎间盘突出，天天贴膏药。"),
], [
    E("dizziness"), E("amlodipine", "past"), E("metoprolol"),
    E("furosemide"), E("donepezil"), E("estazolam", "past"), E("hr", value="56 /min"),
    E("orthostatic_hypotension"), E("alzheimers"),
], [
    N("disc_herniation", "the carer's own condition"),
])

case("zh16", "Sexual health and contraception on WeChat: emergency contraception taken two days ago, "
     "nausea, a three-item denial '都没有', hedged latex allergy (claim), migraine with aura, a question "
     "about Yasmin, Mirena only suggested, desogestrel prescribed; mother's thrombosis.",
     "Mandarin, WeChat typing", [
    T(P, "医生 想咨询一下 前天晚上套套破了 当时就吃了毓婷 现在有点担心"),
    T(AS, "末次月经是什么时候？平时月经规律吗？"),
    T(P, "上个月15号 一直挺准的 28天左右"),
    T(P, "吃完毓婷有点恶心 别的还好"),
    T(CL, "有没有下腹痛、阴道出血或者分泌物异常？"),
    T(P, "都没有"),
    T(P, "我好像对乳胶有点过敏 每次用完下面都会痒 所以想以后长期吃避孕药 优思明可以吗？我有偏头痛 发作前眼前会有闪光"),
    T(CL, "有先兆的偏头痛不建议用含雌激素的避孕药，可以选单纯孕激素的，比如去氧孕烯片，或者考虑放曼月乐环。另外建议做个衣原体和淋病筛查。"),
    T(P, "那先吃去氧孕烯吧。我妈妈年轻的时候腿上长过血栓。"),
    T(CL, "好，给你开去氧孕烯，每天一片，下次月经第一天开始吃。有血栓家族史也更说明不能用含雌激素的。"),
    T(P, "好的 我男朋友需要一起检查吗"),
], [
    E("levonorgestrel_ec", "past", note="single dose taken two days ago"), E("nausea"),
    E("lower_abdo_pain", "denied"), E("vaginal_bleeding", "denied"), E("vaginal_discharge", "denied"),
    E("alg_latex", "claim", note="hedged: 好像"), E("migraine_aura"), E("desogestrel"), FH("dvt", "mother"),
], [
    N("yasmin", "only asked about, and advised against"),
    N("mirena", "only offered as an option"),
])

case("zh17", "Lower urinary tract symptoms in an older man: frequency, nocturia, no haematuria, fever denied "
     "three turns after the question, BPH, PSA, tamsulosin continued and finasteride added, hypertension "
     "with an approximate BP (一百四十多); brother's prostate cancer.",
     "Mandarin with Northern colloquial", [
    T(P, "大夫，我这半年尿频得厉害，晚上得起来三四趟。"),
    T(CL, "有没有血尿？发不发烧？"),
    T(P, "血尿没见过。"),
    T(P, "对了，上个月做的B超说前列腺增生，二十多克。"),
    T(AS, "PSA查过没有？"),
    T(P, "查了，1.8。哦你刚才问发烧，没发烧。"),
    T(P, "现在吃着坦索罗辛，0.2毫克，晚上一粒，吃了俩月了，效果一般般。"),
    T(P, "还有高血压，吃硝苯地平控释片，血压平时一百四十多。"),
    T(CL, "可以加上非那雄胺，5毫克每天一次，坦索罗辛继续。晚上少喝水。"),
    T(P, "我哥前年查出前列腺癌，我心里有点慌。"),
    T(CL, "PSA 1.8不高，不过有家族史，每年复查一次PSA。"),
], [
    E("urinary_frequency"), E("nocturia"), E("haematuria", "denied"), E("bph"),
    E("psa", value="1.8 ng/mL"), E("fever", "denied", note="answered three turns after the question"),
    E("tamsulosin"), E("hypertension", note="'一百四十多' is approximate: no BP value is scored"),
    E("nifedipine"), E("finasteride"), FH("prostate_cancer", "brother"),
], [
    N("prostate_cancer", "the brother's cancer"),
])

case("zh18", "Epilepsy on levetiracetam (WeChat): a breakthrough seizure after a missed dose, irritability "
     "'有一点', no headache, valproate stopped for weight gain, carbamazepine allergy with severe rash; "
     "pregnancy only planned; folic acid only for the future; sister's febrile seizures; weight in 斤.",
     "Mandarin, WeChat typing", [
    T(P, "医生你好，我有癫痫，吃开浦兰，500毫克一天两次，上周又发作了一次。"),
    T(CL, "发作前有没有漏吃药？睡眠怎么样？"),
    T(P, "那几天天天加班熬夜，有一顿忘吃了。"),
    T(CL, "吃药以后情绪怎么样？容易发脾气吗？"),
    T(P, "有一点。"),
    T(CL, "头痛吗？"),
    T(P, "头不痛。"),
    T(P, "之前吃过丙戊酸钠，体重涨了十几斤就换掉了。卡马西平我过敏，出过很严重的皮疹，住过院。"),
    T(P, "我跟老公打算明年要孩子，到时候开浦兰要不要停？"),
    T(CL, "左乙拉西坦孕期相对安全，千万不要自己停。备孕前三个月开始吃叶酸，每天5毫克。现在开浦兰加到750毫克一天两次。"),
    T(P, "好的。我妹妹小时候有过热性惊厥，跟这个有关系吗？我现在体重118斤。"),
], [
    E("epilepsy"), E("levetiracetam"), E("irritability"), E("headache", "denied"), E("valproate", "past"),
    E("alg_carbamazepine"), FH("febrile_seizure", "sister"), E("weight", value="118 斤"),
], [
    N("pregnancy", "a plan for next year, not a current pregnancy"),
    N("folic_acid", "to start three months before trying to conceive; not taken now"),
    N("rash", "the rash is the reaction kept on the carbamazepine allergy"),
])

case("zh19", "Parkinson's disease, daughter typing on her father's account: co-beneldopa and pramipexole, "
     "tremor, hallucinations, constipation, pramipexole reduced, amantadine stopped; hedged "
     "depression (claim); the daughter's own sertraline; grandfather's Parkinson's.",
     "Mandarin, WeChat typing", [
    T(P, "这是我爸的账号 我是他闺女 帮他打字。我爸帕金森六年了 吃美多巴 一次一片 一天四次"),
    T(CL, "最近症状怎么样？"),
    T(P, "手抖比以前厉害 药劲儿过得快 吃完两个多小时就又抖上了"),
    T(P, "还吃着普拉克索 0.25 一天三次。最近晚上老说看见屋里有人 其实没人"),
    T(CL, "便秘吗？"),
    T(P, "便秘好多年了 三四天一次"),
    T(CL, "幻觉可能跟普拉克索有关，普拉克索减到0.125一天三次。美多芭改成一天五次，每次一片。"),
    T(P, "好 我爸以前吃过金刚烷胺 腿上起了一片网状的花纹 就停了"),
    T(P, "他最近好像还有点抑郁 整天不爱说话 也不愿意出门"),
    T(P, "我自己最近也在吃舍曲林 照顾他压力太大了。我爷爷也是帕金森 是不是会遗传啊"),
    T(CL, "帕金森有一定家族倾向，但多数不遗传。你自己也要注意休息。"),
], [
    E("parkinsons"), E("co_beneldopa"), E("tremor"), E("pramipexole"), E("hallucinations"),
    E("constipation"), E("amantadine", "past"),
    E("depression", "claim", note="hedged: 好像"), FH("parkinsons", "the patient's father (the speaker's grandfather)"),
], [
    N("sertraline", "the daughter's own drug"),
])

case("zh20", "COPD exacerbation told in Cantonese: breathlessness, more cough, home "
     "SpO2, tiotropium and Symbicort, ankle swelling, a finished prednisone course, co-amoxiclav "
     "started; aspirin allergy (wheeze) with amoxicillin tolerated; dim sum small talk about a "
     "neighbour's COVID.",
     "Cantonese", [
    T(P, "医生，我慢阻肺好多年喇，呢几日又气促，咳多咗。"),
    T(CL, "血氧量过未？"),
    T(P, "屋企个夹手指嗰个量到九十二，平时95、96。"),
    T(P, "我用紧思力华，每日一次，同埋信必可，一日两次，每次两下。"),
    T(CL, "脚肿唔肿？"),
    T(P, "脚有少少肿。"),
    T(P, "上个月急性发作，食咗五日强的松，已经食完喇。"),
    T(P, "今朝同班老友去饮茶，佢哋话隔篱张伯中咗新冠，又话电视卖嗰啲护肺药好犀利，我就唔信。"),
    T(CL, "咳嗽加重可能系细菌感染，开阿莫西林克拉维酸钾畀你，食五日。思力华同信必可继续用。如果气促加重或者血氧低过90，即刻去急诊。"),
    T(P, "阿莫西林我以前食过冇事嘅。不过我对阿司匹林过敏，食咗会扯虾。"),
], [
    E("copd"), E("breathlessness"), E("cough"), E("spo2", value="92 %", note="said as 九十二"),
    E("tiotropium"), E("symbicort"), E("oedema"), E("prednisolone", "past"), E("co_amoxiclav"), E("alg_aspirin"),
], [
    N("covid", "the neighbour's COVID, small talk"),
    N("wheeze_only", "wheeze is the reaction kept on the aspirin allergy"),
    N("alg_amoxicillin", "amoxicillin was taken without trouble"),
])

# ============================================================================================
# English consultations
# ============================================================================================
case("en01", "UK antenatal visit at 28 weeks: iron-deficiency anaemia with Hb, aspirin, three denials in "
     "'no X, no Y, no Z'; ferrous sulfate started; partner's sertraline; a later session at 32 weeks "
     "with constipation, a new Hb and a switch to ferrous fumarate.",
     "UK English", [
    T(P, "Hiya, I'm 28 weeks, here for my antenatal check. The midwife rang to say my bloods came back and my iron's low.", s1),
    T(CL, "Yes, your haemoglobin was 98, so you're anaemic, most likely iron deficiency. Are you taking anything at the moment?", s1),
    T(P, "Just the pregnancy multivitamins and the aspirin, 150 at night, the midwife started it at twelve weeks.", s1),
    T(CL, "Any headaches, or problems with your vision?", s1),
    T(P, "No headaches, no vision problems, nothing like that.", s1),
    T(CL, "Good. I'll start you on ferrous sulfate 200 mg twice a day. Take it with orange juice, not with tea.", s1),
    T(P, "Will do. My partner's on sertraline, does that matter for the baby at all? Just wondering.", s1),
    T(CL, "No, that won't affect the baby.", s1),
    T(P, "Hi again, 32 weeks now. The iron tablets have made me really constipated, like properly blocked up.", s2),
    T(CL, "Your haemoglobin is up to 112, which is good. Let's switch you from ferrous sulfate to ferrous fumarate 210 mg once a day, it's often gentler on the gut.", s2),
    T(P, "Brilliant. Baby's kicking loads, especially at night.", s2),
    T(CL, "Lovely. Keep going with the aspirin until 36 weeks.", s2),
], [
    E("pregnancy"), E("hb", value="112 g/L", note="replaces 98 g/L"), E("ida"), E("aspirin"),
    E("headache", "denied"), E("visual_disturbance", "denied"), E("ferrous_sulfate", "past"),
    E("ferrous_fumarate"), E("constipation"),
], [
    N("sertraline", "the partner's drug"),
])

case("en02", "Nigerian English, two weeks after a caesarean for pre-eclampsia: headache, home BP 156/104, "
     "blurred vision, no RUQ pain, nifedipine increased and labetalol added; sister's eclampsia; "
     "co-trimoxazole allergy with rash, paracetamol tolerated, chloroquine itch explicitly not an allergy.",
     "Nigerian English", [
    T(P, "Good morning doctor. I delivered by caesarean section two weeks ago, the baby is fine, thank God. But since yesterday my head has been banging me seriously."),
    T(CL, "Sorry to hear that. Did you have high blood pressure in the pregnancy?"),
    T(P, "Yes o. They said it was pre-eclampsia, that is why they brought the operation forward. They gave me nifedipine, 20 mg two times daily, I am still taking it."),
    T(P, "My husband checked the pressure this morning with our machine, it was 156 over 104."),
    T(CL, "Any blurred vision, or pain under your ribs on the right?"),
    T(P, "Ehn, the eyes are a bit blurry sometimes. No pain."),
    T(CL, "With that reading and the headache I want you seen at the maternity assessment unit today. I'll increase the nifedipine to 30 mg twice daily and add labetalol 200 mg three times daily."),
    T(P, "Okay doctor. I am breastfeeding, is labetalol safe? My sister had eclampsia with her first child, she fitted in the labour ward."),
    T(CL, "Yes, labetalol is fine with breastfeeding. Are you allergic to any medicine?"),
    T(P, "Septrin. It gave me a bad rash all over my body. Paracetamol is fine. Chloroquine makes me scratch, but that one is not allergy, everybody in my family scratches with chloroquine."),
], [
    E("caesarean", "past"), E("headache"), E("nifedipine"), E("bp", value="156/104 mmHg"),
    E("visual_disturbance"), E("ruq_pain", "denied"), E("labetalol"), FH("eclampsia", "sister"),
    E("alg_sulfonamide"),
], [
    N("alg_paracetamol", "paracetamol is tolerated"),
    N("alg_chloroquine", "the patient says the chloroquine itch is not an allergy"),
    N("rash", "the rash is the reaction kept on the Septrin allergy"),
])

case("en03", "Irish mother with a 10-month-old: fever 39.2, no rash, paracetamol and ibuprofen alternated, "
     "one vomit, no diarrhoea, otitis media diagnosed and amoxicillin; the dog's metronidazole.",
     "Irish English", [
    T(P, "Hi doctor, I'm Aoife's mam, I've brought her in. She's ten months. She's been roasting since last night, her temp was 39.2 this morning."),
    T(CL, "Okay. Any rash? Have you done the glass test?"),
    T(P, "No rash at all, I checked her all over."),
    T(P, "She's been pulling at her right ear all morning."),
    T(CL, "What have you given her?"),
    T(P, "Calpol at six this morning and Nurofen at about nine, I've been alternating them."),
    T(CL, "Any vomiting or diarrhoea? Is she having wet nappies?"),
    T(P, "She vomited once after her bottle. No diarrhoea, and the nappies are grand, wet enough."),
    T(CL, "Her right eardrum is red and bulging, so it's an ear infection. I'll give her amoxicillin, 125 mg three times a day for five days."),
    T(P, "Grand so. And the dog's on metronidazole for his tummy at the minute, it's like a pharmacy in our kitchen."),
], [
    E("fever"), E("temp", value="39.2 °C"), E("rash", "denied"), E("paracetamol"), E("ibuprofen"),
    E("vomiting"), E("diarrhoea", "denied"), E("otitis_media"), E("amoxicillin"),
], [
    N("metronidazole", "the dog's drug"),
])

case("en04", "Scottish patient with rheumatoid arthritis on weekly methotrexate and folic acid: 'nope, "
     "not a one' to mouth ulcers, hydroxychloroquine stopped; a later session with a flare, new ALT, "
     "methotrexate increased, prednisolone course; mother's RA; ibuprofen only asked about and advised against.",
     "Scottish English", [
    T(P, "Hiya doctor. I've got rheumatoid arthritis, diagnosed about two year ago. I'm on methotrexate, 15 mg once a week on a Friday, and folic acid the day after.", s1),
    T(CL, "How are the joints just now?", s1),
    T(P, "Och, they're behaving themselves, no bad at all.", s1),
    T(CL, "Any mouth ulcers?", s1),
    T(P, "Nope, not a one.", s1),
    T(P, "I was on hydroxychloroquine before the methotrexate but it did hee-haw, so they stopped it.", s1),
    T(CL, "Your bloods from last week are fine, ALT 28. Carry on with the methotrexate 15 mg weekly and the folic acid.", s1),
    T(P, "Back again. It's flared up quite a bit, my knuckles and wrists are all swollen and sore.", s2),
    T(CL, "Your ALT today is 35. I'm going to increase the methotrexate to 20 mg weekly and give you a course of prednisolone, 20 mg reducing over four weeks.", s2),
    T(P, "Right. Can I still take ibuprofen for the sore bits? My mum had RA too and she was never off the stuff.", s2),
    T(CL, "Best to avoid ibuprofen while you're on the prednisolone. Paracetamol's fine if you need something.", s2),
], [
    E("ra"), E("methotrexate"), E("folic_acid"), E("mouth_ulcers", "denied"),
    E("hydroxychloroquine", "past"), E("joint_swelling"), E("joint_pain"), E("alt", value="35 U/L", note="replaces 28"),
    E("prednisolone"), FH("ra", "mother"),
], [
    N("ibuprofen", "only asked about; the clinician advised against it"),
])

case("en05", "US adult with ADHD, ASR transcript without punctuation: Adderall with appetite loss, weight in "
     "pounds and palpitations, heart rate and BP said in words, no chest pain, insomnia; switched to Vyvanse; the roommate's Strattera; melatonin named only by the assistant.",
     "US English, ASR transcript", [
    T(P, "um hi yeah so i got diagnosed with adhd like last year and uh they started me on adderal twenty milligrams in the morning"),
    T(CL, "okay how's that going any side effects"),
    T(P, "it's it's helping with focus for sure but i i barely eat lunch i've lost like eight pounds i'm down to one fifty two and my heart kinda races in the afternoon"),
    T(CL, "have you checked your heart rate or blood pressure"),
    T(P, "yeah my watch said one ten resting yesterday and the machine at the pharmacy said one thirty eight over eighty eight"),
    T(CL, "any chest pain or trouble sleeping"),
    T(P, "no chest pain uh sleep is kinda bad it takes me like two hours to fall asleep"),
    T(CL, "let's switch you from adderall to vyvanse thirty milligrams in the morning it's smoother and tends to cause fewer crashes"),
    T(P, "okay cool um my roommate's on strattera he says it made him super nauseous so yeah glad it's not that"),
    T(AS, "Thanks for sharing that. Some people who struggle to fall asleep on stimulants ask about melatonin; that's something to raise with your clinician at follow-up."),
], [
    E("adhd"), E("amphetamine", "past", note="switched to lisdexamfetamine"), E("lisdexamfetamine"),
    E("appetite_loss"), E("weight", value="152 lb", note="said 'one fifty two' (pounds)"),
    E("palpitations"), E("hr", value="110 /min", note="said 'one ten'"),
    E("bp", value="138/88 mmHg", note="said 'one thirty eight over eighty eight'"),
    E("chest_pain", "denied"), E("insomnia"),
], [
    N("atomoxetine", "the roommate's drug"),
    N("melatonin", "named only in the assistant's own words"),
])

case("en06", "Welsh patient with a COPD exacerbation: breathlessness, worse cough, SpO2 89%, Trelegy "
     "and heavy Ventolin use; 'I reckon I've got a bit of asthma' (claim) and mother's asthma; rescue "
     "pack of prednisolone and doxycycline.",
     "Welsh English", [
    T(P, "Bore da doctor. It's my chest again, see. COPD, I've had it years now, and this last week I'm that short of breath walking up to the Co-op."),
    T(CL, "How's the cough?"),
    T(P, "Aye, coughing my lungs up all day, worse than normal."),
    T(CL, "What's your oxygen reading on your finger monitor?"),
    T(P, "Eighty-nine this morning. It's normally ninety-two, ninety-three."),
    T(P, "I'm on the Trelegy, one puff in the morning, and the blue inhaler, the Ventolin, I'm using that six or seven times a day now."),
    T(CL, "Okay. Are you still smoking?"),
    T(P, "Gave up the fags five year ago, mind. Our Gareth still smokes like a chimney."),
    T(P, "I reckon I've got a bit of asthma as well. My mam had it bad."),
    T(CL, "Start your rescue pack today: prednisolone 30 mg daily for five days and doxycycline 200 mg on the first day then 100 mg daily. If your oxygen drops below 88 go straight to A&E."),
    T(P, "Right you are. Diolch, doctor."),
], [
    E("copd"), E("breathlessness"), E("cough"), E("spo2", value="89 %"), E("trelegy"), E("salbutamol"),
    E("asthma", "claim", note="'I reckon'"), FH("asthma", "mother (mam)"), E("prednisolone"), E("doxycycline"),
], [])

case("en07", "Indian English: type 2 diabetes with CKD 3b, metformin reduced, glimepiride stopped for "
     "hypoglycaemic 'giddiness', linagliptin started; eGFR, HbA1c %, fasting glucose in mg/dL, weight in kg; mother's "
     "diabetes; the wife's insulin.",
     "Indian English", [
    T(P, "Good evening doctor. I am having sugar for fifteen years and now kidney also is weak, they told CKD stage 3b."),
    T(CL, "What medicines are you taking?"),
    T(P, "Metformin 1000 twice daily, and glimepiride 2 mg before breakfast."),
    T(AS, "And your latest reports?"),
    T(P, "eGFR came 34, HbA1c 8.1 percent. Fasting sugar was 162 mg/dL yesterday. Weight is 78 kg."),
    T(CL, "With eGFR 34 we should reduce metformin to 500 mg twice daily. Stop the glimepiride, it can cause low sugars when the kidneys are weak, and start linagliptin 5 mg once daily instead."),
    T(P, "Okay doctor. Sometimes I am getting giddiness before lunch, I eat one biscuit then it settles."),
    T(CL, "Those sound like lows, another reason to stop the glimepiride."),
    T(P, "My mother was diabetic. My wife is also diabetic, she is taking insulin injections. Shall I also start insulin?"),
    T(CL, "Not for now. Let's see how the linagliptin works and repeat the HbA1c in three months."),
], [
    E("t2dm"), E("ckd"), E("metformin"), E("glimepiride", "past"), E("egfr", value="34"),
    E("hba1c", value="8.1 %"), E("fpg_any", value="162 mg/dL"), E("linagliptin"), E("dizziness"), E("weight", value="78 kg"),
    FH("diabetes", "mother"),
], [
    N("insulin", "the wife's insulin; the patient only asks"),
])

case("en08", "Jamaican patois: acute gout of the big toe, colchicine last year, amlodipine and "
     "bendroflumethiazide 'fi mi pressure' with a BP range, thiazide swapped for losartan, naproxen; hedged codeine allergy (claim) and naproxen tolerated; urate; allopurinol only planned; "
     "a friend's 'sugar'.",
     "Jamaican English / patois", [
    T(P, "Morning doc. Mi big toe swell up bad since Sunday, red and hot, mi cyaan even put a sheet pon it."),
    T(CL, "Have you had this before?"),
    T(P, "Yeah man, gout, two time last year. Dem give mi colchicine that time, it work but it run mi belly."),
    T(CL, "Are you on any regular tablets?"),
    T(P, "Amlodipine 10 and di water pill, bendroflumethiazide, fi mi pressure. Pressure usually run 130 to 140 over 80-something when mi check it a yard."),
    T(CL, "The water pill can bring on gout. I'd like to swap the bendroflumethiazide for losartan 50 mg. For this attack, naproxen 500 mg twice a day for a week."),
    T(P, "Mi tink mi allergic to codeine, it mek mi itch all over one time, but mi nuh too sure. Naproxen mi tek before, no problem."),
    T(CL, "That's fine then. How much are you drinking, rum and beer?"),
    T(P, "Jus a likkle white rum pon a Sunday when mi watch di cricket wid mi bredren. Him have sugar too, doctor tell him cut out di rum, ha!"),
    T(CL, "Your uric acid was 520. Once this attack settles we'll think about starting allopurinol to prevent more."),
], [
    E("toe_pain"), E("gout"), E("colchicine", "past"), E("amlodipine"), E("bendroflumethiazide", "past"),
    E("hypertension", note="'fi mi pressure'; the 130-140 range is not scored as a value"), E("losartan"),
    E("naproxen"), E("alg_codeine", "claim", note="'mi tink ... mi nuh too sure'"),
    E("urate", value="520 umol/L"),
], [
    N("alg_naproxen", "naproxen was taken before without a problem"),
    N("diabetes", "the friend's 'sugar'"),
    N("allopurinol", "only planned for after the attack"),
])

case("en09", "Singapore English, father with a 4-year-old with infected eczema: hydrocortisone and "
     "emollient, Elomet stopped for skin thinning, fusidic acid and cetirizine; peanut allergy "
     "with lip swelling and an EpiPen; mother's asthma, father's own eczema; the father's Clarityne.",
     "Singapore English", [
    T(P, "Hi doctor, I bring my son in, he is 4 years old. His eczema very bad lah, he scratch until bleed, especially behind the knees and elbows."),
    T(CL, "What are you using on it now?"),
    T(P, "Hydrocortisone 1% cream two times a day, and the Cetaphil moisturiser. Last time polyclinic gave Elomet also, but we stopped already, his skin become thin thin, I scared."),
    T(CL, "Any yellow crusting or weeping?"),
    T(P, "Got some yellow crust on the knee."),
    T(CL, "That looks infected. I'll give fusidic acid cream for a week on the crusty areas, and cetirizine syrup at night for the scratching."),
    T(P, "He also got peanut allergy, once he eat satay sauce the lips all swell up, so we carry the EpiPen everywhere."),
    T(P, "My wife got asthma, and I also got eczema, same like him. Can he take the Clarityne that I take for my nose?"),
    T(CL, "Stick with the cetirizine I've given, it will help him sleep too."),
    T(P, "Okay can. Thank you doctor."),
], [
    E("eczema"), E("hydrocortisone_topical"), E("emollient"), E("mometasone_topical", "past"),
    E("fusidic_acid"), E("cetirizine"), E("alg_peanut"),
    FH("asthma", "mother"), FH("eczema", "father (the speaker)"),
], [
    N("alg_adrenaline", "the EpiPen treats the peanut reaction; no allergy to adrenaline"),
    N("lip_swelling", "the reaction kept on the peanut allergy"),
    N("loratadine", "the father's own Clarityne"),
])

case("en10", "US man with prostate cancer on Lupron: hot flashes, bone pain denied three "
     "turns after the question, PSA 0.3, osteopenia with vitamin D; tamsulosin; father's and brother's "
     "prostate cancer; the wife's Lipitor; venlafaxine only offered.",
     "US English", [
    T(P, "Hey doc. So I'm about eight months into the hormone shots for my prostate cancer, the Lupron every three months."),
    T(CL, "How have you been feeling? Any bone pain?"),
    T(P, "Hot flashes are brutal, like ten a day, I'm soaking through my shirts. Oh and before I forget, I still take tamsulosin, 0.4 at bedtime."),
    T(CL, "Okay. Your PSA is down to 0.3 from 14 at diagnosis, which is great. Your bone density scan shows osteopenia, so I'd like you to start vitamin D 1000 units daily."),
    T(P, "Sounds good. And no, no bone pain, sorry, you asked."),
    T(P, "My brother got diagnosed with prostate cancer last year too, and our dad had it. My wife keeps bugging me to get my cholesterol checked, she's on Lipitor herself."),
    T(CL, "Good that your brother's being looked after. For the hot flashes, if they keep bothering you, we could try venlafaxine 37.5 mg."),
    T(P, "Let me think about it, I'm not a big pill guy."),
], [
    E("prostate_cancer"), E("leuprorelin"), E("hot_flush"), E("tamsulosin"),
    E("psa", value="0.3 ng/mL"), E("osteopenia"), E("vitamin_d"),
    E("bone_pain", "denied", note="answered three turns after the question"), FH("prostate_cancer", "brother, father"),
], [
    N("atorvastatin", "the wife's Lipitor"),
    N("venlafaxine", "only offered if the flushes persist"),
])

case("en11", "UK care-home staff calling about a resident (88): new confusion and incontinence, BP, "
     "weight in stone, the medication chart read out, UTI with delirium, nitrofurantoin started and oxybutynin "
     "stopped; trimethoprim allergy with rash; the carer's own cold.",
     "UK English", [
    T(P, "Hello, this is Donna from Maple Grove care home, I'm calling about Mr Okafor, he's 88. Since yesterday he's been really confused, not himself at all, and he's been wetting himself, which he never does."),
    T(CL, "Has he had a temperature? Do you have a set of obs?"),
    T(P, "Blood pressure was 112 over 64. We haven't got a temperature, our thermometer's broken. He was 9 stone 2 on the chair scales this morning."),
    T(CL, "Is he eating and drinking? Any pain when he passes urine?"),
    T(P, "Drinking poorly. He can't really tell us about pain, but his urine's dark and smells strong."),
    T(CL, "Can you read me his medication chart?"),
    T(P, "Yes: donepezil 10 mg at night, amlodipine 5 mg, oxybutynin 5 mg twice a day, and paracetamol 1 g four times a day."),
    T(CL, "This sounds like a urine infection with delirium. Start nitrofurantoin 100 mg modified-release twice a day for five days. Please stop the oxybutynin, it can make confusion worse."),
    T(P, "Okay, will do. He's allergic to trimethoprim, by the way, it's on his chart, he came out in a rash with it. And I should say I've had a shocking cold all week myself, I've been wearing a mask."),
    T(CL, "Thanks, good to know. Push fluids and ring back if he gets worse or his temperature goes over 38."),
], [
    E("delirium"), E("urinary_incontinence"), E("bp", value="112/64 mmHg"),
    E("weight", note="9 stone 2 (about 58 kg); no value scored because score.py has no stone unit"),
    E("donepezil"), E("amlodipine"), E("oxybutynin", "past"), E("paracetamol"),
    E("uti"), E("nitrofurantoin"), E("alg_trimethoprim"),
], [
    N("common_cold", "the carer's cold"),
    N("rash", "the rash is the reaction kept on the trimethoprim allergy"),
])

case("en12", "Scottish ENT consultation: three weeks of blocked nose, yellow post-nasal discharge and loss "
     "of smell, fever denied ('Naw'), xylometazoline overuse stopped, hay fever, sinusitis, mometasone "
     "nasal spray; amoxicillin in January; doxycycline only if not better.",
     "Scottish English", [
    T(P, "Hi. Right, so I've had this blocked nose for about three weeks now, and I cannae smell a thing."),
    T(AS, "Any discharge? What colour is it?"),
    T(P, "Aye, thick yellowy stuff, mostly down the back of my throat."),
    T(CL, "Any fever?"),
    T(P, "Naw."),
    T(P, "I've been using the Otrivine spray, xylometazoline, for about ten days. And I get hay fever every summer, bad."),
    T(CL, "This sounds like sinusitis. Stop the xylometazoline, using it more than a week causes rebound congestion. I'll start you on mometasone nasal spray, two sprays each side once a day, plus saline rinses."),
    T(CL, "Have you had any antibiotics recently? Any allergies?"),
    T(P, "Had amoxicillin in January for a chest infection. No allergies that I know of."),
    T(CL, "If it's no better in ten days on the spray, we'll consider a course of doxycycline."),
], [
    E("nasal_congestion"), E("anosmia"), E("nasal_discharge"), E("fever", "denied"),
    E("xylometazoline", "past"), E("allergic_rhinitis"), E("sinusitis"), E("mometasone_nasal"),
    E("amoxicillin", "past"),
], [
    N("doxycycline", "only if not better in ten days"),
])

case("en13", "Glaucoma follow-up (UK): latanoprost, dry gritty eyes, father's glaucoma, asthma denied, "
     "bisoprolol and bradycardia, so timolol is considered and rejected; brinzolamide and hypromellose "
     "added instead.",
     "UK English (Midlands)", [
    T(P, "Morning. I'm here for my glaucoma check. I put latanoprost in both eyes every night before bed."),
    T(CL, "Any problems with the drops?"),
    T(P, "They sting a bit. And my eyes are dry and gritty by the evening."),
    T(CL, "Your pressures today are 24 in the right eye and 19 in the left."),
    T(P, "Is that bad? My dad went blind from glaucoma, so I do worry about it."),
    T(CL, "The right is a bit high. I was going to add timolol drops in the morning. Do you have asthma, or any heart problems?"),
    T(P, "No asthma. I'm on bisoprolol 2.5 mg for my heart, and they said my pulse runs slow, bradycardia they called it."),
    T(CL, "In that case timolol isn't a good idea on top of bisoprolol. Let's add brinzolamide drops twice a day instead, and use preservative-free hypromellose drops for the dryness."),
    T(P, "Righto. Cheers, doctor."),
], [
    E("glaucoma"), E("latanoprost"), E("dry_eye"), FH("glaucoma", "father"), E("asthma", "denied"),
    E("bisoprolol"), E("bradycardia"), E("brinzolamide"), E("hypromellose"),
], [
    N("timolol", "considered, then rejected by the clinician"),
])

case("en14", "Australian travel-medicine visit: AF on warfarin with INR 2.6, metoprolol, penicillin allergy "
     "(swelling) with cephalexin tolerated, Malarone chosen over doxycycline, past DVT; vaccines; a mate's "
     "Gastro-Stop and his partner's pill.",
     "Australian English", [
    T(P, "G'day doc. Heading to Cambodia and Vietnam for five weeks in March, wanted to sort out what I need before I go."),
    T(CL, "Sure. Any medical conditions or regular medicines?"),
    T(P, "I've got AF, so I'm on warfarin, 5 mg most days, and my INR was 2.6 last Tuesday. Also metoprolol 50 twice a day."),
    T(AS, "Any allergies?"),
    T(P, "Penicillin, I swell right up. Had cephalexin heaps of times though, no worries with that."),
    T(CL, "For malaria in those areas, atovaquone-proguanil is the better option for you; doxycycline can push your INR up. I'll write you a script for Malarone, start it two days before you fly."),
    T(P, "Righto. I had hep A and typhoid jabs back in 2019 before Bali, do I need them again?"),
    T(CL, "Typhoid needs a booster after three years, so yes. Hep A you're probably still covered. Get your INR checked a week after starting the Malarone."),
    T(P, "No dramas. My mate who's coming reckons we should take Gastro-Stop just in case, and his missus is on the pill, does Malarone mess with that?"),
    T(P, "Oh, and I had a DVT in my left leg back in 2015 after a long flight, that's partly why they're careful with me."),
    T(CL, "Good to know. Wear compression stockings on the flights and keep moving."),
], [
    E("af"), E("warfarin"), E("inr", value="2.6"), E("metoprolol"), E("alg_penicillin"),
    E("malarone", note="prescribed for the trip"), E("dvt", "past"),
], [
    N("alg_cefalexin", "cephalexin tolerated many times"),
    N("allergic_swelling", "the swelling is the reaction kept on the penicillin allergy"),
    N("doxycycline", "considered and rejected because of the INR"),
    N("loperamide", "the mate's suggestion"),
    N("coc", "the mate's partner's pill"),
])

case("en15", "UK sexual-health visit: positive chlamydia test, dysuria and discharge, no testicular pain, "
     "PrEP (Truvada), doxycycline prescribed, creatinine; the flatmate's gonorrhoea; a negative HIV test.",
     "UK English", [
    T(P, "Hi, I got a text saying my chlamydia test came back positive. I did the home kit last week."),
    T(AS, "Thanks for coming in. Have you had any symptoms?"),
    T(P, "Bit of burning when I pee, and some discharge. No pain in my balls or anything like that."),
    T(AS, "Are you taking any medicines, and do you have any allergies?"),
    T(P, "I'm on PrEP, the Truvada, every day. Allergies, um, none really."),
    T(CL, "I'll prescribe doxycycline 100 mg twice a day for seven days. No sex until you've finished it and your partners have been treated."),
    T(P, "Sound. My flatmate had gonorrhoea last year and was proper grossed out, ha. Does doxy mess with the PrEP?"),
    T(CL, "No, they're fine together. When was your last HIV test?"),
    T(P, "Three months ago, negative. The kidney test for the PrEP was fine too, creatinine 82."),
    T(CL, "Great. We'll do syphilis and hepatitis bloods today as well."),
], [
    E("chlamydia"), E("dysuria"), E("urethral_discharge"), E("testicular_pain", "denied"), E("truvada"),
    E("doxycycline"), E("creatinine", value="82 umol/L"),
], [
    N("gonorrhoea", "the flatmate's infection"),
    N("hiv", "a negative HIV test is not HIV"),
])

case("en16", "US woman with overactive bladder, ASR with fillers: frequency, urgency, 'no burning no "
     "blood and no fever' with a temperature in °F said in words, oxybutinin (typo) stopped for dry mouth and fogginess, metformin and A1C in words, "
     "mirabegron started; sulfa allergy with hives.",
     "US English, ASR transcript", [
    T(P, "uh hi so um i've been having to go like constantly, every hour during the day"),
    T(CL, "Do you get a sudden urge you can't hold?"),
    T(P, "yes the urge is terrible like i i have to run um to the bathroom"),
    T(CL, "Any burning, blood in the urine, or fever?"),
    T(P, "no burning no blood and no fever my thermometer said ninety eight point six this morning"),
    T(P, "they had me on oxybutinin last year but my mouth was like sandpaper and i got kinda foggy so i quit it"),
    T(P, "i'm also on uh metformin for my diabetes and my a1c was seven point four last month"),
    T(CL, "Let's try mirabegron 25 mg daily instead, it doesn't cause dry mouth or confusion. We'll send a urine culture too."),
    T(P, "okay good. oh and i'm allergic to sulfa i get hives"),
    T(CL, "Noted on the sulfa. Mirabegron has no sulfa in it."),
], [
    E("urinary_frequency"), E("urgency"), E("dysuria", "denied"),
    E("haematuria", "denied"), E("fever", "denied"), E("temp", value="98.6 °F", note="said 'ninety eight point six'"),
    E("oxybutynin", "past"), E("metformin"),
    E("diabetes"), E("hba1c", value="7.4 %", note="said 'seven point four'"), E("mirabegron"),
    E("alg_sulfonamide"),
], [
    N("urticaria", "hives are the reaction kept on the sulfa allergy"),
])

case("en17", "UK young man with panic attacks: palpitations and breathlessness, a smartwatch saying AFib "
     "(claim), 'not really' to chest pain and fainting, normal ECG with BP, propranolol as needed, panic "
     "disorder and sertraline; mother's anxiety and her citalopram.",
     "UK English, spoken with fillers", [
    T(P, "Hi, so, erm, I've been having these, like, episodes where my heart's pounding and I can't breathe and I feel like I'm dying. Four or five times in the last month."),
    T(CL, "What happens during them? How long do they last?"),
    T(P, "Ten minutes maybe? Erm, and my smartwatch keeps saying AFib, which freaked me out even more."),
    T(CL, "Any chest pain or fainting?"),
    T(P, "Not really. I run three times a week and that's fine."),
    T(CL, "Your ECG today is normal sinus rhythm, and your blood pressure is 118 over 76."),
    T(P, "Oh thank God. My GP gave me propranolol 10 mg to take when they come on, I've used it twice."),
    T(CL, "This sounds like panic disorder. I'd suggest sertraline 50 mg once a day, and I'll refer you for CBT."),
    T(P, "Okay. My mum's got anxiety as well, she's been on citalopram for years. Erm, and I drink about four energy drinks a day, is that bad?"),
    T(CL, "Yes, cut those right down, the caffeine won't help."),
], [
    E("palpitations"), E("breathlessness"), E("af", "claim", note="only what a smartwatch says"),
    E("chest_pain", "denied"), E("syncope", "denied"), E("bp", value="118/76 mmHg"), E("propranolol"),
    E("panic_disorder"), E("sertraline"), FH("anxiety", "mother"),
], [
    N("citalopram", "the mother's drug"),
])

case("en18", "Australian post-operative follow-up after a right total knee replacement: swelling and night "
     "pain, Endone, Panadol Osteo and rivaroxaban, no calf pain, constipation, Movicol; a later session "
     "where Endone, rivaroxaban and Movicol are stopped and the swelling, pain and constipation are gone; "
     "the wife's Ozempic.",
     "Australian English", [
    T(P, "Hi doc, I'm three weeks out from my right knee replacement. Physio's going okay but the knee's still pretty swollen and it's sore at night.", s1),
    T(CL, "What are you taking for the pain?", s1),
    T(P, "Endone 5 mg up to four times a day, Panadol Osteo, and the blood thinner, rivaroxaban 10 mg, I've got another week of that.", s1),
    T(CL, "Any pain in your calf?", s1),
    T(P, "Nope. Wound's healed up nice, staples came out last week.", s1),
    T(P, "The Endone's making me constipated as, though. My wife's on Ozempic and she reckons she's the same.", s1),
    T(CL, "Let's start Movicol, one sachet a day, and try to cut the Endone down over the next week.", s1),
    T(P, "Hey doc, six weeks now. I stopped the Endone last week, just on the Panadol Osteo now. Finished the rivaroxaban too.", s2),
    T(P, "Swelling's gone and no more pain at night. Bowels are back to normal, so I stopped the Movicol as well.", s2),
    T(CL, "Great progress. Your range of motion is 110 degrees. Keep going with the physio.", s2),
], [
    E("knee_replacement", "past"), E("knee_swelling", "past"), E("knee_pain", "past"), E("oxycodone", "past"),
    E("paracetamol"), E("rivaroxaban", "past"), E("calf_pain", "denied"), E("constipation", "past"),
    E("macrogol", "past"),
], [
    N("semaglutide", "the wife's Ozempic"),
])

case("en19", "Trinidadian mother with a 7-year-old with sickle cell disease in a pain crisis: penicillin V, "
     "hydroxyurea, fever 38.1, ibuprofen given; an egg allergy she "
     "grew out of (claim); both parents carry the trait; grandmother's hypertension.",
     "Trinidadian English", [
    T(P, "Good afternoon doctor, I've brought my daughter Kezia in, she's 7. She have sickle cell, and since this morning she complaining her legs hurting bad bad."),
    T(CL, "I'm sorry to hear that. What medicines does she take?"),
    T(P, "Penicillin V two times a day, and she start hydroxyurea in June, 500 mg."),
    T(CL, "Any fever?"),
    T(P, "She had a little fever, 38.1 this morning."),
    T(P, "I give she ibuprofen at seven o'clock."),
    T(CL, "Any allergies?"),
    T(P, "She used to be allergic to egg when she was small, but she grow out of it, she eating cake and thing now no problem."),
    T(CL, "With a fever and a pain crisis, I want her assessed in hospital today for fluids, antibiotics and stronger pain relief."),
    T(P, "Okay. Her father have the trait, and me too, that is how she get it. My mother have high blood pressure."),
], [
    E("sickle_cell"), E("leg_pain"), E("penicillin_v"), E("hydroxycarbamide"), E("fever"),
    E("temp", value="38.1 °C"), E("ibuprofen"),
    E("alg_egg", "claim", note="an allergy said to be over"), FH("sickle_trait", "father, mother"),
    FH("hypertension", "maternal grandmother"),
], [
    N("sickle_trait", "the parents carry the trait; the child has the disease"),
    N("hypertension", "the grandmother's hypertension"),
])

case("en20", "US small talk-heavy visit (ASR): hypothyroidism on levothyroxine with TSH, hypertension on "
     "amlodipine and 'my blood pressure seems normal now i think' (claim) with a home reading; the wife's "
     "'sugar' and Ozempic, the dog's itchy skin, a buddy's heart attack, a question about fish oil; denials.",
     "US English, ASR transcript", [
    T(P, "hey doc how you doing um before we start did you catch the game last night unbelievable"),
    T(CL, "I did, what a finish. So what brings you in today?"),
    T(P, "just my hypothyroid recheck uh i'm on levothyroxin a hundred micrograms and i got high blood pressure too so amlodipine five"),
    T(CL, "Your TSH came back at 2.1, right in range."),
    T(P, "nice nice. my wife's the one with the sugar she's on that ozempic now lost like thirty pounds everybody at church wants some"),
    T(P, "and uh our dog buster he's on apoquel for his itchy skin costs more than my meds ha"),
    T(P, "honestly my blood pressure seems normal now i think my cuff says like one eighteen over seventy six most mornings"),
    T(CL, "That's good, but the amlodipine is probably why it's normal, so keep taking it."),
    T(P, "got it um oh my buddy rick had a heart attack last month scared me straight can i take fish oil"),
    T(CL, "Fish oil won't hurt if you want to try it. Any chest pain yourself?"),
    T(P, "nope nothing like that"),
], [
    E("hypothyroidism"), E("levothyroxine"), E("amlodipine"),
    E("hypertension", note="stays active: only a clinician closes a condition"),
    E("hypertension", "claim", note="hedged 'seems normal now i think'"), E("tsh", value="2.1 mIU/L"),
    E("bp", value="118/76 mmHg"), E("chest_pain", "denied"),
], [
    N("semaglutide", "the wife's Ozempic"),
    N("diabetes", "the wife's 'sugar'"),
    N("diabetes", "a wife is not a blood relative", as_type="family_history"),
    N("itch", "the dog's itchy skin"),
    N("mi", "the buddy's heart attack"),
    N("fish_oil", "only asked about"),
])


# --------------------------------------------------------------------------------------------
# self-checks, using score.py's own matching functions
# --------------------------------------------------------------------------------------------
def load_score():
    spec = importlib.util.spec_from_file_location("score", os.path.join(HERE, "score.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def codes_overlap(a, b):
    for x in a or []:
        for y in b or []:
            x2, y2 = x.upper().replace(".", ""), y.upper().replace(".", "")
            if x2.startswith(y2) or y2.startswith(x2):
                return True
    return False


def check(cases, sc):
    errs = []
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        errs.append("duplicate case ids")
    for c in cases:
        n = len(c["turns"])
        if not 8 <= n <= 12:
            errs.append(f"{c['id']}: {n} turns")
        sessions = [t.get("session", "s-1") for t in c["turns"]]
        if sessions != sorted(sessions):
            errs.append(f"{c['id']}: sessions out of order")
        for t in c["turns"]:
            if t["speaker"] not in (P, CL, AS):
                errs.append(f"{c['id']}: bad speaker {t['speaker']}")
            if not t["text"].strip() or len(t["text"]) > 8000:
                errs.append(f"{c['id']}: bad text")
        exp = c["expected"]
        for e in exp:
            if e["state"] not in ("current", "past", "denied", "claim"):
                errs.append(f"{c['id']}: bad state {e['state']}")
            if e["type"] not in sc.TYPE_GROUPS:
                errs.append(f"{c['id']}: bad type {e['type']}")
            if e.get("value"):
                nums, _ = sc.parse_value(e["value"])
                if not nums:
                    errs.append(f"{c['id']}: value without a number {e['value']}")
                if e["state"] != "current":
                    errs.append(f"{c['id']}: value on a non-current expectation")
        # two expectations of one case must not be able to match the same record fact,
        # except an intended pair of a current fact and a claim about it
        for i in range(len(exp)):
            for j in range(i + 1, len(exp)):
                a, b = exp[i], exp[j]
                if sc.TYPE_GROUPS[a["type"]] & sc.TYPE_GROUPS[b["type"]] and (a["type"] == b["type"] or
                                                                             {a["type"], b["type"]} <= {"condition", "symptom"}):
                    clash = bool(sc.name_set(a["names"]) & sc.name_set(b["names"])) or codes_overlap(a["codes"], b["codes"])
                    if clash and not ({a["state"], b["state"]} == {"current", "claim"} and a["names"] == b["names"]):
                        errs.append(f"{c['id']}: expectations '{a['names'][0]}' and '{b['names'][0]}' overlap")
        for m in c["must_not"]:
            for e in exp:
                if sc.TYPE_GROUPS.get(m["type"], {m["type"]}) & sc.TYPE_GROUPS.get(e["type"], {e["type"]}) and \
                        (m["type"] == e["type"] or {m["type"], e["type"]} <= {"condition", "symptom"}):
                    if sc.name_set(m["names"]) & sc.name_set(e["names"]) or codes_overlap(m["codes"], e["codes"]):
                        errs.append(f"{c['id']}: must_not '{m['names'][0]}' overlaps expected '{e['names'][0]}'")
    return errs


def main():
    out = {"round": 16,
           "note": "Blind round-16 cases for memoryd; see README.md. Turns carry 'speaker' (read by score.py) "
                   "and 'role' (the same value).",
           "cases": CASES}
    sc = load_score()
    errs = check(CASES, sc)
    if errs:
        for e in errs:
            print("CHECK:", e, file=sys.stderr)
        sys.exit(1)
    with open(os.path.join(HERE, "cases.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_exp = sum(len(c["expected"]) for c in CASES)
    n_mn = sum(len(c["must_not"]) for c in CASES)
    n_cl = sum(1 for c in CASES for e in c["expected"] if e["state"] == "claim")
    print(f"wrote cases.json: {len(CASES)} cases, {sum(len(c['turns']) for c in CASES)} turns, "
          f"{n_exp} expected ({n_cl} claims), {n_mn} must_not")


if __name__ == "__main__":
    main()

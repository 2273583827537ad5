#!/usr/bin/env python3
"""Round-21 blind evaluation set for memoryd: 40 hand-written consultations (zh01-zh20, en01-en20).

    python3 build_cases.py        # writes cases.json next to this file (stdlib only, deterministic)

Every turn and every expectation is written by hand below. One concept is spelled the same way in
every case through the concept table CONCEPTS: key -> (fact type, acceptable names, codes).
Codes: ATC for drugs and drug allergens, ICD-10 / ICD-10-CM for conditions and symptoms, LOINC for
observations. score.py matches a record fact when its type is in the expected type's group and
either its code starts with one of the codes (or is a prefix of one, at 4+ characters) or one of
its normalised names equals one of the names below.
"""
import json
import os

# ----------------------------------------------------------------------------------------- concepts
# key: (type, [names...], [codes...])
CONCEPTS = {
    # ---------------------------------------------------------------- symptoms
    "dysuria": ("symptom", ["dysuria", "painful urination", "pain on urination", "burning on urination",
                            "burning when passing urine", "尿痛", "小便痛", "排尿痛"], ["R30.0", "R30.9"]),
    "urinary_frequency": ("symptom", ["urinary frequency", "frequency of micturition", "frequent urination",
                                      "尿频", "小便频"], ["R35.0"]),
    "nocturia": ("symptom", ["nocturia", "getting up at night to urinate", "起夜", "夜尿多"], ["R35.1"]),
    "hesitancy": ("symptom", ["urinary hesitancy", "hesitancy", "尿等待", "排尿等待"], ["R39.11"]),
    "incomplete_emptying": ("symptom", ["incomplete bladder emptying", "incomplete emptying",
                                        "sensation of incomplete emptying", "尿不尽", "尿不干净"], ["R39.14"]),
    "urinary_retention": ("symptom", ["urinary retention", "difficulty passing urine", "difficulty urinating",
                                      "trouble passing water", "排尿困难", "尿潴留"], ["R33", "R39.1"]),
    "urinary_incontinence": ("symptom", ["urinary incontinence", "incontinence of urine", "bladder incontinence",
                                         "wetting the bed", "小便失禁", "尿失禁"], ["R32", "N39.4"]),
    "faecal_incontinence": ("symptom", ["faecal incontinence", "fecal incontinence", "bowel incontinence",
                                        "loss of bowel control", "大便失禁"], ["R15"]),
    "polyuria": ("symptom", ["polyuria", "passing a lot of urine", "多尿"], ["R35.8", "R35.89"]),
    "haematuria": ("symptom", ["haematuria", "hematuria", "blood in urine", "blood in the urine", "血尿", "尿血"],
                   ["R31"]),
    "penile_discharge": ("symptom", ["penile discharge", "urethral discharge", "discharge from penis",
                                     "尿道分泌物"], ["R36"]),
    "testicular_pain": ("symptom", ["testicular pain", "pain in testicle", "scrotal pain", "睾丸痛"],
                        ["N50.8", "N50.81"]),
    "genital_ulcer": ("symptom", ["genital ulcer", "genital ulcers", "genital sore", "genital sores",
                                  "生殖器溃疡"], ["N48.5"]),
    "fever": ("symptom", ["fever", "pyrexia", "febrile", "high temperature", "发烧", "发热"], ["R50"]),
    "chills": ("symptom", ["chills", "rigors", "shivering", "寒战", "发冷"], ["R68.83"]),
    "back_pain": ("symptom", ["back pain", "low back pain", "lower back pain", "lumbago", "chronic low back pain",
                              "腰痛", "腰疼", "腰杆痛"], ["M54.5", "M54.9"]),
    "sciatica": ("symptom", ["sciatica", "radiating leg pain", "leg pain", "pain down the leg", "坐骨神经痛"],
                 ["M54.3", "M54.4"]),
    "confusion": ("symptom", ["confusion", "acute confusion", "delirium", "confused", "糊涂", "意识混乱"],
                  ["R41.0", "F05"]),
    "rash": ("symptom", ["rash", "skin rash", "皮疹", "疹子", "红疹"], ["R21"]),
    "urticaria": ("symptom", ["urticaria", "hives", "荨麻疹", "风团"], ["L50"]),
    "itching": ("symptom", ["itching", "itch", "itchy", "pruritus", "瘙痒", "痒", "痕"], ["L29"]),
    "ankle_swelling": ("symptom", ["ankle swelling", "swollen ankles", "leg swelling", "swollen leg",
                                   "oedema", "edema", "peripheral oedema", "peripheral edema",
                                   "脚肿", "腿肿", "脚踝肿", "水肿"], ["R60.0"]),
    "facial_swelling": ("symptom", ["facial swelling", "swelling of face", "face swelling", "脸肿", "面部肿胀"],
                        ["R22.0"]),
    "lip_swelling": ("symptom", ["lip swelling", "swollen lips", "swelling of lips", "嘴唇肿"], ["R22.0"]),
    "dizziness": ("symptom", ["dizziness", "dizzy", "lightheadedness", "light-headedness", "giddiness",
                              "头晕", "头昏"], ["R42"]),
    "sob": ("symptom", ["shortness of breath", "breathlessness", "dyspnoea", "dyspnea", "short of breath",
                        "气短", "气喘", "喘", "呼吸困难", "憋气"], ["R06.0", "R06.00", "R06.02"]),
    "orthopnoea": ("symptom", ["orthopnoea", "orthopnea", "breathless lying flat", "端坐呼吸", "躺不平"],
                   ["R06.01"]),
    "wheeze": ("symptom", ["wheeze", "wheezing", "wheezy", "喘鸣"], ["R06.2"]),
    "chest_tightness": ("symptom", ["chest tightness", "tight chest", "胸闷", "胸口发紧"], []),
    "cough": ("symptom", ["cough", "coughing", "咳嗽"], ["R05"]),
    "productive_cough": ("symptom", ["productive cough", "cough with sputum", "wet cough", "chesty cough",
                                     "sputum production", "cough", "咳痰", "咳嗽有痰"], ["R05"]),
    "runny_nose": ("symptom", ["runny nose", "rhinorrhoea", "rhinorrhea", "nasal discharge", "流鼻涕", "流涕"],
                   ["J34.89"]),
    "haemoptysis": ("symptom", ["haemoptysis", "hemoptysis", "coughing up blood", "咯血", "咳血"], ["R04.2"]),
    "chest_pain": ("symptom", ["chest pain", "胸痛", "胸口痛", "胸口疼"], ["R07.9", "R07.4"]),
    "chest_wall_pain": ("symptom", ["chest wall pain", "musculoskeletal chest pain", "chest pain",
                                    "chest wall strain", "costochondritis"], ["R07.89", "R07.9", "R07.4", "M94.0"]),
    "palpitations": ("symptom", ["palpitations", "palpitation", "fluttering", "heart racing", "心悸", "心慌"],
                     ["R00.2"]),
    "syncope": ("symptom", ["syncope", "fainting", "faint", "blackout", "晕厥", "晕倒"], ["R55"]),
    "fatigue": ("symptom", ["fatigue", "tiredness", "tired", "exhaustion", "lethargy", "乏力", "疲劳"],
                ["R53.83", "R53.8"]),
    "drowsiness": ("symptom", ["drowsiness", "sleepiness", "daytime sleepiness", "somnolence", "sedation",
                               "嗜睡", "犯困"], ["R40.0"]),
    "headache": ("symptom", ["headache", "头痛", "头疼", "cephalalgia"], ["R51"]),
    "blurred_vision": ("symptom", ["blurred vision", "blurry vision", "vision blurred", "视物模糊"], ["H53.8"]),
    "visual_flashes": ("symptom", ["flashing lights", "photopsia", "visual flashes", "flashes"], ["H53.19"]),
    "eye_pain": ("symptom", ["eye pain", "pain in eye", "ocular pain", "眼痛"], ["H57.1"]),
    "ruq_pain": ("symptom", ["right upper quadrant pain", "epigastric pain", "pain under the ribs",
                             "right upper abdominal pain", "右上腹痛"], ["R10.1"]),
    "abdominal_pain": ("symptom", ["abdominal pain", "lower abdominal pain", "stomach ache", "tummy pain",
                                   "abdominal cramps", "stomach cramps", "cramps", "腹痛", "肚子痛", "小腹痛",
                                   "下腹痛"], ["R10.9", "R10.3", "R10.4"]),
    "perineal_pain": ("symptom", ["perineal pain", "pain in perineum", "perineum pain", "会阴痛", "會陰痛"],
                      ["R10.2", "N94.89"]),
    "nausea": ("symptom", ["nausea", "feeling sick", "morning sickness", "nausea of pregnancy", "恶心"],
               ["R11.0", "O21"]),
    "vomiting": ("symptom", ["vomiting", "vomit", "being sick", "regurgitation", "spitting up", "posseting",
                             "possetting", "bringing up milk", "呕吐"], ["R11.1", "P92.0", "P92.1"]),
    "haematemesis": ("symptom", ["haematemesis", "hematemesis", "vomiting blood", "blood in vomit", "呕血"],
                     ["K92.0"]),
    "diarrhoea": ("symptom", ["diarrhoea", "diarrhea", "loose stools", "拉肚子", "腹泻"], ["R19.7"]),
    "bloody_stool": ("symptom", ["blood in stool", "bloody stools", "rectal bleeding", "hematochezia",
                                 "haematochezia", "便血"], ["K62.5"]),
    "melaena": ("symptom", ["melaena", "melena", "black stools", "black tarry stools", "黑便"], ["K92.1"]),
    "constipation": ("symptom", ["constipation", "constipated", "便秘"], ["K59.0"]),
    "bloating": ("symptom", ["bloating", "abdominal bloating", "abdominal distension", "肚子胀", "腹胀"],
                 ["R14.0"]),
    "flatulence": ("symptom", ["flatulence", "wind", "passing wind", "gas", "放屁多", "排气多"], ["R14.3"]),
    "heartburn": ("symptom", ["heartburn", "acid reflux", "dyspepsia", "indigestion", "烧心", "反酸"],
                  ["R12", "K30"]),
    "weight_loss": ("symptom", ["weight loss", "losing weight", "unintentional weight loss", "体重下降", "消瘦"],
                    ["R63.4"]),
    "weight_gain": ("symptom", ["weight gain", "gaining weight", "体重增加"], ["R63.5"]),
    "poor_appetite": ("symptom", ["poor appetite", "loss of appetite", "reduced appetite", "not eating",
                                  "胃口差", "食欲不振", "没胃口", "食欲差"], ["R63.0"]),
    "thirst": ("symptom", ["thirst", "excessive thirst", "polydipsia", "口渴"], ["R63.1"]),
    "insomnia": ("symptom", ["insomnia", "early morning waking", "early waking", "difficulty sleeping",
                             "trouble sleeping", "sleeplessness", "poor sleep", "失眠", "早醒", "睡不着"],
                 ["G47.0", "F51.0"]),
    "sweating": ("symptom", ["sweating", "hyperhidrosis", "excessive sweating", "diaphoresis", "sweats",
                             "出汗", "多汗"], ["R61"]),
    "night_sweats": ("symptom", ["night sweats", "nocturnal sweating", "盗汗", "夜间出汗"], ["R61"]),
    "hot_flushes": ("symptom", ["hot flushes", "hot flashes", "hot flush", "hot flash", "潮热"], ["R23.2"]),
    "tremor": ("symptom", ["tremor", "shakiness", "shaking", "shaky", "hand tremor", "手抖", "震颤"], ["R25.1"]),
    "numbness": ("symptom", ["numbness", "hypoaesthesia", "hypoesthesia", "numb", "麻木"], ["R20.0"]),
    "leg_numbness": ("symptom", ["leg numbness", "numbness of leg", "numbness", "paraesthesia", "paresthesia",
                                 "腿麻", "麻木"], ["R20.0", "R20.2"]),
    "tingling": ("symptom", ["tingling", "pins and needles", "paraesthesia", "paresthesia", "paresthesias",
                             "tingling fingers", "手指发麻"], ["R20.2"]),
    "saddle_anaesthesia": ("symptom", ["saddle anaesthesia", "saddle anesthesia", "saddle numbness", "鞍区麻木"],
                           []),
    "weakness": ("symptom", ["weakness", "limb weakness", "muscle weakness", "focal weakness"], ["R53.1"]),
    "hemiparesis": ("symptom", ["right-sided weakness", "right sided weakness", "hemiparesis",
                                "right hemiparesis", "limb weakness", "weakness", "半身无力", "偏瘫", "肢体无力"],
                    ["G81", "R53.1", "I69.35"]),
    "speech_difficulty": ("symptom", ["speech difficulty", "slurred speech", "dysarthria", "aphasia",
                                      "trouble speaking"], ["R47"]),
    "dysphagia": ("symptom", ["dysphagia", "difficulty swallowing", "swallowing difficulty", "trouble swallowing",
                              "choking", "choking on food", "吞咽困难", "呛咳", "喝水呛"], ["R13"]),
    "muscle_pain": ("symptom", ["muscle pain", "myalgia", "muscle aches", "肌肉酸痛", "肌肉疼"], ["M79.1"]),
    "toe_pain": ("symptom", ["big toe pain", "toe pain", "pain in toe", "great toe pain", "foot pain",
                             "大脚趾疼", "脚趾痛", "大脚趾头疼"], ["M79.67"]),
    "hallucinations": ("symptom", ["hallucinations", "visual hallucinations", "hallucination", "幻觉", "幻视"],
                       ["R44"]),
    "excessive_crying": ("symptom", ["excessive crying", "crying", "infant crying", "excessive crying of infant",
                                     "哭闹"], ["R68.11"]),
    "amenorrhoea": ("symptom", ["amenorrhoea", "amenorrhea", "missed periods", "absent periods", "闭经", "停经"],
                    ["N91"]),
    "vaginal_bleeding": ("symptom", ["vaginal bleeding", "bleeding in pregnancy", "spotting", "阴道出血", "见红"],
                         ["N93.9", "O20.9"]),
    "pmb": ("symptom", ["postmenopausal bleeding", "post-menopausal bleeding", "绝经后出血"], ["N95.0"]),
    "imb": ("symptom", ["intermenstrual bleeding", "bleeding between periods", "metrorrhagia", "经间期出血"],
            ["N92.1", "N92.3"]),
    "pcb": ("symptom", ["postcoital bleeding", "post-coital bleeding", "bleeding after sex", "同房后出血"],
            ["N93.0"]),
    "dysmenorrhoea": ("symptom", ["dysmenorrhoea", "dysmenorrhea", "period pain", "painful periods",
                                  "menstrual cramps", "痛经"], ["N94.6"]),
    "mouth_ulcer": ("symptom", ["mouth ulcer", "mouth ulcers", "oral ulcer", "aphthous ulcer", "口腔溃疡",
                                "口腔潰瘍"], ["K12.0"]),
    "sore_throat": ("symptom", ["sore throat", "throat pain", "pharyngitis", "喉咙痛", "咽痛", "喉嚨痛"],
                    ["J02", "R07.0"]),
    "bruising": ("symptom", ["bruising", "easy bruising", "bruise", "bruises", "ecchymosis", "瘀青"], ["R23.3"]),
    "taste_disturbance": ("symptom", ["taste disturbance", "altered taste", "dysgeusia", "taste change",
                                      "味觉改变"], ["R43.2", "R43.8"]),
    "seizure": ("symptom", ["seizure", "seizures", "convulsion", "convulsions", "fit", "fits", "抽筋", "抽搐",
                            "惊厥"], ["R56.9"]),
    "suicidal_ideation": ("symptom", ["suicidal ideation", "suicidal thoughts", "thoughts of suicide",
                                      "thoughts of self-harm", "thoughts of harming self", "自杀念头", "轻生念头",
                                      "自伤念头", "伤害自己的想法"], ["R45.851"]),
    "self_harm": ("condition", ["self-harm", "self harm", "deliberate self-harm", "self-injury", "cutting",
                                "自残", "自伤"], ["R45.88", "X78", "Z91.5"]),
    "lymphangitis": ("condition", ["lymphangitis", "red streaks", "red streaking"], ["I89.1"]),
    "hypoglycaemia": ("condition", ["hypoglycaemia", "hypoglycemia", "hypo", "hypos", "low blood sugar", "低血糖"],
                      ["E16"]),
    # ---------------------------------------------------------------- conditions
    "uti": ("condition", ["urinary tract infection", "UTI", "cystitis", "urine infection", "water infection",
                          "lower urinary tract infection", "尿路感染", "尿道炎", "泌尿系感染"], ["N39.0", "N30"]),
    "hypertension": ("condition", ["hypertension", "high blood pressure", "essential hypertension", "高血压",
                                   "血压高"], ["I10"]),
    "t2dm": ("condition", ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes", "diabetes mellitus",
                           "T2DM", "糖尿病", "2型糖尿病"], ["E11", "E14"]),
    "gestational_diabetes": ("condition", ["gestational diabetes", "gestational diabetes mellitus", "GDM",
                                           "妊娠糖尿病", "妊娠期糖尿病"], ["O24.4"]),
    "gout": ("condition", ["gout", "gouty arthritis", "acute gout", "痛风"], ["M10", "M1A"]),
    "kidney_stone": ("condition", ["kidney stone", "kidney stones", "renal calculus", "nephrolithiasis",
                                   "urolithiasis", "肾结石"], ["N20"]),
    "asthma": ("condition", ["asthma", "bronchial asthma", "哮喘"], ["J45"]),
    "copd": ("condition", ["chronic obstructive pulmonary disease", "COPD", "慢阻肺", "慢性阻塞性肺病"], ["J44"]),
    "lrti": ("condition", ["chest infection", "lower respiratory tract infection", "LRTI", "acute bronchitis",
                           "bronchitis", "下呼吸道感染"], ["J22", "J20"]),
    "tb": ("condition", ["tuberculosis", "TB", "pulmonary tuberculosis", "肺结核", "结核"], ["A15", "A16", "Z86.11"]),
    "pid": ("condition", ["pelvic inflammatory disease", "PID", "盆腔炎"], ["N73"]),
    "migraine": ("condition", ["migraine", "migraine with aura", "classic migraine", "偏头痛"], ["G43"]),
    "febrile_convulsion": ("condition", ["febrile convulsion", "febrile convulsions", "febrile seizure",
                                         "febrile seizures", "热性惊厥", "高热惊厥"], ["R56.0"]),
    "epilepsy": ("condition", ["epilepsy", "seizure disorder", "癫痫"], ["G40"]),
    "psoriasis": ("condition", ["psoriasis", "plaque psoriasis", "银屑病", "牛皮癣", "乾癬"], ["L40"]),
    "eczema": ("condition", ["eczema", "atopic eczema", "atopic dermatitis", "dermatitis", "湿疹", "濕疹"],
               ["L20", "L30.9"]),
    "allergic_rhinitis": ("condition", ["allergic rhinitis", "hay fever", "rhinitis", "过敏性鼻炎", "鼻敏感"],
                          ["J30"]),
    "anaphylaxis": ("condition", ["anaphylaxis", "anaphylactic reaction", "anaphylactic shock", "过敏性休克",
                                  "過敏性休克"], ["T78.2", "T78.0"]),
    "depression": ("condition", ["depression", "depressive disorder", "major depressive disorder",
                                 "depressive episode", "抑郁症", "抑郁"], ["F32", "F33"]),
    "postnatal_depression": ("condition", ["postnatal depression", "postpartum depression", "产后抑郁"],
                             ["F53", "O90.6"]),
    "bipolar": ("condition", ["bipolar disorder", "bipolar affective disorder", "bipolar", "双相情感障碍",
                              "躁郁症"], ["F31"]),
    "anxiety": ("condition", ["anxiety", "anxiety disorder", "generalised anxiety disorder",
                              "generalized anxiety disorder", "焦虑", "焦虑症"], ["F41"]),
    "anorexia_nervosa": ("condition", ["anorexia nervosa", "anorexia", "eating disorder", "厌食症"],
                         ["F50.0"]),
    "bereavement": ("condition", ["bereavement", "grief", "bereavement reaction", "丧亲"], ["Z63.4"]),
    "heart_failure": ("condition", ["heart failure", "congestive heart failure", "cardiac failure", "CHF",
                                    "心衰", "心力衰竭"], ["I50"]),
    "af": ("condition", ["atrial fibrillation", "AF", "AFib", "A-fib", "房颤", "心房颤动"], ["I48"]),
    "mi": ("condition", ["myocardial infarction", "heart attack", "MI", "old myocardial infarction", "心梗",
                         "心肌梗死"], ["I21", "I22", "I25.2"]),
    "stroke": ("condition", ["stroke", "cerebral infarction", "ischaemic stroke", "ischemic stroke", "CVA",
                             "cerebrovascular accident", "中风", "脑梗", "脑卒中"], ["I63", "I64", "Z86.73"]),
    "dvt": ("condition", ["deep vein thrombosis", "DVT", "blood clot in leg", "深静脉血栓"], ["I82.4", "I80"]),
    "vte": ("condition", ["venous thromboembolism", "VTE", "blood clot", "blood clots", "thrombosis", "血栓"],
            ["I82.9", "I26"]),
    "heart_disease": ("condition", ["heart disease", "cardiac disease", "心脏病"], ["I51.9"]),
    "liver_disease": ("condition", ["liver disease", "hepatic disease", "肝病"], ["K76.9"]),
    "kidney_disease": ("condition", ["kidney disease", "renal disease", "chronic kidney disease", "CKD", "肾病"],
                       ["N28.9", "N18"]),
    "hypothyroidism": ("condition", ["hypothyroidism", "underactive thyroid", "甲减", "甲状腺功能减退"], ["E03"]),
    "hyperthyroidism": ("condition", ["hyperthyroidism", "overactive thyroid", "thyrotoxicosis", "甲亢"], ["E05"]),
    "hashimoto": ("condition", ["Hashimoto's thyroiditis", "Hashimoto thyroiditis", "Hashimotos",
                                "autoimmune thyroiditis", "chronic lymphocytic thyroiditis", "桥本",
                                "桥本甲状腺炎"], ["E06.3"]),
    "ida": ("condition", ["iron deficiency anaemia", "iron deficiency anemia", "iron-deficiency anaemia",
                          "缺铁性贫血"], ["D50"]),
    "anaemia": ("condition", ["anaemia", "anemia", "贫血"], ["D64.9"]),
    "hypercholesterolaemia": ("condition", ["high cholesterol", "hypercholesterolaemia", "hypercholesterolemia",
                                            "hyperlipidaemia", "hyperlipidemia", "高血脂", "高胆固醇"], ["E78"]),
    "bph": ("condition", ["benign prostatic hyperplasia", "BPH", "enlarged prostate", "prostate enlargement",
                          "prostatic hyperplasia", "前列腺增生", "前列腺肥大"], ["N40"]),
    "prostate_cancer": ("condition", ["prostate cancer", "prostate carcinoma", "malignant neoplasm of prostate",
                                      "前列腺癌"], ["C61"]),
    "fatty_liver": ("condition", ["fatty liver", "hepatic steatosis", "NAFLD", "non-alcoholic fatty liver disease",
                                  "脂肪肝"], ["K76.0"]),
    "gallstones": ("condition", ["gallstones", "gallstone", "cholelithiasis", "gallbladder stones", "胆结石"],
                   ["K80"]),
    "ibs": ("condition", ["irritable bowel syndrome", "IBS", "肠易激综合征", "肠易激"], ["K58"]),
    "gord": ("condition", ["gastro-oesophageal reflux", "gastroesophageal reflux", "gastro-oesophageal reflux disease",
                           "GORD", "GERD", "reflux", "infant reflux", "胃食管反流"], ["K21", "P78.83"]),
    "pregnancy": ("condition", ["pregnancy", "pregnant", "pregnant state", "intrauterine pregnancy", "怀孕",
                                "妊娠", "早孕"], ["Z33", "Z34"]),
    "threatened_miscarriage": ("condition", ["threatened miscarriage", "threatened abortion", "先兆流产"],
                               ["O20.0"]),
    "miscarriage": ("condition", ["miscarriage", "spontaneous abortion", "missed miscarriage", "pregnancy loss",
                                  "流产"], ["O03", "O02.1"]),
    "preeclampsia": ("condition", ["pre-eclampsia", "preeclampsia", "子痫前期"], ["O14"]),
    "eclampsia": ("condition", ["eclampsia", "子痫"], ["O15"]),
    "malaria": ("condition", ["malaria", "疟疾"], ["B50", "B54"]),
    "typhoid": ("condition", ["typhoid", "typhoid fever", "伤寒"], ["A01.0"]),
    "dengue": ("condition", ["dengue", "dengue fever", "登革热"], ["A90", "A97"]),
    "travellers_diarrhoea": ("condition", ["travellers' diarrhoea", "traveller's diarrhoea", "travelers diarrhea",
                                           "traveler's diarrhea", "infectious diarrhoea", "gastroenteritis",
                                           "旅行者腹泻"], ["A09", "A04"]),
    "chickenpox": ("condition", ["chickenpox", "chicken pox", "varicella", "水痘"], ["B01"]),
    "shingles": ("condition", ["shingles", "herpes zoster", "zoster", "带状疱疹"], ["B02"]),
    "cellulitis": ("condition", ["cellulitis", "蜂窝织炎"], ["L03"]),
    "rosacea": ("condition", ["rosacea", "酒渣鼻"], ["L71"]),
    "irregular_menstruation": ("condition", ["irregular periods", "irregular menstruation", "menstrual irregularity",
                                             "月经不调"], ["N92.6", "N92.5"]),
    "hmb": ("condition", ["heavy menstrual bleeding", "menorrhagia", "heavy periods", "月经过多", "月经量多"],
            ["N92.0"]),
    "endometriosis": ("condition", ["endometriosis", "子宫内膜异位症"], ["N80"]),
    "breast_cancer": ("condition", ["breast cancer", "carcinoma of breast", "乳腺癌"], ["C50"]),
    "fibroadenoma": ("condition", ["fibroadenoma", "breast fibroadenoma", "benign breast lump", "breast lump",
                                   "乳腺纤维腺瘤"], ["D24", "N60.2"]),
    "osteoporosis": ("condition", ["osteoporosis", "骨质疏松", "骨质疏松症"], ["M81", "M80"]),
    "hip_fracture": ("condition", ["hip fracture", "fractured hip", "broken hip", "fractured neck of femur",
                                   "femoral neck fracture", "髋部骨折", "股骨颈骨折", "大腿骨骨折"], ["S72"]),
    "wrist_fracture": ("condition", ["wrist fracture", "broken wrist", "fractured wrist", "distal radius fracture",
                                     "腕部骨折"], ["S62", "S52.5"]),
    "osteoarthritis_knee": ("condition", ["osteoarthritis of knee", "knee osteoarthritis", "osteoarthritis",
                                          "arthritis", "knee arthritis", "膝关节炎", "膝骨关节炎"],
                            ["M17", "M19.9"]),
    "parkinsons": ("condition", ["Parkinson's disease", "Parkinson disease", "Parkinsons", "帕金森病", "帕金森"],
                   ["G20"]),
    "dementia": ("condition", ["dementia", "Alzheimer's disease", "痴呆", "老年痴呆"], ["F03", "F00", "G30"]),
    "chlamydia": ("condition", ["chlamydia", "chlamydial infection", "chlamydia trachomatis infection",
                                "衣原体感染"], ["A56", "A74"]),
    "gonorrhoea": ("condition", ["gonorrhoea", "gonorrhea", "淋病"], ["A54"]),
    "hiv": ("condition", ["HIV", "HIV infection", "human immunodeficiency virus", "艾滋病", "艾滋"], ["B20", "Z21"]),
    "syphilis": ("condition", ["syphilis", "梅毒"], ["A50", "A51", "A52", "A53"]),
    "hepatitis_b": ("condition", ["hepatitis B", "chronic hepatitis B", "hepatitis B carrier", "乙肝", "乙型肝炎",
                                  "乙肝携带者"], ["B18.1", "B16", "Z22.51"]),
    # ---------------------------------------------------------------- procedures
    "lithotripsy": ("procedure", ["lithotripsy", "ESWL", "shock wave lithotripsy", "体外碎石", "碎石"], []),
    "cholecystectomy": ("procedure", ["cholecystectomy", "laparoscopic cholecystectomy", "gallbladder removal",
                                      "胆囊切除", "胆囊切除术"], []),
    "dc": ("procedure", ["dilation and curettage", "dilatation and curettage", "D&C",
                         "evacuation of retained products of conception", "ERPC", "清宫", "清宫术", "刮宫"], []),
    "caesarean": ("procedure", ["caesarean section", "cesarean section", "C-section", "caesarean", "cesarean",
                                "剖腹产", "剖宫产"], []),
    "lumbar_discectomy": ("procedure", ["lumbar discectomy", "discectomy", "microdiscectomy", "lumbar disc surgery",
                                        "spinal surgery", "back surgery", "腰椎间盘手术", "腰椎手术"], []),
    "pci": ("procedure", ["percutaneous coronary intervention", "PCI", "coronary stent", "stent", "stenting",
                          "coronary angioplasty", "支架", "心脏支架", "放支架"], []),
    "appendicectomy": ("procedure", ["appendicectomy", "appendectomy", "appendix removal", "阑尾切除",
                                     "阑尾切除术", "阑尾手术"], []),
    "knee_replacement": ("procedure", ["knee replacement", "total knee replacement", "knee arthroplasty", "TKR",
                                       "膝关节置换"], []),
    "radioiodine": ("procedure", ["radioactive iodine", "radioiodine therapy", "radioactive iodine treatment",
                                  "radioiodine", "RAI", "放射性碘"], []),
    "lumpectomy": ("procedure", ["lumpectomy", "excision of breast lump", "breast lump removal",
                                 "乳腺肿块切除"], []),
    "hysterectomy": ("procedure", ["hysterectomy", "子宫切除", "子宫切除术"], []),
    # ---------------------------------------------------------------- allergies
    "penicillin_allergy": ("allergy", ["penicillins", "penicillin", "penicillin allergy", "青霉素", "青霉素类",
                                       "盘尼西林"], ["J01C"]),
    "amoxicillin_allergy": ("allergy", ["amoxicillin", "amoxycillin", "阿莫西林", "penicillins", "penicillin"],
                            ["J01CA04"]),
    "cephalosporin_allergy": ("allergy", ["cephalosporins", "cephalosporin", "头孢", "头孢类", "头孢菌素"],
                              ["J01D"]),
    "sulfonamide_allergy": ("allergy", ["sulfonamides", "sulphonamides", "sulfa drugs", "sulpha drugs", "sulfa",
                                        "sulfonamide antibiotics", "co-trimoxazole", "Bactrim", "Septrin",
                                        "磺胺", "磺胺类", "复方新诺明"], ["J01E"]),
    "clarithromycin_allergy": ("allergy", ["clarithromycin", "克拉霉素"], ["J01FA09"]),
    "aspirin_allergy": ("allergy", ["aspirin", "acetylsalicylic acid", "阿司匹林"], ["N02BA01", "B01AC06"]),
    "nsaid_allergy": ("allergy", ["NSAIDs", "NSAID", "non-steroidal anti-inflammatory drugs", "anti-inflammatories",
                                  "ibuprofen", "非甾体抗炎药"], ["M01A"]),
    "egg_allergy": ("allergy", ["egg", "eggs", "egg allergy", "egg protein", "鸡蛋", "鸡蛋过敏"], ["Z91.012"]),
    "peanut_allergy": ("allergy", ["peanut", "peanuts", "peanut allergy", "花生", "花生过敏"], ["Z91.010"]),
    "adrenaline_allergy": ("allergy", ["adrenaline", "epinephrine", "EpiPen", "肾上腺素"], ["C01CA24"]),
    # ---------------------------------------------------------------- medications
    "amlodipine": ("medication", ["amlodipine", "Norvasc", "Istin", "氨氯地平", "苯磺酸氨氯地平", "络活喜"],
                   ["C08CA01"]),
    "nifedipine": ("medication", ["nifedipine", "Adalat", "硝苯地平", "硝苯地平缓释片", "拜新同"], ["C08CA05"]),
    "aspirin": ("medication", ["aspirin", "acetylsalicylic acid", "low-dose aspirin", "阿司匹林", "拜阿司匹灵"],
                ["B01AC06", "N02BA01"]),
    "metformin": ("medication", ["metformin", "Glucophage", "二甲双胍", "二甲雙胍", "格华止"], ["A10BA02"]),
    "gliclazide": ("medication", ["gliclazide", "Diamicron", "格列齐特", "达美康"], ["A10BB09"]),
    "glipizide": ("medication", ["glipizide", "Glucotrol", "格列吡嗪"], ["A10BB07"]),
    "glimepiride": ("medication", ["glimepiride", "Amaryl", "格列美脲"], ["A10BB12"]),
    "empagliflozin": ("medication", ["empagliflozin", "Jardiance", "恩格列净"], ["A10BK03"]),
    "insulin": ("medication", ["insulin", "insulin glargine", "insulin aspart", "Lantus", "NovoRapid", "胰岛素"],
                ["A10A"]),
    "telmisartan": ("medication", ["telmisartan", "Micardis", "替米沙坦"], ["C09CA07"]),
    "valsartan": ("medication", ["valsartan", "Diovan", "缬沙坦", "代文"], ["C09CA03"]),
    "sacubitril_valsartan": ("medication", ["sacubitril/valsartan", "sacubitril and valsartan", "Entresto",
                                            "沙库巴曲缬沙坦", "诺欣妥"], ["C09DX04"]),
    "furosemide": ("medication", ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"]),
    "spironolactone": ("medication", ["spironolactone", "Aldactone", "螺内酯", "安体舒通"], ["C03DA01"]),
    "bisoprolol": ("medication", ["bisoprolol", "Concor", "Cardicor", "比索洛尔", "康忻"], ["C07AB07"]),
    "propranolol": ("medication", ["propranolol", "Inderal", "普萘洛尔", "心得安"], ["C07AA05"]),
    "labetalol": ("medication", ["labetalol", "Trandate", "拉贝洛尔"], ["C07AG01"]),
    "atorvastatin": ("medication", ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"]),
    "rosuvastatin": ("medication", ["rosuvastatin", "Crestor", "瑞舒伐他汀", "可定"], ["C10AA07"]),
    "fish_oil": ("medication", ["fish oil", "omega-3", "omega 3", "omega-3 fatty acids", "鱼油"], ["C10AX06"]),
    "clopidogrel": ("medication", ["clopidogrel", "Plavix", "氯吡格雷", "波立维"], ["B01AC04"]),
    "warfarin": ("medication", ["warfarin", "Coumadin", "Marevan", "华法林"], ["B01AA03"]),
    "apixaban": ("medication", ["apixaban", "Eliquis", "阿哌沙班"], ["B01AF02"]),
    "rivaroxaban": ("medication", ["rivaroxaban", "Xarelto", "利伐沙班", "拜瑞妥"], ["B01AF01"]),
    "enoxaparin": ("medication", ["enoxaparin", "Clexane", "Lovenox", "依诺肝素"], ["B01AB05"]),
    "nitrofurantoin": ("medication", ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"]),
    "trimethoprim": ("medication", ["trimethoprim", "甲氧苄啶"], ["J01EA01"]),
    "cefalexin": ("medication", ["cefalexin", "cephalexin", "Keflex", "头孢氨苄"], ["J01DB01"]),
    "clarithromycin": ("medication", ["clarithromycin", "Klaricid", "Biaxin", "克拉霉素"], ["J01FA09"]),
    "doxycycline": ("medication", ["doxycycline", "Vibramycin", "doxy", "多西环素", "强力霉素"], ["J01AA02"]),
    "co_amoxiclav": ("medication", ["amoxicillin/clavulanic acid", "co-amoxiclav", "Augmentin",
                                    "amoxicillin-clavulanate", "amoxicillin and clavulanate potassium",
                                    "阿莫西林克拉维酸钾"], ["J01CR02"]),
    "ciprofloxacin": ("medication", ["ciprofloxacin", "cipro", "Ciproxin", "环丙沙星"], ["J01MA02"]),
    "aciclovir": ("medication", ["aciclovir", "acyclovir", "Zovirax", "阿昔洛韦"], ["J05AB01"]),
    "truvada": ("medication", ["emtricitabine/tenofovir disoproxil", "emtricitabine/tenofovir",
                               "emtricitabine and tenofovir", "Truvada", "PrEP", "舒发泰"], ["J05AR03"]),
    "atovaquone_proguanil": ("medication", ["atovaquone/proguanil", "atovaquone and proguanil", "Malarone",
                                            "阿托伐醌氯胍", "马拉隆"], ["P01BB51"]),
    "mefloquine": ("medication", ["mefloquine", "Lariam", "甲氟喹"], ["P01BC02"]),
    "coartem": ("medication", ["artemether/lumefantrine", "artemether and lumefantrine", "Coartem", "Riamet",
                               "复方蒿甲醚"], ["P01BF01"]),
    "yellow_fever_vaccine": ("medication", ["yellow fever vaccine", "yellow fever vaccination", "Stamaril",
                                            "黄热病疫苗"], ["J07BL01"]),
    "shingles_vaccine": ("medication", ["shingles vaccine", "zoster vaccine", "shingles jab", "Shingrix",
                                        "Zostavax", "带状疱疹疫苗"], ["J07BK"]),
    "paracetamol": ("medication", ["paracetamol", "acetaminophen", "Tylenol", "Panadol", "Calpol", "对乙酰氨基酚",
                                   "扑热息痛", "泰诺林", "必理痛"], ["N02BE01"]),
    "ibuprofen": ("medication", ["ibuprofen", "Advil", "Nurofen", "Motrin", "美林", "布洛芬", "芬必得"],
                  ["M01AE01"]),
    "ibuprofen_gel": ("medication", ["ibuprofen gel", "topical ibuprofen", "Ibuleve", "Nurofen gel", "ibuprofen",
                                     "布洛芬凝胶"], ["M02AA13"]),
    "naproxen": ("medication", ["naproxen", "Naprosyn", "Aleve", "萘普生"], ["M01AE02"]),
    "celecoxib": ("medication", ["celecoxib", "Celebrex", "塞来昔布", "西乐葆"], ["M01AH01"]),
    "etoricoxib": ("medication", ["etoricoxib", "Arcoxia", "依托考昔", "安康信"], ["M01AH05"]),
    "mefenamic_acid": ("medication", ["mefenamic acid", "Ponstan", "甲芬那酸"], ["M01AG01"]),
    "colchicine": ("medication", ["colchicine", "秋水仙碱"], ["M04AC01"]),
    "allopurinol": ("medication", ["allopurinol", "Zyloprim", "别嘌醇"], ["M04AA01"]),
    "febuxostat": ("medication", ["febuxostat", "Adenuric", "Uloric", "非布司他"], ["M04AA03"]),
    "glucosamine": ("medication", ["glucosamine", "glucosamine sulfate", "glucosamine sulphate", "氨基葡萄糖"],
                    ["M01AX05"]),
    "tramadol": ("medication", ["tramadol", "Ultram", "Zydol", "曲马多", "奇曼丁"], ["N02AX02"]),
    "morphine": ("medication", ["morphine", "MST", "MST Continus", "morphine sulfate", "morphine sulphate",
                                "Zomorph", "吗啡"], ["N02AA01"]),
    "oxycodone": ("medication", ["oxycodone", "OxyContin", "Percocet", "羟考酮"], ["N02AA05"]),
    "co_codamol": ("medication", ["co-codamol", "codeine/paracetamol", "paracetamol/codeine",
                                  "codeine and paracetamol", "Solpadol", "Tylex"], ["N02AJ06"]),
    "pregabalin": ("medication", ["pregabalin", "Lyrica", "普瑞巴林", "乐瑞卡"], ["N03AX16"]),
    "levetiracetam": ("medication", ["levetiracetam", "Keppra", "左乙拉西坦", "开浦兰"], ["N03AX14"]),
    "topiramate": ("medication", ["topiramate", "Topamax", "托吡酯"], ["N03AX11"]),
    "sumatriptan": ("medication", ["sumatriptan", "Imitrex", "Imigran", "舒马普坦"], ["N02CC01"]),
    "sertraline": ("medication", ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"]),
    "escitalopram": ("medication", ["escitalopram", "Lexapro", "Cipralex", "艾司西酞普兰", "来士普"],
                     ["N06AB10"]),
    "paroxetine": ("medication", ["paroxetine", "Paxil", "Seroxat", "帕罗西汀", "赛乐特"], ["N06AB05"]),
    "fluoxetine": ("medication", ["fluoxetine", "Prozac", "氟西汀", "百忧解"], ["N06AB03"]),
    "mirtazapine": ("medication", ["mirtazapine", "Remeron", "米氮平", "瑞美隆"], ["N06AX11"]),
    "olanzapine": ("medication", ["olanzapine", "Zyprexa", "奥氮平"], ["N05AH03"]),
    "lithium": ("medication", ["lithium", "lithium carbonate", "Priadel", "Camcolit", "碳酸锂"], ["N05AN01"]),
    "zopiclone": ("medication", ["zopiclone", "Zimovane", "佐匹克隆"], ["N05CF01"]),
    "estazolam": ("medication", ["estazolam", "艾司唑仑", "舒乐安定"], ["N05CD04"]),
    "melatonin": ("medication", ["melatonin", "Circadin", "褪黑素"], ["N05CH01"]),
    "donepezil": ("medication", ["donepezil", "Aricept", "多奈哌齐", "安理申"], ["N06DA02"]),
    "memantine": ("medication", ["memantine", "Ebixa", "Namenda", "美金刚"], ["N06DX01"]),
    "ginkgo": ("medication", ["ginkgo", "ginkgo biloba", "ginkgo leaf tablets", "ginkgo leaf extract", "银杏叶片",
                              "银杏叶"], ["N06DX02"]),
    "co_careldopa": ("medication", ["co-careldopa", "carbidopa/levodopa", "levodopa/carbidopa",
                                    "carbidopa and levodopa", "Sinemet", "levodopa", "卡左双多巴"], ["N04BA02"]),
    "ropinirole": ("medication", ["ropinirole", "Requip", "罗匹尼罗"], ["N04BC04"]),
    "rasagiline": ("medication", ["rasagiline", "Azilect", "雷沙吉兰"], ["N04BD02"]),
    "salbutamol": ("medication", ["salbutamol", "albuterol", "Ventolin", "blue inhaler", "沙丁胺醇", "万托林"],
                   ["R03AC02"]),
    "budesonide_formoterol": ("medication", ["budesonide/formoterol", "budesonide and formoterol", "Symbicort",
                                             "信必可", "布地奈德福莫特罗"], ["R03AK07"]),
    "fluticasone_salmeterol": ("medication", ["fluticasone/salmeterol", "salmeterol/fluticasone",
                                              "salmeterol and fluticasone", "Seretide", "Advair", "沙美特罗替卡松",
                                              "舒利迭"], ["R03AK06"]),
    "tiotropium": ("medication", ["tiotropium", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"]),
    "montelukast": ("medication", ["montelukast", "Singulair", "孟鲁司特", "顺尔宁"], ["R03DC03"]),
    "prednisolone": ("medication", ["prednisolone", "泼尼松龙", "强的松龙"], ["H02AB06"]),
    "chlorphenamine": ("medication", ["chlorphenamine", "chlorpheniramine", "Piriton", "扑尔敏", "氯苯那敏"],
                       ["R06AB04"]),
    "levothyroxine": ("medication", ["levothyroxine", "thyroxine", "levothyroxine sodium", "Euthyrox", "Eltroxin",
                                     "Synthroid", "优甲乐", "左甲状腺素", "左甲状腺素钠"], ["H03AA01"]),
    "colecalciferol": ("medication", ["colecalciferol", "cholecalciferol", "vitamin D", "vitamin D3", "维生素D",
                                      "维生素D3"], ["A11CC05"]),
    "calcium": ("medication", ["calcium", "calcium carbonate", "calcium supplement", "钙片", "碳酸钙"],
                ["A12AA", "A12AX"]),
    "folic_acid": ("medication", ["folic acid", "folate", "叶酸", "葉酸"], ["B03BB01"]),
    "ferrous_sulphate": ("medication", ["ferrous sulfate", "ferrous sulphate", "iron tablets", "iron",
                                        "硫酸亚铁"], ["B03AA07"]),
    "ferrous_fumarate": ("medication", ["ferrous fumarate", "Fersaday", "Galfer", "iron", "富马酸亚铁"],
                         ["B03AA02"]),
    "prenatal_vitamins": ("medication", ["prenatal vitamins", "pregnancy vitamins", "antenatal vitamins",
                                         "pregnancy multivitamin", "孕妇维生素"], []),
    "tranexamic_acid": ("medication", ["tranexamic acid", "Cyklokapron", "氨甲环酸"], ["B02AA02"]),
    "omeprazole": ("medication", ["omeprazole", "Losec", "Prilosec", "奥美拉唑", "洛赛克"], ["A02BC01"]),
    "pinaverium": ("medication", ["pinaverium", "pinaverium bromide", "Dicetel", "匹维溴铵", "得舒特"],
                   ["A03AX04"]),
    "gaviscon_infant": ("medication", ["Gaviscon Infant", "Gaviscon", "alginate", "sodium alginate",
                                       "alginic acid", "海藻酸钠"], ["A02BX13"]),
    "gripe_water": ("medication", ["gripe water", "Woodward's gripe water"], []),
    "loperamide": ("medication", ["loperamide", "Imodium", "易蒙停", "洛哌丁胺"], ["A07DA03"]),
    "ors": ("medication", ["oral rehydration salts", "oral rehydration solution", "ORS", "Dioralyte",
                           "口服补液盐"], ["A07CA"]),
    "senna": ("medication", ["senna", "sennosides", "Senokot", "番泻叶"], ["A06AB06"]),
    "lactulose": ("medication", ["lactulose", "Duphalac", "乳果糖"], ["A06AD11"]),
    "macrogol": ("medication", ["macrogol", "Laxido", "Movicol", "polyethylene glycol", "MiraLAX", "聚乙二醇"],
                 ["A06AD15", "A06AD65"]),
    "methotrexate": ("medication", ["methotrexate", "MTX", "甲氨蝶呤"], ["L04AX03", "L01BA01"]),
    "calcipotriol": ("medication", ["calcipotriol", "calcipotriene", "Dovonex", "卡泊三醇", "达力士"],
                     ["D05AX02"]),
    "hydrocortisone_topical": ("medication", ["hydrocortisone", "hydrocortisone cream", "hydrocortisone 1%",
                                              "氢化可的松", "氫化可的松"], ["D07AA02"]),
    "mometasone": ("medication", ["mometasone", "mometasone furoate", "Elomet", "Elocon", "糠酸莫米松", "艾洛松"],
                   ["D07AC13"]),
    "emollient": ("medication", ["emollient", "emollients", "moisturiser", "moisturizer", "Cetaphil", "润肤霜",
                                 "润肤膏", "潤膚膏"], ["D02A"]),
    "tacrolimus_topical": ("medication", ["tacrolimus", "tacrolimus ointment", "Protopic", "他克莫司"],
                           ["D11AH01"]),
    "neosporin": ("medication", ["Neosporin", "neomycin", "triple antibiotic ointment",
                                 "bacitracin/neomycin/polymyxin B"], ["D06AX04"]),
    "tamsulosin": ("medication", ["tamsulosin", "Flomax", "Flomaxtra", "坦索罗辛", "坦洛新", "哈乐"], ["G04CA02"]),
    "finasteride": ("medication", ["finasteride", "Proscar", "非那雄胺", "保列治"], ["G04CB01"]),
    "sildenafil": ("medication", ["sildenafil", "Viagra", "西地那非", "万艾可", "伟哥"], ["G04BE03"]),
    "yasmin": ("medication", ["drospirenone/ethinylestradiol", "drospirenone and ethinylestradiol", "Yasmin",
                              "优思明", "屈螺酮炔雌醇"], ["G03AA12"]),
    "marvelon": ("medication", ["desogestrel/ethinylestradiol", "desogestrel and ethinylestradiol", "Marvelon",
                                "妈富隆", "去氧孕烯炔雌醇"], ["G03AA09"]),
    "alesse": ("medication", ["levonorgestrel/ethinylestradiol", "levonorgestrel and ethinylestradiol", "Alesse",
                              "Microgynon", "combined oral contraceptive", "combined oral contraceptive pill",
                              "combined pill"], ["G03AA07"]),
    "levonorgestrel_ec": ("medication", ["levonorgestrel", "emergency contraception", "emergency contraceptive pill",
                                         "morning-after pill", "Levonelle", "Plan B", "毓婷", "左炔诺孕酮"],
                          ["G03AD01"]),
    "desogestrel": ("medication", ["desogestrel", "Cerazette", "progestogen-only pill", "POP", "去氧孕烯"],
                    ["G03AC09"]),
    "slynd": ("medication", ["drospirenone", "Slynd", "drospirenone-only pill"], ["G03AC10"]),
    "mirena": ("medication", ["levonorgestrel intrauterine system", "levonorgestrel-releasing intrauterine system",
                              "Mirena", "hormonal IUD", "LNG-IUS", "IUS", "曼月乐"], ["G02BA03"]),
    "norethisterone": ("medication", ["norethisterone", "norethindrone", "Primolut N", "炔诺酮"], ["G03DC02"]),
    "dydrogesterone": ("medication", ["dydrogesterone", "Duphaston", "地屈孕酮", "达芙通"], ["G03DB01"]),
    "progesterone": ("medication", ["progesterone", "micronised progesterone", "micronized progesterone",
                                    "Utrogestan", "Prometrium", "孕酮", "黄体酮"], ["G03DA04"]),
    "estradiol": ("medication", ["estradiol", "oestradiol", "estradiol gel", "Oestrogel", "Sandrena", "雌二醇"],
                  ["G03CA03"]),
    "premarin": ("medication", ["conjugated oestrogens", "conjugated estrogens", "Premarin", "倍美力"],
                 ["G03CA57"]),
    "karela": ("medication", ["karela", "karela juice", "bitter gourd", "bitter melon", "苦瓜"], []),
    "diabecon": ("medication", ["Diabecon", "Himalaya Diabecon"], []),
    "evening_primrose": ("medication", ["evening primrose oil", "evening primrose", "月见草油"], []),
    # ---------------------------------------------------------------- observations
    "temperature": ("observation", ["body temperature", "temperature", "temp", "体温"], ["8310-5"]),
    "bp": ("observation", ["blood pressure", "BP", "systolic blood pressure", "diastolic blood pressure", "血压",
                           "血壓"], ["85354-9", "55284-4", "8480-6", "8462-4"]),
    "heart_rate": ("observation", ["heart rate", "pulse", "pulse rate", "HR", "心率", "脉搏"], ["8867-4"]),
    "spo2": ("observation", ["oxygen saturation", "SpO2", "sats", "blood oxygen", "pulse oximetry", "血氧",
                             "血氧饱和度"], ["59408-5", "2708-6", "20564-1"]),
    "weight": ("observation", ["body weight", "weight", "体重", "體重"], ["29463-7", "3141-9"]),
    "bmi": ("observation", ["BMI", "body mass index", "体重指数"], ["39156-5"]),
    "peak_flow": ("observation", ["peak flow", "peak expiratory flow", "PEF", "PEFR", "峰流速"],
                  ["19935-6", "33452-4"]),
    "egfr": ("observation", ["eGFR", "estimated glomerular filtration rate", "GFR", "肾小球滤过率"],
             ["33914-3", "62238-1", "48642-3", "48643-1", "98979-8", "69405-9", "50044-7"]),
    "uric_acid": ("observation", ["uric acid", "urate", "serum urate", "尿酸", "血尿酸"], ["3084-1", "14933-6"]),
    "alt": ("observation", ["ALT", "alanine aminotransferase", "alanine transaminase", "GPT", "SGPT",
                            "谷丙转氨酶"], ["1742-6", "1743-4", "76625-3"]),
    "fasting_glucose": ("observation", ["fasting glucose", "fasting blood glucose", "fasting plasma glucose",
                                        "空腹血糖", "glucose", "blood glucose"], ["1558-6", "76629-5"]),
    "tsh": ("observation", ["TSH", "thyroid stimulating hormone", "thyrotropin", "促甲状腺激素"],
            ["3016-3", "11580-8", "11579-0"]),
    "vitamin_d": ("observation", ["vitamin D", "25-hydroxyvitamin D", "25(OH)D", "vitamin D level",
                                  "25-OH vitamin D", "维生素D"], ["1989-3", "62292-8", "14635-7", "35365-6"]),
    "haemoglobin": ("observation", ["haemoglobin", "hemoglobin", "Hb", "血红蛋白", "血色素"], ["718-7", "20509-6"]),
    "ferritin": ("observation", ["ferritin", "serum ferritin", "铁蛋白"], ["2276-4", "20567-4"]),
    "hba1c": ("observation", ["HbA1c", "haemoglobin A1c", "hemoglobin A1c", "A1c", "glycated haemoglobin",
                              "糖化血红蛋白"], ["4548-4", "17856-6", "59261-8", "41995-2"]),
    "psa": ("observation", ["PSA", "prostate specific antigen", "prostate-specific antigen",
                            "前列腺特异性抗原"], ["2857-1", "10886-0", "83112-3"]),
    "inr": ("observation", ["INR", "international normalised ratio", "international normalized ratio", "PT/INR"],
            ["6301-6", "34714-6", "46418-0"]),
    "platelets": ("observation", ["platelet count", "platelets", "PLT", "血小板"], ["777-3", "26515-7"]),
    "lithium_level": ("observation", ["lithium level", "serum lithium", "lithium", "血锂"], ["14334-7", "3719-2"]),
    "hbsab": ("observation", ["hepatitis B surface antibody", "anti-HBs", "HBsAb", "乙肝表面抗体"],
              ["16935-9", "5193-8", "10900-9", "22322-2"]),
}

STATES = ("current", "past", "denied", "claim")


# ----------------------------------------------------------------------------------------- helpers
def _turn(speaker, text, session):
    t = {"speaker": speaker, "text": text}
    if session != 1:
        t["session"] = "s-%d" % session
    return t


def P(text, s=1):
    """a patient turn (also a relative or carer who has said they speak for the patient)"""
    return _turn("patient", text, s)


def D(text, s=1):
    """a clinician turn"""
    return _turn("clinician", text, s)


def A(text, s=1):
    """an assistant turn"""
    return _turn("assistant", text, s)


def E(key, state, value=None):
    """an expected fact: the concept `key` in `state` (current, past, denied, claim)"""
    assert state in ("current", "past", "denied", "claim"), state
    typ, names, codes = CONCEPTS[key]
    e = {"type": typ, "names": list(names), "codes": list(codes), "state": state}
    if value is not None:
        assert typ == "observation" and state == "current", key
        e["value"] = value
    return e


def FH(key):
    """a blood relative's condition, expected as family history"""
    typ, names, codes = CONCEPTS[key]
    assert typ in ("condition", "symptom"), key
    # score.py has no family-history state: it is the fact type, and the fact is current
    return {"type": "family_history", "names": list(names), "codes": list(codes), "state": "current"}


def M(key, why):
    """something that must not be an active fact of the patient"""
    typ, names, codes = CONCEPTS[key]
    return {"type": typ, "names": list(names), "codes": list(codes), "why": why}


CASES = []


def case(cid, description, setting, voice, turns, expected, must_not):
    CASES.append({"id": cid, "lang": cid[:2], "description": description, "setting": setting, "voice": voice,
                  "turns": turns, "expected": expected, "must_not": must_not})


# ============================================================================================ Chinese
case("zh01", "Cantonese daughter phones about her 82-year-old mother: dysuria, frequency and new confusion; "
     "an earlier UTI, penicillin allergy (rash), nitrofurantoin started; son-in-law's statin is a question",
     "telephone triage", "Cantonese (HK), relative speaking for the patient",
     [P("喂，你好，我係佢個女，打嚟問下我阿媽嘅情況。佢今年82歲，呢兩日成日話小便好痛，又去得好密，一個鐘去幾次廁所。"),
      A("明白，多謝你打嚟。佢有冇發燒？有冇腰痛？"),
      P("冇發燒，我頭先同佢探過熱，36.8度。腰就唔痛。不過佢今朝有啲糊塗，叫錯我個名，平時唔會㗎。"),
      D("阿婆以前有冇試過尿道炎？而家食緊啲乜嘢藥？"),
      P("前年都試過一次尿道炎，食咗幾日抗生素就好返。而家每日食緊amlodipine 5mg、aspirin，仲有二甲雙胍，早晚各一粒。"),
      P("啊仲有呀，佢對盤尼西林敏感，以前打完成身出紅疹。"),
      D("好。佢上個月驗血，腎功能eGFR係58，可以用呢隻藥。我開nitrofurantoin俾佢，一日兩次，食五日。其他藥照食。"),
      P("我老公食緊嗰隻降膽固醇嘅atorvastatin，佢成日話阿媽都應該食，係咪真㗎？"),
      D("膽固醇嘅嘢下次覆診再傾。如果阿婆發燒、嘔或者更加糊塗，就即刻去急症。"),
      P("好，唔該晒醫生。")],
     [E("dysuria", "current"), E("urinary_frequency", "current"), E("fever", "denied"),
      E("temperature", "current", "36.8 °C"), E("back_pain", "denied"), E("confusion", "current"),
      E("uti", "past"), E("amlodipine", "current"), E("aspirin", "current"), E("metformin", "current"),
      E("penicillin_allergy", "current"), E("egfr", "current", "58"), E("nitrofurantoin", "current")],
     [M("rash", "the rash was the old penicillin reaction, not a current symptom"),
      M("atorvastatin", "the speaker's husband's statin, asked about, never started")])

case("zh02", "Sichuan woman 7 weeks pregnant with brown spotting and cramps; a past miscarriage with ERPC, "
     "cephalosporin allergy; s-2 bleeding has stopped, threatened miscarriage, dydrogesterone started",
     "general practice / early pregnancy unit", "Sichuan Mandarin",
     [P("医生，我怀孕七周了，今天早上起来发现内裤上有点血，褐色的，肚子也有点坠坠的痛，好吓人哦。"),
      D("出血多不多？有没得血块？头晕不晕？"),
      P("不多，就一点点，垫个护垫就够了。没得血块，头也不晕。"),
      D("以前怀过没得？"),
      P("前年流过一次，也是两个多月的时候，后头做了清宫。"),
      P("现在吃的就是叶酸，一天一颗，其他啥子都没吃。哦对了，我对头孢过敏哈，以前打头孢起过一身疹子。"),
      D("好，今天先去做个B超，再抽个血查HCG和孕酮。"),
      P("医生你好，我是上个礼拜来过的，怀孕见红那个。血已经停了三天了，肚子也不痛了。", 2),
      P("B超看到胎心了，妇产科医生说是先兆流产，给我开了地屈孕酮，一天两颗。", 2),
      D("好的。现在还有啥子不舒服？", 2),
      P("就是有点恶心，早上刷牙的时候想吐，饭还是吃得下。", 2),
      D("这是早孕反应，正常的。地屈孕酮按时吃，叶酸继续吃。", 2)],
     [E("pregnancy", "current"), E("vaginal_bleeding", "past"), E("abdominal_pain", "past"),
      E("dizziness", "denied"), E("miscarriage", "past"), E("dc", "past"), E("folic_acid", "current"),
      E("cephalosporin_allergy", "current"), E("threatened_miscarriage", "current"),
      E("dydrogesterone", "current"), E("nausea", "current")],
     [M("rash", "the rash was the old cephalosporin reaction"),
      M("progesterone", "孕酮 here is a blood test ordered, not a drug")])

case("zh03", "Northeastern man with an acute red hot big toe: gout again (colchicine the first time), "
     "hypertension on nifedipine, old kidney stone with lithotripsy; wife's allopurinol asked about; "
     "s-2 pain over, etoricoxib finished, urate 480, febuxostat started",
     "general practice", "Northeastern Mandarin",
     [P("大夫，我这大脚趾头昨儿后半夜开始疼，疼得嗷嗷叫，又红又肿还发亮，被子碰一下都受不了，老遭罪了。"),
      D("以前犯过吗？"),
      P("前年犯过一回，那时候医院说是痛风，吃了秋水仙碱好的，后来就没吃药。"),
      D("喝酒不？血压啥的咋样？平时吃啥药？"),
      P("啤酒天天整两瓶。血压高好几年了，吃的硝苯地平缓释片，一天一片。我十来年前得过肾结石，做过体外碎石，后来就没犯过。"),
      D("尿酸查出来了，520。还是痛风急性发作。这回吃依托考昔，一天一片，吃五天，不疼了再说降尿酸的事。"),
      P("我媳妇儿说她吃的那个别嘌醇挺好使，我能不能也整点儿？我爸也是痛风，脚肿得跟馒头似的。"),
      D("别嘌醇先别吃，急性期不加，听我的。"),
      P("大夫，我又来了。脚早就不疼了，依托考昔吃完五天就停了。", 2),
      D("今天尿酸是480，还是高。开始吃非布司他，一天一片，20毫克，长期吃。硝苯地平接着吃。", 2),
      P("行，那酒我尽量少喝。", 2)],
     [E("toe_pain", "past"), E("gout", "current"), E("colchicine", "past"), E("hypertension", "current"),
      E("nifedipine", "current"), E("kidney_stone", "past"), E("lithotripsy", "past"),
      E("uric_acid", "current", "480"), E("etoricoxib", "past"), E("febuxostat", "current"), FH("gout")],
     [M("allopurinol", "the wife's drug, asked about and refused by the clinician")])

case("zh04", "Shanghainese son at a home visit for his 86-year-old mother after a fall: postural dizziness, "
     "amlodipine, atorvastatin, estazolam reduced, self-bought ginkgo stopped, old cholecystectomy",
     "home visit to the housebound", "Shanghainese, relative speaking for the patient",
     [P("医生侬好，我是伊儿子，阿拉姆妈今年86岁了。上个礼拜伊拉屋里厢跌了一跤，额角头撞起一只包，今朝请侬上门来看看。"),
      D("阿婆现在吃几种药？药盒拿来我看看。"),
      P("侬看，氨氯地平一天一粒，阿托伐他汀夜里一粒，还有一只安眠药艾司唑仑，夜里困勿着吃的。还有伊自家去药房买的银杏叶片，讲是活血的。"),
      D("早上起来头晕吗？立起来眼睛前头发黑吗？"),
      P("有的，早上一立起来就头昏，眼睛墨墨黑，要扶牢台子。"),
      D("坐着量血压128/72。艾司唑仑要慢慢减，先减到半粒。银杏叶片停掉，吃了没啥用场，还容易出血。"),
      P("晓得了。伊老早还开过刀，二十年前胆囊切掉了。"),
      P("阿拉爷老早也是跌跤跌断了大腿骨，所以我老担心的。"),
      D("阿婆有骨质疏松吗？查过骨密度伐？"),
      P("勿晓得，从来没查过。")],
     [E("amlodipine", "current"), E("atorvastatin", "current"), E("estazolam", "current"), E("ginkgo", "past"),
      E("dizziness", "current"), E("bp", "current", "128/72"), E("cholecystectomy", "past")],
     [M("hip_fracture", "the speaker's father (the patient's husband) broke his hip"),
      M("osteoporosis", "only asked about; the answer is 'don't know'")])

case("zh05", "Henan woman with an asthma flare since childhood asthma: salbutamol, Symbicort increased, "
     "prednisolone; peak flow 280; hedged aspirin reaction; daughter's classmate's montelukast",
     "urgent care", "Henan Mandarin",
     [P("医生，俺这两天喘得不中，夜里憋醒好几回，胸口发紧。"),
      D("以前有啥病没有？"),
      P("俺从小就有哮喘，平常用那个沙丁胺醇喷雾，还有信必可，就是布地奈德福莫特罗，一天吸一回。"),
      D("发烧不？咳痰不？"),
      P("不发烧。痰有点儿，白的。"),
      D("峰流速测了没？"),
      P("测了，今儿早上吹的280。"),
      P("还有个事儿，阿司匹林俺好像也不能吃，有一回吃了就喘得厉害，俺也不知道算不算过敏。"),
      D("信必可加到一天两次，每次两吸，再开五天泼尼松龙，一天30毫克。"),
      P("俺闺女说她同学吃孟鲁司特管用，俺能试试不？"),
      D("先不用，按我开的吃。")],
     [E("sob", "current"), E("chest_tightness", "current"), E("asthma", "current"), E("salbutamol", "current"),
      E("budesonide_formoterol", "current"), E("fever", "denied"), E("productive_cough", "current"),
      E("peak_flow", "current", "280"), E("aspirin_allergy", "claim"), E("prednisolone", "current")],
     [M("montelukast", "a daughter's classmate's drug, asked about and declined")])

case("zh06", "WeChat-typed question: two missed Yasmin pills, emergency pill already taken; sulfonamide "
     "allergy, past PID; roommate's Marvelon and warning are hers",
     "online consultation / community pharmacy", "WeChat typing, no punctuation, typos",
     [P("在吗医生 想问下 我吃的优思明 这个月漏了两颗 周六跟男朋友同房了 怎么办啊啊啊"),
      A("别着急。漏的是第几周的药？同房的时候有没有用避孕套？"),
      P("第一周的 第3跟第4颗 没带套。。。"),
      P("我昨天已经去药房买了毓婷吃了 一颗 还有用吗"),
      D("吃得及时，有用的。优思明接着吃，接下来7天加用避孕套。"),
      P("对了 我室友说吃了那个会月经不调 她之前吃妈富隆的"),
      D("偶尔会有少量出血，不用太担心。你有偏头痛吗？抽烟吗？有没有药物过敏？"),
      P("没有偏头疼 不抽烟 过敏的话 磺胺类的 小时候吃复方新诺明全身起疹子"),
      P("还有我大二的时候得过一次盆腔炎 打了一周吊瓶 后来没再犯"),
      D("好的。三周后月经还没来的话，验个尿妊娠试验。"),
      P("好哒 谢谢医生")],
     [E("yasmin", "current"), E("levonorgestrel_ec", "past"), E("migraine", "denied"),
      E("sulfonamide_allergy", "current"), E("pid", "past")],
     [M("marvelon", "the roommate's pill"),
      M("irregular_menstruation", "the roommate's warning, not a complaint"),
      M("rash", "the childhood co-trimoxazole reaction"),
      M("pregnancy", "only a test to do if the period is late")])

case("zh07", "Hunan mother for her 2½-year-old: fever 39.2 on Motrin, cough, runny nose, a past febrile "
     "convulsion, amoxicillin allergy, father's febrile convulsions and grandmother's epilepsy; "
     "s-2 fever gone, runny nose gone, Motrin stopped",
     "telephone triage (paediatrics told by a parent)", "Hunan Mandarin, relative speaking for the patient",
     [P("医生，我是伢子他妈，帮他问一下。伢子两岁半，昨天夜里开始发烧，最高烧到39度2，喫了美林退下去又烧起来了。"),
      D("精神怎么样？喝水行不行？有没有抽筋？"),
      P("精神还可以，水也肯喝。冇抽筋。不过他一岁的时候高烧抽过一次，医院讲是热性惊厥。"),
      P("还有点咳，流鼻涕。"),
      D("美林按说明书隔六到八个钟头喫一次，布洛芬和对乙酰氨基酚不要一起喫。有没有药物过敏？"),
      P("他对阿莫西林过敏，喫了起疹子。"),
      P("他爸爸细伢子的时候也是热性惊厥，他奶奶有癫痫。"),
      P("医生，我是伢子他妈，又来问一下。伢子今天不烧了，早上量的36.9度，咳嗽还有一点点。", 2),
      D("鼻涕呢？", 2),
      P("鼻涕冇得了。", 2),
      D("好，美林不用再喫了，多喝水，咳嗽慢慢会好。", 2)],
     [E("fever", "past"), E("temperature", "current", "36.9 °C"), E("ibuprofen", "past"), E("seizure", "denied"),
      E("febrile_convulsion", "past"), E("cough", "current"), E("runny_nose", "past"),
      E("amoxicillin_allergy", "current"), FH("febrile_convulsion"), FH("epilepsy")],
     [M("rash", "the rash was the amoxicillin reaction"),
      M("paracetamol", "named only in advice not to combine it")])

case("zh08", "Taiwanese man with a psoriasis flare on methotrexate and folic acid: ALT 68, methotrexate "
     "reduced, calcipotriol added, a list of denials; grandmother's psoriasis, father's gout, wife's cough",
     "dermatology clinic", "Taiwanese Mandarin",
     [P("醫生你好，我的乾癬最近又發作了，手肘跟頭皮都是一片一片的，很癢欸。"),
      D("你乾癬多久了？現在用什麼藥？"),
      P("十幾年前就診斷了啦。現在在吃MTX，一個禮拜吃一次，每次三顆，還有每天吃一顆葉酸，吃MTX那天不吃。"),
      D("你上次抽血的肝功能，GPT是68，有一點高。你平常喝酒嗎？"),
      P("很少欸，應酬才喝一點點。"),
      D("有沒有發燒、喉嚨痛、嘴巴破？"),
      P("都沒有。"),
      D("那MTX先減成一週兩顆，另外開卡泊三醇藥膏給你擦手肘。"),
      P("好。我阿嬤也有乾癬，我爸是有痛風啦。"),
      P("對了，我老婆最近一直咳嗽，她可以吃我的藥嗎？"),
      D("不行喔，MTX不能亂吃，叫她自己來看。")],
     [E("psoriasis", "current"), E("itching", "current"), E("methotrexate", "current"), E("folic_acid", "current"),
      E("alt", "current", "68"), E("fever", "denied"), E("sore_throat", "denied"), E("mouth_ulcer", "denied"),
      E("calcipotriol", "current"), FH("psoriasis"), FH("gout")],
     [M("cough", "the wife's cough"),
      M("gout", "the father's gout, family history only")])

case("zh09", "Depression on sertraline 50 mg increased to 100 mg, early waking, poor appetite, no self-harm "
     "thoughts, escitalopram three years ago; mother's depression and paroxetine; melatonin bought not taken; "
     "s-2 diarrhoea and sweating, sertraline stopped, mirtazapine started",
     "mental-health medication review", "Standard Mandarin",
     [P("医生，我抑郁症吃舍曲林快两个月了，现在一天50毫克。"),
      D("最近感觉怎么样？睡眠、胃口呢？"),
      P("情绪好一点点吧，但还是早醒，四点多就醒了再也睡不着。胃口也差，吃不下东西。"),
      D("有没有伤害自己的想法？"),
      P("没有，这个真没有。"),
      P("三年前第一次发作的时候吃过艾司西酞普兰，吃了半年就停了，那次效果还行。我妈也有抑郁症，一直在吃帕罗西汀。"),
      D("好，舍曲林加到每天100毫克，四周后复诊。"),
      P("好的。我同事说吃褪黑素助眠，我买了一瓶，还没开始吃。"),
      P("医生，我来复诊了。舍曲林加量以后拉肚子拉了两个礼拜，还老是出汗，衣服都湿了。", 2),
      D("那我们把舍曲林停掉，换成米氮平，每晚睡前15毫克，对睡眠也有帮助。", 2),
      P("好。早醒还是有，三四点就醒。", 2)],
     [E("depression", "current"), E("sertraline", "past"), E("insomnia", "current"), E("poor_appetite", "current"),
      E("suicidal_ideation", "denied"), E("escitalopram", "past"), FH("depression"), E("diarrhoea", "current"),
      E("sweating", "current"), E("mirtazapine", "current")],
     [M("paroxetine", "the mother's drug"),
      M("melatonin", "bought on a coworker's advice, not started")])

case("zh10", "Sichuan man with years of back pain after lumbar discectomy, leg numbness, tramadol being "
     "tapered, pregabalin, celecoxib stopped for the stomach; red flags denied; father's glucosamine, "
     "a question about morphine",
     "pain clinic / opioid tapering", "Sichuan Mandarin",
     [P("医生，我腰杆痛了好几年了，去年做了腰椎间盘手术，现在左边腿还是麻，曲马多吃了一年多了。"),
      D("曲马多一天吃好多？"),
      P("一天三次，一次一颗，50毫克的。有时候痛得凶了还要多吃一颗。"),
      D("还吃了啥子药？"),
      P("普瑞巴林，早晚各一颗。以前还吃过塞来昔布，胃遭不住，早就停了。"),
      D("有没有大小便失禁？屁股周围、会阴那一圈麻不麻？"),
      P("没得没得，都没得。"),
      D("好。我们计划慢慢减曲马多，这周开始一天减一颗，改成一天两次。普瑞巴林不变。"),
      P("要得。我老汉也是腰杆不好，他在吃那个氨基葡萄糖，我吃有没有用？还有吗啡是不是比曲马多更容易上瘾哦？"),
      D("氨基葡萄糖对你这个没啥用。吗啡我们不考虑。")],
     [E("back_pain", "current"), E("leg_numbness", "current"), E("lumbar_discectomy", "past"),
      E("tramadol", "current"), E("pregabalin", "current"), E("celecoxib", "past"),
      E("urinary_incontinence", "denied"), E("faecal_incontinence", "denied"), E("saddle_anaesthesia", "denied")],
     [M("glucosamine", "the father's supplement, asked about"),
      M("morphine", "a question about addiction, never prescribed"),
      M("heartburn", "celecoxib upset the stomach in the past; not a current complaint")])

case("zh11", "Northeastern daughter for her 79-year-old mother with heart failure: ankle swelling, "
     "orthopnoea, weight up to 68 kg, furosemide doubled; daughter's own hypertension and valsartan; "
     "s-2 weight 65 kg, swelling gone, furosemide back to one",
     "home visit to the housebound", "Northeastern Mandarin, relative speaking for the patient",
     [P("大夫，我是她闺女，我妈今年七十九，心衰好几年了。这两天脚脖子肿得老粗了，晚上躺不平，得垫俩枕头才能睡。"),
      D("体重称了吗？"),
      P("今儿早上称的，六十八公斤，上礼拜才六十五。"),
      D("现在都吃啥药？"),
      P("呋塞米早上一片，螺内酯一片，比索洛尔一片，还有那个沙库巴曲缬沙坦，一天两回。"),
      D("胸口疼不疼？咳不咳嗽？"),
      P("不疼，也不咳。"),
      D("呋塞米加到早上两片，每天早上空腹称体重，记下来。"),
      P("行。我自己也是高血压，吃的缬沙坦，跟我妈那个药是不是一样的？"),
      P("大夫，我是她闺女，又来了。我妈这礼拜体重降到六十五公斤了，脚也不肿了，晚上能躺平睡了。", 2),
      D("挺好，呋塞米减回早上一片。", 2)],
     [E("heart_failure", "current"), E("ankle_swelling", "past"), E("orthopnoea", "past"),
      E("weight", "current", "65 kg"), E("furosemide", "current"), E("spironolactone", "current"),
      E("bisoprolol", "current"), E("sacubitril_valsartan", "current"), E("chest_pain", "denied"),
      E("cough", "denied"), FH("hypertension")],
     [M("valsartan", "the daughter's own drug"),
      M("hypertension", "the daughter's own hypertension is family history, not the patient's condition")])

case("zh12", "Cantonese mother at her 6-week postnatal check: perineal pain, no self-harm thoughts, "
     "gestational diabetes on insulin in pregnancy, fasting glucose 5.4, BP normal, desogestrel started; "
     "sister's Yasmin, a caesarean that was her own mother's",
     "postnatal check", "Cantonese (HK)",
     [P("醫生，我生完BB六個禮拜，今日嚟做產後檢查。"),
      D("傷口點呀？仲有冇惡露？"),
      P("下面縫針嗰度仲有少少痛，坐耐咗會痛。惡露上個禮拜已經冇晒。"),
      D("心情點？瞓得好唔好？有冇諗過傷害自己？"),
      P("都OK嘅，湊BB梗係攰啲。冇諗過傷害自己或者BB。"),
      P("我懷孕嗰陣有妊娠糖尿，打過胰島素，生完就停咗。"),
      D("咁要驗個空腹血糖。"),
      P("上個禮拜驗咗，空腹5.4。"),
      D("正常。血壓今日118/76，都正常。"),
      P("我想問食咩避孕藥好？我阿妹話佢食緊嗰隻Yasmin幾好喎。仲有我之前剖腹……唔係，我係順產㗎，係我阿媽以前剖腹生我。"),
      D("你餵緊人奶，唔好食Yasmin，食單一孕激素嘅desogestrel啦，每日一粒，今日開俾你。")],
     [E("perineal_pain", "current"), E("suicidal_ideation", "denied"), E("gestational_diabetes", "past"),
      E("insulin", "past"), E("fasting_glucose", "current", "5.4"), E("bp", "current", "118/76"),
      E("desogestrel", "current")],
     [M("yasmin", "the sister's pill, advised against"),
      M("caesarean", "corrected at once: the caesarean was her mother's")])

case("zh13", "Travel clinic before three weeks in Kenya: epilepsy on levetiracetam, list of chronic diseases "
     "denied, egg allergy so yellow fever vaccine deferred, Malarone prescribed; coworker's mefloquine",
     "travel clinic", "Standard Mandarin",
     [P("医生您好，我下个月要去肯尼亚出差三周，想咨询一下要打什么疫苗、吃什么药。"),
      D("好的。你有什么慢性病吗？平时吃什么药？"),
      P("我有癫痫，吃左乙拉西坦，一天两次，每次500毫克，快两年没发作了。"),
      D("心脏病、肝病、肾病有没有？"),
      P("都没有。"),
      D("肯尼亚要打黄热病疫苗，今天可以打。疟疾预防我给你开阿托伐醌氯胍，出发前一两天开始吃，回来后再吃七天。"),
      P("我对鸡蛋过敏，吃了嘴唇会肿，打黄热病疫苗有问题吗？"),
      D("黄热病疫苗是鸡胚做的，那今天就先不打了，我给你开豁免证明。"),
      P("我同事上次去吃的是甲氟喹，说天天做噩梦，那个我是不是也能吃？"),
      D("甲氟喹有癫痫的人不能用，你就用阿托伐醌氯胍。")],
     [E("epilepsy", "current"), E("levetiracetam", "current"), E("heart_disease", "denied"),
      E("liver_disease", "denied"), E("kidney_disease", "denied"), E("atovaquone_proguanil", "current"),
      E("egg_allergy", "current")],
     [M("yellow_fever_vaccine", "offered, then not given because of the egg allergy"),
      M("mefloquine", "the coworker's drug, asked about and ruled out"),
      M("lip_swelling", "the egg reaction, not a current symptom")])

case("zh14", "Henan son brings his father for stroke follow-up: residual right weakness, clopidogrel, "
     "amlodipine increased, atorvastatin switched to rosuvastatin for myalgia; old MI with stents; clinic "
     "and home BP; uncle's stroke; the mother's aspirin",
     "neurology (stroke follow-up)", "Henan Mandarin, relative speaking for the patient",
     [P("大夫，俺带俺爹来复查，俺是他儿子。俺爹去年中风了，右边胳膊腿到现在还没劲儿。"),
      D("现在吃啥药？"),
      P("氯吡格雷一天一片，阿托伐他汀20毫克晚上吃，还有降压的氨氯地平，5毫克。"),
      P("他十年前还得过心梗，放了两个支架。俺叔也中风过，后来瘫了。"),
      D("喝水吃饭呛不呛？"),
      P("不呛。"),
      D("今天血压148/88，有点高。氨氯地平加到10毫克。"),
      P("中。他在家自己量的是130/80左右。还有，他最近老说俩腿肌肉酸疼。"),
      D("可能跟他汀有关系。阿托伐他汀停了，换成瑞舒伐他汀，5毫克，晚上吃。"),
      P("俺娘也吃阿司匹林，俺爹能不能换成阿司匹林？便宜。"),
      D("不换，氯吡格雷接着吃。")],
     [E("stroke", "past"), E("hemiparesis", "current"), E("clopidogrel", "current"), E("atorvastatin", "past"),
      E("amlodipine", "current"), E("mi", "past"), E("pci", "past"), FH("stroke"), E("dysphagia", "denied"),
      E("bp", "current", "148/88"), E("bp", "current", "130/80"), E("muscle_pain", "current"),
      E("rosuvastatin", "current")],
     [M("aspirin", "the mother's (the patient's wife's) drug; the switch was refused")])

case("zh15", "Voice-to-text message: a month of bloating, diarrhoea after milk and wind; red flags denied; "
     "appendicectomy in childhood; hedged gallstones on a scan; omeprazole stopped; wife's pinaverium for IBS",
     "online consultation", "voice-to-text Mandarin without punctuation",
     [P("医生你好我最近老是肚子胀喝了牛奶就拉肚子然后放屁特别多已经差不多一个月了"),
      D("有没有便血？体重有没有下降？"),
      P("没有没有都没有"),
      P("我以前做过阑尾手术那是小学的时候了然后去年体检B超说我好像是胆结石也不痛就没管它"),
      D("平时吃什么药？"),
      P("就一个奥美拉唑胃不舒服的时候吃一颗最近差不多天天吃"),
      D("奥美拉唑吃多了也可能引起腹泻，先停掉。牛奶先停两周，看看症状有没有改善。"),
      P("好的那我老婆在吃的那个匹维溴铵她说治肠易激的我能不能也吃"),
      D("先别吃，两周后再来看。")],
     [E("bloating", "current"), E("diarrhoea", "current"), E("flatulence", "current"),
      E("bloody_stool", "denied"), E("weight_loss", "denied"), E("appendicectomy", "past"),
      E("gallstones", "claim"), E("omeprazole", "past")],
     [M("pinaverium", "the wife's drug, asked about and refused"),
      M("ibs", "the wife's diagnosis")])

case("zh16", "Paid carer reports an 83-year-old man's COPD exacerbation: purulent cough, breathless, SpO2 91; "
     "tiotropium and Seretide, old TB, penicillin tolerated; co-amoxiclav and prednisolone; the carer's own "
     "asthma; s-2 courses finished, breathing settled, SpO2 95",
     "home visit to the housebound", "Standard Mandarin, paid carer speaking for the patient",
     [P("医生您好，我是照顾李大爷的护工。他今年八十三，这两天咳嗽加重了，痰是黄的，喘得厉害。"),
      D("血氧测了吗？"),
      P("刚才用指夹测的，91。"),
      D("他平时用什么药？对青霉素过敏吗？"),
      P("噻托溴铵每天早上吸一次，沙美特罗替卡松一天两次。青霉素不过敏，以前用过阿莫西林都没事。他五十多岁的时候得过肺结核，治好了。"),
      D("他慢阻肺这次是急性加重。开阿莫西林克拉维酸钾，一天两次，吃五天；泼尼松龙每天30毫克，吃五天。"),
      P("好的。我自己也有哮喘，晚上陪夜也喘，能不能顺便给我开点药？"),
      D("你的要去挂你自己的号。"),
      P("医生，我是李大爷的护工，来汇报一下。药都吃完了，痰变白了，已经不喘了。", 2),
      D("血氧多少？", 2),
      P("今天95。", 2),
      D("好，两个吸入药继续用。", 2)],
     [E("copd", "current"), E("productive_cough", "current"), E("sob", "past"), E("spo2", "current", "95"),
      E("tiotropium", "current"), E("fluticasone_salmeterol", "current"), E("penicillin_allergy", "denied"),
      E("tb", "past"), E("co_amoxiclav", "past"), E("prednisolone", "past")],
     [M("asthma", "the paid carer's own asthma: a carer is no relative")])

case("zh17", "Results by phone: TSH 7.2, vitamin D 32, Hb 118; hypothyroidism on levothyroxine which she "
     "hedges is cured, dose increased, vitamin D started; mother-in-law's calcium; childhood iron-deficiency "
     "anaemia",
     "results explained on the phone", "Standard Mandarin",
     [D("您好，我是社区卫生服务中心的王医生，打电话跟您说一下上周抽血的结果。"),
      P("哦哦好的好的，您说。"),
      D("促甲状腺激素TSH是7.2，偏高；维生素D是32 nmol/L，偏低；血红蛋白118克每升，基本正常。"),
      P("我甲减好多年了，一直吃优甲乐，一天50微克。不过我感觉我这个甲减应该差不多好了吧，最近都不怎么累了。"),
      D("从TSH看还没好。优甲乐加到每天75微克，六周后复查。维生素D每天吃一粒，1000单位的。"),
      P("好的。我婆婆也是吃维生素D的，她说要跟钙片一起吃，我要不要也买钙片？"),
      D("钙片看饮食，先不用。"),
      P("还有我小时候得过缺铁性贫血，现在没事吧？"),
      D("血红蛋白正常，现在没有贫血，不用担心。"),
      P("好的，谢谢王医生。")],
     [E("tsh", "current", "7.2"), E("vitamin_d", "current", "32 nmol/L"), E("haemoglobin", "current", "118 g/L"),
      E("hypothyroidism", "current"), E("hypothyroidism", "claim"), E("levothyroxine", "current"),
      E("colecalciferol", "current"), E("ida", "past")],
     [M("calcium", "a question prompted by the mother-in-law; not started"),
      M("anaemia", "the clinician says there is no anaemia now")])

case("zh18", "Hong Kong father for his 5-year-old: eczema flare on hydrocortisone and emollient, mometasone "
     "stopped for thinning, peanut anaphylaxis last year with an EpiPen; father's asthma and eczema, "
     "mother's hay fever; Protopic mentioned for later",
     "dermatology / paediatrics told by a parent", "Cantonese (HK), relative speaking for the patient",
     [P("醫生你好，我係佢爸爸，個仔五歲。佢濕疹又發作，手肘同膝頭後面好痕，抓到損晒。"),
      D("而家搽緊咩藥？"),
      P("搽緊hydrocortisone 1%，一日兩次，仲有潤膚膏Cetaphil，一日搽好多次。之前用過一隻好強嘅類固醇Elomet，用到皮膚薄咗，醫生叫停咗。"),
      D("有冇發燒？皮膚有冇流黃水？"),
      P("冇發燒，冇流水。"),
      P("另外佢對花生過敏，上年食咗粒花生糖成塊面腫晒，仲喘埋，去咗急症，醫生話係過敏性休克。而家隨身帶住EpiPen。"),
      D("明白。濕疹嚴重啲嘅話可以考慮Protopic，不過暫時唔使，我先轉介皮膚科。"),
      P("我自己細個都有哮喘同濕疹，佢媽咪就有鼻敏感。"),
      D("嗯，呢啲會遺傳。繼續搽潤膚膏，hydrocortisone用多一個禮拜。")],
     [E("eczema", "current"), E("itching", "current"), E("hydrocortisone_topical", "current"),
      E("emollient", "current"), E("mometasone", "past"), E("fever", "denied"), E("peanut_allergy", "current"),
      E("anaphylaxis", "past"), FH("asthma"), FH("eczema"), FH("allergic_rhinitis")],
     [M("adrenaline_allergy", "the EpiPen treats the peanut allergy; it is not an allergen"),
      M("facial_swelling", "last year's anaphylaxis, not a current symptom"),
      M("wheeze", "last year's anaphylaxis, not a current symptom"),
      M("tacrolimus_topical", "mentioned for later, not started")])

case("zh19", "68-year-old man at the urology clinic: nocturia, hesitancy, incomplete emptying; BPH, tamsulosin "
     "stopped for dizziness; hedged fatty liver; one-by-one denials; PSA 4.8, finasteride; brother's "
     "prostate cancer; neighbour's sildenafil",
     "urology clinic", "Standard Mandarin",
     [P("医生，我晚上要起夜三四次，尿尿要等半天才出来，尿完了还觉得没尿干净。"),
      D("多大年纪了？以前看过吗？"),
      P("六十八了。前年查过说是前列腺增生，吃过一阵坦索罗辛，吃了头晕就没吃了。体检的时候B超还说我好像有脂肪肝。"),
      D("尿痛吗？"),
      P("不痛。"),
      D("尿里有血吗？"),
      P("没有。"),
      D("发烧吗？"),
      P("不烧。"),
      D("PSA结果出来了，4.8，稍微偏高。先吃非那雄胺，一天5毫克，三个月后复查PSA，必要时再做核磁。"),
      P("我哥前年查出来前列腺癌，做了手术。我邻居吃西地那非，说对前列腺也有好处，是真的吗？"),
      D("西地那非是另一回事，你先吃非那雄胺。")],
     [E("nocturia", "current"), E("hesitancy", "current"), E("incomplete_emptying", "current"),
      E("bph", "current"), E("tamsulosin", "past"), E("fatty_liver", "claim"), E("dysuria", "denied"),
      E("haematuria", "denied"), E("fever", "denied"), E("psa", "current", "4.8"),
      E("finasteride", "current"), FH("prostate_cancer")],
     [M("dizziness", "the old tamsulosin side effect, not a current symptom"),
      M("sildenafil", "the neighbour's drug, asked about"),
      M("prostate_cancer", "the brother's cancer, family history only")])

case("zh20", "Emergency nurse after a needlestick from a hepatitis B carrier: low anti-HBs 8, Hashimoto's on "
     "levothyroxine, zopiclone in the past, not pregnant; a colleague's PEP and vomiting",
     "occupational health", "Standard Mandarin",
     [P("老师好，我是急诊科的护士。昨晚夜班被用过的针头扎了一下左手食指，那个病人是乙肝携带者。"),
      D("你打过乙肝疫苗吗？抗体查过吗？"),
      P("上学的时候打过三针，去年体检乙肝表面抗体是8，偏低。"),
      D("那今天给你打一针乙肝免疫球蛋白，同时加强一针疫苗，抽血查乙肝、丙肝、艾滋基线。你自己有什么病？吃什么药？"),
      P("我有桥本甲状腺炎，在吃优甲乐，一天25微克。以前夜班多的时候吃过佐匹克隆，现在不吃了。"),
      D("有没有怀孕？"),
      P("没有。"),
      P("我们科另一个护士上个月也被扎了，她吃了预防艾滋的药，吐得稀里哗啦的，我好怕。"),
      D("你这次病人没有艾滋，不需要吃那个药。六周后复查抗体。"),
      P("好的，谢谢老师。")],
     [E("hbsab", "current", "8"), E("hashimoto", "current"), E("levothyroxine", "current"),
      E("zopiclone", "past"), E("pregnancy", "denied")],
     [M("hepatitis_b", "the source patient is the carrier"),
      M("hiv", "only a baseline test and a colleague's prophylaxis"),
      M("vomiting", "the colleague's side effect")])

# ============================================================================================ English
case("en01", "Glaswegian man with a chesty cough, breathless and tired: fever over, denials, sats and temp, "
     "chest infection; penicillin allergy (hives) but clarithromycin tolerated and prescribed; mild COPD on "
     "salbutamol; wife's doxycycline for rosacea",
     "general practice", "Scottish (Glasgow)",
     [P("Aye hello. I've had this cough for aboot ten days noo, bringin up green stuff, and I'm pure wabbit, "
        "cannae get up the stair withoot bein oot o puff."),
      D("Any fever?"),
      P("Had a temperature the first few days but that's away now."),
      D("Chest pain? Coughing up any blood?"),
      P("Nae chest pain. Nae blood."),
      D("Your sats are 95 percent and your temperature's 37.4. I can hear crackles at the right base, so this is "
        "a chest infection. Any allergies?"),
      P("Penicillin, brings me oot in hives. I've had that clarithromycin before though, nae bother wi that."),
      D("Right, clarithromycin 500 milligrams twice a day for five days then."),
      P("Ma wife's on doxycycline for her rosacea, could I no just take a few o hers instead?"),
      D("No, stick with the clarithromycin. Anything else I should know about?"),
      P("I've got COPD, mild like. I use the blue inhaler, the salbutamol, when I need it. Stopped the smokin "
        "five year ago.")],
     [E("productive_cough", "current"), E("fatigue", "current"), E("sob", "current"), E("fever", "past"),
      E("chest_pain", "denied"), E("haemoptysis", "denied"), E("spo2", "current", "95%"),
      E("temperature", "current", "37.4 °C"), E("lrti", "current"), E("penicillin_allergy", "current"),
      E("clarithromycin_allergy", "denied"), E("clarithromycin", "current"), E("copd", "current"),
      E("salbutamol", "current")],
     [M("urticaria", "hives were the penicillin reaction"),
      M("doxycycline", "the wife's drug, asked about and refused"),
      M("rosacea", "the wife's condition")])

case("en02", "Irish man of 58 with dysuria, frequency and a low backache: urine infection, trimethoprim; "
     "old kidney stone; atorvastatin and glucosamine; wife's nitrofurantoin; s-2 culture resistant, "
     "trimethoprim stopped, cefalexin, burning gone",
     "general practice (UTI in a man)", "Irish (Dublin)",
     [P("Howya doc. I'm 58, and I've been up and down to the toilet every half hour since Tuesday, and it's "
        "burnin like mad when I go."),
      D("Any blood in it? Pain in your back or sides? Temperature? Any discharge from the penis?"),
      P("No blood. A small bit of an ache in the lower back alright. No temperature. No discharge, no."),
      D("The dipstick shows nitrites and leucocytes, so this is a urine infection. In a man we treat it for a "
        "week: trimethoprim 200 mg twice a day for seven days, and I'll send a sample to the lab."),
      P("Grand. I had a kidney stone back in 2015, passed it meself after a horrible week."),
      P("The missus had a water infection last month and they gave her nitrofurantoin, would that not be handier?"),
      D("It's different for men, so stick with the trimethoprim. Are you on anything else?"),
      P("Just the atorvastatin for the cholesterol, and a glucosamine thing from the health shop for the knees."),
      D("Hi Mr Byrne, it's Dr Walsh. Your urine culture grew E. coli that's resistant to trimethoprim, so stop "
        "the trimethoprim and start cefalexin 500 mg twice a day for seven days.", 2),
      P("Ah right. The burnin's gone since yesterday to be fair, but I'm still up and down to the jacks.", 2),
      D("Take the full course of cefalexin anyway, and come in if you get a temperature.", 2)],
     [E("urinary_frequency", "current"), E("dysuria", "past"), E("haematuria", "denied"),
      E("back_pain", "current"), E("fever", "denied"), E("penile_discharge", "denied"), E("uti", "current"),
      E("trimethoprim", "past"), E("cefalexin", "current"), E("kidney_stone", "past"),
      E("atorvastatin", "current"), E("hypercholesterolaemia", "current"), E("glucosamine", "current")],
     [M("nitrofurantoin", "the wife's antibiotic, asked about")])

case("en03", "Welsh woman of 74 with a painful band of blisters: shingles, aciclovir and paracetamol; "
     "childhood chickenpox, type 2 diabetes on metformin and gliclazide, a heart attack in 2009, HbA1c 54; "
     "eye symptoms denied; grandson's chickenpox and Piriton; a shingles jab never had",
     "general practice", "Welsh English (South Wales valleys)",
     [P("Hiya love. I've got this rash see, round my left side under the bra line, stinging it is, proper. "
        "Started with a burning pain Sunday before the spots come up."),
      D("That's a band of blisters on one side only, that's shingles. How old are you, and how's your health "
        "otherwise?"),
      P("Seventy-four I am. Had the chickenpox as a kiddie, mind. I've got the sugar, type 2, on metformin and "
        "the gliclazide, and I had a heart attack in 2009."),
      D("Any pain in your eye or blurred vision?"),
      P("No, eyes are fine, tidy."),
      D("I'll start aciclovir 800 mg five times a day for seven days, and take paracetamol for the pain."),
      P("Our Rhys, my grandson, he's got the chickenpox now, is that where I had it from? His mam's giving him "
        "Piriton for the itching."),
      D("Shingles comes from your own old chickenpox virus, not from him. When did you last have your sugars "
        "checked?"),
      P("Nurse said my HbA1c was 54 millimoles in June. Oh, and they offered me that shingles jab last year but I never "
        "went, isn't it."),
      D("Right, we'll talk about that another time, once this has settled.")],
     [E("rash", "current"), E("shingles", "current"), E("chickenpox", "past"), E("t2dm", "current"),
      E("metformin", "current"), E("gliclazide", "current"), E("mi", "past"), E("eye_pain", "denied"),
      E("blurred_vision", "denied"), E("aciclovir", "current"), E("paracetamol", "current"),
      E("hba1c", "current", "54 mmol/mol")],
     [M("chlorphenamine", "the grandson's antihistamine"),
      M("itching", "the grandson's itching"),
      M("shingles_vaccine", "offered, never had")])

case("en04", "Texan man with a red hot swollen shin after a scratch: chills, 100.8 F, no streaks, cellulitis; "
     "sulfa allergy (rash) but penicillin tolerated; cephalexin; type 2 diabetes on Jardiance and metformin, "
     "glipizide stopped for hypos; A1c 7.9; wife's Neosporin",
     "urgent care", "US Southern (Texas)",
     [P("Well hey there. My left leg's been swole up and red as a beet since Friday, the shin, and it's hot to "
        "the touch. I nicked it on a fence post last week."),
      D("Any fever or chills?"),
      P("Had the chills last night. Wife took my temp, it was 100.8."),
      D("Any red streaks running up the leg?"),
      P("No ma'am."),
      D("This is cellulitis. Any allergies to medicines?"),
      P("Sulfa drugs. Bactrim gave me a rash all over back in '05. I'm fine with penicillin though, I've took "
        "amoxicillin a bunch of times, never a problem."),
      D("Then we'll do cephalexin 500 milligrams four times a day for seven days. Keep that leg propped up."),
      P("I got the sugar too, type 2. I'm on Jardiance and metformin. I quit the glipizide last spring, it kept "
        "making me shaky and sweaty."),
      D("When was your last A1c?"),
      P("7.9, back in March. Oh and my wife's got a tube of Neosporin at the house, can I put some of that on it?"),
      D("I'd leave the Neosporin, it won't reach the infection. The cephalexin's what matters.")],
     [E("ankle_swelling", "current"), E("chills", "current"), E("temperature", "current", "100.8 °F"),
      E("lymphangitis", "denied"), E("cellulitis", "current"), E("sulfonamide_allergy", "current"),
      E("penicillin_allergy", "denied"), E("cefalexin", "current"), E("t2dm", "current"),
      E("empagliflozin", "current"), E("metformin", "current"), E("glipizide", "past"),
      E("hba1c", "current", "7.9")],
     [M("rash", "the old Bactrim reaction"),
      M("tremor", "the glipizide hypos stopped with the drug"),
      M("neosporin", "the wife's ointment, asked about and advised against")])

case("en05", "Canadian woman with worsening migraine with aura on sumatriptan and Advil, propranolol years ago; "
     "aura red flags denied; Alesse stopped, topiramate started; mother's migraine, sister's stroke; "
     "s-2 Mirena fitted, tingling and taste change on topiramate",
     "neurology (migraine)", "Canadian English",
     [P("Hi, so, um, I get these migraines, eh, with like zigzag lights beforehand? Maybe four or five a month "
        "now. They've been getting way worse since the fall."),
      D("What are you taking for them?"),
      P("Sumatriptan when one starts, and Advil too. I was on propranolol for a couple years in my twenties but "
        "it made me super tired so I quit it."),
      D("Any weakness, numbness or trouble speaking with the aura?"),
      P("Nope, none of that."),
      D("Are you on any hormonal contraception?"),
      P("Yeah, Alesse, the combined pill. My mom gets migraines too, and my sister had a stroke at 41, which "
        "kinda freaks me out."),
      D("With migraine with aura the combined pill raises your stroke risk, so I want you to stop the Alesse. "
        "You could go on Slynd or get a hormonal IUD, have a think. And let's start topiramate 25 mg at night "
        "as a preventive."),
      P("Hey, it's my follow-up. So I got the Mirena put in three weeks ago and I'm off the Alesse.", 2),
      P("The topiramate's making my fingers all tingly and pop tastes super weird, but I only had two migraines "
        "this month.", 2),
      D("Tingling's really common on topiramate and often settles. Keep going with 25 mg.", 2)],
     [E("migraine", "current"), E("sumatriptan", "current"), E("ibuprofen", "current"), E("propranolol", "past"),
      E("weakness", "denied"), E("numbness", "denied"), E("speech_difficulty", "denied"), E("alesse", "past"),
      FH("migraine"), FH("stroke"), E("topiramate", "current"), E("mirena", "current"),
      E("tingling", "current"), E("taste_disturbance", "current")],
     [M("slynd", "one of two options offered; she chose the IUD"),
      M("fatigue", "the old propranolol side effect")])

case("en06", "Australian man with AF on warfarin: INR 3.6, bruising, bleeding denied; DVT after a knee "
     "replacement with Clexane then; fish oil on a mate's advice; warfarin and fish oil stopped, apixaban "
     "started; eGFR 72; the mate's and brother's Xarelto",
     "anticoagulation clinic", "Australian English",
     [P("G'day doc. Just in for me INR. Been on warfarin since they found the AF back in 2019."),
      D("INR today is 3.6, a bit high. Any bleeding? Bruising, blood in the wee, black poos?"),
      P("Bit of bruising on me arms. No blood anywhere, no."),
      P("Had a DVT in me left leg after the knee replacement in 2015, they had me on the Clexane jabs for that."),
      D("Any changes to your tablets, or anything from the chemist?"),
      P("Me mate Bazza reckons fish oil's good for the ticker so I started on that a fortnight ago. He's on them "
        "Xarelto tablets, same as me brother."),
      D("Fish oil can push your INR up. Honestly, with the INRs all over the place I'd like to switch you off "
        "warfarin onto apixaban, 5 mg twice a day. Stop the warfarin tonight and start the apixaban when your "
        "INR's under 2. And stop the fish oil."),
      P("No worries. Me kidneys alright for that?"),
      D("Yep, eGFR 72, that's fine."),
      P("Too easy. Cheers doc.")],
     [E("af", "current"), E("warfarin", "past"), E("inr", "current", "3.6"), E("bruising", "current"),
      E("haematuria", "denied"), E("melaena", "denied"), E("dvt", "past"), E("knee_replacement", "past"),
      E("enoxaparin", "past"), E("fish_oil", "past"), E("apixaban", "current"), E("egfr", "current", "72")],
     [M("rivaroxaban", "the mate's and the brother's drug")])

case("en07", "Indian man of 67 at a medicines review: type 2 diabetes and hypertension, hypos on glimepiride "
     "with HbA1c 6.1, hedged 'sugar is cured'; glimepiride and Diabecon stopped, karela juice continues; "
     "TB in 1998; brother's diabetes and insulin",
     "polypharmacy review", "Indian English",
     [P("Good morning doctor, I am Mr Sharma, 67 years. I have come for my medicine review only. Sugar and BP "
        "both are there since 2010."),
      D("Tell me what you're taking."),
      P("Metformin 1 gram two times, glimepiride 2 mg morning, telmisartan 40, and atorvastatin 10 at night. "
        "Also my wife is giving me karela juice daily and one ayurvedic tablet, Diabecon."),
      D("Any sweating, shakiness or dizzy spells before meals?"),
      P("Yes doctor, sometimes before lunch I am getting sweating and shivering. I think my sugar is cured now, "
        "no? That is why these low-low feelings."),
      D("Your HbA1c is 6.1 percent, which is quite low for you on these tablets. Those are hypos. Let's stop the "
        "glimepiride, and stop the Diabecon too. BP today is 138/84."),
      P("Okay doctor. One more thing, in 1998 I had TB, I took the full six months course."),
      P("And my elder brother also has diabetes, he is on insulin now."),
      D("Any chest pain when you walk, or breathlessness?"),
      P("No, nothing like that.")],
     [E("t2dm", "current"), E("t2dm", "claim"), E("hypertension", "current"), E("metformin", "current"),
      E("glimepiride", "past"), E("telmisartan", "current"), E("atorvastatin", "current"),
      E("karela", "current"), E("diabecon", "past"), E("sweating", "current"), E("hypoglycaemia", "current"),
      E("hba1c", "current", "6.1%"), E("bp", "current", "138/84"), E("tb", "past"), FH("t2dm"),
      E("chest_pain", "denied"), E("sob", "denied")],
     [M("insulin", "the brother's insulin")])

case("en08", "Nigerian woman at 28 weeks with headache and leg swelling: visual and RUQ symptoms denied, "
     "BP 146/94, Hb 96; pre-eclampsia, labetalol and CS in the first pregnancy; iron restarted, aspirin "
     "started; malaria treated with Coartem; sister-in-law's eclampsia",
     "antenatal care", "Nigerian English",
     [P("Good afternoon ma. I am 28 weeks pregnant, this is my second pregnancy. Since yesterday I have been "
        "having headache, and my legs are swelling small small."),
      D("Any blurred vision, flashing lights, or pain under your ribs on the right?"),
      P("No blurring. No flashing. No pain for that side."),
      D("Your blood pressure is 146/94 and there's a trace of protein in the urine. Your haemoglobin from last "
        "week was 96 grams per litre."),
      P("Ehn. In my first pregnancy they said I had preeclampsia, they gave me labetalol, and I delivered by CS at "
        "35 weeks."),
      P("I am taking the pregnancy vitamins, and the ferrous sulphate, but the ferrous was making me constipated "
        "so I stopped it last week."),
      D("Please restart the iron, take it every other day with orange juice. I'm also starting aspirin 150 mg at "
        "night, and I'm sending you to the day assessment unit today."),
      P("Okay ma. My husband's sister had eclampsia and she almost died, I am very scared."),
      P("Also I had malaria in January, they gave me Coartem."),
      D("Thank you, that's helpful. Go to the unit now, don't wait.")],
     [E("pregnancy", "current"), E("headache", "current"), E("ankle_swelling", "current"),
      E("blurred_vision", "denied"), E("visual_flashes", "denied"), E("ruq_pain", "denied"),
      E("bp", "current", "146/94"), E("haemoglobin", "current", "96 g/L"), E("preeclampsia", "past"),
      E("labetalol", "past"), E("caesarean", "past"), E("prenatal_vitamins", "current"),
      E("ferrous_sulphate", "current"), E("aspirin", "current"), E("malaria", "past"), E("coartem", "past")],
     [M("eclampsia", "the husband's sister's illness")])

case("en09", "Kenyan man with urethral discharge and dysuria after a new partner: sores, testicular pain and "
     "fever denied; STI screen, doxycycline; sulfa allergy; PrEP stopped for cost; s-2 chlamydia positive, "
     "others negative, symptoms gone, doxycycline finished, PrEP restarted",
     "sexual health clinic", "Kenyan English",
     [P("Hallo doctor, sorry to disturb. I have been having some discharge from my private part, and it is "
        "paining when I pass urine. Since like one week."),
      D("Any new sexual partners in the last three months? Condoms?"),
      P("Eeh, yes, one new lady. No condom, that time I was drunk. My regular partner I have not yet told her."),
      D("Any sores down there? Pain in the testicles? Fever?"),
      P("No sores. No pain there. No fever."),
      D("We'll test for chlamydia, gonorrhoea, HIV and syphilis today. I'll treat you now with doxycycline "
        "100 mg twice a day for seven days. Any allergies?"),
      P("Only the sulphur drugs. Septrin gave me a very bad rash and my lips were peeling, that was 2012."),
      P("I was on PrEP before, Truvada, but I stopped it last year because of money."),
      D("Hello again. Your chlamydia test is positive; gonorrhoea, HIV and syphilis were all negative.", 2),
      P("Okay. The discharge has stopped and no more pain when passing urine. I finished the doxy yesterday.", 2),
      D("Good. Your partners need treating too. And let's restart the PrEP, Truvada, one tablet daily, it's free "
        "at this clinic.", 2),
      P("Ah, thank you doctor, that one I will take.", 2)],
     [E("penile_discharge", "past"), E("dysuria", "past"), E("genital_ulcer", "denied"),
      E("testicular_pain", "denied"), E("fever", "denied"), E("doxycycline", "past"),
      E("sulfonamide_allergy", "current"), E("truvada", "current"), E("chlamydia", "current")],
     [M("rash", "the 2012 Septrin reaction"),
      M("hiv", "tested negative"),
      M("syphilis", "tested negative"),
      M("gonorrhoea", "tested negative")])

case("en10", "Jamaican daughter for her 81-year-old mother with dementia: more confused, off her food, "
     "incontinent, constipated; on donepezil (self-corrected Aricept), amlodipine and Senokot; a small stroke "
     "in 2018; a doubted childhood penicillin allergy; lactulose; the daughter's husband's tamsulosin",
     "home visit to the housebound", "Jamaican English / patois, relative speaking for the patient",
     [P("Mornin doctor. I'm calling about mi mother, I'm her daughter. She 81, she have dementia. Since Tuesday "
        "she more confuse than usual an she nah eat good at all."),
      D("Is she passing water okay? Any fever?"),
      P("She a wet di bed more, an it smell strong. No fever, mi check it, 36.9."),
      D("Bowels?"),
      P("She nah go fi four days now."),
      D("What medicines is she on?"),
      P("Donepezil at night, amlodipine fi her pressure, an di Senokot when she need it. Oh, an she used to tek "
        "di Aricept too... no wait, Aricept an donepezil a di same ting. Just di donepezil."),
      P("She did have a likkle stroke in 2018 but she recover good. Allergies... when she was young she couldn't "
        "tek penicillin, it mek her itch all over one time, but mi nuh too sure."),
      D("I'll visit this afternoon and dip her urine. Start lactulose 10 ml twice a day for the constipation."),
      P("Tank you doctor. Mi husband have prostate trouble, him tek tamsulosin, but dat a nex story.")],
     [E("dementia", "current"), E("confusion", "current"), E("poor_appetite", "current"),
      E("urinary_incontinence", "current"), E("fever", "denied"), E("temperature", "current", "36.9 °C"),
      E("constipation", "current"), E("donepezil", "current"), E("amlodipine", "current"), E("senna", "current"),
      E("hypertension", "current"), E("stroke", "past"), E("penicillin_allergy", "claim"),
      E("lactulose", "current")],
     [M("itching", "the old penicillin reaction"),
      M("tamsulosin", "the daughter's husband's drug"),
      M("bph", "the daughter's husband's prostate")])

case("en11", "Pakistani mother for her 7-week-old son: vomiting after feeds and crying, weight 4.9 kg, no "
     "blood; reflux, Gaviscon Infant; mother-in-law's gripe water not given; the mother's own sertraline for "
     "postnatal depression; s-2 vomiting and crying settled, constipation, Gaviscon stopped",
     "paediatrics told by a parent (infant feeding)", "Pakistani English, relative speaking for the patient",
     [P("Assalam o alaikum doctor. I am calling for my son, I am his mother. He is 7 weeks old. After every feed "
        "he is bringing up milk, and crying too much, arching his back."),
      D("Is he gaining weight? How many wet nappies a day?"),
      P("Yes, at the clinic on Monday he was 4.9 kg, birth weight was 3.4. Wet nappies six or seven a day."),
      D("Is there any blood in the sick?"),
      P("No blood."),
      P("My mother-in-law is saying give him gripe water, but I have not given anything yet."),
      D("This is reflux, very common at this age. Let's try Gaviscon Infant mixed with his feeds, and smaller, "
        "more frequent feeds."),
      P("Doctor, I am taking sertraline for my depression after delivery, is it safe with breastfeeding?"),
      D("Yes, sertraline is fine with breastfeeding."),
      P("Hello doctor, it's his mother again, calling for my son. He is not bringing up milk any more and the "
        "crying has settled, but now he is constipated, straining, hard poo.", 2),
      D("Gaviscon can cause constipation. Stop the Gaviscon and we'll keep an eye on him.", 2)],
     [E("vomiting", "past"), E("excessive_crying", "past"), E("weight", "current", "4.9 kg"),
      E("haematemesis", "denied"), E("gord", "current"), E("gaviscon_infant", "past"),
      E("constipation", "current")],
     [M("gripe_water", "suggested by the mother-in-law, never given"),
      M("sertraline", "the mother's own drug"),
      M("postnatal_depression", "the mother's own illness")])

case("en12", "Singaporean back from Bali with diarrhoea, vomiting, fever 38.6 and cramps; no blood; Imodium "
     "stopped, cipro never taken; platelets 210, travellers' diarrhoea, ORS; Lipitor continues; typhoid in "
     "2011; a colleague's dengue",
     "travel illness / urgent care", "Singaporean English (Singlish)",
     [P("Doc ah, I just come back from Bali on Sunday lor. Since Monday kena diarrhoea until cannot tahan, like "
        "ten times a day, then vomit also."),
      D("Any blood in the stool? Fever? Stomach cramps?"),
      P("Got fever lah, last night 38.6. Blood no have. Cramps a bit only."),
      P("I took Imodium already two days, then my friend say cannot, must take cipro instead, so I stop the "
        "Imodium lor. Cipro I never take."),
      P("My colleague also went Bali, last year she kena dengue, she say must check platelets."),
      D("Your platelets are 210, normal. This is travellers' diarrhoea. Take oral rehydration salts, and if you "
        "still have fever after 48 hours, come back. No antibiotics for now."),
      P("Okay. Eh doc, I'm on Lipitor for cholesterol, can continue right?"),
      D("Yes, continue the Lipitor."),
      P("Last time in uni I got typhoid also, 2011, after Indonesia trip. Hopefully not again lah.")],
     [E("diarrhoea", "current"), E("vomiting", "current"), E("fever", "current"),
      E("temperature", "current", "38.6 °C"), E("bloody_stool", "denied"), E("abdominal_pain", "current"),
      E("loperamide", "past"), E("platelets", "current", "210"), E("travellers_diarrhoea", "current"),
      E("ors", "current"), E("atorvastatin", "current"), E("hypercholesterolaemia", "current"),
      E("typhoid", "past")],
     [M("ciprofloxacin", "a friend's suggestion, never taken"),
      M("dengue", "the colleague's illness")])

case("en13", "Yorkshire warehouse worker sent by work with back pain down the right leg: numbness, bladder and "
     "bowel problems denied; co-codamol, naproxen stopped for heartburn; appendix out, broken wrist as a lad; "
     "hedged knee arthritis; the boss's wife's pregabalin",
     "occupational health", "Yorkshire English",
     [P("Now then. I'm here 'cos work sent me, occupational health like. Did me back in liftin' boxes at "
        "t'warehouse three week since."),
      D("Does the pain go down your legs?"),
      P("Down t'right leg to t'knee, aye."),
      D("Any numbness? Trouble passing water? Any problem controlling your bowels?"),
      P("No numbness. Waterworks fine. Bowels fine."),
      D("What are you taking for it?"),
      P("Co-codamol 30/500, two tablets four times a day, off t'GP. I were on naproxen but it give me heartburn "
        "summat rotten so I packed it in."),
      P("Only other thing, had me appendix out in 2010, and a broken wrist as a lad. And I think I might have a "
        "bit of arthritis in me knees an' all, they creak summat terrible."),
      D("I'll recommend two weeks of modified duties, no lifting over ten kilos, and keep moving. Don't go any "
        "higher on the co-codamol; see your GP about bringing it down."),
      P("Me gaffer says his missus takes pregabalin for hers. Reckon that'd help?"),
      D("That's one for your GP, but I wouldn't start it on that basis.")],
     [E("back_pain", "current"), E("sciatica", "current"), E("numbness", "denied"),
      E("urinary_retention", "denied"), E("faecal_incontinence", "denied"), E("co_codamol", "current"),
      E("naproxen", "past"), E("appendicectomy", "past"), E("wrist_fracture", "past"),
      E("osteoarthritis_knee", "claim")],
     [M("heartburn", "the naproxen side effect, gone with the drug"),
      M("pregabalin", "the boss's wife's drug, asked about")])

case("en14", "Liverpool man at his lithium review for bipolar disorder: level 0.7, eGFR 64, TSH 5.9; tremor, "
     "no thirst or polyuria; olanzapine stopped for weight gain; back pain, ibuprofen asked about and refused; "
     "mum's underactive thyroid",
     "mental-health medication review", "Liverpool English (Scouse)",
     [P("Alright doc. I'm in for me lithium review, been on it since 2016 for me bipolar."),
      D("Your lithium level is 0.7 millimoles per litre, right in range. Kidney function's eGFR 64, and your TSH is 5.9, slightly up."),
      D("Any shakiness? Really thirsty? Going to the loo a lot?"),
      P("Bit of a tremor in me hands, always had that. Not thirsty, no. Wee's normal."),
      P("Mood's been sound, sleepin' alright. I was on olanzapine before, back in 2016, piled on three stone, so "
        "they took me off it."),
      P("Me back's been killin' me since I moved house. Can I just get ibuprofen off the shelf?"),
      D("No, ibuprofen can push your lithium level up into the toxic range. We'll recheck your thyroid in six "
        "weeks."),
      P("Me mam had an underactive thyroid, she was on thyroxine for years."),
      D("That's worth knowing. Keep the lithium at the same dose.")],
     [E("lithium", "current"), E("bipolar", "current"), E("lithium_level", "current", "0.7 mmol/L"),
      E("egfr", "current", "64"), E("tsh", "current", "5.9"), E("tremor", "current"), E("thirst", "denied"),
      E("polyuria", "denied"), E("olanzapine", "past"), E("back_pain", "current"), FH("hypothyroidism")],
     [M("weight_gain", "the old olanzapine side effect"),
      M("ibuprofen", "a question; the clinician said no"),
      M("levothyroxine", "the mother's drug")])

case("en15", "US mother phones about her 15-year-old daughter: self-harm by cutting, no wish to die, skipped "
     "meals and weight loss, no periods, past anxiety on fluoxetine; clinic weight 44 kg and pulse 48; "
     "husband's oxycodone and her own Zoloft; her sister's anorexia",
     "teenage mental health (parent speaking)", "US English (New York), relative speaking for the patient",
     [P("Hi, I'm calling about my daughter Maya, I'm her mom. She's 15. Last night I found cuts on her forearms, "
        "and she admitted she's been cutting for a couple of months."),
      D("Thank you for calling, that was the right thing to do. Is she safe right now? Has she said anything "
        "about wanting to die?"),
      P("She's home with her dad. She said she doesn't want to die, she said it helps her cope."),
      D("How's her eating been?"),
      P("Honestly not good. She's skipping meals, she's lost like 12 pounds since September, and her period "
        "hasn't come in three months."),
      P("She had anxiety in middle school, saw a therapist and was on fluoxetine for a year, came off it in 2022."),
      D("Is there any medication in the house she could take too much of?"),
      P("My husband has oxycodone left over from his back surgery, and I have my Zoloft. I'll lock them both up "
        "today."),
      D("Please do. I'd like to see her this afternoon."),
      D("Maya's weight today is 44 kg and her heart rate is 48 beats a minute lying down. I'm referring her urgently to the "
        "adolescent mental health team."),
      P("Okay. My sister had anorexia in college, so this really scares me.")],
     [E("self_harm", "current"), E("suicidal_ideation", "denied"), E("weight_loss", "current"),
      E("amenorrhoea", "current"), E("anxiety", "past"), E("fluoxetine", "past"),
      E("weight", "current", "44 kg"), E("heart_rate", "current", "48 beats/min"), FH("anorexia_nervosa")],
     [M("oxycodone", "the father's leftover painkiller"),
      M("sertraline", "the mother's own Zoloft"),
      M("anorexia_nervosa", "the aunt's illness; not diagnosed in the patient")])

case("en16", "Northern Irish man whose smartwatch says AFib: palpitations, no syncope or breathlessness, "
     "chest-wall pain after bench press; ECG normal, HR 78, BP 128/82; father's AF and his drugs; old "
     "hyperthyroidism treated with radioiodine, on levothyroxine; ibuprofen gel",
     "general practice", "Northern Irish (Belfast)",
     [P("Hiya, wee bit worried here. My smartwatch keeps saying AFib, like three times this week, and I get this "
        "fluttery feeling in my chest."),
      D("Any fainting or blackouts? Short of breath?"),
      P("No fainting. Not breathless, no."),
      P("I've a bit of chest pain, but it's here at the side, sore when I press on it, since I was at the gym "
        "doing bench press on Saturday."),
      D("Your ECG today is normal sinus rhythm, heart rate 78 beats per minute, blood pressure 128/82. That chest pain is muscular, "
        "from the chest wall."),
      P("Grand. I'm drinking about six coffees a day, plus a couple of energy drinks on shift, so I am. My da has "
        "AF, he's on bisoprolol and apixaban."),
      P("Years ago I had an overactive thyroid, had the radioactive iodine in 2015, and I've been on levothyroxine "
        "ever since."),
      D("I'll check your thyroid bloods then. Cut right back on the caffeine, and use ibuprofen gel on the sore "
        "bit of your chest, three times a day."),
      P("Dead on, will do.")],
     [E("af", "claim"), E("palpitations", "current"), E("syncope", "denied"), E("sob", "denied"),
      E("chest_wall_pain", "current"), E("heart_rate", "current", "78 beats/min"), E("bp", "current", "128/82"),
      FH("af"), E("hyperthyroidism", "past"), E("radioiodine", "past"), E("levothyroxine", "current"),
      E("ibuprofen_gel", "current")],
     [M("bisoprolol", "the father's drug"),
      M("apixaban", "the father's drug")])

case("en17", "Geordie care-agency carer about Mr Robson, 79, with Parkinson's: falls, postural dizziness, no "
     "hallucinations or swallowing trouble, tamsulosin stopped; her own husband's rasagiline; s-2 no falls but "
     "new hallucinations, ropinirole reduced",
     "home visit to the housebound (neurology)", "Geordie (Newcastle), paid carer speaking for the patient",
     [P("Hiya pet, it's Dawn from Riverside Care. I'm calling about Mr Robson, I'm his carer. He's 79, he's got "
        "Parkinson's, and he's had two falls this week, no injuries like."),
      D("What's he on at the moment?"),
      P("Co-careldopa 25/100 four times a day, ropinirole 2 mg three times a day, and the tamsulosin for his "
        "waterworks."),
      D("Is he dizzy when he stands up? Any hallucinations? Any trouble swallowing?"),
      P("Aye, dizzy when he stands, that's when he goes over. No hallucinations. Swallowing's canny."),
      D("His lying blood pressure was 136/78 and it drops a lot when he stands. Tamsulosin can drop the pressure "
        "too, so stop the tamsulosin for now."),
      P("Will do. Funnily enough me own husband's got Parkinson's an' all, he's on rasagiline."),
      P("Hiya, it's Dawn from Riverside Care again, about Mr Robson. No falls since we stopped the tamsulosin, "
        "and he's passin' water alright without it.", 2),
      P("But he's started seein' little bairns in the corner of the room at night, he's convinced they're "
        "there.", 2),
      D("That'll likely be the ropinirole. Reduce it to 1 mg three times a day, and keep the co-careldopa the "
        "same.", 2),
      P("Right you are, I'll let the pharmacy know.", 2)],
     [E("parkinsons", "current"), E("co_careldopa", "current"), E("ropinirole", "current"),
      E("tamsulosin", "past"), E("dizziness", "current"), E("hallucinations", "current"),
      E("dysphagia", "denied"), E("bp", "current", "136/78")],
     [M("rasagiline", "the carer's husband's drug")])

case("en18", "New Zealand woman with a year of heavy periods and tiredness: ferritin 6, Hb 104; IMB and PCB "
     "denied; period pain, hedged endometriosis; Mirena removed in 2019; NSAID allergy (wheeze); tranexamic "
     "acid and ferrous fumarate; flatmate's norethisterone",
     "gynaecology / general practice", "New Zealand English",
     [P("Kia ora. I've had really heavy periods for about a year now, flooding through a super tampon and a pad "
        "in an hour on the first two days, and I'm knackered all the time."),
      D("Your bloods are back: ferritin 6 and haemoglobin 104 grams per litre."),
      D("Any bleeding between periods? Bleeding after sex?"),
      P("No. No."),
      P("Cramps with my period though, really bad ones, I'm curled up on the couch. I reckon I've got "
        "endometriosis, to be honest, it sounds just like what my cousin has."),
      P("I had a Mirena years ago after my second baby but had it taken out in 2019 cos of the spotting."),
      D("Any allergies?"),
      P("Ibuprofen, actually anti-inflammatories in general, they make me wheezy."),
      D("Okay, so no mefenamic acid. I'll start tranexamic acid on your heavy days and ferrous fumarate 210 mg "
        "once a day, and book a pelvic ultrasound."),
      P("Sweet as. My flatmate's on norethisterone for hers, would that be better?"),
      D("It's an option later, let's see how you go with these first.")],
     [E("hmb", "current"), E("fatigue", "current"), E("ferritin", "current", "6"),
      E("haemoglobin", "current", "104 g/L"), E("imb", "denied"), E("pcb", "denied"),
      E("dysmenorrhoea", "current"), E("endometriosis", "claim"), E("mirena", "past"),
      E("nsaid_allergy", "current"), E("tranexamic_acid", "current"), E("ferrous_fumarate", "current")],
     [M("wheeze", "the NSAID reaction, not a current symptom"),
      M("norethisterone", "the flatmate's drug, asked about"),
      M("mefenamic_acid", "named only as ruled out by the allergy")])

case("en19", "Malaysian woman of 51 with hot flushes and night sweats a year after her last period: bleeding, "
     "cancer, clots and stroke denied; benign fibroadenoma removed in 2015; evening primrose oil she started; "
     "HRT estradiol gel with progesterone; BP, BMI; mother's osteoporosis; a friend's Premarin",
     "menopause clinic / general practice", "Malaysian English",
     [P("Hello doctor, I'm 51 already, my period stop since last year March. Now the hot flushes very teruk, at "
        "night also sweating until need to change baju."),
      D("Any vaginal bleeding since your periods stopped?"),
      P("Tak ada, nothing."),
      D("Any history of breast cancer, blood clots or stroke?"),
      P("No cancer, no clot, no stroke. But 2015 I got a breast lump, they removed it, benign only, fibroadenoma."),
      P("My sister-in-law take evening primrose oil, she say very good for hot flush, so I also started taking, "
        "two weeks already."),
      D("HRT is a good option for you. I'll start estradiol gel, two pumps daily, with micronised progesterone "
        "100 mg at night because you still have your womb. BP today 124/78, BMI 27."),
      P("Okay. My mother got osteoporosis, she broke her hip at 70."),
      P("My friend say HRT got cancer risk, she stopped her Premarin after one year."),
      D("The risk is small at your age, we'll go through it together.")],
     [E("hot_flushes", "current"), E("night_sweats", "current"), E("pmb", "denied"),
      E("breast_cancer", "denied"), E("vte", "denied"), E("stroke", "denied"), E("fibroadenoma", "past"),
      E("lumpectomy", "past"), E("evening_primrose", "current"), E("estradiol", "current"),
      E("progesterone", "current"), E("bp", "current", "124/78"), E("bmi", "current", "27"),
      FH("osteoporosis")],
     [M("premarin", "the friend's drug"),
      M("hip_fracture", "the mother broke her hip")])

case("en20", "Londoner's voice-to-text call about her MST taper for knee arthritis: constipation and daytime "
     "sleepiness, MST reduced, Laxido; right knee replaced in 2018; grief and early waking after her mum died, "
     "no thoughts of self-harm; zopiclone years ago after a hysterectomy; husband's dementia and memantine",
     "pain clinic / opioid tapering; carers' strain; grief", "London English, voice-to-text without punctuation",
     [P("hi yeah so I'm ringing about my morphine prescription the MST I'm on 30 milligrams twice a day for the "
        "arthritis in my knees and the pain clinic said we're gonna come down slowly"),
      D("Yes, the pain clinic's plan is to reduce to 20 mg twice a day for two weeks, then review. How's the pain "
        "been?"),
      P("honestly its been alright ish but I've been so constipated and a bit sleepy in the day my husband says I "
        "nod off mid sentence"),
      D("Right. Reduce the MST to 20 mg twice a day from tomorrow, and take Laxido, one sachet daily."),
      P("ok I had the right knee replaced in 2018 the left ones still on the waiting list"),
      P("and my mum passed in January I'm finding it really hard to be honest I'm up at 3 every night and my "
        "husband's got dementia so I'm looking after him too he's on memantine and it's a lot"),
      D("I'm so sorry about your mum. Any thoughts of harming yourself or ending your life?"),
      P("no nothing like that"),
      D("Do you take anything else for sleep?"),
      P("no well I used to take zopiclone years ago after my hysterectomy but not now"),
      D("I'll refer you to the carers' support service and bereavement counselling, and no sleeping tablets "
        "alongside the morphine.")],
     [E("morphine", "current"), E("osteoarthritis_knee", "current"), E("constipation", "current"),
      E("drowsiness", "current"), E("macrogol", "current"), E("knee_replacement", "past"),
      E("bereavement", "current"), E("insomnia", "current"), E("suicidal_ideation", "denied"),
      E("zopiclone", "past"), E("hysterectomy", "past")],
     [M("memantine", "the husband's drug"),
      M("dementia", "the husband's illness")])


# ----------------------------------------------------------------------------------------- output
def check(cases):
    ids = [c["id"] for c in cases]
    assert ids == ["zh%02d" % i for i in range(1, 21)] + ["en%02d" % i for i in range(1, 21)], ids
    for c in cases:
        n = len(c["turns"])
        assert 9 <= n <= 12, (c["id"], n)
        assert c["must_not"], c["id"]
        sessions = [t.get("session", "s-1") for t in c["turns"]]
        assert sessions == sorted(sessions), c["id"]      # s-1 turns before s-2 turns
        for t in c["turns"]:
            assert t["speaker"] in ("patient", "clinician", "assistant")
            assert t["text"].strip() and "\n" not in t["text"]


def main():
    check(CASES)
    out = {"round": 21, "cases": CASES}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_exp = sum(len(c["expected"]) for c in CASES)
    n_mn = sum(len(c["must_not"]) for c in CASES)
    n_turns = sum(len(c["turns"]) for c in CASES)
    print("wrote %s: %d cases, %d turns, %d expected, %d must_not" % (path, len(CASES), n_turns, n_exp, n_mn))


if __name__ == "__main__":
    main()

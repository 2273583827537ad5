#!/usr/bin/env python3
"""Round-15 blind evaluation cases for memoryd: writes cases.json (Python 3, stdlib only).

Written blind: only README.md, docs/api.md and docs/concepts.md of the project were read, plus the
previous round's score.py and eval.sh. Every expectation is what a careful clinician would record
from the conversation; hedged statements are expected as pending claims ("claim"); statements that
are genuinely ambiguous are left out.
"""
import json, os

# --------------------------------------------------------------------------- concept vocabulary
# key -> (type, names, codes)
K = {}

def c(key, typ, names, codes=()):
    K[key] = (typ, list(names), list(codes))

# conditions
c("htn", "condition", ["hypertension", "high blood pressure", "essential hypertension", "essential (primary) hypertension", "HTN", "高血压", "高血压病"], ["I10"])
c("t2dm", "condition", ["type 2 diabetes", "type 2 diabetes mellitus", "diabetes mellitus type 2", "T2DM", "diabetes", "diabetes mellitus", "2型糖尿病", "糖尿病"], ["E11"])
c("diabetes", "condition", ["diabetes", "diabetes mellitus", "type 2 diabetes", "type 2 diabetes mellitus", "T2DM", "糖尿病", "2型糖尿病"], ["E11", "E14"])
c("t1dm", "condition", ["type 1 diabetes", "type 1 diabetes mellitus", "diabetes mellitus type 1", "T1DM", "1型糖尿病"], ["E10"])
c("chd", "condition", ["coronary heart disease", "coronary artery disease", "CAD", "CHD", "ischaemic heart disease", "ischemic heart disease", "atherosclerotic heart disease", "冠心病"], ["I25"])
c("mi", "condition", ["myocardial infarction", "heart attack", "MI", "acute myocardial infarction", "心梗", "心肌梗死"], ["I21", "I22", "I25.2"])
c("af", "condition", ["atrial fibrillation", "AF", "AFib", "A-fib", "A fib", "房颤", "心房颤动"], ["I48"])
c("hf", "condition", ["heart failure", "congestive heart failure", "CHF", "cardiac failure", "心衰", "心力衰竭"], ["I50"])
c("gout", "condition", ["gout", "gouty arthritis", "acute gout", "痛风", "痛风性关节炎"], ["M10", "M1A"])
c("hypothyroid", "condition", ["hypothyroidism", "underactive thyroid", "甲减", "甲状腺功能减退", "甲状腺功能减退症"], ["E03", "E02"])
c("hyperthyroid", "condition", ["hyperthyroidism", "overactive thyroid", "thyrotoxicosis", "Graves disease", "甲亢", "甲状腺功能亢进", "甲状腺功能亢进症"], ["E05"])
c("hashimoto", "condition", ["Hashimoto thyroiditis", "Hashimoto's thyroiditis", "Hashimoto's disease", "Hashimoto disease", "autoimmune thyroiditis", "chronic lymphocytic thyroiditis", "桥本", "桥本甲状腺炎", "桥本氏甲状腺炎"], ["E06.3"])
c("stroke", "condition", ["stroke", "cerebral infarction", "cerebrovascular accident", "CVA", "ischaemic stroke", "ischemic stroke", "中风", "脑卒中", "脑梗", "脑梗死"], ["I63", "I64", "I61"])
c("tia", "condition", ["transient ischaemic attack", "transient ischemic attack", "TIA", "mini-stroke", "mini stroke", "短暂性脑缺血发作"], ["G45"])
c("hyperlipid", "condition", ["hyperlipidaemia", "hyperlipidemia", "high cholesterol", "hypercholesterolaemia", "hypercholesterolemia", "dyslipidaemia", "dyslipidemia", "高血脂", "高脂血症"], ["E78"])
c("gastric_cancer", "condition", ["gastric cancer", "stomach cancer", "malignant neoplasm of stomach", "胃癌"], ["C16"])
c("fatty_liver", "condition", ["fatty liver", "fatty liver disease", "NAFLD", "non-alcoholic fatty liver disease", "nonalcoholic fatty liver disease", "hepatic steatosis", "MASLD", "脂肪肝"], ["K76.0", "K75.81"])
c("hbv", "condition", ["hepatitis B", "chronic hepatitis B", "chronic viral hepatitis B", "hepatitis B carrier", "HBV", "HBV infection", "乙肝", "乙型肝炎", "慢性乙型肝炎", "小三阳", "乙肝携带"], ["B18.1", "B18.0", "Z22.51", "B16", "B19.1"])
c("depression", "condition", ["depression", "depressive disorder", "major depressive disorder", "depressive episode", "major depression", "recurrent depression", "抑郁症", "抑郁", "抑郁发作"], ["F32", "F33"])
c("bipolar", "condition", ["bipolar disorder", "bipolar affective disorder", "bipolar", "manic depression", "双相情感障碍"], ["F31"])
c("anxiety", "condition", ["anxiety", "anxiety disorder", "generalised anxiety disorder", "generalized anxiety disorder", "GAD", "焦虑症", "焦虑"], ["F41"])
c("asthma", "condition", ["asthma", "bronchial asthma", "哮喘", "支气管哮喘"], ["J45"])
c("copd", "condition", ["COPD", "chronic obstructive pulmonary disease", "chronic obstructive lung disease", "慢阻肺", "慢性阻塞性肺疾病"], ["J44"])
c("emphysema", "condition", ["emphysema", "COPD", "chronic obstructive pulmonary disease", "肺气肿", "慢阻肺"], ["J43", "J44"])
c("oa_knee", "condition", ["osteoarthritis", "knee osteoarthritis", "osteoarthritis of knee", "osteoarthritis of the knee", "OA", "degenerative joint disease", "骨关节炎", "膝骨关节炎", "膝关节骨关节炎"], ["M17", "M15", "M19"])
c("influenza", "condition", ["influenza", "flu", "influenza A", "甲流", "流感", "甲型流感"], ["J09", "J10", "J11"])
c("otitis", "condition", ["otitis media", "acute otitis media", "ear infection", "middle ear infection", "中耳炎"], ["H66", "H65"])
c("cellulitis", "condition", ["cellulitis", "cellulitis of leg", "cellulitis of lower limb", "蜂窝织炎"], ["L03"])
c("gallstones", "condition", ["gallstones", "gallstone", "cholelithiasis", "gall stones", "gallstone disease", "胆结石"], ["K80"])
c("gord", "condition", ["gastro-oesophageal reflux disease", "gastroesophageal reflux disease", "gastro-esophageal reflux disease", "GERD", "GORD", "reflux", "acid reflux", "反流性食管炎", "胃食管反流"], ["K21"])
c("eczema", "condition", ["eczema", "atopic dermatitis", "atopic eczema", "infantile eczema", "dermatitis", "湿疹"], ["L20", "L30"])
c("migraine", "condition", ["migraine with aura", "migraine", "classic migraine", "classical migraine", "偏头痛"], ["G43"])
c("moh", "condition", ["medication overuse headache", "medication-overuse headache", "rebound headache", "rebound headaches", "analgesic overuse headache", "drug-induced headache"], ["G44.4"])
c("sprain_ankle", "condition", ["ankle sprain", "sprained ankle", "sprain of ankle", "sprain", "踝关节扭伤"], ["S93.4"])
c("dementia", "condition", ["dementia", "Alzheimer's disease", "Alzheimer disease", "Alzheimers", "senile dementia", "老年痴呆", "痴呆", "阿尔茨海默病"], ["F03", "F01", "F02", "G30"])
c("hip_fracture", "condition", ["hip fracture", "fractured hip", "fracture of femoral neck", "femoral neck fracture", "fracture of hip", "fracture", "骨折", "髋部骨折", "股骨颈骨折"], ["S72"])
c("sleep_apnoea", "condition", ["sleep apnoea", "sleep apnea", "obstructive sleep apnoea", "obstructive sleep apnea", "OSA", "睡眠呼吸暂停", "睡眠呼吸暂停综合征"], ["G47.3"])
c("dka", "condition", ["diabetic ketoacidosis", "DKA", "ketoacidosis", "糖尿病酮症酸中毒"], ["E10.1", "E11.1", "E13.1"])
c("mono", "condition", ["infectious mononucleosis", "glandular fever", "mononucleosis", "mono", "EBV infection", "Epstein-Barr virus infection"], ["B27"])
c("kidney_failure", "condition", ["kidney failure", "renal failure", "end-stage renal disease", "end stage renal disease", "ESRD", "end-stage kidney disease", "chronic kidney disease", "CKD", "chronic renal failure"], ["N18", "N17", "N19"])
c("pregnancy", "condition", ["pregnancy", "pregnant", "怀孕", "妊娠"], ["Z33", "Z34"])
c("prediabetes", "condition", ["prediabetes", "pre-diabetes", "impaired glucose tolerance", "IGT", "糖耐量异常", "糖尿病前期", "糖耐量减低"], ["R73.0"])
c("urti", "condition", ["common cold", "cold", "head cold", "upper respiratory tract infection", "URTI", "upper respiratory infection", "URI", "nasopharyngitis", "感冒", "上呼吸道感染"], ["J00", "J06"])
c("allergic_rhinitis", "condition", ["allergic rhinitis", "hay fever", "hayfever", "seasonal allergic rhinitis", "pollen allergy", "过敏性鼻炎"], ["J30"])
c("hypoglycaemia", "condition", ["hypoglycaemia", "hypoglycemia", "low blood sugar", "low blood glucose", "hypo", "hypos", "低血糖"], ["E16.0", "E16.1", "E16.2", "E11.649", "E10.649"])
c("uti", "condition", ["urinary tract infection", "UTI", "尿路感染", "bladder infection", "cystitis"], ["N39.0", "N30"])
c("cystitis", "condition", ["cystitis", "acute cystitis", "bladder infection", "urinary tract infection", "UTI", "膀胱炎", "尿路感染"], ["N30", "N39.0"])

# symptoms
c("fever", "symptom", ["fever", "pyrexia", "febrile", "high temperature", "发烧", "发热"], ["R50"])
c("dry_cough", "symptom", ["dry cough", "cough", "non-productive cough", "nonproductive cough", "干咳", "咳嗽"], ["R05"])
c("cough", "symptom", ["cough", "nocturnal cough", "night cough", "coughing", "咳嗽", "咳"], ["R05"])
c("sputum", "symptom", ["sputum", "phlegm", "productive cough", "sputum production", "expectoration", "purulent sputum", "yellow sputum", "痰", "咳痰", "黄痰", "痰多"], ["R09.3"])
c("chest_pain", "symptom", ["chest pain", "chest tightness", "chest discomfort", "tightness in chest", "chest pressure", "胸痛", "胸闷", "胸口痛"], ["R07.9", "R07.89", "R07.4", "R07.2", "R07.81", "R07.82"])
c("dyspnoea", "symptom", ["shortness of breath", "dyspnoea", "dyspnea", "breathlessness", "short of breath", "SOB", "difficulty breathing", "breathing difficulty", "呼吸困难", "气短", "气紧", "喘", "憋气", "气促"], ["R06.00", "R06.02", "R06.09"])
c("doe", "symptom", ["dyspnoea on exertion", "dyspnea on exertion", "exertional dyspnoea", "exertional dyspnea", "shortness of breath on exertion", "breathlessness on exertion", "shortness of breath", "dyspnoea", "dyspnea", "breathlessness", "活动后气短", "气短", "喘"], ["R06.00", "R06.02", "R06.09"])
c("wheeze", "symptom", ["wheeze", "wheezing", "wheezy", "喘鸣", "哮鸣", "喘"], ["R06.2"])
c("orthopnoea", "symptom", ["orthopnoea", "orthopnea", "端坐呼吸", "不能平卧"], ["R06.01"])
c("pnd", "symptom", ["paroxysmal nocturnal dyspnoea", "paroxysmal nocturnal dyspnea", "PND", "nocturnal dyspnoea", "nocturnal dyspnea", "夜间阵发性呼吸困难"], [])
c("leg_oedema", "symptom", ["leg swelling", "swollen legs", "leg oedema", "leg edema", "oedema", "edema", "peripheral oedema", "peripheral edema", "ankle swelling", "pedal oedema", "pedal edema", "swelling", "腿肿", "脚肿", "水肿", "下肢水肿"], ["R60"])
c("ankle_swelling", "symptom", ["ankle swelling", "swollen ankle", "swollen ankles", "ankle oedema", "ankle edema", "joint swelling", "oedema", "edema", "swelling", "脚踝肿", "踝部水肿", "踝关节肿胀"], ["R60", "M25.47"])
c("palpitations", "symptom", ["palpitations", "palpitation", "heart racing", "racing heart", "心慌", "心悸"], ["R00.2"])
c("dizziness", "symptom", ["dizziness", "dizzy", "lightheadedness", "light-headedness", "lightheaded", "light headed", "giddiness", "头晕"], ["R42"])
c("syncope", "symptom", ["syncope", "fainting", "faint", "loss of consciousness", "blackout", "晕厥", "昏倒"], ["R55"])
c("nausea", "symptom", ["nausea", "feeling sick", "恶心"], ["R11.0"])
c("vomiting", "symptom", ["vomiting", "emesis", "being sick", "throwing up", "呕吐", "吐"], ["R11.1", "R11.2"])
c("nausea_vomiting", "symptom", ["nausea", "vomiting", "feeling sick", "sickness", "nausea and vomiting", "恶心", "呕吐"], ["R11"])
c("diarrhoea", "symptom", ["diarrhoea", "diarrhea", "loose stools", "watery stools", "腹泻", "拉肚子"], ["R19.7", "A09"])
c("seizure", "symptom", ["seizure", "seizures", "convulsion", "convulsions", "fit", "febrile convulsion", "febrile seizure", "抽搐", "惊厥"], ["R56"])
c("poor_appetite", "symptom", ["loss of appetite", "poor appetite", "decreased appetite", "reduced appetite", "anorexia", "not eating", "食欲不振", "食欲差", "不想吃", "胃口差"], ["R63.0"])
c("fatigue", "symptom", ["fatigue", "tiredness", "tired", "lack of energy", "low energy", "lethargy", "malaise", "乏力", "疲劳", "疲乏", "没劲"], ["R53"])
c("insomnia", "symptom", ["insomnia", "poor sleep", "sleeplessness", "difficulty sleeping", "trouble sleeping", "early morning awakening", "early waking", "early morning waking", "sleep disturbance", "sleep problems", "失眠", "睡不着", "睡眠差", "早醒"], ["G47.0", "F51.0"])
c("low_mood", "symptom", ["low mood", "depressed mood", "feeling down", "sadness", "情绪低落", "心情不好", "心情差"], [])
c("anhedonia", "symptom", ["anhedonia", "loss of interest", "lack of interest", "lack of motivation", "兴趣减退", "兴趣下降", "什么都不想干"], ["R45.84"])
c("suicidal", "symptom", ["suicidal ideation", "suicidal thoughts", "thoughts of self-harm", "self-harm", "self harm", "thoughts of harming self", "thoughts of harming yourself", "自杀念头", "自杀想法", "自伤", "伤害自己"], ["R45.851", "R45.88"])
c("epigastric_pain", "symptom", ["epigastric pain", "stomach pain", "stomach ache", "stomachache", "abdominal pain", "upper abdominal pain", "gastric pain", "胃痛", "上腹痛", "胃疼"], ["R10.1", "R10.13", "R10.9"])
c("bloating", "symptom", ["bloating", "abdominal distension", "abdominal bloating", "abdominal fullness", "腹胀", "胃胀", "胀"], ["R14.0"])
c("belching", "symptom", ["belching", "eructation", "burping", "嗳气", "打嗝"], ["R14.2"])
c("melaena", "symptom", ["melaena", "melena", "black stools", "black stool", "tarry stools", "dark stools", "黑便"], ["K92.1"])
c("knee_pain", "symptom", ["knee pain", "pain in knee", "knee joint pain", "膝盖疼", "膝痛", "膝关节痛", "膝盖痛"], ["M25.56"])
c("hip_pain", "symptom", ["hip pain", "pain in hip", "right hip pain", "髋部疼痛", "髋痛", "髋关节痛"], ["M25.55"])
c("ankle_pain", "symptom", ["ankle pain", "pain in ankle", "踝痛", "脚踝疼", "踝关节痛"], ["M25.57"])
c("toe_pain", "symptom", ["big toe pain", "toe pain", "great toe pain", "pain in toe", "pain in big toe", "foot pain", "joint pain", "大脚趾疼", "脚趾痛", "足趾痛"], ["M79.67", "M79.674", "M79.675", "M25.57"])
c("back_pain", "symptom", ["back pain", "low back pain", "lower back pain", "lumbago", "lumbar pain", "腰痛", "腰疼"], ["M54.5"])
c("limp", "symptom", ["limp", "limping", "antalgic gait", "gait abnormality", "abnormal gait", "difficulty walking", "跛行", "一瘸一拐"], ["R26.89", "R26.9", "R26.2"])
c("head_injury", "symptom", ["head injury", "head trauma", "injury of head", "头部外伤", "头部受伤", "磕到头"], ["S09.9", "S00", "S06"])
c("numbness", "symptom", ["numbness", "tingling", "paraesthesia", "paresthesia", "pins and needles", "numbness of feet", "foot numbness", "麻木", "麻", "脚麻"], ["R20.0", "R20.2"])
c("cold_intolerance", "symptom", ["cold intolerance", "intolerance to cold", "feeling cold", "sensitivity to cold", "怕冷", "畏寒"], [])
c("memory_loss", "symptom", ["memory loss", "memory impairment", "forgetfulness", "poor memory", "memory problems", "amnesia", "memory decline", "记忆力减退", "健忘", "记性差", "记忆力下降"], ["R41.3", "R41.1", "R41.2", "R41.81"])
c("disorientation", "symptom", ["disorientation", "disoriented", "getting lost", "confusion", "定向障碍", "定向力障碍", "迷路", "找不到家"], ["R41.0"])
c("hallucinations", "symptom", ["hallucinations", "hallucination", "visual hallucinations", "幻觉"], ["R44"])
c("frequency", "symptom", ["urinary frequency", "frequent urination", "frequency of micturition", "increased urinary frequency", "尿频"], ["R35.0"])
c("urgency", "symptom", ["urinary urgency", "urgency", "urgency of urination", "尿急"], ["R39.15"])
c("dysuria", "symptom", ["dysuria", "painful urination", "burning on urination", "pain on urination", "尿痛"], ["R30.0", "R30.9"])
c("haematuria", "symptom", ["haematuria", "hematuria", "blood in urine", "pink urine", "血尿"], ["R31"])
c("runny_nose", "symptom", ["runny nose", "rhinorrhoea", "rhinorrhea", "nasal discharge", "流鼻涕", "流涕", "鼻涕多"], [])
c("poor_feeding", "symptom", ["poor feeding", "feeding difficulty", "feeding problems", "reduced feeding", "decreased feeding", "decreased appetite", "loss of appetite", "poor appetite", "吃奶少", "喂养困难", "吃奶差"], ["R63.3", "R63.0"])
c("arm_pain", "symptom", ["arm pain", "left arm pain", "pain in arm", "pain in left arm", "radiating arm pain", "手臂痛"], ["M79.60", "M79.602", "M79.62", "M79.622"])
c("sweating", "symptom", ["sweating", "diaphoresis", "sweats", "sweaty", "cold sweat", "excessive sweating", "出汗", "出冷汗"], ["R61"])
c("ear_pain", "symptom", ["ear pain", "earache", "otalgia", "left ear pain", "耳痛"], ["H92.0"])
c("ear_discharge", "symptom", ["ear discharge", "otorrhoea", "otorrhea", "discharge from ear", "耳流脓"], ["H92.1"])
c("confusion", "symptom", ["confusion", "confused", "acute confusion", "delirium", "altered mental status", "意识模糊"], ["R41.0", "R41.82", "F05"])
c("dark_urine", "symptom", ["dark urine", "foul-smelling urine", "foul smelling urine", "smelly urine", "malodorous urine", "offensive urine", "strong-smelling urine", "cloudy urine", "abnormal urine odour", "abnormal urine odor", "urine odour", "urine odor"], ["R82.9", "R82.90", "R82.99", "R39.8"])
c("poor_intake", "symptom", ["poor oral intake", "reduced fluid intake", "decreased fluid intake", "poor fluid intake", "drinking poorly", "poor intake", "reduced oral intake", "not drinking"], ["R63.8"])
c("bruising", "symptom", ["bruising", "bruises", "bruise", "ecchymosis", "easy bruising", "瘀斑", "淤青"], ["R23.3"])
c("lymphadenopathy", "symptom", ["swollen glands", "swollen lymph nodes", "lymphadenopathy", "enlarged lymph nodes", "cervical lymphadenopathy", "swollen neck glands", "淋巴结肿大"], ["R59"])
c("sore_throat", "symptom", ["sore throat", "throat pain", "pharyngitis", "咽痛", "嗓子疼", "喉咙痛", "嗓子发炎"], ["R07.0", "J02"])
c("dysphagia", "symptom", ["dysphagia", "difficulty swallowing", "painful swallowing", "odynophagia", "pain on swallowing", "吞咽困难", "吞咽痛"], ["R13"])
c("rash", "symptom", ["rash", "skin rash", "皮疹", "疹子"], ["R21"])
c("weight_loss", "symptom", ["weight loss", "losing weight", "unintentional weight loss", "abnormal weight loss", "体重下降", "消瘦"], ["R63.4"])
c("weight_gain", "symptom", ["weight gain", "gaining weight", "abnormal weight gain", "体重增加"], ["R63.5"])
c("snoring", "symptom", ["snoring", "loud snoring", "打呼噜", "打鼾"], ["R06.83"])
c("knee_swelling", "symptom", ["knee swelling", "swollen knee", "joint swelling", "knee effusion", "swelling", "膝盖肿", "膝关节肿胀"], ["M25.46"])
c("aura", "symptom", ["visual aura", "aura", "visual disturbance", "zigzag lines", "zigzag lights", "scintillating scotoma", "flashing lights", "视觉先兆"], ["H53.1"])
c("weakness_numb", "symptom", ["weakness", "numbness", "limb weakness", "focal weakness", "muscle weakness", "tingling", "无力", "麻木"], ["R53.1", "M62.81", "R20"])
c("speech", "symptom", ["speech difficulty", "difficulty speaking", "trouble speaking", "slurred speech", "dysarthria", "aphasia", "speech disturbance", "言语不清"], ["R47"])
c("slurred_speech", "symptom", ["slurred speech", "dysarthria", "speech disturbance", "speech difficulty", "difficulty speaking", "言语不清", "口齿不清"], ["R47.81", "R47.1", "R47"])
c("hand_weakness", "symptom", ["hand weakness", "weakness of hand", "right hand weakness", "arm weakness", "weakness", "limb weakness", "focal weakness", "muscle weakness", "hemiparesis"], ["R53.1", "M62.81"])
c("facial_droop", "symptom", ["facial droop", "facial drooping", "facial weakness", "facial asymmetry", "face droop", "口角歪斜"], ["R29.810"])
c("libido", "symptom", ["decreased libido", "loss of libido", "low libido", "reduced libido", "low sex drive", "sexual dysfunction", "sexual side effects"], ["R68.82"])
c("leg_cramps", "symptom", ["leg cramps", "calf cramps", "muscle cramps", "cramps", "cramp", "nocturnal leg cramps", "night cramps", "腿抽筋"], ["R25.2"])
c("urine_output", "symptom", ["reduced urine output", "decreased urine output", "oliguria", "fewer wet nappies", "fewer wet diapers", "decreased urination", "reduced urination", "尿少"], ["R34", "R35.8"])
c("bloody_stool", "symptom", ["blood in stool", "blood in stools", "bloody stool", "bloody stools", "haematochezia", "hematochezia", "rectal bleeding", "便血"], ["K62.5", "K92.2"])
c("reflux_sym", "symptom", ["acid reflux", "heartburn", "regurgitation", "reflux", "acid regurgitation", "gastroesophageal reflux", "反酸", "烧心"], ["R12", "K21"])
c("hand_pain", "symptom", ["hand pain"], [])

# observations
c("bp", "observation", ["blood pressure", "BP", "systolic blood pressure", "diastolic blood pressure", "arterial blood pressure", "blood pressure reading", "血压"], ["85354-9", "55284-4", "8480-6", "8462-4"])
c("temp", "observation", ["body temperature", "temperature", "temp", "体温"], ["8310-5", "8331-1", "8328-7"])
c("weight", "observation", ["body weight", "weight", "体重"], ["29463-7", "3141-9"])
c("bmi", "observation", ["BMI", "body mass index"], ["39156-5"])
c("hr", "observation", ["heart rate", "pulse", "pulse rate", "心率", "脉搏"], ["8867-4"])
c("spo2", "observation", ["oxygen saturation", "SpO2", "O2 saturation", "oxygen saturation in arterial blood", "pulse oximetry", "SaO2", "血氧", "血氧饱和度"], ["59408-5", "2708-6", "20564-1"])
c("hba1c", "observation", ["HbA1c", "hemoglobin A1c", "haemoglobin A1c", "glycated hemoglobin", "glycated haemoglobin", "glycosylated hemoglobin", "A1c", "糖化血红蛋白", "糖化"], ["4548-4", "17856-6"])
c("fpg", "observation", ["fasting glucose", "fasting blood glucose", "fasting plasma glucose", "fasting blood sugar", "fasting sugar", "FBG", "FPG", "FBS", "空腹血糖", "blood glucose", "glucose"], ["1558-6", "1556-0", "14771-0"])
c("ppg", "observation", ["2-hour postprandial glucose", "postprandial glucose", "post-meal glucose", "postprandial blood glucose", "2h postprandial glucose", "2-hour post-meal glucose", "post prandial glucose", "餐后血糖", "餐后2小时血糖", "blood glucose", "glucose"], ["1521-4"])
c("glucose", "observation", ["blood glucose", "glucose", "blood sugar", "capillary blood glucose", "血糖"], ["2339-0", "2345-7", "15074-8", "41653-7", "14749-6"])
c("tsh", "observation", ["TSH", "thyroid stimulating hormone", "thyroid-stimulating hormone", "thyrotropin", "促甲状腺激素"], ["3016-3", "11580-8"])
c("alt", "observation", ["ALT", "alanine aminotransferase", "alanine transaminase", "SGPT", "GPT", "谷丙转氨酶", "丙氨酸氨基转移酶", "转氨酶"], ["1742-6", "1743-4", "1744-2", "76625-3"])
c("uric", "observation", ["uric acid", "urate", "serum uric acid", "serum urate", "尿酸", "血尿酸"], ["3084-1", "14933-6"])
c("egfr", "observation", ["eGFR", "estimated glomerular filtration rate", "GFR", "glomerular filtration rate"], ["33914-3", "48642-3", "48643-1", "62238-1", "98979-8", "69405-9"])
c("potassium", "observation", ["potassium", "serum potassium", "K", "K+", "血钾"], ["2823-3", "6298-4"])
c("inr", "observation", ["INR", "international normalized ratio", "international normalised ratio", "prothrombin time INR"], ["6301-6", "34714-6"])
c("peak_flow", "observation", ["peak flow", "peak expiratory flow", "PEF", "PEFR", "peak expiratory flow rate"], ["19935-6", "33452-4"])

# allergies (allergens)
c("a_penicillin", "allergy", ["penicillin", "penicillins", "青霉素", "青霉素类"], ["J01C"])
c("a_pen_amox", "allergy", ["penicillin", "penicillins", "amoxicillin", "青霉素", "阿莫西林"], ["J01C"])
c("a_sulfa", "allergy", ["sulfonamide", "sulfonamides", "sulphonamide", "sulphonamides", "sulfa", "sulfa drugs", "sulpha", "sulpha drugs", "磺胺", "磺胺类", "sulfamethoxazole"], ["J01E"])
c("a_cephalosporin", "allergy", ["cephalosporin", "cephalosporins", "头孢", "头孢类", "cefaclor", "头孢克洛"], ["J01D"])
c("a_contrast", "allergy", ["contrast media", "contrast medium", "iodinated contrast", "iodinated contrast media", "contrast dye", "radiocontrast", "contrast agent", "x-ray contrast", "造影剂", "碘造影剂"], ["V08"])
c("a_seafood", "allergy", ["seafood", "shellfish", "海鲜", "crustaceans", "shrimp", "fish"], [])
c("a_adhesive", "allergy", ["adhesive tape", "adhesive plaster", "adhesive plasters", "plaster", "plasters", "sticking plaster", "tape", "medical tape", "elastoplast", "adhesive", "adhesives", "胶布", "医用胶布"], [])
c("a_latex", "allergy", ["latex", "natural rubber latex", "rubber latex", "rubber", "乳胶"], [])
c("a_bee", "allergy", ["bee sting", "bee stings", "bee venom", "bees", "insect sting", "insect stings", "hymenoptera venom", "蜜蜂", "蜂蜇"], [])
c("a_cat", "allergy", ["cat", "cats", "cat dander", "cat hair", "cat fur", "猫", "猫毛"], [])
c("a_peanut", "allergy", ["peanut", "peanuts", "花生", "groundnut"], [])
c("a_codeine", "allergy", ["codeine", "可待因"], ["R05DA04"])
c("a_chloroquine", "allergy", ["chloroquine", "氯喹"], ["P01BA01"])
c("a_allopurinol", "allergy", ["allopurinol", "别嘌醇", "别嘌呤醇"], ["M04AA01"])
c("a_levofloxacin", "allergy", ["levofloxacin", "左氧氟沙星", "左氧", "fluoroquinolone", "fluoroquinolones", "quinolone"], ["J01MA12"])
c("a_aspirin", "allergy", ["aspirin", "acetylsalicylic acid", "阿司匹林"], ["N02BA01", "B01AC06"])
c("a_amox_pen", "allergy", ["amoxicillin", "阿莫西林", "penicillin", "penicillins", "青霉素"], [])
c("a_povidone", "allergy", ["povidone-iodine", "povidone iodine", "iodine", "iodophor", "碘伏", "betadine"], [])
c("a_adrenaline", "allergy", ["adrenaline", "epinephrine", "EpiPen", "肾上腺素"], [])

# medications
c("amlodipine", "medication", ["amlodipine", "amlodipine besylate", "Norvasc", "Istin", "氨氯地平", "络活喜", "苯磺酸氨氯地平"], ["C08CA01"])
c("nifedipine", "medication", ["nifedipine", "Adalat", "nifedipine controlled release", "硝苯地平", "拜新同", "硝苯地平控释片"], ["C08CA05"])
c("irbesartan", "medication", ["irbesartan", "Avapro", "Aprovel", "厄贝沙坦", "安博维"], ["C09CA04"])
c("valsartan", "medication", ["valsartan", "Diovan", "缬沙坦", "代文"], ["C09CA03"])
c("losartan", "medication", ["losartan", "losartan potassium", "Cozaar", "氯沙坦"], ["C09CA01"])
c("lisinopril", "medication", ["lisinopril", "Zestril", "Prinivil"], ["C09AA03"])
c("ramipril", "medication", ["ramipril", "Altace", "Tritace"], ["C09AA05"])
c("metoprolol", "medication", ["metoprolol", "metoprolol succinate", "metoprolol tartrate", "Betaloc", "Lopressor", "Toprol XL", "Metoprolol XL", "美托洛尔", "倍他乐克"], ["C07AB02"])
c("bisoprolol", "medication", ["bisoprolol", "Cardicor", "Concor", "比索洛尔"], ["C07AB07"])
c("propranolol", "medication", ["propranolol", "Inderal", "普萘洛尔"], ["C07AA05"])
c("hctz", "medication", ["hydrochlorothiazide", "HCTZ", "氢氯噻嗪"], ["C03AA03"])
c("furosemide", "medication", ["furosemide", "frusemide", "Lasix", "呋塞米", "速尿"], ["C03CA01"])
c("spironolactone", "medication", ["spironolactone", "Aldactone", "螺内酯"], ["C03DA01"])
c("sac_val", "medication", ["sacubitril/valsartan", "sacubitril valsartan", "sacubitril-valsartan", "Entresto", "诺欣妥", "沙库巴曲缬沙坦"], ["C09DX04"])
c("metformin", "medication", ["metformin", "metformin hydrochloride", "Glucophage", "二甲双胍", "格华止"], ["A10BA02"])
c("glipizide", "medication", ["glipizide", "Glucotrol", "格列吡嗪"], ["A10BB07"])
c("glimepiride", "medication", ["glimepiride", "Amaryl", "格列美脲"], ["A10BB12"])
c("acarbose", "medication", ["acarbose", "Glucobay", "阿卡波糖", "拜唐苹"], ["A10BF01"])
c("dapagliflozin", "medication", ["dapagliflozin", "Forxiga", "Farxiga", "达格列净", "安达唐"], ["A10BK01"])
c("empagliflozin", "medication", ["empagliflozin", "Jardiance", "恩格列净"], ["A10BK03"])
c("glargine", "medication", ["insulin glargine", "glargine", "Lantus", "Basaglar", "Toujeo", "甘精胰岛素", "来得时", "长效胰岛素"], ["A10AE04"])
c("aspart", "medication", ["insulin aspart", "aspart", "NovoRapid", "Novolog", "Fiasp", "门冬胰岛素", "诺和锐"], ["A10AB05"])
c("insulin", "medication", ["insulin", "胰岛素"], ["A10A"])
c("atorvastatin", "medication", ["atorvastatin", "Lipitor", "阿托伐他汀", "立普妥"], ["C10AA05"])
c("rosuvastatin", "medication", ["rosuvastatin", "Crestor", "Rosuvas", "瑞舒伐他汀"], ["C10AA07"])
c("simvastatin", "medication", ["simvastatin", "Zocor", "辛伐他汀"], ["C10AA01"])
c("aspirin", "medication", ["aspirin", "acetylsalicylic acid", "Ecosprin", "low-dose aspirin", "阿司匹林", "拜阿司匹灵"], ["B01AC06", "N02BA01"])
c("clopidogrel", "medication", ["clopidogrel", "Plavix", "Clopilet", "氯吡格雷", "波立维"], ["B01AC04"])
c("warfarin", "medication", ["warfarin", "Coumadin", "华法林"], ["B01AA03"])
c("apixaban", "medication", ["apixaban", "Eliquis", "阿哌沙班"], ["B01AF02"])
c("ibuprofen", "medication", ["ibuprofen", "Advil", "Motrin", "Nurofen", "Brufen", "布洛芬", "美林", "芬必得"], ["M01AE01"])
c("paracetamol", "medication", ["paracetamol", "acetaminophen", "Calpol", "Tylenol", "Panadol", "对乙酰氨基酚", "扑热息痛", "泰诺林"], ["N02BE01"])
c("celecoxib", "medication", ["celecoxib", "Celebrex", "塞来昔布", "西乐葆"], ["M01AH01"])
c("diclofenac_top", "medication", ["diclofenac", "diclofenac gel", "topical diclofenac", "diclofenac diethylamine", "Voltaren", "Voltarol", "双氯芬酸", "扶他林", "双氯芬酸二乙胺乳胶剂"], ["M02AA15", "M01AB05"])
c("glucosamine", "medication", ["glucosamine", "glucosamine sulfate", "glucosamine sulphate", "氨基葡萄糖", "氨糖"], ["M01AX05"])
c("excedrin", "medication", ["Excedrin", "aspirin/paracetamol/caffeine", "aspirin/acetaminophen/caffeine", "acetaminophen/aspirin/caffeine", "aspirin, paracetamol and caffeine", "aspirin, acetaminophen and caffeine"], ["N02BA51", "N02BE51", "N02BA71"])
c("colchicine", "medication", ["colchicine", "秋水仙碱"], ["M04AC01"])
c("allopurinol", "medication", ["allopurinol", "Zyloprim", "Zyloric", "别嘌醇", "别嘌呤醇"], ["M04AA01"])
c("omeprazole", "medication", ["omeprazole", "Losec", "Prilosec", "奥美拉唑", "洛赛克"], ["A02BC01"])
c("lansoprazole", "medication", ["lansoprazole", "Zoton", "Prevacid", "兰索拉唑"], ["A02BC03"])
c("salbutamol", "medication", ["salbutamol", "albuterol", "Ventolin", "blue inhaler", "reliever inhaler", "沙丁胺醇", "万托林"], ["R03AC02"])
c("beclometasone", "medication", ["beclometasone", "beclomethasone", "beclometasone dipropionate", "beclomethasone dipropionate", "Clenil", "Clenil Modulite", "Qvar", "brown inhaler", "倍氯米松"], ["R03BA01"])
c("tiotropium", "medication", ["tiotropium", "tiotropium bromide", "Spiriva", "噻托溴铵", "思力华"], ["R03BB04"])
c("seretide", "medication", ["fluticasone/salmeterol", "salmeterol/fluticasone", "fluticasone salmeterol", "salmeterol and fluticasone", "Seretide", "Advair", "舒利迭", "沙美特罗替卡松"], ["R03AK06"])
c("ics", "medication", ["inhaled corticosteroid", "inhaled corticosteroids", "inhaled steroid", "ICS", "吸入激素", "budesonide", "布地奈德", "beclometasone", "fluticasone"], ["R03BA"])
c("coamox", "medication", ["co-amoxiclav", "amoxicillin/clavulanate", "amoxicillin-clavulanate", "amoxicillin and clavulanic acid", "amoxicillin/clavulanic acid", "Augmentin", "阿莫西林克拉维酸钾", "阿莫西林克拉维酸"], ["J01CR02"])
c("prednisolone", "medication", ["prednisolone", "泼尼松龙", "强的松龙"], ["H02AB06"])
c("levothyroxine", "medication", ["levothyroxine", "levothyroxine sodium", "L-thyroxine", "thyroxine", "Euthyrox", "Synthroid", "优甲乐", "左甲状腺素钠", "左甲状腺素", "左旋甲状腺素"], ["H03AA01"])
c("methimazole", "medication", ["methimazole", "thiamazole", "Tapazole", "甲巯咪唑", "赛治"], ["H03BB02"])
c("sertraline", "medication", ["sertraline", "Zoloft", "Lustral", "舍曲林", "左洛复"], ["N06AB06"])
c("fluoxetine", "medication", ["fluoxetine", "Prozac", "氟西汀", "百忧解"], ["N06AB03"])
c("bupropion", "medication", ["bupropion", "Wellbutrin", "Wellbutrin XL", "bupropion XL", "安非他酮"], ["N06AX12"])
c("alprazolam", "medication", ["alprazolam", "Xanax", "阿普唑仑"], ["N05BA12"])
c("donepezil", "medication", ["donepezil", "Aricept", "多奈哌齐", "安理申"], ["N06DA02"])
c("tamsulosin", "medication", ["tamsulosin", "Flomax", "坦索罗辛", "坦洛新", "哈乐"], ["G04CA02"])
c("cefalexin", "medication", ["cefalexin", "cephalexin", "Keflex", "头孢氨苄"], ["J01DB01"])
c("nitrofurantoin", "medication", ["nitrofurantoin", "Macrobid", "Macrodantin", "呋喃妥因"], ["J01XE01"])
c("clarithromycin", "medication", ["clarithromycin", "Klacid", "Biaxin", "克拉霉素"], ["J01FA09"])
c("flucloxacillin", "medication", ["flucloxacillin", "Floxapen"], ["J01CF05"])
c("doxycycline", "medication", ["doxycycline", "Vibramycin", "多西环素", "强力霉素"], ["J01AA02"])
c("strepsils", "medication", ["Strepsils", "amylmetacresol/dichlorobenzyl alcohol", "amylmetacresol", "dichlorobenzyl alcohol", "throat lozenges", "lozenges"], ["R02AA"])
c("cetirizine", "medication", ["cetirizine", "Zyrtec", "西替利嗪"], ["R06AE07"])
c("loratadine", "medication", ["loratadine", "Claritin", "Clarityn", "氯雷他定", "开瑞坦"], ["R06AX13"])
c("calcium", "medication", ["calcium", "calcium carbonate", "calcium supplement", "calcium supplements", "calcium and vitamin D", "Caltrate", "钙片", "碳酸钙", "钙尔奇"], ["A12AA", "A12AX"])
c("hc_butyrate", "medication", ["hydrocortisone butyrate", "hydrocortisone", "Locoid", "丁酸氢化可的松", "尤卓尔", "氢化可的松"], ["D07AB02", "D07AA02"])
c("entecavir", "medication", ["entecavir", "Baraclude", "恩替卡韦", "博路定"], ["J05AF10"])
c("coc", "medication", ["combined oral contraceptive", "combined oral contraceptive pill", "combined pill", "oral contraceptive", "oral contraceptive pill", "the pill", "Microgynon", "ethinylestradiol/levonorgestrel", "levonorgestrel/ethinylestradiol", "ethinyl estradiol/levonorgestrel", "levonorgestrel and ethinylestradiol"], ["G03AA07", "G03AA", "G03AB"])
c("mirena", "medication", ["levonorgestrel intrauterine system", "Mirena", "levonorgestrel IUD", "LNG-IUS", "hormonal IUD", "intrauterine device", "IUD", "levonorgestrel"], ["G02BA03"])
c("sumatriptan", "medication", ["sumatriptan", "Imitrex", "Imigran", "舒马曲坦"], ["N02CC01"])
c("topiramate", "medication", ["topiramate", "Topamax", "托吡酯"], ["N03AX11"])
c("ors", "medication", ["oral rehydration salts", "oral rehydration solution", "oral rehydration salt", "ORS", "Dioralyte", "Pedialyte", "口服补液盐"], ["A07CA"])
c("antibiotic", "medication", ["antibiotic", "antibiotics", "antibacterial", "抗生素"], ["J01"])
c("cefuroxime", "medication", ["cefuroxime", "cefuroxime axetil", "Zinnat", "头孢呋辛", "头孢"], ["J01DC02"])
c("benazepril", "medication", ["benazepril", "Fortekor", "贝那普利"], ["C09AA07"])
c("pred_any", "medication", ["prednisolone", "prednisone", "steroid", "steroids", "corticosteroid"], ["H02AB06", "H02AB07"])

# procedures
c("appendectomy", "procedure", ["appendicectomy", "appendectomy", "appendix removal", "removal of appendix", "appendix out", "阑尾切除术"], [])
c("angioplasty", "procedure", ["angioplasty", "coronary angioplasty", "PCI", "percutaneous coronary intervention", "PTCA", "coronary stent", "coronary stenting", "stent", "冠脉支架", "支架植入"], [])
c("knee_arthroscopy", "procedure", ["knee arthroscopy", "arthroscopy", "arthroscopy of knee", "knee scope", "膝关节镜"], [])
c("grommets", "procedure", ["grommets", "grommet", "grommet insertion", "tympanostomy tube", "tympanostomy tubes", "tympanostomy", "ventilation tubes", "myringotomy"], [])
c("dialysis", "procedure", ["dialysis", "haemodialysis", "hemodialysis", "renal dialysis", "peritoneal dialysis"], [])
c("cholecystectomy", "procedure", ["cholecystectomy", "laparoscopic cholecystectomy", "gallbladder removal", "gall bladder removal", "胆囊切除"], [])
c("amputation", "procedure", ["amputation", "foot amputation", "leg amputation", "toe amputation", "截肢"], [])

# family-history Z codes (added to the condition's codes)
FHZ = {"diabetes": ["Z83.3"], "t2dm": ["Z83.3"], "mi": ["Z82.49"], "chd": ["Z82.49"], "gastric_cancer": ["Z80.0"],
       "hbv": ["Z83.1"], "hashimoto": ["Z83.49"], "hyperthyroid": ["Z83.49"], "htn": ["Z82.49"], "stroke": ["Z82.3"],
       "bipolar": ["Z81.8"], "dementia": ["Z81.8", "Z82.0"], "emphysema": ["Z82.5"], "migraine": ["Z82.0"],
       "kidney_failure": ["Z84.1", "Z82.71"]}

# --------------------------------------------------------------------------- helpers
def _names(typ, names):
    out = list(names)
    if typ == "allergy":
        for n in names:
            if n.isascii():
                out += [n + " allergy", "allergy to " + n]
    if typ == "family_history":
        for n in names:
            if n.isascii():
                out += ["family history of " + n]
    seen, res = set(), []
    for n in out:
        if n.lower() not in seen:
            seen.add(n.lower()); res.append(n)
    return res

def E(key, state, value=None, note=None, extra=()):
    typ, names, codes = K[key]
    d = {"type": typ, "names": _names(typ, list(names) + list(extra)), "state": state}
    if codes: d["codes"] = list(codes)
    if value: d["value"] = value
    if note: d["note"] = note
    return d

def FH(key, relation, state="current", note=None):
    _, names, codes = K[key]
    d = {"type": "family_history", "names": _names("family_history", names), "state": state,
         "codes": list(codes) + FHZ.get(key, [])}
    d["note"] = f"family history ({relation})" + (f"; {note}" if note else "")
    return d

def M(key, why, typ=None, codes=True):
    t, names, cds = K[key]
    t = typ or t
    d = {"type": t, "names": _names(t, names), "why": why}
    if codes and cds:
        d["codes"] = list(cds) + (FHZ.get(key, []) if t == "family_history" else [])
    return d

P, D, A = "patient", "clinician", "assistant"

def T(speaker, text, session=None):
    d = {"speaker": speaker, "text": text}
    if session: d["session"] = session
    return d

CASES = []
def case(cid, desc, turns, expected, must_not=()):
    CASES.append({"id": cid, "description": desc, "turns": turns, "expected": expected, "must_not": list(must_not)})

# =========================================================================== Chinese
case("zh01", "电话分诊：成人发烧干咳，列表否认，室友的甲流，青霉素过敏带反应",
 [T(P, "喂 你好 我想问下 我从前天晚上开始发烧 今天早上量了38度5"),
  T(D, "咳嗽吗？有没有痰？"),
  T(P, "咳 干咳 没什么痰"),
  T(D, "有没有胸痛、喘不上气？"),
  T(P, "都没有"),
  T(D, "吃了什么药没有？"),
  T(P, "昨晚吃了一片布洛芬，烧退了点又上来了。我室友上礼拜也是这样，后来查出来是甲流"),
  T(D, "你对什么药过敏吗？"),
  T(P, "青霉素过敏，小时候打针起过疹子"),
  T(D, "好的，建议你今天来发热门诊查个血常规和流感抗原。")],
 [E("fever", "current"),
  E("temp", "current", "38.5 °C", note="38度5"),
  E("dry_cough", "current"),
  E("sputum", "denied", note="没什么痰"),
  E("chest_pain", "denied", note="都没有 answers 胸痛、喘不上气"),
  E("dyspnoea", "denied", note="都没有"),
  E("a_penicillin", "current", note="reaction: rash")],
 [M("influenza", "the roommate's influenza A, and the clinician only plans a flu test")])

case("zh02", "全科复诊：高血压+糖尿病，数值（家庭血压、空腹/餐后血糖、糖化），加药，以前吃的阿卡波糖已停，老伴的胰岛素",
 [T(D, "王叔，最近血压怎么样？在家量了没？"),
  T(P, "量了，高血压糖尿病都十来年了，早上一般一百四十几，昨天早上是146/88"),
  T(D, "药还是按时吃吧？氨氯地平一天一片？"),
  T(P, "嗯 天天吃 5毫克那个"),
  T(D, "血糖呢？"),
  T(P, "空腹7.8，餐后两个钟头十一点二。二甲双胍吃着，一天两次一次一片"),
  T(D, "今天测的糖化是8.1%，有点高。二甲双胍继续，我再给你加个达格列净10毫克，早上一片。"),
  T(P, "好。那个阿卡波糖我上次吃了老放屁，已经没吃了。我老伴儿也是糖尿病，打胰岛素的，比我还麻烦"),
  T(D, "行，阿卡波糖就不用了。脚有没有麻？"),
  T(P, "没有 脚好着呢")],
 [E("htn", "current"),
  E("t2dm", "current"),
  E("bp", "current", "146/88 mmHg", note="home reading yesterday morning"),
  E("amlodipine", "current"),
  E("fpg", "current", "7.8 mmol/L"),
  E("ppg", "current", "11.2 mmol/L", note="十一点二"),
  E("metformin", "current"),
  E("hba1c", "current", "8.1 %"),
  E("dapagliflozin", "current", note="clinician adds"),
  E("acarbose", "past"),
  E("numbness", "denied", note="feet")],
 [M("insulin", "the wife's insulin, not the patient's"),
  M("diabetes", "the wife is not a blood relative", typ="family_history")])

case("zh03", "妈妈代孩子问：三岁半发烧呕吐，头孢过敏（头孢克洛皮疹），阿莫西林耐受，妈妈自己嗓子疼",
 [T(P, "医生你好，我是孩子妈妈，帮他问一下。儿子三岁半，昨天下午开始发烧，最高39度2"),
  T(D, "精神怎么样？吃东西吗？"),
  T(P, "精神还行 就是不太想吃 早上吐了一次"),
  T(D, "拉肚子吗？有没有抽搐？"),
  T(P, "没拉 也没抽"),
  T(D, "给他吃过退烧药吗？"),
  T(P, "半夜喂了美林5毫升，退到37度8，早上又39了"),
  T(D, "他以前对什么药过敏吗？"),
  T(P, "头孢过敏，去年吃头孢克洛出了一身疹子。阿莫西林吃过没事"),
  T(P, "对了 我自己也有点嗓子疼 不知道是不是被他传的")],
 [E("fever", "current"),
  E("temp", "current", "39 °C", note="latest reading this morning (max 39.2)"),
  E("poor_appetite", "current"),
  E("vomiting", "current", note="vomited once this morning"),
  E("diarrhoea", "denied"),
  E("seizure", "denied"),
  E("a_cephalosporin", "current", note="cefaclor, generalised rash")],
 [M("a_amox_pen", "amoxicillin was tolerated"),
  M("sore_throat", "the mother's own sore throat")])

case("zh04", "女儿用爸爸的微信打字：心梗后药物核对，呋塞米已停，硝苯地平被停，妈妈（患者的妻子）的糖尿病和二甲双胍",
 [T(P, "这是我爸的账号 我是他闺女 帮他打字。我爸78了 上个月出院 想把药对一下"),
  T(A, "好的，请把他现在在吃的药一个一个告诉我。"),
  T(P, "阿司匹林100 一天一次，阿托伐他汀20 晚上吃，倍他乐克 早晚各半片"),
  T(P, "还有呋塞米 出院的时候说吃一周 现在已经停了"),
  T(A, "他住院是因为什么？"),
  T(P, "心梗 放了两个支架，医生说冠心病要长期吃药"),
  T(A, "现在有没有胸痛或者喘的情况？"),
  T(P, "胸口不疼了 就是走快了有点喘 脚有点肿"),
  T(P, "哦还有 他以前吃的那个硝苯地平 住院的医生给停了"),
  T(P, "我妈糖尿病 也在吃二甲双胍 两个人的药我都分不清了😂")],
 [E("aspirin", "current"),
  E("atorvastatin", "current"),
  E("metoprolol", "current", note="倍他乐克"),
  E("furosemide", "past"),
  E("chd", "current"),
  E("doe", "current", note="走快了有点喘"),
  E("leg_oedema", "current", note="脚有点肿"),
  E("nifedipine", "past")],
 [M("metformin", "the daughter's mother (the patient's wife) takes it"),
  M("diabetes", "the patient's wife has diabetes, not the patient"),
  M("diabetes", "the patient's wife is not a blood relative", typ="family_history")])

case("zh05", "糖尿病随访：患者说约数、爱人插话纠正数值，体重斤，低血糖一次已好，爱人自己糖耐量异常，胰岛素减量",
 [T(D, "李师傅，糖尿病这三个月控制得咋样？"),
  T(P, "还中吧，空腹一般七点几"),
  T(P, "我是他爱人，他哪有七点几，昨天早上空腹测的8.6，他晚上偷吃西瓜"),
  T(D, "体重呢？"),
  T(P, "一百六十二斤，比上回胖了四斤"),
  T(D, "胰岛素现在打多少？"),
  T(P, "甘精胰岛素晚上打14个单位，二甲双胍照吃"),
  T(D, "低血糖有过吗？心慌、出冷汗那种。"),
  T(P, "上礼拜有一回 半夜出汗 测了3.6 吃了块糖就好了"),
  T(P, "我是他爱人哈，我自己血糖也高，医生说我是糖耐量异常"),
  T(D, "那甘精减到12个单位，其他不变。")],
 [E("diabetes", "current"),
  E("fpg", "current", "8.6 mmol/L", note="yesterday morning, the wife's correction"),
  E("weight", "current", "162 斤"),
  E("glargine", "current", note="dose reduced to 12 units"),
  E("metformin", "current"),
  E("hypoglycaemia", "past", note="one episode last week, resolved with sugar")],
 [M("prediabetes", "the wife's impaired glucose tolerance"),
  M("prediabetes", "the wife is not a blood relative", typ="family_history")])

case("zh06", "微信咨询：夜间咳喘两周，万托林用量增多，否认发烧，'好像'对猫过敏，助手的建议不是用药",
 [T(P, "医生 我最近晚上老咳 还有点喘 尤其半夜"),
  T(A, "多久了？以前有哮喘吗？"),
  T(P, "两周左右。小时候有哮喘 后来好了好多年没犯"),
  T(A, "现在有用什么吸入药吗？"),
  T(P, "之前开的万托林 喷的那个 这两周一天要喷三四次"),
  T(A, "有没有发烧？"),
  T(P, "没有发烧"),
  T(P, "家里新养了只猫 不知道是不是对猫毛过敏 好像一抱它就打喷嚏"),
  T(A, "建议尽快来门诊评估，可能需要加用吸入激素。")],
 [E("cough", "current"),
  E("wheeze", "current", extra=["shortness of breath", "dyspnoea", "dyspnea", "breathlessness"], note="有点喘"),
  E("salbutamol", "current"),
  E("fever", "denied"),
  E("a_cat", "claim", note="不知道是不是…好像")],
 [M("ics", "only the assistant's suggestion")])

case("zh07", "东北话：痛风发作，别嘌醇皮疹后停用并记为过敏，尿酸约数，秋水仙碱，问布洛芬（问题不是用药）",
 [T(P, "大夫，我这痛风又犯了，脚脖子又肿了，大脚趾头那块儿疼得嗷嗷的，昨儿喝了点啤酒"),
  T(D, "以前吃的别嘌醇还吃着没？"),
  T(P, "别嘌醇吃了俩月，起疹子了，就给停了，那以后就啥也没吃"),
  T(D, "尿酸上回查多少？"),
  T(P, "五百二十多"),
  T(D, "你这别嘌醇起疹子得记上过敏。这回先吃秋水仙碱止疼，好了以后换非布司他，一天一片40毫克。"),
  T(P, "中。布洛芬能吃不？我胃不好，老反酸"),
  T(D, "胃不好就别吃布洛芬了。")],
 [E("gout", "current"),
  E("toe_pain", "current"),
  E("ankle_swelling", "current", note="脚脖子肿"),
  E("allopurinol", "past"),
  E("a_allopurinol", "current", note="rash; clinician says to record it"),
  E("uric", "current", "520 μmol/L", note="五百二十多"),
  E("colchicine", "current"),
  E("reflux_sym", "current", note="老反酸")],
 [M("ibuprofen", "only asked about, and the clinician says not to take it")])

case("zh08", "两次就诊：甲减，优甲乐加量，TSH前后两次，心慌已好，母亲桥本，丈夫甲亢吃赛治",
 [T(P, "医生好，我是上个月查出来甲减的，优甲乐吃了一个月了，每天早上空腹50微克", "s1"),
  T(D, "吃了以后怕冷、乏力好点没？", "s1"),
  T(P, "乏力好多了，怕冷还是有点", "s1"),
  T(D, "今天复查TSH是8.2，还偏高，优甲乐加到75微克。", "s1"),
  T(P, "医生，我又来复查了。加量以后心慌了两个礼拜，现在好了", "s2"),
  T(D, "今天TSH 2.1，正常了。心率多少？", "s2"),
  T(P, "刚才量的78", "s2"),
  T(D, "那就维持75微克。你妈妈也是甲状腺的问题吧？", "s2"),
  T(P, "对，我妈是桥本，我姐没事。我老公最近倒是查出来甲亢，在吃赛治", "s2")],
 [E("hypothyroid", "current"),
  E("levothyroxine", "current", note="75 µg after s1"),
  E("cold_intolerance", "current"),
  E("tsh", "current", "2.1 mIU/L", note="s2 value replaces 8.2"),
  E("palpitations", "past", note="two weeks after the increase, now gone"),
  E("hr", "current", "78 /min"),
  FH("hashimoto", "mother")],
 [M("hyperthyroid", "the husband's hyperthyroidism"),
  M("methimazole", "the husband's drug")])

case("zh09", "护工代述：老人夜间跌倒髋痛，华法林+房颤，钙片已停，否认头晕呕吐，护工自己闪了腰",
 [T(P, "医生，我是照顾王阿姨的护工，她今天早上起夜的时候在卫生间摔了一跤"),
  T(D, "摔到哪儿了？头有没有磕到？"),
  T(P, "右边屁股着地的，头没磕着。现在右边髋部疼，能走但是一瘸一拐的"),
  T(D, "她平时吃什么药？"),
  T(P, "华法林，她有房颤。还有降压的缬沙坦。钙片以前吃，现在没吃了"),
  T(D, "华法林吃的，摔了要注意出血。有没有头晕头痛、恶心？"),
  T(P, "没有头晕，也没吐"),
  T(P, "我自己腰不好，扶她起来的时候腰也闪了一下，哎"),
  T(D, "建议尽快到急诊拍个髋关节片子，排除骨折。")],
 [E("hip_pain", "current", note="right hip"),
  E("limp", "current"),
  E("head_injury", "denied", note="头没磕着"),
  E("warfarin", "current"),
  E("af", "current"),
  E("valsartan", "current"),
  E("calcium", "past"),
  E("dizziness", "denied"),
  E("vomiting", "denied")],
 [M("back_pain", "the carer's own back"),
  M("hip_fracture", "only to be ruled out")])

case("zh10", "粤语：胃痛胀气嗳气一个月，否认黑便，膝痛以前常食布洛芬已停，奥美拉唑，阿爸胃癌",
 [T(P, "医生，我个胃成日痛，食完饭之后特别胀，仲成日嗳气"),
  T(D, "痛咗几耐？有冇黑色大便？"),
  T(P, "大概一个月啦。大便正常，冇黑"),
  T(D, "有冇食止痛药？"),
  T(P, "我膝头痛，之前成日食布洛芬，上个礼拜开始已经冇食啦"),
  T(D, "之前验过幽门螺旋杆菌未？"),
  T(P, "上年验过，系阳性，食咗两个礼拜药，之后冇复查过"),
  T(D, "好，今次先开奥美拉唑，每日一粒，早餐前食，再约呼气试验。"),
  T(P, "我阿爸以前胃癌走嘅，所以我好担心")],
 [E("epigastric_pain", "current"),
  E("bloating", "current"),
  E("belching", "current"),
  E("melaena", "denied"),
  E("knee_pain", "current"),
  E("ibuprofen", "past"),
  E("omeprazole", "current"),
  FH("gastric_cancer", "father")],
 [M("gastric_cancer", "the father's cancer")])

case("zh11", "儿子代述：82岁心衰加重，端坐呼吸、夜间憋醒，体重斤，呋塞米加量，儿子自己高血压",
 [T(P, "喂，我是他儿子，我爸82了，心衰好几年了，这几天腿肿得厉害"),
  T(D, "晚上能平躺睡吗？"),
  T(P, "不行，得垫两个枕头，半夜还憋醒过一次"),
  T(D, "体重有变化吗？"),
  T(P, "前天称是128斤，今天132斤"),
  T(D, "现在利尿剂吃多少？"),
  T(P, "呋塞米一天一片20毫克，还有螺内酯，诺欣妥早晚各一片"),
  T(D, "胸口痛不痛？"),
  T(P, "他说不痛。就是憋气"),
  T(D, "呋塞米先加到一天两片，明天一早来心内科门诊，如果憋得厉害直接去急诊。"),
  T(P, "好的。我自己也是高血压，顺便问下我能吃他的螺内酯吗？")],
 [E("hf", "current"),
  E("leg_oedema", "current"),
  E("orthopnoea", "current", note="needs two pillows"),
  E("pnd", "current", note="半夜憋醒"),
  E("weight", "current", "132 斤"),
  E("furosemide", "current", note="increased to two tablets"),
  E("spironolactone", "current"),
  E("sac_val", "current"),
  E("chest_pain", "denied"),
  E("dyspnoea", "current")],
 [M("htn", "the son's own hypertension")])

case("zh12", "体检后咨询：脂肪肝、转氨酶，乙肝小三阳恩替卡韦已停，母亲乙肝，父亲'好像'糖尿病，单位同事高血压闲聊",
 [T(P, "医生，单位体检报告出来了，说我脂肪肝，转氨酶有点高"),
  T(D, "谷丙转氨酶多少？"),
  T(P, "ALT 68"),
  T(D, "喝酒吗？"),
  T(P, "以前喝得挺多，前年戒了。烟还在抽，一天半包。我们单位的老高血压了，体检一查一大片"),
  T(D, "乙肝查了吗？"),
  T(P, "我是小三阳，以前吃过恩替卡韦，吃了三年，后来医生说可以停，现在不吃了"),
  T(D, "乙肝家里有人有吗？"),
  T(P, "我妈也是乙肝携带。我爸好像有糖尿病，不太确定"),
  T(P, "体重80公斤，去年是75")],
 [E("fatty_liver", "current"),
  E("alt", "current", "68 U/L"),
  E("hbv", "current"),
  E("entecavir", "past"),
  FH("hbv", "mother"),
  E("weight", "current", "80 kg")],
 [M("htn", "colleagues' hypertension, small talk"),
  M("diabetes", "the father's diabetes, and hedged"),
  M("diabetes", "hedged (好像…不太确定): not a confirmed family history", typ="family_history")])

case("zh13", "失眠早醒、情绪低落，否认自伤念头，舍曲林以前自行停药现重新开，同事的阿普唑仑，医生'可能是'抑郁复发",
 [T(P, "医生 我最近睡不着 每天凌晨三四点就醒 已经一个多月了"),
  T(D, "心情怎么样？对以前喜欢的事还有兴趣吗？"),
  T(P, "不太好 什么都不想干 上班也没劲"),
  T(D, "有没有伤害自己的想法？"),
  T(P, "没有没有 这个没有"),
  T(D, "之前吃过什么药吗？"),
  T(P, "去年医生开过舍曲林 吃了两个月觉得好了就自己停了"),
  T(P, "我同事说她吃阿普唑仑睡得挺好 我能不能也吃点"),
  T(D, "安眠药不能随便吃。可能是抑郁复发，我给你重新开舍曲林，从50毫克开始，两周后复诊。")],
 [E("insomnia", "current"),
  E("low_mood", "current"),
  E("anhedonia", "current"),
  E("fatigue", "current", note="上班也没劲"),
  E("suicidal", "denied"),
  E("sertraline", "current", note="stopped last year, restarted today"),
  E("depression", "claim", note="clinician: 可能是抑郁复发")],
 [M("alprazolam", "a coworker's drug and a question")])

case("zh14", "术前过敏史核对：青霉素皮试阴性，磺胺起疱，造影剂风团，海鲜，胶布没事，氯雷他定季节性现不吃",
 [T(D, "下周手术前跟您核对一下过敏史。有没有药物过敏？"),
  T(P, "青霉素不过敏，皮试做过是阴性的。磺胺类的吃了起过疱"),
  T(D, "碘伏、造影剂呢？"),
  T(P, "造影剂那次打完全身痒，起了风团"),
  T(D, "食物呢？"),
  T(P, "海鲜吃了嘴唇会肿"),
  T(D, "胶布过敏吗？"),
  T(P, "胶布没事"),
  T(D, "平时吃什么药吗？"),
  T(P, "就吃个氯雷他定，春天花粉季的时候吃，现在不吃")],
 [E("a_penicillin", "denied"),
  E("a_sulfa", "current", note="blisters"),
  E("a_contrast", "current", note="itching, wheals"),
  E("a_seafood", "current", note="lip swelling"),
  E("a_adhesive", "denied"),
  E("loratadine", "past", note="seasonal, not now")],
 [M("a_povidone", "asked together with contrast; only the contrast reaction was told")])

case("zh15", "两次就诊：高血压拜新同+厄贝沙坦，诊室/家庭血压，踝肿后停硝苯地平换氨氯地平，咳嗽，狗吃的贝那普利",
 [T(P, "医生，我高血压好几年了，最近老高，早上量了几回都是一百五六，低压九十多", "s1"),
  T(D, "现在吃什么降压药？", "s1"),
  T(P, "拜新同，一天一片。", "s1"),
  T(D, "头晕吗？", "s1"),
  T(P, "头有点胀，不晕", "s1"),
  T(D, "今天诊室量的是158/96。拜新同继续，加厄贝沙坦150毫克一天一次，两周后复查。", "s1"),
  T(P, "医生我来复查了，吃了厄贝沙坦以后血压好多了，家里量一般130/80左右", "s2"),
  T(D, "脚踝肿不肿？", "s2"),
  T(P, "有点肿，晚上明显。说起来我们家狗最近也在吃降压药，兽医开的贝那普利", "s2"),
  T(D, "脚踝肿可能是硝苯地平引起的。把拜新同停掉，换成氨氯地平5毫克，厄贝沙坦继续。", "s2"),
  T(P, "好的。还有我这两天咳嗽有点多，是不是那个药的问题？", "s2"),
  T(D, "厄贝沙坦一般不引起干咳，注意观察。", "s2")],
 [E("htn", "current"),
  E("nifedipine", "past", note="stopped in s2"),
  E("irbesartan", "current"),
  E("amlodipine", "current", note="started in s2"),
  E("bp", "current", "158/96 mmHg", note="clinic, s1"),
  E("bp", "current", "130/80 mmHg", note="home, s2 (左右)"),
  E("dizziness", "denied"),
  E("ankle_swelling", "current"),
  E("cough", "current")],
 [M("benazepril", "the dog's drug")])

case("zh16", "电话：五个月宝宝咳嗽流涕低热，不喘，吃奶少，湿疹外用丁酸氢化可的松；妈妈自己咽炎吃头孢呋辛",
 [T(P, "宝宝五个月了，昨天开始咳嗽，鼻涕也多，今天摸着有点烫"),
  T(D, "量体温了吗？"),
  T(P, "刚量37度9"),
  T(D, "喘不喘？吃奶怎么样？"),
  T(P, "不喘，吃奶比平时少一点"),
  T(D, "有没有湿疹或者过敏的情况？"),
  T(P, "有点湿疹 在抹那个丁酸氢化可的松 别的没有"),
  T(P, "我自己这两天嗓子发炎在吃头孢呋辛，喂奶有没有影响？"),
  T(D, "头孢呋辛哺乳期一般可以用。宝宝先多喂奶，注意观察呼吸，超过38度5或者呼吸急促就去医院。")],
 [E("cough", "current"),
  E("runny_nose", "current"),
  E("temp", "current", "37.9 °C"),
  E("wheeze", "denied", extra=["shortness of breath", "dyspnoea", "dyspnea", "difficulty breathing"], note="不喘"),
  E("poor_feeding", "current"),
  E("eczema", "current"),
  E("hc_butyrate", "current")],
 [M("cefuroxime", "the breastfeeding mother's drug"),
  M("sore_throat", "the mother's own throat")])

case("zh17", "女儿陪诊：84岁母亲记忆减退、迷路，母亲本人插话否认，高血压氨氯地平，外婆（患者母亲）老年痴呆，安理申先不开",
 [T(P, "医生，我是她女儿，我妈八十四了，最近记性越来越差，前两天出门差点找不到家"),
  T(D, "阿姨，您自己觉得记性怎么样？"),
  T(P, "我记性好着呢，就是年纪大了"),
  T(P, "她老这么说。她还有高血压，吃氨氯地平，有时候忘了吃"),
  T(D, "晚上睡得好吗？有没有看到不存在的东西？"),
  T(P, "睡得不好，幻觉倒没有"),
  T(D, "之前诊断过老年痴呆吗？"),
  T(P, "没有，没看过这方面。我外婆以前是老年痴呆"),
  T(D, "先做个记忆量表和头颅核磁。安理申先不开，等结果出来再说。")],
 [E("memory_loss", "current", note="collateral from the daughter"),
  E("disorientation", "current", note="差点找不到家"),
  E("htn", "current"),
  E("amlodipine", "current"),
  E("insomnia", "current", note="睡得不好"),
  E("hallucinations", "denied"),
  FH("dementia", "mother", note="the speaker's 外婆 is the patient's mother")],
 [M("dementia", "not diagnosed; work-up only"),
  M("donepezil", "explicitly not prescribed yet")])

case("zh18", "微信：膀胱刺激征伴肉眼血尿，否认发烧腰痛怀孕，左氧'不知道算不算过敏'，呋喃妥因",
 [T(P, "医生 我尿频尿急 尿的时候还疼 从昨天开始的"),
  T(A, "有没有发烧或者腰疼？"),
  T(P, "腰不疼 没发烧"),
  T(A, "尿里有血吗？"),
  T(P, "有一点点粉色"),
  T(A, "有没有怀孕的可能？有药物过敏吗？"),
  T(P, "没怀孕 过敏的话 左氧氟沙星吃了会心慌 不知道算不算过敏"),
  T(P, "以前也犯过一次 那次吃的呋喃妥因 好了"),
  T(D, "这次开呋喃妥因100毫克一天两次吃五天，多喝水。")],
 [E("frequency", "current"),
  E("urgency", "current"),
  E("dysuria", "current"),
  E("back_pain", "denied", extra=["flank pain", "loin pain"], note="腰不疼"),
  E("fever", "denied"),
  E("haematuria", "current"),
  E("pregnancy", "denied"),
  E("a_levofloxacin", "claim", note="palpitations; 不知道算不算过敏"),
  E("nitrofurantoin", "current")],
 [M("palpitations", "only the past reaction to levofloxacin, not a current symptom")])

case("zh19", "四川话：慢阻肺急性加重，气紧黄痰，否认发烧，思力华/沙丁胺醇，舒利迭以前用过，血氧92%，阿莫西林耐受，父亲肺气肿",
 [T(P, "医生，我这个慢阻肺又犯了，这几天气紧得很，痰也多了，黄痰"),
  T(D, "发烧没得？"),
  T(P, "没得发烧"),
  T(D, "现在用的啥子药？"),
  T(P, "思力华每天吸一次，沙丁胺醇喷雾难受的时候喷两下。以前用过舒利迭，嫌贵没用了"),
  T(D, "烟戒了没？"),
  T(P, "戒了三年了"),
  T(D, "血氧我看下，92%。给你开个阿莫西林克拉维酸钾吃一周，泼尼松龙每天30毫克吃五天。"),
  T(P, "阿莫西林我吃过，没得问题。我屋头那个老汉儿，就是我爸，也是肺气肿走的")],
 [E("copd", "current"),
  E("dyspnoea", "current", note="气紧"),
  E("sputum", "current", note="黄痰"),
  E("fever", "denied"),
  E("tiotropium", "current"),
  E("salbutamol", "current"),
  E("seretide", "past"),
  E("spo2", "current", "92 %"),
  E("coamox", "current"),
  E("prednisolone", "current"),
  FH("emphysema", "father")],
 [M("a_amox_pen", "amoxicillin was tolerated")])

case("zh20", "两次就诊：膝骨关节炎，塞来昔布胃不适已停，扶他林外用，氨基葡萄糖，血压122/78，女儿怀疑呼吸暂停",
 [T(P, "大夫，我这膝盖疼了好几年了，上下楼梯最疼，医生说是骨关节炎", "s1"),
  T(D, "现在吃啥药？", "s1"),
  T(P, "塞来昔布，疼的时候吃一粒，氨基葡萄糖一天三次", "s1"),
  T(D, "血压怎么样？", "s1"),
  T(P, "血压不高，上周社区量的122/78", "s1"),
  T(P, "医生我又来了，那个塞来昔布吃了胃不舒服，我上个月就停了", "s2"),
  T(D, "现在疼得厉害吗？", "s2"),
  T(P, "疼还是疼，现在就抹扶他林，好一点。氨基葡萄糖还吃着", "s2"),
  T(D, "可以，加上理疗。膝盖肿不肿？", "s2"),
  T(P, "不肿。对了，我闺女说我打呼噜特别响，她说是不是呼吸暂停，我不知道", "s2")],
 [E("oa_knee", "current"),
  E("knee_pain", "current"),
  E("celecoxib", "past"),
  E("glucosamine", "current"),
  E("diclofenac_top", "current"),
  E("bp", "current", "122/78 mmHg"),
  E("knee_swelling", "denied"),
  E("snoring", "current")],
 [M("sleep_apnoea", "only the daughter's guess")])

# =========================================================================== English
case("en01", "Nurse line, ASR without punctuation: chest tightness to left arm, denials, HTN on ramipril/atorvastatin, father's MI",
 [T(D, "hi there you're through to the nurse line um what's going on today"),
  T(P, "yeah hi so um I've had this like tightness in my chest on and off since this morning it kind of goes down my left arm"),
  T(D, "okay are you short of breath at all sweaty sick"),
  T(P, "a bit short of breath yeah not sick no sweating"),
  T(D, "any heart problems before do you take any regular medication"),
  T(P, "I've got high blood pressure I'm on ramipril 5 milligrams and atorvastatin um that's it really"),
  T(D, "any allergies"),
  T(P, "nope none"),
  T(P, "my dad had a heart attack at fifty two so you know"),
  T(D, "okay I want you to call an ambulance now and don't drive yourself")],
 [E("chest_pain", "current"),
  E("arm_pain", "current", note="radiating down the left arm"),
  E("dyspnoea", "current"),
  E("nausea_vomiting", "denied", note="'not sick' (UK)"),
  E("sweating", "denied"),
  E("htn", "current"),
  E("ramipril", "current"),
  E("atorvastatin", "current"),
  FH("mi", "father")],
 [M("mi", "the father's heart attack")])

case("en02", "US diabetes follow-up: hedged old A1c vs today's value, fasting mg/dL, weight lb, glipizide quit, Jardiance started, coworker's amputation",
 [T(D, "Hi Mr. Johnson, good to see you. How's the diabetes been?"),
  T(P, "Not bad. My last A1c was about 7-ish I think, and my morning sugars run 130 to 140."),
  T(D, "Today's A1c came back at 7.4. What did you get this morning?"),
  T(P, "128 fasting."),
  T(D, "Any low sugars, shakiness, sweating?"),
  T(P, "Nope."),
  T(D, "Are you still on the metformin 1000 twice a day and the glipizide?"),
  T(P, "Yes the metformin. The glipizide I quit about a month ago, it was making me hungry all the time and I put on weight. I'm 212 pounds now."),
  T(D, "Okay. Let's leave the glipizide off and start Jardiance 10 mg every morning. Keep the metformin."),
  T(P, "Sounds good. A buddy at work just had his foot amputated from his diabetes, that scared me straight.")],
 [E("diabetes", "current"),
  E("hba1c", "current", "7.4 %"),
  E("fpg", "current", "128 mg/dL"),
  E("hypoglycaemia", "denied"),
  E("metformin", "current"),
  E("glipizide", "past"),
  E("empagliflozin", "current"),
  E("weight", "current", "212 lb")],
 [M("amputation", "a coworker's amputation")])

case("en03", "Irish mother with 5-year-old: left earache, 38.9, Calpol, penicillin allergy (hives with amoxicillin), otitis media, clarithromycin, sister's grommets",
 [T(P, "Hiya, I've brought my young lad in, Cian, he's five. He's been up all night roarin' with his ear."),
  T(D, "Ah the poor pet. Which ear, and has he a temperature?"),
  T(P, "The left one. He was 38.9 last night, I gave him Calpol at about two."),
  T(D, "Any discharge from the ear? Is he eating?"),
  T(P, "No discharge. He's not eating much but he's drinking grand."),
  T(D, "Any allergies to medicines?"),
  T(P, "He came out in hives with amoxicillin the last time, so the doctor said he's allergic to penicillin."),
  T(D, "Right, so no penicillins. Looking in now, the left eardrum is red and bulging, it's an ear infection. I'll give him clarithromycin, and keep going with the Calpol for the pain."),
  T(P, "Grand. His sister had grommets for the same thing, is that in the family?")],
 [E("ear_pain", "current"),
  E("temp", "current", "38.9 °C"),
  E("ear_discharge", "denied"),
  E("poor_appetite", "current"),
  E("a_pen_amox", "current", note="hives"),
  E("otitis", "current"),
  E("clarithromycin", "current"),
  E("paracetamol", "current", note="Calpol, continued by the clinician")],
 [M("grommets", "the sister's operation")])

case("en04", "Nigerian English: ACE-inhibitor cough, lisinopril stopped for losartan, BP, chloroquine itch allergy, sister diabetic",
 [T(P, "Good morning doctor. I have been having this dry cough for like two months now, it is disturbing me at night."),
  T(D, "Sorry about that. Any fever, any weight loss?"),
  T(P, "No fever o. My weight is the same, 78 kg."),
  T(D, "What medicines are you taking for your pressure?"),
  T(P, "Amlodipine 10 and lisinopril 20 every morning. I started the lisinopril around the time this cough started sef."),
  T(D, "That's likely the lisinopril. Let's stop it and put you on losartan 50 mg daily instead. Your BP today is 148/94."),
  T(P, "Okay doctor. Abeg, my sister is diabetic, should I check my sugar?"),
  T(D, "Yes, we'll do a fasting sugar. Any allergies?"),
  T(P, "Only chloroquine, it makes me scratch my whole body.")],
 [E("dry_cough", "current"),
  E("fever", "denied"),
  E("weight_loss", "denied"),
  E("weight", "current", "78 kg"),
  E("htn", "current", note="'your pressure'"),
  E("amlodipine", "current"),
  E("lisinopril", "past"),
  E("losartan", "current"),
  E("bp", "current", "148/94 mmHg"),
  E("a_chloroquine", "current", note="generalised itching"),
  FH("diabetes", "sister")],
 [M("diabetes", "the sister's diabetes")])

case("en05", "Indian English, son reconciling father's meds: Ecosprin stopped after GI bleed, 'sugar since 15 years', angioplasty 2019, sulpha allergy, glucose mg/dl, son's own metoprolol",
 [T(P, "Hello doctor, I'm calling about my dad, he is 76. Discharge summary says we have to reconcile his medicines."),
  T(A, "Of course. What is he taking at the moment?"),
  T(P, "Tab. Clopidogrel 75 once daily, tab. Rosuvastatin 10 at night, Metoprolol XL 25, and Glimepiride 1 mg before breakfast."),
  T(P, "Earlier he was on Ecosprin also but the cardiologist has stopped it after the bleeding from stomach."),
  T(A, "Thank you. Does he have diabetes and any heart condition?"),
  T(P, "Yes sugar since 15 years, and angioplasty was done in 2019."),
  T(A, "Any allergies?"),
  T(P, "Sulpha drugs he is allergic, only that."),
  T(P, "Also his fasting sugar yesterday was 142 and after food 210, this is in mg/dl."),
  T(P, "Myself I am also on metoprolol, for palpitations, just for your information.")],
 [E("clopidogrel", "current"),
  E("rosuvastatin", "current"),
  E("metoprolol", "current"),
  E("glimepiride", "current"),
  E("aspirin", "past", note="Ecosprin stopped"),
  E("diabetes", "current"),
  E("angioplasty", "past", note="2019"),
  E("a_sulfa", "current"),
  E("fpg", "current", "142 mg/dL"),
  E("ppg", "current", "210 mg/dL")],
 [M("palpitations", "the son's own palpitations")])

case("en06", "UK asthma review with small talk: Clenil + blue inhaler, peak flow, quit smoking, Microgynon, hedged peanut allergy, boyfriend's hay fever",
 [T(P, "Sorry I'm late, the traffic on the ring road is killing me."),
  T(D, "No worries. So this is your annual asthma review. How's it been?"),
  T(P, "Mostly alright. I use the brown inhaler twice a day, the Clenil, and the blue one maybe twice a week."),
  T(D, "Any waking at night with coughing or wheezing?"),
  T(P, "Not really no."),
  T(D, "Peak flow today is 410, your best is about 450, so that's fine. Are you still smoking?"),
  T(P, "Gave up at Christmas! Vaping now though. My boyfriend's hay fever is awful at the minute, he sneezes on everything."),
  T(D, "Well done on the smoking. Any other medicines?"),
  T(P, "Just the pill, Microgynon. Oh and I think I might be allergic to peanuts? My lips went tingly after a satay thing last month but I'm not sure."),
  T(D, "We'll refer you for allergy testing. In the meantime avoid peanuts. Carry on with the Clenil.")],
 [E("asthma", "current"),
  E("beclometasone", "current"),
  E("salbutamol", "current", note="'the blue one'"),
  E("wheeze", "denied", extra=["nocturnal cough", "night cough", "night waking", "nocturnal symptoms"]),
  E("peak_flow", "current", "410 L/min"),
  E("coc", "current"),
  E("a_peanut", "claim", note="I think I might be… not sure")],
 [M("allergic_rhinitis", "the boyfriend's hay fever")])

case("en07", "US care-home carer calling about Mr Patel: confusion, dark smelly urine, 100.9 F, poor intake, meds, Macrobid finished, codeine allergy, carer's own cold",
 [T(P, "Hi, this is Donna from Maple Grove care home, I'm calling about Mr Patel in room 12."),
  T(D, "Go ahead."),
  T(P, "He's more confused than usual since yesterday, and his urine is really dark and smelly. Temp this morning was 100.9."),
  T(D, "Is he drinking? Any vomiting, any falls?"),
  T(P, "Drinking poorly. No vomiting. He had a fall last week but no injury."),
  T(D, "What's on his med list?"),
  T(P, "Donepezil 10 at night, tamsulosin, and the lisinopril. He finished a course of Macrobid two weeks ago for a UTI."),
  T(D, "Allergies?"),
  T(P, "Says here codeine, it made him vomit. Oh and I've got a cold myself so I'm wearing a mask, don't worry."),
  T(D, "Let's get a urine dip, and I'll send over a prescription for cefalexin. Push fluids.")],
 [E("confusion", "current"),
  E("dark_urine", "current"),
  E("temp", "current", "100.9 °F"),
  E("poor_intake", "current"),
  E("vomiting", "denied"),
  E("donepezil", "current"),
  E("tamsulosin", "current"),
  E("lisinopril", "current"),
  E("nitrofurantoin", "past", note="Macrobid course finished"),
  E("uti", "past", note="treated two weeks ago"),
  E("a_codeine", "current", note="vomiting"),
  E("cefalexin", "current")],
 [M("urti", "the carer's own cold")])

case("en08", "Two visits, UK: AF on warfarin with low INR switched to apixaban, bruising, denies melaena, finished co-amoxiclav for dog bite, dog's steroids",
 [T(D, "Morning Mrs O'Brien. Your INR for the AF last week was 1.6, a bit low again.", "s1"),
  T(P, "I know, I keep forgetting the tablets. My daughter does the dosette box but I'm hopeless.", "s1"),
  T(D, "How many milligrams are you taking of the warfarin now?", "s1"),
  T(P, "Four on most days and five on Sundays I think.", "s1"),
  T(D, "Given the INRs keep swinging, I'd like to switch you to apixaban 5 mg twice a day. No INR checks needed.", "s1"),
  T(P, "That would be lovely.", "s1"),
  T(P, "Hello again. I'm on the apixaban now, stopped the warfarin like you said.", "s2"),
  T(D, "Any bleeding, bruising, black stools?", "s2"),
  T(P, "A few bruises on my arms but nothing else.", "s2"),
  T(P, "Oh and my neighbour's dog bit me on the hand last Tuesday, they gave me co-amoxiclav at the walk-in centre, I finished it yesterday. The poor dog's on steroids for its skin, that's why it's so grumpy.", "s2"),
  T(D, "Let me see... that's healed nicely. Heart rate today 72, regular-ish.", "s2")],
 [E("af", "current"),
  E("inr", "current", "1.6"),
  E("warfarin", "past"),
  E("apixaban", "current"),
  E("bruising", "current"),
  E("melaena", "denied", note="'nothing else'"),
  E("coamox", "past", note="finished yesterday"),
  E("hr", "current", "72 /min")],
 [M("pred_any", "the dog's steroids")])

case("en09", "US mom for 14-year-old: inversion ankle injury, Advil, Zyrtec, EpiPen for bee stings, appendectomy, 'sounds like a sprain'",
 [T(P, "Hi, my daughter Mia, she's 14, rolled her ankle at soccer yesterday. It's pretty swollen."),
  T(D, "Can she put weight on it?"),
  T(P, "She can limp on it but it hurts a lot on the outside."),
  T(D, "Any numbness or tingling in the foot?"),
  T(P, "No."),
  T(D, "Has she taken anything for it?"),
  T(P, "I gave her Advil last night and this morning. She's also on Zyrtec for allergies every day and she carries an EpiPen for bee stings."),
  T(D, "Okay. Any other medical problems?"),
  T(P, "Nope, healthy kid. Well, she had her appendix out two years ago."),
  T(D, "Sounds like a sprain. Keep icing, elevate, ibuprofen as needed, and if she can't bear weight in 48 hours we'll X-ray.")],
 [E("ankle_pain", "current"),
  E("ankle_swelling", "current"),
  E("limp", "current"),
  E("numbness", "denied"),
  E("ibuprofen", "current", note="Advil, continued as needed"),
  E("cetirizine", "current"),
  E("a_bee", "current"),
  E("appendectomy", "past"),
  E("sprain_ankle", "claim", note="'sounds like a sprain'")],
 [M("a_adrenaline", "EpiPen is the treatment, not an allergen")])

case("en10", "Scottish GP bloods review: eGFR 41, K 5.6, spironolactone stopped, LoSalt, gout, weight in stone, brother on dialysis",
 [T(D, "Hello Mr Fraser, come in. We got your bloods back, your kidney function is stable, eGFR 41."),
  T(P, "Aye, that's about what it was last time."),
  T(D, "Potassium is 5.6, which is a bit high. Are you still taking the spironolactone?"),
  T(P, "No, the hospital stopped that in March. I'm on the bisoprolol, the ramipril and the allopurinol, that's it."),
  T(D, "Any salt substitutes, like LoSalt?"),
  T(P, "Och, the wife uses it in the cooking, aye. My brother's on dialysis, mind, so I do worry about the kidneys."),
  T(D, "That'll be it, LoSalt is mostly potassium. Stop that. How's the gout, any flares?"),
  T(P, "Not since Christmas. Weight's down, I'm fourteen stone two now."),
  T(D, "Good. I'll halve the ramipril to 2.5 and recheck potassium in a week.")],
 [E("egfr", "current", "41"),
  E("potassium", "current", "5.6 mmol/L"),
  E("spironolactone", "past"),
  E("bisoprolol", "current"),
  E("ramipril", "current", note="halved to 2.5 mg"),
  E("allopurinol", "current"),
  E("gout", "current", note="no flares since Christmas"),
  E("weight", "current", note="14 st 2 lb; value not scored"),
  FH("kidney_failure", "brother", note="on dialysis")],
 [M("dialysis", "the brother's dialysis")])

case("en11", "ASR young man: palpitations, lightheaded, denies chest pain/fainting, energy drinks, smartwatch 'AFib', sertraline for anxiety, old propranolol, mum hyperthyroid",
 [T(P, "so um yeah basically my heart's been like racing at random times for like the last three weeks"),
  T(A, "I'm sorry to hear that. Do you get any chest pain, dizziness or fainting with it?"),
  T(P, "no chest pain um a bit lightheaded sometimes never fainted"),
  T(A, "Do you drink a lot of coffee or energy drinks?"),
  T(P, "yeah like four monsters a day honestly I'm a software guy"),
  T(P, "and my smartwatch keeps saying AFib which is kind of freaking me out"),
  T(A, "That's worth getting checked with an ECG. Do you take any medicines?"),
  T(P, "just sertraline 100 for anxiety been on it two years um and I used to take propranolol for exams but not anymore"),
  T(P, "my mum has an overactive thyroid if that matters")],
 [E("palpitations", "current"),
  E("chest_pain", "denied"),
  E("dizziness", "current", note="a bit lightheaded"),
  E("syncope", "denied"),
  E("af", "claim", note="only the smartwatch says so"),
  E("sertraline", "current"),
  E("anxiety", "current"),
  E("propranolol", "past"),
  FH("hyperthyroid", "mother")],
 [M("hyperthyroid", "the mother's thyroid")])

case("en12", "UK pre-op assessment for cholecystectomy: list denials (blood thinners, diabetes, asthma), gallstones, reflux, lansoprazole, plaster and latex allergy, knee scope 2015, BMI, BP",
 [T(D, "This is your pre-op assessment for the gallbladder op. Are you on any blood thinners, warfarin, aspirin, clopidogrel, anything like that?"),
  T(P, "None of them, no."),
  T(D, "Any diabetes, heart problems, asthma?"),
  T(P, "No, no. Just the gallstones and a bit of reflux."),
  T(D, "Medications?"),
  T(P, "Lansoprazole 30 in the morning, and co-codamol when the gallbladder pain flares up, but I've not needed it for a few weeks."),
  T(D, "Allergies?"),
  T(P, "Plasters bring me out in a rash. And latex, I had a reaction at the dentist."),
  T(D, "Any problems with anaesthetic before, you or your family?"),
  T(P, "I had a general for my knee scope in 2015, no problems. My sister was really sick after hers though."),
  T(D, "Noted. Your BMI is 31 and BP 132/84 today.")],
 [E("warfarin", "denied"),
  E("aspirin", "denied"),
  E("clopidogrel", "denied"),
  E("diabetes", "denied"),
  E("asthma", "denied"),
  E("gallstones", "current"),
  E("gord", "current"),
  E("lansoprazole", "current"),
  E("a_adhesive", "current", note="rash"),
  E("a_latex", "current"),
  E("knee_arthroscopy", "past", note="2015"),
  E("bmi", "current", "31"),
  E("bp", "current", "132/84 mmHg")],
 [M("nausea_vomiting", "the sister's post-anaesthetic sickness"),
  M("cholecystectomy", "planned, not done yet")])

case("en13", "Two visits, US: depression diagnosed, fluoxetine then switched to Wellbutrin for low libido, early waking, denies self-harm, brother bipolar, hedged alcohol",
 [T(D, "So based on what you've told me, the low mood, poor sleep, not enjoying things for two months, this is depression, a moderate episode. Any thoughts of harming yourself?", "s1"),
  T(P, "No, nothing like that.", "s1"),
  T(D, "Let's start fluoxetine 20 mg in the morning and see you in four weeks.", "s1"),
  T(P, "Okay. My brother has bipolar, is that something I should worry about?", "s1"),
  T(D, "Good to know, I'll keep an eye on that.", "s1"),
  T(P, "Hey doc. Mood is better, maybe 60 percent. But the fluoxetine is, um, killing my sex drive.", "s2"),
  T(D, "That's common. We can switch to bupropion, which doesn't usually do that. Stop the fluoxetine, start Wellbutrin XL 150 tomorrow.", "s2"),
  T(P, "Yeah let's do that. Sleep's still rubbish though, I'm waking at like 4am.", "s2"),
  T(D, "How much are you drinking?", "s2"),
  T(P, "Maybe a couple glasses of wine a night? Not sure, I don't really count.", "s2")],
 [E("depression", "current"),
  E("suicidal", "denied"),
  E("fluoxetine", "past", note="stopped in s2"),
  E("bupropion", "current"),
  E("libido", "current"),
  E("insomnia", "current", note="waking at 4am"),
  FH("bipolar", "brother")],
 [M("bipolar", "the brother's bipolar disorder")])

case("en14", "UK dad for 2-year-old: diarrhoea, vomiting yesterday only, no blood, fewer wet nappies, 37.4, 12.5 kg, Dioralyte, no antibiotics",
 [T(P, "Hi, it's her dad. Isla's 2 and she's had diarrhoea since Saturday, like six or seven times a day."),
  T(D, "Any vomiting? Blood in the poo?"),
  T(P, "She was sick twice yesterday, none today. No blood."),
  T(D, "Is she weeing? Wet nappies?"),
  T(P, "Fewer than normal, maybe three today."),
  T(D, "Temperature?"),
  T(P, "37.4 this morning."),
  T(D, "How much does she weigh?"),
  T(P, "She was 12.5 kilos at her check last month."),
  T(P, "Half the nursery's had it, to be fair."),
  T(D, "Keep going with Dioralyte and small frequent drinks. She doesn't need antibiotics. If nappies get drier or she gets floppy, bring her in.")],
 [E("diarrhoea", "current"),
  E("vomiting", "past", note="twice yesterday, none today"),
  E("bloody_stool", "denied"),
  E("urine_output", "current"),
  E("temp", "current", "37.4 °C"),
  E("weight", "current", "12.5 kg"),
  E("ors", "current")],
 [M("antibiotic", "the clinician says she does not need antibiotics")])

case("en15", "Indian English type 1 diabetic: Lantus/Novorapid, hypos with 54 mg/dl, DKA 2018, HbA1c 8.2, tired and weight gain, aunt says 'maybe thyroid'",
 [T(P, "Hi doctor, I am Type 1 diabetic since age 12, on Lantus 18 units at night and Novorapid with meals, around 6 to 8 units."),
  T(D, "Any hypos recently?"),
  T(P, "Yes two times last week, sugar went to 54 mg/dl once, I took glucose tablets and it came up."),
  T(D, "Any admissions for DKA?"),
  T(P, "Once in college, 2018, not after that."),
  T(D, "What was your last HbA1c?"),
  T(P, "8.2 percent, in January."),
  T(P, "Also I feel tired always and gaining weight, my aunt said maybe thyroid, I am not sure."),
  T(D, "We'll check TSH. Let's reduce the Lantus to 16 units since you're having lows.")],
 [E("t1dm", "current"),
  E("glargine", "current"),
  E("aspart", "current"),
  E("hypoglycaemia", "current", note="recurrent lows, dose reduced for them"),
  E("glucose", "current", "54 mg/dL"),
  E("dka", "past", note="2018"),
  E("hba1c", "current", "8.2 %"),
  E("fatigue", "current"),
  E("weight_gain", "current")],
 [M("hypothyroid", "only the aunt's guess; TSH pending")])

case("en16", "US migraine with aura, husband interrupts about Excedrin, denies focal signs, combined pill stopped, Mirena, sumatriptan+topiramate, mother's migraines",
 [T(P, "I've been getting these migraines again, like two or three a week, with the zigzag lights before."),
  T(P, "I'm her husband, sorry to jump in - she's been living on Excedrin, honestly, like every day."),
  T(P, "Not every day, Mark. Maybe four days a week."),
  T(D, "Any weakness, numbness, trouble speaking during the attacks?"),
  T(P, "No, just the lights and then the headache, and I throw up sometimes."),
  T(D, "Are you on any birth control?"),
  T(P, "I was on the combined pill but I came off it last year, I have the Mirena now."),
  T(D, "Good, with aura the combined pill isn't safe. I'm going to start you on sumatriptan for attacks and topiramate 25 mg at night to prevent them, and we need to cut the Excedrin down so you don't end up with rebound headaches."),
  T(P, "My mom gets migraines too, and my husband thinks it's stress from work.")],
 [E("migraine", "current"),
  E("aura", "current"),
  E("weakness_numb", "denied"),
  E("speech", "denied"),
  E("vomiting", "current", note="sometimes with attacks"),
  E("excedrin", "current"),
  E("coc", "past"),
  E("mirena", "current"),
  E("sumatriptan", "current"),
  E("topiramate", "current"),
  FH("migraine", "mother")],
 [M("moh", "a risk the clinician wants to avoid, not a diagnosis")])

case("en17", "Two visits, Irish: shin cellulitis in a diabetic, mam's story of penicillin reaction (hedged), clarithromycin finished, penicillin allergy tested negative",
 [T(P, "Howya doctor, my shin's gone all red and hot and swollen since Tuesday, the right one. I'm on metformin for the diabetes if that matters.", "s1"),
  T(D, "Any fever or shivers?", "s1"),
  T(P, "Bit of shivers last night alright. Didn't check the temperature.", "s1"),
  T(D, "That's cellulitis. Any allergies to antibiotics?", "s1"),
  T(P, "Not that I know of. Well, my mam always said I'd a reaction to penicillin as a baby but sure I don't know.", "s1"),
  T(D, "With that doubt I'll give you clarithromycin instead of flucloxacillin, 500 twice a day for a week.", "s1"),
  T(P, "Back again, the leg's much better, the redness is nearly gone.", "s2"),
  T(D, "Great. Did you finish the clarithromycin? Your sugar today was 9.1, by the way.", "s2"),
  T(P, "Finished it Sunday. Also I got tested at the allergy clinic, they did a challenge with amoxicillin and I was grand, not allergic at all.", "s2"),
  T(D, "Excellent, I'll take the penicillin allergy off your record.", "s2")],
 [E("cellulitis", "current", note="improving, not yet closed by the clinician"),
  E("diabetes", "current"),
  E("metformin", "current"),
  E("clarithromycin", "past", note="finished Sunday"),
  E("glucose", "current", "9.1 mmol/L")],
 [M("a_amox_pen", "tested negative on challenge; clinician removes it"),
  M("flucloxacillin", "named only as the drug not given")])

case("en18", "Daughter calls about mum (79): resolved slurred speech and hand weakness, no facial droop, no prior stroke, lipids/T2DM meds, home BP, 'could be a TIA', not allergic to aspirin, her dad's stroke",
 [T(P, "Hi, I'm calling about my mum, she's 79. About an hour ago her speech went all slurred and her right hand went weak, but it's come back now, it lasted maybe twenty minutes."),
  T(D, "Is she completely back to normal now? Any facial droop?"),
  T(P, "Yeah she's chatting away now. Her face looked fine."),
  T(D, "Has she had a stroke or mini-stroke before?"),
  T(P, "No never. Her dad had a stroke in his seventies though. She's got high cholesterol and type 2 diabetes, she's on simvastatin and metformin."),
  T(P, "Her blood pressure was 168 over 92 on the home machine just now."),
  T(D, "This could be a TIA. She needs to be seen today, I'm going to refer her to the TIA clinic and she should take 300 mg aspirin now unless she's allergic."),
  T(P, "She's not allergic to aspirin, she used to take it years ago. I'll give her one.")],
 [E("slurred_speech", "past", note="resolved after ~20 minutes"),
  E("hand_weakness", "past", note="resolved"),
  E("facial_droop", "denied"),
  E("stroke", "denied"),
  E("tia", "claim", note="'could be a TIA'"),
  E("hyperlipid", "current"),
  E("t2dm", "current"),
  E("simvastatin", "current"),
  E("metformin", "current"),
  E("bp", "current", "168/92 mmHg"),
  E("a_aspirin", "denied"),
  FH("stroke", "father")],
 [])

case("en19", "Student typing (cat named Prozac): sore throat, can't swallow, 38.2, swollen glands, denies cough/rash, flatmate's glandular fever, old doxycycline, hedged penicillin allergy",
 [T(P, "hiya sorry my cat Prozac keeps walking on the keyboard lol. so ive had a really sore throat for 4 days and i cant really swallow"),
  T(A, "Sorry to hear that. Do you have a fever, and any cough?"),
  T(P, "yeah 38.2 last night. no cough tho"),
  T(A, "Any swollen glands in your neck, or a rash?"),
  T(P, "glands r massive. no rash"),
  T(P, "my flatmate had glandular fever last month so im kinda scared its that"),
  T(A, "Are you taking anything for it?"),
  T(P, "paracetamol and strepsils. i was on doxycycline for my skin but finished that in like june"),
  T(P, "oh and im allergic to penicillin i think? had a rash once as a kid but never been tested")],
 [E("sore_throat", "current"),
  E("dysphagia", "current"),
  E("temp", "current", "38.2 °C"),
  E("fever", "current"),
  E("cough", "denied"),
  E("lymphadenopathy", "current"),
  E("rash", "denied"),
  E("paracetamol", "current"),
  E("strepsils", "current"),
  E("doxycycline", "past"),
  E("a_penicillin", "claim", note="'i think?' never tested")],
 [M("fluoxetine", "the cat's name"),
  M("mono", "the flatmate's glandular fever; the patient only fears it")])

case("en20", "Two visits, US: hypertension, unsure losartan dose, HCTZ stopped for low K, losartan up + amlodipine, cramps gone, denials, husband's 'same pressure problem'",
 [T(D, "Ms. Washington, your blood pressure today is 156/98. What are you taking at home?", "s1"),
  T(P, "Losartan, I'm not sure if it's the 25 or the 50. And hydrochlorothiazide 12.5.", "s1"),
  T(D, "Any side effects? Dizziness, leg cramps?", "s1"),
  T(P, "Cramps in my calves at night, yeah. No dizziness.", "s1"),
  T(D, "Let's check your potassium. Home readings?", "s1"),
  T(P, "Usually around 145 over 90.", "s1"),
  T(D, "Your potassium came back at 3.2, that's low, probably from the HCTZ. I'm stopping the hydrochlorothiazide and increasing losartan to 100 mg. I'm also adding amlodipine 5.", "s2"),
  T(P, "Okay. The cramps are gone by the way since I started eating bananas.", "s2"),
  T(D, "Great. Any chest pain, shortness of breath?", "s2"),
  T(P, "Nope, neither.", "s2"),
  T(P, "My husband has the same pressure problem, we take our pills together at breakfast.", "s2")],
 [E("htn", "current"),
  E("bp", "current", "156/98 mmHg", note="clinic"),
  E("bp", "current", "145/90 mmHg", note="home, 'around'"),
  E("losartan", "current"),
  E("hctz", "past"),
  E("amlodipine", "current"),
  E("potassium", "current", "3.2 mmol/L"),
  E("leg_cramps", "past", note="gone"),
  E("dizziness", "denied"),
  E("chest_pain", "denied"),
  E("dyspnoea", "denied")],
 [M("htn", "the husband is not a blood relative", typ="family_history")])

# --------------------------------------------------------------------------- checks and output
def check():
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)) == 40, ids
    states = {"current", "past", "denied", "claim"}
    types = {"condition", "symptom", "medication", "allergy", "observation", "procedure", "family_history"}
    for cs in CASES:
        assert 4 <= len(cs["turns"]) <= 14, (cs["id"], len(cs["turns"]))
        for t in cs["turns"]:
            assert t["speaker"] in (P, D, A) and t["text"].strip()
        for e in cs["expected"]:
            assert e["state"] in states and e["type"] in types and e["names"], (cs["id"], e)
            if e.get("value"):
                assert e["state"] == "current", (cs["id"], e)
        for m in cs["must_not"]:
            assert m["type"] in types and m["names"] and m.get("why"), (cs["id"], m)

def main():
    check()
    out = {"round": 15, "cases": CASES}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    n_exp = sum(len(c["expected"]) for c in CASES)
    by = {}
    for c in CASES:
        for e in c["expected"]:
            by[e["state"]] = by.get(e["state"], 0) + 1
    n_mn = sum(len(c["must_not"]) for c in CASES)
    print(f"cases={len(CASES)} expected={n_exp} by_state={by} must_not={n_mn}")

if __name__ == "__main__":
    main()

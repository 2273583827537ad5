package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// bodyParts are the parts and functions a patient answers for as a whole
// when asked about a finding of theirs: "Any blurry vision, eye pain?"
// "Eyes are fine." denies both, as "Breathing's okay" denies the
// breathlessness asked and "Waterworks are normal" the burning. A part
// covers only the findings it is the seat of, so "eyes are fine" says
// nothing of a headache asked in the same breath.
var bodyParts = []struct {
	words    []string
	concepts []string
}{
	{[]string{"breathing", "breath"}, []string{"sym:dyspnea", "sym:wheezing"}},
	{[]string{"chest"}, []string{"sym:chest_pain", "sym:chest_tightness"}},
	{[]string{"eyes", "eye"}, []string{"sym:eye_pain", "sym:red_eye", "sym:dry_eyes", "sym:blurred_vision", "sym:double_vision", "sym:photophobia",
		"sym:eye_strain", "sym:visual_disturbance", "sym:floaters", "sym:flashing_lights", "sym:loss_of_vision", "sym:itchy_eyes",
		"sym:watery_eyes", "sym:eye_discharge"}},
	{[]string{"vision", "eyesight", "sight", "seeing"}, []string{"sym:blurred_vision", "sym:double_vision", "sym:visual_disturbance",
		"sym:floaters", "sym:flashing_lights", "sym:loss_of_vision"}},
	{[]string{"hearing"}, []string{"sym:hearing_decline"}},
	{[]string{"ears", "ear"}, []string{"sym:ear_pain", "sym:tinnitus", "sym:hearing_decline", "sym:ear_fullness", "sym:ear_discharge"}},
	{[]string{"nose"}, []string{"sym:nasal_congestion", "sym:runny_nose", "sym:sneezing", "sym:nosebleed"}},
	{[]string{"throat"}, []string{"sym:sore_throat", "sym:itchy_throat", "sym:dry_throat", "sym:painful_swallowing", "sym:throat_swelling"}},
	{[]string{"swallowing", "swallow"}, []string{"sym:dysphagia", "sym:painful_swallowing"}},
	{urineParts, urineFindings},
	{bowelParts, bowelFindings},
	{[]string{"bathroom", "toilet", "bladder and bowels", "bladder and bowel", "bladder bowel", "bladder bowels", "bowels and bladder",
		"waterworks and bowels"}, append(append([]string(nil), urineFindings...), bowelFindings...)},
	{[]string{"balls", "testicles", "testes"}, []string{"sym:testicular_pain", "sym:scrotal_swelling"}},
	{[]string{"sleep", "sleeping"}, []string{"sym:insomnia"}},
	{[]string{"mood", "spirits"}, []string{"sym:low_mood"}},
	{[]string{"appetite", "eating"}, []string{"sym:loss_of_appetite"}},
	{[]string{"energy", "energy levels"}, []string{"sym:fatigue"}},
	{[]string{"skin"}, []string{"sym:rash", "sym:itching", "sym:dry_skin", "sym:skin_redness", "sym:hives", "sym:skin_lesion", "sym:bruising"}},
	{[]string{"voice"}, []string{"sym:hoarseness"}},
	{[]string{"speech", "talking", "speaking"}, []string{"sym:dysarthria", "sym:speech_difficulty", "sym:aphasia"}},
	{[]string{"walking"}, []string{"sym:gait_problem"}},
	{[]string{"hair"}, []string{"sym:hair_loss"}},
	{[]string{"memory"}, []string{"sym:memory_loss"}},
	{[]string{"tummy", "stomach", "belly"}, []string{"sym:abdominal_pain", "sym:abdominal_cramps", "sym:bloating"}},
	{[]string{"legs", "leg"}, []string{"sym:leg_swelling", "sym:leg_pain", "sym:leg_weakness", "sym:calf_pain"}},
	{[]string{"ankles", "ankle"}, []string{"sym:ankle_swelling", "sym:ankle_pain"}},
	{[]string{"feet", "foot"}, []string{"sym:foot_swelling", "sym:foot_pain"}},
	{[]string{"knees", "knee"}, []string{"sym:knee_pain", "sym:knee_swelling"}},
	{[]string{"back"}, []string{"sym:back_pain", "sym:low_back_pain"}},
	{[]string{"jaw"}, []string{"sym:jaw_pain"}},
	{[]string{"face"}, []string{"sym:facial_weakness", "sym:face_swelling"}},
	{[]string{"neck"}, []string{"sym:neck_pain", "sym:neck_stiffness"}},
}

// zhBodyParts are bodyParts in Chinese: "眼睛没事", "小便正常", "睡觉还行"
// answer for the findings of the eyes, the bladder and sleep asked about.
// "大小便" is both bladder and bowels.
var zhBodyParts = []struct {
	words    []string
	concepts []string
}{
	{[]string{"呼吸", "喘气", "透气", "出气"}, []string{"sym:dyspnea", "sym:wheezing"}},
	{[]string{"胸口", "心口"}, []string{"sym:chest_pain", "sym:chest_tightness"}},
	{[]string{"眼睛", "眼"}, bodyPartFindings("eyes")},
	{[]string{"视力", "看东西", "看嘢"}, bodyPartFindings("vision")},
	{[]string{"听力", "听东西", "听嘢", "耳朵听"}, []string{"sym:hearing_decline"}},
	{[]string{"耳朵", "耳仔"}, bodyPartFindings("ears")},
	{[]string{"喉咙", "嗓子", "喉咙头"}, bodyPartFindings("throat")},
	{[]string{"咽东西", "吞东西", "吞咽", "吞嘢", "吃东西咽"}, bodyPartFindings("swallowing")},
	{[]string{"小便", "尿尿", "撒尿", "屙尿", "解小便", "排尿"}, urineFindings},
	{[]string{"大便", "解大便", "屙屎", "拉屎", "排便"}, bowelFindings},
	{[]string{"大小便", "二便", "屎尿"}, append(append([]string(nil), urineFindings...), bowelFindings...)},
	{[]string{"睡觉", "睡眠", "瞓觉", "睡得"}, []string{"sym:insomnia"}},
	{[]string{"心情", "情绪"}, []string{"sym:low_mood"}},
	{[]string{"胃口", "饭量", "食欲", "吃饭"}, []string{"sym:loss_of_appetite"}},
	{[]string{"走路"}, []string{"sym:gait_problem"}},
	{[]string{"脖子", "颈"}, []string{"sym:neck_pain", "sym:neck_stiffness"}},
	{[]string{"皮肤"}, bodyPartFindings("skin")},
	{[]string{"头发"}, []string{"sym:hair_loss"}},
	// The places of the limbs answer for their pain and swelling:
	// "膝盖痛不痛？" "膝盖没得事。" (placefine.go).
	{[]string{"膝盖", "膝头", "膝盖头", "波棱盖", "磕膝盖", "膝关节"}, bodyPartFindings("knees")},
	{[]string{"脚踝", "脚腕", "脚脖子", "踝关节", "脚眼"}, bodyPartFindings("ankles")},
	{[]string{"记性", "记忆力"}, []string{"sym:memory_loss"}},
}

// bodyPartFindings returns the findings of the English part word w.
func bodyPartFindings(w string) []string {
	for _, p := range bodyParts {
		if slices.Contains(p.words, w) {
			return p.concepts
		}
	}
	return nil
}

var (
	urineParts    = []string{"waterworks", "peeing", "pee", "wee", "weeing", "urine", "bladder", "passing water", "passing urine", "urinating"}
	urineFindings = []string{"sym:dysuria", "sym:urinary_frequency", "sym:urinary_urgency", "sym:hematuria", "sym:nocturia", "sym:polyuria",
		"sym:incontinence", "sym:urinary_retention", "sym:discolored_urine", "sym:foamy_urine", "sym:cloudy_urine",
		"sym:foul_smelling_urine", "sym:urinary_hesitancy", "sym:weak_urinary_stream", "sym:incomplete_emptying", "sym:urinary_symptoms"}
	bowelParts    = []string{"bowels", "bowel", "motions", "stools", "stool", "poo", "poos", "poop", "number twos"}
	bowelFindings = []string{"sym:diarrhea", "sym:constipation", "sym:melena", "sym:rectal_bleeding", "sym:mucus_in_stool", "sym:pale_stools",
		"sym:bowel_habit_change", "sym:tenesmus", "sym:fecal_incontinence"}
)

// partFine matches a part said to be fine, what may stand between them
// and the word that says so: "breathing's okay", "eyes are all fine",
// "bladder bowel all normal", "I'm sleeping fine". What opens the clause
// before the part is checked apart (partOpeners).
var partFine = regexp.MustCompile(`^(?:'s|'re| is| are| has been| have been| been| seems| seem| seemed| feels| feel| was| were| looks| look| looked)?,?` +
	`(?: (?:all|both|totally|completely|perfectly|absolutely|pretty|quite|really|still))?` +
	` (fine|okay|ok|alright|all right|grand|canny|normal|good|great|perfect|no problem|no problems|not a problem|no bother|no trouble)\b`)

// partOpeners may open the clause before the part: fillers, "my", "the",
// a no or a yes. Anyone else's part ("his eyes", "my wife's breathing")
// or a hedge ("I think the eyes are fine") opens it otherwise, and then
// the clause denies nothing.
var partOpeners = map[string]bool{"": true, "and": true, "my": true, "the": true, "me": true, "mi": true, "oh": true, "um": true, "uh": true,
	"erm": true, "er": true, "yeah": true, "yes": true, "no": true, "nah": true, "well": true, "i'm": true, "im": true, "i": true, "am": true,
	"been": true, "i've": true, "so": true, "both": true}

// partCaveats, in the rest of the sentence after "fine", take it back or
// limit it: "eyes are fine, just a bit itchy", "breathing's okay now",
// "throat's fine mostly". The sentence then denies nothing.
var partCaveats = []string{"but", "except", "apart from", "other than", "just", "bit", "only", "though", "although", "sometimes", "now",
	"again", "since", "mostly", "most of", "usually", "generally", "these days", "at the moment", "today", "i think", "i guess",
	"i suppose", "probably", "maybe", "touch wood", "so far", "as far as", "when", "if", "unless", "until", "till", "except for",
	"otherwise", "worse", "better", "not", "no longer"}

// finePartsAnswered returns the findings asked about that the answer says
// are fine by naming their part: "Any trouble breathing? Any itchy
// eyes?" "Breathing's okay. Eyes are fine." denies both.
func finePartsAnswered(text string, asks []Ask) map[string][]string {
	lower := strings.ToLower(text)
	asked := map[string]bool{}
	for _, a := range asks {
		if a.Type == Symptom && a.Relative == "" && !a.Given && !a.Still && !a.Measure && !a.Since && !a.Choice && !a.Tolerance && !a.Ever {
			asked[a.Concept] = true
		}
	}
	out := map[string][]string{}
	if len(asked) == 0 {
		return out
	}
	parts, saidFine := enFineParts, partSaidFine
	if isHan(lower) {
		parts, saidFine = zhBodyParts, zhPartSaidFine
		zhFunctionsSaidFine(lower, asked, out)
	} else {
		bloodNowhere(lower, asked, out)
	}
	for _, p := range parts {
		fine := false
		for _, w := range p.words {
			if saidFine(lower, w) {
				fine = true
				break
			}
		}
		if !fine {
			continue
		}
		for _, c := range p.concepts {
			if asked[c] {
				out[c] = append(out[c], p.words...)
			}
		}
	}
	return out
}

// namedOnlyAsPart reports whether every mention of concept in the answer
// is one of the part's own words ("Breathing's okay" names the breathing
// it says is fine): a mention in other words ("…and I'm short of breath on
// the stairs") is read from those words, not denied.
func namedOnlyAsPart(x extract.Result, concept string, words []string) bool {
	for _, m := range x.Mentions {
		if m.ConceptID == concept && !slices.Contains(words, strings.ToLower(extract.Normalize(m.Text))) {
			return false
		}
	}
	return true
}

// partSaidFine reports whether some clause of text opens with the part w
// (after the openers partOpeners allows) and says it is fine, with no
// caveat in the rest of its sentence.
func partSaidFine(text, w string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		if i > 0 && isLatinByte(text[i-1]) || i+len(w) < len(text) && isLetterByte(text[i+len(w)]) {
			continue // "sleep" in "asleep", "ear" in "earlier"; "eyes's" keeps its 's
		}
		m := partFine.FindStringSubmatchIndex(text[i+len(w):])
		if m == nil {
			continue
		}
		if !openedPlainly(text[:i]) {
			continue
		}
		// Indian English "normal only" stresses it: only what follows may limit it.
		rest := strings.TrimPrefix(strings.TrimLeft(text[i+len(w)+m[1]:], " "), "only")
		if e := strings.IndexAny(rest, ".?!;"); e >= 0 {
			rest = rest[:e]
		}
		rest = restatedDenial.ReplaceAllString(rest, "") // "vision ok, not blur" (functionfine.go)
		if !hasAnyWord(rest, partCaveats) {
			return true
		}
	}
}

func isLetterByte(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// zhPartFine matches what may follow a Chinese part word to say it is
// fine: fillers, a pause, then the word itself ("眼睛倒没事", "喉咙……还好",
// "大小便都正常").
var zhPartFine = regexp.MustCompile(`^[也都倒是就一直蛮么嘛呢啊呀…. ,，]*` +
	`(没事|没得事|没得啥事|没啥子事|冇得事|没啥事|没问题|没啥问题|没什么问题|没毛病|正常|挺好|还好|还行|还可以|还正常|还没事|好着呢|好好的|都好|不错|冇事|冇问题|冇乜问题|仲可以|几好|ok|可以)`)

// zhPartOpeners may stand before the part in its clause: the patient's own
// "我", a filler, a time of day. Anyone else ("我妈眼睛没事") or any other
// word ("感觉还好" is no 觉) keeps the clause from denying.
var zhPartOpeners = []string{"我", "我的", "俺", "额", "阮", "𠊎", "嗯", "哦", "噢", "那", "那个", "这个", "还有", "另外", "就", "晚上", "夜里",
	"夜晚", "平时", "平常", "最近"}

// zhPartCaveats, after the fine word in its sentence, limit or take it
// back ("眼睛没事，就是有点痒", "还好吧"); 了 or 咗 right after it says it got
// better, which is history, not a denial ("小便正常了").
var zhPartCaveats = []string{"就是", "但是", "不过", "可是", "但", "只是", "有点", "有些", "有时", "偶尔", "除了", "现在", "以前", "吧", "吗", "？",
	"?", "应该", "好像", "估计", "可能", "之前", "后来", "不太", "不大", "有啲", "间中"}

// zhPartSaidFine is partSaidFine for a Chinese answer.
func zhPartSaidFine(text, w string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		from = i + len(w)
		after := zhCoParts(text[i+len(w):]) // "小便大便都正常" (functionfine.go)
		m := zhPartFine.FindStringSubmatchIndex(after)
		if m == nil {
			continue
		}
		if before := strings.TrimSpace(text[zhClauseStart(text, i):i]); before != "" && !slices.Contains(zhPartOpeners, before) && zhCoParts(before) != "" {
			continue
		}
		rest := after[m[1]:]
		if strings.HasPrefix(rest, "了") || strings.HasPrefix(rest, "咗") || strings.HasPrefix(rest, "啦") {
			continue
		}
		if !zhCaveatAfter(rest) {
			return true
		}
	}
}

// zhClauseStart returns the byte offset where the clause of text holding
// byte offset i starts: just past the mark before it, or 0.
func zhClauseStart(text string, i int) int {
	j := strings.LastIndexAny(text[:i], ",，.。?？!！;；:：、 ")
	if j < 0 {
		return 0
	}
	_, size := utf8.DecodeRuneInString(text[j:]) // the mark may be wider than a byte
	return j + size
}

// zhCaveatAfter reports whether what follows a fine word, up to the end of
// its sentence, limits or takes it back (zhPartCaveats).
func zhCaveatAfter(rest string) bool {
	if e := strings.IndexAny(rest, "。.！!；;"); e >= 0 {
		rest = rest[:e]
	}
	return containsAny(rest, zhPartCaveats)
}

// partToldOtherwise reports whether an answer tells of trouble with a part
// of concept in a sentence that neither says it is fine nor denies
// anything: "How's your sleep and appetite?" "appetite's ok. sleep is kinda
// trash" (session 72's review 9, E15) tells of the sleep, and the "ok" is
// the appetite's. "Mi sleep like a baby" tells of no trouble.
func partToldOtherwise(lower, concept string) bool {
	parts, saidFine, trouble, denies := bodyParts, partSaidFine, partTroubleEn, func(cl string) bool {
		return hasAnyWord(cl, []string{"no", "not", "never", "nothing", "none", "nope", "nah"}) || strings.Contains(cl, "n't")
	}
	if isHan(lower) {
		parts, saidFine, trouble = zhBodyParts, zhPartSaidFine, partTroubleZh
		denies = func(cl string) bool { return containsAny(cl, []string{"没", "无", "冇", "莫得"}) }
	}
	sentences := strings.FieldsFunc(lower, func(r rune) bool { return strings.ContainsRune(".。!！?？;；…", r) })
	for _, p := range parts {
		if !slices.Contains(p.concepts, concept) {
			continue
		}
		for _, w := range p.words {
			if utf8.RuneCountInString(w) < 2 {
				continue
			}
			for _, se := range sentences { // sentences: "Vision, no, it's fine" denies
				if (isHan(w) && strings.Contains(se, w) || hasWord(se, w)) && containsAny(se, trouble) && !saidFine(se, w) && !denies(se) {
					return true
				}
			}
		}
	}
	return false
}

// partTroubleEn and partTroubleZh say a part is not right.
var (
	partTroubleEn = []string{"trash", "bad", "terrible", "awful", "poor", "poorly", "rubbish", "crap", "crappy", "shocking", "horrible", "a mess",
		"all over the place", "struggling", "struggle", "hard", "difficult", "worse", "hardly", "barely", "takes me", "broken", "disturbed", "off"}
	partTroubleZh = []string{"不好", "不太好", "差", "不行", "难", "睡不着", "不怎么样", "糟", "不香"}
)

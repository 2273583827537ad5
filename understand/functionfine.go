package understand

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A part or a function said fine answers the question about it (s53):
// "Any diarrhoea, mouth sores or fever?" "… Mouth's fine, no sores." (blind
// round 20 en02), "Any trouble swallowing?" "Swallowing's canny" (round 21
// en17), "Any pain or blurred vision?" "… Vision ok, not blur." (round 20
// en05), "有没有耳鸣、听力下降？" "就几十秒 耳朵不响 听得清" (round 20 zh20),
// "有没有解不出小便？" "…小便大便都正常" (round 19 zh17) were each read as
// nothing. finePartsAnswered (partsfine.go) reads a part said fine; these
// add the parts it lacked, the Chinese functions said to work by a
// verb ("听得清" is the hearing fine, "耳朵不响" the ears not ringing), two
// parts said fine together ("小便大便都正常"), and a denial that restates
// the fine ("not blur", "no sores") is no caveat. Each part or function
// denies only the findings of its own table row, and only those asked.

// moreFineParts are parts that bodyParts lacked. They answer a question
// only: no complaint is said over by them (seatOf reads bodyParts alone).
var moreFineParts = []struct {
	words    []string
	concepts []string
}{
	{[]string{"mouth"}, []string{"sym:mouth_ulcer", "sym:dry_mouth", "sym:tongue_swelling"}},
}

// enFineParts are the English parts an answer may say fine, built once
// rather than on every answer.
var enFineParts = append(slices.Clip(bodyParts), moreFineParts...)

// zhFineFunctions are Chinese phrases that say a function works, each with
// the findings of its loss it denies: "听得清" denies the hearing loss,
// "耳朵不响" the tinnitus, "看得清" the blurred vision.
var zhFineFunctions = []struct {
	words    []string
	concepts []string
}{
	{[]string{"听得清", "听得清楚", "听得见", "听得到", "听嘢清楚", "听得真"}, []string{"sym:hearing_decline"}},
	{[]string{"耳朵不响", "耳朵没响", "耳朵不叫", "耳朵没叫", "耳朵不鸣", "耳朵冇响", "耳仔唔响"}, []string{"sym:tinnitus"}},
	{[]string{"看得清", "看得清楚", "看东西清楚", "睇得清"}, []string{"sym:blurred_vision", "sym:double_vision", "sym:visual_disturbance", "sym:loss_of_vision"}},
	{[]string{"咽得下", "吞得下", "吞得落"}, []string{"sym:dysphagia"}},
}

// zhFunctionEnd may follow a function said to work: the clause ends, or a
// final particle closes it. Anything else ("看得清楚东西吗", "听得见响声")
// goes on to another thing.
func zhFunctionEnd(rest string) bool {
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return strings.ContainsRune(",，.。!！;；、 …", r) || strings.ContainsRune("的啊呀哦嘛呢", r)
}

// zhFunctionsSaidFine adds to out the findings asked (asked) that a Chinese
// answer says work by a function phrase opening its clause, with no caveat
// after it in its sentence.
func zhFunctionsSaidFine(text string, asked map[string]bool, out map[string][]string) {
	for _, f := range zhFineFunctions {
		fine := false
		for _, w := range f.words {
			fine = fine || zhFunctionSaidFine(text, w)
		}
		if !fine {
			continue
		}
		for _, c := range f.concepts {
			if asked[c] {
				out[c] = append(out[c], f.words...)
			}
		}
	}
}

// zhFunctionSaidFine reports whether w opens a clause of text (after the
// openers zhPartOpeners allows), ends it, and no caveat follows in its
// sentence.
func zhFunctionSaidFine(text, w string) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return false
		}
		i += from
		from = i + len(w)
		rest := text[i+len(w):]
		if !zhFunctionEnd(rest) {
			continue
		}
		if before := strings.TrimSpace(text[zhClauseStart(text, i):i]); before != "" && !slices.Contains(zhPartOpeners, before) {
			continue
		}
		if !zhCaveatAfter(rest) {
			return true
		}
	}
}

// zhCoParts skips, after a Chinese part word, the other part words said
// fine with it: "小便大便都正常" says the 小便 fine as much as the 大便.
func zhCoParts(rest string) string {
	for {
		s := strings.TrimLeft(rest, "和跟与、,， ")
		skipped := false
		for _, p := range zhBodyParts {
			for _, w := range p.words {
				if strings.HasPrefix(s, w) && len(w) > 3 {
					s, skipped = s[len(w):], true
					break
				}
			}
			if skipped {
				break
			}
		}
		if !skipped {
			return rest
		}
		rest = s
	}
}

// restatedDenial is a denial after the fine that says it again, "vision
// ok, not blur", "mouth's fine, no sores": it denies more, and limits
// nothing, so it is no caveat.
var restatedDenial = regexp.MustCompile(`\b(?:no|not|never) (?:any )?(?:blur\w*|sores?|ulcers?|pain\w*|problems?|trouble|issues?|stiff\w*|ringing|swell\w*|bleed\w*|blood)\b`)

// noBloodAnywhere says no bleeding from anywhere: "Any bleeding? Bruising,
// blood in the wee, black poos?" "Bit of bruising on me arms. No blood
// anywhere, no." (blind round 21 en06) denies each bleeding asked, as a
// part said fine denies the findings of that part; the bruising, no
// bleeding, is read from its own words.
var noBloodAnywhere = regexp.MustCompile(`\bno (?:blood|bleeding) (?:anywhere|at all|from anywhere)\b`)

// bleedingFindings are the findings "no blood anywhere" denies.
var bleedingFindings = []string{"sym:bleeding", "sym:hematuria", "sym:melena", "sym:rectal_bleeding", "sym:hematemesis", "sym:hemoptysis",
	"sym:nosebleed", "sym:gum_bleeding"}

// bloodNowhere adds to out the bleeding asked that an English answer
// (lower-cased) says is nowhere, with no caveat after it in its sentence.
func bloodNowhere(text string, asked map[string]bool, out map[string][]string) {
	loc := noBloodAnywhere.FindStringIndex(text)
	if loc == nil {
		return
	}
	rest := text[loc[1]:]
	if e := strings.IndexAny(rest, ".?!;"); e >= 0 {
		rest = rest[:e]
	}
	if hasAnyWord(rest, partCaveats) {
		return
	}
	for _, c := range bleedingFindings {
		if asked[c] {
			out[c] = append(out[c], "blood", "bleeding")
		}
	}
}

package understand

import (
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
	"github.com/anamnesis-health/anamnesis/ontology"
)

// A drug the patient names and at once takes back is no drug of theirs,
// whether the name they settle on is one the lexicon knows or not: "吃了那
// 个……布洛芬，不对，是洛索洛芬", "吃过那个……普萘洛尔，不对，那是我媳妇儿治心慌
// 的", "吃了奥美拉唑……不是，雷贝拉唑". When the correction says the drug was
// switched ("我吃的是那个呋塞米……不是不是，出院换了，托拉塞米"), the name taken
// back is the drug of before.

// switchedWords, in the correction, say the drug named first was changed
// for the one named after, or stopped: "the glimi glimepiride no sorry that
// one the doctor stopped last year only now it is gliclazide".
var switchedWords = []string{"换了", "换成", "换药", "改了", "改成", "换咗", "停了", "停掉", "不吃了", "swapped", "switched", "changed me", "changed it", "changed to", "changed over",
	"stopped", "took me off", "taken off", "came off"}

// bareRepair reports whether rest, the words right after a name with the
// pause trimmed, open with a bare "不是" said as a correction: "奥美拉唑……不
// 是，雷贝拉唑", "呋塞米……不是不是". A "不是" that goes on into its clause
// ("阿司匹林不是很管用") denies something else.
func bareRepair(rest string) bool {
	r, ok := strings.CutPrefix(rest, "不是")
	if !ok {
		return false
	}
	r = strings.TrimPrefix(r, "不是")
	return startsWithAny(r, []string{"，", ",", "。", "…", "、", " "}) != ""
}

// retractedDrugs adds to withdrawn the patient's drugs a self-correction
// takes back, and returns those of them the correction says were switched
// from, which are read as the drugs of before rather than dropped. Words
// must follow the repair: "布洛芬，不对" at the end of a turn may answer a
// "对吧".
func retractedDrugs(x extract.Result, tx text, withdrawn map[int]bool) map[int]bool {
	switched := map[int]bool{}
	for i, m := range x.Mentions {
		if m.Type != ontology.TypeDrug && m.Type != ontology.TypeDrugClass || m.Assertion.Negated {
			continue
		}
		rest := strings.TrimLeft(string(tx.runes[m.Span[1]:]), " ,，.…—–-")
		word := startsWithAny(rest, repairWords)
		if word == "" && bareRepair(rest) {
			word = "不是"
		}
		if word == "" {
			continue
		}
		at := len(tx.runes) - len([]rune(rest)) + len([]rune(word))
		if at >= len(tx.runes) {
			continue
		}
		// The correction is the rest of the repair's sentence: "阿托伐他汀……
		// 不对，是瑞舒伐他汀，晚上一片。那个氯吡格雷…我就停了" stops another.
		end := at
		for end < len(tx.runes) && end-at < 60 && tx.sent[end] == tx.sent[at] {
			end++
		}
		correction := strings.Trim(string(tx.runes[at:end]), " ,，.。…—–-不是对")
		if correction == "" {
			continue
		}
		if containsAny(strings.ToLower(correction), switchedWords) {
			switched[i] = true
			delete(withdrawn, i)
			continue
		}
		withdrawn[i] = true
	}
	return switched
}

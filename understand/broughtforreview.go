package understand

import (
	"regexp"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A relative who comes back with the patient says "we" have come for the
// review, then tells of the patient by their own word for them: "大夫，我们
// 来复查了。俺爹脚不肿了，晚上也能躺平睡了，今儿体重131斤" (s50 blind round
// 19 zh20, the son who spoke for his father at the first visit). A son's
// speaking for an adult is not carried to the next session (inherit.go),
// so the father's swelling that is over went in as the son's family
// history and his new weight as the son's. "We have come for the review"
// opening the turn, followed by one relative named as the speaker's own
// ("我爹", "俺妈", "我老伴") and none of the speaker's own findings, is the
// relative speaking for that one, as an announcement is. "我们来复查了，我这
// 礼拜头不疼了" is the patient with a companion, and stays the speaker's.

// zhWeAreBack opens a turn with "we" back for a review or results.
var zhWeAreBack = regexp.MustCompile(`^(?:(?:喂|你好|您好|医生|大夫|哎|哈喽)[，,。！! ]*)*(?:我们|俺们|咱们|我哋|阿拉|我们俩|我俩)(?:今天|今儿|又|今日)*(?:来|嚟|回来)(?:了|咗)?(?:复查|复诊|覆诊|複診|看结果|拿结果|看報告|看报告|睇报告|睇報告)`)

// broughtForReviewOf returns who the speaker is to the one they came back
// with, and who that one is to them, for a turn as above; "", "" otherwise.
func broughtForReviewOf(x extract.Result, raw string) (typist, typingFor string) {
	text := extract.Normalize(raw)
	loc := zhWeAreBack.FindStringIndex(text)
	if loc == nil || tellsOwnFinding(x) {
		return "", ""
	}
	rest := []rune(text[loc[1]:])
	for k := 0; k+1 < len(rest); k++ {
		if rest[k] != '我' && rest[k] != '俺' {
			continue
		}
		who, _ := kinAfter(rest[k+1:])
		if who == "" {
			continue
		}
		if inverseKin(who) == "" {
			return "", ""
		}
		return inverseKin(who), who
	}
	return "", ""
}

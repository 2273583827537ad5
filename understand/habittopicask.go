package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit asked by its bare object as the topic of the question: "烟抽不
// 抽？" (asked/zh-x1-012), "酒呢？" (after the smoking, -018), "烟呢，抽不
// 抽？", "酒喝吗？". The lexicon names the habits by verb and object ("抽
// 烟", "喝酒"); 烟 or 酒 alone, put first, names no mention, so these
// questions asked nothing and their answers were read as no answer. Only a
// question that opens with the bare 烟 or 酒 (after 那, 还有) and goes on
// straight to 呢 or to the habit's verb asked yes or no is read so; "烟雾
// 大不大？", "酒精过敏吗？" and "喝水多不多？" are not.

var habitTopicAskRe = regexp.MustCompile(`^(?:那|那么|那个|还有|再就是)?[，, ]*(烟酒|烟|酒)(?:呢|[，, ]*(?:你|您)?(?:平时|平常)?(?:还)?(?:抽|吸|喝)(?:不|没)?(?:抽|吸|喝)?(?:吗|嘛|么|没有|不)?[？?])`)

// habitTopicAsks returns the habits question sentence s asks by its topic.
func habitTopicAsks(s sentence, x extract.Result) []Ask {
	if !s.question {
		return nil
	}
	m := habitTopicAskRe.FindStringSubmatch(strings.TrimLeft(s.text, " ，,"))
	if m == nil {
		return nil
	}
	var out []Ask
	if strings.Contains(m[1], "烟") && !namedIn(x, s, "social:smoking") {
		out = append(out, Ask{Type: Observation, Concept: "social:smoking"})
	}
	if strings.Contains(m[1], "酒") && !namedIn(x, s, "social:alcohol") {
		out = append(out, Ask{Type: Observation, Concept: "social:alcohol"})
	}
	return out
}

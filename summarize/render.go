package summarize

import "strings"

// labels name the fields in rendered text, per language.
var labels = map[string]map[string]string{
	"zh": {Site: "部位", Character: "性质", Onset: "起病", Duration: "持续", Frequency: "频率", Aggravating: "加重",
		Relieving: "缓解", RelatedEvents: "相关", Measurements: "测量", Meds: "用药", Denies: "否认"},
	"en": {Site: "site", Character: "character", Onset: "onset", Duration: "duration", Frequency: "frequency",
		Aggravating: "worse", Relieving: "better", RelatedEvents: "related", Measurements: "measurements", Meds: "meds",
		Denies: "denies", SmallTalk: ""},
}

// render writes one paragraph: the topic, each non-empty field in
// FieldOrder, and the turns it covers, e.g.
// "膝盖疼：部位 膝盖；起病 昨晚；持续 三天；加重 爬山后；用药 布洛芬 (turns t-1..t-4)".
func render(topic string, fields map[string][]string, turnIDs []string, lang string) string {
	if lang != "zh" {
		lang = "en"
	}
	sep, valSep, colon, mentioned := "; ", ", ", ": ", "mentioned"
	if lang == "zh" {
		sep, valSep, colon, mentioned = "；", "、", "：", "提及"
	}
	var parts []string
	for _, f := range FieldOrder {
		if vs := fields[f]; len(vs) > 0 {
			parts = append(parts, labels[lang][f]+" "+strings.Join(vs, valSep))
		}
	}
	if vs := fields[SmallTalk]; len(vs) > 0 {
		parts = append(parts, strings.Join(vs, valSep))
	}
	body := strings.Join(parts, sep)
	if body == "" && topic != SmallTalkTopic && topic != "闲聊" {
		// A topic named without details: say so, never "no details".
		body = mentioned
	}
	var b strings.Builder
	b.WriteString(topic)
	if body != "" {
		b.WriteString(colon)
		b.WriteString(body)
	}
	switch len(turnIDs) {
	case 0:
	case 1:
		b.WriteString(" (turn " + turnIDs[0] + ")")
	default:
		b.WriteString(" (turns " + turnIDs[0] + ".." + turnIDs[len(turnIDs)-1] + ")")
	}
	return b.String()
}

package coref

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A trouble of sleep said by the verb or noun of sleeping ("我那个睡觉的毛
// 病", "睡眠上的问题", "my sleep thing") is any of the sleep disorders
// (topicSleep): insomnia, sleep apnoea, narcolepsy. With one recorded it
// is that one; with insomnia and sleep apnoea both recorded a clinician
// asks which. The matcher reads no mention in 睡觉 or "sleep" alone, which
// are everyday words.

// topicSleep is the sleep disorders: G47 (insomnia, hypersomnia, sleep
// apnoea, narcolepsy, the circadian and movement disorders of sleep) and
// F51 (those without a known physical cause).
const topicSleep = "topic:sleep"

// zhSleepTrouble is 睡觉 or 睡眠, a link, and a word of trouble: "睡觉的毛
// 病", "睡眠上的问题", "睡觉方面的毛病". Not "睡觉打呼的毛病" (snoring, read
// by its mention) nor "睡觉前吃的" (a time of day).
var zhSleepTrouble = regexp.MustCompile(`(?:睡觉|睡眠)(?:上的|上面的|方面的|的)(?:那个|这个)?(?:老毛病|毛病|问题)`)

// enSleepTrouble is "my sleep thing", "the sleeping trouble": not "sleep
// problems", a lay name of insomnia the matcher reads.
var enSleepTrouble = regexp.MustCompile(`\b(?:sleep|sleeping) (?:thing|trouble|issue|business)\b`)

// sleepTroubleRefs finds zhSleepTrouble and enSleepTrouble phrases with
// the determiners and possessives before them: a condition of topicSleep,
// the patient's own unless the clause names someone else.
func sleepTroubleRefs(rs []rune, taken [][2]int) []Reference {
	var out []Reference
	lower := strings.ToLower(string(rs))
	for _, re := range []*regexp.Regexp{zhSleepTrouble, enSleepTrouble} {
		for _, m := range re.FindAllStringIndex(lower, -1) {
			start := utf8.RuneCountInString(lower[:m[0]])
			end := start + utf8.RuneCountInString(lower[m[0]:m[1]])
			from, recent := widen(rs, start)
			if re == enSleepTrouble {
				ws, w := wordBefore(rs, start)
				if !enNamedDet[w] && w != "me" {
					continue // "do you have a sleep thing?" asks; it does not point back
				}
				from = ws
			}
			span := [2]int{from, end}
			if overlapsAny(span, taken) {
				continue
			}
			if who := extract.LastPerson(clauseBefore(rs, start)); who != "" && who != extract.Patient {
				continue // "我老伴儿睡觉的毛病": his
			}
			out = append(out, Reference{Span: span, Kind: KindCondition, Topic: topicSleep, Recent: recent})
			taken = append(taken, span)
		}
	}
	return out
}

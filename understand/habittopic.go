package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A habit said topic first with how much or how often (zh dev): "酒就周末跟兄
// 弟伙整几瓶啤酒", "酒就应酬先饮啲，一个礼拜两三次", "烟又捡起来了，一天七八
// 根", "烟就食，一日大半包". topicHabit needs the Mandarin verb (抽, 喝)
// within a few characters; a dialect's (饮, 食, 吃, 整) or an amount alone
// was read as nothing, and the friend it was drunk with (跟兄弟伙, 同工友)
// took the habit as theirs. A clause that opens with the habit's word and
// tells an amount or a frequency, with no denial, quit or past of its own,
// is the patient's habit now.

// habitTopics are the words that open a habit's clause, with their habit.
var habitTopics = map[rune]string{'烟': "social:smoking", '煙': "social:smoking", '菸': "social:smoking", '酒': "social:alcohol"}

// habitTopicNotTopics are words a topic's character begins that name no
// habit: "酒精", "烟雾".
var habitTopicNotTopics = []string{"酒精", "酒店", "酒席", "酒吧", "酒驾", "酒量", "酒窝", "酒味", "烟雾", "烟花", "烟囱", "烟味", "烟灰", "烟头", "烟酒"}

// habitHowOften are the frequencies a habit is told with.
var habitHowOften = []string{"一天", "一日", "每天", "每日", "天天", "每晚", "一周", "一礼拜", "一个礼拜", "一星期", "一个星期", "周末", "礼拜六", "礼拜天",
	"礼拜日", "星期六", "星期天", "星期日", "逢年过节", "过年过节", "偶尔", "偶爾", "应酬", "應酬", "夜饭", "晚饭"}

// habitAmount is an amount of cigarettes or drink: "七八根", "大半包", "几瓶",
// "两罐", "一杯", "一两".
var habitAmount = regexp.MustCompile(`[一二两兩三四五六七八九十几幾半\d]+\s*[根包支瓶罐杯盅口]|[一二两兩三四五六七八九十半\d]两`)

// habitTopicDenials in the topic's stretch deny the habit, give it up, put
// it in the past or only plan it: no current habit is read then.
var habitTopicDenials = []string{"不", "没", "冇", "無", "无", "唔", "未", "戒", "停", "以前", "之前", "早就", "早", "那时", "那時", "当年", "年轻", "年輕", "想", "打算", "准备"}

// companionLeads put a person word as whom the habit is kept with, not whose it is.
var companionLeads = []string{"跟", "同", "和", "陪", "与", "與"}

// habitsToldByTopic adds the patient's habit of a clause opened by its word
// and told with an amount or a frequency, replacing a reading of the same
// habit the clause's companion or a denial before it took.
func (r *Reader) habitsToldByTopic(tx text, st []Statement) []Statement {
	rs := tx.runes
	for i, c := range rs {
		concept, ok := habitTopics[c]
		if !ok || i > 0 && !strings.ContainsRune("，,。.；;！!？? …\u00a0：:", rs[i-1]) || hasPrefixAt(rs, i, habitTopicNotTopics) {
			continue
		}
		end := i + 1
		for end < len(rs) && end < i+24 && !strings.ContainsRune("。！？?!；;", rs[end]) {
			if _, other := habitTopics[rs[end]]; other && strings.ContainsRune("，, ", rs[end-1]) {
				break // "烟不抽 酒就…": the next habit's clause
			}
			end++
		}
		stretch := string(rs[i+1 : end])
		if containsAny(stretch, habitTopicDenials) || strings.ContainsAny(stretch, "?？") ||
			!containsAny(stretch, habitHowOften) && !habitAmount.MatchString(stretch) || anotherKeeps(stretch) {
			continue
		}
		if patientKeeps(st, concept) {
			continue
		}
		kept := st[:0:0]
		for _, s := range st {
			if s.Concept != concept {
				kept = append(kept, s)
			}
		}
		st = append(kept, Statement{Type: Observation, Concept: concept, Display: r.Display(concept, "en"), Attributes: map[string]string{},
			Experiencer: extract.Patient, Confidence: 0.85})
	}
	return st
}

// hasPrefixAt reports whether runes from i start with one of words.
func hasPrefixAt(rs []rune, i int, words []string) bool {
	return startsWithAny(string(rs[i:]), words) != ""
}

// patientKeeps reports whether st already holds the patient's habit now.
func patientKeeps(st []Statement, concept string) bool {
	for _, s := range st {
		if s.Concept == concept && s.Experiencer == extract.Patient && !s.Negated && s.Status == "" && !s.Historical && !s.Uncertain {
			return true
		}
	}
	return false
}

// anotherKeeps reports whether a person other than the speaker, not a
// companion (跟同事, 同friend), is named in the stretch: "酒我老公天天喝" is
// his.
func anotherKeeps(stretch string) bool {
	rs := []rune(stretch)
	for _, w := range extract.PersonWords(stretch) {
		if w.Who == extract.Patient {
			continue
		}
		if w.Start > 0 && containsAny(string(rs[max(0, w.Start-1):w.Start]), companionLeads) {
			continue
		}
		return true
	}
	return false
}

package coref

import (
	"regexp"
	"slices"
	"strings"
)

// A turn that names two drugs may pause one and give the other: "阿托伐他汀
// 这五天先停掉，吃完再接着吃。给你开奈玛特韦/利托那韦，一天两次", "hold your
// atorvastatin for five days, and take the Paxlovid twice a day". Asked
// then how to take "那个药" (before or after food, how often), the patient
// means the one given, not the one they were told to leave off for now.
// Asked about stopping ("那个药停几天", "do I stop that one"), either may be
// meant, and both stay asked about.

// pausedHere, in a drug's own words of the turn (WindowMention.Clause),
// says it is stopped or left off for now.
var pausedHere = regexp.MustCompile(`先停|停掉|暂停|停用|停[一两二三四五六七八九十几]+天|先别吃|先不吃|先不要吃|` +
	`\b(?:stop|pause|hold|leave off|come off)\s+(?:taking\s+|using\s+)?(?:the|your|his|her)\b|\bhold off (?:on )?(?:the|your)\b`)

// notPaused are words right before a pausedHere match that deny it: "不要
// 停掉", "don't stop the".
var notPaused = []string{"不要", "别", "不能", "不用", "不", "don't ", "do not ", "never ", "won't ", "dont "}

// stopAskedOf says the turn asks about stopping or leaving off a drug:
// "那个药要停几天", "能停吗", "can I stop taking it". Not a stop told as
// done ("去年停的", "why was it stopped").
var stopAskedOf = regexp.MustCompile(`停(?:几天|多久|多长时间|吗|不停|了吗|掉吗)|(?:能|要|可以|能不能|要不要|该|得|用不用|需不需要)(?:先)?停|先停|别吃了吗|不吃了吗|` +
	`\b(?:stop|stopping|pause|hold|hold off|come off|leave off|skip)\b`)

// pausedIn reports whether a clause says its drug is paused for now.
func pausedIn(clause string) bool {
	for _, loc := range pausedHere.FindAllStringIndex(clause, -1) {
		before := strings.TrimRight(clause[:loc[0]], " ")
		denied := false
		for _, w := range notPaused {
			if strings.HasSuffix(before+" ", w) || strings.HasSuffix(before, strings.TrimSpace(w)) {
				denied = true
			}
		}
		if !denied {
			return true
		}
	}
	return false
}

// withoutPaused returns the candidates of one turn less those the turn
// paused (pausedHere), when that leaves some; the turn asking about
// stopping keeps them all.
func withoutPaused(latest []scored, window []WindowMention, stopping bool) []scored {
	if len(latest) < 2 || stopping {
		return latest
	}
	paused := func(c scored) bool {
		return slices.ContainsFunc(window, func(w WindowMention) bool {
			return w.ConceptID == c.ConceptID && w.Seq == c.seq && pausedIn(w.Clause)
		})
	}
	kept := slices.DeleteFunc(slices.Clone(latest), paused)
	if len(kept) == 0 {
		return latest
	}
	return kept
}

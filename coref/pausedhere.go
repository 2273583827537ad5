package coref

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// A turn that names two drugs may pause one and give the other: "阿托伐他汀
// 这五天先停掉，吃完再接着吃。给你开奈玛特韦/利托那韦，一天两次", "hold your
// atorvastatin for five days, and take the Paxlovid twice a day". Asked
// then how to take "那个药" (before or after food, how often), the patient
// means the one given, not the one they were told to leave off for now.
// Asked about stopping ("那个药停几天", "do I stop that one"), either may be
// meant, and both stay asked about.

// pausedHere, in a drug's own words of the turn (WindowMention.Clause),
// says it is left off for now: "先停", "这五天先停掉", "暂停", "停三天",
// "stop your simvastatin until you've finished", "hold the warfarin". Not
// a stop that is done ("已经停用", "后来医生帮我停咗"): that drug is the old
// one a later turn may well ask about.
var pausedHere = regexp.MustCompile(`先停|暂停|暂时停|停[一两二三四五六七八九十几]+天|先别吃|先不吃|先不要吃|` +
	`\b(?:stop|pause|hold|leave off|come off)\s+(?:taking\s+|using\s+)?(?:the|your|his|her)\b|\bhold off (?:on )?(?:the|your)\b`)

// pauseIfWords make a pause one that only may come: "要是拉肚子了就先停",
// "if it upsets your stomach, stop the colchicine".
var pauseIfWords = regexp.MustCompile(`要是|如果|万一|假如|的话|\bif\b|\bunless\b|\bin case\b`)

// cycleBefore, at the end of a clause before "停四天", is a course of days
// taken first: "一天一次，连吃三天，停四天，再吃三天" is a schedule that
// starts now, its stop the rest between courses, not a pause of the drug.
var cycleBefore = regexp.MustCompile(`(?:吃|用|服|打|喷|涂|抹|贴)[一两二三四五六七八九十几]+(?:天|周|个?星期|个?礼拜)[，,、;；\s]*$`)

// notPaused are words right before a pausedHere match that deny it: "不要
// 停掉", "don't stop the".
var notPaused = []string{"不要", "别", "不能", "不用", "不", "don't ", "do not ", "never ", "won't ", "dont "}

// stopAskedOf says the turn asks about stopping or leaving off a drug:
// "那个药要停几天", "能停吗", "can I stop taking it". Not a stop told as
// done ("去年停的", "why was it stopped").
var stopAskedOf = regexp.MustCompile(`停(?:几天|多久|多长时间|吗|不停|了吗|掉吗)|(?:能|要|可以|能不能|要不要|该|得|用不用|需不需要)(?:先)?停|先停|别吃了吗|不吃了吗|` +
	`\b(?:stop|stopping|pause|hold|hold off|come off|leave off|skip)\b`)

// pausedIn reports whether one of a drug's clauses of the turn text (rune
// spans of its lowercased text) says it is paused for now: a pausedHere
// phrase not denied ("不要停掉", "don't stop the") nor put as what may
// come in its sentence ("要是拉肚子了就先停", "if your stomach gets upset,
// stop the naproxen").
func pausedIn(w turnWords, spans [][2]int) bool {
	rs := w.lowerRunes
	for _, sp := range spans {
		if !validSpan(sp, len(rs)) {
			continue
		}
		clause := string(rs[sp[0]:sp[1]])
		for _, loc := range pausedHere.FindAllStringIndex(clause, -1) {
			before := strings.TrimRight(clause[:loc[0]], " ")
			denied := false
			for _, w := range notPaused {
				if strings.HasSuffix(before, strings.TrimSpace(w)) {
					denied = true
				}
			}
			at := sp[0] + utf8.RuneCountInString(clause[:loc[0]])
			if cycleBefore.MatchString(before) {
				continue // "连吃三天，停四天，再吃三天": a schedule's rest days
			}
			if !denied && !pauseIfWords.MatchString(string(rs[sentenceFrom(rs, at):at])) {
				return true
			}
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
	kept := slices.DeleteFunc(slices.Clone(latest), func(c scored) bool { return pausedAt(c, window) })
	if len(kept) == 0 {
		return latest
	}
	return kept
}

// allPaused reports whether every candidate of the last turn is one the
// turn paused.
func allPaused(latest []scored, window []WindowMention) bool {
	return len(latest) > 0 && !slices.ContainsFunc(latest, func(c scored) bool { return !pausedAt(c, window) })
}

// pausedAt reports whether the turn that last named the candidate paused it.
func pausedAt(c scored, window []WindowMention) bool {
	return slices.ContainsFunc(window, func(w WindowMention) bool { return w.ConceptID == c.ConceptID && w.Seq == c.seq && w.Paused })
}

// sentenceBefore returns the end of s from its last sentence break: "If
// it upsets your stomach, " of "Take it twice a day. If it upsets your
// stomach, ".
func sentenceBefore(s string) string {
	if i := strings.LastIndexAny(s, sentenceCuts); i >= 0 {
		return s[i+1:]
	}
	return s
}

// sentenceCuts end the sentence sentenceBefore keeps.
const sentenceCuts = "。！？.!?\n"

// sentenceFrom returns where, in rs, the sentence that rune i ends
// starts: string(rs[sentenceFrom(rs, i):i]) is sentenceBefore(string(rs[:i])),
// read back from i rather than over the whole text before it.
func sentenceFrom(rs []rune, i int) int {
	for i > 0 && !strings.ContainsRune(sentenceCuts, rs[i-1]) {
		i--
	}
	return i
}

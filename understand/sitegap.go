package understand

import "strings"

// A one-character site and its symptom may stand apart by more than degree
// words when the symptom is said over: "脚早就不疼了" (s53 blind round 21
// zh03), "头已经不疼了", "腰现在不痛了". The time word of the end and the
// negation before the symptom join the degree words; anything else between
// ("手机早就不…") still keeps the character from being a site.

// zhSiteGapTimes are the time words an ended symptom may follow its site
// by.
var zhSiteGapTimes = []string{"早就", "早已", "已经", "已經", "现在", "現在", "早"}

// zhSiteGapNegations end the gap before the symptom.
var zhSiteGapNegations = []string{"没有", "沒有", "不", "没", "沒", "冇"}

// endedGapOnly reports whether s, between a one-character site and its
// symptom, is time words and degree words with a negation at its end, and
// at least one time word: "腿就不疼了", "头也不疼" are not ended by a time
// and stay as they were read (a bare 就 or 也 ties the site to another
// clause as often as to this one).
func endedGapOnly(s string) bool {
	neg := false
	for _, n := range zhSiteGapNegations {
		if strings.HasSuffix(s, n) {
			s, neg = strings.TrimSuffix(s, n), true
			break
		}
	}
	if !neg {
		return false
	}
	timed := false
	for s != "" {
		w := startsWithAny(s, zhSiteGapTimes)
		if w != "" {
			timed = true
		} else if w = startsWithAny(s, zhDegrees); w == "" {
			return false
		}
		s = s[len(w):]
	}
	return timed
}

package coref

import (
	"regexp"
	"strings"
)

// A relative who says, thinks or reckons ("my mum says it's 鹅口疮 - is
// that from the puffer?", "my wife reckons it's the blood pressure pill
// making me dizzy", "我老伴说是那个降压药闹的") reports what the patient
// has; the extractor reads the relative as the experiencer of what
// follows, and the class phrase was dropped as theirs. The clause reported
// gives the drug to the relative only with a pronoun of theirs ("makes her
// dizzy", "她吃的").
var (
	enReporter = regexp.MustCompile(`\b(?:(?:my|me|our)\s+(?:mum|mom|mam|mother|dad|father|wife|husband|partner|son|daughter|sister|brother|nan|gran|grandma|missus|missis|other half|hubby|friend|mate)|the (?:missus|missis|wife|hubby|other half))\s+` +
		`(?:(?:um|erm|er|uh)\s+)?(?:says|said|thinks|thought|reckons|reckoned|is saying|keeps saying|swears|reckon|told me|tells me)\b`)
	zhReporter = regexp.MustCompile(`(?:我|俺)(?:妈|爸|老伴儿?|爱人|老公|老婆|闺女|女儿|儿子|媳妇儿?|婆婆|姐|妹|哥|弟)(?:也|就|老|一直)?(?:说|讲|觉得|以为|怀疑)`)
	// reportedTheirs gives the reported drug to the reporter.
	reportedTheirs = regexp.MustCompile(`(?i)\b(?:her|him|his|she|he|she's|he's)\b|[她他]`)
)

// reportedByRelative reports whether the words before start, in the same
// sentence, are a relative's saying or thinking, and nothing else of the
// sentence after it gives the phrase to them.
func reportedByRelative(rs []rune, start int) bool {
	if start > len(rs) {
		return false
	}
	lower := []rune(strings.ToLower(string(rs)))
	from, to := start, start
	for from > 0 && !strings.ContainsRune("。！？.!?\n", lower[from-1]) {
		from--
	}
	for to < len(lower) && !strings.ContainsRune("。！？.!?\n", lower[to]) {
		to++
	}
	sentence := string(lower[from:start])
	after := string(lower[start:to])
	for _, re := range []*regexp.Regexp{enReporter, zhReporter} {
		locs := re.FindAllStringIndex(sentence, -1)
		if len(locs) == 0 {
			continue
		}
		rest := sentence[locs[len(locs)-1][1]:]
		// "the missus says um she says it's…": the reporter said again.
		rest = strings.Replace(rest, "she says", "", 1)
		rest = strings.Replace(rest, "he says", "", 1)
		if !reportedTheirs.MatchString(rest) && !reportedTheirs.MatchString(after) {
			return true
		}
	}
	return false
}

package understand

import (
	"regexp"
	"strings"

	"github.com/anamnesis-health/anamnesis/extract"
)

// A story told in the simple past and closed by its end ("I got a bit of
// an infection, down below, itchy and red. The pharmacist said it was
// thrush, gave me a cream, Canesten, and it cleared up") tells an episode
// over: the complaint, the name given to it and the drug given for it were
// then. The mention's own sentence must be told in the past, the close
// must come in it or the next, and
// nothing in the story may carry it on ("and it cleared up, but it keeps
// coming back", "I've still got the cream").

// storyClose ends a story: "and it cleared up", "that sorted it".
var storyClose = regexp.MustCompile(`\b(?:it|that|they|which|this)(?:'s| has)? (?:all |totally |completely |really )?(?:cleared up|cleared|cleared it|went away|settled down|settled|healed up|healed|sorted it|sorted itself out|fixed it|did the trick|got rid of it|passed|wore off|calmed down)(?: now)?\b` +
	// Well since: "I came over all dizzy this morning in the shower. I've been fine since."
	`|\b(?:i've|i have) been (?:fine|okay|ok|alright|all right|grand|champion|right as rain) since\b` +
	// A course told over: "a course of prednisolone for the flare-up, but that's done now".
	`|\b(?:that|it)(?:'s| is| was) (?:all )?(?:done|finished|over)(?: now| with)?\b`)

// storyCarriedOn carry the story, or its close, on into now.
var storyCarriedOn = []string{"still", "since", "now", "today", "keep", "keeps", "again", "every", "always", "usually", "have", "has", "came back",
	"comes back", "but then", "until", "till"}

// storyGiven, before a drug in its sentence, tell it as given or used then.
var storyGiven = []string{"gave me", "given", "prescribed", "put me on", "i used", "i took", "got me", "i got", "sold me", "did the", "a course of"}

// closedStory reports whether mention m is told in the simple past, in a
// story that its sentence or the next closes as over; a drug must be told
// as given or used in it.
func closedStory(tx text, m extract.Mention, drug bool) bool {
	if isHan(m.Text) {
		return false
	}
	start := tx.sentenceStart(m.Span[0])
	end := tx.sentenceEnd(m)
	if end < len(tx.runes) {
		_, end = tx.bounds(tx.sent, end)
	}
	loc := storyClose.FindStringIndex(tx.between(m.Span[1], end))
	if loc == nil {
		return false
	}
	upto := tx.between(m.Span[1], end)[:loc[1]]
	story := tx.between(start, m.Span[1]) + upto[:loc[0]] // the close's own "now" carries nothing on
	closeEnd := m.Span[1] + len([]rune(upto))
	rest := tx.between(closeEnd, tx.sentenceEnd(extract.Mention{Span: [2]int{closeEnd - 1, closeEnd}}))
	// "Wee bit wheezy in the mornings. I had that bad flare in January, …
	// that cleared it": a sentence of now before a story closed.
	if !hasAnyWord(tx.sentenceOf(m.Span[0]), pastTelling) || hasAnyWord(story, storyCarriedOn) || holdsAny(story, []string{"'ve", "'s still", "'m still", "'s been"}) ||
		hasAnyWord(rest, storyCarriedOn) || hasAnyWord(rest, []string{"but", "except"}) {
		return false
	}
	return !drug || hasAnyWord(sentenceBefore(tx, m), storyGiven)
}

// flareWords, right after an illness, tell an attack of it: "me asthma
// flared up at the weekend … it's settled down now" closes the attack, and
// the asthma goes on.
var flareWords = regexp.MustCompile(`^\s*(?:'s |has |had |was )?(?:flared|flaring|played up|playing up|acted up|acting up|kicked off|kicked up|went mad)\b`)

// attackOf reports whether condition m is told by an attack of it.
func attackOf(tx text, m extract.Mention) bool { return flareWords.MatchString(tx.after(m)) }

// courseLengthOpens open a sentence that tells a course by its length:
// "a week of three lots of tablets together: omeprazole, amoxicillin and
// clarithromycin".
var courseLengthOpens = regexp.MustCompile(`^(?:yeah,? |yes,? |well,? |um,? |so,? )*(?:a|one|two|three|ten|five|seven) (?:week|weeks|fortnight|days|month)s? of\b`)

// courseStillOn, in the turn, carry a course on into now.
var courseStillOn = []string{"still", "now", "currently", "i'm on", "i am on", "i take", "i'm taking", "until", "till", "to go", "more days",
	"finish it on", "finishes on", "started yesterday", "started today", "started on monday"}

// coursePastTold, in the turn, tell the course in the past.
var coursePastTold = []string{"left", "was", "were", "had", "took", "did", "gave", "finished", "cleared", "went"}

// courseToldByLength reports whether drug m is named in a sentence that
// opens with a course's length ("a week of…"), in a turn told in the past
// that carries nothing on into now: a course taken and over, as the recall
// harness's en-ep-158 told its H. pylori triple therapy two years ago.
func courseToldByLength(tx text, m extract.Mention) bool {
	if isHan(m.Text) {
		return zhCourseToldByLength(tx, m)
	}
	s := strings.TrimLeft(tx.sentenceOf(m.Span[0]), " ")
	return courseLengthOpens.MatchString(s) && hasAnyWord(tx.str, coursePastTold) && !hasAnyWord(tx.str, courseStillOn)
}

// zhCourseLength is a course's length taken, before the drugs it lists:
// "吃了两个礼拜的药，阿莫西林、克拉霉素、铋剂那些" (review 12 Z02).
var zhCourseLength = regexp.MustCompile(`(?:吃了|用了|打了|输了|吃过)(?:[一二两三四五六七八九十几半\d]+)(?:个)?(?:天|周|星期|礼拜|月)(?:多)?的(?:药|针|抗生素|消炎药|疗程)`)

// zhCourseOver and zhCourseStillOn tell the course over, or carried on.
var (
	zhCourseOver    = []string{"以前", "之前", "那时候", "那会儿", "杀干净", "杀掉了", "转阴", "阴性", "好了", "治好", "吃完了", "停了"}
	zhCourseStillOn = []string{"还在吃", "在吃", "还要吃", "吃着", "继续吃", "现在吃", "还在用", "在用"}
)

// zhCourseToldByLength reports whether Chinese drug m is listed after a
// course's length taken ("吃了两个礼拜的药，…"), in a sentence that tells the
// course over and nothing carried on.
func zhCourseToldByLength(tx text, m extract.Mention) bool {
	sent := tx.sentenceOf(m.Span[0])
	loc := zhCourseLength.FindStringIndex(sent)
	if loc == nil || len([]rune(sent[:loc[1]])) > m.Span[0]-tx.sentenceStart(m.Span[0]) {
		return false
	}
	return containsAny(sent, zhCourseOver) && !containsAny(sent, zhCourseStillOn)
}

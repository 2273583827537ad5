package summarize

import (
	"strings"
	"unicode"

	"github.com/anamnesis-health/anamnesis/session"
)

// SmallTalk is the field of a summary of turns without clinical content:
// the everyday subjects they touched ("weather", "family"), so that a
// conversation's small talk folds into one line instead of a summary that
// says nothing.
const SmallTalk = "small_talk"

// smallTalkSubjects maps everyday words to the subject they name, per
// language of the subject's label. English words match whole words,
// Chinese ones anywhere.
var smallTalkSubjects = []struct {
	en, zh string
	words  []string
}{
	{"weather", "天气", []string{"weather", "rain", "raining", "rainy", "sunny", "snow", "snowing", "windy", "天气", "下雨", "下雪", "刮风", "晴天", "太阳"}},
	{"family", "家人", []string{"grandson", "granddaughter", "grandchildren", "grandkids", "kids", "children", "family", "wife", "husband",
		"孙子", "孙女", "外孙", "外孙女", "家人", "老伴", "孩子们", "儿媳", "女婿"}},
	{"travel", "出行", []string{"holiday", "holidays", "vacation", "trip", "travel", "travelling", "traveling", "旅游", "度假", "出去玩", "回老家"}},
	{"sport", "运动比赛", []string{"football", "soccer", "match", "cricket", "tennis", "golf", "球赛", "足球", "篮球", "比赛"}},
	{"work", "工作", []string{"work", "job", "office", "boss", "上班", "工作", "单位", "老板"}},
	{"pets", "宠物", []string{"dog", "cat", "puppy", "kitten", "狗", "猫", "宠物"}},
	{"traffic", "交通", []string{"traffic", "parking", "bus", "train", "堵车", "停车", "公交", "地铁"}},
	{"television", "电视", []string{"tv", "television", "telly", "show", "film", "movie", "电视", "电视剧", "电影"}},
}

// smallTalk returns the everyday subjects of turns, in lang, in the order
// of the list.
func smallTalk(turns []session.Turn, lang string) []string {
	var words []string
	var han strings.Builder
	for _, t := range turns {
		lower := strings.ToLower(t.Text)
		words = append(words, strings.FieldsFunc(lower, func(r rune) bool { return !unicode.IsLetter(r) || unicode.Is(unicode.Han, r) })...)
		han.WriteString(lower)
		han.WriteString("\n")
	}
	text := han.String()
	var out []string
	for _, s := range smallTalkSubjects {
		for _, w := range s.words {
			if found := containsWord(words, w) || (!isLatin(w) && strings.Contains(text, w)); found {
				label := s.en
				if lang == "zh" {
					label = s.zh
				}
				out = append(out, label)
				break
			}
		}
	}
	return out
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

func isLatin(w string) bool {
	for _, r := range w {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

package understand

// A stop told in answer to "还在吃吗？" may end in a sentence-final
// particle of the south and of Taiwan (啦, 喔, 哦, 咯, 嘞, 喇) and be typed in
// traditional characters: "那個氨氯地平還有在吃嗎？" "五月就沒吃了啦。"
// (asked/zh-x1-022) is the amlodipine stopped, as "五月就没吃了" is. The
// particle is trimmed as 啊 and 呀 were, and 沒 read as 没; a start again
// ("後來又吃了啦") is still no stop.

// stopToldTail are the characters trimmed from the end of the first
// sentence of such an answer.
const stopToldTail = " ，,~～啊呀啦喔哦咯嘞喇"

// stillTakenDenied reports whether ask a, whether a drug the question
// names as known is still taken ("那個氨氯地平還有在吃嗎？"), is answered no:
// the drug stopped. The drug taken as given is what "still?" always takes
// for granted, so its no is no "the pain is not getting worse", which
// leaves the pain as it was. Only a stop the answer tells in words ("沒吃
// 了") is read so: "除了降压药，还吃别的药吗？" "没了，就一个厄贝沙坦" asks
// of other drugs, and its no stops nothing.
func stillTakenDenied(a Ask, ans, text string) bool {
	return a.Still && a.Type == Medication && ans == answerNo && zhStopToldAnswer(text)
}

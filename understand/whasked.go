package understand

import "strings"

// A Chinese question asked with a question word and no mark or particle
// ("娃娃吃啥子药了", "孩子吃了什么药", "你妈吃的哪个药") is still a question:
// when it asks of someone else, the drugs of the answer are theirs.

// zhWhWords ask what, which or how many.
var zhWhWords = []string{"什么", "啥", "哪个", "哪些", "哪种", "哪样", "么药", "么子", "乜嘢", "咩药", "几多"}

// zhWhNotAsking hold a question word that asks nothing: "没什么", "什么都
// 没吃", "吃啥都行".
var zhWhNotAsking = []string{"没什么", "没啥", "冇什么", "冇么", "什么都", "啥都", "啥也", "什么也", "不是什么", "没有什么", "都行", "都可以"}

// zhWhAsked reports whether a Chinese sentence with no question mark asks
// with a question word.
func zhWhAsked(s string) bool {
	return containsAny(s, zhWhWords) && !containsAny(s, zhWhNotAsking) && !strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz")
}

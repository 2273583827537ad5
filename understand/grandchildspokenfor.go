package understand

import "github.com/anamnesis-health/anamnesis/extract"

// A grandparent who asks for a grandchild calls the child what anyone
// would: "我是孩子奶奶…我帮孙子问问。孩子两岁半，拉肚子两天了" (s46 blind
// round 13 zh09) wrote the grandson's diarrhoea as the grandmother's
// child's, family history. To a grandparent typing for a grandchild, a
// child word no one owns (孩子, 小孩, 宝宝, 娃) is the one asked for; her
// own "我儿子", "我女儿" or "孩子他爸" is the patient's parent, as read.

// bareChildWords are the words for a young child that name no kinship of
// the speaker's own.
var bareChildWords = map[string]bool{"孩子": true, "小孩": true, "小孩子": true, "孩儿": true, "宝宝": true, "宝贝": true, "娃": true, "娃娃": true, "娃儿": true, "小朋友": true, "小家伙": true, "细路": true, "BB": true}

// grandchildByChildWord reports whether, in a session typed by a
// grandparent for a grandchild, the person word w (spelt word) is a bare
// child word, and so the patient.
func grandchildByChildWord(typingFor string, w extract.PersonWord, word string) bool {
	return typingFor == "grandchild" && w.Who == "child" && !w.Mine && !w.Theirs && bareChildWords[word]
}

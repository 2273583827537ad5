package understand_test

import "testing"

// A grandparent asking for a grandchild calls the child 孩子 or 宝宝: that
// child is the patient, not the grandparent's child with family history.
// The grandparent's own son or daughter stays the patient's parent.
func TestAGrandparentsChildWordIsTheGrandchild(t *testing.T) {
	runCases(t, []readCase{
		{"r13 zh09: 我是孩子奶奶…我帮孙子问问。孩子两岁半，拉肚子两天了", [][2]string{patient("我是孩子奶奶，他爸妈上班去了，我帮孙子问问。孩子两岁半，拉肚子两天了，一天七八次水样的")},
			[]string{"symptom sym:diarrhea"}},
		{"我是孩子奶奶。孩子拉肚子", [][2]string{patient("我是孩子奶奶。孩子两岁半，拉肚子两天了")},
			[]string{"symptom sym:diarrhea"}},
		{"帮孙女问问…宝宝发烧", [][2]string{patient("我是她外婆，帮孙女问问。宝宝昨天开始发烧")},
			[]string{"symptom sym:fever"}},
		{"a later turn: 孩子又吐了", [][2]string{patient("我是他爷爷，帮孙子问问。他拉肚子两天了"), assistant("还有别的吗？"), patient("孩子今天又吐了两次")},
			[]string{"symptom sym:vomiting"}},
		{"near-miss: the mother asking for her child", [][2]string{patient("我是孩子妈妈，帮孩子问问。孩子两岁半，拉肚子两天了")},
			[]string{"symptom sym:diarrhea"}},
		{"near-miss: 他 is the grandchild already", [][2]string{patient("我是孩子奶奶，我帮孙子问问。他拉肚子两天了")},
			[]string{"symptom sym:diarrhea"}},
		{"near-miss: no one asked for, 孩子 is the speaker's child", [][2]string{patient("孩子两岁半，拉肚子两天了")},
			[]string{"symptom sym:diarrhea of other"}},
	})
}
